//! Kruskal: take the walls between cells in random order and knock each one
//! down if the cells on its two sides are not yet connected.
//!
//! The random order is the order of the walls' keys (see [`super::kit::mst`]):
//! random 32-bit weights hashed from one salt drawn from the random source,
//! ties broken by the wall's number. The walls Kruskal knocks down are then
//! the minimum spanning tree under those keys, which the Borůvka rounds of
//! [`super::kit::mst`] find far faster than taking the walls one by one, so that
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
    // The tree's walls in Kruskal's order: by key.
    let mut order: Vec<u64> = (0..2 * cols * rows).filter(|&wall| tree.get(wall)).map(|wall| key(salt, wall)).collect();
    drop(tree);
    order.sort_unstable();
    // Each wall knocked down opens the cell on its first side (if still
    // closed), the wall, then the cell on its other side.
    let mut g = Cells::new(maze, rec);
    for k in order {
        let (a, b) = wall_cells(k as u32 as usize, cols);
        g.link(a, b);
    }
    // A board of one cell has no wall to take: its cell is the whole maze
    // (a mask has at least two cells, all joined by now).
    if mask.is_none() {
        g.open(0);
    }
}
