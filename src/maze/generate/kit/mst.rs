//! The minimum spanning tree of the cell grid under random wall weights, the
//! maze both Kruskal (walls in a uniformly random order) and true Prim (iid
//! random wall weights) make.
//!
//! Every wall between two cells has a *key*: a 32-bit weight hashed from a
//! salt and the wall's number in the high half, the wall's number in the low
//! half. Walls are numbered `2 * cell` for the wall right of a cell and
//! `2 * cell + 1` for the wall below it (cells row by row). The keys are
//! distinct, so the minimum spanning tree is unique and every algorithm that
//! finds one finds the same tree: Kruskal's, taking the walls in key order
//! (a uniformly random order but for ties of the 32-bit weights, which the
//! wall numbers break), Prim's, growing from any cell, and the Borůvka rounds
//! here, which compute it fast in passes over the board in board order:
//!
//! 1. On the grid itself, row by row: every cell takes its lightest wall,
//!    which is in the tree (the walls' weights are hashed here, a row at a
//!    time, and kept for pass 2). The parts these walls make
//!    (about 0.29 a cell) are labelled on the way, as a union-find whose
//!    parents come before their members: a cell joined to the cell on its
//!    left or above (either took the wall between) takes that cell's label,
//!    and only a cell joined to both merges two parts, by finding their roots.
//! 2. On the grid again: the list of the walls whose sides lie in different
//!    parts, with their parts' numbers. Of parallel walls between the same
//!    two parts only the lightest can be in the tree: a run of them along a
//!    row (walls below) or down a column (walls right) is listed once, the
//!    lightest. Nor can a wall that is the heaviest of the four round a
//!    square of cells (the cycle they make has lighter walls), which about
//!    half the walls between parts are ([`OutOfTree`]). Both leave about 0.56
//!    walls a cell of 1.21. Each part's lightest wall out is in the tree, so
//!    it is in the list, where it is found.
//! 3. Borůvka rounds on the list: every part's lightest wall is in the tree;
//!    union-find the parts they join, number the new parts, and rewrite the
//!    list in place with the new numbers, dropping walls that now lie inside
//!    one part (about 40% fewer a round) and finding each new part's
//!    lightest wall on the way, until one part is left.
//!
//! Parts are numbered in board order of their first cell and the list stays
//! nearly in wall order, so nearly every access goes forwards through memory, and
//! the hot loops take their minima without branches (whether a wall is the
//! lighter one is a coin toss no branch predictor can learn).
//!
//! Memory, freed before returning: the tree, a bit per wall number (two bits
//! a cell); a label and two weights a cell (12 bytes, until the list is
//! made); the list, 16 bytes a listed wall (about 9 bytes a cell, allocated
//! for the most there can be, 21 bytes a cell, but never written past its
//! end, so the system hands out only the pages it grows into); 12 bytes a part for its
//! lightest wall and the part across it, and 4 for the union-find (about 5
//! bytes a cell). At 1000 × 1000 cells that is about 25 MB at its peak.

use std::hint::select_unpredictable;
use std::mem::MaybeUninit;

use super::cells::Bits;
use super::mst_rows::{OutOfTree, RowKeys, hide_missing};
pub(crate) use super::mst_write::{write_tree, write_tree_inside};
use crate::maze::mask::Mask;

