//! The algorithm view in the game (src/game/classroom/): stepping the lesson
//! back and forth through `LessonView`, and the board's marks in the headless
//! game. The lessons themselves are checked in the core (src/lesson/tests.rs).

use panda_maze::game::Played;
use panda_maze::game::classroom::{Lesson, LessonView, building_lesson, searching_lesson};
use panda_maze::game::{Difficulty, GameCommand};
use panda_maze::maze::generate::Algorithm;
use panda_maze::maze::solve::{Solver, solve};
use panda_maze::maze::{MazeSpec, Pos, Tile};

use crate::support::*;

/// How many marks the lesson has on the board: pieces of its one mesh.
fn marks(app: &mut bevy::prelude::App) -> usize {
    mesh_pieces(app, "Lesson marks")
}

/// The recorded carving of a backtracker maze of `size` × `size` tiles, and the maze.
fn carved(size: usize, seed: u64) -> (Vec<(Pos, Tile)>, panda_maze::maze::Maze) {
    let mut steps = Vec::new();
    let maze = MazeSpec::new(size, size, seed).generate_recorded(&mut steps).unwrap();
    (steps, maze)
}

#[test]
fn a_step_back_then_forward_returns_to_the_same_state() {
    let (steps, maze) = carved(11, 2);
    let searches = Solver::ALL.map(|solver| solve(&maze, solver, maze.entrance, maze.exit, true));
    let building = [Lesson::building(Algorithm::Backtracker, &steps), Lesson::building(Algorithm::Kruskal, &steps)];
    for lesson in building.into_iter().chain(searches.iter().map(|search| Lesson::searching(&maze, search))) {
        let mut view = LessonView::default();
        view.open(lesson.clone());
        for n in 0..lesson.events.len() {
            view.step_forward();
            let here = view.state.clone();
            assert_eq!(here, lesson.state_at(n + 1), "a step forward is a replay to it");
            view.step_back();
            assert_eq!(view.state, lesson.state_at(n));
            view.step_forward();
            assert_eq!(view.state, here, "{:?} step {n}", lesson.subject);
        }
        assert!(view.is_done());
    }
}

#[test]
fn a_lesson_marks_the_board_and_ends_with_the_map() {
    let mut app = game(Difficulty::Easy, 21);
    with_meshes(&mut app);
    let current = app.world().resource::<Played>().square().unwrap().clone();
    let lesson = searching_lesson(&current, Solver::BreadthFirst).unwrap();
    let mut view = app.world_mut().resource_mut::<LessonView>();
    view.open(lesson);
    for _ in 0..10 {
        view.step_forward();
    }
    let (seen, queued) = (view.state.seen.len(), view.state.memory.len());
    let taken = usize::from(view.state.at.is_some());
    app.update();
    // A tint on each tile seen, a mark on each queued, one on the tile it stands on.
    assert_eq!(marks(&mut app), seen + queued + taken);
    let lesson = building_lesson(&current).unwrap();
    app.world_mut().resource_mut::<LessonView>().open(lesson);
    app.update();
    let floor = current.maze.floor_count();
    assert_eq!(marks(&mut app), floor, "before the first step, every floor tile is still rock");
    send(&mut app, GameCommand::NewMap);
    frames(&mut app, 2);
    assert!(app.world().resource::<LessonView>().lesson.is_none(), "a new map ends the lesson");
    assert_eq!(marks(&mut app), 0);
}

#[test]
fn kruskals_sets_are_tinted_on_the_board_and_the_window_says_what_it_is_good_at() {
    let mut app = game(Difficulty::Easy, 21);
    with_meshes(&mut app);
    let spec = app.world().resource::<Played>().square().unwrap().spec.with_algorithm(Algorithm::Kruskal);
    send(&mut app, GameCommand::Load(spec));
    frames(&mut app, 2);
    let current = app.world().resource::<Played>().square().unwrap().clone();
    assert_eq!(current.spec.algorithm, Algorithm::Kruskal);
    let lesson = building_lesson(&current).unwrap();
    assert!(lesson.is_full(), "Kruskal has the full view");
    let mut view = app.world_mut().resource_mut::<LessonView>();
    view.open(lesson.clone());
    let half = lesson.events.len() / 2;
    (0..half).for_each(|_| view.step_forward());
    let state = view.state.clone();
    assert!(state.tints.len() > 1 && state.tints.len() == state.seen.len(), "every carved tile is tinted");
    let sets = state.tints.values().collect::<std::collections::HashSet<_>>().len();
    assert!(sets > 1, "half way, several sets");
    app.update();
    // Rock on the floor not carved yet, a tint on each carved tile, a mark on the wall looked at.
    let rock = current.maze.floor_count() - state.seen.len();
    assert_eq!(marks(&mut app), rock + state.tints.len() + usize::from(state.at.is_some()));
    // The figures the window shows are this maze's.
    let figures = panda_maze::lesson::traits::figures(lesson.subject, &current.maze);
    assert!((figures.dead_end_share - current.metrics.dead_end_share).abs() < 1e-12);
    assert_eq!(figures.route_tiles, current.metrics.route_tiles);
}

#[test]
fn recursive_division_shows_its_walls_going_up_over_an_open_room() {
    let mut app = game(Difficulty::Easy, 5);
    with_meshes(&mut app);
    let spec = app.world().resource::<Played>().square().unwrap().spec.with_algorithm(Algorithm::RecursiveDivision);
    send(&mut app, GameCommand::Load(spec));
    frames(&mut app, 2);
    let current = app.world().resource::<Played>().square().unwrap().clone();
    let lesson = building_lesson(&current).unwrap();
    assert!(lesson.is_full());
    let mut view = app.world_mut().resource_mut::<LessonView>();
    view.open(lesson.clone());
    view.step_forward();
    let state = view.state.clone();
    app.update();
    // The room is open: floor over every wall inside the border, one chamber tinted, waiting on the stack.
    let maze = &current.maze;
    let (w, h) = (maze.width(), maze.height());
    let inner_walls =
        (1..h - 1).flat_map(|y| (1..w - 1).map(move |x| Pos::new(x, y))).filter(|&p| !maze.is_floor(p)).count();
    assert!(inner_walls > 0 && state.walls.is_empty());
    assert_eq!(state.tints.len(), (w - 2) * (h - 2), "the whole room is one chamber");
    assert_eq!(marks(&mut app), inner_walls + state.tints.len() + state.memory.len());
    // Half way, some walls are up and no longer covered.
    let mut view = app.world_mut().resource_mut::<LessonView>();
    (0..lesson.events.len() / 2).for_each(|_| view.step_forward());
    let state = view.state.clone();
    app.update();
    assert!(!state.walls.is_empty());
    let covered = inner_walls - state.walls.len();
    let at = usize::from(state.at.is_some());
    assert_eq!(marks(&mut app), covered + state.tints.len() + state.memory.len() + at);
}
