//! The passes of [`super::mst`] over the grid, a row of cells at a time:
//! the keys of the walls round each cell, the walls known to be out of the
//! tree, and the walls a mask takes away.

use crate::maze::mask::Mask;

/// The keys of the walls around one row of cells at a time, for passes over
/// the grid row by row: cell `x` has `side[x]` on its left and `side[x + 1]`
/// on its right, `up[x]` above and `down[x]` below; a side of the board has
/// no wall, which counts as a key heavier than every wall's.
pub(super) struct RowKeys {
    cols: usize,
    rows: usize,
    pub(super) side: Vec<u64>,
    pub(super) up: Vec<u64>,
    pub(super) down: Vec<u64>,
}

impl RowKeys {
    pub(super) fn new(cols: usize, rows: usize) -> Self {
        let none = vec![u64::MAX; cols];
        Self { cols, rows, side: vec![u64::MAX; cols + 1], up: none.clone(), down: none }
    }

    /// Moves on to row `cy` with the weights of the walls right of and below
    /// each of its cells: the rows must come in order from 0. Under a mask
    /// `mask`, a wall beside a cell outside is no wall.
    #[inline(always)]
    pub(super) fn row(&mut self, cy: usize, weights: &[[u32; 2]], mask: Option<&Mask>) {
        let row = cy * self.cols;
        let wall = |w: u32, number: usize| u64::from(w) << 32 | number as u64;
        for (cx, (k, &w)) in self.side[1..self.cols].iter_mut().zip(weights).enumerate() {
            *k = wall(w[0], 2 * (row + cx));
        }
        std::mem::swap(&mut self.up, &mut self.down);
        if cy + 1 < self.rows {
            for (cx, (k, &w)) in self.down.iter_mut().zip(weights).enumerate() {
                *k = wall(w[1], 2 * (row + cx) + 1);
            }
        } else {
            self.down.fill(u64::MAX);
        }
        if cy == 0 {
            self.up.fill(u64::MAX);
        }
        if let Some(mask) = mask.filter(|mask| !whole_rows(mask, cy)) {
            self.hide_missing(cy, mask);
        }
    }

    /// Makes the keys of the walls of row `cy` that are not there under
    /// `mask` no walls (kept out of `row`, which every row runs, mask or none).
    #[inline(never)]
    fn hide_missing(&mut self, cy: usize, mask: &Mask) {
        let (inside, row) = (mask.cells(), cy * self.cols);
        let here = &inside[row..row + self.cols];
        for (cx, k) in self.side[1..self.cols].iter_mut().enumerate() {
            *k = if here[cx] & here[cx + 1] { *k } else { u64::MAX };
        }
        if cy + 1 < self.rows {
            let below = &inside[row + self.cols..row + 2 * self.cols];
            for (cx, k) in self.down.iter_mut().enumerate() {
                *k = if here[cx] & below[cx] { *k } else { u64::MAX };
            }
        }
    }
}

/// Walls known to be out of the tree, a row of cells at a time: a wall that
/// is the heaviest of the four round a square of cells closes a cycle of
/// lighter walls, so it is not in the tree. That is about half the walls
/// between the parts of round 1, and a pass over the weights (32-bit, which
/// the processor compares four at a time) finds them for much less than
/// listing them costs. A tie of weights keeps both walls, and a square at a
/// side of the board misses a wall, which counts as heavier than any.
pub(super) struct OutOfTree {
    cols: usize,
    rows: usize,
    /// The weights of the walls right of each cell of the rows above, this
    /// and below, at `x + 1` for cell `x` (none left of the first and right
    /// of the last).
    right_above: Vec<u32>,
    right: Vec<u32>,
    right_below: Vec<u32>,
    /// The weights of the walls below each cell of the rows above and this,
    /// at `x + 1` for cell `x` (none at either end).
    down_above: Vec<u32>,
    down: Vec<u32>,
    /// Whether the wall right of and below each cell of this row is out.
    pub(super) right_out: Vec<bool>,
    pub(super) down_out: Vec<bool>,
}

