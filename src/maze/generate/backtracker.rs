//! The depth-first backtracker ("recursive backtracker"), written with an
//! explicit stack so a 2001 × 2001-cell maze needs no deep call stack.
//!
//! From the start cell, step to a random unvisited neighbour cell, knocking
//! down the wall between; when the current cell has no unvisited neighbour, pop
//! back to the previous one. Every cell is visited once, so the result is a
//! perfect maze (a spanning tree of the cells).

use rand::{Rng, RngExt};

use super::StartCorner;
use crate::maze::grid::{Maze, SizeError, Tile};

/// Carves a perfect maze of `width × height` tiles, starting at `corner`.
///
/// A cell counts as visited once its tile is floor, so no separate visited set
/// is kept; the stack holds flat tile indices.
pub fn backtracker<R: Rng + ?Sized>(
    width: usize,
    height: usize,
    corner: StartCorner,
    rng: &mut R,
) -> Result<Maze, SizeError> {
    let mut maze = Maze::walled(width, height)?;
    let start = match corner {
        StartCorner::TopLeft => 1 + width,
        StartCorner::TopRight => (width - 2) + width,
        StartCorner::BottomRight => (width - 2) + (height - 2) * width,
    };
    // Offsets of the four neighbouring cells, two tiles away.
    let w = width as isize;
    let steps = [-2 * w, 2 * w, -2, 2];
    let tiles = maze.tiles_mut();
    let mut stack: Vec<usize> = Vec::with_capacity((width / 2) * (height / 2) / 4 + 16);
    tiles[start] = Tile::Floor;
    stack.push(start);
    while let Some(&here) = stack.last() {
        let (x, y) = (here % width, here / width);
        let mut open = [0isize; 4];
        let mut n = 0;
        for (k, &s) in steps.iter().enumerate() {
            let inside = match k {
                0 => y >= 3,
                1 => y + 3 < height,
                2 => x >= 3,
                _ => x + 3 < width,
            };
            if inside && tiles[here.wrapping_add_signed(s)] == Tile::Wall {
                open[n] = s;
                n += 1;
            }
        }
        if n == 0 {
            stack.pop();
            continue;
        }
        let s = open[if n == 1 { 0 } else { rng.random_range(0..n) }];
        let next = here.wrapping_add_signed(s);
        tiles[here.wrapping_add_signed(s / 2)] = Tile::Floor;
        tiles[next] = Tile::Floor;
        stack.push(next);
    }
    Ok(maze)
}
