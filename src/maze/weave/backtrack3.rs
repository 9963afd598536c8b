//! The backtracker with tunnels, third form (the mazes of codes marked `v3`): the second
//! form's walk, with a mark a cell for "a straight passage a tunnel may run under", so the
//! walk's one look at its neighbours finds every tunnel that can be dug, and a draw among
//! them is never struck off.

use rand::Rng;

use super::{Bits, Crossing, Straight, WeaveMaze};
use crate::maze::generate::grids::pick_side;
use crate::maze::generate::kit::padded::below;
use crate::maze::grid::{Board, Cells, Grid, GridMaze, IRREGULAR, NO_CELL, PagedTable, StepTable};

/// A cell's state, a byte: visited.
const SEEN: u8 = 1;
/// A cell's state: visited, and a passage a tunnel may run under (two ways
/// out, straight across each other, not crossed, not on the rim, not `keep`).
const OPEN: u8 = 3;
/// A mark in a crossing's ways: the walk never comes back to it.
const CLOSED: u16 = 1 << 15;
/// The bits of a cell's ways that are its sides.
const SIDES: u16 = CLOSED - 1;

/// A weave maze carved depth-first from `start` on `grid`, with the tunnels
/// of the other forms (under a straight passage at an angle to it, to an
/// unvisited cell beyond, never under `keep` nor a rim cell). From each cell
/// the walk looks at its neighbours once, and finds among them every
/// passage a tunnel can be dug under now: each cell holds a mark, set when
/// its second way out is straight across its first and cleared when it gets
/// a third or is crossed, and for a marked neighbour the cell beyond is
/// looked at. Where there is one, a roll of `percent` in 100 says whether to
/// dig, and a tunnel is drawn among them (none is ever struck off); else
/// the walk steps to a random unvisited neighbour. A cell is come back to
/// only when it was left with an unvisited neighbour. It weaves about as
/// densely as the other forms; the random stream differs, so the same seed
/// makes another maze. A hex board and the square grid are walked from their rows and
/// columns (`board3.rs`: the same maze), any other grid over its step table.
pub fn backtracker_v3<G: Grid, R: Rng + ?Sized>(
    grid: G,
    percent: u8,
    start: u32,
    keep: u32,
    rng: &mut R,
) -> WeaveMaze<G> {
    match grid.board() {
        Some(Board::Hex { cols, rows }) => {
            super::board3::backtracker_hex(grid, (cols, rows), percent, (start, keep), rng)
        }
        Some(Board::Square { cols, rows }) => {
            super::board3::backtracker_square(grid, (cols, rows), percent, (start, keep), rng)
        }
        _ => by_steps(grid, percent, start, keep, rng),
    }
}

