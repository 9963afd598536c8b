//! Prim's algorithm, two ways. Simplified: grow from a random active cell to
//! a random unvisited neighbour (growing tree, random pick). True: every wall
//! between cells gets a random weight and the maze is the minimum spanning
//! tree, grown from the start by always taking the lightest wall on the
//! frontier (or, when nobody watches the growth, found by `super::kit::mst`).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rand::{Rng, RngExt};

use super::growing_tree::{GrowingTreePick, growing_tree};
use super::kit::cells::Cells;
use super::kit::mst::{key, spanning_tree, wall_between, wall_cells, write_tree, write_tree_inside};
use crate::maze::grid::Maze;
use crate::maze::mask::Mask;
use crate::maze::recorder::Recorder;

/// Carves a maze by simplified Prim.
pub fn prim_simplified<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    growing_tree(maze, GrowingTreePick::Random, rng, rec);
}

/// The frontier of true Prim: wall keys (weight in the high half), lightest
/// out first, exactly as one binary heap of them all would give them out.
///
/// Keys are sorted into buckets by the top bits of their weight. Buckets
/// after the current one wait unsorted; when everything up to the current
/// bucket is used up, the next non-empty bucket is sorted once and read from
/// the front. Prim's lightest frontier wall can be lighter than the last one
/// taken, so a key for the current bucket or an earlier one, pushed after its
/// bucket was sorted, goes into a small binary heap instead, and each pop
/// takes the lighter of the heap's top and the sorted run's next key. Such
/// keys are taken almost at once (they are lighter than nearly everything
/// waiting), so the heap stays a few dozen keys deep: one sort per key and a
/// few cheap heap steps replace a dozen heap levels per key.
struct Frontier {
    heap: BinaryHeap<Reverse<u64>>,
    /// The current bucket's keys as they were when it became current, sorted.
    run: Vec<u64>,
    /// How many keys of `run` have been taken.
    taken: usize,
    buckets: Vec<Vec<u64>>,
    current: usize,
}

impl Frontier {
    /// Weight bits that choose the bucket.
    const BUCKET_BITS: u32 = 12;

    fn new() -> Self {
        Self {
            heap: BinaryHeap::new(),
            run: Vec::new(),
            taken: 0,
            buckets: vec![Vec::new(); 1 << Self::BUCKET_BITS],
            current: 0,
        }
    }

    #[inline]
    fn push(&mut self, key: u64) {
        let bucket = (key >> (64 - Self::BUCKET_BITS)) as usize;
        if bucket <= self.current {
            self.heap.push(Reverse(key));
        } else {
            self.buckets[bucket].push(key);
        }
    }

    #[inline]
    fn pop(&mut self) -> Option<u64> {
        loop {
            match (self.run.get(self.taken), self.heap.peek()) {
                (Some(&next), Some(&Reverse(top))) => {
                    if next < top {
                        self.taken += 1;
                        return Some(next);
                    }
                    self.heap.pop();
                    return Some(top);
                }
                (Some(&next), None) => {
                    self.taken += 1;
                    return Some(next);
                }
                (None, Some(&Reverse(top))) => {
                    self.heap.pop();
                    return Some(top);
                }
                (None, None) => {
                    self.current += 1;
                    let next = self.buckets.get_mut(self.current)?;
                    // The run is used up: hand its storage to the emptied bucket.
                    self.run.clear();
                    std::mem::swap(&mut self.run, next);
                    self.run.sort_unstable();
                    self.taken = 0;
                }
            }
        }
    }
}

/// Carves a maze by true Prim over random wall weights.
///
/// The weights are hashed from one salt drawn from the random source (see
/// `super::kit::mst`), and the maze is their minimum spanning tree, which is
/// the same whichever way it is found. When nobody watches, the Borůvka
/// rounds of `super::kit::mst` find it; a recorder is shown Prim's growth from a
/// random start cell, which knocks down the same walls in its own order.
pub fn prim_true<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    prim_true_in(maze, None, rng, rec);
}

/// [`prim_true`] over the cells inside `mask` (whose outside is already
/// cut): the same weights, and the start the same draw picks among the
/// inside cells, so a mask of the whole board gives the same maze.
pub(super) fn prim_true_in<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    mask: Option<&Mask>,
    rng: &mut R,
    rec: &mut Rec,
) {
    // Another salt than Kruskal's for the same seed, so the two make different mazes.
    let salt = rng.random::<u64>() ^ PRIM_SALT;
    let (cols, rows) = (maze.cell_columns(), maze.cell_rows());
    let inside = mask.map(Mask::cells);
    // Drawn either way, so that what the seed draws next is the same.
    let start = match mask {
        None => rng.random_range(0..cols * rows),
        Some(mask) => mask.nth_inside(rng.random_range(0..mask.count())),
    };
    if !rec.keeps_steps() {
        let tree = spanning_tree(cols, rows, salt, mask);
        match mask {
            None => write_tree(maze, &tree),
            Some(mask) => write_tree_inside(maze, &tree, mask),
        }
        return;
    }
    let inside = |n: usize| inside.is_none_or(|inside| inside[n]);
    let mut g = Cells::new(maze, rec);
    g.open(start);
    // The frontier holds wall keys, lightest first: a wall's two cells are
    // its number halved and the next cell right or below. Each wall is
    // pushed once, from the side that joined first.
    let mut frontier = Frontier::new();
    let push_walls = |g: &Cells<'_, Rec>, frontier: &mut Frontier, c: usize| {
        for &n in g.neighbours_where(c, |g, n| !g.is_open(n) && inside(n)).as_slice() {
            frontier.push(key(salt, wall_between(c, n, cols)));
        }
    };
    push_walls(&g, &mut frontier, start);
    while let Some(key) = frontier.pop() {
        let (first, second) = wall_cells(key as u32 as usize, cols);
        let (from, to) = match (g.is_open(first), g.is_open(second)) {
            (true, false) => (first, second),
            (false, true) => (second, first),
            _ => {
                // Both sides are in the maze already: the wall stays.
                g.look_between(first, second);
                continue;
            }
        };
        g.link(from, to);
        push_walls(&g, &mut frontier, to);
    }
}

/// Mixed into true Prim's salt (the first 64 bits of π's fraction).
const PRIM_SALT: u64 = 0x243F_6A88_85A3_08D3;
