//! Kruskal: take the walls between cells in random order and knock each one
//! down if the cells on its two sides are not yet connected.
//!
//! The random order is the order of the walls' keys (see `super::kit::mst`):
//! random 32-bit weights hashed from one salt drawn from the random source,
//! ties broken by the wall's number. The walls Kruskal knocks down are then
//! the minimum spanning tree under those keys, which the Borůvka rounds of
//! `super::kit::mst` find far faster than taking the walls one by one, so that
//! is how the maze is made when nobody watches; a recorder is shown the same
//! walls knocked down in Kruskal's order.

use rand::{Rng, RngExt};

use super::kit::cells::Cells;
use super::kit::mst::{key, spanning_tree, wall_cells, write_tree, write_tree_inside};
use crate::maze::grid::Maze;
use crate::maze::mask::Mask;
use crate::maze::recorder::Recorder;

/// Carves a maze by Kruskal's algorithm.
pub fn kruskal<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    kruskal_in(maze, None, rng, rec);
}

/// [`kruskal`] over the cells inside `mask` (whose outside is already cut):
/// the same keys, so the walls between inside cells keep the order they
/// have without a mask, and a mask of the whole board gives the same maze.
pub(super) fn kruskal_in<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    mask: Option<&Mask>,
    rng: &mut R,
    rec: &mut Rec,
) {
    let salt = rng.random::<u64>();
    let (cols, rows) = (maze.cell_columns(), maze.cell_rows());
    let tree = spanning_tree(cols, rows, salt, mask);
    if !rec.keeps_steps() {
        match mask {
            None => write_tree(maze, &tree),
            Some(mask) => write_tree_inside(maze, &tree, mask),
        }
        return;
    }
    // Every wall between two cells in Kruskal's order: by key.
    let between = |wall: usize| {
        let c = wall / 2;
        if wall.is_multiple_of(2) { c % cols + 1 < cols } else { c / cols + 1 < rows }
    };
    let mut order: Vec<u64> = (0..2 * cols * rows).filter(|&wall| between(wall)).map(|wall| key(salt, wall)).collect();
    order.sort_unstable();
    // Each wall of the tree knocked down opens the cell on its first side
    // (if still closed), the wall, then the cell on its other side; any
    // other wall stands, as its two sides are already joined, and the
    // recorder is told it was looked at.
    let mut g = Cells::new(maze, rec);
    for k in order {
        let wall = k as u32 as usize;
        let (a, b) = wall_cells(wall, cols);
        if tree.get(wall) {
            g.link(a, b);
        } else {
            g.look_between(a, b);
        }
    }
    // A board of one cell has no wall to take: its cell is the whole maze
    // (a mask has at least two cells, all joined by now).
    if mask.is_none() {
        g.open(0);
    }
}
