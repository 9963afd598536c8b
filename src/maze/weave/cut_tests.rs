//! Weave mazes cut to shapes and carrying items: still perfect over their places, crossings only
//! where the shape keeps all their cells, codes that name both, and items whose keys come
//! before their doors over (cell, over or under). The item checks are shared with floors.

use std::collections::VecDeque;

use super::*;
use crate::maze::generate::{Algorithm, GridShape, check_chars};
use crate::maze::grid::HexShape;
use crate::maze::items::{ItemSpec, Items, Progress, solve};
use crate::maze::mask::Shape;

const SHAPES: [Shape; 4] = [Shape::Heart, Shape::Star, Shape::Ring, Shape::Panda];

fn grids() -> [WeaveGrid; 3] {
    [
        WeaveGrid::Square { cols: 24, rows: 20 },
        WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 22, rows: 18 })),
        WeaveGrid::Shape(GridShape::Round { rings: 12 }),
    ]
}

/// Which nodes a breadth-first walk reaches from `from` over `next`, never
/// entering a node in `shut` and never going on from `goal` (a walk ends there).
pub(crate) fn reach(nodes: usize, next: &impl Fn(u32) -> Vec<u32>, from: u32, goal: u32, shut: &[u32]) -> Vec<bool> {
    let mut seen = vec![false; nodes];
    seen[from as usize] = true;
    let mut queue = VecDeque::from([from]);
    while let Some(v) = queue.pop_front() {
        if v == goal && v != from {
            continue;
        }
        for w in next(v) {
            if !shut.contains(&w) && !std::mem::replace(&mut seen[w as usize], true) {
                queue.push_back(w);
            }
        }
    }
    seen
}

/// The items hold their promise over the graph `next` (nodes `0..nodes`,
/// walking from `start` to `goal`): a key for every door; with door `k` and
/// every later one shut, key `k` is reached and the goal is not (the door is
/// in the way); and the item solver's full clear is a walk over `next` that
/// picks up each key before it steps on that key's door, eats every shoot and
/// ends at the goal. Returns the full clear's steps.
pub(crate) fn assert_items_hold(
    nodes: usize,
    next: impl Fn(u32) -> Vec<u32>,
    (start, goal): (u32, u32),
    board: &impl crate::maze::items::ItemBoard<At = u32>,
    items: &Items<u32>,
    what: &str,
) -> usize {
    assert_eq!(items.keys.len(), items.doors.len(), "{what}: a key for every door");
    for k in 0..items.doors.len() {
        let seen = reach(nodes, &next, start, goal, &items.doors[k..]);
        assert!(seen[items.keys[k] as usize], "{what}: key {k} is out of reach before door {k} opens");
        assert!(!seen[goal as usize], "{what}: the exit is reached past shut door {k}");
    }
    let walk = solve(board, items, Progress::at(start), true).unwrap_or_else(|| panic!("{what}: no full clear"));
    assert_eq!((walk[0], *walk.last().unwrap()), (start, goal), "{what}: the walk's ends");
    let mut keys = 0u8;
    for pair in walk.windows(2) {
        assert!(next(pair[0]).contains(&pair[1]), "{what}: {} to {} is no step", pair[0], pair[1]);
        if let Some(k) = items.door_at(pair[1]) {
            assert!(keys & (1 << k.index()) != 0, "{what}: door {k:?} passed without its key");
        }
        if let Some(k) = items.key_at(pair[1]) {
            keys |= 1 << k.index();
        }
    }
    for &b in &items.bamboo {
        assert!(walk.contains(&b), "{what}: shoot at {b} not eaten");
    }
    walk.len() - 1
}

/// The neighbours of node `v` of `maze` over its places.
fn next_of<G: Grid>(maze: &WeaveMaze<G>) -> impl Fn(u32) -> Vec<u32> + '_ {
    move |v| {
        let mut out = Vec::new();
        maze.for_each_next(v, |w| out.push(w));
        out
    }
}

