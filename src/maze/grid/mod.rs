//! The grids a maze can live on: the square tile board and the cell grids (round, hex, triangle, upsilon).
//!
//! The square tile board ([`Maze`], [`Pos`], [`Tile`], [`Dir`], in `square.rs`)
//! stays the storage and the fast path of every square maze. The other grids
//! are cell graphs behind the [`Grid`] trait: a count of cells numbered
//! `0..n`, each cell's neighbours in a fixed cyclic order, and the geometry a
//! picture or a walker needs. A maze over any grid is a [`GridMaze`]: the grid
//! plus which neighbour slots are open passages.
//!
//! # Conventions
//!
//! - Points are in grid units with `y` growing **downwards** (screen terms).
//! - Angles are measured counter-clockwise *as seen on screen*: the point at
//!   angle `a` from `c` at distance `r` is `(c.x + r cos a, c.y - r sin a)`.
//! - Every cell lists its neighbours counter-clockwise (in that sense) around
//!   its centre: the wall followers rely on it. Each cell's [`Side`]s go round
//!   its outline in the same order, so the sides that have a neighbour appear
//!   in the neighbour order (up to where the list starts).

mod any;
mod cells;
mod floors;
mod hex;
mod pages;
mod passages;
mod pattern;
mod round;
mod round_trig;
mod square;
mod squares;
mod stacked;
mod steps;
mod triangle;
mod upsilon;
mod woven;

#[cfg(test)]
mod tests;

pub use any::{AnyGrid, BaseGrid};
pub use cells::{Cells, MAX_DEGREE, NO_CELL};
pub use floors::{FloorGrid, MAX_FLOORS, MIN_FLOORS, stairs};
pub use hex::{HexGrid, HexShape};
pub(crate) use pages::PagedTable;
pub use passages::{GridMaze, OpenSides};
pub use round::RoundGrid;
pub use square::*;
pub use squares::SquareGrid;
pub use steps::{IRREGULAR, STEPS, StepTable, Steps};
pub use triangle::{TriangleGrid, TriangleShape};
pub use upsilon::UpsilonGrid;
pub use woven::WovenGrid;

/// A point in grid units, `y` downwards.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Point {
    /// Rightwards.
    pub x: f64,
    /// Downwards.
    pub y: f64,
}

impl Point {
    /// The point `(x, y)`.
    pub const fn new(x: f64, y: f64) -> Self {
        Self { x, y }
    }

    /// Straight-line distance to `other`.
    pub fn distance(self, other: Point) -> f64 {
        (self.x - other.x).hypot(self.y - other.y)
    }

    /// The screen angle (counter-clockwise as seen, radians in `(-π, π]`) of
    /// `other` seen from here.
    pub fn angle_to(self, other: Point) -> f64 {
        (self.y - other.y).atan2(other.x - self.x)
    }

    /// The point at screen angle `a` and distance `r` from here.
    pub fn at_angle(self, a: f64, r: f64) -> Point {
        Point::new(self.x + r * a.cos(), self.y - r * a.sin())
    }
}

/// The shape of one side of a cell: where its wall runs when it is closed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Wall {
    /// A straight wall from one end to the other.
    Segment(Point, Point),
    /// A circular wall round `centre`, from screen angle `from` to `to`:
    /// counter-clockwise as seen when `to > from`, clockwise when `to < from`.
    Arc {
        /// The circle's centre.
        centre: Point,
        /// The circle's radius.
        radius: f64,
        /// Where the arc starts (radians).
        from: f64,
        /// Where the arc ends (radians).
        to: f64,
    },
}

impl Wall {
    /// The wall's two ends, in drawing order.
    pub fn ends(&self) -> (Point, Point) {
        match *self {
            Wall::Segment(a, b) => (a, b),
            Wall::Arc { centre, radius, from, to } => (centre.at_angle(from, radius), centre.at_angle(to, radius)),
        }
    }

    /// Points along the wall, `steps + 1` of them from one end to the other
    /// (a segment needs one step; an arc as many as its smoothness asks).
    pub fn points(&self, steps: usize) -> impl Iterator<Item = Point> + '_ {
        let steps = steps.max(1);
        (0..=steps).map(move |k| {
            let t = k as f64 / steps as f64;
            match *self {
                Wall::Segment(a, b) => Point::new(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t),
                Wall::Arc { centre, radius, from, to } => centre.at_angle(from + (to - from) * t, radius),
            }
        })
    }
}

/// One side of a cell's outline: its shape and the cell across it (none on the rim).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Side {
    /// Where the wall runs.
    pub wall: Wall,
    /// The neighbour across this side, or `None` on the grid's edge.
    pub neighbour: Option<u32>,
}

/// A board of rows and columns numbered row by row, whose cells' neighbours
/// can be worked out from their row and column ([`Grid::board`]): a hex or
/// triangle grid's rectangle-like board. The generators that know it carve
/// it without reading the neighbour lists (the same mazes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Board {
    /// A [`HexShape::Rectangle`] board: odd rows shifted half a cell right.
    Hex {
        /// Hexagons per row.
        cols: u32,
        /// Rows.
        rows: u32,
    },
    /// A [`TriangleShape::Rectangle`] board: the top-left triangle points up.
    Triangle {
        /// Triangles per row.
        cols: u32,
        /// Rows.
        rows: u32,
    },
    /// A [`SquareGrid`]: neighbours right, up, left, down. Only the weave
    /// backtracker walks it as a board; the flat walk keeps its step table.
    Square {
        /// Squares per row.
        cols: u32,
        /// Rows.
        rows: u32,
    },
    /// Floors of a [`Board::Hex`] ([`FloorGrid`](FloorGrid)).
    HexFloors {
        /// Hexagons per row.
        cols: u32,
        /// Rows.
        rows: u32,
        /// Floors.
        floors: u32,
    },
    /// Floors of a [`Board::Square`] ([`FloorGrid`](FloorGrid)).
    SquareFloors {
        /// Squares per row.
        cols: u32,
        /// Rows.
        rows: u32,
        /// Floors.
        floors: u32,
    },
}

