//! The lessons checked against what the maze itself says (its tree of
//! passages, its distances), not against the code that built them.

use std::collections::{HashMap, VecDeque};

use super::*;
use crate::maze::solve::{Step, solve};
use crate::maze::{Maze, MazeSpec};

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
    let root = lesson.events[0].at.expect("starts on the start cell");
    let tree = tree(&maze, root);
    let mut peak = 0;
    for n in 1..=lesson.events.len() {
        let state = lesson.state_at(n);
        // A depth-first stack is the path from the start to the cell on top.
        match state.memory.last() {
            Some(&top) => assert_eq!(state.memory, path_to(&tree, top), "step {n}"),
            None => assert!(n + 1 >= lesson.events.len(), "the stack empties only at the end"),
        }
        if state.line == Some(5) {
            assert_eq!(state.memory.last(), state.at.as_ref(), "step {n}: the carved cell is on top");
        }
        peak = peak.max(state.memory.len());
        assert_eq!(state.peak, peak);
    }
    let end = lesson.state_at(lesson.events.len());
    assert_eq!(end.seen.len(), maze.floor_count(), "every floor tile carved once built");
    assert!(end.why(false).contains("every cell is visited"));
    assert!(end.why(true).contains("迷宫完成"));
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
    let lesson = Lesson::searching(&maze, &search);
    // Worked out from the trace: the first tile queued starts it, each later
    // one joins the back, each visit takes the front, the last visit is the exit.
    let expected: Vec<usize> = search
        .trace
        .iter()
        .enumerate()
        .map(|(i, step)| match step {
            Step::Frontier(_) if i == 0 => 1,
            Step::Frontier(_) => 5,
            Step::Visit(_) if i + 1 == search.trace.len() => 6,
            Step::Visit(_) => 3,
            Step::DeadEnd(_) => panic!("breadth-first fills nothing"),
        })
        .collect();
    assert_eq!(lines(&lesson), expected);
    // The queue shown is first in, first out, and holds tiles at most one step
    // apart in distance from the entrance, nearer ones in front.
    let far = distances(&maze, maze.entrance);
    let mut taken = Vec::new();
    for n in 1..=lesson.events.len() {
        let state = lesson.state_at(n);
        if state.line == Some(3) {
            let p = state.at.expect("a taken tile");
            assert_eq!(lesson.state_at(n - 1).memory.first(), Some(&p), "step {n} takes the front");
            taken.push(far[&p]);
        }
        let d: Vec<usize> = state.memory.iter().map(|p| far[p]).collect();
        assert!(d.windows(2).all(|w| w[0] <= w[1]) && d.last() <= d.first().map(|f| f + 1).as_ref(), "{d:?}");
    }
    assert!(taken.windows(2).all(|w| w[0] <= w[1]), "tiles are taken nearest first: {taken:?}");
    let end = lesson.state_at(lesson.events.len());
    assert_eq!((end.line, end.at), (Some(6), Some(maze.exit)), "it ends on the exit");
}

#[test]
fn a_search_with_no_way_out_says_so() {
    let mut maze = MazeSpec::new(11, 11, 6).generate().unwrap();
    // Wall the exit in.
    for q in maze.floor_neighbours(maze.exit).collect::<Vec<_>>() {
        maze.set(q, Tile::Wall);
    }
    let search = solve(&maze, Solver::BreadthFirst, maze.entrance, maze.exit, true);
    assert!(search.route.is_err());
    let lesson = Lesson::searching(&maze, &search);
    let end = lesson.state_at(lesson.events.len());
    assert_eq!(end.line, Some(7));
    assert!(end.memory.is_empty(), "the queue ran dry");
    assert!(end.why(false).contains("no way out"));
}

#[test]
fn other_algorithms_show_counters_only() {
    let mut steps = Vec::new();
    let maze = MazeSpec::new(15, 11, 4).with_algorithm(Algorithm::Wilson).generate_recorded(&mut steps).unwrap();
    let lesson = Lesson::building(Algorithm::Wilson, &steps);
    assert!(!lesson.is_full() && lesson.memory.is_none());
    let end = lesson.state_at(steps.len());
    assert!(end.memory.is_empty() && end.line.is_none());
    assert_eq!(end.steps, steps.len());
    assert_eq!(end.seen.len(), maze.floor_count());
    assert!(end.why(false).contains("counters only"));
}
