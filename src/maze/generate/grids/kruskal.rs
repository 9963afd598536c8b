//! Kruskal over any grid: every inner wall in random order, opened when it
//! joins two parts not yet joined. Any passages already open count as
//! joined (the irregular map's), so a fresh maze draws as before.
//!
//! The walls are listed in cell order (each cell's sides towards later
//! cells, in its list's order, read from the step table by [`Ahead`]), each
//! as its two cells and its side of the first ([`Wall`]), and the list is
//! shuffled as `shuffle` would shuffle it ([`shuffle`]). The walls are then
//! taken in that order by a union-find ([`scan`]), which reads nothing but
//! the list and the parts: the cells a wall will ask about are fetched some
//! walls before it, as over a million cells the parts are past the nearer
//! caches and each wall is a read at random in them.
//!
//! The tree's walls come out as a list in the order taken. A recorder is
//! told in that order; otherwise each is marked a bit a side on both its
//! cells, and each cell's sides are opened in one write ([`open_tree`]).

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::ahead::{Ahead, back};
use crate::maze::generate::kit::prefetch::{prefetch, room_in_large_pages};
use crate::maze::grid::{Cells, Grid, GridMaze};
use crate::maze::recorder::PassageRecorder;

/// Where a [`Wall`]'s low half keeps the side of its first cell it goes
/// through (below it, the cell).
const SIDE_SHIFT: u32 = 28;

/// From this place on, rand's shuffle draws once a place (`i * (i + 1)`
/// no longer fits 32 bits, so no two draws share a number), and the places
/// before it use up their last packed number.
const ONE_A_DRAW: usize = 1 << 17;

/// How many places before its swap [`shuffle`] draws a place's partner.
const DRAWN_AHEAD: usize = 64;

/// The places [`shuffle`] keeps drawn partners for.
const RING: usize = 2 * DRAWN_AHEAD;

/// How many places ahead the shuffle, the scan and the opening fetch what
/// they will touch (no further than the shuffle has drawn).
const AHEAD: usize = 64;
const _: () = assert!(AHEAD <= DRAWN_AHEAD);

/// Kruskal's maze on `maze`'s grid (see the module).
pub fn kruskal<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R, rec: &mut impl PassageRecorder) {
    let n = maze.grid.cell_count() as u32;
    assert!(n < 1 << SIDE_SHIFT, "the side's place needs the top four bits");
    // The parts the open passages make, each cell's own on a fresh maze.
    let mut parent: Vec<u32> = room_in_large_pages(n as usize);
    parent.extend(0..n);
    let mut parts = n;
    // (A fresh maze has none: counted from the bit words, without a visit
    // to each cell.)
    if maze.passage_count() > 0 {
        for (c, m) in maze.passages() {
            parts -= u32::from(union(&mut parent, c, m));
        }
    }
    let joins = parts.saturating_sub(1);
    let taken = tree_walls(maze.grid.cells(), parent, joins, rng, |_| false);
    if rec.keeps_steps() {
        // A recorder is told in Kruskal's own order, as the walls were drawn.
        let (cells, mut open) = maze.carving();
        for wall in taken {
            let ((c, k), m) = (wall.side(), wall.across());
            open.open(cells.first_slot(c) + k);
            open.open(cells.first_slot(m) + cells.side(m, c).expect("neighbours are symmetric"));
            rec.opened(c.min(m), c.max(m));
        }
    } else {
        open_tree(maze, &taken, rec);
    }
}

/// A wall: the cell it is listed from and its side there (`c | k << 28`) in
/// the low half, the cell across it in the high half.
#[derive(Clone, Copy, Debug)]
struct Wall(u64);

impl Wall {
    /// The wall through side `k` of `c`, to `m`.
    #[inline(always)]
    fn new(c: u32, k: usize, m: u32) -> Self {
        Self(u64::from(c | (k as u32) << SIDE_SHIFT) | u64::from(m) << 32)
    }

