//! The camera: fits the whole board into the part of the window beside the
//! menu panel, and keeps it fitted when the window or the board changes size.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::{AppSystems, CurrentMaze, Palette, TILE_SIZE};

/// Empty space kept around the board, as a share of the free area.
const MARGIN_SHARE: f32 = 0.04;

/// Width in logical pixels of the menu panel on the left, set by the menu.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct MenuPanelWidth(pub f32);

/// The game's one camera.
#[derive(Component, Debug, Clone, Copy)]
pub struct MainCamera;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuPanelWidth>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, (fit_board_to_window, paint_background).in_set(AppSystems::Visualize));
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), MainCamera, Camera2d));
}

/// The camera scale and horizontal offset that fit a `board` (world units)
/// into a window of `window` logical pixels with `panel` pixels taken on the left.
pub fn fit(board: Vec2, window: Vec2, panel: f32) -> (f32, f32) {
    let free = Vec2::new((window.x - panel).max(1.0), window.y.max(1.0)) * (1.0 - 2.0 * MARGIN_SHARE);
    let scale = (board.x / free.x).max(board.y / free.y);
    (scale, -panel / 2.0 * scale)
}

fn fit_board_to_window(
    window: Single<&Window, With<PrimaryWindow>>,
    panel: Res<MenuPanelWidth>,
    current: Res<CurrentMaze>,
    camera: Single<(&mut Projection, &mut Transform), With<MainCamera>>,
) {
    let board = Vec2::new(current.maze.width() as f32, current.maze.height() as f32) * TILE_SIZE;
    let (scale, offset_x) = fit(board, window.size(), panel.0);
    let (mut projection, mut transform) = camera.into_inner();
    if let Projection::Orthographic(ortho) = &mut *projection
        && ortho.scale != scale
    {
        ortho.scale = scale;
    }
    if transform.translation.x != offset_x {
        transform.translation.x = offset_x;
    }
}

fn paint_background(palette: Res<Palette>, mut clear: ResMut<ClearColor>) {
    if palette.is_changed() {
        clear.0 = palette.floor.darker(0.08);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_fits_beside_the_panel() {
        // A square board in a wide window: height limits the scale.
        let (scale, offset) = fit(Vec2::splat(640.0), Vec2::new(1280.0, 800.0), 200.0);
        let shown = 640.0 / scale;
        assert!(shown <= 800.0 * 0.92 + 0.01 && shown > 700.0, "board shown {shown}px high");
        // Its centre lands in the middle of the free area, right of the panel.
        let centre_on_screen = 640.0 + (0.0 - offset) / scale;
        assert!((centre_on_screen - (200.0 + 1080.0 / 2.0)).abs() < 0.01);
        // A tall narrow window: width limits the scale.
        let (scale, _) = fit(Vec2::splat(640.0), Vec2::new(500.0, 1000.0), 100.0);
        assert!(640.0 / scale <= 400.0);
    }
}
