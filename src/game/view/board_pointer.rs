//! Where the mouse points on the board. The main camera sees the whole
//! window, so a board too big to fit goes on under the menu panel and under
//! the minimap; and egui does not count the panel as "over egui" (it is
//! shown in the menu's own root `Ui`, whose rectangle egui does not know).
//! So a click or a hover there must be told apart here, not by egui alone.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use super::camera::{MainCamera, MenuPanelWidth};

/// Whether a window point (logical pixels) lies on the board: right of the
/// menu panel and off every camera drawn over the main one (the minimap).
pub fn on_board(point: Vec2, panel_px: f32, mut overlays: impl Iterator<Item = Rect>) -> bool {
    point.x >= panel_px && !overlays.any(|r| r.contains(point))
}

/// The window, the main camera and what lies over the board.
#[derive(SystemParam)]
pub struct BoardPointer<'w, 's> {
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    main: Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<MainCamera>>,
    others: Query<'w, 's, &'static Camera, Without<MainCamera>>,
    panel: Res<'w, MenuPanelWidth>,
    egui: Option<Res<'w, EguiWantsInput>>,
}

impl BoardPointer<'_, '_> {
    /// The world point under the mouse, if it is over the board: not over
    /// egui, the menu panel or the minimap.
    pub fn world(&self) -> Option<Vec2> {
        if self.egui.as_ref().is_some_and(|e| e.wants_any_pointer_input()) {
            return None;
        }
        let (camera, transform) = *self.main;
        let overlays = self
            .others
            .iter()
            .filter(|c| c.is_active && c.order > camera.order)
            .filter_map(Camera::logical_viewport_rect);
        let cursor = self.window.cursor_position().filter(|&c| on_board(c, self.panel.px(), overlays))?;
        camera.viewport_to_world_2d(transform, cursor).ok()
    }
}
