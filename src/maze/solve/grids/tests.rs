//! Every solver on every grid walks through passages from entrance to exit, shortest where it
//! promises; distance maps, metrics and exits checked against searches written again here.

use std::collections::VecDeque;

use super::*;
use crate::maze::generate::grids::{braid, carve};
use crate::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use crate::maze::grid::{HexGrid, HexShape, RoundGrid, SquareGrid, TriangleGrid, TriangleShape, UpsilonGrid};

/// Steps from `from` to every cell, by a plain queue over `linked`.
pub(super) fn steps_from<G: Grid>(maze: &GridMaze<G>, from: u32) -> Vec<Option<usize>> {
    let mut dist = vec![None; maze.grid.cell_count()];
    dist[from as usize] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(c) = queue.pop_front() {
        for &m in maze.grid.neighbours(c) {
            if dist[m as usize].is_none() && maze.linked(c, m) {
                dist[m as usize] = Some(dist[c as usize].unwrap() + 1);
                queue.push_back(m);
            }
        }
    }
    dist
}

fn check_solvers<G: Grid + Clone>(grid: &G, what: &str) {
    for (seed, algorithm) in [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson, Algorithm::PrimTrue]
        .into_iter()
        .cycle()
        .take(12)
        .enumerate()
    {
        let mut rng = rng_from_seed(seed as u64);
        let mut maze = carve(grid.clone(), algorithm, StartCorner::Random, &mut rng).unwrap();
        let braided = seed % 3 == 2;
        if braided {
            braid(&mut maze, 60, &mut rng);
        }
        place_exits(&mut maze, GridExits::ALL[seed % 4], &mut rng);
        let (from, to) = (maze.entrance, maze.exit);
        let truth = steps_from(&maze, from);
        let shortest = truth[to as usize].expect("connected") + 1;
        assert_eq!(
            distance_map(&maze, from),
            truth.iter().map(|d| d.map_or(UNREACHED, |d| d as u32)).collect::<Vec<_>>(),
            "{what}: distance map"
        );
        for solver in Solver::ALL {
            let tag = format!("{what} {algorithm} seed {seed} {solver}");
            let Some(route) = solve(&maze, solver, from, to) else {
                let may_miss = braided && matches!(solver, Solver::WallFollowerLeft | Solver::WallFollowerRight);
                assert!(may_miss, "{tag}: no route");
                continue;
            };
            assert_eq!((route.first(), route.last()), (Some(&from), Some(&to)), "{tag}: ends");
            assert!(maze.is_walk(&route), "{tag}: steps through walls");
            let mut seen = route.clone();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), route.len(), "{tag}: a cell twice");
            if solver.finds_shortest() || !braided {
                assert_eq!(route.len(), shortest, "{tag}: not a shortest route");
            }
        }
    }
}

#[test]
fn every_solver_finds_its_way_on_every_grid() {
    check_solvers(&RoundGrid::new(7).unwrap(), "round");
    check_solvers(&RoundGrid::new(1).unwrap(), "round 1");
    check_solvers(&HexGrid::new(HexShape::Rectangle { cols: 13, rows: 9 }).unwrap(), "hex");
    check_solvers(&HexGrid::new(HexShape::Hexagon { radius: 5 }).unwrap(), "hexagon");
    check_solvers(&TriangleGrid::new(TriangleShape::Rectangle { cols: 15, rows: 8 }).unwrap(), "tri");
    check_solvers(&TriangleGrid::new(TriangleShape::Triangle { side: 9 }).unwrap(), "triangle");
    check_solvers(&SquareGrid::new(11, 7).unwrap(), "square");
    check_solvers(&UpsilonGrid::new(9, 6).unwrap(), "upsilon");
}

#[test]
fn solvers_say_when_there_is_no_way() {
    let maze = GridMaze::walled(HexGrid::new(HexShape::Rectangle { cols: 4, rows: 3 }).unwrap());
    for solver in Solver::ALL {
        assert_eq!(solve(&maze, solver, 0, 11), None, "{solver}");
        assert_eq!(solve(&maze, solver, 5, 5), Some(vec![5]), "{solver}: from == to");
    }
}

