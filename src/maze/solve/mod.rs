//! Finding the way out: seven maze solvers that can be watched step by step.
//!
//! [`solve`] runs any [`Solver`] between two floor tiles and returns a
//! [`Search`]: the route (or why there is none), how many tiles the solver
//! visited and, on request, a trace of every [`Step`] it took, in order, for
//! the game to animate. [`shortest_route`] is the fastest way to a shortest
//! route (a flat-array breadth-first search), e.g. for hints.
//!
//! [`astar()`] and [`astar_between`] run the `pathfinding` crate's A* with the
//! Manhattan distance as heuristic (admissible on a 4-connected grid, so the
//! route is a shortest one). They are kept as they were; [`Solver::AStar`] is a
//! separate flat-array A* that can record its open set, which the crate cannot.
//!
//! # What every solver guarantees
//!
//! - It terminates on every maze, and none recurses: all state is in flat
//!   arrays of a byte or so per tile, so even the largest board solves on a
//!   small thread stack (tested: 2001 × 2001 tiles on 256 KiB).
//! - A route goes tile by tile: each tile is floor and 4-adjacent to the one
//!   before, the first is `from` and the last `to`. Every route is a *simple*
//!   path (no tile twice).
//! - `from` or `to` on a wall (or off the board) gives [`SolveError::NotFloor`];
//!   `from == to` gives the one-tile route at once, for every solver.
//! - [`Search::visited`] is the number of distinct tiles that appear in the
//!   trace as [`Step::Visit`] or [`Step::DeadEnd`] (whether or not the trace
//!   was recorded). [`Step::Frontier`] tiles are seen, not visited.
//!
//! Per solver (see each module for the details):
//!
//! | solver | route | when there is none |
//! |---|---|---|
//! | [`AStar`](Solver::AStar), [`BreadthFirst`](Solver::BreadthFirst) | shortest, on every maze | [`NoRoute`](SolveError::NoRoute) |
//! | [`DeadEndFilling`](Solver::DeadEndFilling) | shortest, on every maze (the fill is finished by a breadth-first search over what is left) | `NoRoute` |
//! | [`Backtracking`](Solver::Backtracking) | the depth-first path it ended on: the only one on a perfect maze, any simple one with loops | `NoRoute` |
//! | [`Tremaux`](Solver::Tremaux) | the passages marked once: as for backtracking | `NoRoute` |
//! | [`WallFollowerLeft`](Solver::WallFollowerLeft), [`WallFollowerRight`](Solver::WallFollowerRight) | the walk with its loops removed: the only route on a perfect maze | [`WallFollowerLost`](SolveError::WallFollowerLost), also when a route exists that the hand on the wall never leads to |

mod astar;
mod backtracking;
mod bfs;
mod dead_end_filling;
pub mod grids;
mod tremaux;
mod wall_follower;

#[cfg(test)]
mod tests;

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use pathfinding::prelude::astar as pf_astar;
use serde::{Deserialize, Serialize};

use super::grid::{Maze, Pos, Tile};

/// A shortest route of floor tiles from `from` to `to`, both ends included,
/// or `None` when no route exists. Uses the `pathfinding` crate's A*.
pub fn astar_between(maze: &Maze, from: Pos, to: Pos) -> Option<Vec<Pos>> {
    if !maze.is_floor(from) || !maze.is_floor(to) {
        return None;
    }
    pf_astar(&from, |&p| maze.floor_neighbours(p).map(|q| (q, 1usize)), |&p| p.manhattan(to), |&p| p == to)
        .map(|(path, _cost)| path)
}

/// A shortest route from the entrance to the exit, both included. Uses the
/// `pathfinding` crate's A*.
pub fn astar(maze: &Maze) -> Option<Vec<Pos>> {
    astar_between(maze, maze.entrance, maze.exit)
}

