//! The Borůvka rounds against plain Kruskal, with and without a mask.

use super::*;
use crate::maze::mask::{Mask, Shape};

/// The tree by plain Kruskal: every wall by key, joined by a simple union-find.
fn kruskal_tree(cols: usize, rows: usize, salt: u64) -> Bits {
    kruskal_tree_in(cols, rows, salt, &vec![true; cols * rows])
}

/// [`kruskal_tree`] of the cells `inside`: only walls between two inside cells.
fn kruskal_tree_in(cols: usize, rows: usize, salt: u64, inside: &[bool]) -> Bits {
    let n = cols * rows;
    let mut walls: Vec<u64> = (0..n)
        .filter(|&c| inside[c])
        .flat_map(|c| {
            let right = (c % cols + 1 < cols && inside[c + 1]).then(|| key(salt, 2 * c));
            let below = (c / cols + 1 < rows && inside[c + cols]).then(|| key(salt, 2 * c + 1));
            right.into_iter().chain(below)
        })
        .collect();
    walls.sort_unstable();
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            x = parent[x];
        }
        x
    }
    let mut tree = Bits::new(2 * n);
    for k in walls {
        let wall = k as u32 as usize;
        let (a, b) = wall_cells(wall, cols);
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        if ra != rb {
            parent[ra] = rb;
            tree.set(wall);
        }
    }
    tree
}

#[test]
fn boruvka_finds_the_same_tree_as_plain_kruskal() {
    let sizes = [(1, 1), (1, 2), (2, 1), (1, 17), (17, 1), (2, 2), (3, 5), (8, 8), (31, 7), (64, 65), (150, 97)];
    for (cols, rows) in sizes {
        for salt in [0, 1, 0xDEAD_BEEF, u64::MAX, 0x0123_4567_89AB_CDEF] {
            let (ours, plain) = (spanning_tree(cols, rows, salt, None), kruskal_tree(cols, rows, salt));
            for wall in 0..2 * cols * rows {
                assert_eq!(ours.get(wall), plain.get(wall), "{cols} x {rows} salt {salt:#x}: wall {wall}");
            }
        }
    }
}

/// Masks over `cols × rows` cells: the built-in shapes, and cells kept by a
/// hash (about `percent`% of them; the largest joined part).
fn masks(cols: usize, rows: usize) -> Vec<Mask> {
    let mut all: Vec<Mask> = [Shape::Panda, Shape::Heart, Shape::Ring, Shape::Star]
        .into_iter()
        .filter_map(|s| Mask::shape(s, cols, rows).ok())
        .collect();
    for percent in [55, 70, 90] {
        let kept = |cx: usize, cy: usize| weight(7, cy * cols + cx) % 100 < percent;
        all.extend(Mask::from_fn(cols, rows, kept).ok());
    }
    // Whole rows beside rows with holes (the passes skip the mask on whole rows).
    let bands = |cx: usize, cy: usize| cy % 4 < 2 || weight(9, cy * cols + cx) % 100 < 60;
    all.extend(Mask::from_fn(cols, rows, bands).ok());
    all
}

#[test]
fn boruvka_under_a_mask_finds_the_same_tree_as_plain_kruskal_of_the_inside() {
    let sizes = [(2, 2), (3, 5), (8, 8), (13, 29), (31, 7), (64, 65), (150, 97)];
    let mut checked = 0;
    for (cols, rows) in sizes {
        for (m, mask) in masks(cols, rows).iter().enumerate() {
            for salt in [0, 1, 0xDEAD_BEEF, u64::MAX] {
                let inside = mask.cells();
                let ours = spanning_tree(cols, rows, salt, Some(mask));
                let plain = kruskal_tree_in(cols, rows, salt, inside);
                let mut walls = 0;
                for wall in 0..2 * cols * rows {
                    assert_eq!(ours.get(wall), plain.get(wall), "{cols} x {rows} mask {m} salt {salt:#x}: wall {wall}");
                    walls += usize::from(ours.get(wall));
                }
                assert_eq!(walls, mask.count() - 1, "{cols} x {rows} mask {m}: a spanning tree of the inside");
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked} trees");
}

#[test]
fn a_mask_of_the_whole_board_gives_the_tree_of_none() {
    for (cols, rows) in [(1, 2), (5, 3), (40, 33)] {
        let all = Mask::from_fn(cols, rows, |_, _| true).unwrap();
        for salt in [3, 0xFEED] {
            let (masked, plain) = (spanning_tree(cols, rows, salt, Some(&all)), spanning_tree(cols, rows, salt, None));
            for wall in 0..2 * cols * rows {
                assert_eq!(masked.get(wall), plain.get(wall), "{cols} x {rows} salt {salt:#x}: wall {wall}");
            }
        }
    }
}

#[test]
fn weights_look_uniform() {
    // Each of 16 buckets of the weight's top bits gets about 1/16 of the walls.
    let mut counts = [0u32; 16];
    for wall in 0..160_000 {
        counts[(weight(42, wall) >> 28) as usize] += 1;
    }
    assert!(counts.iter().all(|&c| (9_600..10_400).contains(&c)), "{counts:?}");
}
