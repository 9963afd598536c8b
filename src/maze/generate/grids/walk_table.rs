//! The tables Wilson's walk steps by ([`super::wilson`]): a grid's step
//! classes renumbered for the walk, each class's steps and degree, and for
//! each class and side a guess of the class of the cell stepped to, so that
//! a step need not wait for that cell's byte to go on.
//!
//! A class's *row* is its number times eight, where its sides begin in the
//! tables. The walk numbers the classes it keeps in three runs: first the
//! *patterned* ones, whose guesses are their own row changed by one
//! exclusive or a side, the same for all of them ([`WalkTable::flips`]: a
//! round grid's cells mostly step to cells of their own class, all of a hex
//! board's interior to one of two classes, the other row parity), so their
//! steps guess the next row from the side alone; then the rest of those of
//! the common degree; then the others. Only the table's fifteen most common
//! classes are kept; the cells of any other are [`LISTED`] and step by the
//! lists.

#[cfg(doc)]
use crate::maze::grid::IRREGULAR;
use crate::maze::grid::{Cells, StepTable};

/// The class of the cells that step by the lists.
pub(super) const LISTED: u8 = 15;

/// In [`WalkTable::back_sides`]: no side known.
pub(super) const NO_SIDE: u8 = u8::MAX;

/// The row of [`LISTED`].
pub(super) const LISTED_ROW: usize = (LISTED as usize) << 3;

/// The walk's tables (see the module).
pub(super) struct WalkTable {
    /// The steps of each row's sides (wrapping adds to a cell's number).
    pub steps: [isize; 128],
    /// The row guessed for the cell through each row's sides.
    pub guess: [u8; 128],
    /// The side of the cell through each row's sides that leads back, when
    /// that cell is of the row guessed ([`NO_SIDE`] when it has none: the
    /// row guessed is [`LISTED`]).
    pub back_sides: [u8; 128],
    /// Each class's number of sides.
    pub degree: [u8; 16],
    /// For each side, the change of a patterned row to the row guessed
    /// (another patterned row).
    pub flips: [usize; 8],
    /// The rows below this are patterned.
    pub patterned_rows: usize,
    /// The rows below this have the common degree.
    pub common_rows: usize,
    /// The row of each of the step table's first sixteen classes (any
    /// later one, and [`IRREGULAR`], is listed, as the sixteenth is).
    rows: [u8; 16],
}

impl WalkTable {
    /// The tables for `cells`, most of whose cells have `common` sides.
    pub(super) fn new(cells: &Cells, common: usize) -> Self {
        let table = cells.step_table();
        let kept = table.class_count().min(usize::from(LISTED));
        let degree_of = |class: usize| table.steps(class as u16).sides();
        let guessed = guesses(cells, table, kept, &degree_of);
        let is_common = |class: usize| degree_of(class) == common;
        let (patterned, flip_to) = patterned(&guessed, kept, common, &is_common);
        let ours: Vec<usize> = patterned
            .iter()
            .copied()
            .chain((0..kept).filter(|&class| is_common(class) && !patterned.contains(&class)))
            .chain((0..kept).filter(|&class| !is_common(class)))
            .collect();
        let mut rows = [LISTED_ROW as u8; 16];
        for (walk, &class) in ours.iter().enumerate() {
            rows[class] = (walk << 3) as u8;
        }
        let row_of_class = |class: u8| usize::from(rows[usize::from(class.min(LISTED))]);
        let mut walk = Self {
            steps: [0; 128],
            guess: [LISTED_ROW as u8; 128],
            back_sides: [NO_SIDE; 128],
            degree: [0; 16],
            flips: [0; 8],
            patterned_rows: patterned.len() << 3,
            common_rows: ours.iter().filter(|&&class| is_common(class)).count() << 3,
            rows,
        };
        for (k, &to) in flip_to.iter().enumerate() {
            walk.flips[k] = row_of_class(to);
        }
        for (w, &class) in ours.iter().enumerate() {
            for (k, &s) in table.steps(class as u16).0.iter().enumerate() {
                walk.steps[w << 3 | k] = s as i32 as isize;
                walk.guess[w << 3 | k] = row_of_class(guessed[class][k]) as u8;
                let to = usize::from(guessed[class][k]);
                if s != 0 && to < kept {
                    let back = table.steps(to as u16).place(s.wrapping_neg());
                    walk.back_sides[w << 3 | k] = back.map_or(NO_SIDE, |b| b as u8);
                }
            }
            walk.degree[w] = degree_of(class) as u8;
        }
        walk
    }

    /// The row of cell `c` of `table` (the table the walk was made for).
    #[inline(always)]
    pub(super) fn row(&self, table: &StepTable, c: u32) -> u8 {
        self.rows[usize::from(table.class(c).min(u16::from(LISTED)))]
    }
}