    /// The cell the wall is listed from, and its side there.
    #[inline(always)]
    fn side(self) -> (u32, usize) {
        (self.0 as u32 & ((1 << SIDE_SHIFT) - 1), (self.0 as u32 >> SIDE_SHIFT) as usize)
    }

    /// The cell across the wall from [`Wall::side`]'s.
    #[inline(always)]
    fn across(self) -> u32 {
        (self.0 >> 32) as u32
    }

    /// The two cells the wall stands between.
    #[inline(always)]
    fn ends(self) -> (u32, u32) {
        (self.side().0, self.across())
    }
}

/// Draws the walls' order, and lists the tree's walls in that order:
/// `joins` of them, joining the parts of `parent` (a union-find whose roots
/// are their parts' smallest cells).
/// The walls of a cell `skip` says yes to are left out.
fn tree_walls<R: Rng + ?Sized>(
    cells: &Cells,
    parent: Vec<u32>,
    joins: u32,
    rng: &mut R,
    skip: impl Fn(u32) -> bool,
) -> Vec<Wall> {
    let ahead = Ahead::new(cells);
    // Written in place, not pushed: no check of the room left and no length
    // kept a wall (a million-cell hex grid has three million walls).
    let mut order: Vec<Wall> = room_in_large_pages(cells.slot_count() / 2);
    let spare = order.spare_capacity_mut();
    let mut len = 0;
    // Every wall is written and the count moved on past those kept, with no
    // branch: which walls a weave's crossings leave out is a coin the
    // processor cannot foresee (`len` stays below the walls seen so far,
    // within the room).
    for c in 0..cells.len() as u32 {
        let keep = !skip(c);
        ahead.each(c, |k, m| {
            spare[len].write(Wall::new(c, k, m));
            len += usize::from(keep & !skip(m));
        });
    }
    // SAFETY: the first `len` places were written just above (and `len` is
    // within the capacity, as `spare[len]` would have panicked past it).
    unsafe { order.set_len(len) };
    shuffle(&mut order, rng);
    scan(order, parent, joins)
}

/// Shuffles `order` drawing exactly what `order.shuffle(rng)` draws. rand's
/// shuffle takes each place `i` in turn and swaps it with a random place up
/// to `i`, packing several draws into one number while their product fits
/// 32 bits; from place [`ONE_A_DRAW`] on it draws once a place,
/// `random_range(..i + 1)`, which is written out here without the packing's
/// bookkeeping. Those draws do not depend on the list, so each is made
/// [`DRAWN_AHEAD`] places before its swap, in the same loop: the rng's chain
/// of steps runs beside the swaps' reads and writes rather than before them.
/// And the place each swap lands on is fetched [`AHEAD`] swaps before it (a
/// million-cell grid's list is 16 to 24 MB).
pub(super) fn shuffle<T, R: Rng + ?Sized>(order: &mut [T], rng: &mut R) {
    let head = order.len().min(ONE_A_DRAW);
    order[..head].shuffle(rng);
    let len = order.len();
    let mut drawn = [0u32; RING];
    let draw = |i: usize, rng: &mut R| rng.random_range(..i as u32 + 1);
    for i in head..len.min(head + DRAWN_AHEAD) {
        drawn[i % RING] = draw(i, rng);
    }
    let drawing = len.saturating_sub(DRAWN_AHEAD).max(head);
    for i in head..drawing {
        drawn[(i + DRAWN_AHEAD) % RING] = draw(i + DRAWN_AHEAD, rng);
        prefetch(order, drawn[(i + AHEAD) % RING] as usize);
        order.swap(i, drawn[i % RING] as usize);
    }
    for i in drawing..len {
        order.swap(i, drawn[i % RING] as usize);
    }
}

