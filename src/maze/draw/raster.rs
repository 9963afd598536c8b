//! A band of a picture: rows `top..top + rows` of a `w`-pixel-wide image, RGB or a byte of
//! palette a pixel, with the two brushes the pictures need (thick lines and filled polygons),
//! each clipped to the band.
//!
//! A pixel is drawn by the same test whatever band holds it (its centre within
//! a line's half width; its centre inside a polygon by the even–odd rule), so a
//! picture drawn a band at a time is the picture drawn whole.

use crate::maze::grid::Point;

/// Rows `top..top + rows` of a picture `w` pixels wide: RGB, or with a
/// palette a byte a pixel (its colour's place in the palette).
pub(super) struct Band {
    w: u32,
    top: i64,
    rows: u32,
    palette: Option<Vec<[u8; 3]>>,
    px: Vec<u8>,
}

impl Band {
    /// An RGB band of no rows yet; [`Band::start`] gives it its place.
    pub(super) fn new(w: u32) -> Self {
        Self { w, top: 0, rows: 0, palette: None, px: Vec::new() }
    }

    /// A band a byte a pixel, each its colour's place in `palette` (at most
    /// 256 colours; a brush of another colour paints nothing).
    pub(super) fn with_palette(w: u32, palette: Vec<[u8; 3]>) -> Self {
        Self { palette: Some(palette), ..Self::new(w) }
    }

    /// Bytes a pixel: 1 with a palette, else 3.
    fn depth(&self) -> usize {
        if self.palette.is_some() { 1 } else { 3 }
    }

    /// What a pixel of colour `rgb` holds: the colour, or its place in the palette.
    fn ink(&self, rgb: [u8; 3]) -> Option<[u8; 3]> {
        match &self.palette {
            None => Some(rgb),
            Some(colours) => colours.iter().position(|&c| c == rgb).map(|i| [i as u8; 3]),
        }
    }

    /// Makes this the band of rows `top..top + rows`, every pixel `floor`.
    pub(super) fn start(&mut self, top: u32, rows: u32, floor: [u8; 3]) {
        (self.top, self.rows) = (i64::from(top), rows);
        self.px.clear();
        let ink = self.ink(floor).unwrap_or_default();
        let depth = self.depth();
        let len = depth * self.w as usize * rows as usize;
        if depth == 1 {
            self.px.resize(len, ink[0]);
        } else {
            self.px.reserve(len);
            for _ in 0..self.w as usize * rows as usize {
                self.px.extend_from_slice(&ink);
            }
        }
    }

    /// The band's pixels, row after row.
    pub(super) fn pixels(&self) -> &[u8] {
        &self.px
    }

    /// The rows of the picture from `y0` to `y1` (both included) that lie in the band.
    fn rows_of(&self, y0: i64, y1: i64) -> std::ops::RangeInclusive<i64> {
        y0.max(self.top)..=y1.min(self.top + i64::from(self.rows) - 1)
    }

    fn put(&mut self, x: i64, y: i64, ink: [u8; 3]) {
        if x >= 0 && (x as u32) < self.w && y >= self.top && y < self.top + i64::from(self.rows) {
            let depth = self.depth();
            let i = depth * ((y - self.top) as usize * self.w as usize + x as usize);
            self.px[i..i + depth].copy_from_slice(&ink[..depth]);
        }
    }

    /// Every pixel whose centre is within `half` of the segment `a`–`b`.
    pub(super) fn line(&mut self, a: Point, b: Point, half: f64, rgb: [u8; 3]) {
        let Some(ink) = self.ink(rgb) else { return };
        let (x0, x1) = ((a.x.min(b.x) - half).floor() as i64, (a.x.max(b.x) + half).ceil() as i64);
        let (y0, y1) = ((a.y.min(b.y) - half).floor() as i64, (a.y.max(b.y) + half).ceil() as i64);
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let (x0, x1) = (x0.max(0), x1.min(i64::from(self.w) - 1));
        let per_len2 = 1.0 / (dx * dx + dy * dy).max(1e-12);
        // A pixel within `half` of the segment is within `half` of its line:
        // on row `y`, within `spread` of where the line crosses it. Only the
        // pixels there (and one more each side) are tested, not the whole box
        // of a slanting segment.
        let slant = (dy.abs() > 1e-9).then(|| (dx / dy, (half * (dx * dx + dy * dy).sqrt() / dy).abs()));
        for y in self.rows_of(y0, y1) {
            let (mut from, mut to) = (x0, x1);
            if let Some((run, spread)) = slant {
                let mid = a.x + (y as f64 + 0.5 - a.y) * run;
                // (Rounded outwards: a pixel's own test decides, so the ends
                // need only be wide of the run, not exact.)
                from = from.max(floor(mid - spread - 0.5));
                to = to.min(ceil(mid + spread - 0.5));
            }
            let near = |x: i64| {
                let p = Point::new(x as f64 + 0.5, y as f64 + 0.5);
                let t = (((p.x - a.x) * dx + (p.y - a.y) * dy) * per_len2).clamp(0.0, 1.0);
                let (ex, ey) = (p.x - (a.x + t * dx), p.y - (a.y + t * dy));
                // Squared, not `hypot` (a fifth of a big picture's time).
                ex * ex + ey * ey <= half * half
            };
            // The pixels near a segment (a convex shape) on one row are a run:
            // its ends are found by the test, the pixels between painted at once.
            let Some(first) = (from..=to).find(|&x| near(x)) else { continue };
            let last = (first..=to).rev().find(|&x| near(x)).unwrap_or(first);
            self.run(first, last, y, ink);
        }
    }

