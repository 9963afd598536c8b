//! Sidewinder: row by row, build runs of cells eastwards; when a run closes,
//! one random cell of it links north. The top row is one long corridor.

use std::ops::Range;

use rand::{Rng, RngExt};
use rand_pcg::Pcg64Mcg;

use super::kit::cells::Cells;
use super::kit::stream::{Stream, WINDOW};
use crate::maze::grid::{Dir, Maze, Tile};
use crate::maze::recorder::Recorder;

/// Carves a sidewinder maze into the walled `maze`.
///
/// When `rec` keeps no steps the board is written a row pair at a time (see
/// [`carve_rows`]); the coins are drawn in the same order either way, so both
/// paths make the same maze.
pub fn sidewinder<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    if !rec.keeps_steps() {
        carve_rows(maze, rng);
        return;
    }
    let mut g = Cells::new(maze, rec);
    for cy in 0..g.rows {
        let mut run_start = 0;
        for cx in 0..g.cols {
            let c = g.at(cx, cy);
            g.open(c);
            let at_east_edge = cx + 1 == g.cols;
            let close_run = at_east_edge || (cy > 0 && rng.random_bool(0.5));
            if close_run {
                if cy > 0 {
                    let member = g.at(rng.random_range(run_start..=cx), cy);
                    let north = g.neighbour(member, Dir::Up).expect("not the top row");
                    g.link(member, north);
                }
                run_start = cx + 1;
            } else {
                g.link(c, c + 1);
            }
        }
    }
}

/// The unwatched sidewinder: the top cell row is one corridor; below it,
/// each cell row is filled with floor in one store and then walled where a
/// run closes, and the run's opening north is written into the wall row
/// above. The coins are drawn as in [`sidewinder`]: one a cell but the last
/// of a row, and one for the opening of each run.
pub(super) fn carve_rows<R: Rng + ?Sized>(maze: &mut Maze, rng: &mut R) {
    let (w, cols, rows) = (maze.width(), maze.cell_columns(), maze.cell_rows());
    let tiles = maze.tiles_mut();
    tiles[w + 1..2 * w - 1].fill(Tile::Floor);
    for cy in 1..rows {
        let y = 2 * cy + 1;
        let (above, row) = tiles[(y - 1) * w..(y + 1) * w].split_at_mut(w);
        row[1..w - 1].fill(Tile::Floor);
        let mut run_start = 0;
        for cx in 0..cols - 1 {
            if rng.random_bool(0.5) {
                row[2 * cx + 2] = Tile::Wall;
                above[2 * rng.random_range(run_start..=cx) + 1] = Tile::Floor;
                run_start = cx + 1;
            }
        }
        above[2 * rng.random_range(run_start..=cols - 1) + 1] = Tile::Floor;
    }
}

/// Cells a pass of [`carve_rows_streamed`]'s inner loop takes: each reads at
/// most three outputs, so a pass reads at most `3 * CHUNK`, within a window.
const CHUNK: usize = 80;
const _: () = assert!(3 * CHUNK <= WINDOW);

/// [`carve_rows`] for the maze rng, reading its outputs from a [`Stream`]:
/// the same outputs for the same coins and openings, so the same maze, and
/// `rng` is left where drawing them one by one leaves it.
///
/// A cell's coin is one output (a run closes when its top bit is clear,
/// `random_bool(0.5)`); a closing run's opening takes the next (as
/// `random_range` samples a range that fits in 32 bits: the low 32 bits
/// times the run's length, and one more output in the rare case the product's
/// low half says the first may be biased). The loop works out the opening
/// for every cell, stores it into the north wall of a cell of the run (a
/// wall there anyway when the run stays open) and steps the index by one or
/// two without a branch.
pub(super) fn carve_rows_streamed(maze: &mut Maze, rng: &mut Pcg64Mcg) {
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
            let end = (cx + CHUNK).min(cols - 1);
            let read = chunk(stream.window(), row, above, cx..end, &mut run_start);
            stream.skip(read);
            cx = end;
        }
        let out = stream.window();
        let n = cols - run_start;
        let (mut pick, biased) = opening(out[0], n, true);
        if biased {
            pick += carry(out[1], n, out[0]);
        }
        stream.skip(1 + usize::from(biased));
        above[2 * (run_start + pick) + 1] = Tile::Floor;
    }
}

/// The cells `xs` of a row (not its last), from the outputs `out`, the run
/// open since `run_start`; returns how many outputs they read. The window is
/// indexed masked by its length, which a pass never reaches, so that the
/// reads need no bounds tests.
#[inline(always)]
fn chunk(out: &[u64; WINDOW], row: &mut [Tile], above: &mut [Tile], xs: Range<usize>, run_start: &mut usize) -> usize {
    let mask = WINDOW - 1;
    let mut at = 0;
    let mut start = *run_start;
    let walls = row[2 * xs.start + 1..2 * xs.end + 1].chunks_exact_mut(2);
    for (x, wall) in xs.zip(walls) {
        let close = out[at & mask] >> 63 == 0;
        let draw = out[(at + 1) & mask];
        let n = x + 1 - start;
        let (mut pick, biased) = opening(draw, n, close);
        if biased {
            pick += carry(out[(at + 2) & mask], n, draw);
            at += 1;
        }
        wall[1] = if close { Tile::Wall } else { Tile::Floor };
        above[2 * (start + pick) + 1] = if close { Tile::Floor } else { Tile::Wall };
        at += 1 + usize::from(close);
        start = if close { x + 1 } else { start };
    }
    *run_start = start;
    at
}

/// `random_range(0..n)`'s first step from the output `x` (see
/// [`super::kit::padded::below`]): the value, and whether the rare second
/// output is needed, which is never when the range is not `drawn`. That is
/// when the product's low half is above 2³² - n, so when adding n - 1 to the
/// product carries into its high half; the test is one comparison of that
/// carry with `drawn` as 0 or 1, because with `drawn && …` the compiler
/// branches on `drawn`, the coin toss this form exists to avoid.
#[inline(always)]
fn opening(x: u64, n: usize, drawn: bool) -> (usize, bool) {
    let m = u64::from(x as u32) * n as u64;
    let pick = m >> 32;
    let carried = ((m + n as u64 - 1) >> 32) - pick;
    (pick as usize, carried > u64::from(!drawn))
}

/// What the second output `y` adds to [`opening`]'s value from `x`: one when
/// the two products' halves carry.
#[cold]
fn carry(y: u64, n: usize, x: u64) -> usize {
    let low = (u64::from(x as u32) * n as u64) as u32;
    let high = (u64::from(y as u32) * n as u64) >> 32;
    usize::from(low.checked_add(high as u32).is_none())
}
