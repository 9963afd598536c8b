//! [`LevelSpec`]: the maze a level's code names, on the square board, on
//! another grid, woven (passages over and under each other) or of floors
//! (joined by stairs), and how it is made and measured the way the game plays it.

use crate::maze::MazeSpec;
use crate::maze::floors::{FloorSpec, is_floors_code};
use crate::maze::generate::{AnySpec, GridMazeAny, GridSpec, is_grid_code};
use crate::maze::items::{Items, optimum, place};
use crate::maze::metrics::measure;
use crate::maze::solve::grids::measure as measure_grid;
use crate::maze::weave::{WeaveSpec, is_weave_code};
use crate::on_grid_maze;

/// The maze a level is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelSpec {
    /// A maze on the square tile board.
    Square(MazeSpec),
    /// A maze on a round, hex or triangle grid.
    Grid(GridSpec),
    /// A weave maze: passages cross, over a bridge and under it.
    Weave(WeaveSpec),
    /// A maze of floors joined by stairs.
    Floors(FloorSpec),
}

impl LevelSpec {
    /// Reads a level's code: a weave code, a floors code, a grid code or a
    /// square code big enough to play. The error says why it cannot be played.
    pub fn from_code(code: &str) -> Result<Self, String> {
        if is_weave_code(code) {
            let spec = WeaveSpec::from_code(code)?;
            spec.generate_to_play()?;
            Ok(LevelSpec::Weave(spec))
        } else if is_floors_code(code) {
            let spec = FloorSpec::from_code(code)?;
            spec.generate_to_play()?;
            Ok(LevelSpec::Floors(spec))
        } else if is_grid_code(code) {
            let spec = GridSpec::from_code(code)?;
            spec.generate()?;
            Ok(LevelSpec::Grid(spec))
        } else {
            MazeSpec::from_code_to_play(code).map(LevelSpec::Square)
        }
    }

    /// The code naming this maze.
    pub fn code(&self) -> String {
        match self {
            LevelSpec::Square(spec) => spec.code(),
            LevelSpec::Grid(spec) => spec.code(),
            LevelSpec::Weave(spec) => spec.code(),
            LevelSpec::Floors(spec) => spec.code(),
        }
    }

    /// The spec of a square or grid maze (a weave or floors maze has none of these).
    pub fn flat(&self) -> Option<AnySpec> {
        match *self {
            LevelSpec::Square(spec) => Some(AnySpec::Square(spec)),
            LevelSpec::Grid(spec) => Some(AnySpec::Grid(spec)),
            LevelSpec::Weave(_) | LevelSpec::Floors(_) => None,
        }
    }

    /// Whether it is played on the square board's tiles (every other maze,
    /// a square weave or square floors too, is played over cells).
    pub fn on_tiles(&self) -> bool {
        matches!(self, LevelSpec::Square(_))
    }

    /// Makes the maze as the game plays it (a weave over its places, every
    /// place under a crossing a step; floors side by side, a stair a step)
    /// and measures it: the difficulty score and the steps of the shortest
    /// full clear. An error when the maze cannot be made or has no way out.
    pub(super) fn measure(&self) -> Result<(f64, Option<usize>), String> {
        let (maze, items): (GridMazeAny, Items<u32>) = match self {
            LevelSpec::Square(spec) => {
                let maze = spec.generate().map_err(|e| e.to_string())?;
                return Ok((measure(&maze).difficulty, optimum(&maze, &spec.place_items(&maze))));
            }
            LevelSpec::Grid(spec) => {
                let maze = spec.generate()?;
                let items = on_grid_maze!(&maze, m => spec.place_items(m));
                (maze, items)
            }
            LevelSpec::Weave(spec) => {
                let (maze, woven) = spec.generate_to_play()?;
                (maze, spec.place_items(&woven))
            }
            LevelSpec::Floors(spec) => {
                let maze = spec.generate_to_play()?;
                let items = on_grid_maze!(&maze, m => place(m, spec.items, spec.seed));
                (maze, items)
            }
        };
        Ok(on_grid_maze!(&maze, m => (measure_grid(m).difficulty, optimum(m, &items))))
    }
}
