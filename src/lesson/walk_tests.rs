//! Trémaux, dead-end filling and the wall followers, checked as in
//! [`super::solver_tests`] against the rules written again here.

use std::collections::{HashMap, HashSet};

use super::solver_tests::{is_simple_path, lines, mazes, states, taught};
use super::*;
use crate::maze::MazeSpec;
use crate::maze::solve::Step;

/// Trémaux written again: each step's line, marks after it, and where the walker stands.
type WalkStep = (usize, HashMap<(Pos, Pos), u8>, Pos);

fn tremaux_by_hand(maze: &Maze) -> Vec<WalkStep> {
    let mut marks: HashMap<(Pos, Pos), u8> = HashMap::new();
    let key = |a: Pos, b: Pos| (a.min(b), a.max(b));
    let (mut at, mut came) = (maze.entrance, None);
    let mut told = vec![(1, marks.clone(), at)];
    loop {
        if at == maze.exit {
            told.push((2, marks.clone(), at));
            return told;
        }
        let m = |n: Pos| marks.get(&key(at, n)).copied().unwrap_or(0);
        let old_junction = maze.floor_neighbours(at).any(|n| Some(n) != came && m(n) > 0);
        let (line, next) = match came {
            Some(c) if m(c) == 1 && old_junction => (3, Some(c)),
            _ => (4, maze.floor_neighbours(at).filter(|&n| m(n) < 2).min_by_key(|&n| m(n))),
        };
        let Some(next) = next else {
            told.push((6, marks.clone(), at));
            return told;
        };
        *marks.entry(key(at, next)).or_default() += 1;
        (came, at) = (Some(at), next);
        told.push((line, marks.clone(), at));
    }
}

#[test]
fn tremaux_draws_its_marks_and_lights_the_rule_that_chose_each_step() {
    for maze in mazes() {
        let (traced, search) = taught(&maze, Solver::Tremaux);
        let lesson = &traced.lesson;
        let expected = tremaux_by_hand(&maze);
        assert_eq!(lines(lesson), expected.iter().map(|e| e.0).collect::<Vec<_>>());
        let all = states(lesson);
        for (n, (state, (_, marks, at))) in all.iter().zip(&expected).enumerate() {
            assert_eq!(&state.marks, marks, "step {n}: the marks drawn are the walk's");
            assert!(state.marks.values().all(|&m| (1..=2).contains(&m)), "never a third mark");
            assert_eq!(state.at, Some(*at), "step {n}");
            // The memory: the passages marked once, a path from the entrance to the walker.
            // (Just back at a tile been to by a new passage, the walker stands
            // on the path twice, and turns back at once.)
            let (walker, path) = state.memory.split_last().unwrap();
            assert_eq!(walker, at);
            if path.contains(walker) {
                assert_eq!(expected.get(n + 1).map(|e| e.0), Some(3), "step {n}: it turns back next");
            } else {
                assert!(is_simple_path(&state.memory, maze.entrance), "step {n}: {:?}", state.memory);
            }
            assert!(state.memory.windows(2).all(|w| w[0].manhattan(w[1]) == 1));
            assert!(state.memory.windows(2).all(|w| state.marks_between(w[0], w[1]) == 1));
            let once = state.marks.values().filter(|&&m| m == 1).count();
            assert_eq!(once, state.memory.len() - 1, "step {n}: every passage marked once is on it");
            // A tile is dead once every passage it has is marked twice.
            for &d in &state.dead {
                assert!(maze.floor_neighbours(d).all(|q| state.marks_between(d, q) == 2), "step {n}: {d:?}");
            }
        }
        assert_eq!(all.last().unwrap().memory, search.route.unwrap(), "the passages marked once are the route");
    }
}

/// Floor neighbours of `p` not in `filled`.
fn open_around(maze: &Maze, p: Pos, filled: &HashSet<Pos>) -> usize {
    maze.floor_neighbours(p).filter(|q| !filled.contains(q)).count()
}

