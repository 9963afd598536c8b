//! Aldous-Broder: a random walk that links each cell the first time it is
//! entered. Uniform over all spanning trees, and slow to finish.

use rand::{Rng, RngExt};

use super::kit::cells::Cells;
use crate::maze::grid::Maze;
use crate::maze::recorder::Recorder;

/// Carves an Aldous-Broder maze.
pub fn aldous_broder<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let mut g = Cells::new(maze, rec);
    let mut here = rng.random_range(0..g.len());
    g.open(here);
    let mut left = g.len() - 1;
    while left > 0 {
        let next = g.neighbours(here).pick(rng);
        if !g.is_open(next) {
            g.link(here, next);
            left -= 1;
        } else {
            g.look_cell(next);
        }
        here = next;
    }
}