/// [`backtracker_v3`] over the grid's step table (and its lists, for a cell of no class).
pub(super) fn by_steps<G: Grid, R: Rng + ?Sized>(
    grid: G,
    percent: u8,
    start: u32,
    keep: u32,
    rng: &mut R,
) -> WeaveMaze<G> {
    let n = grid.cell_count();
    let mut walk = Walk {
        cells: grid.cells(),
        table: grid.cells().step_table(),
        straight: Straight::new(&grid),
        beyond: vec![None; grid.cells().step_table().class_count()],
        rim: Bits::rim(&grid),
        keep,
        state: PagedTable::zeroed(n),
        ways: PagedTable::zeroed(n),
        tunnels: vec![0u16; n],
        crossing_at: vec![NO_CELL; n],
        made: Vec::new(),
    };
    let mut forks: Vec<u32> = Vec::new();
    walk.state[start as usize] = SEEN;
    // The cell just left for `here` (none after backing up), and whether by a tunnel.
    let (mut here, mut from, mut tunnel) = (start, NO_CELL, false);
    loop {
        let class = walk.table.class(here);
        let (fresh, under) = walk.look(&grid, class, here, from, tunnel);
        // (`below` draws exactly as `random_range(0..100u8)`, without its division.)
        let dig = under != 0 && (percent >= 100 || below(rng, 100) < usize::from(percent));
        if dig {
            let k = pick_side(under, rng);
            if fresh != 0 {
                forks.push(here);
            }
            let m = walk.dig(&grid, class, here, k);
            (here, from, tunnel) = (m.1, m.0, true);
        } else if fresh != 0 {
            let k = pick_side(fresh, rng);
            if fresh & (fresh - 1) != 0 {
                forks.push(here);
            }
            let m = walk.step(&grid, class, here, k);
            (here, from, tunnel) = (m, here, false);
        } else {
            // Back to the last fork not closed by a crossing since (a crossing gets no other way out).
            match std::iter::from_fn(|| forks.pop()).find(|&c| walk.ways[c as usize] & CLOSED == 0) {
                Some(c) => (here, from) = (c, NO_CELL),
                None => break,
            }
        }
    }
    let Walk { mut ways, tunnels, crossing_at, made, .. } = walk;
    // What is left of the ways, less the mark and the tunnels, is the ground.
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

/// The walk's state: every cell's mark and ways, and the maze's lists as they are made.
struct Walk<'a> {
    cells: &'a Cells,
    table: &'a StepTable,
    straight: Straight,
    /// For each class that has had an open cell, for each side: the step from a cell of the
    /// class to its neighbour across that side's neighbour (0 for none: the cell itself, visited).
    beyond: Vec<Option<[u32; 8]>>,
    rim: Bits,
    keep: u32,
    /// Each cell's state: 0 unvisited, [`SEEN`] or [`OPEN`] (in large pages: read at random).
    state: PagedTable<u8>,
    /// Each cell's ways out, on the ground or under a neighbour, a bit a side ([`CLOSED`] on a crossing).
    ways: PagedTable<u16>,
    tunnels: Vec<u16>,
    crossing_at: Vec<u32>,
    made: Vec<Crossing>,
}

