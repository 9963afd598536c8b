//! The hexagonal ("sigma") grid: pointy-top hexagons in a rectangle-like board or a big hexagon.
//!
//! Hand-written axial maths rather than the `hexx` crate: hexx 0.25 does build
//! on the glam 0.32 Bevy 0.19 uses, but the core is built without Bevy and has
//! no glam today, and all it needs here is thirty lines (axial to point, point
//! to axial with cube rounding, six directions) over its own packed cell list.

use std::f64::consts::PI;

use super::pattern::{Pattern, board_offsets, hex_list};
use super::{Board, Cells, Grid, NO_CELL, Point, Side, Wall};

/// √3, the distance between neighbouring hexagon centres (the circumradius is 1).
const SQRT3: f64 = 1.732_050_807_568_877_2;

/// The six axial steps `(dq, dr)`, counter-clockwise on screen from the east.
const STEPS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// The outline of a hex board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HexShape {
    /// `cols × rows` hexagons, odd rows shifted half a cell right.
    Rectangle {
        /// Hexagons per row.
        cols: u32,
        /// Rows of hexagons.
        rows: u32,
    },
    /// A big hexagon with `radius` rings round its middle hexagon.
    Hexagon {
        /// Rings round the middle hexagon (0 is one cell).
        radius: u32,
    },
}

/// Pointy-top hexagons of circumradius 1. Neighbours (and sides) run
/// counter-clockwise from the east: east, north-east, north-west, west,
/// south-west, south-east. Cells are numbered row by row from the top.
#[derive(Clone, Debug)]
pub struct HexGrid {
    shape: HexShape,
    /// Each cell's axial coordinates: a big hexagon's only (a board's are
    /// worked out from the cell's number).
    axial: Vec<(i32, i32)>,
    lookup: Vec<u32>,
    q0: i32,
    r0: i32,
    qspan: i32,
    rspan: i32,
    origin: Point,
    extent: Point,
    cells: Cells,
}

impl HexGrid {
    /// The most cells a hex grid may have.
    pub const MAX_CELLS: usize = 4_000_000;

