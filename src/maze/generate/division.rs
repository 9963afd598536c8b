//! Recursive division: start from one open room and split it with a wall that
//! has a single gap, then split each half the same way until every chamber is
//! one cell wide. Long straight walls, a boxy look. Written with an explicit
//! stack of chambers.

use rand::{Rng, RngExt};

use super::Recorder;
use super::cells::Cells;
use crate::maze::grid::{Maze, Pos, Tile};

/// Carves (or rather builds) a maze by recursive division.
pub fn recursive_division<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let (w, h) = (maze.width(), maze.height());
    let mut g = Cells::new(maze, rec);
    for y in 1..h - 1 {
        for x in 1..w - 1 {
            g.set_tile(Pos::new(x, y), Tile::Floor);
        }
    }
    // Chambers as (first column, first row, columns, rows), in cells.
    let mut chambers = vec![(0, 0, g.cols, g.rows)];
    while let Some((x0, y0, cw, ch)) = chambers.pop() {
        if cw <= 1 && ch <= 1 {
            continue;
        }
        let horizontal = match (cw, ch) {
            (1, _) => true,
            (_, 1) => false,
            _ if ch > cw => true,
            _ if cw > ch => false,
            _ => rng.random_bool(0.5),
        };
        if horizontal {
            // A wall below row y0 + k, with a gap in one column.
            let k = rng.random_range(0..ch - 1);
            let gap = x0 + rng.random_range(0..cw);
            let wall_y = 2 * (y0 + k) + 2;
            for x in 2 * x0 + 1..2 * (x0 + cw) {
                if x != 2 * gap + 1 {
                    g.set_tile(Pos::new(x, wall_y), Tile::Wall);
                }
            }
            chambers.push((x0, y0, cw, k + 1));
            chambers.push((x0, y0 + k + 1, cw, ch - k - 1));
        } else {
            let k = rng.random_range(0..cw - 1);
            let gap = y0 + rng.random_range(0..ch);
            let wall_x = 2 * (x0 + k) + 2;
            for y in 2 * y0 + 1..2 * (y0 + ch) {
                if y != 2 * gap + 1 {
                    g.set_tile(Pos::new(wall_x, y), Tile::Wall);
                }
            }
            chambers.push((x0, y0, k + 1, ch));
            chambers.push((x0 + k + 1, y0, cw - k - 1, ch));
        }
    }
}