/// The weight of wall number `wall` under `salt`: the high half of the
/// splitmix64 output for `salt` at step `wall + 1`, a well-mixed function of both.
#[inline(always)]
pub(crate) fn weight(salt: u64, wall: usize) -> u32 {
    let mut z = salt.wrapping_add((wall as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    ((z ^ (z >> 31)) >> 32) as u32
}

/// The key of wall number `wall` under `salt`: its weight, then its number.
#[inline(always)]
pub(crate) fn key(salt: u64, wall: usize) -> u64 {
    u64::from(weight(salt, wall)) << 32 | wall as u64
}

/// The two cells on either side of wall number `wall` on a board `cols`
/// cells wide, the one left of or above it first.
#[inline(always)]
pub(crate) fn wall_cells(wall: usize, cols: usize) -> (usize, usize) {
    let first = wall / 2;
    (first, first + if wall % 2 == 1 { cols } else { 1 })
}

/// The number of the wall between neighbouring cells `a` and `b` on a board
/// `cols` cells wide (on a board one cell wide, the next cell is below).
#[inline(always)]
pub(crate) fn wall_between(a: usize, b: usize, cols: usize) -> usize {
    let (first, second) = (a.min(b), a.max(b));
    2 * first + usize::from(second - first == cols)
}

/// A listed wall between two parts: its key, then the parts on its two
/// sides packed into one number (the higher half the first).
pub(crate) type Edge = [u64; 2];

#[inline(always)]
pub(crate) fn edge(key: u64, a: u32, b: u32) -> Edge {
    [key, u64::from(a) << 32 | u64::from(b)]
}

#[inline(always)]
fn ends(e: Edge) -> (u32, u32) {
    ((e[1] >> 32) as u32, e[1] as u32)
}

/// Whether the wall lies between two parts (not inside one).
#[inline(always)]
fn crossing(e: Edge) -> bool {
    let (a, b) = ends(e);
    a != b
}

/// The root of `x` in a union-find where every member's parent is at most
/// itself (roots are their parts' smallest members), halving the path.
#[inline(always)]
fn find(parent: &mut [u32], mut x: u32) -> u32 {
    loop {
        let p = parent[x as usize];
        if p == x {
            return x;
        }
        let grand = parent[p as usize];
        parent[x as usize] = grand;
        x = grand;
    }
}

/// [`find`], after two steps taken without asking: nearly every part in the
/// Borůvka rounds on the list is that close to its root, so the one branch
/// nearly always goes the same way (the loop's exit is a coin toss for the
/// predictor). The list rounds take about 1.8 ms less at 1000 × 1000 cells.
#[inline(always)]
fn find_near(parent: &mut [u32], x: u32) -> u32 {
    let p = parent[x as usize];
    let grand = parent[p as usize];
    if parent[grand as usize] == grand {
        parent[x as usize] = grand;
        grand
    } else {
        find(parent, x)
    }
}

/// Joins the parts of `a` and `b` under the smaller root, which keeps every
/// parent at most its member.
#[inline(always)]
fn union(parent: &mut [u32], a: u32, b: u32) {
    let (ra, rb) = (find_near(parent, a), find_near(parent, b));
    parent[ra.max(rb) as usize] = ra.min(rb);
}

/// Turns a union-find whose parents are at most their members into part
/// numbers 0, 1, … in order of each part's smallest member, in place, and
/// returns how many parts there are. A member's parent comes before it, so
/// its number is already known: no finds.
pub(crate) fn number_parts(parent: &mut [u32]) -> usize {
    let mut parts = 0;
    for i in 0..parent.len() {
        let p = parent[i] as usize;
        let root = p == i;
        // Without a branch: about one member in three is a root, a coin
        // toss for the predictor.
        parent[i] = select_unpredictable(root, parts, parent[p]);
        parts += u32::from(root);
    }
    parts as usize
}

/// Whether a held wall goes to the list: it lies between two parts, and it
/// may be in the tree (a run of walls all known to be out of it holds the
/// key `u64::MAX`, no wall).
#[inline(always)]
fn listed(e: Edge) -> bool {
    crossing(e) & (e[0] != u64::MAX)
}

/// Holds `wall` back in `held` while the walls offered after it lie between
/// the same two parts, keeping the lightest; when the pair changes, the wall
/// held so far goes to the list at `len` if it is [`listed`]. The
/// slot at `len` is written either way, which keeps the loop free of
/// branches: it is overwritten unless `len` moves past it.
#[inline(always)]
fn hold(slots: &mut [MaybeUninit<Edge>], len: &mut usize, held: &mut Edge, wall: Edge) {
    let same = wall[1] == held[1];
    slots[*len].write(*held);
    *len += usize::from(!same & listed(*held));
    *held = [select_unpredictable(same, wall[0].min(held[0]), wall[0]), wall[1]];
}

/// Each part's lightest wall to another part so far, and the part across it.
struct Lightest {
    key: Vec<u64>,
    across: Vec<u32>,
}

impl Lightest {
    /// No wall yet for any of `parts` parts.
    fn new(parts: usize) -> Self {
        Self { key: vec![u64::MAX; parts], across: vec![0; parts] }
    }

    /// Forgets every wall, for `parts` new parts.
    fn reset(&mut self, parts: usize) {
        self.key.truncate(parts);
        self.key.fill(u64::MAX);
        self.across.truncate(parts);
    }

    /// Offers `part` a way out: the wall of `key` to part `across`. Without
    /// branches: whether a wall is lighter is a coin toss for the predictor.
    #[inline(always)]
    fn offer(&mut self, part: u32, key: u64, across: u32) {
        let (best, other) = (&mut self.key[part as usize], &mut self.across[part as usize]);
        let lighter = key < *best;
        *best = select_unpredictable(lighter, key, *best);
        *other = select_unpredictable(lighter, across, *other);
    }
}

/// The walls of the minimum spanning tree of the `cols × rows` cell grid
/// under `salt`'s keys, as a set bit per wall number: of the cells inside
/// `mask` (all when `None`), which must be joined,
/// where the walls beside a cell outside are no walls, as the board's sides are.
///
/// The passes are the same. A cell outside has no wall to take in round 1,
/// so it stays a part of its own, with no way out, which the Borůvka rounds
/// leave alone; they end when no part has a way out. The weights of the
/// walls that are not there are held as the heaviest for [`OutOfTree`], as
/// the board's sides are, so it marks out only walls round squares of four
/// inside cells. The cells and walls inside get the keys they have without
/// a mask, so a mask of the whole board gives the tree of no mask.
pub(crate) fn spanning_tree(cols: usize, rows: usize, salt: u64, mask: Option<&Mask>) -> Bits {
    let n = cols * rows;
    assert!(2 * n < u32::MAX as usize, "{cols} x {rows} cells are too many to number their walls");
    assert!(mask.is_none_or(|mask| (mask.cols(), mask.rows()) == (cols, rows)), "a mask for another board");
    let mut tree = Bits::new(2 * n);
    if n == 1 {
        return tree;
    }
    // Round 1 on the grid: each cell's lightest wall, and the parts they make.
    let mut label: Vec<u32> = Vec::with_capacity(n);
    let mut keys = RowKeys::new(cols, rows);
    // The walls' weights, hashed once here for both passes over the grid: the
    // wall right of each cell and the wall below it (the last column's and
    // row's are hashed too, never used, which keeps the loops plain).
    // Both in one array and one loop: one allocation, and the loop runs no
    // slower than two.
    let mut weights: Vec<[u32; 2]> = Vec::with_capacity(n);
    // Whether each cell of the row above took the wall below it.
    let mut took_down = vec![false; cols];
    for cy in 0..rows {
        let row = cy * cols;
        weights.extend((row..row + cols).map(|c| [weight(salt, 2 * c), weight(salt, 2 * c + 1)]));
        if let Some(mask) = mask {
            hide_missing(&mut weights[row..], mask, cy);
        }
        keys.row(cy, &weights[row..], mask);
        let mut took_right = false;
        for (cx, took_down) in took_down.iter_mut().enumerate() {
            let c = row + cx;
            let best = keys.side[cx].min(keys.side[cx + 1]).min(keys.up[cx].min(keys.down[cx]));
            let wall = best as u32 as usize;
            // A cell outside a mask has no wall to take.
            if best != u64::MAX {
                tree.set(wall);
            }
            // Joined to the cell on the left or above when either took the wall between.
            // (The walls left of and above the board's first cell wrap round to
            // numbers no wall has.)
            let join_left = took_right | (wall == (2 * c).wrapping_sub(2));
            let join_up = *took_down | (wall == (2 * c + 1).wrapping_sub(2 * cols));
            took_right = wall == 2 * c;
            *took_down = wall == 2 * c + 1;
            let left = if cx > 0 { label[c - 1] } else { 0 };
            let up = if cy > 0 { label[c - cols] } else { 0 };
            let mut mine = select_unpredictable(join_left, left, select_unpredictable(join_up, up, c as u32));
            if join_left & join_up {
                let (a, b) = (find(&mut label, left), find(&mut label, up));
                label[a.max(b) as usize] = a.min(b);
                mine = a.min(b);
            }
            label.push(mine);
        }
    }
    let parts = number_parts(&mut label);
    // Round 2 on the grid: the list of the walls between parts. A wall
    // inside a part closes a cycle with the tree walls there, so there are
    // at least n - parts of those: the rest bound the list (plus one slot,
    // which the last wall may be written to before it is dropped).
    let walls = (cols - 1) * rows + cols * (rows - 1);
    let mut edges: Vec<Edge> = Vec::with_capacity(walls - (n - parts) + 1);
    let slots = edges.spare_capacity_mut();
    let mut len = 0;
    // The walls held back (at first none: a wall inside part 0).
    let mut pending_right: Vec<Edge> = vec![[0; 2]; cols];
    let mut pending_down: Edge = [0; 2];
    let mut out = OutOfTree::new(cols, rows);
    for cy in 0..rows {
        let row = cy * cols;
        keys.row(cy, &weights[row..row + cols], mask);
        out.row(cy, &weights);
        for (cx, held_right) in pending_right.iter_mut().enumerate() {
            let c = cy * cols + cx;
            let here = label[c];
            // Across the board's sides lies the same part: no way out.
            let right = if cx + 1 < cols { label[c + 1] } else { here };
            let down = if cy + 1 < rows { label[c + cols] } else { here };
            // Parallel walls between the same two parts: only the lightest
            // can be in the tree. A wall below is held back while the cells
            // next along have their walls below between the same two parts,
            // and a wall right of a cell while the cells below do.
            // Walls known to be out of the tree are held as no wall.
            let down_key = select_unpredictable(out.down_out[cx], u64::MAX, keys.down[cx]);
            let right_key = select_unpredictable(out.right_out[cx], u64::MAX, keys.side[cx + 1]);
            hold(slots, &mut len, &mut pending_down, edge(down_key, here, down));
            hold(slots, &mut len, held_right, edge(right_key, here, right));
        }
    }
    for held in std::iter::once(pending_down).chain(pending_right) {
        slots[len].write(held);
        len += usize::from(listed(held));
    }
    // SAFETY: every slot below `len` was written: a slot is written before
    // `len` passes it (the walls are written at `len`, which moves on past a
    // slot only after it is written).
    unsafe { edges.set_len(len) };
    drop((keys, weights));
    drop(label);
    // Each part's lightest wall out is in the tree, so it is in the list:
    // found there, from half a wall a cell instead of four.
    boruvka(edges, parts, |key| tree.set(key as u32 as usize));
    tree
}

/// Borůvka rounds on a list of the walls between `parts` parts (each wall's
/// key and the parts on its two sides, see [`edge`]), while some part has a
/// way out: every part's lightest wall is in the minimum spanning tree, and is
/// handed to `take` (its key); the parts it joins are renumbered, and the list
/// is rewritten in place with the new numbers, dropping the walls that now
/// lie inside one part. The keys must be distinct.
pub(crate) fn boruvka(mut edges: Vec<Edge>, mut parts: usize, mut take: impl FnMut(u64)) {
    let mut lightest = Lightest::new(parts);
    for &e in &edges {
        let (a, b) = ends(e);
        lightest.offer(a, e[0], b);
        lightest.offer(b, e[0], a);
    }
    // Without a mask, while there is more than one part.
    let mut parent: Vec<u32> = Vec::with_capacity(parts);
    loop {
        parent.clear();
        parent.extend(0..parts as u32);
        let mut joined = false;
        for (k, (&key, &other)) in lightest.key.iter().zip(&lightest.across).enumerate() {
            // The whole tree, or a cell outside a mask: no way out.
            if key == u64::MAX {
                continue;
            }
            joined = true;
            take(key);
            union(&mut parent, k as u32, other);
        }
        if !joined {
            break;
        }
        parts = number_parts(&mut parent);
        lightest.reset(parts);
        let mut len = 0;
        for i in 0..edges.len() {
            let (a, b) = ends(edges[i]);
            let (a, b) = (parent[a as usize], parent[b as usize]);
            edges[len] = edge(edges[i][0], a, b);
            // A wall inside a part is no part's way out.
            let key = select_unpredictable(a != b, edges[i][0], u64::MAX);
            lightest.offer(a, key, b);
            lightest.offer(b, key, a);
            len += usize::from(a != b);
        }
        edges.truncate(len);
    }
}

#[cfg(test)]
#[path = "mst_tests.rs"]
mod tests;
