//! Victory: counting moves and time, and noticing when the panda reaches the exit.

use std::time::Duration;

use bevy::prelude::*;

use super::{AppSystems, CurrentMaze, GameCommand, MapReset, PlayerMoved, Screen, Solution};

/// The current run: moves made and when the clock started and stopped.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct RunStats {
    /// Steps taken since the last reset.
    pub moves: u32,
    /// When the clock started (the first move or the Start button), in game time.
    pub started: Option<Duration>,
    /// When the exit was reached, in game time.
    pub finished: Option<Duration>,
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
}

/// What the victory overlay shows.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct VictoryReport {
    /// From the first move to the exit.
    pub time: Duration,
    /// Moves the player made.
    pub moves: u32,
    /// Moves along the shortest route.
    pub optimal: u32,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RunStats>().add_systems(
        Update,
        (
            start_clock.in_set(AppSystems::ApplyCommands),
            reset_run.in_set(AppSystems::Move),
            count_and_detect_victory.in_set(AppSystems::React),
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

fn count_and_detect_victory(
    mut commands: Commands,
    mut moves: MessageReader<PlayerMoved>,
    mut stats: ResMut<RunStats>,
    time: Res<Time>,
    current: Res<CurrentMaze>,
    solution: Res<Solution>,
    mut screen: ResMut<NextState<Screen>>,
) {
    for moved in moves.read() {
        stats.started.get_or_insert(time.elapsed());
        stats.moves += 1;
        if moved.to == current.maze.exit && stats.finished.is_none() {
            stats.finished = Some(time.elapsed());
            commands.insert_resource(VictoryReport {
                time: stats.elapsed(time.elapsed()),
                moves: stats.moves,
                optimal: solution.optimal_moves() as u32,
            });
            screen.set(Screen::Won);
        }
    }
}
