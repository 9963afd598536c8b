//! The grids the editor draws on: the square board and the round, hex and
//! triangle grids, named as in maze codes, and [`EditGrid`], one of them cut
//! to the cells in play.

use crate::maze::generate::{GridShape, MAX_GRID_CELLS, grid_word, read_grid};
use crate::maze::grid::{SquareGrid, check_play_size, check_size};
use crate::maze::mask::grids::Masked;

/// Which grid a drawing or an edited maze lies on, and its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardShape {
    /// The square board of `cols × rows` cells (`2 cols + 1` by `2 rows + 1` tiles).
    Square {
        /// Cells across.
        cols: u32,
        /// Cells down.
        rows: u32,
    },
    /// A round, hex or triangle grid.
    Grid(GridShape),
}

impl BoardShape {
    /// The square board of `width × height` tiles (both odd).
    pub fn square_tiles(width: usize, height: usize) -> Self {
        BoardShape::Square { cols: (width / 2) as u32, rows: (height / 2) as u32 }
    }

    /// The grid's word in a code: `41x41` (a square board in tiles, as square
    /// codes write it), `round10`, `hex16x12`, `triangle8`…
    pub fn word(self) -> String {
        match self {
            BoardShape::Square { cols, rows } => format!("{}x{}", 2 * cols + 1, 2 * rows + 1),
            BoardShape::Grid(shape) => grid_word(shape),
        }
    }

    /// Reads [`BoardShape::word`]; the size is checked: a board to play, at
    /// most as large as a maze code may name.
    pub fn read_word(word: &str) -> Result<Self, String> {
        if let Some(shape) = read_grid(word) {
            shape.check()?;
            return Ok(BoardShape::Grid(shape));
        }
        let digits = |s: &str| !s.is_empty() && s.len() <= 5 && s.bytes().all(|b| b.is_ascii_digit());
        let (w, h) = word
            .split_once('x')
            .filter(|(w, h)| digits(w) && digits(h))
            .ok_or_else(|| format!("'{word}' names no board (like 41x41, round10 or hex16x12)"))?;
        let (w, h): (usize, usize) = (w.parse().expect("digits"), h.parse().expect("digits"));
        check_size(w, h).map_err(|e| e.to_string())?;
        check_play_size(w, h).map_err(|e| e.to_string())?;
        let board = BoardShape::square_tiles(w, h);
        if board.cell_count() > MAX_GRID_CELLS {
            return Err(format!("{word} is too large to draw on: at most {MAX_GRID_CELLS} cells"));
        }
        Ok(board)
    }

    /// The number of cells of the whole grid.
    pub fn cell_count(self) -> usize {
        match self {
            BoardShape::Square { cols, rows } => cols as usize * rows as usize,
            BoardShape::Grid(shape) => shape.cell_count(),
        }
    }

    /// The grid itself.
    pub fn build(self) -> Result<EditBase, String> {
        let none = || format!("the {} grid cannot be built at this size", self.word());
        Ok(match self {
            BoardShape::Square { cols, rows } => EditBase::Square(SquareGrid::new(cols, rows).ok_or_else(none)?),
            BoardShape::Grid(shape) => EditBase::Any(shape.grid().ok_or_else(none)?),
        })
    }

    /// Whether the grid has rings (a round grid): its centre cell must stay in.
    pub fn has_rings(self) -> bool {
        matches!(self, BoardShape::Grid(GridShape::Round { .. }))
    }
}

/// The uncut grid of a [`BoardShape`]: the square grid or any other.
pub use crate::maze::grid::BaseGrid as EditBase;

/// A board cut to the cells in play (every cell, for a maze of the whole grid).
pub type EditGrid = Masked<EditBase>;
