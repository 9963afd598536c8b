//! The upsilon grid: octagons in rows and columns, with small diamond squares in the gaps between them.

use std::f64::consts::{FRAC_PI_4, FRAC_PI_8};

use super::{Cells, Grid, Point, Side, Wall};

/// Half the diagonal of a gap square: the octagons' sides are `√2 − 1` long.
const GAP: f64 = 1.0 - std::f64::consts::FRAC_1_SQRT_2;

/// `cols × rows` octagons one unit apart (centres at `(x + 0.5, y + 0.5)`)
/// and the `(cols − 1) × (rows − 1)` diamond squares between four octagons,
/// numbered row by row from the top: a row of octagons, then the row of
/// squares below it (so the first and last cells are the corner octagons).
///
/// An octagon's neighbours run counter-clockwise on screen from the east:
/// east octagon, north-east square, north octagon, north-west square, west,
/// south-west, south, south-east (those that exist). A square's: the
/// north-east, north-west, south-west and south-east octagons.
#[derive(Clone, Debug)]
pub struct UpsilonGrid {
    cols: u32,
    rows: u32,
    cells: Cells,
}

impl UpsilonGrid {
    /// The most cells an upsilon grid may have.
    pub const MAX_CELLS: usize = 4_000_000;

    /// `cols × rows` octagons and the squares between; `None` when empty or too big.
    pub fn new(cols: u32, rows: u32) -> Option<Self> {
        if cols == 0 || rows == 0 || 2 * cols as usize * rows as usize > Self::MAX_CELLS {
            return None;
        }
        let mut grid = Self { cols, rows, cells: Cells::with_capacity(0, 0) };
        let mut cells = Cells::with_capacity(2 * (cols * rows) as usize, 6);
        for c in 0..cols * rows + (cols - 1) * (rows - 1) {
            cells.push(grid.around(c).into_iter().flatten());
        }
        grid.cells = cells;
        Some(grid)
    }

    /// Cells from one row of octagons to the next.
    fn stride(&self) -> u32 {
        2 * self.cols - 1
    }

    /// Whether cell `c` is an octagon (else a gap square).
    pub fn is_octagon(&self, c: u32) -> bool {
        c % self.stride() < self.cols
    }

    /// The column and row of cell `c` among the octagons or among the squares.
    fn place(&self, c: u32) -> (i64, i64) {
        let (row, at) = (c / self.stride(), c % self.stride());
        let x = if at < self.cols { at } else { at - self.cols };
        (x as i64, row as i64)
    }

    fn octagon(&self, x: i64, y: i64) -> Option<u32> {
        let inside = x >= 0 && y >= 0 && x < self.cols as i64 && y < self.rows as i64;
        inside.then(|| y as u32 * self.stride() + x as u32)
    }

    /// The gap square whose top-left octagon is `(x, y)`.
    fn square(&self, x: i64, y: i64) -> Option<u32> {
        let inside = x >= 0 && y >= 0 && x + 1 < self.cols as i64 && y + 1 < self.rows as i64;
        inside.then(|| y as u32 * self.stride() + self.cols + x as u32)
    }

    /// The cells across each side of `c`, counter-clockwise from the east.
    fn around(&self, c: u32) -> Vec<Option<u32>> {
        let (x, y) = self.place(c);
        if self.is_octagon(c) {
            vec![
                self.octagon(x + 1, y),
                self.square(x, y - 1),
                self.octagon(x, y - 1),
                self.square(x - 1, y - 1),
                self.octagon(x - 1, y),
                self.square(x - 1, y),
                self.octagon(x, y + 1),
                self.square(x, y),
            ]
        } else {
            vec![self.octagon(x + 1, y), self.octagon(x, y), self.octagon(x, y + 1), self.octagon(x + 1, y + 1)]
        }
    }
}

impl Grid for UpsilonGrid {
    #[inline]
    fn cells(&self) -> &Cells {
        &self.cells
    }

    fn centre(&self, c: u32) -> Point {
        let (x, y) = self.place(c);
        let offset = if self.is_octagon(c) { 0.5 } else { 1.0 };
        Point::new(x as f64 + offset, y as f64 + offset)
    }

    fn sides(&self, c: u32, out: &mut Vec<Side>) {
        let m = self.centre(c);
        let around = self.around(c);
        if self.is_octagon(c) {
            let r = 0.5 / FRAC_PI_8.cos();
            for (k, n) in around.into_iter().enumerate() {
                let a = k as f64 * FRAC_PI_4;
                let wall = Wall::Segment(m.at_angle(a - FRAC_PI_8, r), m.at_angle(a + FRAC_PI_8, r));
                out.push(Side { wall, neighbour: n });
            }
        } else {
            for (k, n) in around.into_iter().enumerate() {
                let a = k as f64 * 2.0 * FRAC_PI_4;
                let wall = Wall::Segment(m.at_angle(a, GAP), m.at_angle(a + 2.0 * FRAC_PI_4, GAP));
                out.push(Side { wall, neighbour: n });
            }
        }
    }

    fn locate(&self, p: Point) -> Option<u32> {
        let (fx, fy) = (p.x - 0.5, p.y - 0.5);
        let (x, y) = (fx.round(), fy.round());
        let (dx, dy) = ((fx - x).abs(), (fy - y).abs());
        if dx + dy <= std::f64::consts::FRAC_1_SQRT_2 {
            self.octagon(x as i64, y as i64)
        } else {
            self.square(fx.floor() as i64, fy.floor() as i64)
        }
    }

    fn max_step(&self) -> f64 {
        1.0
    }

    fn bounds(&self) -> (Point, Point) {
        (Point::new(0.0, 0.0), Point::new(self.cols as f64, self.rows as f64))
    }

    fn name(&self) -> &'static str {
        "upsilon"
    }
}
