//! The lists of a grid's cells on floors, one over another (a floors grid's, see
//! [`Cells::stacked`]), worked out from the base grid's lists: cell `c` of floor `f` is
//! `f * n + c` (`n` the base's cells), its neighbours its base cell's on its floor in their
//! order, then the cell below and the one above where there are floors. The floors grid
//! keeps only the offsets and a copy of the base's lists (a floor's worth), and these make
//! its own lists the first time they are read: a tower's floors are carved on the base
//! grid and a stacked maze walks the floors as a board or over the step table, so most
//! mazes of floors never read them.
//!
//! [`Cells::stacked`]: super::Cells::stacked

use super::pattern::MAX_DEGREE;
use super::steps::{StepSource, Steps, array_steps};

/// The base grid's lists, as the floors read them ([`super::Cells`]).
pub(super) trait Base {
    /// The number of cells.
    fn len(&self) -> usize;
    /// Cell `c`'s list by value (its first `len` places), the lists made or not.
    fn list(&self, c: u32) -> ([u32; MAX_DEGREE], usize);
    /// Cell `c`'s list (the lists made first).
    fn of(&self, c: u32) -> &[u32];
}

/// A base's cells on `floors` floors.
pub(super) struct Stacked<'a, B> {
    pub(super) base: &'a B,
    pub(super) floors: u32,
}

impl<B: Base> Stacked<'_, B> {
    /// Cell `cell`'s list (its first `len` places).
    #[inline]
    pub(super) fn list(&self, cell: u32) -> ([u32; MAX_DEGREE], usize) {
        let n = self.base.len() as u32;
        let (f, c) = (cell / n, cell % n);
        let (mut list, mut len) = self.base.list(c);
        let on = f * n;
        for m in &mut list[..len] {
            *m += on;
        }
        for (there, m) in [(f > 0, on.wrapping_sub(n) + c), (f + 1 < self.floors, on + n + c)] {
            if there {
                assert!(len < MAX_DEGREE, "a cell with more than {MAX_DEGREE} neighbours");
                list[len] = m;
                len += 1;
            }
        }
        (list, len)
    }

    /// The packed lists (`slots` places), cell by cell.
    pub(super) fn lists(&self, slots: usize) -> Vec<u32> {
        let (n, floors) = (self.base.len(), self.floors as usize);
        let mut flat = Vec::with_capacity(slots);
        for f in 0..floors {
            let (on, below, above) = ((f * n) as u32, f > 0, f + 1 < floors);
            for c in 0..n as u32 {
                flat.extend(self.base.of(c).iter().map(|&m| on + m));
                if below {
                    flat.push(on - n as u32 + c);
                }
                if above {
                    flat.push(on + n as u32 + c);
                }
            }
        }
        flat
    }
}

impl<B: Base> StepSource for Stacked<'_, B> {
    fn len(&self) -> usize {
        self.base.len() * self.floors as usize
    }

    fn each(&self, mut f: impl FnMut(&[Option<Steps>], u32)) {
        for cell in 0..self.len() as u32 {
            let (list, len) = self.list(cell);
            f(&[array_steps(&list, len, cell)], 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Cells, Grid, HexGrid, HexShape, RoundGrid, SquareGrid, TriangleGrid, TriangleShape};

    /// `base`'s cells on 2, 3 and 16 floors: each cell's list worked out alone (no lists
    /// made), the lists made at once, and the step table made from them, as the lists
    /// say (a cell's floor's neighbours, then below, then above).
    fn check<G: Grid>(base: &G) {
        let n = base.cell_count() as u32;
        for floors in [2, 3, 16] {
            let cells = Cells::stacked(base.cells(), floors);
            let what = format!("{} on {floors} floors", base.name());
            let want = |cell: u32| {
                let (f, c) = (cell / n, cell % n);
                let mut want: Vec<u32> = base.cells().of(c).iter().map(|&m| f * n + m).collect();
                want.extend((f > 0).then(|| (f - 1) * n + c));
                want.extend((f + 1 < floors).then(|| (f + 1) * n + c));
                want
            };
            assert_eq!(cells.len() as u32, n * floors, "{what}");
            for cell in 0..n * floors {
                let (list, len) = cells.list(cell);
                assert_eq!(list[..len], want(cell), "{what}: cell {cell} alone");
                assert_eq!(cells.degree(cell), len, "{what}: cell {cell}'s offsets");
            }
            let table = cells.step_table().clone();
            assert!(!cells.lists_made(), "{what}: neither a cell's list nor the step table makes the lists");
            for cell in 0..n * floors {
                assert_eq!(cells.of(cell), want(cell), "{what}: cell {cell} made");
            }
            assert!(cells.lists_made(), "{what}");
            assert_eq!(table, cells.step_table_from_lists(), "{what}: the step table");
        }
    }

    #[test]
    fn floors_lists_are_made_late_from_the_base_and_step_as_their_lists() {
        check(&SquareGrid::new(5, 4).unwrap());
        check(&HexGrid::new(HexShape::Rectangle { cols: 6, rows: 5 }).unwrap());
        check(&HexGrid::new(HexShape::Hexagon { radius: 3 }).unwrap());
        check(&RoundGrid::new(4).unwrap());
        check(&TriangleGrid::new(TriangleShape::Triangle { side: 5 }).unwrap());
        check(&TriangleGrid::new(TriangleShape::Rectangle { cols: 7, rows: 3 }).unwrap());
    }
}
