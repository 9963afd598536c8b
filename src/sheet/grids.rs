//! Worksheets of round, hex and triangle mazes: walls drawn from the grid's
//! geometry (ring arcs as short segments), the items (bamboo, keys, doors)
//! as the square sheets draw them, the answer key's route through the cells'
//! centres (with items, the shortest full clear), the panda at the entrance
//! and a bamboo at the exit, laid out on the same pages as square mazes.

use super::drawing::{MazeBox, bamboo, items_at, panda};
use super::layout::{SheetOptions, labels, pages_with, place};
use super::marks::{Mark, Page, PathOp, Point, Rgb, polyline, pt};
use crate::maze::draw::for_each_wall;
use crate::maze::generate::{GridMazeAny, GridSpec};
use crate::maze::grid::{self, Grid, GridMaze, Wall};
use crate::maze::items::{self, Items, Progress};
use crate::maze::solve::grids::breadth_first;
use crate::on_grid_maze;

/// Layout steps a grid unit: a maze's box is placed as if it were this many
/// square cells a unit, so [`place`] lays grid mazes out like square ones.
const STEPS_A_UNIT: f64 = 8.0;

/// One grid maze of a worksheet: its code, the maze, its items, its route.
#[derive(Clone, Debug)]
pub struct GridSheetMaze {
    /// Its maze code (`panda-maze generate --code CODE` makes it again).
    pub code: String,
    /// The maze.
    pub maze: GridMazeAny,
    /// The shortest route from its entrance to its exit, as cells: with
    /// items, the shortest full clear (every shoot, each door after its key).
    pub route: Vec<u32>,
    /// The bamboo, keys and doors laid in it, by cell.
    pub items: Items<u32>,
}

impl GridSheetMaze {
    /// `maze` named by `code` with `items`, its route worked out (empty
    /// when the items leave no way out).
    pub fn new(code: String, maze: GridMazeAny, items: Items<u32>) -> Self {
        let route = on_grid_maze!(&maze, m => grid_route(m, &items)).unwrap_or_default();
        GridSheetMaze { code, maze, route, items }
    }
}

/// The answer key's route of `maze` with `items`: the shortest way out, or
/// with items the shortest full clear (every shoot eaten, each door passed
/// after its key), as the game's route and the square sheets' are.
pub fn grid_route<G: Grid>(maze: &GridMaze<G>, items: &Items<u32>) -> Option<Vec<u32>> {
    if items.is_empty() {
        breadth_first(maze, maze.entrance, maze.exit)
    } else {
        items::solve(maze, items, Progress::start(maze), true)
    }
}

/// A maze a worksheet draws from its grid's geometry (a grid maze, a weave
/// maze, a maze of floors): what the layout needs to know of it.
pub trait GridSheetItem {
    /// Its maze code.
    fn code(&self) -> &str;
    /// The far corner of its picture's bounds, in grid units.
    fn extent(&self) -> (f64, f64);
    /// The shortest step between two cells' centres it must print readably, in grid units (at most 1).
    fn step(&self) -> f64;
    /// Its marks in a box at `origin` of `unit` points a grid unit, with its route drawn when `answers`.
    fn marks(&self, answers: bool, origin: Point, unit: f32) -> Vec<Mark>;
}

impl GridSheetItem for GridSheetMaze {
    fn code(&self) -> &str {
        &self.code
    }
    fn extent(&self) -> (f64, f64) {
        let (_, hi) = on_grid_maze!(&self.maze, m => m.grid.bounds());
        (hi.x, hi.y)
    }
    fn step(&self) -> f64 {
        on_grid_maze!(&self.maze, m => m.grid.max_step().min(1.0))
    }
    fn marks(&self, answers: bool, origin: Point, unit: f32) -> Vec<Mark> {
        on_grid_maze!(&self.maze, g => {
            let mut marks = grid_marks(g, answers.then_some(&self.route[..]), origin, unit);
            let cell = g.grid.max_step().min(1.0) as f32 * unit;
            let centre = |c: u32| to_page(origin, unit, g.grid.centre(c));
            marks.extend(items_at(&self.items, centre, cell, wall_width(cell)));
            marks
        })
    }
}

/// `count` mazes like `first`, its seed counting up, each with the items its code names.
pub fn grid_mazes_like(first: &GridSpec, count: usize) -> Result<Vec<GridSheetMaze>, String> {
    (0..count as u64)
        .map(|i| {
            let spec = GridSpec { seed: first.seed.wrapping_add(i), ..*first };
            let maze = spec.generate()?;
            let items = on_grid_maze!(&maze, m => spec.place_items(m));
            Ok(GridSheetMaze::new(spec.code(), maze, items))
        })
        .collect()
}

/// Points a grid unit in the box `place` gives.
fn unit_pt(b: MazeBox) -> f32 {
    b.cell * STEPS_A_UNIT as f32
}

