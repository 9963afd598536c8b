//! The tree-growing generators over any grid: growing tree (every pick, simplified Prim among
//! them), true Prim, and the irregular map (its parts joined by Kruskal).

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

use rand::{Rng, RngExt};

use super::kruskal::kruskal;
use super::{GrowingTreePick, Visits, random_unvisited};
use crate::maze::grid::{Grid, GridMaze};
use crate::maze::recorder::PassageRecorder;

/// Growing tree from a random cell: take an active cell as `pick` says, open
/// the wall to a random unvisited neighbour and make that active, or retire
/// it when it has none. Random is simplified Prim; newest is the backtracker.
pub fn growing_tree<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    pick: GrowingTreePick,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) {
    let n = maze.grid.cell_count() as u32;
    let mut seen = Visits::new(n as usize);
    let start = rng.random_range(0..n);
    seen.set(start);
    // Oldest takes from the front; the others from anywhere in a Vec. Random
    // swap-removes (order does not matter to it); the mix keeps the order,
    // since its "newest" is the last added.
    let mut active: VecDeque<u32> = VecDeque::from([start]);
    while !active.is_empty() {
        let i = match pick {
            GrowingTreePick::Newest => active.len() - 1,
            GrowingTreePick::Oldest => 0,
            GrowingTreePick::Random => rng.random_range(0..active.len()),
            GrowingTreePick::Mix(p) => {
                if rng.random_range(0..100u8) < p {
                    active.len() - 1
                } else {
                    rng.random_range(0..active.len())
                }
            }
        };
        let c = active[i];
        match random_unvisited(&maze.grid, c, &seen, rng) {
            Some(k) => {
                let next = maze.grid.neighbours(c)[k];
                maze.link_side(c, k);
                rec.opened(c, next);
                seen.set(next);
                active.push_back(next);
            }
            None => match pick {
                GrowingTreePick::Random => {
                    active.swap_remove_back(i);
                }
                _ => {
                    active.remove(i);
                }
            },
        }
    }
}

/// True Prim from a random cell: every wall on the frontier has a random
/// weight, and the lightest is always opened next (a minimum spanning tree).
pub fn prim_true<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R, rec: &mut impl PassageRecorder) {
    let n = maze.grid.cell_count() as u32;
    let mut seen = Visits::new(n as usize);
    let mut heap = BinaryHeap::new();
    let add = |c: u32, seen: &mut Visits, heap: &mut BinaryHeap<_>, maze: &GridMaze<G>, rng: &mut R| {
        seen.set(c);
        for (k, &m) in maze.grid.neighbours(c).iter().enumerate() {
            if !seen.get(m) {
                heap.push(Reverse((rng.random::<u32>(), c, k as u8)));
            }
        }
    };
    add(rng.random_range(0..n), &mut seen, &mut heap, maze, rng);
    while let Some(Reverse((_, c, k))) = heap.pop() {
        let m = maze.grid.neighbours(c)[k as usize];
        if !seen.get(m) {
            maze.link_side(c, k as usize);
            rec.opened(c, m);
            add(m, &mut seen, &mut heap, maze, rng);
        }
    }
}

/// The irregular map on any grid: every inner wall stays standing with
/// `density_percent` chance and is opened otherwise, then the parts left
/// apart are joined as Kruskal joins them. Not a perfect maze: it has loops
/// and open rooms, and every cell can be reached, so any exits have a way
/// between them. (On the tile board the density is the share of tiles walled.)
pub fn irregular<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    density_percent: u8,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) {
    let n = maze.grid.cell_count() as u32;
    for c in 0..n {
        for k in 0..maze.grid.neighbours(c).len() {
            if c < maze.grid.neighbours(c)[k] && rng.random_range(0..100u8) >= density_percent {
                maze.link_side(c, k);
                rec.opened(c, maze.grid.neighbours(c)[k]);
            }
        }
    }
    kruskal(maze, rng, rec);
}
