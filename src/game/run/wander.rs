//! "Where you wandered": after a win, the walk held against the shortest
//! route ([`crate::maze::detour`]), for the victory screen to name the
//! detours and the moves they cost. On a huge board that takes a distance
//! map over millions of tiles (about 20 ms at 2001 × 2001 cells), so it is
//! measured off the frame ([`PendingWander`]) and the end card says so until
//! it is in; a measurement for a map no longer played, or for a win left
//! meanwhile, is dropped. One [`WanderReport`] in cells serves every grid.

use bevy::prelude::*;

use crate::game::board::first_walk::FirstWalk;
use crate::game::board::grid::GridBoard;
use crate::game::frame::Screen;
use crate::game::model::{BoardName, CurrentMaze, OffFrame, Players, Route, SharedMaze, off_frame};
use crate::maze::detour::{Wander, wander};
use crate::maze::{Maze, Pos};

/// The last won run's detours (the walk as it stands: undone steps are not
/// in it), on any grid: its places are the board's cells (a square board's
/// tiles by flat index).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct WanderReport(pub Option<Wander<u32>>);

/// The detours of a win on a huge board being measured off the frame, with
/// the spec of the map they are for.
pub type PendingWander = OffFrame<BoardName, Wander<u32>>;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WanderReport>()
        .init_resource::<PendingWander>()
        .add_systems(OnEnter(Screen::Won), measure_wandering)
        .add_systems(Update, collect_wandering.run_if(|p: Res<PendingWander>| p.is_running()))
        .add_systems(OnExit(Screen::Won), |mut pending: ResMut<PendingWander>| pending.cancel());
}

/// Measures the won walk's detours, on the board played: a grid maze's at
/// once, a square one's at once or off the frame. A pair's win has none (a
/// wander of one panda's walk is not the pair's).
pub(super) fn measure_wandering(
    (walk, route, current, board): (Res<FirstWalk>, Res<Route>, Res<CurrentMaze>, Res<GridBoard>),
    mut report: ResMut<WanderReport>,
    (mut pending, mut shared): (ResMut<PendingWander>, ResMut<SharedMaze>),
    players: Res<Players>,
) {
    report.0 = None;
    pending.cancel();
    if players.two() {
        return;
    }
    let trail: Vec<u32> = walk.trail().collect();
    if let Some(game) = board.game() {
        report.0 = game.wander(&trail);
        return;
    }
    let walked: Vec<Pos> = trail.iter().map(|&c| current.maze.pos_of(c as usize)).collect();
    let walked = &walked;
    if walked.first() != route.0.first() || !current.maze.is_walk(walked) {
        return;
    }
    if !off_frame(&current.maze) {
        report.0 = Some(wander_in_cells(&current.maze, &route.0, walked));
        return;
    }
    let (maze, route, walked) = (shared.of(&current.maze), route.0.clone(), walked.clone());
    pending.start(current.name(), move || wander_in_cells(maze.as_ref(), &route, &walked));
}

/// The walk `walked` on a square map held against `route`, its places the map's cells.
fn wander_in_cells(maze: &Maze, route: &[Pos], walked: &[Pos]) -> Wander<u32> {
    wander(maze, route, walked).map(|p| maze.index(p) as u32)
}

/// Takes the measurement once it is in, if it is for the map still played.
fn collect_wandering(mut pending: ResMut<PendingWander>, mut report: ResMut<WanderReport>, current: Res<CurrentMaze>) {
    if let Some((spec, measured)) = pending.poll()
        && spec == current.name()
    {
        report.0 = Some(measured);
    }
}
