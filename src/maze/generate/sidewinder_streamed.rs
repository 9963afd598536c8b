//! The unwatched sidewinder for the maze rng ([`Pcg64Mcg`]), reading the
//! rng's outputs in bulk: whether a run closes is a fair coin that decides
//! whether the cell draws a second number, so drawing them one by one is a
//! branch the processor guesses wrong about every other cell.

use std::ops::Range;

use rand_pcg::Pcg64Mcg;

use super::kit::stream::{Stream, WINDOW};
use crate::maze::grid::{Maze, Tile};

/// [`super::sidewinder::carve_rows`] for the maze rng, reading its outputs
/// from a [`Stream`]: the same outputs for the same coins and openings, so
/// the same maze, and `rng` is left where drawing them one by one leaves it.
///
/// A cell's coin is one output (a run closes when its top bit is clear,
/// `random_bool(0.5)`); a closing run's opening takes the next (as
/// `random_range` samples a range that fits in 32 bits: the low 32 bits
/// times the run's length, and one more output in the rare case the product's
/// low half says the first may be biased). The cells are taken 63 outputs
/// at a time, and only those whose runs close do any work, so no branch
/// waits on a coin but the loop's own end and that rare case.
pub(super) fn carve_rows(maze: &mut Maze, rng: &mut Pcg64Mcg) {
    let (w, cols, rows) = (maze.width(), maze.cell_columns(), maze.cell_rows());
    let tiles = maze.tiles_mut();
    tiles[w + 1..2 * w - 1].fill(Tile::Floor);
    let mut stream = Stream::new(rng);
    for cy in 1..rows {
        let y = 2 * cy + 1;
        let (above, row) = tiles[(y - 1) * w..(y + 1) * w].split_at_mut(w);
        row[1..w - 1].fill(Tile::Floor);
        let mut run_start = 0;
        let mut cx = 0;
        while cx + 1 < cols {
            let (read, done) = chunk(stream.window(), row, above, cx..cols - 1, &mut run_start);
            stream.skip(read);
            cx += done;
        }
        let out = stream.window();
        let n = cols - run_start;
        let (mut pick, biased) = opening(out[0], n);
        if biased {
            pick += carry(out[1], n, out[0]);
        }
        stream.skip(1 + usize::from(biased));
        above[2 * (run_start + pick) + 1] = Tile::Floor;
    }
}

/// Every other bit, from bit 0.
const EVEN: u64 = 0x5555_5555_5555_5555;

