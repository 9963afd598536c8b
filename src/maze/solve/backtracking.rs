//! Depth-first search with backtracking, for [`Solver::Backtracking`](super::Solver::Backtracking).
//!
//! The walker keeps an explicit stack of the directions it walked, one byte
//! each, and one byte of state per tile: "been here" and the next of the four
//! directions to try (up, down, left, right). From the tile on top it tries
//! the next direction; a floor tile not yet been to is entered and pushed.
//! When all four are tried, the tile leads nowhere: it is marked dead and the
//! walker steps back by popping. It stops on reaching the target (the stack is
//! the route: a simple path, the only route on a perfect maze) or when it backs
//! out of the start (no route).
//!
//! Trace: `Visit` on entering a tile (once per tile, as none is entered twice),
//! `DeadEnd` on abandoning it (once per tile, never one of the route). Replayed
//! as pushes and pops they give the walker's position at every moment.

use super::{DIRS, Grid, Outcome, SolveError, Step, Trace};

/// State byte: the low three bits count the directions tried (0 to 4).
const TRIED: u8 = 0b0111;
/// State byte: the walker has been here.
const BEEN: u8 = 0b1000;

pub(super) fn search<T: Trace>(grid: &Grid, start: usize, goal: usize, trace: &mut T) -> Outcome {
    let mut state = vec![0u8; grid.len()];
    let mut walked: Vec<u8> = Vec::new();
    let mut at = start;
    state[at] = BEEN;
    let mut visited = 1;
    if T::ON {
        trace.step(Step::Visit(grid.pos(at)));
    }
    loop {
        if at == goal {
            return Outcome::new(Ok(grid.replay(start, &walked)), visited);
        }
        let tried = state[at] & TRIED;
        if usize::from(tried) < DIRS {
            state[at] += 1;
            let d = usize::from(tried);
            if let Some(next) = grid.open(at, d).filter(|&j| state[j] & BEEN == 0) {
                state[next] = BEEN;
                walked.push(d as u8);
                at = next;
                visited += 1;
                if T::ON {
                    trace.step(Step::Visit(grid.pos(at)));
                }
            }
        } else {
            if T::ON {
                trace.step(Step::DeadEnd(grid.pos(at)));
            }
            match walked.pop() {
                Some(d) => at = grid.back(at, usize::from(d)),
                None => return Outcome::new(Err(SolveError::NoRoute), visited),
            }
        }
    }
}
