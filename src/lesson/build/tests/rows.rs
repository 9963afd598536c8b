//! The row-by-row, list and wall-adding generators' lessons (binary tree,
//! sidewinder, Eller, restart, growing tree, recursive division), checked
//! as in the parent module.

use std::collections::HashSet;

use super::*;

#[test]
fn ellers_sets_are_tinted_and_every_set_goes_down() {
    let (lesson, maze, trace) = lesson_of(Algorithm::Eller, 13, 11, 2);
    // Worked out from the trace: a cell opened on its own (2), a wall east
    // (3, or 4 on the last row, y = 9), a wall down with the cell below (5); then 6.
    let mut expected = Vec::new();
    let floor: Vec<Pos> = trace
        .iter()
        .filter_map(|t| match *t {
            Traced::Set(p, Tile::Floor) => Some(p),
            _ => None,
        })
        .collect();
    let mut i = 0;
    while i < floor.len() {
        let p = floor[i];
        match (is_cell(p), p.y.is_multiple_of(2)) {
            (true, _) => expected.push(2),
            (false, true) => {
                expected.push(5);
                i += 1;
            }
            (false, false) => {
                expected.push(if p.y == 9 { 4 } else { 3 });
                // A new cell right after a wall east is the cell it opened into.
                if floor.get(i + 1).is_some_and(|q| is_cell(*q) && q.y == p.y && q.x == p.x + 1) {
                    i += 1;
                }
            }
        }
        i += 1;
    }
    expected.push(6);
    assert_eq!(lines(&lesson), expected);
    tints_are_the_joined_parts(&lesson);
    assert_eq!(lesson.state_at(lesson.events.len()).seen.len(), maze.floor_count());
}

#[test]
fn binary_tree_opens_each_cell_north_or_east_as_its_maze_says() {
    let algorithm = Algorithm::BinaryTree { north_percent: 50 };
    let (lesson, maze, _) = lesson_of(algorithm, 13, 11, 6);
    // Worked out from the finished maze: each cell but the top-right one,
    // row by row, opens north (3) when the wall above it is open, else east (4).
    let mut expected = Vec::new();
    for y in (1..11).step_by(2) {
        for x in (1..13).step_by(2) {
            if (x, y) != (11, 1) {
                expected.push(if maze.is_floor(Pos::new(x, y - 1)) { 3 } else { 4 });
            }
        }
    }
    expected.push(5);
    assert_eq!(lines(&lesson), expected);
    assert_eq!(lesson.state_at(lesson.events.len()).seen.len(), maze.floor_count());
}

#[test]
fn sidewinders_run_is_the_corridor_each_opening_north_closes() {
    let (lesson, maze, _) = lesson_of(Algorithm::Sidewinder, 15, 11, 12);
    // Worked out from the finished maze: the runs of each row are its
    // corridors east to west; a run is started (2), grown east (5) and
    // closed (3 on the top row, else 4 with one opening north).
    let mut expected = Vec::new();
    let mut runs = Vec::new();
    for y in (1..11).step_by(2) {
        let mut run = vec![Pos::new(1, y)];
        for x in (1..15).step_by(2) {
            if x + 2 < 15 && maze.is_floor(Pos::new(x + 1, y)) {
                run.push(Pos::new(x + 2, y));
                continue;
            }
            expected.push(2);
            expected.extend(std::iter::repeat_n(5, run.len() - 1));
            expected.push(if y == 1 { 3 } else { 4 });
            let north: Vec<&Pos> = run.iter().filter(|p| maze.is_floor(Pos::new(p.x, p.y - 1))).collect();
            assert_eq!(north.len(), usize::from(y > 1), "one way north a run: {run:?}");
            runs.push(std::mem::replace(&mut run, vec![Pos::new(x + 2, y)]));
        }
    }
    expected.push(6);
    assert_eq!(lines(&lesson), expected);
    // The run shown as each closes is that corridor, and the cell opening north is in it.
    let all = states(&lesson);
    let closed: Vec<(Vec<Pos>, Option<Pos>)> = all
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s.line, Some(3 | 4)))
        .map(|(n, s)| (all[n - 1].memory.clone(), s.at))
        .collect();
    assert_eq!(closed.iter().map(|(run, _)| run.clone()).collect::<Vec<_>>(), runs);
    for (run, at) in closed {
        assert!(run.contains(&at.unwrap()));
    }
    assert_eq!(all.last().unwrap().seen.len(), maze.floor_count());
}