/// The cells of a row from `xs.start` on (to at most `xs.end`, not its
/// last) whose coins are among the first 63 outputs of `out`, the run open
/// since `run_start`; returns how many outputs they read and how many cells.
///
/// Which output is a cell's coin depends on every coin before it: an output
/// is a run's opening exactly when the one before is a coin that closes the
/// run. Stepping from coin to coin would wait each cell on a load; instead
/// the openings among 64 outputs are found at once from their top bits: in
/// each stretch of outputs that follow closing coins, the first, third,
/// fifth… are openings (one word addition carries through each stretch that
/// starts at an even place). The row was filled with floor, so a cell whose
/// run stays open writes nothing: only the closing coins are visited, lowest
/// first. The j-th of them (from 0) at output `at` is cell `at - j` of the
/// pass, as each closing coin before it is followed by its opening; it
/// walls its east side and opens north the cell its next output picks. A
/// range's rare second output moves every later output on by one, so the
/// pass ends there.
#[inline(always)]
fn chunk(
    out: &[u64; WINDOW],
    row: &mut [Tile],
    above: &mut [Tile],
    xs: Range<usize>,
    run_start: &mut usize,
) -> (usize, usize) {
    let closes = !top_bits(out);
    let follows = closes << 1;
    let starts = follows & !(follows << 1);
    let from_even = follows & !follows.wrapping_add(starts & EVEN);
    let openings = (from_even & EVEN) | (follows & !from_even & !EVEN);
    let coins = !openings;
    // The coins of this pass: those among the first 63 outputs (a closing
    // coin at 63 would have its opening past the 64), up to the row's end
    // (at least 32 cells, so only a row's last pass may be cut).
    let mut cells = coins & (u64::MAX >> 1);
    if xs.len() < 63 && cells.count_ones() as usize > xs.len() {
        let mut rest = cells;
        for _ in 0..xs.len() {
            rest &= rest - 1;
        }
        cells ^= rest;
    }
    let shut = cells & closes;
    // The closing cells' stores, taking each opening from its first output
    // alone and keeping the largest low half of the products.
    let (mut left, mut start, mut first, mut worst) = (shut, *run_start, xs.start, 0u32);
    while left != 0 {
        let at = left.trailing_zeros() as usize;
        left &= left - 1;
        let x = first.wrapping_add(at);
        first = first.wrapping_sub(1);
        let n = x + 1 - start;
        let m = u64::from(out[at + 1] as u32) * n as u64;
        worst = worst.max(m as u32);
        let pick = (m >> 32) as usize;
        // The pass's cells are `xs`, at most the row's cells but its last
        // (`cells` holds at most `xs.len()` coins, and the coins before `at`
        // are the outputs before it less one opening a closing coin), so
        // `2 x + 2 < 2 cols - 1 < row.len()`; `pick < n`, so the opened cell
        // is in the run, at most `x`.
        debug_assert!(xs.contains(&x) && xs.end < cols(row), "cell {x} outside the pass {xs:?}");
        debug_assert!(start + pick <= x && above.len() == row.len());
        // SAFETY: both in bounds, as just said (checked in debug builds).
        unsafe {
            *row.get_unchecked_mut(2 * x + 2) = Tile::Wall;
            *above.get_unchecked_mut(2 * (start + pick) + 1) = Tile::Floor;
        }
        start = x + 1;
    }
    // A range of n draws again when the low half is above 2³² - n, and no
    // run here is longer than `xs.end` cells.
    if worst > (xs.end as u32).wrapping_neg() {
        return exactly(out, row, above, xs, run_start, shut, coins & !cells);
    }
    *run_start = start;
    // The next coin (at 64: none left, the last cell's opening was output
    // 63); the outputs before it are the cells' coins and the openings of
    // the closing ones.
    let read = (coins & !cells).trailing_zeros() as usize;
    (read, first.wrapping_add(read).wrapping_sub(xs.start))
}

/// [`chunk`]'s stores again, when one of its ranges may have drawn a second
/// output: the tiles the pass may have written are put back (the row's east
/// sides to floor, the north walls of the open run and all after it to
/// wall, which no store had touched before the pass), and the pass is made
/// again testing each range, ending at the first that draws twice. `shut`
/// holds the closing coins of the pass, `after` the coins after it.
#[cold]
#[inline(never)]
fn exactly(
    out: &[u64; WINDOW],
    row: &mut [Tile],
    above: &mut [Tile],
    xs: Range<usize>,
    run_start: &mut usize,
    mut shut: u64,
    after: u64,
) -> (usize, usize) {
    row[2 * xs.start + 2..2 * xs.end + 1].fill(Tile::Floor);
    above[2 * *run_start + 1..2 * xs.end + 1].fill(Tile::Wall);
    let (mut start, mut first) = (*run_start, xs.start);
    while shut != 0 {
        let at = shut.trailing_zeros() as usize;
        shut &= shut - 1;
        let x = first.wrapping_add(at);
        first = first.wrapping_sub(1);
        let draw = out[at + 1];
        let n = x + 1 - start;
        let (mut pick, biased) = opening(draw, n);
        row[2 * x + 2] = Tile::Wall;
        if biased {
            pick += carry(out[at + 2], n, draw);
            above[2 * (start + pick) + 1] = Tile::Floor;
            *run_start = x + 1;
            return (at + 3, x + 1 - xs.start);
        }
        above[2 * (start + pick) + 1] = Tile::Floor;
        start = x + 1;
    }
    *run_start = start;
    let read = after.trailing_zeros() as usize;
    (read, first.wrapping_add(read).wrapping_sub(xs.start))
}