/// Checks a weave maze cut to a shape: perfect over its places (every place
/// reached by an independent walk, one passage fewer than places), Buck's rule
/// held, its exits on the ground, and every crossing's two passages the base
/// grid's own straight lines through the cell (the shape cut none of their cells).
fn check_cut<G: Grid>(maze: &WeaveMaze<crate::maze::mask::grids::Masked<G>>, what: &str) {
    let n = maze.node_count();
    assert_eq!(maze.edge_count() + 1, n, "{what}: places − 1 passages");
    let seen = reach(n, &next_of(maze), 0, u32::MAX, &[]);
    assert!(seen.iter().all(|&s| s), "{what}: a place is not reached");
    assert_eq!(maze.rule_broken(), None, "{what}");
    let cut = &maze.flat.grid;
    let cells = cut.cell_count() as u32;
    assert!(maze.flat.entrance < cells && maze.flat.exit < cells && maze.flat.entrance != maze.flat.exit, "{what}");
    let base = cut.base();
    for x in maze.crossings() {
        let b = cut.base_cell(x.cell);
        let whole = base.neighbours(b);
        assert_eq!(whole.len(), cut.neighbours(x.cell).len(), "{what}: crossing {} beside a cut cell", x.cell);
        for pair in [x.over, x.under] {
            let [s, t] = pair.map(|s| {
                let end = cut.base_cell(cut.neighbours(x.cell)[s as usize]);
                whole.iter().position(|&m| m == end).expect("a base neighbour")
            });
            assert_eq!(across(base, b, s), Some(t), "{what}: crossing {} is not straight on the whole grid", x.cell);
        }
    }
}

#[test]
fn a_weave_maze_cut_to_a_shape_is_perfect_and_its_crossings_lie_whole_inside() {
    let mut crossings = 0;
    for grid in grids() {
        for shape in SHAPES {
            for (algorithm, version) in [
                (Algorithm::Backtracker, 1),
                (Algorithm::Backtracker, 2),
                (Algorithm::Backtracker, 3),
                (Algorithm::Kruskal, 1),
                (Algorithm::Kruskal, 2),
            ] {
                let spec = WeaveSpec::new(grid, 60, 7).with_algorithm(algorithm).with_version(version).with_mask(shape);
                let what = spec.code();
                crossings += match spec.generate().unwrap() {
                    WeaveMazeAny::CutSquare(m) => {
                        check_cut(&m, &what);
                        m.crossings().len()
                    }
                    WeaveMazeAny::Cut(m) => {
                        check_cut(&m, &what);
                        m.crossings().len()
                    }
                    _ => panic!("{what}: a cut maze"),
                };
            }
        }
    }
    assert!(crossings > 500, "cut weave mazes cross {crossings} times in all");
}

#[test]
fn a_cut_weave_maze_braided_keeps_every_place_and_the_rule() {
    for grid in grids() {
        let spec = WeaveSpec::new(grid, 80, 3).with_mask(Shape::Heart).with_braid(60);
        let maze = spec.generate().unwrap();
        crate::on_weave_maze!(&maze, m => {
            let seen = reach(m.node_count(), &next_of(m), 0, u32::MAX, &[]);
            assert!(seen.iter().all(|&s| s), "{}: a place is not reached", spec.code());
            assert_eq!(m.rule_broken(), None);
            assert!(m.edge_count() + 1 > m.node_count(), "{}: braided, so loops", spec.code());
        });
    }
}

#[test]
fn weave_codes_name_a_shape_and_items_and_bring_the_same_maze_back() {
    let items = ItemSpec { bamboo: 3, doors: 2, bamboo_gate: true };
    for grid in grids() {
        let spec = WeaveSpec::new(grid, 50, 11).with_mask(Shape::Star).with_braid(20).with_items(items);
        let code = spec.code();
        assert!(code.contains(".w50-star-b20-s3-k2-g-v3-"), "{code}");
        let read = WeaveSpec::from_code(&code.to_ascii_uppercase()).unwrap();
        assert_eq!(read, spec, "{code}");
        let (a, b) = (spec.generate().unwrap(), read.generate().unwrap());
        let crossings = |m: &WeaveMazeAny| crate::on_weave_maze!(m, m => m.crossings().to_vec());
        let passages = |m: &WeaveMazeAny| crate::on_weave_maze!(m, m => m.flat.passages().collect::<Vec<_>>());
        assert_eq!((crossings(&a), passages(&a)), (crossings(&b), passages(&b)), "{code}");
        let placed = |m: &WeaveMazeAny| crate::on_weave_maze!(m, m => spec.place_items(m));
        assert_eq!(placed(&a), placed(&b), "{code}: the same items");
    }
    // Out of order, or a word that names nothing: refused, saying why.
    for (body, why) in [
        ("backtracker-21x21.w40-b20-star-1", "not written as"),
        ("backtracker-21x21.w40-k2-s3-1", "not written as"),
        ("backtracker-21x21.w40-zz-1", "neither a shape"),
        ("kruskal-hex8x6.f3t-s2-v2-5", "no version mark"),
    ] {
        let code = format!("{body}.{}", check_chars(body));
        let err = if body.contains(".f") {
            crate::maze::floors::FloorSpec::from_code(&code).unwrap_err()
        } else {
            WeaveSpec::from_code(&code).unwrap_err()
        };
        assert!(err.contains(why), "{code}: {err}");
    }
}