    /// The grid of `shape`; `None` when it has no cells or too many.
    pub fn new(shape: HexShape) -> Option<Self> {
        let axial: Vec<(i32, i32)> = match shape {
            HexShape::Rectangle { cols, rows } => {
                if cols == 0 || rows == 0 || cols as usize * rows as usize > Self::MAX_CELLS {
                    return None;
                }
                Vec::new()
            }
            HexShape::Hexagon { radius } => {
                // In u128: three times a u32 squared does not fit in 64 bits.
                if 3 * u128::from(radius) * (u128::from(radius) + 1) + 1 > Self::MAX_CELLS as u128 {
                    return None;
                }
                let n = radius as i32;
                (-n..=n).flat_map(|r| ((-n).max(-n - r)..=n.min(n - r)).map(move |q| (q, r))).collect()
            }
        };
        let count = match shape {
            HexShape::Rectangle { cols, rows } => cols as usize * rows as usize,
            HexShape::Hexagon { .. } => axial.len(),
        };
        let coords = |c: usize| match shape {
            HexShape::Rectangle { cols, .. } => rectangle_axial(cols, c as u32),
            HexShape::Hexagon { .. } => axial[c],
        };
        // One pass for the axial box and the box of the centres.
        let raw = |(q, r): (i32, i32)| Point::new(SQRT3 * (q as f64 + r as f64 / 2.0), 1.5 * r as f64);
        let (mut qlo, mut rlo, mut qhi, mut rhi) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        let (mut min_x, mut min_y) = (f64::INFINITY, f64::INFINITY);
        let (mut max_x, mut max_y) = (f64::NEG_INFINITY, f64::NEG_INFINITY);
        // A board's axial q, and its centres' x and y, each grow along a row
        // or fall with the row going down, so the first and last cells of
        // each row hold every extreme: the boxes of those are the boxes of all.
        let ends: Box<dyn Iterator<Item = usize>> = match shape {
            HexShape::Rectangle { cols, rows } => {
                let (cols, rows) = (cols as usize, rows as usize);
                Box::new((0..rows).flat_map(move |r| [r * cols, r * cols + cols - 1]))
            }
            HexShape::Hexagon { .. } => Box::new(0..count),
        };
        for c in ends {
            let (q, r) = coords(c);
            (qlo, rlo, qhi, rhi) = (qlo.min(q), rlo.min(r), qhi.max(q), rhi.max(r));
            let p = raw((q, r));
            (min_x, min_y, max_x, max_y) = (min_x.min(p.x), min_y.min(p.y), max_x.max(p.x), max_y.max(p.y));
        }
        if count == 0 {
            return None;
        }
        let (q0, r0) = (qlo - 1, rlo - 1);
        let (qspan, rspan) = (qhi - q0 + 2, rhi - r0 + 2);
        // A board's cells are found from their offset coordinates (no table);
        // only a big hexagon keeps a table over its axial box, which is about
        // 4/3 of its cells. (A board's axial box is a parallelogram rows wide
        // and rows/2 + cols long: a thin board's box grew with rows squared.)
        let lookup = match shape {
            HexShape::Rectangle { .. } => Vec::new(),
            HexShape::Hexagon { .. } => {
                let mut lookup = vec![NO_CELL; qspan as usize * rspan as usize];
                for (i, &(q, r)) in axial.iter().enumerate() {
                    lookup[(r - r0) as usize * qspan as usize + (q - q0) as usize] = i as u32;
                }
                lookup
            }
        };
        let origin = Point::new(SQRT3 / 2.0 - min_x, 1.0 - min_y);
        let extent = Point::new(max_x - min_x + SQRT3, max_y - min_y + 2.0);
        let cells = Cells::with_capacity(0, 0);
        let mut grid = Self { shape, axial, lookup, q0, r0, qspan, rspan, origin, extent, cells };
        if let HexShape::Rectangle { cols, rows } = shape {
            grid.cells = rectangle_cells(cols, rows);
            return Some(grid);
        }
        let mut cells = Cells::with_capacity(count, 6);
        for c in 0..count as u32 {
            let (q, r) = grid.axial(c);
            let (mut list, mut k) = ([0; 6], 0);
            for (dq, dr) in STEPS {
                let n = grid.at(q + dq, r + dr);
                list[k] = n;
                k += usize::from(n != NO_CELL);
            }
            cells.push_first(&list, k);
        }
        grid.cells = cells;
        Some(grid)
    }

    /// The board's outline.
    pub fn shape(&self) -> HexShape {
        self.shape
    }

    /// The axial coordinates `(q, r)` of cell `c`.
    #[inline]
    pub fn axial(&self, c: u32) -> (i32, i32) {
        match self.shape {
            HexShape::Rectangle { cols, .. } => rectangle_axial(cols, c),
            HexShape::Hexagon { .. } => self.axial[c as usize],
        }
    }

    /// The cell at axial `(q, r)`, or [`NO_CELL`].
    fn at(&self, q: i32, r: i32) -> u32 {
        if let HexShape::Rectangle { cols, rows } = self.shape {
            // Row r starts at axial q = -(r div 2): its cells are numbered r * cols + column.
            let (q, r) = (i64::from(q), i64::from(r));
            let col = q + r.div_euclid(2);
            if r < 0 || r >= i64::from(rows) || col < 0 || col >= i64::from(cols) {
                return NO_CELL;
            }
            return (r * i64::from(cols) + col) as u32;
        }
        let (dq, dr) = (q - self.q0, r - self.r0);
        if dq < 0 || dr < 0 || dq >= self.qspan || dr >= self.rspan {
            return NO_CELL;
        }
        self.lookup[dr as usize * self.qspan as usize + dq as usize]
    }
}

/// The cells of a board `cols` hexagons wide and `rows` tall, row by row:
/// the same lists as [`HexGrid::at`] gives a cell's six axial steps, worked
/// out from the row and column ([`hex_list`]) the first time they are read;
/// only the offsets are made now. Row `r` starts at axial `q = -(r div 2)`,
/// so an even row's cells above and below lie at the same column and one to
/// the left, an odd row's at the same column and one to the right.
fn rectangle_cells(cols: u32, rows: u32) -> Cells {
    Cells::lazy(Pattern::HexBoard { cols, rows }, board_offsets(cols, rows, hex_list))
}

