//! A worksheet page as an SVG picture: the same marks as the PDF, Latin text
//! in Helvetica (or the nearest sans), Chinese text naming common CJK fonts.

use std::fmt::Write as _;
use std::io::{self, Write};

use super::marks::{Anchor, Face, Mark, Page, PathOp, Rgb};

/// Fonts an SVG viewer may have for Chinese, best first.
const CJK_FAMILIES: &str = "'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";

/// A number with at most two decimals and no trailing zeros.
fn num(v: f32) -> String {
    let text = format!("{v:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".to_owned() } else { text.to_owned() }
}

fn colour(Rgb(r, g, b): Rgb) -> String {
    let byte = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    format!("#{:02x}{:02x}{:02x}", byte(r), byte(g), byte(b))
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// A path's `d` attribute.
fn path_data(path: &[PathOp]) -> String {
    let mut d = String::new();
    for op in path {
        let _ = match op {
            PathOp::Move(p) => write!(d, "M{} {}", num(p.x), num(p.y)),
            PathOp::Line(p) => write!(d, "L{} {}", num(p.x), num(p.y)),
            PathOp::Cubic(a, b, p) => {
                write!(d, "C{} {} {} {} {} {}", num(a.x), num(a.y), num(b.x), num(b.y), num(p.x), num(p.y))
            }
            PathOp::Close => write!(d, "Z"),
        };
    }
    d
}

fn anchor(a: Anchor) -> &'static str {
    match a {
        Anchor::Start => "start",
        Anchor::Middle => "middle",
        Anchor::End => "end",
    }
}

/// `page` as an SVG document into `out`, sized in points.
pub fn write_page(page: &Page, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    let (w, h) = (num(page.width), num(page.height));
    writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}pt\" height=\"{h}pt\" viewBox=\"0 0 {w} {h}\">"
    )?;
    writeln!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>")?;
    for mark in &page.marks {
        match mark {
            Mark::Text { at, size, text, face, anchor: a } => {
                let (family, weight) = match face {
                    Face::Sans => ("Helvetica, Arial, sans-serif", "normal"),
                    Face::SansBold => ("Helvetica, Arial, sans-serif", "bold"),
                    Face::Mono => ("Courier, 'Courier New', monospace", "normal"),
                };
                writeln!(
                    out,
                    "<text x=\"{}\" y=\"{}\" font-family=\"{family}\" font-weight=\"{weight}\" font-size=\"{}\" text-anchor=\"{}\">{}</text>",
                    num(at.x),
                    num(at.y),
                    num(*size),
                    anchor(*a),
                    escape(text)
                )?;
            }
            Mark::Cjk { at, size, text, anchor: a } => writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" font-family=\"{CJK_FAMILIES}\" font-size=\"{}\" text-anchor=\"{}\">{}</text>",
                num(at.x),
                num(at.y),
                num(*size),
                anchor(*a),
                escape(text)
            )?,
            Mark::Fill { colour: c, path } => {
                writeln!(out, "<path d=\"{}\" fill=\"{}\"/>", path_data(path), colour(*c))?;
            }
            Mark::Stroke { colour: c, width, path } => writeln!(
                out,
                "<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
                path_data(path),
                colour(*c),
                num(*width)
            )?,
        }
    }
    writeln!(out, "</svg>")
}

/// `page` as an SVG document in a string.
pub fn page_svg(page: &Page) -> String {
    let mut out = Vec::new();
    write_page(page, &mut out).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("the SVG is UTF-8")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::marks::{polyline, pt};

    #[test]
    fn numbers_are_short() {
        assert_eq!(
            (num(1.0), num(2.5), num(0.126), num(-0.001)),
            ("1".into(), "2.5".into(), "0.13".into(), "0".into())
        );
    }

    #[test]
    fn marks_become_svg_elements() {
        let page = Page {
            width: 100.0,
            height: 50.0,
            marks: vec![
                Mark::Text {
                    at: pt(1.0, 2.0),
                    size: 9.0,
                    text: "a<b".into(),
                    face: Face::Mono,
                    anchor: Anchor::Middle,
                },
                Mark::Cjk { at: pt(3.0, 4.0), size: 18.0, text: "熊猫".into(), anchor: Anchor::End },
                Mark::Stroke { colour: Rgb::ROUTE, width: 2.0, path: polyline([pt(0.0, 0.0), pt(5.0, 0.0)]) },
            ],
        };
        let svg = page_svg(&page);
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains("viewBox=\"0 0 100 50\""));
        assert!(svg.contains("text-anchor=\"middle\">a&lt;b</text>"), "{svg}");
        assert!(svg.contains(">熊猫</text>"));
        assert!(svg.contains("d=\"M0 0L5 0\" fill=\"none\" stroke=\"#db291f\""), "{svg}");
    }
}
