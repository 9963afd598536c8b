//! Masks: which cells of the board belong to a shaped maze.
//!
//! A mask comes from a built-in [`Shape`] drawn at the board's size, from a
//! PNG picture (dark or opaque pixels are inside) or from a text (`X` or `#`
//! inside, `.` or a space outside, one row a line); pictures and texts are
//! stretched to the board's cells, each cell taking the pixel or character
//! under its centre.
//!
//! **Not 4-connected?** A maze must join all its cells, so a mask whose
//! inside falls into several parts keeps its largest part (the first in
//! reading order among equals) and [`Mask::dropped`] says how many cells were
//! cut away, for the caller to tell the player. A mask with fewer than two
//! cells inside is an error.
//!
//! On the board, a tile is [`Tile::Outside`] when no inside cell touches it
//! (a wall tile touches the cells on both sides of it, a corner the four
//! around it), so the inside is ringed by wall and everything further out is
//! background. The generators that honour a mask (`Algorithm::is_maskable`)
//! carve only inside cells (`generate/masked.rs`).

pub mod grids;
mod load;
mod shapes;
#[cfg(test)]
mod tests;

use std::fmt;

pub use shapes::Shape;

use super::grid::{Maze, Tile};

/// Which cells of a `cols × rows` board are inside the maze.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mask {
    cols: usize,
    rows: usize,
    inside: Vec<bool>,
    dropped: usize,
    /// Whether each row of cells is wholly inside (the passes over a board
    /// skip those rows).
    whole_rows: Vec<bool>,
}

/// Why a mask cannot shape a maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MaskError {
    /// Fewer than two cells inside (after keeping the largest part).
    TooFew {
        /// Cells inside.
        cells: usize,
        /// The board's cells across and down.
        cols: usize,
        /// Cells down.
        rows: usize,
    },
    /// A text mask with a character that is neither inside nor outside.
    BadChar {
        /// Line, from 1.
        line: usize,
        /// Column in characters, from 1.
        column: usize,
        /// The character.
        found: char,
    },
    /// The file could not be read or decoded.
    File(String),
}

