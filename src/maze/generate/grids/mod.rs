//! The generators over any [`Grid`]: each algorithm written once, generic and monomorphised.
//!
//! [`carve`] runs an [`Algorithm`] on a grid and returns the [`GridMaze`]; the
//! square tile board keeps its own fast generators (this path is for round,
//! hex and triangle grids, and runs on [`SquareGrid`](crate::maze::grid::SquareGrid)
//! too so tests can compare). The same [`MazeRng`](super::MazeRng) seeding
//! names the same maze every time. Mazes have entrance and exit at cell 0 and
//! the last cell; [`crate::maze::solve::grids::place_exits`] moves them.

mod ahead;
mod boards;
mod braid;
mod floor_boards;
mod kruskal;
mod polar;
mod trees;
mod walk_table;
mod walks;
mod wilson;

#[cfg(test)]
mod golden_tests;
#[cfg(test)]
mod tests;

use std::fmt;

use rand::{Rng, RngExt};

use super::kit::padded::{below, below_drawn};
use super::{Algorithm, GrowingTreePick, StartCorner};
use crate::maze::grid::{Grid, GridMaze, PagedTable, Point};
use crate::maze::recorder::PassageRecorder;

pub(crate) use boards::{Step, hex_present, hex_steps, square_present, square_steps};
pub use braid::{braid, braid_recorded, braid_where, dead_ends};
pub use kruskal::kruskal;
pub(crate) use kruskal::{find, mark_tree_except, union};
pub use polar::{polar_binary_tree, polar_sidewinder};
pub use trees::{growing_tree, irregular, prim_true};
pub use walks::{aldous_broder, backtracker, hunt_and_kill, restart_from_visited};
pub use wilson::wilson;

/// Why a maze could not be carved on a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotOnGrid {
    /// The algorithm asked for.
    pub algorithm: Algorithm,
    /// The grid's name.
    pub grid: &'static str,
}

impl fmt::Display for NotOnGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = runs_on(self.grid == "round").map(|a| a.name()).collect();
        write!(f, "{} cannot run on a {} grid; these can: {}", self.algorithm, self.grid, names.join(", "))
    }
}

impl std::error::Error for NotOnGrid {}

/// The algorithms that run on a cell grid (with rings: the round grid).
pub fn runs_on(rings: bool) -> impl Iterator<Item = Algorithm> {
    Algorithm::ALL.into_iter().filter(move |&a| can_run(a, rings))
}

/// Whether `algorithm` (with any setting) runs on a cell grid (with rings: the round grid).
pub fn can_run(algorithm: Algorithm, rings: bool) -> bool {
    match algorithm {
        Algorithm::BinaryTree { .. } | Algorithm::Sidewinder => rings,
        Algorithm::Eller => false,
        _ => !algorithm.adds_walls(),
    }
}

/// Carves `algorithm`'s maze on `grid`, drawing from `rng`; the backtracker
/// starts at `corner`. Errors name the algorithms that can run there.
pub fn carve<G: Grid, R: Rng + ?Sized>(
    grid: G,
    algorithm: Algorithm,
    corner: StartCorner,
    rng: &mut R,
) -> Result<GridMaze<G>, NotOnGrid> {
    carve_recorded(grid, algorithm, corner, rng, &mut ())
}

/// As [`carve`], telling `rec` of every passage in the order it is opened
/// (the same maze from the same draws, recorded or not).
pub fn carve_recorded<G: Grid, R: Rng + ?Sized>(
    grid: G,
    algorithm: Algorithm,
    corner: StartCorner,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) -> Result<GridMaze<G>, NotOnGrid> {
    if !can_run(algorithm, grid.rings().is_some()) {
        return Err(NotOnGrid { algorithm, grid: grid.name() });
    }
    let mut maze = GridMaze::walled(grid);
    match algorithm {
        Algorithm::Backtracker => {
            let start = start_cell(&maze.grid, corner, rng);
            backtracker(&mut maze, start, rng, rec);
        }
        Algorithm::RestartFromVisited => restart_from_visited(&mut maze, rng, rec),
        Algorithm::BinaryTree { north_percent } => polar_binary_tree(&mut maze, north_percent, rng, rec),
        Algorithm::Sidewinder => polar_sidewinder(&mut maze, rng, rec),
        Algorithm::AldousBroder => aldous_broder(&mut maze, rng, rec),
        Algorithm::Wilson => wilson(&mut maze, rng, rec),
        Algorithm::HuntAndKill => hunt_and_kill(&mut maze, rng, rec),
        Algorithm::GrowingTree(pick) => growing_tree(&mut maze, pick, rng, rec),
        Algorithm::Kruskal => kruskal(&mut maze, rng, rec),
        Algorithm::PrimSimplified => growing_tree(&mut maze, GrowingTreePick::Random, rng, rec),
        Algorithm::PrimTrue => prim_true(&mut maze, rng, rec),
        Algorithm::Irregular { density_percent } => irregular(&mut maze, density_percent, rng, rec),
        Algorithm::Eller | Algorithm::RecursiveDivision | Algorithm::DivisionFast => unreachable!("checked above"),
    }
    Ok(maze)
}

