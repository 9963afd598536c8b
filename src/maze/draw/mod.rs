//! Pictures and data of mazes on any grid: SVG (round walls as true arcs), PNG, heat pictures and JSON,
//! each with the maze's items (bamboo, keys, doors) when it has some.
//!
//! All three are drawn from the grid's geometry, not from tiles: the walls
//! are the sides of cells that have no open passage through them, each drawn
//! once. The square tile mazes keep their own pictures in [`super::render`].

mod heat;
mod items;
mod json;
mod png;
mod raster;
mod svg;

#[cfg(test)]
mod band_tests;
#[cfg(test)]
mod tests;

use crate::maze::grid::{Grid, GridMaze, Point, Side, Wall};

pub use self::heat::{colours_png_to, distance_colours, heat_colours, heat_png, heat_png_to, heat_svg};
pub use self::items::{Shape, shapes as item_shapes};
pub use self::json::{CellJson, GridItemsJson, GridJson, json, json_to};
pub use self::png::{png, png_to};
pub use self::svg::{svg, svg_to};

/// How a picture is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Look {
    /// Pixels per grid unit (a square cell's side, a hexagon's circumradius,
    /// a triangle's side, a ring's depth).
    pub unit_px: f64,
    /// Wall thickness in grid units.
    pub wall: f64,
    /// Blank border round the maze, in pixels.
    pub margin: f64,
}

impl Look {
    /// The usual look for `grid`: about 16 pixels a cell.
    pub fn for_grid<G: Grid>(grid: &G) -> Look {
        let unit_px = match grid.name() {
            "hex" => 9.0,
            "triangle" => 22.0,
            // The gap squares are √2 − 1 across: they need room to read.
            "upsilon" => 26.0,
            _ => 16.0,
        };
        Look { unit_px, wall: 0.12, margin: 8.0 }
    }

    /// The picture's size in pixels.
    pub fn size<G: Grid>(&self, grid: &G) -> (u32, u32) {
        let (_, hi) = grid.bounds();
        (
            (hi.x * self.unit_px + 2.0 * self.margin).ceil() as u32,
            (hi.y * self.unit_px + 2.0 * self.margin).ceil() as u32,
        )
    }

    /// Where grid point `p` lands in the picture.
    pub fn to_px(&self, p: Point) -> Point {
        Point::new(self.margin + p.x * self.unit_px, self.margin + p.y * self.unit_px)
    }
}

/// Calls `each` with every wall of `maze` once: the grid's rim and every
/// side between two cells with no passage through it. The entrance and the
/// exit, where they are on the rim, each get a doorway: their first rim side
/// is left open, so the way in and out reads as in a printed maze.
pub fn for_each_wall<G: Grid>(maze: &GridMaze<G>, mut each: impl FnMut(Wall)) {
    let mut sides: Vec<Side> = Vec::new();
    for c in 0..maze.grid.cell_count() as u32 {
        sides.clear();
        maze.grid.sides(c, &mut sides);
        walls_of(maze, c, &sides, &mut each);
    }
}

/// Calls `each` with the walls [`for_each_wall`] draws for cell `c`, whose
/// sides are `sides`: its rim sides (less a doorway) and the sides towards
/// higher-numbered cells with no passage through them.
fn walls_of<G: Grid>(maze: &GridMaze<G>, c: u32, sides: &[Side], mut each: impl FnMut(Wall)) {
    let mut doorway = c == maze.entrance || c == maze.exit;
    for s in sides {
        match s.neighbour {
            None if doorway => doorway = false,
            None => each(s.wall),
            Some(n) if n > c && !maze.linked(c, n) => each(s.wall),
            Some(_) => {}
        }
    }
}

/// How many doorways [`for_each_wall`] leaves in the rim: one for each of the
/// entrance and exit that is on it.
pub fn doorways<G: Grid>(maze: &GridMaze<G>) -> usize {
    let mut sides: Vec<Side> = Vec::new();
    let mut ends = vec![maze.entrance, maze.exit];
    ends.dedup();
    ends.into_iter()
        .filter(|&c| {
            sides.clear();
            maze.grid.sides(c, &mut sides);
            sides.iter().any(|s| s.neighbour.is_none())
        })
        .count()
}
