//! What a worksheet page is made of, in points (1/72 inch) from the page's
//! top-left corner, y pointing down: text, and filled or stroked vector paths.
//! The PDF and SVG writers only translate these marks; nothing is decided there.

/// A point on the page, in points from the top-left corner (y down).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Points from the left edge.
    pub x: f32,
    /// Points from the top edge.
    pub y: f32,
}

/// A point at `(x, y)`.
pub fn pt(x: f32, y: f32) -> Point {
    Point { x, y }
}

/// A colour as red, green, blue from 0 to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rgb(pub f32, pub f32, pub f32);

impl Rgb {
    /// Ink black.
    pub const BLACK: Rgb = Rgb(0.0, 0.0, 0.0);
    /// Paper white.
    pub const WHITE: Rgb = Rgb(1.0, 1.0, 1.0);
    /// The light grey of the name line and walled cells.
    pub const GREY: Rgb = Rgb(0.55, 0.55, 0.55);
    /// The answer key's route.
    pub const ROUTE: Rgb = Rgb(0.86, 0.16, 0.12);
    /// Bamboo stalk green.
    pub const BAMBOO: Rgb = Rgb(0.30, 0.62, 0.22);
    /// Bamboo leaf green.
    pub const LEAF: Rgb = Rgb(0.45, 0.75, 0.30);
}

/// One step of a path.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PathOp {
    /// Start a new sub-path here.
    Move(Point),
    /// A straight line to here.
    Line(Point),
    /// A cubic Bézier curve: two control points, then the end.
    Cubic(Point, Point, Point),
    /// Close the sub-path.
    Close,
}

/// How a line of Latin text is set (the PDF's standard fonts, nothing embedded).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    /// Helvetica.
    Sans,
    /// Helvetica-Bold.
    SansBold,
    /// Courier: every character 0.6 em wide, so its width is known.
    Mono,
}

/// Which point of a text line `at` names, on the baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// Its left end.
    Start,
    /// Its middle.
    Middle,
    /// Its right end.
    End,
}

/// One mark on a page, drawn in order (later over earlier).
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    /// A line of printable ASCII text.
    Text {
        /// On the baseline, at the `anchor` end.
        at: Point,
        /// Font size in points.
        size: f32,
        /// The text (printable ASCII only: the PDF's standard fonts).
        text: String,
        /// The typeface.
        face: Face,
        /// Which point of the line `at` is.
        anchor: Anchor,
    },
    /// A line of Chinese text: drawn from a system CJK font's outlines in a
    /// PDF, as text naming CJK fonts in an SVG.
    Cjk {
        /// On the baseline, at the `anchor` end.
        at: Point,
        /// Font size in points.
        size: f32,
        /// The text.
        text: String,
        /// Which point of the line `at` is.
        anchor: Anchor,
    },
    /// A path filled with one colour (non-zero winding).
    Fill {
        /// The colour.
        colour: Rgb,
        /// The outline.
        path: Vec<PathOp>,
    },
    /// A path stroked with round caps and joins.
    Stroke {
        /// The colour.
        colour: Rgb,
        /// Line width in points.
        width: f32,
        /// The path.
        path: Vec<PathOp>,
    },
}

/// A page: its size in points and its marks in drawing order.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    /// Width in points.
    pub width: f32,
    /// Height in points.
    pub height: f32,
    /// What is drawn on it, first to last.
    pub marks: Vec<Mark>,
}

impl Page {
    /// Every line of Latin text on the page, in drawing order.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.marks.iter().filter_map(|m| match m {
            Mark::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
    }
}

/// The kappa of a circle drawn as four cubic Béziers.
const KAPPA: f32 = 0.552_284_8;

