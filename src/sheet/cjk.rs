//! Chinese text for a PDF drawn as the outlines of a system CJK font's glyphs
//! (read with skrifa), so nothing is embedded: a title costs a few kilobytes
//! of path data instead of a subset font.

use skrifa::instance::{LocationRef, Size};
use skrifa::outline::OutlinePen;
use skrifa::{FontRef, MetadataProvider};

use super::marks::{Anchor, PathOp, Point, pt};

/// A font that draws Chinese, parsed from its file's bytes (the first face of a collection).
pub struct CjkFont<'a> {
    font: FontRef<'a>,
}

impl<'a> CjkFont<'a> {
    /// Reads the font in `bytes` (a `.ttf`, `.otf` or the first face of a `.ttc`).
    pub fn new(bytes: &'a [u8]) -> Result<Self, String> {
        let font = FontRef::from_index(bytes, 0).map_err(|e| format!("not a font file ({e})"))?;
        Ok(CjkFont { font })
    }

    /// `text` set at `size` points with its baseline's `anchor` end at `at`
    /// (y down), as one filled path, with where the line starts and how wide
    /// it is. Characters the font lacks are skipped.
    pub fn text_path(&self, text: &str, size: f32, at: Point, anchor: Anchor) -> (Vec<PathOp>, f32, f32) {
        let charmap = self.font.charmap();
        let outlines = self.font.outline_glyphs();
        let metrics = self.font.glyph_metrics(Size::new(size), LocationRef::default());
        let glyphs: Vec<_> = text.chars().filter_map(|c| charmap.map(c)).collect();
        let advance = |g| metrics.advance_width(g).unwrap_or(size);
        let width: f32 = glyphs.iter().map(|&g| advance(g)).sum();
        let mut pen = Pen { path: Vec::new(), origin: at, last: pt(0.0, 0.0) };
        pen.origin.x -= match anchor {
            Anchor::Start => 0.0,
            Anchor::Middle => width / 2.0,
            Anchor::End => width,
        };
        let left = pen.origin.x;
        for g in glyphs {
            if let Some(outline) = outlines.get(g) {
                // A damaged glyph is left out rather than failing the whole sheet.
                let _ = outline.draw((Size::new(size), LocationRef::default()), &mut pen);
            }
            pen.origin.x += advance(g);
        }
        (pen.path, left, width)
    }
}

/// Collects a glyph's outline (font units scaled to points, y up) as page
/// path operations (y down) from `origin`; quadratic curves become cubic.
struct Pen {
    path: Vec<PathOp>,
    origin: Point,
    /// The current point in glyph coordinates, for raising quadratics.
    last: Point,
}

impl Pen {
    fn page(&self, x: f32, y: f32) -> Point {
        pt(self.origin.x + x, self.origin.y - y)
    }
}

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.path.push(PathOp::Move(self.page(x, y)));
        self.last = pt(x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        self.path.push(PathOp::Line(self.page(x, y)));
        self.last = pt(x, y);
    }

    fn quad_to(&mut self, cx: f32, cy: f32, x: f32, y: f32) {
        let p0 = self.last;
        let c1 = self.page(p0.x + 2.0 / 3.0 * (cx - p0.x), p0.y + 2.0 / 3.0 * (cy - p0.y));
        let c2 = self.page(x + 2.0 / 3.0 * (cx - x), y + 2.0 / 3.0 * (cy - y));
        self.path.push(PathOp::Cubic(c1, c2, self.page(x, y)));
        self.last = pt(x, y);
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.path.push(PathOp::Cubic(self.page(cx0, cy0), self.page(cx1, cy1), self.page(x, y)));
        self.last = pt(x, y);
    }

    fn close(&mut self) {
        self.path.push(PathOp::Close);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quadratic_is_raised_to_the_same_cubic() {
        let mut pen = Pen { path: Vec::new(), origin: pt(0.0, 100.0), last: pt(0.0, 0.0) };
        pen.move_to(0.0, 0.0);
        pen.quad_to(3.0, 3.0, 6.0, 0.0);
        assert_eq!(pen.path[1], PathOp::Cubic(pt(2.0, 98.0), pt(4.0, 98.0), pt(6.0, 100.0)));
    }

    #[test]
    fn junk_is_not_a_font() {
        assert!(CjkFont::new(b"not a font").is_err());
    }
}
