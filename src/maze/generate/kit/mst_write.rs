//! Writing the minimum spanning tree of [`super::mst`] onto the board.

use super::cells::Bits;
use crate::maze::grid::{Maze, Tile};

/// Writes the cells and the `tree`'s walls onto the walled `maze`, in one
/// pass in board order: every cell is floor, and the wall right of or below
/// a cell is floor exactly when its bit is set.
pub(crate) fn write_tree(maze: &mut Maze, tree: &Bits) {
    write::<false>(maze, tree, &[]);
}

/// [`write_tree`] under the mask `inside` (the board's outside already
/// cut): the cells inside and the tree's walls become floor, every other
/// tile stays as it is (wall, or outside).
pub(crate) fn write_tree_inside(maze: &mut Maze, tree: &Bits, inside: &[bool]) {
    write::<true>(maze, tree, inside);
}

/// [`write_tree`], or with `MASKED` [`write_tree_inside`].
fn write<const MASKED: bool>(maze: &mut Maze, tree: &Bits, inside: &[bool]) {
    let (cols, rows, width) = (maze.cell_columns(), maze.cell_rows(), maze.width());
    let tiles = maze.tiles_mut();
    // Without a mask every tile here is written; with one, a tile not
    // opened keeps what it is.
    let floor_if = |bits: u64, i: usize, was: Tile| {
        if bits >> i & 1 == 1 {
            Tile::Floor
        } else if MASKED {
            was
        } else {
            Tile::Wall
        }
    };
    // Row by row of cells: the tile row of the cells and the walls right of
    // them, then the tile row of the walls below them; the bits of 32 cells'
    // walls at a time.
    for (cy, rows_here) in tiles[width..].chunks_mut(2 * width).take(rows).enumerate() {
        let (cell_row, below_row) = rows_here.split_at_mut(width.min(rows_here.len()));
        let below = cy + 1 < rows;
        let first = 2 * cy * cols;
        for (k, cells) in cell_row[1..=2 * cols].chunks_mut(64).enumerate() {
            let bits = tree.window(first + 64 * k);
            let here = if MASKED { &inside[cy * cols + 32 * k..][..cells.len() / 2] } else { &[] };
            for (j, pair) in cells.chunks_exact_mut(2).enumerate() {
                pair[0] = if !MASKED || here[j] { Tile::Floor } else { pair[0] };
                pair[1] = floor_if(bits, 2 * j, pair[1]);
            }
            if below {
                for (j, tile) in below_row[1 + 64 * k..].iter_mut().step_by(2).take(cells.len() / 2).enumerate() {
                    *tile = floor_if(bits, 2 * j + 1, *tile);
                }
            }
        }
    }
}
