//! Binary tree: every cell links north or east, by a biased coin. Fast and
//! simple; leaves an open top row and right column and a diagonal grain.

use rand::{Rng, RngExt};

use super::kit::cells::Cells;
use crate::maze::grid::{Dir, Maze, Tile};
use crate::maze::recorder::Recorder;

/// Carves a binary-tree maze into the walled `maze`; each cell that may
/// choose links north with probability `north_percent` / 100, else east.
///
/// When `rec` keeps no steps the board is written a row pair at a time (see
/// `carve_rows`); the coins are drawn in the same order either way, so both
/// paths make the same maze.
pub fn binary_tree<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    north_percent: u8,
    rng: &mut R,
    rec: &mut Rec,
) {
    if !rec.keeps_steps() {
        carve_rows(maze, north_percent, rng);
        return;
    }
    let mut g = Cells::new(maze, rec);
    for c in 0..g.len() {
        let north = g.neighbour(c, Dir::Up);
        let east = g.neighbour(c, Dir::Right);
        let to = match (north, east) {
            (Some(n), Some(e)) => Some(if rng.random_range(0..100u8) < north_percent { n } else { e }),
            (n, e) => n.or(e),
        };
        match to {
            Some(t) => g.link(c, t),
            None => g.open(c),
        }
    }
}

/// The unwatched binary tree: the top cell row is one corridor; below it,
/// each cell row and the wall row above it are written together, left to
/// right, one coin a cell (the last column always links north). Every tile
/// of both rows is stored without a read, so the loop is the coin and a few
/// byte stores.
fn carve_rows<R: Rng + ?Sized>(maze: &mut Maze, north_percent: u8, rng: &mut R) {
    let (w, rows) = (maze.width(), maze.cell_rows());
    let tiles = maze.tiles_mut();
    tiles[w + 1..2 * w - 1].fill(Tile::Floor);
    for cy in 1..rows {
        let y = 2 * cy + 1;
        let (above, row) = tiles[(y - 1) * w..(y + 1) * w].split_at_mut(w);
        // Cell and east wall, north wall and the corner above the east wall:
        // two tiles a cell in each row, for every cell but the last.
        let pairs = row[1..w - 2].chunks_exact_mut(2).zip(above[1..w - 2].chunks_exact_mut(2));
        for (here, up) in pairs {
            let north = rng.random_range(0..100u8) < north_percent;
            here[0] = Tile::Floor;
            here[1] = if north { Tile::Wall } else { Tile::Floor };
            up[0] = if north { Tile::Floor } else { Tile::Wall };
        }
        row[w - 2] = Tile::Floor;
        above[w - 2] = Tile::Floor;
    }
}
