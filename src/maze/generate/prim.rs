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
    let mut frontier: BinaryHeap<Reverse<u64>> = BinaryHeap::new();
    let push_walls = |g: &Cells<'_, Rec>, frontier: &mut BinaryHeap<Reverse<u64>>, c: usize, rng: &mut R| {
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
            frontier.push(Reverse(weight << 32 | (c as u64) << 2 | step));
        }
    };
    push_walls(&g, &mut frontier, start, rng);
    while let Some(Reverse(key)) = frontier.pop() {
        let from = ((key & 0xFFFF_FFFF) >> 2) as usize;
        let to = target(from, key & 3);
        if g.is_open(to) {
            continue;
        }
        g.link(from, to);
        push_walls(&g, &mut frontier, to, rng);
    }
}
