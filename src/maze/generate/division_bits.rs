//! The walls of a recursive division maze as bits, one a cell edge, for
//! [`division_pcg`](super::division_pcg): every wall, across or down, is a
//! run of bits in one line of words, so a wall of up to 64 cells is two
//! `or`s whatever its length or direction (the bytes of a 1000 × 1000 cell
//! board are 4 MB and a wall down it touches a cache line a tile; its bits
//! are 250 KB). The tiles are written once at the end, eight cells at a
//! time from tables, which replaces filling the board with floor.
//!
//! Walls across (between cell rows `j` and `j + 1`) are line `j` of the
//! first half, bit `i` the edge below cell column `i`; walls down (between
//! cell columns `i` and `i + 1`) are line `i` of the second half, bit `j`
//! the edge right of cell row `j`. The posts between edges are always wall
//! once the maze is built, and are not kept.

use std::hint::select_unpredictable;

use crate::maze::grid::Tile;

/// Sixteen tiles from eight bits: eight pairs of a `fixed` tile and an
/// edge, wall where its bit is set and floor where it is clear (the edge
/// first in each pair if `edge_first`).
const fn pairs(fixed: Tile, edge_first: bool) -> [[Tile; 16]; 256] {
    let mut table = [[Tile::Wall; 16]; 256];
    let mut bits = 0;
    while bits < 256 {
        let mut l = 0;
        while l < 8 {
            let edge = if bits >> l & 1 == 1 { Tile::Wall } else { Tile::Floor };
            table[bits][2 * l] = if edge_first { edge } else { fixed };
            table[bits][2 * l + 1] = if edge_first { fixed } else { edge };
            l += 1;
        }
        bits += 1;
    }
    table
}

/// A cell row's tiles from the bits of the walls right of its cells: a
/// cell (floor) then its right edge.
const CELLS: [[Tile; 16]; 256] = pairs(Tile::Floor, false);

/// An edge row's tiles from the bits of the walls below its cells: the
/// edge then a post (wall).
const EDGES: [[Tile; 16]; 256] = pairs(Tile::Wall, true);

/// The walls of a board of `cols × rows` cells as bits.
pub(super) struct WallBits {
    words: Vec<u64>,
    /// Where the lines of walls down start, in words.
    down: usize,
    /// Words a line, across and down: room for every bit of the line and a
    /// spare word, so a run of 64 bits is always two words in the line.
    pitch: [usize; 2],
    cols: usize,
    rows: usize,
}

impl WallBits {
    /// No walls yet, except the board's right edge (as the line of walls
    /// down right of the last column), so that the tables write it.
    pub(super) fn new(cols: usize, rows: usize) -> Self {
        let pitch = [cols / 64 + 2, rows / 64 + 2];
        // Lines down for whole groups of eight columns (the tiles are
        // written eight cells at a time).
        let down = rows * pitch[0];
        let mut words = vec![0; down + cols.next_multiple_of(8) * pitch[1]];
        words[down + (cols - 1) * pitch[1]..][..pitch[1]].fill(u64::MAX);
        Self { words, down, pitch, cols, rows }
    }

    /// Where the lines across (or down) start, and their pitch: a select,
    /// not a branch, as which way a chamber is cut is a coin toss to the
    /// processor.
    #[inline(always)]
    fn line_select(&self, across: bool) -> (usize, usize) {
        select_unpredictable(across, (0, self.pitch[0]), (self.down, self.pitch[1]))
    }

    /// A wall of `run` cells from cell `start` on line `line` (across if
    /// `across`) with its gap at `gap` cells on. The line's bits are clear
    /// there (the wall is inside one chamber), so the gap is only left out.
    #[inline(always)]
    pub(super) fn wall(&mut self, across: bool, line: usize, start: usize, run: usize, gap: usize) {
        let (base, pitch) = self.line_select(across);
        let line = base + line * pitch;
        if run <= 64 {
            let bits = (u64::MAX >> (64 - run)) ^ (1 << gap);
            let both = u128::from(bits) << (start % 64);
            let at = line + start / 64;
            self.words[at] |= both as u64;
            self.words[at + 1] |= (both >> 64) as u64;
        } else {
            let (mut s, end) = (start, start + run);
            while s < end {
                let n = (64 - s % 64).min(end - s);
                self.words[line + s / 64] |= (u64::MAX >> (64 - n)) << (s % 64);
                s += n;
            }
            let g = start + gap;
            self.words[line + g / 64] &= !(1 << (g % 64));
        }
    }

