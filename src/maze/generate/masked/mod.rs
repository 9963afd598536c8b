//! The generators inside a [`Mask`]: each maskable algorithm carves only the
//! inside cells and the walls between them (the board's outside tiles are
//! already [`Tile::Outside`]).
//!
//! The backtracker, the growing tree (so simplified Prim) and the minimum
//! spanning trees (Kruskal, true Prim) run their rectangle's code: the
//! cells outside are marked visited before the walk ([`Padded::shaped`]), or
//! the walls beside them are left out of the tree
//! ([`spanning_tree`](super::kit::mst::spanning_tree)), so a mask costs
//! them little. The others (`walks`) are written plainly over the inside
//! cells, as the books describe them; the irregular map is in `irregular`.
//! All draw from the same seeded stream, so a shaped maze is as reproducible
//! as any other.

mod irregular;
#[cfg(test)]
mod tests;
mod walks;

use rand::{Rng, RngExt};

use super::growing_tree::growing_tree_in;
use super::kit::cells::{Near, open_wall, pick};
use super::kit::padded::{Padded, depth_first};
use super::kruskal::kruskal_in;
use super::prim::prim_true_in;
use super::{Algorithm, GrowingTreePick, StartCorner};
use crate::maze::grid::{Maze, Tile};
use crate::maze::mask::Mask;
use crate::maze::recorder::Recorder;

/// The inside cells of a board, carving through a recorder.
struct Shaped<'a, Rec: Recorder + ?Sized> {
    tiles: &'a mut [Tile],
    rec: &'a mut Rec,
    width: usize,
    cols: usize,
    mask: &'a Mask,
    open: Vec<bool>,
}

impl<'a, Rec: Recorder + ?Sized> Shaped<'a, Rec> {
    fn new(maze: &'a mut Maze, mask: &'a Mask, rec: &'a mut Rec) -> Self {
        let (cols, width) = (maze.cell_columns(), maze.width());
        let open = vec![false; cols * maze.cell_rows()];
        Self { tiles: maze.tiles_mut(), rec, width, cols, mask, open }
    }

    /// The inside cells, in reading order.
    fn cells(&self) -> Vec<usize> {
        (0..self.open.len()).filter(|&c| self.mask.inside_cell(c)).collect()
    }

    /// The inside neighbours of `c`.
    fn near(&self, c: usize) -> Near {
        let (cx, cy) = (c % self.cols, c / self.cols);
        let mut near = Near::default();
        let rows = self.open.len() / self.cols;
        let candidates = [
            (cy > 0).then(|| c - self.cols),
            (cy + 1 < rows).then(|| c + self.cols),
            (cx > 0).then(|| c - 1),
            (cx + 1 < self.cols).then(|| c + 1),
        ];
        for n in candidates.into_iter().flatten() {
            if self.mask.inside_cell(n) {
                near.push(n);
            }
        }
        near
    }

    /// The inside neighbours of `c` that are (`open`) or are not yet carved.
    fn near_where(&self, c: usize, open: bool) -> Vec<usize> {
        self.near(c).as_slice().iter().copied().filter(|&n| self.open[n] == open).collect()
    }

    fn tile(&self, c: usize) -> usize {
        (2 * (c / self.cols) + 1) * self.width + 2 * (c % self.cols) + 1
    }

    fn open(&mut self, c: usize) {
        if !self.open[c] {
            self.open[c] = true;
            let t = self.tile(c);
            open_wall(self.tiles, self.rec, self.width, t);
        }
    }

    /// Opens `a`, the wall between `a` and its neighbour `b`, and `b`.
    fn link(&mut self, a: usize, b: usize) {
        self.open(a);
        let (ta, tb) = (self.tile(a), self.tile(b));
        open_wall(self.tiles, self.rec, self.width, (ta + tb) / 2);
        self.open(b);
    }
}

/// A uniformly chosen inside cell.
fn any_cell<R: Rng + ?Sized>(cells: &[usize], rng: &mut R) -> usize {
    pick(rng, cells)
}

