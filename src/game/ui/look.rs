//! The look shared by the menus: their sizes, egui's style for the theme, the
//! window over the board, and the words for difficulties, themes and modes.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::i18n::Text;
use crate::game::model::{CurrentMaze, Difficulty, tile_center};
use crate::game::settings::{GameMode, Narration, Settings, Theme};
use crate::game::view::camera::{MainCamera, MenuPanelWidth};

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

/// Gap between a window at the side of the board and the board's edge, in logical pixels.
const SIDE_MARGIN_PX: f32 = 12.0;

/// Where the exit is drawn on screen (where the panda stands at victory).
#[derive(SystemParam)]
pub struct ExitOnScreen<'w, 's> {
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<MainCamera>>,
    current: Res<'w, CurrentMaze>,
    panel: Res<'w, MenuPanelWidth>,
}

impl ExitOnScreen<'_, '_> {
    /// The exit's x in logical pixels, when the camera shows the board.
    pub fn x(&self) -> Option<f32> {
        let (camera, at) = self.camera.single().ok()?;
        let maze = &self.current.maze;
        camera.world_to_viewport(at, tile_center(maze, maze.exit).extend(0.0)).ok().map(|p| p.x)
    }
}

/// The side of the area beside the panel that lies away from `exit_x` (a
/// window there leaves the exit, and the panda on it, uncovered): its
/// alignment and anchor offset, with `align_y` the vertical part (top,
/// centre or bottom) and `y` the vertical offset. Without a known exit, the
/// middle.
pub fn away_from(
    panel: f32,
    exit_x: Option<f32>,
    screen_width: f32,
    align_y: egui::Align,
    y: f32,
) -> (egui::Align2, egui::Vec2) {
    let Some(x) = exit_x else { return (egui::Align2([egui::Align::Center, align_y]), egui::vec2(panel / 2.0, y)) };
    if x >= panel + (screen_width - panel) / 2.0 {
        (egui::Align2([egui::Align::Min, align_y]), egui::vec2(panel + SIDE_MARGIN_PX, y))
    } else {
        (egui::Align2([egui::Align::Max, align_y]), egui::vec2(-SIDE_MARGIN_PX, y))
    }
}

/// A fixed window over the board on the side away from the exit ([`away_from`]),
/// in a window `screen_width` logical pixels wide.
pub fn window_away_from_exit(
    exit: &ExitOnScreen,
    title: &str,
    id: &str,
    screen_width: f32,
    align_y: egui::Align,
    y: f32,
) -> egui::Window<'static> {
    let (align, offset) = away_from(exit.panel.0, exit.x(), screen_width, align_y, y);
    egui::Window::new(title.to_owned())
        .id(egui::Id::new(id.to_owned()))
        .collapsible(false)
        .resizable(false)
        .anchor(align, offset)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_at_victory_take_the_side_away_from_the_exit() {
        // The area beside a 150 px panel runs from 150 to 1024: its middle is at 587.
        let (right_exit, at) = away_from(150.0, Some(900.0), 1024.0, egui::Align::Center, 0.0);
        assert_eq!(right_exit, egui::Align2::LEFT_CENTER);
        assert_eq!(at, egui::vec2(162.0, 0.0), "just right of the panel");
        let (left_exit, at) = away_from(150.0, Some(300.0), 1024.0, egui::Align::Max, -24.0);
        assert_eq!(left_exit, egui::Align2::RIGHT_BOTTOM);
        assert_eq!(at, egui::vec2(-12.0, -24.0));
        let (unknown, at) = away_from(150.0, None, 1024.0, egui::Align::Center, 0.0);
        assert_eq!((unknown, at), (egui::Align2::CENTER_CENTER, egui::vec2(75.0, 0.0)));
    }
}
