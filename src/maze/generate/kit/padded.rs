//! A visited bit per cell with a ring of always-set bits around the board, for
//! the generators that walk from cell to neighbouring cell: asking which
//! neighbours are still unvisited needs no bounds checks and no division, and
//! each cell is carried as its bit number and its tile index side by side.

use rand::Rng;

use super::cells::{Bits, FastDiv, open_wall};
use crate::maze::grid::{Maze, Tile};
use crate::maze::mask::Mask;
use crate::maze::recorder::Recorder;

/// A cell: its bit number in [`Padded`] and its tile index on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cell {
    pub bit: u32,
    pub tile: u32,
}

/// Visited bits over the cells plus a border ring, and the board to carve.
pub(crate) struct Padded<'a, Rec: Recorder + ?Sized> {
    tiles: &'a mut [Tile],
    rec: &'a mut Rec,
    width: usize,
    /// Bits a row: cells across plus one on each side.
    stride: usize,
    /// Set for visited cells and for the ring around the board.
    blocked: Bits,
    /// Bit-number steps, in direction order.
    bit_step: [usize; 4],
    /// Tile-index steps to the neighbouring cell, in direction order
    /// (directions are numbered up, down, left, right, as the generators list
    /// neighbours, as in [`Dir::ALL`](crate::maze::grid::Dir::ALL); `d ^ 1` is the opposite of `d`).
    tile_step: [usize; 4],
    /// Tile-index steps to the wall between, in direction order.
    wall_step: [usize; 4],
    /// Cells across.
    pub cols: usize,
    /// Cells down.
    pub rows: usize,
    /// When carving is deferred (see [`Padded::deferred`]): two bits a bit
    /// number, the direction each visited cell was carved in from; empty
    /// when tiles are written as the carving goes.
    links: Vec<u64>,
    /// The bit number of the one cell visited without a link (deferred carving).
    root: u32,
    /// Division by `stride`, to find a cell's tile from its bit number.
    by_stride: FastDiv,
    /// The mask whose outside cells are marked visited (see [`Padded::shaped`]).
    mask: Option<&'a Mask>,
}

impl<'a, Rec: Recorder + ?Sized> Padded<'a, Rec> {
    /// A view of the walled `maze` with no cell visited.
    pub(crate) fn new(maze: &'a mut Maze, rec: &'a mut Rec) -> Self {
        let (cols, rows, width) = (maze.cell_columns(), maze.cell_rows(), maze.width());
        let stride = cols + 2;
        let mut blocked = Bits::new(stride * (rows + 2));
        for x in 0..stride {
            blocked.set(x);
            blocked.set((rows + 1) * stride + x);
        }
        for y in 1..=rows {
            blocked.set(y * stride);
            blocked.set(y * stride + cols + 1);
        }
        let neg = |n: usize| n.wrapping_neg();
        Self {
            tiles: maze.tiles_mut(),
            rec,
            width,
            stride,
            blocked,
            bit_step: [neg(stride), stride, neg(1), 1],
            tile_step: [neg(2 * width), 2 * width, neg(2), 2],
            wall_step: [neg(width), width, neg(1), 1],
            cols,
            rows,
            links: Vec::new(),
            root: u32::MAX,
            by_stride: FastDiv::new(stride),
            mask: None,
        }
    }

    /// Like [`Padded::new`], but when `rec` keeps no steps the tiles are only
    /// written when the view is dropped, in one pass in board order: each
    /// carve then sets two bits in an array a sixteenth the size of the board
    /// instead of two tiles at random places in it. For generators that jump
    /// about the board and visit exactly one cell without carving to it.
    pub(crate) fn deferred(maze: &'a mut Maze, rec: &'a mut Rec) -> Self {
        let mut g = Self::new(maze, rec);
        if !g.rec.keeps_steps() {
            g.links = vec![0; (g.stride * (g.rows + 2)).div_ceil(32)];
        }
        g
    }

