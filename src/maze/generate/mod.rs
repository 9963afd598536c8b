//! Maze generators and the [`MazeSpec`] that names one reproducible maze.
//!
//! Every generator takes a board size and a seeded random source and returns a
//! [`Maze`]. [`MazeSpec::generate`] seeds a [`Pcg64Mcg`], whose stream is
//! documented as portable and stable across versions, so a seed names the same
//! maze on every machine and every release.

pub mod aldous_broder;
pub mod backtracker;
pub mod binary_tree;
mod centre_exit;
mod code;
pub mod division;
mod division_bits;
pub mod division_fast;
pub mod division_pcg;
pub mod eller;
mod eller_bits;
mod eller_levels;
mod grid_code;
mod grid_spec;
pub mod grids;
pub mod growing_tree;
pub mod hunt_and_kill;
pub mod irregular;
pub(crate) mod kit;
pub mod kruskal;
mod masked;
pub mod prim;
pub mod restart;
pub mod sidewinder;
mod sidewinder_streamed;
mod spec;
pub mod wilson;

#[cfg(test)]
mod code_tests;
#[cfg(test)]
mod code_typo_tests;
#[cfg(test)]
mod stream_tests;
#[cfg(test)]
mod tests;

use std::fmt;
use std::str::FromStr;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::grid::Maze;

pub use aldous_broder::aldous_broder;
pub use backtracker::backtracker;
pub use binary_tree::binary_tree;
/// The code's pieces that weave codes (`crate::maze::weave`) share.
pub(crate) use code::{check_chars, checked_parts, from_base36, to_base36};
pub use division::recursive_division;
pub use division_fast::division_fast;
pub use eller::eller;
pub use grid_code::{AnySpec, is_grid_code};
pub(crate) use grid_code::{grid_word, read_grid};
pub use grid_spec::{
    GRID_BYTES_A_CELL, GridMazeAny, GridShape, GridSpec, MAX_GRID_BYTES, MAX_GRID_CELLS, MAX_RINGS, MIN_RINGS, MIN_SIDE,
};
pub use growing_tree::{GrowingTreePick, growing_tree};
pub use hunt_and_kill::hunt_and_kill;
pub use irregular::irregular;
pub use kruskal::kruskal;
pub use prim::{prim_simplified, prim_true};
pub use restart::restart_from_visited;
pub use sidewinder::sidewinder;
pub use spec::{GenerateError, MazeSpec};
pub use wilson::wilson;

/// The watcher the generators report to, also at its old path here.
pub use crate::maze::recorder::Recorder;

/// The seeded random source every generator draws from.
pub type MazeRng = Pcg64Mcg;

/// The random source for `seed`.
pub fn rng_from_seed(seed: u64) -> MazeRng {
    Pcg64Mcg::seed_from_u64(seed)
}

/// A seed from the system clock, for when the player gave none.
pub fn seed_from_clock() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

/// Where the depth-first backtracker starts carving. The start is where the
/// search tree is rooted, so long corridors tend to run away from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum StartCorner {
    /// The top-left cell, where the entrance is.
    #[default]
    TopLeft,
    /// The top-right cell.
    TopRight,
    /// The bottom-right cell, where the exit is.
    BottomRight,
    /// The middle cell.
    Centre,
    /// A random cell (drawn from the seed).
    Random,
}

impl StartCorner {
    /// Every corner, in menu order.
    pub const ALL: [StartCorner; 5] = [
        StartCorner::TopLeft,
        StartCorner::TopRight,
        StartCorner::BottomRight,
        StartCorner::Centre,
        StartCorner::Random,
    ];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            StartCorner::TopLeft => "top-left",
            StartCorner::TopRight => "top-right",
            StartCorner::BottomRight => "bottom-right",
            StartCorner::Centre => "centre",
            StartCorner::Random => "random",
        }
    }
}

