//! The solvers' lessons checked against solvers written again here, from
//! their rules, on the maze itself: the lines lit, the memory shown and the
//! marks drawn must be what the rule says at every step. Trémaux, dead-end
//! filling and the wall followers are in [`super::walk_tests`].

use std::collections::{BTreeSet, HashMap, HashSet};

use super::*;
use crate::maze::solve::{Step, solve};
use crate::maze::{Maze, MazeSpec};

/// Perfect and braided (with loops) small mazes.
pub(super) fn mazes() -> Vec<Maze> {
    let mut mazes: Vec<Maze> = (1..4).map(|seed| MazeSpec::new(11, 11, seed).generate().unwrap()).collect();
    mazes.extend((1..4).map(|seed| MazeSpec::new(15, 13, seed).with_braid(50).generate().unwrap()));
    mazes
}

/// The lesson of `solver` on `maze`, with its search.
pub(super) fn taught(maze: &Maze, solver: Solver) -> (Traced, Search) {
    let search = solve(maze, solver, maze.entrance, maze.exit, true);
    (Lesson::searching_traced(maze, &search), search)
}

/// Every step's state, from the first step to the last.
pub(super) fn states(lesson: &Lesson) -> Vec<LessonState> {
    let mut state = LessonState::default();
    lesson
        .events
        .iter()
        .map(|e| {
            state.apply(e);
            state.clone()
        })
        .collect()
}

pub(super) fn lines(lesson: &Lesson) -> Vec<usize> {
    lesson.events.iter().map(|e| e.line.expect("a full view lights a line")).collect()
}

/// Whether `path` goes tile by tile from `from` with no tile twice.
pub(super) fn is_simple_path(path: &[Pos], from: Pos) -> bool {
    let distinct: HashSet<_> = path.iter().collect();
    path.first() == Some(&from) && distinct.len() == path.len() && path.windows(2).all(|w| w[0].manhattan(w[1]) == 1)
}

#[test]
fn every_solver_has_the_full_view_and_follows_its_trace() {
    for maze in mazes() {
        for solver in Solver::ALL {
            let (traced, search) = taught(&maze, solver);
            let lesson = &traced.lesson;
            assert!(lesson.is_full() && lesson.memory.is_some(), "{solver}");
            assert!(Lesson::full_view_names().contains(&solver.name().to_string()));
            // The race follows the replay: after each trace step the tiles
            // seen are the tiles that step and those before it visited.
            assert_eq!(traced.ends.len(), search.trace.len(), "{solver}");
            assert!(traced.ends.windows(2).all(|w| w[0] <= w[1]));
            let all = states(lesson);
            let mut visited = HashSet::new();
            for (k, step) in search.trace.iter().enumerate() {
                if let Step::Visit(p) | Step::DeadEnd(p) = *step {
                    visited.insert(p);
                }
                let told = traced.events_after(k + 1, false);
                let seen = if told == 0 { HashSet::new() } else { all[told - 1].seen.clone() };
                assert_eq!(seen, visited, "{solver} after trace step {k}");
            }
            assert_eq!(traced.events_after(search.trace.len(), true), lesson.events.len());
            let end = all.last().unwrap();
            assert_eq!(end.seen.len(), search.visited, "{solver}: the counter agrees with the solver");
            let route: HashSet<Pos> = search.route.clone().unwrap_or_default().into_iter().collect();
            assert!(end.dead.is_disjoint(&route), "{solver}: a tile marked dead is never on the route");
            for (n, state) in all.iter().enumerate() {
                let peak = all[..=n].iter().map(|s| s.memory.len()).max().unwrap();
                assert_eq!(state.peak, peak, "{solver} step {n}");
                assert!(!state.why(false).is_empty() && !state.why(true).is_empty());
                assert!(state.line.is_some_and(|l| l <= lesson.pseudocode.unwrap().len()));
            }
        }
    }
}

/// Depth-first search written again: each step's line and the stack after it.
fn backtrack(maze: &Maze) -> Vec<(usize, Vec<Pos>)> {
    let mut stack = vec![maze.entrance];
    let mut been = HashSet::from([maze.entrance]);
    let mut told = vec![(1, stack.clone())];
    while let Some(&top) = stack.last() {
        if top == maze.exit {
            told.push((7, stack.clone()));
            return told;
        }
        match maze.floor_neighbours(top).find(|n| !been.contains(n)) {
            Some(n) => {
                been.insert(n);
                stack.push(n);
                told.push((4, stack.clone()));
            }
            None => {
                stack.pop();
                told.push((5, stack.clone()));
            }
        }
    }
    told.push((6, Vec::new()));
    told
}

#[test]
fn backtracking_lights_its_rule_and_its_stack_is_the_path_walked() {
    for maze in mazes() {
        let (traced, search) = taught(&maze, Solver::Backtracking);
        let expected = backtrack(&maze);
        let lesson = &traced.lesson;
        assert_eq!(lines(lesson), expected.iter().map(|e| e.0).collect::<Vec<_>>());
        for (n, (state, (_, stack))) in states(lesson).iter().zip(&expected).enumerate() {
            assert_eq!(&state.memory, stack, "step {n}: the stack shown is the algorithm's");
            if let Some(&top) = stack.last() {
                assert!(is_simple_path(stack, maze.entrance), "step {n}");
                assert_eq!(state.at, Some(top), "step {n}: it stands on the top");
            }
        }
        assert_eq!(states(lesson).last().unwrap().memory, search.route.unwrap(), "the stack ends as the route");
    }
}