impl Walk<'_> {
    /// Writes `c`'s way back to `from` (when it has just come from there,
    /// under a crossing if `tunnel`), and says which of its sides lead to
    /// unvisited cells and which to a passage a tunnel can be dug under now,
    /// as bits.
    #[inline(always)]
    fn look<G: Grid>(&mut self, grid: &G, class: u16, c: u32, from: u32, tunnel: bool) -> (u32, u32) {
        let (mut fresh, mut marked, mut back) = (0u32, 0u32, 0u32);
        if class != IRREGULAR {
            let steps = self.table.steps(class);
            for (k, &s) in steps.0.iter().enumerate() {
                let w = self.state[c.wrapping_add(s) as usize];
                fresh |= u32::from(w == 0) << k;
                marked |= u32::from(w >> 1) << k;
            }
            // Past the last side the step is 0, to `c` itself: visited (so never fresh), but
            // maybe open, so those places are struck off.
            marked &= !steps.places(0);
            back = steps.places(from.wrapping_sub(c));
        } else {
            for (k, &m) in self.cells.of(c).iter().enumerate() {
                let w = self.state[m as usize];
                fresh |= u32::from(w == 0) << k;
                marked |= u32::from(w >> 1) << k;
                back |= u32::from(m == from) << k;
            }
        }
        let own = &mut self.ways[c as usize];
        *own |= back as u16;
        // A passage that leads to `c` runs along `c`'s side: no tunnel under it from here.
        marked &= !u32::from(*own & SIDES);
        if tunnel {
            self.tunnels[c as usize] |= back as u16;
        }
        // A marked passage takes a tunnel from `c` when its side facing `c` has a side
        // across it and the cell beyond is unvisited.
        let mut under = 0;
        while marked != 0 {
            let k = marked.trailing_zeros();
            marked &= marked - 1;
            let m = self.neighbour(class, c, k as usize);
            let t = match self.table.class(m) {
                IRREGULAR => self.beyond(grid, m, c).map_or(m, |(_, _, t)| t),
                at => {
                    let s = self.table.steps(at).places(c.wrapping_sub(m)).trailing_zeros() & 7;
                    let beyond = self.beyond[at as usize].as_ref().expect("worked out when a cell of it was opened");
                    m.wrapping_add(beyond[s as usize])
                }
            };
            under |= u32::from(self.state[t as usize] == 0) << k;
        }
        (fresh, under)
    }

    /// The neighbour of `c` (of `class`) through its side `k`.
    #[inline(always)]
    fn neighbour(&self, class: u16, c: u32, k: usize) -> u32 {
        match class {
            IRREGULAR => self.cells.of(c)[k],
            class => c.wrapping_add(self.table.steps(class).0[k]),
        }
    }

    /// The side of `m` facing its neighbour `c`, the side across it and the cell beyond, if any.
    #[inline(always)]
    fn beyond<G: Grid>(&mut self, grid: &G, m: u32, c: u32) -> Option<(usize, usize, u32)> {
        let class = self.table.class(m);
        let word = self.straight.word(grid, class, m);
        if class == IRREGULAR {
            let s = self.cells.side(m, c)?;
            let s2 = (word >> (4 * s) & 15) as usize;
            return (s2 != 15).then(|| (s, s2, self.cells.of(m)[s2]));
        }
        let steps = self.table.steps(class);
        let s = steps.place(c.wrapping_sub(m))?;
        let s2 = (word >> (4 * s) & 15) as usize;
        (s2 != 15).then(|| (s, s2, m.wrapping_add(steps.0[s2 & 7])))
    }

    /// Opens `c`'s side `k` (to a neighbour or under it) and marks `c` a
    /// passage a tunnel may run under if its two ways out are straight.
    #[inline(always)]
    fn leave<G: Grid>(&mut self, grid: &G, class: u16, c: u32, k: usize) {
        let w = self.ways[c as usize] | 1 << k;
        self.ways[c as usize] = w;
        let one = w & w.wrapping_sub(1);
        let (a, a2) = (w.trailing_zeros(), one.trailing_zeros());
        let two = (one != 0) & (one & one.wrapping_sub(1) == 0);
        let word = self.straight.word(grid, class, c);
        let across = (word >> (4 * (a & 15)) & 15) as u32 == a2;
        let open = two & across & (c != self.keep) && !self.rim.get(c);
        if open && class != IRREGULAR && self.beyond[class as usize].is_none() {
            let steps = self.table.steps(class);
            let across = |s: usize| (word >> (4 * s) & 15) as usize;
            let beyond = std::array::from_fn(|s| if across(s) < 8 { steps.0[across(s)] } else { 0 });
            self.beyond[class as usize] = Some(beyond);
        }
        self.state[c as usize] = if open { OPEN } else { SEEN };
    }

    /// Steps from `c` through its side `k` to the unvisited cell there, which it returns.
    #[inline(always)]
    fn step<G: Grid>(&mut self, grid: &G, class: u16, c: u32, k: usize) -> u32 {
        let m = self.neighbour(class, c, k);
        self.leave(grid, class, c, k);
        self.state[m as usize] = SEEN;
        m
    }

    /// Digs from `c` through its side `k` under the passage there to the
    /// unvisited cell beyond: returns the cell crossed and the cell reached.
    fn dig<G: Grid>(&mut self, grid: &G, class: u16, c: u32, k: usize) -> (u32, u32) {
        let m = self.neighbour(class, c, k);
        let (s, s2, t) = self.beyond(grid, m, c).expect("an open passage has a side across");
        let over = self.ways[m as usize] & SIDES;
        let a = over.trailing_zeros() as u8;
        let a2 = (over & (over - 1)).trailing_zeros() as u8;
        self.crossing_at[m as usize] = self.made.len() as u32;
        self.made.push(Crossing { cell: m, over: [a, a2], under: [s as u8, s2 as u8] });
        self.ways[m as usize] |= CLOSED;
        self.state[m as usize] = SEEN;
        self.leave(grid, class, c, k);
        self.tunnels[c as usize] |= 1 << k;
        self.state[t as usize] = SEEN;
        (m, t)
    }
}