    /// The view for a depth-first walk, which carves next door, where the
    /// tiles are usually in cache, so it writes them as it goes: except on a
    /// board of more than [`DEFER_WALK_ABOVE`] tiles, where next door is a
    /// cache miss too, and deferring the tiles (see [`Padded::deferred`])
    /// measured about 8% faster at 1000 × 1000 cells (4 MB of tiles) but
    /// slower at 300 × 300 (360 KB).
    pub(crate) fn for_walk(maze: &'a mut Maze, rec: &'a mut Rec) -> Self {
        if maze.width() * maze.height() > DEFER_WALK_ABOVE { Self::deferred(maze, rec) } else { Self::new(maze, rec) }
    }

    /// The view with every cell outside `mask` (of this board's cells)
    /// marked visited without being opened, so that no walk enters one: as
    /// the ring round the board, the walks need no other check. Deferred
    /// carving writes only the cells inside.
    pub(crate) fn shaped(mut self, mask: &'a Mask) -> Self {
        assert_eq!((mask.cols(), mask.rows()), (self.cols, self.rows), "a mask for another board");
        self.mark_outside(mask, true);
        self.mask = Some(mask);
        self
    }

    /// Sets (or clears) the visited bits of the cells outside `mask`.
    fn mark_outside(&mut self, mask: &Mask, set: bool) {
        for (cy, row) in mask.cells().chunks_exact(self.cols).enumerate() {
            if mask.row_is_whole(cy) {
                continue;
            }
            let first = self.at(0, cy).bit as usize;
            for (cx, _) in row.iter().enumerate().filter(|&(_, &inside)| !inside) {
                if set {
                    self.blocked.set(first + cx);
                } else {
                    self.blocked.clear(first + cx);
                }
            }
        }
    }

    /// The cell at column `cx`, row `cy`.
    #[inline]
    pub(crate) fn at(&self, cx: usize, cy: usize) -> Cell {
        Cell { bit: ((cy + 1) * self.stride + cx + 1) as u32, tile: ((2 * cy + 1) * self.width + 2 * cx + 1) as u32 }
    }

    /// The cell with bit number `bit`, for generators that keep only bit
    /// numbers (half the memory). Deferred carving never reads a cell's tile,
    /// so there it is left out rather than worked out.
    #[inline(always)]
    pub(crate) fn cell(&self, bit: u32) -> Cell {
        if !self.links.is_empty() {
            return Cell { bit, tile: 0 };
        }
        let (y, x) = self.by_stride.div_rem(bit as usize);
        Cell { bit, tile: ((2 * y - 1) * self.width + 2 * x - 1) as u32 }
    }

    /// The neighbour of `c` in direction `d` (which must exist).
    #[inline(always)]
    pub(crate) fn step(&self, c: Cell, d: usize) -> Cell {
        Cell {
            bit: (c.bit as usize).wrapping_add(self.bit_step[d]) as u32,
            tile: (c.tile as usize).wrapping_add(self.tile_step[d]) as u32,
        }
    }

    /// The visited flags of up to 64 cells from bit number `bit` on (see
    /// [`Cell::bit`]), bit `i` for the cell `i` columns further right; the
    /// ring around the board counts as visited.
    #[inline(always)]
    pub(crate) fn visited_run(&self, bit: usize) -> u64 {
        self.blocked.window(bit)
    }

    /// Bits a row of [`Padded::visited_run`]: one row down is this much further.
    pub(crate) fn stride(&self) -> usize {
        self.stride
    }

    /// The unvisited neighbours of `c` as a mask, bit `d` for direction `d`.
    #[inline(always)]
    pub(crate) fn fresh(&self, c: Cell) -> u32 {
        self.fresh_at(c.bit as usize) as u32
    }

    /// [`Padded::fresh`] of the cell with bit number `b`.
    #[inline(always)]
    fn fresh_at(&self, b: usize) -> usize {
        let free = |i: usize| usize::from(!self.blocked.get(i));
        free(b - self.stride) | free(b + self.stride) << 1 | free(b - 1) << 2 | free(b + 1) << 3
    }

