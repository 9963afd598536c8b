//! The generators' lessons checked against what the maze and the trace say,
//! worked out here on their own: passages carved so far, cells beside them,
//! the order rows are scanned in.

use std::collections::{HashMap, HashSet, VecDeque};

use super::*;
use crate::lesson::LessonState;
use crate::maze::{Maze, MazeSpec, Shape};

/// The lesson of `algorithm` on a board of `w` × `h` tiles, its maze, and its trace.
fn lesson_of(algorithm: Algorithm, w: usize, h: usize, seed: u64) -> (Lesson, Maze, Vec<Traced>) {
    let spec = MazeSpec::new(w, h, seed).with_algorithm(algorithm);
    let mut trace = Trace::default();
    let maze = spec.generate_recorded(&mut trace).unwrap();
    assert_eq!(maze, spec.generate().unwrap(), "{algorithm}: watching changes nothing");
    let lesson = Lesson::of_building(&spec).unwrap();
    assert!(lesson.is_full(), "{algorithm} has the full view");
    (lesson, maze, trace.0)
}

fn states(lesson: &Lesson) -> Vec<LessonState> {
    let mut state = LessonState::default();
    let mut out = vec![state.clone()];
    for event in &lesson.events {
        state.apply(event);
        out.push(state.clone());
    }
    out
}

fn lines(lesson: &Lesson) -> Vec<usize> {
    lesson.events.iter().map(|e| e.line.expect("a lit line")).collect()
}

/// The cells up to two tiles from `c` inside a `w` × `h` board.
fn cell_neighbours(c: Pos, w: usize, h: usize) -> Vec<Pos> {
    let mut out = Vec::new();
    if c.y >= 3 {
        out.push(Pos::new(c.x, c.y - 2));
    }
    if c.x + 2 < w {
        out.push(Pos::new(c.x + 2, c.y));
    }
    if c.y + 2 < h {
        out.push(Pos::new(c.x, c.y + 2));
    }
    if c.x >= 3 {
        out.push(Pos::new(c.x - 2, c.y));
    }
    out
}

/// Which part each of `tiles` lies in, joined through side-by-side tiles of `tiles`.
fn parts(tiles: &HashSet<Pos>) -> HashMap<Pos, usize> {
    let mut part = HashMap::new();
    for (n, &start) in tiles.iter().enumerate() {
        if part.contains_key(&start) {
            continue;
        }
        part.insert(start, n);
        let mut queue = VecDeque::from([start]);
        while let Some(p) = queue.pop_front() {
            let next = [(p.x + 1, p.y), (p.x.wrapping_sub(1), p.y), (p.x, p.y + 1), (p.x, p.y.wrapping_sub(1))];
            for (x, y) in next {
                let q = Pos::new(x, y);
                if tiles.contains(&q) && !part.contains_key(&q) {
                    part.insert(q, n);
                    queue.push_back(q);
                }
            }
        }
    }
    part
}

/// Asserts that two carved tiles share a tint exactly when the passages carved so far join them.
fn tints_are_the_joined_parts(lesson: &Lesson) {
    for (n, state) in states(lesson).iter().enumerate() {
        let part = parts(&state.seen);
        assert_eq!(state.tints.keys().collect::<HashSet<_>>(), state.seen.iter().collect(), "step {n}");
        let seen: Vec<Pos> = state.seen.iter().copied().collect();
        for a in &seen {
            for b in &seen {
                assert_eq!(state.tints[a] == state.tints[b], part[a] == part[b], "step {n}: {a:?} {b:?}");
            }
        }
    }
}

#[test]
fn kruskals_tints_are_its_sets_at_every_step() {
    let (lesson, maze, trace) = lesson_of(Algorithm::Kruskal, 11, 11, 7);
    let cells = 25;
    // Worked out from the trace: line 1, then each wall taken: knocked down
    // (4) or left (5) until the cells are one, then 6.
    let mut expected = vec![1];
    let mut down = 0;
    for t in &trace {
        match *t {
            _ if down == cells - 1 => {}
            Traced::Set(p, Tile::Floor) if !is_cell(p) => {
                expected.push(4);
                down += 1;
            }
            Traced::Look(_) => expected.push(5),
            Traced::Set(..) => {}
        }
    }
    expected.push(6);
    assert_eq!(lines(&lesson), expected);
    assert!(expected.contains(&5), "some walls stay");
    tints_are_the_joined_parts(&lesson);
    let end = lesson.state_at(lesson.events.len());
    assert_eq!(end.seen.len(), maze.floor_count(), "every floor tile carved once built");
    assert_eq!(end.tints.values().collect::<HashSet<_>>().len(), 1, "one set at the end");
    assert!(end.why(false).contains("One set holds every cell"));
}

