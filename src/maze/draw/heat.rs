//! Heat pictures of mazes on any grid: every cell filled by its distance from one cell, on the
//! same viridis ramp as the square heat maps.

use super::Look;
use super::png::draw_png;
use super::svg::write_svg;
use crate::maze::grid::{Grid, GridMaze};
use crate::maze::heat::heat_colour;
use crate::maze::items::Items;
use crate::maze::render::Palette;
use crate::maze::solve::grids::{UNREACHED, distance_map};

/// Each cell's colour by its steps from `from` (unreached cells in the floor colour).
pub fn heat_colours<G: Grid>(maze: &GridMaze<G>, from: u32, palette: &Palette) -> Vec<[u8; 3]> {
    let dist = distance_map(maze, from);
    let max = dist.iter().copied().filter(|&d| d != UNREACHED).max().unwrap_or(0);
    distance_colours(&dist, max, palette)
}

/// The colour of each distance in `dist` on a ramp up to `max` ([`UNREACHED`] in the floor colour).
pub fn distance_colours(dist: &[u32], max: u32, palette: &Palette) -> Vec<[u8; 3]> {
    dist.iter().map(|&d| if d == UNREACHED { palette.floor } else { heat_colour(d, max) }).collect()
}

/// A PNG of `maze` with each cell filled by `colours` (one a cell), walls on
/// top: a heat picture whose distances are not its grid's own (a weave maze's).
pub fn colours_png_to<G: Grid>(
    maze: &GridMaze<G>,
    colours: &[[u8; 3]],
    look: &Look,
    palette: &Palette,
    out: impl std::io::Write,
) -> Result<(), png::EncodingError> {
    draw_png(maze, &Items::default(), look, palette, None, Some(colours), out)
}

/// The heat picture of `maze` from `from` as SVG, walls on top.
pub fn heat_svg<G: Grid>(maze: &GridMaze<G>, from: u32, look: &Look, palette: &Palette) -> String {
    let mut out = Vec::new();
    write_svg(maze, &Items::default(), look, palette, None, Some(&heat_colours(maze, from, palette)), &mut out)
        .expect("writing to memory cannot fail");
    String::from_utf8(out).expect("SVG is text")
}

/// The heat picture of `maze` from `from` as PNG, walls on top.
pub fn heat_png<G: Grid>(maze: &GridMaze<G>, from: u32, look: &Look, palette: &Palette) -> Vec<u8> {
    let mut out = Vec::new();
    heat_png_to(maze, from, look, palette, &mut out).expect("writing to memory cannot fail");
    out
}

/// [`heat_png`] written into `out` a band of rows at a time.
pub fn heat_png_to<G: Grid>(
    maze: &GridMaze<G>,
    from: u32,
    look: &Look,
    palette: &Palette,
    out: impl std::io::Write,
) -> Result<(), png::EncodingError> {
    draw_png(maze, &Items::default(), look, palette, None, Some(&heat_colours(maze, from, palette)), out)
}
