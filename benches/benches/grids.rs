//! The generic cell-grid path against the square tile path at about a million cells:
//! backtracker, Kruskal and Wilson, and a distance map, on round (570 rings, 1,001,947
//! cells) and hex (1000 × 1000) grids and on 1000 × 1000 square cells (tiles and cells).
//! The carve alone runs on a grid built once outside the timed loop; `grids/whole/…`
//! times what a user waits for, from a spec to a maze (`GridSpec::generate`: the grid
//! built, carved, its default exits placed) on round, hex and triangle grids, beside
//! `grids/square-tiles/generate` (`MazeSpec::generate`, the square's whole path).
//!
//! `grids/weave/…` carves a weave maze (`maze::weave`, weave 50 % and 100 %, by the first
//! carvers, `weave`, the second, `weave-v2`, and the third backtracker, `weave-v3`, which new
//! codes name) beside the same grid's
//! flat maze by the same algorithm, per cell the same grid: the ratio is the cost of the
//! crossings.
//!
//!   cd benches && cargo bench --bench grids -- --quick
//!   cd benches && cargo bench --bench grids -- whole
//! `grids/floors/…` carves 4 floors of a quarter of the cells each (a tower, and stacked)
//! beside the flat maze of as many cells.
//!
//!   cd benches && cargo bench --bench grids -- weave
//!   cd benches && cargo bench --bench grids -- floors

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion};
use panda_maze::maze::MazeSpec;
use panda_maze::maze::distance::distances;
use panda_maze::maze::floors::{FloorGrid, FloorSpec};
use panda_maze::maze::generate::grids::carve;
use panda_maze::maze::generate::{Algorithm, GridShape, GridSpec, StartCorner, rng_from_seed};
use panda_maze::maze::grid::{Grid, HexGrid, HexShape, RoundGrid, SquareGrid, TriangleShape};
use panda_maze::maze::solve::grids::distance_map;
use panda_maze::maze::weave::{self, WeaveGrid};

const ALGORITHMS: [Algorithm; 3] = [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson];

fn generic<G: Grid>(c: &mut Criterion, name: &str, grid: G) {
    let mut group = c.benchmark_group(format!("grids/{name}"));
    group.sample_size(10);
    for algorithm in ALGORITHMS {
        group.bench_function(BenchmarkId::new("generate", algorithm.name()), |b| {
            b.iter(|| black_box(carve(&grid, algorithm, StartCorner::TopLeft, &mut rng_from_seed(7)).unwrap()))
        });
    }
    let maze = carve(&grid, Algorithm::Backtracker, StartCorner::TopLeft, &mut rng_from_seed(7)).unwrap();
    group.bench_function("distance-map", |b| b.iter(|| black_box(distance_map(&maze, 0))));
    group.finish();
}

fn tiles(c: &mut Criterion) {
    let mut group = c.benchmark_group("grids/square-tiles");
    group.sample_size(10);
    for algorithm in ALGORITHMS {
        let spec = MazeSpec::new(2001, 2001, 7).with_algorithm(algorithm);
        group.bench_function(BenchmarkId::new("generate", algorithm.name()), |b| {
            b.iter(|| black_box(spec.generate().unwrap()))
        });
    }
    let maze = MazeSpec::new(2001, 2001, 7).generate().unwrap();
    group.bench_function("distance-map", |b| b.iter(|| black_box(distances(&maze, maze.entrance))));
    group.finish();
}

/// The whole path from a spec to a maze, default exits, no mask.
fn whole(c: &mut Criterion) {
    let shapes = [
        ("round-570", GridShape::Round { rings: 570 }),
        ("hex-1000x1000", GridShape::Hex(HexShape::Rectangle { cols: 1000, rows: 1000 })),
        ("triangle-1000x1000", GridShape::Triangle(TriangleShape::Rectangle { cols: 1000, rows: 1000 })),
    ];
    for (name, shape) in shapes {
        let mut group = c.benchmark_group(format!("grids/whole/{name}"));
        group.sample_size(10);
        for algorithm in ALGORITHMS {
            let spec = GridSpec::new(shape, 7).with_algorithm(algorithm);
            group.bench_function(BenchmarkId::new("generate", algorithm.name()), |b| {
                b.iter(|| black_box(spec.generate().unwrap()))
            });
        }
        group.finish();
    }
}