impl fmt::Display for StartCorner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for StartCorner {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        StartCorner::ALL.into_iter().find(|c| c.name().eq_ignore_ascii_case(s)).ok_or_else(|| {
            format!("unknown start corner '{s}'; expected one of: top-left, top-right, bottom-right, centre, random")
        })
    }
}

/// The generation algorithms available. All but the two recursive divisions
/// carve passages into solid rock; all make perfect mazes (exactly one route
/// between any two cells).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Algorithm {
    /// Iterative depth-first search with backtracking, from [`MazeSpec::corner`]:
    /// long, winding corridors and few dead ends.
    #[default]
    Backtracker,
    /// The spec's variant: when stuck, restart from a random visited cell.
    RestartFromVisited,
    /// Each cell links north or east; `north_percent` biases the coin.
    BinaryTree {
        /// Chance in percent of linking north when both ways are possible.
        north_percent: u8,
    },
    /// Runs of cells eastwards, each closed with one link north.
    Sidewinder,
    /// Random walk linking first visits; uniform, slow.
    AldousBroder,
    /// Loop-erased random walks; uniform.
    Wilson,
    /// Random walk, then hunt for a new start when stuck.
    HuntAndKill,
    /// Grow from a list of active cells, picking as told.
    GrowingTree(GrowingTreePick),
    /// Random walls knocked down between unconnected cells.
    Kruskal,
    /// Grow from a random frontier cell.
    PrimSimplified,
    /// Minimum spanning tree over random wall weights.
    PrimTrue,
    /// Row by row, with sets.
    Eller,
    /// Split an open room with walls that have one gap.
    RecursiveDivision,
    /// Recursive division with each chamber's split drawn from the chamber
    /// and one key: the same look, other mazes.
    DivisionFast,
    /// The spec's irregular map: scattered walls cut by random walks through
    /// waypoints. Not perfect: loops and open areas.
    Irregular {
        /// Share of the inner tiles walled before the walks, in percent.
        density_percent: u8,
    },
}

impl Algorithm {
    /// Every algorithm with its usual settings, in menu order.
    pub const ALL: [Algorithm; 18] = [
        Algorithm::Backtracker,
        Algorithm::RestartFromVisited,
        Algorithm::BinaryTree { north_percent: 50 },
        Algorithm::Sidewinder,
        Algorithm::AldousBroder,
        Algorithm::Wilson,
        Algorithm::HuntAndKill,
        Algorithm::GrowingTree(GrowingTreePick::Newest),
        Algorithm::GrowingTree(GrowingTreePick::Random),
        Algorithm::GrowingTree(GrowingTreePick::Oldest),
        Algorithm::GrowingTree(GrowingTreePick::Mix(50)),
        Algorithm::Kruskal,
        Algorithm::PrimSimplified,
        Algorithm::PrimTrue,
        Algorithm::Eller,
        Algorithm::RecursiveDivision,
        Algorithm::DivisionFast,
        Algorithm::Irregular { density_percent: 85 },
    ];

    /// The name used on the command line and in maze codes, with its setting
    /// after a colon where it has one (`binary-tree:70`, `irregular:85`).
    pub fn name(self) -> String {
        match self.setting() {
            Some(p) => format!("{}:{p}", self.base_name()),
            None => self.base_name().to_string(),
        }
    }

    /// The percentage setting of the algorithms that have one: binary tree's
    /// north bias, growing tree's mix, the irregular map's wall density.
    pub fn setting(self) -> Option<u8> {
        match self {
            Algorithm::BinaryTree { north_percent: p }
            | Algorithm::GrowingTree(GrowingTreePick::Mix(p))
            | Algorithm::Irregular { density_percent: p } => Some(p),
            _ => None,
        }
    }

    /// The same algorithm with its setting changed to `percent`; `None` if it has no setting.
    pub fn with_setting(self, percent: u8) -> Option<Algorithm> {
        match self {
            Algorithm::BinaryTree { .. } => Some(Algorithm::BinaryTree { north_percent: percent }),
            Algorithm::GrowingTree(GrowingTreePick::Mix(_)) => {
                Some(Algorithm::GrowingTree(GrowingTreePick::Mix(percent)))
            }
            Algorithm::Irregular { .. } => Some(Algorithm::Irregular { density_percent: percent }),
            _ => None,
        }
    }

