//! Writing the minimum spanning tree of [`super::mst`] onto the board.

use super::cells::Bits;
use crate::maze::grid::{Maze, Tile};
use crate::maze::mask::Mask;

/// Writes the cells and the `tree`'s walls onto the walled `maze`, in one
/// pass in board order: every cell is floor, and the wall right of or below
/// a cell is floor exactly when its bit is set.
pub(crate) fn write_tree(maze: &mut Maze, tree: &Bits) {
    write(maze, tree, None);
}

/// [`write_tree`] under the mask `inside` (the board's outside already
/// cut): the cells inside and the tree's walls become floor, every other
/// tile stays as it is (wall, or outside).
pub(crate) fn write_tree_inside(maze: &mut Maze, tree: &Bits, mask: &Mask) {
    write(maze, tree, Some(mask));
}

/// [`write_tree`], or with a mask [`write_tree_inside`].
fn write(maze: &mut Maze, tree: &Bits, mask: Option<&Mask>) {
    let (cols, rows, width) = (maze.cell_columns(), maze.cell_rows(), maze.width());
    let tiles = maze.tiles_mut();
    // Row by row of cells: the tile row of the cells and the walls right of
    // them, then the tile row of the walls below them.
    for (cy, rows_here) in tiles[width..].chunks_mut(2 * width).take(rows).enumerate() {
        let (cell_row, below_row) = rows_here.split_at_mut(width.min(rows_here.len()));
        let below = (cy + 1 < rows).then_some(below_row);
        let bits = |k: usize| tree.window(2 * cy * cols + 64 * k);
        // A row of cells wholly inside is written as without a mask: every
        // tile it writes is wall until opened (an inside cell touches it).
        match mask.filter(|mask| !mask.row_is_whole(cy)) {
            Some(mask) => write_row::<true>(cell_row, below, &mask.cells()[cy * cols..(cy + 1) * cols], bits),
            None => write_row::<false>(cell_row, below, &[], bits),
        }
    }
}

/// Writes one row of cells (`cell_row`, the tiles of the cells and the walls
/// right of them) and the walls below them (`below_row`, none on the last
/// row), the bits of 32 cells' walls at a time from `bits(k)` for the `k`-th
/// 32. With `KEEP` only the cells `here` (inside) and the opened walls are
/// written, other tiles keep what they are; without, every cell is floor and
/// every wall floor or wall.
#[inline(always)]
fn write_row<const KEEP: bool>(
    cell_row: &mut [Tile],
    mut below_row: Option<&mut [Tile]>,
    here: &[bool],
    bits: impl Fn(usize) -> u64,
) {
    let floor_if = |bits: u64, i: usize, was: Tile| {
        if bits >> i & 1 == 1 {
            Tile::Floor
        } else if KEEP {
            was
        } else {
            Tile::Wall
        }
    };
    let cols = (cell_row.len() - 1) / 2;
    for (k, cells) in cell_row[1..=2 * cols].chunks_mut(64).enumerate() {
        let bits = bits(k);
        let inside = if KEEP { &here[32 * k..][..cells.len() / 2] } else { &[] };
        for (j, pair) in cells.chunks_exact_mut(2).enumerate() {
            pair[0] = if !KEEP || inside[j] { Tile::Floor } else { pair[0] };
            pair[1] = floor_if(bits, 2 * j, pair[1]);
        }
        if let Some(below_row) = below_row.as_deref_mut() {
            for (j, tile) in below_row[1 + 64 * k..].iter_mut().step_by(2).take(cells.len() / 2).enumerate() {
                *tile = floor_if(bits, 2 * j + 1, *tile);
            }
        }
    }
}
