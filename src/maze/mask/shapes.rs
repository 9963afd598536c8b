//! The built-in shapes, drawn by our own code: each is a test of a point in
//! the square from -1 to 1 (x to the right, y downwards) stretched over the
//! board, asked at every cell's centre.

use std::fmt;
use std::str::FromStr;

/// A shape a maze can be cut to, drawn at any size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Shape {
    /// No mask: the whole rectangle.
    #[default]
    None,
    /// Our mascot's head: a round face with two round ears, the eye patches left out.
    Panda,
    /// A heart.
    Heart,
    /// A ring: a disc with a hole in the middle.
    Ring,
    /// A five-pointed star.
    Star,
}

impl Shape {
    /// Every shape, in menu order.
    pub const ALL: [Shape; 5] = [Shape::None, Shape::Panda, Shape::Heart, Shape::Ring, Shape::Star];

    /// The name on the command line and in maze codes.
    pub fn name(self) -> &'static str {
        match self {
            Shape::None => "none",
            Shape::Panda => "panda",
            Shape::Heart => "heart",
            Shape::Ring => "ring",
            Shape::Star => "star",
        }
    }

    /// Where a maze of this shape puts its entrance and exit unless told:
    /// the corners for the rectangle (as every maze before shapes), the two
    /// ends of the longest path for a shape.
    pub fn default_exits(self) -> crate::maze::exits::Exits {
        if self == Shape::None { crate::maze::exits::Exits::Corners } else { crate::maze::exits::Exits::Hardest }
    }

    /// Whether cell `(cx, cy)` of a `cols × rows` board lies inside the shape
    /// (before the largest-part rule of [`Mask`](super::Mask) is applied).
    pub fn contains(self, cx: usize, cy: usize, cols: usize, rows: usize) -> bool {
        let x = ((cx as f64 + 0.5) / cols as f64) * 2.0 - 1.0;
        let y = ((cy as f64 + 0.5) / rows as f64) * 2.0 - 1.0;
        match self {
            Shape::None => true,
            Shape::Panda => panda(x, y, cols.min(rows)),
            Shape::Heart => heart(x, y),
            Shape::Ring => {
                let r = (x * x + y * y).sqrt();
                (0.42..=1.0).contains(&r)
            }
            Shape::Star => star(x, y),
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Shape {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Shape::ALL
            .into_iter()
            .find(|shape| shape.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("unknown shape '{s}'; expected one of: none, panda, heart, ring, star"))
    }
}

fn in_circle(x: f64, y: f64, (cx, cy): (f64, f64), r: f64) -> bool {
    (x - cx).powi(2) + (y - cy).powi(2) <= r * r
}

/// The head, the ears, and (on boards of 12 cells or more a side, where they
/// can be seen and leave room around them) the eye patches as holes.
fn panda(x: f64, y: f64, side: usize) -> bool {
    let head = in_circle(x, y, (0.0, 0.14), 0.84);
    let ears = in_circle(x, y, (-0.64, -0.62), 0.34) || in_circle(x, y, (0.64, -0.62), 0.34);
    let eye = |ex: f64| ((x - ex) / 0.17).powi(2) + ((y - 0.06) / 0.22).powi(2) <= 1.0;
    let eyes = side >= 12 && (eye(-0.33) || eye(0.33));
    (head || ears) && !eyes
}

/// The classic heart curve `(x² + y² - 1)³ ≤ x² y³` (y up), stretched to fill the square.
fn heart(x: f64, y: f64) -> bool {
    let (hx, hy) = (x * 1.18, 0.12 - y * 1.22);
    (hx * hx + hy * hy - 1.0).powi(3) <= hx * hx * hy.powi(3)
}

/// A five-pointed star, one point up, its inner corners half way out.
fn star(x: f64, y: f64) -> bool {
    let (cx, cy) = (0.0, 0.08);
    let corners: [(f64, f64); 10] = std::array::from_fn(|k| {
        let angle = std::f64::consts::PI * (k as f64 / 5.0) - std::f64::consts::FRAC_PI_2;
        let r = if k % 2 == 0 { 1.04 } else { 0.5 };
        (cx + r * angle.cos(), cy + r * angle.sin())
    });
    // Even-odd crossing test.
    let mut inside = false;
    for i in 0..corners.len() {
        let (a, b) = (corners[i], corners[(i + 1) % corners.len()]);
        if (a.1 > y) != (b.1 > y) && x < a.0 + (y - a.1) * (b.0 - a.0) / (b.1 - a.1) {
            inside = !inside;
        }
    }
    inside
}
