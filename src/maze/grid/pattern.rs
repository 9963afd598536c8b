//! The neighbour lists of the regular grids (a hex or triangle board, the
//! round grid's rings) worked out again from their rows or rings, cell by
//! cell in order: the step table of such a grid is made from these rather
//! than by reading the packed lists back (28 bytes a hex cell) from memory.
//! The builders make the lists by the same functions, so they are the same.

use super::steps::{STEPS, StepSource, Steps, array_steps, list_steps};
use super::{hex, round, triangle};

/// How a grid's lists are made again (see the module).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Pattern {
    /// A hex board `cols` x `rows` ([`hex::board_lists`]).
    HexBoard { cols: u32, rows: u32 },
    /// A triangle board `cols` x `rows` ([`triangle::board_lists`]).
    TriangleBoard { cols: u32, rows: u32 },
    /// Rings of `counts` cells round a centre cell ([`round::ring_list`]).
    Rings { counts: Vec<u32> },
}

impl StepSource for Pattern {
    fn len(&self) -> usize {
        match self {
            Pattern::HexBoard { cols, rows } | Pattern::TriangleBoard { cols, rows } => *cols as usize * *rows as usize,
            Pattern::Rings { counts } => counts.iter().map(|&n| n as usize).sum(),
        }
    }

    fn each(&self, mut f: impl FnMut(&[Option<Steps>], u32)) {
        match self {
            &Pattern::HexBoard { cols, rows } => {
                for r in 0..rows {
                    let at = |col| {
                        let (list, k) = hex::board_list(cols, rows, r, col);
                        array_steps(&list, k, r * cols + col)
                    };
                    row(cols, at, &mut f);
                }
            }
            &Pattern::TriangleBoard { cols, rows } => {
                for y in 0..rows {
                    let at = |x| {
                        let (list, k) = triangle::board_list(cols, rows, y, x);
                        array_steps(&list, k, y * cols + x)
                    };
                    row(cols, at, &mut f);
                }
            }
            Pattern::Rings { counts } => {
                let first: Vec<u32> = std::iter::once(0)
                    .chain(counts.iter().scan(0, |sum, &n| {
                        *sum += n;
                        Some(*sum)
                    }))
                    .collect();
                let centre: Vec<u32> = (first[1]..first[2]).collect();
                f(&[(centre.len() <= STEPS).then(|| list_steps(&centre, 0))], 1);
                for r in 1..counts.len() as u32 {
                    let at = |i| {
                        let (list, len) = round::ring_list(counts, &first, r, i);
                        array_steps(&list, len, first[r as usize] + i)
                    };
                    let n = counts[r as usize];
                    // A ring whose cells lie one over one on the ring inside and
                    // under one on the ring outside steps alike but at its ends;
                    // where a ring splits, each cell steps its own way.
                    let outward = counts.get(r as usize + 1).map_or(1, |&m| m / n);
                    if outward <= 1 && n == counts[r as usize - 1] {
                        row(n, at, &mut f);
                    } else {
                        (0..n).for_each(|i| f(&[at(i)], 1));
                    }
                }
            }
        }
    }
}

/// Tells `f` the steps of a row of `len` cells whose cells but the first and
/// the last step alike two by two (a hex board's row steps alike, a triangle
/// board's takes turns up and down): `at` works out the steps of the first,
/// second, third and last cells, and the others repeat them.
#[inline(always)]
fn row(len: u32, at: impl Fn(u32) -> Option<Steps>, f: &mut impl FnMut(&[Option<Steps>], u32)) {
    if len <= 4 {
        (0..len).for_each(|i| f(&[at(i)], 1));
        return;
    }
    let (odd, even) = (at(1), at(2));
    f(&[at(0)], 1);
    let inside = len - 2;
    if odd == even {
        f(&[odd], inside);
    } else {
        f(&[odd, even], inside / 2);
        if inside % 2 == 1 {
            f(&[odd], 1);
        }
    }
    f(&[at(len - 1)], 1);
}

#[cfg(test)]
mod tests {
    use super::super::{Cells, Grid, HexGrid, HexShape, RoundGrid, TriangleGrid, TriangleShape};

    /// The table made from the pattern is the one made by reading the lists.
    fn same_table(name: &str, cells: &Cells) {
        assert!(cells.pattern.is_some(), "{name} has a pattern");
        let read = cells.step_table_from_lists();
        assert_eq!(cells.step_table(), &read, "{name}");
    }

    #[test]
    fn regular_grids_make_their_step_table_without_reading_the_lists() {
        for rings in [1, 2, 3, 9, 40, 101] {
            same_table(&format!("round {rings}"), RoundGrid::new(rings).unwrap().cells());
        }
        for (cols, rows) in [(1, 1), (1, 7), (7, 1), (2, 2), (3, 5), (17, 9), (40, 33)] {
            let hex = HexGrid::new(HexShape::Rectangle { cols, rows }).unwrap();
            same_table(&format!("hex {cols}x{rows}"), hex.cells());
            let tri = TriangleGrid::new(TriangleShape::Rectangle { cols, rows }).unwrap();
            same_table(&format!("triangle {cols}x{rows}"), tri.cells());
        }
    }

    #[test]
    fn a_cell_pushed_after_drops_the_pattern() {
        let grid = HexGrid::new(HexShape::Rectangle { cols: 9, rows: 8 }).unwrap();
        let mut cells = grid.cells().clone();
        cells.push([0]);
        assert_eq!(cells.step_table(), &cells.step_table_from_lists());
        assert_eq!(cells.step_table().classes().len(), 73);
    }
}
