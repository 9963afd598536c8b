//! Reading a maze text line by line, for [`parse`](super::parse) and for
//! files and pipes of any size: memory stays one line plus the tiles read so
//! far, and reading stops at the first line that cannot belong to a maze.

use std::fmt;
use std::io::{self, BufRead, Read as _};

use super::super::grid::{MAX_SIDE, Maze, Pos, Tile, check_size};
use super::{ParseError, ParseErrorKind, TextFormat, err};

/// The longest line read, in bytes. The widest zero-one row is 8005 bytes;
/// the rest is room for blanks.
pub const MAX_LINE_BYTES: usize = 1 << 16;

/// The most lines read: the tallest board, and as many blank lines again.
pub const MAX_LINES: usize = 2 * MAX_SIDE;

/// Why a maze could not be read: the input failed, or its text is not a maze.
#[derive(Debug)]
pub enum ReadError {
    /// Reading the input failed.
    Io(io::Error),
    /// The text is not a maze.
    Parse(ParseError),
}

impl ReadError {
    /// The parse error of a read from memory, which cannot fail otherwise.
    pub(super) fn into_parse_error(self) -> ParseError {
        match self {
            ReadError::Parse(e) => e,
            ReadError::Io(e) => unreachable!("reading from memory failed: {e}"),
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "{e}"),
            ReadError::Parse(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReadError {}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> Self {
        ReadError::Io(e)
    }
}

impl From<ParseError> for ReadError {
    fn from(e: ParseError) -> Self {
        ReadError::Parse(e)
    }
}

/// Reads a maze from `input`, guessing the form as [`parse`](super::parse) does.
pub fn read(input: impl BufRead) -> Result<Maze, ReadError> {
    read_as(input, None)
}

/// Reads a maze from `input` in `format` (or the form its first character
/// that is not whitespace suggests, for `None`), a line at a time.
pub fn read_as(mut input: impl BufRead, format: Option<TextFormat>) -> Result<Maze, ReadError> {
    let mut rows = Rows { format, ..Rows::default() };
    let mut buf = Vec::new();
    let mut line_no = 0;
    loop {
        buf.clear();
        let n = (&mut input).take(MAX_LINE_BYTES as u64 + 1).read_until(b'\n', &mut buf)?;
        if n == 0 {
            break;
        }
        line_no += 1;
        if line_no > MAX_LINES {
            return Err(err(line_no, 0, ParseErrorKind::TooTall).into());
        }
        let complete = buf.last() == Some(&b'\n');
        let too_long = !complete && n > MAX_LINE_BYTES;
        let mut bytes = if complete { &buf[..n - 1] } else { &buf[..] };
        if line_no == 1 {
            bytes = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes);
        }
        while let Some(rest) = bytes.strip_suffix(b"\r") {
            bytes = rest;
        }
        let (text, not_utf8) = match std::str::from_utf8(bytes) {
            Ok(text) => (text, false),
            Err(e) => {
                // A character cut off by the length limit is the limit's fault.
                let cut = too_long && e.error_len().is_none();
                (std::str::from_utf8(&bytes[..e.valid_up_to()]).expect("checked prefix"), !cut)
            }
        };
        rows.line(line_no, text, not_utf8)?;
        if too_long {
            return Err(err(line_no, 0, ParseErrorKind::LineTooLong).into());
        }
    }
    Ok(rows.finish()?)
}

/// The rows read so far.
#[derive(Default)]
struct Rows {
    format: Option<TextFormat>,
    tiles: Vec<Tile>,
    width: Option<usize>,
    /// The line each row came from.
    row_lines: Vec<usize>,
    /// The first blank line after the last row, kept in case a row follows
    /// (blank lines inside a maze are rows, and wrong ones).
    blank: Option<(usize, String)>,
    entrance: Option<Pos>,
    exit: Option<Pos>,
}

impl Rows {
    /// Takes one line; `not_utf8`: `text` is only the line's good start.
    fn line(&mut self, line_no: usize, text: &str, not_utf8: bool) -> Result<(), ParseError> {
        if text.trim().is_empty() && !not_utf8 {
            if self.width.is_some() && self.blank.is_none() {
                self.blank = Some((line_no, text.to_owned()));
            }
            return Ok(());
        }
        if let Some((blank_no, blank)) = self.blank.take() {
            self.row(blank_no, &blank, false)?;
        }
        self.row(line_no, text, not_utf8)
    }

