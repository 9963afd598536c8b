//! How a weave maze's crossings look on the board. The walls are drawn as
//! the core's pictures draw them (`GridGame::drawn_sides`): a crossing is a
//! bridge, its over passage's two walls straight through the cell, and the
//! under passage comes in from both sides as a narrower corridor whose
//! walls stop at the bridge's, as if it went on beneath. While a panda is
//! under a bridge, the bridge is drawn again over it (by the pandas'
//! `bridges` painter, from [`bridge_mesh`]): its deck see-through and its
//! walls whole.

use bevy::prelude::*;

use super::grid::{GRID_STEP_WORLD, GridGame};
use super::grid_mesh::{BRIDGE_WALL_SHARE, MeshBuilder};
use crate::maze::weave::WeaveView;

/// Depth of a bridge drawn over the panda under it: over the pandas (5.0), under the ghosts (4.5 is the best run's, 6.0 the replay's).
pub const DECK_Z: f32 = 5.3;
/// How much of what lies under it a bridge's deck hides (its alpha).
pub const DECK_ALPHA: f32 = 0.35;

/// A bridge drawn over a panda under it: the crossing's cell.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BridgeOver(pub u32);

/// The deck and walls of the bridge at crossing cell `c` of `game`, in world units.
pub fn bridge_mesh(game: &GridGame, c: u32, (deck, wall): (Color, Color)) -> Option<Mesh> {
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
