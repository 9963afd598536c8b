//! A run on a round, hex or triangle board: its moves count as on the square
//! board (undos and assistance are counted for every grid in
//! [`super::victory`]), reaching the grid's exit wins (the same victory
//! screen), and the records are keyed by the grid maze's code.

use bevy::prelude::*;

use super::victory::RunStats;
use super::wander::{GridWanderReport, WanderReport};
use crate::game::board::grid::GridBoard;
use crate::game::command::GridMoved;
use crate::game::frame::{AppSystems, Screen};
use crate::game::panda::duo::Players;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, count_grid_moves_and_win.after(super::victory::count_undos).in_set(AppSystems::React));
}

/// The key of a grid maze in the record book: its code without the check
/// character (as square codes are kept), e.g. `backtracker-round14.3f9k2`.
pub fn grid_record_key(code: &str) -> String {
    code.rsplit_once('.').map_or(code, |(body, _)| body).to_owned()
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
