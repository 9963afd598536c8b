//! A grid's walls in cell order, each from its first cell, read from the step
//! table ([`StepTable`]): a cell of a class reads two bytes and a table the
//! cache holds, not its offset and its list from the packed lists (the
//! lists are 20 to 28 bytes a cell). Cells without a class read their
//! lists. And the side of a cell that faces a neighbour, from its class.

use crate::maze::grid::{Cells, IRREGULAR, StepTable};

/// The sides of each cell towards later cells (see the module).
pub(super) struct Ahead<'a> {
    cells: &'a Cells,
    table: &'a StepTable,
    /// For each class, its sides towards later cells, a bit each.
    later: Vec<u16>,
}

impl<'a> Ahead<'a> {
    /// The walls of `cells` (their step table is made if it was not).
    pub(super) fn new(cells: &'a Cells) -> Self {
        let table = cells.step_table();
        let later = (0..table.class_count() as u16)
            .map(|class| {
                let steps = &table.steps(class).0;
                // A step to a later cell is a positive wrapping difference.
                (0..steps.len()).filter(|&k| (steps[k] as i32) > 0).map(|k| 1 << k).sum()
            })
            .collect();
        Self { cells, table, later }
    }

    /// Calls `f(k, m)` for each side `k` of `c` towards a later cell `m`, in
    /// the list's order.
    #[inline(always)]
    pub(super) fn each(&self, c: u32, mut f: impl FnMut(usize, u32)) {
        match self.table.class(c) {
            IRREGULAR => {
                let (list, len) = self.cells.list(c);
                for (k, &m) in list[..len].iter().enumerate() {
                    if c < m {
                        f(k, m);
                    }
                }
            }
            class => {
                let steps = &self.table.steps(class).0;
                let mut later = self.later[class as usize];
                while later != 0 {
                    let k = later.trailing_zeros() as usize;
                    later &= later - 1;
                    f(k, c.wrapping_add(steps[k]));
                }
            }
        }
    }
}

/// The side of `m` that faces its neighbour `c`, from `m`'s class where it
/// has one (no read of its list, which a pass in cell order has not reached).
#[inline(always)]
pub(super) fn back(cells: &Cells, table: &StepTable, m: u32, c: u32) -> usize {
    match table.class(m) {
        IRREGULAR => cells.side(m, c),
        class => table.steps(class).place(c.wrapping_sub(m)),
    }
    .expect("neighbours are symmetric")
}
