//! Dead-end filling, for [`Solver::DeadEndFilling`](super::Solver::DeadEndFilling).
//!
//! A dead end is a floor tile, other than the start and the target, with at
//! most one open (floor, not filled) neighbour. Filling one may make its
//! neighbour a dead end in turn, so the filler keeps a worklist instead of
//! scanning the board again: one scan counts each tile's open neighbours and
//! lists the dead ends, then each filled tile lowers its neighbour's count and
//! lists it when it drops to one. Filled last-in first-out, each dead end's
//! corridor fills from its tip back to the junction it hangs off.
//!
//! No tile of a simple path between start and target is ever a dead end (it
//! has two open neighbours on the path), so filling never cuts a route. On a
//! perfect maze what is left is exactly the route; with loops the loops are
//! left too, so the filler finishes with a breadth-first search over the
//! unfilled tiles, which makes the route a shortest one on every maze (on a
//! perfect maze that search just walks the route).
//!
//! Trace: `DeadEnd` for each tile filled, in order, then the breadth-first
//! search's `Frontier` and `Visit` steps over what is left.

use super::{DIRS, Grid, Outcome, Step, Trace, bfs};

/// The count byte's flag for a filled tile; the low bits count open neighbours.
const FILLED: u8 = 0x80;

pub(super) fn search<T: Trace>(grid: &Grid, start: usize, goal: usize, trace: &mut T) -> Outcome {
    // Open neighbours of every floor tile, in one pass that vectorises: a
    // tile's byte is 1 for floor, and the ring of wall keeps every slice in range.
    let (n, w) = (grid.len(), grid.width);
    let t = |from: usize, to: usize| grid.tiles[from..to].iter().map(|&t| t as u8);
    let mut open = vec![0u8; n];
    let sums = t(w, n - w).zip(t(0, n - 2 * w)).zip(t(2 * w, n)).zip(t(w - 1, n - w - 1)).zip(t(w + 1, n - w + 1));
    for (count, ((((me, up), down), left), right)) in open[w..n - w].iter_mut().zip(sums) {
        *count = me * (up + down + left + right);
    }
    let keep = |i: usize| i == start || i == goal;
    let mut work: Vec<u32> =
        (0..n).filter(|&i| open[i] <= 1 && grid.is_floor(i) && !keep(i)).map(|i| i as u32).collect();
    let mut filled = 0;
    while let Some(i) = work.pop() {
        let i = i as usize;
        open[i] |= FILLED;
        filled += 1;
        if T::ON {
            trace.step(Step::DeadEnd(grid.pos(i)));
        }
        for d in 0..DIRS {
            let Some(j) = grid.open(i, d) else { continue };
            if open[j] & FILLED == 0 {
                open[j] -= 1;
                // Tiles at 0 or 1 from the start are listed already.
                if open[j] == 1 && !keep(j) {
                    work.push(j as u32);
                }
            }
        }
    }
    // What is left, as the search's parent array: filled tiles and walls blocked.
    for (i, count) in open.iter_mut().enumerate() {
        *count = if *count & FILLED != 0 || !grid.is_floor(i) { bfs::BLOCKED } else { 0 };
    }
    let rest = bfs::search_through(grid, start, goal, trace, open);
    Outcome::new(rest.route, filled + rest.visited)
}
