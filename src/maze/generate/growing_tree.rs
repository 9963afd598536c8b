//! Growing tree: keep a list of active cells; take one (the newest, a random
//! one, the oldest, or a mix), link it to a random unvisited neighbour and add
//! that, or drop it when it has none. Newest is the backtracker, random is
//! simplified Prim.
//!
//! Every pick and every removal is O(1).

use std::collections::VecDeque;

use rand::{Rng, RngExt};

use super::Recorder;
use super::padded::{Cell, Padded, below, depth_first, pick_dir};
use crate::maze::grid::Maze;

/// Which active cell the growing tree takes next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GrowingTreePick {
    /// The most recently added: long corridors, like the backtracker.
    Newest,
    /// A random one: short branches, like Prim.
    Random,
    /// The earliest added: long straight runs from the start.
    Oldest,
    /// The newest with this percent chance, else a random one.
    Mix(u8),
}

/// Carves a growing-tree maze.
///
/// Each pick keeps the active cells in the cheapest structure that gives the
/// same cells in the same order: newest is the depth-first backtracker (a
/// byte of path per step), oldest a queue, random a dense array with
/// swap-removal. The mix needs both the order of addition (a stack whose
/// removed entries are skipped when they come to the top) and the dense
/// array, plus each active cell's place in the array (four bytes a cell).
pub fn growing_tree<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    pick: GrowingTreePick,
    rng: &mut R,
    rec: &mut Rec,
) {
    // Newest walks next door, where the tiles are in cache but on huge
    // boards; the others jump about the board, so they leave the tiles to the end.
    let mut g = if pick == GrowingTreePick::Newest { Padded::for_walk(maze, rec) } else { Padded::deferred(maze, rec) };
    let first = rng.random_range(0..g.cols * g.rows);
    let first = g.at(first % g.cols, first / g.cols);
    g.visit(first);
    match pick {
        GrowingTreePick::Newest => depth_first(&mut g, first, rng),
        GrowingTreePick::Oldest => {
            let mut active = VecDeque::from([first]);
            while let Some(&here) = active.front() {
                let fresh = g.fresh(here);
                if fresh == 0 {
                    active.pop_front();
                } else {
                    let d = pick_dir(rng, fresh);
                    active.push_back(g.carve(here, d));
                }
            }
        }
        GrowingTreePick::Random => {
            // Bit numbers only: half the memory of whole cells.
            let mut active = vec![first.bit];
            while !active.is_empty() {
                let i = below(rng, active.len());
                let here = g.cell(active[i]);
                let fresh = g.fresh(here);
                if fresh == 0 {
                    active.swap_remove(i);
                } else {
                    let d = pick_dir(rng, fresh);
                    active.push(g.carve(here, d).bit);
                }
            }
        }
        GrowingTreePick::Mix(p) => mix(&mut g, first, p, rng),
    }
}

/// The growing tree taking the newest cell `p`% of the time, else a random one.
fn mix<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Padded<'_, Rec>, first: Cell, p: u8, rng: &mut R) {
    // The active cells in the order the random pick sees them (swap-removal):
    // each as its bit number and its slot in `order`.
    let mut dense: Vec<(u32, u32)> = vec![(first.bit, 0)];
    // The order of addition as a stack of slots: where each cell added sits
    // in `dense`. A finished cell's slot is not cleared (that would be a
    // write at a random place); it is known to be stale because the entry
    // of `dense` it points to is gone or points back to another slot: a slot
    // is reused only after it has been dropped from the top, so no other
    // active cell can point back to it. Stale slots are dropped when they
    // come to the top. Only the top is read in order, and the entries near
    // it are hot, unlike a place per board cell.
    let mut order: Vec<u32> = vec![0];
    while !dense.is_empty() {
        let at = if below(rng, 100) < usize::from(p) {
            // The newest active cell: drop stale slots from the top first.
            loop {
                let top = order.len() - 1;
                let at = order[top] as usize;
                if dense.get(at).is_some_and(|&(_, slot)| slot as usize == top) {
                    break at;
                }
                order.pop();
            }
        } else {
            below(rng, dense.len())
        };
        let here = g.cell(dense[at].0);
        let fresh = g.fresh(here);
        if fresh == 0 {
            dense.swap_remove(at);
            if let Some(&(_, moved)) = dense.get(at) {
                order[moved as usize] = at as u32;
            }
        } else {
            let next = g.carve(here, pick_dir(rng, fresh)).bit;
            dense.push((next, order.len() as u32));
            order.push((dense.len() - 1) as u32);
        }
    }
}