/// An ellipse centred on `c` with radii `rx`, `ry`, as a closed path.
pub fn ellipse(c: Point, rx: f32, ry: f32) -> Vec<PathOp> {
    let (kx, ky) = (rx * KAPPA, ry * KAPPA);
    vec![
        PathOp::Move(pt(c.x + rx, c.y)),
        PathOp::Cubic(pt(c.x + rx, c.y + ky), pt(c.x + kx, c.y + ry), pt(c.x, c.y + ry)),
        PathOp::Cubic(pt(c.x - kx, c.y + ry), pt(c.x - rx, c.y + ky), pt(c.x - rx, c.y)),
        PathOp::Cubic(pt(c.x - rx, c.y - ky), pt(c.x - kx, c.y - ry), pt(c.x, c.y - ry)),
        PathOp::Cubic(pt(c.x + kx, c.y - ry), pt(c.x + rx, c.y - ky), pt(c.x + rx, c.y)),
        PathOp::Close,
    ]
}

/// A circle centred on `c` with radius `r`.
pub fn circle(c: Point, r: f32) -> Vec<PathOp> {
    ellipse(c, r, r)
}

/// A closed polygon through `points`.
pub fn polygon(points: &[Point]) -> Vec<PathOp> {
    let mut path: Vec<PathOp> =
        points.iter().enumerate().map(|(i, &p)| if i == 0 { PathOp::Move(p) } else { PathOp::Line(p) }).collect();
    path.push(PathOp::Close);
    path
}

/// An axis-aligned rectangle.
pub fn rect(x: f32, y: f32, w: f32, h: f32) -> Vec<PathOp> {
    polygon(&[pt(x, y), pt(x + w, y), pt(x + w, y + h), pt(x, y + h)])
}

/// An open line through `points`.
pub fn polyline(points: impl IntoIterator<Item = Point>) -> Vec<PathOp> {
    points.into_iter().enumerate().map(|(i, p)| if i == 0 { PathOp::Move(p) } else { PathOp::Line(p) }).collect()
}

/// Helvetica's advance widths (thousandths of an em) for `' '..='~'`, from
/// its Adobe font metrics; Courier's are all 600.
const HELVETICA_WIDTHS: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 to ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ to O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P to _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` to o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p to ~
];

/// How wide `text` is set in `face` at `size` points, in points (bold taken
/// as 5% wider than regular, near enough to place it).
pub fn text_width(text: &str, face: Face, size: f32) -> f32 {
    let em: u32 = match face {
        Face::Mono => 600 * text.chars().count() as u32,
        Face::Sans | Face::SansBold => {
            text.chars().map(|c| u32::from(HELVETICA_WIDTHS[(c as usize).wrapping_sub(32).min(94)])).sum()
        }
    };
    let bold = if face == Face::SansBold { 1.05 } else { 1.0 };
    em as f32 / 1000.0 * size * bold
}

/// Keeps only printable ASCII (what the standard PDF fonts surely draw);
/// anything else becomes `?`.
pub fn printable_ascii(text: &str) -> String {
    text.chars().map(|c| if (' '..='~').contains(&c) { c } else { '?' }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_circle_passes_through_its_four_extremes() {
        let path = circle(pt(10.0, 20.0), 5.0);
        let ends: Vec<Point> = path
            .iter()
            .filter_map(|op| match op {
                PathOp::Move(p) | PathOp::Cubic(_, _, p) => Some(*p),
                _ => None,
            })
            .collect();
        assert_eq!(ends, vec![pt(15.0, 20.0), pt(10.0, 25.0), pt(5.0, 20.0), pt(10.0, 15.0), pt(15.0, 20.0)]);
        assert_eq!(path.last(), Some(&PathOp::Close));
    }

    #[test]
    fn widths_follow_the_fonts() {
        assert_eq!(text_width("abc", Face::Mono, 10.0), 18.0);
        assert_eq!(text_width("Name:", Face::Sans, 1000.0), 2945.0);
        assert!((text_width("ii", Face::Sans, 10.0) - 4.44).abs() < 1e-4);
    }

    #[test]
    fn text_outside_ascii_is_replaced() {
        assert_eq!(printable_ascii("Maze 1 – 熊"), "Maze 1 ? ?");
    }
}
