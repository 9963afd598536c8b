//! Split screen for a race: when two race on a board that does not fit (or
//! up close, Z), each gets half of the window beside the menu panel with a
//! camera of its own that follows their panda: player 1 on the left, player
//! 2 on the right. The main camera then draws only the menus over both
//! halves (it still holds egui), so nothing of the board is drawn twice.

use bevy::camera::Viewport;
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::camera::{CameraView, MainCamera, MenuPanelWidth, follow};
use crate::game::command::MapReset;
use crate::game::frame::AppSystems;
use crate::game::model::{Players, TILE_SIZE};
use crate::game::panda::Player;
use crate::game::panda::duo::Partner;

/// A render layer nothing of the board is on: the main camera's while the screen is split.
const MENUS_ONLY_LAYER: usize = 30;
/// Logical pixels between the two halves (the window's background shows there, a divider).
pub const DIVIDER_PX: f32 = 4.0;

/// One racer's half of a split screen: player 1's (0) or player 2's (1).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RaceCamera(pub usize);

/// Whether the screen is split between two racers now.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SplitScreen(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SplitScreen>()
        .add_systems(Update, (split_or_join, place_race_cameras).chain().in_set(AppSystems::Visualize));
}

/// Whether a race should be shown split: two race and the camera follows.
pub fn wants_split(players: Players, view: &CameraView) -> bool {
    players == Players::Race && view.follows
}

/// The two halves' viewports (left, right) in logical pixels, as `(x, width)`:
/// player 1's reaches under the panel (which covers it), so the board
/// behind the panel is drawn as when one plays.
pub fn halves(window_width: f32, panel: f32) -> [(f32, f32); 2] {
    let free = (window_width - panel).max(2.0 * DIVIDER_PX + 2.0);
    let half = (free - DIVIDER_PX) / 2.0;
    [(0.0, panel + half), (panel + half + DIVIDER_PX, half)]
}

/// Splits the screen when a race wants it (two cameras, the main one drawing
/// only the menus) and joins it again when it does not.
fn split_or_join(
    mut commands: Commands,
    players: Res<Players>,
    view: Res<CameraView>,
    mut split: ResMut<SplitScreen>,
    main: Single<(Entity, &mut Camera), With<MainCamera>>,
    race_cameras: Query<Entity, With<RaceCamera>>,
) {
    let want = wants_split(*players, &view);
    if split.0 == want && race_cameras.iter().count() == if want { 2 } else { 0 } {
        return;
    }
    split.0 = want;
    let (main, mut camera) = main.into_inner();
    for entity in &race_cameras {
        commands.entity(entity).despawn();
    }
    if want {
        camera.clear_color = ClearColorConfig::None;
        commands.entity(main).insert(RenderLayers::layer(MENUS_ONLY_LAYER));
        for who in 0..2 {
            commands.spawn((
                Name::new(if who == 0 { "Race camera 1" } else { "Race camera 2" }),
                RaceCamera(who),
                Camera2d,
                // Before the main camera, which draws the menus over both halves.
                Camera { order: who as isize - 2, ..default() },
            ));
        }
    } else {
        camera.clear_color = ClearColorConfig::Default;
        commands.entity(main).remove::<RenderLayers>();
    }
}

/// Each racer's camera fills its half and follows its panda at the zoom the player chose.
fn place_race_cameras(
    window: Single<&Window, With<PrimaryWindow>>,
    panel: Res<MenuPanelWidth>,
    view: Res<CameraView>,
    time: Res<Time>,
    mut resets: MessageReader<MapReset>,
    first: Query<&Transform, (With<Player>, Without<RaceCamera>)>,
    second: Query<&Transform, (With<Partner>, Without<RaceCamera>)>,
    mut cameras: Query<(&RaceCamera, &mut Camera, &mut Projection, &mut Transform)>,
) {
    let reset = resets.read().count() > 0;
    let scale = TILE_SIZE / view.tile_px;
    let factor = window.scale_factor();
    let height = window.height();
    for (who, mut camera, mut projection, mut transform) in &mut cameras {
        let (x, width) = halves(window.width(), panel.px())[who.0];
        let viewport = Viewport {
            physical_position: UVec2::new((x * factor) as u32, 0),
            physical_size: (Vec2::new(width, height) * factor).as_uvec2().max(UVec2::ONE),
            ..default()
        };
        if camera.viewport.as_ref().is_none_or(|v| {
            (v.physical_position, v.physical_size) != (viewport.physical_position, viewport.physical_size)
        }) {
            camera.viewport = Some(viewport);
        }
        if let Projection::Orthographic(ortho) = &mut *projection
            && ortho.scale != scale
        {
            ortho.scale = scale;
        }
        let panda = if who.0 == 0 { first.iter().next() } else { second.iter().next() };
        let centre = panda.map_or(Vec2::ZERO, |t| t.translation.truncate());
        // Player 1's half reaches under the panel: its panda sits in the visible part's middle.
        let target = if who.0 == 0 { centre - Vec2::new(panel.px() / 2.0 * scale, 0.0) } else { centre };
        let now = transform.translation.truncate();
        let jump = width.max(height) * scale * 1.5;
        let next = if reset { target } else { follow(now, target, time.delta_secs(), jump) };
        if now != next {
            transform.translation = next.extend(transform.translation.z);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_race_splits_only_when_the_camera_follows() {
        let follows = CameraView { follows: true, ..default() };
        assert!(wants_split(Players::Race, &follows));
        assert!(!wants_split(Players::Together, &follows), "Together shares one board and one camera");
        assert!(!wants_split(Players::Race, &CameraView::default()), "a board that fits is seen whole");
    }

    #[test]
    fn the_halves_share_the_free_room_beside_the_panel_with_a_divider_between() {
        let [(x1, w1), (x2, w2)] = halves(1280.0, 280.0);
        assert_eq!(x1, 0.0, "player 1's half reaches under the panel");
        assert!((x1 + w1 + DIVIDER_PX - x2).abs() < 1e-3, "the divider lies between");
        assert!((x2 + w2 - 1280.0).abs() < 1e-3, "player 2's reaches the window's edge");
        assert!((w1 - 280.0 - w2).abs() < 1e-3, "both see as much of the board");
        // A window narrower than the panel still gives each half some room.
        let [(_, a), (_, b)] = halves(100.0, 300.0);
        assert!(a > 0.0 && b > 0.0);
    }
}
