//! The unwatched form of [`super::eller`]: the same coins in the same order
//! and the same maze, but each row decided 64 cells at a time by bit
//! operations instead of cell by cell through rings.
//!
//! A row's sets nest like brackets (the paths joining them above cannot
//! cross): each set is a span from its first cell to its last, and the sets
//! inside one set's gaps are nested one deeper. Eller's choices in a row
//! then come down to scans inside those brackets, each one level at a time,
//! and the levels are few (in 300 rows of 1,000 cells at most five sets
//! nest). With `c` a cell and `b` the boundary between `b` and `b + 1`:
//!
//! - **Joins.** Where `b + 1` starts a set, `b` joins it on its coin; inside
//!   a set, never. Where a set ends at `b` and `b + 1` is in the set around
//!   it, `b` joins on its coin unless the set ending is already in one
//!   group with the set around: that is when every join so far between the
//!   sets side by side in that gap was made (a segmented AND of the coins
//!   at the gap's level).
//! - **A group's last cell.** `c` is the last cell of its group (the sets
//!   joined in this row) when its set ends there, is not in one group with
//!   the set around it, and does not join `c + 1`. Its first cell is where a
//!   set starts that did not join the cell before and is not joined to the
//!   set around it through the sets to its right (a segmented AND of the
//!   joins from the right).
//! - **Downs.** A cell goes down unless its stay coin says otherwise, but
//!   the last cell of a group whose other cells all stayed goes down
//!   anyway (a segmented OR inside each group, groups nesting as sets do).
//! - **The next row's sets** are each group's cells gone down, so its first
//!   and last cells are each group's first and last cell gone down (more
//!   segmented scans), and every cell that stayed is a set of its own.
//!
//! A segmented scan is one add a word ([`fill`]). Which cells lie at each
//! depth is found from the flags a byte a cell ([`Levels`]).

use rand::Rng;

use super::eller_levels::{Levels, fill};
use crate::maze::grid::{Maze, Tile};

/// The coins of [`super::eller`], taken many at a time: the bits of 64-bit
/// draws, lowest first, a draw made exactly when a coin is wanted and none is
/// left (so the draws are the ones flipping coin by coin makes).
#[derive(Default)]
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

/// `bits` one cell to the left (bit `c` is bit `c + 1` of `bits`).
fn shifted_down(bits: &[u64], out: &mut [u64]) {
    let mut above = 0;
    for (o, &x) in out.iter_mut().zip(bits).rev() {
        *o = x >> 1 | above;
        above = x << 63;
    }
}

/// A row's bits, one word for each 64 cells and one more.
struct Rows {
    words: usize,
    cols: usize,
    /// The row's sets: each cell the first of its set; the last of its set.
    first: Vec<u64>,
    last: Vec<u64>,
    join_coin: Vec<u64>,
    stay_coin: Vec<u64>,
    /// `first` one cell to the left: `b + 1` starts a set.
    next_first: Vec<u64>,
    /// The depths of this row's sets, then of its groups.
    levels: Levels,
    /// Closing cells whose set is in one group with the set around it.
    held: Vec<u64>,
    join: Vec<u64>,
    group_last: Vec<u64>,
    group_first: Vec<u64>,
    down: Vec<u64>,
    /// Scratch words, each step's own.
    scratch: Vec<u64>,
    scratch2: Vec<u64>,
}

impl Rows {
    fn new(cols: usize) -> Self {
        let words = cols / 64 + 1;
        let ones = (0..words).map(|w| Self::cells_in(cols, w)).collect::<Vec<u64>>();
        let zeros = vec![0; words];
        Rows {
            words,
            cols,
            first: ones.clone(),
            last: ones,
            join_coin: zeros.clone(),
            stay_coin: zeros.clone(),
            next_first: zeros.clone(),
            levels: Levels::new(words),
            held: zeros.clone(),
            join: zeros.clone(),
            group_last: zeros.clone(),
            group_first: zeros.clone(),
            down: zeros.clone(),
            scratch: zeros.clone(),
            scratch2: zeros,
        }
    }

    /// The bits of word `w` that are cells of the row.
    fn cells_in(cols: usize, w: usize) -> u64 {
        let below = cols.saturating_sub(64 * w).min(64);
        if below == 64 { u64::MAX } else { (1u64 << below) - 1 }
    }

