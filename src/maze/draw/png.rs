//! Mazes on any grid as PNG: walls rasterised as thick lines (arcs in short steps), exits filled,
//! drawn and written a band of rows at a time so a big maze's picture never sits whole in memory.

use std::io::Write;

use super::Look;
use super::raster::Band;
use crate::maze::grid::{Grid, GridMaze, Point, Side, Wall};
use crate::maze::items::Items;
use crate::maze::render::Palette;

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

/// Rows of pixels drawn at a time: a band of a 570-ring round maze's
/// picture (18,288 pixels wide) is 14 MB, where the whole picture is 1 GB.
const BAND_ROWS: u32 = 256;

/// The route's colour.
const ROUTE: [u8; 3] = [208, 48, 32];

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
    draw_png_in_bands(maze, items, look, palette, route, fills, BAND_ROWS, out)
}

/// [`draw_png`] drawing `band_rows` rows at a time. Each cell's rows are
/// found once (its outline's, widened by a wall's half width); a band draws
/// the cells that reach into it, in cell order, each layer (fills, exits,
/// walls, items, route) before the next as the whole picture would: every
/// pixel ends in the colour it would have had.
#[allow(clippy::too_many_arguments)]
pub(super) fn draw_png_in_bands<G: Grid>(
    maze: &GridMaze<G>,
    items: &Items<u32>,
    look: &Look,
    palette: &Palette,
    route: Option<&[u32]>,
    fills: Option<&[[u8; 3]]>,
    band_rows: u32,
    out: impl Write,
) -> Result<(), png::EncodingError> {
    let (w, h) = look.size(&maze.grid);
    if w as u64 * h as u64 > 400_000_000 {
        return Err(png::EncodingError::LimitsExceeded);
    }
    let band_rows = band_rows.max(1);
    let half = (look.wall * look.unit_px / 2.0).max(0.8);
    let bands = h.div_ceil(band_rows);
    let reach = BandCells::new(bands_reached(maze, look, half + 2.0, band_rows), bands);
    let cell_px = |c: u32| -> Vec<Point> { maze.grid.outline(c).into_iter().map(|p| look.to_px(p)).collect() };
    let shapes = super::items::shapes(&maze.grid, items, look);
    let centres: Vec<Point> = route.unwrap_or_default().iter().map(|&c| look.to_px(maze.grid.centre(c))).collect();
    let mut encoder = png::Encoder::new(out, w, h);
    // A picture of a few colours is written with a palette, in as few bits a
    // pixel as they need (2 for walls, floor and the exits): a 570-ring round
    // maze is 84 MB to compress, not 1 GB of RGB. A heat picture stays RGB.
    let colours = if fills.is_some() { None } else { colours_of(palette, route.is_some(), &shapes) };
    let bits = colours.as_ref().map(|c| {
        if c.len() <= 4 {
            2
        } else if c.len() <= 16 {
            4
        } else {
            8
        }
    });
    match &colours {
        Some(colours) => {
            encoder.set_color(png::ColorType::Indexed);
            encoder.set_depth(match bits {
                Some(2) => png::BitDepth::Two,
                Some(4) => png::BitDepth::Four,
                _ => png::BitDepth::Eight,
            });
            encoder.set_palette(colours.concat());
            encoder.set_filter(png::Filter::Up);
            // fdeflate, made for PNG rows: a 570-ring round maze's picture in
            // about a third of Balanced's time, 22 MB against 14 (a heat
            // picture's colours would take three times Balanced's size).
            encoder.set_compression(png::Compression::Fast);
        }
        None => {
            encoder.set_color(png::ColorType::Rgb);
            encoder.set_depth(png::BitDepth::Eight);
            encoder.set_compression(png::Compression::Balanced);
        }
    }
    let mut writer = encoder.write_header()?;
    let mut stream = writer.stream_writer()?;
    let mut band = match colours {
        Some(colours) => Band::with_palette(w, colours),
        None => Band::new(w),
    };
    let (mut sides, mut points, mut line) = (Vec::<Side>::new(), Vec::<Point>::new(), Vec::new());
    for (b, top) in (0..h).step_by(band_rows as usize).enumerate() {
        let b = b as u32;
        band.start(top, band_rows.min(h - top), palette.floor);
        let here = reach.of(b);
        if let Some(fills) = fills {
            for (&cell, &colour) in here.iter().filter_map(|c| Some((c, fills.get(*c as usize)?))) {
                band.fill(&cell_px(cell), colour);
            }
        }
        for (cell, colour) in [(maze.exit, palette.exit), (maze.entrance, palette.entrance)] {
            if here.binary_search(&cell).is_ok() {
                band.fill(&cell_px(cell), colour);
            }
        }
        for &c in here {
            sides.clear();
            maze.grid.sides(c, &mut sides);
            super::walls_of(maze, c, &sides, |wall| {
                let steps = match wall {
                    Wall::Segment(..) => 1,
                    // Chords that stray at most a quarter pixel from the arc
                    // (a chord of length l on radius r strays l²/8r): short
                    // ones near the centre, one for most walls of outer rings.
                    Wall::Arc { radius, from, to, .. } => {
                        let (r, length) = (radius * look.unit_px, radius * (to - from).abs() * look.unit_px);
                        ((length / (2.0 * r).sqrt()).ceil() as usize).max(1)
                    }
                };
                points.clear();
                maze.grid.wall_points(&wall, steps, &mut points);
                points.iter_mut().for_each(|p| *p = look.to_px(*p));
                for pair in points.windows(2) {
                    band.line(pair[0], pair[1], half, palette.wall);
                }
            });
        }
        for (shape, colour) in &shapes {
            band.fill(shape, *colour);
        }
        for pair in centres.windows(2) {
            band.line(pair[0], pair[1], half * 1.5, ROUTE);
        }
        match bits {
            Some(bits) if bits < 8 => {
                for row in band.pixels().chunks(w as usize) {
                    pack(row, bits, &mut line);
                    stream.write_all(&line)?;
                }
            }
            _ => stream.write_all(band.pixels())?,
        }
    }
    stream.finish()?;
    Ok(())
}