    /// Marks `c` visited and opens it.
    #[inline(always)]
    pub(crate) fn visit(&mut self, c: Cell) {
        self.blocked.set(c.bit as usize);
        if self.links.is_empty() {
            open_wall(self.tiles, self.rec, self.width, c.tile as usize);
        } else {
            debug_assert_eq!(self.root, u32::MAX, "deferred carving visits one cell without a link");
            self.root = c.bit;
        }
    }

    /// Opens the wall from visited `c` in direction `d` and visits the cell
    /// there, which it returns.
    #[inline(always)]
    pub(crate) fn carve(&mut self, c: Cell, d: usize) -> Cell {
        let next = self.step(c, d);
        self.carve_into(next, d);
        next
    }

    /// Visits `next`, reached going `d` from a visited neighbour, and opens
    /// the wall between (in that order: wall, then cell).
    #[inline(always)]
    fn carve_into(&mut self, next: Cell, d: usize) {
        if self.links.is_empty() {
            // Reached going `d`, so the wall lies the opposite way.
            let wall = (next.tile as usize).wrapping_add(self.wall_step[d ^ 1]);
            open_wall(self.tiles, self.rec, self.width, wall);
            self.visit(next);
        } else {
            let b = next.bit as usize;
            self.blocked.set(b);
            self.links[b / 32] |= (d as u64) << (2 * (b % 32));
        }
    }
}

impl<Rec: Recorder + ?Sized> Drop for Padded<'_, Rec> {
    /// Writes the deferred carving: every visited cell, and the wall it was
    /// carved in through.
    fn drop(&mut self) {
        if self.links.is_empty() {
            return;
        }
        // The cells outside a mask were never visited.
        if let Some(mask) = self.mask {
            self.mark_outside(mask, false);
        }
        for cy in 0..self.rows {
            let first = self.at(0, cy);
            let (mut bit, mut tile) = (first.bit as usize, first.tile as usize);
            for _ in 0..self.cols {
                if self.blocked.get(bit) {
                    self.tiles[tile] = Tile::Floor;
                    if bit != self.root as usize {
                        let d = (self.links[bit / 32] >> (2 * (bit % 32))) as usize & 3;
                        // Carved in going `d`, so the wall lies the opposite way.
                        self.tiles[tile.wrapping_add(self.wall_step[d ^ 1])] = Tile::Floor;
                    }
                }
                bit += 1;
                tile += 2;
            }
        }
    }
}

/// Tiles on a board above which a depth-first walk defers writing them
/// ([`Padded::for_walk`]): 2 MiB, about 724 × 724 cells.
pub(crate) const DEFER_WALK_ABOVE: usize = 1 << 21;

/// For each mask of four directions: how many are set (bits 0–2), then the
/// `k`-th set direction in direction order at bits `4 + 2k` (a table: no
/// population count, which baseline x86-64 has no instruction for). The
/// pickers go through [`CHOSEN`], made from it.
const PICK: [u16; 16] = {
    let mut table = [0; 16];
    let mut mask = 0;
    while mask < 16 {
        let (mut d, mut k) = (0, 0);
        while d < 4 {
            if mask >> d & 1 == 1 {
                table[mask] |= (d as u16) << (4 + 2 * k);
                k += 1;
            }
            d += 1;
        }
        table[mask] |= k as u16;
        mask += 1;
    }
    table
};

/// Exactly `rng.random_range(0..n)` for `n` from 1 to 2³² - 1 (the same value
/// and the same draws from `rng`), but always inlined: rand's version is a
/// call in the generators' hot loops. Like rand for a range that fits in 32
/// bits (its `UniformUsize` samples those as `u32`), it is Lemire's
/// multiply with Canon's one-extra-draw correction (rand's default, biased
/// by at most 1 in 2⁹⁶). (It is [`below_drawn`] written out: calling that,
/// inlined though it is, changed recursive division's registers and cost
/// it 3%.)
#[inline(always)]
pub(crate) fn below<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    debug_assert!(n >= 1 && n <= u32::MAX as usize, "range 0..{n}");
    let range = u64::from(n as u32);
    let m = u64::from(rng.next_u32()) * range;
    let (mut result, low) = (m >> 32, m as u32);
    if low > (n as u32).wrapping_neg() {
        let high = (u64::from(rng.next_u32()) * range) >> 32;
        result += u64::from(low.checked_add(high as u32).is_none());
    }
    result as usize
}

