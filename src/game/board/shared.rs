//! The board's maze shared with work done off the frame (a big board's
//! distance maps and searches), on any grid: [`SharedBoard`] holds the square map or the
//! grid maze behind an `Arc`, so a task can measure it while the frame goes on.

use std::sync::Arc;

use std::time::{Duration, Instant};

use crate::game::model::CurrentMaze;
use crate::maze::generate::GridMazeAny;
use crate::maze::items::Progress;
use crate::maze::solve::grids::{self, GridSearch, distance_map};
use crate::maze::solve::{Solver, shortest_route, solve};
use crate::maze::{Maze, distance};
use crate::on_grid_maze;

/// A copy of the board's maze that work off the frame can own.
#[derive(Debug, Clone)]
pub enum SharedBoard {
    /// The square board's map (its cells are its tiles by flat index).
    Square(Arc<Maze>),
    /// A round, hex or triangle board's maze.
    Grid(Arc<GridMazeAny>),
}

impl SharedBoard {
    /// Steps from cell `from` to every cell
    /// ([`UNREACHED`](crate::maze::distance::UNREACHED) where none leads: a
    /// square board's walls and the outside).
    pub fn distances(&self, from: u32) -> Vec<u32> {
        match self {
            SharedBoard::Square(maze) => square_distances(maze, from),
            SharedBoard::Grid(maze) => grid_distances(maze, from),
        }
    }

    /// `solver`'s traced search from the entrance to the exit, in cells, with
    /// how long an untraced run of it took.
    pub fn search(&self, solver: Solver) -> (GridSearch, Duration) {
        let started = Instant::now();
        match self {
            SharedBoard::Square(maze) => {
                let _ = solve(maze, solver, maze.entrance, maze.exit, false);
                let took = started.elapsed();
                let search = solve(maze, solver, maze.entrance, maze.exit, true);
                (GridSearch::of_tiles(&search, |p| maze.index(p) as u32), took)
            }
            SharedBoard::Grid(maze) => on_grid_maze!(&**maze, m => {
                let _ = grids::solve(m, solver, m.entrance, m.exit);
                let took = started.elapsed();
                (grids::search(m, solver, m.entrance, m.exit), took)
            }),
        }
    }
}

/// Steps from tile `from` (by flat index) to every tile of a square map.
pub(super) fn square_distances(maze: &Maze, from: u32) -> Vec<u32> {
    distance::distances(maze, maze.pos_of(from as usize))
}

/// Steps from cell `from` to every cell of a grid maze.
pub(super) fn grid_distances(maze: &GridMazeAny, from: u32) -> Vec<u32> {
    on_grid_maze!(maze, m => distance_map(m, from))
}

/// The shortest way out of the square map for a walker holding `from`, both
/// ends included, in cells: to the exit, or with items the shortest full
/// clear (none if there is no way).
pub(super) fn square_way_out(current: &CurrentMaze, from: Progress<u32>) -> Option<Vec<u32>> {
    let maze = &current.maze;
    let at = maze.pos_of(from.at as usize);
    let way = if current.items.is_empty() {
        shortest_route(maze, at, maze.exit)
    } else {
        crate::maze::items::solve(maze, &current.items, from.map(|_| at), true)
    };
    way.map(|w| w.into_iter().map(|p| maze.index(p) as u32).collect())
}
