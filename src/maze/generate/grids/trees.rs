//! The tree-growing generators over any grid: growing tree (every pick, simplified Prim among
//! them), true Prim and Kruskal.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::{GrowingTreePick, Visits, random_unvisited};
use crate::maze::grid::{Grid, GridMaze};

/// Growing tree from a random cell: take an active cell as `pick` says, open
/// the wall to a random unvisited neighbour and make that active, or retire
/// it when it has none. Random is simplified Prim; newest is the backtracker.
pub fn growing_tree<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, pick: GrowingTreePick, rng: &mut R) {
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
pub fn prim_true<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R) {
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
            add(m, &mut seen, &mut heap, maze, rng);
        }
    }
}

/// Kruskal: every inner wall in random order, opened when it joins two parts
/// not yet joined (a union–find with path halving and union by size). Any
/// passages already open count as joined (so a fresh maze draws as before).
///
/// A wall is kept as its two cells (with the side's place in the first
/// cell's list in the top four bits), so a wall that joins nothing new costs
/// no look-up in the neighbour lists; an opened wall is marked from its first
/// cell only, and the far sides are mended in one pass in cell order.
pub fn kruskal<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R) {
    const SIDE_SHIFT: u32 = 28;
    let n = maze.grid.cell_count() as u32;
    assert!(n < 1 << SIDE_SHIFT, "the side's place needs the top four bits");
    let mut walls: Vec<(u32, u32)> = Vec::with_capacity(maze.grid.cells().slot_count() / 2);
    for c in 0..n {
        let nb = maze.grid.neighbours(c);
        walls.extend((0..nb.len()).filter(|&k| c < nb[k]).map(|k| (c | (k as u32) << SIDE_SHIFT, nb[k])));
    }
    walls.shuffle(rng);
    let mut parent: Vec<u32> = (0..n).collect();
    let mut size = vec![1u32; n as usize];
    let find = |parent: &mut Vec<u32>, mut x: u32| {
        while parent[x as usize] != x {
            parent[x as usize] = parent[parent[x as usize] as usize];
            x = parent[x as usize];
        }
        x
    };
    let mut joined = 1;
    if maze.passage_count() > 0 {
        // Passages already open (the irregular map's) join their parts first.
        for (c, m) in maze.passages().collect::<Vec<_>>() {
            let (a, b) = (find(&mut parent, c), find(&mut parent, m));
            if a != b {
                let (big, small) = if size[a as usize] >= size[b as usize] { (a, b) } else { (b, a) };
                parent[small as usize] = big;
                size[big as usize] += size[small as usize];
                joined += 1;
            }
        }
    }
    for (ck, m) in walls {
        if joined == n {
            break;
        }
        let c = ck & ((1 << SIDE_SHIFT) - 1);
        let (a, b) = (find(&mut parent, c), find(&mut parent, m));
        if a == b {
            continue;
        }
        let (big, small) = if size[a as usize] >= size[b as usize] { (a, b) } else { (b, a) };
        parent[small as usize] = big;
        size[big as usize] += size[small as usize];
        let slot = maze.grid.cells().first_slot(c) + (ck >> SIDE_SHIFT) as usize;
        maze.open_one_side(slot);
        joined += 1;
    }
    maze.mirror_forward();
}

/// The irregular map on any grid: every inner wall stays standing with
/// `density_percent` chance and is opened otherwise, then the parts left
/// apart are joined as Kruskal joins them. Not a perfect maze: it has loops
/// and open rooms, and every cell can be reached, so any exits have a way
/// between them. (On the tile board the density is the share of tiles walled.)
pub fn irregular<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, density_percent: u8, rng: &mut R) {
    let n = maze.grid.cell_count() as u32;
    for c in 0..n {
        for k in 0..maze.grid.neighbours(c).len() {
            if c < maze.grid.neighbours(c)[k] && rng.random_range(0..100u8) >= density_percent {
                maze.link_side(c, k);
            }
        }
    }
    kruskal(maze, rng);
}
