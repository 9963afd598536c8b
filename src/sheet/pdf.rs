//! A worksheet as a PDF, written with `pdf-writer`: one page per laid-out
//! [`Page`], walls and pictures as vector paths, Latin text in the standard
//! Helvetica and Courier fonts (nothing embedded, so the text stays
//! searchable), Chinese text as the outlines of a system CJK font.

use pdf_writer::types::{LineCapStyle, LineJoinStyle, TextRenderingMode};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

use super::cjk::CjkFont;
use super::marks::{Anchor, Face, Mark, Page, PathOp, Rgb, text_width};

/// The catalog, page tree and document information objects.
const CATALOG: Ref = Ref::new(1);
const PAGE_TREE: Ref = Ref::new(2);
const INFO: Ref = Ref::new(3);
/// The three standard fonts, in [`FACES`] order.
const FIRST_FONT: i32 = 4;
/// Each page takes two objects from here: the page and its content stream.
const FIRST_PAGE: i32 = 7;

/// How hard the page streams are deflated (zlib's 0-10; 6 is its usual).
const DEFLATE_LEVEL: u8 = 6;

/// The fonts' resource names and PDF base fonts, by [`Face`].
const FACES: [(Face, &[u8], &[u8]); 3] =
    [(Face::Sans, b"F1", b"Helvetica"), (Face::SansBold, b"F2", b"Helvetica-Bold"), (Face::Mono, b"F3", b"Courier")];

/// `pages` as a PDF document titled `title`. Chinese text is drawn with
/// `cjk_font` (a font file's bytes), or left out when there is none; a font
/// that cannot be read is an error.
pub fn pdf(pages: &[Page], title: &str, cjk_font: Option<&[u8]>) -> Result<Vec<u8>, String> {
    pdf_of(pages.len(), |i| &pages[i], title, cjk_font)
}

/// As [`pdf`], with the `count` pages made (or lent) one at a time by
/// `page`, each dropped once written: a long sheet never holds all its
/// pages' marks.
pub fn pdf_of<P: std::borrow::Borrow<Page>>(
    count: usize,
    mut page: impl FnMut(usize) -> P,
    title: &str,
    cjk_font: Option<&[u8]>,
) -> Result<Vec<u8>, String> {
    let cjk = cjk_font.map(CjkFont::new).transpose()?;
    let mut pdf = Pdf::new();
    let page_ref = |i: usize| Ref::new(FIRST_PAGE + 2 * i as i32);
    pdf.catalog(CATALOG).pages(PAGE_TREE);
    pdf.pages(PAGE_TREE).kids((0..count).map(page_ref)).count(count as i32);
    pdf.document_info(INFO).title(TextStr(title)).creator(TextStr("panda-maze sheet"));
    for (i, (_, _, base)) in FACES.iter().enumerate() {
        pdf.type1_font(Ref::new(FIRST_FONT + i as i32))
            .base_font(Name(base))
            .encoding_predefined(Name(b"WinAnsiEncoding"));
    }
    for i in 0..count {
        let page = page(i);
        let page = page.borrow();
        let content_ref = Ref::new(page_ref(i).get() + 1);
        let mut writer = pdf.page(page_ref(i));
        writer.parent(PAGE_TREE).media_box(Rect::new(0.0, 0.0, page.width, page.height)).contents(content_ref);
        let mut resources = writer.resources();
        let mut fonts = resources.fonts();
        for (n, (_, name, _)) in FACES.iter().enumerate() {
            fonts.pair(Name(name), Ref::new(FIRST_FONT + n as i32));
        }
        fonts.finish();
        resources.finish();
        writer.finish();
        let content = miniz_oxide::deflate::compress_to_vec_zlib(&content(page, cjk.as_ref()), DEFLATE_LEVEL);
        pdf.stream(content_ref, &content).filter(Filter::FlateDecode);
    }
    Ok(pdf.finish())
}

