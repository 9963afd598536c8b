//! One floors carve (or the flat carve of as many cells beside it) at about a million cells,
//! best of RUNS, for comparing builds on a loaded machine: `floors_one ALGORITHM GRID STAIRS
//! [RUNS]`, GRID square (4 floors of 500 x 500 against 1000 x 1000 flat) or hex (the same
//! sizes), STAIRS `stacked` (the carve alone, on a floor grid built once), `tower` (the whole
//! `FloorSpec::carve`, its floor grid built) or `flat`, as `cargo bench --bench grids --
//! floors` times them.
//!
//!   cd benches && cargo run --release --example floors_one -- backtracker square stacked 9
use std::hint::black_box;

use panda_maze::maze::floors::{FloorGrid, FloorSpec, Stairs};
use panda_maze::maze::generate::grids::carve;
use panda_maze::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use panda_maze::maze::grid::{Grid, HexGrid, HexShape, SquareGrid};
use panda_maze::maze::weave::WeaveGrid;
use panda_maze_bench::best_of;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let algorithm = Algorithm::ALL.into_iter().find(|a| a.name() == args[1]).expect("an algorithm's name");
    let runs: usize = args.get(4).map_or(1, |s| s.parse().expect("a number of runs"));
    let (wall, cpu) = match args[2].as_str() {
        "hex" => {
            let hex = |side| HexGrid::new(HexShape::Rectangle { cols: side, rows: side }).unwrap();
            timed(runs, hex(1000), hex(500), algorithm, &args[3])
        }
        _ => timed(runs, SquareGrid::new(1000, 1000).unwrap(), SquareGrid::new(500, 500).unwrap(), algorithm, &args[3]),
    };
    println!("{} {} {} {:.1} ms, on cpu {:.1} ms", args[1], args[2], args[3], wall * 1e3, cpu * 1e3);
}

fn timed<G: Grid + Clone>(runs: usize, flat: G, base: G, algorithm: Algorithm, stairs: &str) -> (f64, f64) {
    let corner = StartCorner::TopLeft;
    match stairs {
        "stacked" => {
            let grid = FloorGrid::new(base, 4).unwrap();
            best_of(runs, || drop(black_box(carve(&grid, algorithm, corner, &mut rng_from_seed(7)).unwrap())))
        }
        "tower" => {
            let spec = FloorSpec::new(WeaveGrid::Square { cols: 2, rows: 2 }, 4, 7)
                .with_algorithm(algorithm)
                .with_stairs(Stairs::Tower);
            best_of(runs, || drop(black_box(spec.carve(base.clone()).unwrap())))
        }
        _ => best_of(runs, || drop(black_box(carve(&flat, algorithm, corner, &mut rng_from_seed(7)).unwrap()))),
    }
}
