//! Lessons on round, hex and triangle grids: the backtracker's stack is a
//! walk through the passages it carved and empties once every cell is
//! carved; every solver's lesson follows its trace step for step, and the
//! memory it shows ends as the solver's own (the route, for the walkers).

use std::collections::HashSet;

use super::*;
use crate::maze::generate::{GridShape, GridSpec};
use crate::maze::grid::{Grid, GridMaze, HexShape, TriangleShape};
use crate::maze::solve::Step;
use crate::maze::solve::grids::{distance_map, search};
use crate::on_grid_maze;

fn specs() -> Vec<GridSpec> {
    let shapes = [
        GridShape::Round { rings: 6 },
        GridShape::Hex(HexShape::Rectangle { cols: 9, rows: 7 }),
        GridShape::Triangle(TriangleShape::Triangle { side: 9 }),
    ];
    shapes.into_iter().flat_map(|s| (1..4).map(move |seed| GridSpec::new(s, seed))).collect()
}

fn check_build<G: Grid>(maze: &GridMaze<G>, spec: &GridSpec, passages: &[(u32, u32)]) {
    let lesson = Lesson::of_grid_building(spec.algorithm, passages);
    let n = maze.grid.cell_count();
    assert!(lesson.is_full(), "{}", spec.code());
    let mut state = LessonState::default();
    let mut pushes = 0;
    for event in &lesson.events {
        state.apply(event);
        pushes += event.changes.iter().filter(|c| matches!(c, Change::Push(_))).count();
        // The stack is a walk through carved passages, from the start.
        assert!(state.memory.windows(2).all(|w| maze.linked(w[0], w[1])), "{}: the stack is a walk", spec.code());
    }
    assert_eq!(pushes, n, "{}: every cell pushed once", spec.code());
    assert_eq!(state.seen.len(), n, "{}: every cell carved", spec.code());
    assert!(state.memory.is_empty() && state.line == Some(7), "{}: done when the stack is empty", spec.code());
    assert_eq!(state.peak, lesson.state_at(lesson.events.len()).peak);
}

#[test]
fn the_backtracker_s_grid_lesson_keeps_its_stack_to_the_end() {
    for spec in specs() {
        let mut passages = Vec::new();
        let maze = spec.generate_recorded(&mut passages).unwrap();
        on_grid_maze!(&maze, m => check_build(m, &spec, &passages));
        // Braiding opens walls after the carving: the lesson is the carving's.
        let braided = spec.with_braid(60);
        let mut more = Vec::new();
        let maze = braided.generate_recorded(&mut more).unwrap();
        assert!(more.len() > passages.len() && more.starts_with(&passages));
        on_grid_maze!(&maze, m => check_build(m, &braided, &more));
    }
}

#[test]
fn other_generators_count_each_passage_on_a_grid() {
    let spec = specs()[3].with_algorithm(Algorithm::Kruskal);
    let mut passages = Vec::new();
    let maze = spec.generate_recorded(&mut passages).unwrap();
    let lesson = Lesson::of_grid_building(Algorithm::Kruskal, &passages);
    assert!(!lesson.is_full());
    assert_eq!(lesson.events.len(), passages.len());
    let cells = on_grid_maze!(&maze, m => m.grid.cell_count());
    assert_eq!(lesson.state_at(lesson.events.len()).seen.len(), cells);
    assert!(lesson.events[0].why.en.contains(&format!("#{}", passages[0].0)));
}

#[test]
fn kruskal_s_sets_are_tinted_on_a_grid_one_tint_a_set_of_joined_cells() {
    for spec in specs().into_iter().map(|s| s.with_algorithm(Algorithm::Kruskal)) {
        let mut passages = Vec::new();
        let maze = spec.generate_recorded(&mut passages).unwrap();
        let cells = on_grid_maze!(&maze, m => m.grid.cell_count());
        let lesson = Lesson::of_grid_building(Algorithm::Kruskal, &passages);
        for steps in [1, passages.len() / 3, passages.len() / 2, passages.len()] {
            let state = lesson.state_at(steps);
            // The sets as the passages so far join them, by a flood over those passages.
            let opened = &passages[..steps];
            let mut sets: Vec<HashSet<u32>> = Vec::new();
            for &c in &state.seen {
                if sets.iter().any(|s| s.contains(&c)) {
                    continue;
                }
                let (mut set, mut todo) = (HashSet::from([c]), vec![c]);
                while let Some(x) = todo.pop() {
                    for &(a, b) in opened {
                        let y = if a == x {
                            b
                        } else if b == x {
                            a
                        } else {
                            continue;
                        };
                        if set.insert(y) {
                            todo.push(y);
                        }
                    }
                }
                sets.push(set);
            }
            let what = format!("{} after {steps} passages", spec.code());
            assert_eq!(state.tints.len(), state.seen.len(), "{what}: every cell reached is tinted");
            for set in &sets {
                let tints: HashSet<u32> = set.iter().map(|c| state.tints[c]).collect();
                assert_eq!(tints.len(), 1, "{what}: a set shares one tint");
            }
            let distinct: HashSet<u32> = state.tints.values().copied().collect();
            assert_eq!(distinct.len(), sets.len(), "{what}: a tint a set");
        }
        let end = lesson.state_at(lesson.events.len());
        assert_eq!(end.tints.len(), cells, "{}: every cell", spec.code());
        assert_eq!(end.tints.values().collect::<HashSet<_>>().len(), 1, "{}: one set at the end", spec.code());
    }
}

