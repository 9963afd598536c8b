//! Packing a drawn shape into few characters: each cell's flag is coded by
//! an adaptive binary arithmetic coder that predicts it from up to four
//! nearby cells coded before it (the nearest, by centre, among its
//! neighbours and theirs), so a smooth outline costs little more than its
//! edge. The bits become base-36 digits. It works on any grid: the grid
//! alone says which cells are near.

use crate::maze::grid::Grid;

/// The most base-36 characters a packed shape may take (a shape past it
/// is too intricate to share by code; a save file keeps it).
pub const MAX_PACKED_CHARS: usize = 4000;

/// How many earlier cells predict a cell.
const CONTEXT_CELLS: usize = 4;
const HALF: u64 = 1 << 31;
const QUARTER: u64 = 1 << 30;
const TOP: u64 = (1 << 32) - 1;

/// For each cell, the earlier cells that predict it, nearest first.
fn contexts<G: Grid>(grid: &G) -> Vec<Vec<u32>> {
    (0..grid.cell_count() as u32)
        .map(|c| {
            let here = grid.centre(c);
            let mut near: Vec<u32> = Vec::new();
            for &m in grid.neighbours(c) {
                for &k in std::iter::once(&m).chain(grid.neighbours(m)) {
                    if k < c && !near.contains(&k) {
                        near.push(k);
                    }
                }
            }
            near.sort_by(|&a, &b| {
                grid.centre(a).distance(here).total_cmp(&grid.centre(b).distance(here)).then(a.cmp(&b))
            });
            near.truncate(CONTEXT_CELLS);
            near
        })
        .collect()
}

/// The adaptive model: counts of outs and ins seen in each context.
struct Model {
    counts: Vec<[u32; 2]>,
}

impl Model {
    fn new() -> Self {
        Self { counts: vec![[0, 0]; (CONTEXT_CELLS + 1) << CONTEXT_CELLS] }
    }

    /// The context of a cell from the cells near it, and whether to flip:
    /// a context whose nearest cell is in is read as its mirror (every cell
    /// flipped, the cell too), so an edge teaches both sides of it.
    fn context(near: &[u32], cells: &[bool]) -> (usize, bool) {
        let flip = near.first().is_some_and(|&k| cells[k as usize]);
        let bits = near.iter().enumerate().fold(0, |acc, (i, &k)| acc | (usize::from(cells[k as usize] ^ flip) << i));
        ((near.len() << CONTEXT_CELLS) | bits, flip)
    }

    /// The odds of "out" in `ctx` as `(n0, total)`: a Krichevsky–Trofimov
    /// estimate over the cells seen, starting from the context's own cells as
    /// if seen; the counts are halved now and then so they keep adapting.
    fn odds(&mut self, ctx: usize) -> (u64, u64) {
        let c = &mut self.counts[ctx];
        if *c == [0, 0] {
            let (len, bits) = (ctx >> CONTEXT_CELLS, ctx & ((1 << CONTEXT_CELLS) - 1));
            let ins = bits.count_ones();
            *c = [len as u32 - ins, ins];
        }
        let [a, b] = *c;
        (u64::from(2 * a + 1), u64::from(2 * (a + b) + 2))
    }

    fn learn(&mut self, ctx: usize, bit: bool) {
        let c = &mut self.counts[ctx];
        c[usize::from(bit)] += 1;
        if c[0] + c[1] > 250 {
            *c = [c[0].div_ceil(2), c[1].div_ceil(2)];
        }
    }
}

/// Packs the flags `cells` of `grid`'s cells (one a cell) as base-36 text.
pub fn pack<G: Grid>(grid: &G, cells: &[bool]) -> String {
    assert_eq!(cells.len(), grid.cell_count(), "one flag a cell");
    let mut model = Model::new();
    let (mut low, mut high, mut pending) = (0u64, TOP, 0usize);
    let mut bits = Vec::new();
    let emit = |bit: bool, pending: &mut usize, bits: &mut Vec<bool>| {
        bits.push(bit);
        bits.extend(std::iter::repeat_n(!bit, *pending));
        *pending = 0;
    };
    for (c, near) in contexts(grid).iter().enumerate() {
        let (ctx, flip) = Model::context(near, cells);
        let (n0, total) = model.odds(ctx);
        let split = low + (high - low + 1) * n0 / total - 1;
        let bit = cells[c] ^ flip;
        if bit {
            low = split + 1;
        } else {
            high = split;
        }
        model.learn(ctx, bit);
        loop {
            if high < HALF {
                emit(false, &mut pending, &mut bits);
            } else if low >= HALF {
                emit(true, &mut pending, &mut bits);
                (low, high) = (low - HALF, high - HALF);
            } else if low >= QUARTER && high < 3 * QUARTER {
                pending += 1;
                (low, high) = (low - QUARTER, high - QUARTER);
            } else {
                break;
            }
            (low, high) = (2 * low, 2 * high + 1);
        }
    }
    pending += 1;
    emit(low >= QUARTER, &mut pending, &mut bits);
    // The reader reads zeros past the end: trailing zeros need no room.
    while bits.last() == Some(&false) {
        bits.pop();
    }
    bits_to_base36(&bits)
}

