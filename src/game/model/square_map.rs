//! The square map played: [`CurrentMaze`] (the maze, the spec that made it,
//! its items and measurements) with its shortest [`Route`], made from a
//! spec or drawn by hand, and the [`BoardName`] that tells one board from
//! another on any grid.

use super::{BREADTH_FIRST_MIN_TILES, Difficulty};
use crate::maze::generate::{AnySpec, Recorder};
use crate::maze::items::{Items, Progress, solve};
use crate::maze::metrics::{Metrics, measure_along};
use crate::maze::{Maze, MazeSpec, Pos, astar, breadth_first};

/// The square map being played (held by the board's `Played`), the spec
/// that made it, and its measurements.
#[derive(Debug, Clone)]
pub struct CurrentMaze {
    /// The board.
    pub maze: Maze,
    /// How to make it again.
    pub spec: MazeSpec,
    /// Dead ends, route, difficulty score (of the maze alone).
    pub metrics: Metrics,
    /// Bamboo, keys and doors (none on most maps), laid by the spec.
    pub items: Items,
    /// The share code of a maze drawn or edited by hand in the editor, which
    /// names it (then `spec` says only what it is like: its size and generator).
    pub share_code: Option<String>,
}

impl CurrentMaze {
    /// Generates the maze `spec` names and measures it, telling `recorder` of each step.
    pub fn generate(spec: MazeSpec, recorder: &mut impl Recorder) -> Result<(Self, Route), String> {
        Self::generate_cut(spec, None, recorder)
    }

    /// As [`CurrentMaze::generate`], cut to `mask` (read from a file: no code
    /// names the maze then) instead of the spec's shape when given.
    pub fn generate_cut(
        spec: MazeSpec,
        mask: Option<&crate::maze::mask::Mask>,
        recorder: &mut impl Recorder,
    ) -> Result<(Self, Route), String> {
        // Items only where they are allowed (a new map of a huge size made from one with items has none).
        let spec = match spec.items.check(spec.width, spec.height) {
            Ok(()) => spec,
            Err(_) => spec.with_items(Default::default()),
        };
        let maze = match mask {
            Some(mask) => spec.generate_in(Some(mask), recorder),
            None => spec.generate_recorded(recorder),
        };
        let maze = maze.map_err(|e| e.to_string())?;
        // A perfect maze has one route, so both searches find the same; with loops
        // they may pick different shortest routes, and small boards keep A*'s.
        let perfect = spec.algorithm.is_perfect() && spec.braid_percent == 0;
        let items = spec.place_items(&maze);
        Self::measured(spec, maze, items, perfect)
    }

    /// A maze drawn or edited by hand, named by its `share_code`, with the
    /// `items` laid in it; `like` is the spec it resembles (its size and generator).
    pub fn drawn(like: MazeSpec, maze: Maze, items: Items, share_code: String) -> Result<(Self, Route), String> {
        let (mut made, route) = Self::measured(like, maze, items, false)?;
        made.share_code = Some(share_code);
        Ok((made, route))
    }

    /// `maze` with `items`, its route and figures (`perfect`: it has one route).
    fn measured(spec: MazeSpec, maze: Maze, items: Items, perfect: bool) -> Result<(Self, Route), String> {
        let route =
            if perfect || maze.tiles().len() > BREADTH_FIRST_MIN_TILES { breadth_first(&maze) } else { astar(&maze) };
        let route = route.ok_or("the maze has no way out")?;
        let metrics = measure_along(&maze, &route);
        // With items, the route is the shortest full clear: every shoot
        // eaten, doors passed with their keys.
        let route = if items.is_empty() {
            route
        } else {
            solve(&maze, &items, Progress::start(&maze), true).ok_or("the items leave no way out")?
        };
        Ok((Self { maze, spec, metrics, items, share_code: None }, Route(route)))
    }

    /// What names this board: its spec, or for a maze drawn by hand its share code too.
    pub fn name(&self) -> BoardName {
        BoardName::new(AnySpec::Square(self.spec), self.share_code.as_deref())
    }

    /// The difficulty whose size this board has, if it has one of theirs.
    pub fn difficulty(&self) -> Option<Difficulty> {
        Difficulty::of_size(self.spec.width, self.spec.height)
    }
}

/// What names the maze on the board, for telling one board from another
/// (a picture drawn for it, a campaign level): the spec that made it and,
/// for a maze drawn or edited by hand, a fingerprint of its share code (two
/// drawn mazes may be like the same spec).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardName {
    /// The spec that made it, or that it is like.
    pub spec: AnySpec,
    /// A fingerprint of its share code (0 for a maze its spec names).
    drawn: u64,
}

impl BoardName {
    /// The name of a maze made by `spec`, or drawn by hand as `share_code`.
    pub fn new(spec: AnySpec, share_code: Option<&str>) -> Self {
        let drawn = share_code.map_or(0, |code| {
            use std::hash::{Hash, Hasher};
            let mut hasher = std::hash::DefaultHasher::new();
            code.hash(&mut hasher);
            hasher.finish() | 1
        });
        Self { spec, drawn }
    }

    /// The name of the maze `spec` makes.
    pub fn of(spec: AnySpec) -> Self {
        Self::new(spec, None)
    }
}

/// The way out: the shortest route from entrance to exit of the current maze
/// (one word for it in the code: route).
#[derive(Debug, Clone, Default)]
pub struct Route(pub Vec<Pos>);

impl Route {
    /// Moves needed along the route (tiles minus one).
    pub fn optimal_moves(&self) -> usize {
        self.0.len().saturating_sub(1)
    }
}
