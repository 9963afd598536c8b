//! A visited bit per cell with a ring of always-set bits around the board, for
//! the generators that walk from cell to neighbouring cell: asking which
//! neighbours are still unvisited needs no bounds checks and no division, and
//! each cell is carried as its bit number and its tile index side by side.

use rand::{Rng, RngExt};

use super::Recorder;
use super::cells::Bits;
use crate::maze::grid::{Maze, Tile};

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
    /// neighbours; `d ^ 1` is the opposite of `d`).
    tile_step: [usize; 4],
    /// Tile-index steps to the wall between, in direction order.
    wall_step: [usize; 4],
    /// Cells across.
    pub cols: usize,
    /// Cells down.
    pub rows: usize,
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
        }
    }

    /// The cell at column `cx`, row `cy`.
    #[inline]
    pub(crate) fn at(&self, cx: usize, cy: usize) -> Cell {
        Cell { bit: ((cy + 1) * self.stride + cx + 1) as u32, tile: ((2 * cy + 1) * self.width + 2 * cx + 1) as u32 }
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
        let b = c.bit as usize;
        let free = |i: usize| u32::from(!self.blocked.get(i));
        free(b - self.stride) | free(b + self.stride) << 1 | free(b - 1) << 2 | free(b + 1) << 3
    }

    /// Opens one wall tile.
    #[inline(always)]
    fn open_tile(&mut self, i: usize) {
        debug_assert_eq!(self.tiles[i], Tile::Wall, "opening tile {i} twice");
        self.tiles[i] = Tile::Floor;
        self.rec.record_index(i, self.width, Tile::Floor);
    }

    /// Marks `c` visited and opens it.
    #[inline(always)]
    pub(crate) fn visit(&mut self, c: Cell) {
        self.blocked.set(c.bit as usize);
        self.open_tile(c.tile as usize);
    }

    /// Opens the wall from visited `c` in direction `d` and visits the cell
    /// there, which it returns.
    #[inline(always)]
    pub(crate) fn carve(&mut self, c: Cell, d: usize) -> Cell {
        let next = self.step(c, d);
        self.open_tile((c.tile as usize).wrapping_add(self.wall_step[d]));
        self.visit(next);
        next
    }
}

/// For each mask of four directions and each `k`, the `k`-th set bit of the
/// mask in direction order (a table, so choosing costs no unpredictable branch).
const NTH_DIR: [[u8; 4]; 16] = {
    let mut table = [[0; 4]; 16];
    let mut mask = 0;
    while mask < 16 {
        let (mut d, mut k) = (0, 0);
        while d < 4 {
            if mask >> d & 1 == 1 {
                table[mask][k] = d as u8;
                k += 1;
            }
            d += 1;
        }
        mask += 1;
    }
    table
};

/// One of the set bits of `mask` (not empty), uniformly, in the generators'
/// way: the `k`-th in direction order for `k` drawn from `0..count` (no draw
/// when there is only one).
#[inline(always)]
pub(crate) fn pick_dir<R: Rng + ?Sized>(rng: &mut R, mask: u32) -> usize {
    let n = mask.count_ones() as usize;
    let k = if n > 1 { rng.random_range(0..n) } else { 0 };
    usize::from(NTH_DIR[mask as usize & 15][k & 3])
}

/// Depth-first carving from `start` (already visited): step to a random
/// unvisited neighbour, back up when there is none. The path back is kept
/// as one byte (the direction taken) per step.
pub(crate) fn depth_first<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Padded<'_, Rec>, start: Cell, rng: &mut R) {
    let mut path: Vec<u8> = Vec::with_capacity(g.cols * g.rows / 4 + 16);
    let mut here = start;
    loop {
        let fresh = g.fresh(here);
        if fresh == 0 {
            let Some(d) = path.pop() else { break };
            here = g.step(here, usize::from(d) ^ 1);
            continue;
        }
        let d = pick_dir(rng, fresh);
        here = g.carve(here, d);
        path.push(d as u8);
    }
}