/// [`below`]`(rng, n)` when its first draw, `x`, has been taken already:
/// the same value and the same further draws (there is one more only when
/// `n` is not a power of two, about `n` times in 2³²).
#[inline(always)]
pub(crate) fn below_drawn<R: Rng + ?Sized>(x: u32, rng: &mut R, n: usize) -> usize {
    debug_assert!(n >= 1 && n <= u32::MAX as usize, "range 0..{n}");
    let range = u64::from(n as u32);
    let m = u64::from(x) * range;
    let (mut result, low) = (m >> 32, m as u32);
    if low > (n as u32).wrapping_neg() {
        let high = (u64::from(rng.next_u32()) * range) >> 32;
        result += u64::from(low.checked_add(high as u32).is_none());
    }
    result as usize
}

/// One of the set bits of `mask` (not empty), uniformly, in the generators'
/// way: the `k`-th in direction order for `k` drawn from `0..count` (no draw
/// when there is only one).
///
/// Through [`CHOSEN`], as [`depth_first`] does: the table load waits only on
/// `mask`, not on the draw's multiplication by the count.
#[inline(always)]
pub(crate) fn pick_dir<R: Rng + ?Sized>(rng: &mut R, mask: u32) -> usize {
    let mask = mask as usize & 15;
    let at = if mask & mask.wrapping_sub(1) != 0 { choices(rng, mask) } else { 0 };
    chosen(mask, at)
}

/// One 64-bit draw that a step takes all its choices from, so that every step
/// draws once, whatever it finds. Where a step draws a direction only when
/// it has a choice, the next step's draws wait on this step's reads from the
/// board (or on a guess about them, which fails about a third of the time);
/// with one draw a step the processor works out the next pick ahead.
///
/// A choice of `n` takes the high half of the bits times `n` and leaves the
/// low half for the next choice. Each is uniform to within `n` times the
/// ranges before it in 2⁶⁴: for the ranges a step uses (a hundred, a list of
/// cells, four ways) less than one in a billion.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Draw(u64);

impl Draw {
    /// A fresh draw from `rng`.
    #[inline(always)]
    pub(crate) fn new<R: Rng + ?Sized>(rng: &mut R) -> Self {
        Self(rng.next_u64())
    }

    /// A number below `n` (at least 1), and the bits left for the next choice.
    #[inline(always)]
    pub(crate) fn below(self, n: usize) -> (usize, Self) {
        let m = u128::from(self.0) * n as u128;
        ((m >> 64) as usize, Self(m as u64))
    }

    /// One of the set bits of `mask` (not empty), uniformly, through
    /// [`CHOSEN`]: the choices for 2, 3 and 4 ways are all taken from the same
    /// bits, as only one of them is used.
    #[inline(always)]
    pub(crate) fn dir(self, mask: u32) -> usize {
        let x = self.0;
        let k3 = ((u128::from(x) * 3) >> 64) as usize;
        chosen(mask as usize & 15, choice_at((x >> 63) as usize, k3, (x >> 62) as usize))
    }
}

/// Where in a row of [`CHOSEN`] the choices `k2`, `k3` and `k4` for 2, 3
/// and 4 directions lie.
#[inline(always)]
const fn choice_at(k2: usize, k3: usize, k4: usize) -> usize {
    k2 * 12 + k3 * 4 + k4
}

/// The direction [`CHOSEN`] gives for `mask` and the choices at `at`.
#[inline(always)]
fn chosen(mask: usize, at: usize) -> usize {
    usize::from(CHOSEN[mask * 24 + at])
}