    /// Paints pixels `from..=to` of row `y`, clipped to the band.
    fn run(&mut self, from: i64, to: i64, y: i64, ink: [u8; 3]) {
        let (from, to) = (from.max(0), to.min(i64::from(self.w) - 1));
        if from > to || y < self.top || y >= self.top + i64::from(self.rows) {
            return;
        }
        let depth = self.depth();
        let row = (y - self.top) as usize * self.w as usize;
        let pixels = &mut self.px[depth * (row + from as usize)..depth * (row + to as usize + 1)];
        if depth == 1 {
            pixels.fill(ink[0]);
        } else {
            for px in pixels.chunks_exact_mut(3) {
                px.copy_from_slice(&ink);
            }
        }
    }

    /// Every pixel whose centre is inside `polygon` (even–odd rule), a row
    /// at a time: where the row's centre line crosses the edges, and the
    /// pixels between each odd crossing and the next even one. The same
    /// pixels as testing each pixel of the polygon's box against every edge
    /// ([`inside`]), in time for the pixels filled rather than box × edges.
    pub(super) fn fill(&mut self, polygon: &[Point], rgb: [u8; 3]) {
        let Some(ink) = self.ink(rgb) else { return };
        let Some(y0) = polygon.iter().map(|p| p.y).reduce(f64::min) else { return };
        let y1 = polygon.iter().map(|p| p.y).fold(f64::NEG_INFINITY, f64::max);
        let mut crossings = Vec::with_capacity(polygon.len());
        for y in self.rows_of(y0.floor() as i64, y1.ceil() as i64) {
            let py = y as f64 + 0.5;
            crossings.clear();
            for (i, a) in polygon.iter().enumerate() {
                let b = polygon[(i + 1) % polygon.len()];
                if (a.y > py) != (b.y > py) {
                    crossings.push(a.x + (py - a.y) * (b.x - a.x) / (b.y - a.y));
                }
            }
            crossings.sort_unstable_by(f64::total_cmp);
            // A centre `px` is inside when an odd number of crossings lie
            // right of it (`px < x`): between crossings 2j and 2j + 1.
            for pair in crossings.chunks_exact(2) {
                let (from, to) = (first_at_or_right(pair[0]), first_at_or_right(pair[1]));
                for x in from..to {
                    self.put(x, y, ink);
                }
            }
        }
    }
}

/// `v` rounded down, inlined (the library's `floor` is a call where the
/// processor has no rounding instruction, twice a row of every line).
#[inline]
fn floor(v: f64) -> i64 {
    let i = v as i64;
    i - i64::from(v < i as f64)
}

/// `v` rounded up, inlined (see [`floor`]).
#[inline]
fn ceil(v: f64) -> i64 {
    let i = v as i64;
    i + i64::from(v > i as f64)
}

/// The first pixel whose centre is at or right of `t` (`x + 0.5 >= t`).
fn first_at_or_right(t: f64) -> i64 {
    let mut x = (t - 0.5).ceil() as i64;
    while (x as f64 + 0.5) < t {
        x += 1;
    }
    while ((x - 1) as f64 + 0.5) >= t {
        x -= 1;
    }
    x
}

/// Whether the centre of pixel `(x, y)` is within `half` of the segment
/// `a`–`b`: what [`Band::line`] draws, tested on every pixel.
#[cfg(test)]
pub(super) fn near(a: Point, b: Point, half: f64, x: i64, y: i64) -> bool {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let p = Point::new(x as f64 + 0.5, y as f64 + 0.5);
    let t = (((p.x - a.x) * dx + (p.y - a.y) * dy) * (1.0 / (dx * dx + dy * dy).max(1e-12))).clamp(0.0, 1.0);
    let (ex, ey) = (p.x - (a.x + t * dx), p.y - (a.y + t * dy));
    ex * ex + ey * ey <= half * half
}

/// Whether the centre of pixel `(x, y)` is inside `polygon` by the even–odd
/// rule, each edge tested: what [`Band::fill`] fills, pixel by pixel.
#[cfg(test)]
pub(super) fn inside(polygon: &[Point], x: i64, y: i64) -> bool {
    let p = Point::new(x as f64 + 0.5, y as f64 + 0.5);
    let mut inside = false;
    for (i, a) in polygon.iter().enumerate() {
        let b = polygon[(i + 1) % polygon.len()];
        if (a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y) {
            inside = !inside;
        }
    }
    inside
}