/// The top bits of the first 64 outputs of `out`, the first's in bit 0:
/// with SSE2, sixteen at a time, the high halves of four outputs gathered
/// into one register and packed with signed saturation (which keeps each
/// sign) down to one byte an output, whose signs one instruction reads:
/// about one instruction an output, against three and a half for
/// [`top_bits_portable`] as compiled.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn top_bits(out: &[u64; WINDOW]) -> u64 {
    // SAFETY: the intrinsics need only SSE2, which this build enables (the
    // `cfg` above; every x86-64 processor has it), and touch no memory but
    // the values passed.
    unsafe { top_bits_sse2(out) }
}

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[target_feature(enable = "sse2")]
#[inline]
fn top_bits_sse2(out: &[u64; WINDOW]) -> u64 {
    use std::arch::x86_64::{
        __m128, _mm_castps_si128, _mm_castsi128_ps, _mm_movemask_epi8, _mm_packs_epi16, _mm_packs_epi32,
        _mm_set_epi64x, _mm_shuffle_ps,
    };
    let mut tops = 0;
    for (k, sixteen) in out[..64].chunks_exact(16).enumerate() {
        let pair = |i: usize| -> __m128 { _mm_castsi128_ps(_mm_set_epi64x(sixteen[i + 1] as i64, sixteen[i] as i64)) };
        // The high halves of outputs i..i + 4 (lanes 1 and 3 of each pair).
        let highs = |i: usize| _mm_castps_si128(_mm_shuffle_ps::<0b11_01_11_01>(pair(i), pair(i + 2)));
        let words = (_mm_packs_epi32(highs(0), highs(4)), _mm_packs_epi32(highs(8), highs(12)));
        let bytes = _mm_packs_epi16(words.0, words.1);
        tops |= u64::from(_mm_movemask_epi8(bytes) as u16) << (16 * k);
    }
    tops
}

/// The top bits of the first 64 outputs of `out`, the first's in bit 0,
/// eight at a time as a byte of sign tests.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
#[inline(always)]
fn top_bits_portable(out: &[u64; WINDOW]) -> u64 {
    let mut tops = 0;
    for (k, eight) in out[..64].chunks_exact(8).enumerate() {
        let mut byte = 0u64;
        for (j, &o) in eight.iter().enumerate() {
            byte |= u64::from((o as i64) < 0) << j;
        }
        tops |= byte << (8 * k);
    }
    tops
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
use top_bits_portable as top_bits;

/// The cells across a cell row of `row.len()` tiles.
fn cols(row: &[Tile]) -> usize {
    (row.len() - 1) / 2
}

/// `random_range(0..n)`'s first step from the output `x` (see
/// [`super::kit::padded::below`]): the value, and whether the rare second
/// output is needed: when the product's low half is above 2³² - n.
#[inline(always)]
fn opening(x: u64, n: usize) -> (usize, bool) {
    let m = u64::from(x as u32) * n as u64;
    ((m >> 32) as usize, m as u32 > (n as u32).wrapping_neg())
}

/// What the second output `y` adds to [`opening`]'s value from `x`: one when
/// the two products' halves carry.
#[cold]
fn carry(y: u64, n: usize, x: u64) -> usize {
    let low = (u64::from(x as u32) * n as u64) as u32;
    let high = (u64::from(y as u32) * n as u64) >> 32;
    usize::from(low.checked_add(high as u32).is_none())
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};
    use rand_pcg::Pcg64Mcg;

    use super::*;

    #[test]
    fn the_top_bits_are_the_outputs_signs_in_order() {
        let mut rng = Pcg64Mcg::seed_from_u64(5);
        for round in 0..200 {
            let mut out = [0u64; WINDOW];
            out.iter_mut().for_each(|o| *o = rng.next_u64());
            // Runs of set and clear signs too, not only fair ones.
            if round % 2 == 1 {
                out.iter_mut().enumerate().for_each(|(i, o)| *o = (*o >> 1) | u64::from(i % 7 < 3) << 63);
            }
            let want = (0..64).fold(0u64, |t, i| t | (out[i] >> 63) << i);
            assert_eq!(top_bits(&out), want, "round {round}");
            assert_eq!(top_bits_portable(&out), want, "round {round}");
        }
    }
}
