//! The cell view of a board that the cell-carving generators share: cell
//! `(cx, cy)` is tile `(2cx+1, 2cy+1)`, and linking two neighbouring cells
//! opens both and the wall tile between them.

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
    maze: &'a mut Maze,
    rec: &'a mut Rec,
    /// Cells across.
    pub cols: usize,
    /// Cells down.
    pub rows: usize,
}

impl<'a, Rec: Recorder + ?Sized> Cells<'a, Rec> {
    pub(crate) fn new(maze: &'a mut Maze, rec: &'a mut Rec) -> Self {
        let (cols, rows) = (maze.cell_columns(), maze.cell_rows());
        Self { maze, rec, cols, rows }
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
    pub(crate) fn xy(&self, c: usize) -> (usize, usize) {
        (c % self.cols, c / self.cols)
    }

    /// The tile of cell `c`.
    pub(crate) fn tile(&self, c: usize) -> Pos {
        let (cx, cy) = self.xy(c);
        Pos::new(2 * cx + 1, 2 * cy + 1)
    }

    /// The cell next to `c` in `dir`, if any.
    pub(crate) fn neighbour(&self, c: usize, dir: Dir) -> Option<usize> {
        let (cx, cy) = self.xy(c);
        match dir {
            Dir::Up => (cy > 0).then(|| c - self.cols),
            Dir::Down => (cy + 1 < self.rows).then(|| c + self.cols),
            Dir::Left => (cx > 0).then(|| c - 1),
            Dir::Right => (cx + 1 < self.cols).then(|| c + 1),
        }
    }

    /// The neighbours of `c` for which `keep` holds.
    pub(crate) fn neighbours_where(&self, c: usize, keep: impl Fn(&Self, usize) -> bool) -> Near {
        let mut near = Near::default();
        for dir in Dir::ALL {
            if let Some(n) = self.neighbour(c, dir)
                && keep(self, n)
            {
                near.push(n);
            }
        }
        near
    }

    /// All neighbours of `c`.
    pub(crate) fn neighbours(&self, c: usize) -> Near {
        self.neighbours_where(c, |_, _| true)
    }

    /// Whether cell `c` has been carved.
    pub(crate) fn is_open(&self, c: usize) -> bool {
        self.maze.is_floor(self.tile(c))
    }

    /// Sets one tile, telling the recorder if it changed.
    pub(crate) fn set_tile(&mut self, p: Pos, tile: Tile) {
        if self.maze.tile(p) != tile {
            self.maze.set(p, tile);
            self.rec.record(p, tile);
        }
    }

    /// Opens cell `c`.
    pub(crate) fn open(&mut self, c: usize) {
        let p = self.tile(c);
        self.set_tile(p, Tile::Floor);
    }

    /// Opens cells `a` and `b` (neighbours) and the wall between them, in that order.
    pub(crate) fn link(&mut self, a: usize, b: usize) {
        let (pa, pb) = (self.tile(a), self.tile(b));
        self.open(a);
        self.set_tile(Pos::new((pa.x + pb.x) / 2, (pa.y + pb.y) / 2), Tile::Floor);
        self.open(b);
    }
}
