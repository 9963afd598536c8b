//! Breadth-first search on flat arrays: the solver [`Solver::BreadthFirst`](super::Solver::BreadthFirst),
//! [`shortest_route`](super::shortest_route), and the last stage of dead-end filling.
//!
//! One byte per tile holds `1 +` the direction of the step that first reached
//! it (0: not reached yet), and the queue is a `Vec<u32>` of tile indices read
//! from a moving head: every tile joins it at most once, so nothing wraps and
//! nothing is hashed. The search stops the moment it reaches the target, which
//! then counts as visited at once (trace: `Frontier(to)`, `Visit(to)`), ahead
//! of tiles queued before it. The first route found is a shortest one.

use super::{Grid, Outcome, SolveError, Step, Trace};

/// Marks the start in the parent array: reached, but by no step.
const START: u8 = 0xff;

/// A shortest route from `start` to `goal` over floor tiles that `passable`
/// lets through (`start` and `goal` are taken as passable).
pub(super) fn search<T: Trace>(
    grid: &Grid,
    start: usize,
    goal: usize,
    trace: &mut T,
    passable: impl Fn(usize) -> bool,
) -> Outcome {
    if T::ON {
        trace.step(Step::Frontier(grid.pos(start)));
        trace.step(Step::Visit(grid.pos(start)));
    }
    if start == goal {
        return Outcome::new(Ok(vec![grid.pos(start)]), 1);
    }
    let mut parent = vec![0u8; grid.len()];
    parent[start] = START;
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
            let Some(j) = grid.step(i, d) else { continue };
            if parent[j] != 0 || !grid.is_floor(j) || !(j == goal || passable(j)) {
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
