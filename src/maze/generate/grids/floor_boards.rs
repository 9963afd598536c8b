//! The backtracker on floors of a hex board or a square grid ([`Board::HexFloors`],
//! [`Board::SquareFloors`]: a [`FloorGrid`](crate::maze::floors::FloorGrid) of them, a
//! stacked maze): each cell's neighbours worked out from its row, as the flat board walk
//! does (`boards.rs`), the floors one over another in a board of bits with a rim of places
//! already visited round each floor and a whole floor of them below the lowest and above
//! the highest, so no side needs a test of its own; no neighbour list nor step table read
//! while carving.
//!
//! It makes the same maze as [`super::backtracker`] on the lists: a floor cell lists its
//! floor's neighbours in the base grid's order, then the cell below and the one above; the
//! walk takes its directions in that order (the base's, then down, then up), and a side a
//! cell's list leaves out (off the board's edge, below the lowest floor, above the highest)
//! leads to a visited place, never fresh, so the same draws pick the same sides.

use rand::Rng;

use super::NTH_SIDE;
use super::boards::{Step, hex_present, hex_steps, square_present, square_steps};
use crate::maze::generate::kit::padded::below;
use crate::maze::grid::{Board, Grid, GridMaze};
use crate::maze::recorder::PassageRecorder;

/// One move from a cell of one kind (a hex row's parity) through one direction: the places
/// and cells it steps by, the direction back as a bit, and the kind of the cell reached.
#[derive(Clone, Copy)]
struct Move {
    places: isize,
    cells: i32,
    back: u32,
    kind: u32,
}

/// How many sides each mask of up to eight holds (the base x86-64 target has no `popcnt`).
const COUNT: [u8; 256] = {
    let mut count = [0; 256];
    let mut mask = 0;
    while mask < 256 {
        count[mask] = (mask as u32).count_ones() as u8;
        mask += 1;
    }
    count
};

/// The backtracker on the floors `board` (the grid of `maze`) from `start`: see the module.
pub(super) fn backtracker<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    board: Board,
    start: u32,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) {
    let mut sides = vec![0u8; maze.grid.cell_count()];
    match board {
        Board::HexFloors { cols, rows, floors } => {
            let base = hex_steps(cols as usize + 2);
            carve(&base, hex_present, (cols, rows, floors), start, rng, rec, &mut sides);
        }
        Board::SquareFloors { cols, rows, floors } => {
            let base = square_steps(cols as usize + 2);
            carve(&base, square_present, (cols, rows, floors), start, rng, rec, &mut sides);
        }
        _ => unreachable!("only floors of a board come here (walks.rs)"),
    }
    let (cells, mut open) = maze.carving();
    open.open_marked(cells, &sides);
}

/// Clears `len` bits of `bits` from bit `from` on.
fn clear_run(bits: &mut [u64], from: usize, len: usize) {
    let (mut p, end) = (from, from + len);
    while p < end {
        let (at, take) = (p & 63, (64 - (p & 63)).min(end - p));
        bits[p >> 6] &= !(u64::MAX >> (64 - take) << at);
        p += take;
    }
}

