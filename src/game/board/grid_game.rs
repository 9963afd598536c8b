//! A round, hexagonal or triangular maze being played: the maze its spec
//! makes, its route and figures, and the panda's cell and trail on it.

use std::sync::Arc;

use bevy::prelude::*;

use crate::game::model::{BoardName, TILE_SIZE};
use crate::game::settings::GridKind;
use crate::maze::detour::{Wander, wander};
use crate::maze::floors::FloorSpec;
use crate::maze::generate::{AnySpec, GridMazeAny, GridShape, GridSpec};
use crate::maze::grid::{Grid, HexShape, Point};
use crate::maze::items::{self, Items, Progress};
use crate::maze::recorder::PassageRecorder;
use crate::maze::solve::grids::{GridMetrics, breadth_first, measure, measure_along};
use crate::maze::weave::{WeaveGrid, WeaveSpec};
use crate::on_grid_maze;

/// World units between the centres of two neighbouring cells (about a
/// square cell's two tiles, so the panda and the camera feel the same).
pub const GRID_STEP_WORLD: f32 = 2.0 * TILE_SIZE;

/// Grid mazes of this many cells or more are made off the frame
/// ([`PendingGrid`](super::grid::PendingGrid)), and so are their searches
/// and heat maps: making, solving and measuring one of 280,000 cells (300
/// rings) held the frame for a fifth of a second.
pub const OFF_FRAME_MIN_GRID_CELLS: usize = 20_000;

/// A maze on a round, hex or triangle grid (the panda's walk on it is the
/// [`FirstWalk`](super::first_walk::FirstWalk), as on every grid).
#[derive(Debug, Clone)]
pub struct GridGame {
    /// How to make it again (its code keys the records).
    pub spec: GridSpec,
    /// The grid and its open passages (shared with work done off the frame: a
    /// big board's searches and heat maps).
    pub maze: Arc<GridMazeAny>,
    /// The shortest way from the entrance to the exit, cell by cell.
    pub route: Vec<u32>,
    /// The maze's figures: its difficulty score and dead ends among them.
    pub metrics: GridMetrics,
    /// Bamboo, keys and doors on the cells (none unless the code asks).
    pub items: Items<u32>,
    /// The share code of a maze drawn or edited by hand in the editor, which
    /// names it (then `spec` says only what it is like: its grid and generator).
    pub share_code: Option<String>,
    /// The spec of a maze of floors, which names it (then `spec` says only
    /// what it is like, see [`GridGame::of_floors`]); its floors are side by side.
    pub floors: Option<FloorSpec>,
    /// A weave maze's spec and crossings, which name it (then `spec` says
    /// only what it is like, see [`GridGame::of_weave`]).
    pub weave: Option<Woven>,
    /// World units a grid unit spans.
    scale: f32,
    /// The grid's middle, in grid units (the world's origin).
    middle: Point,
}

impl GridGame {
    /// Makes the maze `spec` names, its route, and puts the panda on its entrance.
    pub fn new(spec: GridSpec) -> Result<Self, String> {
        Self::new_recorded(spec, &mut ())
    }

    /// As [`GridGame::new`], telling `rec` of every passage carved, in order.
    pub fn new_recorded(spec: GridSpec, rec: &mut impl PassageRecorder) -> Result<Self, String> {
        let maze = spec.generate_recorded(rec)?;
        let items = on_grid_maze!(&maze, m => spec.place_items(m));
        Self::of_maze(spec, maze, items)
    }

    /// A maze drawn or edited by hand, named by its `share_code`, with the
    /// `items` laid in it; `like` is the spec it resembles (its grid and generator).
    pub fn drawn(like: GridSpec, maze: GridMazeAny, items: Items<u32>, share_code: String) -> Result<Self, String> {
        let mut game = Self::of_maze(like, maze, items)?;
        game.share_code = Some(share_code);
        Ok(game)
    }

    /// The maze of floors `floors` names, played as one grid maze of its
    /// floors side by side ([`FloorSpec::generate_to_play`]). Its `spec` is
    /// the flat maze it is like: the same grid, generator and seed (floors of
    /// square cells, which no grid spec names, are like the hex board of as
    /// many columns and rows; nothing makes that maze, as the board's kind,
    /// code and name are the floors').
    pub fn of_floors(floors: FloorSpec) -> Result<Self, String> {
        let maze = floors.generate_to_play()?;
        let items = on_grid_maze!(&maze, m => items::place(m, floors.items, floors.seed));
        let like = Self::like(floors.grid, floors.seed, floors.algorithm);
        let mut game = Self::of_maze(like, maze, items)?;
        game.floors = Some(floors);
        Ok(game)
    }

