//! Detours on every grid: excursions into side branches off the shortest route, counted exactly,
//! their farthest cell and compass point read from the cells' centres.

use super::*;
use crate::maze::generate::grids::carve;
use crate::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use crate::maze::grid::{HexGrid, HexShape, RoundGrid, TriangleGrid, TriangleShape, UpsilonGrid};
use crate::maze::solve::grids::{GridExits, breadth_first, place_exits};

/// Steps from `from` to `to` by a search written here.
fn steps<G: Grid>(maze: &GridMaze<G>, from: u32, to: u32) -> usize {
    let mut dist = vec![usize::MAX; maze.grid.cell_count()];
    let mut todo = std::collections::VecDeque::from([from]);
    dist[from as usize] = 0;
    while let Some(c) = todo.pop_front() {
        for &m in maze.grid.neighbours(c) {
            if maze.linked(c, m) && dist[m as usize] == usize::MAX {
                dist[m as usize] = dist[c as usize] + 1;
                todo.push_back(m);
            }
        }
    }
    dist[to as usize]
}

/// A way of up to `depth` cells from the route cell `r` into a branch off the route, if `r` has one.
fn branch<G: Grid>(maze: &GridMaze<G>, route: &[u32], r: u32, depth: usize) -> Option<Vec<u32>> {
    let mut way: Vec<u32> = Vec::new();
    let mut here = r;
    while way.len() < depth {
        let next = maze.links(here).find(|m| !route.contains(m) && !way.contains(m) && *m != r);
        let Some(next) = next else { break };
        way.push(next);
        here = next;
    }
    (!way.is_empty()).then_some(way)
}

/// Whether `d` is the compass point of the angle from `a` to `b` (within half an eighth, a hair either way).
fn points_along(d: Compass, a: Point, b: Point) -> bool {
    let k = Compass::ANTICLOCKWISE.iter().position(|&e| e == d).unwrap() as f64;
    let angle = (a.y - b.y).atan2(b.x - a.x);
    let off = (angle - k * std::f64::consts::FRAC_PI_4).rem_euclid(std::f64::consts::TAU);
    off.min(std::f64::consts::TAU - off) <= std::f64::consts::FRAC_PI_8 + 1e-9
}

/// Walks the route with two excursions into side branches (coming back), then
/// a third it never comes back from, and checks every count.
fn check_detours_on<G: Grid + Clone>(grid: &G, what: &str) -> usize {
    let mut checked = 0;
    for seed in 0..10 {
        let mut rng = rng_from_seed(seed);
        let mut maze = carve(grid.clone(), Algorithm::Backtracker, StartCorner::Random, &mut rng).unwrap();
        place_exits(&mut maze, GridExits::default_for(grid), &mut rng);
        let route = breadth_first(&maze, maze.entrance, maze.exit).unwrap();
        let name = format!("{what} seed {seed}");
        let straight = wander(&maze, &route, &route);
        assert_eq!((straight.steps, straight.lost, straight.detours.len()), (route.len() - 1, 0, 0), "{name}");
        let forks: Vec<(usize, Vec<u32>)> = (0..route.len())
            .filter_map(|k| branch(&maze, &route, route[k], 2 + k % 4).map(|way| (k, way)))
            .take(3)
            .collect();
        if forks.len() < 3 {
            continue;
        }
        let mut walked: Vec<u32> = Vec::new();
        let mut from = 0;
        for (k, way) in &forks[..2] {
            walked.extend(&route[from..=*k]);
            walked.extend(way);
            walked.extend(way.iter().rev().skip(1));
            from = *k;
        }
        let (k, way) = &forks[2];
        walked.extend(&route[from..=*k]);
        walked.extend(way);
        assert!(maze.is_walk(&walked), "{name}: the test's walk");
        let w = wander(&maze, &route, &walked);
        assert_eq!(w.steps, walked.len() - 1, "{name}");
        assert_eq!(w.detours.len(), 3, "{name}");
        let end = *walked.last().unwrap();
        let to_go = steps(&maze, end, maze.exit);
        assert_eq!(w.lost, walked.len() - 1 + to_go - (route.len() - 1), "{name}: moves lost");
        for (i, ((k, way), d)) in forks.iter().zip(&w.detours).enumerate() {
            let r = route[*k];
            let back = i < 2;
            assert_eq!(d.left_at, r, "{name} detour {i}");
            assert_eq!(d.back_at, back.then_some(r), "{name} detour {i}");
            let n = if back { 2 * way.len() } else { way.len() };
            assert_eq!((d.steps, d.lost), (n, n), "{name} detour {i}");
            let far = |c: u32| maze.grid.centre(c).distance(maze.grid.centre(r));
            let most = way.iter().map(|&c| far(c)).fold(0.0, f64::max);
            assert_eq!(far(d.farthest), most, "{name} detour {i}: the farthest cell");
            assert!(way.contains(&d.farthest), "{name} detour {i}");
            assert!(points_along(d.direction, maze.grid.centre(r), maze.grid.centre(d.farthest)), "{name} {i}");
        }
        checked += 1;
    }
    checked
}

#[test]
fn detours_are_counted_on_every_grid() {
    let mut checked = 0;
    checked += check_detours_on(&RoundGrid::new(8).unwrap(), "round 8");
    checked += check_detours_on(&HexGrid::new(HexShape::Rectangle { cols: 16, rows: 12 }).unwrap(), "hex 16x12");
    checked += check_detours_on(&HexGrid::new(HexShape::Hexagon { radius: 7 }).unwrap(), "hexagon 7");
    let tri = TriangleGrid::new(TriangleShape::Rectangle { cols: 24, rows: 10 }).unwrap();
    checked += check_detours_on(&tri, "triangle 24x10");
    checked += check_detours_on(&TriangleGrid::new(TriangleShape::Triangle { side: 12 }).unwrap(), "triangle 12");
    checked += check_detours_on(&UpsilonGrid::new(11, 9).unwrap(), "upsilon 11x9");
    assert!(checked >= 6 * 8, "only {checked} mazes had three side branches on their route");
}

#[test]
fn back_and_forth_on_the_route_loses_moves_but_makes_no_detour() {
    let grid = HexGrid::new(HexShape::Rectangle { cols: 12, rows: 9 }).unwrap();
    let mut maze = carve(grid, Algorithm::Kruskal, StartCorner::TopLeft, &mut rng_from_seed(4)).unwrap();
    place_exits(&mut maze, GridExits::Corners, &mut rng_from_seed(4));
    let route = breadth_first(&maze, maze.entrance, maze.exit).unwrap();
    assert!(route.len() > 6);
    let mut walked = route[..5].to_vec();
    walked.extend([route[3], route[4]]);
    walked.extend(&route[5..]);
    let w = wander(&maze, &route, &walked);
    assert_eq!((w.lost, w.detours.len()), (2, 0));
    assert_eq!(w.summary(), "2 moves lost going back and forth on the route, no detour");
}