#[test]
fn items_on_a_weave_maze_lie_on_plain_ground_and_each_key_comes_before_its_door() {
    let mut doors = 0;
    for grid in grids() {
        for (seed, shape) in [(1, Shape::None), (2, Shape::None), (3, Shape::Heart), (4, Shape::Ring)] {
            let items = ItemSpec { bamboo: 4, doors: 3, bamboo_gate: seed % 2 == 0 };
            let spec = WeaveSpec::new(grid, 100, seed).with_mask(shape).with_items(items);
            let what = spec.code();
            crate::on_weave_maze!(&spec.generate().unwrap(), m => {
                let placed = spec.place_items(m);
                let cells = m.flat.grid.cell_count() as u32;
                for &p in placed.keys.iter().chain(&placed.doors).chain(&placed.bamboo) {
                    assert!(p < cells && m.crossing_at(p).is_none(), "{what}: an item at node {p}");
                }
                assert_eq!(placed.bamboo.len(), 4, "{what}");
                doors += placed.doors.len();
                let ends = (m.flat.entrance, m.flat.exit);
                assert_items_hold(m.node_count(), next_of(m), ends, &WeaveBoard::new(m), &placed, &what);
            });
        }
    }
    assert!(doors >= 24, "{doors} doors laid on 12 weave mazes");
}

#[test]
fn a_shape_that_leaves_no_crossing_is_refused_saying_why() {
    // A weave maze of 3x3 cells cut to a ring keeps no cell with its four neighbours.
    let spec = WeaveSpec::new(WeaveGrid::Square { cols: 3, rows: 3 }, 50, 1).with_mask(Shape::Ring);
    let err = spec.generate().unwrap_err();
    assert!(err.contains("no inner cell with two straight ways through it") && err.contains("cut to a ring"), "{err}");
}

/// Breadth-first steps from `from` over `next` (`u32::MAX` where unreached).
pub(crate) fn steps(nodes: usize, next: &impl Fn(u32) -> Vec<u32>, from: u32) -> Vec<u32> {
    let mut dist = vec![u32::MAX; nodes];
    dist[from as usize] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(v) = queue.pop_front() {
        for w in next(v) {
            if dist[w as usize] == u32::MAX {
                dist[w as usize] = dist[v as usize] + 1;
                queue.push_back(w);
            }
        }
    }
    dist
}

#[test]
fn weave_exits_lie_on_the_ground_where_asked_and_codes_name_them() {
    use crate::maze::solve::grids::GridExits;
    for grid in grids() {
        for exits in GridExits::ALL {
            for shape in [Shape::None, Shape::Star] {
                let spec = WeaveSpec::new(grid, 60, 5).with_mask(shape).with_exits(exits).with_braid(10);
                let code = spec.code();
                assert_eq!(code.contains(&format!("-x{}-", exits.name())), exits != spec.default_exits(), "{code}");
                assert_eq!(WeaveSpec::from_code(&code), Ok(spec), "{code}");
                crate::on_weave_maze!(&spec.generate().unwrap(), m => {
                    let (a, b, g) = (m.flat.entrance, m.flat.exit, &m.flat.grid);
                    let n = g.cell_count() as u32;
                    assert!(a < n && b < n && a != b, "{code}: exits {a} and {b} on the ground");
                    let from_a = steps(m.node_count(), &next_of(m), a);
                    let ground_max = (0..n).map(|c| from_a[c as usize]).max().unwrap();
                    match exits {
                        GridExits::Hardest => assert_eq!(from_a[b as usize], ground_max, "{code}: the farthest"),
                        // The entrance a rim cell; the exit far off (on the rim where one is far enough).
                        GridExits::Random => assert!(g.on_rim(a) && from_a[b as usize] * 3 >= ground_max, "{code}: {a} to {b}"),
                        GridExits::Centre => assert!(g.on_rim(b), "{code}: out to the rim"),
                        GridExits::Corners => {}
                    }
                });
            }
        }
    }
}
