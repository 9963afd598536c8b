//! The game's pixel art, drawn by code into plain RGBA buffers.
//!
//! Nothing here knows Bevy: each function returns a [`Picture`] that the game
//! turns into a texture (sampled nearest-neighbour so pixels stay crisp at any
//! tile size). The shapes are filled by testing each pixel's centre, so the
//! same call gives the same bytes on every machine.

/// An RGBA image, 8 bits a channel, rows from the top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height * 4` bytes: red, green, blue, alpha.
    pub rgba: Vec<u8>,
}

/// An sRGB colour with alpha.
pub type Rgba = [u8; 4];

/// Panda black (a very dark blue-grey reads softer than pure black).
pub const PANDA_BLACK: Rgba = [24, 24, 30, 255];
/// Panda white (warm, not paper white).
pub const PANDA_WHITE: Rgba = [250, 250, 245, 255];
const CHEEK_PINK: Rgba = [246, 170, 180, 255];
const PAW_BROWN: Rgba = [92, 70, 58, 255];
const STAR_GOLD: Rgba = [255, 200, 40, 255];
const STAR_EDGE: Rgba = [170, 110, 10, 255];
const DOT_ORANGE: Rgba = [255, 120, 40, 255];
const RING_WHITE: Rgba = [255, 255, 255, 255];

impl Picture {
    fn blank(width: u32, height: u32) -> Self {
        Self { width, height, rgba: vec![0; (width * height * 4) as usize] }
    }

    /// The colour of pixel `(x, y)`.
    pub fn pixel(&self, x: u32, y: u32) -> Rgba {
        let i = ((y * self.width + x) * 4) as usize;
        [self.rgba[i], self.rgba[i + 1], self.rgba[i + 2], self.rgba[i + 3]]
    }

    /// Paints every pixel whose centre satisfies `inside` (coordinates in pixels).
    fn fill(&mut self, colour: Rgba, inside: impl Fn(f32, f32) -> bool) {
        for y in 0..self.height {
            for x in 0..self.width {
                if inside(x as f32 + 0.5, y as f32 + 0.5) {
                    let i = ((y * self.width + x) * 4) as usize;
                    self.rgba[i..i + 4].copy_from_slice(&colour);
                }
            }
        }
    }

    fn ellipse(&mut self, colour: Rgba, cx: f32, cy: f32, rx: f32, ry: f32) {
        self.fill(colour, |x, y| ((x - cx) / rx).powi(2) + ((y - cy) / ry).powi(2) <= 1.0);
    }

    /// An ellipse turned by `angle` radians (clockwise on screen).
    fn tilted_ellipse(&mut self, colour: Rgba, cx: f32, cy: f32, rx: f32, ry: f32, angle: f32) {
        let (s, c) = angle.sin_cos();
        self.fill(colour, |x, y| {
            let (dx, dy) = (x - cx, y - cy);
            let (u, v) = (dx * c + dy * s, -dx * s + dy * c);
            (u / rx).powi(2) + (v / ry).powi(2) <= 1.0
        });
    }

    fn polygon(&mut self, colour: Rgba, points: &[(f32, f32)]) {
        self.fill(colour, |x, y| {
            // Even-odd rule.
            let mut inside = false;
            let mut j = points.len() - 1;
            for i in 0..points.len() {
                let ((xi, yi), (xj, yj)) = (points[i], points[j]);
                if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
                    inside = !inside;
                }
                j = i;
            }
            inside
        });
    }
}

