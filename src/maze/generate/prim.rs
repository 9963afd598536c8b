//! Prim's algorithm, two ways. Simplified: grow from a random active cell to
//! a random unvisited neighbour (growing tree, random pick). True: every wall
//! between cells gets a random weight and the maze is the minimum spanning
//! tree, grown from the start by always taking the lightest wall on the frontier.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rand::{Rng, RngExt};

use super::Recorder;
use super::cells::Cells;
use super::growing_tree::{GrowingTreePick, growing_tree};
use crate::maze::grid::Maze;

/// Carves a maze by simplified Prim.
pub fn prim_simplified<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    growing_tree(maze, GrowingTreePick::Random, rng, rec);
}

/// The frontier of true Prim: wall keys (weight in the high half), lightest
/// out first, exactly as one binary heap of them all would give them out.
///
/// Keys are sorted into buckets by the top bits of their weight; only the
/// keys of buckets up to the current one sit in a (small) binary heap, the
/// others wait unsorted. Prim's lightest frontier wall can be lighter than the
/// last one taken, so a key for the current bucket or an earlier one goes
/// straight into the heap; when the heap runs dry every key left is in a later
/// bucket, and the next non-empty bucket is heaped. The heap stays a few
/// thousand keys deep at 1000 × 1000 cells instead of hundreds of thousands,
/// so it stays in cache.
struct Frontier {
    heap: BinaryHeap<Reverse<u64>>,
    buckets: Vec<Vec<u64>>,
    current: usize,
}

impl Frontier {
    /// Weight bits that choose the bucket.
    const BUCKET_BITS: u32 = 10;

    fn new() -> Self {
        Self { heap: BinaryHeap::new(), buckets: vec![Vec::new(); 1 << Self::BUCKET_BITS], current: 0 }
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
            if let Some(Reverse(key)) = self.heap.pop() {
                return Some(key);
            }
            self.current += 1;
            let next = self.buckets.get_mut(self.current)?;
            // The heap is empty: reuse its storage for the next bucket's keys.
            let mut keys = std::mem::take(&mut self.heap).into_vec();
            keys.extend(next.drain(..).map(Reverse));
            self.heap = BinaryHeap::from(keys);
        }
    }
}

/// Carves a maze by true Prim over random wall weights.
pub fn prim_true<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let mut g = Cells::new(maze, rec);
    let start = rng.random_range(0..g.len());
    g.open(start);
    // Each frontier wall packed into one number, lightest first: the weight in
    // the high half, then the cell it leads from and the step (ordered as the
    // cell it leads to: up, left, right, down). Each wall is pushed once, from
    // the side that joined first, so drawing its weight then is the same as
    // weighing all walls up front.
    let cols = g.cols;
    let target = move |from: usize, step: u64| match step {
        0 => from - cols,
        1 => from - 1,
        2 => from + 1,
        _ => from + cols,
    };
    let mut frontier = Frontier::new();
    let push_walls = |g: &Cells<'_, Rec>, frontier: &mut Frontier, c: usize, rng: &mut R| {
        for n in g.neighbours_where(c, |g, n| !g.is_open(n)).as_slice() {
            let step = if *n + cols == c {
                0
            } else if *n + 1 == c {
                1
            } else if *n == c + 1 {
                2
            } else {
                3
            };
            let weight = u64::from(rng.random::<u32>());
            frontier.push(weight << 32 | (c as u64) << 2 | step);
        }
    };
    push_walls(&g, &mut frontier, start, rng);
    while let Some(key) = frontier.pop() {
        let from = ((key & 0xFFFF_FFFF) >> 2) as usize;
        let to = target(from, key & 3);
        if g.is_open(to) {
            continue;
        }
        g.link(from, to);
        push_walls(&g, &mut frontier, to, rng);
    }
}
