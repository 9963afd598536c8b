//! Weave mazes as SVG, PNG and JSON: the under passages drawn inset, Buck's way.
//!
//! A crossing cell is drawn as a bridge: its over passage's two walls run
//! straight through the cell, inset from its corners, and the under passage
//! comes in on both sides as a narrower corridor whose walls stop at the
//! bridge's, as if it went on beneath. The pictures are the grid pictures of
//! [`crate::maze::draw`], drawn on a [`WeaveView`]: the grid with a
//! crossing's sides cut into those pieces.

use std::io::{self, Write};

use serde::Serialize;

use super::{Spot, WeaveMaze};
use crate::maze::draw::{self, CellJson, GridItemsJson, Look};
use crate::maze::grid::{Cells, Grid, Point, RoundGrid, Side, Wall};
use crate::maze::items::Items;
use crate::maze::render::Palette;

/// How far in from a side's ends the passages through a crossing run, as a
/// share of the side: the bridge is `1 − 2 × INSET` of the cell wide.
pub(super) const INSET: f64 = 0.25;

/// A weave maze's grid as the pictures see it: a crossing cell's sides are
/// cut into a doorway for each passage and the short walls beside it, and
/// it has the bridge's two walls and the under passage's stubs as sides on
/// no neighbour (always drawn). Every other answer is the grid's own.
pub struct WeaveView<'a, G: Grid> {
    maze: &'a WeaveMaze<G>,
}

impl<'a, G: Grid> WeaveView<'a, G> {
    /// The view of `maze`.
    pub fn new(maze: &'a WeaveMaze<G>) -> Self {
        Self { maze }
    }
}

/// The point a share `t` along `wall`, from its first end.
fn at(wall: &Wall, t: f64) -> Point {
    match *wall {
        Wall::Segment(a, b) => Point::new(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t),
        Wall::Arc { centre, radius, from, to } => centre.at_angle(from + (to - from) * t, radius),
    }
}

/// The piece of `wall` from share `t0` to `t1` along it.
fn part(wall: &Wall, t0: f64, t1: f64) -> Wall {
    match *wall {
        Wall::Segment(..) => Wall::Segment(at(wall, t0), at(wall, t1)),
        Wall::Arc { centre, radius, from, to } => {
            Wall::Arc { centre, radius, from: from + (to - from) * t0, to: from + (to - from) * t1 }
        }
    }
}

/// The corners of a bridge's deck between the walls `a` and `a2` of its
/// over passage's two sides, in order round it: its two walls run from the
/// second to the third corner and from the fourth to the first.
fn deck(a: &Wall, a2: &Wall) -> [Point; 4] {
    [at(a, INSET), at(a, 1.0 - INSET), at(a2, INSET), at(a2, 1.0 - INSET)]
}

/// Where the ray from `p` along `d` first meets the line through `a` and `b` (`None` if parallel or behind).
fn hit(p: Point, d: (f64, f64), a: Point, b: Point) -> Option<f64> {
    let e = (b.x - a.x, b.y - a.y);
    let den = d.0 * e.1 - d.1 * e.0;
    if den.abs() < 1e-12 {
        return None;
    }
    let t = ((a.x - p.x) * e.1 - (a.y - p.y) * e.0) / den;
    (t > 1e-9).then_some(t)
}

impl<G: Grid> WeaveView<'_, G> {
    /// The deck of the bridge at cell `c`, if `c` is crossed: its corners in
    /// order round it, its two walls (drawn as the cell's last two sides)
    /// from the second corner to the third and from the fourth to the first.
    pub fn bridge(&self, c: u32) -> Option<[Point; 4]> {
        let x = self.maze.crossing_at(c)?;
        let g = &self.maze.flat.grid;
        let mut own = Vec::new();
        g.sides(c, &mut own);
        let nb = g.neighbours(c);
        let wall = |k: u8| own.iter().find(|s| s.neighbour == Some(nb[k as usize])).map(|s| s.wall);
        Some(deck(&wall(x.over[0])?, &wall(x.over[1])?))
    }
}

