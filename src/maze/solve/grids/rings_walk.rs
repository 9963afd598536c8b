//! The walk down a round maze's tree (see `farthest.rs`) with each cell's
//! neighbours and slots worked out from its ring: no offset or class read a
//! cell (6 MB a million cells, read in the maze's order), only the cell's
//! open bits. Every cell of a ring has as many sides, and its slots follow
//! the ring's first cell's, so a ring's first slot and side count are all it
//! reads of the lists.

use crate::maze::grid::{Grid, GridMaze, RoundGrid};

/// What a walk needs of one ring (the centre is ring 0).
#[derive(Clone, Copy)]
struct Ring {
    /// The ring's first cell and its number of cells.
    base: u32,
    n: u32,
    /// The first cell's first slot, and each cell's number of sides.
    slot: u32,
    sides: u32,
    /// The cells outward of each cell (`k`), and the next ring's first cell.
    k: u32,
    out: u32,
    /// The ring inside's first cell, and the shift that takes a cell's
    /// place in this ring to the place inward of it.
    inward: u32,
    split_shift: u32,
    /// The side back to a cell of this ring from the cell inward of it, as
    /// a branch keeps it ([`Entry`]): `back_in + (place & back_mask)`, the
    /// cell's place in the ring (the centre's sides lead to the first ring's
    /// cells in turn, the others' outward sides to their outward cells).
    back_in: u32,
    back_mask: u32,
}

/// As `farthest::down_the_tree` on `rings`, the grid of `maze`; `None`
/// when the part of the maze `from` is in has a loop, or when the maze's
/// lists are not the round grid's own (or its rings are not the usual ones:
/// a ring twice or as long as the one inside it, from the second ring on).
///
/// Every cell reached is pushed on a stack with each of its open sides but
/// the one back, and taken off it in turn: a cell's five neighbours are
/// worked out alike and written every time, and only those behind an open
/// side are kept (the stack's top moved past them), so a step branches on
/// none of the sides. The far cell is the deepest kept, the smallest of
/// those alike, whichever order the cells are reached in.
///
/// Two such walks go side by side, a step of each in turn, so that the
/// processor runs their chains of loads at once (a step waits on the last
/// one's top and the open bits it read): one stack grows up from the
/// start of a buffer and the other down from its end, and a walk left with
/// nothing takes the other's oldest branch (the shallowest, so most often
/// the most cells to walk).
pub(super) fn down_the_rings<G: Grid>(
    maze: &GridMaze<G>,
    rings: &RoundGrid,
    from: u32,
    keep: &impl Fn(u32) -> bool,
) -> Option<Option<(u32, u32)>> {
    let cells = maze.grid.cells();
    if !std::ptr::eq(cells, rings.cells()) {
        return None;
    }
    let table = ring_table(rings)?;
    let n = cells.len();
    // Each stack holds no more than the cells pushed on it since it was
    // last empty, and one taken from the other then: so the two together
    // no more than `n + 2`, and `ROOM` places past each top stay free.
    let len = n + 2 * ROOM + 2;
    let mut stack: Vec<u64> = vec![0; len];
    // The walk up holds `stack[lo..up]`, its top at `up`; the walk down
    // `stack[down..hi]`, its top at `down`.
    let (mut lo, mut up, mut down, mut hi) = (0, 1, len, len);
    stack[0] = branch(from, rings.ring_of(from).0, NONE_BACK, 0);
    let mut left = n;
    // The best kept cell's depth over its number's complement: the largest
    // is the deepest, the smallest of those alike (0: none yet).
    let mut best = 0u64;
    let walk = Walk { maze, table: &table, keep };
    loop {
        // A walk left with nothing takes the other's oldest branch.
        if lo == up {
            (lo, up) = (0, 0);
            if hi - down >= 2 {
                hi -= 1;
                stack[0] = stack[hi];
                up = 1;
            }
        }
        if down == hi {
            (down, hi) = (len, len);
            if up - lo >= 2 {
                down = len - 1;
                stack[down] = stack[lo];
                lo += 1;
            }
        }
        if up + 2 * ROOM > down {
            return None;
        }
        match (lo < up, down < hi) {
            (true, true) => {
                left = left.checked_sub(2)?;
                up -= 1;
                up += walk.step::<true>(&mut stack, up, &mut best);
                down = down + 1 - walk.step::<false>(&mut stack, down, &mut best);
            }
            (true, false) => {
                left = left.checked_sub(1)?;
                up -= 1;
                up += walk.step::<true>(&mut stack, up, &mut best);
            }
            (false, true) => {
                left = left.checked_sub(1)?;
                down = down + 1 - walk.step::<false>(&mut stack, down, &mut best);
            }
            (false, false) => break,
        }
    }
    Some((best != 0).then_some((!(best as u32), (best >> 32) as u32)))
}

