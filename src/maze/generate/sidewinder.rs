//! Sidewinder: row by row, build runs of cells eastwards; when a run closes,
//! one random cell of it links north. The top row is one long corridor.

use rand::{Rng, RngExt};

use super::kit::cells::Cells;
use crate::maze::grid::{Dir, Maze};
use crate::maze::recorder::Recorder;

/// Carves a sidewinder maze.
pub fn sidewinder<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let mut g = Cells::new(maze, rec);
    for cy in 0..g.rows {
        let mut run_start = 0;
        for cx in 0..g.cols {
            let c = g.at(cx, cy);
            g.open(c);
            let at_east_edge = cx + 1 == g.cols;
            let close_run = at_east_edge || (cy > 0 && rng.random_bool(0.5));
            if close_run {
                if cy > 0 {
                    let member = g.at(rng.random_range(run_start..=cx), cy);
                    let north = g.neighbour(member, Dir::Up).expect("not the top row");
                    g.link(member, north);
                }
                run_start = cx + 1;
            } else {
                g.link(c, c + 1);
            }
        }
    }
}
