//! Every solver on a 2001×2001-tile maze (1000×1000 cells), perfect and
//! braided, beside the `pathfinding` crate's A* and BFS on the same maze; and
//! the in-game hint: `shortest_route` from a random floor tile to the exit of
//! a Hard board (91×103 tiles).
//!
//!   cd benches && cargo bench --bench solvers
//!
//! Before measuring it prints each solver's route length and visited tiles,
//! so the times can be read against the work done.

use std::hint::black_box;

use criterion::Criterion;
use panda_maze::maze::solve::{Solver, shortest_route, solve};
use panda_maze::maze::{Maze, MazeSpec, Pos};
use pathfinding::prelude::{astar, bfs};

/// The two big mazes: a perfect backtracker maze and the same kind with half its dead ends braided away.
fn big_mazes() -> [(&'static str, Maze); 2] {
    [
        ("perfect", MazeSpec::new(2001, 2001, 7).generate().unwrap()),
        ("braid50", MazeSpec::new(2001, 2001, 7).with_braid(50).generate().unwrap()),
    ]
}

fn pf_astar(maze: &Maze, from: Pos, to: Pos) -> Option<usize> {
    astar(&from, |&p| maze.floor_neighbours(p).map(|q| (q, 1usize)), |&p| p.manhattan(to), |&p| p == to)
        .map(|(path, _)| path.len())
}

fn pf_bfs(maze: &Maze, from: Pos, to: Pos) -> Option<usize> {
    bfs(&from, |&p| maze.floor_neighbours(p), |&p| p == to).map(|path| path.len())
}

fn big(c: &mut Criterion) {
    for (label, maze) in big_mazes() {
        let (from, to) = (maze.entrance, maze.exit);
        eprintln!("{label}: {} floor tiles", maze.floor_count());
        for solver in Solver::ALL {
            let s = solve(&maze, solver, from, to, false);
            let route = s.route.as_ref().map_or_else(|e| format!("{e:?}"), |r| format!("{} tiles", r.len()));
            eprintln!("  {:<18} route {route:<18} visited {}", solver.name(), s.visited);
        }
        eprintln!(
            "  pathfinding astar  route {:?}, bfs route {:?}",
            pf_astar(&maze, from, to),
            pf_bfs(&maze, from, to)
        );

        let mut group = c.benchmark_group(format!("solve/2001x2001/{label}"));
        group.sample_size(10);
        for solver in Solver::ALL {
            group.bench_function(solver.name(), |b| b.iter(|| black_box(solve(&maze, solver, from, to, false))));
        }
        group.bench_function("shortest_route", |b| b.iter(|| black_box(shortest_route(&maze, from, to))));
        group.bench_function("pathfinding-astar", |b| b.iter(|| black_box(pf_astar(&maze, from, to))));
        group.bench_function("pathfinding-bfs", |b| b.iter(|| black_box(pf_bfs(&maze, from, to))));
        group.finish();
    }
}

/// A hint on a Hard board: from wherever the player stands to the exit.
fn hint(c: &mut Criterion) {
    // 16 boards, 16 random floor tiles on each; the benchmark cycles through them.
    let mut state = 0x9E37_79B9_7F4A_7C15_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let boards: Vec<Maze> = (0..16).map(|seed| MazeSpec::new(91, 103, seed).generate().unwrap()).collect();
    let mut cases: Vec<(&Maze, Pos)> = Vec::new();
    for maze in &boards {
        let floors: Vec<Pos> = (0..maze.tiles().len()).map(|i| maze.pos_of(i)).filter(|&p| maze.is_floor(p)).collect();
        for _ in 0..16 {
            cases.push((maze, floors[(next() % floors.len() as u64) as usize]));
        }
    }
    let mut group = c.benchmark_group("solve/hint/91x103");
    let mut k = 0;
    group.bench_function("shortest_route", |b| {
        b.iter(|| {
            k = (k + 1) % cases.len();
            let (maze, from) = cases[k];
            black_box(shortest_route(maze, from, maze.exit))
        })
    });
    group.bench_function("pathfinding-astar", |b| {
        b.iter(|| {
            k = (k + 1) % cases.len();
            let (maze, from) = cases[k];
            black_box(pf_astar(maze, from, maze.exit))
        })
    });
    group.finish();
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    hint(&mut c);
    big(&mut c);
    c.final_summary();
}
