//! Growing tree: keep a list of active cells; take one (the newest, a random
//! one, the oldest, or a mix), link it to a random unvisited neighbour and add
//! that, or drop it when it has none. Newest is the backtracker, random is
//! simplified Prim.
//!
//! The active cells are kept twice, so every pick and every removal is O(1):
//! in a doubly linked list in the order they were added (for newest and
//! oldest), and in a dense array (for a uniform random pick).

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

const NONE: u32 = u32::MAX;

/// The active cells, in order of addition and in a dense array.
struct Active {
    prev: Vec<u32>,
    next: Vec<u32>,
    head: u32,
    tail: u32,
    dense: Vec<u32>,
    /// Where each active cell sits in `dense`.
    slot: Vec<u32>,
}

impl Active {
    fn new(cells: usize) -> Self {
        Self {
            prev: vec![NONE; cells],
            next: vec![NONE; cells],
            head: NONE,
            tail: NONE,
            dense: Vec::new(),
            slot: vec![NONE; cells],
        }
    }

    fn push(&mut self, c: usize) {
        self.prev[c] = self.tail;
        self.next[c] = NONE;
        if self.tail == NONE {
            self.head = c as u32;
        } else {
            self.next[self.tail as usize] = c as u32;
        }
        self.tail = c as u32;
        self.slot[c] = self.dense.len() as u32;
        self.dense.push(c as u32);
    }

    fn remove(&mut self, c: usize) {
        let (p, n) = (self.prev[c], self.next[c]);
        if p == NONE {
            self.head = n
        } else {
            self.next[p as usize] = n
        }
        if n == NONE {
            self.tail = p
        } else {
            self.prev[n as usize] = p
        }
        let at = self.slot[c] as usize;
        self.dense.swap_remove(at);
        if let Some(&moved) = self.dense.get(at) {
            self.slot[moved as usize] = at as u32;
        }
    }
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
    let mut active = Active::new(g.len());
    active.push(first);
    while !active.dense.is_empty() {
        let random = |rng: &mut R, active: &Active| active.dense[rng.random_range(0..active.dense.len())];
        let here = match pick {
            GrowingTreePick::Newest => active.tail,
            GrowingTreePick::Oldest => active.head,
            GrowingTreePick::Random => random(rng, &active),
            GrowingTreePick::Mix(p) => {
                if rng.random_range(0..100u8) < p {
                    active.tail
                } else {
                    random(rng, &active)
                }
            }
        } as usize;
        let fresh = g.neighbours_where(here, |g, c| !g.is_open(c));
        if fresh.is_empty() {
            active.remove(here);
            continue;
        }
        let next = fresh.pick(rng);
        g.link(here, next);
        active.push(next);
    }
}