/// Carves `floors` floors of a board `cols` x `rows` whose cells move on their floor by
/// `base` (by a row's parity and direction) and have the directions `present` says (by
/// row, column, `cols` and `rows`), writing each cell's open sides, a bit each in its
/// list's order, into `sides`.
fn carve<const D: usize, R: Rng + ?Sized>(
    base: &[[Step; D]; 2],
    present: fn(u32, u32, u32, u32) -> u32,
    (cols, rows, floors): (u32, u32, u32),
    start: u32,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
    sides: &mut [u8],
) {
    // Floor f's cell at row r, column col is place (f + 1) * plane + (r + 1) * w + col + 1:
    // each floor its rows under a row of rim, with a column of rim each side, and a floor of
    // rim below the lowest and above the highest. Every place starts visited but the cells.
    let (w, n) = (cols as usize + 2, (cols * rows) as usize);
    let plane = (rows as usize + 1) * w;
    let mut seen = vec![u64::MAX; ((floors as usize + 2) * plane).div_ceil(64)];
    for f in 0..floors as usize {
        for r in 0..rows as usize {
            clear_run(&mut seen, (f + 1) * plane + (r + 1) * w + 1, cols as usize);
        }
    }
    let set = |seen: &mut [u64], p: usize| seen[p >> 6] |= 1 << (p & 63);
    // The moves by kind and direction: the floor's, then down, then up.
    let moves: [[Move; 8]; 2] = std::array::from_fn(|k| {
        std::array::from_fn(|d| match d {
            _ if d < D => {
                let s = base[k][d];
                let dcol = s.bits - s.rows as isize * w as isize;
                Move { places: s.bits, cells: s.rows * cols as i32 + dcol as i32, back: s.back, kind: s.kind }
            }
            _ if d == D => Move { places: -(plane as isize), cells: -(n as i32), back: 1 << (D + 1), kind: k as u32 },
            _ => Move { places: plane as isize, cells: n as i32, back: 1 << D, kind: k as u32 },
        })
    });
    let (f, at) = (start as usize / n, start as usize % n);
    let (r, col) = (at / cols as usize, at % cols as usize);
    let mut p = (f + 1) * plane + (r + 1) * w + col + 1;
    let (mut c, mut kind) = (start, r & 1);
    // The side back to the cell just left (none after backing up).
    let mut back = 0u32;
    set(&mut seen, p);
    // The cells left with a choice, as their place and their cell and kind.
    let mut forks: Vec<(u32, u32)> = Vec::new();
    loop {
        let mut fresh = 0u32;
        for (d, m) in moves[kind][..D + 2].iter().enumerate() {
            let q = p.wrapping_add_signed(m.places);
            fresh |= ((!seen[q >> 6] >> (q & 63)) as u32 & 1) << d;
        }
        if fresh == 0 {
            sides[c as usize] |= back as u8;
            let Some((fp, ck)) = forks.pop() else { break };
            (p, c, kind, back) = (fp as usize, ck >> 1, (ck & 1) as usize, 0);
            continue;
        }
        // One of the fresh sides, as `pick_side` picks it (the same draws).
        let many = fresh & (fresh - 1) != 0;
        let k = if many {
            usize::from(NTH_SIDE[fresh as usize][below(rng, usize::from(COUNT[fresh as usize]))])
        } else {
            fresh.trailing_zeros() as usize
        };
        sides[c as usize] |= (back | 1 << k) as u8;
        if many {
            forks.push((p as u32, c << 1 | kind as u32));
        }
        let m = moves[kind][k];
        let next = c.wrapping_add_signed(m.cells);
        rec.opened(c, next);
        p = p.wrapping_add_signed(m.places);
        (c, back, kind) = (next, m.back, m.kind as usize);
        set(&mut seen, p);
    }
    // The sides are bits by direction; a cell's list leaves out the sides with no cell, so
    // its bits close up (no side with no cell is open).
    let close_up = |bits: u8, on: u32| {
        let (mut out, mut k) = (0u8, 0);
        for d in 0..D + 2 {
            if on >> d & 1 == 1 {
                out |= (bits >> d & 1) << k;
                k += 1;
            }
        }
        out
    };
    let (all, flat) = ((1u32 << (D + 2)) - 1, (1u32 << D) - 1);
    for f in 0..floors {
        let vertical = u32::from(f > 0) << D | u32::from(f + 1 < floors) << (D + 1);
        let floor = &mut sides[f as usize * n..(f as usize + 1) * n];
        for r in 0..rows {
            let row = &mut floor[(r * cols) as usize..((r + 1) * cols) as usize];
            for (col, bits) in (0..cols).zip(row) {
                let edge = r == 0 || r + 1 == rows || col == 0 || col + 1 == cols;
                let on = if edge { present(r, col, cols, rows) } else { flat };
                *bits = match on | vertical {
                    x if x == all => *bits,
                    // The lowest floor's inner cells: no cell below, the one above next.
                    x if x == flat | 1 << (D + 1) => (*bits & flat as u8) | (*bits >> 1 & 1 << D),
                    x => close_up(*bits, x),
                };
            }
        }
    }
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::maze::floors::FloorGrid;
    use crate::maze::generate::grids::boards::tests::same_as_by_steps_with;
    use crate::maze::grid::{HexGrid, HexShape, SquareGrid};

    /// The floors' board walk and the step table's, from `start`, alike (a perfect maze).
    fn same_as_by_steps<G: Grid>(grid: &G, start: u32, seed: u64) {
        // A closure: the walk's recorder is an `impl` argument, so the function cannot be named as it is.
        #[allow(clippy::redundant_closure)]
        same_as_by_steps_with(|m, b, s, r, t| backtracker(m, b, s, r, t), grid, start, seed, true);
    }

    #[test]
    fn the_floors_board_walk_makes_the_step_tables_maze() {
        let sizes = [(1, 1), (1, 2), (2, 1), (1, 6), (6, 1), (2, 2), (2, 3), (3, 7), (7, 3), (16, 16), (33, 21)];
        for (cols, rows) in sizes {
            for floors in [2, 3, 5, 16] {
                let hex = HexGrid::new(HexShape::Rectangle { cols, rows }).unwrap();
                let hex = FloorGrid::new(hex, floors).unwrap();
                let square = FloorGrid::new(SquareGrid::new(cols, rows).unwrap(), floors).unwrap();
                let n = cols * rows * floors;
                for (seed, start) in [(1, 0), (2, n - 1), (3, n / 2), (4, n / 3), (5, (2 * n) / 3)] {
                    same_as_by_steps(&hex, start, seed);
                    same_as_by_steps(&square, start, seed);
                }
            }
        }
    }
}
