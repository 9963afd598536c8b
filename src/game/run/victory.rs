//! Victory: counting moves and time, and noticing when the panda reaches the exit.

use std::time::Duration;

use bevy::prelude::*;

use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, HintShown, MapReset, Moved, Undid, Walker};
use crate::game::frame::{AppSystems, Screen};
use crate::game::panda::duo::Players;

/// The current run: moves made and when the clock started and stopped.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct RunStats {
    /// Steps taken since the last reset (an undone step is taken back).
    pub moves: u32,
    /// Steps undone.
    pub undos: u32,
    /// Hints asked for.
    pub hints: u32,
    /// When the clock started (the first move or the Start button), in game time.
    pub started: Option<Duration>,
    /// When the exit was reached, in game time.
    pub finished: Option<Duration>,
    /// The game walked the panda out for the player (Walk out, or a click on
    /// the exit): the run is not a record.
    pub assisted: bool,
}

impl RunStats {
    /// Time on the clock: running until the exit, then frozen.
    pub fn elapsed(&self, now: Duration) -> Duration {
        match (self.started, self.finished) {
            (Some(start), Some(end)) => end.saturating_sub(start),
            (Some(start), None) => now.saturating_sub(start),
            (None, _) => Duration::ZERO,
        }
    }

    /// Stops the clock at `now` and reports the run against `optimal` moves.
    pub fn finish(&mut self, now: Duration, optimal: u32) -> VictoryReport {
        self.finished = Some(now);
        VictoryReport {
            time: self.elapsed(now),
            moves: self.moves,
            optimal,
            efficiency: efficiency(optimal, self.moves),
            undos: self.undos,
            hints: self.hints,
            assisted: self.assisted,
        }
    }
}

/// What the victory overlay shows.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct VictoryReport {
    /// From the first move to the exit.
    pub time: Duration,
    /// Moves the player made.
    pub moves: u32,
    /// Moves along the shortest route.
    pub optimal: u32,
    /// Optimal moves ÷ moves (1 = a perfect run).
    pub efficiency: f32,
    /// Steps undone on the way.
    pub undos: u32,
    /// Hints asked for on the way.
    pub hints: u32,
    /// The game walked the panda out ([`RunStats::assisted`]): not a record.
    pub assisted: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RunStats>().add_systems(
        Update,
        (
            (start_clock, mark_assisted).in_set(AppSystems::ApplyCommands),
            reset_run.in_set(AppSystems::Move),
            (count_undos, count_hints, count_and_detect_victory).chain().in_set(AppSystems::React),
        ),
    );
}

fn reset_run(
    mut commands: Commands,
    mut resets: MessageReader<MapReset>,
    mut stats: ResMut<RunStats>,
    mut screen: ResMut<NextState<Screen>>,
) {
    if resets.read().count() > 0 {
        *stats = RunStats::default();
        commands.remove_resource::<VictoryReport>();
        NextState::set_if_neq(&mut screen, Screen::Playing);
    }
}

fn start_clock(mut requests: MessageReader<GameCommand>, mut stats: ResMut<RunStats>, time: Res<Time>) {
    if requests.read().any(|c| *c == GameCommand::Start) && stats.started.is_none() {
        stats.started = Some(time.elapsed());
    }
}

/// Walking out, or a click on the exit, lets the game find the way: the run
/// is assisted from then on (until the map is reset), on any grid.
fn mark_assisted(mut requests: MessageReader<GameCommand>, mut stats: ResMut<RunStats>, boards: Boards) {
    let board = boards.view();
    let exit = board.exit();
    let finds_the_way = |c: &GameCommand| match *c {
        GameCommand::WalkOut => true,
        GameCommand::WalkTo(c) => c == exit,
        _ => false,
    };
    if requests.read().any(finds_the_way) && !stats.assisted && stats.finished.is_none() {
        stats.assisted = true;
    }
}

/// Optimal moves ÷ moves, at most 1 (0 moves count as a perfect run).
pub fn efficiency(optimal: u32, moves: u32) -> f32 {
    if moves == 0 { 1.0 } else { (optimal as f32 / moves as f32).min(1.0) }
}

/// An undone step takes a move back and counts as an undo, on any grid.
pub(super) fn count_undos(mut undid: MessageReader<Undid>, mut stats: ResMut<RunStats>) {
    for _ in undid.read().filter(|u| u.walker == Walker::First) {
        stats.moves = stats.moves.saturating_sub(1);
        stats.undos += 1;
    }
}

fn count_hints(mut hints: MessageReader<HintShown>, mut stats: ResMut<RunStats>) {
    stats.hints += hints.read().filter(|h| h.0 == 0).count() as u32;
}

/// Counts the first panda's steps on any grid and, at the exit (once it
/// opens), stops the clock and shows the victory screen.
pub(super) fn count_and_detect_victory(
    mut commands: Commands,
    mut moves: MessageReader<Moved>,
    mut stats: ResMut<RunStats>,
    time: Res<Time>,
    boards: Boards,
    mut screen: ResMut<NextState<Screen>>,
    players: Res<Players>,
) {
    let view = boards.view();
    let moves: Vec<Moved> = moves.read().filter(|m| m.walker == Walker::First).copied().collect();
    for (k, moved) in moves.iter().enumerate() {
        stats.started.get_or_insert(time.elapsed());
        stats.moves += 1;
        // With the bamboo gate, the exit waits for the last shoot (as eaten at this step).
        let open = view.exit_open_before(moves.len() - 1 - k);
        // With two players the win is theirs to decide (super::duo_run).
        if moved.to == view.exit() && open && stats.finished.is_none() && !players.two() {
            commands.insert_resource(stats.finish(time.elapsed(), view.optimal_moves() as u32));
            screen.set(Screen::Won);
        }
    }
}
