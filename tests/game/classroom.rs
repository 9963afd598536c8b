//! The algorithm view (src/game/classroom/): the line lit at each step, the
//! stack and the queue shown, checked against what the maze itself says (its
//! tree of passages, its distances), step back and forth, and the board's
//! marks in the headless game.

use std::collections::{HashMap, VecDeque};

use panda_maze::game::classroom::{Event, Lesson, LessonMark, LessonView, building_lesson, searching_lesson};
use panda_maze::game::{CurrentMaze, Difficulty, GameCommand};
use panda_maze::maze::generate::Algorithm;
use panda_maze::maze::solve::{Solver, solve};
use panda_maze::maze::{Maze, MazeSpec, Pos, Tile};

use crate::support::*;

/// The recorded carving of a backtracker maze of `size` × `size` tiles, and the maze.
fn carved(size: usize, seed: u64) -> (Vec<(Pos, Tile)>, Maze) {
    let mut steps = Vec::new();
    let maze = MazeSpec::new(size, size, seed).generate_recorded(&mut steps).unwrap();
    (steps, maze)
}

/// Each cell's parent in the maze's tree of passages from `root` (a perfect
/// maze has one path between two cells), and its depth.
fn tree(maze: &Maze, root: Pos) -> HashMap<Pos, (Option<Pos>, usize)> {
    let mut found = HashMap::from([(root, (None, 0))]);
    let mut queue = VecDeque::from([root]);
    while let Some(c) = queue.pop_front() {
        let depth = found[&c].1;
        for (dx, dy) in [(0i64, -1i64), (1, 0), (0, 1), (-1, 0)] {
            let wall = Pos::new((c.x as i64 + dx) as usize, (c.y as i64 + dy) as usize);
            let next = Pos::new((c.x as i64 + 2 * dx) as usize, (c.y as i64 + 2 * dy) as usize);
            if maze.is_floor(wall) && maze.contains(next) && !found.contains_key(&next) {
                found.insert(next, (Some(c), depth + 1));
                queue.push_back(next);
            }
        }
    }
    found
}

/// The path from the root to `cell` in `tree`.
fn path_to(tree: &HashMap<Pos, (Option<Pos>, usize)>, cell: Pos) -> Vec<Pos> {
    let mut path = vec![cell];
    while let Some(parent) = tree[path.last().unwrap()].0 {
        path.push(parent);
    }
    path.reverse();
    path
}

fn lines(lesson: &Lesson) -> Vec<usize> {
    (1..=lesson.events.len()).map(|n| lesson.state_at(n).line.unwrap()).collect()
}

#[test]
fn the_backtracker_lights_the_lines_its_maze_calls_for() {
    let (steps, maze) = carved(11, 5);
    let lesson = Lesson::building(Algorithm::Backtracker, &steps);
    // Worked out from the maze: the cells in the order they were carved, and
    // for each the pops back up the tree to its parent before it is pushed.
    let order: Vec<Pos> = steps.iter().map(|&(p, _)| p).filter(|p| p.x % 2 == 1 && p.y % 2 == 1).collect();
    let tree = tree(&maze, order[0]);
    assert_eq!(order.len(), 25, "5 x 5 cells, each carved once");
    let mut expected = vec![1];
    for pair in order.windows(2) {
        let (before, cell) = (pair[0], pair[1]);
        let parent = tree[&cell].0.expect("every cell but the first has a parent");
        expected.extend(std::iter::repeat_n(6, tree[&before].1 - tree[&parent].1));
        expected.push(5);
    }
    expected.extend(std::iter::repeat_n(6, tree[order.last().unwrap()].1 + 1));
    expected.push(7);
    assert_eq!(lines(&lesson), expected);
}

#[test]
fn the_stack_shown_is_the_backtrackers_stack_at_every_step() {
    let (steps, maze) = carved(11, 8);
    let lesson = Lesson::building(Algorithm::Backtracker, &steps);
    let Event::Start(root) = lesson.events[0] else { panic!("starts with the start cell") };
    let tree = tree(&maze, root);
    let mut peak = 0;
    for n in 1..=lesson.events.len() {
        let state = lesson.state_at(n);
        // A depth-first stack is the path from the start to the cell on top.
        match state.memory.last() {
            Some(&top) => assert_eq!(state.memory, path_to(&tree, top), "step {n}"),
            None => assert!(n + 1 >= lesson.events.len(), "the stack empties only at the end"),
        }
        if let Some(Event::Carve { to, .. }) = state.last {
            assert_eq!(state.memory.last(), Some(&to), "step {n}: the carved cell is on top");
        }
        peak = peak.max(state.memory.len());
        assert_eq!(state.peak, peak);
    }
    let end = lesson.state_at(lesson.events.len());
    assert_eq!(end.seen.len(), maze.floor_count(), "every floor tile carved once built");
}

