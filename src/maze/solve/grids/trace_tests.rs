//! Every solver's trace on every grid is a real search: it starts at the
//! entrance, each cell it reaches is joined by a passage to one it reached
//! before, nothing is given up twice or on the route, and the route is there
//! at its end, the same route the untraced solver finds.

use super::*;
use crate::maze::generate::grids::{braid, carve};
use crate::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use crate::maze::grid::{HexGrid, HexShape, RoundGrid, TriangleGrid, TriangleShape, UpsilonGrid};

fn check_trace<G: Grid>(maze: &GridMaze<G>, solver: Solver, name: &str) {
    let (from, to) = (maze.entrance, maze.exit);
    let GridSearch { route, trace } = search(maze, solver, from, to);
    assert_eq!(route, solve(maze, solver, from, to), "{name}: the trace changes nothing");
    let route = route.unwrap_or_else(|| panic!("{name}: no route"));
    // Dead-end filling fills first and searches what is left; every search starts at the entrance.
    let first_visit = trace.iter().position(|s| matches!(s, Step::Visit(_))).expect("a visit");
    assert_eq!(trace[first_visit], Step::Visit(from), "{name}: it starts at the entrance");
    if solver != Solver::DeadEndFilling {
        assert_eq!(first_visit, 0, "{name}: nothing before the entrance");
    }
    let mut reached = vec![false; maze.grid.cell_count()];
    let mut given_up = vec![false; maze.grid.cell_count()];
    reached[from as usize] = true;
    for (n, step) in trace.iter().enumerate() {
        match *step {
            Step::Visit(c) | Step::Frontier(c) => {
                let joined = reached[c as usize] || maze.links(c).any(|m| reached[m as usize]);
                assert!(joined, "{name}: step {n} reaches cell {c}, joined to nothing reached before");
                reached[c as usize] = true;
            }
            Step::DeadEnd(c) => {
                assert!(!std::mem::replace(&mut given_up[c as usize], true), "{name}: cell {c} given up twice");
                assert!(!route.contains(&c), "{name}: route cell {c} given up");
            }
        }
    }
    let visits: Vec<u32> = trace.iter().filter_map(|s| if let Step::Visit(c) = *s { Some(c) } else { None }).collect();
    assert_eq!(visits.last(), Some(&to), "{name}: the last visit is the exit");
    for c in &route {
        assert!(visits.contains(c), "{name}: route cell {c} was never visited");
    }
    if matches!(solver, Solver::BreadthFirst | Solver::AStar) {
        let frontier = trace.iter().filter(|s| matches!(s, Step::Frontier(_))).count();
        assert!(frontier + 1 >= visits.len(), "{name}: every visit but the first was frontier first");
    }
}

#[test]
fn every_solver_traces_a_real_search_on_every_grid() {
    for seed in 0..10u64 {
        let mut rng = rng_from_seed(seed);
        let algorithm = [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson][seed as usize % 3];
        let braided = seed % 2 == 1;
        macro_rules! on {
            ($grid:expr, $what:expr) => {{
                let mut m = carve($grid, algorithm, StartCorner::Random, &mut rng).unwrap();
                if braided {
                    braid(&mut m, 50, &mut rng);
                }
                place_exits(&mut m, GridExits::ALL[seed as usize % 4], &mut rng);
                for solver in Solver::ALL {
                    // Wall followers may lose their way round a loop: only perfect mazes for them.
                    let follower = matches!(solver, Solver::WallFollowerLeft | Solver::WallFollowerRight);
                    if !(braided && follower) {
                        check_trace(&m, solver, &format!("{} seed {seed} {solver}", $what));
                    }
                }
            }};
        }
        on!(RoundGrid::new(6).unwrap(), "round 6");
        on!(HexGrid::new(HexShape::Rectangle { cols: 11, rows: 9 }).unwrap(), "hex 11x9");
        on!(HexGrid::new(HexShape::Hexagon { radius: 4 }).unwrap(), "hex 4");
        on!(TriangleGrid::new(TriangleShape::Triangle { side: 9 }).unwrap(), "triangle 9");
        on!(UpsilonGrid::new(7, 6).unwrap(), "upsilon 7x6");
    }
}
