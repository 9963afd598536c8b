//! The second panda on a round, hex or triangle board: player 2's direction
//! keys aim as player 1's do ([`super::grid_walk::pick`], with ring keys on a
//! round board when chosen; on hexagons the number pad's 7, 9, 1 and 3 are
//! its diagonals), a tie keeps it in place with the notice, and
//! its undo walks its own trail back. It glides to its cell (its footprints
//! and its turns are every grid's: [`super::partner_trail`], [`super::duo`]).

use bevy::prelude::*;

use super::duo::{Partner, PartnerWalk, Scarf, second_may_walk};
use super::grid_walk::{Pick, key_degrees, pick, tie_notice};
use super::{PANDA_Z, Player, glide};
use crate::game::board::grid::{GRID_STEP_WORLD, GridBoard, GridNotice, on_grid_board};
use crate::game::board::items::{ItemTaken, taken_on_step};
use crate::game::command::{Moved, PartnerAimRequest, PartnerMoveRequest, PartnerUndo, Undid, Walker};
use crate::game::frame::AppSystems;
use crate::game::model::{Players, TILE_SIZE};
use crate::game::settings::Settings;
use crate::maze::Dir;

/// The second panda's side on a grid board, as a share of a step between cell centres (as the first's).
const PARTNER_GRID_SHARE: f32 = 0.72;
/// Where in a shared cell the second panda stands, as a share of a step: a little aside, so both show.
const SIDE_BY_SIDE: Vec2 = Vec2::new(0.22, -0.1);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (walk_grid_partner, undo_grid_partner)
                .chain()
                .after(super::duo::place_partner)
                .run_if(second_may_walk)
                .run_if(on_grid_board)
                .in_set(AppSystems::Move),
            (glide_grid_partner.run_if(on_grid_board), size_partner).in_set(AppSystems::Visualize),
        ),
    );
}

/// Steps the second panda for each of player 2's direction keys: the open
/// passage that matches the key's angle best; it stops at the exit.
fn walk_grid_partner(
    mut requests: MessageReader<PartnerMoveRequest>,
    mut aims: MessageReader<PartnerAimRequest>,
    mut board: ResMut<GridBoard>,
    settings: Res<Settings>,
    mut walk: ResMut<PartnerWalk>,
    mut notice: ResMut<GridNotice>,
    (mut moved, mut taken): (MessageWriter<Moved>, MessageWriter<ItemTaken>),
    players: Res<Players>,
) {
    // Idle frames leave the board unchanged (what redraws on a change does not run).
    if requests.is_empty() && aims.is_empty() {
        return;
    }
    let Some(game) = board.0.as_mut() else { return };
    let together = *players == Players::Together;
    let keys: Vec<Option<Dir>> = requests.read().map(|r| Some(r.0)).collect();
    let aims: Vec<i16> = aims.read().map(|a| a.0).collect();
    let wanted = keys.into_iter().map(|k| (k, 0)).chain(aims.into_iter().map(|a| (None, a)));
    for (dir, aim) in wanted {
        let Some(from) = walk.cell() else { return };
        // In Together the pair's keys and shoots count (the grid panda's paws hold both).
        let own = walk.cell_now();
        let paws = if together { game.paws() } else { own };
        if from == game.exit() && game.exit_open(paws.eaten) {
            break;
        }
        let degrees = dir.map_or(f64::from(aim), |dir| key_degrees(game, from, dir, settings.ring_keys));
        match pick(game, from, degrees) {
            Pick::Go(to) if game.open_to(to, paws.keys) => {
                let after = game.items.arrive(own, to);
                if together {
                    game.share(after.keys & !paws.keys, after.eaten & !paws.eaten);
                }
                if let Some(took) = taken_on_step(&game.items, own, after, game.centre(to)) {
                    taken.write(took);
                }
                walk.cells.push(to);
                walk.cell_paws.push(after);
                walk.moves += 1;
                moved.write(Moved { walker: Walker::Second, from, to });
            }
            Pick::Tie(a, b) => notice.say(tie_notice(game, from, (a, b), settings.ring_keys, settings.language, 1)),
            Pick::Go(_) | Pick::Wall | Pick::Nothing => {}
        }
    }
}

/// Steps the second panda back along its own trail (the first panda stays where it is).
fn undo_grid_partner(
    mut requests: MessageReader<PartnerUndo>,
    mut walk: ResMut<PartnerWalk>,
    mut undid: MessageWriter<Undid>,
) {
    for _ in requests.read() {
        if walk.cells.len() < 2 {
            continue;
        }
        let from = walk.cells.pop().expect("two or more cells");
        let steps = walk.cells.len();
        walk.cell_paws.truncate(steps);
        let to = *walk.cells.last().expect("one left");
        walk.moves = walk.moves.saturating_sub(1);
        walk.undos += 1;
        undid.write(Undid { walker: Walker::Second, from, to });
    }
}

/// The second panda glides to its cell's centre (a little aside when the first panda is in it too).
fn glide_grid_partner(
    time: Res<Time>,
    board: Res<GridBoard>,
    walk: Res<PartnerWalk>,
    mut pandas: Query<&mut Transform, (With<Partner>, Without<Player>)>,
) {
    let (Some(game), Some(cell)) = (board.game(), walk.cell()) else { return };
    let aside = if cell == game.panda { SIDE_BY_SIDE * GRID_STEP_WORLD } else { Vec2::ZERO };
    let target = game.centre(cell) + aside;
    for mut transform in &mut pandas {
        glide(&mut transform, target, PANDA_Z - 0.05, time.delta_secs());
    }
}

/// The second panda is as big as the first: a tile on the square board, most
/// of a step between cell centres on a grid (its scarf with it).
fn size_partner(
    board: Res<GridBoard>,
    mut pandas: Query<&mut Sprite, (With<Partner>, Without<Scarf>)>,
    mut scarves: Query<&mut Transform, With<Scarf>>,
) {
    let side = if board.0.is_some() { GRID_STEP_WORLD * PARTNER_GRID_SHARE } else { TILE_SIZE * 0.95 };
    for mut sprite in &mut pandas {
        if sprite.custom_size != Some(Vec2::splat(side)) {
            sprite.custom_size = Some(Vec2::splat(side));
        }
    }
    let scale = Vec3::splat(side / (TILE_SIZE * 0.95)).with_z(1.0);
    for mut transform in &mut scarves {
        if transform.scale != scale {
            transform.scale = scale;
            transform.translation.y = -side * 0.08 / 0.95;
        }
    }
}
