//! Kruskal over any grid: every inner wall in random order, opened when it
//! joins two parts not yet joined. Any passages already open count as
//! joined (the irregular map's), so a fresh maze draws as before.
//!
//! The walls are named in cell order (each cell's sides towards later cells,
//! in its list's order, read from the step table by [`Ahead`]) and the names
//! are shuffled as `shuffle` would shuffle them ([`shuffle`]). The walls are
//! then taken in that order by a union-find ([`scan`]). The order is known
//! from the start, so the cells a wall will ask about are fetched some walls
//! before it: over a million cells the parts and classes are past the
//! nearer caches, and each wall is a read at random in them.
//!
//! The tree's walls come out as a list in the order taken. A recorder is
//! told in that order; otherwise they are marked a bit a side and opened in
//! one pass in cell order ([`open_tree`]).

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::ahead::Ahead;
use crate::maze::generate::kit::prefetch::prefetch;
use crate::maze::grid::{Cells, Grid, GridMaze};
use crate::maze::recorder::PassageRecorder;

/// Where a wall's name keeps the side (of its cell) it goes through.
const SIDE_SHIFT: u32 = 28;

/// From this place on, rand's shuffle draws once a place (`i * (i + 1)`
/// no longer fits 32 bits, so no two draws share a number), and the places
/// before it use up their last packed number.
const ONE_A_DRAW: usize = 1 << 17;

/// How many of [`shuffle`]'s draws are made before their swaps.
const BATCH: usize = 256;

/// How many places ahead the shuffle and the scan fetch what they will touch.
const AHEAD: usize = 32;

/// Kruskal's maze on `maze`'s grid (see the module).
pub fn kruskal<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R, rec: &mut impl PassageRecorder) {
    let n = maze.grid.cell_count() as u32;
    assert!(n < 1 << SIDE_SHIFT, "the side's place needs the top four bits");
    // The parts the open passages make, each cell's own on a fresh maze.
    let mut parent: Vec<u32> = (0..n).collect();
    let mut parts = n;
    for (c, m) in maze.passages() {
        parts -= u32::from(union(&mut parent, c, m));
    }
    let joins = parts.saturating_sub(1);
    let taken = tree_walls(maze.grid.cells(), parent, joins, rng);
    if rec.keeps_steps() {
        // A recorder is told in Kruskal's own order, as the walls were drawn.
        let (cells, mut open) = maze.carving();
        for (c, k) in taken.into_iter().map(name) {
            let m = cells.of(c)[k];
            open.open(cells.first_slot(c) + k);
            open.open(cells.first_slot(m) + cells.side(m, c).expect("neighbours are symmetric"));
            rec.opened(c.min(m), c.max(m));
        }
    } else {
        // Marked a bit a side of the cell each wall is named from, each
        // cell's mark fetched some walls before.
        let mut tree = vec![0u32; n as usize];
        for (t, &id) in taken.iter().enumerate() {
            if let Some(&far) = taken.get(t + AHEAD) {
                prefetch(&tree, name(far).0 as usize);
            }
            let (c, k) = name(id);
            tree[c as usize] |= 1 << k;
        }
        drop(taken);
        open_tree(maze, tree, rec);
    }
}

/// The name of the wall through side `k` of `c`.
#[inline(always)]
fn named(c: u32, k: usize) -> u32 {
    c | (k as u32) << SIDE_SHIFT
}

/// The cell and side a wall's name names.
#[inline(always)]
fn name(id: u32) -> (u32, usize) {
    (id & ((1 << SIDE_SHIFT) - 1), (id >> SIDE_SHIFT) as usize)
}

/// Draws the walls' order, and names the tree's walls (each by its first
/// cell and side) in that order: `joins` of them, joining the parts of
/// `parent` (a union-find whose roots are their parts' smallest cells).
fn tree_walls<R: Rng + ?Sized>(cells: &Cells, parent: Vec<u32>, joins: u32, rng: &mut R) -> Vec<u32> {
    let ahead = Ahead::new(cells);
    let mut order: Vec<u32> = Vec::with_capacity(cells.slot_count() / 2);
    for c in 0..cells.len() as u32 {
        ahead.each(c, |k, _| order.push(named(c, k)));
    }
    shuffle(&mut order, rng);
    scan(&ahead, &order, parent, joins)
}

/// Shuffles `order` drawing exactly what `order.shuffle(rng)` draws. rand's
/// shuffle takes each place `i` in turn and swaps it with a random place up
/// to `i`, packing several draws into one number while their product fits
/// 32 bits; from place [`ONE_A_DRAW`] on it draws once a place,
/// `random_range(..i + 1)`, which is written out here without the packing's
/// bookkeeping. Those draws do not depend on the list, so they are made
/// [`BATCH`] at a time and the place each swap lands on is fetched
/// [`AHEAD`] swaps before it (a million-cell grid's list is 8 to 12 MB).
pub(super) fn shuffle<R: Rng + ?Sized>(order: &mut [u32], rng: &mut R) {
    let head = order.len().min(ONE_A_DRAW);
    order[..head].shuffle(rng);
    let mut drawn = [0u32; BATCH];
    for start in (head..order.len()).step_by(BATCH) {
        let batch = &mut drawn[..BATCH.min(order.len() - start)];
        for (i, j) in (start as u32..).zip(batch.iter_mut()) {
            *j = rng.random_range(..i + 1);
        }
        for (t, &j) in batch.iter().enumerate() {
            if let Some(&ahead) = batch.get(t + AHEAD) {
                prefetch(order, ahead as usize);
            }
            order.swap(start + t, j as usize);
        }
    }
}

/// Takes the walls named in `order` in turn, naming those that join two
/// parts of `parent`, until `joins` have. The cell a wall comes from is
/// fetched (its part and class) [`AHEAD`] walls before the one across it,
/// whose part is fetched [`AHEAD`] walls before its turn.
fn scan(ahead: &Ahead, order: &[u32], mut parent: Vec<u32>, joins: u32) -> Vec<u32> {
    let mut taken = Vec::with_capacity(joins as usize);
    for (p, &id) in order.iter().enumerate() {
        if taken.len() == joins as usize {
            break;
        }
        if let Some(&far) = order.get(p + 2 * AHEAD) {
            let (c, _) = name(far);
            prefetch(&parent, c as usize);
            ahead.prefetch_class(c);
        }
        if let Some(&near) = order.get(p + AHEAD) {
            let (c, k) = name(near);
            prefetch(&parent, ahead.across(c, k) as usize);
        }
        let (c, k) = name(id);
        if union(&mut parent, c, ahead.across(c, k)) {
            taken.push(id);
        }
    }
    taken
}

/// Joins the parts of `a` and `b` under the smaller root, if they are two;
/// whether they were.
#[inline(always)]
fn union(parent: &mut [u32], a: u32, b: u32) -> bool {
    let (a, b) = (find(parent, a), find(parent, b));
    if a == b {
        return false;
    }
    parent[a.max(b) as usize] = a.min(b);
    true
}

/// The root of `x` in a union-find whose roots are their parts' smallest
/// members, halving the path.
#[inline(always)]
fn find(parent: &mut [u32], mut x: u32) -> u32 {
    while parent[x as usize] != x {
        parent[x as usize] = parent[parent[x as usize] as usize];
        x = parent[x as usize];
    }
    x
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

#[cfg(test)]
#[path = "kruskal_tests.rs"]
mod tests;
