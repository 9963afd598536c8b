//! Finding the way out.
//!
//! [`astar`] runs the `pathfinding` crate's A* over floor tiles with the
//! Manhattan distance as heuristic (admissible on a 4-connected grid, so the
//! route is a shortest one).

use pathfinding::prelude::astar as pf_astar;

use super::grid::{Maze, Pos};

/// A shortest route of floor tiles from `from` to `to`, both ends included,
/// or `None` when no route exists.
pub fn astar_between(maze: &Maze, from: Pos, to: Pos) -> Option<Vec<Pos>> {
    if !maze.is_floor(from) || !maze.is_floor(to) {
        return None;
    }
    pf_astar(&from, |&p| maze.floor_neighbours(p).map(|q| (q, 1usize)), |&p| p.manhattan(to), |&p| p == to)
        .map(|(path, _cost)| path)
}

/// A shortest route from the entrance to the exit, both included.
pub fn astar(maze: &Maze) -> Option<Vec<Pos>> {
    astar_between(maze, maze.entrance, maze.exit)
}
