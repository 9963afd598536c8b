//! Wilson's algorithm over any grid, its random walk on a copy of the
//! neighbour lists laid out a fixed number of slots a cell.

use rand::{Rng, RngExt};

use crate::maze::grid::{Cells, Grid, GridMaze};
use crate::maze::recorder::PassageRecorder;

/// Wilson: from each cell not yet in the maze (in cell order), a random walk
/// until it meets the maze, remembering only the last way out of each cell
/// (which erases the loops); the walk is then added. Uniform over all perfect
/// mazes.
///
/// The walk is most of the work, and each step waits on the one before. So
/// the neighbour lists are first copied `S` slots a cell (6 or 8): a step
/// reads its neighbour at a place computed from the cell alone, not after a
/// read of where the cell's list starts. Each slot holds the step to the
/// neighbour in two bytes (12 bytes a hex cell, half the lists' size, so
/// more of the walk stays in cache); a grid with a step that does not fit
/// (none of a million cells has one) walks on the packed lists instead. One byte a cell
/// holds "in the maze", the cell's degree and the way out. The number of
/// sides most cells have is drawn from without waiting for the cell's own
/// degree (a branch the processor guesses right), which takes the degree's
/// read off the chain of steps.
pub fn wilson<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R, rec: &mut impl PassageRecorder) {
    let cells = maze.grid.cells();
    let mut counts = [0usize; 9];
    let mut most = 0;
    for c in 0..cells.len() as u32 {
        let d = cells.of(c).len();
        most = most.max(d);
        counts[d.min(8)] += 1;
    }
    let common = (0..counts.len()).max_by_key(|&d| counts[d]).unwrap_or(0);
    let done = match most {
        0..=6 => walks::<6, _, _>(maze, common, rng, rec),
        7..=8 => walks::<8, _, _>(maze, common, rng, rec),
        _ => false,
    };
    if !done {
        by_lists(maze, rng, rec);
    }
}

/// A cell's byte in the walk: in the maze (the top bit), its degree (the
/// next four) and the way out (the low three).
const IN_MAZE: u8 = 0x80;
const WAY: u8 = 7;

/// Wilson on the steps to the neighbours, `S` slots a cell (`S` at most 8);
/// `common` is the degree most cells have. False, having drawn nothing,
/// when some step does not fit two bytes.
pub(super) fn walks<const S: usize, G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    common: usize,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) -> bool {
    let (cells, mut open) = maze.carving();
    let n = cells.len();
    let Some((nbr, mut state)) = fixed_stride::<S>(cells) else { return false };
    state[rng.random_range(0..n as u32) as usize] |= IN_MAZE;
    for start in 0..n as u32 {
        let mut c = start as usize;
        loop {
            let s = state[c];
            if s & IN_MAZE != 0 {
                break;
            }
            let d = usize::from(s >> 3);
            let k = if d == common { draw_common(common as u32, rng) } else { draw_below(d, rng) };
            state[c] = s & !WAY | k as u8;
            c = neighbour(c, nbr[c * S + k]);
        }
        let mut c = start as usize;
        loop {
            let s = state[c];
            if s & IN_MAZE != 0 {
                break;
            }
            state[c] = s | IN_MAZE;
            let k = usize::from(s & WAY);
            let next = neighbour(c, nbr[c * S + k]);
            let back = nbr[next * S..next * S + S]
                .iter()
                .position(|&m| neighbour(next, m) == c)
                .expect("neighbours are symmetric");
            open.open(cells.first_slot(c as u32) + k);
            open.open(cells.first_slot(next as u32) + back);
            rec.opened(c as u32, next as u32);
            c = next;
        }
    }
    true
}

/// `rng.random_range(0..range)` for a `range` that fits 32 bits, written
/// out as rand 0.10 draws it (a 32-bit number times `range`, the high half;
/// a second number only when the low half falls in the biased end), so that
/// it is always inline: the compiler left rand's call out of line on some
/// grids, which cost the walk about 20 instructions a step.
#[inline(always)]
pub(super) fn draw_common<R: Rng + ?Sized>(range: u32, rng: &mut R) -> usize {
    let wide = |x: u32| {
        let m = u64::from(x) * u64::from(range);
        ((m >> 32) as u32, m as u32)
    };
    let (mut k, lo) = wide(rng.next_u32());
    if lo > range.wrapping_neg() {
        let (carry, _) = wide(rng.next_u32());
        k += u32::from(lo.checked_add(carry).is_none());
    }
    k as usize
}

/// `rng.random_range(0..d)`, kept out of line: were it inline, the compiler
/// would merge the two draws above into one from the degree just read, and
/// the step would wait on that read again.
#[inline(never)]
fn draw_below<R: Rng + ?Sized>(d: usize, rng: &mut R) -> usize {
    rng.random_range(0..d)
}

/// Every cell's steps to its neighbours in `S` slots (the rest 0, never read
/// as a way out), and every cell's byte with its degree; `None` if a step
/// does not fit two bytes.
fn fixed_stride<const S: usize>(cells: &Cells) -> Option<(Vec<i16>, Vec<u8>)> {
    let n = cells.len();
    let (mut nbr, mut state) = (Vec::with_capacity(n * S), Vec::with_capacity(n));
    let mut fits = true;
    for c in 0..n as u32 {
        let nb = cells.of(c);
        nbr.extend(nb.iter().map(|&m| {
            let step = i64::from(m) - i64::from(c);
            fits &= i16::try_from(step).is_ok();
            step as i16
        }));
        nbr.extend(std::iter::repeat_n(0, S - nb.len()));
        state.push((nb.len() as u8) << 3);
    }
    fits.then_some((nbr, state))
}

/// The neighbour `step` away from cell `c`.
#[inline(always)]
fn neighbour(c: usize, step: i16) -> usize {
    c.wrapping_add(step as isize as usize)
}

/// Wilson on the packed lists themselves, for grids with cells of more than
/// eight sides or steps too long for two bytes (none yet): one byte a cell, the way out or "in the maze".
pub(super) fn by_lists<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R, rec: &mut impl PassageRecorder) {
    const IN_MAZE: u8 = u8::MAX;
    let n = maze.grid.cell_count() as u32;
    let mut way_out = vec![0u8; n as usize];
    way_out[rng.random_range(0..n) as usize] = IN_MAZE;
    for start in 0..n {
        let mut c = start;
        while way_out[c as usize] != IN_MAZE {
            let nb = maze.grid.neighbours(c);
            let k = rng.random_range(0..nb.len());
            way_out[c as usize] = k as u8;
            c = nb[k];
        }
        let mut c = start;
        while way_out[c as usize] != IN_MAZE {
            let k = way_out[c as usize] as usize;
            way_out[c as usize] = IN_MAZE;
            maze.link_side(c, k);
            let next = maze.grid.neighbours(c)[k];
            rec.opened(c, next);
            c = next;
        }
    }
}
