//! The first launch's how-to: a short card over the first maze (how to move,
//! the goal, the hint, the menu), in the player's language. The panda can
//! walk while it shows; "Got it" or Enter dismisses it, and the settings
//! remember that, so it never shows again.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::i18n::Text;
use super::look::board_window;
use super::nav::MenuPage;
use crate::game::command::GameCommand;
use crate::game::frame::AppSystems;
use crate::game::settings::Settings;
use crate::game::view::camera::MenuPanelWidth;

/// Whether the how-to is showing: from launch until dismissed, on a launch
/// whose settings say it was never dismissed.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HowTo {
    /// The card is up (hidden while a menu page is open).
    pub open: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HowTo>()
        .add_systems(Startup, open_on_first_launch)
        .add_systems(Update, dismiss.in_set(AppSystems::ApplyCommands));
}

/// The how-to card's rows, each a title and its text, as drawn and as said.
pub const HOW_TO_ROWS: [(Text, Text); 5] = [
    (Text::HowToMoveTitle, Text::HowToMove),
    (Text::HowToGoalTitle, Text::HowToGoal),
    (Text::HowToHintTitle, Text::HowToHint),
    (Text::HowToEarTitle, Text::HowToEar),
    (Text::HowToMenuTitle, Text::HowToMenu),
];

fn open_on_first_launch(settings: Res<Settings>, mut how_to: ResMut<HowTo>) {
    how_to.open = !settings.how_to_done;
}

/// [`GameCommand::DismissHowTo`] closes the card for good.
fn dismiss(mut commands: MessageReader<GameCommand>, mut how_to: ResMut<HowTo>, mut settings: ResMut<Settings>) {
    if commands.read().any(|c| *c == GameCommand::DismissHowTo) {
        how_to.open = false;
        if !settings.how_to_done {
            settings.how_to_done = true;
        }
    }
}

/// Draws the card at the foot of the board.
pub(super) fn how_to_card(
    mut contexts: EguiContexts,
    panel: Res<MenuPanelWidth>,
    how_to: Res<HowTo>,
    page: Res<MenuPage>,
    settings: Res<Settings>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    if !how_to.open || *page != MenuPage::Closed {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let t = |text: Text| settings.language.t(text);
    board_window(&panel, t(Text::HowToTitle), "how-to", egui::Align2::CENTER_BOTTOM, -24.0).show(ctx, |ui| {
        ui.set_max_width(360.0);
        egui::Grid::new("how-to").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
            for (what, how) in HOW_TO_ROWS {
                ui.strong(t(what));
                ui.add(egui::Label::new(super::keyed::keyed(t(how), &settings.keys)).wrap());
                ui.end_row();
            }
        });
        ui.add_space(6.0);
        ui.vertical_centered(|ui| {
            if ui.button(t(Text::HowToDismiss)).clicked() {
                commands.write(GameCommand::DismissHowTo);
            }
        });
    });
    Ok(())
}