    /// The flat grid spec a maze of floors or a weave on `grid` is like: the
    /// same grid, generator and seed (square cells, which no grid spec names,
    /// are like the hex board of as many columns and rows).
    pub fn like(grid: WeaveGrid, seed: u64, algorithm: crate::maze::Algorithm) -> GridSpec {
        let shape = match grid {
            WeaveGrid::Shape(shape) => shape,
            WeaveGrid::Square { cols, rows } => GridShape::Hex(HexShape::Rectangle { cols, rows }),
        };
        GridSpec::new(shape, seed).with_algorithm(algorithm)
    }

    /// `maze` with `items` as `spec` names it: its route and figures, the panda on its entrance.
    pub(super) fn of_maze(spec: GridSpec, maze: GridMazeAny, items: Items<u32>) -> Result<Self, String> {
        let (entrance, exit) = on_grid_maze!(&maze, m => (m.entrance, m.exit));
        // With items, the route is the shortest full clear (every shoot, doors by their keys).
        let route = if items.is_empty() {
            on_grid_maze!(&maze, m => breadth_first(m, entrance, exit))
        } else {
            on_grid_maze!(&maze, m => items::solve(m, &items, Progress::start(m), true))
        };
        let route = route.ok_or("the maze has no way out")?;
        let (top_left, bottom_right, step) = on_grid_maze!(&maze, m => {
            let (a, b) = m.grid.bounds();
            (a, b, m.grid.max_step())
        });
        let step = match (spec.shape, &maze) {
            // A round grid's longest step is between rings that split; a ring is one unit wide.
            (GridShape::Round { .. }, _) => 1.0,
            // A stair's step spans a floor: the step is a floor's own.
            (_, GridMazeAny::Floors(m)) => m.grid.base().max_step(),
            _ => step,
        };
        let middle = Point::new((top_left.x + bottom_right.x) / 2.0, (top_left.y + bottom_right.y) / 2.0);
        let scale = GRID_STEP_WORLD / step as f32;
        // Without items the route is the breadth-first one the figures are measured along.
        let metrics = if items.is_empty() {
            on_grid_maze!(&maze, m => measure_along(m, &route))
        } else {
            on_grid_maze!(&maze, m => measure(m))
        };
        Ok(Self {
            spec,
            maze: Arc::new(maze),
            route,
            metrics,
            items,
            share_code: None,
            floors: None,
            weave: None,
            scale,
            middle,
        })
    }

    /// Which grid this is.
    pub fn kind(&self) -> GridKind {
        let own = self.floors.map(|f| f.grid).or(self.weave.as_ref().map(|w| w.spec.grid));
        match own {
            Some(WeaveGrid::Square { .. }) => GridKind::Square,
            Some(WeaveGrid::Shape(shape)) => GridKind::of_shape(shape),
            None => GridKind::of_shape(self.spec.shape),
        }
    }

    /// The difficulty whose board has this one's size, if any (none for a maze of floors or a weave).
    pub fn difficulty(&self) -> Option<crate::game::model::Difficulty> {
        if self.floors.is_some() || self.weave.is_some() {
            return None;
        }
        GridKind::difficulty_of(self.spec.shape)
    }

    /// The code of the maze: its share code if it was drawn by hand, a maze
    /// of floors' or a weave's code, else the spec's code.
    pub fn code(&self) -> String {
        self.share_code.clone().or_else(|| self.own_code()).unwrap_or_else(|| self.spec.code())
    }

    /// The code of a maze of floors or a weave, which its spec does not name.
    fn own_code(&self) -> Option<String> {
        self.floors.map(|f| f.code()).or_else(|| self.weave.as_ref().map(|w| w.spec.code()))
    }

    /// What names this board: its spec, or for a maze drawn by hand, of
    /// floors or a weave its code too.
    pub fn name(&self) -> BoardName {
        let own = self.own_code();
        BoardName::new(AnySpec::Grid(self.spec), self.share_code.as_deref().or(own.as_deref()))
    }

