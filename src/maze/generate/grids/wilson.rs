//! Wilson's algorithm over any grid, its random walk on the grid's step
//! table (a class a cell, the steps shared).

use rand::{Rng, RngExt};

use super::ahead::back;
use super::below_drawn;
use super::walk_table::{LISTED_ROW, NO_SIDE, WalkTable};
use crate::maze::grid::{Cells, Grid, GridMaze, IRREGULAR, NO_CELL};
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
/// which takes the degree's read off the chain of steps; and the next cell's
/// class is guessed, not read (see `walks`).
pub fn wilson<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R, rec: &mut impl PassageRecorder) {
    let cells = maze.grid.cells();
    if cells.most_neighbours() > 8 {
        return by_lists(maze, rng, rec);
    }
    // The sides of the step table's most common class stand for the most
    // common degree (a guess that only speeds the walk up or slows it).
    let table = cells.step_table();
    let common = if table.class_count() > 0 { table.steps(0).sides() } else { 0 };
    walks(maze, common, rng, rec);
}

/// A cell's byte in the walk: in the maze (the top bit), its class (the next
/// four: the walk's number of its class, [`WalkTable`]) and the way out
/// (the low three). The class bits as they lie in the byte are the class
/// times eight: its *row*, where its sides begin in the walk's tables.
const IN_MAZE: u8 = 0x80;
const ROW: u8 = 0x78;
const WAY: u8 = 7;

/// The row in a cell's byte.
#[inline(always)]
fn row_of(s: u8) -> usize {
    usize::from(s & ROW)
}

/// Wilson on the grid's [`StepTable`](crate::maze::grid::StepTable), for
/// cells of at most eight sides; `common` is the degree most cells have.
/// A cell's class is kept in its byte of the walk, so a step reads one byte
/// (a megabyte for a million cells, which the cache mostly holds) and the
/// steps of a class (a table of fifteen); the grids' most common classes
/// come first, so only the rims of the rarest rings read the lists. And the
/// walk does not wait for that byte to know where to step next: it guesses
/// the next cell's class from this one's and the side taken
/// ([`WalkTable`]), and checks the guess when the byte comes (wrong for
/// under 1% of the steps on round, hex and square grids of a million cells).
pub(super) fn walks<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    common: usize,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) {
    match common {
        3 => walks_common::<3, _, _>(maze, rng, rec),
        4 => walks_common::<4, _, _>(maze, rng, rec),
        6 => walks_common::<6, _, _>(maze, rng, rec),
        _ => walks_common::<0, _, _>(maze, rng, rec),
    }
}

