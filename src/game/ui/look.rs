//! The look shared by the menus: their sizes, egui's style for the theme, the
//! window over the board, and the words for difficulties, themes and modes.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::i18n::Text;
use crate::game::model::Difficulty;
use crate::game::settings::{GameMode, Narration, Settings, Theme};
use crate::game::view::camera::MenuPanelWidth;

/// Width of the menu panel, in logical pixels.
pub const PANEL_WIDTH_PX: f32 = 220.0;
/// Width of the pages over the board, in logical pixels.
pub const PAGE_WIDTH_PX: f32 = 420.0;

/// The game's own style ([`super::style::game_style`]) for the theme, whenever the theme changes.
pub(super) fn apply_theme(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut applied: Local<Option<Theme>>,
) -> Result {
    let theme = settings.theme;
    if *applied != Some(theme) {
        let ctx = contexts.ctx_mut()?;
        let style = std::sync::Arc::new(super::style::game_style(theme));
        ctx.set_style_of(egui::Theme::Dark, style.clone());
        ctx.set_style_of(egui::Theme::Light, style);
        ctx.set_theme(if super::style::UiPalette::of(theme).dark { egui::Theme::Dark } else { egui::Theme::Light });
        *applied = Some(theme);
    }
    Ok(())
}

/// A fixed window over the board, centred on the part beside the panel
/// `panel` logical pixels wide (`align` places it; `y` moves it down from
/// there), titled `title`.
pub fn board_window(
    panel: &MenuPanelWidth,
    title: &str,
    id: &str,
    align: egui::Align2,
    y: f32,
) -> egui::Window<'static> {
    egui::Window::new(title.to_owned())
        .id(egui::Id::new(id.to_owned()))
        .collapsible(false)
        .resizable(false)
        .anchor(align, [panel.0 / 2.0, y])
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

/// The words for a narration setting.
pub fn narration_text(narration: Narration) -> Text {
    match narration {
        Narration::Off => Text::NarrationOff,
        Narration::Brief => Text::NarrationBrief,
        Narration::Full => Text::NarrationFull,
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
