//! Drawing a maze for people: classic ASCII art and SVG.

use std::fmt::Write as _;

use super::grid::{Maze, Pos};

/// Classic ASCII art: `+` corners, `---` and `|` walls, `S` and `E` in the
/// entrance and exit cells. Columns between cells are one character wide,
/// cell columns three, so cells look square in a terminal.
pub fn ascii(maze: &Maze) -> String {
    let mut out = String::new();
    for y in 0..maze.height() {
        for x in 0..maze.width() {
            let p = Pos::new(x, y);
            let wide = x % 2 == 1;
            let s = if maze.is_floor(p) {
                match () {
                    _ if p == maze.entrance => " S ",
                    _ if p == maze.exit => " E ",
                    _ if wide => "   ",
                    _ => " ",
                }
            } else {
                match (x % 2, y % 2) {
                    (0, 0) => "+",
                    (1, 0) => "---",
                    (0, _) => "|",
                    _ => "###", // a walled cell (irregular maps)
                }
            };
            out.push_str(s);
        }
        out.push('\n');
    }
    out
}

/// An SVG picture, `tile_px` pixels a tile: walls in `wall`, floor in
/// `floor`, the entrance and exit marked. Wall runs along a row are merged
/// into one rectangle to keep the file small.
pub fn svg(maze: &Maze, tile_px: usize, wall: &str, floor: &str) -> String {
    let (w, h) = (maze.width() * tile_px, maze.height() * tile_px);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" shape-rendering=\"crispEdges\">\n<rect width=\"{w}\" height=\"{h}\" fill=\"{floor}\"/>\n<g fill=\"{wall}\">\n"
    );
    for y in 0..maze.height() {
        let mut x = 0;
        while x < maze.width() {
            if maze.is_floor(Pos::new(x, y)) {
                x += 1;
                continue;
            }
            let start = x;
            while x < maze.width() && !maze.is_floor(Pos::new(x, y)) {
                x += 1;
            }
            let _ = writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{tile_px}\"/>",
                start * tile_px,
                y * tile_px,
                (x - start) * tile_px
            );
        }
    }
    out.push_str("</g>\n");
    for (p, colour) in [(maze.entrance, "#5aa0dc"), (maze.exit, "#eb5a46")] {
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{tile_px}\" height=\"{tile_px}\" fill=\"{colour}\"/>",
            p.x * tile_px,
            p.y * tile_px
        );
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::text;

    #[test]
    fn ascii_draws_walls_and_markers() {
        let maze = text::parse("#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
        let art = ascii(&maze);
        assert_eq!(art, "+---+---+\n| S     |\n+---+   +\n| E     |\n+---+---+\n");
    }

    #[test]
    fn svg_merges_wall_runs() {
        let maze = text::parse("#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
        let picture = svg(&maze, 10, "#2e6e40", "#ece4c8");
        assert!(picture.starts_with("<svg") && picture.trim_end().ends_with("</svg>"));
        // Top row: one rect 50 wide; row 2: "###" then "#".
        assert!(picture.contains("<rect x=\"0\" y=\"0\" width=\"50\" height=\"10\"/>"));
        assert!(picture.contains("<rect x=\"0\" y=\"20\" width=\"30\" height=\"10\"/>"));
        assert_eq!(picture.matches("<rect").count(), 1 + 8 + 2);
    }
}
