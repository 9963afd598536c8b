//! "Where you wandered": after a win, the walk held against the shortest
//! route ([`crate::maze::detour`]), for the victory screen to name the
//! detours and the moves they cost. On a huge board that takes a distance
//! map over millions of tiles (about 20 ms at 2001 × 2001 cells), so it is
//! measured off the frame ([`PendingWander`]) and the end card says so until
//! it is in; a measurement for a map no longer played, or for a win left
//! meanwhile, is dropped. One [`WanderReport`] in cells serves every grid.

use bevy::prelude::*;

use crate::game::board::shared::SharedBoard;
use crate::game::board::view::Boards;
use crate::game::frame::Screen;
use crate::game::model::{BoardName, OffFrame, Players, SharedMaze};
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
    boards: Boards,
    mut report: ResMut<WanderReport>,
    (mut pending, mut shared): (ResMut<PendingWander>, ResMut<SharedMaze>),
    players: Res<Players>,
) {
    report.0 = None;
    pending.cancel();
    if players.two() {
        return;
    }
    let view = boards.view();
    let trail = view.walked();
    if let Some(game) = view.grid_game() {
        report.0 = game.wander(&trail);
        return;
    }
    let Some(maze) = view.tile_maze() else { return };
    let tiles = |cells: Vec<u32>| -> Vec<Pos> { cells.into_iter().map(|c| maze.pos_of(c as usize)).collect() };
    let (walked, route) = (tiles(trail), tiles(view.route()));
    if walked.first() != route.first() || !maze.is_walk(&walked) {
        return;
    }
    if !view.off_frame() {
        report.0 = Some(wander_in_cells(maze, &route, &walked));
        return;
    }
    if let SharedBoard::Square(maze) = view.shared(&mut shared) {
        pending.start(view.name(), move || wander_in_cells(maze.as_ref(), &route, &walked));
    }
}

/// The walk `walked` on a square map held against `route`, its places the map's cells.
fn wander_in_cells(maze: &Maze, route: &[Pos], walked: &[Pos]) -> Wander<u32> {
    wander(maze, route, walked).map(|p| maze.index(p) as u32)
}

/// Takes the measurement once it is in, if it is for the map still played.
fn collect_wandering(mut pending: ResMut<PendingWander>, mut report: ResMut<WanderReport>, boards: Boards) {
    if let Some((spec, measured)) = pending.poll()
        && spec == boards.view().name()
    {
        report.0 = Some(measured);
    }
}
