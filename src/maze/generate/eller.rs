//! Eller's algorithm: one row at a time, keeping only that row's sets. Join
//! neighbours of different sets at random, then send at least one cell of each
//! set down to the next row; the last row joins every set left.

use std::hint::select_unpredictable;

use rand::Rng;

use crate::maze::grid::{Maze, Tile};
use crate::maze::recorder::Recorder;

/// Fair coin flips, 64 from each 64-bit draw (lowest bit first).
struct Coins {
    bits: u64,
    left: u32,
}

impl Coins {
    #[inline(always)]
    fn flip<R: Rng + ?Sized>(&mut self, rng: &mut R) -> bool {
        if self.left == 0 {
            self.bits = rng.next_u64();
            self.left = 64;
        }
        let heads = self.bits & 1 == 1;
        self.bits >>= 1;
        self.left -= 1;
        heads
    }
}

/// Carves a maze by Eller's algorithm.
///
/// The row's sets are rings through their cells in column order (each cell's
/// neighbour in its set to the left and to the right, the ends wrapping
/// round), the classic compact form of Eller's algorithm. Sets in a row
/// never interleave (the paths that join them above cannot cross), so two
/// cells side by side are in one set exactly when they are next to each
/// other in its ring, and joining two sets or taking a cell out of one is a
/// few writes: no union-find, no sorting, and only two words a column.
///
/// Each cell, left to right: join it to the cell on its right when they are
/// in different sets on a coin flip (always, in the last row), then send it
/// down, unless a coin says otherwise and it is not the last cell left in
/// its set's ring: a cell kept up leaves its ring and starts a set of its
/// own in the next row. So every set sends at least one cell down. Each of
/// the two choices takes a coin whether or not it has a choice (so the coins
/// are flipped without a branch), and coins are the bits of 64-bit draws.
///
/// When `rec` keeps no steps each row is decided 64 cells at a time by bit
/// operations on its sets' brackets, without rings (see
/// `super::eller_bits`), with the same coins in the same order, so both
/// paths make the same maze.
pub fn eller<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    if !rec.keeps_steps() {
        super::eller_bits::carve_rows(maze, rng);
        return;
    }
    let (cols, rows, width) = (maze.cell_columns(), maze.cell_rows(), maze.width());
    let tiles = maze.tiles_mut();
    let floor_if = |open: bool| if open { Tile::Floor } else { Tile::Wall };
    // Each cell's neighbours in its set's ring, by column.
    let mut left: Vec<u32> = (0..cols as u32).collect();
    let mut right = left.clone();
    // Whether each cell was entered from the cell above (it is already open).
    let mut entered = vec![false; cols];
    let mut coins = Coins { bits: 0, left: 0 };
    for cy in 0..rows {
        let last_row = cy + 1 == rows;
        let row = (2 * cy + 1) * width + 1;
        for cx in 0..cols {
            let (c, at) = (cx as u32, row + 2 * cx);
            tiles[at] = Tile::Floor;
            if !entered[cx] {
                rec.record_index(at, width, Tile::Floor);
            }
            if cx + 1 < cols {
                // Splice the two rings into one: written without branches,
                // each write keeping the old value when there is no join.
                let (l, r) = (left[cx + 1], right[cx]);
                let join = (l != c) & (coins.flip(rng) | last_row);
                right[l as usize] = select_unpredictable(join, r, right[l as usize]);
                left[r as usize] = select_unpredictable(join, l, left[r as usize]);
                right[cx] = select_unpredictable(join, c + 1, right[cx]);
                left[cx + 1] = select_unpredictable(join, c, left[cx + 1]);
                tiles[at + 1] = floor_if(join);
                if join {
                    rec.record_index(at + 1, width, Tile::Floor);
                }
            }
            if !last_row {
                // Take the cell out of its ring when it stays up.
                let (l, r) = (left[cx], right[cx]);
                let stay = (l != c) & coins.flip(rng);
                right[l as usize] = select_unpredictable(stay, r, right[l as usize]);
                left[r as usize] = select_unpredictable(stay, l, left[r as usize]);
                left[cx] = select_unpredictable(stay, c, left[cx]);
                right[cx] = select_unpredictable(stay, c, right[cx]);
                tiles[at + width] = floor_if(!stay);
                entered[cx] = !stay;
                if !stay {
                    rec.record_index(at + width, width, Tile::Floor);
                    rec.record_index(at + 2 * width, width, Tile::Floor);
                }
            }
        }
    }
}
