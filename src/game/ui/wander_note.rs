//! "Where you wandered" under the victory report: the moves lost, the
//! detours counted, and the longest named with its compass direction.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::i18n::{Language, Text};
use super::look::{ExitOnScreen, window_away_from_exit};
use super::nav::MenuPage;
use crate::game::frame::Screen;
use crate::game::run::wander::WanderReport;
use crate::game::settings::Settings;
use crate::maze::detour::{Compass, Wander};

/// The words for a compass point.
fn compass_text(c: Compass) -> Text {
    match c {
        Compass::North => Text::North,
        Compass::NorthEast => Text::NorthEast,
        Compass::East => Text::East,
        Compass::SouthEast => Text::SouthEast,
        Compass::South => Text::South,
        Compass::SouthWest => Text::SouthWest,
        Compass::West => Text::West,
        Compass::NorthWest => Text::NorthWest,
    }
}

/// The line for `wander` in `lang`, e.g. "46 moves lost in 3 detours; the
/// longest, 28 moves, into the north-east".
pub fn wander_line(lang: Language, wander: &Wander) -> String {
    match (wander.lost, wander.longest()) {
        (0, _) => lang.t(Text::NoMoveLost).to_string(),
        (lost, None) => lang.t(Text::LostOnRoute).replace("{lost}", &lost.to_string()),
        (lost, Some(d)) => lang
            .t(Text::LostInDetours)
            .replace("{lost}", &lost.to_string())
            .replace("{n}", &wander.detours.len().to_string())
            .replace("{m}", &d.lost.to_string())
            .replace("{dir}", lang.t(compass_text(d.direction))),
    }
}

/// The window, while the victory report shows.
pub(super) fn wander_window(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    page: Res<MenuPage>,
    report: Res<WanderReport>,
    settings: Res<Settings>,
    exit: ExitOnScreen,
) -> Result {
    let Some(wander) = report.0.as_ref() else { return Ok(()) };
    if *screen.get() != Screen::Won || *page != MenuPage::Closed {
        return Ok(());
    }
    let lang = settings.language;
    let ctx = contexts.ctx_mut()?;
    // Below the victory window, on its side of the board: away from the exit.
    let width = ctx.content_rect().width();
    window_away_from_exit(&exit, lang.t(Text::WanderTitle), "wander", width, egui::Align::Max, -24.0).show(ctx, |ui| {
        ui.label(wander_line(lang, wander));
        if !wander.detours.is_empty() {
            ui.small(lang.t(Text::DetoursTinted));
        }
    });
    Ok(())
}