/// A shortest route from the entrance to the exit by [`shortest_route`]'s
/// flat breadth-first search, or `None` when there is none. As short as
/// [`astar`]'s (the same route on a perfect maze) and much quicker on huge
/// boards, so the game uses it for perfect mazes and big boards.
pub fn breadth_first(maze: &Maze) -> Option<Vec<Pos>> {
    shortest_route(maze, maze.entrance, maze.exit)
}

/// A shortest route from `from` to `to`, both ends included, or `None` when
/// there is none (or either end is not floor).
///
/// A breadth-first search on flat arrays (a parent direction byte per tile, a
/// queue of `u32` tile indices, no hashing) that stops as soon as it reaches
/// `to`: several times faster than [`astar_between`], and the same length.
pub fn shortest_route(maze: &Maze, from: Pos, to: Pos) -> Option<Vec<Pos>> {
    if !maze.is_floor(from) || !maze.is_floor(to) {
        return None;
    }
    let grid = Grid::new(maze);
    bfs::search(&grid, grid.index(from), grid.index(to), &mut ()).route.ok()
}

/// Which solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Solver {
    /// A* on flat arrays: a binary heap keyed by `f = g + h`, then `h`, with
    /// the Manhattan distance as `h`. Shortest route.
    AStar,
    /// Depth-first search with backtracking: walk on, back out of what leads
    /// nowhere, marking it dead.
    Backtracking,
    /// Breadth-first search: the flood fill that finds a shortest route.
    BreadthFirst,
    /// Fill dead ends until only the way through is left.
    DeadEndFilling,
    /// Keep the left hand on the wall.
    WallFollowerLeft,
    /// Keep the right hand on the wall.
    WallFollowerRight,
    /// Trémaux's rule: mark passages as you walk them, never walk one a third time.
    Tremaux,
}

impl Solver {
    /// Every solver, in menu order.
    pub const ALL: [Solver; 7] = [
        Solver::AStar,
        Solver::Backtracking,
        Solver::BreadthFirst,
        Solver::DeadEndFilling,
        Solver::WallFollowerLeft,
        Solver::WallFollowerRight,
        Solver::Tremaux,
    ];

    /// The name used on the command line (kebab-case).
    pub fn name(self) -> &'static str {
        match self {
            Solver::AStar => "astar",
            Solver::Backtracking => "backtracking",
            Solver::BreadthFirst => "bfs",
            Solver::DeadEndFilling => "dead-end-filling",
            Solver::WallFollowerLeft => "wall-left",
            Solver::WallFollowerRight => "wall-right",
            Solver::Tremaux => "tremaux",
        }
    }

    /// One line on how the solver works, for `--help` and menus.
    pub fn description(self) -> &'static str {
        match self {
            Solver::AStar => "A*: expands the most promising tile first (steps so far + distance left); shortest route",
            Solver::Backtracking => "depth-first: walks on until stuck, backs out and marks the dead end; any route",
            Solver::BreadthFirst => "breadth-first: floods outwards one step at a time; shortest route",
            Solver::DeadEndFilling => "fills every dead end until only the way through is left; shortest route",
            Solver::WallFollowerLeft => "keeps the left hand on the wall; lost when the exit is on an island",
            Solver::WallFollowerRight => "keeps the right hand on the wall; lost when the exit is on an island",
            Solver::Tremaux => "Trémaux: marks each passage walked, never walks one a third time; any route",
        }
    }

    /// Whether the route this solver returns is always a shortest one.
    ///
    /// True for [`Solver::AStar`], [`Solver::BreadthFirst`] and
    /// [`Solver::DeadEndFilling`] on *every* maze, loops and open areas
    /// included (dead-end filling finishes with a breadth-first search over the
    /// tiles it left). The others find a shortest route on perfect mazes,
    /// where there is only one route, but not in general.
    pub fn finds_shortest(self) -> bool {
        matches!(self, Solver::AStar | Solver::BreadthFirst | Solver::DeadEndFilling)
    }
}

