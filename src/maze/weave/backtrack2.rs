//! The backtracker with tunnels, second form (the mazes of codes marked `v2`): the flat
//! backtracker's walk over the step table, backing up to the cells left with a choice only,
//! and rolling the weave chance only where a tunnel could be dug.

use rand::Rng;

use super::{Bits, Crossing, Straight, WeaveMaze, side_to};
use crate::maze::generate::grids::pick_side;
use crate::maze::generate::kit::padded::below;
use crate::maze::grid::{Cells, Grid, GridMaze, IRREGULAR, NO_CELL, StepTable};

/// A mark in a visited cell's ways (so a cell's ways are 0 until it is visited).
const SEEN: u16 = 1 << 14;
/// A mark in a crossing's ways: with it a cell has four marks, so it is never
/// taken for a straight passage to dig under again.
const CLOSED: u16 = 1 << 15;
/// The bits of a cell's ways that are its sides.
const SIDES: u16 = SEEN - 1;

/// A weave maze carved depth-first from `start` on `grid`, with the same
/// tunnels as [`backtracker`](super::backtracker) (under a straight passage
/// at an angle to it, to an unvisited cell beyond, never under `keep` nor a
/// rim cell), drawn in another way: from each cell the walk looks at its
/// neighbours once; where one of them is a passage a tunnel could run
/// under, a roll of `percent` in 100 says whether to dig. If so a tunnel is
/// drawn among those passages (one that cannot be dug struck off and the
/// draw made again, so only the tunnel drawn is looked at) and taken if one
/// can be; else the walk steps to a random unvisited neighbour. A cell is
/// come back to only when it was left with an unvisited neighbour (the flat
/// walk's forks). It weaves about as densely as the first form, at a third
/// to half of its cost; the random stream differs, so the same seed makes
/// another maze.
pub fn backtracker_v2<G: Grid, R: Rng + ?Sized>(
    grid: G,
    percent: u8,
    start: u32,
    keep: u32,
    rng: &mut R,
) -> WeaveMaze<G> {
    let n = grid.cell_count();
    let cells = grid.cells();
    let table = cells.step_table();
    let mut ways = vec![0u16; n];
    let mut tunnels = vec![0u16; n];
    let mut crossing_at = vec![NO_CELL; n];
    let mut straight = Straight::new(&grid);
    let rim = Bits::rim(&grid);
    let mut made: Vec<Crossing> = Vec::new();
    let mut forks: Vec<u32> = Vec::new();
    ways[start as usize] = SEEN;
    let mut here = start;
    loop {
        let class = table.class(here);
        let (fresh, mut under) = look(cells, table, class, &ways, here);
        // (`below` draws exactly as `random_range(0..100u8)`, without its division.)
        if under != 0 && percent < 100 && below(rng, 100) >= usize::from(percent) {
            under = 0;
        }
        // With the roll, a tunnel first: one drawn among the passages to dig under, and one
        // that cannot be dug struck off and the draw made again. Else an unvisited neighbour.
        let (mut dug, mut step) = (None, 0);
        while under != 0 {
            let k = pick_side(under, rng);
            let m = neighbour(cells, table, class, here, k);
            dug = dig(&grid, table, &mut straight, (&rim, &ways), (here, k, m), keep);
            if dug.is_some() {
                break;
            }
            under &= !(1 << k);
        }
        let left = if dug.is_some() { under } else { fresh };
        if dug.is_none() && fresh != 0 {
            step = pick_side(fresh, rng);
        }
        if left == 0 {
            // Back to the last fork not closed by a crossing since (a crossing gets no other way out).
            match std::iter::from_fn(|| forks.pop()).find(|&c| ways[c as usize] & CLOSED == 0) {
                Some(c) => here = c,
                None => break,
            }
            continue;
        }
        // A fork: an unvisited neighbour is left for later (a tunnel left is let go).
        if fresh & !(1 << step) != 0 || (dug.is_some() && fresh != 0) {
            forks.push(here);
        }
        match dug {
            None => {
                let k = step;
                let m = neighbour(cells, table, class, here, k);
                let back = side_to(cells, table, m, here).expect("neighbours are symmetric");
                ways[here as usize] |= 1 << k;
                ways[m as usize] |= SEEN | 1 << back;
                here = m;
            }
            Some((k, s, s2, t)) => {
                let m = neighbour(cells, table, class, here, k as usize);
                let over = ways[m as usize] & SIDES;
                let a = over.trailing_zeros() as u8;
                let a2 = (over & (over - 1)).trailing_zeros() as u8;
                crossing_at[m as usize] = made.len() as u32;
                made.push(Crossing { cell: m, over: [a, a2], under: [s, s2] });
                ways[m as usize] |= CLOSED;
                let back = side_to(cells, table, t, m).expect("neighbours are symmetric");
                ways[here as usize] |= 1 << k;
                ways[t as usize] |= SEEN | 1 << back;
                tunnels[here as usize] |= 1 << k;
                tunnels[t as usize] |= 1 << back;
                here = t;
            }
        }
    }
    // What is left of the ways, less the marks and the tunnels, is the ground.
    for (w, t) in ways.iter_mut().zip(&tunnels) {
        *w &= SIDES & !t;
    }
    let mut flat = GridMaze::walled(grid);
    {
        let (cells, mut open) = flat.carving();
        open.open_marked(cells, &ways);
    }
    WeaveMaze { flat, crossings: made, crossing_at, tunnels }
}

