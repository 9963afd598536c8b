//! One grid generator on one million-cell grid, for profilers (callgrind,
//! perf): `grid_one ALGORITHM GRID [RUNS]`, GRID one of round, hex, square;
//! prints the best wall-clock and on-CPU times of RUNS runs (1 by default;
//! the on-CPU time counts in the kernel's ticks, often 4 ms).
//!
//!   cd benches && cargo run --release --example grid_one -- wilson hex 5
use std::hint::black_box;

use panda_maze::maze::generate::grids::carve;
use panda_maze::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use panda_maze::maze::grid::{Grid, HexGrid, HexShape, RoundGrid, SquareGrid};
use panda_maze_bench::best_of;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let algorithm = Algorithm::ALL.into_iter().find(|a| a.name() == args[1]).expect("an algorithm's name");
    let runs: usize = args.get(3).map_or(1, |s| s.parse().expect("a number of runs"));
    let (wall, cpu) = match args[2].as_str() {
        "round" => timed(runs, &RoundGrid::new(570).unwrap(), algorithm),
        "hex" => timed(runs, &HexGrid::new(HexShape::Rectangle { cols: 1000, rows: 1000 }).unwrap(), algorithm),
        _ => timed(runs, &SquareGrid::new(1000, 1000).unwrap(), algorithm),
    };
    println!("{} {} {:.1} ms, on cpu {:.1} ms", args[1], args[2], wall * 1e3, cpu * 1e3);
}

fn timed<G: Grid>(runs: usize, grid: &G, algorithm: Algorithm) -> (f64, f64) {
    best_of(runs, || drop(black_box(carve(grid, algorithm, StartCorner::TopLeft, &mut rng_from_seed(7)).unwrap())))
}
