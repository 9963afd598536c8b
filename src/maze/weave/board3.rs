//! The third backtracker with tunnels on a hex or square board ([`Board::Hex`],
//! [`Board::Square`]): each cell's neighbours worked out from its row (a hex row's parity),
//! as the flat walk's board does (`generate/grids/boards.rs`), the cells kept in a board with
//! a rim of cells already visited, and no step table nor list read while carving. It makes
//! the same maze as the walk over the step table ([`super::backtrack3`]): an inner cell's
//! sides are its `D` directions in list order, the side across side `d` is `d + D / 2`, and
//! a rim cell's list leaves out the sides with no cell, whose rim places are never fresh nor
//! open, so the same draws pick the same sides.
//!
//! [`Board::Hex`]: crate::maze::grid::Board::Hex
//! [`Board::Square`]: crate::maze::grid::Board::Square

use rand::Rng;

use super::{Crossing, WeaveMaze};
use crate::maze::generate::grids::{Step, hex_present, hex_steps, pick_side, square_present, square_steps};
use crate::maze::generate::kit::padded::below;
use crate::maze::grid::{Grid, GridMaze, NO_CELL};

/// A place's state: visited (the rim is, from the start).
const SEEN: u8 = 1;
/// A place's state: visited, and a passage a tunnel may run under (see `backtrack3.rs`).
const OPEN: u8 = 3;
/// A mark in a crossing's ways: the walk never comes back to it.
const CLOSED: u8 = 1 << 7;

/// [`backtracker_v3`](super::backtracker_v3) on a hex board `cols` x `rows` (the grid of `grid`).
pub(super) fn backtracker_hex<G: Grid, R: Rng + ?Sized>(
    grid: G,
    (cols, rows): (u32, u32),
    percent: u8,
    (start, keep): (u32, u32),
    rng: &mut R,
) -> WeaveMaze<G> {
    let steps = hex_steps(cols as usize + 2);
    backtracker_board(grid, (cols, rows), steps, hex_present, percent, (start, keep), rng)
}

/// [`backtracker_v3`](super::backtracker_v3) on a square grid `cols` x `rows` (the grid of `grid`).
pub(super) fn backtracker_square<G: Grid, R: Rng + ?Sized>(
    grid: G,
    (cols, rows): (u32, u32),
    percent: u8,
    (start, keep): (u32, u32),
    rng: &mut R,
) -> WeaveMaze<G> {
    let steps = square_steps(cols as usize + 2);
    backtracker_board(grid, (cols, rows), steps, square_present, percent, (start, keep), rng)
}