/// The axial coordinates of cell `c` of a board `cols` hexagons wide: row
/// `r` starts at axial `q = -(r div 2)`.
#[inline]
fn rectangle_axial(cols: u32, c: u32) -> (i32, i32) {
    let (r, col) = ((c / cols) as i32, (c % cols) as i32);
    (col - (r - (r & 1)) / 2, r)
}

impl Grid for HexGrid {
    #[inline]
    fn cells(&self) -> &Cells {
        &self.cells
    }

    fn centre(&self, c: u32) -> Point {
        let (q, r) = self.axial(c);
        Point::new(self.origin.x + SQRT3 * (q as f64 + r as f64 / 2.0), self.origin.y + 1.5 * r as f64)
    }

    fn sides(&self, c: u32, out: &mut Vec<Side>) {
        let (q, r) = self.axial(c);
        let m = self.centre(c);
        for (k, &(dq, dr)) in STEPS.iter().enumerate() {
            let a = k as f64 * PI / 3.0;
            let wall = Wall::Segment(m.at_angle(a - PI / 6.0, 1.0), m.at_angle(a + PI / 6.0, 1.0));
            let n = self.at(q + dq, r + dr);
            out.push(Side { wall, neighbour: (n != NO_CELL).then_some(n) });
        }
    }

    fn locate(&self, p: Point) -> Option<u32> {
        let (x, y) = (p.x - self.origin.x, p.y - self.origin.y);
        let fr = y / 1.5;
        let fq = x / SQRT3 - fr / 2.0;
        let fs = -fq - fr;
        let (mut q, mut r, s) = (fq.round(), fr.round(), fs.round());
        let (eq, er, es) = ((q - fq).abs(), (r - fr).abs(), (s - fs).abs());
        if eq > er && eq > es {
            q = -r - s;
        } else if er > es {
            r = -q - s;
        }
        let n = self.at(q as i32, r as i32);
        (n != NO_CELL).then_some(n)
    }

    fn max_step(&self) -> f64 {
        SQRT3
    }

    fn bounds(&self) -> (Point, Point) {
        (Point::new(0.0, 0.0), self.extent)
    }

    fn name(&self) -> &'static str {
        "hex"
    }

    fn board(&self) -> Option<Board> {
        match self.shape {
            HexShape::Rectangle { cols, rows } => Some(Board::Hex { cols, rows }),
            HexShape::Hexagon { .. } => None,
        }
    }

    /// A hexagon with fewer than six neighbours has a side on the rim.
    #[inline]
    fn on_rim(&self, c: u32) -> bool {
        self.cells.degree(c) < 6
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board's box, found from its rows' ends, is the box of every cell.
    #[test]
    fn a_boards_box_is_the_box_of_all_its_cells() {
        for (cols, rows) in [(1, 1), (1, 2), (2, 1), (3, 3), (7, 4), (4, 9), (31, 17)] {
            let grid = HexGrid::new(HexShape::Rectangle { cols, rows }).unwrap();
            let raw = |(q, r): (i32, i32)| Point::new(SQRT3 * (q as f64 + r as f64 / 2.0), 1.5 * r as f64);
            let all: Vec<(i32, i32)> = (0..cols * rows).map(|c| grid.axial(c)).collect();
            let (qlo, qhi) = (all.iter().map(|a| a.0).min().unwrap(), all.iter().map(|a| a.0).max().unwrap());
            let (rlo, rhi) = (all.iter().map(|a| a.1).min().unwrap(), all.iter().map(|a| a.1).max().unwrap());
            let xs: Vec<f64> = all.iter().map(|&a| raw(a).x).collect();
            let ys: Vec<f64> = all.iter().map(|&a| raw(a).y).collect();
            let min = |v: &[f64]| v.iter().copied().fold(f64::INFINITY, f64::min);
            let max = |v: &[f64]| v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let what = format!("{cols}x{rows}");
            assert_eq!(
                (grid.q0, grid.r0, grid.qspan, grid.rspan),
                (qlo - 1, rlo - 1, qhi - qlo + 3, rhi - rlo + 3),
                "{what}"
            );
            assert_eq!(grid.origin, Point::new(SQRT3 / 2.0 - min(&xs), 1.0 - min(&ys)), "{what}");
            assert_eq!(grid.extent, Point::new(max(&xs) - min(&xs) + SQRT3, max(&ys) - min(&ys) + 2.0), "{what}");
        }
    }
}
