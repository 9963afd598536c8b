//! Every generator on every grid makes a perfect maze, the same one for the same seed.

use super::*;
use crate::maze::generate::rng_from_seed;
use crate::maze::grid::{AnyGrid, HexGrid, HexShape, RoundGrid, SquareGrid, TriangleGrid, TriangleShape, UpsilonGrid};

/// Cells reached from cell 0 through open passages, counted by a search written here.
fn reached<G: Grid>(maze: &GridMaze<G>) -> usize {
    let mut seen = vec![false; maze.grid.cell_count()];
    let mut todo = vec![0u32];
    seen[0] = true;
    let mut count = 1;
    while let Some(c) = todo.pop() {
        for &m in maze.grid.neighbours(c) {
            if !seen[m as usize] && maze.linked(c, m) {
                seen[m as usize] = true;
                count += 1;
                todo.push(m);
            }
        }
    }
    count
}

fn check_perfect<G: Grid + Clone>(grid: &G, what: &str) {
    let rings = grid.rings().is_some();
    for algorithm in runs_on(rings) {
        for seed in 0..12 {
            let maze = carve(grid.clone(), algorithm, StartCorner::Random, &mut rng_from_seed(seed)).unwrap();
            let n = grid.cell_count();
            if let Algorithm::Irregular { .. } = algorithm {
                // Loops and rooms, but every cell joined.
                assert!(maze.passage_count() >= n - 1, "{what} {algorithm} seed {seed}: passages");
                assert_eq!(reached(&maze), n, "{what} {algorithm} seed {seed}: every cell reachable");
                continue;
            }
            assert_eq!(maze.passage_count(), n - 1, "{what} {algorithm} seed {seed}: passages");
            assert_eq!(reached(&maze), n, "{what} {algorithm} seed {seed}: every cell reachable");
            assert_eq!(maze.passages().count(), n - 1, "{what} {algorithm} seed {seed}: passages listed");
        }
        let once = carve(grid.clone(), algorithm, StartCorner::TopLeft, &mut rng_from_seed(99)).unwrap();
        let again = carve(grid.clone(), algorithm, StartCorner::TopLeft, &mut rng_from_seed(99)).unwrap();
        assert!(once.passages().eq(again.passages()), "{what} {algorithm}: a seed names one maze");
    }
}

#[test]
fn the_irregular_map_has_loops_and_rooms_by_its_density() {
    let grid = HexGrid::new(HexShape::Rectangle { cols: 30, rows: 20 }).unwrap();
    let n = grid.cell_count();
    let mut extra = Vec::new();
    for density in [80, 60, 30] {
        let algorithm = Algorithm::Irregular { density_percent: density };
        let maze = carve(grid.clone(), algorithm, StartCorner::TopLeft, &mut rng_from_seed(5)).unwrap();
        assert_eq!(reached(&maze), n, "density {density}: every cell joined");
        extra.push(maze.passage_count() - (n - 1));
    }
    assert!(extra[0] > 0 && extra[0] < extra[1] && extra[1] < extra[2], "fewer walls, more loops: {extra:?}");
}

#[test]
fn every_generator_makes_perfect_mazes_on_every_grid() {
    for rings in [1, 3, 9] {
        check_perfect(&RoundGrid::new(rings).unwrap(), &format!("round {rings}"));
    }
    for (cols, rows) in [(1, 1), (1, 2), (2, 2), (6, 5), (17, 11)] {
        check_perfect(&HexGrid::new(HexShape::Rectangle { cols, rows }).unwrap(), &format!("hex {cols}x{rows}"));
        let tri = TriangleGrid::new(TriangleShape::Rectangle { cols, rows }).unwrap();
        check_perfect(&tri, &format!("tri {cols}x{rows}"));
        check_perfect(&SquareGrid::new(cols, rows).unwrap(), &format!("square {cols}x{rows}"));
        check_perfect(&UpsilonGrid::new(cols, rows).unwrap(), &format!("upsilon {cols}x{rows}"));
    }
    for n in [1, 6] {
        check_perfect(&HexGrid::new(HexShape::Hexagon { radius: n }).unwrap(), &format!("hexagon {n}"));
        let tri = TriangleGrid::new(TriangleShape::Triangle { side: n + 1 }).unwrap();
        check_perfect(&tri, &format!("triangle {}", n + 1));
    }
}

