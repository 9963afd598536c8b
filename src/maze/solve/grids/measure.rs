//! Measuring a maze over any grid, and placing its entrance and exit.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt};
use serde::Serialize;

use super::farthest::farthest_kept;
use super::{UNREACHED, breadth_first, distance_map};
use crate::maze::grid::{Grid, GridMaze, Point};

/// The measured shape of a maze on any grid.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct GridMetrics {
    /// Cells in the grid.
    pub cells: usize,
    /// Open passages.
    pub passages: usize,
    /// Cells with one passage.
    pub dead_ends: usize,
    /// Cells with three or more passages.
    pub junctions: usize,
    /// Cells on the shortest route from entrance to exit, both included (0 when there is none).
    pub route_cells: usize,
    /// Junctions the shortest route passes through.
    pub route_junctions: usize,
    /// Cells on the longest route between any two cells of a perfect maze
    /// (two breadth-first passes; a lower bound when there are loops).
    pub longest_cells: usize,
    /// Turns along the shortest route: cells where the way bends by at least
    /// 0.9 of the angle between the cell's sides (90° on squares, 60° on
    /// hexagons, 120° on triangles, whose straight way zigzags by 60°).
    pub turns: usize,
    /// Difficulty from 1 to 10, the square board's score (see [`crate::maze::metrics`])
    /// with the route counted as the `2 × cells − 1` tiles it would cover
    /// there: a square grid maze scores as its tile maze does.
    pub difficulty: f64,
}

/// The turns along `route`: see [`GridMetrics::turns`].
pub fn turns<G: Grid>(grid: &G, route: &[u32]) -> usize {
    let mut sides = Vec::new();
    route
        .windows(3)
        .filter(|w| {
            // Sides, not neighbours: a cell on the rim turns as one inside does.
            sides.clear();
            grid.sides(w[1], &mut sides);
            let (a, b, c) = (grid.centre(w[0]), grid.centre(w[1]), grid.centre(w[2]));
            let bend = (a.angle_to(b) - b.angle_to(c)).rem_euclid(std::f64::consts::TAU);
            let bend = bend.min(std::f64::consts::TAU - bend);
            bend >= 0.9 * std::f64::consts::TAU / sides.len().max(1) as f64
        })
        .count()
}

/// Measures `maze` along its shortest route.
pub fn measure<G: Grid>(maze: &GridMaze<G>) -> GridMetrics {
    measure_along(maze, &breadth_first(maze, maze.entrance, maze.exit).unwrap_or_default())
}

/// Measures `maze` along `route`, its shortest route from entrance to exit
/// (the breadth-first one, as [`measure`] finds it), already found: a
/// search of every cell fewer on a big board.
pub fn measure_along<G: Grid>(maze: &GridMaze<G>, route: &[u32]) -> GridMetrics {
    let n = maze.grid.cell_count() as u32;
    // A cell has at most a few passages: a byte each (a million cells' degrees in 1 MB, not 8).
    let degree: Vec<u8> = (0..n).map(|c| maze.degree(c).min(usize::from(u8::MAX)) as u8).collect();
    let (a, _) = farthest(maze, maze.entrance);
    let (_, far) = farthest(maze, a);
    let dead_ends = degree.iter().filter(|&&d| d == 1).count();
    let route_junctions = route.iter().filter(|&&c| degree[c as usize] >= 3).count();
    let turns = turns(&maze.grid, route);
    let tiles = (2 * route.len()).saturating_sub(1);
    let difficulty = crate::maze::difficulty::score(tiles, turns, route_junctions, dead_ends as f64 / n.max(1) as f64);
    GridMetrics {
        cells: n as usize,
        passages: maze.passage_count(),
        dead_ends,
        junctions: degree.iter().filter(|&&d| d >= 3).count(),
        route_cells: route.len(),
        route_junctions,
        longest_cells: far as usize + 1,
        turns,
        difficulty,
    }
}

