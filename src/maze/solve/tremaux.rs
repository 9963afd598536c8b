//! Trémaux's algorithm, for [`Solver::Tremaux`](super::Solver::Tremaux).
//!
//! Every passage between two adjacent floor tiles carries a count of how often
//! it was walked, 0, 1 or 2, kept at both ends: two bits per direction, one
//! byte per tile. Every tile is a junction, corridors being junctions with two
//! ways. On arriving at a tile the walker
//! 1. stops if it is the target;
//! 2. turns back if the tile was already marked (been here) and the passage it
//!    came by is marked only once (a new passage that led to an old junction);
//! 3. otherwise takes the passage with the fewest marks, never one marked
//!    twice, the first of up, down, left, right on a tie: an unmarked one if
//!    any, else the one it first came by;
//! 4. and when every passage is marked twice (which only happens back at the
//!    start) there is no route.
//!
//! Every step adds a mark to a passage that had fewer than two, so the walk
//! ends within two steps per passage. The passages marked once always form a
//! simple path from the start to the walker: a stack of directions kept as it
//! walks (pushed on a first mark, popped on a second). On reaching the target
//! that path is the route: the only one on a perfect maze, with loops not
//! necessarily a shortest one.
//!
//! Trace: `Visit` for every step (a tile walked twice appears twice),
//! `DeadEnd` once for a tile when all its passages are marked twice.

use super::{DIRS, Grid, Outcome, SolveError, Step, Trace};

/// Marks on passage `d` of a tile with mark byte `m`.
fn marks(m: u8, d: usize) -> u8 {
    (m >> (2 * d)) & 3
}

/// Per-tile flag: the walker has been here.
const SEEN: u8 = 1;
/// Per-tile flag: the tile was reported as a dead end.
const DEAD: u8 = 2;

pub(super) fn search<T: Trace>(grid: &Grid, start: usize, goal: usize, trace: &mut T) -> Outcome {
    let mut mark = vec![0u8; grid.len()];
    let mut flags = vec![0u8; grid.len()];
    let mut route: Vec<u8> = Vec::new();
    let mut at = start;
    let mut came: Option<usize> = None;
    flags[at] = SEEN;
    let mut visited = 1;
    if T::ON {
        trace.step(Step::Visit(grid.pos(at)));
    }
    loop {
        if at == goal {
            return Outcome::new(Ok(grid.replay(start, &route)), visited);
        }
        let m = mark[at];
        let way = match came {
            Some(c) if marks(m, c) == 1 && m & !(3 << (2 * c)) != 0 => Some(c),
            _ => (0..DIRS).filter(|&d| marks(m, d) < 2 && grid.open(at, d).is_some()).min_by_key(|&d| marks(m, d)),
        };
        let Some(d) = way else {
            dead_end(grid, at, &mark, &mut flags, trace);
            return Outcome::new(Err(SolveError::NoRoute), visited);
        };
        let next = grid.open(at, d).expect("chosen passages are open");
        mark[at] += 1 << (2 * d);
        mark[next] += 1 << (2 * (d ^ 1));
        if marks(mark[at], d) == 1 {
            route.push(d as u8);
        } else {
            let back = route.pop();
            debug_assert_eq!(back, Some(d as u8 ^ 1), "a second mark retraces the newest first mark");
            dead_end(grid, at, &mark, &mut flags, trace);
        }
        at = next;
        came = Some(d ^ 1);
        if flags[at] & SEEN == 0 {
            flags[at] |= SEEN;
            visited += 1;
        }
        if T::ON {
            trace.step(Step::Visit(grid.pos(at)));
        }
    }
}

/// Reports tile `i` as a dead end the first time all its passages are marked twice.
fn dead_end<T: Trace>(grid: &Grid, i: usize, mark: &[u8], flags: &mut [u8], trace: &mut T) {
    let done = (0..DIRS).all(|d| grid.open(i, d).is_none() || marks(mark[i], d) == 2);
    if done && flags[i] & DEAD == 0 {
        flags[i] |= DEAD;
        if T::ON {
            trace.step(Step::DeadEnd(grid.pos(i)));
        }
    }
}
