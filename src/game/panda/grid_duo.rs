//! The second panda on a round, hex or triangle board: player 2's direction
//! keys aim as player 1's do ([`super::grid_walk::pick`], with ring keys on a
//! round board when chosen; on hexagons the number pad's 7, 9, 1 and 3 are
//! its diagonals), a tie keeps it in place with the notice, and
//! its undo walks its own trail back (its footprints, turns and glide are
//! every grid's: [`super::partner_trail`], [`super::duo`], [`super::glide`]).

use bevy::prelude::*;

use super::duo::{PartnerWalk, second_may_walk};
use super::grid_walk::{Pick, key_degrees, pick, tie_notice};
use crate::game::board::grid::{GridBoard, GridNotice, on_grid_board};
use crate::game::board::items::{ItemTaken, taken_on_step};
use crate::game::command::{Moved, PartnerAimRequest, PartnerMoveRequest, PartnerUndo, Undid, Walker};
use crate::game::frame::AppSystems;
use crate::game::model::Players;
use crate::game::settings::Settings;
use crate::maze::Dir;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        ((walk_grid_partner, undo_grid_partner)
            .chain()
            .after(super::duo::place_partner)
            .run_if(second_may_walk)
            .run_if(on_grid_board)
            .in_set(AppSystems::Move),),
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
