//! Mazes of many floors as SVG, PNG and JSON: the floors side by side, lowest first, a stair
//! marked in both its cells (`^` where it goes up, `v` where it goes down).

use std::io::{self, Write};

use serde::Serialize;

use super::{FloorGrid, stairs};
use crate::maze::draw::{self, CellJson, GridItemsJson, Look};
use crate::maze::grid::{Cells, Grid, GridMaze, Point, Side, Wall};
use crate::maze::items::Items;
use crate::maze::render::Palette;

/// A floors maze's grid as the pictures see it: each cell with a stair gets
/// its marks as sides on no neighbour (always drawn). Every other answer is
/// the floors grid's own.
pub struct StairsView<'a, G: Grid> {
    maze: &'a GridMaze<FloorGrid<G>>,
}

impl<G: Grid> StairsView<'_, G> {
    /// The marks of cell `c`: a `^` left of its centre for a stair up, a `v` right of it for one down.
    fn marks(&self, c: u32, out: &mut Vec<Side>) {
        let g = &self.maze.grid;
        let o = g.centre(c);
        let s = 0.2 * g.base().max_step();
        let f = g.floor_of(c);
        let mut mark = |x: f64, up: bool| {
            let (tip, foot) = if up { (-s / 2.0, s / 2.0) } else { (s / 2.0, -s / 2.0) };
            let (a, b, d) = (Point::new(x - s, o.y + foot), Point::new(x, o.y + tip), Point::new(x + s, o.y + foot));
            out.push(Side { wall: Wall::Segment(a, b), neighbour: None });
            out.push(Side { wall: Wall::Segment(b, d), neighbour: None });
        };
        for m in self.maze.links(c) {
            match g.floor_of(m) {
                above if above > f => mark(o.x - 1.2 * s, true),
                below if below < f => mark(o.x + 1.2 * s, false),
                _ => {}
            }
        }
    }
}

impl<G: Grid> Grid for StairsView<'_, G> {
    #[inline]
    fn cells(&self) -> &Cells {
        self.maze.grid.cells()
    }
    fn centre(&self, c: u32) -> Point {
        self.maze.grid.centre(c)
    }
    fn sides(&self, c: u32, out: &mut Vec<Side>) {
        self.maze.grid.sides(c, out);
        let from = out.len();
        self.marks(c, out);
        // The way in or out, inside the rim, leaves its first side on no neighbour as its
        // doorway: give it a mark drawn twice, so every mark is drawn.
        let (e, x) = (self.maze.entrance, self.maze.exit);
        if out.len() > from && (c == e || c == x) && !self.maze.grid.on_rim(c) {
            out.insert(from, out[from]);
        }
    }
    fn outline(&self, c: u32) -> Vec<Point> {
        self.maze.grid.outline(c)
    }
    fn locate(&self, p: Point) -> Option<u32> {
        self.maze.grid.locate(p)
    }
    fn max_step(&self) -> f64 {
        self.maze.grid.max_step()
    }
    fn bounds(&self) -> (Point, Point) {
        self.maze.grid.bounds()
    }
    fn name(&self) -> &'static str {
        self.maze.grid.name()
    }
    fn on_rim(&self, c: u32) -> bool {
        self.maze.grid.on_rim(c)
    }
}

/// The drawn form of `maze`: its passages on the view with the stairs'
/// marks (what the pictures and worksheets draw the walls of).
pub fn floors_drawn<'a, G: Grid>(maze: &'a GridMaze<FloorGrid<G>>) -> GridMaze<StairsView<'a, G>> {
    let mut out = GridMaze::walled(StairsView { maze });
    for (a, b) in maze.passages() {
        out.link(a, b);
    }
    (out.entrance, out.exit) = (maze.entrance, maze.exit);
    out
}

/// The look of a floors picture: the floor grid's, half as large again, so the stairs' marks read.
pub fn floors_look<G: Grid>(maze: &GridMaze<FloorGrid<G>>) -> Look {
    let look = Look::for_grid(maze.grid.base());
    Look { unit_px: look.unit_px * 1.5, ..look }
}

