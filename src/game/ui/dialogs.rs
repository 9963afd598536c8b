//! The windows over the board: the time-attack loss and notices for the
//! player (the end card is the campaign's `card_view`).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::i18n::{Language, Text};
use super::look::{PAGE_WIDTH_PX, board_window};
use super::nav::MenuPage;
use crate::game::command::GameCommand;
use crate::game::frame::Screen;
use crate::game::settings::{Notices, Record, Settings};
use crate::game::view::camera::MenuPanelWidth;

/// What decides whether a window over the board shows: the screen and the menu page.
#[derive(SystemParam)]
pub(super) struct Showing<'w> {
    screen: Res<'w, State<Screen>>,
    page: Res<'w, MenuPage>,
}

impl Showing<'_> {
    /// Whether the game is on `screen` with no menu page over it.
    fn on(&self, screen: Screen) -> bool {
        *self.screen.get() == screen && *self.page == MenuPage::Closed
    }
}

/// "12.3 s · 85%": a record's best time and efficiency.
pub fn record_text(lang: Language, record: &Record) -> String {
    let time = record.best_time_secs.map_or("–".to_owned(), |s| format!("{s:.1} s"));
    let eff = record.best_efficiency.map_or("–".to_owned(), |e| format!("{:.0}%", e * 100.0));
    format!("{} {time} · {} {eff}", lang.t(Text::BestTime), lang.t(Text::BestEfficiency))
}

/// Time attack lost: try again or a new map.
pub(super) fn time_up_overlay(
    mut contexts: EguiContexts,
    panel: Res<MenuPanelWidth>,
    showing: Showing,
    settings: Res<Settings>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    if !showing.on(Screen::TimeUp) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let t = |text: Text| settings.language.t(text);
    board_window(&panel, t(Text::TimeUpTitle), "time-up", egui::Align2::CENTER_CENTER, 0.0).show(ctx, |ui| {
        ui.label(t(Text::TimeUpText));
        ui.horizontal(|ui| {
            if ui.button(t(Text::PlayAgain)).clicked() {
                commands.write(GameCommand::Restart);
            }
            if ui.button(t(Text::NewMap)).clicked() {
                commands.write(GameCommand::NewMap);
            }
        });
    });
    Ok(())
}

/// The first pending notice, until the player dismisses it.
pub(super) fn notice_window(
    mut contexts: EguiContexts,
    panel: Res<MenuPanelWidth>,
    mut notices: ResMut<Notices>,
    settings: Res<Settings>,
) -> Result {
    let Some(text) = notices.0.first().cloned() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let t = |key: Text| settings.language.t(key);
    let mut dismissed = false;
    board_window(&panel, t(Text::Notice), "notice", egui::Align2::CENTER_TOP, 16.0).show(ctx, |ui| {
        ui.set_max_width(PAGE_WIDTH_PX);
        ui.label(text);
        dismissed = ui.button(t(Text::Ok)).clicked();
    });
    if dismissed {
        notices.0.remove(0);
    }
    Ok(())
}
