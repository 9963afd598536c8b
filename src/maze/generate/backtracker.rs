//! The depth-first backtracker ("recursive backtracker"), written with an
//! explicit stack so a 2001 × 2001-cell maze needs no deep call stack.
//!
//! From the start cell, step to a random unvisited neighbour cell, knocking
//! down the wall between; when the current cell has no unvisited neighbour, pop
//! back to the previous one. Every cell is visited once, so the result is a
//! perfect maze (a spanning tree of the cells).

use rand::{Rng, RngExt};

use super::{Recorder, StartCorner};
use crate::maze::grid::{Maze, Pos, Tile};

/// Carves a perfect maze into the walled `maze`, starting at `corner`.
///
/// The hot loop asks "visited?" of up to four neighbours per step, so visits
/// are kept in a bit per cell (a 1000 × 1000-cell maze needs 125 KB, which
/// stays in cache) rather than read from the tiles; the stack holds cell
/// coordinates, so no division is needed to find a cell's neighbours.
pub fn backtracker<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    corner: StartCorner,
    rng: &mut R,
    rec: &mut Rec,
) {
    let width = maze.width();
    let (cols, rows) = (maze.cell_columns() as u32, maze.cell_rows() as u32);
    let (cx, cy) = match corner {
        StartCorner::TopLeft => (0, 0),
        StartCorner::TopRight => (cols - 1, 0),
        StartCorner::BottomRight => (cols - 1, rows - 1),
        StartCorner::Centre => (cols / 2, rows / 2),
        StartCorner::Random => (rng.random_range(0..cols), rng.random_range(0..rows)),
    };
    let tiles = maze.tiles_mut();
    let mut visited = vec![0u64; (cols as usize * rows as usize).div_ceil(64)];
    let is_visited = |visited: &[u64], x: u32, y: u32| {
        let c = (y * cols + x) as usize;
        visited[c / 64] >> (c % 64) & 1 == 1
    };
    let mut open = |tiles: &mut [Tile], x: usize, y: usize| {
        tiles[y * width + x] = Tile::Floor;
        rec.record(Pos::new(x, y), Tile::Floor);
    };
    let visit = |visited: &mut [u64], x: u32, y: u32| {
        let c = (y * cols + x) as usize;
        visited[c / 64] |= 1 << (c % 64);
    };
    let mut stack: Vec<(u32, u32)> = Vec::with_capacity((cols * rows / 4 + 16) as usize);
    visit(&mut visited, cx, cy);
    open(tiles, 2 * cx as usize + 1, 2 * cy as usize + 1);
    stack.push((cx, cy));
    while let Some(&(x, y)) = stack.last() {
        // Neighbours in a fixed order (up, down, left, right) so a seed always
        // makes the same maze.
        let mut fresh = [(0u32, 0u32); 4];
        let mut n = 0;
        if y > 0 && !is_visited(&visited, x, y - 1) {
            fresh[n] = (x, y - 1);
            n += 1;
        }
        if y + 1 < rows && !is_visited(&visited, x, y + 1) {
            fresh[n] = (x, y + 1);
            n += 1;
        }
        if x > 0 && !is_visited(&visited, x - 1, y) {
            fresh[n] = (x - 1, y);
            n += 1;
        }
        if x + 1 < cols && !is_visited(&visited, x + 1, y) {
            fresh[n] = (x + 1, y);
            n += 1;
        }
        if n == 0 {
            stack.pop();
            continue;
        }
        let (nx, ny) = fresh[if n == 1 { 0 } else { rng.random_range(0..n) }];
        visit(&mut visited, nx, ny);
        open(tiles, (x + nx + 1) as usize, (y + ny + 1) as usize);
        open(tiles, 2 * nx as usize + 1, 2 * ny as usize + 1);
        stack.push((nx, ny));
    }
}
