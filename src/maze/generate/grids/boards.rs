//! The backtracker on a hex or triangle board ([`Board`]): each cell's
//! neighbours worked out from its row and column, the visits kept a bit a
//! cell in a board with a rim of cells already visited (so no side needs a
//! test of its own for the edge), and no neighbour list or step table read
//! while carving, as the square tiles' fast path does.
//!
//! It makes the same maze as [`super::backtracker`] on the lists: the sides
//! are taken in the lists' order (a rim cell's list leaves out the sides
//! with no cell, and the rim's visited bits leave them out of the choice
//! alike), so the same draws pick the same sides.

use rand::Rng;

use super::NTH_SIDE;
use crate::maze::generate::kit::padded::below;
use crate::maze::grid::{Board, Grid, GridMaze};
use crate::maze::recorder::PassageRecorder;

/// How a board's cells step. A cell is one of two kinds (a hex row's parity;
/// a triangle pointing up or down), and for each kind and side in list order
/// the table holds the row and column stepped by, the side of the cell
/// reached that leads back, and whether the kind changes.
struct Moves<const D: usize> {
    dr: [[i32; D]; 2],
    dcol: [[i32; D]; 2],
    back: [[u8; D]; 2],
    flip: [[bool; D]; 2],
}

impl<const D: usize> Moves<D> {
    /// For each kind and side, the move on a board `w` wide (one load a step).
    fn steps(&self, w: usize) -> [[Step; D]; 2] {
        std::array::from_fn(|k| {
            std::array::from_fn(|d| Step {
                bits: self.dr[k][d] as isize * w as isize + self.dcol[k][d] as isize,
                rows: self.dr[k][d],
                back: 1 << self.back[k][d],
                kind: k as u32 ^ u32::from(self.flip[k][d]),
            })
        })
    }

    /// The sides of the cell at row `r`, column `col` of `kind` that have a
    /// cell across them on a board `cols` x `rows`, a bit each.
    fn present(&self, kind: usize, r: u32, col: u32, cols: u32, rows: u32) -> u32 {
        let mut on = 0;
        for d in 0..D {
            let (r, col) = (i64::from(r) + i64::from(self.dr[kind][d]), i64::from(col) + i64::from(self.dcol[kind][d]));
            on |= u32::from((0..i64::from(rows)).contains(&r) && (0..i64::from(cols)).contains(&col)) << d;
        }
        on
    }
}

/// One move from a cell of one kind through one side: the bits and rows it
/// steps by, the side back as a bit, and the kind of the cell reached.
#[derive(Clone, Copy)]
pub(crate) struct Step {
    pub(crate) bits: isize,
    pub(crate) rows: i32,
    pub(crate) back: u32,
    pub(crate) kind: u32,
}

/// A hex board's moves on a board `w` wide with its rim (see [`Moves::steps`]), by the
/// kind of cell (its row's parity) and side in list order, for other walks over the board.
pub(crate) fn hex_steps(w: usize) -> [[Step; 6]; 2] {
    HEX.steps(w)
}

/// The sides of the hex cell at row `r`, column `col` of a board `cols` x `rows` that have
/// a cell across them, a bit each by direction (all six but on the board's edge).
pub(crate) fn hex_present(r: u32, col: u32, cols: u32, rows: u32) -> u32 {
    HEX.present((r & 1) as usize, r, col, cols, rows)
}

/// A square board's moves on a board `w` wide with its rim, as [`hex_steps`] (one kind of
/// cell, given twice so a walk may index by the row's parity as on a hex board).
pub(crate) fn square_steps(w: usize) -> [[Step; 4]; 2] {
    SQUARE.steps(w)
}

/// The sides of the square at row `r`, column `col` of a board `cols` x `rows` that have a
/// cell across them, a bit each by direction (all four but on the board's edge).
pub(crate) fn square_present(r: u32, col: u32, cols: u32, rows: u32) -> u32 {
    SQUARE.present(0, r, col, cols, rows)
}

/// How many sides each mask of up to six holds.
const COUNT: [u8; 64] = {
    let mut count = [0; 64];
    let mut mask = 0;
    while mask < 64 {
        count[mask] = (mask as u32).count_ones() as u8;
        mask += 1;
    }
    count
};

/// A hex board's moves: east, north-east, north-west, west, south-west,
/// south-east; an odd row (kind 1) is shifted half a cell right, so the
/// cells above and below it are at its column and the next.
const HEX: Moves<6> = Moves {
    dr: [[0, -1, -1, 0, 1, 1]; 2],
    dcol: [[1, 0, -1, -1, -1, 0], [1, 1, 0, -1, 0, 1]],
    back: [[3, 4, 5, 0, 1, 2]; 2],
    flip: [[false, true, true, false, true, true]; 2],
};