/// Where the mazes lie: [`place`] for a board of the box's size in layout steps.
fn placed<M: GridSheetItem>(mazes: &[M], options: &SheetOptions) -> Vec<super::Placed> {
    let (w, h) = mazes.first().map_or((1.0, 1.0), M::extent);
    let tiles = |v: f64| 2 * (v * STEPS_A_UNIT).ceil() as usize + 1;
    place(mazes.len(), tiles(w), tiles(h), options)
}

/// Where each maze lies: its page (from 0; the answer pages follow in the
/// same order), its box's top-left corner and the points a grid unit.
pub fn grid_boxes<M: GridSheetItem>(mazes: &[M], options: &SheetOptions) -> Vec<(usize, Point, f32)> {
    placed(mazes, options).iter().map(|p| (p.page, p.maze_box.origin, unit_pt(p.maze_box))).collect()
}

/// The length on paper of the shortest step between two cells' centres in
/// points, when `count` mazes like the first are laid out.
pub fn printed_step<M: GridSheetItem>(mazes: &[M], options: &SheetOptions) -> f32 {
    let Some(first) = mazes.first() else { return f32::INFINITY };
    let step = first.step();
    placed(mazes, options).first().map_or(0.0, |p| unit_pt(p.maze_box) * step as f32)
}

/// The pages of a worksheet of grid mazes (all of one grid and size).
pub fn grid_pages<M: GridSheetItem>(mazes: &[M], options: &SheetOptions) -> Vec<Page> {
    let placed = placed(mazes, options);
    pages_with(&placed, options, |i, b, answers| {
        let m = &mazes[i];
        let (w, h) = m.extent();
        let unit = unit_pt(b);
        let mut marks = m.marks(answers, b.origin, unit);
        marks.extend(labels(i + 1, m.code(), b.origin, w as f32 * unit, h as f32 * unit));
        marks
    })
}

/// A grid point on the page.
fn to_page(origin: Point, unit: f32, p: grid::Point) -> Point {
    pt(origin.x + p.x as f32 * unit, origin.y + p.y as f32 * unit)
}

/// The walls of `maze` as move-line paths: segments as they are, arcs in
/// steps of at most 1/48 of a turn.
pub fn grid_walls<G: Grid>(maze: &GridMaze<G>, origin: Point, unit: f32) -> Vec<PathOp> {
    let mut path = Vec::new();
    for_each_wall(maze, |wall| {
        let steps = match wall {
            Wall::Segment(..) => 1,
            Wall::Arc { from, to, .. } => ((to - from).abs() / (std::f64::consts::TAU / 48.0)).ceil() as usize,
        };
        for (k, p) in wall.points(steps).enumerate() {
            let q = to_page(origin, unit, p);
            path.push(if k == 0 { PathOp::Move(q) } else { PathOp::Line(q) });
        }
    });
    path
}

/// The width of a grid maze's walls where a step is `step` points.
fn wall_width(step: f32) -> f32 {
    (step * 0.09).clamp(0.6, 2.0)
}

/// Everything of one grid maze on a page: walls, the route when given (an
/// answer key) through the cells' centres, the panda and the bamboo.
pub fn grid_marks<G: Grid>(maze: &GridMaze<G>, route: Option<&[u32]>, origin: Point, unit: f32) -> Vec<Mark> {
    let step = maze.grid.max_step().min(1.0) as f32 * unit;
    let mut marks =
        vec![Mark::Stroke { colour: Rgb::BLACK, width: wall_width(step), path: grid_walls(maze, origin, unit) }];
    let centre = |c: u32| to_page(origin, unit, maze.grid.centre(c));
    if let Some(route) = route.filter(|r| r.len() > 1) {
        let path = polyline(route.iter().map(|&c| centre(c)));
        marks.push(Mark::Stroke { colour: Rgb::ROUTE, width: step * 0.25, path });
    }
    marks.extend(bamboo(centre(maze.exit), step * 0.9));
    marks.extend(panda(centre(maze.entrance), step * 0.9));
    marks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::GridShape;
    use crate::sheet::Paper;

    #[test]
    fn a_round_sheet_has_every_code_and_red_routes_only_on_answers() {
        let first = GridSpec::new(GridShape::Round { rings: 8 }, 1);
        let mazes = grid_mazes_like(&first, 3).unwrap();
        let options = SheetOptions { paper: Paper::A4, per_page: 2, solutions: true, chinese: false };
        let pages = grid_pages(&mazes, &options);
        assert_eq!(pages.len(), 4);
        for (n, page) in pages.iter().enumerate() {
            let texts: Vec<&str> = page.texts().collect();
            let codes = mazes.iter().filter(|m| texts.contains(&m.code.as_str())).count();
            assert_eq!(codes, if n % 2 == 0 { 2 } else { 1 }, "page {n}");
            let red = page.marks.iter().filter(|m| matches!(m, Mark::Stroke { colour: Rgb::ROUTE, .. })).count();
            assert_eq!(red, if n >= 2 { codes } else { 0 }, "page {n}");
        }
        assert!(printed_step(&mazes, &options) > 10.0);
        for m in &mazes {
            on_grid_maze!(&m.maze, g => assert!(g.is_walk(&m.route) && m.route[0] == g.entrance));
        }
    }
}
