//! The cell view of a board that the cell-carving generators share: cell
//! `(cx, cy)` is tile `(2cx+1, 2cy+1)`, and linking two neighbouring cells
//! opens both and the wall tile between them.
//!
//! Generators call these in their inner loops, so the view keeps a flag per
//! cell (a byte for every four tiles, freed when done) for "is it open" and
//! works on flat tile indices.

use rand::{Rng, RngExt};

use crate::maze::grid::{Dir, Maze, Pos, Tile};
use crate::maze::recorder::Recorder;

/// Up to four neighbouring cells.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Near {
    cells: [usize; 4],
    len: usize,
}

impl Near {
    pub(crate) fn push(&mut self, c: usize) {
        self.cells[self.len] = c;
        self.len += 1;
    }

    pub(crate) fn as_slice(&self) -> &[usize] {
        &self.cells[..self.len]
    }

    /// A uniformly chosen member; draws from `rng` only when there is a choice.
    pub(crate) fn pick<R: Rng + ?Sized>(&self, rng: &mut R) -> usize {
        pick(rng, self.as_slice())
    }
}

/// A uniformly chosen member of a non-empty slice; draws from `rng` only when there is a choice.
pub(crate) fn pick<R: Rng + ?Sized>(rng: &mut R, items: &[usize]) -> usize {
    if items.len() == 1 { items[0] } else { items[rng.random_range(0..items.len())] }
}

/// Division by a fixed divisor through one multiplication (Lemire, Kaser and
/// Kurz, "Faster remainder by direct computation", 2019): exact for every
/// dividend below 2³², which covers every cell and tile index of a board.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FastDiv {
    divisor: u64,
    magic: u64,
}

impl FastDiv {
    /// Division by `divisor` (at least 1).
    pub(crate) fn new(divisor: usize) -> Self {
        assert!(divisor >= 1 && divisor <= u32::MAX as usize, "divisor {divisor} out of range");
        // ceil(2^64 / divisor); for divisor 1 that is 2^64, which wraps to 0 and is special-cased.
        Self { divisor: divisor as u64, magic: (u64::MAX / divisor as u64).wrapping_add(1) }
    }

    /// `(n / divisor, n % divisor)` for `n` below 2³².
    #[inline(always)]
    pub(crate) fn div_rem(self, n: usize) -> (usize, usize) {
        debug_assert!(n <= u32::MAX as usize);
        let q = if self.magic == 0 { n as u64 } else { ((u128::from(self.magic) * n as u128) >> 64) as u64 };
        (q as usize, (n as u64 - q * self.divisor) as usize)
    }
}

/// One bit per item, all clear at first.
#[derive(Clone, Debug)]
pub(crate) struct Bits {
    words: Vec<u64>,
}

impl Bits {
    /// `len` clear bits.
    pub(crate) fn new(len: usize) -> Self {
        Self { words: vec![0; len.div_ceil(64)] }
    }

    /// Whether bit `i` is set.
    #[inline(always)]
    pub(crate) fn get(&self, i: usize) -> bool {
        self.words[i / 64] >> (i % 64) & 1 == 1
    }

    /// The 64 bits from bit `i` on (bit `i` lowest); bits past the end are clear.
    #[inline(always)]
    pub(crate) fn window(&self, i: usize) -> u64 {
        let (w, shift) = (i / 64, i % 64);
        let low = self.words[w] >> shift;
        if shift == 0 { low } else { low | self.words.get(w + 1).map_or(0, |&high| high << (64 - shift)) }
    }

    /// Sets bit `i`.
    #[inline(always)]
    pub(crate) fn set(&mut self, i: usize) {
        self.words[i / 64] |= 1 << (i % 64);
    }

    /// Clears bit `i`.
    pub(crate) fn clear(&mut self, i: usize) {
        self.words[i / 64] &= !(1 << (i % 64));
    }
}

/// Opens tile `i` of a board `width` tiles wide, known to be wall, without
/// reading it first (on a large board the read would be a cache miss the
/// write does not wait for), and tells `rec`.
#[inline(always)]
pub(crate) fn open_wall<Rec: Recorder + ?Sized>(tiles: &mut [Tile], rec: &mut Rec, width: usize, i: usize) {
    debug_assert_eq!(tiles[i], Tile::Wall, "opening tile {i} twice");
    tiles[i] = Tile::Floor;
    rec.record_index(i, width, Tile::Floor);
}

/// A board seen as cells, carving through a recorder.
pub(crate) struct Cells<'a, Rec: Recorder + ?Sized> {
    tiles: &'a mut [Tile],
    rec: &'a mut Rec,
    /// Board width in tiles.
    width: usize,
    /// Whether each cell is open, a bit per cell (a 1000 × 1000-cell board
    /// needs 125 KB, which stays in the processor's cache).
    open: Bits,
    /// Division by `cols`, to find a cell's column and row.
    by_cols: FastDiv,
    /// Cells across.
    pub cols: usize,
    /// Cells down.
    pub rows: usize,
}