impl<G: Grid> Grid for WeaveView<'_, G> {
    #[inline]
    fn cells(&self) -> &Cells {
        self.maze.flat.grid.cells()
    }
    fn centre(&self, c: u32) -> Point {
        self.maze.flat.grid.centre(c)
    }
    fn sides(&self, c: u32, out: &mut Vec<Side>) {
        let g = &self.maze.flat.grid;
        let Some(x) = self.maze.crossing_at(c) else { return g.sides(c, out) };
        let mut own = Vec::new();
        g.sides(c, &mut own);
        // The grid's sides with a neighbour are in neighbour order, from some place on.
        let nb = g.neighbours(c);
        let side_of =
            |k: u8| *own.iter().find(|s| s.neighbour == Some(nb[k as usize])).expect("a side for each neighbour");
        let [a, a2] = x.over.map(side_of);
        let [p1, p2, p3, p4] = deck(&a.wall, &a2.wall);
        let flanks = [(p2, p3), (p4, p1)];
        for s in &own {
            let through = s.neighbour.is_some_and(|n| x.over.iter().chain(&x.under).any(|&k| nb[k as usize] == n));
            if !through {
                out.push(*s);
                continue;
            }
            out.push(Side { wall: part(&s.wall, 0.0, INSET), neighbour: None });
            out.push(Side { wall: part(&s.wall, INSET, 1.0 - INSET), neighbour: s.neighbour });
            out.push(Side { wall: part(&s.wall, 1.0 - INSET, 1.0), neighbour: None });
            let n = s.neighbour.expect("a side through has a neighbour");
            if x.under.iter().any(|&k| nb[k as usize] == n) {
                let (o, from) = (g.centre(c), g.centre(n));
                let len = (o.x - from.x).hypot(o.y - from.y);
                let d = ((o.x - from.x) / len, (o.y - from.y) / len);
                for t in [INSET, 1.0 - INSET] {
                    let p = at(&s.wall, t);
                    let reach = flanks.iter().filter_map(|&(f, h)| hit(p, d, f, h)).fold(f64::INFINITY, f64::min);
                    if reach.is_finite() {
                        out.push(Side {
                            wall: Wall::Segment(p, Point::new(p.x + d.0 * reach, p.y + d.1 * reach)),
                            neighbour: None,
                        });
                    }
                }
            }
        }
        for (f, h) in flanks {
            out.push(Side { wall: Wall::Segment(f, h), neighbour: None });
        }
    }
    /// The cell's own outline (the bridge's walls are no part of it).
    fn outline(&self, c: u32) -> Vec<Point> {
        self.maze.flat.grid.outline(c)
    }
    fn locate(&self, p: Point) -> Option<u32> {
        self.maze.flat.grid.locate(p)
    }
    fn max_step(&self) -> f64 {
        self.maze.flat.grid.max_step()
    }
    fn bounds(&self) -> (Point, Point) {
        self.maze.flat.grid.bounds()
    }
    fn name(&self) -> &'static str {
        self.maze.flat.grid.name()
    }
    fn rings(&self) -> Option<&RoundGrid> {
        self.maze.flat.grid.rings()
    }
    fn on_rim(&self, c: u32) -> bool {
        self.maze.flat.grid.on_rim(c)
    }
}

/// The look of a weave picture of `maze`: the grid's, twice as large, so the inset reads.
pub fn weave_look<G: Grid>(maze: &WeaveMaze<G>) -> Look {
    let look = Look::for_grid(&maze.flat.grid);
    Look { unit_px: look.unit_px * 2.0, ..look }
}

/// The cells a route of places passes through, in order.
fn cells_of(route: Option<&[Spot]>) -> Option<Vec<u32>> {
    route.map(|r| r.iter().map(|s| s.cell).collect())
}

/// The drawn form of `maze`: its ground passages and under passages open on
/// the crossings' view (what the pictures and worksheets draw the walls of).
pub fn weave_drawn<'a, G: Grid>(maze: &'a WeaveMaze<G>) -> crate::maze::grid::GridMaze<WeaveView<'a, G>> {
    let mut out = crate::maze::grid::GridMaze::walled(WeaveView::new(maze));
    for (a, b) in maze.projected().passages() {
        out.link(a, b);
    }
    (out.entrance, out.exit) = (maze.flat.entrance, maze.flat.exit);
    out
}

/// The SVG of `maze` with its `items` (laid on ground cells, see
/// [`WeaveMaze::place_items`]), and `route` through its places' cells when given.
pub fn weave_svg_to<G: Grid>(
    maze: &WeaveMaze<G>,
    items: &Items<u32>,
    palette: &Palette,
    route: Option<&[Spot]>,
    out: &mut (impl Write + ?Sized),
) -> io::Result<()> {
    let cells = cells_of(route);
    draw::svg_to(&weave_drawn(maze), items, &weave_look(maze), palette, cells.as_deref(), out)
}

