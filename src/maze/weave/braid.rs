//! Braiding a weave maze: opening dead ends into loops on the ground, never through a crossing
//! (Buck's rule still holds: a bridge gains no side, an under passage no branch).

use rand::{Rng, RngExt};

use super::WeaveMaze;
use crate::maze::braid::in_random_order;
use crate::maze::grid::Grid;

/// Whether cell `c` has one way out (on the ground or under a neighbour).
fn dead_end<G: Grid>(maze: &WeaveMaze<G>, c: u32) -> bool {
    maze.ways_out(c).count_ones() == 1
}

/// Opens ground walls until `percent` of the dead ends are gone, as the grid
/// braid does (towards a neighbouring dead end if there is one, else a random
/// closed side), but only between two cells that are no crossing, through a
/// side no under passage leaves by. Returns how many dead ends are left.
pub fn braid<G: Grid, R: Rng + ?Sized>(maze: &mut WeaveMaze<G>, percent: u8, rng: &mut R) -> usize {
    let n = maze.flat.grid.cell_count() as u32;
    let mut ends: Vec<u32> = (0..n).filter(|&c| dead_end(maze, c)).collect();
    in_random_order(&mut ends, percent, rng, |c, rng| {
        if !dead_end(maze, c) {
            return 0;
        }
        let ways = maze.ways_out(c);
        let closed: Vec<u32> = (maze.flat.grid.neighbours(c).iter().enumerate())
            .filter(|&(k, &m)| ways & (1 << k) == 0 && maze.crossing_at(m).is_none())
            .map(|(_, &m)| m)
            .collect();
        if closed.is_empty() {
            return 0;
        }
        let facing: Vec<u32> = closed.iter().copied().filter(|&m| dead_end(maze, m)).collect();
        let pool = if facing.is_empty() { &closed } else { &facing };
        let other = pool[rng.random_range(0..pool.len())];
        let cured = 1 + usize::from(dead_end(maze, other));
        maze.flat.link(c, other);
        cured
    });
    (0..n).filter(|&c| dead_end(maze, c)).count()
}
