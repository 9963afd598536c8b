//! Quick timings of the shapes bench's cases without criterion: the best of
//! `RUNS` runs of each, `shapes_once [RUNS] [FILTER]`, printed as
//! milliseconds wall and on the processor (from /proc/thread-self/schedstat,
//! which other busy processes disturb less), for comparing two builds on a
//! busy machine. The cases are those of `benches/shapes.rs`.
use std::hint::black_box;

use panda_maze::maze::distance::{distances, longest_path};
use panda_maze::maze::exits::{Exits, place};
use panda_maze::maze::generate::{Algorithm, rng_from_seed};
use panda_maze::maze::{Mask, MazeSpec, Shape};
use panda_maze_bench::best_of;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let runs: usize = args.get(1).map_or(5, |s| s.parse().expect("a number of runs"));
    let filter = args.get(2).cloned().unwrap_or_default();
    let side = 1000;
    let full = Mask::from_fn(side, side, |_, _| true).unwrap();
    let mut cases: Vec<(String, Box<dyn Fn()>)> = Vec::new();
    for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::PrimSimplified, Algorithm::PrimTrue] {
        let spec = MazeSpec::new(2 * side + 1, 2 * side + 1, 7).with_algorithm(algorithm);
        let name = algorithm.name();
        cases.push((format!("none/{name}"), Box::new(move || drop(black_box(spec.generate().unwrap())))));
        let full = full.clone();
        cases.push((
            format!("whole-board mask/{name}"),
            Box::new(move || drop(black_box(spec.generate_in(Some(&full), &mut ()).unwrap()))),
        ));
        let panda = spec.with_shape(Shape::Panda).with_exits(Exits::Corners);
        cases.push((format!("panda/{name}"), Box::new(move || drop(black_box(panda.generate().unwrap())))));
    }
    let maze = MazeSpec::new(2001, 2001, 7).generate().unwrap();
    let m = maze.clone();
    cases.push(("distance/one map".into(), Box::new(move || drop(black_box(distances(&m, m.entrance))))));
    let m = maze.clone();
    cases.push((
        "distance/longest path".into(),
        Box::new(move || {
            black_box(longest_path(&m));
        }),
    ));
    cases.push((
        "distance/hardest exits".into(),
        Box::new(move || {
            let mut m = maze.clone();
            place(&mut m, Exits::Hardest, &mut rng_from_seed(1));
            drop(black_box(m))
        }),
    ));
    for (name, run) in cases.iter().filter(|(name, _)| name.contains(&filter)) {
        let (best, best_cpu) = best_of(runs, run);
        println!("{name:<30} {:>10.2} ms   on cpu {:>10.2} ms", best * 1e3, best_cpu * 1e3);
    }
}
