//! The canvas the art is drawn on: [`Picture`] and its drawing primitives
//! (filled shapes, strokes, compositing, outlines), with the maths and noise
//! that give the same pixels on every machine.

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

impl Picture {
    /// A fully transparent picture of `width × height` pixels.
    pub(super) fn blank(width: u32, height: u32) -> Self {
        Self { width, height, rgba: vec![0; (width * height * 4) as usize] }
    }

    /// The colour of pixel `(x, y)`.
    pub fn pixel(&self, x: u32, y: u32) -> Rgba {
        let i = ((y * self.width + x) * 4) as usize;
        [self.rgba[i], self.rgba[i + 1], self.rgba[i + 2], self.rgba[i + 3]]
    }

    /// Sets pixel `(x, y)` to `colour`, replacing what was there.
    pub(super) fn set(&mut self, x: u32, y: u32, colour: Rgba) {
        let i = ((y * self.width + x) * 4) as usize;
        self.rgba[i..i + 4].copy_from_slice(&colour);
    }

    /// Lays `colour` over pixel `(x, y)` by its alpha ("over" compositing, straight alpha).
    pub(super) fn blend(&mut self, x: u32, y: u32, colour: Rgba) {
        let below = self.pixel(x, y);
        let (a, b) = (colour[3] as u32, below[3] as u32);
        let out_a = a * 255 + b * (255 - a); // alpha in 1/255²
        if out_a == 0 {
            return;
        }
        let mut out = [0u8; 4];
        for c in 0..3 {
            let v = colour[c] as u32 * a * 255 + below[c] as u32 * b * (255 - a);
            out[c] = ((v + out_a / 2) / out_a) as u8;
        }
        out[3] = ((out_a + 127) / 255) as u8;
        self.set(x, y, out);
    }

    /// Paints every pixel whose centre satisfies `inside` (coordinates in pixels).
    pub(super) fn fill(&mut self, colour: Rgba, inside: impl Fn(f32, f32) -> bool) {
        for y in 0..self.height {
            for x in 0..self.width {
                if inside(x as f32 + 0.5, y as f32 + 0.5) {
                    if colour[3] == 255 {
                        self.set(x, y, colour);
                    } else {
                        self.blend(x, y, colour);
                    }
                }
            }
        }
    }

    /// An axis-aligned ellipse centred on `(cx, cy)` with radii `rx` and `ry`.
    pub(super) fn ellipse(&mut self, colour: Rgba, cx: f32, cy: f32, rx: f32, ry: f32) {
        self.fill(colour, |x, y| sq((x - cx) / rx) + sq((y - cy) / ry) <= 1.0);
    }

    /// An ellipse turned by `angle` radians (clockwise on screen).
    pub(super) fn tilted_ellipse(&mut self, colour: Rgba, cx: f32, cy: f32, rx: f32, ry: f32, angle: f32) {
        let (s, c) = sin_cos(angle);
        self.fill(colour, |x, y| {
            let (dx, dy) = (x - cx, y - cy);
            let (u, v) = (dx * c + dy * s, -dx * s + dy * c);
            sq(u / rx) + sq(v / ry) <= 1.0
        });
    }

    /// The pixels whose centres lie in `[x0, x1) × [y0, y1)`.
    pub(super) fn rect(&mut self, colour: Rgba, x0: f32, y0: f32, x1: f32, y1: f32) {
        self.fill(colour, |x, y| (x0..x1).contains(&x) && (y0..y1).contains(&y));
    }

    /// A rectangle with its corners rounded by `r`.
    pub(super) fn rounded_rect(&mut self, colour: Rgba, x0: f32, y0: f32, x1: f32, y1: f32, r: f32) {
        self.fill(colour, |x, y| {
            let dx = (x0 + r - x).max(x - (x1 - r)).max(0.0);
            let dy = (y0 + r - y).max(y - (y1 - r)).max(0.0);
            (x0..x1).contains(&x) && (y0..y1).contains(&y) && dx * dx + dy * dy <= r * r
        });
    }

    /// A stroke of half-width `w` from `a` to `b`, with round ends.
    pub(super) fn line(&mut self, colour: Rgba, a: (f32, f32), b: (f32, f32), w: f32) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len2 = (dx * dx + dy * dy).max(1e-6);
        self.fill(colour, |x, y| {
            let t = (((x - a.0) * dx + (y - a.1) * dy) / len2).clamp(0.0, 1.0);
            let (px, py) = (a.0 + t * dx - x, a.1 + t * dy - y);
            px * px + py * py <= w * w
        });
    }

    /// The polygon through `points` (in order), filled by the even-odd rule.
    pub(super) fn polygon(&mut self, colour: Rgba, points: &[(f32, f32)]) {
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

    /// Draws `src` with its top-left corner at `(ox, oy)`, composited over what is here.
    pub(super) fn blit(&mut self, src: &Picture, ox: u32, oy: u32) {
        for y in 0..src.height {
            for x in 0..src.width {
                let c = src.pixel(x, y);
                if c[3] == 255 {
                    self.set(ox + x, oy + y, c);
                } else if c[3] > 0 {
                    self.blend(ox + x, oy + y, c);
                }
            }
        }
    }

    /// The picture mirrored left to right.
    pub(super) fn flipped_x(&self) -> Picture {
        let mut out = Picture::blank(self.width, self.height);
        for y in 0..self.height {
            for x in 0..self.width {
                out.set(self.width - 1 - x, y, self.pixel(x, y));
            }
        }
        out
    }

    /// Paints `colour` on every transparent pixel that touches an opaque one
    /// side by side: a one-pixel outline around the silhouette.
    pub(super) fn outline(&mut self, colour: Rgba) {
        let source = self.clone();
        let opaque = |x: i64, y: i64| {
            x >= 0
                && y >= 0
                && x < source.width as i64
                && y < source.height as i64
                && source.pixel(x as u32, y as u32)[3] == 255
        };
        for y in 0..self.height as i64 {
            for x in 0..self.width as i64 {
                if source.pixel(x as u32, y as u32)[3] == 0
                    && (opaque(x - 1, y) || opaque(x + 1, y) || opaque(x, y - 1) || opaque(x, y + 1))
                {
                    self.set(x as u32, y as u32, colour);
                }
            }
        }
    }
}

