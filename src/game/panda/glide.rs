//! The pandas' sprites on any grid: each glides to the centre of its cell
//! (jumping after a reset or over a gap of many steps), the second a little
//! aside when both share a cell, and both are sized to the board's cells.

use bevy::prelude::*;

use super::duo::{Partner, PartnerWalk, Scarf};
use super::{GLIDE_RATE_PER_SEC, PANDA_Z, Player};
use crate::game::board::view::Boards;
use crate::game::command::MapReset;
use crate::game::model::TILE_SIZE;

/// How much of a panda under a bridge shows (its sprite's alpha): it is
/// drawn dimmed, and the bridge over it (`board/weave_draw.rs`) is see-through.
pub const UNDER_BRIDGE_ALPHA: f32 = 0.6;

/// A gap wider than this many steps between cell centres is jumped.
const JUMP_STEPS: f32 = 8.0;
/// Where in a shared cell the second panda stands, as a share of a panda's
/// side: a little aside, so both show.
const SIDE_BY_SIDE: Vec2 = Vec2::new(0.31, -0.13);
/// The second panda stands just behind the first.
const PARTNER_Z: f32 = PANDA_Z - 0.05;

/// Moves `transform` a frame of `secs` towards `target` at depth `z` (see [`GLIDE_RATE_PER_SEC`]).
fn glide(transform: &mut Transform, target: Vec2, z: f32, secs: f32) {
    let share = 1.0 - (-GLIDE_RATE_PER_SEC * secs).exp();
    let now = transform.translation.truncate();
    let next = if now.distance(target) < 0.5 { target } else { now.lerp(target, share) };
    transform.translation = next.extend(z);
}

/// The first panda glides towards the centre of its cell (and jumps there
/// after a reset, or over a gap of many steps, as from another board).
pub(crate) fn glide_panda(
    time: Res<Time>,
    boards: Boards,
    mut resets: MessageReader<MapReset>,
    mut player: Single<&mut Transform, With<Player>>,
) {
    let transform = &mut *player;
    let view = boards.view();
    let target = view.world_centre(view.panda());
    let far = transform.translation.truncate().distance(target) > JUMP_STEPS * view.step_world();
    if resets.read().count() > 0 || far {
        transform.translation = target.extend(PANDA_Z);
    } else {
        glide(transform, target, PANDA_Z, time.delta_secs());
    }
}

/// The second panda glides to its cell (a little aside when the first panda stands there too).
pub(super) fn glide_partner(
    time: Res<Time>,
    boards: Boards,
    walk: Res<PartnerWalk>,
    mut pandas: Query<&mut Transform, (With<Partner>, Without<Player>)>,
) {
    let view = boards.view();
    let Some(cell) = walk.cell().filter(|&c| (c as usize) < view.cell_count()) else { return };
    let aside = if cell == view.panda() { SIDE_BY_SIDE * view.panda_size() } else { Vec2::ZERO };
    let target = view.world_centre(cell) + aside;
    for mut transform in &mut pandas {
        glide(&mut transform, target, PARTNER_Z, time.delta_secs());
    }
}

/// A panda under a bridge on a weave maze is dimmed; out again, it shows whole.
pub(super) fn dim_under_bridge(
    boards: Boards,
    walk: Res<PartnerWalk>,
    mut player: Query<&mut Sprite, (With<Player>, Without<Partner>)>,
    mut partner: Query<&mut Sprite, (With<Partner>, Without<Player>, Without<Scarf>)>,
) {
    let view = boards.view();
    let under = |c: Option<u32>| view.grid_game().zip(c).is_some_and(|(g, c)| g.under_cell(c).is_some());
    let alpha = |c| if under(c) { UNDER_BRIDGE_ALPHA } else { 1.0 };
    let (first, second) = (alpha(Some(view.panda())), alpha(walk.cell()));
    for (sprite, a) in player.iter_mut().map(|s| (s, first)).chain(partner.iter_mut().map(|s| (s, second))) {
        let mut sprite = sprite;
        if sprite.color.alpha() != a {
            sprite.color.set_alpha(a);
        }
    }
}

/// Both pandas are sized to the board's cells (the second's scarf with it).
pub(super) fn size_pandas(
    boards: Boards,
    mut pandas: Query<&mut Sprite, (Or<(With<Player>, With<Partner>)>, Without<Scarf>)>,
    mut scarves: Query<&mut Transform, With<Scarf>>,
) {
    let side = boards.view().panda_size();
    for mut sprite in &mut pandas {
        if sprite.custom_size != Some(Vec2::splat(side)) {
            sprite.custom_size = Some(Vec2::splat(side));
        }
    }
    // The scarf was made for a panda a square tile big.
    let scale = Vec3::splat(side / (TILE_SIZE * 0.95)).with_z(1.0);
    for mut transform in &mut scarves {
        if transform.scale != scale {
            transform.scale = scale;
            transform.translation.y = -side * 0.08 / 0.95;
        }
    }
}