    /// A walk (its `trail`) held against the shortest route: the moves lost
    /// and the detours; `None` if the trail does not start at the entrance.
    pub fn wander(&self, trail: &[u32]) -> Option<Wander<u32>> {
        let fits = trail.first() == self.route.first();
        fits.then(|| on_grid_maze!(&*self.maze, m => wander(m, &self.route, trail)))
    }

    /// The cell the panda starts in.
    pub fn entrance(&self) -> u32 {
        on_grid_maze!(&*self.maze, m => m.entrance)
    }

    /// The cell the panda wants to reach.
    pub fn exit(&self) -> u32 {
        on_grid_maze!(&*self.maze, m => m.exit)
    }

    /// The number of cells.
    pub fn cell_count(&self) -> usize {
        on_grid_maze!(&*self.maze, m => m.grid.cell_count())
    }

    /// Whether work on this maze (a search to watch, a heat map and its
    /// mesh) is done off the frame: it has [`OFF_FRAME_MIN_GRID_CELLS`] cells or more.
    pub fn off_frame(&self) -> bool {
        self.cell_count() >= OFF_FRAME_MIN_GRID_CELLS
    }

    /// The neighbours of `c` in cyclic order, each with whether a passage joins them.
    pub fn neighbours(&self, c: u32) -> Vec<(u32, bool)> {
        on_grid_maze!(&*self.maze, m => m.grid.neighbours(c).iter().map(|&n| (n, m.linked(c, n))).collect())
    }

    /// Whether an open passage joins `a` and `b`.
    pub fn linked(&self, a: u32, b: u32) -> bool {
        on_grid_maze!(&*self.maze, m => m.linked(a, b))
    }

    /// The cells joined to `c` by open passages.
    pub fn links(&self, c: u32) -> Vec<u32> {
        on_grid_maze!(&*self.maze, m => m.links(c).collect())
    }

    /// The shortest way from `from` to `to`, both ends included. A step
    /// through an open passage is that step, with no search (which on a
    /// board of a million cells is a pass over every one).
    pub fn way(&self, from: u32, to: u32) -> Option<Vec<u32>> {
        if from != to && self.linked(from, to) {
            return Some(vec![from, to]);
        }
        on_grid_maze!(&*self.maze, m => breadth_first(m, from, to))
    }

    /// A point of the grid (grid units, `y` down) in the world (`y` up, the board centred on the origin).
    pub fn to_world(&self, p: Point) -> Vec2 {
        Vec2::new((p.x - self.middle.x) as f32, (self.middle.y - p.y) as f32) * self.scale
    }

    /// A world point in grid units.
    pub fn from_world(&self, w: Vec2) -> Point {
        Point::new(self.middle.x + f64::from(w.x / self.scale), self.middle.y - f64::from(w.y / self.scale))
    }

    /// Where the centre of cell `c` lies in the world.
    pub fn centre(&self, c: u32) -> Vec2 {
        self.to_world(on_grid_maze!(&*self.maze, m => m.grid.centre(c)))
    }

    /// The centre of cell `c` in grid units.
    pub fn grid_centre(&self, c: u32) -> Point {
        on_grid_maze!(&*self.maze, m => m.grid.centre(c))
    }

    /// The grid's middle in grid units (a round grid's centre).
    pub fn middle(&self) -> Point {
        self.middle
    }

    /// The cell under world point `w`, if any.
    pub fn cell_at(&self, w: Vec2) -> Option<u32> {
        let p = self.from_world(w);
        on_grid_maze!(&*self.maze, m => m.grid.locate(p))
    }

    /// The board's size in the world (its bounding box).
    pub fn world_size(&self) -> Vec2 {
        let (a, b) = on_grid_maze!(&*self.maze, m => m.grid.bounds());
        Vec2::new((b.x - a.x) as f32, (b.y - a.y) as f32) * self.scale
    }

    /// World units a grid unit spans.
    pub fn scale(&self) -> f32 {
        self.scale
    }
}

/// A weave maze being played: the spec that names it, and the maze itself
/// (its crossings, which the board draws as bridges).
#[derive(Debug, Clone)]
pub struct Woven {
    /// The spec that names it (its code keys the records).
    pub spec: WeaveSpec,
    /// The maze on the ground and its crossings.
    pub maze: Arc<crate::maze::weave::WeaveMaze<crate::maze::grid::BaseGrid>>,
}
