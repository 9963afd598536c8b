//! The look shared by the menus: their sizes, egui's style for the theme, the
//! window over the board, and the words for difficulties, themes and modes.

use std::sync::atomic::{AtomicU32, Ordering};

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::i18n::Text;
use crate::game::model::Difficulty;
use crate::game::settings::{GameMode, Settings, Theme};

/// Width of the menu panel, in logical pixels.
pub const PANEL_WIDTH_PX: f32 = 220.0;
/// Width of the pages over the board, in logical pixels.
pub const PAGE_WIDTH_PX: f32 = 420.0;

/// egui's dark or light style, as the theme says.
pub(super) fn apply_theme(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut applied: Local<Option<bool>>,
) -> Result {
    let dark = settings.theme.look().dark_menu;
    if *applied != Some(dark) {
        contexts.ctx_mut()?.set_visuals(if dark { egui::Visuals::dark() } else { egui::Visuals::light() });
        *applied = Some(dark);
    }
    Ok(())
}

/// The width of the panel drawn this frame (the Play bar or the Lab panel),
/// as `f32` bits: the windows over the board centre themselves beside it.
static PANEL_WIDTH_BITS: AtomicU32 = AtomicU32::new(PANEL_WIDTH_PX.to_bits());

/// Records the width of the panel just drawn, in logical pixels.
pub fn set_panel_width(width: f32) {
    PANEL_WIDTH_BITS.store(width.to_bits(), Ordering::Relaxed);
}

/// The width of the panel on the left, in logical pixels.
pub fn panel_width() -> f32 {
    f32::from_bits(PANEL_WIDTH_BITS.load(Ordering::Relaxed))
}

/// A fixed window over the board, centred on the part beside the panel
/// (`align` places it; `y` moves it down from there), titled `title`.
pub fn board_window(title: &str, id: &str, align: egui::Align2, y: f32) -> egui::Window<'static> {
    egui::Window::new(title.to_owned())
        .id(egui::Id::new(id.to_owned()))
        .collapsible(false)
        .resizable(false)
        .anchor(align, [panel_width() / 2.0, y])
}

/// The words for a difficulty.
pub fn difficulty_text(d: Difficulty) -> Text {
    match d {
        Difficulty::Easy => Text::Easy,
        Difficulty::Medium => Text::Medium,
        Difficulty::Hard => Text::Hard,
    }
}

/// The words for a theme.
pub fn theme_text(theme: Theme) -> Text {
    match theme {
        Theme::Bamboo => Text::ThemeBamboo,
        Theme::Night => Text::ThemeNight,
        Theme::HighContrast => Text::ThemeHighContrast,
    }
}

/// The words for a mode.
pub fn mode_text(mode: GameMode) -> Text {
    match mode {
        GameMode::Classic => Text::ModeClassic,
        GameMode::TimeAttack => Text::ModeTimeAttack,
        GameMode::Fog => Text::ModeFog,
    }
}
