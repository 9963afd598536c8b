//! Recursive division with the maze generator's own random stream
//! ([`MazeRng`], a `Pcg64Mcg`) when nothing keeps the steps: the same mazes
//! and the same draws as [`recursive_division`], in fewer instructions and
//! with fewer hard-to-guess branches.
//!
//! The stream is a fixed sequence: the state `e` draws on is the state now
//! times the generator's multiplier to the power `e` (one multiply with a
//! table of powers). So the draws a chamber needs are worked out side by
//! side from the state before it, and draws whose values change nothing are
//! jumped over rather than made:
//!
//! - A chamber of one to three cells in a line changes no tile and always
//!   takes `2(cells - 1)` draws (its ranges are 1 and 2, where
//!   `random_range` never draws again), so it is only counted, never pushed.
//!   Its jump is taken before the next split, or, when it is the first part
//!   and the second is split next, added to the chamber below it on the
//!   stack and taken when that one is.
//! - A longer chamber one cell thin only draws (each wall across it is its
//!   own gap): a small loop works out its cuts, for the lengths of the parts,
//!   and steps over the gaps.
//! - A two-by-two chamber always takes seven draws; two of them place its
//!   wall, the middle tile and one arm. A two-by-three takes eleven: its
//!   cut and gap (ranges of 2), a strip of two and a two-by-two, all placed
//!   at once. (Three-by-three the same way was slower: its gap below 3 can
//!   draw again, and the extra test and stores cost more than the split.)
//! - Any other chamber: which way it is cut, the wall and the parts pushed
//!   are chosen with selects, not branches.
//! - Walls are bits (`WallBits`), one a cell edge, with walls down kept
//!   as lines of their own: any wall of up to 64 cells is two `or`s with no
//!   branch on its length or direction. The tiles are written from the bits
//!   at the end (replacing the fill with floor).
//! - A draw that `random_range` would follow with another (a chance of about
//!   the range in 2³²) is redone step by step with the real generator.
//!
//! [`MazeRng`]: super::MazeRng
//! [`recursive_division`]: super::recursive_division

use std::hint::select_unpredictable;

use rand::RngExt;
use rand_pcg::Pcg64Mcg;

use super::division_bits::WallBits;
use super::kit::padded::below;
use super::kit::pcg::{MULTIPLIER, output};
use crate::maze::grid::Maze;

/// Powers of [`MULTIPLIER`] held in [`POW`].
const POWERS: usize = 64;

/// `MULTIPLIER` to the power `e`, for `e` below [`POWERS`].
const POW: [u128; POWERS] = {
    let mut table = [1u128; POWERS];
    let mut e = 1;
    while e < POWERS {
        table[e] = table[e - 1].wrapping_mul(MULTIPLIER);
        e += 1;
    }
    table
};

/// The state `e` draws after `state`.
fn jump(mut state: u128, mut e: usize) -> u128 {
    while e >= POWERS {
        state = state.wrapping_mul(POW[POWERS - 1]);
        e -= POWERS - 1;
    }
    state.wrapping_mul(POW[e])
}

/// A chamber on the stack: first column, first row, columns, rows (in
/// cells), and the draws to jump over before it is split.
type Chamber = [u32; 5];

/// The draws to jump over for a chamber of `area` cells that is not split
/// (fewer than four, so one to three in a line), and whether it is split.
#[inline(always)]
fn counted(area: u32) -> (bool, u32) {
    let split = area >= 4;
    (split, if split { 0 } else { 2 * (area - 1) })
}