/// A grid of cells numbered `0..cell_count()`: topology and geometry.
///
/// Algorithms are generic over it (`fn backtracker<G: Grid>(..)`), so the
/// neighbour lookup is the inlined slice read of [`Cells`], not a virtual call.
pub trait Grid {
    /// The topology: every cell's neighbours, in cyclic order.
    fn cells(&self) -> &Cells;

    /// The centre of cell `c`.
    fn centre(&self, c: u32) -> Point;

    /// The sides of cell `c`, counter-clockwise round its outline, appended to `out`.
    fn sides(&self, c: u32, out: &mut Vec<Side>);

    /// The cell that `p` lies in, if any.
    fn locate(&self, p: Point) -> Option<u32>;

    /// The largest distance between two neighbouring centres. No step goes
    /// further, so a centre distance divided by it never overestimates the
    /// steps left: the A* heuristic stays admissible.
    fn max_step(&self) -> f64;

    /// The box `(top-left, bottom-right)` that holds every cell.
    fn bounds(&self) -> (Point, Point);

    /// [`Wall::ends`] of one of this grid's walls, which a grid may read
    /// from tables of its own (the same points).
    #[inline]
    fn wall_ends(&self, wall: &Wall) -> (Point, Point) {
        wall.ends()
    }

    /// [`Wall::points`] of one of this grid's walls, appended to `out`
    /// (a grid may read them from tables of its own: the same points).
    #[inline]
    fn wall_points(&self, wall: &Wall, steps: usize, out: &mut Vec<Point>) {
        out.extend(wall.points(steps));
    }

    /// The grid's name in maze codes and on the command line.
    fn name(&self) -> &'static str;

    /// The number of cells.
    #[inline]
    fn cell_count(&self) -> usize {
        self.cells().len()
    }

    /// The neighbours of cell `c`, in cyclic order.
    #[inline]
    fn neighbours(&self, c: u32) -> &[u32] {
        self.cells().of(c)
    }

    /// The outline of cell `c` as a polygon (arcs sampled in eight steps).
    fn outline(&self, c: u32) -> Vec<Point> {
        let mut sides = Vec::new();
        self.sides(c, &mut sides);
        let mut out = Vec::new();
        for s in &sides {
            let n = if matches!(s.wall, Wall::Arc { .. }) { 8 } else { 1 };
            out.extend(s.wall.points(n).take(n));
        }
        out
    }

    /// The wall between `c` and its neighbour `n`, if they are neighbours.
    fn wall_between(&self, c: u32, n: u32) -> Option<Wall> {
        let mut sides = Vec::new();
        self.sides(c, &mut sides);
        sides.into_iter().find(|s| s.neighbour == Some(n)).map(|s| s.wall)
    }

    /// The cell whose centre is nearest `p` (the cell `p` lies in, when there is one).
    fn nearest(&self, p: Point) -> u32 {
        self.locate(p).unwrap_or_else(|| {
            (0..self.cell_count() as u32)
                .min_by(|&a, &b| self.centre(a).distance(p).total_cmp(&self.centre(b).distance(p)))
                .unwrap_or(0)
        })
    }

    /// Whether the grid has rings (round grids): binary tree and sidewinder run on it.
    fn rings(&self) -> Option<&RoundGrid> {
        None
    }

    /// The board of rows and columns this grid is, when its neighbours are
    /// the ones [`Board`] works out (a wrapper that numbers its cells
    /// otherwise, as a cut grid does, says `None`).
    fn board(&self) -> Option<Board> {
        None
    }

    /// Whether cell `c` is on the grid's rim: one of its sides has no
    /// neighbour. The grids whose cells all have the same sides answer from
    /// the count of neighbours (or the ring), without building the sides.
    fn on_rim(&self, c: u32) -> bool {
        let mut sides = Vec::new();
        self.sides(c, &mut sides);
        sides.iter().any(|s| s.neighbour.is_none())
    }
}

/// A borrowed grid is a grid: a maze can be carved on `&grid` without a copy
/// (the benches carve one million-cell grid again and again).
impl<G: Grid + ?Sized> Grid for &G {
    #[inline]
    fn cells(&self) -> &Cells {
        (**self).cells()
    }
    fn centre(&self, c: u32) -> Point {
        (**self).centre(c)
    }
    fn sides(&self, c: u32, out: &mut Vec<Side>) {
        (**self).sides(c, out)
    }
    fn locate(&self, p: Point) -> Option<u32> {
        (**self).locate(p)
    }
    fn max_step(&self) -> f64 {
        (**self).max_step()
    }
    fn bounds(&self) -> (Point, Point) {
        (**self).bounds()
    }
    fn name(&self) -> &'static str {
        (**self).name()
    }
    fn rings(&self) -> Option<&RoundGrid> {
        (**self).rings()
    }
    fn board(&self) -> Option<Board> {
        (**self).board()
    }
    #[inline]
    fn on_rim(&self, c: u32) -> bool {
        (**self).on_rim(c)
    }
}
