//! The solvers over any [`Grid`]: the seven of [`Solver`], the distance map, metrics and exits.
//!
//! Routes are lists of cells from `from` to `to`, both included, each joined
//! to the next by an open passage. Breadth-first, A* and dead-end filling
//! give a shortest route on every maze; backtracking, Trémaux and the wall
//! followers give the only route on a perfect maze. None recurses.
//!
//! [`search`] runs a solver and keeps its trace: every [`Step`] it took, in
//! order, with the same meaning as on the square board (the lessons animate
//! them). Each solver is compiled twice, with and without the trace, so the
//! plain routes cost nothing for it.

mod farthest;
mod measure;
mod rings_walk;
mod walkers;

#[cfg(test)]
mod farthest_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod trace_tests;

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::{Solver, Step};
use crate::maze::grid::{Grid, GridMaze, IRREGULAR};

pub use measure::{GridExits, GridMetrics, measure, measure_along, place_exits, rim_cells, turns};
pub use walkers::{backtracking, dead_end_filling, tremaux, wall_follower};

/// A distance not reached, in [`distance_map`].
pub const UNREACHED: u32 = u32::MAX;

/// The route `solver` finds from `from` to `to`, or `None` when it finds none.
pub fn solve<G: Grid>(maze: &GridMaze<G>, solver: Solver, from: u32, to: u32) -> Option<Vec<u32>> {
    run(maze, solver, from, to, &mut ())
}

/// What one traced run of a solver on a grid found and did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridSearch {
    /// The route, cells from `from` to `to`, or `None` when the solver found none.
    pub route: Option<Vec<u32>>,
    /// Every step in order: the first visits `from`; when a route is found,
    /// the last visit is `to`.
    pub trace: Vec<Step<u32>>,
}

impl GridSearch {
    /// A square board's search with its tiles named as cells by `cell` (any
    /// route lost is `None`), so one replay serves every grid.
    pub fn of_tiles(search: &super::Search, cell: impl Fn(crate::maze::Pos) -> u32) -> Self {
        let route = search.route.as_ref().ok().map(|route| route.iter().map(|&p| cell(p)).collect());
        GridSearch { route, trace: search.trace.iter().map(|step| step.map(&cell)).collect() }
    }
}

/// Runs `solver` from `from` to `to` and keeps its trace.
pub fn search<G: Grid>(maze: &GridMaze<G>, solver: Solver, from: u32, to: u32) -> GridSearch {
    let mut trace = Vec::new();
    let route = run(maze, solver, from, to, &mut trace);
    GridSearch { route, trace }
}

fn run<G: Grid, T: Trace>(maze: &GridMaze<G>, solver: Solver, from: u32, to: u32, t: &mut T) -> Option<Vec<u32>> {
    match solver {
        Solver::AStar => astar_traced(maze, from, to, t),
        Solver::BreadthFirst => shortest_through(maze, from, to, |_, s, _| maze.slot_open(s), t),
        Solver::Backtracking => walkers::backtracking_traced(maze, from, to, t),
        Solver::DeadEndFilling => walkers::dead_end_filling_traced(maze, from, to, t),
        Solver::Tremaux => walkers::tremaux_traced(maze, from, to, t),
        Solver::WallFollowerLeft => walkers::wall_follower_traced(maze, from, to, true, t),
        Solver::WallFollowerRight => walkers::wall_follower_traced(maze, from, to, false, t),
    }
}

/// Where a grid solver's steps go: `()` drops them (the calls compile
/// away), `Vec<Step<u32>>` keeps them.
trait Trace {
    /// The solver did `step`.
    fn step(&mut self, step: Step<u32>);
}

impl Trace for () {
    #[inline(always)]
    fn step(&mut self, _step: Step<u32>) {}
}

impl Trace for Vec<Step<u32>> {
    fn step(&mut self, step: Step<u32>) {
        self.push(step);
    }
}

/// Steps from `from` to every cell through open passages ([`UNREACHED`] where none leads).
///
/// A cell's neighbours come from the grid's step table (its class's steps,
/// a table the cache holds) rather than its list (4 bytes a side, 24 MB on
/// a million hex cells, read in the search's scattered order): a million
/// cells map in about half the time. The table is made on the first map
/// (or walk) of a grid.
pub fn distance_map<G: Grid>(maze: &GridMaze<G>, from: u32) -> Vec<u32> {
    let cells = maze.grid.cells();
    let table = cells.step_table();
    let mut dist = vec![UNREACHED; cells.len()];
    let mut queue = Vec::with_capacity(cells.len());
    dist[from as usize] = 0;
    queue.push(from);
    let mut head = 0;
    while head < queue.len() {
        let c = queue[head];
        head += 1;
        let d = dist[c as usize] + 1;
        let mut open = maze.side_bits(c);
        let class = table.class(c);
        let mut reach = |m: u32| {
            if dist[m as usize] == UNREACHED {
                dist[m as usize] = d;
                queue.push(m);
            }
        };
        if class == IRREGULAR {
            let nb = cells.of(c);
            while open != 0 {
                reach(nb[open.trailing_zeros() as usize]);
                open &= open - 1;
            }
        } else {
            let steps = &table.steps(class).0;
            while open != 0 {
                reach(c.wrapping_add(steps[open.trailing_zeros() as usize & 7]));
                open &= open - 1;
            }
        }
    }
    dist
}

/// A shortest route by breadth-first search.
pub fn breadth_first<G: Grid>(maze: &GridMaze<G>, from: u32, to: u32) -> Option<Vec<u32>> {
    solve(maze, Solver::BreadthFirst, from, to)
}

/// A shortest route through the sides that `open(cell, slot, neighbour)` lets
/// through, by breadth-first search: a cell is visited when taken from the
/// queue and is frontier when it joins it; the search stops on visiting `to`.
fn shortest_through<G: Grid, T: Trace>(
    maze: &GridMaze<G>,
    from: u32,
    to: u32,
    open: impl Fn(u32, usize, u32) -> bool,
    t: &mut T,
) -> Option<Vec<u32>> {
    let cells = maze.grid.cells();
    let mut came = vec![UNREACHED; cells.len()];
    let mut queue = vec![from];
    came[from as usize] = from;
    let mut head = 0;
    while head < queue.len() {
        let c = queue[head];
        head += 1;
        t.step(Step::Visit(c));
        if c == to {
            break;
        }
        let first = cells.first_slot(c);
        for (k, &m) in cells.of(c).iter().enumerate() {
            if came[m as usize] == UNREACHED && open(c, first + k, m) {
                came[m as usize] = c;
                t.step(Step::Frontier(m));
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
    solve(maze, Solver::AStar, from, to)
}

fn astar_traced<G: Grid, T: Trace>(maze: &GridMaze<G>, from: u32, to: u32, t: &mut T) -> Option<Vec<u32>> {
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
        t.step(Step::Visit(c));
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
                t.step(Step::Frontier(m));
                open.push(Reverse(((steps as u64 + 1) * 1024 + h(m), steps + 1, m)));
            }
        }
    }
    None
}