impl<'a, Rec: Recorder + ?Sized> Cells<'a, Rec> {
    pub(crate) fn new(maze: &'a mut Maze, rec: &'a mut Rec) -> Self {
        let (cols, rows, width) = (maze.cell_columns(), maze.cell_rows(), maze.width());
        let tiles = maze.tiles_mut();
        let mut open = Bits::new(cols * rows);
        for cy in 0..rows {
            for cx in 0..cols {
                if tiles[(2 * cy + 1) * width + 2 * cx + 1] == Tile::Floor {
                    open.set(cy * cols + cx);
                }
            }
        }
        Self { tiles, rec, width, open, by_cols: FastDiv::new(cols), cols, rows }
    }

    /// Number of cells.
    pub(crate) fn len(&self) -> usize {
        self.cols * self.rows
    }

    /// The cell at column `cx`, row `cy`.
    pub(crate) fn at(&self, cx: usize, cy: usize) -> usize {
        cy * self.cols + cx
    }

    /// Column and row of cell `c`.
    #[inline(always)]
    fn column_row(&self, c: usize) -> (usize, usize) {
        let (cy, cx) = self.by_cols.div_rem(c);
        (cx, cy)
    }

    /// The cell next to `c` in `dir`, if any.
    pub(crate) fn neighbour(&self, c: usize, dir: Dir) -> Option<usize> {
        let (cx, cy) = self.column_row(c);
        match dir {
            Dir::Up => (cy > 0).then(|| c - self.cols),
            Dir::Down => (cy + 1 < self.rows).then(|| c + self.cols),
            Dir::Left => (cx > 0).then(|| c - 1),
            Dir::Right => (cx + 1 < self.cols).then(|| c + 1),
        }
    }

    /// The neighbours of `c` for which `keep` holds.
    #[inline]
    pub(crate) fn neighbours_where(&self, c: usize, keep: impl Fn(&Self, usize) -> bool) -> Near {
        let (cx, cy) = self.column_row(c);
        let mut near = Near::default();
        if cy > 0 && keep(self, c - self.cols) {
            near.push(c - self.cols);
        }
        if cy + 1 < self.rows && keep(self, c + self.cols) {
            near.push(c + self.cols);
        }
        if cx > 0 && keep(self, c - 1) {
            near.push(c - 1);
        }
        if cx + 1 < self.cols && keep(self, c + 1) {
            near.push(c + 1);
        }
        near
    }

    /// All neighbours of `c`.
    pub(crate) fn neighbours(&self, c: usize) -> Near {
        self.neighbours_where(c, |_, _| true)
    }

    /// Whether cell `c` has been carved.
    #[inline(always)]
    pub(crate) fn is_open(&self, c: usize) -> bool {
        self.open.get(c)
    }

    /// Flat tile index of cell `c`.
    #[inline(always)]
    fn tile_index(&self, c: usize) -> usize {
        let (cx, cy) = self.column_row(c);
        (2 * cy + 1) * self.width + 2 * cx + 1
    }

    /// Opens cell `c`.
    #[inline(always)]
    pub(crate) fn open(&mut self, c: usize) {
        if !self.open.get(c) {
            self.open.set(c);
            // A cell not marked open is wall: `new` read them all.
            let i = self.tile_index(c);
            open_wall(self.tiles, self.rec, self.width, i);
        }
    }

    /// Tells the recorder that tile `i` was looked at and left as it was.
    #[inline(always)]
    pub(crate) fn look(&mut self, i: usize) {
        self.rec.look(Pos::new(i % self.width, i / self.width));
    }

    /// Tells the recorder that cell `c` was looked at (stepped on) and left as it was.
    #[inline(always)]
    pub(crate) fn look_cell(&mut self, c: usize) {
        let i = self.tile_index(c);
        self.look(i);
    }

    /// Tells the recorder that the wall between neighbouring cells `a` and
    /// `b` was looked at and left standing.
    pub(crate) fn look_between(&mut self, a: usize, b: usize) {
        let i = (self.tile_index(a) + self.tile_index(b)) / 2;
        self.look(i);
    }

    /// Opens cells `a` and `b` (neighbours) and the wall between them, in that
    /// order. The wall must still be closed: every generator opens a wall once.
    #[inline(always)]
    pub(crate) fn link(&mut self, a: usize, b: usize) {
        self.open(a);
        let ta = self.tile_index(a);
        // b is one cell away: one board row of tiles or one tile step, either
        // way. Rows first: on a board one cell wide the next row is also a + 1.
        let wall = if b == a + self.cols {
            ta + self.width
        } else if a == b + self.cols {
            ta - self.width
        } else if b == a + 1 {
            ta + 1
        } else {
            ta - 1
        };
        open_wall(self.tiles, self.rec, self.width, wall);
        self.open(b);
    }
}

#[cfg(test)]
mod tests {
    use super::FastDiv;

    #[test]
    fn fast_division_is_exact() {
        for d in (1..70).chain([1000, 1001, 2001, 4003, 65_536, 1 << 20, u32::MAX as usize]) {
            let f = FastDiv::new(d);
            for n in (0..5000).chain([u32::MAX as usize - 1, u32::MAX as usize, 4_008_004, 1 << 31]) {
                assert_eq!(f.div_rem(n), (n / d, n % d), "{n} / {d}");
            }
        }
    }
}
