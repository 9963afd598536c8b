//! The camera: fits the whole board into the part of the window beside the
//! menu panel, and keeps it fitted when the window or the board changes size.
//! A board too big for that (fitted tiles under [`MIN_FIT_TILE_PX`]) is shown
//! up close instead: the camera follows the panda smoothly, and `+`/`-`/`=`
//! (also on the number pad) and the mouse wheel zoom, within
//! [`MIN_TILE_PX`]..[`MAX_TILE_PX`]; the minimap shows the whole board. The
//! player can ask for that close-up at any size (Z).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, MapReset};
use crate::game::frame::AppSystems;
use crate::game::model::TILE_SIZE;
use crate::game::panda::Player;
use crate::game::settings::Palette;

/// Empty space kept around the board, as a share of the free area.
const MARGIN_SHARE: f32 = 0.04;
/// A board whose fitted tiles would be smaller than this, in logical pixels, is followed, not fitted.
pub const MIN_FIT_TILE_PX: f32 = 6.0;
/// Smallest zoom while following, in logical pixels a tile.
pub const MIN_TILE_PX: f32 = 3.0;
/// Largest zoom while following, in logical pixels a tile.
pub const MAX_TILE_PX: f32 = 64.0;
/// Zoom when following starts, in logical pixels a tile.
pub const FOLLOW_TILE_PX: f32 = 20.0;
/// Zoom factor of one key press or one wheel notch.
pub const ZOOM_STEP: f32 = 1.25;
/// How quickly the camera catches up with the panda: the share of the gap closed per second is `1 - e^-rate`.
const FOLLOW_RATE_PER_SEC: f32 = 6.0;
/// A gap wider than this many window sizes (a new map, a restart) is jumped, not glided.
const JUMP_WINDOWS: f32 = 1.5;
/// Wheel pixels that count as one notch (touchpads scroll in pixels).
pub const WHEEL_PIXELS_PER_NOTCH: f32 = 50.0;

/// How the camera shows the board.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct CameraView {
    /// The camera follows the panda: the board is too big to fit, or the player asked ([`Self::close_up`]).
    pub follows: bool,
    /// The player asked to follow the panda up close (Z or the Play bar's button).
    pub close_up: bool,
    /// Zoom while following, in logical pixels a tile.
    pub tile_px: f32,
}

impl Default for CameraView {
    fn default() -> Self {
        Self { follows: false, close_up: false, tile_px: FOLLOW_TILE_PX }
    }
}

/// The menu panel on the left, as the menu last drew it.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct MenuPanelWidth {
    /// Its width in egui's points (what egui windows beside it are placed by).
    pub points: f32,
    /// egui's zoom: window pixels (logical) per point (the player's text size).
    pub zoom: f32,
}

impl Default for MenuPanelWidth {
    fn default() -> Self {
        Self { points: 0.0, zoom: 1.0 }
    }
}

impl MenuPanelWidth {
    /// Its width in the window's logical pixels (what the cameras place the board by).
    pub fn px(&self) -> f32 {
        self.points * self.zoom
    }
}

/// The game's one camera.
#[derive(Component, Debug, Clone, Copy)]
pub struct MainCamera;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuPanelWidth>()
        .init_resource::<CameraView>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, toggle_close_up.in_set(AppSystems::ApplyCommands))
        .add_systems(Update, (place_camera, paint_background).in_set(AppSystems::Visualize));
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

/// Logical pixels a tile when a board of `board_tiles` is fitted beside the panel.
pub fn fitted_tile_px(board_tiles: Vec2, window: Vec2, panel: f32) -> f32 {
    let (scale, _) = fit(board_tiles * TILE_SIZE, window, panel);
    TILE_SIZE / scale
}

/// Whether a board of `board_tiles` is too big to fit: then the camera follows the panda.
pub fn follows(board_tiles: Vec2, window: Vec2, panel: f32) -> bool {
    fitted_tile_px(board_tiles, window, panel) < MIN_FIT_TILE_PX
}

/// `tile_px` kept within the zoom limits.
pub fn clamp_zoom(tile_px: f32) -> f32 {
    tile_px.clamp(MIN_TILE_PX, MAX_TILE_PX)
}

/// The zoom after `steps` presses or notches (negative: out).
pub fn zoom_by(tile_px: f32, steps: f32) -> f32 {
    clamp_zoom(tile_px * ZOOM_STEP.powf(steps))
}

/// Where a camera at `now` that follows `target` is after `dt` seconds: it
/// glides, closing the same share of the gap each second, and jumps a gap wider
/// than `jump` (e.g. to a new map's entrance).
pub fn follow(now: Vec2, target: Vec2, dt: f32, jump: f32) -> Vec2 {
    if now.distance(target) > jump {
        return target;
    }
    let share = 1.0 - (-FOLLOW_RATE_PER_SEC * dt).exp();
    now.lerp(target, share)
}

/// Fits the board beside the panel, or follows the panda when the board is too big to fit.
fn place_camera(
    window: Single<&Window, With<PrimaryWindow>>,
    panel: Res<MenuPanelWidth>,
    boards: Boards,
    time: Res<Time>,
    mut view: ResMut<CameraView>,
    mut resets: MessageReader<MapReset>,
    panda: Query<&Transform, (With<Player>, Without<MainCamera>)>,
    camera: Single<(&mut Projection, &mut Transform), With<MainCamera>>,
) {
    let tiles = boards.view().world_size() / TILE_SIZE;
    let follow_now = view.close_up || follows(tiles, window.size(), panel.px());
    let reset = resets.read().count() > 0;
    view.set_if_neq(CameraView { follows: follow_now, ..*view });
    let (mut projection, mut transform) = camera.into_inner();
    let (scale, target) = if follow_now {
        let scale = TILE_SIZE / view.tile_px;
        let centre = panda.iter().next().map_or(Vec2::ZERO, |t| t.translation.truncate());
        (scale, centre + Vec2::new(-panel.px() / 2.0 * scale, 0.0))
    } else {
        let (scale, offset_x) = fit(tiles * TILE_SIZE, window.size(), panel.px());
        (scale, Vec2::new(offset_x, 0.0))
    };
    if let Projection::Orthographic(ortho) = &mut *projection
        && ortho.scale != scale
    {
        ortho.scale = scale;
    }
    let now = transform.translation.truncate();
    let next = if follow_now && !reset {
        follow(now, target, time.delta_secs(), window.size().max_element() * scale * JUMP_WINDOWS)
    } else {
        target
    };
    if now != next {
        transform.translation = next.extend(transform.translation.z);
    }
}

/// [`GameCommand::ToggleCloseUp`] turns the close-up on or off.
fn toggle_close_up(mut commands: MessageReader<GameCommand>, mut view: ResMut<CameraView>) {
    if commands.read().filter(|c| **c == GameCommand::ToggleCloseUp).count() % 2 == 1 {
        view.close_up = !view.close_up;
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
    fn zoom_stays_within_its_limits() {
        assert_eq!(zoom_by(FOLLOW_TILE_PX, 100.0), MAX_TILE_PX);
        assert_eq!(zoom_by(FOLLOW_TILE_PX, -100.0), MIN_TILE_PX);
        assert!((zoom_by(FOLLOW_TILE_PX, 1.0) - FOLLOW_TILE_PX * ZOOM_STEP).abs() < 1e-4);
    }

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
