//! The backtracker on a round grid's rings: each cell's neighbours worked
//! out from its ring and place (clockwise, outward, counter-clockwise,
//! inward, as its list has them), the visits kept a bit a cell, and no
//! neighbour list or step table read while carving.
//!
//! It makes the same maze as [`super::backtracker`] on the lists: the sides
//! come in the lists' order, so the same draws pick the same sides.

use rand::Rng;

use super::NTH_SIDE;
use crate::maze::generate::kit::padded::below;
use crate::maze::grid::{Grid, GridMaze, RoundGrid};
use crate::maze::recorder::PassageRecorder;

/// What a step needs of one ring (the centre is ring 0).
#[derive(Clone, Copy, Default)]
struct Ring {
    /// The ring's first cell and number of cells.
    base: u32,
    n: u32,
    /// The cells outward of each cell, and the next ring's first cell.
    k: u32,
    out: u32,
    /// The ring inside's first cell, and how many cells of this ring lie
    /// over one of it.
    inward: u32,
    split: u32,
}

/// The rings of `maze`'s grid as a walk needs them, when it is a round grid
/// whose lists are its own and whose cells have at most eight sides.
fn ring_table<G: Grid>(maze: &GridMaze<G>) -> Option<Vec<Ring>> {
    let rings: &RoundGrid = maze.grid.rings()?;
    if !std::ptr::eq(maze.grid.cells(), rings.cells()) {
        return None;
    }
    let count = rings.ring_count();
    let table: Vec<Ring> = (0..=count)
        .map(|r| {
            let (base, n) = (rings.ring_start(r), rings.ring_len(r));
            let next = (r < count).then(|| (rings.ring_start(r + 1), rings.ring_len(r + 1)));
            let (out, k) = next.map_or((0, 0), |(out, m)| (out, if r == 0 { m } else { m / n }));
            let (inward, split) = if r == 0 { (0, 1) } else { (rings.ring_start(r - 1), n / rings.ring_len(r - 1)) };
            Ring { base, n, k, out, inward, split }
        })
        .collect();
    let sides = |(r, ring): (usize, &Ring)| if r == 0 { ring.k } else { ring.k + 3 };
    table.iter().enumerate().map(sides).all(|s| s <= 8).then_some(table)
}

/// The backtracker on the rings of `maze`'s grid from `start`; `false`
/// (nothing carved) when the grid is not one [`ring_table`] takes.
pub(super) fn backtracker<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    start: u32,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) -> bool {
    let Some(table) = ring_table(maze) else { return false };
    let start_ring = table.partition_point(|ring| ring.base <= start) as u32 - 1;
    let total = maze.grid.cell_count();
    let mut seen = vec![0u64; total.div_ceil(64)];
    let mut sides = vec![0u8; total];
    let is_seen = |seen: &[u64], c: u32| seen[c as usize >> 6] >> (c & 63) & 1 == 1;
    let set = |seen: &mut [u64], c: u32| seen[c as usize >> 6] |= 1 << (c & 63);
    // The cell across side `s` of cell `c` (place `i` of ring `r`), its ring,
    // and the side of it that leads back.
    let across = |c: u32, r: u32, i: u32, s: u32| -> (u32, u32, u32) {
        let ring = &table[r as usize];
        if r == 0 {
            return (ring.out + s, 1, table[1].k + 2);
        }
        if s == 0 {
            (if i == 0 { c + ring.n - 1 } else { c - 1 }, r, ring.k + 1)
        } else if s <= ring.k {
            (ring.out + i * ring.k + s - 1, r + 1, table[r as usize + 1].k + 2)
        } else if s == ring.k + 1 {
            (if i + 1 == ring.n { ring.base } else { c + 1 }, r, 0)
        } else if r == 1 {
            // The centre's sides are ring 1's cells in order.
            (0, 0, i)
        } else {
            let (j, t) = if ring.split == 1 { (i, 0) } else { (i / ring.split, i % ring.split) };
            (ring.inward + j, r - 1, 1 + t)
        }
    };
    let (mut here, mut r) = (start, start_ring);
    let mut back = 0u32;
    set(&mut seen, here);
    let mut forks: Vec<(u32, u32)> = Vec::new();
    loop {
        let ring = &table[r as usize];
        let i = here - ring.base;
        let count_sides = if r == 0 { ring.k } else { ring.k + 3 };
        let mut fresh = 0u32;
        for s in 0..count_sides {
            fresh |= u32::from(!is_seen(&seen, across(here, r, i, s).0)) << s;
        }
        if fresh == 0 {
            sides[here as usize] |= back as u8;
            let Some((c, cr)) = forks.pop() else { break };
            (here, r, back) = (c, cr, 0);
            continue;
        }
        // One of the fresh sides, as `pick_side` picks it (the same draws).
        let many = fresh & (fresh - 1) != 0;
        let k = if many {
            usize::from(NTH_SIDE[fresh as usize][below(rng, fresh.count_ones() as usize)])
        } else {
            fresh.trailing_zeros() as usize
        };
        sides[here as usize] |= (back | 1 << k) as u8;
        if many {
            forks.push((here, r));
        }
        let (next, nr, next_back) = across(here, r, i, k as u32);
        rec.opened(here, next);
        set(&mut seen, next);
        (here, r, back) = (next, nr, 1 << next_back);
    }
    let (cells, mut open) = maze.carving();
    open.open_marked(cells, &sides);
    true
}

