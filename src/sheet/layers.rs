//! Worksheets of weave mazes and mazes of floors, laid out like grid mazes
//! ([`super::grids`]). A weave maze prints its bridges inset, as its SVG does;
//! its answer key's route is solid on the ground and over bridges, and thin
//! and dashed where it runs under one. A maze of floors prints its floors side
//! by side, lowest first, each named above, with the stairs' `^` and `v`
//! marks; its answer key draws the route on each floor and rings the two
//! cells of every stair it takes, numbered in the order taken.

use super::grids::{GridSheetItem, grid_marks};
use super::marks::{Anchor, Face, Mark, PathOp, Point, Rgb, circle, pt};
use crate::maze::floors::{FloorGrid, FloorSpec, FloorsMazeAny, floors_drawn};
use crate::maze::grid::{self, Grid, GridMaze};
use crate::maze::solve::grids::breadth_first;
use crate::maze::weave::{Spot, WeaveMaze, WeaveMazeAny, WeaveSpec, route, weave_drawn};
use crate::{on_floors_maze, on_weave_maze};

/// One weave maze of a worksheet: its code, the maze, its shortest route over (cell, over or under).
#[derive(Clone, Debug)]
pub struct WeaveSheetMaze {
    /// Its maze code (`panda-maze generate --code CODE` makes it again).
    pub code: String,
    /// The maze.
    pub maze: WeaveMazeAny,
    /// The shortest route from its entrance to its exit, as places.
    pub route: Vec<Spot>,
}

/// One maze of floors of a worksheet: its code, the maze, its shortest route.
#[derive(Clone, Debug)]
pub struct FloorsSheetMaze {
    /// Its maze code.
    pub code: String,
    /// The maze.
    pub maze: FloorsMazeAny,
    /// The shortest route from its entrance to its exit, as cells of the whole maze.
    pub route: Vec<u32>,
}

/// `count` weave mazes like `first`, its seed counting up.
pub fn weave_mazes_like(first: &WeaveSpec, count: usize) -> Result<Vec<WeaveSheetMaze>, String> {
    (0..count as u64)
        .map(|i| {
            let spec = WeaveSpec { seed: first.seed.wrapping_add(i), ..*first };
            let maze = spec.generate()?;
            let route = on_weave_maze!(&maze, m => route(m)).unwrap_or_default();
            Ok(WeaveSheetMaze { code: spec.code(), maze, route })
        })
        .collect()
}

/// `count` mazes of floors like `first`, its seed counting up.
pub fn floors_mazes_like(first: &FloorSpec, count: usize) -> Result<Vec<FloorsSheetMaze>, String> {
    (0..count as u64)
        .map(|i| {
            let spec = FloorSpec { seed: first.seed.wrapping_add(i), ..*first };
            let maze = spec.generate()?;
            let route = on_floors_maze!(&maze, m => breadth_first(m, m.entrance, m.exit)).unwrap_or_default();
            Ok(FloorsSheetMaze { code: spec.code(), maze, route })
        })
        .collect()
}

/// A grid point on the page.
fn to_page(origin: Point, unit: f32, p: grid::Point) -> Point {
    pt(origin.x + p.x as f32 * unit, origin.y + p.y as f32 * unit)
}

/// The far corner of a grid's bounds.
fn far<G: Grid>(g: &G) -> (f64, f64) {
    let (_, hi) = g.bounds();
    (hi.x, hi.y)
}

impl GridSheetItem for WeaveSheetMaze {
    fn code(&self) -> &str {
        &self.code
    }
    fn extent(&self) -> (f64, f64) {
        on_weave_maze!(&self.maze, m => far(&m.flat.grid))
    }
    fn step(&self) -> f64 {
        on_weave_maze!(&self.maze, m => m.flat.grid.max_step().min(1.0))
    }
    fn marks(&self, answers: bool, origin: Point, unit: f32) -> Vec<Mark> {
        on_weave_maze!(&self.maze, m => {
            let mut marks = grid_marks(&weave_drawn(m), None, origin, unit);
            if answers {
                // The stretches under bridges beneath the walls, so a bridge's walls cross
                // them; the rest after the walls, before the panda and the bamboo.
                let [over, under] = weave_route(m, &self.route, origin, unit);
                marks.splice(1..1, over);
                marks.splice(0..0, under);
            }
            marks
        })
    }
}

