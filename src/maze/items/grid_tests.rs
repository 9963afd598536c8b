//! Items on every grid (round, hex, triangle, upsilon), over many seeds: laid by
//! construction, solvable, every door needed and every key reachable before
//! its door, and the full clear equal to a plain search over every state.

use super::tests::{brute_force, reach, replay};
use super::*;
use crate::maze::generate::grids::{braid, carve};
use crate::maze::generate::{Algorithm, GrowingTreePick, StartCorner, rng_from_seed};
use crate::maze::grid::{Grid, GridMaze, HexGrid, HexShape, RoundGrid, TriangleGrid, TriangleShape, UpsilonGrid};
use crate::maze::solve::grids::{GridExits, place_exits};

const ALGORITHMS: [Algorithm; 4] =
    [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson, Algorithm::GrowingTree(GrowingTreePick::Random)];

fn maze_on<G: Grid + Clone>(grid: &G, seed: u64, braid_percent: u8) -> GridMaze<G> {
    let mut rng = rng_from_seed(seed);
    let algorithm = ALGORITHMS[seed as usize % ALGORITHMS.len()];
    let mut maze = carve(grid.clone(), algorithm, StartCorner::TopLeft, &mut rng).unwrap();
    if braid_percent > 0 {
        braid(&mut maze, braid_percent, &mut rng);
    }
    place_exits(&mut maze, GridExits::default_for(grid), &mut rng);
    maze
}

/// Lays items on many mazes of `grid` and checks every rule; returns how many layouts it checked.
fn check_items_on<G: Grid + Clone>(grid: &G, what: &str, seeds: u64) -> usize {
    let mut checked = 0;
    for seed in 0..seeds {
        let maze = maze_on(grid, seed, 0);
        for (doors, bamboo) in [(1, 0), (2, 4), (3, 6), (4, 10)] {
            let spec = ItemSpec { bamboo, doors, bamboo_gate: bamboo % 4 == 0 };
            let items = place(&maze, spec, seed);
            let name = format!("{what} seed {seed} with {doors} doors, {bamboo} shoots");
            assert_eq!(items, place(&maze, spec, seed), "{name}: a seed names one layout");
            assert_eq!(items.doors.len(), usize::from(doors), "{name}: a perfect maze has room for every door");
            assert_eq!(items.keys.len(), items.doors.len(), "{name}");
            assert_eq!(items.bamboo.len(), usize::from(bamboo), "{name}");
            let mut all: Vec<u32> = [&items.doors, &items.keys, &items.bamboo].into_iter().flatten().copied().collect();
            all.extend([maze.entrance, maze.exit]);
            let count = all.len();
            all.sort();
            all.dedup();
            assert_eq!(all.len(), count, "{name}: two things in one cell");
            assert!(all.iter().all(|&c| (c as usize) < grid.cell_count()), "{name}: an item off the grid");
            let full = (1u8 << items.keys.len()) - 1;
            for k in 0..items.doors.len() {
                let held_before = (1u8 << k) - 1;
                assert!(reach(&maze, &items, held_before)[items.keys[k] as usize], "{name}: key {k} out of reach");
                let without_k = full & !(1 << k);
                assert!(!reach(&maze, &items, without_k)[maze.exit as usize], "{name}: door {k} can be walked around");
            }
            let walk =
                solve(&maze, &items, Progress::start(&maze), true).unwrap_or_else(|| panic!("{name}: unsolvable"));
            let end = replay(&maze, &items, Progress::start(&maze), &walk);
            assert_eq!((end.at, end.eaten, end.keys), (maze.exit, items.all_bamboo(), full), "{name}");
            if bamboo <= 4 {
                let plain = brute_force(&maze, &items, Progress::start(&maze), true);
                assert_eq!(plain, Some(walk.len() - 1), "{name}: the full clear is the shortest");
            }
            checked += 1;
        }
    }
    checked
}

#[test]
fn items_are_solvable_and_doors_need_their_keys_on_every_grid() {
    let mut checked = 0;
    for rings in [4, 9] {
        checked += check_items_on(&RoundGrid::new(rings).unwrap(), &format!("round {rings}"), 12);
    }
    checked += check_items_on(&HexGrid::new(HexShape::Rectangle { cols: 14, rows: 10 }).unwrap(), "hex 14x10", 12);
    checked += check_items_on(&HexGrid::new(HexShape::Hexagon { radius: 6 }).unwrap(), "hex 6", 12);
    let tri = TriangleGrid::new(TriangleShape::Rectangle { cols: 20, rows: 9 }).unwrap();
    checked += check_items_on(&tri, "triangle 20x9", 12);
    checked += check_items_on(&TriangleGrid::new(TriangleShape::Triangle { side: 12 }).unwrap(), "triangle 12", 12);
    checked += check_items_on(&UpsilonGrid::new(9, 7).unwrap(), "upsilon 9x7", 12);
    assert_eq!(checked, 7 * 12 * 4);
}

#[test]
fn braided_grid_mazes_keep_their_doors_needed() {
    // Loops leave fewer cells that every way out must pass: fewer doors, never a door that can be walked round.
    for seed in 0..20 {
        let grid = HexGrid::new(HexShape::Hexagon { radius: 5 }).unwrap();
        let maze = maze_on(&grid, seed, 40);
        let items = place(&maze, ItemSpec { bamboo: 3, doors: 4, bamboo_gate: true }, seed);
        assert_eq!(items.keys.len(), items.doors.len());
        let full = (1u8 << items.keys.len()) - 1;
        for k in 0..items.doors.len() {
            assert!(!reach(&maze, &items, full & !(1 << k))[maze.exit as usize], "seed {seed}: door {k} walked round");
        }
        let walk = solve(&maze, &items, Progress::start(&maze), true).expect("solvable");
        assert_eq!(brute_force(&maze, &items, Progress::start(&maze), true), Some(walk.len() - 1), "seed {seed}");
    }
}