fn check_search<G: Grid>(maze: &GridMaze<G>, what: &str) {
    let (from, to) = (maze.entrance, maze.exit);
    let full = Lesson::grid_full_view_names();
    for solver in Solver::ALL {
        let found = search(maze, solver, from, to);
        let traced = Lesson::of_grid_search(maze, solver, (from, to), &found);
        let lesson = &traced.lesson;
        let name = format!("{what} {solver}");
        assert_eq!(lesson.is_full(), full.contains(&solver.name().to_string()), "{name}");
        assert_eq!(traced.ends.len(), found.trace.len(), "{name}: an end a trace step");
        assert!(traced.ends.windows(2).all(|w| w[0] <= w[1]), "{name}");
        let mut state = LessonState::default();
        let mut visited = HashSet::new();
        for (k, step) in found.trace.iter().enumerate() {
            if let Step::Visit(c) | Step::DeadEnd(c) = *step {
                visited.insert(c);
            }
            let told = traced.events_after(k + 1, false);
            for event in &lesson.events[state.steps..told] {
                state.apply(event);
            }
            assert_eq!(state.seen, visited, "{name}: after trace step {k}, the cells it visited");
        }
        for event in &lesson.events[state.steps..] {
            state.apply(event);
        }
        let Some(route) = found.route.clone() else {
            // A wall follower may circle a loop of a braided maze for ever; it gives up.
            assert!(matches!(solver, Solver::WallFollowerLeft | Solver::WallFollowerRight), "{name}: a way out");
            assert_eq!(state.line, Some(5), "{name}: the lesson ends lost");
            continue;
        };
        assert!(state.dead.iter().all(|c| !route.contains(c)), "{name}: nothing on the route is dead");
        if let Some(lines) = lesson.pseudocode {
            assert!(lesson.events.iter().all(|e| e.line.is_some_and(|l| l <= lines.len())), "{name}");
        }
        match solver {
            // The walkers' memory ends as the route.
            Solver::Backtracking | Solver::Tremaux | Solver::WallFollowerLeft | Solver::WallFollowerRight => {
                assert_eq!(state.memory, route, "{name}")
            }
            // A* closes each cell with its true distance from the entrance.
            Solver::AStar => {
                let distance = distance_map(maze, from);
                for c in &state.seen {
                    assert_eq!(state.scores[c].0, distance[*c as usize], "{name}: g of #{c}");
                    assert!(state.scores[c].1 <= distance_map(maze, to)[*c as usize], "{name}: h never overestimates");
                }
            }
            _ => {}
        }
        assert_eq!(state.at, Some(to), "{name}: it ends at the exit");
    }
}

#[test]
fn every_grid_solver_s_lesson_follows_its_trace() {
    for spec in specs() {
        for braid in [0, 50] {
            let maze = spec.with_braid(braid).generate().unwrap();
            on_grid_maze!(&maze, m => check_search(m, &format!("{} braid {braid}", spec.code())));
        }
    }
}

#[test]
fn the_pointer_readout_names_a_grid_cell_s_marks_by_the_cells_they_lead_to() {
    let maze = specs()[4].generate().unwrap();
    on_grid_maze!(&maze, m => {
        let (from, to) = (m.entrance, m.exit);
        let traced = Lesson::of_grid_search(m, Solver::Tremaux, (from, to), &search(m, Solver::Tremaux, from, to));
        let state = traced.lesson.state_at(traced.lesson.events.len());
        let ways = |c: u32| m.grid.neighbours(c).iter().map(|&n| (n, n.words(), n.words())).collect();
        let next = state.memory[1];
        let said = pointer::about_place(&state, state.memory_kind(&traced.lesson), from, ways(from)).unwrap();
        assert!(said.en.starts_with(&format!("#{from} ")), "{}", said.en);
        assert!(said.en.contains(&format!("marks: #{next} 1")), "{}", said.en);
        let far = (0..m.grid.cell_count() as u32).find(|c| !state.seen.contains(c));
        if let Some(c) = far {
            assert_eq!(pointer::about_place(&state, None, c, ways(c)), None, "a cell not reached says nothing");
        }
    });
}

#[test]
fn a_grid_search_s_words_speak_of_cells_and_the_square_s_of_tiles() {
    let maze = specs()[0].generate().unwrap();
    on_grid_maze!(&maze, m => {
        let (from, to) = (m.entrance, m.exit);
        for (solver, words) in [(Solver::Backtracking, "cells on the stack"), (Solver::BreadthFirst, "nearer cells go first")] {
            let lesson = Lesson::of_grid_search(m, solver, (from, to), &search(m, solver, from, to)).lesson;
            let said: Vec<String> = (1..=lesson.events.len()).map(|n| lesson.state_at(n).why(false).to_owned()).collect();
            assert!(said.iter().any(|w| w.contains(words)), "{solver}: {said:?}");
            assert!(said.iter().all(|w| !w.contains("tiles")), "{solver}: a grid has no tiles");
        }
    });
    let square = crate::maze::MazeSpec::new(21, 21, 3).generate().unwrap();
    let found = crate::maze::solve::solve(&square, Solver::Backtracking, square.entrance, square.exit, true);
    let lesson = Lesson::searching(&square, &found);
    assert!(lesson.state_at(lesson.events.len()).why(false).contains("tiles on the stack"));
}
