//! Which grid new mazes are made on ([`GridKind`]: square, round, hexagon,
//! triangle), and the size each grid takes for Easy, Medium and Hard.
//!
//! The sizes are chosen so a difficulty feels alike on every grid: about the
//! cells of the square board's difficulty (Easy 100, Medium 648, Hard 2295),
//! a round maze a little fewer since its rings make the walk longer.

use serde::{Deserialize, Serialize};

use crate::game::model::Difficulty;
use crate::maze::generate::{GridShape, GridSpec};
use crate::maze::grid::{HexShape, TriangleShape};

/// The grid of new mazes. Kept in the settings (`"grid": "round"`); a file
/// written before grids existed reads as [`GridKind::Square`].
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum GridKind {
    /// The square tile board (the game's own, with every feature).
    #[default]
    Square,
    /// Rings of cells round a centre cell, walls as arcs.
    Round,
    /// Hexagons in offset rows.
    Hexagon,
    /// Triangles pointing up and down.
    Triangle,
}

impl GridKind {
    /// Every grid, in menu order.
    pub const ALL: [GridKind; 4] = [GridKind::Square, GridKind::Round, GridKind::Hexagon, GridKind::Triangle];

    /// The name in the settings file.
    pub fn name(self) -> &'static str {
        match self {
            GridKind::Square => "square",
            GridKind::Round => "round",
            GridKind::Hexagon => "hexagon",
            GridKind::Triangle => "triangle",
        }
    }

    /// The grid a grid maze of `shape` is on.
    pub fn of_shape(shape: GridShape) -> GridKind {
        match shape {
            GridShape::Round { .. } => GridKind::Round,
            GridShape::Hex(_) => GridKind::Hexagon,
            GridShape::Triangle(_) => GridKind::Triangle,
        }
    }

    /// The grid and its size for difficulty `d`; `None` for the square board
    /// (whose sizes are [`Difficulty::size`]).
    pub fn shape(self, d: Difficulty) -> Option<GridShape> {
        fn pick<T>(d: Difficulty, easy: T, medium: T, hard: T) -> T {
            match d {
                Difficulty::Easy => easy,
                Difficulty::Medium => medium,
                Difficulty::Hard => hard,
            }
        }
        Some(match self {
            GridKind::Square => return None,
            GridKind::Round => GridShape::Round { rings: pick(d, 5, 14, 27) },
            GridKind::Hexagon => {
                let (cols, rows) = pick(d, (10, 10), (24, 27), (45, 51));
                GridShape::Hex(HexShape::Rectangle { cols, rows })
            }
            GridKind::Triangle => {
                let (cols, rows) = pick(d, (14, 7), (36, 18), (68, 34));
                GridShape::Triangle(TriangleShape::Rectangle { cols, rows })
            }
        })
    }

    /// A fresh maze spec of this grid at difficulty `d` from `seed`; `None` for the square board.
    pub fn spec(self, d: Difficulty, seed: u64) -> Option<GridSpec> {
        self.shape(d).map(|shape| GridSpec::new(shape, seed))
    }

    /// The difficulty whose size `shape` has on its grid, if any.
    pub fn difficulty_of(shape: GridShape) -> Option<Difficulty> {
        let kind = GridKind::of_shape(shape);
        Difficulty::ALL.into_iter().find(|&d| kind.shape(d) == Some(shape))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_grid_size_is_a_valid_maze_and_grows_with_difficulty() {
        for kind in GridKind::ALL.into_iter().skip(1) {
            let mut last = 0;
            for d in Difficulty::ALL {
                let shape = kind.shape(d).unwrap();
                shape.check().unwrap();
                let cells = shape.cell_count();
                assert!(cells > last, "{kind:?} {d:?} has {cells} cells");
                last = cells;
                assert_eq!(GridKind::difficulty_of(shape), Some(d));
                assert_eq!(GridKind::of_shape(shape), kind);
            }
        }
        assert_eq!(GridKind::Square.shape(Difficulty::Easy), None);
    }
}
