//! Quick timings of the grid generators beside the square tile path, without
//! criterion: the best of `RUNS` runs each, wall clock and on-CPU time (from
//! /proc/thread-self/schedstat, which other busy processes disturb less), at
//! about a million cells: `grids_once [RUNS] [FILTER]`, FILTER a part of an
//! algorithm's name or `distance` for the distance maps (each from the
//! backtracker's maze, as in the criterion bench).
//!
//!   cd benches && cargo run --release --example grids_once -- 9 kruskal
use std::hint::black_box;

use panda_maze::maze::MazeSpec;
use panda_maze::maze::distance::distances;
use panda_maze::maze::generate::grids::carve;
use panda_maze::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use panda_maze::maze::grid::{Grid, HexGrid, HexShape, RoundGrid, SquareGrid};
use panda_maze::maze::solve::grids::distance_map;
use panda_maze_bench::best_of;

const ALGORITHMS: [Algorithm; 3] = [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let runs: usize = args.get(1).map_or(5, |s| s.parse().expect("a number of runs"));
    let filter = args.get(2).cloned().unwrap_or_default();
    let round = RoundGrid::new(570).unwrap();
    let hex = HexGrid::new(HexShape::Rectangle { cols: 1000, rows: 1000 }).unwrap();
    let square = SquareGrid::new(1000, 1000).unwrap();
    for algorithm in ALGORITHMS.into_iter().filter(|a| a.name().contains(&filter)) {
        let spec = MazeSpec::new(2001, 2001, 7).with_algorithm(algorithm);
        let tiles = best_of(runs, || drop(black_box(spec.generate().unwrap())));
        print(algorithm, "square tiles", tiles, tiles);
        print(algorithm, "round 570", timed(runs, &round, algorithm), tiles);
        print(algorithm, "hex 1000x1000", timed(runs, &hex, algorithm), tiles);
        print(algorithm, "square cells", timed(runs, &square, algorithm), tiles);
    }
    if "distance".contains(&filter) {
        let maze = MazeSpec::new(2001, 2001, 7).generate().unwrap();
        let tiles = best_of(runs, || drop(black_box(distances(&maze, maze.entrance))));
        let what = "distance map";
        println!("{what:<12} {:<14} {:>9.1} ms  on cpu {:>9.1} ms", "square tiles", tiles.0 * 1e3, tiles.1 * 1e3);
        for (name, time) in [
            ("round 570", mapped(runs, &round)),
            ("hex 1000x1000", mapped(runs, &hex)),
            ("square cells", mapped(runs, &square)),
        ] {
            println!(
                "{what:<12} {name:<14} {:>9.1} ms  on cpu {:>9.1} ms  {:>5.2}x tiles",
                time.0 * 1e3,
                time.1 * 1e3,
                time.1 / tiles.1
            );
        }
    }
}

fn mapped<G: Grid>(runs: usize, grid: &G) -> (f64, f64) {
    let maze = carve(grid, Algorithm::Backtracker, StartCorner::TopLeft, &mut rng_from_seed(7)).unwrap();
    best_of(runs, || drop(black_box(distance_map(&maze, 0))))
}

fn timed<G: Grid>(runs: usize, grid: &G, algorithm: Algorithm) -> (f64, f64) {
    best_of(runs, || drop(black_box(carve(grid, algorithm, StartCorner::TopLeft, &mut rng_from_seed(7)).unwrap())))
}

fn print(algorithm: Algorithm, what: &str, (wall, cpu): (f64, f64), (_, tiles_cpu): (f64, f64)) {
    println!(
        "{:<12} {:<14} {:>9.1} ms  on cpu {:>9.1} ms  {:>5.2}x tiles",
        algorithm.name(),
        what,
        wall * 1e3,
        cpu * 1e3,
        cpu / tiles_cpu
    );
}
