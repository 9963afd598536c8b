//! Mazes on any grid as SVG: one path of walls (arcs as `A` commands), the exits as filled cells,
//! and the route through cell centres when asked.

use std::f64::consts::PI;
use std::fmt::Write as _;
use std::io::{self, Write};

use super::{Look, for_each_wall};
use crate::maze::grid::{Grid, GridMaze, Wall};
use crate::maze::items::Items;
use crate::maze::render::Palette;

fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// The SVG of `maze` with its `items`, and `route` (cells) drawn through their centres if given.
pub fn svg<G: Grid>(
    maze: &GridMaze<G>,
    items: &Items<u32>,
    look: &Look,
    palette: &Palette,
    route: Option<&[u32]>,
) -> String {
    let mut out = Vec::new();
    svg_to(maze, items, look, palette, route, &mut out).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("SVG is text")
}

/// [`svg`] into `out`, a wall at a time (a 300-ring maze never sits in memory as text).
pub fn svg_to<G: Grid>(
    maze: &GridMaze<G>,
    items: &Items<u32>,
    look: &Look,
    palette: &Palette,
    route: Option<&[u32]>,
    out: &mut (impl Write + ?Sized),
) -> io::Result<()> {
    write_svg(maze, items, look, palette, route, None, out)
}

/// Writes the SVG; with `fills`, every cell is first filled in its colour (heat pictures).
pub(super) fn write_svg<G: Grid>(
    maze: &GridMaze<G>,
    items: &Items<u32>,
    look: &Look,
    palette: &Palette,
    route: Option<&[u32]>,
    fills: Option<&[[u8; 3]]>,
    out: &mut (impl Write + ?Sized),
) -> io::Result<()> {
    let (w, h) = look.size(&maze.grid);
    writeln!(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">")?;
    writeln!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"{}\"/>", hex(palette.floor))?;
    let polygon = |cell: u32, colour: [u8; 3]| {
        let points: Vec<String> = maze
            .grid
            .outline(cell)
            .into_iter()
            .map(|p| look.to_px(p))
            .map(|p| format!("{:.2},{:.2}", p.x, p.y))
            .collect();
        format!("<polygon points=\"{}\" fill=\"{}\"/>\n", points.join(" "), hex(colour))
    };
    for (cell, &colour) in fills.unwrap_or_default().iter().enumerate() {
        out.write_all(polygon(cell as u32, colour).as_bytes())?;
    }
    for (cell, colour) in [(maze.exit, palette.exit), (maze.entrance, palette.entrance)] {
        out.write_all(polygon(cell, colour).as_bytes())?;
    }
    let stroke = (look.wall * look.unit_px).max(1.5);
    write!(
        out,
        "<path fill=\"none\" stroke=\"{}\" stroke-width=\"{stroke:.2}\" stroke-linecap=\"round\" d=\"",
        hex(palette.wall)
    )?;
    let mut line = String::with_capacity(64);
    let mut result = Ok(());
    for_each_wall(maze, |wall| {
        line.clear();
        let (a, b) = maze.grid.wall_ends(&wall);
        let (a, b) = (look.to_px(a), look.to_px(b));
        let _ = write!(line, "M{:.2} {:.2}", a.x, a.y);
        match wall {
            Wall::Segment(..) => {
                let _ = write!(line, "L{:.2} {:.2}", b.x, b.y);
            }
            Wall::Arc { radius, from, to, .. } => {
                // SVG's sweep flag 1 turns clockwise on screen; the grid's angles turn the other way.
                let (large, sweep) = (u8::from((to - from).abs() > PI), u8::from(to < from));
                let r = radius * look.unit_px;
                let _ = write!(line, "A{r:.2} {r:.2} 0 {large} {sweep} {:.2} {:.2}", b.x, b.y);
            }
        }
        line.push('\n');
        if result.is_ok() {
            result = out.write_all(line.as_bytes());
        }
    });
    result?;
    writeln!(out, "\"/>")?;
    if !items.is_empty() {
        out.write_all(b"<g class=\"items\">\n")?;
        for (shape, colour) in super::items::shapes(&maze.grid, items, look) {
            let points: Vec<String> = shape.iter().map(|p| format!("{:.2},{:.2}", p.x, p.y)).collect();
            writeln!(out, "<polygon points=\"{}\" fill=\"{}\"/>", points.join(" "), hex(colour))?;
        }
        out.write_all(b"</g>\n")?;
    }
    if let Some(route) = route.filter(|r| r.len() > 1) {
        let points: Vec<String> =
            route.iter().map(|&c| look.to_px(maze.grid.centre(c))).map(|p| format!("{:.2},{:.2}", p.x, p.y)).collect();
        writeln!(
            out,
            "<polyline class=\"route\" fill=\"none\" stroke=\"#d03020\" stroke-width=\"{:.2}\" stroke-linejoin=\"round\" points=\"{}\"/>",
            stroke * 1.5,
            points.join(" ")
        )?;
    }
    out.write_all(b"</svg>\n")
}
