//! Drawing a maze for people: classic ASCII art, SVG and PNG pictures, and
//! the route drawn on the `#` text. Each writes into any [`Write`] a row at a
//! time, so even the largest board never lies in memory as a picture: memory
//! stays near the maze's own size (a byte a tile). A maze's bamboo, keys and
//! doors ([`Items`]) are drawn in each, with the game's shapes and colours.

use std::io::{self, Write};

use super::grid::{Maze, Pos, Tile};
use super::items::Items;
use super::text::hash_row;

pub mod items;

/// The colours of a picture, as RGB.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    /// Walls.
    pub wall: [u8; 3],
    /// Floor.
    pub floor: [u8; 3],
    /// The entrance tile (drawn over the exit when they are one tile).
    pub entrance: [u8; 3],
    /// The exit tile.
    pub exit: [u8; 3],
}

impl Palette {
    /// The game's default palette.
    pub const GAME: Palette =
        Palette { wall: [46, 110, 64], floor: [236, 228, 200], entrance: [90, 160, 220], exit: [235, 90, 70] };

    /// The colours in PNG palette order: wall, floor, entrance, exit.
    fn indexed(&self) -> [[u8; 3]; 4] {
        [self.wall, self.floor, self.entrance, self.exit]
    }
}

/// Whether `maze` has tiles outside a shape, which the pictures leave as
/// background: see-through in a PNG, not drawn in an SVG, blank in ASCII.
fn has_outside(maze: &Maze) -> bool {
    maze.tiles().contains(&Tile::Outside)
}

/// Pixels a tile in the command line's pictures.
pub const PICTURE_TILE_PX: usize = 8;

fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// Classic ASCII art: `+` corners, `---` and `|` walls, `S` and `E` in the
/// entrance and exit cells. Columns between cells are one character wide,
/// cell columns three, so cells look square in a terminal.
pub fn ascii(maze: &Maze) -> String {
    let mut out = Vec::new();
    ascii_to(maze, &Items::default(), &mut out).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("ASCII art")
}

/// [`ascii`] into `out`, a row at a time, with `items` marked (see
/// [`items::ascii_mark`]) and a legend under the art when there are any.
pub fn ascii_to(maze: &Maze, items: &Items, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    let mut row = String::new();
    let mut mark = [0u8; 4];
    for y in 0..maze.height() {
        row.clear();
        for x in 0..maze.width() {
            let p = Pos::new(x, y);
            let wide = x % 2 == 1;
            let s = if maze.tile(p) == Tile::Outside {
                if wide { "   " } else { " " }
            } else if maze.is_floor(p) {
                match items.at(p) {
                    _ if p == maze.entrance => " S ",
                    _ if p == maze.exit => " E ",
                    Some(item) => {
                        let c = items::ascii_mark(item).encode_utf8(&mut mark);
                        row.push_str(if wide { " " } else { "" });
                        row.push_str(c);
                        if wide { " " } else { "" }
                    }
                    None if wide => "   ",
                    None => " ",
                }
            } else {
                match (x % 2, y % 2) {
                    (0, 0) => "+",
                    (1, 0) => "---",
                    (0, _) => "|",
                    _ => "###", // a walled cell (irregular maps)
                }
            };
            row.push_str(s);
        }
        let kept = row.trim_end().len();
        row.truncate(kept);
        row.push('\n');
        out.write_all(row.as_bytes())?;
    }
    if !items.is_empty() {
        writeln!(out)?;
        out.write_all(items::ASCII_LEGEND.as_bytes())?;
    }
    Ok(())
}

/// An SVG picture, `tile_px` pixels a tile, in `palette`'s colours. Wall runs
/// along a row are merged into one rectangle to keep the file small.
pub fn svg(maze: &Maze, tile_px: usize, palette: &Palette) -> String {
    let mut out = Vec::new();
    svg_to(maze, &Items::default(), tile_px, palette, &mut out).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("SVG is text")
}

/// [`svg`] into `out`, a rectangle at a time, with `items` drawn on top.
pub fn svg_to(
    maze: &Maze,
    items: &Items,
    tile_px: usize,
    palette: &Palette,
    out: &mut (impl Write + ?Sized),
) -> io::Result<()> {
    let (w, h) = (maze.width() * tile_px, maze.height() * tile_px);
    let (wall, floor) = (hex(palette.wall), hex(palette.floor));
    let shaped = has_outside(maze);
    writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" shape-rendering=\"crispEdges\">"
    )?;
    if shaped {
        // Floor under the shape only: row runs of floor, the outside left undrawn.
        writeln!(out, "<g fill=\"{floor}\">")?;
        svg_runs(maze, tile_px, |t| t == Tile::Floor, out)?;
        out.write_all(b"</g>\n")?;
    } else {
        writeln!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"{floor}\"/>")?;
    }
    writeln!(out, "<g fill=\"{wall}\">")?;
    svg_runs(maze, tile_px, |t| t == Tile::Wall, out)?;
    out.write_all(b"</g>\n")?;
    for (p, colour) in [(maze.entrance, palette.entrance), (maze.exit, palette.exit)] {
        writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{tile_px}\" height=\"{tile_px}\" fill=\"{}\"/>",
            p.x * tile_px,
            p.y * tile_px,
            hex(colour)
        )?;
    }
    items::svg_to(items, tile_px, out)?;
    out.write_all(b"</svg>\n")
}