/// Weave against flat on one grid: the backtracker with tunnels and Kruskal with crossings first.
fn weave<G: Grid>(c: &mut Criterion, name: &str, grid: G) {
    for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal] {
        let mut group = c.benchmark_group(format!("grids/weave/{name}/{}", algorithm.name()));
        group.sample_size(10);
        group.bench_function("flat", |b| {
            b.iter(|| black_box(carve(&grid, algorithm, StartCorner::TopLeft, &mut rng_from_seed(7)).unwrap()))
        });
        for percent in [50u8, 100] {
            group.bench_function(BenchmarkId::new("weave", percent), |b| {
                b.iter(|| {
                    let rng = &mut rng_from_seed(7);
                    black_box(match algorithm {
                        Algorithm::Kruskal => weave::kruskal(&grid, percent, 0, rng),
                        _ => weave::backtracker(&grid, percent, 0, 0, rng),
                    })
                })
            });
            group.bench_function(BenchmarkId::new("weave-v2", percent), |b| {
                b.iter(|| {
                    let rng = &mut rng_from_seed(7);
                    black_box(match algorithm {
                        Algorithm::Kruskal => weave::kruskal_v2(&grid, percent, 0, rng),
                        _ => weave::backtracker_v2(&grid, percent, 0, 0, rng),
                    })
                })
            });
            // (Kruskal's third form is its second.)
            if algorithm == Algorithm::Backtracker {
                group.bench_function(BenchmarkId::new("weave-v3", percent), |b| {
                    b.iter(|| black_box(weave::backtracker_v3(&grid, percent, 0, 0, &mut rng_from_seed(7))))
                });
            }
        }
        group.finish();
    }
}

/// Floors against flat at the same number of cells: 4 floors of `base` (a quarter of `flat`'s
/// cells each), a tower and stacked, beside `flat` carved by the same algorithm.
fn floors<G: Grid + Clone>(c: &mut Criterion, name: &str, flat: G, base: G) {
    for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal] {
        let mut group = c.benchmark_group(format!("grids/floors/{name}/{}", algorithm.name()));
        group.sample_size(10);
        group.bench_function("flat", |b| {
            b.iter(|| black_box(carve(&flat, algorithm, StartCorner::TopLeft, &mut rng_from_seed(7)).unwrap()))
        });
        let grid = FloorGrid::new(base.clone(), 4).unwrap();
        group.bench_function("stacked-4", |b| {
            b.iter(|| black_box(carve(&grid, algorithm, StartCorner::TopLeft, &mut rng_from_seed(7)).unwrap()))
        });
        let tower = FloorSpec::new(WeaveGrid::Square { cols: 2, rows: 2 }, 4, 7).with_algorithm(algorithm);
        group.bench_function("tower-4", |b| b.iter(|| black_box(tower.carve(base.clone()).unwrap())));
        group.finish();
    }
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    floors(&mut c, "square-cells-1000x1000", SquareGrid::new(1000, 1000).unwrap(), SquareGrid::new(500, 500).unwrap());
    floors(
        &mut c,
        "hex-1000x1000",
        HexGrid::new(HexShape::Rectangle { cols: 1000, rows: 1000 }).unwrap(),
        HexGrid::new(HexShape::Rectangle { cols: 500, rows: 500 }).unwrap(),
    );
    weave(&mut c, "square-cells-1000x1000", SquareGrid::new(1000, 1000).unwrap());
    weave(&mut c, "hex-1000x1000", HexGrid::new(HexShape::Rectangle { cols: 1000, rows: 1000 }).unwrap());
    weave(&mut c, "round-570", RoundGrid::new(570).unwrap());
    tiles(&mut c);
    whole(&mut c);
    generic(&mut c, "round-570", RoundGrid::new(570).unwrap());
    generic(&mut c, "hex-1000x1000", HexGrid::new(HexShape::Rectangle { cols: 1000, rows: 1000 }).unwrap());
    generic(&mut c, "square-cells-1000x1000", SquareGrid::new(1000, 1000).unwrap());
    c.final_summary();
}