/// The content stream of one page.
fn content(page: &Page, cjk: Option<&CjkFont>) -> Vec<u8> {
    let mut c = Content::new();
    let h = page.height;
    c.set_line_cap(LineCapStyle::RoundCap).set_line_join(LineJoinStyle::RoundJoin);
    for mark in &page.marks {
        match mark {
            Mark::Text { at, size, text, face, anchor } => {
                let text = super::marks::printable_ascii(text);
                let x = at.x - shift(text_width(&text, *face, *size), *anchor);
                let name = FACES.iter().find(|(f, _, _)| f == face).expect("every face has a font").1;
                fill_colour(&mut c, Rgb::BLACK);
                c.begin_text();
                c.set_font(Name(name), *size);
                c.set_text_matrix([1.0, 0.0, 0.0, 1.0, x, h - at.y]);
                c.show(Str(text.as_bytes()));
                c.end_text();
            }
            Mark::Cjk { at, size, text, anchor } => {
                if let Some(font) = cjk {
                    let (outlines, left, width) = font.text_path(text, *size, *at, *anchor);
                    readable_outlines(&mut c, text, *size, left, width, h - at.y);
                    fill_colour(&mut c, Rgb::BLACK);
                    path(&mut c, &outlines, h);
                    c.fill_nonzero();
                }
            }
            Mark::Fill { colour, path: p } => {
                fill_colour(&mut c, *colour);
                path(&mut c, p, h);
                c.fill_nonzero();
            }
            Mark::Stroke { colour, width, path: p } => {
                let Rgb(r, g, b) = *colour;
                c.set_stroke_rgb(r, g, b).set_line_width(*width);
                path(&mut c, p, h);
                c.stroke();
            }
        }
    }
    c.finish().to_vec()
}

/// Outlines carry no text: an invisible line of Helvetica `x`s over them
/// (`width` wide from `left`, on the `baseline`, in PDF coordinates), marked
/// as standing for `text` (ActualText), lets readers find and copy it.
fn readable_outlines(c: &mut Content, text: &str, size: f32, left: f32, width: f32, baseline: f32) {
    let n = text.chars().count().max(1);
    c.begin_marked_content_with_properties(Name(b"Span")).properties().actual_text(TextStr(text));
    // The text state is part of the graphics state: q/Q keeps the mode and scaling from later text.
    c.save_state();
    c.begin_text();
    c.set_text_rendering_mode(TextRenderingMode::Invisible);
    c.set_font(Name(FACES[0].1), size);
    // Helvetica's x is half an em wide: scaled to span the outlines.
    c.set_horizontal_scaling(width / (n as f32 * 0.5 * size) * 100.0);
    c.set_text_matrix([1.0, 0.0, 0.0, 1.0, left, baseline]);
    c.show(Str("x".repeat(n).as_bytes()));
    c.end_text();
    c.restore_state();
    c.end_marked_content();
}

/// How far left of its anchor a line `width` wide starts.
fn shift(width: f32, anchor: Anchor) -> f32 {
    match anchor {
        Anchor::Start => 0.0,
        Anchor::Middle => width / 2.0,
        Anchor::End => width,
    }
}

fn fill_colour(c: &mut Content, Rgb(r, g, b): Rgb) {
    c.set_fill_rgb(r, g, b);
}

/// Appends `ops` to the current path, flipping y (the page's y points down,
/// PDF's up) and rounding to a hundredth of a point (far finer than print),
/// which keeps the numbers short.
fn path(c: &mut Content, ops: &[PathOp], h: f32) {
    let r = |v: f32| (v * 100.0).round() / 100.0;
    for op in ops {
        match *op {
            PathOp::Move(p) => c.move_to(r(p.x), r(h - p.y)),
            PathOp::Line(p) => c.line_to(r(p.x), r(h - p.y)),
            PathOp::Cubic(a, b, p) => c.cubic_to(r(a.x), r(h - a.y), r(b.x), r(h - b.y), r(p.x), r(h - p.y)),
            PathOp::Close => c.close_path(),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::marks::{polyline, pt};

    fn page() -> Page {
        Page {
            width: 200.0,
            height: 100.0,
            marks: vec![
                Mark::Text {
                    at: pt(10.0, 20.0),
                    size: 9.0,
                    text: "code-1".into(),
                    face: Face::Mono,
                    anchor: Anchor::Start,
                },
                Mark::Stroke { colour: Rgb::BLACK, width: 1.0, path: polyline([pt(0.0, 0.0), pt(5.0, 10.0)]) },
            ],
        }
    }

    #[test]
    fn a_page_has_its_text_and_paths() {
        let text = String::from_utf8(content(&page(), None)).unwrap();
        assert!(text.contains("(code-1) Tj"), "{text}");
        assert!(text.contains("0 100 m"), "y is flipped: {text}");
        assert!(text.contains("5 90 l"), "{text}");
    }

    #[test]
    fn a_pdf_has_its_pages_deflated() {
        let bytes = pdf(&[page(), page()], "t", None).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        assert!(text.starts_with("%PDF-"));
        assert!(text.contains("/Count 2"));
        assert_eq!(text.matches("/FlateDecode").count(), 2);
        assert!(text.trim_end().ends_with("%%EOF"));
    }

    #[test]
    fn a_bad_cjk_font_is_an_error() {
        assert!(pdf(&[page()], "t", Some(b"junk")).is_err());
    }
}
