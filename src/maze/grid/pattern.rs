//! The neighbour lists of the regular grids (a hex or triangle board, the
//! round grid's rings) worked out again from their rows or rings, cell by
//! cell in order: the step table of such a grid is made from these rather
//! than by reading the packed lists back (28 bytes a hex cell) from memory.
//! The boards' builders make their lists by the same functions (here), so
//! they are the same; the round grid's builder keeps a loop of its own
//! (the tests check the tables made both ways are the same).

use super::steps::{STEPS, StepSource, Steps, array_steps, list_steps};

/// The most sides a ring's cell may have (the lists' `MAX_DEGREE`, which
/// `cells.rs` checks is the same: it imports this file, not this it).
pub(super) const MAX_DEGREE: usize = 16;

/// How a grid's lists are made again (see the module).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Pattern {
    /// A hex board `cols` x `rows` ([`hex_list`]).
    HexBoard { cols: u32, rows: u32 },
    /// A triangle board `cols` x `rows` ([`triangle_list`]).
    TriangleBoard { cols: u32, rows: u32 },
    /// Rings of `counts` cells round a centre cell, the first of each at
    /// `first` (and one past the last ring) ([`ring_steps`], [`ring_list`]).
    Rings { counts: Vec<u32>, first: Vec<u32> },
}

impl StepSource for Pattern {
    fn len(&self) -> usize {
        match self {
            Pattern::HexBoard { cols, rows } | Pattern::TriangleBoard { cols, rows } => *cols as usize * *rows as usize,
            Pattern::Rings { counts, .. } => counts.iter().map(|&n| n as usize).sum(),
        }
    }