#[test]
fn dead_end_filling_lists_only_dead_ends_and_fills_all_it_should() {
    for maze in mazes() {
        let (traced, search) = taught(&maze, Solver::DeadEndFilling);
        let lesson = &traced.lesson;
        let ends = |p: Pos| p == maze.entrance || p == maze.exit;
        // Lines worked out from the maze and the trace's order of filling.
        let mut expected = vec![1];
        let mut filled = HashSet::new();
        let fills = search.trace.iter().take_while(|s| matches!(s, Step::DeadEnd(_))).count();
        for step in &search.trace[..fills] {
            let Step::DeadEnd(p) = *step else { unreachable!() };
            filled.insert(p);
            expected.push(3);
            let newly = maze.floor_neighbours(p).filter(|&n| !filled.contains(&n) && !ends(n));
            expected.extend(newly.filter(|&n| open_around(&maze, n, &filled) == 1).map(|_| 4));
        }
        for (i, step) in search.trace[fills..].iter().enumerate() {
            let last = fills + i + 1 == search.trace.len();
            expected.push(match step {
                Step::Frontier(_) if i == 0 => 5,
                Step::Visit(_) if last => 7,
                _ => 6,
            });
        }
        assert_eq!(lines(lesson), expected);
        // Everything that can be filled is, found again by filling until nothing changes.
        let mut fixpoint = HashSet::new();
        let floor: Vec<Pos> = (0..maze.tiles().len()).map(|i| maze.pos_of(i)).filter(|&p| maze.is_floor(p)).collect();
        while let Some(p) =
            floor.iter().find(|&&p| !ends(p) && !fixpoint.contains(&p) && open_around(&maze, p, &fixpoint) <= 1)
        {
            fixpoint.insert(*p);
        }
        let all = states(lesson);
        for (n, state) in all.iter().enumerate() {
            if state.kept.is_none() {
                // The list: tiles not filled yet, each a dead end by now, the last listed filled first.
                for &p in &state.memory {
                    assert!(!state.dead.contains(&p) && !ends(p), "step {n}");
                    assert!(open_around(&maze, p, &state.dead) <= 1, "step {n}: {p:?} is a dead end");
                }
                if state.line == Some(3) {
                    assert_eq!(all[n - 1].memory.last(), state.at.as_ref(), "step {n} fills the last listed");
                }
            } else {
                assert_eq!(state.memory_kind(lesson), Some(QUEUE));
            }
        }
        let end = all.last().unwrap();
        assert_eq!(end.dead, fixpoint, "every dead end, and only those, is filled");
        let route: HashSet<Pos> = search.route.clone().unwrap().into_iter().collect();
        assert!(end.dead.is_disjoint(&route));
        if maze.floor_count() == maze.cell_columns() * maze.cell_rows() * 2 - 1 {
            assert_eq!(floor.len() - end.dead.len(), route.len(), "a perfect maze is filled down to its route");
        }
    }
}

/// A wall follower written again: each step's line, where it stands and which way it faces.
fn follow_by_hand(maze: &Maze, left: bool) -> Vec<(usize, Pos, Dir)> {
    let round = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];
    let turn = |d: Dir, quarters: usize| round[(round.iter().position(|&r| r == d).unwrap() + quarters) % 4];
    let hand = |d: Dir| turn(d, if left { 3 } else { 1 });
    let open = |p: Pos, d: Dir| maze.walk(p, d);
    let start = maze.entrance;
    let ways: Vec<Dir> = round.into_iter().filter(|&d| open(start, d).is_some()).collect();
    let mut facing = *ways.iter().find(|&&d| open(start, hand(d)).is_none()).unwrap_or(&ways[0]);
    let mut at = start;
    let mut told = vec![(1, at, facing)];
    let mut first = None;
    loop {
        let tries = [hand(facing), facing, turn(hand(facing), 2), turn(facing, 2)];
        let k = tries.iter().position(|&d| open(at, d).is_some()).unwrap();
        (at, facing) = (open(at, tries[k]).unwrap(), tries[k]);
        told.push((3 + k, at, facing));
        if at == maze.exit {
            told.push((2, at, facing));
            return told;
        }
        match first {
            None => first = Some((at, facing)),
            Some(state) if state == (at, facing) => {
                told.push((7, at, facing));
                return told;
            }
            Some(_) => {}
        }
    }
}

fn check_follower(maze: &Maze, solver: Solver) -> Option<Vec<Pos>> {
    let (traced, search) = taught(maze, solver);
    let lesson = &traced.lesson;
    let expected = follow_by_hand(maze, solver == Solver::WallFollowerLeft);
    assert_eq!(lines(lesson), expected.iter().map(|e| e.0).collect::<Vec<_>>(), "{solver}");
    let all = states(lesson);
    for (n, (state, &(_, at, facing))) in all.iter().zip(&expected).enumerate() {
        assert_eq!((state.at, state.facing), (Some(at), Some(facing)), "{solver} step {n}");
        assert!(is_simple_path(&state.memory, maze.entrance), "{solver} step {n}: the walk with loops cut");
        assert_eq!(state.memory.last(), Some(&at));
    }
    let end = all.last().unwrap();
    search.route.ok().inspect(|route| assert_eq!(&end.memory, route, "{solver}: the walk ends as the route"))
}

#[test]
fn the_wall_followers_light_the_turn_they_take_and_keep_their_walk() {
    for maze in mazes() {
        for solver in [Solver::WallFollowerLeft, Solver::WallFollowerRight] {
            check_follower(&maze, solver);
        }
    }
}

#[test]
fn a_wall_follower_lost_round_an_island_says_so() {
    let lost = (1..200)
        .map(|seed| {
            MazeSpec::new(15, 15, seed).with_braid(100).with_exits(crate::maze::Exits::Hardest).generate().unwrap()
        })
        .find(|maze| check_follower(maze, Solver::WallFollowerLeft).is_none())
        .expect("a braided maze with the exit on an island");
    let (traced, _) = taught(&lost, Solver::WallFollowerLeft);
    let end = traced.lesson.state_at(traced.lesson.events.len());
    assert_eq!(end.line, Some(7));
    assert!(end.why(false).contains("round and round"));
}
