//! Quick timings of our generators without criterion: the best of `RUNS` runs
//! of each algorithm, `panda_once [SIDE] [FILTER]` (default 1000 cells a side,
//! every algorithm), printed as milliseconds and nanoseconds per cell. On
//! Linux it also gives the best time the thread actually ran (from
//! /proc/thread-self/schedstat), which other busy processes disturb less.
use panda_maze::maze::MazeSpec;
use panda_maze::maze::generate::Algorithm;
use panda_maze_bench::best_of;

const RUNS: usize = 5;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let side: usize = args.get(1).map_or(1000, |s| s.parse().expect("a side in cells"));
    let filter = args.get(2).cloned().unwrap_or_default();
    for algorithm in Algorithm::ALL.into_iter().filter(|a| a.name().contains(&filter)) {
        let spec = MazeSpec::new(2 * side + 1, 2 * side + 1, 7).with_algorithm(algorithm);
        let (best, best_cpu) = best_of(RUNS, || drop(std::hint::black_box(spec.generate().unwrap())));
        let per_cell = |s: f64| s * 1e9 / (side * side) as f64;
        println!(
            "{:<22} {:>10.3} ms {:>8.1} ns/cell   on cpu {:>10.3} ms {:>8.1} ns/cell",
            algorithm.name(),
            best * 1e3,
            per_cell(best),
            best_cpu * 1e3,
            per_cell(best_cpu)
        );
    }
}
