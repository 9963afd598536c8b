//! Mazes on any grid as PNG: walls rasterised as thick lines (arcs in short steps), exits filled.

use std::io::Write;

use super::{Look, for_each_wall};
use crate::maze::grid::{Grid, GridMaze, Point, Wall};
use crate::maze::items::Items;
use crate::maze::render::Palette;

/// An RGB canvas with the two brushes the pictures need.
struct Canvas {
    w: u32,
    h: u32,
    px: Vec<u8>,
}

impl Canvas {
    fn put(&mut self, x: i64, y: i64, rgb: [u8; 3]) {
        if x >= 0 && y >= 0 && (x as u32) < self.w && (y as u32) < self.h {
            let i = 3 * (y as usize * self.w as usize + x as usize);
            self.px[i..i + 3].copy_from_slice(&rgb);
        }
    }

    /// Every pixel whose centre is within `half` of the segment `a`–`b`.
    fn line(&mut self, a: Point, b: Point, half: f64, rgb: [u8; 3]) {
        let (x0, x1) = ((a.x.min(b.x) - half).floor() as i64, (a.x.max(b.x) + half).ceil() as i64);
        let (y0, y1) = ((a.y.min(b.y) - half).floor() as i64, (a.y.max(b.y) + half).ceil() as i64);
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let len2 = (dx * dx + dy * dy).max(1e-12);
        for y in y0..=y1 {
            for x in x0..=x1 {
                let p = Point::new(x as f64 + 0.5, y as f64 + 0.5);
                let t = (((p.x - a.x) * dx + (p.y - a.y) * dy) / len2).clamp(0.0, 1.0);
                if p.distance(Point::new(a.x + t * dx, a.y + t * dy)) <= half {
                    self.put(x, y, rgb);
                }
            }
        }
    }

    /// Every pixel whose centre is inside `polygon` (even–odd rule).
    fn fill(&mut self, polygon: &[Point], rgb: [u8; 3]) {
        let x0 = polygon.iter().map(|p| p.x).fold(f64::INFINITY, f64::min).floor() as i64;
        let x1 = polygon.iter().map(|p| p.x).fold(f64::NEG_INFINITY, f64::max).ceil() as i64;
        let y0 = polygon.iter().map(|p| p.y).fold(f64::INFINITY, f64::min).floor() as i64;
        let y1 = polygon.iter().map(|p| p.y).fold(f64::NEG_INFINITY, f64::max).ceil() as i64;
        for y in y0..=y1 {
            for x in x0..=x1 {
                let p = Point::new(x as f64 + 0.5, y as f64 + 0.5);
                let mut inside = false;
                for (i, a) in polygon.iter().enumerate() {
                    let b = polygon[(i + 1) % polygon.len()];
                    if (a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y) {
                        inside = !inside;
                    }
                }
                if inside {
                    self.put(x, y, rgb);
                }
            }
        }
    }
}

/// The PNG of `maze` (RGB) with its `items`, and `route` drawn through the cells' centres if given.
pub fn png<G: Grid>(
    maze: &GridMaze<G>,
    items: &Items<u32>,
    look: &Look,
    palette: &Palette,
    route: Option<&[u32]>,
) -> Vec<u8> {
    let mut out = Vec::new();
    png_to(maze, items, look, palette, route, &mut out).expect("writing to memory cannot fail");
    out
}

/// [`png()`] into `out`.
pub fn png_to<G: Grid>(
    maze: &GridMaze<G>,
    items: &Items<u32>,
    look: &Look,
    palette: &Palette,
    route: Option<&[u32]>,
    out: impl Write,
) -> Result<(), png::EncodingError> {
    draw_png(maze, items, look, palette, route, None, out)
}

/// Draws the PNG; with `fills`, every cell is first filled in its colour (heat pictures).
pub(super) fn draw_png<G: Grid>(
    maze: &GridMaze<G>,
    items: &Items<u32>,
    look: &Look,
    palette: &Palette,
    route: Option<&[u32]>,
    fills: Option<&[[u8; 3]]>,
    out: impl Write,
) -> Result<(), png::EncodingError> {
    let (w, h) = look.size(&maze.grid);
    if w as u64 * h as u64 > 400_000_000 {
        return Err(png::EncodingError::LimitsExceeded);
    }
    let mut canvas = Canvas { w, h, px: palette.floor.repeat((w * h) as usize) };
    let cell_px = |c: u32| -> Vec<Point> { maze.grid.outline(c).into_iter().map(|p| look.to_px(p)).collect() };
    for (cell, &colour) in fills.unwrap_or_default().iter().enumerate() {
        canvas.fill(&cell_px(cell as u32), colour);
    }
    for (cell, colour) in [(maze.exit, palette.exit), (maze.entrance, palette.entrance)] {
        canvas.fill(&cell_px(cell), colour);
    }
    let half = (look.wall * look.unit_px / 2.0).max(0.8);
    for_each_wall(maze, |wall| {
        let steps = match wall {
            Wall::Segment(..) => 1,
            Wall::Arc { radius, from, to, .. } => {
                ((radius * (to - from).abs() * look.unit_px / 3.0).ceil() as usize).max(2)
            }
        };
        let points: Vec<Point> = wall.points(steps).map(|p| look.to_px(p)).collect();
        for pair in points.windows(2) {
            canvas.line(pair[0], pair[1], half, palette.wall);
        }
    });
    for (shape, colour) in super::items::shapes(&maze.grid, items, look) {
        canvas.fill(&shape, colour);
    }
    if let Some(route) = route {
        let centres: Vec<Point> = route.iter().map(|&c| look.to_px(maze.grid.centre(c))).collect();
        for pair in centres.windows(2) {
            canvas.line(pair[0], pair[1], half * 1.5, [208, 48, 32]);
        }
    }
    let mut encoder = png::Encoder::new(out, w, h);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Balanced);
    encoder.write_header()?.write_image_data(&canvas.px)
}