/// Distances from `from` over floor tiles.
fn distances(maze: &Maze, from: Pos) -> HashMap<Pos, usize> {
    let mut found = HashMap::from([(from, 0)]);
    let mut queue = VecDeque::from([from]);
    while let Some(p) = queue.pop_front() {
        for q in maze.floor_neighbours(p) {
            if !found.contains_key(&q) {
                found.insert(q, found[&p] + 1);
                queue.push_back(q);
            }
        }
    }
    found
}

#[test]
fn breadth_first_lights_the_lines_of_its_trace_and_shows_its_queue() {
    let maze = MazeSpec::new(11, 11, 3).with_braid(40).generate().unwrap();
    let search = solve(&maze, Solver::BreadthFirst, maze.entrance, maze.exit, true);
    let lesson = Lesson::searching(Solver::BreadthFirst, &search.trace, search.route.is_ok());
    // Worked out from the trace: the first tile queued starts it, each later
    // one joins the back, each visit takes the front, the last visit is the exit.
    let expected: Vec<usize> = search
        .trace
        .iter()
        .enumerate()
        .map(|(i, step)| match step {
            panda_maze::maze::solve::Step::Frontier(_) if i == 0 => 1,
            panda_maze::maze::solve::Step::Frontier(_) => 5,
            panda_maze::maze::solve::Step::Visit(_) if i + 1 == search.trace.len() => 6,
            panda_maze::maze::solve::Step::Visit(_) => 3,
            panda_maze::maze::solve::Step::DeadEnd(_) => panic!("breadth-first fills nothing"),
        })
        .collect();
    assert_eq!(lines(&lesson), expected);
    // The queue shown is first in, first out, and holds tiles at most one step
    // apart in distance from the entrance, nearer ones in front.
    let far = distances(&maze, maze.entrance);
    let mut taken = Vec::new();
    for n in 1..=lesson.events.len() {
        let state = lesson.state_at(n);
        if let Some(Event::Dequeue(p)) = state.last {
            assert_eq!(lesson.state_at(n - 1).memory.first(), Some(&p), "step {n} takes the front");
            taken.push(far[&p]);
        }
        let d: Vec<usize> = state.memory.iter().map(|p| far[p]).collect();
        assert!(d.windows(2).all(|w| w[0] <= w[1]) && d.last() <= d.first().map(|f| f + 1).as_ref(), "{d:?}");
    }
    assert!(taken.windows(2).all(|w| w[0] <= w[1]), "tiles are taken nearest first: {taken:?}");
    assert_eq!(lesson.state_at(lesson.events.len()).last, Some(Event::Found(maze.exit)));
}

#[test]
fn a_step_back_then_forward_returns_to_the_same_state() {
    let (steps, maze) = carved(11, 2);
    let search = solve(&maze, Solver::BreadthFirst, maze.entrance, maze.exit, true);
    for lesson in [
        Lesson::building(Algorithm::Backtracker, &steps),
        Lesson::searching(Solver::BreadthFirst, &search.trace, true),
        Lesson::building(Algorithm::Kruskal, &steps),
    ] {
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
fn other_algorithms_show_counters_only() {
    let mut steps = Vec::new();
    let maze = MazeSpec::new(15, 11, 4).with_algorithm(Algorithm::Wilson).generate_recorded(&mut steps).unwrap();
    let lesson = Lesson::building(Algorithm::Wilson, &steps);
    assert!(lesson.pseudocode().is_none());
    let end = lesson.state_at(steps.len());
    assert!(end.memory.is_empty() && end.line.is_none());
    assert_eq!(end.steps, steps.len());
    assert_eq!(end.seen.len(), maze.floor_count());
    let search = solve(&maze, Solver::AStar, maze.entrance, maze.exit, true);
    let lesson = Lesson::searching(Solver::AStar, &search.trace, true);
    assert!(lesson.pseudocode().is_none());
    assert!(end.why(panda_maze::game::settings::Language::English).contains("counters only"));
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
    let taken = usize::from(matches!(view.state.last, Some(Event::Dequeue(_))));
    app.update();
    // A tint on each tile seen, a mark on each queued, one on the tile just taken.
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
