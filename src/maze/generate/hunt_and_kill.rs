//! Hunt-and-kill: a random walk through unvisited cells; when it is stuck,
//! hunt row by row for an unvisited cell beside a visited one, link them and
//! walk on from there. Long, winding passages like the backtracker's.

use rand::{Rng, RngExt};

use super::Recorder;
use super::cells::Cells;
use crate::maze::grid::Maze;

/// Carves a hunt-and-kill maze.
pub fn hunt_and_kill<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let mut g = Cells::new(maze, rec);
    let mut here = rng.random_range(0..g.len());
    g.open(here);
    // Every cell before `scan` is visited, so hunts start there.
    let mut scan = 0;
    loop {
        let fresh = g.neighbours_where(here, |g, c| !g.is_open(c));
        if !fresh.is_empty() {
            let next = fresh.pick(rng);
            g.link(here, next);
            here = next;
            continue;
        }
        while scan < g.len() && g.is_open(scan) {
            scan += 1;
        }
        let found = (scan..g.len()).find_map(|c| {
            if g.is_open(c) {
                return None;
            }
            let visited = g.neighbours_where(c, |g, n| g.is_open(n));
            (!visited.is_empty()).then_some((c, visited))
        });
        let Some((cell, visited)) = found else { break };
        let anchor = visited.pick(rng);
        g.link(anchor, cell);
        here = cell;
    }
}
