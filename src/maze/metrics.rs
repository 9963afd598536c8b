//! Measuring a maze: how it branches, how long and twisty its route is, and a
//! difficulty score from 1 to 10 built from those.
//!
//! All figures are over floor tiles and their floor neighbours (the degree):
//! a *dead end* is a floor cell with one open side, a *junction* a floor tile
//! with three or four. Shares of cells count the floor tiles on odd columns
//! and rows, which for cell mazes are exactly the cells, so the dead-end share
//! is comparable with the figures in *Mazes for Programmers*.
//!
//! ## Difficulty score
//!
//! `score = 1 + 9 × (0.35·L + 0.25·T + 0.25·J + 0.15·D)`, rounded to one
//! decimal, each term clamped to 0..1:
//! - `L = log10(route tiles) / log10(4000)`: a longer way out is harder; a
//!   4000-tile route (a Hard board's longest) counts as full length.
//! - `T = (turns / route tiles) / 0.5`: turning at every other tile is as twisty as it gets.
//! - `J = (junctions on the route / route tiles) / 0.25`: every junction on the
//!   way is a choice the walker can get wrong.
//! - `D = dead-end share / 0.4`: dead ends are the traps wrong choices end in.

use serde::Serialize;

use super::grid::{Dir, Maze, Pos, Tile};
use super::solve::astar;

/// The measured shape of a maze. Serializes (e.g. to JSON) without the two
/// raw counts `cells` and `route_junctions`, which the shares already carry.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Metrics {
    /// Cells (floor tiles on odd columns and rows).
    #[serde(skip)]
    pub cells: usize,
    /// Dead-end cells as a share of all cells (0..1).
    pub dead_end_share: f64,
    /// Floor tiles with three or four open sides.
    pub junctions: usize,
    /// Tiles on the shortest route, both ends included (0 when there is none).
    pub route_tiles: usize,
    /// Route tiles as a share of all floor tiles (0..1).
    pub route_share: f64,
    /// Changes of direction along the shortest route.
    pub turns: usize,
    /// Junctions the shortest route passes through.
    #[serde(skip)]
    pub route_junctions: usize,
    /// Average corridor length in tiles: the steps between two tiles that are
    /// not plain corridor (dead ends and junctions).
    pub mean_corridor: f64,
    /// Difficulty from 1 (trivial) to 10; see the module documentation.
    pub difficulty: f64,
}

fn degree(maze: &Maze, p: Pos) -> usize {
    maze.floor_neighbours(p).count()
}

/// Measures `maze`, finding its shortest route with A*.
pub fn measure(maze: &Maze) -> Metrics {
    measure_along(maze, &astar(maze).unwrap_or_default())
}

/// Measures `maze` whose shortest route (entrance to exit, empty if none) is already known.
pub fn measure_along(maze: &Maze, route: &[Pos]) -> Metrics {
    let mut cells = 0;
    let mut dead_ends = 0;
    let mut junctions = 0;
    let mut floor = 0;
    let mut corridor_ends = 0; // sum of degrees of the non-corridor tiles
    let mut corridor_tiles = 0;
    // Flat indices row by row (not `pos_of` and `walk` per tile): a 4003 × 4003
    // board is measured in a fraction of the time.
    let (width, height, tiles) = (maze.width(), maze.height(), maze.tiles());
    let open = |i: usize| tiles[i] == Tile::Floor;
    for (i, &tile) in tiles.iter().enumerate() {
        if tile != Tile::Floor {
            continue;
        }
        let (x, y) = (i % width, i / width);
        floor += 1;
        let d = usize::from(y > 0 && open(i - width))
            + usize::from(y + 1 < height && open(i + width))
            + usize::from(x > 0 && open(i - 1))
            + usize::from(x + 1 < width && open(i + 1));
        let cell = x % 2 == 1 && y % 2 == 1;
        cells += usize::from(cell);
        dead_ends += usize::from(cell && d == 1);
        junctions += usize::from(d >= 3);
        if d == 2 {
            corridor_tiles += 1;
        } else {
            corridor_ends += d;
        }
    }
    let turns = route.windows(3).filter(|w| Dir::between(w[0], w[1]) != Dir::between(w[1], w[2])).count();
    let route_junctions = route.iter().filter(|&&p| degree(maze, p) >= 3).count();
    // In every corridor the steps are its tiles plus one; the corridors are
    // half the ends' degrees (each corridor has two ends; loops of pure
    // corridor have none and are ignored).
    let corridors = corridor_ends / 2;
    let mean_corridor = if corridors == 0 { 0.0 } else { (corridor_tiles + corridors) as f64 / corridors as f64 };
    let share = |a: usize, b: usize| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    let mut m = Metrics {
        cells,
        dead_end_share: share(dead_ends, cells),
        junctions,
        route_tiles: route.len(),
        route_share: share(route.len(), floor),
        turns,
        route_junctions,
        mean_corridor,
        difficulty: 0.0,
    };
    m.difficulty = difficulty(&m);
    m
}

/// The difficulty score of the module documentation.
pub fn difficulty(m: &Metrics) -> f64 {
    score(m.route_tiles, m.turns, m.route_junctions, m.dead_end_share)
}

pub use super::difficulty::score;

#[cfg(test)]
mod tests;