    /// The row's coins, as [`super::eller`] flips them.
    fn draw<R: Rng + ?Sized>(&mut self, coins: &mut CoinRun, last_row: bool, rng: &mut R) {
        self.join_coin.fill(0);
        self.stay_coin.fill(0);
        let mut cx = 0;
        while cx + 1 < self.cols {
            let k = (self.cols - 1 - cx).min(32);
            let (w, shift) = (cx / 64, cx % 64);
            if last_row {
                // Flipped as the watched form flips them, and not needed:
                // the last row joins every two sets it meets.
                coins.take(k as u32, rng);
                self.join_coin[w] |= (u64::MAX >> (64 - k)) << shift;
            } else {
                let run = coins.take(2 * k as u32, rng);
                self.join_coin[w] |= even_bits(run) << shift;
                self.stay_coin[w] |= even_bits(run >> 1) << shift;
            }
            cx += k;
        }
        if !last_row {
            let c = self.cols - 1;
            self.stay_coin[c / 64] |= coins.take(1, rng) << (c % 64);
        }
    }

    /// This row's joins, and (unless it is the last) its downs and the next
    /// row's sets.
    fn decide(&mut self, last_row: bool) {
        let words = self.words;
        shifted_down(&self.first, &mut self.next_first);
        self.levels.find(&self.first, &self.last);
        let deepest = self.levels.deepest;
        // Closing cells held: the segmented AND of the coins between the
        // sets side by side in each gap, level by level (a gap's first set
        // starts where the set around it does not end, and sets the state
        // to its coin; each set after it ANDs its coin in).
        self.held.fill(0);
        for k in 2..=deepest {
            let (mut carry, mut top) = (false, 0);
            for w in 0..words {
                let here = self.levels.at(k, w);
                let above = if w + 1 < words { self.levels.at(k, w + 1) & 1 } else { 0 };
                let starts = self.next_first[w] & (here >> 1 | above << 63);
                let opens_gap = starts & !self.last[w];
                let all_joined = fill(opens_gap & self.join_coin[w], starts & !self.join_coin[w], &mut carry);
                self.held[w] |= (all_joined << 1 | top) & self.last[w] & here;
                top = all_joined >> 63;
            }
        }
        for w in 0..words {
            let goes_on = !self.last[w] | self.held[w];
            self.join[w] = self.join_coin[w] & (self.next_first[w] | !goes_on);
            self.group_last[w] = !goes_on & !self.join[w] & Self::cells_in(self.cols, w);
        }
        if last_row {
            return;
        }
        self.find_group_firsts(deepest);
        self.decide_downs();
    }

    /// Each group's first cell: a set's first cell that did not join the
    /// cell before it and whose set is not joined, through the joins to its
    /// right, to the set around it.
    fn find_group_firsts(&mut self, deepest: usize) {
        let words = self.words;
        // Reused for "joined to the set around through the right".
        let through_right = &mut self.scratch;
        through_right.fill(0);
        for k in 2..=deepest {
            let mut carry = false;
            for w in (0..words).rev() {
                let here = self.levels.at(k, w);
                let ends = self.last[w] & here;
                let into_around = ends & !self.next_first[w];
                let beside = ends & self.next_first[w];
                let set = (into_around & self.join[w]).reverse_bits();
                let clear = ((into_around | beside) & !self.join[w]).reverse_bits();
                let state = fill(set, clear, &mut carry).reverse_bits();
                through_right[w] |= state & self.first[w] & here;
            }
        }
        let mut below = 0;
        for w in 0..words {
            let joined_before = self.join[w] << 1 | below;
            below = self.join[w] >> 63;
            self.group_first[w] = self.first[w] & !joined_before & !self.scratch[w];
        }
    }

