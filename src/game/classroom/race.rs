//! The algorithm view in the race: each racing solver's lesson follows its
//! replay on the board, step for step ([`Traced::ends`] says how far each
//! trace step reaches in the lesson), so the window can show every racer's
//! lit line, why and memory side by side.

use bevy::prelude::*;

use super::MAX_LESSON_TILES;
use crate::game::assist::search::SearchView;
use crate::game::model::CurrentMaze;
use crate::lesson::{Lesson, LessonState, Traced};
use crate::maze::solve::{Solver, Step};

/// One racer's lesson, where the replay has brought it.
#[derive(Debug, Clone, PartialEq)]
pub struct RaceLane {
    /// Who.
    pub solver: Solver,
    /// Its lesson.
    pub traced: Traced,
    /// Where it stands.
    pub state: LessonState,
    /// What it was built from: the trace's length and last step, and the trace steps shown.
    from: (usize, Option<Step>, usize),
}

/// The racers' lessons, while a race is on the board (empty otherwise, or
/// when the board is larger than a lesson records).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct RaceLessons {
    /// One a lane, in the race's order.
    pub lanes: Vec<RaceLane>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RaceLessons>();
}

/// Brings each racer's lesson to where its replay stands.
pub(super) fn follow_race(view: Res<SearchView>, current: Res<CurrentMaze>, mut race: ResMut<RaceLessons>) {
    if !view.is_changed() {
        return;
    }
    let maze = &current.maze;
    if view.lanes.len() < 2 || maze.width() * maze.height() > MAX_LESSON_TILES {
        if !race.lanes.is_empty() {
            race.lanes.clear();
        }
        return;
    }
    race.lanes.truncate(view.lanes.len());
    for (k, lane) in view.lanes.iter().enumerate() {
        let trace = &lane.search.trace;
        let from = (trace.len(), trace.last().copied(), lane.shown);
        let fresh = race.lanes.get(k).is_none_or(|r| {
            r.solver != lane.search.solver || (r.from.0, r.from.1) != (from.0, from.1) || r.from.2 > lane.shown
        });
        if fresh {
            let traced = Lesson::searching_traced(maze, &lane.search);
            let racer = RaceLane { solver: lane.search.solver, traced, state: LessonState::default(), from };
            if k < race.lanes.len() {
                race.lanes[k] = racer;
            } else {
                race.lanes.push(racer);
            }
        }
        let racer = &mut race.lanes[k];
        racer.from.2 = lane.shown;
        let told = racer.traced.events_after(lane.shown, lane.shown >= trace.len());
        for event in &racer.traced.lesson.events[racer.state.steps.min(told)..told] {
            racer.state.apply(event);
        }
    }
}