/// Reads [`pack`]'s text back into one flag a cell of `grid`; `None` when
/// the text is not what `pack` writes for any shape of this grid.
pub fn unpack<G: Grid>(grid: &G, text: &str) -> Option<Vec<bool>> {
    if text.len() > MAX_PACKED_CHARS {
        return None;
    }
    let bits = base36_to_bits(text)?;
    let mut next = bits.iter().copied().chain(std::iter::repeat(false));
    let mut value = (0..32).fold(0u64, |v, _| 2 * v + u64::from(next.next().expect("endless")));
    let mut model = Model::new();
    let (mut low, mut high) = (0u64, TOP);
    let n = grid.cell_count();
    let mut cells = vec![false; n];
    for (c, near) in contexts(grid).iter().enumerate() {
        let (ctx, flip) = Model::context(near, &cells);
        let (n0, total) = model.odds(ctx);
        let split = low + (high - low + 1) * n0 / total - 1;
        let bit = value > split;
        if bit {
            low = split + 1;
        } else {
            high = split;
        }
        cells[c] = bit ^ flip;
        model.learn(ctx, bit);
        loop {
            if high < HALF {
            } else if low >= HALF {
                (low, high, value) = (low - HALF, high - HALF, value - HALF);
            } else if low >= QUARTER && high < 3 * QUARTER {
                (low, high, value) = (low - QUARTER, high - QUARTER, value - QUARTER);
            } else {
                break;
            }
            (low, high) = (2 * low, 2 * high + 1);
            value = 2 * value + u64::from(next.next().expect("endless"));
        }
    }
    // One text a shape: what packs back differently was never written.
    (pack(grid, &cells) == text).then_some(cells)
}

/// The bits, read as the binary number `1 b0 b1 …`, in base 36.
fn bits_to_base36(bits: &[bool]) -> String {
    // Little-endian 32-bit limbs.
    let mut limbs: Vec<u32> = vec![0; (bits.len() + 1).div_ceil(32)];
    for (i, &b) in std::iter::once(&true).chain(bits).rev().enumerate() {
        limbs[i / 32] |= u32::from(b) << (i % 32);
    }
    let mut digits = Vec::new();
    while limbs.iter().any(|&l| l != 0) {
        let mut rem = 0u64;
        for limb in limbs.iter_mut().rev() {
            let cur = (rem << 32) | u64::from(*limb);
            *limb = (cur / 36) as u32;
            rem = cur % 36;
        }
        digits.push(char::from_digit(rem as u32, 36).expect("below 36"));
    }
    digits.iter().rev().collect()
}

/// [`bits_to_base36`] read back; `None` for text that it never writes.
fn base36_to_bits(text: &str) -> Option<Vec<bool>> {
    if text.is_empty() || text.starts_with('0') {
        return None;
    }
    let mut limbs: Vec<u32> = Vec::new();
    for ch in text.chars() {
        let mut carry = u64::from(ch.to_digit(36)?);
        for limb in &mut limbs {
            let cur = u64::from(*limb) * 36 + carry;
            *limb = cur as u32;
            carry = cur >> 32;
        }
        if carry > 0 {
            limbs.push(carry as u32);
        }
    }
    let top = limbs.last()?;
    let len = 32 * limbs.len() - top.leading_zeros() as usize;
    // Below the leading 1, most significant first.
    Some((0..len - 1).rev().map(|i| limbs[i / 32] >> (i % 32) & 1 == 1).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::grid::{HexGrid, HexShape, RoundGrid, SquareGrid};

    #[test]
    fn bits_and_base36_round_trip() {
        for bits in [vec![], vec![false], vec![true], vec![true, false, false, true, true], vec![true; 200]] {
            let text = bits_to_base36(&bits);
            assert_eq!(base36_to_bits(&text), Some(bits), "{text}");
        }
        assert_eq!(base36_to_bits("0z"), None);
        assert_eq!(base36_to_bits(""), None);
    }

    fn round_trip<G: Grid>(grid: G, inside: impl Fn(u32) -> bool) -> String {
        let cells: Vec<bool> = (0..grid.cell_count() as u32).map(inside).collect();
        let text = pack(&grid, &cells);
        assert_eq!(unpack(&grid, &text), Some(cells), "{}: {text}", grid.name());
        text
    }

    #[test]
    fn shapes_pack_and_unpack_on_every_grid() {
        round_trip(SquareGrid::new(45, 51).unwrap(), |c| c % 3 == 0);
        round_trip(SquareGrid::new(45, 51).unwrap(), |_| true);
        round_trip(SquareGrid::new(4, 4).unwrap(), |_| false);
        round_trip(RoundGrid::new(12).unwrap(), |c| c < 200);
        let hex = HexGrid::new(HexShape::Hexagon { radius: 9 }).unwrap();
        let mid = hex.centre(0);
        round_trip(hex.clone(), |c| hex.centre(c).distance(mid) < 6.0);
        // A disc on a Hard board packs into a few characters.
        let square = SquareGrid::new(45, 51).unwrap();
        let disc = round_trip(square.clone(), |c| square.centre(c).distance(Point::new(22.5, 25.5)) < 18.0);
        // 2295 cells, 444 characters of raw bits: the disc takes 44.
        assert!(disc.len() < 50, "{disc}");
    }

    #[test]
    fn text_that_was_never_written_is_refused() {
        let grid = SquareGrid::new(10, 10).unwrap();
        let cells: Vec<bool> = (0..100).map(|c| c % 7 < 3).collect();
        let text = pack(&grid, &cells);
        assert_eq!(unpack(&grid, &format!("{text}0")), None, "a digit more");
        assert_eq!(unpack(&grid, "0"), None);
        assert_eq!(unpack(&grid, &"z".repeat(MAX_PACKED_CHARS + 1)), None);
    }

    use crate::maze::grid::Point;
}
