//! The solvers over any [`Grid`]: the seven of [`Solver`], the distance map, metrics and exits.
//!
//! Routes are lists of cells from `from` to `to`, both included, each joined
//! to the next by an open passage. Breadth-first, A* and dead-end filling
//! give a shortest route on every maze; backtracking, Trémaux and the wall
//! followers give the only route on a perfect maze. None recurses.

mod measure;
mod walkers;

#[cfg(test)]
mod tests;

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::Solver;
use crate::maze::grid::{Grid, GridMaze};

pub use measure::{GridExits, GridMetrics, measure, place_exits, rim_cells};
pub use walkers::{backtracking, dead_end_filling, tremaux, wall_follower};

/// A distance not reached, in [`distance_map`].
pub const UNREACHED: u32 = u32::MAX;

/// The route `solver` finds from `from` to `to`, or `None` when it finds none.
pub fn solve<G: Grid>(maze: &GridMaze<G>, solver: Solver, from: u32, to: u32) -> Option<Vec<u32>> {
    match solver {
        Solver::AStar => astar(maze, from, to),
        Solver::BreadthFirst => breadth_first(maze, from, to),
        Solver::Backtracking => backtracking(maze, from, to),
        Solver::DeadEndFilling => dead_end_filling(maze, from, to),
        Solver::Tremaux => tremaux(maze, from, to),
        Solver::WallFollowerLeft => wall_follower(maze, from, to, true),
        Solver::WallFollowerRight => wall_follower(maze, from, to, false),
    }
}

/// Steps from `from` to every cell through open passages ([`UNREACHED`] where none leads).
pub fn distance_map<G: Grid>(maze: &GridMaze<G>, from: u32) -> Vec<u32> {
    let cells = maze.grid.cells();
    let mut dist = vec![UNREACHED; cells.len()];
    let mut queue = Vec::with_capacity(cells.len());
    dist[from as usize] = 0;
    queue.push(from);
    let mut head = 0;
    while head < queue.len() {
        let c = queue[head];
        head += 1;
        let d = dist[c as usize] + 1;
        for m in maze.links(c) {
            if dist[m as usize] == UNREACHED {
                dist[m as usize] = d;
                queue.push(m);
            }
        }
    }
    dist
}

/// A shortest route by breadth-first search.
pub fn breadth_first<G: Grid>(maze: &GridMaze<G>, from: u32, to: u32) -> Option<Vec<u32>> {
    shortest_through(maze, from, to, |_, s, _| maze.slot_open(s))
}

/// A shortest route through the sides that `open(cell, slot, neighbour)` lets through.
fn shortest_through<G: Grid>(
    maze: &GridMaze<G>,
    from: u32,
    to: u32,
    open: impl Fn(u32, usize, u32) -> bool,
) -> Option<Vec<u32>> {
    let cells = maze.grid.cells();
    let mut came = vec![UNREACHED; cells.len()];
    let mut queue = vec![from];
    came[from as usize] = from;
    let mut head = 0;
    while head < queue.len() && came[to as usize] == UNREACHED {
        let c = queue[head];
        head += 1;
        let first = cells.first_slot(c);
        for (k, &m) in cells.of(c).iter().enumerate() {
            if came[m as usize] == UNREACHED && open(c, first + k, m) {
                came[m as usize] = c;
                queue.push(m);
            }
        }
    }
    if came[to as usize] == UNREACHED {
        return None;
    }
    let mut route = vec![to];
    while *route.last().unwrap() != from {
        route.push(came[*route.last().unwrap() as usize]);
    }
    route.reverse();
    Some(route)
}

/// A shortest route by A*: the heuristic is the straight distance between
/// centres over the grid's longest step, which never overestimates.
pub fn astar<G: Grid>(maze: &GridMaze<G>, from: u32, to: u32) -> Option<Vec<u32>> {
    let g = &maze.grid;
    let (goal, scale) = (g.centre(to), 1.0 / g.max_step());
    // Keys in 1/1024 steps, rounded down, so the rounding keeps h admissible.
    let h = |c: u32| (g.centre(c).distance(goal) * scale * 1024.0) as u64;
    let mut cost = vec![UNREACHED; g.cell_count()];
    let mut came = vec![UNREACHED; g.cell_count()];
    let mut open = BinaryHeap::new();
    cost[from as usize] = 0;
    open.push(Reverse((h(from), 0u32, from)));
    while let Some(Reverse((_, steps, c))) = open.pop() {
        if steps > cost[c as usize] {
            continue;
        }
        if c == to {
            let mut route = vec![to];
            while *route.last().unwrap() != from {
                route.push(came[*route.last().unwrap() as usize]);
            }
            route.reverse();
            return Some(route);
        }
        for m in maze.links(c) {
            if steps + 1 < cost[m as usize] {
                cost[m as usize] = steps + 1;
                came[m as usize] = c;
                open.push(Reverse(((steps as u64 + 1) * 1024 + h(m), steps + 1, m)));
            }
        }
    }
    None
}
