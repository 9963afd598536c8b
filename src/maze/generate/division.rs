//! Recursive division: start from one open room and split it with a wall that
//! has a single gap, then split each half the same way until every chamber is
//! one cell wide. Long straight walls, a boxy look. Written with an explicit
//! stack of chambers.

use rand::{Rng, RngExt};

use super::kit::padded::below;
use crate::maze::grid::{Maze, Tile};
use crate::maze::recorder::Recorder;

/// Carves (or rather builds) a maze by recursive division. Its draws are
/// `random_range`'s, made by `below` (inlined).
///
/// Tiles are written straight into the board (whole rows of floor first),
/// and only compared and reported one by one when `rec` keeps the steps.
pub fn recursive_division<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let (w, h, cols, rows) = (maze.width(), maze.height(), maze.cell_columns(), maze.cell_rows());
    let watched = rec.keeps_steps();
    let tiles = maze.tiles_mut();
    let mut set = |tiles: &mut [Tile], i: usize, tile: Tile| {
        if !watched {
            tiles[i] = tile;
        } else if tiles[i] != tile {
            tiles[i] = tile;
            rec.record_index(i, w, tile);
        }
    };
    if watched {
        room_tiles(w, h).for_each(|i| set(tiles, i, Tile::Floor));
    } else {
        for y in 1..h - 1 {
            tiles[y * w + 1..y * w + w - 1].fill(Tile::Floor);
        }
    }
    // Chambers as ([first column, first row], [columns, rows]), in cells.
    let mut chambers = vec![([0, 0], [cols, rows])];
    let mut thin = Vec::new();
    while let Some((origin, size)) = chambers.pop() {
        let [cw, ch] = size;
        if cw <= 1 || ch <= 1 {
            // A chamber one cell thin: each wall across it is one tile, its
            // gap, so only the draws are left to make (in the same order).
            split_thin(cw.max(ch), &mut thin, rng);
            continue;
        }
        let horizontal = match (cw, ch) {
            (1, _) => true,
            (_, 1) => false,
            _ if ch > cw => true,
            _ if cw > ch => false,
            _ => rng.random_bool(0.5),
        };
        // The wall runs along one axis and cuts the chamber across the other:
        // after cell k across, with a gap at one cell along.
        let (along, across) = if horizontal { (0, 1) } else { (1, 0) };
        let k = below(rng, size[across] - 1);
        let gap = origin[along] + below(rng, size[along]);
        if watched {
            let from = origin[along];
            for i in wall_tiles(w, horizontal, origin[across] + k, from, size[along], gap - from) {
                set(tiles, i, Tile::Wall);
            }
        } else {
            // Tile steps along the wall, and its first tile.
            let step = if horizontal { 1 } else { w };
            let line = 2 * (origin[across] + k) + 2;
            let start = 2 * origin[along] + 1;
            let first = if horizontal { line * w + start } else { start * w + line };
            let len = 2 * size[along] - 1;
            // The whole wall, then its gap again (a tile inside the chamber,
            // so floor before).
            if horizontal {
                tiles[first..first + len].fill(Tile::Wall);
            } else {
                tiles[first..].iter_mut().step_by(w).take(len).for_each(|t| *t = Tile::Wall);
            }
            tiles[first + (2 * gap + 1 - start) * step] = Tile::Floor;
        }
        let (mut first, mut second_origin, mut second) = (size, origin, size);
        first[across] = k + 1;
        second_origin[across] += k + 1;
        second[across] -= k + 1;
        chambers.push((origin, first));
        chambers.push((second_origin, second));
    }
}

/// The tiles inside the border of a board `w × h` tiles, row by row: the
/// room a division opens before its first wall.
pub(super) fn room_tiles(w: usize, h: usize) -> impl Iterator<Item = usize> {
    (1..h - 1).flat_map(move |y| y * w + 1..y * w + w - 1)
}

/// The tiles of a wall, less its gap, on a board `w` tiles wide: across
/// (between cell rows `line` and `line + 1`) or down (between cell columns),
/// from cell `start` for `run` cells, its gap `gap` cells on.
pub(super) fn wall_tiles(
    w: usize,
    across: bool,
    line: usize,
    start: usize,
    run: usize,
    gap: usize,
) -> impl Iterator<Item = usize> {
    let (step, first) = if across { (1, (2 * line + 2) * w) } else { (w, 2 * line + 2) };
    (0..2 * run - 1).filter(move |&t| t != 2 * gap).map(move |t| first + (2 * start + 1 + t) * step)
}

/// The draws of splitting a chamber one cell thin and `len` cells long, in
/// the order the stack of chambers makes them (the second part first); no
/// tile changes, since every wall across such a chamber is its own gap.
fn split_thin<R: Rng + ?Sized>(len: usize, stack: &mut Vec<usize>, rng: &mut R) {
    stack.push(len);
    while let Some(len) = stack.pop() {
        if len <= 1 {
            continue;
        }
        let k = below(rng, len - 1);
        below(rng, 1);
        stack.push(k + 1);
        stack.push(len - k - 1);
    }
}