/// A branch not yet walked, in a word: its cell (the low 24 bits), its ring
/// (11 bits), the side back to the cell it is reached from (5 bits) and its
/// depth (the high 24 bits). The side back is a ring cell's place of it
/// among its five ([`Walk::step`]) over [`PLACE_BACK`], and the centre's,
/// the first ring's cell it leads to; [`NONE_BACK`] for none. One store a
/// branch, where four words were four.
type Entry = u64;

/// Where [`Entry`] keeps the ring, the side back and the depth.
const RING_SHIFT: u32 = 24;
const BACK_SHIFT: u32 = 35;
const DEPTH_SHIFT: u32 = 40;

/// The most cells and rings an [`Entry`] holds.
const MOST_CELLS: usize = 1 << RING_SHIFT;
const MOST_RINGS: u32 = 1 << (BACK_SHIFT - RING_SHIFT);

/// A ring cell's side back is its place among the five over this; the
/// centre's are below it.
const PLACE_BACK: u32 = 16;

/// No side back (the walk's first cell).
const NONE_BACK: u32 = 31;

/// The branch to `cell` of ring `ring`, reached through its side `back`
/// (see [`Entry`]) at depth `depth`.
#[inline(always)]
fn branch(cell: u32, ring: u32, back: u32, depth: u32) -> Entry {
    u64::from(cell) | u64::from(ring) << RING_SHIFT | u64::from(back) << BACK_SHIFT | u64::from(depth) << DEPTH_SHIFT
}

/// The places a step may write past a stack's top: the centre's sides, at
/// most [`PLACE_BACK`] (see [`ring_table`]), and a ring cell's five.
const ROOM: usize = PLACE_BACK as usize;

/// What a step of either walk reads.
struct Walk<'a, G: Grid, K> {
    maze: &'a GridMaze<G>,
    table: &'a [Ring],
    keep: &'a K,
}

impl<G: Grid, K: Fn(u32) -> bool> Walk<'_, G, K> {
    /// Takes the branch at `stack[at]`: its cell kept in `best` if it
    /// counts, and its branches written over it and past it, the way the
    /// stack grows (up: `at`, `at + 1`, …; down: `at`, `at - 1`, …), of
    /// which it gives back how many to keep.
    #[inline(always)]
    fn step<const UP: bool>(&self, stack: &mut [Entry], at: usize, best: &mut u64) -> usize {
        let entry = stack[at];
        let c = entry as u32 & (MOST_CELLS as u32 - 1);
        let r = (entry >> RING_SHIFT) as u32 & (MOST_RINGS - 1);
        let back = (entry >> BACK_SHIFT) as u32 & 31;
        let d = (entry >> DEPTH_SHIFT) as u32;
        if (self.keep)(c) {
            *best = (*best).max(u64::from(d) << 32 | u64::from(!c));
        }
        let ring = self.table[r as usize];
        let place = |pushed: usize| if UP { at + pushed } else { at - pushed };
        if r == 0 {
            // The centre: its sides lead to the first ring's cells in turn.
            let mut open = self.maze.slot_bits(ring.slot as usize, ring.sides as usize) & !(1 << back);
            let mut pushed = 0;
            while open != 0 {
                let m = self.table[1].base + open.trailing_zeros();
                open &= open - 1;
                stack[place(pushed)] = branch(m, 1, PLACE_BACK + 4, d + 1);
                pushed += 1;
            }
            return pushed;
        }
        let i = c - ring.base;
        let open = self.maze.slot_bits((ring.slot + i * ring.sides) as usize, ring.sides as usize);
        // The sides in the places below: anticlockwise, the k outward,
        // clockwise, inward; not the one back.
        let sides = ((open & ((1 << (ring.k + 1)) - 1)) | (open >> (ring.k + 1)) << 3) & !(1 << back >> PLACE_BACK);
        let ccw = if i == 0 { c + ring.n - 1 } else { c - 1 };
        let cw = if i + 1 == ring.n { ring.base } else { c + 1 };
        let out = ring.out + i * ring.k;
        let inward = ring.inward + (i >> ring.split_shift);
        let places = [
            branch(ccw, r, PLACE_BACK + 3, d + 1),
            branch(out, r + 1, PLACE_BACK + 4, d + 1),
            branch(out + 1, r + 1, PLACE_BACK + 4, d + 1),
            branch(cw, r, PLACE_BACK, d + 1),
            branch(inward, r - 1, ring.back_in + (i & ring.back_mask), d + 1),
        ];
        let mut pushed = 0;
        for (j, next) in places.into_iter().enumerate() {
            stack[place(pushed)] = next;
            pushed += (sides >> j & 1) as usize;
        }
        pushed
    }
}

