//! The depth-first backtracker ("recursive backtracker"), written with an
//! explicit stack so a 2001 × 2001-cell maze needs no deep call stack.
//!
//! From the start cell, step to a random unvisited neighbour cell, knocking
//! down the wall between; when the current cell has no unvisited neighbour, pop
//! back to the previous one. Every cell is visited once, so the result is a
//! perfect maze (a spanning tree of the cells).

use rand::{Rng, RngExt};

use super::StartCorner;
use super::kit::padded::{Padded, depth_first};
use crate::maze::grid::Maze;
use crate::maze::recorder::Recorder;

/// Carves a perfect maze into the walled `maze`, starting at `corner`.
///
/// The hot loop asks "visited?" of four neighbours per step, so visits are
/// kept in a bit per cell with a ring of set bits around the board (a 1000 ×
/// 1000-cell maze needs 125 KB, which stays in cache) rather than read from
/// the tiles, and the way back jumps between the cells left with a choice
/// (see `depth_first`).
pub fn backtracker<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    corner: StartCorner,
    rng: &mut R,
    rec: &mut Rec,
) {
    let (cols, rows) = (maze.cell_columns() as u32, maze.cell_rows() as u32);
    let (cx, cy) = match corner {
        StartCorner::TopLeft => (0, 0),
        StartCorner::TopRight => (cols - 1, 0),
        StartCorner::BottomRight => (cols - 1, rows - 1),
        StartCorner::Centre => (cols / 2, rows / 2),
        StartCorner::Random => (rng.random_range(0..cols), rng.random_range(0..rows)),
    };
    let mut g = Padded::for_walk(maze, rec);
    let start = g.at(cx as usize, cy as usize);
    g.visit(start);
    depth_first(&mut g, start, rng);
}