#[test]
fn algorithms_that_need_rows_say_which_can_run() {
    let hex = HexGrid::new(HexShape::Hexagon { radius: 3 }).unwrap();
    for algorithm in [Algorithm::Sidewinder, Algorithm::Eller, Algorithm::RecursiveDivision] {
        let err = carve(hex.clone(), algorithm, StartCorner::TopLeft, &mut rng_from_seed(1)).unwrap_err();
        let text = err.to_string();
        assert!(text.starts_with(&format!("{algorithm} cannot run on a hex grid")), "{text}");
        let (_, can) = text.split_once("these can: ").expect("a list");
        assert!(can.contains("backtracker") && can.contains("wilson") && !can.contains("sidewinder"), "{text}");
    }
    let round = RoundGrid::new(4).unwrap();
    let err = carve(round.clone(), Algorithm::Eller, StartCorner::TopLeft, &mut rng_from_seed(1)).unwrap_err();
    assert!(err.to_string().contains("sidewinder"), "the round grid runs sidewinder: {err}");
    assert_eq!(runs_on(true).count(), runs_on(false).count() + 2);
}

#[test]
fn polar_forms_open_inward_where_they_must() {
    let round = RoundGrid::new(8).unwrap();
    for seed in 0..20 {
        let maze = carve(
            round.clone(),
            Algorithm::BinaryTree { north_percent: 0 },
            StartCorner::TopLeft,
            &mut rng_from_seed(seed),
        )
        .unwrap();
        // With no inward chance, each ring hangs from its first cell alone.
        for r in 1..=8 {
            let first = round.ring_start(r);
            let inward =
                (first..first + round.ring_len(r)).filter(|&c| maze.linked(c, round.inward(c).unwrap())).count();
            assert_eq!(inward, 1, "ring {r}");
            assert!(maze.linked(first, round.inward(first).unwrap()));
        }
    }
}

#[test]
fn the_backtracker_starts_where_asked_and_braiding_removes_dead_ends() {
    let hex = HexGrid::new(HexShape::Rectangle { cols: 12, rows: 9 }).unwrap();
    let (lo, hi) = hex.bounds();
    assert_eq!(start_cell(&hex, StartCorner::TopLeft, &mut rng_from_seed(0)), 0);
    assert_eq!(start_cell(&hex, StartCorner::BottomRight, &mut rng_from_seed(0)) as usize, hex.cell_count() - 1);
    let mid = start_cell(&hex, StartCorner::Centre, &mut rng_from_seed(0));
    assert!(hex.centre(mid).distance(Point::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0)) < 1.8);
    let round = RoundGrid::new(5).unwrap();
    assert_eq!(start_cell(&round, StartCorner::Centre, &mut rng_from_seed(0)), 0);
    for seed in 0..10 {
        let mut maze = carve(hex.clone(), Algorithm::Kruskal, StartCorner::TopLeft, &mut rng_from_seed(seed)).unwrap();
        let before = dead_ends(&maze).len();
        let left = braid(&mut maze, 100, &mut rng_from_seed(seed));
        assert_eq!(left, 0, "seed {seed}: all {before} dead ends gone");
        assert!(maze.passage_count() > hex.cell_count() - 1, "braiding makes loops");
        assert_eq!(reached(&maze), hex.cell_count());
        let mut half = carve(hex.clone(), Algorithm::Kruskal, StartCorner::TopLeft, &mut rng_from_seed(seed)).unwrap();
        let left = braid(&mut half, 50, &mut rng_from_seed(seed));
        let target = (before * 50 + 50) / 100;
        assert!((before - target - 1..=before - target).contains(&left), "seed {seed}: {left} of {before} left");
    }
}

/// The passages a recording carve tells, in order, replayed onto the walled grid.
fn recorded<G: Grid + Clone>(grid: &G, algorithm: Algorithm, seed: u64) -> (GridMaze<G>, Vec<(u32, u32)>) {
    let mut steps = Vec::new();
    let maze =
        carve_recorded(grid.clone(), algorithm, StartCorner::Random, &mut rng_from_seed(seed), &mut steps).unwrap();
    (maze, steps)
}