/// The walk on a board `cols` x `rows` whose cells move by `steps` (by a row's parity and
/// direction) and have the directions `present` says (by row, column, `cols` and `rows`).
/// (Inlined, so that what the moves hold but their steps, the same on any board, is
/// worked out as it compiles, as when the walk was the hex board's alone.)
#[inline(always)]
fn backtracker_board<G: Grid, R: Rng + ?Sized, const D: usize>(
    grid: G,
    (cols, rows): (u32, u32),
    steps: [[Step; D]; 2],
    present: fn(u32, u32, u32, u32) -> u32,
    percent: u8,
    (start, keep): (u32, u32),
    rng: &mut R,
) -> WeaveMaze<G> {
    // A cell at row r, column col is place p = (r + 1) * w + col + 1 of a board with a
    // visited rim all round, and p - c = 2r + w + 1.
    let w = cols as usize + 2;
    let size = (rows as usize + 2) * w;
    let mut state = vec![0u8; size];
    for p in (0..w).chain((rows as usize + 1) * w..size) {
        state[p] = SEEN;
    }
    for r in 1..=rows as usize {
        state[r * w] = SEEN;
        state[r * w + w - 1] = SEEN;
    }
    // Each place's ways out by direction, on the ground or under a neighbour, and the tunnels among them.
    let (mut ways, mut tunnels) = (vec![0u8; size], vec![0u8; size]);
    let mut crossing_at = vec![NO_CELL; grid.cell_count()];
    let mut made: Vec<Crossing> = Vec::new();
    // The bits of a place's ways that are its directions.
    let sides = ((1u32 << D) - 1) as u8;
    let cell = |p: usize, r: u32| (p - 2 * r as usize - w - 1) as u32;
    // A cell off the board's edge has all its neighbours: the only cells a tunnel may run under.
    let inner = |p: usize, r: u32| {
        let col = p - (r as usize + 1) * w - 1;
        r >= 1 && r + 2 <= rows && col >= 1 && col + 2 <= cols as usize
    };
    // Opens `p`'s direction `d` and marks `p` open if its two ways out are straight.
    let leave = |ways: &mut [u8], state: &mut [u8], p: usize, r: u32, d: usize| {
        let x = (ways[p] | 1 << d) & sides;
        ways[p] |= 1 << d;
        // Two ways straight across each other (`D` is 6 or 4: one test is left).
        let straight = match D {
            6 => (x == 0b001_001) | (x == 0b010_010) | (x == 0b100_100),
            _ => (x == 0b0101) | (x == 0b1010),
        };
        state[p] = if straight && inner(p, r) && cell(p, r) != keep { OPEN } else { SEEN };
    };
    // The places left with a choice, with their row.
    let mut forks: Vec<(u32, u32)> = Vec::new();
    let (mut r, col) = (start / cols, start % cols);
    let mut p = (r as usize + 1) * w + col as usize + 1;
    state[p] = SEEN;
    loop {
        let st = &steps[(r & 1) as usize];
        let (mut fresh, mut marked) = (0u32, 0u32);
        for (d, s) in st.iter().enumerate() {
            let v = state[p.wrapping_add_signed(s.bits)];
            fresh |= u32::from(v == 0) << d;
            marked |= u32::from(v >> 1 & 1) << d;
        }
        // A passage that leads to `p` runs along its side: no tunnel under it from here.
        marked &= !u32::from(ways[p] & sides);
        let mut under = 0;
        while marked != 0 {
            let d = marked.trailing_zeros() as usize;
            marked &= marked - 1;
            let m = p.wrapping_add_signed(st[d].bits);
            let t = m.wrapping_add_signed(steps[st[d].kind as usize][d].bits);
            under |= u32::from(state[t] == 0) << d;
        }
        // (`below` draws exactly as `random_range(0..100u8)`, without its division.)
        if under != 0 && (percent >= 100 || below(rng, 100) < usize::from(percent)) {
            let d = pick_side(under, rng);
            if fresh != 0 {
                forks.push((p as u32, r));
            }
            let s = st[d];
            let (m, rm) = (p.wrapping_add_signed(s.bits), r.wrapping_add_signed(s.rows));
            let s2 = steps[s.kind as usize][d];
            let (t, rt) = (m.wrapping_add_signed(s2.bits), rm.wrapping_add_signed(s2.rows));
            let over = ways[m] & sides;
            let at = cell(m, rm);
            crossing_at[at as usize] = made.len() as u32;
            let (a, a2) = (over.trailing_zeros() as u8, (over & (over - 1)).trailing_zeros() as u8);
            made.push(Crossing { cell: at, over: [a, a2], under: [s.back.trailing_zeros() as u8, d as u8] });
            ways[m] |= CLOSED;
            state[m] = SEEN;
            leave(&mut ways, &mut state, p, r, d);
            tunnels[p] |= 1 << d;
            // (Stores, not reads: an unvisited cell has no ways yet, and its place is far from the cache.)
            ways[t] = s2.back as u8;
            tunnels[t] = s2.back as u8;
            state[t] = SEEN;
            (p, r) = (t, rt);
        } else if fresh != 0 {
            let d = pick_side(fresh, rng);
            if fresh & (fresh - 1) != 0 {
                forks.push((p as u32, r));
            }
            let s = st[d];
            leave(&mut ways, &mut state, p, r, d);
            let q = p.wrapping_add_signed(s.bits);
            ways[q] = s.back as u8;
            state[q] = SEEN;
            (p, r) = (q, r.wrapping_add_signed(s.rows));
        } else {
            // Back to the last fork not closed by a crossing since.
            match std::iter::from_fn(|| forks.pop()).find(|&(f, _)| ways[f as usize] & CLOSED == 0) {
                Some((f, fr)) => (p, r) = (f as usize, fr),
                None => break,
            }
        }
    }
    // The ground and the tunnels by cell, in list order: a cell on the edge has its
    // missing sides left out of its list, so its bits close up.
    // (A row at a time with no test a cell, the edge cells closed up after.)
    let n = grid.cell_count();
    let (mut ground, mut tunnel_bits) = (vec![0u8; n], vec![0u16; n]);
    let cols_n = cols as usize;
    for r in 0..rows {
        let (p, c) = ((r as usize + 1) * w + 1, r as usize * cols_n);
        let row = ways[p..p + cols_n].iter().zip(&tunnels[p..p + cols_n]);
        let out = ground[c..c + cols_n].iter_mut().zip(&mut tunnel_bits[c..c + cols_n]);
        for ((g, t), (&v, &u)) in out.zip(row) {
            (*g, *t) = (v & sides & !u, u16::from(u));
        }
        let mut close = |col: u32| {
            let on = present(r, col, cols, rows);
            let c = c + col as usize;
            ground[c] = close_up::<D>(ground[c], on);
            tunnel_bits[c] = u16::from(close_up::<D>(tunnel_bits[c] as u8, on));
        };
        if r == 0 || r + 1 == rows {
            (0..cols).for_each(&mut close);
        } else {
            close(0);
            if cols > 1 {
                close(cols - 1);
            }
        }
    }
    let mut flat = GridMaze::walled(grid);
    {
        let (cells, mut open) = flat.carving();
        open.open_marked(cells, &ground);
    }
    WeaveMaze { flat, crossings: made, crossing_at, tunnels: tunnel_bits }
}

