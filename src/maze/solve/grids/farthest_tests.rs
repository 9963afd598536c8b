//! The farthest kept cell, walked down the tree or mapped, against a plain
//! breadth-first search (the grid tests' `steps_from`): on every grid, perfect and
//! braided, whole and cut in two.

use super::farthest::farthest_kept;
use super::tests::steps_from;
use crate::maze::generate::grids::{braid, carve};
use crate::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use crate::maze::grid::{Grid, GridMaze, HexGrid, HexShape, RoundGrid, TriangleGrid, TriangleShape};

/// The kept cell farthest from `from` (the first in cell order on a tie) by a plain queue over `linked`.
fn by_queue<G: Grid>(maze: &GridMaze<G>, from: u32, keep: impl Fn(u32) -> bool) -> Option<(u32, u32)> {
    let mut best: Option<(u32, u32)> = None;
    for (c, d) in steps_from(maze, from).into_iter().enumerate() {
        if let Some(d) = d.map(|d| d as u32)
            && keep(c as u32)
            && best.is_none_or(|(_, far)| d > far)
        {
            best = Some((c as u32, d));
        }
    }
    best
}

fn check<G: Grid + Clone>(grid: &G, what: &str) {
    let n = grid.cell_count() as u32;
    for seed in 0..6u64 {
        let algorithm = [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson][seed as usize % 3];
        let mut rng = rng_from_seed(seed);
        let mut maze = carve(grid.clone(), algorithm, StartCorner::TopLeft, &mut rng).unwrap();
        let mut mazes = vec![maze.clone()];
        // A loop the walk must give up on; a maze cut in two (one passage
        // closed: a tree each side); loops and a cut together.
        let (a, b) = maze.passages().nth(n as usize / 2).unwrap();
        let mut cut = maze.clone();
        cut.unlink(a, b);
        mazes.push(cut.clone());
        // A loop in one part while the passages are still fewer than the
        // cells: only the walk's count of steps finds it.
        let near = by_queue(&cut, 0, |_| true).map_or(0, |(c, _)| c);
        let reached = |c: u32| by_queue(&cut, 0, |m| m == c).is_some();
        let (x, y) = (0..n)
            .flat_map(|c| cut.grid.neighbours(c).iter().map(move |&m| (c, m)))
            .find(|&(c, m)| !cut.linked(c, m) && reached(c) && reached(m))
            .unwrap_or((near, near));
        if x != y {
            let mut looped = cut.clone();
            looped.link(x, y);
            assert!(looped.passage_count() < n as usize);
            mazes.push(looped);
        }
        braid(&mut maze, 30, &mut rng);
        mazes.push(maze.clone());
        braid(&mut cut, 30, &mut rng);
        mazes.push(cut);
        for (i, maze) in mazes.iter().enumerate() {
            for from in [0, n / 3, n - 1] {
                let rim = |c: u32| maze.grid.on_rim(c);
                let odd = |c: u32| c % 2 == 1;
                assert_eq!(farthest_kept(maze, from, |_| true), by_queue(maze, from, |_| true), "{what} {seed} {i}");
                assert_eq!(farthest_kept(maze, from, rim), by_queue(maze, from, rim), "{what} {seed} {i} rim");
                assert_eq!(farthest_kept(maze, from, odd), by_queue(maze, from, odd), "{what} {seed} {i} odd");
                assert_eq!(farthest_kept(maze, from, |_| false), None, "{what}: nothing kept");
            }
        }
    }
}

#[test]
fn the_farthest_kept_cell_is_the_one_a_breadth_first_search_finds() {
    check(&RoundGrid::new(7).unwrap(), "round");
    check(&HexGrid::new(HexShape::Rectangle { cols: 9, rows: 7 }).unwrap(), "hex board");
    check(&HexGrid::new(HexShape::Hexagon { radius: 4 }).unwrap(), "big hexagon");
    check(&TriangleGrid::new(TriangleShape::Rectangle { cols: 12, rows: 6 }).unwrap(), "triangle board");
    check(&TriangleGrid::new(TriangleShape::Triangle { side: 7 }).unwrap(), "big triangle");
}
