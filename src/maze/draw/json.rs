//! Mazes on any grid as JSON: the cells (centre and neighbours), the passages and the maze's code.

use std::io::Write;

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use crate::maze::grid::{Grid, GridMaze};
use crate::maze::items::{Items, KeyKind};

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
    /// Bamboo, keys and doors, each with its cell; empty lists for none.
    pub items: GridItemsJson,
}

/// A grid maze's items in its JSON: `keys[k]` opens `doors[k]`, both of `kind`.
#[derive(Clone, Debug, Serialize, PartialEq, Default)]
pub struct GridItemsJson {
    /// The cells with a bamboo shoot.
    pub bamboo: Vec<u32>,
    /// The keys, each with its kind's name and cell.
    pub keys: Vec<KindCell>,
    /// The doors, each with its kind's name and cell, from the entrance on.
    pub doors: Vec<KindCell>,
    /// Whether the exit waits for every shoot to be eaten.
    pub bamboo_gate: bool,
}

/// One key or door: its kind's name and its cell.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct KindCell {
    /// `sun`, `sky`, `leaf` or `plum`.
    pub kind: &'static str,
    /// The cell it lies in.
    pub cell: u32,
}

impl GridItemsJson {
    /// The JSON form of `items`.
    pub fn of(items: &Items<u32>) -> Self {
        let kinds = |cells: &[u32]| {
            cells.iter().zip(KeyKind::ALL).map(|(&cell, k)| KindCell { kind: k.name(), cell }).collect()
        };
        GridItemsJson {
            bamboo: items.bamboo.clone(),
            keys: kinds(&items.keys),
            doors: kinds(&items.doors),
            bamboo_gate: items.bamboo_gate,
        }
    }
}

/// A centre rounded to thousandths of a grid unit, as the JSON gives it.
fn centre_of<G: Grid>(g: &G, c: u32) -> [f64; 2] {
    let round = |v: f64| (v * 1000.0).round() / 1000.0;
    let p = g.centre(c);
    [round(p.x), round(p.y)]
}

/// The JSON form of `maze` with its `items`, named by `code`.
pub fn json<G: Grid>(maze: &GridMaze<G>, items: &Items<u32>, code: &str) -> GridJson {
    let g = &maze.grid;
    GridJson {
        grid: g.name(),
        code: code.to_string(),
        cells: (0..g.cell_count() as u32)
            .map(|c| CellJson { centre: centre_of(g, c), neighbours: g.neighbours(c).to_vec() })
            .collect(),
        passages: maze.passages().map(|(a, b)| [a, b]).collect(),
        entrance: maze.entrance,
        exit: maze.exit,
        items: GridItemsJson::of(items),
    }
}

/// [`json`] written pretty into `out` as it is made, the same text as
/// `serde_json::to_writer_pretty(out, &json(..))`: no cell's or passage's
/// record is held (a 570-ring round maze's JSON took 139 MB held whole).
pub fn json_to<G: Grid>(maze: &GridMaze<G>, items: &Items<u32>, code: &str, out: impl Write) -> serde_json::Result<()> {
    serde_json::to_writer_pretty(out, &Streamed { maze, items, code })
}

/// A maze serialised as [`GridJson`], its cells and passages made as they are written.
struct Streamed<'a, G: Grid> {
    maze: &'a GridMaze<G>,
    items: &'a Items<u32>,
    code: &'a str,
}

/// One cell as [`CellJson`], its neighbours borrowed.
#[derive(Serialize)]
struct CellView<'a> {
    centre: [f64; 2],
    neighbours: &'a [u32],
}

/// A list serialised from the iterator its function makes.
struct Listed<F>(F);

impl<F: Fn() -> I, I: Iterator<Item: Serialize>> Serialize for Listed<F> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq((self.0)())
    }
}

impl<G: Grid> Serialize for Streamed<'_, G> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (maze, g) = (self.maze, &self.maze.grid);
        let mut out = s.serialize_struct("GridJson", 7)?;
        out.serialize_field("grid", g.name())?;
        out.serialize_field("code", self.code)?;
        let cells =
            || (0..g.cell_count() as u32).map(|c| CellView { centre: centre_of(g, c), neighbours: g.neighbours(c) });
        out.serialize_field("cells", &Listed(cells))?;
        out.serialize_field("passages", &Listed(|| maze.passages().map(|(a, b)| [a, b])))?;
        out.serialize_field("entrance", &maze.entrance)?;
        out.serialize_field("exit", &maze.exit)?;
        out.serialize_field("items", &GridItemsJson::of(self.items))?;
        out.end()
    }
}
