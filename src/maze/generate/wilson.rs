//! Wilson's algorithm: loop-erased random walks from each cell not yet in the
//! maze until they hit it; the walk's path (loops erased) joins the maze.
//! Uniform over all spanning trees, like Aldous-Broder, but faster.

use rand::{Rng, RngExt};

use super::Recorder;
use super::cells::Cells;
use crate::maze::grid::Maze;

/// Carves a maze by Wilson's algorithm.
pub fn wilson<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let mut g = Cells::new(maze, rec);
    let n = g.len();
    // Where the walk last left each cell: following these from the walk's
    // start traces it with every loop already erased.
    let mut next = vec![usize::MAX; n];
    let root = rng.random_range(0..n);
    g.open(root);
    for start in 0..n {
        if g.is_open(start) {
            continue;
        }
        let mut here = start;
        while !g.is_open(here) {
            let step = g.neighbours(here).pick(rng);
            next[here] = step;
            here = step;
        }
        let mut here = start;
        loop {
            let step = next[here];
            let reached_maze = g.is_open(step);
            g.link(here, step);
            if reached_maze {
                break;
            }
            here = step;
        }
    }
}
