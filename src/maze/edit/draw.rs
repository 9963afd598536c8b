//! Drawing a shape on any grid: cells painted in or out with a brush, a
//! line, a rectangle or a circle (all in the grid's own geometry), and the
//! live check that says whether the shape can be a maze, and why not.

use std::collections::VecDeque;

use crate::maze::grid::{Grid, Point};

/// The fewest cells a drawn shape needs to be a maze.
pub const MIN_SHAPE_CELLS: usize = 4;

/// How wide the brush is, in cells: a 3-brush paints the cells whose centre
/// lies within one and a half steps of the cell under the pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum BrushSize {
    /// The one cell under the pointer.
    #[default]
    One,
    /// Three cells across.
    Three,
    /// Five cells across.
    Five,
}

impl BrushSize {
    /// Every size, smallest first.
    pub const ALL: [BrushSize; 3] = [BrushSize::One, BrushSize::Three, BrushSize::Five];

    /// Cells across.
    pub fn cells(self) -> u32 {
        match self {
            BrushSize::One => 1,
            BrushSize::Three => 3,
            BrushSize::Five => 5,
        }
    }
}

/// One stroke of paint, in grid units (the grid's own points, `y` down).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stroke {
    /// A dab of the brush on the cell under `at`.
    Dab {
        /// Where.
        at: Point,
        /// The brush.
        size: BrushSize,
    },
    /// The brush dragged along a straight line.
    Line {
        /// One end.
        from: Point,
        /// The other end.
        to: Point,
        /// The brush.
        size: BrushSize,
    },
    /// Every cell whose centre lies in the box with these two corners.
    Rectangle {
        /// One corner.
        from: Point,
        /// The opposite corner.
        to: Point,
    },
    /// Every cell whose centre lies within `radius` of `centre`.
    Circle {
        /// The middle.
        centre: Point,
        /// How far out, in grid units.
        radius: f64,
    },
}

/// Why a drawn shape cannot be a maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeProblem {
    /// Fewer than [`MIN_SHAPE_CELLS`] cells are in.
    TooFew {
        /// Cells in.
        cells: usize,
    },
    /// Some cells cannot be reached from the largest part.
    CutOff {
        /// Parts cut off.
        parts: usize,
        /// Cells in them.
        cells: usize,
    },
    /// A round grid's centre cell is out: every ring hangs on it.
    RoundCentre,
}

impl std::fmt::Display for ShapeProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ShapeProblem::TooFew { cells } => {
                write!(f, "the shape has {cells} cell(s); a maze needs at least {MIN_SHAPE_CELLS}")
            }
            ShapeProblem::CutOff { parts, cells } => {
                write!(f, "{cells} cell(s) in {parts} part(s) are cut off from the rest: join them or paint them out")
            }
            ShapeProblem::RoundCentre => f.write_str("the centre of a round grid must stay in the shape"),
        }
    }
}

/// What the live check says of a drawn shape.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ShapeCheck {
    /// Cells in.
    pub cells: usize,
    /// The connected parts of the cells in, each its cells in order: the
    /// largest first (the first in cell order among equals), then the parts
    /// cut off from it in the order of their first cell.
    pub parts: Vec<Vec<u32>>,
    /// Why the shape cannot be a maze; empty when it can.
    pub problems: Vec<ShapeProblem>,
}

impl ShapeCheck {
    /// Whether every cell in can be reached from every other.
    pub fn reachable(&self) -> bool {
        self.parts.len() <= 1
    }

    /// The parts cut off from the largest.
    pub fn cut_off(&self) -> &[Vec<u32>] {
        self.parts.get(1..).unwrap_or_default()
    }

    /// Whether the shape can be a maze.
    pub fn is_maze(&self) -> bool {
        self.problems.is_empty()
    }

    /// The problems as one sentence, or `None` when there are none.
    pub fn why_not(&self) -> Option<String> {
        (!self.problems.is_empty()).then(|| self.problems.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("; "))
    }
}

/// A shape drawn on a grid: which of its cells are in.
#[derive(Clone, Debug)]
pub struct Drawing<G: Grid> {
    grid: G,
    inside: Vec<bool>,
}

impl<G: Grid> Drawing<G> {
    /// A drawing with every cell in (`all_in`) or every cell out.
    pub fn new(grid: G, all_in: bool) -> Self {
        let inside = vec![all_in; grid.cell_count()];
        Self { grid, inside }
    }

    /// A drawing with the cells `inside` says; `None` if it has not one flag a cell.
    pub fn with_cells(grid: G, inside: Vec<bool>) -> Option<Self> {
        (inside.len() == grid.cell_count()).then_some(Self { grid, inside })
    }

    /// The grid drawn on.
    pub fn grid(&self) -> &G {
        &self.grid
    }

    /// Whether each cell is in, in cell order.
    pub fn cells(&self) -> &[bool] {
        &self.inside
    }

    /// Whether cell `c` is in.
    pub fn is_in(&self, c: u32) -> bool {
        self.inside.get(c as usize).copied().unwrap_or(false)
    }

