//! Growing tree: keep a list of active cells; take one (the newest, a random
//! one, the oldest, or a mix), link it to a random unvisited neighbour and add
//! that, or drop it when it has none. Newest is the backtracker, random is
//! simplified Prim.

use std::collections::VecDeque;

use rand::{Rng, RngExt};

use super::Recorder;
use super::cells::Cells;
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
pub fn growing_tree<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    pick: GrowingTreePick,
    rng: &mut R,
    rec: &mut Rec,
) {
    let mut g = Cells::new(maze, rec);
    let first = rng.random_range(0..g.len());
    g.open(first);
    let mut active = VecDeque::from([first]);
    while !active.is_empty() {
        let newest = active.len() - 1;
        let i = match pick {
            GrowingTreePick::Newest => newest,
            GrowingTreePick::Oldest => 0,
            GrowingTreePick::Random => rng.random_range(0..active.len()),
            GrowingTreePick::Mix(p) => {
                if rng.random_range(0..100u8) < p {
                    newest
                } else {
                    rng.random_range(0..active.len())
                }
            }
        };
        let here = active[i];
        let fresh = g.neighbours_where(here, |g, c| !g.is_open(c));
        if fresh.is_empty() {
            // Only a purely random pick may reorder the list; the others
            // need "newest" to stay at the back.
            if pick == GrowingTreePick::Random {
                active.swap_remove_back(i);
            } else {
                active.remove(i);
            }
            continue;
        }
        let next = fresh.pick(rng);
        g.link(here, next);
        active.push_back(next);
    }
}
