//! Shaped mazes and distance maps at full size: what a mask costs the
//! generators at 1000 × 1000 cells, one distance map of a 2001 × 2001-tile
//! board, and the hardest-exits pass (two distance maps and their scans).
//!
//!   cd benches && cargo bench --bench shapes

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion};
use panda_maze::maze::distance::{distances, longest_path};
use panda_maze::maze::exits::{Exits, place};
use panda_maze::maze::generate::{Algorithm, rng_from_seed};
use panda_maze::maze::{Mask, MazeSpec, Shape};

/// A mask against none at 1000 × 1000 cells: the whole board as a mask (the
/// same cells, so only the mask's cost differs), and the panda drawn anew
/// each time (fewer cells, plus drawing the shape).
fn mask_overhead(c: &mut Criterion) {
    let side = 1000;
    let mut group = c.benchmark_group(format!("mask/{side}x{side}"));
    group.sample_size(10);
    let full = Mask::from_fn(side, side, |_, _| true).unwrap();
    for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::PrimSimplified, Algorithm::PrimTrue] {
        let spec = MazeSpec::new(2 * side + 1, 2 * side + 1, 7).with_algorithm(algorithm);
        let name = algorithm.name();
        group.bench_function(BenchmarkId::new("none", &name), |b| b.iter(|| black_box(spec.generate().unwrap())));
        group.bench_function(BenchmarkId::new("whole-board mask", &name), |b| {
            b.iter(|| black_box(spec.generate_in(Some(&full), &mut ()).unwrap()))
        });
        if algorithm == Algorithm::Backtracker {
            let panda = spec.with_shape(Shape::Panda).with_exits(Exits::Corners);
            group.bench_function(BenchmarkId::new("panda", &name), |b| b.iter(|| black_box(panda.generate().unwrap())));
        }
    }
    group.finish();
}

/// One distance map of a 2001 × 2001-tile board, and the hardest-exits pass.
fn distance_maps(c: &mut Criterion) {
    let maze = MazeSpec::new(2001, 2001, 7).generate().unwrap();
    let mut group = c.benchmark_group("distance/2001x2001");
    group.sample_size(20);
    group.bench_function("one map", |b| b.iter(|| black_box(distances(&maze, maze.entrance))));
    group.bench_function("longest path", |b| b.iter(|| black_box(longest_path(&maze))));
    group.bench_function("hardest exits", |b| {
        b.iter(|| {
            let mut m = maze.clone();
            place(&mut m, Exits::Hardest, &mut rng_from_seed(1));
            black_box(m)
        })
    });
    group.bench_function("clone (in hardest exits)", |b| b.iter(|| black_box(maze.clone())));
    group.finish();
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    mask_overhead(&mut c);
    distance_maps(&mut c);
    c.final_summary();
}
