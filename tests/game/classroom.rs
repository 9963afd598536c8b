//! The algorithm view in the game (src/game/classroom/): stepping the lesson
//! back and forth through `LessonView`, and the board's marks in the headless
//! game. The lessons themselves are checked in the core (src/lesson/tests.rs).

use panda_maze::game::classroom::{Lesson, LessonMark, LessonView, building_lesson, searching_lesson};
use panda_maze::game::{CurrentMaze, Difficulty, GameCommand};
use panda_maze::maze::generate::Algorithm;
use panda_maze::maze::solve::{Solver, solve};
use panda_maze::maze::{MazeSpec, Pos, Tile};

use crate::support::*;

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
    let current = app.world().resource::<CurrentMaze>().clone();
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
    assert_eq!(count::<LessonMark>(&mut app), seen + queued + taken);
    let lesson = building_lesson(&current).unwrap();
    app.world_mut().resource_mut::<LessonView>().open(lesson);
    app.update();
    let floor = current.maze.floor_count();
    assert_eq!(count::<LessonMark>(&mut app), floor, "before the first step, every floor tile is still rock");
    send(&mut app, GameCommand::NewMap);
    frames(&mut app, 2);
    assert!(app.world().resource::<LessonView>().lesson.is_none(), "a new map ends the lesson");
    assert_eq!(count::<LessonMark>(&mut app), 0);
}