/// Whether a cell's ways hold three marks: visited with two ways out and no
/// crossing (a passage a tunnel may run under). The same as
/// `w.count_ones() == 3`, without a count (no `popcnt` in the base x86-64
/// instruction set, where a count is a dozen instructions): the two lowest
/// marks struck off leave exactly one.
#[inline(always)]
fn three_marks(w: u16) -> bool {
    let one = w & w.wrapping_sub(1);
    let two = one & one.wrapping_sub(1);
    // `&`, not `&&`: no branch on a neighbour's state, which the walk cannot foresee.
    (two != 0) & (two & two.wrapping_sub(1) == 0)
}

/// The sides of `c` (of `class` in the step table) towards unvisited cells,
/// and towards visited cells with two ways out and no crossing (three marks:
/// a passage a tunnel may run under), as bits.
#[inline(always)]
fn look(cells: &Cells, table: &StepTable, class: u16, ways: &[u16], c: u32) -> (u32, u32) {
    let (mut fresh, mut under) = (0u32, 0u32);
    if class != IRREGULAR {
        let steps = table.steps(class);
        for (k, &s) in steps.0.iter().enumerate() {
            // Past the last side the step is 0, to `c` itself: visited, and never three marks
            // (a cell being scanned is no crossing, and a crossing is closed).
            if s == 0 {
                break;
            }
            let w = ways[c.wrapping_add(s) as usize];
            fresh |= u32::from(w == 0) << k;
            under |= u32::from(three_marks(w)) << k;
        }
    } else {
        for (k, &m) in cells.of(c).iter().enumerate() {
            let w = ways[m as usize];
            fresh |= u32::from(w == 0) << k;
            under |= u32::from(three_marks(w)) << k;
        }
    }
    (fresh, under)
}

/// The neighbour of `c` (of `class`) through its side `k`, from its class's steps where it has one.
#[inline(always)]
fn neighbour(cells: &Cells, table: &StepTable, class: u16, c: u32, k: usize) -> u32 {
    match class {
        IRREGULAR => cells.of(c)[k],
        class => c.wrapping_add(table.steps(class).0[k]),
    }
}

/// The tunnel from `c` through its side `k` under `m`, as `(k, the side of
/// m facing c, the side across it, the cell beyond)`, when one may be dug.
#[inline]
fn dig<G: Grid>(
    grid: &G,
    table: &StepTable,
    straight: &mut Straight,
    (rim, ways): (&Bits, &[u16]),
    (c, k, m): (u32, usize, u32),
    keep: u32,
) -> Option<(u8, u8, u8, u32)> {
    let w = ways[m as usize] & SIDES;
    let (a, a2) = (w.trailing_zeros() as usize, (w & (w - 1)).trailing_zeros() as usize);
    // `m`'s class once, for the side facing `c`, the straight ways through `m` and the cell beyond.
    let class = table.class(m);
    // Nibble `x` of the word: the side across side `x` (15 for none; `a` is under 14).
    let word = straight.word(grid, class, m);
    let across = |x: usize| (word >> (4 * x) & 15) as usize;
    if class == IRREGULAR {
        let cells = grid.cells();
        let s = cells.side(m, c)?;
        if m == keep || s == a || s == a2 || across(a) != a2 {
            return None;
        }
        let s2 = across(s);
        if s2 == 15 {
            return None;
        }
        let t = cells.of(m)[s2];
        return (ways[t as usize] == 0 && !rim.get(m)).then_some((k as u8, s as u8, s2 as u8, t));
    }
    // A cell of a class: every test made and the answers joined, with no branch between them
    // (each is a coin the walk cannot foresee). A place past the steps reads step 7, a
    // real step or 0, so the cell beyond is a cell either way, and the answer says no.
    let steps = table.steps(class);
    let at = steps.places(c.wrapping_sub(m));
    let s = (at.trailing_zeros() & 7) as usize;
    let s2 = across(s);
    let t = m.wrapping_add(steps.0[s2 & 7]);
    let ok = (m != keep)
        & (at != 0)
        & (s != a)
        & (s != a2)
        & (across(a) == a2)
        & (s2 != 15)
        & (ways[t as usize] == 0)
        & !rim.get(m);
    ok.then_some((k as u8, s as u8, s2 as u8, t))
}
