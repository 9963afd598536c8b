//! Kruskal's tree on a fresh grid (no passage open yet), with one Borůvka
//! round done on the grid itself before the list is made.
//!
//! The ranks are distinct, so the tree is the unique minimum spanning tree,
//! and every cell's lightest wall is in it. Pass 1 runs through the walls in
//! cell order (each from its first cell), keeping each cell's lightest wall
//! so far, so that a cell's is known once the pass reaches it, and labels
//! the parts those walls make (union-find, roots the smallest cells). Pass 2
//! lists only the walls between different parts, about two in three on the
//! hex grid, for the Borůvka rounds ([`boruvka`]): no neighbour list is
//! searched, and the list the rounds start from is a third shorter, with a
//! third of the parts.

use super::ahead::Ahead;
use crate::maze::generate::kit::mst::{Edge, boruvka, edge, number_parts};
use crate::maze::grid::Cells;

/// Where a tree wall's key keeps the side (of its cell) it goes through.
pub(super) const SIDE_SHIFT: u32 = 28;

/// The key of the wall through side `k` of cell `c` of rank `rank`: the rank,
/// then the cell and side, to open it.
#[inline(always)]
pub(super) fn key(rank: u32, c: u32, k: usize) -> u64 {
    u64::from(rank) << 32 | u64::from(c | (k as u32) << SIDE_SHIFT)
}

/// The cell and side a [`key`] names.
#[inline(always)]
pub(super) fn cell_side(key: u64) -> (u32, usize) {
    let low = key as u32;
    (low & ((1 << SIDE_SHIFT) - 1), (low >> SIDE_SHIFT) as usize)
}

/// Kruskal's tree on `cells` under `rank` (the rank of each wall, numbered in
/// cell order: each cell's sides towards later cells, in its list's order),
/// no passage open before: each wall of the tree handed to `take` as a
/// [`key`], to be opened by the caller, in no particular order; a wall two
/// parts both took may come twice.
pub(super) fn fresh_tree(cells: &Cells, rank: Vec<u32>, mut take: impl FnMut(u64)) {
    let n = cells.len() as u32;
    let ahead = Ahead::new(cells);
    // Pass 1: each cell's lightest wall (the key of the lightest so far: a
    // wall from an earlier cell is offered to the later one as the pass
    // goes by), and the parts.
    let mut best: Vec<u64> = vec![u64::MAX; n as usize];
    let mut parent: Vec<u32> = (0..n).collect();
    let mut wall = 0;
    for c in 0..n {
        let mut mine = best[c as usize];
        ahead.each(c, |k, m| {
            let key = key(rank[wall], c, k);
            wall += 1;
            mine = mine.min(key);
            let theirs = &mut best[m as usize];
            *theirs = (*theirs).min(key);
        });
        best[c as usize] = mine;
        if mine != u64::MAX {
            let (x, k) = cell_side(mine);
            // The cell across the wall from `c`, one of its two cells.
            union(&mut parent, c, if x == c { ahead.across(c, k) } else { x });
        }
    }
    let parts = number_parts(&mut parent);
    let label = parent;
    // Pass 2: the lightest walls taken (a wall two cells took, twice), and the
    // list of the walls between parts. A wall inside a part closes a cycle
    // with the tree walls there, so at least n - parts walls are not listed
    // (and one slot more is written).
    let walls = rank.len();
    let mut edges: Vec<Edge> = Vec::with_capacity(walls.saturating_sub(n as usize - parts) + 1);
    let slots = edges.spare_capacity_mut();
    let mut len = 0;
    wall = 0;
    for c in 0..n {
        let mine = best[c as usize];
        if mine != u64::MAX {
            take(mine);
        }
        let here = label[c as usize];
        ahead.each(c, |k, m| {
            let there = label[m as usize];
            // Without a branch: whether a wall lies between parts is a coin toss.
            slots[len].write(edge(key(rank[wall], c, k), here, there));
            len += usize::from(here != there);
            wall += 1;
        });
    }
    // SAFETY: every slot below `len` was written (`len` moves past a slot
    // only after it is written), and there were never more walls between
    // parts than the capacity less one.
    unsafe { edges.set_len(len) };
    drop((rank, best, label));
    boruvka(edges, parts, take);
}

/// Joins the parts of `a` and `b` under the smaller root (halving the paths).
#[inline(always)]
fn union(parent: &mut [u32], a: u32, b: u32) {
    let (ra, rb) = (find(parent, a), find(parent, b));
    parent[ra.max(rb) as usize] = ra.min(rb);
}

/// The root of `x` in a union-find whose roots are their parts' smallest
/// members, halving the path.
#[inline(always)]
pub(super) fn find(parent: &mut [u32], mut x: u32) -> u32 {
    while parent[x as usize] != x {
        parent[x as usize] = parent[parent[x as usize] as usize];
        x = parent[x as usize];
    }
    x
}

#[cfg(test)]
#[path = "lightest_tests.rs"]
mod tests;