/// A* written again, over a sorted set: at each step the line, the open set
/// after it and the `(g, h)` of every tile scored so far.
type AStarStep = (usize, BTreeSet<Pos>, HashMap<Pos, (u32, u32)>);

fn astar_by_hand(maze: &Maze) -> Vec<AStarStep> {
    let h = |p: Pos| p.manhattan(maze.exit) as u32;
    let mut score = HashMap::from([(maze.entrance, (0, h(maze.entrance)))]);
    let mut open = BTreeSet::from([maze.entrance]);
    let mut closed = HashSet::new();
    let mut told = vec![(1, open.clone(), score.clone())];
    // Ties on f go to the smaller h, then to the tile first in reading order.
    while let Some(&p) = open.iter().min_by_key(|q| (score[q].0 + score[q].1, score[q].1, q.y, q.x)) {
        open.remove(&p);
        closed.insert(p);
        if p == maze.exit {
            told.push((4, open.clone(), score.clone()));
            return told;
        }
        told.push((3, open.clone(), score.clone()));
        let g = score[&p].0 + 1;
        for n in maze.floor_neighbours(p) {
            if !closed.contains(&n) && score.get(&n).is_none_or(|s| g < s.0) {
                score.insert(n, (g, h(n)));
                open.insert(n);
                told.push((6, open.clone(), score.clone()));
            }
        }
    }
    told.push((7, open.clone(), score.clone()));
    told
}

#[test]
fn astar_shows_its_open_set_with_f_and_takes_the_smallest() {
    for maze in mazes() {
        let (traced, _) = taught(&maze, Solver::AStar);
        let lesson = &traced.lesson;
        let expected = astar_by_hand(&maze);
        assert_eq!(lines(lesson), expected.iter().map(|e| e.0).collect::<Vec<_>>());
        let all = states(lesson);
        for (n, (state, (_, open, score))) in all.iter().zip(&expected).enumerate() {
            let shown: BTreeSet<Pos> = state.memory.iter().copied().collect();
            assert_eq!(&shown, open, "step {n}: the open set is the re-run's");
            assert_eq!(shown.len(), state.memory.len(), "no tile twice in the open set");
            assert_eq!(&state.scores, score, "step {n}: g and h are the re-run's");
            if let (Some(3 | 4), Some(taken)) = (state.line, state.at) {
                // The tile taken had the smallest f of those open before.
                let before = &all[n - 1];
                let f = |p: &Pos| before.open_score(*p).map(|(g, h)| g + h).unwrap();
                let smallest = before.memory.iter().map(f).min().unwrap();
                assert_eq!(f(&taken), smallest, "step {n}");
                assert!(state.why(false).contains(&format!("smallest f = {}", f(&taken))), "{}", state.why(false));
                assert!(state.why(true).contains(&format!("f = {} 最小", f(&taken))));
                assert_eq!(state.open_score(taken), None, "a taken tile is closed");
            }
        }
        assert_eq!(all.last().unwrap().line, Some(4), "it ends taking the exit");
    }
}

/// Steps from `from` to every floor tile.
fn distances(maze: &Maze, from: Pos) -> HashMap<Pos, u32> {
    let mut found = HashMap::from([(from, 0)]);
    let mut queue = std::collections::VecDeque::from([from]);
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
fn the_pointer_reads_f_on_an_open_tile_and_the_final_g_on_a_closed_one() {
    for maze in mazes() {
        let (traced, _) = taught(&maze, Solver::AStar);
        let lesson = &traced.lesson;
        let state = lesson.state_at(lesson.events.len() / 2);
        let far = distances(&maze, maze.entrance);
        let read = |p: Pos| pointer::about(&state, lesson.memory, p);
        for &p in &state.memory {
            let (g, h) = state.scores[&p];
            assert_eq!(h as usize, p.manhattan(maze.exit));
            let f = format!("f = g + h = {g} + {h} = {}", g + h);
            assert!(read(p).unwrap().en.contains(&f), "{:?}", read(p));
            assert!(read(p).unwrap().zh.contains(&f));
        }
        for &p in state.seen.iter() {
            // Closed, A*'s g is the true distance from the entrance.
            assert!(read(p).unwrap().en.contains(&format!("closed: g = {} (final)", far[&p])), "{:?}", read(p));
        }
        let wall = (0..maze.tiles().len()).map(|i| maze.pos_of(i)).find(|&p| !maze.is_floor(p)).unwrap();
        assert_eq!(read(wall), None);
    }
    let maze = &mazes()[0];
    let (traced, _) = taught(maze, Solver::Backtracking);
    let state = traced.lesson.state_at(traced.lesson.events.len() / 2);
    let (top, bottom) = (*state.memory.last().unwrap(), state.memory[0]);
    let n = state.memory.len();
    assert!(pointer::about(&state, Some(STACK), top).unwrap().en.contains(&format!("stack: 1 of {n}")));
    assert!(pointer::about(&state, Some(STACK), bottom).unwrap().en.contains(&format!("stack: {n} of {n}")));
}
