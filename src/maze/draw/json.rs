//! Mazes on any grid as JSON: the cells (centre and neighbours), the passages and the maze's code.

use serde::Serialize;

use crate::maze::grid::{Grid, GridMaze};

/// One cell in the JSON.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct CellJson {
    /// The centre, in grid units (`y` downwards).
    pub centre: [f64; 2],
    /// The neighbours' indices, counter-clockwise on screen.
    pub neighbours: Vec<u32>,
}

/// A maze on any grid, as it is written to JSON.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct GridJson {
    /// The grid's name (`round`, `hex`, `triangle`, `square`).
    pub grid: &'static str,
    /// The code that names the maze (empty when it has none).
    pub code: String,
    /// Every cell, by index.
    pub cells: Vec<CellJson>,
    /// Every open passage once, as a pair of cell indices (smaller first).
    pub passages: Vec<[u32; 2]>,
    /// The entrance cell.
    pub entrance: u32,
    /// The exit cell.
    pub exit: u32,
}

/// The JSON form of `maze`, named by `code`.
pub fn json<G: Grid>(maze: &GridMaze<G>, code: &str) -> GridJson {
    let g = &maze.grid;
    let round = |v: f64| (v * 1000.0).round() / 1000.0;
    GridJson {
        grid: g.name(),
        code: code.to_string(),
        cells: (0..g.cell_count() as u32)
            .map(|c| {
                let p = g.centre(c);
                CellJson { centre: [round(p.x), round(p.y)], neighbours: g.neighbours(c).to_vec() }
            })
            .collect(),
        passages: maze.passages().map(|(a, b)| [a, b]).collect(),
        entrance: maze.entrance,
        exit: maze.exit,
    }
}
