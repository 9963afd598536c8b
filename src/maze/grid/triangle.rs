//! The triangular ("delta") grid: alternating up and down triangles in a rectangle-like board or a big triangle.

use super::pattern::{Pattern, board_offsets, triangle_list};
use super::{Board, Cells, Grid, NO_CELL, Point, Side, Wall};

/// The height of a triangle of side 1.
const H: f64 = 0.866_025_403_784_438_6;

/// The outline of a triangle board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TriangleShape {
    /// `cols` triangles in each of `rows` rows; the top-left one points up.
    Rectangle {
        /// Triangles per row.
        cols: u32,
        /// Rows.
        rows: u32,
    },
    /// A big triangle pointing up, `side` rows tall (row `k` has `2k + 1` cells).
    Triangle {
        /// Rows (and small triangles along each edge).
        side: u32,
    },
}

/// Triangles of side 1, alternately pointing up and down along each row.
/// Neighbours run counter-clockwise on screen: an up triangle's are right,
/// left, below; a down triangle's are above, left, right. Cells are numbered
/// row by row from the top.
#[derive(Clone, Debug)]
pub struct TriangleGrid {
    shape: TriangleShape,
    /// Each cell's column and row, and the cell at each place: a big
    /// triangle's only (a board's cells are numbered row by row).
    at: Vec<(u32, u32)>,
    lookup: Vec<u32>,
    width: u32,
    rows: u32,
    parity: u32,
    cells: Cells,
}

impl TriangleGrid {
    /// The most cells a triangle grid may have.
    pub const MAX_CELLS: usize = 4_000_000;

    /// The grid of `shape`; `None` when it has no cells or too many.
    pub fn new(shape: TriangleShape) -> Option<Self> {
        let (width, rows, parity, at): (u32, u32, u32, Vec<(u32, u32)>) = match shape {
            TriangleShape::Rectangle { cols, rows } => {
                if cols == 0 || rows == 0 || cols as usize * rows as usize > Self::MAX_CELLS {
                    return None;
                }
                // A board's cells are numbered row by row: no tables.
                (cols, rows, 0, Vec::new())
            }
            TriangleShape::Triangle { side } => {
                if side == 0 || side as usize * side as usize > Self::MAX_CELLS {
                    return None;
                }
                let n = side;
                let at = (0..n).flat_map(|r| (n - 1 - r..n + r).map(move |c| (c, r))).collect();
                (2 * n - 1, n, (n - 1) % 2, at)
            }
        };
        let mut lookup = vec![NO_CELL; if at.is_empty() { 0 } else { width as usize * rows as usize }];
        for (i, &(c, r)) in at.iter().enumerate() {
            lookup[(r * width + c) as usize] = i as u32;
        }
        let count = if at.is_empty() { width as usize * rows as usize } else { at.len() };
        let mut grid = Self { shape, at, lookup, width, rows, parity, cells: Cells::with_capacity(0, 0) };
        if grid.at.is_empty() {
            grid.cells = board_cells(width, rows);
            return Some(grid);
        }
        let mut cells = Cells::with_capacity(count, 3);
        for i in 0..count as u32 {
            let (mut list, mut k) = ([0; 3], 0);
            for n in grid.around(i).into_iter().flatten() {
                list[k] = n;
                k += 1;
            }
            cells.push_first(&list, k);
        }
        grid.cells = cells;
        Some(grid)
    }

    /// The board's outline.
    pub fn shape(&self) -> TriangleShape {
        self.shape
    }

    /// Whether cell `c` points up.
    pub fn points_up(&self, c: u32) -> bool {
        let (x, y) = self.at(c);
        (x + y + self.parity).is_multiple_of(2)
    }

    /// The column and row of cell `c` (a board's from its number).
    #[inline]
    fn at(&self, c: u32) -> (u32, u32) {
        if self.at.is_empty() { (c % self.width, c / self.width) } else { self.at[c as usize] }
    }

