//! The algorithm view in the race: each racing solver's lesson follows its
//! replay on the board, step for step ([`Traced::ends`] says how far each
//! trace step reaches in the lesson), so the window can show every racer's
//! lit line, why and memory side by side: on the square board
//! (`RaceLessons`) and on a round, hex or triangle one (`RaceLessons<u32>`).

use bevy::prelude::*;

use super::{MAX_GRID_LESSON_CELLS, MAX_LESSON_TILES};
use crate::game::assist::search::{self, SearchView};
use crate::game::board::view::Boards;
use crate::lesson::{Cell, Lesson, LessonState, Traced};
use crate::maze::solve::{Search, SolveError, Solver, Step};
use crate::maze::{Maze, Pos};
use crate::on_grid_maze;

/// One racer's lesson, where the replay has brought it.
#[derive(Debug, Clone, PartialEq)]
pub struct RaceLane<P: Cell = Pos> {
    /// Who.
    pub solver: Solver,
    /// Its lesson.
    pub traced: Traced<P>,
    /// Where it stands.
    pub state: LessonState<P>,
    /// What it was built from: the trace's length and last step (in cells), and the trace steps shown.
    from: (usize, Option<Step<u32>>, usize),
}

/// The racers' lessons, while a race is on the board (empty otherwise, or
/// when the board is larger than a lesson records).
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct RaceLessons<P: Cell = Pos> {
    /// One a lane, in the race's order.
    pub lanes: Vec<RaceLane<P>>,
}

impl<P: Cell> Default for RaceLessons<P> {
    fn default() -> Self {
        Self { lanes: Vec::new() }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RaceLessons>().init_resource::<RaceLessons<u32>>();
}

/// A racing lane as the replay has it: who, its trace in cells, and the trace steps shown.
struct Lane<'a> {
    solver: Solver,
    trace: &'a [Step<u32>],
    shown: usize,
}

/// Brings each racer's lesson to where its replay stands (`teach` writes a
/// lane's lesson afresh); none unless two race.
fn follow<P: Cell>(race: &mut RaceLessons<P>, lanes: &[Lane], teach: impl Fn(usize) -> Traced<P>) {
    if lanes.len() < 2 {
        if !race.lanes.is_empty() {
            race.lanes.clear();
        }
        return;
    }
    race.lanes.truncate(lanes.len());
    for (k, lane) in lanes.iter().enumerate() {
        let from = (lane.trace.len(), lane.trace.last().copied(), lane.shown);
        let fresh = race.lanes.get(k).is_none_or(|r| {
            r.solver != lane.solver || (r.from.0, r.from.1) != (from.0, from.1) || r.from.2 > lane.shown
        });
        if fresh {
            let racer = RaceLane { solver: lane.solver, traced: teach(k), state: LessonState::default(), from };
            if k < race.lanes.len() {
                race.lanes[k] = racer;
            } else {
                race.lanes.push(racer);
            }
        }
        let racer = &mut race.lanes[k];
        racer.from.2 = lane.shown;
        let told = racer.traced.events_after(lane.shown, lane.shown >= lane.trace.len());
        for event in &racer.traced.lesson.events[racer.state.steps.min(told)..told] {
            racer.state.apply(event);
        }
    }
}

/// Brings each racer's lesson to where its replay stands: a square board's
/// in tiles, another grid's in cells; none on a board larger than a lesson records.
pub(super) fn follow_race(
    view: Res<SearchView>,
    boards: Boards,
    (mut square, mut grid): (ResMut<RaceLessons>, ResMut<RaceLessons<u32>>),
) {
    if !view.is_changed() {
        return;
    }
    let board = boards.view();
    let lanes: Vec<Lane> =
        view.lanes.iter().map(|l| Lane { solver: l.solver, trace: &l.search.trace, shown: l.shown }).collect();
    if let Some(maze) = board.tile_maze() {
        let small = maze.width() * maze.height() <= MAX_LESSON_TILES;
        let lanes = if small { &lanes[..] } else { &[] };
        follow(&mut square, lanes, |k| Lesson::searching_traced(maze, &in_tiles(maze, &view.lanes[k])));
        return clear(&mut grid);
    }
    clear(&mut square);
    let Some(game) = board.grid_game().filter(|g| g.cell_count() <= MAX_GRID_LESSON_CELLS) else {
        return clear(&mut grid);
    };
    let ends = (game.entrance(), game.exit());
    follow(&mut grid, &lanes, |k| {
        let lane = &view.lanes[k];
        on_grid_maze!(&*game.maze, m => Lesson::of_grid_search(m, lane.solver, ends, &lane.search))
    });
}

/// No race lessons (touched only when there were some, so readers see no change).
fn clear<P: Cell>(race: &mut RaceLessons<P>) {
    if !race.lanes.is_empty() {
        race.lanes.clear();
    }
}

/// A square board's lane as the square lessons read it: its cells named as tiles.
fn in_tiles(maze: &Maze, lane: &search::Lane) -> Search {
    let tile = |c: u32| maze.pos_of(c as usize);
    let lost = matches!(lane.solver, Solver::WallFollowerLeft | Solver::WallFollowerRight);
    let why = if lost { SolveError::WallFollowerLost } else { SolveError::NoRoute };
    let route = lane.search.route.as_ref().map(|r| r.iter().map(|&c| tile(c)).collect()).ok_or(why);
    let trace: Vec<Step<Pos>> = lane.search.trace.iter().map(|s| s.map(tile)).collect();
    Search { solver: lane.solver, route, trace, visited: lane.marks.len() }
}