/// For each mask of four directions and each triple `(k2, k3, k4)` of
/// choices for when 2, 3 or 4 directions are set, at `mask * 24 +`
/// [`choice_at`]`(k2, k3, k4)`: the `k`-th set direction in direction order,
/// for `k` the choice for the number set.
const CHOSEN: [u8; 384] = {
    let mut table = [0; 384];
    let mut i = 0;
    while i < 384 {
        let (mask, k2, k3, k4) = (i / 24, i % 24 / 12, i % 12 / 4, i % 4);
        let entry = PICK[mask];
        let k = match entry & 7 {
            2 => k2,
            3 => k3,
            4 => k4,
            _ => 0,
        };
        table[i] = (entry >> (4 + 2 * k) & 3) as u8;
        i += 1;
    }
    table
};

/// Where in a row of [`CHOSEN`] the choices lie for 2, 3 and 4 directions
/// when `rng`'s next draw is `r` (drawn here): `below(rng, n)` for each `n`.
/// Only a choice of three can need a second draw (2 times in 2³², when the
/// low half of `3r` lies above `2³² - 3`), and it is made only if `mask` has
/// three directions, as `below` would.
#[inline(always)]
fn choices<R: Rng + ?Sized>(rng: &mut R, mask: usize) -> usize {
    let r = rng.next_u32();
    let m3 = u64::from(r) * 3;
    let mut k3 = (m3 >> 32) as usize;
    if m3 as u32 > u32::MAX - 2 && PICK[mask] & 7 == 3 {
        let high = ((u64::from(rng.next_u32()) * 3) >> 32) as u32;
        k3 += usize::from((m3 as u32).checked_add(high).is_none());
    }
    choice_at((r >> 31) as usize, k3, (r >> 30) as usize)
}

/// Depth-first carving from `start` (already visited): step to a random
/// unvisited neighbour, back up when there is none.
///
/// Backing up one cell at a time would ask every cell on the way back for
/// unvisited neighbours, but a cell left with only one (the one taken) has
/// none when the walk comes back: neighbours never become unvisited. So only
/// the cells left with a choice are kept on a stack, and a dead end jumps
/// straight back to the latest of them. The cells asked, and so the maze and
/// the draws from `rng`, are exactly those of the cell-by-cell walk back, at
/// about half the steps.
///
/// Each step waits on the one before, so the loop keeps the chain from one
/// cell to the next short: the draw is turned into choices for every number
/// of ways on before the way count is known, and one load from a table
/// indexed by the unvisited-neighbour mask and those choices gives the step
/// to the next cell ([`CHOSEN`]); the next cell's neighbours are read before
/// it is marked visited, so those reads need not wait for that write. About
/// 15% faster at 1000 × 1000 cells than drawing `k` from the count of ways
/// and looking up the `k`-th, then the step to it.
pub(crate) fn depth_first<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Padded<'_, Rec>, start: Cell, rng: &mut R) {
    // Each entry: the bit-number step to the chosen neighbour, shifted left
    // two, with the direction in the low two bits. Rows of 32 so that
    // masking the index proves it in bounds.
    let mut chosen = [[0i64; 32]; 16];
    for (i, &d) in CHOSEN.iter().enumerate() {
        chosen[i / 24][i % 24] = (g.bit_step[usize::from(d)] as i64) << 2 | i64::from(d);
    }
    // Cells left with a choice, `top` of them: a push always writes and
    // only counts when the cell had a choice, so it needs no branch.
    let mut forks = vec![0u32; 1024];
    let mut top = 0usize;
    let mut here = start.bit as usize;
    let mut fresh = g.fresh_at(here);
    loop {
        if fresh == 0 {
            let Some(t) = top.checked_sub(1) else { break };
            top = t;
            here = forks[top] as usize;
            fresh = g.fresh_at(here);
            continue;
        }
        let choice = fresh & (fresh - 1) != 0;
        forks[top] = here as u32;
        top += usize::from(choice);
        if top == forks.len() {
            forks.resize(2 * top, 0);
        }
        let at = if choice { choices(rng, fresh) } else { 0 };
        let e = chosen[fresh & 15][at & 31];
        let d = (e & 3) as usize;
        let next = (here as i64 + (e >> 2)) as usize;
        fresh = g.fresh_at(next);
        g.carve_into(g.cell(next as u32), d);
        here = next;
    }
}

#[cfg(test)]
#[path = "padded_tests.rs"]
mod tests;
