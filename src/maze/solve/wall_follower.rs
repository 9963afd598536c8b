//! The wall followers, for [`Solver::WallFollowerLeft`](super::Solver::WallFollowerLeft)
//! and [`Solver::WallFollowerRight`](super::Solver::WallFollowerRight).
//!
//! The walker keeps one hand on the wall: at each tile it turns towards its
//! hand if it can, else goes straight on, else turns away, else turns back.
//! It starts facing a way it can walk with a wall on its hand side (the first
//! such way clockwise from up; any open way if there is none).
//!
//! On a perfect maze all walls hang together, so the walker passes every tile
//! and finds the target. With loops the hand may stay on a wall that never
//! comes near the target (an island in the middle of a loop): then the walk
//! goes round forever. It always does so by coming back to its first state
//! after the start (the tile it first stepped onto, facing the same way):
//! a walker that arrived at a tile facing `d` came from the tile behind it, and
//! from the open sides of the tile and the way it leaves, the way it arrived
//! can be read back, so no state is reached from two others and the walk is a
//! pure cycle. Back at that state without having met the target, the search
//! stops with [`SolveError::WallFollowerLost`]. A cap of four steps per tile
//! (more than any cycle can take) guards that reasoning.
//!
//! The route is the walk with its loops removed: a stack of the directions
//! walked, popped back whenever the walk steps onto a tile already on it. So
//! it is a simple path; on a perfect maze it is the only route, with loops it
//! need not be a shortest one.
//!
//! Trace: `Visit` for every step, so a tile walked past twice appears twice.

use super::{Grid, Outcome, SolveError, Step, Trace, clockwise, counter_clockwise};

/// Which hand stays on the wall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Hand {
    Left,
    Right,
}

impl Hand {
    /// The direction after a turn towards this hand.
    fn towards(self, d: usize) -> usize {
        match self {
            Hand::Left => counter_clockwise(d),
            Hand::Right => clockwise(d),
        }
    }

    /// The direction after a turn away from this hand.
    fn away(self, d: usize) -> usize {
        match self {
            Hand::Left => clockwise(d),
            Hand::Right => counter_clockwise(d),
        }
    }
}

/// Per-tile flag: the tile is on the loop-free route so far.
const ON_ROUTE: u8 = 1;
/// Per-tile flag: the walker has been here.
const SEEN: u8 = 2;

pub(super) fn search<T: Trace>(grid: &Grid, start: usize, goal: usize, hand: Hand, trace: &mut T) -> Outcome {
    if T::ON {
        trace.step(Step::Visit(grid.pos(start)));
    }
    // Up, right, down, left: the first way with the wall at hand, else the first way.
    let ways = [0, 3, 1, 2].into_iter().filter(|&d| grid.open(start, d).is_some());
    let walled_at_hand = |&d: &usize| grid.open(start, hand.towards(d)).is_none();
    let Some(mut facing) = ways.clone().find(walled_at_hand).or_else(|| ways.clone().next()) else {
        return Outcome::new(Err(SolveError::WallFollowerLost), 1);
    };
    let mut flags = vec![0u8; grid.len()];
    flags[start] = ON_ROUTE | SEEN;
    let mut visited = 1;
    let mut route: Vec<u8> = Vec::new();
    let mut at = start;
    let mut first_state = None;
    for _ in 0..4 * grid.len() + 4 {
        let (d, next) = [hand.towards(facing), facing, hand.away(facing), facing ^ 1]
            .into_iter()
            .find_map(|d| grid.open(at, d).map(|j| (d, j)))
            .expect("a walker that got here can go back");
        if flags[next] & ON_ROUTE != 0 {
            while at != next {
                flags[at] &= !ON_ROUTE;
                let back = route.pop().expect("the tile stepped onto is on the route");
                at = grid.back(at, usize::from(back));
            }
        } else {
            flags[next] |= ON_ROUTE;
            route.push(d as u8);
            at = next;
        }
        facing = d;
        if flags[at] & SEEN == 0 {
            flags[at] |= SEEN;
            visited += 1;
        }
        if T::ON {
            trace.step(Step::Visit(grid.pos(at)));
        }
        if at == goal {
            return Outcome::new(Ok(grid.replay(start, &route)), visited);
        }
        match first_state {
            None => first_state = Some((at, facing)),
            Some(state) if state == (at, facing) => break,
            Some(_) => {}
        }
    }
    Outcome::new(Err(SolveError::WallFollowerLost), visited)
}
