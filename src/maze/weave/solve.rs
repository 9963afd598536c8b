//! Solving a weave maze over its places (cell, over or under): the shortest route, the distance
//! map and the figures `stats` shows.

use std::collections::VecDeque;

use serde::Serialize;

use super::{Spot, WeaveMaze};
use crate::maze::grid::Grid;

/// Not reached, in a [`distance_map`].
pub const UNREACHED: u32 = u32::MAX;

/// Breadth-first steps from node `from` to every node (see [`WeaveMaze::node`]);
/// [`UNREACHED`] where none leads.
pub fn distance_map<G: Grid>(maze: &WeaveMaze<G>, from: u32) -> Vec<u32> {
    let mut dist = vec![UNREACHED; maze.node_count()];
    let mut queue = VecDeque::from([from]);
    dist[from as usize] = 0;
    while let Some(v) = queue.pop_front() {
        let d = dist[v as usize] + 1;
        maze.for_each_next(v, |w| {
            if dist[w as usize] == UNREACHED {
                dist[w as usize] = d;
                queue.push_back(w);
            }
        });
    }
    dist
}

/// The two ends of the longest route between cells on the ground (the
/// farthest such cell from the first cell, then the farthest from it): a
/// weave maze cut to a shape takes them as its entrance and exit, as a flat
/// shape's hardest exits. Ties go to the smaller cell.
pub fn hardest_ground<G: Grid>(maze: &WeaveMaze<G>) -> (u32, u32) {
    let n = maze.flat.grid.cell_count();
    let farthest = |from: u32| {
        let dist = distance_map(maze, from);
        (0..n as u32)
            .filter(|&c| dist[c as usize] != UNREACHED)
            .max_by_key(|&c| (dist[c as usize], std::cmp::Reverse(c)))
            .unwrap_or(from)
    };
    let a = farthest(0);
    (a, farthest(a))
}

/// The shortest route from the entrance to the exit as nodes, both ends
/// included (breadth-first); `None` when the exit cannot be reached.
pub fn route_nodes<G: Grid>(maze: &WeaveMaze<G>) -> Option<Vec<u32>> {
    let (from, to) = (maze.flat.entrance, maze.flat.exit);
    let mut came = vec![UNREACHED; maze.node_count()];
    let mut queue = VecDeque::from([from]);
    came[from as usize] = from;
    while let Some(v) = queue.pop_front() {
        if v == to {
            break;
        }
        maze.for_each_next(v, |w| {
            if came[w as usize] == UNREACHED {
                came[w as usize] = v;
                queue.push_back(w);
            }
        });
    }
    if came[to as usize] == UNREACHED {
        return None;
    }
    let mut path = vec![to];
    while *path.last().expect("not empty") != from {
        path.push(came[*path.last().expect("not empty") as usize]);
    }
    path.reverse();
    Some(path)
}

/// The shortest route as places: which cell, and whether under its crossing.
pub fn route<G: Grid>(maze: &WeaveMaze<G>) -> Option<Vec<Spot>> {
    Some(route_nodes(maze)?.into_iter().map(|v| maze.spot(v)).collect())
}

/// What `stats` tells of a weave maze.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct WeaveMetrics {
    /// Cells of the grid.
    pub cells: usize,
    /// Crossings: cells with a passage over and one under.
    pub crossings: usize,
    /// Steps of the shortest route from the entrance to the exit.
    pub route_steps: usize,
    /// Of those places, how many are under a crossing.
    pub under_on_route: usize,
    /// How many of the route's cells it crosses over a passage.
    pub over_on_route: usize,
    /// Cells with one way out.
    pub dead_ends: usize,
}

impl WeaveMetrics {
    /// The figures of `maze`; `None` when its exit cannot be reached.
    pub fn of<G: Grid>(maze: &WeaveMaze<G>) -> Option<Self> {
        let path = route(maze)?;
        let cells = maze.flat.grid.cell_count();
        Some(WeaveMetrics {
            cells,
            crossings: maze.crossings().len(),
            route_steps: path.len() - 1,
            under_on_route: path.iter().filter(|s| s.under).count(),
            over_on_route: path.iter().filter(|s| !s.under && maze.crossing_at(s.cell).is_some()).count(),
            dead_ends: (0..cells as u32).filter(|&c| maze.ways_out(c).count_ones() == 1).count(),
        })
    }
}
