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
    /// The ring inside's first cell, and how many cells of this ring lie
    /// over one of it.
    inward: u32,
    split: u32,
}

/// As `farthest::down_the_tree` on `rings`, the grid of `maze`; `None`
/// when the part of the maze `from` is in has a loop, or when the maze's
/// lists are not the round grid's own.
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
    let count = rings.ring_count();
    let table: Vec<Ring> = (0..=count)
        .map(|r| {
            let (base, n) = (rings.ring_start(r), rings.ring_len(r));
            let sides = cells.degree(base) as u32;
            let (inward, split) = if r == 0 { (0, 1) } else { (rings.ring_start(r - 1), n / rings.ring_len(r - 1)) };
            let k = if r == 0 { 0 } else { sides - 3 };
            let out = if r < count { rings.ring_start(r + 1) } else { 0 };
            Ring { base, n, slot: cells.first_slot(base) as u32, sides, k, out, inward, split }
        })
        .collect();
    let mut left = cells.len();
    let mut best: Option<(u32, u32)> = None;
    // Branches not yet walked: the cell, its ring, the cell it is reached
    // from, its depth.
    let mut branches: Vec<[u32; 4]> = vec![[from, rings.ring_of(from).0, NO_CELL, 0]];
    while let Some([mut c, mut r, mut back, mut d]) = branches.pop() {
        loop {
            left = left.checked_sub(1)?;
            if keep(c) && best.is_none_or(|(b, far)| d > far || (d == far && c < b)) {
                best = Some((c, d));
            }
            let ring = table[r as usize];
            let i = c - ring.base;
            let mut open = maze.slot_bits((ring.slot + i * ring.sides) as usize, ring.sides as usize);
            // The cell across side `s` and its ring.
            let across = |s: u32| -> (u32, u32) {
                if r == 0 {
                    (table[1].base + s, 1)
                } else if s == 0 {
                    (if i == 0 { c + ring.n - 1 } else { c - 1 }, r)
                } else if s <= ring.k {
                    (ring.out + i * ring.k + s - 1, r + 1)
                } else if s == ring.k + 1 {
                    (if i + 1 == ring.n { ring.base } else { c + 1 }, r)
                } else {
                    (ring.inward + if ring.split == 1 { i } else { i / ring.split }, r - 1)
                }
            };
            let mut next = None;
            while open != 0 {
                let (m, mr) = across(open.trailing_zeros());
                open &= open - 1;
                if m == back {
                    continue;
                }
                match next {
                    None => next = Some((m, mr)),
                    Some(_) => branches.push([m, mr, c, d + 1]),
                }
            }
            let Some((m, mr)) = next else { break };
            (c, r, back, d) = (m, mr, c, d + 1);
        }
    }
    Some(best)
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
