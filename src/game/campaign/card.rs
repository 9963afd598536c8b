//! The one card at the end of a maze: at a level's end Next level (focused),
//! Retry and Levels; outside the campaign New map, Play again and Replay.
//! This is its model (it runs headless); `super::card_view` draws it.
//!
//! Keys: Left/Right (or Tab) move the focus, Enter (the gamepad's A, which
//! stands for Enter) presses the focused button; a click presses any.

use bevy::prelude::*;

use super::{CampaignCommand, CampaignState};
use crate::game::command::GameCommand;
use crate::game::frame::Screen;
use crate::game::model::UiWantsKeyboard;
use crate::game::ui::nav::MenuPage;

/// A button of the end card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardButton {
    /// The level after this one (or the next endless level).
    Next,
    /// The same level again, from its entrance.
    Retry,
    /// The level select.
    Levels,
    /// A fresh maze of the same size (outside the campaign).
    NewMap,
    /// The same maze again (outside the campaign).
    PlayAgain,
    /// The run just won, replayed over the shortest route.
    Replay,
    /// The same maze again with the best run's ghost walking beside the panda.
    RaceBest,
}

/// The end card while the game is won: its buttons, left to right, and the focused one.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct EndCard {
    /// The buttons, the primary one first.
    pub buttons: Vec<CardButton>,
    /// The focused button's place in `buttons`.
    pub focus: usize,
}

impl EndCard {
    /// The focused button, while the card is up.
    pub fn focused(&self) -> Option<CardButton> {
        self.buttons.get(self.focus).copied()
    }
}

/// A button of the end card was pressed (a click, or Enter on the focused one).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardPressed(pub CardButton);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EndCard>()
        .add_message::<CardPressed>()
        .add_systems(OnEnter(Screen::Won), deal_card.after(super::finish_level))
        .add_systems(OnExit(Screen::Won), |mut card: ResMut<EndCard>| *card = EndCard::default());
}

/// The buttons for the maze just won: the campaign's when a level was
/// played, else the same on every grid.
fn deal_card(state: Res<CampaignState>, mut card: ResMut<EndCard>) {
    let buttons = match state.result.filter(|_| state.level().is_some()) {
        Some(result) => {
            let next = result.endless.is_some() || state.campaign.next(result.id).is_some();
            if next && result.next_open {
                vec![CardButton::Next, CardButton::Retry, CardButton::Levels]
            } else {
                vec![CardButton::Levels, CardButton::Retry]
            }
        }
        None => vec![CardButton::NewMap, CardButton::PlayAgain, CardButton::Replay, CardButton::RaceBest],
    };
    *card = EndCard { buttons, focus: 0 };
}

/// Left/Right and Tab move the focus; Enter presses the focused button.
pub(super) fn read_card_keys(
    keys: Res<ButtonInput<KeyCode>>,
    ui: Res<UiWantsKeyboard>,
    page: Res<MenuPage>,
    screen: Res<State<Screen>>,
    mut card: ResMut<EndCard>,
    mut out: MessageWriter<CardPressed>,
) {
    let n = card.buttons.len();
    if *screen.get() != Screen::Won || ui.0 || *page != MenuPage::Closed || n == 0 {
        return;
    }
    if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::Tab]) {
        card.focus = (card.focus + 1) % n;
    }
    if keys.just_pressed(KeyCode::ArrowLeft) {
        card.focus = (card.focus + n - 1) % n;
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter])
        && let Some(button) = card.focused()
    {
        out.write(CardPressed(button));
    }
}

/// Carries out a pressed button.
pub(super) fn press_card(
    mut pressed: MessageReader<CardPressed>,
    mut campaign: MessageWriter<CampaignCommand>,
    mut game: MessageWriter<GameCommand>,
) {
    for &CardPressed(button) in pressed.read() {
        match button {
            CardButton::Next => {
                campaign.write(CampaignCommand::Next);
            }
            CardButton::Levels => {
                campaign.write(CampaignCommand::OpenSelect);
            }
            CardButton::Retry | CardButton::PlayAgain => {
                game.write(GameCommand::Restart);
            }
            CardButton::NewMap => {
                game.write(GameCommand::NewMap);
            }
            CardButton::Replay => {
                game.write(GameCommand::ReplayRun);
            }
            CardButton::RaceBest => {
                game.write(GameCommand::SetGhostRace(true));
                game.write(GameCommand::Restart);
            }
        }
    }
}