/// One rectangle for each run along a row of tiles for which `keep` holds.
fn svg_runs(
    maze: &Maze,
    tile_px: usize,
    keep: impl Fn(Tile) -> bool,
    out: &mut (impl Write + ?Sized),
) -> io::Result<()> {
    for y in 0..maze.height() {
        let mut x = 0;
        while x < maze.width() {
            if !keep(maze.tile(Pos::new(x, y))) {
                x += 1;
                continue;
            }
            let start = x;
            while x < maze.width() && keep(maze.tile(Pos::new(x, y))) {
                x += 1;
            }
            writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{tile_px}\"/>",
                start * tile_px,
                y * tile_px,
                (x - start) * tile_px
            )?;
        }
    }
    Ok(())
}

/// A PNG picture, `tile_px` pixels a tile, in `palette`'s four colours (an
/// indexed image, two bits a pixel; four bits with a shape's see-through
/// outside or with `items`, drawn in their own colours), written into `out`
/// a row of pixels at a time through the `png` crate's stream writer.
pub fn png_to(
    maze: &Maze,
    items: &Items,
    tile_px: usize,
    palette: &Palette,
    out: impl Write,
) -> Result<(), png::EncodingError> {
    let too_big = || png::EncodingError::LimitsExceeded;
    let side = |tiles: usize| tiles.checked_mul(tile_px).and_then(|px| u32::try_from(px).ok()).ok_or_else(too_big);
    let (w, h) = (side(maze.width())?, side(maze.height())?);
    let mut encoder = png::Encoder::new(out, w, h);
    encoder.set_color(png::ColorType::Indexed);
    // A shaped maze's outside is a fifth colour, see-through: four bits a pixel.
    let shaped = has_outside(maze);
    let bits_per_pixel: u8 = if shaped || !items.is_empty() { 4 } else { 2 };
    if bits_per_pixel == 4 {
        encoder.set_depth(png::BitDepth::Four);
        let mut colours = palette.indexed().to_vec();
        colours.push([255, 255, 255]);
        colours.extend(items::palette());
        encoder.set_palette(colours.concat());
        if shaped {
            encoder.set_trns(vec![255, 255, 255, 255, 0]);
        }
    } else {
        encoder.set_depth(png::BitDepth::Two);
        encoder.set_palette(palette.indexed().concat());
    }
    let per_byte = 8 / bits_per_pixel;
    // Eight equal rows a tile: the Up filter turns seven of them into zeros.
    // (The largest board: 3.8 MB in 3.4 s; Fast would take 0.7 s for 29 MB.)
    encoder.set_compression(png::Compression::Balanced);
    encoder.set_filter(png::Filter::Up);
    let mut writer = encoder.write_header()?;
    let mut stream = writer.stream_writer()?;
    let mut line = Vec::with_capacity((w as usize).div_ceil(usize::from(per_byte)));
    // Only a row of tiles holding an item differs from pixel row to pixel row.
    let item_rows: Vec<usize> = items::all(items).map(|(p, _)| p.y).collect();
    for y in 0..maze.height() {
        let with_items = item_rows.contains(&y);
        for sub in 0..tile_px {
            if sub > 0 && !with_items {
                stream.write_all(&line)?;
                continue;
            }
            line.clear();
            let v = (sub as f32 + 0.5) / tile_px as f32;
            let (mut bits, mut filled) = (0u8, 0);
            for x in 0..maze.width() {
                let p = Pos::new(x, y);
                let item = if with_items { items.at(p) } else { None };
                let index = match () {
                    _ if p == maze.entrance => 2,
                    _ if p == maze.exit => 3,
                    _ if maze.is_floor(p) => 1,
                    _ if shaped && maze.tile(p) == Tile::Outside => 4,
                    _ => 0,
                };
                for across in 0..tile_px {
                    let u = (across as f32 + 0.5) / tile_px as f32;
                    let index = item.and_then(|item| items::pixel(item, u, v)).unwrap_or(index);
                    bits = (bits << bits_per_pixel) | index;
                    filled += 1;
                    if filled == per_byte {
                        line.push(bits);
                        (bits, filled) = (0, 0);
                    }
                }
            }
            if filled > 0 {
                line.push(bits << (bits_per_pixel * (per_byte - filled)));
            }
            stream.write_all(&line)?;
        }
    }
    stream.finish()?;
    writer.finish()
}

/// The maze as `#` text ([`TextFormat::Hash`](super::text::TextFormat::Hash))
/// with `route` drawn as `*` between its ends (which keep their `S`, `E` or
/// `B`), into `out` a row at a time. A one-tile route draws nothing.
pub fn route_map_to(maze: &Maze, route: &[Pos], out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    let mut on_route = vec![0u64; maze.tiles().len().div_ceil(64)];
    for &p in route.get(1..route.len().saturating_sub(1)).unwrap_or_default() {
        let i = maze.index(p);
        on_route[i / 64] |= 1 << (i % 64);
    }
    let mut row = Vec::with_capacity(maze.width() + 1);
    for y in 0..maze.height() {
        row.clear();
        hash_row(maze, y, &mut row);
        for (x, c) in row.iter_mut().enumerate().take(maze.width()) {
            let i = y * maze.width() + x;
            if on_route[i / 64] & (1 << (i % 64)) != 0 {
                *c = b'*';
            }
        }
        out.write_all(&row)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
