//! [`WovenGrid`]: the places of a weave maze as a grid that owns them: every cell of a base
//! grid on the ground, then the place under every crossing. The weave mazes are made in
//! `crate::maze::weave` (whose borrowed [`WeaveGraph`](crate::maze::weave::WeaveGraph) is the
//! same grid over a maze it does not own); this one lives here, beside the others, so the
//! grid mazes the game plays can hold one.

use super::{Cells, Grid, Point, RoundGrid, Side};

/// A base grid's cells on the ground and the places under its crossings,
/// with the places' neighbour lists (node `v` below the base's cell count
/// is that cell; node `base cells + i` the place under crossing `i`, which
/// lies at its crossing's centre). The lists are made by the weave maze
/// (see `WeaveMaze::places`): a tunnel side leads to the place under the
/// crossing, a crossing cell lists no neighbour on its under sides.
#[derive(Clone, Debug)]
pub struct WovenGrid<G: Grid> {
    base: G,
    cells: Cells,
    /// The crossing cell of each place under one, in node order.
    under: Vec<u32>,
    /// `(crossing cell, node under it)`, by cell.
    by_cell: Vec<(u32, u32)>,
}

impl<G: Grid> WovenGrid<G> {
    /// The places over `base` whose neighbour lists are `cells` (the base's
    /// cells first, then one a crossing), `under[i]` the cell crossed by the
    /// `i`-th place under a crossing.
    pub fn new(base: G, cells: Cells, under: Vec<u32>) -> Self {
        debug_assert_eq!(cells.len(), base.cell_count() + under.len());
        let ground = base.cell_count() as u32;
        let mut by_cell: Vec<(u32, u32)> = under.iter().enumerate().map(|(i, &c)| (c, ground + i as u32)).collect();
        by_cell.sort_unstable();
        Self { base, cells, under, by_cell }
    }

    /// The grid on the ground.
    pub fn base(&self) -> &G {
        &self.base
    }

    /// How many cells the ground has (the first node under a crossing).
    pub fn ground(&self) -> u32 {
        self.base.cell_count() as u32
    }

    /// Whether node `v` is a place under a crossing.
    pub fn is_under(&self, v: u32) -> bool {
        v >= self.ground()
    }

    /// The cell on the ground node `v` lies in: its own, or the crossing's above it.
    pub fn cell_of(&self, v: u32) -> u32 {
        if self.is_under(v) { self.under[(v - self.ground()) as usize] } else { v }
    }

    /// The node under the crossing at cell `c`, if `c` is crossed.
    pub fn under_at(&self, c: u32) -> Option<u32> {
        let i = self.by_cell.binary_search_by_key(&c, |&(cell, _)| cell).ok()?;
        Some(self.by_cell[i].1)
    }

    /// How many crossings.
    pub fn crossing_count(&self) -> usize {
        self.under.len()
    }
}

impl<G: Grid> Grid for WovenGrid<G> {
    #[inline]
    fn cells(&self) -> &Cells {
        &self.cells
    }
    /// A place under a crossing lies at the crossing's centre.
    fn centre(&self, v: u32) -> Point {
        self.base.centre(self.cell_of(v))
    }
    /// A ground cell's own sides (their neighbours the base's cells); a
    /// place under a crossing has none of its own: the crossing's cell is
    /// drawn over it.
    fn sides(&self, v: u32, out: &mut Vec<Side>) {
        if !self.is_under(v) {
            self.base.sides(v, out)
        }
    }
    /// The cell on the ground there.
    fn locate(&self, p: Point) -> Option<u32> {
        self.base.locate(p)
    }
    fn max_step(&self) -> f64 {
        self.base.max_step()
    }
    fn bounds(&self) -> (Point, Point) {
        self.base.bounds()
    }
    fn name(&self) -> &'static str {
        self.base.name()
    }
    fn rings(&self) -> Option<&RoundGrid> {
        self.base.rings()
    }
    /// A crossing is never on the rim, nor the place under it.
    fn on_rim(&self, v: u32) -> bool {
        !self.is_under(v) && self.base.on_rim(v)
    }
}
