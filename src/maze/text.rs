//! Reading and writing mazes as text.
//!
//! Two forms:
//! - **zero-one**, what the original course program prints: `0` for wall, `1`
//!   for floor, one row a line, digits separated by spaces. The entrance is the
//!   top-left cell `(1, 1)` and the exit the bottom-right cell.
//! - **hash**, compact: `#` wall, `.` floor, `S` the entrance and `E` the exit
//!   (both floor), or `B` for both on one tile (a one-tile way out). Without
//!   markers the corners are used as in zero-one. A shaped maze's outside
//!   tiles are `~` (zero-one writes them as wall: it has no word for them).
//!
//! Reading never panics and never holds more than one line of text: [`read`]
//! goes line by line and stops at the first bad line, or where the text
//! outgrows the largest board ([`MAX_LINE_BYTES`], [`MAX_LINES`]). Bad input
//! gives a [`ParseError`] that says where (line and column, counted from 1)
//! and what. Every maze read back from [`write()`]'s hash form is the maze
//! written (the zero-one form has no markers, so it keeps the tiles only).

use std::fmt;
use std::io::{self, Write};
use std::str::FromStr;

use serde::ser::{Serialize, SerializeSeq, Serializer};

use super::grid::{Maze, Pos, SizeError, Tile};

mod read;

pub use read::{MAX_LINE_BYTES, MAX_LINES, ReadError, read, read_as};

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
    /// `S` or `E` appears more than once (`B` counts as both).
    DuplicateMarker(char),
    /// A row has more tiles than the widest board ([`MAX_SIDE`](super::grid::MAX_SIDE)).
    TooWide,
    /// More rows than the tallest board, or more lines than [`MAX_LINES`].
    TooTall,
    /// A line longer than [`MAX_LINE_BYTES`] (only blanks can make one that is not too wide).
    LineTooLong,
    /// Bytes that are not UTF-8 text.
    NotUtf8,
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
            ParseErrorKind::TooWide => {
                write!(f, "row is too wide; each side may be at most {} tiles", super::grid::MAX_SIDE)
            }
            ParseErrorKind::TooTall => write!(
                f,
                "too many rows; each side may be at most {} tiles (and the text at most {MAX_LINES} lines)",
                super::grid::MAX_SIDE
            ),
            ParseErrorKind::LineTooLong => write!(f, "line is longer than {MAX_LINE_BYTES} bytes"),
            ParseErrorKind::NotUtf8 => f.write_str("not text: the bytes here are not UTF-8"),
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
    let mut out = Vec::with_capacity(maze.tiles().len() * per_tile + maze.height());
    write_to(maze, format, &mut out).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("the text forms are ASCII")
}

/// Writes `maze` in the given form into `out`, a row at a time (so a huge
/// board never lies in memory as text).
pub fn write_to(maze: &Maze, format: TextFormat, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    let mut row = Vec::with_capacity(maze.width() * 2 + 1);
    for (y, tiles) in maze.tiles().chunks(maze.width()).enumerate() {
        row.clear();
        match format {
            TextFormat::ZeroOne => {
                for (x, &t) in tiles.iter().enumerate() {
                    if x > 0 {
                        row.push(b' ');
                    }
                    row.push(if t == Tile::Floor { b'1' } else { b'0' });
                }
                row.push(b'\n');
            }
            TextFormat::Hash => hash_row(maze, y, &mut row),
        }
        out.write_all(&row)?;
    }
    Ok(())
}

/// Appends row `y` of `maze` in the hash form, newline included: `B` where the
/// entrance is the exit, so that reading it back finds both.
pub(crate) fn hash_row(maze: &Maze, y: usize, row: &mut Vec<u8>) {
    for x in 0..maze.width() {
        let p = Pos::new(x, y);
        row.push(match () {
            _ if p == maze.entrance && p == maze.exit => b'B',
            _ if p == maze.entrance => b'S',
            _ if p == maze.exit => b'E',
            _ if maze.is_floor(p) => b'.',
            _ if maze.tile(p) == Tile::Outside => b'~',
            _ => b'#',
        });
    }
    row.push(b'\n');
}

/// The rows of a maze as `#` (wall), `.` (floor) and `~` (outside a shape) strings, without markers:
/// serializes as a sequence of strings made one at a time (the JSON export of
/// a huge board never holds them all).
pub struct PlainRows<'a>(pub &'a Maze);

impl Serialize for PlainRows<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let maze = self.0;
        let mut rows = serializer.serialize_seq(Some(maze.height()))?;
        let mut row = String::with_capacity(maze.width());
        for tiles in maze.tiles().chunks(maze.width()) {
            row.clear();
            row.extend(tiles.iter().map(|&t| match t {
                Tile::Floor => '.',
                Tile::Wall => '#',
                Tile::Outside => '~',
            }));
            rows.serialize_element(&row)?;
        }
        rows.end()
    }
}

/// Reads a maze, guessing the form from the first character that is not
/// whitespace (`0`/`1` means zero-one, anything else hash).
pub fn parse(text: &str) -> Result<Maze, ParseError> {
    read(text.as_bytes()).map_err(ReadError::into_parse_error)
}

/// Reads a maze in the given form. Blank lines at the start and end are ignored.
pub fn parse_as(text: &str, format: TextFormat) -> Result<Maze, ParseError> {
    read_as(text.as_bytes(), Some(format)).map_err(ReadError::into_parse_error)
}