#[test]
fn wilsons_walk_is_a_simple_path_and_joins_whole() {
    let (lesson, maze, trace) = lesson_of(Algorithm::Wilson, 11, 11, 3);
    // Worked out from the looks: a look with no walk under way starts one
    // (2); onto the maze it hits (3); onto the walk it erases a loop (4);
    // else a step (3). The walk joins (5) after a hit; 6 at the end.
    let (mut maze_cells, mut walk, mut expected) = (HashSet::new(), Vec::<Pos>::new(), vec![]);
    let mut hit = false;
    for t in &trace {
        match *t {
            Traced::Set(p, Tile::Floor) if maze_cells.is_empty() => {
                maze_cells.insert(p);
                expected.push(1);
            }
            Traced::Set(p, Tile::Floor) => {
                maze_cells.insert(p);
                if hit && !walk.is_empty() {
                    expected.push(5);
                    walk.clear();
                    hit = false;
                }
            }
            Traced::Look(p) if walk.is_empty() => {
                walk.push(p);
                expected.push(2);
            }
            Traced::Look(p) if maze_cells.contains(&p) => {
                hit = true;
                expected.push(3);
            }
            Traced::Look(p) => match walk.iter().position(|&q| q == p) {
                Some(i) => {
                    walk.truncate(i + 1);
                    expected.push(4);
                }
                None => {
                    walk.push(p);
                    expected.push(3);
                }
            },
            Traced::Set(..) => {}
        }
    }
    expected.push(6);
    assert_eq!(lines(&lesson), expected);
    assert!(expected.contains(&4), "this seed's walks cross themselves");
    let all = states(&lesson);
    for (n, state) in all.iter().enumerate() {
        let walk = &state.memory;
        assert_eq!(walk.iter().collect::<HashSet<_>>().len(), walk.len(), "step {n}: no loops");
        for pair in walk.windows(2) {
            assert!(cell_neighbours(pair[0], 11, 11).contains(&pair[1]), "step {n}: the walk steps cell to cell");
        }
        assert!(walk.iter().all(|p| !state.seen.contains(p)), "step {n}: the walk is off the maze");
        if state.line == Some(5) {
            // What joins is the walk as it stood, with a wall between each two and one into the maze.
            let before = &all[n - 1];
            let new: HashSet<Pos> = state.seen.difference(&before.seen).copied().collect();
            let cells: HashSet<Pos> = new.iter().copied().filter(|&p| is_cell(p)).collect();
            assert_eq!(cells, before.memory.iter().copied().collect(), "step {n}");
            assert_eq!(new.len(), 2 * cells.len(), "step {n}");
            assert!(cell_neighbours(*before.memory.last().unwrap(), 11, 11).contains(&state.at.unwrap()));
        }
    }
    assert_eq!(all.last().unwrap().seen.len(), maze.floor_count());
}

/// The cells beside the carved cells of `seen` that are not carved: the frontier.
fn frontier_of(seen: &HashSet<Pos>, w: usize, h: usize) -> HashSet<Pos> {
    seen.iter().filter(|&&p| is_cell(p)).flat_map(|&c| cell_neighbours(c, w, h)).filter(|n| !seen.contains(n)).collect()
}

#[test]
fn prims_frontier_is_the_new_cells_beside_the_maze() {
    for algorithm in [Algorithm::PrimSimplified, Algorithm::PrimTrue] {
        let (lesson, maze, _) = lesson_of(algorithm, 11, 13, 9);
        for (n, state) in states(&lesson).iter().enumerate().skip(1) {
            let shown: HashSet<Pos> = state.memory.iter().copied().collect();
            assert_eq!(shown.len(), state.memory.len(), "{algorithm} step {n}: each once");
            if state.line != Some(4) || algorithm == Algorithm::PrimTrue {
                // Simplified Prim shows the new cell's neighbours a step after it joins.
                assert_eq!(shown, frontier_of(&state.seen, 11, 13), "{algorithm} step {n}");
            }
        }
        let end = lesson.state_at(lesson.events.len());
        assert_eq!(end.seen.len(), maze.floor_count(), "{algorithm}");
        assert!(end.memory.is_empty() && end.peak > 1, "{algorithm}");
        assert_eq!(lesson.events.last().unwrap().line, Some(lesson.pseudocode.unwrap().len()));
    }
}