/// The PNG of `maze` with its `items`, and `route` through its places' cells when given.
pub fn weave_png_to<G: Grid>(
    maze: &WeaveMaze<G>,
    items: &Items<u32>,
    palette: &Palette,
    route: Option<&[Spot]>,
    out: impl Write,
) -> Result<(), png::EncodingError> {
    let cells = cells_of(route);
    draw::png_to(&weave_drawn(maze), items, &weave_look(maze), palette, cells.as_deref(), out)
}

/// Each cell's heat colour by its steps from node `from` over the places: a
/// crossing cell by the way over it (the ground's), the ramp up to the
/// farthest place (under a crossing too).
pub fn weave_heat_colours<G: Grid>(maze: &WeaveMaze<G>, from: u32, palette: &Palette) -> Vec<[u8; 3]> {
    let dist = maze.distances(from);
    let max = dist.iter().copied().filter(|&d| d != super::solve::UNREACHED).max().unwrap_or(0);
    draw::distance_colours(&dist[..maze.flat.grid.cell_count()], max, palette)
}

/// The heat PNG of `maze` from node `from` (see [`weave_heat_colours`]), walls and bridges on top.
pub fn weave_heat_png_to<G: Grid>(
    maze: &WeaveMaze<G>,
    from: u32,
    palette: &Palette,
    out: impl Write,
) -> Result<(), png::EncodingError> {
    let colours = weave_heat_colours(maze, from, palette);
    draw::colours_png_to(&weave_drawn(maze), &colours, &weave_look(maze), palette, out)
}

/// One crossing in the JSON: its cell, and the neighbours its over and under passages lead to.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct CrossingJson {
    /// The crossing cell.
    pub cell: u32,
    /// The two cells the passage over the crossing joins.
    pub over: [u32; 2],
    /// The two cells the passage under it joins.
    pub under: [u32; 2],
}

/// A weave maze as written to JSON.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct WeaveJson {
    /// The grid's name.
    pub grid: &'static str,
    /// The code that names the maze.
    pub code: String,
    /// The weave chance, in percent.
    pub weave: u8,
    /// Every cell, by index.
    pub cells: Vec<CellJson>,
    /// Every passage on the ground (and over crossings) once, as a pair of cells (smaller first).
    pub passages: Vec<[u32; 2]>,
    /// Every crossing, by cell.
    pub crossings: Vec<CrossingJson>,
    /// The entrance cell.
    pub entrance: u32,
    /// The exit cell.
    pub exit: u32,
    /// The route: each place's cell, and whether it is under the crossing there (with items,
    /// the full clear's walk; else the shortest).
    pub route: Vec<Spot>,
    /// Bamboo, keys and doors, each with its cell (a ground cell, never a crossing); empty lists for none.
    pub items: GridItemsJson,
}

/// The JSON form of `maze` with its `items`, named by `code`, with its weave chance `weave` and `route`.
pub fn weave_json<G: Grid>(
    maze: &WeaveMaze<G>,
    items: &Items<u32>,
    code: &str,
    weave: u8,
    route: &[Spot],
) -> WeaveJson {
    let g = &maze.flat.grid;
    let round = |v: f64| (v * 1000.0).round() / 1000.0;
    let mut crossings: Vec<CrossingJson> = maze
        .crossings()
        .iter()
        .map(|x| {
            let nb = g.neighbours(x.cell);
            CrossingJson { cell: x.cell, over: x.over.map(|k| nb[k as usize]), under: x.under.map(|k| nb[k as usize]) }
        })
        .collect();
    crossings.sort_by_key(|x| x.cell);
    WeaveJson {
        grid: g.name(),
        code: code.to_string(),
        weave,
        cells: (0..g.cell_count() as u32)
            .map(|c| {
                let p = g.centre(c);
                CellJson { centre: [round(p.x), round(p.y)], neighbours: g.neighbours(c).to_vec() }
            })
            .collect(),
        passages: maze.flat.passages().map(|(a, b)| [a, b]).collect(),
        crossings,
        entrance: maze.flat.entrance,
        exit: maze.flat.exit,
        route: route.to_vec(),
        items: GridItemsJson::of(items),
    }
}
