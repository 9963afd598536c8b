//! Codes of mazes on round, hex and triangle grids, and [`AnySpec`], which
//! reads a code of any grid.
//!
//! A grid code reads `algorithm-GRID.[corner-][shape-][xEXITS-][bP-][items-]seed.PK`, with the
//! same check characters `PK` as a square code (see `code.rs`, which says
//! which typos they catch; codes made before there were two end in one,
//! `C`, and still read). `GRID` names
//! the grid and its size: `round10` (10 rings), `hex12x10` (a board of 12 by
//! 10 hexagons), `hex5` (a big hexagon, 5 rings round its middle),
//! `triangle12x10` (a board), `triangle8` (a big triangle, 8 rows). One number
//! is a big outline; two are a board. A square code's size is `WxH` in tiles
//! and never starts with a letter, so square codes read as before and name
//! the same mazes. The shape (`panda`, `heart`, `ring`, `star`) cuts the grid
//! as on a square maze. Exits appear only when not the usual ones (`hardest`
//! on a shape, else `centre` on a round grid and `corners` elsewhere). Grid
//! codes always carry their check characters. A grid cut to a mask from a
//! file has no code.

use super::code::{check_chars, checked_parts, corner_at, from_base36, to_base36};
use super::grid_spec::{GridShape, GridSpec};
use super::{Algorithm, MazeSpec, StartCorner};
use crate::maze::grid::{HexShape, TriangleShape};
use crate::maze::mask::Shape;
use crate::maze::solve::grids::GridExits;

/// A maze spec of any grid: the square tile board or another grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnySpec {
    /// A square maze on the tile board.
    Square(MazeSpec),
    /// A maze on a round, hex or triangle grid.
    Grid(GridSpec),
}

impl AnySpec {
    /// Reads a square code ([`MazeSpec::from_code`]) or a grid code
    /// ([`GridSpec::from_code`]), told apart by the grid's name.
    pub fn from_code(code: &str) -> Result<Self, String> {
        if is_grid_code(code) {
            GridSpec::from_code(code).map(AnySpec::Grid)
        } else {
            MazeSpec::from_code(code).map(AnySpec::Square)
        }
    }

    /// The code naming this maze.
    pub fn code(&self) -> String {
        match self {
            AnySpec::Square(spec) => spec.code(),
            AnySpec::Grid(spec) => spec.code(),
        }
    }
}

/// Whether `code` names a round, hex or triangle grid (its part before the
/// first dot has a dash-separated word like `round10` or `hex12x10`).
pub fn is_grid_code(code: &str) -> bool {
    let code = code.trim().to_ascii_lowercase();
    let head = code.split('.').next().unwrap_or_default();
    head.split('-').any(|p| read_grid(p).is_some())
}

const GRIDS: [&str; 3] = ["round", "hex", "triangle"];

/// Reads a grid word such as `round10`, `hex12x10` or `triangle8` (its size
/// unchecked); `None` when the word is no grid's.
pub(crate) fn read_grid(word: &str) -> Option<GridShape> {
    let name = GRIDS.into_iter().find(|g| word.starts_with(g))?;
    let size = &word[name.len()..];
    let number = |s: &str| s.parse::<u32>().ok().filter(|_| s.bytes().all(|b| b.is_ascii_digit()));
    let dims = match size.split_once('x') {
        Some((c, r)) => (number(c)?, Some(number(r)?)),
        None => (number(size)?, None),
    };
    Some(match (name, dims) {
        ("round", (rings, None)) => GridShape::Round { rings },
        ("hex", (cols, Some(rows))) => GridShape::Hex(HexShape::Rectangle { cols, rows }),
        ("hex", (radius, None)) => GridShape::Hex(HexShape::Hexagon { radius }),
        ("triangle", (cols, Some(rows))) => GridShape::Triangle(TriangleShape::Rectangle { cols, rows }),
        ("triangle", (side, None)) => GridShape::Triangle(TriangleShape::Triangle { side }),
        _ => return None,
    })
}

