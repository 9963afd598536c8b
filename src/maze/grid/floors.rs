//! [`FloorGrid`]: a grid's cells on 2 to 16 floors, each cell joined to the same cell on the
//! floor below and above (stairs). The mazes made on it are in `crate::maze::floors`; the grid
//! lives here, beside the others, so the grid mazes the game plays can hold one.

use super::{Board, Cells, Grid, GridMaze, Point, Side, Wall};

/// The fewest floors of a floors maze (one floor is the flat maze).
pub const MIN_FLOORS: u32 = 2;
/// The most floors.
pub const MAX_FLOORS: u32 = 16;

/// A grid's cells on several floors, joined up and down cell to cell.
#[derive(Clone, Debug)]
pub struct FloorGrid<G: Grid> {
    base: G,
    floors: u32,
    per_floor: u32,
    /// How far right each floor lies from the one below (grid units).
    shift: f64,
    cells: Cells,
}

/// `wall` moved `dx` to the right.
fn shifted(wall: Wall, dx: f64) -> Wall {
    let p = |p: Point| Point::new(p.x + dx, p.y);
    match wall {
        Wall::Segment(a, b) => Wall::Segment(p(a), p(b)),
        Wall::Arc { centre, radius, from, to } => Wall::Arc { centre: p(centre), radius, from, to },
    }
}

impl<G: Grid> FloorGrid<G> {
    /// `base` on `floors` floors; `None` outside [`MIN_FLOORS`]..=[`MAX_FLOORS`]
    /// or when a floor's cells would pass `u32`.
    pub fn new(base: G, floors: u32) -> Option<Self> {
        let n = base.cell_count();
        if !(MIN_FLOORS..=MAX_FLOORS).contains(&floors) || n * floors as usize >= u32::MAX as usize {
            return None;
        }
        let per_floor = n as u32;
        let cells = Cells::stacked(base.cells(), floors);
        let (lo, hi) = base.bounds();
        let shift = (hi.x - lo.x) + 1.0;
        Some(Self { base, floors, per_floor, shift, cells })
    }

    /// The grid of one floor.
    pub fn base(&self) -> &G {
        &self.base
    }

    /// How many floors.
    pub fn floors(&self) -> u32 {
        self.floors
    }

    /// Cells on one floor.
    pub fn per_floor(&self) -> u32 {
        self.per_floor
    }

    /// The floor of cell `c` (0 the lowest).
    pub fn floor_of(&self, c: u32) -> u32 {
        c / self.per_floor
    }

    /// Cell `c`'s cell on its floor's grid.
    pub fn base_cell(&self, c: u32) -> u32 {
        c % self.per_floor
    }

    /// The cell of `base` cell `c` on floor `f`.
    pub fn cell(&self, f: u32, c: u32) -> u32 {
        f * self.per_floor + c
    }

    /// The bounds of floor `f` as drawn, side by side with the others.
    pub fn floor_bounds(&self, f: u32) -> (Point, Point) {
        let (lo, hi) = self.base.bounds();
        let dx = self.dx(f);
        (Point::new(lo.x + dx, lo.y), Point::new(hi.x + dx, hi.y))
    }

    /// How far right floor `f` is drawn.
    fn dx(&self, f: u32) -> f64 {
        f as f64 * self.shift
    }
}

impl<G: Grid> Grid for FloorGrid<G> {
    #[inline]
    fn cells(&self) -> &Cells {
        &self.cells
    }
    fn centre(&self, c: u32) -> Point {
        let p = self.base.centre(self.base_cell(c));
        Point::new(p.x + self.dx(self.floor_of(c)), p.y)
    }
    /// The floor's sides, moved to its place; stairs have no side.
    fn sides(&self, c: u32, out: &mut Vec<Side>) {
        let (f, from) = (self.floor_of(c), out.len());
        self.base.sides(self.base_cell(c), out);
        for s in &mut out[from..] {
            *s = Side { wall: shifted(s.wall, self.dx(f)), neighbour: s.neighbour.map(|m| self.cell(f, m)) };
        }
    }
    fn locate(&self, p: Point) -> Option<u32> {
        let f = ((p.x - self.base.bounds().0.x) / self.shift).floor();
        if f < 0.0 || f >= self.floors as f64 {
            return None;
        }
        let f = f as u32;
        let c = self.base.locate(Point::new(p.x - self.dx(f), p.y))?;
        Some(self.cell(f, c))
    }
    /// A stair joins centres a floor's width apart, the longest step.
    fn max_step(&self) -> f64 {
        self.base.max_step().max(self.shift)
    }
    fn bounds(&self) -> (Point, Point) {
        let (lo, hi) = self.base.bounds();
        (lo, Point::new(hi.x + self.dx(self.floors - 1), hi.y))
    }
    fn name(&self) -> &'static str {
        self.base.name()
    }
    /// Floors of a hex board or a square grid are a board too (the backtracker walks them so).
    fn board(&self) -> Option<Board> {
        let floors = self.floors;
        match self.base.board()? {
            Board::Hex { cols, rows } => Some(Board::HexFloors { cols, rows, floors }),
            Board::Square { cols, rows } => Some(Board::SquareFloors { cols, rows, floors }),
            _ => None,
        }
    }
    fn on_rim(&self, c: u32) -> bool {
        self.base.on_rim(self.base_cell(c))
    }
}

/// The stairs of `maze`: every open passage between floors, as `(lower, upper)` cells.
pub fn stairs<G: Grid>(maze: &GridMaze<FloorGrid<G>>) -> Vec<(u32, u32)> {
    let g = &maze.grid;
    (0..g.cell_count() as u32)
        .flat_map(|c| maze.links(c).filter(move |&m| m > c && g.floor_of(m) != g.floor_of(c)).map(move |m| (c, m)))
        .collect()
}