    /// Sets cell `c` in or out; whether it changed.
    pub fn set(&mut self, c: u32, value: bool) -> bool {
        match self.inside.get_mut(c as usize) {
            Some(cell) if *cell != value => {
                *cell = value;
                true
            }
            _ => false,
        }
    }

    /// Paints `stroke` in (`value`) or out; the cells it changed, in order.
    pub fn paint(&mut self, stroke: Stroke, value: bool) -> Vec<u32> {
        self.cells_under(stroke).into_iter().filter(|&c| self.set(c, value)).collect()
    }

    /// The cells `stroke` covers, in cell order, each once.
    pub fn cells_under(&self, stroke: Stroke) -> Vec<u32> {
        let n = self.grid.cell_count() as u32;
        let mut out = match stroke {
            Stroke::Dab { at, size } => self.dab(at, size),
            Stroke::Line { from, to, size } => {
                // Steps of a quarter cell never jump over a cell.
                let steps = (from.distance(to) / (0.25 * self.step())).ceil().max(1.0) as usize;
                let mut out = Vec::new();
                let mut last = None;
                for k in 0..=steps {
                    let t = k as f64 / steps as f64;
                    let p = Point::new(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
                    let here = self.grid.locate(p);
                    if here.is_some() && here != last {
                        out.extend(self.dab(p, size));
                        last = here;
                    }
                }
                out
            }
            Stroke::Rectangle { from, to } => {
                let (x0, x1) = (from.x.min(to.x), from.x.max(to.x));
                let (y0, y1) = (from.y.min(to.y), from.y.max(to.y));
                (0..n)
                    .filter(|&c| {
                        let p = self.grid.centre(c);
                        (x0..=x1).contains(&p.x) && (y0..=y1).contains(&p.y)
                    })
                    .collect()
            }
            Stroke::Circle { centre, radius } => {
                (0..n).filter(|&c| self.grid.centre(c).distance(centre) <= radius).collect()
            }
        };
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The grid's step between neighbouring centres.
    fn step(&self) -> f64 {
        self.grid.max_step().max(1e-9)
    }

    /// The cells of a brush on the cell under `at`: those whose centre lies
    /// within half the brush's width of that cell's centre, found outwards
    /// through neighbours.
    fn dab(&self, at: Point, size: BrushSize) -> Vec<u32> {
        let Some(first) = self.grid.locate(at) else { return Vec::new() };
        if size == BrushSize::One {
            return vec![first];
        }
        let middle = self.grid.centre(first);
        let reach = f64::from(size.cells()) / 2.0 * self.step();
        let mut seen = vec![first];
        let mut todo = VecDeque::from([first]);
        while let Some(c) = todo.pop_front() {
            for &m in self.grid.neighbours(c) {
                if !seen.contains(&m) && self.grid.centre(m).distance(middle) <= reach {
                    seen.push(m);
                    todo.push_back(m);
                }
            }
        }
        seen
    }

    /// The live check: cells in, the parts, and why the shape cannot be a
    /// maze. One pass over the cells and their neighbours.
    pub fn check(&self) -> ShapeCheck {
        check_cells(&self.grid, &self.inside)
    }
}

/// [`Drawing::check`] of the cells `inside` of `grid` (one flag a cell).
pub fn check_cells<G: Grid>(grid: &G, inside: &[bool]) -> ShapeCheck {
    let n = grid.cell_count();
    let mut part_of = vec![u32::MAX; n];
    let mut parts: Vec<Vec<u32>> = Vec::new();
    for start in 0..n as u32 {
        if !inside[start as usize] || part_of[start as usize] != u32::MAX {
            continue;
        }
        let id = parts.len() as u32;
        part_of[start as usize] = id;
        let mut part = vec![start];
        let mut i = 0;
        while let Some(&c) = part.get(i) {
            i += 1;
            for &m in grid.neighbours(c) {
                if inside[m as usize] && part_of[m as usize] == u32::MAX {
                    part_of[m as usize] = id;
                    part.push(m);
                }
            }
        }
        part.sort_unstable();
        parts.push(part);
    }
    // The largest part first (the first among equals), the rest in order.
    if let Some(best) = (0..parts.len()).max_by_key(|&i| (parts[i].len(), std::cmp::Reverse(i))) {
        let largest = parts.remove(best);
        parts.insert(0, largest);
    }
    let cells = parts.iter().map(Vec::len).sum();
    let mut problems = Vec::new();
    if cells < MIN_SHAPE_CELLS {
        problems.push(ShapeProblem::TooFew { cells });
    }
    if parts.len() > 1 {
        let cut: usize = parts[1..].iter().map(Vec::len).sum();
        problems.push(ShapeProblem::CutOff { parts: parts.len() - 1, cells: cut });
    }
    if grid.rings().is_some() && n > 0 && !inside[0] {
        problems.push(ShapeProblem::RoundCentre);
    }
    ShapeCheck { cells, parts, problems }
}

#[cfg(test)]
#[path = "draw_tests.rs"]
mod tests;
