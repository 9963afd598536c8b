//! Wilson's algorithm over any grid, its random walk on the grid's step
//! table (a class a cell, the steps shared).

use rand::{Rng, RngExt};

use super::ahead::back;
use super::below;
use crate::maze::grid::{Grid, GridMaze};
use crate::maze::recorder::PassageRecorder;

/// Wilson: from each cell not yet in the maze (in cell order), a random walk
/// until it meets the maze, remembering only the last way out of each cell
/// (which erases the loops); the walk is then added. Uniform over all perfect
/// mazes.
///
/// The walk is most of the work, and each step waits on the one before. So
/// a step reads its neighbour from the grid's step table: one byte a cell
/// holds "in the maze", the cell's class and the way out, and the class's
/// steps are a table the cache holds, where the packed lists are 28 bytes a
/// hex cell (and a copy of them two bytes a slot, which the walk used
/// before, 13). Cells of more than eight sides (none yet) walk on the packed
/// lists instead. The number of sides most cells have is drawn from without
/// waiting for the cell's own degree (a branch the processor guesses right),
/// which takes the degree's read off the chain of steps.
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
    if most <= 8 {
        walks(maze, common, rng, rec);
    } else {
        by_lists(maze, rng, rec);
    }
}

/// A cell's byte in the walk: in the maze (the top bit), its class (the next
/// four: one of the table's first fifteen, or [`LISTED`]) and the way out
/// (the low three).
const IN_MAZE: u8 = 0x80;
const WAY: u8 = 7;
const CLASS_SHIFT: u32 = 3;

/// The class in a cell's byte of a cell whose steps are read from the lists
/// (it has none in the table, or one past the first fifteen).
const LISTED: u8 = 15;

/// The class in a cell's byte.
#[inline(always)]
fn class_of(s: u8) -> usize {
    usize::from(s >> CLASS_SHIFT & LISTED)
}

/// Wilson on the grid's [`StepTable`](crate::maze::grid::StepTable), for
/// cells of at most eight sides; `common` is the degree most cells have.
/// A cell's class is kept in its byte of the walk, so a step reads one byte
/// (a megabyte for a million cells, which the cache mostly holds) and the
/// steps of a class (a table of fifteen); the grids' most common classes
/// come first, so only the rims of the rarest rings read the lists. And the
/// walk does not wait for that byte to know where to step next: it guesses
/// the next cell's class from this one's and the side taken ([`guesses`]),
/// and checks the guess when the byte comes (wrong for under 1% of the
/// steps on round, hex and square grids of a million cells).
pub(super) fn walks<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    common: usize,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) {
    let (cells, mut open) = maze.carving();
    let n = cells.len();
    let table = cells.step_table();
    let classes = table.class_count().min(usize::from(LISTED));
    let mut steps = [[0isize; 8]; LISTED as usize];
    let mut degree = [0u8; LISTED as usize + 1];
    for class in 0..classes {
        let of = &table.steps(class as u16).0;
        steps[class] = of.map(|s| s as i32 as isize);
        degree[class] = of.iter().filter(|&&s| s != 0).count() as u8;
    }
    let mut state: Vec<u8> = (0..n as u32)
        .map(|c| {
            let class = table.class(c);
            (if usize::from(class) < classes { class as u8 } else { LISTED }) << CLASS_SHIFT
        })
        .collect();
    // The cell through side `k` of `c`, a cell of `class`.
    let step = |c: usize, class: usize, k: usize| match class {
        class if class != usize::from(LISTED) => c.wrapping_add(steps[class][k] as usize),
        _ => cells.of(c as u32)[k] as usize,
    };
    let guess = guesses(&state, &steps, &degree);
    let root = rng.random_range(0..n as u32) as usize;
    state[root] |= IN_MAZE;
    let mut from = 0;
    while let Some(start) = next_outside(&state, from) {
        from = start + 1;
        let mut c = start;
        let mut class = class_of(state[c]);
        loop {
            let s = state[c];
            if s & IN_MAZE != 0 {
                break;
            }
            // The step goes on from the class guessed for this cell, not
            // waiting for its byte; a wrong guess is a branch taken.
            if class_of(s) != class {
                class = not_guessed(class_of(s));
            }
            let listed = class == usize::from(LISTED);
            let d = if listed { cells.of(c as u32).len() } else { usize::from(degree[class]) };
            let k = if d == common { below(rng, common) } else { draw_below(d, rng) };
            state[c] = s & !WAY | k as u8;
            c = step(c, class, k);
            class = usize::from(guess[class][k]);
        }
        let mut c = start;
        loop {
            let s = state[c];
            if s & IN_MAZE != 0 {
                break;
            }
            state[c] = s | IN_MAZE;
            let next = step(c, class_of(s), usize::from(s & WAY));
            rec.opened(c as u32, next as u32);
            c = next;
        }
    }
    // Every cell but the root keeps the way it joined the maze by: the
    // passages are marked a bit a side, both ends (the far end's side from
    // its class), then each cell's sides opened in one write, in cell order
    // (`OpenSides::open_marked`).
    let mut sides = vec![0u8; n];
    for (c, &s) in state.iter().enumerate().filter(|&(c, _)| c != root) {
        let k = s & WAY;
        let next = step(c, class_of(s), usize::from(k));
        sides[c] |= 1 << k;
        sides[next] |= 1 << back(cells, table, next as u32, c as u32);
    }
    open.open_marked(cells, &sides);
}

