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
/// Works on flat tile indices for speed: a cell counts as visited once its
/// tile is floor, so no separate visited set is kept.
pub fn backtracker<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    corner: StartCorner,
    rng: &mut R,
    rec: &mut Rec,
) {
    let (width, height) = (maze.width(), maze.height());
    let (cols, rows) = (maze.cell_columns(), maze.cell_rows());
    let (cx, cy) = match corner {
        StartCorner::TopLeft => (0, 0),
        StartCorner::TopRight => (cols - 1, 0),
        StartCorner::BottomRight => (cols - 1, rows - 1),
        StartCorner::Centre => (cols / 2, rows / 2),
        StartCorner::Random => (rng.random_range(0..cols), rng.random_range(0..rows)),
    };
    let start = (2 * cx + 1) + (2 * cy + 1) * width;
    // Offsets of the four neighbouring cells, two tiles away.
    let w = width as isize;
    let steps = [-2 * w, 2 * w, -2, 2];
    let tiles = maze.tiles_mut();
    let mut open = |tiles: &mut [Tile], i: usize| {
        tiles[i] = Tile::Floor;
        rec.record(Pos::new(i % width, i / width), Tile::Floor);
    };
    let mut stack: Vec<usize> = Vec::with_capacity((width / 2) * (height / 2) / 4 + 16);
    open(tiles, start);
    stack.push(start);
    while let Some(&here) = stack.last() {
        let (x, y) = (here % width, here / width);
        let mut fresh = [0isize; 4];
        let mut n = 0;
        for (k, &s) in steps.iter().enumerate() {
            let inside = match k {
                0 => y >= 3,
                1 => y + 3 < height,
                2 => x >= 3,
                _ => x + 3 < width,
            };
            if inside && tiles[here.wrapping_add_signed(s)] == Tile::Wall {
                fresh[n] = s;
                n += 1;
            }
        }
        if n == 0 {
            stack.pop();
            continue;
        }
        let s = fresh[if n == 1 { 0 } else { rng.random_range(0..n) }];
        let next = here.wrapping_add_signed(s);
        open(tiles, here.wrapping_add_signed(s / 2));
        open(tiles, next);
        stack.push(next);
    }
}