#[test]
fn a_recorded_carve_tells_every_passage_once_and_makes_the_same_maze() {
    let grids: Vec<(&str, AnyGrid)> = vec![
        ("round", AnyGrid::Round(RoundGrid::new(6).unwrap())),
        ("hex", AnyGrid::Hex(HexGrid::new(HexShape::Rectangle { cols: 9, rows: 7 }).unwrap())),
        ("triangle", AnyGrid::Triangle(TriangleGrid::new(TriangleShape::Triangle { side: 8 }).unwrap())),
    ];
    for (what, grid) in &grids {
        for algorithm in runs_on(grid.rings().is_some()) {
            for seed in 0..4 {
                let (maze, steps) = recorded(grid, algorithm, seed);
                let plain = carve(grid.clone(), algorithm, StartCorner::Random, &mut rng_from_seed(seed)).unwrap();
                assert!(maze.passages().eq(plain.passages()), "{what} {algorithm} {seed}: recording changes nothing");
                let mut replayed = GridMaze::walled(grid.clone());
                for &(a, b) in &steps {
                    assert!(!replayed.linked(a, b), "{what} {algorithm} {seed}: {a}-{b} told twice");
                    replayed.link(a, b);
                }
                assert!(replayed.passages().eq(maze.passages()), "{what} {algorithm} {seed}: the steps make the maze");
            }
        }
    }
}

#[test]
fn recorded_steps_come_in_each_algorithm_s_own_order() {
    let hex = HexGrid::new(HexShape::Rectangle { cols: 14, rows: 10 }).unwrap();
    // The growing ones add each passage at the edge of one tree: one end already in it.
    for algorithm in [Algorithm::Backtracker, Algorithm::PrimTrue, Algorithm::HuntAndKill, Algorithm::AldousBroder] {
        let (_, steps) = recorded(&hex, algorithm, 3);
        let mut inside = vec![false; hex.cell_count()];
        (inside[steps[0].0 as usize], inside[steps[0].1 as usize]) = (true, true);
        for &(a, b) in &steps[1..] {
            assert!(inside[a as usize] != inside[b as usize], "{algorithm}: {a}-{b} grows the tree by one cell");
            (inside[a as usize], inside[b as usize]) = (true, true);
        }
    }
    // The backtracker's steps follow its walk: each starts where a step before ended.
    let (_, steps) = recorded(&hex, Algorithm::Backtracker, 3);
    assert!(steps.windows(2).filter(|w| w[1].0 == w[0].1).count() > steps.len() / 2, "mostly one long walk");
    // Kruskal joins parts all over the board, not in cell order.
    let (_, steps) = recorded(&hex, Algorithm::Kruskal, 3);
    let in_order = steps.windows(2).filter(|w| w[0].0.min(w[0].1) < w[1].0.min(w[1].1)).count();
    assert!(in_order < steps.len() * 3 / 4, "{in_order} of {} in cell order", steps.len());
    let unrelated = steps.windows(2).filter(|w| [w[1].0, w[1].1].iter().all(|c| ![w[0].0, w[0].1].contains(c))).count();
    assert!(unrelated > steps.len() / 2, "its steps jump about: {unrelated}");
}

/// Wilson's walk on the step table makes the maze the packed lists make,
/// passage by passage, whatever the degree it guesses (small grids read
/// many cells from the lists, the larger ones mostly from their classes).
#[test]
fn wilson_on_the_step_table_walks_as_on_the_lists() {
    fn same<G: Grid + Clone>(grid: &G) {
        // (The seed picks the common degree too: 3, 4 and 6 walk their own ways.)
        for seed in 0..7 {
            let mut a = GridMaze::walled(grid.clone());
            let mut steps_a: Vec<(u32, u32)> = Vec::new();
            wilson::by_lists(&mut a, &mut rng_from_seed(seed), &mut steps_a);
            let mut b = GridMaze::walled(grid.clone());
            let mut steps_b: Vec<(u32, u32)> = Vec::new();
            wilson::walks(&mut b, seed as usize % 7, &mut rng_from_seed(seed), &mut steps_b);
            assert_eq!(steps_a, steps_b, "{} seed {seed}: steps", grid.name());
            assert_eq!(a.passages().collect::<Vec<_>>(), b.passages().collect::<Vec<_>>());
        }
    }
    same(&UpsilonGrid::new(9, 7).unwrap());
    same(&HexGrid::new(HexShape::Rectangle { cols: 8, rows: 6 }).unwrap());
    same(&RoundGrid::new(6).unwrap());
    same(&TriangleGrid::new(TriangleShape::Rectangle { cols: 9, rows: 5 }).unwrap());
    same(&HexGrid::new(HexShape::Rectangle { cols: 40, rows: 30 }).unwrap());
    same(&RoundGrid::new(30).unwrap());
    same(&TriangleGrid::new(TriangleShape::Triangle { side: 40 }).unwrap());
    // A big triangle has more classes than a walk keeps in a cell's byte,
    // so the cells of the rest step by the lists among classed ones.
    let triangle = TriangleGrid::new(TriangleShape::Triangle { side: 40 }).unwrap();
    assert!(triangle.cells().step_table().class_count() > 15);
}