/// The colours a picture without heat draws, each once in the order they
/// are first drawn (floor, wall, the exits, the route's, the items'); none
/// past 256, which no palette holds.
fn colours_of(palette: &Palette, route: bool, shapes: &[super::Shape]) -> Option<Vec<[u8; 3]>> {
    let mut colours = vec![palette.floor, palette.wall, palette.exit, palette.entrance];
    colours.extend(route.then_some(ROUTE));
    colours.extend(shapes.iter().map(|(_, colour)| *colour));
    let mut once: Vec<[u8; 3]> = Vec::new();
    for colour in colours {
        if !once.contains(&colour) {
            if once.len() == 256 {
                return None;
            }
            once.push(colour);
        }
    }
    Some(once)
}

/// `row`'s palette places packed `bits` (2 or 4) a pixel, the first pixel
/// in the highest bits, into `out`.
pub(super) fn pack(row: &[u8], bits: u8, out: &mut Vec<u8>) {
    let per_byte = usize::from(8 / bits);
    out.clear();
    if bits == 2 {
        // Eight places a word: each place's two bits gathered into the two
        // bytes they make (a byte a pixel at a time was a tenth of a big picture).
        let words = row.chunks_exact(8);
        let tail = words.remainder();
        out.reserve(row.len().div_ceil(4));
        for p in words {
            let v = u64::from_be_bytes(p.try_into().expect("eight places")) & 0x0303_0303_0303_0303;
            // Byte k (from the top) holds place k's two bits: fold them together.
            let v = v | v >> 6;
            let v = v | v >> 12;
            out.extend_from_slice(&[(v >> 32) as u8, v as u8]);
        }
        let whole = tail.chunks_exact(4);
        let rest = whole.remainder();
        out.extend(whole.map(|p| p[0] << 6 | p[1] << 4 | p[2] << 2 | p[3]));
        if !rest.is_empty() {
            out.push(rest.iter().enumerate().fold(0, |byte, (k, &p)| byte | p << (6 - 2 * k)));
        }
        return;
    }
    out.extend(row.chunks(per_byte).map(|pixels| {
        let mut byte = 0u8;
        for (k, &p) in pixels.iter().enumerate() {
            byte |= p << (8 - bits as usize * (k + 1));
        }
        byte
    }));
}

/// The cells each band reaches, in cell order, packed: band `b`'s are
/// `cells[first[b]..first[b + 1]]` (a band draws its own cells, not every
/// cell's reach tested in every band).
struct BandCells {
    first: Vec<u32>,
    cells: Vec<u32>,
}

impl BandCells {
    /// The lists of `bands` bands from each cell's first and last band.
    fn new(reach: Vec<(u32, u32)>, bands: u32) -> Self {
        let mut first = vec![0u32; bands as usize + 1];
        for &(lo, hi) in &reach {
            for b in lo..=hi.min(bands.saturating_sub(1)) {
                first[b as usize + 1] += 1;
            }
        }
        for b in 0..bands as usize {
            first[b + 1] += first[b];
        }
        let mut next = first.clone();
        let mut cells = vec![0u32; *first.last().unwrap_or(&0) as usize];
        for (c, &(lo, hi)) in reach.iter().enumerate() {
            for b in lo..=hi.min(bands.saturating_sub(1)) {
                cells[next[b as usize] as usize] = c as u32;
                next[b as usize] += 1;
            }
        }
        Self { first, cells }
    }

    /// The cells band `b` reaches, in cell order.
    fn of(&self, b: u32) -> &[u32] {
        &self.cells[self.first[b as usize] as usize..self.first[b as usize + 1] as usize]
    }
}

/// For each cell, the first and last bands (of `band_rows` pixel rows) its
/// outline reaches, widened by `pad` pixels.
fn bands_reached<G: Grid>(maze: &GridMaze<G>, look: &Look, pad: f64, band_rows: u32) -> Vec<(u32, u32)> {
    let band_of = |y: f64| (y.max(0.0) as u64 / u64::from(band_rows)).min(u64::from(u32::MAX)) as u32;
    let mut sides = Vec::new();
    (0..maze.grid.cell_count() as u32)
        .map(|c| {
            sides.clear();
            maze.grid.sides(c, &mut sides);
            let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
            for s in &sides {
                let (a, b) = maze.grid.wall_ends(&s.wall);
                // An arc bulges past its ends by at most r(1 - cos(θ/2)) <= rθ²/8.
                let bulge = match s.wall {
                    Wall::Segment(..) => 0.0,
                    Wall::Arc { radius, from, to, .. } => radius * (to - from).powi(2) / 8.0 * look.unit_px,
                };
                let (ya, yb) = (look.to_px(a).y, look.to_px(b).y);
                (lo, hi) = (lo.min(ya.min(yb) - bulge), hi.max(ya.max(yb) + bulge));
            }
            (band_of((lo - pad).floor()), band_of((hi + pad).ceil()))
        })
        .collect()
}
