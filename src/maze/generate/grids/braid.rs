//! Braiding over any grid: opening dead ends into loops.

use rand::{Rng, RngExt};

use crate::maze::braid::in_random_order;
use crate::maze::grid::{Grid, GridMaze};
use crate::maze::recorder::PassageRecorder;

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
    braid_recorded(maze, percent, rng, &mut ())
}

/// As [`braid`], telling `rec` of each wall it opens.
pub fn braid_recorded<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    percent: u8,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) -> usize {
    braid_where(maze, percent, rng, rec, |_, _| true)
}

/// As [`braid_recorded`], opening only the walls between two cells that
/// `may_open` allows (a dead end with no such wall stays one).
pub fn braid_where<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    percent: u8,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
    may_open: impl Fn(u32, u32) -> bool,
) -> usize {
    let mut ends = dead_ends(maze);
    in_random_order(&mut ends, percent, rng, |c, rng| {
        if maze.degree(c) != 1 {
            return 0;
        }
        let closed: Vec<u32> =
            maze.grid.neighbours(c).iter().copied().filter(|&m| !maze.linked(c, m) && may_open(c, m)).collect();
        if closed.is_empty() {
            return 0;
        }
        let facing: Vec<u32> = closed.iter().copied().filter(|&m| maze.degree(m) == 1).collect();
        let pool = if facing.is_empty() { &closed } else { &facing };
        let other = pool[rng.random_range(0..pool.len())];
        let cured = 1 + usize::from(maze.degree(other) == 1);
        maze.link(c, other);
        rec.opened(c, other);
        cured
    });
    dead_ends(maze).len()
}