/// The answer key's route over a weave maze: one solid stroke through the
/// places on the ground and over bridges, then one thin dashed stroke of the
/// stretches beneath bridges (from the side it goes under to the side it
/// comes out); either is empty when the route has no such stretch.
pub fn weave_route<G: Grid>(maze: &WeaveMaze<G>, route: &[Spot], origin: Point, unit: f32) -> [Option<Mark>; 2] {
    let step = maze.flat.grid.max_step().min(1.0) as f32 * unit;
    let centre = |s: &Spot| to_page(origin, unit, maze.flat.grid.centre(s.cell));
    let (mut solid, mut dashed) = (Vec::new(), Vec::new());
    let mut last_solid: Option<Point> = None;
    for w in route.windows(2) {
        let (a, b) = (centre(&w[0]), centre(&w[1]));
        let mid = pt((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
        for (from, to, under) in [(a, mid, w[0].under), (mid, b, w[1].under)] {
            if under {
                dashes(from, to, step * 0.16, &mut dashed);
                last_solid = None;
            } else {
                if last_solid != Some(from) {
                    solid.push(PathOp::Move(from));
                }
                solid.push(PathOp::Line(to));
                last_solid = Some(to);
            }
        }
    }
    let stroke =
        |width: f32, path: Vec<PathOp>| (!path.is_empty()).then_some(Mark::Stroke { colour: Rgb::ROUTE, width, path });
    [stroke(step * 0.25, solid), stroke(step * 0.11, dashed)]
}

/// The line from `a` to `b` as dashes `dash` long with gaps as long, added to `path`.
fn dashes(a: Point, b: Point, dash: f32, path: &mut Vec<PathOp>) {
    let len = (b.x - a.x).hypot(b.y - a.y);
    let count = (len / (2.0 * dash)).round().max(1.0);
    let along = |t: f32| pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
    for k in 0..count as usize {
        let t0 = k as f32 / count;
        path.push(PathOp::Move(along(t0 + 0.25 / count)));
        path.push(PathOp::Line(along(t0 + 0.75 / count)));
    }
}

impl GridSheetItem for FloorsSheetMaze {
    fn code(&self) -> &str {
        &self.code
    }
    fn extent(&self) -> (f64, f64) {
        on_floors_maze!(&self.maze, m => far(&m.grid))
    }
    fn step(&self) -> f64 {
        on_floors_maze!(&self.maze, m => m.grid.base().max_step().min(1.0))
    }
    fn marks(&self, answers: bool, origin: Point, unit: f32) -> Vec<Mark> {
        on_floors_maze!(&self.maze, m => {
            let mut marks = grid_marks(&floors_drawn(m), None, origin, unit);
            if answers {
                marks.splice(1..1, floors_route(m, &self.route, origin, unit));
            }
            marks.extend(floor_names(&m.grid, origin, unit));
            marks
        })
    }
}

/// "floor 1", "floor 2", … centred above each floor.
fn floor_names<G: Grid>(g: &FloorGrid<G>, origin: Point, unit: f32) -> Vec<Mark> {
    (0..g.floors())
        .map(|f| {
            let (lo, hi) = g.floor_bounds(f);
            let x = origin.x + ((lo.x + hi.x) / 2.0) as f32 * unit;
            Mark::Text {
                at: pt(x, origin.y + lo.y as f32 * unit - 5.0),
                size: 8.0,
                text: format!("floor {}", f + 1),
                face: Face::Sans,
                anchor: Anchor::Middle,
            }
        })
        .collect()
}

/// The answer key's route over a maze of floors: a stroke through the cells
/// of each floor it crosses, and for the `k`-th stair it takes, a ring round
/// the stair's cell on both floors with `k` beside it.
pub fn floors_route<G: Grid>(maze: &GridMaze<FloorGrid<G>>, route: &[u32], origin: Point, unit: f32) -> Vec<Mark> {
    let g = &maze.grid;
    let step = g.base().max_step().min(1.0) as f32 * unit;
    let centre = |c: u32| to_page(origin, unit, g.centre(c));
    let mut path = Vec::new();
    let mut rings = Vec::new();
    let mut numbers = Vec::new();
    let mut taken = 0;
    for (i, &c) in route.iter().enumerate() {
        let climbed = i > 0 && g.floor_of(route[i - 1]) != g.floor_of(c);
        path.push(if i == 0 || climbed { PathOp::Move(centre(c)) } else { PathOp::Line(centre(c)) });
        if climbed {
            taken += 1;
            for end in [route[i - 1], c] {
                let p = centre(end);
                rings.extend(circle(p, step * 0.42));
                numbers.push(Mark::Text {
                    at: pt(p.x + step * 0.42, p.y - step * 0.30),
                    size: (step * 0.55).max(5.0),
                    text: taken.to_string(),
                    face: Face::SansBold,
                    anchor: Anchor::Start,
                });
            }
        }
    }
    let mut marks = vec![Mark::Stroke { colour: Rgb::ROUTE, width: step * 0.25, path }];
    if !rings.is_empty() {
        marks.push(Mark::Stroke { colour: Rgb::ROUTE, width: step * 0.09, path: rings });
    }
    marks.extend(numbers);
    marks
}

#[cfg(test)]
#[path = "layers_tests.rs"]
mod tests;