/// Carves `algorithm`'s maze into the walled `maze`, whose outside tiles
/// `mask` has already cut. The algorithm must be maskable.
pub(crate) fn carve<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    algorithm: Algorithm,
    maze: &mut Maze,
    mask: &Mask,
    corner: StartCorner,
    rng: &mut R,
    rec: &mut Rec,
) {
    debug_assert!(algorithm.is_maskable(), "{algorithm} cannot carve a mask");
    match algorithm {
        Algorithm::Irregular { density_percent } => return irregular::irregular(maze, mask, density_percent, rng, rec),
        Algorithm::Backtracker => return backtracker(maze, mask, corner, rng, rec),
        Algorithm::GrowingTree(pick) => return growing_tree_in(maze, Some(mask), pick, rng, rec),
        Algorithm::PrimSimplified => return growing_tree_in(maze, Some(mask), GrowingTreePick::Random, rng, rec),
        Algorithm::Kruskal => return kruskal_in(maze, Some(mask), rng, rec),
        Algorithm::PrimTrue => return prim_true_in(maze, Some(mask), rng, rec),
        _ => {}
    }
    let mut g = Shaped::new(maze, mask, rec);
    let cells = g.cells();
    match algorithm {
        Algorithm::RestartFromVisited => walks::restart(&mut g, &cells, rng),
        Algorithm::AldousBroder => walks::aldous_broder(&mut g, &cells, rng),
        Algorithm::Wilson => walks::wilson(&mut g, &cells, rng),
        Algorithm::HuntAndKill => walks::hunt_and_kill(&mut g, &cells, rng),
        _ => unreachable!("{algorithm} is not maskable"),
    }
}

/// The inside cell nearest (as the crow flies) to the cell at `(fx, fy)`
/// fractions of the board, the first in reading order among equals.
///
/// Rows are searched outwards from the target's, and the search stops at
/// rows too far to hold a nearer cell (or as near, but later in reading
/// order) than the best found: a corner of a board mostly inside costs a
/// row or two, not the whole board.
pub(crate) fn nearest_inside(mask: &Mask, fx: f64, fy: f64) -> (usize, usize) {
    let (tx, ty) = (fx * (mask.cols() - 1) as f64, fy * (mask.rows() - 1) as f64);
    // The best so far: its squared distance, then its place in reading order.
    let mut best = (f64::INFINITY, usize::MAX);
    let search_row = |cy: usize, best: &mut (f64, usize)| {
        let dy = (cy as f64 - ty).powi(2);
        if dy > best.0 {
            return false;
        }
        for cx in 0..mask.cols() {
            let d = (cx as f64 - tx).powi(2) + dy;
            let at = cy * mask.cols() + cx;
            if mask.inside(cx, cy) && (d < best.0 || (d == best.0 && at < best.1)) {
                *best = (d, at);
            }
        }
        true
    };
    // The row nearest the target, then alternately one further up and down.
    let first = (ty.round() as usize).min(mask.rows() - 1);
    search_row(first, &mut best);
    let (mut up, mut down) = (first.checked_sub(1), Some(first + 1).filter(|&r| r < mask.rows()));
    while up.is_some() || down.is_some() {
        if let Some(cy) = up {
            up = if search_row(cy, &mut best) { cy.checked_sub(1) } else { None };
        }
        if let Some(cy) = down {
            down = if search_row(cy, &mut best) { Some(cy + 1).filter(|&r| r < mask.rows()) } else { None };
        }
    }
    (best.1 % mask.cols(), best.1 / mask.cols())
}

/// The depth-first backtracker through [`Padded`], the outside cells marked visited.
fn backtracker<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    mask: &Mask,
    corner: StartCorner,
    rng: &mut R,
    rec: &mut Rec,
) {
    let (cx, cy) = match corner {
        StartCorner::TopLeft => nearest_inside(mask, 0.0, 0.0),
        StartCorner::TopRight => nearest_inside(mask, 1.0, 0.0),
        StartCorner::BottomRight => nearest_inside(mask, 1.0, 1.0),
        StartCorner::Centre => nearest_inside(mask, 0.5, 0.5),
        StartCorner::Random => {
            let c = mask.nth_inside(rng.random_range(0..mask.count()));
            (c % mask.cols(), c / mask.cols())
        }
    };
    let mut g = Padded::for_walk(maze, rec).shaped(mask);
    let start = g.at(cx, cy);
    g.visit(start);
    depth_first(&mut g, start, rng);
}
