//! The cell view of a board that the cell-carving generators share: cell
//! `(cx, cy)` is tile `(2cx+1, 2cy+1)`, and linking two neighbouring cells
//! opens both and the wall tile between them.
//!
//! Generators call these in their inner loops, so the view keeps a flag per
//! cell (a byte for every four tiles, freed when done) for "is it open" and
//! works on flat tile indices.

use rand::{Rng, RngExt};

use super::Recorder;
use crate::maze::grid::{Dir, Maze, Pos, Tile};

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

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
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

/// A board seen as cells, carving through a recorder.
pub(crate) struct Cells<'a, Rec: Recorder + ?Sized> {
    tiles: &'a mut [Tile],
    rec: &'a mut Rec,
    /// Board width in tiles.
    width: usize,
    /// Whether each cell is open.
    open: Vec<bool>,
    /// Cells across.
    pub cols: usize,
    /// Cells down.
    pub rows: usize,
}

impl<'a, Rec: Recorder + ?Sized> Cells<'a, Rec> {
    pub(crate) fn new(maze: &'a mut Maze, rec: &'a mut Rec) -> Self {
        let (cols, rows, width) = (maze.cell_columns(), maze.cell_rows(), maze.width());
        let tiles = maze.tiles_mut();
        let open = (0..cols * rows).map(|c| tiles[tile_index(c, cols, width)] == Tile::Floor).collect();
        Self { tiles, rec, width, open, cols, rows }
    }

    /// Number of cells.
    pub(crate) fn len(&self) -> usize {
        self.cols * self.rows
    }

    /// The cell at column `cx`, row `cy`.
    pub(crate) fn at(&self, cx: usize, cy: usize) -> usize {
        cy * self.cols + cx
    }

    /// The cell next to `c` in `dir`, if any.
    pub(crate) fn neighbour(&self, c: usize, dir: Dir) -> Option<usize> {
        let (cx, cy) = (c % self.cols, c / self.cols);
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
        let (cx, cy) = (c % self.cols, c / self.cols);
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
    #[inline]
    pub(crate) fn is_open(&self, c: usize) -> bool {
        self.open[c]
    }

    /// Sets one tile by flat index, telling the recorder if it changed.
    #[inline]
    fn set_index(&mut self, i: usize, tile: Tile) {
        if self.tiles[i] != tile {
            self.tiles[i] = tile;
            self.rec.record(Pos::new(i % self.width, i / self.width), tile);
        }
    }

    /// Sets one tile, telling the recorder if it changed. Cells set this way
    /// are not tracked as open: use it only for walls and whole-board work.
    pub(crate) fn set_tile(&mut self, p: Pos, tile: Tile) {
        self.set_index(p.y * self.width + p.x, tile);
    }

    /// Opens cell `c`.
    #[inline]
    pub(crate) fn open(&mut self, c: usize) {
        if !self.open[c] {
            self.open[c] = true;
            let i = tile_index(c, self.cols, self.width);
            self.set_index(i, Tile::Floor);
        }
    }

    /// Opens cells `a` and `b` (neighbours) and the wall between them, in that order.
    #[inline]
    pub(crate) fn link(&mut self, a: usize, b: usize) {
        self.open(a);
        let wall = (tile_index(a, self.cols, self.width) + tile_index(b, self.cols, self.width)) / 2;
        self.set_index(wall, Tile::Floor);
        self.open(b);
    }
}

/// Flat tile index of cell `c`.
#[inline]
fn tile_index(c: usize, cols: usize, width: usize) -> usize {
    let (cx, cy) = (c % cols, c / cols);
    (2 * cy + 1) * width + 2 * cx + 1
}
