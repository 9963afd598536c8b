//! The panda's sprite on a grid board: it glides to its cell's centre, at
//! its size there.

use bevy::prelude::*;

use super::{GLIDE_RATE_PER_SEC, PANDA_Z, Player};
use crate::game::board::grid::{GRID_STEP_WORLD, GridBoard};
use crate::game::command::MapReset;
use crate::game::model::TILE_SIZE;

/// The panda's side on a grid board, as a share of a step between cell centres.
const PANDA_GRID_SHARE: f32 = 0.72;
/// A gap wider than this many steps between cell centres is jumped.
const JUMP_STEPS: f32 = 8.0;

/// The sprite glides towards the centre of the panda's cell (and jumps there after a reset).
pub(super) fn glide_on_grid(
    time: Res<Time>,
    board: Res<GridBoard>,
    mut resets: MessageReader<MapReset>,
    mut player: Single<&mut Transform, With<Player>>,
) {
    let Some(game) = board.game() else { return };
    let target = game.centre(game.panda);
    let now = player.translation.truncate();
    let share = 1.0 - (-GLIDE_RATE_PER_SEC * time.delta_secs()).exp();
    // A reset, or a gap of many steps (from the square board), is jumped, not glided.
    let jump = resets.read().count() > 0 || now.distance(target) > JUMP_STEPS * GRID_STEP_WORLD;
    let next = if jump || now.distance(target) < 0.5 { target } else { now.lerp(target, share) };
    if next != now || player.translation.z != PANDA_Z {
        player.translation = next.extend(PANDA_Z);
    }
}

/// The panda's size on a grid board: most of a step between cell centres
/// (on the square board a tile, as before).
pub(super) fn size_panda(board: Res<GridBoard>, mut sprite: Single<&mut Sprite, With<Player>>) {
    if !board.is_changed() {
        return;
    }
    let side = if board.0.is_some() { GRID_STEP_WORLD * PANDA_GRID_SHARE } else { TILE_SIZE * 0.95 };
    if sprite.custom_size != Some(Vec2::splat(side)) {
        sprite.custom_size = Some(Vec2::splat(side));
    }
}