/// `bits` by direction as bits by place in a list that holds the directions in `present` only.
fn close_up<const D: usize>(bits: u8, present: u32) -> u8 {
    let (mut out, mut k) = (0u8, 0);
    for d in 0..D {
        if present >> d & 1 == 1 {
            out |= (bits >> d & 1) << k;
            k += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use rand::RngExt;

    use super::*;
    use crate::maze::generate::rng_from_seed;
    use crate::maze::grid::{Board, HexGrid, HexShape, SquareGrid};

    /// The board's walk and the step table's on `grid` (a board `cols` x `rows`): the same
    /// passages, crossings, tunnels and draws, from several starts at several weave chances.
    fn same_as_by_steps<G: Grid>(grid: &G, (cols, rows): (u32, u32)) {
        let n = cols * rows;
        for (seed, percent, start, keep) in [(1, 100, 0, 0), (2, 50, n - 1, 0), (3, 1, n / 2, n / 3), (4, 30, 0, 7)] {
            let (start, keep) = (start.min(n - 1), keep.min(n - 1));
            let (mut fast_rng, mut slow_rng) = (rng_from_seed(seed), rng_from_seed(seed));
            let fast = match grid.board() {
                Some(Board::Hex { .. }) => backtracker_hex(grid, (cols, rows), percent, (start, keep), &mut fast_rng),
                _ => backtracker_square(grid, (cols, rows), percent, (start, keep), &mut fast_rng),
            };
            let slow = super::super::backtrack3::by_steps(grid, percent, start, keep, &mut slow_rng);
            let what = format!("{} {cols}x{rows}, {percent} %, seed {seed}, from {start}, keep {keep}", grid.name());
            assert_eq!(fast.flat.passages().collect::<Vec<_>>(), slow.flat.passages().collect::<Vec<_>>(), "{what}");
            assert_eq!(fast.crossings(), slow.crossings(), "{what}");
            assert_eq!(fast.crossing_at, slow.crossing_at, "{what}");
            assert_eq!(fast.tunnels, slow.tunnels, "{what}");
            assert_eq!(fast_rng.random::<u64>(), slow_rng.random::<u64>(), "{what}: the same draws");
            assert_eq!(fast.rule_broken(), None, "{what}");
            if n > 1 {
                assert!(fast.is_perfect(), "{what}");
            }
        }
    }

    #[test]
    fn the_hex_board_walk_makes_the_step_tables_maze() {
        let sizes = [(1, 1), (1, 5), (5, 1), (2, 2), (3, 3), (4, 7), (7, 4), (12, 9), (33, 21)];
        for (cols, rows) in sizes {
            same_as_by_steps(&HexGrid::new(HexShape::Rectangle { cols, rows }).unwrap(), (cols, rows));
        }
        // A large board weaves: the comparison saw crossings.
        let grid = HexGrid::new(HexShape::Rectangle { cols: 33, rows: 21 }).unwrap();
        assert!(backtracker_hex(&grid, (33, 21), 100, (0, 0), &mut rng_from_seed(5)).crossings().len() > 50);
    }

    #[test]
    fn the_square_board_walk_makes_the_step_tables_maze() {
        let sizes = [(1, 1), (1, 5), (5, 1), (2, 2), (3, 3), (4, 7), (7, 4), (12, 9), (33, 21), (64, 3)];
        for (cols, rows) in sizes {
            same_as_by_steps(&SquareGrid::new(cols, rows).unwrap(), (cols, rows));
        }
        let grid = SquareGrid::new(33, 21).unwrap();
        assert!(backtracker_square(&grid, (33, 21), 100, (0, 0), &mut rng_from_seed(5)).crossings().len() > 50);
    }
}