/// A square grid's moves: right, up, left, down, the lists' order.
const SQUARE: Moves<4> =
    Moves { dr: [[0, -1, 0, 1]; 2], dcol: [[1, 0, -1, 0]; 2], back: [[2, 3, 0, 1]; 2], flip: [[false; 4]; 2] };

/// A triangle board's moves: an up triangle (kind 0) steps right, left,
/// below; a down one above, left, right. Every step turns the triangle over.
const TRIANGLE: Moves<3> = Moves {
    dr: [[0, 0, 1], [-1, 0, 0]],
    dcol: [[1, -1, 0], [0, -1, 1]],
    back: [[1, 2, 0], [2, 0, 1]],
    flip: [[true; 3]; 2],
};

/// The backtracker on `board` (the grid of `maze`) from `start`: see the module.
pub(super) fn backtracker<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    board: Board,
    start: u32,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) {
    let mut sides = vec![0u8; maze.grid.cell_count()];
    match board {
        Board::Hex { cols, rows } => carve(&HEX, cols, rows, |r, _| (r & 1) as usize, start, rng, rec, &mut sides),
        Board::Triangle { cols, rows } => {
            carve(&TRIANGLE, cols, rows, |r, col| ((r + col) & 1) as usize, start, rng, rec, &mut sides)
        }
        _ => unreachable!("the square's flat walk is over its step table, floors are `floor_boards.rs`'s"),
    }
    let (cells, mut open) = maze.carving();
    open.open_marked(cells, &sides);
}

