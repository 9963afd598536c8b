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
    // (weight, from, to): each wall is pushed once, from the side that joined
    // first, so drawing its weight then is the same as weighing all walls up front.
    let mut frontier: BinaryHeap<Reverse<(u32, u32, u32)>> = BinaryHeap::new();
    let push_walls = |g: &Cells<'_, Rec>, frontier: &mut BinaryHeap<_>, c: usize, rng: &mut R| {
        for n in g.neighbours_where(c, |g, n| !g.is_open(n)).as_slice() {
            frontier.push(Reverse((rng.random::<u32>(), c as u32, *n as u32)));
        }
    };
    push_walls(&g, &mut frontier, start, rng);
    while let Some(Reverse((_, from, to))) = frontier.pop() {
        let to = to as usize;
        if g.is_open(to) {
            continue;
        }
        g.link(from as usize, to);
        push_walls(&g, &mut frontier, to, rng);
    }
}
