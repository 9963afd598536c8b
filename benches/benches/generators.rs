//! Every generator at 100×100 and 1000×1000 cells, ours and knossos's side by
//! side in the same run.
//!
//! knossos's recursive backtracker recurses once per cell and overflows the
//! default 8 MiB main-thread stack at 1000×1000 cells, so the whole run happens
//! on a thread with a 1 GiB stack (ours are iterative and need none of it).

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion};
use knossos::maze::{self as kn, OrthogonalMazeBuilder};
use panda_maze::maze::MazeSpec;
use panda_maze::maze::generate::Algorithm;

/// Cells a side for the two sizes.
const SIDES: [usize; 2] = [100, 1000];

fn ours(c: &mut Criterion) {
    for side in SIDES {
        let mut group = c.benchmark_group(format!("generate/{side}x{side}"));
        if side == 1000 {
            group.sample_size(10);
        }
        for algorithm in Algorithm::ALL {
            let spec = MazeSpec::new(2 * side + 1, 2 * side + 1, 7).with_algorithm(algorithm);
            group.bench_function(BenchmarkId::new("panda", algorithm.name()), |b| {
                b.iter(|| black_box(spec.generate().unwrap()))
            });
        }
        group.finish();
    }
}

/// Makes one of knossos's algorithms.
type MakeKnossos = fn() -> Box<dyn kn::Algorithm>;

/// knossos's algorithms that match ours, by our name.
fn knossos_algorithms() -> Vec<(&'static str, MakeKnossos)> {
    vec![
        ("backtracker", || Box::new(kn::RecursiveBacktracking)),
        ("binary-tree:50", || Box::new(kn::BinaryTree::new(kn::Bias::NorthEast))),
        ("sidewinder", || Box::new(kn::Sidewinder)),
        ("aldous-broder", || Box::new(kn::AldousBroder)),
        ("hunt-and-kill", || Box::new(kn::HuntAndKill::new())),
        ("growing-tree-newest", || Box::new(kn::GrowingTree::new(kn::Method::Newest))),
        ("growing-tree-random", || Box::new(kn::GrowingTree::new(kn::Method::Random))),
        ("growing-tree-oldest", || Box::new(kn::GrowingTree::new(kn::Method::Oldest))),
        ("growing-tree-mix:50", || Box::new(kn::GrowingTree::new(kn::Method::Newest50Random50))),
        ("kruskal", || Box::new(kn::Kruskal)),
        ("prim", || Box::new(kn::Prim::new())),
        ("eller", || Box::new(kn::Eller)),
        ("division", || Box::new(kn::RecursiveDivision)),
    ]
}

fn knossos(c: &mut Criterion) {
    for side in SIDES {
        let mut group = c.benchmark_group(format!("generate/{side}x{side}"));
        if side == 1000 {
            group.sample_size(10);
        }
        for (name, make) in knossos_algorithms() {
            group.bench_function(BenchmarkId::new("knossos", name), |b| {
                b.iter(|| {
                    black_box(
                        OrthogonalMazeBuilder::new().width(side).height(side).algorithm(make()).seed(Some(7)).build(),
                    )
                })
            });
        }
        group.finish();
    }
}

fn main() {
    let run = || {
        let mut c = Criterion::default().configure_from_args();
        ours(&mut c);
        knossos(&mut c);
        c.final_summary();
    };
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(run)
        .expect("a thread with a 1 GiB stack")
        .join()
        .expect("benchmarks panicked");
}
