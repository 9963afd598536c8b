//! Wilson's algorithm: loop-erased random walks from each cell not yet in the
//! maze until they hit it; the walk's path (loops erased) joins the maze.
//! Uniform over all spanning trees, like Aldous-Broder, but faster.

use rand::{Rng, RngExt};

use super::Recorder;
use super::cells::Bits;
use super::padded::pick_dir;
use crate::maze::grid::{Maze, Tile};

/// Carves a maze by Wilson's algorithm.
///
/// The walk keeps its cell as index, column and row, so stepping is additions
/// and the neighbours that exist are four comparisons; where the walk last
/// left each cell is one byte (a direction), and which cells are in the maze a
/// bit each: 1.125 bytes a cell besides the board.
pub fn wilson<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let (cols, rows, width) = (maze.cell_columns(), maze.cell_rows(), maze.width());
    let n = cols * rows;
    let tiles = maze.tiles_mut();
    let mut in_maze = Bits::new(n);
    // Directions up, down, left, right: steps in cells and in tiles, and to the wall between.
    let neg = |v: usize| v.wrapping_neg();
    let cell_step = [neg(cols), cols, neg(1), 1];
    let tile_step = [neg(2 * width), 2 * width, neg(2), 2];
    let wall_step = [neg(width), width, neg(1), 1];
    let (dx, dy) = ([0, 0, neg(1), 1], [neg(1), 1, 0, 0]);
    let tile_of = |x: usize, y: usize| (2 * y + 1) * width + 2 * x + 1;
    let mut open = |tiles: &mut [Tile], i: usize| {
        tiles[i] = Tile::Floor;
        rec.record_index(i, width, Tile::Floor);
    };
    // Where the walk last left each cell: following these from the walk's
    // start traces it with every loop already erased.
    let mut left_by = vec![0u8; n];
    let root = rng.random_range(0..n);
    in_maze.set(root);
    open(tiles, tile_of(root % cols, root / cols));
    let (mut sx, mut sy) = (0, 0);
    for start in 0..n {
        let (x0, y0) = (sx, sy);
        sx += 1;
        if sx == cols {
            (sx, sy) = (0, sy + 1);
        }
        if in_maze.get(start) {
            continue;
        }
        let (mut c, mut x, mut y) = (start, x0, y0);
        while !in_maze.get(c) {
            let exists =
                u32::from(y > 0) | u32::from(y + 1 < rows) << 1 | u32::from(x > 0) << 2 | u32::from(x + 1 < cols) << 3;
            let d = pick_dir(rng, exists);
            left_by[c] = d as u8;
            c = c.wrapping_add(cell_step[d]);
            x = x.wrapping_add(dx[d]);
            y = y.wrapping_add(dy[d]);
        }
        let (mut c, mut t) = (start, tile_of(x0, y0));
        open(tiles, t);
        loop {
            in_maze.set(c);
            let d = usize::from(left_by[c]);
            open(tiles, t.wrapping_add(wall_step[d]));
            c = c.wrapping_add(cell_step[d]);
            t = t.wrapping_add(tile_step[d]);
            if in_maze.get(c) {
                break;
            }
            open(tiles, t);
        }
    }
}
