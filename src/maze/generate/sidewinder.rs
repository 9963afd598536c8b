//! Sidewinder: row by row, build runs of cells eastwards; when a run closes,
//! one random cell of it links north. The top row is one long corridor.

use rand::{Rng, RngExt};

use super::kit::cells::Cells;
use crate::maze::grid::{Dir, Maze, Tile};
use crate::maze::recorder::Recorder;

/// Carves a sidewinder maze into the walled `maze`.
///
/// When `rec` keeps no steps the board is written a row pair at a time (see
/// `carve_rows`); the coins are drawn in the same order either way, so both
/// paths make the same maze. [`super::MazeSpec`] carves unwatched with the
/// maze rng itself, whose outputs `sidewinder_streamed.rs` reads in bulk.
pub fn sidewinder<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    if !rec.keeps_steps() {
        carve_rows(maze, rng);
        return;
    }
    let mut g = Cells::new(maze, rec);
    for cy in 0..g.rows {
        let mut run_start = 0;
        for cx in 0..g.cols {
            let c = g.at(cx, cy);
            g.open(c);
            let at_east_edge = cx + 1 == g.cols;
            let close_run = at_east_edge || (cy > 0 && rng.random_bool(0.5));
            if close_run {
                if cy > 0 {
                    let member = g.at(rng.random_range(run_start..=cx), cy);
                    let north = g.neighbour(member, Dir::Up).expect("not the top row");
                    g.link(member, north);
                }
                run_start = cx + 1;
            } else {
                g.link(c, c + 1);
            }
        }
    }
}

/// The unwatched sidewinder: the top cell row is one corridor; below it,
/// each cell row is filled with floor in one store and then walled where a
/// run closes, and the run's opening north is written into the wall row
/// above. The coins are drawn as in [`sidewinder`]: one a cell but the last
/// of a row, and one for the opening of each run.
pub(super) fn carve_rows<R: Rng + ?Sized>(maze: &mut Maze, rng: &mut R) {
    let (w, cols, rows) = (maze.width(), maze.cell_columns(), maze.cell_rows());
    let tiles = maze.tiles_mut();
    tiles[w + 1..2 * w - 1].fill(Tile::Floor);
    for cy in 1..rows {
        let y = 2 * cy + 1;
        let (above, row) = tiles[(y - 1) * w..(y + 1) * w].split_at_mut(w);
        row[1..w - 1].fill(Tile::Floor);
        let mut run_start = 0;
        for cx in 0..cols - 1 {
            if rng.random_bool(0.5) {
                row[2 * cx + 2] = Tile::Wall;
                above[2 * rng.random_range(run_start..=cx) + 1] = Tile::Floor;
                run_start = cx + 1;
            }
        }
        above[2 * rng.random_range(run_start..=cols - 1) + 1] = Tile::Floor;
    }
}
