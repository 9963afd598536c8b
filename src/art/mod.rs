//! The game's pixel art, drawn by code into plain RGBA buffers.
//!
//! Nothing here knows Bevy: each function returns a [`Picture`] that the game
//! turns into a texture (sampled nearest-neighbour so pixels stay crisp at any
//! tile size). The shapes are filled by testing each pixel's centre and the
//! textures take their noise from a fixed integer hash, so the same call gives
//! the same bytes on every machine.
//!
//! [`catalogue`] lists every picture with a file stem; [`write_all`] saves them
//! as PNG files (the committed copies live in `assets/art/`, and the test
//! `committed_art_is_up_to_date` says how to regenerate them).

use std::path::{Path, PathBuf};

use crate::maze::Dir;

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
/// The shaded side of the panda's white fur.
const PANDA_SHADE: Rgba = [200, 202, 212, 255];
/// The legs on the far side of a panda seen in profile.
const PANDA_FAR: Rgba = [58, 58, 70, 255];
/// The sole of a lifted foot.
const SOLE: Rgba = [104, 84, 92, 255];
/// The soft shadow under the walking panda.
const SHADOW: Rgba = [0, 0, 0, 56];
const CHEEK_PINK: Rgba = [246, 170, 180, 255];
const PAW_BROWN: Rgba = [92, 70, 58, 255];
const STAR_GOLD: Rgba = [255, 200, 40, 255];
const STAR_LIGHT: Rgba = [255, 236, 140, 255];
const STAR_EDGE: Rgba = [170, 110, 10, 255];
const MARKER_DARK: Rgba = [30, 30, 40, 255];
const DOT_ORANGE: Rgba = [255, 120, 40, 255];
const RING_WHITE: Rgba = [255, 255, 255, 255];
const BAMBOO: Rgba = [104, 176, 72, 255];
const BAMBOO_LIGHT: Rgba = [150, 210, 100, 255];
const BAMBOO_DARK: Rgba = [40, 104, 46, 255];
const LEAF: Rgba = [72, 150, 60, 255];

impl Picture {
    fn blank(width: u32, height: u32) -> Self {
        Self { width, height, rgba: vec![0; (width * height * 4) as usize] }
    }

    /// The colour of pixel `(x, y)`.
    pub fn pixel(&self, x: u32, y: u32) -> Rgba {
        let i = ((y * self.width + x) * 4) as usize;
        [self.rgba[i], self.rgba[i + 1], self.rgba[i + 2], self.rgba[i + 3]]
    }

    fn set(&mut self, x: u32, y: u32, colour: Rgba) {
        let i = ((y * self.width + x) * 4) as usize;
        self.rgba[i..i + 4].copy_from_slice(&colour);
    }

