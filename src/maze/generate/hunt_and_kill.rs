//! Hunt-and-kill: a random walk through unvisited cells; when it is stuck,
//! hunt row by row for an unvisited cell beside a visited one, link them and
//! walk on from there. Long, winding passages like the backtracker's.

use rand::{Rng, RngExt};

use super::kit::padded::{Padded, pick_dir};
use crate::maze::grid::Maze;
use crate::maze::recorder::Recorder;

/// Carves a hunt-and-kill maze.
pub fn hunt_and_kill<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let mut g = Padded::new(maze, rec);
    let (cols, rows) = (g.cols, g.rows);
    let first = rng.random_range(0..cols * rows);
    let mut here = g.at(first % cols, first / cols);
    g.visit(here);
    // Every cell before row `scan_y`, column `scan_x` is visited, so hunts start there.
    let (mut scan_x, mut scan_y) = (0, 0);
    loop {
        let fresh = g.fresh(here);
        if fresh != 0 {
            here = g.carve(here, pick_dir(rng, fresh));
            continue;
        }
        // The first unvisited cell with a visited neighbour, 64 cells of a
        // row at a time: unvisited cells whose row neighbours above or
        // below or whose column neighbours left or right are visited (the
        // ring around the board counts as visited, so it is masked off).
        let mut found = None;
        let (mut x, mut y) = (scan_x, scan_y);
        let mut all_visited_so_far = true;
        while y < rows {
            let run = (cols - x).min(64);
            let valid = u64::MAX >> (64 - run);
            let bit = g.at(x, y).bit as usize;
            let unvisited = !g.visited_run(bit) & valid;
            if unvisited != 0 {
                if all_visited_so_far {
                    (scan_x, scan_y) = (x, y);
                    all_visited_so_far = false;
                }
                let mut beside = g.visited_run(bit - 1) & !u64::from(x == 0)
                    | g.visited_run(bit + 1) & !(u64::from(x + run == cols) << (run - 1));
                if y > 0 {
                    beside |= g.visited_run(bit - g.stride());
                }
                if y + 1 < rows {
                    beside |= g.visited_run(bit + g.stride());
                }
                let hits = unvisited & beside;
                if hits != 0 {
                    let hx = x + hits.trailing_zeros() as usize;
                    let exists = u32::from(y > 0)
                        | u32::from(y + 1 < rows) << 1
                        | u32::from(hx > 0) << 2
                        | u32::from(hx + 1 < cols) << 3;
                    let c = g.at(hx, y);
                    found = Some((c, !g.fresh(c) & exists));
                    break;
                }
            }
            x += run;
            if x == cols {
                (x, y) = (0, y + 1);
            }
        }
        let Some((cell, visited)) = found else { break };
        let d = pick_dir(rng, visited);
        here = g.carve(g.step(cell, d), d ^ 1);
    }
}