#[test]
fn exits_go_where_they_are_named() {
    let round = RoundGrid::new(9).unwrap();
    assert_eq!(GridExits::default_for(&round), GridExits::Centre);
    for seed in 0..8 {
        let mut rng = rng_from_seed(seed);
        let mut maze = carve(round.clone(), Algorithm::Wilson, StartCorner::TopLeft, &mut rng).unwrap();
        place_exits(&mut maze, GridExits::Centre, &mut rng);
        assert_eq!(maze.entrance, 0);
        let dist = steps_from(&maze, 0);
        let outer = round.ring_start(9)..round.cell_count() as u32;
        assert!(outer.contains(&maze.exit), "the exit is on the rim");
        assert_eq!(dist[maze.exit as usize], outer.map(|c| dist[c as usize]).max().unwrap());

        let hex = HexGrid::new(HexShape::Hexagon { radius: 4 }).unwrap();
        let mut maze = carve(hex.clone(), Algorithm::Kruskal, StartCorner::TopLeft, &mut rng).unwrap();
        place_exits(&mut maze, GridExits::Hardest, &mut rng);
        let longest =
            (0..hex.cell_count() as u32).map(|c| steps_from(&maze, c).into_iter().flatten().max().unwrap()).max();
        assert_eq!(steps_from(&maze, maze.entrance)[maze.exit as usize], longest);
        assert_eq!(measure(&maze).longest_cells, longest.unwrap() + 1);
        place_exits(&mut maze, GridExits::Random, &mut rng);
        let rim = rim_cells(&hex);
        assert_eq!(rim.len(), 24, "a radius-4 hexagon has 24 cells round its edge");
        assert!(rim.contains(&maze.entrance) && rim.contains(&maze.exit));
        assert!(steps_from(&maze, maze.entrance)[maze.exit as usize].unwrap() >= longest.unwrap() / 2);
        place_exits(&mut maze, GridExits::Corners, &mut rng);
        assert_eq!((maze.entrance, maze.exit as usize), (0, hex.cell_count() - 1));
        let mut round_corners = carve(round.clone(), Algorithm::Wilson, StartCorner::TopLeft, &mut rng).unwrap();
        place_exits(&mut round_corners, GridExits::Corners, &mut rng);
        let p = round.centre(round_corners.entrance);
        assert!(p.x < round.middle().x && p.y < round.middle().y, "top-left on the rim");
    }
}

#[test]
fn metrics_count_what_they_say() {
    let tri = TriangleGrid::new(TriangleShape::Rectangle { cols: 20, rows: 10 }).unwrap();
    let maze = carve(tri, Algorithm::Backtracker, StartCorner::TopLeft, &mut rng_from_seed(3)).unwrap();
    let m = measure(&maze);
    let degree = |c: u32| maze.grid.neighbours(c).iter().filter(|&&n| maze.linked(c, n)).count();
    assert_eq!(m.cells, 200);
    assert_eq!(m.passages, 199);
    assert_eq!(m.dead_ends, (0..200).filter(|&c| degree(c) == 1).count());
    assert_eq!(m.junctions, (0..200).filter(|&c| degree(c) == 3).count());
    assert_eq!(m.route_cells, steps_from(&maze, maze.entrance)[maze.exit as usize].unwrap() + 1);
    assert!(m.dead_ends > 0 && m.route_junctions <= m.junctions);
    assert!("centre".parse::<GridExits>().is_ok() && "middle".parse::<GridExits>().is_err());
    // Measured along the route already found, the figures are the same.
    let route = breadth_first(&maze, maze.entrance, maze.exit).unwrap();
    assert_eq!(measure_along(&maze, &route), m);
    // A braided maze (loops: its turns and junctions depend on the route taken) too.
    let mut braided = maze.clone();
    braid(&mut braided, 60, &mut rng_from_seed(4));
    let route = breadth_first(&braided, braided.entrance, braided.exit).unwrap();
    assert_eq!(measure_along(&braided, &route), measure(&braided));
}

#[test]
fn a_square_grid_maze_scores_as_its_tile_maze_does() {
    for seed in 0..12 {
        let grid = SquareGrid::new(15, 11).unwrap();
        let algorithm = [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson][seed % 3];
        let mut rng = rng_from_seed(seed as u64);
        let mut maze = carve(grid, algorithm, StartCorner::TopLeft, &mut rng).unwrap();
        place_exits(&mut maze, GridExits::Hardest, &mut rng);
        let on_grid = measure(&maze);
        let tiles = crate::maze::metrics::measure(&SquareGrid::to_tiles(&maze));
        assert_eq!(2 * on_grid.route_cells - 1, tiles.route_tiles, "seed {seed}: the same route");
        assert_eq!(on_grid.turns, tiles.turns, "seed {seed}: the same turns");
        assert_eq!(on_grid.route_junctions, tiles.route_junctions, "seed {seed}");
        assert_eq!(on_grid.difficulty, tiles.difficulty, "seed {seed}: the same score");
    }
}

#[test]
fn turns_follow_the_grid_not_its_zigzag() {
    // A triangle row walked straight zigzags by 60° a step and never turns;
    // along a hex row it is straight; back up a column of triangles it turns.
    let tri = TriangleGrid::new(TriangleShape::Rectangle { cols: 8, rows: 2 }).unwrap();
    let row: Vec<u32> = (0..8).collect();
    assert!(row.windows(2).all(|w| tri.neighbours(w[0]).contains(&w[1])), "cells 0..8 are a row");
    assert_eq!(turns(&tri, &row), 0);
    let hex = HexGrid::new(HexShape::Rectangle { cols: 6, rows: 3 }).unwrap();
    let row: Vec<u32> = (0..6).collect();
    assert_eq!(turns(&hex, &row), 0);
    let round = RoundGrid::new(3).unwrap();
    let rim = round.cell_count() as u32;
    let arc: Vec<u32> = (rim - 6..rim).collect();
    assert_eq!(turns(&round, &arc), 0, "along a ring is no turn");
    let m = measure(&carve(hex, Algorithm::Backtracker, StartCorner::TopLeft, &mut rng_from_seed(1)).unwrap());
    assert!((1.0..=10.0).contains(&m.difficulty) && m.turns > 0, "{m:?}");
}
