//! Hunt-and-kill: a random walk through unvisited cells; when it is stuck,
//! hunt row by row for an unvisited cell beside a visited one, link them and
//! walk on from there. Long, winding passages like the backtracker's.

use rand::{Rng, RngExt};

use super::Recorder;
use super::padded::{Padded, pick_dir};
use crate::maze::grid::Maze;

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
        while scan_y < rows && g.is_visited(g.at(scan_x, scan_y)) {
            scan_x += 1;
            if scan_x == cols {
                (scan_x, scan_y) = (0, scan_y + 1);
            }
        }
        // The first unvisited cell with a visited neighbour, and the
        // directions of those neighbours (the ring around the board is not visited).
        let mut found = None;
        let (mut x, mut y) = (scan_x, scan_y);
        while y < rows {
            let c = g.at(x, y);
            if !g.is_visited(c) {
                let exists = u32::from(y > 0)
                    | u32::from(y + 1 < rows) << 1
                    | u32::from(x > 0) << 2
                    | u32::from(x + 1 < cols) << 3;
                let visited = !g.fresh(c) & exists;
                if visited != 0 {
                    found = Some((c, visited));
                    break;
                }
            }
            x += 1;
            if x == cols {
                (x, y) = (0, y + 1);
            }
        }
        let Some((cell, visited)) = found else { break };
        let d = pick_dir(rng, visited);
        here = g.carve(g.step(cell, d), d ^ 1);
    }
}
