//! The unwatched form of [`super::eller`]: the same rings, the same coins in
//! the same order, but each cell row and the wall row below it written in one
//! pass, the coins taken 64 at a time and every ring update a store without a
//! branch or a read.

use rand::Rng;

use crate::maze::grid::{Maze, Tile};

/// The coins of [`super::eller`], taken many at a time: the bits of 64-bit
/// draws, lowest first, a draw made exactly when a coin is wanted and none is
/// left (so the draws are the ones flipping coin by coin makes).
struct CoinRun {
    bits: u128,
    held: u32,
}

impl CoinRun {
    /// The next `n` coins (1 to 64), the first in the lowest bit.
    #[inline(always)]
    fn take<R: Rng + ?Sized>(&mut self, n: u32, rng: &mut R) -> u64 {
        if self.held < n {
            self.bits |= u128::from(rng.next_u64()) << self.held;
            self.held += 64;
        }
        let coins = self.bits as u64 & (u64::MAX >> (64 - n));
        self.bits >>= n;
        self.held -= n;
        coins
    }
}

/// The even bits of `x` (bit 0, 2, 4, …) packed into the low half.
#[inline(always)]
fn even_bits(x: u64) -> u64 {
    let mut x = x & 0x5555_5555_5555_5555;
    x = (x | x >> 1) & 0x3333_3333_3333_3333;
    x = (x | x >> 2) & 0x0f0f_0f0f_0f0f_0f0f;
    x = (x | x >> 4) & 0x00ff_00ff_00ff_00ff;
    x = (x | x >> 8) & 0x0000_ffff_0000_ffff;
    (x | x >> 16) & 0x0000_0000_ffff_ffff
}

#[inline(always)]
fn pick(yes: bool, a: u32, b: u32) -> u32 {
    std::hint::select_unpredictable(yes, a, b)
}

/// Eller's algorithm as [`super::eller`] carves it, written a row pair at a
/// time: each cell row is filled with floor in one store, then each cell
/// writes the wall on its right and the wall below it. The coins of up to 32
/// cells (a join and a stay coin each, interleaved) are taken as one 64-bit
/// run and split into the two kinds. The rings keep one spare slot past the
/// last column: a splice that does not happen writes its two far ends there,
/// so a ring update is a pick of where to store, never a read of the old
/// value.
pub(super) fn carve_rows<R: Rng + ?Sized>(maze: &mut Maze, rng: &mut R) {
    let (w, cols, rows) = (maze.width(), maze.cell_columns(), maze.cell_rows());
    if cols == 0 || rows == 0 {
        return;
    }
    let tiles = maze.tiles_mut();
    let spare = cols as u32;
    let mut left: Vec<u32> = (0..=spare).collect();
    let mut right = left.clone();
    let mut coins = CoinRun { bits: 0, held: 0 };
    for cy in 0..rows {
        let last_row = cy + 1 == rows;
        let y = 2 * cy + 1;
        let (row, below) = tiles[y * w..(y + 2) * w].split_at_mut(w);
        row[1..2 * cols].fill(Tile::Floor);
        let mut cx = 0;
        while cx + 1 < cols {
            let k = (cols - 1 - cx).min(32);
            let (joins, stays) = if last_row {
                (coins.take(k as u32, rng), 0)
            } else {
                let run = coins.take(2 * k as u32, rng);
                (even_bits(run), even_bits(run >> 1))
            };
            for i in 0..k {
                let c = (cx + i) as u32;
                let at = c as usize;
                // Join the cell to its right neighbour when they are in
                // different sets (their rings spliced into one).
                let (l, r) = (left[at + 1], right[at]);
                let join = (l != c) & ((joins >> i & 1 == 1) | last_row);
                right[pick(join, l, spare) as usize] = r;
                left[pick(join, r, spare) as usize] = l;
                let r = pick(join, c + 1, r);
                right[at] = r;
                left[at + 1] = pick(join, c, l);
                row[2 * at + 2] = if join { Tile::Floor } else { Tile::Wall };
                if !last_row {
                    stay_or_go(&mut left, &mut right, below, c, r, stays >> i & 1 == 1, spare);
                }
            }
            cx += k;
        }
        if !last_row {
            let c = (cols - 1) as u32;
            let coin = coins.take(1, rng) == 1;
            let r = right[c as usize];
            stay_or_go(&mut left, &mut right, below, c, r, coin, spare);
        }
    }
}

/// Sends cell `c` (whose right neighbour in its ring is `r`) down, unless
/// `coin` says it stays up and it is not alone in its ring: then it leaves
/// the ring and is a set of its own in the next row.
#[inline(always)]
fn stay_or_go(left: &mut [u32], right: &mut [u32], below: &mut [Tile], c: u32, r: u32, coin: bool, spare: u32) {
    let at = c as usize;
    let l = left[at];
    let stay = (l != c) & coin;
    right[pick(stay, l, spare) as usize] = r;
    left[pick(stay, r, spare) as usize] = l;
    left[at] = pick(stay, c, l);
    right[at] = pick(stay, c, r);
    below[2 * at + 1] = if stay { Tile::Wall } else { Tile::Floor };
}