    /// Lays `colour` over pixel `(x, y)` by its alpha ("over" compositing, straight alpha).
    fn blend(&mut self, x: u32, y: u32, colour: Rgba) {
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
    fn fill(&mut self, colour: Rgba, inside: impl Fn(f32, f32) -> bool) {
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

    fn ellipse(&mut self, colour: Rgba, cx: f32, cy: f32, rx: f32, ry: f32) {
        self.fill(colour, |x, y| sq((x - cx) / rx) + sq((y - cy) / ry) <= 1.0);
    }

    /// An ellipse turned by `angle` radians (clockwise on screen).
    fn tilted_ellipse(&mut self, colour: Rgba, cx: f32, cy: f32, rx: f32, ry: f32, angle: f32) {
        let (s, c) = sin_cos(angle);
        self.fill(colour, |x, y| {
            let (dx, dy) = (x - cx, y - cy);
            let (u, v) = (dx * c + dy * s, -dx * s + dy * c);
            sq(u / rx) + sq(v / ry) <= 1.0
        });
    }

    /// The pixels whose centres lie in `[x0, x1) × [y0, y1)`.
    fn rect(&mut self, colour: Rgba, x0: f32, y0: f32, x1: f32, y1: f32) {
        self.fill(colour, |x, y| (x0..x1).contains(&x) && (y0..y1).contains(&y));
    }

    /// A rectangle with its corners rounded by `r`.
    fn rounded_rect(&mut self, colour: Rgba, x0: f32, y0: f32, x1: f32, y1: f32, r: f32) {
        self.fill(colour, |x, y| {
            let dx = (x0 + r - x).max(x - (x1 - r)).max(0.0);
            let dy = (y0 + r - y).max(y - (y1 - r)).max(0.0);
            (x0..x1).contains(&x) && (y0..y1).contains(&y) && dx * dx + dy * dy <= r * r
        });
    }

    /// A stroke of half-width `w` from `a` to `b`, with round ends.
    fn line(&mut self, colour: Rgba, a: (f32, f32), b: (f32, f32), w: f32) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len2 = (dx * dx + dy * dy).max(1e-6);
        self.fill(colour, |x, y| {
            let t = (((x - a.0) * dx + (y - a.1) * dy) / len2).clamp(0.0, 1.0);
            let (px, py) = (a.0 + t * dx - x, a.1 + t * dy - y);
            px * px + py * py <= w * w
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

    /// Draws `src` with its top-left corner at `(ox, oy)`, composited over what is here.
    fn blit(&mut self, src: &Picture, ox: u32, oy: u32) {
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
    fn flipped_x(&self) -> Picture {
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
    fn outline(&mut self, colour: Rgba) {
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
fn sq(x: f32) -> f32 {
    x * x
}

// The pictures are committed as PNG files and checked byte for byte, so their
// geometry must not depend on the platform's maths library: sines and arc
// tangents come from these series, which use only IEEE arithmetic (square
// roots included), exact on every machine.

/// The sine and cosine of `angle` (radians).
fn sin_cos(angle: f32) -> (f32, f32) {
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
fn atan2(y: f32, x: f32) -> f32 {
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
fn hash(x: u32, y: u32, seed: u32) -> u32 {
    let mut h = x.wrapping_mul(0x9E37_79B1) ^ y.wrapping_mul(0x85EB_CA77) ^ seed.wrapping_mul(0xC2B2_AE3D);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    h = h.wrapping_mul(0x297A_2D39);
    h ^ (h >> 15)
}

/// [`hash`] as a number in `[-1, 1]`.
fn noise(x: u32, y: u32, seed: u32) -> f32 {
    (hash(x, y, seed) & 0xFFFF) as f32 / 32767.5 - 1.0
}

/// A grey of lightness `v` (0–255, clamped), opaque.
fn grey(v: f32) -> Rgba {
    let v = v.round().clamp(0.0, 255.0) as u8;
    [v, v, v, 255]
}

/// Where the face-on panda head is drawn: face space is the 32 × 32 frame of
/// [`panda`], with the head centred on `(16, 17.5)`; it is moved to `(cx, cy)`
/// and scaled by `s`.
#[derive(Clone, Copy)]
struct Place {
    cx: f32,
    cy: f32,
    s: f32,
}

impl Place {
    fn x(self, u: f32) -> f32 {
        self.cx + (u - 16.0) * self.s
    }
    fn y(self, v: f32) -> f32 {
        self.cy + (v - 17.5) * self.s
    }
    fn ellipse(self, p: &mut Picture, colour: Rgba, u: f32, v: f32, ru: f32, rv: f32) {
        p.ellipse(colour, self.x(u), self.y(v), ru * self.s, rv * self.s);
    }
    fn tilted(self, p: &mut Picture, colour: Rgba, u: f32, v: f32, ru: f32, rv: f32, angle: f32) {
        p.tilted_ellipse(colour, self.x(u), self.y(v), ru * self.s, rv * self.s, angle);
    }
    /// Fills by a predicate written in face space.
    fn fill(self, p: &mut Picture, colour: Rgba, inside: impl Fn(f32, f32) -> bool) {
        p.fill(colour, |x, y| inside(16.0 + (x - self.cx) / self.s, 17.5 + (y - self.cy) / self.s));
    }
}

/// The face-on panda head of [`panda`], placed and scaled by `at`.
fn draw_face(p: &mut Picture, at: Place) {
    // Ears, then the head (with a dark rim) over their lower halves.
    at.ellipse(p, PANDA_BLACK, 7.5, 7.5, 5.5, 5.5);
    at.ellipse(p, PANDA_BLACK, 24.5, 7.5, 5.5, 5.5);
    at.ellipse(p, PANDA_BLACK, 16.0, 17.5, 14.0, 12.5);
    at.ellipse(p, PANDA_WHITE, 16.0, 17.5, 12.8, 11.3);
    // Eye patches slant down and out, the panda's look.
    at.tilted(p, PANDA_BLACK, 11.0, 16.0, 3.6, 5.0, 0.6);
    at.tilted(p, PANDA_BLACK, 21.0, 16.0, 3.6, 5.0, -0.6);
    at.ellipse(p, PANDA_WHITE, 11.8, 15.0, 1.4, 1.6);
    at.ellipse(p, PANDA_WHITE, 20.2, 15.0, 1.4, 1.6);
    at.ellipse(p, CHEEK_PINK, 7.5, 22.0, 2.0, 1.3);
    at.ellipse(p, CHEEK_PINK, 24.5, 22.0, 2.0, 1.3);
    // Nose and a small mouth.
    at.ellipse(p, PANDA_BLACK, 16.0, 21.5, 2.4, 1.6);
    at.fill(p, PANDA_BLACK, |x, y| (15.5..16.5).contains(&x) && (22.5..25.0).contains(&y));
    at.fill(p, PANDA_BLACK, |x, y| (y - 25.0).abs() < 0.6 && (13.5..18.5).contains(&x) && x.round() != 16.0);
}

/// The panda, face on: round white head, black ears, black eye patches, a black
/// nose, pink cheeks. `32 × 32` pixels.
pub fn panda() -> Picture {
    let mut p = Picture::blank(32, 32);
    draw_face(&mut p, Place { cx: 16.0, cy: 17.5, s: 1.0 });
    p
}

/// Side of one frame of [`panda_sheet`], in pixels.
pub const PANDA_FRAME: u32 = 32;

/// Frames of the walk cycle in each row of [`panda_sheet`]: standing, left foot
/// forward, right foot forward.
pub const PANDA_WALK_FRAMES: usize = 3;

/// Row-major index into [`panda_sheet`] of the panda facing `dir` in walk
/// frame `frame` (0 standing, 1 left foot forward, 2 right foot forward; taken
/// modulo 3). Rows follow [`Dir::ALL`].
pub fn panda_frame_index(dir: Dir, frame: usize) -> usize {
    let row = Dir::ALL.iter().position(|&d| d == dir).expect("Dir::ALL lists every direction");
    row * PANDA_WALK_FRAMES + frame % PANDA_WALK_FRAMES
}

/// The walking panda seen from above at three-quarter view, facing `dir`, in
/// walk frame `frame` (as in [`panda_frame_index`]). `32 × 32` pixels with a
/// dark outline and a soft shadow.
pub fn panda_frame(dir: Dir, frame: usize) -> Picture {
    // How far each leg is put forward: +1 forward, -1 back.
    let (left, right) = match frame % PANDA_WALK_FRAMES {
        0 => (0.0, 0.0),
        1 => (1.0, -1.0),
        _ => (-1.0, 1.0),
    };
    let mut p = Picture::blank(PANDA_FRAME, PANDA_FRAME);
    match dir {
        // Facing the viewer the panda's left side is on the right of the screen.
        Dir::Down => panda_front(&mut p, right, left),
        Dir::Up => panda_back(&mut p, left, right),
        Dir::Left => panda_side(&mut p, left, right),
        // The right profile is the left one mirrored, with the feet swapped
        // so the frame order still means left then right foot.
        Dir::Right => {
            panda_side(&mut p, right, left);
            p = p.flipped_x();
        }
    }
    p.outline(PANDA_BLACK);
    let mut framed = Picture::blank(PANDA_FRAME, PANDA_FRAME);
    framed.ellipse(SHADOW, 16.0, 29.5, 10.5, 2.5);
    framed.blit(&p, 0, 0);
    framed
}

/// Facing down: the face, the white chest between the black front legs.
/// `screen_left` and `screen_right` say how far each front leg is put forward.
fn panda_front(p: &mut Picture, screen_left: f32, screen_right: f32) {
    // Body with a shaded lower edge.
    p.ellipse(PANDA_SHADE, 16.0, 21.0, 9.5, 7.5);
    p.ellipse(PANDA_WHITE, 16.0, 20.3, 9.0, 6.8);
    // The black band over the shoulders runs down into the front legs.
    for (x, step) in [(9.5, screen_left), (22.5, screen_right)] {
        let foot = 28.0 + 2.0 * step;
        p.rounded_rect(PANDA_BLACK, x - 3.0, 16.0, x + 3.0, foot + 1.0, 2.5);
        p.ellipse(PANDA_BLACK, x, foot - 0.5, 3.3, 1.8);
    }
    // Head: ears, then the face.
    p.ellipse(PANDA_BLACK, 7.5, 5.0, 3.6, 3.6);
    p.ellipse(PANDA_BLACK, 24.5, 5.0, 3.6, 3.6);
    p.ellipse(PANDA_SHADE, 16.0, 12.0, 10.5, 8.5);
    p.ellipse(PANDA_WHITE, 16.0, 11.4, 10.3, 7.9);
    p.tilted_ellipse(PANDA_BLACK, 11.6, 12.0, 2.4, 3.3, 0.55);
    p.tilted_ellipse(PANDA_BLACK, 20.4, 12.0, 2.4, 3.3, -0.55);
    p.set(12, 11, PANDA_WHITE);
    p.set(19, 11, PANDA_WHITE);
    p.set(8, 15, CHEEK_PINK);
    p.set(23, 15, CHEEK_PINK);
    p.ellipse(PANDA_BLACK, 16.0, 15.6, 1.9, 1.2);
    p.rect(PANDA_BLACK, 15.0, 17.0, 17.0, 18.0);
}

/// Facing up: the back of the head between black ears, the black saddle over
/// the shoulders, the rump with its short tail and the hind legs; a foot lifted
/// behind shows its sole.
fn panda_back(p: &mut Picture, left: f32, right: f32) {
    // Front legs: stubs at the sides, behind the body.
    p.rounded_rect(PANDA_BLACK, 5.0, 16.0, 10.0, 25.0, 2.5);
    p.rounded_rect(PANDA_BLACK, 22.0, 16.0, 27.0, 25.0, 2.5);
    p.ellipse(PANDA_SHADE, 16.0, 20.5, 9.0, 6.5);
    p.ellipse(PANDA_WHITE, 16.0, 20.0, 8.6, 5.9);
    // The saddle: a black band across the shoulders.
    p.ellipse(PANDA_BLACK, 16.0, 17.0, 10.0, 3.6);
    // Hind legs, nearest to us, over the rump: the foot put forward reaches up
    // under the body, the one pushing off is lifted behind and shows its sole.
    for (x, step) in [(11.0, left), (21.0, right)] {
        let foot = 28.5 - 2.0 * step;
        p.rounded_rect(PANDA_BLACK, x - 2.8, 21.5, x + 2.8, foot + 0.5, 2.5);
        if step < 0.0 {
            p.rounded_rect(SOLE, x - 1.5, foot - 2.0, x + 1.5, foot - 0.5, 0.7);
        }
    }
    // Tail between them.
    p.ellipse(PANDA_SHADE, 16.0, 23.4, 2.0, 1.7);
    p.ellipse(PANDA_WHITE, 16.0, 23.0, 1.6, 1.3);
    // Head from behind: ears and a plain white back of the head.
    p.ellipse(PANDA_BLACK, 7.5, 5.5, 3.8, 3.8);
    p.ellipse(PANDA_BLACK, 24.5, 5.5, 3.8, 3.8);
    p.ellipse(PANDA_SHADE, 16.0, 11.5, 10.5, 8.0);
    p.ellipse(PANDA_WHITE, 16.0, 11.2, 10.2, 7.6);
}

/// Facing left, in profile: snout and nose to the left, one ear, one eye
/// patch, the body behind with its black shoulder band and legs. `front` and
/// `back` say how far the near front and near hind leg are put forward; the far
/// legs do the opposite.
fn panda_side(p: &mut Picture, front: f32, back: f32) {
    let leg = |p: &mut Picture, colour: Rgba, x: f32, step: f32| {
        // A leg put forward reaches further to the left (the way the panda faces).
        let foot_x = x - 2.5 * step;
        p.line(colour, (x, 20.0), (foot_x, 26.8), 2.2);
        p.ellipse(colour, foot_x - 0.7, 27.6, 2.6, 1.4);
    };
    // Far legs first (greyer, a step out of phase with the near ones).
    leg(p, PANDA_FAR, 17.0, -front);
    leg(p, PANDA_FAR, 26.0, -back);
    // Body, tail, hind quarter, shoulder band.
    p.ellipse(PANDA_SHADE, 20.0, 18.8, 9.8, 6.2);
    p.ellipse(PANDA_WHITE, 20.0, 18.2, 9.4, 5.6);
    p.ellipse(PANDA_WHITE, 28.8, 15.8, 1.8, 1.6);
    p.ellipse(PANDA_BLACK, 25.0, 20.5, 3.8, 4.2);
    p.tilted_ellipse(PANDA_BLACK, 15.0, 17.5, 3.0, 6.6, 0.3);
    leg(p, PANDA_BLACK, 14.0, front);
    leg(p, PANDA_BLACK, 24.0, back);
    // Head: the one ear we see, the skull, the snout.
    p.ellipse(PANDA_BLACK, 14.0, 4.5, 3.4, 3.2);
    p.ellipse(PANDA_SHADE, 10.5, 11.5, 7.8, 6.8);
    p.ellipse(PANDA_WHITE, 10.5, 11.0, 7.5, 6.3);
    p.ellipse(PANDA_SHADE, 4.0, 13.8, 3.4, 2.5);
    p.ellipse(PANDA_WHITE, 4.0, 13.4, 3.2, 2.1);
    p.ellipse(PANDA_BLACK, 1.4, 12.8, 1.3, 1.2);
    p.tilted_ellipse(PANDA_BLACK, 7.6, 10.6, 1.9, 2.7, -0.45);
    p.set(7, 10, PANDA_WHITE);
    p.set(4, 15, PANDA_BLACK);
}

/// The walking panda: 4 rows of 3 frames of [`PANDA_FRAME`] pixels (96 × 128).
/// Rows follow [`Dir::ALL`] (up, down, left, right); columns are the walk cycle
/// of [`panda_frame_index`].
pub fn panda_sheet() -> Picture {
    let mut sheet = Picture::blank(PANDA_FRAME * PANDA_WALK_FRAMES as u32, PANDA_FRAME * Dir::ALL.len() as u32);
    for dir in Dir::ALL {
        for frame in 0..PANDA_WALK_FRAMES {
            let i = panda_frame_index(dir, frame) as u32;
            let (col, row) = (i % PANDA_WALK_FRAMES as u32, i / PANDA_WALK_FRAMES as u32);
            sheet.blit(&panda_frame(dir, frame), col * PANDA_FRAME, row * PANDA_FRAME);
        }
    }
    sheet
}

/// A wall tile: light grey bricks in running bond with darker mortar, each
/// brick a shade of its own. Light enough to be tinted by multiplying with the
/// wall colour; `32 × 32` pixels that tile seamlessly.
pub fn brick_wall() -> Picture {
    const SIDE: u32 = 32;
    const BRICK_W: u32 = 16;
    const BRICK_H: u32 = 8;
    let mut p = Picture::blank(SIDE, SIDE);
    for y in 0..SIDE {
        let row = y / BRICK_H;
        let (in_y, shift) = (y % BRICK_H, if row.is_multiple_of(2) { 0 } else { BRICK_W / 2 });
        for x in 0..SIDE {
            let bx = (x + shift) % SIDE;
            let (brick, in_x) = (bx / BRICK_W, bx % BRICK_W);
            let mortar = in_y == BRICK_H - 1 || in_x == BRICK_W - 1;
            let v = if mortar {
                150.0 + 6.0 * noise(x, y, 7)
            } else {
                let base = 232.0 + 14.0 * noise(brick, row, 1);
                // Lit top and left edges, shaded bottom and right ones.
                let bevel = match (in_y, in_x) {
                    (0, _) | (_, 0) => 12.0,
                    (y, x) if y == BRICK_H - 2 || x == BRICK_W - 2 => -12.0,
                    _ => 0.0,
                };
                base + bevel + 5.0 * noise(x, y, 3)
            };
            p.set(x, y, grey(v));
        }
    }
    p
}

/// A floor tile: near-white with a very faint mottled grain, to be tinted by
/// the background colour. `32 × 32` pixels that tile seamlessly.
pub fn floor_tile() -> Picture {
    const SIDE: u32 = 32;
    const CELL: u32 = 8;
    let lattice = SIDE / CELL;
    // Smooth value noise on a lattice that wraps around the tile, plus grain.
    let corner = |i: u32, j: u32| noise(i % lattice, j % lattice, 11);
    let mut p = Picture::blank(SIDE, SIDE);
    for y in 0..SIDE {
        for x in 0..SIDE {
            let (i, j) = (x / CELL, y / CELL);
            let smooth = |t: f32| t * t * (3.0 - 2.0 * t);
            let fx = smooth((x % CELL) as f32 / CELL as f32 + 0.5 / CELL as f32);
            let fy = smooth((y % CELL) as f32 / CELL as f32 + 0.5 / CELL as f32);
            let top = corner(i, j) * (1.0 - fx) + corner(i + 1, j) * fx;
            let bottom = corner(i, j + 1) * (1.0 - fx) + corner(i + 1, j + 1) * fx;
            let mottle = top * (1.0 - fy) + bottom * fy;
            let speck = if hash(x, y, 5).is_multiple_of(23) { -6.0 } else { 0.0 };
            p.set(x, y, grey(246.0 + 4.0 * mottle + 2.0 * noise(x, y, 13) + speck));
        }
    }
    p
}

/// A paw print pointing up: a wide heel pad below four toes in an arc, each
/// clear of the others so the print keeps its shape when drawn small. The pad
/// leans a little so mirrored prints read as left and right feet. `16 × 16` pixels.
pub fn footprint() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.tilted_ellipse(PAW_BROWN, 8.0, 11.4, 4.8, 3.3, -0.12);
    p.ellipse(PAW_BROWN, 8.6, 13.2, 3.0, 1.8);
    for (x, y, rx) in [(2.6, 6.4, 1.4), (5.7, 3.0, 1.5), (10.3, 3.0, 1.5), (13.4, 6.4, 1.4)] {
        p.ellipse(PAW_BROWN, x, y, rx, 2.0);
    }
    p
}

/// The paw print marking where the panda has been: the same as [`footprint`].
pub fn paw() -> Picture {
    footprint()
}

/// Points of a five-pointed star around `(cx, cy)`.
fn star_points(cx: f32, cy: f32, outer: f32, inner: f32) -> Vec<(f32, f32)> {
    (0..10)
        .map(|k| {
            let r = if k % 2 == 0 { outer } else { inner };
            let a = std::f32::consts::PI * (k as f32 / 5.0 - 0.5);
            let (sin, cos) = sin_cos(a);
            (cx + r * cos, cy + r * sin)
        })
        .collect()
}

/// A five-pointed gold star with a dark rim: the exit. `16 × 16` pixels.
pub fn star() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.polygon(STAR_EDGE, &star_points(8.0, 8.4, 7.8, 3.4));
    p.polygon(STAR_GOLD, &star_points(8.0, 8.4, 6.2, 2.6));
    p
}

/// A white ring: the entrance. `16 × 16` pixels.
pub fn ring() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.fill(RING_WHITE, |x, y| {
        let r = (sq(x - 8.0) + sq(y - 8.0)).sqrt();
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

/// The entrance: a thick white ring outlined in near-black, so it reads on blue
/// as well as on red or pale tiles; its shape (an open circle) tells it from
/// the exit's star. `16 × 16` pixels.
pub fn entrance_marker() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.fill(RING_WHITE, |x, y| (3.4..6.6).contains(&(sq(x - 8.0) + sq(y - 8.0)).sqrt()));
    p.outline(MARKER_DARK);
    p
}

/// The exit: a gold star with a light centre, outlined in near-black, readable
/// on red tiles (dark rim against red, light gold inside). `16 × 16` pixels.
pub fn exit_marker() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.polygon(STAR_GOLD, &star_points(8.0, 8.6, 7.4, 3.2));
    p.polygon(STAR_LIGHT, &star_points(8.0, 8.6, 3.2, 1.5));
    p.outline(MARKER_DARK);
    p
}

/// One step of the shown route as a diamond (orange with a white rim, outlined
/// in near-black), for the colour-blind-safe theme: route, footprints,
/// entrance and exit then differ by shape as well as colour. `16 × 16` pixels.
pub fn route_marker_diamond() -> Picture {
    let mut p = Picture::blank(16, 16);
    let diamond = |p: &mut Picture, colour: Rgba, r: f32| p.fill(colour, |x, y| (x - 8.0).abs() + (y - 8.0).abs() <= r);
    diamond(&mut p, RING_WHITE, 7.0);
    diamond(&mut p, DOT_ORANGE, 4.8);
    p.outline(MARKER_DARK);
    p
}

/// A stalk of bamboo from `a` to `b` with a node every `node` pixels.
fn bamboo_stalk(p: &mut Picture, a: (f32, f32), b: (f32, f32), w: f32, node: f32) {
    p.line(BAMBOO_DARK, a, b, w + 1.0);
    p.line(BAMBOO, a, b, w);
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    let mut t = node;
    while t < len - 1.0 {
        let c = (a.0 + dx * t / len, a.1 + dy * t / len);
        // A node: a dark ring across the stalk with a light lip above it.
        let (nx, ny) = (-dy / len, dx / len);
        let across = |k: f32| (c.0 + nx * (w + 0.8) * k, c.1 + ny * (w + 0.8) * k);
        p.line(BAMBOO_DARK, across(-1.0), across(1.0), 0.8);
        t += node;
    }
    // Highlight down one side.
    let (nx, ny) = (-dy / len, dx / len);
    let off = |q: (f32, f32)| (q.0 + nx * w * 0.45, q.1 + ny * w * 0.45);
    p.line(BAMBOO_LIGHT, off(a), off(b), w * 0.25);
}

/// A bamboo leaf: a long tilted ellipse with a darker rim.
fn bamboo_leaf(p: &mut Picture, cx: f32, cy: f32, len: f32, angle: f32) {
    p.tilted_ellipse(BAMBOO_DARK, cx, cy, len + 0.9, len * 0.32 + 0.9, angle);
    p.tilted_ellipse(LEAF, cx, cy, len, len * 0.32, angle);
}

/// The victory picture: the panda face on with both arms up, a bamboo sprig in
/// one paw and a gold star in the other, on a sunburst with confetti. `160 × 120` pixels.
pub fn victory_picture() -> Picture {
    let (w, h) = (160u32, 120u32);
    let mut p = Picture::blank(w, h);
    let (cx, cy) = (80.0, 62.0);
    // Sunburst disc: alternating pale gold rays, soft rim.
    p.fill([255, 226, 130, 255], |x, y| (sq(x - cx) + sq(y - cy)).sqrt() <= 58.0);
    p.fill([255, 244, 200, 255], |x, y| {
        let r = (sq(x - cx) + sq(y - cy)).sqrt();
        r <= 56.0 && (atan2(y - cy, x - cx) * 16.0 / std::f32::consts::PI).rem_euclid(2.0) < 1.0
    });
    // Confetti from a fixed LCG.
    let mut state = 0x2545_F491u32;
    let mut next = move || {
        state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        state >> 8
    };
    let confetti =
        [[235, 80, 80, 255], [70, 140, 230, 255], [250, 190, 30, 255], [90, 180, 90, 255], [200, 90, 200, 255]];
    for k in 0..70 {
        let (x, y) = ((next() % w) as f32, (next() % h) as f32);
        let colour = confetti[k % confetti.len()];
        let angle = (next() % 628) as f32 / 100.0;
        p.tilted_ellipse(colour, x + 0.5, y + 0.5, 2.6, 1.2, angle);
    }
    // Bamboo sprig, held up in the panda's right paw (left of the picture).
    bamboo_stalk(&mut p, (38.0, 74.0), (30.0, 6.0), 3.0, 16.0);
    bamboo_leaf(&mut p, 21.0, 14.0, 9.0, 0.5);
    bamboo_leaf(&mut p, 41.0, 20.0, 9.0, -0.7);
    bamboo_leaf(&mut p, 22.0, 32.0, 8.0, 0.9);
    // Legs and body.
    p.ellipse(PANDA_BLACK, 64.0, 106.0, 12.0, 10.0);
    p.ellipse(PANDA_BLACK, 96.0, 106.0, 12.0, 10.0);
    p.ellipse(CHEEK_PINK, 64.0, 108.0, 5.0, 4.0);
    p.ellipse(CHEEK_PINK, 96.0, 108.0, 5.0, 4.0);
    p.ellipse(PANDA_BLACK, 80.0, 86.0, 27.0, 24.0);
    p.ellipse(PANDA_SHADE, 80.0, 88.0, 24.5, 21.5);
    p.ellipse(PANDA_WHITE, 80.0, 86.0, 23.5, 20.0);
    // Arms raised: black from the shoulders up to the paws.
    for (shoulder, paw) in [((60.0, 78.0), (40.0, 44.0)), ((100.0, 78.0), (120.0, 44.0))] {
        p.line(PANDA_BLACK, shoulder, paw, 8.0);
    }
    p.ellipse(PANDA_BLACK, 40.0, 44.0, 9.0, 9.0);
    p.ellipse(PANDA_BLACK, 120.0, 44.0, 9.0, 9.0);
    // The left paw holds the star aloft.
    p.polygon(STAR_EDGE, &star_points(124.0, 26.0, 20.0, 8.5));
    p.polygon(STAR_GOLD, &star_points(124.0, 26.0, 16.5, 6.8));
    p.polygon(STAR_LIGHT, &star_points(121.5, 23.5, 7.0, 3.0));
    // The head over the shoulders, big and round.
    draw_face(&mut p, Place { cx: 80.0, cy: 48.0, s: 2.0 });
    p
}

/// The window icon: the panda's face on a round bamboo-green badge with a
/// darker rim and two bamboo leaves; transparent outside the badge. `64 × 64` pixels.
pub fn window_icon() -> Picture {
    let mut p = Picture::blank(64, 64);
    p.ellipse(BAMBOO_DARK, 32.0, 32.0, 31.5, 31.5);
    p.ellipse(BAMBOO, 32.0, 32.0, 29.0, 29.0);
    p.ellipse(BAMBOO_LIGHT, 32.0, 26.0, 25.0, 22.0);
    p.ellipse(BAMBOO, 32.0, 33.0, 26.0, 24.0);
    bamboo_leaf(&mut p, 13.0, 50.0, 9.0, -0.6);
    bamboo_leaf(&mut p, 51.0, 50.0, 9.0, 0.6);
    draw_face(&mut p, Place { cx: 32.0, cy: 35.0, s: 1.45 });
    p
}

/// Every picture the game uses, each with the file stem it is saved under.
pub fn catalogue() -> Vec<(&'static str, Picture)> {
    vec![
        ("panda_sheet", panda_sheet()),
        ("panda_face", panda()),
        ("brick_wall", brick_wall()),
        ("floor_tile", floor_tile()),
        ("footprint", footprint()),
        ("entrance", entrance_marker()),
        ("exit", exit_marker()),
        ("route_dot", dot()),
        ("route_diamond", route_marker_diamond()),
        ("victory", victory_picture()),
        ("icon", window_icon()),
    ]
}

/// `p` as a PNG file: 8-bit RGBA, fixed compression settings, no metadata,
/// so the same picture always gives the same bytes.
pub fn encode_png(p: &Picture) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, p.width, p.height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Balanced);
    encoder.set_filter(png::Filter::Adaptive);
    let mut writer = encoder.write_header().expect("writing a PNG header to memory cannot fail");
    writer.write_image_data(&p.rgba).expect("the buffer holds exactly width × height RGBA pixels");
    writer.finish().expect("finishing a PNG in memory cannot fail");
    out
}

/// Writes every picture of [`catalogue`] to `dir` as `<stem>.png` (creating
/// `dir` if needed) and returns the paths written.
pub fn write_all(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut written = Vec::new();
    for (stem, picture) in catalogue() {
        let path = dir.join(format!("{stem}.png"));
        std::fs::write(&path, encode_png(&picture))?;
        written.push(path);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The stems and sizes the game relies on.
    const EXPECTED: [(&str, u32, u32); 11] = [
        ("panda_sheet", 96, 128),
        ("panda_face", 32, 32),
        ("brick_wall", 32, 32),
        ("floor_tile", 32, 32),
        ("footprint", 16, 16),
        ("entrance", 16, 16),
        ("exit", 16, 16),
        ("route_dot", 16, 16),
        ("route_diamond", 16, 16),
        ("victory", 160, 120),
        ("icon", 64, 64),
    ];

    fn lightness(c: Rgba) -> f32 {
        (c[0] as f32 + c[1] as f32 + c[2] as f32) / 3.0
    }

    fn opaque(p: &Picture, x: u32, y: u32) -> bool {
        p.pixel(x, y)[3] == 255
    }

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

    #[test]
    fn catalogue_has_every_picture_at_its_size_and_draws_the_same_twice() {
        let (a, b) = (catalogue(), catalogue());
        let got: Vec<_> = a.iter().map(|(stem, p)| (*stem, p.width, p.height)).collect();
        assert_eq!(got, EXPECTED);
        for ((stem, p), (_, q)) in a.iter().zip(&b) {
            assert_eq!(p.rgba.len(), (p.width * p.height * 4) as usize, "{stem}");
            assert_eq!(p, q, "{stem} drew differently the second time");
            assert_eq!(encode_png(p), encode_png(q), "{stem} encoded differently the second time");
        }
    }

    #[test]
    fn pngs_decode_back_to_the_same_pixels() {
        for (stem, p) in catalogue() {
            let bytes = encode_png(&p);
            let mut reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().unwrap();
            let mut buf = vec![0; reader.output_buffer_size().unwrap()];
            let info = reader.next_frame(&mut buf).unwrap();
            assert_eq!((info.width, info.height), (p.width, p.height), "{stem}");
            assert_eq!((info.color_type, info.bit_depth), (png::ColorType::Rgba, png::BitDepth::Eight), "{stem}");
            assert_eq!(&buf[..info.buffer_size()], &p.rgba[..], "{stem}");
        }
    }

    #[test]
    fn sheet_holds_the_frames_in_direction_order() {
        let sheet = panda_sheet();
        assert_eq!((sheet.width, sheet.height), (3 * PANDA_FRAME, 4 * PANDA_FRAME));
        assert_eq!(panda_frame_index(Dir::Up, 0), 0);
        assert_eq!(panda_frame_index(Dir::Down, 2), 5);
        assert_eq!(panda_frame_index(Dir::Left, 1), 7);
        assert_eq!(panda_frame_index(Dir::Right, 2), 11);
        assert_eq!(panda_frame_index(Dir::Right, 5), 11, "frames wrap round the cycle");
        for dir in Dir::ALL {
            for frame in 0..3 {
                let i = panda_frame_index(dir, frame) as u32;
                let (ox, oy) = (i % 3 * PANDA_FRAME, i / 3 * PANDA_FRAME);
                let f = panda_frame(dir, frame);
                for y in 0..PANDA_FRAME {
                    for x in 0..PANDA_FRAME {
                        assert_eq!(sheet.pixel(ox + x, oy + y), f.pixel(x, y), "{dir:?} {frame} at {x},{y}");
                    }
                }
            }
        }
    }

    #[test]
    fn panda_facing_down_shows_its_face() {
        let f = panda_frame(Dir::Down, 0);
        // Ears and eye patches black, forehead and muzzle white, a black nose.
        for (x, y) in [(7, 4), (24, 4), (11, 12), (20, 12), (16, 15)] {
            assert_eq!(f.pixel(x, y), PANDA_BLACK, "({x}, {y})");
        }
        for (x, y) in [(16, 6), (16, 11), (13, 16)] {
            assert_eq!(f.pixel(x, y), PANDA_WHITE, "({x}, {y})");
        }
        // The white chest between the black front legs.
        assert_eq!(f.pixel(16, 23), PANDA_WHITE);
        assert_eq!(f.pixel(9, 24), PANDA_BLACK);
        assert_eq!(f.pixel(22, 24), PANDA_BLACK);
        assert_eq!(f.pixel(0, 0)[3], 0);
    }

    #[test]
    fn panda_facing_up_shows_the_back_of_its_head() {
        let f = panda_frame(Dir::Up, 0);
        assert_eq!(f.pixel(7, 4), PANDA_BLACK);
        assert_eq!(f.pixel(24, 4), PANDA_BLACK);
        // No face: where the eye patches and nose would be is white fur.
        for (x, y) in [(11, 12), (20, 12), (16, 15), (16, 8)] {
            assert_eq!(f.pixel(x, y), PANDA_WHITE, "({x}, {y})");
        }
        // The black saddle across the shoulders below the head.
        assert_eq!(f.pixel(16, 19), PANDA_BLACK);
    }

    #[test]
    fn panda_in_profile_faces_its_way() {
        let left = panda_frame(Dir::Left, 0);
        // Nose at the far left, one eye patch, the ear at the back of the head.
        assert_eq!(left.pixel(1, 12), PANDA_BLACK);
        assert_eq!(left.pixel(8, 11), PANDA_BLACK);
        assert_eq!(left.pixel(14, 4), PANDA_BLACK);
        assert_eq!(left.pixel(11, 8), PANDA_WHITE);
        // The right profile is the left one mirrored (with the feet swapped).
        assert_eq!(panda_frame(Dir::Right, 0), left.flipped_x());
        assert_eq!(panda_frame(Dir::Right, 1), panda_frame(Dir::Left, 2).flipped_x());
        assert_eq!(panda_frame(Dir::Right, 2), panda_frame(Dir::Left, 1).flipped_x());
        assert_eq!(panda_frame(Dir::Right, 0).pixel(30, 12), PANDA_BLACK);
    }

    #[test]
    fn walking_frames_move_the_legs() {
        for dir in Dir::ALL {
            let frames: Vec<_> = (0..3).map(|f| panda_frame(dir, f)).collect();
            let differing =
                |a: &Picture, b: &Picture| a.rgba.chunks(4).zip(b.rgba.chunks(4)).filter(|(p, q)| p != q).count();
            for (a, b) in [(0, 1), (0, 2), (1, 2)] {
                let n = differing(&frames[a], &frames[b]);
                assert!(n >= 8, "{dir:?}: frames {a} and {b} differ in only {n} pixels");
                // Only the lower part (legs, feet, shadow) moves; the head stays put.
                for y in 0..14 {
                    for x in 0..PANDA_FRAME {
                        assert_eq!(frames[a].pixel(x, y), frames[b].pixel(x, y), "{dir:?} head moved at {x},{y}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_panda_frame_is_mostly_black_and_white_with_a_clear_margin() {
        for dir in Dir::ALL {
            for frame in 0..3 {
                let f = panda_frame(dir, frame);
                let solid: Vec<_> = f.rgba.chunks(4).filter(|c| c[3] == 255).collect();
                let dark = solid.iter().filter(|c| lightness([c[0], c[1], c[2], c[3]]) < 80.0).count();
                let light = solid.iter().filter(|c| lightness([c[0], c[1], c[2], c[3]]) > 190.0).count();
                assert!(solid.len() > 350, "{dir:?} {frame}: only {} solid pixels", solid.len());
                assert!(dark + light >= solid.len() * 95 / 100, "{dir:?} {frame}: not black and white");
                assert!(dark > 120 && light > 120, "{dir:?} {frame}: dark {dark} light {light}");
            }
        }
    }

    #[test]
    fn bricks_are_light_with_darker_mortar_in_running_bond() {
        let p = brick_wall();
        let mortar = |x: u32, y: u32| y % 8 == 7 || (x + if (y / 8).is_multiple_of(2) { 0 } else { 8 }) % 16 == 15;
        let (mut brick_sum, mut brick_n, mut mortar_max, mut brick_min) = (0.0, 0.0, 0.0f32, 255.0f32);
        for y in 0..32 {
            for x in 0..32 {
                let c = p.pixel(x, y);
                assert_eq!(c[3], 255);
                assert!(c[0] == c[1] && c[1] == c[2], "bricks are grey, to be tinted");
                if mortar(x, y) {
                    mortar_max = mortar_max.max(lightness(c));
                } else {
                    brick_sum += lightness(c);
                    brick_n += 1.0;
                    brick_min = brick_min.min(lightness(c));
                }
            }
        }
        assert!(brick_sum / brick_n > 220.0, "bricks light: mean {}", brick_sum / brick_n);
        assert!(mortar_max + 40.0 < brick_min, "mortar {mortar_max} darker than every brick pixel {brick_min}");
        // Joints of neighbouring rows are half a brick apart; the tile wraps
        // on a joint and a bed line, so it tiles seamlessly.
        assert!(lightness(p.pixel(15, 2)) < 170.0 && lightness(p.pixel(7, 10)) < 170.0);
        assert!(lightness(p.pixel(7, 2)) > 190.0 && lightness(p.pixel(15, 10)) > 190.0);
        assert!(lightness(p.pixel(31, 2)) < 170.0 && lightness(p.pixel(0, 2)) > 190.0);
        assert!(lightness(p.pixel(4, 31)) < 170.0 && lightness(p.pixel(4, 0)) > 190.0);
        // Bricks are not all one shade.
        let shades: std::collections::BTreeSet<u8> =
            [(4, 3), (20, 3), (4, 19), (20, 19), (12, 11)].iter().map(|&(x, y)| p.pixel(x, y)[0] / 4).collect();
        assert!(shades.len() >= 3, "brick shades {shades:?}");
    }

    #[test]
    fn floor_is_near_white_faint_and_seamless() {
        let p = floor_tile();
        let mut interior_max = 0.0f32;
        let (mut lo, mut hi) = (255.0f32, 0.0f32);
        for y in 0..32 {
            for x in 0..32 {
                let c = lightness(p.pixel(x, y));
                (lo, hi) = (lo.min(c), hi.max(c));
                if x < 31 {
                    interior_max = interior_max.max((c - lightness(p.pixel(x + 1, y))).abs());
                }
                if y < 31 {
                    interior_max = interior_max.max((c - lightness(p.pixel(x, y + 1))).abs());
                }
            }
        }
        assert!(lo >= 232.0 && hi - lo <= 20.0 && hi > lo, "floor lightness {lo}..{hi}");
        for k in 0..32 {
            let across = (lightness(p.pixel(31, k)) - lightness(p.pixel(0, k))).abs();
            let down = (lightness(p.pixel(k, 31)) - lightness(p.pixel(k, 0))).abs();
            assert!(across <= interior_max && down <= interior_max, "seam at {k}: {across} {down} > {interior_max}");
        }
    }

    /// The number of separate blobs of opaque pixels (touching corners join).
    fn blobs(p: &Picture) -> usize {
        let (w, h) = (p.width as i64, p.height as i64);
        let mut seen = vec![false; (w * h) as usize];
        let mut count = 0;
        for start in 0..w * h {
            if seen[start as usize] || !opaque(p, (start % w) as u32, (start / w) as u32) {
                continue;
            }
            count += 1;
            let mut stack = vec![start];
            seen[start as usize] = true;
            while let Some(i) = stack.pop() {
                for (dx, dy) in [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] {
                    let (x, y) = (i % w + dx, i / w + dy);
                    if (0..w).contains(&x)
                        && (0..h).contains(&y)
                        && !seen[(y * w + x) as usize]
                        && opaque(p, x as u32, y as u32)
                    {
                        seen[(y * w + x) as usize] = true;
                        stack.push(y * w + x);
                    }
                }
            }
        }
        count
    }

    #[test]
    fn footprint_points_up_with_separate_toes() {
        let p = footprint();
        // Four toes and a pad, none touching; the heavy pad is below the toes.
        assert_eq!(blobs(&p), 5);
        let mass = |ys: std::ops::Range<u32>| {
            ys.flat_map(|y| (0..16).map(move |x| (x, y))).filter(|&(x, y)| opaque(&p, x, y)).count()
        };
        assert!(mass(8..16) > mass(0..8), "pad below the toes");
        assert!(opaque(&p, 8, 11) && !opaque(&p, 8, 15) && !opaque(&p, 8, 4) && !opaque(&p, 0, 0));
    }

    #[test]
    fn markers_differ_by_shape() {
        let shapes = [footprint(), entrance_marker(), exit_marker(), dot(), route_marker_diamond()];
        for (i, a) in shapes.iter().enumerate() {
            for (j, b) in shapes.iter().enumerate().skip(i + 1) {
                let n = (0..16 * 16).filter(|k| a.pixel(k % 16, k / 16) != b.pixel(k % 16, k / 16)).count();
                assert!(n >= 60, "markers {i} and {j} look alike ({n} pixels differ)");
            }
        }
        let (entrance, exit, diamond) = (entrance_marker(), exit_marker(), route_marker_diamond());
        // An open ring: transparent middle, white band, dark edge.
        assert_eq!(entrance.pixel(8, 8)[3], 0);
        assert_eq!(entrance.pixel(13, 8), RING_WHITE);
        assert_eq!(entrance.pixel(15, 8), MARKER_DARK);
        // The star: gold, dark edged, transparent between its points.
        assert_eq!(exit.pixel(5, 12), STAR_GOLD);
        assert_eq!(exit.pixel(8, 1), MARKER_DARK);
        assert_eq!(exit.pixel(8, 15)[3], 0);
        // The diamond reaches its tips, where the round dot does not.
        assert_eq!(diamond.pixel(8, 8), DOT_ORANGE);
        assert!(opaque(&diamond, 8, 0) && opaque(&diamond, 0, 8) && !opaque(&dot(), 8, 1));
        assert!(!opaque(&diamond, 3, 3) && opaque(&dot(), 3, 5));
    }

    #[test]
    fn icon_is_a_round_green_badge_with_the_panda() {
        let p = window_icon();
        for (x, y) in [(0, 0), (63, 0), (0, 63), (63, 63), (4, 4)] {
            assert_eq!(p.pixel(x, y)[3], 0, "corner ({x}, {y}) transparent");
        }
        let top = p.pixel(32, 4);
        assert!(top[1] > top[0] && top[1] > top[2], "green badge rim {top:?}");
        assert_eq!(p.pixel(32, 28), PANDA_WHITE, "forehead");
        assert_eq!(p.pixel(32, 41), PANDA_BLACK, "nose");
    }

    #[test]
    fn victory_has_panda_star_and_bamboo() {
        let p = victory_picture();
        assert_eq!((p.width, p.height), (160, 120));
        assert_eq!(p.pixel(80, 40), PANDA_WHITE, "forehead");
        assert_eq!(p.pixel(124, 28), STAR_GOLD, "star");
        let g = p.pixel(34, 60);
        assert!(g[1] > 150 && g[0] < 160, "bamboo {g:?}");
        let count = |c: Rgba| p.rgba.chunks(4).filter(|px| *px == c).count();
        assert!(count(PANDA_BLACK) > 2000 && count(PANDA_WHITE) > 2000);
    }

    /// Fails when `assets/art/` differs from what the code draws now; with
    /// `PANDA_MAZE_WRITE_ART=1` it rewrites the folder instead.
    #[test]
    fn committed_art_is_up_to_date() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets").join("art");
        if std::env::var_os("PANDA_MAZE_WRITE_ART").is_some_and(|v| v == "1") {
            let written = write_all(&dir).unwrap();
            assert_eq!(written.len(), catalogue().len());
            return;
        }
        let mut stale = Vec::new();
        for (stem, picture) in catalogue() {
            let path = dir.join(format!("{stem}.png"));
            match std::fs::read(&path) {
                Ok(bytes) if bytes == encode_png(&picture) => {}
                Ok(_) => stale.push(format!("{} differs", path.display())),
                Err(e) => stale.push(format!("{} unreadable: {e}", path.display())),
            }
        }
        assert!(
            stale.is_empty(),
            "assets/art/ is out of date ({}).\nRegenerate it with\n  PANDA_MAZE_WRITE_ART=1 cargo test --no-default-features --lib committed_art_is_up_to_date\nand commit the files.",
            stale.join("; ")
        );
    }

    /// Writes ×8 previews of every picture to `$PANDA_MAZE_ART_PREVIEW` (a
    /// folder), over a grey checkerboard so transparency shows; does nothing
    /// without the variable.
    #[test]
    fn previews_on_request() {
        let Some(dir) = std::env::var_os("PANDA_MAZE_ART_PREVIEW") else { return };
        let dir = PathBuf::from(dir);
        std::fs::create_dir_all(&dir).unwrap();
        let scaled = |p: &Picture, k: u32, backdrop: Option<Rgba>| {
            let mut out = Picture::blank(p.width * k, p.height * k);
            for y in 0..out.height {
                for x in 0..out.width {
                    let back = backdrop.unwrap_or(if (x / 8 + y / 8) % 2 == 0 { [180; 4] } else { [140; 4] });
                    out.set(x, y, [back[0], back[1], back[2], 255]);
                    out.blend(x, y, p.pixel(x / k, y / k));
                }
            }
            out
        };
        for (stem, p) in catalogue() {
            std::fs::write(dir.join(format!("{stem}_x8.png")), encode_png(&scaled(&p, 8, None))).unwrap();
        }
        // The sheet on a floor-like tint at ×1, ×2 and ×4, to judge small sizes.
        let sheet = panda_sheet();
        for k in [1, 2, 4] {
            let bg = Some([236, 228, 200, 255]);
            std::fs::write(dir.join(format!("sheet_floor_x{k}.png")), encode_png(&scaled(&sheet, k, bg))).unwrap();
        }
        // The small markers on the entrance blue, the exit red and the floor.
        let markers = [footprint(), entrance_marker(), exit_marker(), dot(), route_marker_diamond()];
        let backs: [Rgba; 3] = [[90, 160, 220, 255], [235, 90, 70, 255], [236, 228, 200, 255]];
        let mut board = Picture::blank(20 * markers.len() as u32, 20 * backs.len() as u32);
        for (j, back) in backs.iter().enumerate() {
            board.rect(*back, 0.0, 20.0 * j as f32, board.width as f32, 20.0 * (j + 1) as f32);
            for (i, m) in markers.iter().enumerate() {
                board.blit(m, 20 * i as u32 + 2, 20 * j as u32 + 2);
            }
        }
        std::fs::write(dir.join("markers_x8.png"), encode_png(&scaled(&board, 8, None))).unwrap();
        // Walls and floor tiled 3 × 3 and tinted like the game does.
        let tiled = |p: &Picture, tint: [f32; 3]| {
            let mut out = Picture::blank(p.width * 3, p.height * 3);
            for y in 0..out.height {
                for x in 0..out.width {
                    let c = p.pixel(x % p.width, y % p.height);
                    let t = |i: usize| (c[i] as f32 * tint[i]) as u8;
                    out.set(x, y, [t(0), t(1), t(2), 255]);
                }
            }
            scaled(&out, 4, None)
        };
        let wall = tiled(&brick_wall(), [46.0 / 255.0 * 2.0, 110.0 / 255.0 * 1.6, 64.0 / 255.0 * 1.8]);
        std::fs::write(dir.join("wall_tiled.png"), encode_png(&wall)).unwrap();
        let floor = tiled(&floor_tile(), [236.0 / 255.0, 228.0 / 255.0, 200.0 / 255.0]);
        std::fs::write(dir.join("floor_tiled.png"), encode_png(&floor)).unwrap();
    }
}
