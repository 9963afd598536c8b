//! A run on a round, hex or triangle board: its moves and undos count as on
//! the square board, reaching the grid's exit wins (the same victory screen),
//! and the records are keyed by the grid maze's code.

use bevy::prelude::*;

use super::victory::RunStats;
use super::wander::{GridWanderReport, WanderReport};
use crate::game::board::grid::GridBoard;
use crate::game::command::{GameCommand, GridMoved, GridUndid};
use crate::game::frame::{AppSystems, Screen};
use crate::game::panda::duo::Players;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            mark_grid_assisted.in_set(AppSystems::ApplyCommands),
            (count_grid_undos, count_grid_moves_and_win).chain().in_set(AppSystems::React),
        ),
    );
}

/// The key of a grid maze in the record book: its code without the check
/// character (as square codes are kept), e.g. `backtracker-round14.3f9k2`.
pub fn grid_record_key(code: &str) -> String {
    code.rsplit_once('.').map_or(code, |(body, _)| body).to_owned()
}

/// Walking out, or a click on the exit, makes the run an assisted one.
fn mark_grid_assisted(mut requests: MessageReader<GameCommand>, board: Res<GridBoard>, mut stats: ResMut<RunStats>) {
    let Some(game) = board.game() else { return };
    let exit = game.exit();
    if requests.read().any(|c| *c == GameCommand::WalkOut || *c == GameCommand::GridWalkTo(exit))
        && !stats.assisted
        && stats.finished.is_none()
    {
        stats.assisted = true;
    }
}

fn count_grid_undos(mut undid: MessageReader<GridUndid>, mut stats: ResMut<RunStats>) {
    for _ in undid.read() {
        stats.moves = stats.moves.saturating_sub(1);
        stats.undos += 1;
    }
}

/// Counts the steps and, at the exit, stops the clock and shows the victory screen.
pub(super) fn count_grid_moves_and_win(
    mut commands: Commands,
    mut moves: MessageReader<GridMoved>,
    mut stats: ResMut<RunStats>,
    time: Res<Time>,
    board: Res<GridBoard>,
    mut screen: ResMut<NextState<Screen>>,
    players: Res<Players>,
) {
    let Some(game) = board.game() else {
        moves.clear();
        return;
    };
    for moved in moves.read() {
        stats.started.get_or_insert(time.elapsed());
        stats.moves += 1;
        // With two players the win is theirs to decide (super::duo_run).
        if moved.to == game.exit() && game.out() && stats.finished.is_none() && !players.two() {
            commands.insert_resource(stats.finish(time.elapsed(), game.route.len().saturating_sub(1) as u32));
            // The square board's wandering report is not this walk's.
            commands.insert_resource(WanderReport::default());
            commands.insert_resource(GridWanderReport(game.wander()));
            screen.set(Screen::Won);
        }
    }
}
