//! Masks cut every grid: a [`Masked`] grid keeps the cells whose centre falls inside the mask.

use super::Mask;
use crate::maze::grid::{Cells, Grid, NO_CELL, Point, RoundGrid, Side, Wall};

/// The size in mask cells of a mask stretched over `grid`'s box: two mask
/// cells a grid unit each way, from 8 to 1024 a side. The same grid always
/// gets the same mask, so a code that names a shape names one maze.
pub fn mask_size<G: Grid>(grid: &G) -> (usize, usize) {
    let (lo, hi) = grid.bounds();
    let side = |length: f64| (length * 2.0).ceil().clamp(8.0, 1024.0) as usize;
    (side(hi.x - lo.x), side(hi.y - lo.y))
}

/// `grid` cut to `shape` stretched over its box (a mask of [`mask_size`]), as
/// a grid code's shape cuts its grid; the error says why when too little is left.
pub fn cut_to<G: Grid>(grid: G, shape: super::Shape) -> Result<Masked<G>, String> {
    let (cols, rows) = mask_size(&grid);
    let mask = Mask::shape(shape, cols, rows).map_err(|e| format!("{shape}: {e}"))?;
    let what = grid.name();
    Masked::new(grid, &mask).ok_or_else(|| format!("a {shape} leaves fewer than two cells of this {what} grid"))
}

/// A grid cut to a [`Mask`] stretched over its box: a cell stays when the
/// mask cell under its centre is inside. As with square masks, only the
/// largest connected part stays (the first in cell order among equals), so a
/// maze can join every cell. Cells are numbered again, in the base grid's
/// order; binary tree and sidewinder do not run on a masked grid (it has no
/// whole rings).
#[derive(Clone, Debug)]
pub struct Masked<G: Grid> {
    base: G,
    cells: Cells,
    to_base: Vec<u32>,
    from_base: Vec<u32>,
}

impl<G: Grid> Masked<G> {
    /// `base` cut to `mask`; `None` if fewer than two cells are left.
    pub fn new(base: G, mask: &Mask) -> Option<Self> {
        let (lo, hi) = base.bounds();
        let (cols, rows) = (mask.cols() as f64, mask.rows() as f64);
        let inside = |c: u32| {
            let p = base.centre(c);
            let mx = ((p.x - lo.x) / (hi.x - lo.x) * cols).floor().clamp(0.0, cols - 1.0) as usize;
            let my = ((p.y - lo.y) / (hi.y - lo.y) * rows).floor().clamp(0.0, rows - 1.0) as usize;
            mask.inside(mx, my)
        };
        let (cut, _) = base.cells().filtered(inside);
        let kept_first: Vec<u32> = (0..base.cell_count() as u32).filter(|&c| inside(c)).collect();
        let part = largest_part(&cut);
        let (cells, _) = cut.filtered(|c| part[c as usize]);
        let to_base: Vec<u32> = kept_first.iter().zip(&part).filter(|(_, keep)| **keep).map(|(&c, _)| c).collect();
        Self::numbered(base, cells, to_base)
    }

    /// `base` cut to the cells for which `inside[c]` holds (a drawn shape):
    /// as [`Masked::new`], only the largest connected part stays; `None` if
    /// fewer than two cells are left or `inside` is not one flag a cell.
    pub fn from_cells(base: G, inside: &[bool]) -> Option<Self> {
        if inside.len() != base.cell_count() {
            return None;
        }
        let (cut, _) = base.cells().filtered(|c| inside[c as usize]);
        let kept_first = (0..base.cell_count() as u32).filter(|&c| inside[c as usize]);
        let part = largest_part(&cut);
        let (cells, _) = cut.filtered(|c| part[c as usize]);
        let to_base: Vec<u32> = kept_first.zip(&part).filter(|(_, keep)| **keep).map(|(c, _)| c).collect();
        Self::numbered(base, cells, to_base)
    }

    fn numbered(base: G, cells: Cells, to_base: Vec<u32>) -> Option<Self> {
        if to_base.len() < 2 {
            return None;
        }
        let mut from_base = vec![NO_CELL; base.cell_count()];
        for (i, &c) in to_base.iter().enumerate() {
            from_base[c as usize] = i as u32;
        }
        Some(Self { base, cells, to_base, from_base })
    }

    /// The cut grid's number of base cell `b`, if it is kept.
    pub fn cut_cell(&self, b: u32) -> Option<u32> {
        self.from_base.get(b as usize).copied().filter(|&c| c != NO_CELL)
    }

    /// The uncut grid.
    pub fn base(&self) -> &G {
        &self.base
    }

    /// The base grid's number of cell `c`.
    pub fn base_cell(&self, c: u32) -> u32 {
        self.to_base[c as usize]
    }
}

/// Which cells are in the largest connected part of `cells`.
fn largest_part(cells: &Cells) -> Vec<bool> {
    let n = cells.len();
    let mut part = vec![u32::MAX; n];
    let (mut best, mut best_size) = (0, 0);
    for start in 0..n as u32 {
        if part[start as usize] != u32::MAX {
            continue;
        }
        part[start as usize] = start;
        let (mut todo, mut size) = (vec![start], 0);
        while let Some(c) = todo.pop() {
            size += 1;
            for &m in cells.of(c) {
                if part[m as usize] == u32::MAX {
                    part[m as usize] = start;
                    todo.push(m);
                }
            }
        }
        if size > best_size {
            (best, best_size) = (start, size);
        }
    }
    part.iter().map(|&p| p == best).collect()
}

impl<G: Grid> Grid for Masked<G> {
    #[inline]
    fn cells(&self) -> &Cells {
        &self.cells
    }