    fn cell(&self, x: i64, y: i64) -> Option<u32> {
        if x < 0 || y < 0 || x >= self.width as i64 || y >= self.rows as i64 {
            return None;
        }
        let i = y as u32 * self.width + x as u32;
        let n = if self.lookup.is_empty() { i } else { self.lookup[i as usize] };
        (n != NO_CELL).then_some(n)
    }

    /// The three cells across the sides of `c`, in cyclic order.
    fn around(&self, c: u32) -> [Option<u32>; 3] {
        let (x, y) = self.at(c);
        let (x, y) = (x as i64, y as i64);
        if self.points_up(c) {
            [self.cell(x + 1, y), self.cell(x - 1, y), self.cell(x, y + 1)]
        } else {
            [self.cell(x, y - 1), self.cell(x - 1, y), self.cell(x + 1, y)]
        }
    }

    /// The three corners of `c`, the first side running from the first to the second.
    fn corners(&self, c: u32) -> [Point; 3] {
        let (x, y) = self.at(c);
        let (l, top, bottom) = (x as f64 / 2.0, y as f64 * H, (y + 1) as f64 * H);
        if self.points_up(c) {
            [Point::new(l + 1.0, bottom), Point::new(l + 0.5, top), Point::new(l, bottom)]
        } else {
            [Point::new(l + 1.0, top), Point::new(l, top), Point::new(l + 0.5, bottom)]
        }
    }
}

/// The neighbour lists of a board `cols` triangles wide and `rows` tall,
/// row by row: the same lists as [`TriangleGrid::around`] gives, worked out
/// from the row and column (the top-left triangle points up) the first time
/// they are read; only the offsets are made now.
fn board_cells(cols: u32, rows: u32) -> Cells {
    Cells::lazy(Pattern::TriangleBoard { cols, rows }, board_offsets(cols, rows, triangle_list))
}

impl Grid for TriangleGrid {
    #[inline]
    fn cells(&self) -> &Cells {
        &self.cells
    }

    fn centre(&self, c: u32) -> Point {
        let [a, b, d] = self.corners(c);
        Point::new((a.x + b.x + d.x) / 3.0, (a.y + b.y + d.y) / 3.0)
    }

    fn sides(&self, c: u32, out: &mut Vec<Side>) {
        let k = self.corners(c);
        for (i, n) in self.around(c).into_iter().enumerate() {
            out.push(Side { wall: Wall::Segment(k[i], k[(i + 1) % 3]), neighbour: n });
        }
    }

    fn locate(&self, p: Point) -> Option<u32> {
        let y = (p.y / H).floor();
        let x = (2.0 * p.x).floor();
        let inside = |c: u32| {
            let [a, b, d] = self.corners(c);
            let edge = |u: Point, v: Point| (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x);
            // Corners run counter-clockwise on screen, so inside is where every edge test is <= 0.
            -edge(a, b).max(edge(b, d)).max(edge(d, a))
        };
        (-2..=0)
            .filter_map(|dx| self.cell(x as i64 + dx, y as i64))
            .map(|c| (c, inside(c)))
            .filter(|&(_, depth)| depth >= -1e-9)
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(c, _)| c)
    }

    fn max_step(&self) -> f64 {
        1.0 / 3f64.sqrt()
    }

    fn bounds(&self) -> (Point, Point) {
        (Point::new(0.0, 0.0), Point::new((self.width + 1) as f64 / 2.0, self.rows as f64 * H))
    }

    fn name(&self) -> &'static str {
        "triangle"
    }

    fn board(&self) -> Option<Board> {
        match self.shape {
            TriangleShape::Rectangle { cols, rows } => Some(Board::Triangle { cols, rows }),
            TriangleShape::Triangle { .. } => None,
        }
    }

    /// A triangle with fewer than three neighbours has a side on the rim.
    #[inline]
    fn on_rim(&self, c: u32) -> bool {
        self.cells.degree(c) < 3
    }
}
