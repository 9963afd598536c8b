//! Braiding over any grid: opening dead ends into loops.

use rand::{Rng, RngExt};

use crate::maze::grid::{Grid, GridMaze};

/// The cells with exactly one passage.
pub fn dead_ends<G: Grid>(maze: &GridMaze<G>) -> Vec<u32> {
    (0..maze.grid.cell_count() as u32).filter(|&c| maze.degree(c) == 1).collect()
}

/// Opens walls until `percent` of the dead ends are gone (rounded to the
/// nearest whole one; one more may go when two dead ends face each other),
/// as the square [`crate::maze::braid::braid`] does: each chosen dead end
/// opens towards a neighbouring dead end if it has one, else a random closed
/// neighbour. Returns how many dead ends are left.
pub fn braid<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, percent: u8, rng: &mut R) -> usize {
    let mut ends = dead_ends(maze);
    let target = (ends.len() * usize::from(percent.min(100)) + 50) / 100;
    let mut removed = 0;
    for i in 0..ends.len() {
        if removed >= target {
            break;
        }
        let j = rng.random_range(i..ends.len());
        ends.swap(i, j);
        let c = ends[i];
        if maze.degree(c) != 1 {
            continue;
        }
        let closed: Vec<u32> = maze.grid.neighbours(c).iter().copied().filter(|&m| !maze.linked(c, m)).collect();
        if closed.is_empty() {
            continue;
        }
        let facing: Vec<u32> = closed.iter().copied().filter(|&m| maze.degree(m) == 1).collect();
        let pool = if facing.is_empty() { &closed } else { &facing };
        let other = pool[rng.random_range(0..pool.len())];
        removed += 1 + usize::from(maze.degree(other) == 1);
        maze.link(c, other);
    }
    dead_ends(maze).len()
}
