//! Maze generators and the [`MazeSpec`] that names one reproducible maze.
//!
//! Every generator takes a board size and a seeded random source and returns a
//! [`Maze`]. [`MazeSpec::generate`] seeds a [`Pcg64Mcg`], whose stream is
//! documented as portable and stable across versions, so a seed names the same
//! maze on every machine and every release.

pub mod backtracker;

use std::fmt;
use std::str::FromStr;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::grid::{Maze, SizeError, check_size};

pub use backtracker::backtracker;

/// The seeded random source every generator draws from.
pub type MazeRng = Pcg64Mcg;

/// The random source for `seed`.
pub fn rng_from_seed(seed: u64) -> MazeRng {
    Pcg64Mcg::seed_from_u64(seed)
}

/// A seed from the system clock, for when the player gave none.
pub fn seed_from_clock() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

/// Where the depth-first backtracker starts carving. The start is where the
/// search tree is rooted, so long corridors tend to run away from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum StartCorner {
    /// The top-left cell, where the entrance is.
    #[default]
    TopLeft,
    /// The top-right cell.
    TopRight,
    /// The bottom-right cell, where the exit is.
    BottomRight,
}

impl StartCorner {
    /// Every corner, in menu order.
    pub const ALL: [StartCorner; 3] = [StartCorner::TopLeft, StartCorner::TopRight, StartCorner::BottomRight];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            StartCorner::TopLeft => "top-left",
            StartCorner::TopRight => "top-right",
            StartCorner::BottomRight => "bottom-right",
        }
    }
}

impl fmt::Display for StartCorner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for StartCorner {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        StartCorner::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown start corner '{s}'; expected one of: top-left, top-right, bottom-right"))
    }
}

/// The generation algorithms available.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Algorithm {
    /// Iterative depth-first search with backtracking: long, winding corridors
    /// and few dead ends.
    #[default]
    Backtracker,
}

/// Everything needed to make one maze again: size, algorithm, its options and the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MazeSpec {
    /// Width in tiles (odd, at least 5).
    pub width: usize,
    /// Height in tiles (odd, at least 5).
    pub height: usize,
    /// Which generator carves the maze.
    pub algorithm: Algorithm,
    /// Where the backtracker starts.
    pub corner: StartCorner,
    /// The seed of the random stream.
    pub seed: u64,
}

impl MazeSpec {
    /// A backtracker maze of `width × height` tiles from the top-left corner.
    pub fn new(width: usize, height: usize, seed: u64) -> Self {
        Self { width, height, algorithm: Algorithm::Backtracker, corner: StartCorner::TopLeft, seed }
    }

    /// The same spec starting from `corner`.
    pub fn with_corner(self, corner: StartCorner) -> Self {
        Self { corner, ..self }
    }

    /// Builds the maze this spec names. Fails only for an impossible size.
    pub fn generate(&self) -> Result<Maze, SizeError> {
        check_size(self.width, self.height)?;
        let mut rng = rng_from_seed(self.seed);
        match self.algorithm {
            Algorithm::Backtracker => backtracker(self.width, self.height, self.corner, &mut rng),
        }
    }
}