/// For each of the first `kept` classes and side, the class of the cell a
/// step through that side most often lands in ([`LISTED`] for a cell of no
/// kept class), voted on by cells spread evenly over the grid (at most
/// 65,536); a class none of them is in guesses its own. A wrong guess costs
/// only time.
fn guesses(cells: &Cells, table: &StepTable, kept: usize, degree_of: &impl Fn(usize) -> usize) -> Vec<[u8; 8]> {
    let class_of = |c: u32| usize::from(table.class(c)).min(usize::from(LISTED));
    let mut votes = vec![[[0u32; 16]; 8]; kept];
    for c in (0..cells.len() as u32).step_by((cells.len() / 65_536).max(1)) {
        let class = class_of(c);
        if class < kept {
            for (k, &s) in table.steps(class as u16).0.iter().take(degree_of(class)).enumerate() {
                votes[class][k][class_of(c.wrapping_add(s))] += 1;
            }
        }
    }
    let mut guess = vec![[0u8; 8]; kept];
    for (class, sides) in votes.iter().enumerate() {
        for (k, counts) in sides.iter().enumerate() {
            let most = (0..16).max_by_key(|&to| (counts[to], to == class)).unwrap_or(class);
            guess[class][k] = if counts[most] == 0 { class as u8 } else { most as u8 };
        }
    }
    guess
}

/// The patterned classes (in the walk's order) and the class each side's
/// flip leads the first to. The most common class of the common degree is
/// patterned when its guesses are itself or one other class of that degree:
/// with them all its fellows that stay in their own class, or that other
/// class when its guesses are the first's mirrored (numbered next, the two
/// rows differ by one bit, and a side's flip is that bit or nothing).
fn patterned(
    guess: &[[u8; 8]],
    kept: usize,
    common: usize,
    is_common: &impl Fn(usize) -> bool,
) -> (Vec<usize>, [u8; 8]) {
    let none = (Vec::new(), [0; 8]);
    if kept == 0 || !is_common(0) || common == 0 || common > 8 {
        return none;
    }
    let sides = &guess[0][..common];
    let others: Vec<u8> = sides.iter().copied().filter(|&to| to != 0).collect();
    match others.first() {
        None => {
            let stays = |class: usize| guess[class][..common].iter().all(|&to| usize::from(to) == class);
            ((0..kept).filter(|&class| is_common(class) && stays(class)).collect(), [0; 8])
        }
        Some(&pair)
            if usize::from(pair) < kept && is_common(usize::from(pair)) && others.iter().all(|&to| to == pair) =>
        {
            let mirrored = (0..common).all(|k| guess[usize::from(pair)][k] == if sides[k] == 0 { pair } else { 0 });
            if !mirrored {
                return none;
            }
            // Class 0 is row 0, the pair row 8: a flip to the pair is 8.
            let mut flip_to = [0u8; 8];
            flip_to[..common].copy_from_slice(sides);
            (vec![0, usize::from(pair)], flip_to)
        }
        _ => none,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::grid::{Grid, HexGrid, HexShape, RoundGrid, TriangleGrid, TriangleShape};

    /// The walk's table of `cells`: every cell's row, and for each classed
    /// cell and side whose neighbour is of the row guessed, that the
    /// neighbour is the step away and its side given leads back.
    fn checked(cells: &Cells, common: usize) -> WalkTable {
        let (walk, table) = (WalkTable::new(cells, common), cells.step_table());
        for c in 0..cells.len() as u32 {
            let row = usize::from(walk.row(table, c));
            if row == LISTED_ROW {
                continue;
            }
            assert_eq!(usize::from(walk.degree[row >> 3]), cells.of(c).len(), "cell {c}");
            for (k, &m) in cells.of(c).iter().enumerate() {
                assert_eq!(c.wrapping_add(walk.steps[row + k] as u32), m, "cell {c} side {k}");
                if row < walk.patterned_rows {
                    assert_eq!(usize::from(walk.guess[row + k]), row ^ walk.flips[k], "cell {c} side {k}");
                    assert!(row ^ walk.flips[k] < walk.patterned_rows, "cell {c} side {k}: a patterned row's flip");
                }
                let guessed = usize::from(walk.guess[row + k]);
                if guessed != LISTED_ROW && usize::from(walk.row(table, m)) == guessed {
                    let back = walk.back_sides[row + k];
                    assert_ne!(back, NO_SIDE, "cell {c} side {k}");
                    assert_eq!(cells.of(m)[usize::from(back)], c, "cell {c} side {k}: the way back");
                }
            }
        }
        walk
    }

    /// A round grid's rings mostly step within their class; a hex board's
    /// and a triangle board's interiors take turns between two classes, a
    /// side's flip the same for both.
    #[test]
    fn grids_walk_by_their_patterns() {
        let round = RoundGrid::new(60).unwrap();
        let walk = checked(round.cells(), 4);
        assert!(walk.patterned_rows >= 3 << 3, "round: {} patterned rows", walk.patterned_rows >> 3);
        assert_eq!(walk.flips, [0; 8]);
        let hex = HexGrid::new(HexShape::Rectangle { cols: 40, rows: 30 }).unwrap();
        let walk = checked(hex.cells(), 6);
        assert_eq!(walk.patterned_rows, 2 << 3);
        assert_eq!(walk.flips.iter().filter(|&&f| f == 8).count(), 4, "hex: up and down flip the row");
        let triangle = TriangleGrid::new(TriangleShape::Rectangle { cols: 40, rows: 30 }).unwrap();
        let walk = checked(triangle.cells(), 3);
        assert_eq!(walk.patterned_rows, 2 << 3);
        assert_eq!(walk.flips[..3], [8; 3], "triangles: every side leads to the other way up");
        // A degree other than the most common cell's: nothing patterned
        // (the rim's cells of four sides come first).
        let walk = checked(hex.cells(), 4);
        assert_eq!(walk.patterned_rows, 0);
        assert!(walk.common_rows > 0);
        let big = TriangleGrid::new(TriangleShape::Triangle { side: 40 }).unwrap();
        checked(big.cells(), 3);
    }
}