/// Takes the walls of `order` in turn, keeping those that join two parts of
/// `parent`, until `joins` have: they are the list given back, written over
/// its start (a wall is kept at or before its own place). Both cells of a
/// wall are fetched [`AHEAD`] walls before its turn.
fn scan(mut order: Vec<Wall>, mut parent: Vec<u32>, joins: u32) -> Vec<Wall> {
    let mut t = 0;
    for p in 0..order.len() {
        if t == joins as usize {
            break;
        }
        if let Some(far) = order.get(p + AHEAD) {
            let (c, m) = far.ends();
            prefetch(&parent, c as usize);
            prefetch(&parent, m as usize);
        }
        let wall = order[p];
        let (c, m) = wall.ends();
        if union(&mut parent, c, m) {
            order[t] = wall;
            t += 1;
        }
    }
    order.truncate(t);
    order
}

/// Joins the parts of `a` and `b` under the smaller root, if they are two;
/// whether they were.
///
/// The first steps of both finds are taken side by side: both cells'
/// parents read, then both parents' parents, each cell pointed at its
/// grandparent (as halving does), before either find goes on. The scan
/// fetches each wall's cells ahead, not their parents, so the parents'
/// reads wait on memory, and so they wait together rather than one after
/// the other.
#[inline(always)]
pub(crate) fn union(parent: &mut [u32], a: u32, b: u32) -> bool {
    let (pa, pb) = (parent[a as usize], parent[b as usize]);
    let (ga, gb) = (parent[pa as usize], parent[pb as usize]);
    parent[a as usize] = ga;
    parent[b as usize] = gb;
    let (a, b) = (find(parent, ga), find(parent, gb));
    if a == b {
        return false;
    }
    parent[a.max(b) as usize] = a.min(b);
    true
}

/// The root of `x` in a union-find whose roots are their parts' smallest
/// members, halving the path.
#[inline(always)]
pub(crate) fn find(parent: &mut [u32], mut x: u32) -> u32 {
    while parent[x as usize] != x {
        parent[x as usize] = parent[parent[x as usize] as usize];
        x = parent[x as usize];
    }
    x
}

/// Opens the walls of `taken`: each marked a bit a side on both its cells
/// (the far cell's side from its class), the cells fetched some walls
/// before, then each cell's sides opened in one write, in cell order.
fn open_tree<G: Grid>(maze: &mut GridMaze<G>, taken: &[Wall], rec: &mut impl PassageRecorder) {
    let (cells, mut open) = maze.carving();
    let mut sides = vec![0u16; cells.len()];
    mark_tree(cells, taken, &mut sides, rec);
    open.open_marked(cells, &sides);
}

/// Marks the walls of `taken` a bit a side on both their cells in `sides`
/// (the far cell's side from its class), the cells fetched some walls before.
fn mark_tree(cells: &Cells, taken: &[Wall], sides: &mut [u16], rec: &mut impl PassageRecorder) {
    let table = cells.step_table();
    for (t, &wall) in taken.iter().enumerate() {
        if let Some(far) = taken.get(t + AHEAD) {
            let (c, m) = far.ends();
            prefetch(sides, c as usize);
            prefetch(sides, m as usize);
            prefetch(table.classes(), m as usize);
        }
        let ((c, k), m) = (wall.side(), wall.across());
        sides[c as usize] |= 1 << k;
        sides[m as usize] |= 1 << back(cells, table, m, c);
        rec.opened(c, m);
    }
}

/// Kruskal's tree over the walls of `cells` between cells `skip` says no
/// to, from the parts of `parent` (a union-find whose roots are their
/// parts' smallest cells, see [`union`]) until `joins` more joins are made:
/// the tree's walls marked a bit a side on both their cells in `sides`. The
/// walls are drawn and taken as the flat Kruskal draws and takes them.
pub(crate) fn mark_tree_except<R: Rng + ?Sized>(
    cells: &Cells,
    parent: Vec<u32>,
    joins: u32,
    skip: impl Fn(u32) -> bool,
    sides: &mut [u16],
    rng: &mut R,
) {
    assert!((cells.len() as u32) < 1 << SIDE_SHIFT, "the side's place needs the top four bits");
    let taken = tree_walls(cells, parent, joins, rng, skip);
    mark_tree(cells, &taken, sides, &mut ());
}

#[cfg(test)]
#[path = "kruskal_tests.rs"]
mod tests;