impl fmt::Display for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A solver name that [`Solver::from_str`] does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSolver(pub String);

impl fmt::Display for UnknownSolver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown solver '{}'; expected one of: ", self.0)?;
        for (k, solver) in Solver::ALL.into_iter().enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            f.write_str(solver.name())?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownSolver {}

impl FromStr for Solver {
    type Err = UnknownSolver;
    /// Reads a [`Solver::name`], ignoring case, and a few spellings people
    /// type: `a*`, `a-star`, `breadth-first`, `dfs`, `trémaux`.
    fn from_str(s: &str) -> Result<Self, UnknownSolver> {
        let key = s.trim().to_lowercase();
        let alias = match key.as_str() {
            "a*" | "a-star" => Some(Solver::AStar),
            "breadth-first" => Some(Solver::BreadthFirst),
            "dfs" | "depth-first" => Some(Solver::Backtracking),
            "trémaux" => Some(Solver::Tremaux),
            _ => None,
        };
        alias
            .or_else(|| Solver::ALL.into_iter().find(|solver| solver.name() == key))
            .ok_or_else(|| UnknownSolver(s.to_string()))
    }
}

/// One thing a solver did, in order, on a tile ([`Pos`]) of the square board
/// or a cell (`u32`) of any grid ([`grids::search`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step<P = Pos> {
    /// The search head moved to or expanded this tile ("been here"). A*: taken
    /// from the open set; breadth-first (and dead-end filling's last stage):
    /// taken from the queue; backtracking: entered, once per tile (stepping
    /// back is told by [`Step::DeadEnd`]); wall followers and Trémaux: stepped
    /// onto, once per step, so a tile walked twice appears twice.
    Visit(P),
    /// A* and breadth-first only: the tile joined the open set or the queue.
    Frontier(P),
    /// The tile is known to lead nowhere. Backtracking: abandoned when backing
    /// out of it; dead-end filling: filled; Trémaux: all its passages marked
    /// twice. At most once per tile, never a tile of the route.
    DeadEnd(P),
}

impl<P> Step<P> {
    /// The place the step is at.
    pub fn place(self) -> P {
        match self {
            Step::Visit(p) | Step::Frontier(p) | Step::DeadEnd(p) => p,
        }
    }

    /// The same step at `place(p)`: a square board's tiles named as cells, or back.
    pub fn map<Q>(self, place: impl Fn(P) -> Q) -> Step<Q> {
        match self {
            Step::Visit(p) => Step::Visit(place(p)),
            Step::Frontier(p) => Step::Frontier(place(p)),
            Step::DeadEnd(p) => Step::DeadEnd(place(p)),
        }
    }
}

/// Why a solver found no route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The start or the target is a wall (or off the board).
    NotFloor(Pos),
    /// The target cannot be reached from the start.
    NoRoute,
    /// A wall follower came back to where it started, facing the way it
    /// started, without reaching the target: the target is on an island (not
    /// along the wall the hand touches) or cannot be reached at all.
    WallFollowerLost,
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::NotFloor(p) => write!(f, "the tile at {p} is a wall; a route starts and ends on floor"),
            SolveError::NoRoute => f.write_str("no way out: the exit cannot be reached from the entrance"),
            SolveError::WallFollowerLost => f.write_str(
                "the wall follower went round in a circle: the exit is away from the walls it follows \
                 (on an island) or cannot be reached at all",
            ),
        }
    }
}

impl std::error::Error for SolveError {}

/// What one run of a solver found and did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// Who searched.
    pub solver: Solver,
    /// The route from start to target, both included, or why there is none.
    pub route: Result<Vec<Pos>, SolveError>,
    /// Every step in order; empty unless asked for.
    pub trace: Vec<Step>,
    /// Distinct tiles visited: those that appear in the trace as
    /// [`Step::Visit`] or [`Step::DeadEnd`] (counted even when the trace is off).
    pub visited: usize,
}