#[test]
fn hunt_and_kill_hunts_for_the_first_new_cell_beside_the_maze() {
    let (lesson, maze, _) = lesson_of(Algorithm::HuntAndKill, 13, 11, 4);
    let all = states(&lesson);
    let mut hunts = 0;
    for (n, state) in all.iter().enumerate().skip(1) {
        let before = &all[n - 1];
        let p = state.at;
        match state.line {
            Some(4) => {
                // A step of the walk: from the cell the walk stood on, to a new cell beside it.
                let (from, to) = (before.at.unwrap(), p.unwrap());
                assert!(cell_neighbours(from, 13, 11).contains(&to) && !before.seen.contains(&to), "step {n}");
                assert_eq!(state.memory.last(), Some(&to));
            }
            Some(5) => {
                assert!(
                    frontier_of(&before.seen, 13, 11)
                        .iter()
                        .all(|c| !cell_neighbours(state.at.unwrap(), 13, 11).contains(c)),
                    "step {n}: stuck"
                );
                assert!(state.memory.is_empty());
            }
            Some(6) => {
                hunts += 1;
                // Row by row from the top, the first new cell beside a carved one.
                let first = (0..11)
                    .flat_map(|y| (0..13).map(move |x| Pos::new(x, y)))
                    .find(|&c| is_cell(c) && frontier_of(&before.seen, 13, 11).contains(&c));
                assert_eq!(p, first, "step {n}");
                assert_eq!(state.memory, vec![p.unwrap()]);
            }
            _ => {}
        }
    }
    assert!(hunts > 0, "this seed hunts");
    let end = &all[all.len() - 1];
    assert_eq!((end.line, end.seen.len()), (Some(7), maze.floor_count()));
}

#[test]
fn aldous_broder_walks_step_by_step_and_opens_only_new_cells() {
    let (lesson, maze, _) = lesson_of(Algorithm::AldousBroder, 9, 9, 2);
    let all = states(&lesson);
    for (n, state) in all.iter().enumerate().skip(2) {
        let (before, at) = (&all[n - 1], state.at);
        match state.line {
            Some(3 | 4) => {
                assert!(cell_neighbours(before.at.unwrap(), 9, 9).contains(&at.unwrap()), "step {n}: one step");
                assert_eq!(state.line == Some(3), before.seen.contains(&at.unwrap()), "step {n}");
            }
            line => assert_eq!(line, Some(5), "step {n}"),
        }
    }
    assert_eq!(all.last().unwrap().seen.len(), maze.floor_count());
}

#[test]
fn every_generator_lesson_ends_with_every_tile_seen_even_braided_or_shaped() {
    for algorithm in FULL {
        for (spec, lines) in [
            (MazeSpec::new(15, 11, 5).with_algorithm(algorithm).with_braid(60), true),
            (MazeSpec::new(31, 31, 5).with_algorithm(algorithm).with_shape(Shape::Heart), false),
            (MazeSpec::new(3, 3, 5).with_algorithm(algorithm), true),
            (MazeSpec::new(9, 3, 5).with_algorithm(algorithm), true),
            (MazeSpec::new(3, 9, 5).with_algorithm(algorithm), true),
        ] {
            if spec.shape != Shape::None && !algorithm.is_maskable() {
                continue;
            }
            let maze = spec.generate().unwrap();
            let lesson = Lesson::of_building(&spec).unwrap();
            let end = lesson.state_at(lesson.events.len());
            // The floor shown at the end is the maze's (less any walls the lesson put up).
            let floor: HashSet<Pos> =
                (0..maze.tiles().len()).map(|i| maze.pos_of(i)).filter(|&p| maze.is_floor(p)).collect();
            assert_eq!(end.seen.difference(&end.walls).copied().collect::<HashSet<_>>(), floor, "{spec:?}");
            for event in &lesson.events {
                assert!(!event.why.en.is_empty() && !event.why.zh.is_empty(), "{spec:?}");
                if let (Some(line), Some(code)) = (event.line, lesson.pseudocode) {
                    assert!((1..=code.len()).contains(&line), "{spec:?}");
                }
            }
            if lines {
                assert!(lesson.is_full(), "{spec:?}");
            }
            // One step back then forward again is where it stood.
            for n in 1..=lesson.events.len() {
                let mut back = lesson.state_at(n - 1);
                back.apply(&lesson.events[n - 1]);
                assert_eq!(back, lesson.state_at(n));
            }
        }
    }
}

mod rows;
