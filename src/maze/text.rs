//! Reading and writing mazes as text.
//!
//! Two forms:
//! - **zero-one**, what the original course program prints: `0` for wall, `1`
//!   for floor, one row a line, digits separated by spaces. The entrance is the
//!   top-left cell `(1, 1)` and the exit the bottom-right cell.
//! - **hash**, compact: `#` wall, `.` floor, `S` the entrance and `E` the exit
//!   (both floor). Without `S`/`E` the corners are used as in zero-one.
//!
//! Reading never panics: bad input gives a [`ParseError`] that says where
//! (line and column, counted from 1) and what.

use std::fmt;
use std::str::FromStr;

use super::grid::{Maze, Pos, SizeError, Tile, check_size};

/// The text forms a maze can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum TextFormat {
    /// `0`/`1` digits separated by spaces.
    #[default]
    ZeroOne,
    /// `#`, `.`, `S`, `E` characters.
    Hash,
}

impl FromStr for TextFormat {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "zero-one" | "01" => Ok(TextFormat::ZeroOne),
            "hash" | "#" => Ok(TextFormat::Hash),
            _ => Err(format!("unknown format '{s}'; expected zero-one or hash")),
        }
    }
}

/// What is wrong with a maze text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// No rows at all.
    Empty,
    /// A row differs in length from the first row.
    RaggedRow {
        /// Tiles in the first row.
        expected: usize,
        /// Tiles in this row.
        found: usize,
    },
    /// A character that the format does not use.
    BadChar(char),
    /// The board size is impossible (even, too small or too large).
    Size(SizeError),
    /// The entrance or the exit is not on floor.
    NoFloor {
        /// `"entrance"` or `"exit"`.
        what: &'static str,
        /// Where it is.
        at: Pos,
    },
    /// `S` or `E` appears more than once.
    DuplicateMarker(char),
}

/// A maze text that could not be read, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Line number, from 1 (0 when the error concerns the whole text).
    pub line: usize,
    /// Column number in characters, from 1 (0 when the error concerns a whole line or text).
    pub column: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => {}
            (l, 0) => write!(f, "line {l}: ")?,
            (l, c) => write!(f, "line {l}, column {c}: ")?,
        }
        match &self.kind {
            ParseErrorKind::Empty => f.write_str("the maze text is empty"),
            ParseErrorKind::RaggedRow { expected, found } => {
                write!(f, "row has {found} tiles but the first row has {expected}; all rows must be equally long")
            }
            ParseErrorKind::BadChar(c) => write!(f, "unexpected character {c:?}"),
            ParseErrorKind::Size(e) => write!(f, "{e}"),
            ParseErrorKind::NoFloor { what, at } => {
                write!(f, "the {what} at {at} is a wall, it must be floor")
            }
            ParseErrorKind::DuplicateMarker(c) => write!(f, "marker {c:?} appears more than once"),
        }
    }
}

impl std::error::Error for ParseError {}

fn err(line: usize, column: usize, kind: ParseErrorKind) -> ParseError {
    ParseError { line, column, kind }
}

/// Writes `maze` in the given form, one row a line, ending with a newline.
pub fn write(maze: &Maze, format: TextFormat) -> String {
    let per_tile = if format == TextFormat::ZeroOne { 2 } else { 1 };
    let mut out = String::with_capacity(maze.tiles().len() * per_tile + maze.height());
    for (i, &t) in maze.tiles().iter().enumerate() {
        let p = maze.pos_of(i);
        match format {
            TextFormat::ZeroOne => {
                if p.x > 0 {
                    out.push(' ');
                }
                out.push(if t == Tile::Floor { '1' } else { '0' });
            }
            TextFormat::Hash => out.push(match t {
                _ if p == maze.entrance => 'S',
                _ if p == maze.exit => 'E',
                Tile::Floor => '.',
                Tile::Wall => '#',
            }),
        }
        if p.x + 1 == maze.width() {
            out.push('\n');
        }
    }
    out
}

/// Reads a maze, guessing the form from the first character that is not
/// whitespace (`0`/`1` means zero-one, anything else hash).
pub fn parse(text: &str) -> Result<Maze, ParseError> {
    let first = text.chars().find(|c| !c.is_whitespace());
    let format = if matches!(first, Some('0' | '1')) { TextFormat::ZeroOne } else { TextFormat::Hash };
    parse_as(text, format)
}

/// Reads a maze in the given form. Blank lines at the start and end are ignored.
pub fn parse_as(text: &str, format: TextFormat) -> Result<Maze, ParseError> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end_matches('\r')))
        .skip_while(|(_, l)| l.trim().is_empty())
        .collect();
    let last = lines.iter().rposition(|(_, l)| !l.trim().is_empty());
    let lines = match last {
        Some(k) => &lines[..=k],
        None => return Err(err(0, 0, ParseErrorKind::Empty)),
    };

    let mut tiles = Vec::new();
    let mut width = None;
    let (mut entrance, mut exit) = (None, None);
    for (row, &(line_no, line)) in lines.iter().enumerate() {
        let before = tiles.len();
        for (col0, c) in line.chars().enumerate() {
            let column = col0 + 1;
            let x = tiles.len() - before;
            let tile = match (format, c) {
                (TextFormat::ZeroOne, ' ' | '\t') => continue,
                (TextFormat::ZeroOne, '0') | (TextFormat::Hash, '#') => Tile::Wall,
                (TextFormat::ZeroOne, '1') | (TextFormat::Hash, '.') => Tile::Floor,
                (TextFormat::Hash, 'S' | 'E') => {
                    let slot = if c == 'S' { &mut entrance } else { &mut exit };
                    if slot.is_some() {
                        return Err(err(line_no, column, ParseErrorKind::DuplicateMarker(c)));
                    }
                    *slot = Some(Pos::new(x, row));
                    Tile::Floor
                }
                _ => return Err(err(line_no, column, ParseErrorKind::BadChar(c))),
            };
            tiles.push(tile);
        }
        let found = tiles.len() - before;
        match width {
            None => width = Some(found),
            Some(expected) if expected != found => {
                return Err(err(line_no, 0, ParseErrorKind::RaggedRow { expected, found }));
            }
            Some(_) => {}
        }
    }
    let width = width.unwrap_or(0);
    let height = lines.len();
    check_size(width, height).map_err(|e| err(0, 0, ParseErrorKind::Size(e)))?;

    let mut maze = Maze::walled(width, height).map_err(|e| err(0, 0, ParseErrorKind::Size(e)))?;
    maze.tiles_mut().copy_from_slice(&tiles);
    maze.entrance = entrance.unwrap_or(maze.entrance);
    maze.exit = exit.unwrap_or(maze.exit);
    for (what, at) in [("entrance", maze.entrance), ("exit", maze.exit)] {
        if !maze.is_floor(at) {
            return Err(err(lines[at.y].0, 0, ParseErrorKind::NoFloor { what, at }));
        }
    }
    Ok(maze)
}