/// The grid word of `shape` in a code.
pub(crate) fn grid_word(shape: GridShape) -> String {
    match shape {
        GridShape::Round { rings } => format!("round{rings}"),
        GridShape::Hex(HexShape::Rectangle { cols, rows }) => format!("hex{cols}x{rows}"),
        GridShape::Hex(HexShape::Hexagon { radius }) => format!("hex{radius}"),
        GridShape::Triangle(TriangleShape::Rectangle { cols, rows }) => format!("triangle{cols}x{rows}"),
        GridShape::Triangle(TriangleShape::Triangle { side }) => format!("triangle{side}"),
    }
}

impl GridSpec {
    /// A short code naming this maze, with two check characters at the end:
    /// e.g. `backtracker-round10.1kqee.i3`. See the module's doc (in the source) for the form.
    pub fn code(&self) -> String {
        let mut tail = String::new();
        if self.algorithm == Algorithm::Backtracker && self.corner != StartCorner::TopLeft {
            tail += &format!("{}-", self.corner.name());
        }
        if self.mask != Shape::None {
            tail += &format!("{}-", self.mask.name());
        }
        if self.exits != self.default_exits() {
            tail += &format!("x{}-", self.exits.name());
        }
        if self.braid_percent > 0 {
            tail += &format!("b{}-", self.braid_percent);
        }
        tail += &self.items.code_options();
        let body = format!("{}-{}.{tail}{}", self.algorithm.name(), grid_word(self.shape), to_base36(self.seed));
        format!("{body}.{}", check_chars(&body))
    }

    /// Reads a code made by [`GridSpec::code`], in any case. A wrong or
    /// missing check character is a mistyped code; a code that reads but
    /// names no maze (too big, an algorithm that cannot run there) says why.
    pub fn from_code(code: &str) -> Result<Self, String> {
        let code = code.trim().to_ascii_lowercase();
        let bad = |why: String| format!("maze code '{code}': {why}");
        let (head, tail) = checked_parts(&code)?;
        let (algorithm, grid) = head.rsplit_once('-').ok_or_else(|| bad("no algorithm before the grid".into()))?;
        let shape = read_grid(grid).ok_or_else(|| bad(format!("'{grid}' names no grid (like round10 or hex12x10)")))?;
        let algorithm: Algorithm = algorithm.parse().map_err(bad)?;
        let options: Vec<&str> = tail.split('-').collect();
        let (seed, options) = options.split_last().expect("split gives one part at least");
        let seed = from_base36(seed).ok_or_else(|| bad(format!("'{seed}' is not a seed")))?;
        let mut spec = GridSpec::new(shape, seed).with_algorithm(algorithm);
        let mut exits = None;
        let mut i = 0;
        while i < options.len() {
            if let Some((corner, words)) = corner_at(options, i) {
                spec.corner = corner;
                i += words;
                continue;
            }
            let word = options[i];
            if let Some(mask) = word.parse::<Shape>().ok().filter(|&m| m != Shape::None) {
                spec = spec.with_mask(mask);
            } else if let Some(e) = word.strip_prefix('x').and_then(|e| e.parse::<GridExits>().ok()) {
                exits = Some(e);
            } else if let Some(p) =
                word.strip_prefix('b').and_then(|p| p.parse::<u8>().ok()).filter(|p| (1..=100).contains(p))
            {
                spec.braid_percent = p;
            } else if !spec.items.read_code_option(word) {
                return Err(bad(format!(
                    "'{word}' is neither a start corner, a shape (panda, heart, ring, star), exits like xhardest, a braid share like b30, nor items like s5 (shoots), k2 (keys) or g (gate)"
                )));
            }
            i += 1;
        }
        if exits == Some(spec.exits) {
            return Err(bad(format!("'x{}' is the usual exits here, which codes leave out", spec.exits.name())));
        }
        spec.exits = exits.unwrap_or(spec.exits);
        spec.check().map_err(bad)?;
        // The body as codes write it (either check form has passed above).
        let body = |code: &str| code.rsplit_once('.').map(|(body, _)| body.to_owned());
        if body(&spec.code()) != body(&code) {
            return Err(bad(
                "it is not written as codes are (options in the order corner, shape, exits, braid, items)".into(),
            ));
        }
        Ok(spec)
    }
}

#[cfg(test)]
#[path = "grid_code_tests.rs"]
mod tests;