/// [`walks`] for grids where most cells have `COMMON` sides (3, 4 or 6: the
/// triangle, square and round, and hex grids; 0 for none of these). The
/// walk numbers its classes with the patterned ones first, then the rest of
/// those of `COMMON` sides ([`WalkTable`]), so a step knows how to go on
/// from one or two comparisons of the row it guessed: a patterned row's
/// next guess is an exclusive or by the side taken, with no table read on
/// the chain from step to step, and a draw below `COMMON` is a
/// multiplication by a constant (for a power of two, a shift, and the bias
/// fix folds away). Every step draws once before it knows the degree, as
/// `random_range` would for any; and nothing given `rng` is called, so its
/// state stays in registers.
fn walks_common<const COMMON: usize, G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) {
    let (cells, mut open) = maze.carving();
    let n = cells.len();
    let table = cells.step_table();
    let walk = WalkTable::new(cells, COMMON);
    let WalkTable { steps, guess, back_sides, degree, flips, patterned_rows, common_rows, .. } = walk;
    let mut state: Vec<u8> = (0..n as u32).map(|c| walk.row(table, c)).collect();
    let mut listed = Listed::new();
    // The cell through side `k` of `c`, a cell of `row`.
    let step = |listed: &mut Listed, c: usize, row: usize, k: usize| match row {
        LISTED_ROW => listed.of(cells, c as u32).1[k & 7] as usize,
        _ => c.wrapping_add(steps[(row + k) & 127] as usize),
    };
    // (`random_range(0..n)`, inlined: a call given `rng` would keep the
    // walk's draws in memory rather than in registers.)
    let root = below_drawn(rng.next_u32(), rng, n);
    state[root] |= IN_MAZE;
    // Zero, but not to the compiler: were a wrong guess's fix plainly "take
    // the row read", it would fold the test away, and every step would wait
    // on the cell's byte again.
    let unknown_zero = std::hint::black_box(0);
    // The passages are marked a bit a side, both ends, as the walks join the
    // maze; then each cell's sides are opened in one write, in cell order
    // (`OpenSides::open_marked`).
    let mut sides = vec![0u8; n];
    // Each walk's cells in turn, for a recorder that listens (told of a
    // whole walk at once).
    let (listens, mut path) = (rec.listens(), Vec::new());
    let mut from = 0;
    while let Some(start) = next_outside(&state, from) {
        from = start + 1;
        let mut c = start;
        let mut row = row_of(state[c]);
        loop {
            // The steps from patterned rows, a loop of their own so that
            // what only the others need waits outside it. (A patterned
            // row's flips lead to patterned rows, so the loop asks only
            // before it starts.)
            let s = if row >= patterned_rows {
                state[c]
            } else {
                loop {
                    let s = state[c];
                    // (Out of the maze or of the row guessed, in one
                    // comparison with the top bit: a row never has it, nor
                    // the way's bits.)
                    if s ^ row as u8 > WAY {
                        break s;
                    }
                    let k = below_drawn(rng.next_u32(), rng, COMMON);
                    // (The byte is `row | k`, as the row was checked:
                    // written from the row guessed, the store does not wait
                    // on the byte's read, nor does a later read of it.)
                    state[c] = (row | k) as u8;
                    c = c.wrapping_add(steps[(row + k) & 127] as usize);
                    row ^= flips[k & 7];
                }
            };
            if s & IN_MAZE != 0 {
                break;
            }
            // The step goes on from the row guessed for this cell, not
            // waiting for its byte; a wrong guess is a branch taken.
            if row_of(s) != row {
                std::hint::cold_path();
                row = row_of(s) | unknown_zero;
                if row < patterned_rows {
                    continue;
                }
            }
            let x = rng.next_u32();
            let k = if row < common_rows {
                let k = below_drawn(x, rng, COMMON);
                state[c] = (row | k) as u8;
                c = c.wrapping_add(steps[(row + k) & 127] as usize);
                k
            } else {
                let d = if row == LISTED_ROW { listed.of(cells, c as u32).0 } else { usize::from(degree[row >> 3]) };
                let k = below_drawn(x, rng, d);
                state[c] = (row | k) as u8;
                c = step(&mut listed, c, row, k);
                k
            };
            row = usize::from(guess[(row + k) & 127]);
        }
        let mut c = start;
        let mut s = state[c];
        if listens {
            path.clear();
            path.push(c as u32);
        }
        while s & IN_MAZE == 0 {
            state[c] = s | IN_MAZE;
            let (row, k) = (row_of(s), usize::from(s & WAY));
            let next = step(&mut listed, c, row, k);
            s = state[next];
            sides[c] |= 1 << k;
            let at = (row + k) & 127;
            let back_side = if row_of(s) == usize::from(guess[at]) && back_sides[at] != NO_SIDE {
                back_sides[at]
            } else if table.class(next as u32) == IRREGULAR {
                let (len, list) = listed.of(cells, next as u32);
                list[..*len].iter().position(|&m| m as usize == c).expect("neighbours are symmetric") as u8
            } else {
                back(cells, table, next as u32, c as u32) as u8
            };
            sides[next] |= 1 << back_side;
            if listens {
                path.push(next as u32);
            }
            c = next;
        }
        rec.opened_path(&path);
    }
    open.open_marked(cells, &sides);
}

/// The lists of the cells the walk reads them for (those the step table
/// has no class for), the last one read kept in one of [`Listed::SLOTS`]
/// places by its number: a walk about a ring of them (where a round grid's
/// rings split) reads each many times, and working one out alone finds
/// its ring first (a search of the rings) where the lists are not made.
struct Listed {
    cell: [u32; Listed::SLOTS],
    lists: [(usize, [u32; 8]); Listed::SLOTS],
}

impl Listed {
    const SLOTS: usize = 4096;

    fn new() -> Box<Self> {
        Box::new(Self { cell: [NO_CELL; Self::SLOTS], lists: [(0, [0; 8]); Self::SLOTS] })
    }

    /// The number of neighbours of `c` (at most eight) and its list.
    #[inline(always)]
    fn of(&mut self, cells: &Cells, c: u32) -> &(usize, [u32; 8]) {
        // (Folded with the bits above, so that cells a ring apart, whose
        // numbers differ by a multiple of 4096 on a round grid, keep apart.)
        let at = (c ^ c >> 12) as usize % Self::SLOTS;
        if self.cell[at] != c {
            let (list, len) = cells.list(c);
            let mut kept = [0; 8];
            kept.copy_from_slice(&list[..8]);
            (self.cell[at], self.lists[at]) = (c, (len, kept));
        }
        &self.lists[at]
    }
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

/// Wilson on the packed lists themselves, for grids with cells of more than
/// eight sides (none yet): one byte a cell, the way out or "in the maze".
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