    /// The downs, and the next row's sets in `first` and `last`.
    fn decide_downs(&mut self) {
        let words = self.words;
        self.levels.find(&self.group_first, &self.group_last);
        let deepest = self.levels.deepest;
        // Whether a cell of the group before this one went down on its coin
        // (read at a group's last cell, that is every other cell of it).
        let other_down = &mut self.scratch;
        other_down.fill(0);
        for k in 1..=deepest {
            let (mut carry, mut top) = (false, 0);
            for (w, other) in other_down.iter_mut().enumerate() {
                let here = self.levels.at(k, w);
                let went = here & !self.stay_coin[w];
                let fresh = here & self.group_first[w] & self.stay_coin[w];
                let any_down = fill(went, fresh, &mut carry);
                *other |= (any_down << 1 | top) & here & !self.group_first[w];
                top = any_down >> 63;
            }
        }
        for w in 0..words {
            let cells = Self::cells_in(self.cols, w);
            self.down[w] = (!self.stay_coin[w] | (self.group_last[w] & !self.scratch[w])) & cells;
        }
        // The next row's sets: each group's first and last cell down.
        let (firsts, lasts) = (&mut self.scratch, &mut self.scratch2);
        firsts.fill(0);
        lasts.fill(0);
        for k in 1..=deepest {
            let (mut carry, mut top) = (false, 0);
            for (w, first) in firsts.iter_mut().enumerate() {
                let here = self.levels.at(k, w);
                let downs = here & self.down[w];
                let seen = fill(downs, here & self.group_first[w] & !self.down[w], &mut carry);
                *first |= downs & !((seen << 1 | top) & !self.group_first[w]);
                top = seen >> 63;
            }
            let (mut carry, mut bottom) = (false, 0);
            for w in (0..words).rev() {
                let here = self.levels.at(k, w);
                let downs = here & self.down[w];
                let clear = here & self.group_last[w] & !self.down[w];
                let seen = fill(downs.reverse_bits(), clear.reverse_bits(), &mut carry).reverse_bits();
                lasts[w] |= downs & !((seen >> 1 | bottom) & !self.group_last[w]);
                bottom = seen << 63;
            }
        }
        for w in 0..words {
            let cells = Self::cells_in(self.cols, w);
            self.first[w] = (!self.down[w] | self.scratch[w]) & cells;
            self.last[w] = (!self.down[w] | self.scratch2[w]) & cells;
        }
    }
}

/// The tiles of 8 cells' two-tile steps along a row, by their 8 bits:
/// each cell's own tile and the one after it, `on` or `off` by its bit.
const fn pairs(own: Tile, on: Tile, off: Tile, bit_on_own: bool) -> [[Tile; 16]; 256] {
    let mut table = [[Tile::Wall; 16]; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            let chosen = if (b >> i) & 1 == 1 { on } else { off };
            if bit_on_own {
                table[b][2 * i] = chosen;
                table[b][2 * i + 1] = own;
            } else {
                table[b][2 * i] = own;
                table[b][2 * i + 1] = chosen;
            }
            i += 1;
        }
        b += 1;
    }
    table
}

/// A cell row: each cell floor, the tile on its right floor where it joins.
const JOINED: [[Tile; 16]; 256] = pairs(Tile::Floor, Tile::Floor, Tile::Wall, false);
/// The wall row below: the tile under each cell floor where it goes down,
/// the corner after it wall.
const WENT_DOWN: [[Tile; 16]; 256] = pairs(Tile::Wall, Tile::Floor, Tile::Wall, true);

/// Writes each cell's two tiles from `tiles[1]` on, as `table` gives them
/// for its bit in `bits`.
fn write_pairs(tiles: &mut [Tile], bits: &[u64], table: &[[Tile; 16]; 256]) {
    let byte = |m: usize| usize::from((bits[m / 8] >> (8 * (m % 8))) as u8);
    let mut chunks = tiles.chunks_exact_mut(16);
    let mut m = 0;
    for pair in &mut chunks {
        pair.copy_from_slice(&table[byte(m)]);
        m += 1;
    }
    let rest = chunks.into_remainder();
    rest.copy_from_slice(&table[byte(m)][..rest.len()]);
}

/// Eller's algorithm as [`super::eller`] carves it, a row at a time by bit
/// operations (see the module's notes): the same coins in the same order,
/// so the same maze.
pub(super) fn carve_rows<R: Rng + ?Sized>(maze: &mut Maze, rng: &mut R) {
    let (w, cols, rows) = (maze.width(), maze.cell_columns(), maze.cell_rows());
    if cols == 0 || rows == 0 {
        return;
    }
    let tiles = maze.tiles_mut();
    let mut bits = Rows::new(cols);
    let mut coins = CoinRun::default();
    for cy in 0..rows {
        let last_row = cy + 1 == rows;
        bits.draw(&mut coins, last_row, rng);
        bits.decide(last_row);
        let y = 2 * cy + 1;
        let (row, below) = tiles[y * w..(y + 2) * w].split_at_mut(w);
        // The last cell never joins, so its pair ends on the border wall.
        write_pairs(&mut row[1..2 * cols + 1], &bits.join, &JOINED);
        if !last_row {
            write_pairs(&mut below[1..2 * cols + 1], &bits.down, &WENT_DOWN);
        }
    }
}

#[cfg(test)]
#[path = "eller_bits_tests.rs"]
mod tests;
