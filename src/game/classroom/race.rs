//! The algorithm view in the race: each racing solver's lesson follows its
//! replay on the board, step for step ([`Traced::ends`] says how far each
//! trace step reaches in the lesson), so the window can show every racer's
//! lit line, why and memory side by side: on the square board
//! (`RaceLessons`) and on a round, hex or triangle one (`RaceLessons<u32>`).

use bevy::prelude::*;

use super::{MAX_GRID_LESSON_CELLS, MAX_LESSON_TILES};
use crate::game::assist::grid_search::GridSearchView;
use crate::game::assist::search::SearchView;
use crate::game::board::grid::GridBoard;
use crate::game::model::CurrentMaze;
use crate::lesson::{Cell, Lesson, LessonState, Traced};
use crate::maze::Pos;
use crate::maze::solve::{Solver, Step};
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
    /// What it was built from: the trace's length and last step, and the trace steps shown.
    from: (usize, Option<Step<P>>, usize),
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

/// A racing lane as the replay has it: who, its trace, and the trace steps shown.
struct Lane<'a, P> {
    solver: Solver,
    trace: &'a [Step<P>],
    shown: usize,
}

/// Brings each racer's lesson to where its replay stands (`teach` writes a
/// lane's lesson afresh); none unless two race.
fn follow<P: Cell>(race: &mut RaceLessons<P>, lanes: &[Lane<P>], teach: impl Fn(usize) -> Traced<P>) {
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

/// Brings each square-board racer's lesson to where its replay stands.
pub(super) fn follow_race(view: Res<SearchView>, current: Res<CurrentMaze>, mut race: ResMut<RaceLessons>) {
    if !view.is_changed() {
        return;
    }
    let maze = &current.maze;
    let small = maze.width() * maze.height() <= MAX_LESSON_TILES;
    let lanes: Vec<Lane<Pos>> = view
        .lanes
        .iter()
        .filter(|_| small)
        .map(|l| Lane { solver: l.search.solver, trace: &l.search.trace, shown: l.shown })
        .collect();
    follow(&mut race, &lanes, |k| Lesson::searching_traced(maze, &view.lanes[k].search));
}

/// Brings each grid racer's lesson to where its replay stands.
pub(super) fn follow_grid_race(view: Res<GridSearchView>, board: Res<GridBoard>, mut race: ResMut<RaceLessons<u32>>) {
    if !view.is_changed() {
        return;
    }
    let Some(game) = board.game().filter(|g| g.cell_count() <= MAX_GRID_LESSON_CELLS) else {
        return follow(&mut race, &[], |_| unreachable!("no lanes to teach"));
    };
    let lanes: Vec<Lane<u32>> =
        view.lanes.iter().map(|l| Lane { solver: l.solver, trace: &l.search.trace, shown: l.shown }).collect();
    let ends = (game.entrance(), game.exit());
    follow(&mut race, &lanes, |k| {
        let lane = &view.lanes[k];
        on_grid_maze!(&*game.maze, m => Lesson::of_grid_search(m, lane.solver, ends, &lane.search))
    });
}
