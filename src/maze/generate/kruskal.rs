//! Kruskal: take the walls between cells in random order and knock each one
//! down if the cells on its two sides are not yet connected.
//!
//! The random order is the order of the walls' keys (see [`super::mst`]):
//! random 32-bit weights hashed from one salt drawn from the random source,
//! ties broken by the wall's number. The walls Kruskal knocks down are then
//! the minimum spanning tree under those keys, which the Borůvka rounds of
//! [`super::mst`] find far faster than taking the walls one by one, so that
//! is how the maze is made when nobody watches; a recorder is shown the same
//! walls knocked down in Kruskal's order.

use rand::{Rng, RngExt};

use super::Recorder;
use super::cells::FastDiv;
use super::mst::{key, spanning_tree, write_tree};
use crate::maze::grid::{Maze, Tile};

/// Carves a maze by Kruskal's algorithm.
pub fn kruskal<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let salt = rng.random::<u64>();
    let (cols, rows, width) = (maze.cell_columns(), maze.cell_rows(), maze.width());
    let tree = spanning_tree(cols, rows, salt);
    if !rec.keeps_steps() {
        write_tree(maze, &tree);
        return;
    }
    // The tree's walls in Kruskal's order: by key.
    let mut order: Vec<u64> = (0..2 * cols * rows).filter(|&wall| tree.get(wall)).map(|wall| key(salt, wall)).collect();
    drop(tree);
    order.sort_unstable();
    let tiles = maze.tiles_mut();
    let mut open = |tiles: &mut [Tile], i: usize| {
        if tiles[i] == Tile::Wall {
            tiles[i] = Tile::Floor;
            rec.record_index(i, width, Tile::Floor);
        }
    };
    let by_cols = FastDiv::new(cols);
    let tile_of = |c: usize| {
        let (cy, cx) = by_cols.div_rem(c);
        (2 * cy + 1) * width + 2 * cx + 1
    };
    // Each wall knocked down opens the cell on its first side (if still
    // closed), the wall, then the cell on its other side.
    for k in order {
        let wall = k as u32 as usize;
        let t = tile_of(wall / 2);
        let below = wall % 2 == 1;
        open(tiles, t);
        open(tiles, if below { t + width } else { t + 1 });
        open(tiles, if below { t + 2 * width } else { t + 2 });
    }
    // A board of one cell has no wall to take: its cell is the whole maze.
    open(tiles, tile_of(0));
}
