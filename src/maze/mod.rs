//! The maze core: grid, generators, solvers, text I/O and pictures, free of Bevy.
//!
//! ```
//! use panda_maze::maze::{MazeSpec, astar, text};
//! let maze = MazeSpec::new(21, 21, 7).generate().unwrap();
//! let route = astar(&maze).expect("a perfect maze always has a way out");
//! assert_eq!(route.first(), Some(&maze.entrance));
//! assert_eq!(text::parse(&text::write(&maze, text::TextFormat::Hash)).unwrap(), maze);
//! ```

pub mod braid;
pub mod detour;
pub mod difficulty;
pub mod distance;
mod distance_queue;
pub mod draw;
pub mod edit;
pub mod exits;
pub mod floors;
pub mod fuzz;
pub mod generate;
pub mod grid;
pub mod heat;
pub mod items;
pub mod mask;
pub mod metrics;
pub mod recorder;
pub mod render;
pub mod solve;
pub mod text;
pub mod weave;

pub use exits::Exits;
pub use generate::{Algorithm, GenerateError, MazeSpec, StartCorner};
pub use grid::{Dir, Maze, Pos, SizeError, Tile};
pub use mask::{Mask, MaskError, Shape};
pub use solve::{astar, astar_between, breadth_first};

#[cfg(test)]
mod alloc_count;
#[cfg(test)]
mod distance_tests;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod text_tests;
