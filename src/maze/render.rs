//! Drawing a maze for people: classic ASCII art, SVG and PNG pictures, and
//! the route drawn on the `#` text. Each writes into any [`Write`] a row at a
//! time, so even the largest board never lies in memory as a picture: memory
//! stays near the maze's own size (a byte a tile).

use std::io::{self, Write};

use super::grid::{Maze, Pos, Tile};
use super::text::hash_row;

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
    ascii_to(maze, &mut out).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("ASCII art")
}

/// [`ascii`] into `out`, a row at a time.
pub fn ascii_to(maze: &Maze, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    let mut row = String::new();
    for y in 0..maze.height() {
        row.clear();
        for x in 0..maze.width() {
            let p = Pos::new(x, y);
            let wide = x % 2 == 1;
            let s = if maze.tile(p) == Tile::Outside {
                if wide { "   " } else { " " }
            } else if maze.is_floor(p) {
                match () {
                    _ if p == maze.entrance => " S ",
                    _ if p == maze.exit => " E ",
                    _ if wide => "   ",
                    _ => " ",
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
    Ok(())
}

/// An SVG picture, `tile_px` pixels a tile, in `palette`'s colours. Wall runs
/// along a row are merged into one rectangle to keep the file small.
pub fn svg(maze: &Maze, tile_px: usize, palette: &Palette) -> String {
    let mut out = Vec::new();
    svg_to(maze, tile_px, palette, &mut out).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("SVG is text")
}

/// [`svg`] into `out`, a rectangle at a time.
pub fn svg_to(maze: &Maze, tile_px: usize, palette: &Palette, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
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
/// indexed image, two bits a pixel), written into `out` a row of pixels at a
/// time through the `png` crate's stream writer.
pub fn png_to(maze: &Maze, tile_px: usize, palette: &Palette, out: impl Write) -> Result<(), png::EncodingError> {
    let too_big = || png::EncodingError::LimitsExceeded;
    let side = |tiles: usize| tiles.checked_mul(tile_px).and_then(|px| u32::try_from(px).ok()).ok_or_else(too_big);
    let (w, h) = (side(maze.width())?, side(maze.height())?);
    let mut encoder = png::Encoder::new(out, w, h);
    encoder.set_color(png::ColorType::Indexed);
    // A shaped maze's outside is a fifth colour, see-through: four bits a pixel.
    let shaped = has_outside(maze);
    let bits_per_pixel: u8 = if shaped { 4 } else { 2 };
    if shaped {
        encoder.set_depth(png::BitDepth::Four);
        encoder.set_palette([palette.indexed().concat(), vec![255, 255, 255]].concat());
        encoder.set_trns(vec![255, 255, 255, 255, 0]);
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
    for y in 0..maze.height() {
        line.clear();
        let (mut bits, mut filled) = (0u8, 0);
        for x in 0..maze.width() {
            let p = Pos::new(x, y);
            let index = match () {
                _ if p == maze.entrance => 2,
                _ if p == maze.exit => 3,
                _ if maze.is_floor(p) => 1,
                _ if shaped && maze.tile(p) == Tile::Outside => 4,
                _ => 0,
            };
            for _ in 0..tile_px {
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
        for _ in 0..tile_px {
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
mod tests {
    use super::*;
    use crate::maze::text;

    #[test]
    fn ascii_draws_walls_and_markers() {
        let maze = text::parse("#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
        let art = ascii(&maze);
        assert_eq!(art, "+---+---+\n| S     |\n+---+   +\n| E     |\n+---+---+\n");
    }

    #[test]
    fn svg_merges_wall_runs() {
        let maze = text::parse("#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
        let palette = Palette { wall: [0x2e, 0x6e, 0x40], floor: [0xec, 0xe4, 0xc8], ..Palette::GAME };
        let picture = svg(&maze, 10, &palette);
        assert!(picture.starts_with("<svg") && picture.trim_end().ends_with("</svg>"));
        // Top row: one rect 50 wide; row 2: "###" then "#".
        assert!(picture.contains("<rect x=\"0\" y=\"0\" width=\"50\" height=\"10\"/>"));
        assert!(picture.contains("<rect x=\"0\" y=\"20\" width=\"30\" height=\"10\"/>"));
        assert_eq!(picture.matches("<rect").count(), 1 + 8 + 2);
    }

    #[test]
    fn svg_marks_entrance_and_exit_in_the_palette_colours() {
        let maze = text::parse("#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
        let picture = svg(&maze, 10, &Palette::GAME);
        assert!(picture.contains("<rect x=\"10\" y=\"10\" width=\"10\" height=\"10\" fill=\"#5aa0dc\"/>"));
        assert!(picture.contains("<rect x=\"10\" y=\"30\" width=\"10\" height=\"10\" fill=\"#eb5a46\"/>"));
        assert!(picture.contains("fill=\"#2e6e40\"") && picture.contains("fill=\"#ece4c8\""));
    }

    /// Decodes a PNG into RGB rows.
    fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        assert_eq!(info.color_type, png::ColorType::Rgb);
        (info.width, info.height, buf)
    }

    #[test]
    fn pictures_have_the_maze_colours() {
        let maze = crate::maze::MazeSpec::new(7, 5, 1).generate().unwrap();
        let mut bytes = Vec::new();
        png_to(&maze, PICTURE_TILE_PX, &Palette::GAME, &mut bytes).unwrap();
        let (w, h, rgb) = decode(&bytes);
        assert_eq!((w, h), (7 * 8, 5 * 8));
        assert_eq!(&rgb[..3], &Palette::GAME.wall);
        let at = |x: usize, y: usize| &rgb[(y * 56 + x) * 3..][..3];
        assert_eq!(at(12, 12), &Palette::GAME.entrance);
        // Every pixel is its tile's colour.
        for y in 0..40 {
            for x in 0..56 {
                let p = Pos::new(x / 8, y / 8);
                let expected = match () {
                    _ if p == maze.entrance => Palette::GAME.entrance,
                    _ if p == maze.exit => Palette::GAME.exit,
                    _ if maze.is_floor(p) => Palette::GAME.floor,
                    _ => Palette::GAME.wall,
                };
                assert_eq!(at(x, y), &expected, "pixel ({x}, {y})");
            }
        }
    }

    #[test]
    fn pictures_of_any_tile_size_pack_their_pixels() {
        let maze = text::parse("#####\n#S#E#\n#...#\n#.#.#\n#####\n").unwrap();
        for tile_px in [1, 2, 3, 5] {
            let mut bytes = Vec::new();
            png_to(&maze, tile_px, &Palette::GAME, &mut bytes).unwrap();
            let (w, _, rgb) = decode(&bytes);
            assert_eq!(w as usize, 5 * tile_px);
            let row = tile_px; // the second row of tiles
            let px = |x: usize| &rgb[(row * w as usize + x) * 3..][..3];
            assert_eq!(px(tile_px), &Palette::GAME.entrance, "tile {tile_px} px");
            assert_eq!(px(3 * tile_px + tile_px - 1), &Palette::GAME.exit, "tile {tile_px} px");
            assert_eq!(px(2 * tile_px), &Palette::GAME.wall, "tile {tile_px} px");
        }
    }

    #[test]
    fn the_route_is_drawn_between_its_ends_and_a_one_tile_route_draws_nothing() {
        let maze = text::parse("#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
        let route = crate::maze::astar(&maze).unwrap();
        let mut out = Vec::new();
        route_map_to(&maze, &route, &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "#####\n#S**#\n###*#\n#E**#\n#####\n");
        let one = text::parse("###\n#.#\n###\n").unwrap();
        let mut out = Vec::new();
        route_map_to(&one, &[one.entrance], &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "###\n#B#\n###\n");
    }
}
