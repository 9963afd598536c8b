//! Wilson's algorithm: loop-erased random walks from each cell not yet in the
//! maze until they hit it; the walk's path (loops erased) joins the maze.
//! Uniform over all spanning trees, like Aldous-Broder, but faster.

use rand::{Rng, RngExt};

use crate::maze::grid::{Maze, Pos, Tile};
use crate::maze::recorder::Recorder;

/// In [`wilson`]'s cell states: the cell is in the maze.
const IN_MAZE: u8 = 4;
/// In [`wilson`]'s cell states: the ring of non-cells around the board.
const OFF_BOARD: u8 = 8;

/// Carves a maze by Wilson's algorithm.
///
/// Each cell is one byte on a board padded with a ring of off-board bytes,
/// so a step of the walk is one addition and one load with no edge tests:
/// the low two bits are the direction the walk last left the cell in, then
/// a bit for "in the maze" and one for "off the board". Directions are two
/// random bits each, 32 from one 64-bit draw; a step that would leave the
/// board is drawn again, which keeps each step uniform over the neighbours
/// that exist, so the walk and hence the maze (a uniform spanning tree) are
/// as in the textbook algorithm.
pub fn wilson<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let (cols, rows, width) = (maze.cell_columns(), maze.cell_rows(), maze.width());
    let n = cols * rows;
    let stride = cols + 2;
    let tiles = maze.tiles_mut();
    let mut state = vec![0u8; stride * (rows + 2)];
    for x in 0..stride {
        state[x] = OFF_BOARD;
        state[(rows + 1) * stride + x] = OFF_BOARD;
    }
    for y in 1..=rows {
        state[y * stride] = OFF_BOARD;
        state[y * stride + cols + 1] = OFF_BOARD;
    }
    // Directions up, down, left, right: steps in cells and in tiles, and to the wall between.
    let neg = |v: usize| v.wrapping_neg();
    let cell_step = [neg(stride), stride, neg(1), 1];
    let tile_step = [neg(2 * width), 2 * width, neg(2), 2];
    let wall_step = [neg(width), width, neg(1), 1];
    let tile_of = |x: usize, y: usize| (2 * y + 1) * width + 2 * x + 1;
    let open = |tiles: &mut [Tile], rec: &mut Rec, i: usize| {
        tiles[i] = Tile::Floor;
        rec.record_index(i, width, Tile::Floor);
    };
    // The tile of the cell at `c` in `state`, for the recorder's looks.
    let tile_at = |c: usize| Pos::new(2 * (c % stride) - 1, 2 * (c / stride) - 1);
    let root = rng.random_range(0..n);
    state[(root / cols + 1) * stride + root % cols + 1] = IN_MAZE;
    open(tiles, rec, tile_of(root % cols, root / cols));
    // Unused random bits, two a direction, and how many directions they still hold.
    let (mut pool, mut pooled) = (0u64, 0u32);
    for y0 in 0..rows {
        for x0 in 0..cols {
            let start = (y0 + 1) * stride + x0 + 1;
            if state[start] & IN_MAZE != 0 {
                continue;
            }
            // Walk until the maze is hit, leaving in each cell the direction
            // it was last left in: following these from the start traces the
            // walk with every loop already erased.
            let mut c = start;
            rec.look(tile_at(c));
            loop {
                if pooled == 0 {
                    pool = rng.next_u64();
                    pooled = 32;
                }
                let d = (pool & 3) as usize;
                pool >>= 2;
                pooled -= 1;
                let next = c.wrapping_add(cell_step[d]);
                let there = state[next];
                if there & OFF_BOARD != 0 {
                    continue;
                }
                state[c] = d as u8;
                c = next;
                rec.look(tile_at(c));
                if there & IN_MAZE != 0 {
                    break;
                }
            }
            let (mut c, mut t) = (start, tile_of(x0, y0));
            open(tiles, rec, t);
            loop {
                let d = usize::from(state[c] & 3);
                state[c] = IN_MAZE;
                open(tiles, rec, t.wrapping_add(wall_step[d]));
                c = c.wrapping_add(cell_step[d]);
                t = t.wrapping_add(tile_step[d]);
                if state[c] & IN_MAZE != 0 {
                    break;
                }
                open(tiles, rec, t);
            }
        }
    }
}