    fn centre(&self, c: u32) -> Point {
        self.base.centre(self.to_base[c as usize])
    }

    fn sides(&self, c: u32, out: &mut Vec<Side>) {
        let from = out.len();
        self.base.sides(self.to_base[c as usize], out);
        for s in &mut out[from..] {
            s.neighbour = s.neighbour.map(|n| self.from_base[n as usize]).filter(|&n| n != NO_CELL);
        }
    }

    fn locate(&self, p: Point) -> Option<u32> {
        self.base.locate(p).map(|c| self.from_base[c as usize]).filter(|&c| c != NO_CELL)
    }

    fn max_step(&self) -> f64 {
        self.base.max_step()
    }

    fn bounds(&self) -> (Point, Point) {
        self.base.bounds()
    }

    fn wall_ends(&self, wall: &Wall) -> (Point, Point) {
        self.base.wall_ends(wall)
    }

    fn wall_points(&self, wall: &Wall, steps: usize, out: &mut Vec<Point>) {
        self.base.wall_points(wall, steps, out);
    }

    fn name(&self) -> &'static str {
        self.base.name()
    }

    fn rings(&self) -> Option<&RoundGrid> {
        None
    }

    /// On the base grid's rim, or beside a cell the mask cut away.
    fn on_rim(&self, c: u32) -> bool {
        let b = self.to_base[c as usize];
        self.base.on_rim(b) || self.neighbours(c).len() < self.base.neighbours(b).len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::grids::{carve, runs_on};
    use crate::maze::generate::{StartCorner, rng_from_seed};
    use crate::maze::grid::{HexGrid, HexShape, TriangleGrid, TriangleShape};
    use crate::maze::mask::Shape;

    fn check<G: Grid + Clone>(base: G) {
        for shape in [Shape::Panda, Shape::Heart, Shape::Ring, Shape::Star] {
            let mask = Mask::shape(shape, 48, 48).unwrap();
            let cut = Masked::new(base.clone(), &mask).unwrap();
            let what = format!("{} cut to {shape}", base.name());
            assert!(cut.cell_count() < base.cell_count() && cut.cell_count() > base.cell_count() / 5, "{what}");
            let mut sides = Vec::new();
            for c in 0..cut.cell_count() as u32 {
                assert_eq!(cut.locate(cut.centre(c)), Some(c), "{what}: locate");
                assert_eq!(cut.centre(c), base.centre(cut.base_cell(c)));
                for &m in cut.neighbours(c) {
                    assert!(cut.neighbours(m).contains(&c), "{what}: symmetric");
                }
                sides.clear();
                cut.sides(c, &mut sides);
                let across: Vec<u32> = sides.iter().filter_map(|s| s.neighbour).collect();
                let mut a = across.clone();
                let mut b = cut.neighbours(c).to_vec();
                a.sort_unstable();
                b.sort_unstable();
                assert_eq!(a, b, "{what}: sides and neighbours");
                let rim = sides.iter().any(|s| s.neighbour.is_none());
                assert_eq!(cut.on_rim(c), rim, "{what}: whether cell {c} is on the rim");
            }
            assert!(cut.rings().is_none());
            for algorithm in runs_on(false) {
                let maze = carve(&cut, algorithm, StartCorner::Random, &mut rng_from_seed(3)).unwrap();
                let loops = matches!(algorithm, crate::maze::generate::Algorithm::Irregular { .. });
                if !loops {
                    assert_eq!(maze.passage_count(), cut.cell_count() - 1, "{what} {algorithm}");
                }
                let dist = crate::maze::solve::grids::distance_map(&maze, 0);
                assert!(dist.iter().all(|&d| d != crate::maze::solve::grids::UNREACHED), "{what} {algorithm}");
            }
        }
    }

    #[test]
    fn masks_cut_every_grid_to_one_connected_shape() {
        check(RoundGrid::new(20).unwrap());
        check(HexGrid::new(HexShape::Rectangle { cols: 36, rows: 30 }).unwrap());
        check(TriangleGrid::new(TriangleShape::Rectangle { cols: 60, rows: 30 }).unwrap());
        check(crate::maze::grid::SquareGrid::new(30, 30).unwrap());
    }

    #[test]
    fn a_grid_cut_to_drawn_cells_keeps_them_numbered_in_order() {
        let base = crate::maze::grid::SquareGrid::new(6, 3).unwrap();
        // Two blobs: columns 0-1 (6 cells) and column 5 (3 cells).
        let inside: Vec<bool> = (0..18).map(|c| c % 6 < 2 || c % 6 == 5).collect();
        let cut = Masked::from_cells(base.clone(), &inside).unwrap();
        assert_eq!((0..cut.cell_count() as u32).map(|c| cut.base_cell(c)).collect::<Vec<_>>(), [0, 1, 6, 7, 12, 13]);
        assert!((0..6).all(|c| cut.cut_cell(cut.base_cell(c)) == Some(c)));
        assert_eq!(cut.cut_cell(5), None);
        assert!(Masked::from_cells(base.clone(), &[true; 5]).is_none(), "one flag a cell");
        assert!(Masked::from_cells(base, &(0..18).map(|c| c == 3).collect::<Vec<_>>()).is_none());
    }

    #[test]
    fn a_mask_keeps_its_largest_part() {
        // Two blobs, the right one larger: only it stays.
        let mask = Mask::from_fn(10, 4, |x, _| !(2..5).contains(&x)).unwrap();
        let base = crate::maze::grid::SquareGrid::new(10, 4).unwrap();
        let cut = Masked::new(base, &mask).unwrap();
        assert_eq!(cut.cell_count(), 20);
        assert!((0..20).all(|c| cut.centre(c).x > 5.0));
    }
}