/// For each class and side, the class of the cell a step through that side
/// most often lands in, voted on by cells spread evenly over the grid (at
/// most 65,536); a class none of them is in guesses its own. A wrong guess
/// costs only time.
fn guesses(state: &[u8], steps: &[[isize; 8]; LISTED as usize], degree: &[u8; 16]) -> [[u8; 8]; 16] {
    let mut votes = [[[0u32; 16]; 8]; 16];
    for c in (0..state.len()).step_by((state.len() / 65_536).max(1)) {
        let class = class_of(state[c]);
        if class != usize::from(LISTED) {
            for k in 0..usize::from(degree[class]) {
                votes[class][k][class_of(state[c.wrapping_add(steps[class][k] as usize)])] += 1;
            }
        }
    }
    let mut guess = [[LISTED; 8]; 16];
    for (class, sides) in votes.iter().enumerate().take(usize::from(LISTED)) {
        for (k, counts) in sides.iter().enumerate() {
            let most = (0..16).max_by_key(|&to| (counts[to], to == class)).unwrap_or(class);
            guess[class][k] = if counts[most] == 0 { class as u8 } else { most as u8 };
        }
    }
    guess
}

/// The class found when the guess was wrong, kept out of line so that the
/// compiler keeps the test (were it inline, "take the class read when it
/// differs" would fold into "take the class read", and every step would wait
/// on the read again).
#[inline(never)]
#[cold]
fn not_guessed(class: usize) -> usize {
    class
}

/// The first cell from `from` on not yet in the maze: eight bytes at a time,
/// so the cells already in (most of them, late in the walk) cost no branch
/// each, whose outcome no predictor could learn.
#[inline(always)]
fn next_outside(state: &[u8], from: usize) -> Option<usize> {
    const TOPS: u64 = u64::from_ne_bytes([IN_MAZE; 8]);
    let mut at = from;
    while let Some(bytes) = state.get(at..at + 8) {
        let outside = !u64::from_le_bytes(bytes.try_into().expect("eight bytes")) & TOPS;
        if outside != 0 {
            return Some(at + outside.trailing_zeros() as usize / 8);
        }
        at += 8;
    }
    (at..state.len()).find(|&c| state[c] & IN_MAZE == 0)
}

/// `rng.random_range(0..d)`, kept out of line: were it inline, the compiler
/// would merge the two draws (this and [`below`] of the common degree) into
/// one from the degree just read, and the step would wait on that read again.
#[inline(never)]
fn draw_below<R: Rng + ?Sized>(d: usize, rng: &mut R) -> usize {
    rng.random_range(0..d)
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
