//! Binary tree: every cell links north or east, by a biased coin. Fast and
//! simple; leaves an open top row and right column and a diagonal grain.

use rand::{Rng, RngExt};

use super::kit::cells::Cells;
use crate::maze::grid::{Dir, Maze};
use crate::maze::recorder::Recorder;

/// Carves a binary-tree maze; each cell that may choose links north with
/// probability `north_percent` / 100, else east.
pub fn binary_tree<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    north_percent: u8,
    rng: &mut R,
    rec: &mut Rec,
) {
    let mut g = Cells::new(maze, rec);
    for c in 0..g.len() {
        let north = g.neighbour(c, Dir::Up);
        let east = g.neighbour(c, Dir::Right);
        let to = match (north, east) {
            (Some(n), Some(e)) => Some(if rng.random_range(0..100u8) < north_percent { n } else { e }),
            (n, e) => n.or(e),
        };
        match to {
            Some(t) => g.link(c, t),
            None => g.open(c),
        }
    }
}