    /// The wall of one cell edge, bit `bit` of line `line` (across if
    /// `across`).
    #[inline(always)]
    pub(super) fn edge(&mut self, across: bool, line: usize, bit: usize) {
        let (base, pitch) = self.line_select(across);
        self.words[base + line * pitch + bit / 64] |= 1 << (bit % 64);
    }

    /// Byte `b` of line `line` down: eight bits of it, for rows `8b` on.
    fn down_byte(&self, line: usize, b: usize) -> u64 {
        self.words[self.down + line * self.pitch[1] + b / 8] >> (8 * (b % 8)) & 0xff
    }

    /// Writes every tile inside the border of a board `w` tiles wide: cells
    /// floor, posts wall, edges wall where a bit is set.
    pub(super) fn write_tiles(&self, tiles: &mut [Tile], w: usize) {
        let groups = self.cols.div_ceil(8);
        // Eight cells are sixteen tiles; a row's last group may be short
        // (the tiles inside the border are 1 to 2 cols).
        let put = |row: &mut [Tile], bits: &mut dyn Iterator<Item = usize>, table: &[[Tile; 16]; 256]| {
            let mut chunks = row.chunks_exact_mut(16);
            for (chunk, b) in (&mut chunks).zip(&mut *bits) {
                chunk.copy_from_slice(&table[b]);
            }
            let rest = chunks.into_remainder();
            if let Some(b) = bits.next() {
                rest.copy_from_slice(&table[b][..rest.len()]);
            }
        };
        let mut cell_bits = vec![0u8; 8 * groups];
        for b in 0..self.rows.div_ceil(8) {
            // Eight lines down by eight rows, turned into eight rows of
            // eight bits (one for each line).
            for g in 0..groups {
                let mut x = 0;
                for l in 0..8 {
                    x |= self.down_byte(8 * g + l, b) << (8 * l);
                }
                let x = transpose8(x);
                for r in 0..8 {
                    cell_bits[r * groups + g] = (x >> (8 * r)) as u8;
                }
            }
            for r in 0..8.min(self.rows - 8 * b) {
                let j = 8 * b + r;
                let row = (2 * j + 1) * w + 1;
                let bits = &cell_bits[r * groups..][..groups];
                put(&mut tiles[row..row + 2 * self.cols], &mut bits.iter().map(|&b| usize::from(b)), &CELLS);
                if j + 1 < self.rows {
                    let line = &self.words[j * self.pitch[0]..][..self.pitch[0]];
                    let mut bytes = line.iter().flat_map(|word| word.to_le_bytes()).map(usize::from);
                    put(&mut tiles[row + w..row + w + 2 * self.cols], &mut bytes, &EDGES);
                }
            }
        }
    }
}

/// The 8 × 8 bit matrix `x` (byte `r`, bit `c`) turned about its diagonal:
/// byte `c`, bit `r`.
fn transpose8(mut x: u64) -> u64 {
    let mut t = (x ^ (x >> 7)) & 0x00AA_00AA_00AA_00AA;
    x ^= t ^ (t << 7);
    t = (x ^ (x >> 14)) & 0x0000_CCCC_0000_CCCC;
    x ^= t ^ (t << 14);
    t = (x ^ (x >> 28)) & 0x0000_0000_F0F0_F0F0;
    x ^ t ^ (t << 28)
}

#[cfg(test)]
mod tests {
    use super::transpose8;

    #[test]
    fn transpose8_turns_the_matrix_about_its_diagonal() {
        let mut x = 0x0123_4567_89ab_cdef_u64;
        for _ in 0..50 {
            let t = transpose8(x);
            for r in 0..8 {
                for c in 0..8 {
                    assert_eq!(x >> (8 * r + c) & 1, t >> (8 * c + r) & 1);
                }
            }
            x = x.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17);
        }
    }
}
