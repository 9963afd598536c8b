//! How a board reads when it is shrunk to a picture (the minimap's), on
//! every grid: its size in the world, how open each cell is, and the
//! smallest pixel that still holds a cell's centre wherever it lies.

use bevy::prelude::*;

use super::view::{Board, BoardView};
use crate::game::model::TILE_SIZE;
use crate::maze::Tile;

/// The most pixels a grid unit (about a cell) of a round, hex or triangle
/// board may take in a picture: then every pixel holds a cell's centre or more.
const MOST_PX_A_GRID_UNIT: f32 = 0.7;

impl BoardView<'_> {
    /// The board's size in the world (its cells' bounding box, centred on the origin).
    pub fn world_size(&self) -> Vec2 {
        match self.board {
            Board::Square { current, .. } => {
                Vec2::new(current.maze.width() as f32, current.maze.height() as f32) * TILE_SIZE
            }
            Board::Grid(game) => game.world_size(),
        }
    }

    /// How open cell `c` looks from afar, from 0 (rock) to 1 (all floor):
    /// a square board's floor tile 1 and its wall 0; another grid's cell
    /// by the share of its sides that are open (its square root: about half
    /// are, and the root makes a board about as light as the square's).
    /// `None` for a cell outside the board (a shape's outside).
    pub fn openness(&self, c: u32) -> Option<f32> {
        match self.board {
            Board::Square { current, .. } => match current.maze.tiles().get(c as usize)? {
                Tile::Floor => Some(1.0),
                Tile::Wall => Some(0.0),
                Tile::Outside => None,
            },
            Board::Grid(game) => {
                let around = game.neighbours(c);
                let open = around.iter().filter(|(_, linked)| *linked).count();
                Some((open as f32 / around.len().max(1) as f32).sqrt())
            }
        }
    }

    /// Whether cell `c` is rock: a square board's wall tile (no other grid
    /// has any). Cheap beside [`Self::openness`], which looks at every side.
    pub fn is_rock(&self, c: u32) -> bool {
        match self.board {
            Board::Square { current, .. } => current.maze.tiles().get(c as usize) == Some(&Tile::Wall),
            Board::Grid(_) => false,
        }
    }

    /// The smallest pixel, in world units, that a picture of the board may
    /// have and still hold a cell's centre in every pixel over the board: a
    /// square board's tile, a little more than another grid's unit.
    pub fn hole_free_px(&self) -> f32 {
        match self.board {
            Board::Square { .. } => TILE_SIZE,
            Board::Grid(game) => game.scale() / MOST_PX_A_GRID_UNIT,
        }
    }
}

impl BoardView<'_> {
    /// The cells of the shortest way out from its `from`th to before its
    /// `to`th (both cut to its length), as [`Self::route`] lists them.
    pub fn route_part(&self, from: usize, to: usize) -> Vec<u32> {
        let to = to.min(self.route_len());
        let from = from.min(to);
        match self.board {
            Board::Square { current, solution } => {
                solution.0[from..to].iter().map(|&p| current.maze.index(p) as u32).collect()
            }
            Board::Grid(game) => game.route[from..to].to_vec(),
        }
    }
}

impl BoardView<'_> {
    /// The maze's difficulty score, and the share of its cells that are dead ends.
    pub fn difficulty_and_dead_ends(&self) -> (f64, f64) {
        match self.board {
            Board::Square { current, .. } => (current.metrics.difficulty, current.metrics.dead_end_share),
            Board::Grid(game) => {
                let m = &game.metrics;
                (m.difficulty, m.dead_ends as f64 / m.cells.max(1) as f64)
            }
        }
    }

    /// Whether a walker who has eaten `eaten` may leave by the exit (it may wait for every shoot).
    pub fn exit_open(&self, eaten: u16) -> bool {
        match self.board {
            Board::Square { current, .. } => current.items.exit_open(eaten),
            Board::Grid(game) => game.exit_open(eaten),
        }
    }

    /// What names the board's maze, so a picture of it is drawn again only
    /// for another: its spec, and a maze drawn by hand its share code too.
    pub fn name(&self) -> crate::game::model::BoardName {
        match self.board {
            Board::Square { current, .. } => current.name(),
            Board::Grid(game) => game.name(),
        }
    }

    /// The maze's code: a maze drawn by hand has its share code, any other its spec's code.
    pub fn code(&self) -> String {
        match self.board {
            Board::Square { current, .. } => current.share_code.clone().unwrap_or_else(|| current.spec.code()),
            Board::Grid(game) => game.code(),
        }
    }

    /// The share code of a maze drawn or edited by hand (none for a maze a spec names).
    pub fn share_code(&self) -> Option<&str> {
        match self.board {
            Board::Square { current, .. } => current.share_code.as_deref(),
            Board::Grid(game) => game.share_code.as_deref(),
        }
    }

    /// The spec that made the board's maze (for a maze drawn by hand, the
    /// one it is like: its board and generator).
    pub fn spec(&self) -> crate::maze::generate::AnySpec {
        use crate::maze::generate::AnySpec;
        match self.board {
            Board::Square { current, .. } => AnySpec::Square(current.spec),
            Board::Grid(game) => AnySpec::Grid(game.spec),
        }
    }
}