    fn base_name(self) -> &'static str {
        match self {
            Algorithm::Backtracker => "backtracker",
            Algorithm::RestartFromVisited => "restart",
            Algorithm::BinaryTree { .. } => "binary-tree",
            Algorithm::Sidewinder => "sidewinder",
            Algorithm::AldousBroder => "aldous-broder",
            Algorithm::Wilson => "wilson",
            Algorithm::HuntAndKill => "hunt-and-kill",
            Algorithm::GrowingTree(GrowingTreePick::Newest) => "growing-tree-newest",
            Algorithm::GrowingTree(GrowingTreePick::Random) => "growing-tree-random",
            Algorithm::GrowingTree(GrowingTreePick::Oldest) => "growing-tree-oldest",
            Algorithm::GrowingTree(GrowingTreePick::Mix(_)) => "growing-tree-mix",
            Algorithm::Kruskal => "kruskal",
            Algorithm::PrimSimplified => "prim",
            Algorithm::PrimTrue => "prim-true",
            Algorithm::Eller => "eller",
            Algorithm::RecursiveDivision => "division",
            Algorithm::DivisionFast => "division-fast",
            Algorithm::Irregular { .. } => "irregular",
        }
    }

    /// One line on what the algorithm does and what its mazes look like.
    pub fn description(self) -> &'static str {
        match self {
            Algorithm::Backtracker => "depth-first backtracker: long winding corridors, few dead ends (~10%)",
            Algorithm::RestartFromVisited => "when stuck, restart from a random visited cell: many medium branches",
            Algorithm::BinaryTree { .. } => {
                "each cell opens north or east (:P = % north): open top row and right column"
            }
            Algorithm::Sidewinder => "runs eastwards closed by one opening north: open top row, vertical grain",
            Algorithm::AldousBroder => "random walk: uniform over all perfect mazes, slow to finish",
            Algorithm::Wilson => "loop-erased random walks: uniform over all perfect mazes",
            Algorithm::HuntAndKill => "random walk, hunt for a new start when stuck: long corridors",
            Algorithm::GrowingTree(GrowingTreePick::Newest) => "growing tree, newest cell: like the backtracker",
            Algorithm::GrowingTree(GrowingTreePick::Random) => "growing tree, random cell: short branches, like Prim",
            Algorithm::GrowingTree(GrowingTreePick::Oldest) => "growing tree, oldest cell: long straight runs",
            Algorithm::GrowingTree(GrowingTreePick::Mix(_)) => "growing tree, newest P% of the time else random (:P)",
            Algorithm::Kruskal => "random walls knocked down between unconnected parts: many short dead ends",
            Algorithm::PrimSimplified => "simplified Prim, grows from a random frontier cell: radial, short branches",
            Algorithm::PrimTrue => "true Prim, minimum spanning tree over random wall weights",
            Algorithm::Eller => "row by row, merging sets of cells: even texture, built a row at a time",
            Algorithm::RecursiveDivision => "split rooms with walls that have one gap: long straight walls, boxy",
            Algorithm::DivisionFast => {
                "recursive division, each split drawn from its chamber: the same look, quickest when huge"
            }
            Algorithm::Irregular { .. } => {
                "scattered walls cut by random walks through waypoints (:P = % walls): loops"
            }
        }
    }

    /// Whether the algorithm puts up walls in an open room (the recursive
    /// divisions) rather than carving passages into rock.
    pub fn adds_walls(self) -> bool {
        matches!(self, Algorithm::RecursiveDivision | Algorithm::DivisionFast)
    }

    /// Whether the algorithm makes perfect mazes (one route between any two cells).
    pub fn is_perfect(self) -> bool {
        !matches!(self, Algorithm::Irregular { .. })
    }

    /// Whether the algorithm can carve inside a [`Mask`](crate::maze::Mask): all but those that
    /// build whole rows (binary tree, sidewinder, Eller) or split the whole
    /// rectangle (the recursive divisions).
    pub fn is_maskable(self) -> bool {
        !(matches!(self, Algorithm::BinaryTree { .. } | Algorithm::Sidewinder | Algorithm::Eller) || self.adds_walls())
    }

    /// Carves this algorithm's maze into the walled `maze`.
    pub fn carve<R: rand::Rng + ?Sized, Rec: Recorder + ?Sized>(
        self,
        maze: &mut Maze,
        corner: StartCorner,
        rng: &mut R,
        rec: &mut Rec,
    ) {
        match self {
            Algorithm::Backtracker => backtracker(maze, corner, rng, rec),
            Algorithm::RestartFromVisited => restart_from_visited(maze, rng, rec),
            Algorithm::BinaryTree { north_percent } => binary_tree(maze, north_percent, rng, rec),
            Algorithm::Sidewinder => sidewinder(maze, rng, rec),
            Algorithm::AldousBroder => aldous_broder(maze, rng, rec),
            Algorithm::Wilson => wilson(maze, rng, rec),
            Algorithm::HuntAndKill => hunt_and_kill(maze, rng, rec),
            Algorithm::GrowingTree(pick) => growing_tree(maze, pick, rng, rec),
            Algorithm::Kruskal => kruskal(maze, rng, rec),
            Algorithm::PrimSimplified => prim_simplified(maze, rng, rec),
            Algorithm::PrimTrue => prim_true(maze, rng, rec),
            Algorithm::Eller => eller(maze, rng, rec),
            Algorithm::RecursiveDivision => recursive_division(maze, rng, rec),
            Algorithm::DivisionFast => division_fast(maze, rng, rec),
            Algorithm::Irregular { density_percent } => irregular(maze, density_percent, rng, rec),
        }
    }

    /// [`Algorithm::carve`] with the maze rng itself, as [`MazeSpec`] carves:
    /// unwatched, sidewinder then reads the rng's outputs in bulk (see
    /// `kit/stream.rs`) and recursive division works its draws out side by
    /// side ([`division_pcg`]). The same maze, and the rng left in the same
    /// state, as `carve` with the same rng.
    pub fn carve_with_maze_rng<Rec: Recorder + ?Sized>(
        self,
        maze: &mut Maze,
        corner: StartCorner,
        rng: &mut MazeRng,
        rec: &mut Rec,
    ) {
        match self {
            Algorithm::Sidewinder if !rec.keeps_steps() => sidewinder_streamed::carve_rows(maze, rng),
            Algorithm::RecursiveDivision if !rec.keeps_steps() => division_pcg::recursive_division_pcg(maze, rng),
            _ => self.carve(maze, corner, rng, rec),
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl FromStr for Algorithm {
    type Err = String;
    /// Reads a name from [`Algorithm::ALL`], optionally with its setting after a colon.
    fn from_str(s: &str) -> Result<Self, String> {
        let (base, setting) = match s.split_once(':') {
            Some((b, p)) => (b, Some(p)),
            None => (s, None),
        };
        let base = base.trim().to_ascii_lowercase();
        let found = Algorithm::ALL.into_iter().find(|a| a.base_name() == base).ok_or_else(|| {
            format!("unknown algorithm '{s}'; `panda-maze algorithms` lists them (e.g. backtracker, kruskal, wilson)")
        })?;
        let Some(setting) = setting else { return Ok(found) };
        let percent: u8 = setting
            .trim()
            .parse()
            .ok()
            .filter(|p| *p <= 100)
            .ok_or_else(|| format!("'{setting}' in '{s}' is not a percentage from 0 to 100"))?;
        found.with_setting(percent).ok_or_else(|| {
            format!("the {} algorithm takes no setting, so ':{setting}' means nothing", found.base_name())
        })
    }
}