/// Wilson's inlined draw of the common degree ([`super::below`]) draws as
/// `random_range` does, bias fix included.
#[test]
fn wilson_draws_as_random_range() {
    for range in [1u32, 2, 3, 4, 5, 6, 7, 8, 1000, u32::MAX / 3 * 2] {
        let (mut a, mut b) = (rng_from_seed(u64::from(range)), rng_from_seed(u64::from(range)));
        for _ in 0..2000 {
            assert_eq!(super::below(&mut a, range as usize), b.random_range(0..range as usize), "range {range}");
        }
        assert_eq!(a.random::<u64>(), b.random::<u64>(), "range {range}: the draws after");
    }
}

#[test]
fn a_regular_grids_maze_from_a_spec_never_makes_its_lists() {
    use crate::maze::generate::{GridMazeAny, GridShape, GridSpec};
    let shapes = [
        GridShape::Hex(HexShape::Rectangle { cols: 40, rows: 30 }),
        GridShape::Triangle(TriangleShape::Rectangle { cols: 40, rows: 30 }),
        GridShape::Round { rings: 30 },
    ];
    for shape in shapes {
        for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson] {
            let made = GridSpec::new(shape, 3).with_algorithm(algorithm).generate().unwrap();
            let (cells, passages) = match &made {
                GridMazeAny::Hex(m) => (m.grid.cells(), m.passage_count()),
                GridMazeAny::Triangle(m) => (m.grid.cells(), m.passage_count()),
                GridMazeAny::Round(m) => (m.grid.cells(), m.passage_count()),
                _ => unreachable!("an uncut grid was asked for"),
            };
            assert_eq!(passages + 1, cells.len(), "{shape} {algorithm}: a perfect maze");
            assert!(!cells.lists_made(), "{shape} {algorithm}: the lists were made");
            // Read once, they are made and kept.
            assert_eq!(cells.of(0).len(), cells.degree(0), "{shape} {algorithm}");
            assert!(cells.lists_made(), "{shape} {algorithm}: a read makes the lists");
        }
    }
}

#[test]
fn a_round_mazes_centre_exit_kept_as_it_carves_is_the_walks() {
    use crate::maze::generate::{GridMazeAny, GridShape, GridSpec};
    use crate::maze::solve::grids::{GridExits, place_exits};
    // The backtracker grows its tree from the centre; Wilson's first walk
    // starts there (or its root is there: seeds enough to draw it on 2 rings).
    for algorithm in [Algorithm::Backtracker, Algorithm::Wilson] {
        for rings in [2, 3, 5, 12, 30, 45] {
            for seed in 0..if rings == 2 { 40 } else { 6 } {
                let spec = GridSpec::new(GridShape::Round { rings }, seed)
                    .with_algorithm(algorithm)
                    .with_exits(GridExits::Centre);
                let GridMazeAny::Round(made) = spec.generate().unwrap() else {
                    unreachable!("a round grid was asked for")
                };
                let mut rng = rng_from_seed(seed);
                let grid = RoundGrid::new(rings).unwrap();
                let mut walked = carve(grid, algorithm, StartCorner::TopLeft, &mut rng).unwrap();
                place_exits(&mut walked, GridExits::Centre, &mut rng);
                let what = format!("{algorithm}, {rings} rings, seed {seed}");
                assert!(made.passages().eq(walked.passages()), "{what}: the same maze");
                assert_eq!((made.entrance, made.exit), (walked.entrance, walked.exit), "{what}: the same exits");
                assert!(made.grid.on_rim(made.exit), "{what}: the exit on the rim");
            }
        }
    }
}