/// The panda, face on: round white head, black ears, black eye patches, a black
/// nose, pink cheeks. `32 × 32` pixels.
pub fn panda() -> Picture {
    let mut p = Picture::blank(32, 32);
    // Ears, then the head (with a dark rim) over their lower halves.
    p.ellipse(PANDA_BLACK, 7.5, 7.5, 5.5, 5.5);
    p.ellipse(PANDA_BLACK, 24.5, 7.5, 5.5, 5.5);
    p.ellipse(PANDA_BLACK, 16.0, 17.5, 14.0, 12.5);
    p.ellipse(PANDA_WHITE, 16.0, 17.5, 12.8, 11.3);
    // Eye patches slant down and out, the panda's look.
    p.tilted_ellipse(PANDA_BLACK, 11.0, 16.0, 3.6, 5.0, 0.6);
    p.tilted_ellipse(PANDA_BLACK, 21.0, 16.0, 3.6, 5.0, -0.6);
    p.ellipse(PANDA_WHITE, 11.8, 15.0, 1.4, 1.6);
    p.ellipse(PANDA_WHITE, 20.2, 15.0, 1.4, 1.6);
    p.ellipse(CHEEK_PINK, 7.5, 22.0, 2.0, 1.3);
    p.ellipse(CHEEK_PINK, 24.5, 22.0, 2.0, 1.3);
    // Nose and a small mouth.
    p.ellipse(PANDA_BLACK, 16.0, 21.5, 2.4, 1.6);
    p.fill(PANDA_BLACK, |x, y| (15.5..16.5).contains(&x) && (22.5..25.0).contains(&y));
    p.fill(PANDA_BLACK, |x, y| (y - 25.0).abs() < 0.6 && (13.5..18.5).contains(&x) && x.round() != 16.0);
    p
}

/// A paw print: a pad and three toes, pointing up. `16 × 16` pixels.
pub fn paw() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.ellipse(PAW_BROWN, 8.0, 10.5, 4.0, 3.5);
    p.ellipse(PAW_BROWN, 3.5, 5.5, 1.8, 2.2);
    p.ellipse(PAW_BROWN, 8.0, 3.5, 1.9, 2.3);
    p.ellipse(PAW_BROWN, 12.5, 5.5, 1.8, 2.2);
    p
}

/// A five-pointed gold star with a dark rim: the exit. `16 × 16` pixels.
pub fn star() -> Picture {
    let mut p = Picture::blank(16, 16);
    let points = |outer: f32, inner: f32| -> Vec<(f32, f32)> {
        (0..10)
            .map(|k| {
                let r = if k % 2 == 0 { outer } else { inner };
                let a = std::f32::consts::PI * (k as f32 / 5.0 - 0.5);
                (8.0 + r * a.cos(), 8.4 + r * a.sin())
            })
            .collect()
    };
    p.polygon(STAR_EDGE, &points(7.8, 3.4));
    p.polygon(STAR_GOLD, &points(6.2, 2.6));
    p
}

/// A white ring: the entrance. `16 × 16` pixels.
pub fn ring() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.fill(RING_WHITE, |x, y| {
        let r = ((x - 8.0).powi(2) + (y - 8.0).powi(2)).sqrt();
        (4.0..6.5).contains(&r)
    });
    p
}

/// A round orange marker with a white rim: one step of the shown route. `16 × 16` pixels.
pub fn dot() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.ellipse(RING_WHITE, 8.0, 8.0, 6.0, 6.0);
    p.ellipse(DOT_ORANGE, 8.0, 8.0, 4.8, 4.8);
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panda_is_black_and_white_and_deterministic() {
        let a = panda();
        assert_eq!(a, panda());
        assert_eq!(a.rgba.len(), 32 * 32 * 4);
        let count = |c: Rgba| a.rgba.chunks(4).filter(|px| *px == c).count();
        let (black, white) = (count(PANDA_BLACK), count(PANDA_WHITE));
        assert!(black > 150 && white > 200, "black {black} white {white}");
        // Ears are black, the forehead white, the corners transparent.
        assert_eq!(a.pixel(6, 6), PANDA_BLACK);
        assert_eq!(a.pixel(16, 10), PANDA_WHITE);
        assert_eq!(a.pixel(0, 31)[3], 0);
    }

    #[test]
    fn markers_have_their_colours() {
        assert_eq!(star().pixel(8, 9), STAR_GOLD);
        assert_eq!(dot().pixel(8, 8), DOT_ORANGE);
        assert_eq!(ring().pixel(8, 8)[3], 0);
        assert_eq!(paw().pixel(8, 10), PAW_BROWN);
    }
}
