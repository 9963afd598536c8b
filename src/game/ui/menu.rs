//! The menus (egui), drawn each frame in this order: the panel on the left
//! ([`super::panel`]), the page open over the board ([`super::pages`]), and
//! the windows over it ([`super::dialogs`]). Every word comes from
//! [`super::i18n`]. Widgets only write [`GameCommand`]s or settings; the
//! logic lives elsewhere.
//!
//! [`GameCommand`]: crate::game::command::GameCommand

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

use super::dialogs::{notice_window, time_up_overlay, victory_overlay};
use super::fonts::{CjkFont, load_cjk_font};
use super::i18n::Text;
use super::pages::page_overlay;
use super::panel::menu_panel;
use crate::game::model::Difficulty;
use crate::game::settings::{GameMode, Settings, Theme};

/// Width of the menu panel, in logical pixels.
pub const PANEL_WIDTH_PX: f32 = 220.0;
/// Width of the pages over the board, in logical pixels.
pub const PAGE_WIDTH_PX: f32 = 420.0;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default()).init_resource::<CjkFont>().add_systems(
        EguiPrimaryContextPass,
        (load_cjk_font, apply_theme, menu_panel, page_overlay, notice_window, victory_overlay, time_up_overlay).chain(),
    );
}

/// egui's dark or light style, as the theme says.
fn apply_theme(mut contexts: EguiContexts, settings: Res<Settings>, mut applied: Local<Option<bool>>) -> Result {
    let dark = settings.theme.look().dark_menu;
    if *applied != Some(dark) {
        contexts.ctx_mut()?.set_visuals(if dark { egui::Visuals::dark() } else { egui::Visuals::light() });
        *applied = Some(dark);
    }
    Ok(())
}

/// A fixed window over the board, centred on the part beside the panel
/// (`align` places it; `y` moves it down from there), titled `title`.
pub fn board_window(title: &str, id: &str, align: egui::Align2, y: f32) -> egui::Window<'static> {
    egui::Window::new(title.to_owned())
        .id(egui::Id::new(id.to_owned()))
        .collapsible(false)
        .resizable(false)
        .anchor(align, [PANEL_WIDTH_PX / 2.0, y])
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