/// Carves a board `cols` x `rows` whose cells move by `moves` (the kind of
/// the cell at a row and column from `kind`), writing each cell's open sides,
/// a bit each in its list's order, into `sides`.
#[allow(clippy::too_many_arguments)]
fn carve<const D: usize, R: Rng + ?Sized>(
    moves: &Moves<D>,
    cols: u32,
    rows: u32,
    kind_at: impl Fn(u32, u32) -> usize,
    start: u32,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
    sides: &mut [u8],
) {
    // A cell at row r, column col is bit p = (r + 1) * w + col + 1 of a board
    // with a visited rim all round, and p - c = 2r + w + 1.
    let w = cols as usize + 2;
    let mut seen = vec![0u64; ((rows as usize + 2) * w).div_ceil(64)];
    let set = |seen: &mut [u64], p: usize| seen[p >> 6] |= 1 << (p & 63);
    for p in (0..w).chain((rows as usize + 1) * w..(rows as usize + 2) * w) {
        set(&mut seen, p);
    }
    for r in 1..=rows as usize {
        set(&mut seen, r * w);
        set(&mut seen, r * w + w - 1);
    }
    let steps = moves.steps(w);
    let cell = |p: usize, r: u32| (p - 2 * r as usize - w - 1) as u32;
    let (mut r, col) = (start / cols, start % cols);
    let mut p = (r as usize + 1) * w + col as usize + 1;
    let mut kind = kind_at(r, col);
    // The side back to the cell just left (none after backing up).
    let mut back = 0u32;
    set(&mut seen, p);
    // The cells left with a choice, as their bit and their row and kind.
    let mut forks: Vec<(u32, u32)> = Vec::new();
    loop {
        let mut fresh = 0u32;
        for (d, step) in steps[kind].iter().enumerate() {
            let q = p.wrapping_add_signed(step.bits);
            // SAFETY: `p` is a cell of the board, never its rim (the rim is
            // visited from the start, so no step lands on it), and a cell's
            // neighbours lie within a row and a column of it: inside the rim.
            let word = unsafe { *seen.get_unchecked(q >> 6) };
            fresh |= ((!word >> (q & 63)) as u32 & 1) << d;
        }
        let c = cell(p, r);
        if fresh == 0 {
            sides[c as usize] |= back as u8;
            let Some((fp, rk)) = forks.pop() else { break };
            (p, r, kind, back) = (fp as usize, rk >> 1, (rk & 1) as usize, 0);
            continue;
        }
        // One of the fresh sides, as `pick_side` picks it (the same draws).
        let many = fresh & (fresh - 1) != 0;
        let k = if many {
            usize::from(NTH_SIDE[fresh as usize][below(rng, usize::from(COUNT[fresh as usize & 63]))])
        } else {
            fresh.trailing_zeros() as usize
        };
        sides[c as usize] |= (back | 1 << k) as u8;
        if many {
            forks.push((p as u32, r << 1 | kind as u32));
        }
        let step = steps[kind][k];
        p = p.wrapping_add_signed(step.bits);
        r = r.wrapping_add_signed(step.rows);
        (back, kind) = (step.back, step.kind as usize);
        rec.opened(c, cell(p, r));
        set(&mut seen, p);
    }
    // The sides are bits by direction; a rim cell's list leaves out the
    // sides with no cell, so its bits close up (no side with no cell is open).
    let compress = |bits: u8, present: u32| {
        let (mut out, mut k) = (0u8, 0);
        for d in 0..D {
            if present >> d & 1 == 1 {
                out |= (bits >> d & 1) << k;
                k += 1;
            }
        }
        out
    };
    let full = (1u32 << D) - 1;
    let mut close_up = |r: u32, col: u32| {
        let present = moves.present(kind_at(r, col), r, col, cols, rows);
        if present != full {
            let c = (r * cols + col) as usize;
            sides[c] = compress(sides[c], present);
        }
    };
    for r in 0..rows {
        if r == 0 || r + 1 == rows {
            (0..cols).for_each(|col| close_up(r, col));
        } else {
            close_up(r, 0);
            if cols > 1 {
                close_up(r, cols - 1);
            }
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use rand::RngExt;

    use super::*;
    use crate::maze::generate::grids::walks::by_steps;
    use crate::maze::generate::rng_from_seed;
    use crate::maze::grid::{HexGrid, HexShape, TriangleGrid, TriangleShape};

    /// A board walk `carve` and the step table's, from `start`: the same
    /// passages, told in the same order, and the same draws taken; a
    /// perfect maze when `perfect`. Shared with the floors' board walk.
    pub(in crate::maze::generate::grids) fn same_as_by_steps_with<G: Grid>(
        carve: impl Fn(&mut GridMaze<&G>, Board, u32, &mut crate::maze::generate::MazeRng, &mut Vec<(u32, u32)>),
        grid: &G,
        start: u32,
        seed: u64,
        perfect: bool,
    ) {
        let board = grid.board().expect("a board");
        let (mut fast, mut slow) = (GridMaze::walled(grid), GridMaze::walled(grid));
        let (mut told_fast, mut told_slow) = (Vec::new(), Vec::new());
        let (mut rng_fast, mut rng_slow) = (rng_from_seed(seed), rng_from_seed(seed));
        carve(&mut fast, board, start, &mut rng_fast, &mut told_fast);
        by_steps(&mut slow, start, &mut rng_slow, &mut told_slow);
        let what = format!("{} {board:?} from {start}, seed {seed}", grid.name());
        assert_eq!(told_fast, told_slow, "{what}");
        assert_eq!(fast.passages().collect::<Vec<_>>(), slow.passages().collect::<Vec<_>>(), "{what}");
        if perfect {
            assert_eq!(fast.passage_count() + 1, grid.cell_count(), "{what}: a perfect maze");
        }
        assert_eq!(rng_fast.random::<u64>(), rng_slow.random::<u64>(), "{what}: the same draws");
    }

    /// The board's carve and the step table's, from `start`, alike.
    fn same_as_by_steps<G: Grid>(grid: &G, start: u32, seed: u64) {
        // (A board one triangle wide falls apart into pairs: no tree spans it.)
        let perfect = grid.name() == "hex" || grid.cell_count() > 6;
        // A closure: the walk's recorder is an `impl` argument, so the function cannot be named as it is.
        #[allow(clippy::redundant_closure)]
        same_as_by_steps_with(|m, b, s, r, t| backtracker(m, b, s, r, t), grid, start, seed, perfect);
    }

    #[test]
    fn board_backtracker_makes_the_step_tables_maze() {
        let sizes = [(1, 1), (1, 2), (2, 1), (1, 6), (6, 1), (2, 2), (2, 3), (3, 7), (7, 3), (16, 16), (33, 21)];
        for (cols, rows) in sizes {
            let hex = HexGrid::new(HexShape::Rectangle { cols, rows }).unwrap();
            let tri = TriangleGrid::new(TriangleShape::Rectangle { cols, rows }).unwrap();
            let n = cols * rows;
            for (seed, start) in [(1, 0), (2, n - 1), (3, n / 2), (4, n / 3), (5, (2 * n) / 3)] {
                same_as_by_steps(&hex, start, seed);
                same_as_by_steps(&tri, start, seed);
            }
        }
    }

    #[test]
    fn only_rectangle_boards_are_boards() {
        let hexagon = HexGrid::new(HexShape::Hexagon { radius: 3 }).unwrap();
        let triangle = TriangleGrid::new(TriangleShape::Triangle { side: 4 }).unwrap();
        assert_eq!((hexagon.board(), triangle.board()), (None, None));
        let board = TriangleGrid::new(TriangleShape::Rectangle { cols: 4, rows: 3 }).unwrap();
        assert_eq!(board.board(), Some(Board::Triangle { cols: 4, rows: 3 }));
    }
}