impl fmt::Display for MaskError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MaskError::TooFew { cells, cols, rows } => write!(
                f,
                "the mask leaves {cells} cell(s) inside a board of {cols}x{rows} cells; a maze needs at least 2 (a larger board or a bolder mask)"
            ),
            MaskError::BadChar { line, column, found } => write!(
                f,
                "mask line {line}, column {column}: unexpected character {found:?}; use X or # inside, . or a space outside"
            ),
            MaskError::File(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for MaskError {}

impl Mask {
    /// The mask whose inside is the largest 4-connected part of the cells
    /// for which `inside(cx, cy)` holds.
    pub fn from_fn(cols: usize, rows: usize, inside: impl Fn(usize, usize) -> bool) -> Result<Self, MaskError> {
        let raw: Vec<bool> = (0..cols * rows).map(|c| inside(c % cols, c / cols)).collect();
        let total = raw.iter().filter(|&&b| b).count();
        let inside = largest_part(&raw, cols, rows);
        let kept = inside.iter().filter(|&&b| b).count();
        if kept < 2 {
            return Err(MaskError::TooFew { cells: kept, cols, rows });
        }
        let whole_rows = inside.chunks_exact(cols.max(1)).map(|row| row.iter().all(|&b| b)).collect();
        Ok(Self { cols, rows, inside, dropped: total - kept, whole_rows })
    }

    /// `shape` drawn over `cols × rows` cells.
    pub fn shape(shape: Shape, cols: usize, rows: usize) -> Result<Self, MaskError> {
        Self::from_fn(cols, rows, |cx, cy| shape.contains(cx, cy, cols, rows))
    }

    /// The mask for `maze`'s board drawn as `shape`.
    pub fn shape_for(shape: Shape, maze: &Maze) -> Result<Self, MaskError> {
        Self::shape(shape, maze.cell_columns(), maze.cell_rows())
    }

    /// Cells across.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Cells down.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Whether cell `(cx, cy)` is inside.
    pub fn inside(&self, cx: usize, cy: usize) -> bool {
        cx < self.cols && cy < self.rows && self.inside[cy * self.cols + cx]
    }

    /// Whether cell number `c` (row by row) is inside.
    pub fn inside_cell(&self, c: usize) -> bool {
        self.inside[c]
    }

    /// Whether each cell is inside, in board order (row by row).
    pub fn cells(&self) -> &[bool] {
        &self.inside
    }

    /// The number (row by row) of the `k`-th inside cell in board order, from 0.
    pub fn nth_inside(&self, k: usize) -> usize {
        self.inside.iter().enumerate().filter(|&(_, &b)| b).nth(k).expect("fewer cells inside").0
    }

    /// Whether row `cy` of cells is wholly inside.
    pub fn row_is_whole(&self, cy: usize) -> bool {
        self.whole_rows[cy]
    }

    /// Cells inside.
    pub fn count(&self) -> usize {
        self.inside.iter().filter(|&&b| b).count()
    }

    /// Cells that were inside but cut away because they were not joined to
    /// the largest part.
    pub fn dropped(&self) -> usize {
        self.dropped
    }

    /// Whether every cell is inside (a mask that shapes nothing).
    pub fn is_full(&self) -> bool {
        self.inside.iter().all(|&b| b)
    }

    /// Whether tile `(x, y)` touches an inside cell: a cell tile is its own
    /// cell, a wall tile touches the cells on both sides, a corner four.
    pub fn touches(&self, x: usize, y: usize) -> bool {
        let (xs, ys) = (touching(x, self.cols), touching(y, self.rows));
        xs.iter().flatten().any(|&cx| ys.iter().flatten().any(|&cy| self.inside(cx, cy)))
    }

    /// Whether tile `(x, y)` lies wholly inside: it has cells on every side
    /// it touches, all inside (the tiles the irregular map may open).
    pub fn within(&self, x: usize, y: usize) -> bool {
        let (xs, ys) = (touching(x, self.cols), touching(y, self.rows));
        let whole = |cs: &[Option<usize>; 2], t: usize| t % 2 == 1 || cs.iter().all(Option::is_some);
        whole(&xs, x)
            && whole(&ys, y)
            && xs.iter().flatten().all(|&cx| ys.iter().flatten().all(|&cy| self.inside(cx, cy)))
    }

    /// Marks every tile of `maze` that no inside cell touches as
    /// [`Tile::Outside`]. The board must have this mask's cells.
    pub fn cut(&self, maze: &mut Maze) {
        assert_eq!((maze.cell_columns(), maze.cell_rows()), (self.cols, self.rows), "a mask for another board");
        let (width, cols) = (maze.width(), self.cols);
        let tiles = maze.tiles_mut();
        // Row by row: a tile row touches one cell row (odd) or the two beside it (even).
        let mut touched = vec![false; cols];
        let none = vec![false; cols];
        for (y, row) in tiles.chunks_exact_mut(width).enumerate() {
            // A row of tiles beside a row of cells wholly inside (inside the
            // shape, or the whole board) keeps all its tiles.
            let whole = |cy: Option<usize>| cy.is_some_and(|cy| cy < self.rows && self.whole_rows[cy]);
            if whole(Some(y / 2)) || (y % 2 == 0 && whole((y / 2).checked_sub(1))) {
                continue;
            }
            let above =
                (y / 2).checked_sub(1).filter(|_| y % 2 == 0).map_or(&none[..], |cy| &self.inside[cy * cols..][..cols]);
            let below = if y / 2 < self.rows { &self.inside[(y / 2) * cols..][..cols] } else { &none[..] };
            for ((t, &a), &b) in touched.iter_mut().zip(above).zip(below) {
                *t = a | b;
            }
            // Tile 2cx touches cells cx - 1 and cx, tile 2cx + 1 cell cx.
            let mut left = false;
            for (cx, &here) in touched.iter().enumerate() {
                if !(left || here) {
                    debug_assert_ne!(row[2 * cx], Tile::Floor, "floor outside the mask at ({}, {y})", 2 * cx);
                    row[2 * cx] = Tile::Outside;
                }
                if !here {
                    debug_assert_ne!(row[2 * cx + 1], Tile::Floor, "floor outside the mask at ({}, {y})", 2 * cx + 1);
                    row[2 * cx + 1] = Tile::Outside;
                }
                left = here;
            }
            if !left {
                row[2 * cols] = Tile::Outside;
            }
        }
    }
}

/// The cell columns (or rows) that tile column (or row) `t` touches, on a
/// board of `n` cells: its own for an odd `t`, the one or two beside it for an even one.
fn touching(t: usize, n: usize) -> [Option<usize>; 2] {
    if t % 2 == 1 { [Some((t - 1) / 2), None] } else { [(t / 2).checked_sub(1), Some(t / 2).filter(|&c| c < n)] }
}

/// The largest 4-connected part of `raw` (the first found, in reading order, among equals).
fn largest_part(raw: &[bool], cols: usize, rows: usize) -> Vec<bool> {
    let mut part = vec![u32::MAX; raw.len()];
    let (mut best, mut best_size, mut next) = (u32::MAX, 0, 0u32);
    let mut stack = Vec::new();
    for start in 0..raw.len() {
        if !raw[start] || part[start] != u32::MAX {
            continue;
        }
        part[start] = next;
        stack.push(start);
        let mut size = 0;
        while let Some(c) = stack.pop() {
            size += 1;
            let (cx, cy) = (c % cols, c / cols);
            let near = [
                (cy > 0).then(|| c - cols),
                (cy + 1 < rows).then(|| c + cols),
                (cx > 0).then(|| c - 1),
                (cx + 1 < cols).then(|| c + 1),
            ];
            for n in near.into_iter().flatten() {
                if raw[n] && part[n] == u32::MAX {
                    part[n] = next;
                    stack.push(n);
                }
            }
        }
        if size > best_size {
            (best, best_size) = (next, size);
        }
        next += 1;
    }
    part.iter().map(|&p| p == best && best != u32::MAX).collect()
}
