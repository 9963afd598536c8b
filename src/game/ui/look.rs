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

/// The game's own style ([`super::style::game_style`]) for the theme, whenever
/// the theme changes, and the player's text size as egui's zoom, which grows
/// the words with their buttons, gaps and windows, so layouts keep their
/// proportions (egui's own Ctrl+plus/minus zoom is off: those keys zoom the board).
pub(super) fn apply_look(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut applied: Local<Option<(Theme, f32)>>,
) -> Result {
    let (theme, zoom) = (settings.theme, settings.text_size);
    if *applied == Some((theme, zoom)) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    if applied.is_none_or(|(was, _)| was != theme) {
        let style = std::sync::Arc::new(super::style::game_style(theme));
        ctx.set_style_of(egui::Theme::Dark, style.clone());
        ctx.set_style_of(egui::Theme::Light, style);
        ctx.set_theme(if super::style::UiPalette::of(theme).dark { egui::Theme::Dark } else { egui::Theme::Light });
    }
    ctx.options_mut(|o| o.zoom_with_keyboard = false);
    ctx.set_zoom_factor(zoom);
    *applied = Some((theme, zoom));
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
        .anchor(align, [panel.points / 2.0, y])
}

/// The least room between a page and the window's sides, and its top and bottom, in points.
const PAGE_MARGIN_PX: egui::Vec2 = egui::vec2(20.0, 4.0);

/// A window over the board that stays inside the screen at any text size:
/// at most `widest` points wide (exactly, if `fixed`) or as wide as the
/// screen allows, scrolling when taller than the screen, and centred beside
/// the panel or as near that as keeps it whole.
pub fn fitted_window(
    ctx: &egui::Context,
    panel: &MenuPanelWidth,
    (title, id): (&str, &str),
    widest: f32,
    fixed: bool,
) -> egui::Window<'static> {
    let room = ctx.content_rect();
    let frame = ctx.global_style().spacing.window_margin.sum() + egui::vec2(2.0, 2.0); // margins and edges
    let width = widest.min(room.width() - 2.0 * PAGE_MARGIN_PX.x - frame.x);
    let right = ((room.width() - width - frame.x) / 2.0 - PAGE_MARGIN_PX.x).max(0.0);
    let window = board_window(panel, title, id, egui::Align2::CENTER_CENTER, 0.0)
        .anchor(egui::Align2::CENTER_CENTER, [(panel.points / 2.0).min(right), 0.0])
        .auto_sized()
        .vscroll(true)
        .max_width(width)
        .max_height(room.height() - 2.0 * PAGE_MARGIN_PX.y);
    if fixed { window.min_width(width) } else { window }
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
