//! Item layouts over many seeds: placed where they must be, solvable, and the
//! point-to-point solver's optimum equal to a plain search over every state.

use std::collections::{HashMap, VecDeque};

use super::*;
use crate::maze::generate::{Algorithm, GrowingTreePick, MazeSpec};
use crate::maze::grid::Maze;

/// Every tile a walker holding `keys` reaches from the entrance (the exit not crossed).
pub(super) fn reach<B: ItemBoard>(maze: &B, items: &Items<B::At>, keys: u8) -> Vec<bool> {
    let mut seen = vec![false; maze.spot_count()];
    let mut queue = VecDeque::from([maze.start_spot()]);
    seen[maze.spot_index(maze.start_spot())] = true;
    while let Some(p) = queue.pop_front() {
        for q in maze.next_spots(p) {
            if items.passable(maze, q, keys) && !std::mem::replace(&mut seen[maze.spot_index(q)], true) {
                queue.push_back(q);
            }
        }
    }
    seen
}

/// The plain search: breadth-first over every (tile, keys, eaten) state,
/// with the rules of the module written out again step by step.
pub(super) fn brute_force<B: ItemBoard>(
    maze: &B,
    items: &Items<B::At>,
    from: Progress<B::At>,
    all_bamboo: bool,
) -> Option<usize> {
    let all = items.all_bamboo();
    let done = |eaten: u16| eaten == all || (!items.bamboo_gate && !all_bamboo);
    let mut seen = HashMap::from([(from, 0usize)]);
    let mut queue = VecDeque::from([from]);
    while let Some(s) = queue.pop_front() {
        let d = seen[&s];
        if s.at == maze.goal_spot() && done(s.eaten) {
            return Some(d);
        }
        if s.at == maze.goal_spot() && s != from && (!items.bamboo_gate || s.eaten == all) {
            continue; // the walk ended here, but not as asked
        }
        for q in maze.next_spots(s.at) {
            if let Some(k) = items.door_at(q)
                && s.keys & (1 << k.index()) == 0
            {
                continue;
            }
            let mut next = Progress { at: q, ..s };
            if let Some(k) = items.keys.iter().position(|&p| p == q) {
                next.keys |= 1 << k;
            }
            if let Some(b) = items.bamboo.iter().position(|&p| p == q) {
                next.eaten |= 1 << b;
            }
            if let std::collections::hash_map::Entry::Vacant(slot) = seen.entry(next) {
                slot.insert(d + 1);
                queue.push_back(next);
            }
        }
    }
    None
}

/// Replays `walk` from `from` by the rules; panics on an illegal step or an
/// early end, and returns the progress at the end.
pub(super) fn replay<B: ItemBoard>(
    maze: &B,
    items: &Items<B::At>,
    from: Progress<B::At>,
    walk: &[B::At],
) -> Progress<B::At> {
    assert_eq!(walk[0], from.at);
    let mut now = from;
    for (n, &q) in walk.iter().enumerate().skip(1) {
        assert!(maze.next_spots(now.at).any(|p| p == q), "step {n} jumps or goes through a wall");
        assert!(items.passable(maze, q, now.keys), "step {n} onto {q:?} goes through a shut door or wall");
        assert!(now.at != maze.goal_spot() || !items.exit_open(now.eaten) || n == 1, "the walk went on after the exit");
        now = items.arrive(now, q);
    }
    now
}

fn specs() -> impl Iterator<Item = MazeSpec> {
    let algorithms = [
        Algorithm::Backtracker,
        Algorithm::Kruskal,
        Algorithm::Wilson,
        Algorithm::GrowingTree(GrowingTreePick::Random),
        Algorithm::RecursiveDivision,
    ];
    (0..60u64).flat_map(move |seed| {
        let a = algorithms[seed as usize % algorithms.len()];
        [(21, 21), (31, 17), (41, 41)].map(|(w, h)| MazeSpec::new(w, h, seed).with_algorithm(a))
    })
}