/// Runs `solver` from `from` to `to`. With `trace == false` the trace stays
/// empty and costs nothing (the solver is compiled a second time without it).
pub fn solve(maze: &Maze, solver: Solver, from: Pos, to: Pos, trace: bool) -> Search {
    let outcome = if trace {
        let mut steps = Vec::new();
        let outcome = run(maze, solver, from, to, &mut steps);
        Outcome { steps, ..outcome }
    } else {
        run(maze, solver, from, to, &mut ())
    };
    Search { solver, route: outcome.route, trace: outcome.steps, visited: outcome.visited }
}

/// A solver's result before it is labelled; `steps` is filled in by [`solve`].
struct Outcome {
    route: Result<Vec<Pos>, SolveError>,
    visited: usize,
    steps: Vec<Step>,
}

impl Outcome {
    fn new(route: Result<Vec<Pos>, SolveError>, visited: usize) -> Self {
        Outcome { route, visited, steps: Vec::new() }
    }
}

fn run<T: Trace>(maze: &Maze, solver: Solver, from: Pos, to: Pos, trace: &mut T) -> Outcome {
    for end in [from, to] {
        if !maze.is_floor(end) {
            return Outcome::new(Err(SolveError::NotFloor(end)), 0);
        }
    }
    if from == to {
        trace.step(Step::Visit(from));
        return Outcome::new(Ok(vec![from]), 1);
    }
    let grid = Grid::new(maze);
    let (start, goal) = (grid.index(from), grid.index(to));
    match solver {
        Solver::AStar => astar::search(&grid, start, goal, trace),
        Solver::Backtracking => backtracking::search(&grid, start, goal, trace),
        Solver::BreadthFirst => bfs::search(&grid, start, goal, trace),
        Solver::DeadEndFilling => dead_end_filling::search(&grid, start, goal, trace),
        Solver::WallFollowerLeft => wall_follower::search(&grid, start, goal, wall_follower::Hand::Left, trace),
        Solver::WallFollowerRight => wall_follower::search(&grid, start, goal, wall_follower::Hand::Right, trace),
        Solver::Tremaux => tremaux::search(&grid, start, goal, trace),
    }
}

/// Where a solver's steps go: `()` drops them (and the calls compile away),
/// `Vec<Step>` keeps them. Solvers take `&mut impl Trace` and are compiled
/// once for each.
trait Trace {
    /// Whether steps are kept; solvers skip work that only feeds the trace.
    const ON: bool;
    /// The solver did `step`.
    fn step(&mut self, step: Step);
}

impl Trace for () {
    const ON: bool = false;
    #[inline(always)]
    fn step(&mut self, _step: Step) {}
}

impl Trace for Vec<Step> {
    const ON: bool = true;
    fn step(&mut self, step: Step) {
        self.push(step);
    }
}

/// The maze seen as flat tile indices, which the solvers work on.
///
/// The board's outer ring must be wall, so that every floor tile has four
/// neighbours on the board and a step is one addition with no bounds check.
/// Generated mazes always have that ring; a board that lacks it (a text maze
/// with floor on its edge) is copied into one a tile larger all round, and
/// [`Grid::index`] and [`Grid::pos`] translate.
///
/// Directions are numbered as in [`Dir::ALL`](super::grid::Dir::ALL): 0 up,
/// 1 down, 2 left, 3 right, so `d ^ 1` is the opposite of `d` ([`Dir::opposite`](super::grid::Dir::opposite)).
struct Grid<'a> {
    tiles: Cow<'a, [Tile]>,
    /// Width of `tiles` in tiles.
    width: usize,
    /// Wall rows and columns added on each side (0 or 1).
    pad: usize,
    /// Index change of one step in each direction.
    offsets: [isize; 4],
}

/// Number of directions.
const DIRS: usize = 4;

/// The direction after turning right (clockwise) from `d`.
const fn clockwise(d: usize) -> usize {
    // up -> right -> down -> left -> up
    [3, 2, 0, 1][d]
}