    fn row(&mut self, line_no: usize, text: &str, not_utf8: bool) -> Result<(), ParseError> {
        let format = *self.format.get_or_insert_with(|| {
            let first = text.chars().find(|c| !c.is_whitespace());
            if matches!(first, Some('0' | '1')) { TextFormat::ZeroOne } else { TextFormat::Hash }
        });
        let y = self.row_lines.len();
        let before = self.tiles.len();
        let mut columns = 0;
        for (col0, c) in text.chars().enumerate() {
            let column = col0 + 1;
            columns = column;
            let x = self.tiles.len() - before;
            let tile = match (format, c) {
                (TextFormat::ZeroOne, ' ' | '\t') => continue,
                (TextFormat::ZeroOne, '0') | (TextFormat::Hash, '#') => Tile::Wall,
                (TextFormat::ZeroOne, '1') | (TextFormat::Hash, '.') => Tile::Floor,
                (TextFormat::Hash, '~') => Tile::Outside,
                (TextFormat::Hash, 'S' | 'E' | 'B') => {
                    let slots = match c {
                        'S' => [true, false],
                        'E' => [false, true],
                        _ => [true, true],
                    };
                    for (slot, wanted) in [&mut self.entrance, &mut self.exit].into_iter().zip(slots) {
                        if wanted {
                            if slot.is_some() {
                                return Err(err(line_no, column, ParseErrorKind::DuplicateMarker(c)));
                            }
                            *slot = Some(Pos::new(x, y));
                        }
                    }
                    Tile::Floor
                }
                _ => return Err(err(line_no, column, ParseErrorKind::BadChar(c))),
            };
            if x == MAX_SIDE {
                return Err(err(line_no, column, ParseErrorKind::TooWide));
            }
            self.tiles.push(tile);
        }
        if not_utf8 {
            return Err(err(line_no, columns + 1, ParseErrorKind::NotUtf8));
        }
        let found = self.tiles.len() - before;
        match self.width {
            None => self.width = Some(found),
            Some(expected) if expected != found => {
                return Err(err(line_no, 0, ParseErrorKind::RaggedRow { expected, found }));
            }
            Some(_) => {}
        }
        self.row_lines.push(line_no);
        if self.row_lines.len() > MAX_SIDE {
            return Err(err(line_no, 0, ParseErrorKind::TooTall));
        }
        Ok(())
    }

    fn finish(self) -> Result<Maze, ParseError> {
        let Some(width) = self.width else {
            return Err(err(0, 0, ParseErrorKind::Empty));
        };
        let height = self.row_lines.len();
        check_size(width, height).map_err(|e| err(0, 0, ParseErrorKind::Size(e)))?;
        let mut maze = Maze::from_tiles(width, height, self.tiles).map_err(|e| err(0, 0, ParseErrorKind::Size(e)))?;
        maze.entrance = self.entrance.unwrap_or(maze.entrance);
        maze.exit = self.exit.unwrap_or(maze.exit);
        for (what, at) in [("entrance", maze.entrance), ("exit", maze.exit)] {
            if !maze.is_floor(at) {
                return Err(err(self.row_lines[at.y], 0, ParseErrorKind::NoFloor { what, at }));
            }
        }
        Ok(maze)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::text::{parse, write};

    fn kind_at(input: &[u8]) -> (usize, usize, ParseErrorKind) {
        match read(input) {
            Err(ReadError::Parse(e)) => (e.line, e.column, e.kind),
            other => panic!("should be refused: {other:?}"),
        }
    }

    #[test]
    fn text_that_outgrows_the_largest_board_stops_at_the_line_that_does() {
        let mut wide = vec![b'#'; MAX_SIDE + 5];
        wide.push(b'\n');
        assert_eq!(kind_at(&wide), (1, MAX_SIDE + 1, ParseErrorKind::TooWide));
        let row = format!("{}\n", "#".repeat(7));
        assert_eq!(kind_at(row.repeat(MAX_SIDE + 3).as_bytes()), (MAX_SIDE + 1, 0, ParseErrorKind::TooTall));
        assert_eq!(kind_at("\n".repeat(MAX_LINES + 1).as_bytes()), (MAX_LINES + 1, 0, ParseErrorKind::TooTall));
        let blanks = vec![b' '; MAX_LINE_BYTES * 2];
        assert_eq!(kind_at(&blanks), (1, 0, ParseErrorKind::LineTooLong));
        // Read from a stream that never ends: it stops all the same.
        let endless = std::io::BufReader::new(std::io::repeat(0));
        assert!(matches!(read(endless), Err(ReadError::Parse(e)) if e.kind == ParseErrorKind::BadChar('\0')));
    }

    #[test]
    fn bytes_that_are_not_text_say_where() {
        assert_eq!(kind_at(b"#####\n#S\xff.#\n"), (2, 3, ParseErrorKind::NotUtf8));
        assert_eq!(kind_at("#####\n#S\u{e9}.#\n".as_bytes()), (2, 3, ParseErrorKind::BadChar('\u{e9}')));
    }

    #[test]
    fn a_byte_order_mark_and_the_both_marker_are_read() {
        let maze = parse("\u{feff}#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
        assert_eq!((maze.entrance, maze.exit), (Pos::new(1, 1), Pos::new(1, 3)));
        let one = parse("#####\n#B#.#\n#####\n").unwrap();
        assert_eq!((one.entrance, one.exit), (Pos::new(1, 1), Pos::new(1, 1)));
        assert_eq!(write(&one, TextFormat::Hash), "#####\n#B#.#\n#####\n");
        assert_eq!(kind_at(b"#####\n#B#S#\n#####\n"), (2, 4, ParseErrorKind::DuplicateMarker('S')));
        assert_eq!(kind_at(b"#####\n#E#B#\n#####\n"), (2, 4, ParseErrorKind::DuplicateMarker('B')));
    }

    #[test]
    fn input_that_fails_is_an_io_error_not_a_parse_error() {
        struct Broken;
        impl std::io::Read for Broken {
            fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
                Err(std::io::Error::other("disk on fire"))
            }
        }
        let e = read(std::io::BufReader::new(Broken)).unwrap_err();
        assert!(matches!(e, ReadError::Io(_)) && e.to_string().contains("disk on fire"), "{e}");
    }
}