/// The cell farthest from `from` through passages (the first in cell order
/// on a tie), and its distance.
fn farthest<G: Grid>(maze: &GridMaze<G>, from: u32) -> (u32, u32) {
    farthest_kept(maze, from, |_| true).unwrap_or((from, 0))
}

/// The cells on the grid's rim: those with a side that has no neighbour.
pub fn rim_cells<G: Grid>(grid: &G) -> Vec<u32> {
    (0..grid.cell_count() as u32).filter(|&c| grid.on_rim(c)).collect()
}

/// Where the entrance and exit of a maze on any grid go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GridExits {
    /// The first and the last cell: the top-left and bottom-right corners of a
    /// rectangle-like board, a big triangle's apex and bottom-right corner, a
    /// big hexagon's top-left and bottom-right corners; on a round grid the
    /// cells nearest the top-left and bottom-right of its box.
    Corners,
    /// The two ends of the longest route (two breadth-first passes).
    Hardest,
    /// Two random rim cells at least half the longest route apart.
    Random,
    /// From the centre cell out to the rim cell farthest from it by route:
    /// the classic round maze, and the round grid's default.
    Centre,
}

impl GridExits {
    /// Every choice, in menu order.
    pub const ALL: [GridExits; 4] = [GridExits::Corners, GridExits::Hardest, GridExits::Random, GridExits::Centre];

    /// The usual exits on `grid`: centre to rim on a round grid, else the corners.
    pub fn default_for<G: Grid>(grid: &G) -> Self {
        if grid.rings().is_some() { GridExits::Centre } else { GridExits::Corners }
    }

    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            GridExits::Corners => "corners",
            GridExits::Hardest => "hardest",
            GridExits::Random => "random",
            GridExits::Centre => "centre",
        }
    }
}

impl fmt::Display for GridExits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GridExits {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        GridExits::ALL
            .into_iter()
            .find(|e| e.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown exits '{s}'; expected one of: corners, hardest, random, centre"))
    }
}

/// Sets `maze`'s entrance and exit as `exits` says. `Centre` on a grid
/// without rings starts from the cell nearest the middle of the box.
pub fn place_exits<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, exits: GridExits, rng: &mut R) {
    let g = &maze.grid;
    let (lo, hi) = g.bounds();
    let nearest = |p: Point| g.nearest(p);
    let (entrance, exit) = match exits {
        GridExits::Corners if g.rings().is_some() => (nearest(lo), nearest(hi)),
        GridExits::Corners => (0, g.cell_count() as u32 - 1),
        GridExits::Hardest => {
            let (a, _) = farthest(maze, 0);
            (a, farthest(maze, a).0)
        }
        GridExits::Random => {
            let rim = rim_cells(g);
            let (a, from_first) = farthest(maze, 0);
            let longest = farthest(maze, a).1;
            let entrance = rim[rng.random_range(0..rim.len())];
            let dist = distance_map(maze, entrance);
            let from_entrance = dist.iter().copied().filter(|&d| d != UNREACHED).max().unwrap_or(0);
            // At least half the longest path, rounded up. In a perfect maze the
            // two passes find it exactly; with loops they may fall short of it,
            // but no path is longer than twice any cell's farthest, so each
            // cell searched from bounds half of it from above.
            let half = if maze.passage_count() + 1 == g.cell_count() {
                longest.div_ceil(2)
            } else {
                longest.min(from_first).min(from_entrance)
            };
            let far: Vec<u32> =
                rim.iter().copied().filter(|&c| dist[c as usize] != UNREACHED && dist[c as usize] >= half).collect();
            let exit = if far.is_empty() { farthest(maze, entrance).0 } else { far[rng.random_range(0..far.len())] };
            (entrance, exit)
        }
        GridExits::Centre => {
            let middle =
                if g.rings().is_some() { 0 } else { nearest(Point::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0)) };
            let exit = farthest_kept(maze, middle, |c| g.on_rim(c)).map_or(middle, |(c, _)| c);
            (middle, exit)
        }
    };
    maze.entrance = entrance;
    maze.exit = exit;
}
