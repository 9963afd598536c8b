//! Breadth-first search on flat arrays: the solver [`Solver::BreadthFirst`](super::Solver::BreadthFirst),
//! [`shortest_route`](super::shortest_route), and the last stage of dead-end filling.
//!
//! One byte per tile holds `1 +` the direction of the step that first reached
//! it, 0 where the search may still go, and a flag on walls (and on whatever
//! else the caller blocks), so one read per neighbour decides; the queue is a `Vec<u32>` of tile indices read
//! from a moving head: every tile joins it at most once, so nothing wraps and
//! nothing is hashed. The search stops the moment it reaches the target, which
//! then counts as visited at once (trace: `Frontier(to)`, `Visit(to)`), ahead
//! of tiles queued before it. The first route found is a shortest one.

use super::{Grid, Outcome, SolveError, Step, Tile, Trace};

/// Marks the start in the parent array: reached, but by no step.
const START: u8 = 0xff;
/// Marks a tile not to enter (a wall, or filled) in the parent array, so
/// that one byte per neighbour says whether to go there.
pub(super) const BLOCKED: u8 = 0x80;

/// A shortest route from `start` to `goal` over floor tiles.
pub(super) fn search<T: Trace>(grid: &Grid, start: usize, goal: usize, trace: &mut T) -> Outcome {
    // One pass, which vectorises, blocks the walls.
    let blocked = grid.tiles.iter().map(|&t| if t == Tile::Floor { 0 } else { BLOCKED }).collect();
    search_through(grid, start, goal, trace, blocked)
}

/// A shortest route from `start` to `goal` through the tiles where `blocked`
/// holds 0 (it must hold [`BLOCKED`] elsewhere, walls included; `start` and
/// `goal` must not be blocked). The array becomes the search's parent array.
pub(super) fn search_through<T: Trace>(
    grid: &Grid,
    start: usize,
    goal: usize,
    trace: &mut T,
    mut blocked: Vec<u8>,
) -> Outcome {
    debug_assert!(blocked[start] == 0 && blocked[goal] == 0, "the ends are open");
    if T::ON {
        trace.step(Step::Frontier(grid.pos(start)));
        trace.step(Step::Visit(grid.pos(start)));
    }
    if start == goal {
        return Outcome::new(Ok(vec![grid.pos(start)]), 1);
    }
    blocked[start] = START;
    flood(grid, start, goal, trace, blocked)
}

/// The search proper, on a parent array that is 0 where the search may still go.
fn flood<T: Trace>(grid: &Grid, start: usize, goal: usize, trace: &mut T, mut parent: Vec<u8>) -> Outcome {
    let mut queue: Vec<u32> = Vec::with_capacity(grid.len() / 2 + 1);
    queue.push(start as u32);
    let mut head = 0;
    while let Some(&i) = queue.get(head) {
        let i = i as usize;
        if T::ON && head > 0 {
            trace.step(Step::Visit(grid.pos(i)));
        }
        head += 1;
        for d in 0..super::DIRS {
            let j = grid.step(i, d);
            if parent[j] != 0 {
                continue;
            }
            parent[j] = d as u8 + 1;
            if T::ON {
                trace.step(Step::Frontier(grid.pos(j)));
            }
            if j == goal {
                if T::ON {
                    trace.step(Step::Visit(grid.pos(j)));
                }
                return Outcome::new(Ok(grid.route_from_parents(&parent, start, goal)), head + 1);
            }
            queue.push(j as u32);
        }
    }
    Outcome::new(Err(SolveError::NoRoute), head)
}
