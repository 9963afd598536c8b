//! The tree-growing generators over any grid: growing tree (every pick, simplified Prim among
//! them), true Prim and Kruskal.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::ahead::Ahead;
use super::lightest::{SIDE_SHIFT, cell_side, find, fresh_tree, key};
use super::{GrowingTreePick, Visits, random_unvisited};
use crate::maze::generate::kit::mst::{Edge, boruvka, edge, number_parts};
use crate::maze::generate::kit::prefetch::prefetch;
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

/// Kruskal: every inner wall in random order, opened when it joins two parts
/// not yet joined. Any passages already open count as joined (so a fresh
/// maze draws as before).
///
/// The walls are numbered in cell order (each cell's sides towards later
/// cells, in its list's order) and that many numbers are shuffled, which draws
/// what shuffling the walls themselves draws: a wall's place in the shuffled
/// order is its rank. Kruskal's tree over distinct ranks is the unique minimum
/// spanning tree, so it is found by the Borůvka rounds the square board's
/// Kruskal uses ([`boruvka`]) on a list of walls in cell order, each keyed
/// by its rank (then its cell and side, to open it): no union-find over random
/// cells, and every pass runs forwards through memory. On a fresh maze the
/// first round runs on the grid itself and only the walls between its parts
/// are listed ([`fresh_tree`]). Unless a recorder keeps the steps, the tree's
/// walls are marked as they come out and opened in one pass in cell order.
pub fn kruskal<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R, rec: &mut impl PassageRecorder) {
    let n = maze.grid.cell_count() as u32;
    assert!(n < 1 << SIDE_SHIFT, "the side's place needs the top four bits");
    // Every inner wall has a slot on each side.
    let walls = maze.grid.cells().slot_count() / 2;
    assert!(walls < u32::MAX as usize, "too many walls to rank");
    let rank = ranks(walls, rng);
    if rec.keeps_steps() {
        // A recorder is told in Kruskal's own order: by rank, as the walls were drawn.
        let mut ranked = Vec::new();
        tree_walls(maze, rank, |key| ranked.push(key));
        // Two parts whose lightest wall is the same one both hand it over.
        ranked.sort_unstable();
        ranked.dedup();
        let (cells, mut open) = maze.carving();
        for key in ranked {
            let (c, k) = cell_side(key);
            let m = cells.of(c)[k];
            open.open(cells.first_slot(c) + k);
            open.open(cells.first_slot(m) + cells.side(m, c).expect("neighbours are symmetric"));
            rec.opened(c.min(m), c.max(m));
        }
    } else {
        // Otherwise the tree's sides are marked, a bit a side of the cell each
        // wall is numbered from, and opened in one pass in cell order.
        let mut tree = vec![0u32; n as usize];
        tree_walls(maze, rank, |key| {
            let (c, k) = cell_side(key);
            tree[c as usize] |= 1 << k;
        });
        open_tree(maze, tree, rec);
    }
}

/// Kruskal's tree walls under `rank`, as [`key`]s to `take` (a wall may come twice).
fn tree_walls<G: Grid>(maze: &mut GridMaze<G>, rank: Vec<u32>, take: impl FnMut(u64)) {
    if maze.passage_count() == 0 {
        fresh_tree(maze.grid.cells(), rank, take);
    } else {
        joined_tree(maze, rank, take);
    }
}

/// Opens the sides marked in `tree` (bit `k` of a cell: its side `k`, towards
/// a later cell) from both ends, in cell order: each cell's sides in one
/// write, those from earlier cells marked on it (in the high half) by the
/// time it is reached.
fn open_tree<G: Grid>(maze: &mut GridMaze<G>, mut tree: Vec<u32>, rec: &mut impl PassageRecorder) {
    let (cells, mut open) = maze.carving();
    let ahead = Ahead::new(cells);
    for c in 0..cells.len() as u32 {
        let sides = tree[c as usize];
        let mut later = sides & 0xffff;
        while later != 0 {
            let k = later.trailing_zeros() as usize;
            later &= later - 1;
            let m = ahead.across(c, k);
            tree[m as usize] |= 1 << (16 + ahead.back(m, c));
            rec.opened(c, m);
        }
        open.open_sides(cells.first_slot(c), u64::from((sides | sides >> 16) & 0xffff));
    }
}

