//! One weave carver (or the flat carver beside it) on one million-cell grid, best of RUNS, for
//! comparing builds on a loaded machine: `weave_one ALGORITHM GRID PERCENT [RUNS]`, GRID one of
//! round, hex, square; PERCENT 0 carves the flat maze by the same algorithm. ALGORITHM
//! `kruskal-v2` or `backtracker-v2` carves by the second form (`weave::kruskal_v2`, ...),
//! `backtracker-v3` by the third (`weave::backtracker_v3`).
//!
//!   cd benches && cargo run --release --example weave_one -- kruskal hex 100 9
use std::hint::black_box;

use panda_maze::maze::generate::grids::carve;
use panda_maze::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use panda_maze::maze::grid::{Grid, HexGrid, HexShape, RoundGrid, SquareGrid};
use panda_maze::maze::weave;
use panda_maze_bench::best_of;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (name, form) =
        args[1].rsplit_once("-v").map_or((args[1].as_str(), 1), |(n, v)| (n, v.parse().expect("a form")));
    let algorithm = Algorithm::ALL.into_iter().find(|a| a.name() == name).expect("an algorithm's name");
    let percent: u8 = args[3].parse().expect("a weave percentage");
    let runs: usize = args.get(4).map_or(1, |s| s.parse().expect("a number of runs"));
    let (wall, cpu) = match args[2].as_str() {
        "round" => timed(runs, &RoundGrid::new(570).unwrap(), algorithm, percent, form),
        "hex" => timed(
            runs,
            &HexGrid::new(HexShape::Rectangle { cols: 1000, rows: 1000 }).unwrap(),
            algorithm,
            percent,
            form,
        ),
        _ => timed(runs, &SquareGrid::new(1000, 1000).unwrap(), algorithm, percent, form),
    };
    println!("{} {} {percent} {:.1} ms, on cpu {:.1} ms", args[1], args[2], wall * 1e3, cpu * 1e3);
}

fn timed<G: Grid>(runs: usize, grid: &G, algorithm: Algorithm, percent: u8, form: u8) -> (f64, f64) {
    best_of(runs, || {
        let rng = &mut rng_from_seed(7);
        match (percent, algorithm) {
            (0, _) => drop(black_box(carve(grid, algorithm, StartCorner::TopLeft, rng).unwrap())),
            (_, Algorithm::Kruskal) if form > 1 => drop(black_box(weave::kruskal_v2(grid, percent, 0, rng))),
            _ if form == 2 => drop(black_box(weave::backtracker_v2(grid, percent, 0, 0, rng))),
            _ if form == 3 => drop(black_box(weave::backtracker_v3(grid, percent, 0, 0, rng))),
            (_, Algorithm::Kruskal) => drop(black_box(weave::kruskal(grid, percent, 0, rng))),
            _ => drop(black_box(weave::backtracker(grid, percent, 0, 0, rng))),
        }
    })
}