/// The direction after turning left (counter-clockwise) from `d`.
const fn counter_clockwise(d: usize) -> usize {
    // up -> left -> down -> right -> up
    [2, 3, 1, 0][d]
}

impl<'a> Grid<'a> {
    fn new(maze: &'a Maze) -> Self {
        let (width, height) = (maze.width(), maze.height());
        let tiles = maze.tiles();
        let floor = |i: usize| tiles[i] == Tile::Floor;
        let open_rim = (0..width).any(|x| floor(x) || floor((height - 1) * width + x))
            || (0..height).any(|y| floor(y * width) || floor(y * width + width - 1));
        let (tiles, width, pad) = if open_rim {
            let padded_width = width + 2;
            let mut padded = vec![Tile::Wall; padded_width * (height + 2)];
            for (y, row) in tiles.chunks_exact(width).enumerate() {
                let at = (y + 1) * padded_width + 1;
                padded[at..at + width].copy_from_slice(row);
            }
            (Cow::Owned(padded), padded_width, 1)
        } else {
            (Cow::Borrowed(tiles), width, 0)
        };
        debug_assert!(tiles.len() < 1 << 25, "tile indices fit in 25 bits");
        let w = width as isize;
        Grid { tiles, width, pad, offsets: [-w, w, -1, 1] }
    }

    /// The flat index of board position `p`.
    fn index(&self, p: Pos) -> usize {
        (p.y + self.pad) * self.width + p.x + self.pad
    }

    /// The board position of flat index `i`.
    fn pos(&self, i: usize) -> Pos {
        Pos::new(i % self.width - self.pad, i / self.width - self.pad)
    }

    fn len(&self) -> usize {
        self.tiles.len()
    }

    #[inline(always)]
    fn is_floor(&self, i: usize) -> bool {
        self.tiles[i] == Tile::Floor
    }

    /// The tile one step from floor tile `i` in direction `d` (on the board,
    /// as the ring is wall).
    #[inline(always)]
    fn step(&self, i: usize, d: usize) -> usize {
        i.wrapping_add_signed(self.offsets[d])
    }

    /// The floor tile one step from floor tile `i` in direction `d`, if any.
    #[inline(always)]
    fn open(&self, i: usize, d: usize) -> Option<usize> {
        let j = self.step(i, d);
        self.is_floor(j).then_some(j)
    }

    /// The tile a step in direction `d` came from to reach `j`.
    #[inline(always)]
    fn back(&self, j: usize, d: usize) -> usize {
        j.wrapping_add_signed(-self.offsets[d])
    }

    /// The tiles met walking from `start` along `dirs`, `start` included.
    fn replay(&self, start: usize, dirs: &[u8]) -> Vec<Pos> {
        let mut route = Vec::with_capacity(dirs.len() + 1);
        let mut i = start;
        route.push(self.pos(i));
        for &d in dirs {
            i = i.wrapping_add_signed(self.offsets[usize::from(d)]);
            route.push(self.pos(i));
        }
        route
    }

    /// The route to `goal` read backwards from `parent`, whose low three bits
    /// hold for each reached tile `1 +` the direction of the step that reached
    /// it (the higher bits are free for flags; `start`'s byte is not read).
    fn route_from_parents(&self, parent: &[u8], start: usize, goal: usize) -> Vec<Pos> {
        // Counted first, so the route takes exactly its length (a huge
        // board's route is millions of tiles: pushing would leave up to
        // half of it again unused).
        let step_back = |i: usize| self.back(i, usize::from((parent[i] & 7) - 1));
        let mut len = 1;
        let mut i = goal;
        while i != start {
            i = step_back(i);
            len += 1;
        }
        let mut route = vec![Pos::default(); len];
        let mut i = goal;
        for slot in route.iter_mut().rev() {
            *slot = self.pos(i);
            if i != start {
                i = step_back(i);
            }
        }
        route
    }
}