impl OutOfTree {
    pub(super) fn new(cols: usize, rows: usize) -> Self {
        let none = vec![u32::MAX; cols + 2];
        Self {
            cols,
            rows,
            right_above: none.clone(),
            right: none.clone(),
            right_below: none.clone(),
            down_above: none.clone(),
            down: none,
            right_out: vec![false; cols],
            down_out: vec![false; cols],
        }
    }

    /// The weights of the walls right of the cells of row `cy`, from `weights`
    /// of all cells, into `right`.
    fn rights(right: &mut [u32], cols: usize, cy: usize, weights: &[[u32; 2]]) {
        for (w, &cell) in right[1..cols].iter_mut().zip(&weights[cy * cols..]) {
            *w = cell[0];
        }
    }

    /// Moves on to row `cy` (rows in order from 0), with `weights` of all cells.
    #[inline(always)]
    pub(super) fn row(&mut self, cy: usize, weights: &[[u32; 2]]) {
        let cols = self.cols;
        std::mem::swap(&mut self.right_above, &mut self.right);
        std::mem::swap(&mut self.right, &mut self.right_below);
        std::mem::swap(&mut self.down_above, &mut self.down);
        if cy == 0 {
            Self::rights(&mut self.right, cols, 0, weights);
        }
        if cy + 1 < self.rows {
            Self::rights(&mut self.right_below, cols, cy + 1, weights);
            for (w, &cell) in self.down[1..=cols].iter_mut().zip(&weights[cy * cols..]) {
                *w = cell[1];
            }
        } else {
            self.right_below.fill(u32::MAX);
            self.down.fill(u32::MAX);
        }
        let (above, right, below) =
            (&self.right_above[..cols + 2], &self.right[..cols + 2], &self.right_below[..cols + 2]);
        let (up, down) = (&self.down_above[..cols + 2], &self.down[..cols + 2]);
        let heaviest = |w: u32, a: u32, b: u32, c: u32| (w > a) & (w > b) & (w > c);
        for x in 0..cols {
            let (r, d) = (right[x + 1], down[x + 1]);
            self.right_out[x] =
                heaviest(r, above[x + 1], up[x + 1], up[x + 2]) | heaviest(r, below[x + 1], down[x + 1], down[x + 2]);
            self.down_out[x] =
                heaviest(d, right[x], down[x], below[x]) | heaviest(d, right[x + 1], down[x + 2], below[x + 1]);
        }
    }
}

/// Makes the weights of the walls of row `cy` (`weights`, from that row's
/// first cell) that are not there under `mask` the heaviest: a
/// wall is there when the cells on both its sides are inside.
pub(super) fn hide_missing(weights: &mut [[u32; 2]], mask: &Mask, cy: usize) {
    if whole_rows(mask, cy) {
        return;
    }
    let (inside, cols) = (mask.cells(), mask.cols());
    let row = cy * cols;
    let here = &inside[row..row + cols];
    let below = inside.get(row + cols..row + 2 * cols);
    for (cx, w) in weights[..cols].iter_mut().enumerate() {
        let right = cx + 1 < cols && here[cx] && here[cx + 1];
        let down = below.is_some_and(|below| here[cx] && below[cx]);
        *w = [if right { w[0] } else { u32::MAX }, if down { w[1] } else { u32::MAX }];
    }
}

/// Whether row `cy` of `mask` and the row below (if any) are
/// wholly inside: then no wall between their cells is missing, and the
/// passes over the row need not look at the mask. (The wall right of the
/// last cell and, on the last row, the walls below are never read.)
fn whole_rows(mask: &Mask, cy: usize) -> bool {
    mask.row_is_whole(cy) && (cy + 1 == mask.rows() || mask.row_is_whole(cy + 1))
}
