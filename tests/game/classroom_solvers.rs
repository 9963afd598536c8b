//! The solvers' algorithm view in the headless game: the memory drawn on the
//! board, the readout under the pointer, and each racer's lesson following
//! the race. The lessons themselves are checked in the core
//! (src/lesson/solver_tests.rs, walk_tests.rs).

use bevy::prelude::App;
use panda_maze::game::Played;
use panda_maze::game::assist::search::SearchView;
use panda_maze::game::classroom::{
    LessonPointer, LessonState, LessonView, RaceLessons, next_for_astar, searching_lesson,
};
use panda_maze::game::{Difficulty, GameCommand};
use panda_maze::maze::Pos;
use panda_maze::maze::solve::{Solver, Step};
use std::collections::HashSet;

use crate::support::*;

/// Opens `solver`'s lesson on the game's maze and takes `steps` steps, and
/// more until `ready` holds (e.g. A*'s open set is empty in a corridor, between
/// taking a tile and offering its neighbour). Whether it does.
fn lesson_at(app: &mut App, solver: Solver, steps: usize, ready: impl Fn(&LessonState) -> bool) -> bool {
    let current = app.world().resource::<Played>().square().unwrap().clone();
    let lesson = searching_lesson(&current, solver).unwrap();
    let mut view = app.world_mut().resource_mut::<LessonView>();
    view.open(lesson);
    for _ in 0..steps {
        view.step_forward();
    }
    while !ready(&view.state) && !view.is_done() {
        view.step_forward();
    }
    let ready = ready(&view.state);
    app.update();
    ready
}

#[test]
fn each_solvers_memory_is_drawn_on_the_board() {
    let mut app = game(Difficulty::Easy, 33);
    with_meshes(&mut app);
    for solver in Solver::ALL {
        let own = |state: &LessonState| match solver {
            Solver::Backtracking | Solver::DeadEndFilling => !state.dead.is_empty(),
            Solver::Tremaux => state.marks.values().any(|&m| m == 2),
            Solver::WallFollowerLeft | Solver::WallFollowerRight => state.facing.is_some(),
            Solver::AStar => next_for_astar(state).is_some(),
            Solver::BreadthFirst => !state.memory.is_empty(),
        };
        assert!(lesson_at(&mut app, solver, 30, own), "{solver}: its own memory shows before the end");
        let state = app.world().resource::<LessonView>().state.clone();
        // mark_lesson's: a tint a tile seen, a mark a tile in memory, the tile it stands on.
        let mut expected = state.seen.len() + state.memory.len() + usize::from(state.at.is_some());
        // Then the solver's own: the dead greyed, one bar a Trémaux mark, a
        // wall follower's nose and paw, and the frame round A*'s next tile.
        expected += state.dead.len() + state.marks.values().map(|&m| usize::from(m)).sum::<usize>();
        expected += 2 * usize::from(state.facing.is_some());
        expected += usize::from(next_for_astar(&state).is_some());
        assert_eq!(mesh_pieces(&mut app, "Lesson marks"), expected, "{solver}");
    }
}

#[test]
fn the_pointer_over_an_open_tile_reads_f_as_g_plus_h() {
    let mut app = game(Difficulty::Easy, 34);
    assert!(lesson_at(&mut app, Solver::AStar, 40, |s| next_for_astar(s).is_some()));
    let state = app.world().resource::<LessonView>().state.clone();
    let open = next_for_astar(&state).expect("tiles wait in the open set");
    let (g, h) = state.scores[&open];
    let exit = app.world().resource::<Played>().square().unwrap().maze.exit;
    assert_eq!(h as usize, open.manhattan(exit), "h is the Manhattan distance to the exit");
    app.world_mut().resource_mut::<LessonPointer>().tile = Some(open);
    app.update();
    let readout = app.world().resource::<LessonPointer>().readout.clone().expect("a readout");
    assert!(readout.en.contains(&format!("open: f = g + h = {g} + {h} = {}", g + h)), "{readout:?}");
    assert!(readout.zh.contains(&format!("开放：f = g + h = {g} + {h} = {}", g + h)));
    // Stepping on updates it: the tile is taken next, and then it is closed.
    app.world_mut().resource_mut::<LessonView>().step_forward();
    app.update();
    let readout = app.world().resource::<LessonPointer>().readout.clone().unwrap();
    assert!(readout.en.contains(&format!("closed: g = {g} (final)")), "{readout:?}");
    app.world_mut().resource_mut::<LessonPointer>().tile = Some(Pos::new(0, 0));
    app.update();
    assert_eq!(app.world().resource::<LessonPointer>().readout, None, "a wall says nothing");
}

#[test]
fn in_the_race_each_racers_lesson_follows_its_replay() {
    let mut app = game(Difficulty::Easy, 35);
    send(&mut app, GameCommand::Race(Solver::Backtracking, Solver::AStar));
    frames(&mut app, 3);
    let m = maze(&app);
    let check = |app: &App| {
        let view = app.world().resource::<SearchView>();
        let race = app.world().resource::<RaceLessons>();
        assert_eq!(race.lanes.len(), 2);
        for (lane, racer) in view.lanes.iter().zip(&race.lanes) {
            assert_eq!(racer.solver, lane.solver);
            let done = lane.shown >= lane.search.trace.len();
            let told = racer.traced.events_after(lane.shown, done);
            assert_eq!(racer.state, racer.traced.lesson.state_at(told), "{}", racer.solver);
            let visited: HashSet<Pos> = lane.search.trace[..lane.shown]
                .iter()
                .filter_map(|s| match *s {
                    Step::Visit(c) | Step::DeadEnd(c) => Some(m.pos_of(c as usize)),
                    Step::Frontier(_) => None,
                })
                .collect();
            assert_eq!(racer.state.seen, visited, "{}: the tiles the board shows visited", racer.solver);
        }
        race.lanes.iter().map(|r| r.state.steps).collect::<Vec<_>>()
    };
    let early = check(&app);
    assert!(early.iter().all(|&s| s > 0), "both have started: {early:?}");
    frames(&mut app, 5);
    let later = check(&app);
    assert!(later.iter().zip(&early).all(|(l, e)| l > e), "both go on: {early:?} → {later:?}");
    // Over a tile, the readout says what each racer knows of it.
    send(&mut app, GameCommand::PauseSearch);
    let open = next_for_astar(&app.world().resource::<RaceLessons>().lanes[1].state).unwrap();
    app.world_mut().resource_mut::<LessonPointer>().tile = Some(open);
    app.update();
    let readout = app.world().resource::<LessonPointer>().readout.clone().unwrap();
    assert!(readout.en.contains("astar: ") && readout.en.contains("f = g + h"), "{readout:?}");
    send(&mut app, GameCommand::FinishSearch);
    frames(&mut app, 2);
    check(&app);
    let race = app.world().resource::<RaceLessons>();
    let ends: Vec<_> = race.lanes.iter().map(|r| r.state.line).collect();
    assert_eq!(ends, [Some(7), Some(4)], "the stack is the route; A* took the exit");
    send(&mut app, GameCommand::NewMap);
    frames(&mut app, 2);
    assert!(app.world().resource::<RaceLessons>().lanes.is_empty(), "a new map ends the race view");
}