#[cfg(test)]
mod tests {
    use rand::RngExt;

    use super::*;
    use crate::maze::generate::grids::walks::by_steps;
    use crate::maze::generate::rng_from_seed;
    use crate::maze::grid::AnyGrid;

    /// The rings' carve and the step table's, from `start`: the same
    /// passages, told in the same order, and the same draws taken.
    fn same_as_by_steps<G: Grid>(grid: &G, start: u32, seed: u64) {
        let (mut fast, mut slow) = (GridMaze::walled(grid), GridMaze::walled(grid));
        let (mut told_fast, mut told_slow) = (Vec::new(), Vec::new());
        let (mut rng_fast, mut rng_slow) = (rng_from_seed(seed), rng_from_seed(seed));
        assert!(backtracker(&mut fast, start, &mut rng_fast, &mut told_fast), "a round grid");
        by_steps(&mut slow, start, &mut rng_slow, &mut told_slow);
        let what = format!("{} cells from {start}, seed {seed}", grid.cell_count());
        assert_eq!(told_fast, told_slow, "{what}");
        assert_eq!(fast.passages().collect::<Vec<_>>(), slow.passages().collect::<Vec<_>>(), "{what}");
        assert_eq!(fast.passage_count() + 1, grid.cell_count(), "{what}: a perfect maze");
        assert_eq!(rng_fast.random::<u64>(), rng_slow.random::<u64>(), "{what}: the same draws");
    }

    #[test]
    fn ring_backtracker_makes_the_step_tables_maze() {
        for rings in [1, 2, 3, 5, 8, 13, 30, 64] {
            let grid = RoundGrid::new(rings).unwrap();
            let n = grid.cell_count() as u32;
            for (seed, start) in [(1, 0), (2, n - 1), (3, n / 2), (4, 1), (5, (2 * n) / 3)] {
                same_as_by_steps(&grid, start, seed);
            }
        }
        let any = AnyGrid::Round(RoundGrid::new(9).unwrap());
        same_as_by_steps(&any, 0, 6);
    }

    #[test]
    fn only_a_round_grids_own_lists_are_walked_by_rings() {
        let hex = crate::maze::grid::HexGrid::new(crate::maze::grid::HexShape::Hexagon { radius: 3 }).unwrap();
        let mut maze = GridMaze::walled(&hex);
        assert!(!backtracker(&mut maze, 0, &mut rng_from_seed(1), &mut ()));
        assert_eq!(maze.passage_count(), 0, "nothing carved");
    }
}