/// The cell a walk starts from: top-left is the first cell (the top-left one
/// of a board, a big triangle's apex, the centre of a round grid) and
/// bottom-right the last; top-right and centre are the cells nearest those
/// points of the grid's box; or a random cell.
pub fn start_cell<G: Grid, R: Rng + ?Sized>(grid: &G, corner: StartCorner, rng: &mut R) -> u32 {
    let (lo, hi) = match corner {
        StartCorner::TopLeft => return 0,
        StartCorner::BottomRight => return grid.cell_count() as u32 - 1,
        StartCorner::Random => return rng.random_range(0..grid.cell_count() as u32),
        StartCorner::TopRight | StartCorner::Centre => grid.bounds(),
    };
    let target = match corner {
        StartCorner::TopRight => Point::new(hi.x, lo.y),
        _ => Point::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0),
    };
    grid.nearest(target)
}

/// Visited marks, one byte per cell (a million cells take 1 MB, in large
/// pages: a walk reads them at random).
pub(super) struct Visits(PagedTable<bool>);

impl Visits {
    fn new(n: usize) -> Self {
        Self(PagedTable::zeroed(n))
    }

    #[inline]
    fn get(&self, c: u32) -> bool {
        self.0[c as usize]
    }

    #[inline]
    fn set(&mut self, c: u32) {
        self.0[c as usize] = true;
    }
}

/// The sides of a cell with neighbours `nb` towards unvisited cells, as a bit mask.
#[inline]
fn fresh_sides(nb: &[u32], seen: &Visits) -> u32 {
    let mut fresh = 0;
    for (k, &n) in nb.iter().enumerate() {
        fresh |= u32::from(!seen.get(n)) << k;
    }
    fresh
}

/// One of the sides in the non-empty mask `fresh`: no draw for a single
/// side, else a random place among them in side order (the draws the grid
/// generators have always made, which the golden codes pin). The draw is
/// `random_range`'s, inlined ([`below`]), and the place is looked up for up
/// to eight sides.
#[inline]
pub(crate) fn pick_side<R: Rng + ?Sized>(fresh: u32, rng: &mut R) -> usize {
    if fresh & (fresh - 1) == 0 {
        return fresh.trailing_zeros() as usize;
    }
    let k = below(rng, fresh.count_ones() as usize);
    if fresh < 256 {
        return usize::from(NTH_SIDE[fresh as usize][k]);
    }
    let mut left = fresh;
    for _ in 0..k {
        left &= left - 1;
    }
    left.trailing_zeros() as usize
}

/// For each mask of eight sides, the place of its `k`-th set side.
pub(super) const NTH_SIDE: [[u8; 8]; 256] = {
    let mut table = [[0; 8]; 256];
    let mut mask = 0;
    while mask < 256 {
        let (mut side, mut k) = (0, 0);
        while side < 8 {
            if mask >> side & 1 == 1 {
                table[mask][k] = side as u8;
                k += 1;
            }
            side += 1;
        }
        mask += 1;
    }
    table
};

/// The index in `c`'s neighbour list of a random unvisited neighbour, if any:
/// a random place among them, in list order (no draw when there is one).
#[inline]
fn random_unvisited<G: Grid, R: Rng + ?Sized>(grid: &G, c: u32, seen: &Visits, rng: &mut R) -> Option<usize> {
    let fresh = fresh_sides(grid.neighbours(c), seen);
    (fresh != 0).then(|| pick_side(fresh, rng))
}
