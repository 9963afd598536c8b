//! The walk down a round maze's tree (see `farthest.rs`) with each cell's
//! neighbours and slots worked out from its ring: no offset or class read a
//! cell (6 MB a million cells, read in the maze's order), only the cell's
//! open bits. Every cell of a ring has as many sides, and its slots follow
//! the ring's first cell's, so a ring's first slot and side count are all it
//! reads of the lists.

use crate::maze::grid::{Grid, GridMaze, NO_CELL, RoundGrid};

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
    // (In a tree the stack never holds more than the cells not yet taken
    // off it; five places past its top are written at every step.)
    let mut stack: Vec<[u32; 4]> = vec![[0; 4]; n + 8];
    stack[0] = [from, rings.ring_of(from).0, NO_CELL, 0];
    let mut top = 1;
    let mut left = n;
    // The best kept cell's depth over its number's complement: the largest
    // is the deepest, the smallest of those alike (0: none yet).
    let mut best = 0u64;
    while top > 0 {
        left = left.checked_sub(1)?;
        if top + 8 > stack.len() {
            return None;
        }
        top -= 1;
        let [c, r, back, d] = stack[top];
        if keep(c) {
            best = best.max(u64::from(d) << 32 | u64::from(!c));
        }
        let ring = table[r as usize];
        if r == 0 {
            // The centre: its sides lead to the first ring's cells in turn.
            let mut open = maze.slot_bits(ring.slot as usize, ring.sides as usize);
            while open != 0 {
                let m = table[1].base + open.trailing_zeros();
                open &= open - 1;
                if m != back {
                    stack[top] = [m, 1, c, d + 1];
                    top += 1;
                }
            }
            continue;
        }
        let i = c - ring.base;
        let open = maze.slot_bits((ring.slot + i * ring.sides) as usize, ring.sides as usize);
        // The sides in the places below: anticlockwise, the k outward, clockwise, inward.
        let at = (open & ((1 << (ring.k + 1)) - 1)) | (open >> (ring.k + 1)) << 3;
        let ccw = if i == 0 { c + ring.n - 1 } else { c - 1 };
        let cw = if i + 1 == ring.n { ring.base } else { c + 1 };
        let out = ring.out + i * ring.k;
        let inward = ring.inward + (i >> ring.split_shift);
        let places = [(ccw, r), (out, r + 1), (out + 1, r + 1), (cw, r), (inward, r - 1)];
        let above: &mut [[u32; 4]; 5] = (&mut stack[top..top + 5]).try_into().expect("room checked above");
        let mut pushed = 0;
        for (j, (m, mr)) in places.into_iter().enumerate() {
            above[pushed] = [m, mr, c, d + 1];
            pushed += (at >> j & u32::from(m != back) & 1) as usize;
        }
        top += pushed;
    }
    Some((best != 0).then_some((!(best as u32), (best >> 32) as u32)))
}

/// What the walk needs of each ring of `rings`; `None` where a ring from
/// the second on is not as long or twice as long as the one inside it, or
/// has more than two cells outward of each cell.
fn ring_table(rings: &RoundGrid) -> Option<Vec<Ring>> {
    let cells = rings.cells();
    let count = rings.ring_count();
    (0..=count)
        .map(|r| {
            let (base, n) = (rings.ring_start(r), rings.ring_len(r));
            let sides = cells.degree(base) as u32;
            let (inward, split_shift) = match r {
                0 => (0, 0),
                // The first ring's cells all lie over the centre.
                1 => (0, 31),
                _ => {
                    let split = n / rings.ring_len(r - 1);
                    if n != split * rings.ring_len(r - 1) || split > 2 {
                        return None;
                    }
                    (rings.ring_start(r - 1), split.trailing_zeros())
                }
            };
            let k = if r == 0 { 0 } else { sides.checked_sub(3).filter(|&k| k <= 2)? };
            if r == 0 && sides > 32 {
                return None;
            }
            let out = if r < count { rings.ring_start(r + 1) } else { 0 };
            Some(Ring { base, n, slot: cells.first_slot(base) as u32, sides, k, out, inward, split_shift })
        })
        .collect()
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