/// Kruskal's tree walls (as [`key`]s, to `take`) over the parts the passages
/// already open make (the irregular map's): the walls between parts, listed
/// in cell order, and the Borůvka rounds on them.
fn joined_tree<G: Grid>(maze: &GridMaze<G>, rank: Vec<u32>, take: impl FnMut(u64)) {
    let n = maze.grid.cell_count() as u32;
    let cells = maze.grid.cells();
    let mut edges: Vec<Edge> = Vec::new();
    let mut label: Vec<u32> = (0..n).collect();
    for (c, m) in maze.passages() {
        let (a, b) = (find(&mut label, c), find(&mut label, m));
        label[a.max(b) as usize] = a.min(b);
    }
    let parts = number_parts(&mut label);
    let mut wall = 0;
    for c in 0..n {
        for (k, &m) in cells.of(c).iter().enumerate() {
            if c < m {
                let (a, b) = (label[c as usize], label[m as usize]);
                if a != b {
                    edges.push(edge(key(rank[wall], c, k), a, b));
                }
                wall += 1;
            }
        }
    }
    drop(rank);
    boruvka(edges, parts, take);
}

/// The place of each of `walls` numbers in their shuffled order, drawing
/// exactly what `order.shuffle(rng)` draws. rand's shuffle takes each place
/// `i` in turn and swaps it with a random place up to `i`, packing several
/// draws into one number while their product fits 32 bits; from place
/// [`ONE_A_DRAW`] on it draws once a place, `random_range(..i + 1)`, which is
/// written out here without the packing's bookkeeping (and the places past
/// `i`, still untouched, are not first filled with their own numbers).
///
/// Those draws do not depend on the list, so they are made [`BATCH`] at a
/// time and the place each swap lands on is fetched [`AHEAD`] swaps before
/// it (a million-cell grid's list is 8 to 12 MB, past the nearer caches);
/// so is each wall's rank as the places are turned into ranks.
pub(super) fn ranks<R: Rng + ?Sized>(walls: usize, rng: &mut R) -> Vec<u32> {
    let head = walls.min(ONE_A_DRAW);
    let mut order: Vec<u32> = Vec::with_capacity(walls);
    order.extend(0..head as u32);
    order.shuffle(rng);
    let mut drawn = [0u32; BATCH];
    for start in (head..walls).step_by(BATCH) {
        let batch = &mut drawn[..BATCH.min(walls - start)];
        for (i, j) in (start as u32..).zip(batch.iter_mut()) {
            *j = rng.random_range(..i + 1);
        }
        for (t, &j) in batch.iter().enumerate() {
            if let Some(&ahead) = batch.get(t + AHEAD) {
                prefetch(&order, ahead as usize);
            }
            order.push((start + t) as u32);
            order.swap(start + t, j as usize);
        }
    }
    let mut rank = vec![0u32; walls];
    for (place, &wall) in order.iter().enumerate() {
        if let Some(&ahead) = order.get(place + AHEAD) {
            prefetch(&rank, ahead as usize);
        }
        rank[wall as usize] = place as u32;
    }
    rank
}

/// From this place on, rand's shuffle draws once a place (`i * (i + 1)`
/// no longer fits 32 bits, so no two draws share a number), and the places
/// before it use up their last packed number.
const ONE_A_DRAW: usize = 1 << 17;

/// How many of [`ranks`]' draws are made before their swaps.
const BATCH: usize = 256;

/// How many swaps (or ranks) ahead [`ranks`] fetches the place it will write.
const AHEAD: usize = 32;

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