/// The SVG of `maze` with its `items` (on any floor), its floors side by side, lowest first.
pub fn floors_svg_to<G: Grid>(
    maze: &GridMaze<FloorGrid<G>>,
    items: &Items<u32>,
    palette: &Palette,
    out: &mut (impl Write + ?Sized),
) -> io::Result<()> {
    draw::svg_to(&floors_drawn(maze), items, &floors_look(maze), palette, None, out)
}

/// The PNG of `maze` with its `items`, its floors side by side, lowest first.
pub fn floors_png_to<G: Grid>(
    maze: &GridMaze<FloorGrid<G>>,
    items: &Items<u32>,
    palette: &Palette,
    out: impl Write,
) -> Result<(), png::EncodingError> {
    draw::png_to(&floors_drawn(maze), items, &floors_look(maze), palette, None, out)
}

/// The heat PNG of `maze` from cell `from`: every cell of every floor filled by its steps, stairs
/// counted, the floors side by side with their stair marks.
pub fn floors_heat_png_to<G: Grid>(
    maze: &GridMaze<FloorGrid<G>>,
    from: u32,
    palette: &Palette,
    out: impl Write,
) -> Result<(), png::EncodingError> {
    draw::heat_png_to(&floors_drawn(maze), from, &floors_look(maze), palette, out)
}

/// One stair in the JSON: the cell below and the cell above, with their floor and floor cell.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct StairJson {
    /// The lower floor (0 the lowest).
    pub floor: u32,
    /// The cell on its floor's grid (the same on both floors).
    pub cell: u32,
    /// The stair's two cells in the whole maze, lower first.
    pub cells: [u32; 2],
}

/// The floors of a maze in its JSON.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct FloorsInfo {
    /// How many floors.
    pub count: u32,
    /// `tower` or `stacked`.
    pub stairs_kind: &'static str,
    /// Cells on each floor: cell `c` of floor `f` is `f × per_floor + c`.
    pub per_floor: u32,
    /// Every stair.
    pub stairs: Vec<StairJson>,
}

/// A maze of many floors as written to JSON.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct FloorsJson {
    /// The floor grid's name.
    pub grid: &'static str,
    /// The code that names the maze.
    pub code: String,
    /// The floors and their stairs.
    pub floors: FloorsInfo,
    /// Every cell of every floor (neighbours include the cells below and above).
    pub cells: Vec<CellJson>,
    /// Every passage once, stairs included, as a pair of cells (smaller first).
    pub passages: Vec<[u32; 2]>,
    /// The entrance cell (on the lowest floor).
    pub entrance: u32,
    /// The exit cell (on the top floor).
    pub exit: u32,
    /// The route, as cells (with items, the full clear's walk; else the shortest).
    pub route: Vec<u32>,
    /// Bamboo, keys and doors, each with its cell of the whole maze; empty lists for none.
    pub items: GridItemsJson,
}

/// The JSON form of `maze` (joined by `kind`) with its `items`, named by `code`, with `route`.
pub fn floors_json<G: Grid>(
    maze: &GridMaze<FloorGrid<G>>,
    items: &Items<u32>,
    code: &str,
    kind: &'static str,
    route: &[u32],
) -> FloorsJson {
    let g = &maze.grid;
    let round = |v: f64| (v * 1000.0).round() / 1000.0;
    FloorsJson {
        grid: g.name(),
        code: code.to_string(),
        floors: FloorsInfo {
            count: g.floors(),
            stairs_kind: kind,
            per_floor: g.per_floor(),
            stairs: stairs(maze)
                .into_iter()
                .map(|(a, b)| StairJson { floor: g.floor_of(a), cell: g.base_cell(a), cells: [a, b] })
                .collect(),
        },
        cells: (0..g.cell_count() as u32)
            .map(|c| {
                let p = g.centre(c);
                CellJson { centre: [round(p.x), round(p.y)], neighbours: g.neighbours(c).to_vec() }
            })
            .collect(),
        passages: maze.passages().map(|(a, b)| [a, b]).collect(),
        entrance: maze.entrance,
        exit: maze.exit,
        route: route.to_vec(),
        items: GridItemsJson::of(items),
    }
}