/// What the walk needs of each ring of `rings`; `None` where a ring from
/// the second on is not as long or twice as long as the one inside it, or
/// has more than two cells outward of each cell (or not as many as the
/// ring outside takes), or where a branch would not fit an [`Entry`].
fn ring_table(rings: &RoundGrid) -> Option<Vec<Ring>> {
    let cells = rings.cells();
    let count = rings.ring_count();
    if cells.len() > MOST_CELLS || count >= MOST_RINGS - 1 {
        return None;
    }
    let table: Vec<Ring> = (0..=count)
        .map(|r| {
            let (base, n) = (rings.ring_start(r), rings.ring_len(r));
            let sides = cells.degree(base) as u32;
            let (inward, split_shift, back_in, back_mask) = match r {
                0 => (0, 0, 0, 0),
                // The first ring's cells all lie over the centre, each its
                // side in turn.
                1 => (0, 31, 0, u32::MAX),
                _ => {
                    let split = n / rings.ring_len(r - 1);
                    if n != split * rings.ring_len(r - 1) || split > 2 {
                        return None;
                    }
                    (rings.ring_start(r - 1), split.trailing_zeros(), PLACE_BACK + 1, split - 1)
                }
            };
            let k = if r == 0 { 0 } else { sides.checked_sub(3).filter(|&k| k <= 2)? };
            if (r == 0 && sides > PLACE_BACK) || (r > 0 && n < 3) {
                return None;
            }
            let out = if r < count { rings.ring_start(r + 1) } else { 0 };
            let slot = cells.first_slot(base) as u32;
            Some(Ring { base, n, slot, sides, k, out, inward, split_shift, back_in, back_mask })
        })
        .collect::<Option<_>>()?;
    // Each cell's outward cells are the ring outside's, in turn.
    let outward = |r: usize| if r + 1 < table.len() { 1 << table[r + 1].split_shift } else { 0 };
    (1..table.len()).all(|r| table[r].k == outward(r)).then_some(table)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::grids::carve;
    use crate::maze::generate::{Algorithm, StartCorner, rng_from_seed};
    use crate::maze::solve::grids::farthest::down_the_tree;

    #[test]
    fn the_ring_walk_finds_what_the_tree_walk_finds() {
        for (rings, seed) in [(1, 1), (2, 2), (7, 3), (20, 4), (45, 5)] {
            let grid = RoundGrid::new(rings).unwrap();
            let n = grid.cell_count() as u32;
            for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson] {
                let maze = carve(&grid, algorithm, StartCorner::TopLeft, &mut rng_from_seed(seed)).unwrap();
                for from in [0, 1, n / 2, n - 1] {
                    let on_rim = |c| grid.on_rim(c);
                    let what = format!("{rings} rings, {algorithm}, from {from}");
                    let walked = down_the_rings(&maze, &grid, from, &on_rim);
                    assert!(walked.is_some(), "{what}: a tree has no loop");
                    assert_eq!(walked, down_the_tree(&maze, from, &on_rim), "{what}: rim");
                    let all = down_the_rings(&maze, &grid, from, &|_| true);
                    assert_eq!(all, down_the_tree(&maze, from, &|_| true), "{what}: any cell");
                }
            }
        }
    }

    /// The two walks side by side share out the tree however it branches:
    /// on every ring count from 1 to 60, by the three algorithms, from the
    /// centre and from cells of the rim and between, the far cell and its
    /// distance are the plain walk's.
    #[test]
    fn the_two_walks_side_by_side_find_what_the_plain_walk_finds_on_every_ring_count() {
        for rings in 1..=60 {
            let grid = RoundGrid::new(rings).unwrap();
            let n = grid.cell_count() as u32;
            for (a, algorithm) in
                [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson].into_iter().enumerate()
            {
                let seed = u64::from(rings) * 3 + a as u64;
                let maze = carve(&grid, algorithm, StartCorner::TopLeft, &mut rng_from_seed(seed)).unwrap();
                for from in [0, n / 3, n - 1] {
                    let what = format!("{rings} rings, {algorithm}, from {from}");
                    let on_rim = |c| grid.on_rim(c);
                    let walked = down_the_rings(&maze, &grid, from, &on_rim);
                    assert_eq!(walked, down_the_tree(&maze, from, &on_rim), "{what}: rim");
                    let odd = |c: u32| c % 7 == 3;
                    assert_eq!(
                        down_the_rings(&maze, &grid, from, &odd),
                        down_the_tree(&maze, from, &odd),
                        "{what}: some"
                    );
                }
            }
        }
    }

    #[test]
    fn a_loop_or_other_lists_hand_it_back() {
        let grid = RoundGrid::new(6).unwrap();
        let mut maze = carve(&grid, Algorithm::Backtracker, StartCorner::TopLeft, &mut rng_from_seed(9)).unwrap();
        let other = RoundGrid::new(6).unwrap();
        assert_eq!(down_the_rings(&maze, &other, 0, &|_| true), None, "another grid's lists");
        // Close a loop: a ring cell and the one clockwise of it, if apart.
        let (a, b) = (grid.ring_start(3), grid.ring_start(3) + 1);
        if !maze.linked(a, b) {
            maze.link(a, b);
        }
        assert_eq!(down_the_rings(&maze, &grid, 0, &|_| true), None, "a loop");
    }
}
