//! What the board being played is, on every grid: its kind of grid, the
//! difficulty it has the size of, and the place under a point of the world.

use bevy::prelude::*;

use super::view::{Board, BoardView};
use crate::game::model::{Difficulty, tile_at};
use crate::game::settings::GridKind;

impl BoardView<'_> {
    /// The grid the board is of.
    pub fn kind(&self) -> GridKind {
        match self.board {
            Board::Square { .. } => GridKind::Square,
            Board::Grid(game) => game.kind(),
        }
    }

    /// The difficulty whose board has this one's size, if any (a round,
    /// hex or triangle board's by its grid's sizes).
    pub fn difficulty(&self) -> Option<Difficulty> {
        match self.board {
            Board::Square { current, .. } => current.difficulty(),
            Board::Grid(game) => game.difficulty(),
        }
    }

    /// The cell a click on world point `w` means: the cell under it (on the
    /// square board a floor tile; a wall tile means none).
    pub fn cell_at(&self, w: Vec2) -> Option<u32> {
        match self.board {
            Board::Square { current, .. } => {
                let maze = &current.maze;
                tile_at(maze, w).filter(|&p| maze.is_floor(p)).map(|p| maze.index(p) as u32)
            }
            Board::Grid(game) => game.cell_at(w),
        }
    }
}