#[test]
fn layouts_are_solvable_and_doors_need_their_keys() {
    for spec in specs() {
        let maze = spec.generate().unwrap();
        for (doors, bamboo) in [(1, 0), (2, 4), (3, 6), (4, 10)] {
            let items = place(&maze, ItemSpec { bamboo, doors, bamboo_gate: bamboo % 4 == 0 }, spec.seed);
            let name = format!("{} with {doors} doors, {bamboo} shoots", spec.code());
            assert_eq!(items, place(&maze, ItemSpec { bamboo, doors, bamboo_gate: bamboo % 4 == 0 }, spec.seed));
            assert_eq!(items.doors.len(), usize::from(doors), "{name}: a perfect maze has room for every door");
            assert_eq!(items.keys.len(), items.doors.len(), "{name}");
            assert_eq!(items.bamboo.len(), usize::from(bamboo), "{name}");
            let mut all: Vec<Pos> = [&items.doors, &items.keys, &items.bamboo].into_iter().flatten().copied().collect();
            all.extend([maze.entrance, maze.exit]);
            let count = all.len();
            all.sort();
            all.dedup();
            assert_eq!(all.len(), count, "{name}: two things on one tile");
            assert!(all.iter().all(|&p| maze.is_floor(p)), "{name}: an item in a wall");
            let full = (1u8 << items.keys.len()) - 1;
            for k in 0..items.doors.len() {
                let held_before = (1u8 << k) - 1;
                assert!(reach(&maze, &items, held_before)[maze.index(items.keys[k])], "{name}: key {k} out of reach");
                let without_k = full & !(1 << k);
                assert!(
                    !reach(&maze, &items, without_k)[maze.index(maze.exit)],
                    "{name}: door {k} can be walked around"
                );
            }
            let walk =
                solve(&maze, &items, Progress::start(&maze), true).unwrap_or_else(|| panic!("{name}: unsolvable"));
            let end = replay(&maze, &items, Progress::start(&maze), &walk);
            assert_eq!((end.at, end.eaten, end.keys), (maze.exit, items.all_bamboo(), full), "{name}");
            assert_eq!(optimum(&maze, &items), Some(walk.len() - 1));
        }
    }
}

#[test]
fn keys_wait_in_dead_ends_between_the_doors() {
    let (mut in_dead_ends, mut keys) = (0, 0);
    for spec in specs() {
        let maze = spec.generate().unwrap();
        let items = place(&maze, ItemSpec { doors: 3, ..ItemSpec::default() }, spec.seed);
        let dead_end = |p: Pos| maze.floor_neighbours(p).count() == 1;
        for (k, &key) in items.keys.iter().enumerate() {
            keys += 1;
            in_dead_ends += usize::from(dead_end(key));
            let now = reach(&maze, &items, (1u8 << k) - 1);
            let before = if k > 0 { reach(&maze, &items, (1u8 << (k - 1)) - 1) } else { vec![false; now.len()] };
            assert!(!before[maze.index(key)], "{}: key {k} is not behind door {}", spec.code(), k.max(1) - 1);
            // A free dead end in the stretch means the key is in one.
            let taken = |p: Pos| {
                p == maze.entrance || p == maze.exit || items.doors.contains(&p) || items.keys[..k].contains(&p)
            };
            let free_dead_end = (0..now.len())
                .map(|i| maze.pos_of(i))
                .any(|p| now[maze.index(p)] && !before[maze.index(p)] && dead_end(p) && !taken(p));
            assert!(!free_dead_end || dead_end(key), "{}: key {k} at {key} is not in a dead end", spec.code());
        }
    }
    assert!(in_dead_ends * 10 >= keys * 8, "only {in_dead_ends} of {keys} keys in dead ends");
}