/// [`recursive_division`](super::recursive_division) of `maze` with `rng`,
/// unwatched: the same tiles, and `rng` left where that leaves it.
pub fn recursive_division_pcg(maze: &mut Maze, rng: &mut Pcg64Mcg) {
    let (w, cols, rows) = (maze.width(), maze.cell_columns() as u32, maze.cell_rows() as u32);
    let mut walls = WallBits::new(cols as usize, rows as usize);
    let mut state = rng.state();
    // A bottom entry that is never split: what it jumps over is taken at the
    // end. Room for the deepest stack (each split narrows a chamber) and two
    // more entries written past the top.
    let mut stack: Vec<Chamber> = vec![[0; 5]; (cols + rows) as usize + 4];
    let (split, mut pending) = counted(cols * rows);
    stack[1] = [0, 0, cols, rows, 0];
    let mut top = 1 + usize::from(split);
    let mut strip = vec![0; cols.max(rows) as usize + 2];
    while top > 1 {
        top -= 1;
        let [x, y, cw, ch, pre] = stack[top];
        let mut skip = (pending + pre) as usize;
        if cw == 1 || ch == 1 {
            state = split_strip(jump(state, skip), cw.max(ch), &mut strip);
            pending = 0;
            continue;
        }
        if cw + ch <= 5 && skip + 12 < POWERS {
            // Two by two, or two by three (a cut below 2 and a gap below 2
            // across the long side, leaving a strip of two cells and a two
            // by two): no range above 2, so the draws never repeat.
            let long = cw + ch == 5;
            let draw = |e: usize| output(state.wrapping_mul(POW[skip + e]));
            let (k, gap) = ((draw(1) as u32 >> 31) as usize, (draw(2) as u32 >> 31) as usize);
            // The two by two: after the strip if that is the second part
            // (cut after the first cell), first otherwise.
            let (square_at, square_draws) = if long { (1 - k, 4 - 2 * (1 - k)) } else { (0, 0) };
            let tall = ch > cw;
            let (sx, sy) = (x as usize + usize::from(!tall) * square_at, y as usize + usize::from(tall) * square_at);
            // The long chamber's wall of two cells, less its gap (for a two
            // by two, the square's own wall below, set twice).
            let (long_line, long_start) = select_unpredictable(tall, (y, x), (x, y));
            let long_edge = (long_line as usize + k, long_start as usize + 1 - gap);
            // Its coin, its cut below 1 and its gap below 2, then two strips
            // of two cells, two draws each: the middle tile and one arm.
            let horizontal = draw(square_draws + 1) >> 63 == 0;
            let square_gap = draw(square_draws + 3) as u32 >> 31 == 1;
            state = state.wrapping_mul(POW[skip + if long { 11 } else { 7 }]);
            pending = 0;
            // The square's wall of two cells, less its gap.
            let (line, start) = select_unpredictable(horizontal, (sy, sx), (sx, sy));
            let square_edge = (line, start + 1 - usize::from(square_gap));
            walls.edge(horizontal, square_edge.0, square_edge.1);
            let (line, bit) = select_unpredictable(long, long_edge, square_edge);
            walls.edge(select_unpredictable(long, tall, horizontal), line, bit);
            continue;
        }
        if skip + 3 >= POWERS {
            state = jump(state, skip);
            skip = 0;
        }
        // The draws the split may use: a coin if the chamber is square, then
        // the row or column of the wall, then its gap.
        let s = [1, 2, 3].map(|e| state.wrapping_mul(POW[skip + e]));
        let o = s.map(output);
        let square = cw == ch;
        let mut horizontal = (ch > cw) | (square & (o[0] >> 63 == 0));
        let (rk, rg) = select_unpredictable(square, (o[1] as u32, o[2] as u32), (o[0] as u32, o[1] as u32));
        // The wall runs along one axis and cuts across the other.
        let sizes = |horizontal| (select_unpredictable(horizontal, cw, ch), select_unpredictable(horizontal, ch, cw));
        let (along, across) = sizes(horizontal);
        let (mut k, mut gap) = (u64::from(rk) * u64::from(across - 1), u64::from(rg) * u64::from(along));
        let before = state;
        state = select_unpredictable(square, s[2], s[1]);
        if k as u32 > (across - 1).wrapping_neg() || gap as u32 > along.wrapping_neg() {
            // A draw random_range follows with another: the split again, one
            // draw at a time, with the real generator.
            let mut real = Pcg64Mcg::new(jump(before, skip));
            horizontal = if square { real.random_bool(0.5) } else { ch > cw };
            let (along, across) = sizes(horizontal);
            k = (below(&mut real, across as usize - 1) as u64) << 32;
            gap = (below(&mut real, along as usize) as u64) << 32;
            state = real.state();
        }
        let (k, gap) = ((k >> 32) as u32, (gap >> 32) as usize);
        // Selects, not branches: which way a chamber is cut is a coin toss
        // to the processor.
        let pick = |a: u32, b: u32| select_unpredictable(horizontal, a, b);
        let (along_size, along_origin, across_origin) = (pick(cw, ch), pick(x, y), pick(y, x));
        walls.wall(horizontal, (across_origin + k) as usize, along_origin as usize, along_size as usize, gap);
        // The two parts: `k + 1` rows (or columns) first, the rest second;
        // the second is split first.
        let cut = k + 1;
        let first_part = [x, y, pick(cw, cut), pick(cut, ch), 0];
        let second_part =
            [pick(x, x + cut), pick(y + cut, y), pick(cw, cw.wrapping_sub(cut)), pick(ch.wrapping_sub(cut), ch), 0];
        let (split1, skip1) = counted(first_part[2] * first_part[3]);
        let (split2, skip2) = counted(second_part[2] * second_part[3]);
        stack[top] = first_part;
        stack[top + usize::from(split1)] = second_part;
        // The first part's draws come after all of the second's.
        stack[top - 1][4] += skip1 * u32::from(split2 & !split1);
        pending = u32::from(!split2) * (skip2 + skip1 * u32::from(!split1));
        top += usize::from(split1) + usize::from(split2);
    }
    *rng = Pcg64Mcg::new(jump(state, (pending + stack[0][4]) as usize));
    walls.write_tiles(maze.tiles_mut(), w);
}

/// The draws of splitting a chamber one cell thin and `len` cells long (four
/// or more) from `state`, and the state after them: the order and the draws
/// of [`recursive_division`](super::recursive_division), which makes them
/// only to count them (each wall across such a chamber is its own gap).
/// Each split draws its cut and a gap below 1, so the state steps two draws
/// a split; only the cut's value is worked out, for the lengths of the parts.
/// `stack` holds at least `len` entries.
fn split_strip(mut state: u128, len: u32, stack: &mut [u32]) -> u128 {
    stack[0] = len;
    let mut top = 1;
    // Every split makes one more part, and parts of one cell are never
    // pushed: `len - 1` splits, each of a part of two cells or more.
    for _ in 1..len {
        top -= 1;
        let n = stack[top] - 1;
        let draw = u64::from(output(state.wrapping_mul(MULTIPLIER)) as u32) * u64::from(n);
        let mut k = (draw >> 32) as u32;
        if draw as u32 > n.wrapping_neg() {
            let mut real = Pcg64Mcg::new(state);
            k = below(&mut real, n as usize) as u32;
            below(&mut real, 1);
            state = real.state();
        } else {
            state = state.wrapping_mul(POW[2]);
        }
        let (first, second) = (k + 1, n - k);
        stack[top] = first;
        top += usize::from(first >= 2);
        stack[top] = second;
        top += usize::from(second >= 2);
    }
    state
}

#[cfg(test)]
#[path = "division_pcg_tests.rs"]
mod tests;