/// `x²`.
pub(super) fn sq(x: f32) -> f32 {
    x * x
}

// The pictures are committed as PNG files and checked byte for byte, so their
// geometry must not depend on the platform's maths library: sines and arc
// tangents come from these series, which use only IEEE arithmetic (square
// roots included), exact on every machine.

/// The sine and cosine of `angle` (radians).
pub(super) fn sin_cos(angle: f32) -> (f32, f32) {
    let tau = std::f64::consts::TAU;
    let a = angle as f64;
    let r = a - (a / tau).round() * tau; // in [-π, π]
    // Taylor series to the 25th power: error far below f32 precision on [-π, π].
    let (mut sin, mut cos) = (0.0f64, 0.0f64);
    let (mut term_s, mut term_c) = (r, 1.0f64);
    for n in 0..13 {
        sin += term_s;
        cos += term_c;
        let k = 2.0 * n as f64;
        term_s *= -r * r / ((k + 2.0) * (k + 3.0));
        term_c *= -r * r / ((k + 1.0) * (k + 2.0));
    }
    (sin as f32, cos as f32)
}

/// The angle of `(x, y)` from the x axis, in `(-π, π]` radians.
pub(super) fn atan2(y: f32, x: f32) -> f32 {
    let (x, y) = (x as f64, y as f64);
    let pi = std::f64::consts::PI;
    if x == 0.0 && y == 0.0 {
        return 0.0;
    }
    // atan of t in [-1, 1], halving the argument twice so the series converges fast.
    let atan = |t: f64| {
        let mut t = t;
        for _ in 0..2 {
            t /= 1.0 + (1.0 + t * t).sqrt();
        }
        let (mut sum, mut power) = (0.0, t);
        for n in 0..12 {
            sum += power / (2 * n + 1) as f64 * if n % 2 == 0 { 1.0 } else { -1.0 };
            power *= t * t;
        }
        4.0 * sum
    };
    let a = if x.abs() >= y.abs() {
        let base = atan(y / x);
        if x > 0.0 {
            base
        } else if y >= 0.0 {
            base + pi
        } else {
            base - pi
        }
    } else {
        let base = atan(x / y);
        if y > 0.0 { pi / 2.0 - base } else { -pi / 2.0 - base }
    };
    a as f32
}

/// A fixed integer hash of a pixel position and a seed: the texture noise.
pub(super) fn hash(x: u32, y: u32, seed: u32) -> u32 {
    let mut h = x.wrapping_mul(0x9E37_79B1) ^ y.wrapping_mul(0x85EB_CA77) ^ seed.wrapping_mul(0xC2B2_AE3D);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    h = h.wrapping_mul(0x297A_2D39);
    h ^ (h >> 15)
}

/// [`hash`] as a number in `[-1, 1]`.
pub(super) fn noise(x: u32, y: u32, seed: u32) -> f32 {
    (hash(x, y, seed) & 0xFFFF) as f32 / 32767.5 - 1.0
}

/// A grey of lightness `v` (0–255, clamped), opaque.
pub(super) fn grey(v: f32) -> Rgba {
    let v = v.round().clamp(0.0, 255.0) as u8;
    [v, v, v, 255]
}

/// The mean of red, green and blue: how light `c` looks (for tests).
#[cfg(test)]
pub(super) fn lightness(c: Rgba) -> f32 {
    (c[0] as f32 + c[1] as f32 + c[2] as f32) / 3.0
}

/// Whether pixel `(x, y)` of `p` is fully opaque (for tests).
#[cfg(test)]
pub(super) fn opaque(p: &Picture, x: u32, y: u32) -> bool {
    p.pixel(x, y)[3] == 255
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_trigonometry_matches_the_standard_library() {
        for k in -400..=400 {
            let a = k as f32 * 0.0173;
            let (s, c) = sin_cos(a);
            assert!((s - a.sin()).abs() < 1e-6 && (c - a.cos()).abs() < 1e-6, "{a}");
            let (x, y) = (c * (1.0 + k as f32 * 0.01).abs(), s * 3.0);
            assert!((atan2(y, x) - y.atan2(x)).abs() < 1e-5, "atan2({y}, {x})");
        }
        assert_eq!(atan2(0.0, -1.0), std::f32::consts::PI);
        assert!((atan2(-1.0, 0.0) + std::f32::consts::FRAC_PI_2).abs() < 1e-7);
    }
}