#[test]
fn the_optimum_equals_a_search_over_every_state_on_small_boards() {
    let mut checked = 0;
    for seed in 0..120u64 {
        let (w, h) = [(7, 7), (9, 7), (11, 11), (13, 9)][seed as usize % 4];
        let spec = MazeSpec::new(w, h, seed)
            .with_algorithm([Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::PrimTrue][seed as usize % 3])
            .with_braid([0, 40, 100][seed as usize % 3]);
        let maze = spec.generate().unwrap();
        let spec = ItemSpec { bamboo: (seed % 5) as u8, doors: (seed % 4) as u8, bamboo_gate: seed % 2 == 0 };
        let items = place(&maze, spec, seed);
        for all_bamboo in [true, false] {
            let start = Progress::start(&maze);
            let walk = solve(&maze, &items, start, all_bamboo);
            assert_eq!(
                walk.as_ref().map(|w| w.len() - 1),
                brute_force(&maze, &items, start, all_bamboo),
                "seed {seed}"
            );
            // From every point of the best walk, too (keys and shoots part-held).
            let Some(walk) = walk else { continue };
            let mut now = start;
            for &p in &walk[1..walk.len() - 1] {
                now = items.arrive(now, p);
                let rest = solve(&maze, &items, now, all_bamboo).expect("the rest of a walk is a walk");
                replay(&maze, &items, now, &rest);
                assert_eq!(
                    Some(rest.len() - 1),
                    brute_force(&maze, &items, now, all_bamboo),
                    "seed {seed} from {now:?}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn specs_are_checked_against_the_limits() {
    assert!(ItemSpec::default().is_empty());
    assert!(ItemSpec { bamboo: 11, ..ItemSpec::default() }.check(21, 21).unwrap_err().contains("at most 10"));
    assert!(ItemSpec { doors: 5, ..ItemSpec::default() }.check(21, 21).unwrap_err().contains("at most 4"));
    assert!(ItemSpec { doors: 1, ..ItemSpec::default() }.check(203, 201).unwrap_err().contains("201x201"));
    assert_eq!(ItemSpec::default().check(4003, 4003), Ok(()));
    // A board without a way out gets no doors, and its shoots still lie on floor.
    let mut maze = Maze::walled(9, 9).unwrap();
    maze.set(Pos::new(1, 1), crate::maze::Tile::Floor);
    maze.set(Pos::new(2, 1), crate::maze::Tile::Floor);
    maze.set(Pos::new(3, 1), crate::maze::Tile::Floor);
    let items = place(&maze, ItemSpec { bamboo: 5, doors: 2, bamboo_gate: true }, 1);
    assert!(items.doors.is_empty() && items.keys.is_empty());
    assert_eq!(
        items.bamboo,
        vec![Pos::new(3, 1), Pos::new(2, 1)].into_iter().filter(|p| items.bamboo.contains(p)).collect::<Vec<_>>()
    );
    assert_eq!(items.bamboo.len(), 2);
    assert_eq!(optimum(&maze, &items), None);
}

#[test]
fn codes_carry_items_and_name_the_same_layout() {
    let plain = MazeSpec::new(21, 21, 77);
    assert_eq!(plain.code().rsplit_once('.').unwrap().0, "backtracker-21x21.25", "no items, no options");
    for items in [
        ItemSpec { bamboo: 5, doors: 0, bamboo_gate: false },
        ItemSpec { bamboo: 0, doors: 3, bamboo_gate: false },
        ItemSpec { bamboo: 10, doors: 4, bamboo_gate: true },
        ItemSpec { bamboo: 0, doors: 0, bamboo_gate: true },
    ] {
        let spec = plain.with_items(items).with_braid(20);
        let code = spec.code();
        let read = MazeSpec::from_code(&code).unwrap();
        assert_eq!(read, spec, "{code}");
        assert_eq!(MazeSpec::from_code(&spec.plain_code()), Ok(spec), "{}", spec.plain_code());
        let (maze, again) = (spec.generate().unwrap(), read.generate().unwrap());
        assert_eq!(maze, plain.with_braid(20).generate().unwrap(), "items leave the maze as it was");
        assert_eq!(spec.place_items(&maze), read.place_items(&again), "{code}");
    }
    let code = plain.with_items(ItemSpec { bamboo: 5, doors: 2, bamboo_gate: true }).code();
    assert!(code.starts_with("backtracker-21x21.s5-k2-g-25."), "{code}");
    for bad in
        ["backtracker-21x21-s11-1", "backtracker-21x21-k5-1", "backtracker-21x21-sx-1", "backtracker-301x301-s1-1"]
    {
        assert!(MazeSpec::from_code(bad).is_err(), "{bad} was read");
    }
    assert!(MazeSpec::from_code("backtracker-21x21-q1-1").unwrap_err().contains("s5 (shoots)"));
}

#[test]
fn a_way_to_a_tile_never_crosses_a_shut_door_or_an_open_exit() {
    for spec in specs().take(30) {
        let maze = spec.generate().unwrap();
        let items = place(&maze, ItemSpec { doors: 2, bamboo: 2, bamboo_gate: false }, spec.seed);
        let start = Progress::start(&maze);
        assert_eq!(way_to(&maze, &items, start, maze.exit), None, "{}: the exit is behind a door", spec.code());
        let key = way_to(&maze, &items, start, items.keys[0]).expect("the first key is in reach");
        replay(&maze, &items, start, &key);
        let all = Progress { keys: 0b11, ..start };
        let out = way_to(&maze, &items, all, maze.exit).expect("with both keys the exit is in reach");
        replay(&maze, &items, all, &out);
        assert_eq!(out.len() - 1, crate::maze::astar(&maze).unwrap().len() - 1, "the shortest way, doors open");
    }
}
