//! How a weave maze's crossings look on the board. The walls are drawn as
//! the core's pictures draw them (`GridGame::drawn_sides`): a crossing is a
//! bridge, its over passage's two walls straight through the cell, and the
//! under passage comes in from both sides as a narrower corridor whose
//! walls stop at the bridge's, as if it went on beneath. While the panda is
//! under a bridge, the bridge is drawn again over it: its deck see-through
//! (the panda shows beneath it, dimmed by its own painter) and its walls
//! whole. Only where a renderer runs.

use bevy::prelude::*;

use super::grid::{GRID_STEP_WORLD, GridGame};
use super::grid_mesh::{BRIDGE_WALL_SHARE, MeshBuilder, overlay_material};
use super::played::Played;
use super::view::Boards;
use crate::game::settings::Palette;
use crate::maze::weave::WeaveView;

/// Depth of a bridge drawn over the panda under it: over the pandas (5.0), under the ghosts (4.5 is the best run's, 6.0 the replay's).
const DECK_Z: f32 = 5.3;
/// How much of what lies under it a bridge's deck hides (its alpha).
pub const DECK_ALPHA: f32 = 0.35;

/// The bridge drawn over the panda under it: the crossing's cell.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BridgeOver(pub u32);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, bridge_over_panda.in_set(crate::game::frame::AppSystems::Visualize));
}

/// The deck and walls of the bridge at crossing cell `c` of `game`, in world units.
fn bridge_mesh(game: &GridGame, c: u32, (deck, wall): (Color, Color)) -> Option<Mesh> {
    let woven = game.weave.as_ref()?;
    let corners = WeaveView::new(&*woven.maze).bridge(c)?.map(|p| game.to_world(p));
    let mut mesh = MeshBuilder::with_capacity(16, 8);
    mesh.convex(&corners, deck);
    let width = GRID_STEP_WORLD * BRIDGE_WALL_SHARE;
    for (a, b) in [(corners[1], corners[2]), (corners[3], corners[0])] {
        mesh.line(a, b, width, wall);
        mesh.dot(a, width / 2.0, wall);
        mesh.dot(b, width / 2.0, wall);
    }
    Some(mesh.build_for_render())
}

/// Draws the bridge over the panda while it is under one (and takes it
/// away when it comes out, or the board or the palette changes).
fn bridge_over_panda(
    mut commands: Commands,
    (boards, board, palette): (Boards, Res<Played>, Res<Palette>),
    drawn: Query<(Entity, &BridgeOver)>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
) {
    let view = boards.view();
    let under = view.grid_game().filter(|g| g.weave.is_some()).and_then(|g| g.under_cell(view.panda()));
    let same = drawn.iter().map(|(_, b)| Some(b.0)).eq(std::iter::once(under).flatten().map(Some));
    if same && !board.is_changed() && !palette.is_changed() {
        return;
    }
    for (entity, _) in &drawn {
        commands.entity(entity).despawn();
    }
    let (Some(c), Some(game), Some((mut meshes, mut materials))) = (under, board.grid(), assets) else { return };
    let Some(mesh) = bridge_mesh(game, c, (palette.floor.with_alpha(DECK_ALPHA), palette.wall)) else { return };
    commands.spawn((
        Name::new("Bridge over the panda"),
        BridgeOver(c),
        Mesh2d(meshes.add(mesh)),
        MeshMaterial2d(materials.add(overlay_material())),
        Transform::from_xyz(0.0, 0.0, DECK_Z),
    ));
}