    fn each(&self, mut f: impl FnMut(&[Option<Steps>], u32)) {
        match self {
            &Pattern::HexBoard { cols, rows } => {
                for r in 0..rows {
                    let at = |col| {
                        let (list, k) = hex_list(cols, rows, r, col);
                        array_steps(&list, k, r * cols + col)
                    };
                    row(cols, at, &mut f);
                }
            }
            &Pattern::TriangleBoard { cols, rows } => {
                for y in 0..rows {
                    let at = |x| {
                        let (list, k) = triangle_list(cols, rows, y, x);
                        array_steps(&list, k, y * cols + x)
                    };
                    row(cols, at, &mut f);
                }
            }
            Pattern::Rings { counts, first } => {
                let centre: Vec<u32> = (first[1]..first[2]).collect();
                f(&[(centre.len() <= STEPS).then(|| list_steps(&centre, 0))], 1);
                for r in 1..counts.len() as u32 {
                    let at = |i| ring_steps(counts, first, r, i);
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

impl Pattern {
    /// The packed lists (`slots` places), cell by cell as [`hex_list`],
    /// [`triangle_list`] or [`ring_lists`] gives them.
    pub(super) fn lists(&self, slots: usize) -> Option<Vec<u32>> {
        match self {
            &Pattern::HexBoard { cols, rows } => Some(board_lists(cols, rows, slots, hex_list)),
            &Pattern::TriangleBoard { cols, rows } => Some(board_lists(cols, rows, slots, triangle_list)),
            Pattern::Rings { counts, first } => Some(ring_lists(counts, first, slots)),
        }
    }

    /// A cell's list, worked out alone (its first `len` places); `None`
    /// where it has more than six.
    pub(super) fn list_of(&self, c: u32) -> Option<([u32; 6], usize)> {
        if let Pattern::Rings { counts, first } = self {
            let r = first.partition_point(|&f| f <= c).checked_sub(1)? as u32;
            let (list, len) = ring_list(counts, first, r, c.checked_sub(*first.get(r as usize)?)?);
            let mut out = [0; 6];
            out.get_mut(..len)?.copy_from_slice(&list[..len]);
            return Some((out, len));
        }
        match *self {
            Pattern::HexBoard { cols, rows } => Some(hex_list(cols, rows, c / cols, c % cols)),
            Pattern::TriangleBoard { cols, rows } => {
                let (list, k) = triangle_list(cols, rows, c / cols, c % cols);
                let mut out = [0; 6];
                out[..3].copy_from_slice(&list);
                Some((out, k))
            }
            Pattern::Rings { .. } => None,
        }
    }
}

/// The packed lists of a board `cols` x `rows` whose cell at row `r`,
/// column `col` has the first `k` places of `list(cols, rows, r, col)`:
/// each written as a whole array and cut back (a fixed-size copy).
fn board_lists<const N: usize>(
    cols: u32,
    rows: u32,
    slots: usize,
    list: impl Fn(u32, u32, u32, u32) -> ([u32; N], usize),
) -> Vec<u32> {
    let mut flat = Vec::with_capacity(slots + N);
    for r in 0..rows {
        for col in 0..cols {
            let (places, k) = list(cols, rows, r, col);
            let before = flat.len();
            flat.extend_from_slice(&places);
            flat.truncate(before + k);
        }
    }
    flat
}

/// The offsets (each cell's first slot, and one past the last) of a board
/// `cols` x `rows` whose cells' lists `list` gives, as [`board_lists`]
/// packs them: only the lengths are kept, no list is written. A board's row
/// has as many sides a cell but at its ends (a hex row) or takes turns (a
/// triangle row's up and down), so each row's first, second, third and last
/// cells are asked and the cells between them are counted by their column.
pub(super) fn board_offsets<const N: usize>(
    cols: u32,
    rows: u32,
    list: impl Fn(u32, u32, u32, u32) -> ([u32; N], usize),
) -> Vec<u32> {
    let mut offsets = Vec::with_capacity(cols as usize * rows as usize + 1);
    offsets.push(0);
    let mut at = 0u32;
    for r in 0..rows {
        let sides = |col| list(cols, rows, r, col).1 as u32;
        if cols <= 4 {
            offsets.extend((0..cols).map(|col| {
                at += sides(col);
                at
            }));
            continue;
        }
        let (odd, even) = (sides(1), sides(2));
        let start = at + sides(0);
        // After the cell at column `j` of the row's inside, `(j + 1) / 2`
        // odd columns and `j / 2` even ones have been counted.
        offsets.extend((0..cols - 1).map(|j| start + j.div_ceil(2) * odd + j / 2 * even));
        at = offsets[offsets.len() - 1] + sides(cols - 1);
        offsets.push(at);
    }
    offsets
}

/// The list of the cell at row `r`, column `col` of a board `cols` hexagons
/// wide and `rows` tall: its first `k` places.
#[inline(always)]
pub(super) fn hex_list(cols: u32, rows: u32, r: u32, col: u32) -> ([u32; 6], usize) {
    let c = r * cols + col;
    // The columns above and below a cell's, as (left, right) of the two.
    let shift = r & 1;
    let (up, down) = (r > 0, r + 1 < rows);
    let (left, right) = (col + shift >= 1, col + shift < cols);
    let (mut list, mut k) = ([0; 6], 0);
    let mut put = |on: bool, n: u32| {
        list[k] = n;
        k += usize::from(on);
    };
    // East, north-east, north-west, west, south-west, south-east.
    put(col + 1 < cols, c + 1);
    put(up && right, (c + shift).wrapping_sub(cols));
    put(up && left, (c + shift).wrapping_sub(cols + 1));
    put(col > 0, c.wrapping_sub(1));
    put(down && left, (c + shift + cols).wrapping_sub(1));
    put(down && right, c + shift + cols);
    (list, k)
}

/// The list of the cell at row `y`, column `x` of a board `cols` triangles
/// wide and `rows` tall: its first `k` places.
#[inline(always)]
pub(super) fn triangle_list(cols: u32, rows: u32, y: u32, x: u32) -> ([u32; 3], usize) {
    let c = y * cols + x;
    let (mut list, mut k) = ([0; 3], 0);
    let mut put = |on: bool, n: u32| {
        list[k] = n;
        k += usize::from(on);
    };
    if (x + y).is_multiple_of(2) {
        // Up: right, left, below.
        put(x + 1 < cols, c + 1);
        put(x > 0, c.wrapping_sub(1));
        put(y + 1 < rows, c + cols);
    } else {
        // Down: above, left, right.
        put(y > 0, c.wrapping_sub(cols));
        put(x > 0, c.wrapping_sub(1));
        put(x + 1 < cols, c + 1);
    }
    (list, k)
}

/// Each cell's first slot of the rings of `counts` cells round a centre
/// cell (at least one ring), and one past the last: the centre has a side a
/// cell of ring 1, a ring's cell one a cell outward of it and three more
/// (the ring's last, none outward).
pub(super) fn ring_offsets(counts: &[u32]) -> Vec<u32> {
    let total: usize = counts.iter().map(|&n| n as usize).sum();
    let mut offsets = Vec::with_capacity(total + 1);
    offsets.extend([0, counts[1]]);
    let mut at = counts[1];
    for (r, &n) in counts.iter().enumerate().skip(1) {
        let sides = counts.get(r + 1).map_or(0, |&m| m / n) + 3;
        offsets.extend((0..n).map(|_| {
            at += sides;
            at
        }));
    }
    offsets
}

/// The list of cell `i` of ring `r` of the rings of `counts` cells, the
/// first of each at `first` (its first `len` places), as the round grid
/// numbers its sides: the clockwise one in its ring, the ones outward (in
/// ring order), the counter-clockwise one, the one inward; the centre's
/// are ring 1 in order.
#[inline]
pub(super) fn ring_list(counts: &[u32], first: &[u32], r: u32, i: u32) -> ([u32; MAX_DEGREE], usize) {
    let mut list = [0; MAX_DEGREE];
    if r == 0 {
        let len = (counts[1] as usize).min(MAX_DEGREE);
        for (j, slot) in list[..len].iter_mut().enumerate() {
            *slot = first[1] + j as u32;
        }
        return (list, len);
    }
    let (n, base) = (counts[r as usize], first[r as usize]);
    let (k, out) = counts.get(r as usize + 1).map_or((0, 0), |&m| (m / n, first[r as usize + 1]));
    let len = (k as usize + 3).min(MAX_DEGREE);
    let c = base + i;
    list[0] = if i == 0 { base + n - 1 } else { c - 1 };
    for (j, slot) in list[1..len - 2].iter_mut().enumerate() {
        *slot = out + i * k + j as u32;
    }
    list[len - 2] = if i + 1 == n { base } else { c + 1 };
    list[len - 1] = first[r as usize - 1] + i / (n / counts[r as usize - 1]);
    (list, len)
}

/// The packed lists of the rings of `counts` cells (`slots` places), cell by
/// cell as [`ring_list`] gives them, pushed in a loop of their own (each
/// ring's split and its cell inward counted along, no division a cell).
fn ring_lists(counts: &[u32], first: &[u32], slots: usize) -> Vec<u32> {
    let mut flat: Vec<u32> = Vec::with_capacity(slots + MAX_DEGREE);
    flat.extend(first[1]..first[2]);
    let mut list = [0; MAX_DEGREE];
    for r in 1..counts.len() {
        let (n, base) = (counts[r], first[r]);
        // Each cell of the next ring out is one of `k` over a cell of this one.
        let (k, out) = counts.get(r + 1).map_or((0, 0), |&m| (m / n, first[r + 1]));
        let split = n / counts[r - 1];
        assert!(k as usize + 3 <= MAX_DEGREE, "a cell with more than {MAX_DEGREE} neighbours");
        // The cell inward, and how many more cells of this ring lie over it.
        let (mut inward, mut over) = (first[r - 1], split);
        for i in 0..n {
            let cw = if i == 0 { base + n - 1 } else { base + i - 1 };
            let ccw = if i + 1 == n { base } else { base + i + 1 };
            match k {
                0 => flat.extend_from_slice(&[cw, ccw, inward]),
                1 => flat.extend_from_slice(&[cw, out + i, ccw, inward]),
                _ => {
                    let len = k as usize + 3;
                    list[0] = cw;
                    for (j, slot) in list[1..=k as usize].iter_mut().enumerate() {
                        *slot = out + i * k + j as u32;
                    }
                    (list[len - 2], list[len - 1]) = (ccw, inward);
                    flat.extend_from_slice(&list[..len]);
                }
            }
            over -= 1;
            if over == 0 {
                (inward, over) = (inward + 1, split);
            }
        }
    }
    flat
}

/// The steps of cell `i` of ring `r` (not the centre) of the rings of
/// `counts` cells, the first of each at `first`, from its list as
/// [`RoundGrid::new`](super::RoundGrid::new) makes it; `None` past [`STEPS`] sides.
fn ring_steps(counts: &[u32], first: &[u32], r: u32, i: u32) -> Option<Steps> {
    let (n, base) = (counts[r as usize], first[r as usize]);
    let (k, out) = counts.get(r as usize + 1).map_or((0, 0), |&m| (m / n, first[r as usize + 1]));
    let len = k as usize + 3;
    if len > STEPS {
        return None;
    }
    let split = n / counts[r as usize - 1];
    let c = base + i;
    let mut list = [0; STEPS];
    list[0] = if i == 0 { base + n - 1 } else { c - 1 };
    for (j, slot) in list[1..=k as usize].iter_mut().enumerate() {
        *slot = out + i * k + j as u32;
    }
    list[len - 2] = if i + 1 == n { base } else { c + 1 };
    list[len - 1] = first[r as usize - 1] + i / split;
    array_steps(&list, len, c)
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
    fn a_boards_offsets_by_rows_count_every_cells_list() {
        use super::{board_offsets, hex_list, triangle_list};
        fn counted<const N: usize>(
            cols: u32,
            rows: u32,
            list: impl Fn(u32, u32, u32, u32) -> ([u32; N], usize),
        ) -> Vec<u32> {
            let lens =
                (0..rows).flat_map(|r| (0..cols).map(move |col| (r, col))).map(|(r, col)| list(cols, rows, r, col).1);
            std::iter::once(0)
                .chain(lens.scan(0, |at, k| {
                    *at += k as u32;
                    Some(*at)
                }))
                .collect()
        }
        for (cols, rows) in [(1, 1), (1, 5), (4, 3), (5, 1), (5, 4), (6, 6), (17, 9), (40, 33)] {
            assert_eq!(board_offsets(cols, rows, hex_list), counted(cols, rows, hex_list), "hex {cols}x{rows}");
            assert_eq!(
                board_offsets(cols, rows, triangle_list),
                counted(cols, rows, triangle_list),
                "tri {cols}x{rows}"
            );
        }
    }

    #[test]
    fn a_round_grids_lists_made_late_are_its_rings() {
        let one = RoundGrid::new(1).unwrap();
        assert!(!one.cells().lists_made(), "a round grid is built without its lists");
        assert_eq!(one.cells().list(1), ([6, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 3), "cw, ccw, inward");
        assert_eq!(one.neighbours(0), [1, 2, 3, 4, 5, 6], "the centre's: ring 1");
        for rings in [1, 2, 3, 9, 40, 101] {
            let grid = RoundGrid::new(rings).unwrap();
            let cells = grid.cells();
            let n = cells.len() as u32;
            // Each cell's list worked out alone, before the lists are made.
            let alone: Vec<Vec<u32>> = (0..n)
                .map(|c| {
                    let (list, len) = cells.list(c);
                    assert_eq!(len, cells.degree(c), "round {rings}, cell {c}: its offsets count its list");
                    list[..len].to_vec()
                })
                .collect();
            assert!(!cells.lists_made(), "round {rings}: a cell's list alone makes no lists");
            for c in 0..n {
                assert_eq!(cells.of(c), alone[c as usize], "round {rings}, cell {c}");
                for (k, &m) in cells.of(c).iter().enumerate() {
                    assert!(cells.of(m).contains(&c), "round {rings}: {c}'s side {k} to {m} is {m}'s to {c}");
                    let (r, i) = grid.ring_of(c);
                    let (rm, _) = grid.ring_of(m);
                    assert!(r.abs_diff(rm) <= 1, "round {rings}: {c} (ring {r}, {i}) next to {m} (ring {rm})");
                }
            }
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
