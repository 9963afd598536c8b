//! A* on flat arrays, for [`Solver::AStar`](super::Solver::AStar): the same
//! search as [`astar_between`](super::astar_between) (which stays on the
//! `pathfinding` crate), with an open set of its own so that it can be traced.
//!
//! The open set is a binary heap of `u64` keys that pack `f = g + h`, then `h`,
//! then the tile index, so the smallest key is the tile with the lowest `f`,
//! ties going to the one nearest the target (lowest `h`). `h` is the
//! Manhattan distance, consistent on a 4-connected grid with unit steps: a tile
//! taken from the heap has its final `g`, so it is closed for good, later
//! copies of it in the heap are skipped, and the route is a shortest one.
//!
//! Trace: `Frontier` when a tile first joins the open set (not again when a
//! shorter way to it is found), `Visit` when it is taken out and expanded.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::{Grid, Outcome, SolveError, Step, Trace};

/// Bits of the key for the tile index and for `h`. A board has at most
/// 4003² < 2²⁴ tiles and `h < 2·4003 < 2¹⁴`; `f` is below the tile count
/// plus `h`, well under the 2²⁵ left above them.
const INDEX_BITS: u32 = 25;
const H_BITS: u32 = 14;

/// The parent byte's flag for a closed tile; the low bits hold `1 +` the
/// direction of the step that reached the tile best so far.
const CLOSED: u8 = 0x80;

fn key(f: u64, h: u64, i: usize) -> u64 {
    (f << (INDEX_BITS + H_BITS)) | (h << INDEX_BITS) | i as u64
}

pub(super) fn search<T: Trace>(grid: &Grid, start: usize, goal: usize, trace: &mut T) -> Outcome {
    let target = grid.pos(goal);
    let h = |i: usize| grid.pos(i).manhattan(target) as u64;
    // g + 1 per tile, 0 while unseen.
    let mut g1 = vec![0u32; grid.len()];
    let mut parent = vec![0u8; grid.len()];
    let mut open = BinaryHeap::new();
    g1[start] = 1;
    parent[start] = 0x7f;
    open.push(Reverse(key(h(start), h(start), start)));
    if T::ON {
        trace.step(Step::Frontier(grid.pos(start)));
    }
    let mut visited = 0;
    while let Some(Reverse(k)) = open.pop() {
        let i = (k & ((1 << INDEX_BITS) - 1)) as usize;
        if parent[i] & CLOSED != 0 {
            continue; // a stale copy: the tile was reached more cheaply since
        }
        parent[i] |= CLOSED;
        visited += 1;
        if T::ON {
            trace.step(Step::Visit(grid.pos(i)));
        }
        if i == goal {
            return Outcome::new(Ok(grid.route_from_parents(&parent, start, goal)), visited);
        }
        let g = g1[i]; // the neighbours' g + 1
        for d in 0..super::DIRS {
            let Some(j) = grid.open(i, d) else { continue };
            if parent[j] & CLOSED != 0 || (g1[j] != 0 && g1[j] <= g + 1) {
                continue;
            }
            if T::ON && g1[j] == 0 {
                trace.step(Step::Frontier(grid.pos(j)));
            }
            g1[j] = g + 1;
            parent[j] = d as u8 + 1;
            let hj = h(j);
            open.push(Reverse(key(u64::from(g) + hj, hj, j)));
        }
    }
    Outcome::new(Err(SolveError::NoRoute), visited)
}