#[test]
fn restart_walks_on_and_jumps_to_a_visited_cell_when_stuck() {
    let (lesson, maze, _) = lesson_of(Algorithm::RestartFromVisited, 13, 11, 4);
    let all = states(&lesson);
    let mut jumps = 0;
    for (n, state) in all.iter().enumerate().skip(1) {
        let before = &all[n - 1];
        match state.line {
            Some(4) => {
                assert!(cell_neighbours(before.at.unwrap(), 13, 11).contains(&state.at.unwrap()), "step {n}");
            }
            Some(6) => {
                jumps += 1;
                // The new cell is beside a visited one, and not beside where the walk got stuck.
                let to = state.at.unwrap();
                assert!(frontier_of(&before.seen, 13, 11).contains(&to), "step {n}");
                assert!(!cell_neighbours(before.at.unwrap(), 13, 11).contains(&to) || before.seen.contains(&to));
            }
            _ => {}
        }
    }
    assert!(jumps > 0);
    assert_eq!(all.last().unwrap().seen.len(), maze.floor_count());
    assert_eq!(lesson.events[0].at, Some(Pos::new(1, 9)), "it starts bottom left");
}

#[test]
fn the_growing_trees_list_follows_its_pick_rule() {
    use crate::maze::generate::GrowingTreePick::*;
    for pick in [Newest, Oldest, Random, Mix(50)] {
        let algorithm = Algorithm::GrowingTree(pick);
        let (lesson, maze, _) = lesson_of(algorithm, 13, 11, 3);
        let all = states(&lesson);
        for (n, state) in all.iter().enumerate().skip(1) {
            let before = &all[n - 1];
            let list = &state.memory;
            assert_eq!(list.iter().collect::<HashSet<_>>().len(), list.len(), "{algorithm} step {n}");
            let live: HashSet<Pos> = state
                .seen
                .iter()
                .copied()
                .filter(|&c| is_cell(c) && cell_neighbours(c, 13, 11).iter().any(|q| !state.seen.contains(q)))
                .collect();
            match pick {
                // A stack: the path in the finished maze from the first cell to the newest.
                Newest => {
                    for pair in list.windows(2) {
                        let wall = Pos::new((pair[0].x + pair[1].x) / 2, (pair[0].y + pair[1].y) / 2);
                        assert!(maze.is_floor(wall) && cell_neighbours(pair[0], 13, 11).contains(&pair[1]));
                    }
                }
                // A queue: each carve grows from its front.
                Oldest if state.line == Some(4) => {
                    let from = before.memory[0];
                    assert!(cell_neighbours(from, 13, 11).contains(&state.at.unwrap()), "{algorithm} step {n}");
                }
                Oldest => {}
                // Exactly the cells that can still grow.
                _ => assert_eq!(list.iter().copied().collect::<HashSet<_>>(), live, "{algorithm} step {n}"),
            }
            // Every cell that can still grow is on the list (a list may also hold finished ones).
            assert!(live.iter().all(|c| list.contains(c)), "{algorithm} step {n}");
        }
        let end = all.last().unwrap();
        assert_eq!((end.seen.len(), end.memory.len()), (maze.floor_count(), 0), "{algorithm}");
    }
}

#[test]
fn recursive_division_splits_each_chamber_with_one_gapped_wall() {
    for algorithm in [Algorithm::RecursiveDivision, Algorithm::DivisionFast] {
        division_lesson_puts_up_each_wall_across_its_chamber(algorithm);
    }
}

fn division_lesson_puts_up_each_wall_across_its_chamber(algorithm: Algorithm) {
    let (lesson, maze, trace) = lesson_of(algorithm, 17, 13, 8);
    let all = states(&lesson);
    let put_up = trace.iter().filter(|t| matches!(t, Traced::Set(_, Tile::Wall))).count();
    let mut built = 0;
    for (n, state) in all.iter().enumerate().skip(1) {
        let before = &all[n - 1];
        // Walls only ever go up where the finished maze has them.
        assert!(state.walls.iter().all(|&p| !maze.is_floor(p)), "{algorithm:?} step {n}");
        // No chamber waiting has a wall inside it.
        assert!(state.tints.keys().all(|p| !state.walls.contains(p)), "{algorithm:?} step {n}");
        if state.line == Some(5) {
            let new: Vec<Pos> = state.walls.difference(&before.walls).copied().collect();
            built += new.len();
            // One straight line across the chamber that was on top, with one gap: the tile `at`.
            let gap = state.at.unwrap();
            let chamber = before.tints[&gap];
            let across: Vec<Pos> = if new.iter().all(|p| p.y == gap.y) {
                before.tints.iter().filter(|(p, t)| **t == chamber && p.y == gap.y).map(|(p, _)| *p).collect()
            } else {
                before.tints.iter().filter(|(p, t)| **t == chamber && p.x == gap.x).map(|(p, _)| *p).collect()
            };
            assert_eq!(across.len(), new.len() + 1, "{algorithm:?} step {n}: the wall spans its chamber");
            assert!(across.iter().all(|p| *p == gap || new.contains(p)), "{algorithm:?} step {n}");
            assert!(maze.is_floor(gap), "{algorithm:?} step {n}: the gap stays open");
        }
    }
    assert_eq!(built, put_up, "{algorithm:?}: every wall the trace puts up is shown");
    let end = all.last().unwrap();
    assert!(end.tints.is_empty() && end.memory.is_empty());
    assert_eq!(lines(&lesson).last(), Some(&6));
}
