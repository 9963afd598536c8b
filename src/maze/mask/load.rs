//! Masks from files: a text of `X`/`#` and `.`, or a PNG picture, stretched
//! to the board's cells.

use std::io::Read;
use std::path::Path;

use crate::user_file::{self, UserFileError};

use super::{Mask, MaskError, Shape};

/// The most rows or columns a text mask or picture may have (larger ones are
/// refused before they are read whole).
pub const MAX_MASK_SIDE: usize = 8192;

/// The largest mask text read: [`MAX_MASK_SIDE`] lines of as many characters,
/// each ended by `\r\n`, and a byte-order mark.
pub const MAX_MASK_TEXT_BYTES: u64 = (MAX_MASK_SIDE * (MAX_MASK_SIDE + 2) + 3) as u64;

/// The largest mask picture read. A PNG of [`MAX_MASK_SIDE`]² pixels that is a
/// drawing of a shape compresses far below this; a photograph need not be a mask.
pub const MAX_MASK_PNG_BYTES: u64 = 64 * crate::user_file::MIB;

impl Mask {
    /// A text mask (`X`, `x` or `#` inside; `.` or a space outside; one row a
    /// line, shorter lines padded with outside) stretched over `cols × rows`
    /// cells. A leading byte-order mark is skipped. The text's rows are
    /// looked at in place: nothing is copied but one slice a line.
    pub fn from_text(text: &str, cols: usize, rows: usize) -> Result<Self, MaskError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines: Vec<&[u8]> = Vec::new();
        let mut any_inside = false;
        for (l, line) in text.lines().enumerate() {
            if l >= MAX_MASK_SIDE {
                return Err(too_large_text());
            }
            let line = line.trim_end_matches('\r');
            for (c, ch) in line.chars().enumerate() {
                match ch {
                    'X' | 'x' | '#' => any_inside = true,
                    '.' | ' ' => {}
                    found => return Err(MaskError::BadChar { line: l + 1, column: c + 1, found }),
                }
            }
            // Every character allowed is one byte, so a line's bytes are its characters.
            lines.push(line.as_bytes());
        }
        let width = lines.iter().map(|l| l.len()).max().unwrap_or(0);
        if width == 0 || !any_inside {
            return Err(MaskError::File("the mask text has no cell inside (mark them with X or #)".into()));
        }
        if width > MAX_MASK_SIDE {
            return Err(too_large_text());
        }
        let height = lines.len();
        Self::from_fn(cols, rows, |cx, cy| {
            let (tx, ty) = (cx * width / cols, cy * height / rows);
            lines[ty].get(tx).is_some_and(|&b| matches!(b, b'X' | b'x' | b'#'))
        })
    }

    /// A PNG mask stretched over `cols × rows` cells: where the picture has
    /// see-through pixels, the opaque ones are inside; otherwise the dark ones.
    /// The picture is decoded a row at a time, keeping only the pixels under
    /// the cells' centres, so its size costs time, not memory.
    pub fn from_png(bytes: &[u8], cols: usize, rows: usize) -> Result<Self, MaskError> {
        let bad = |e: png::DecodingError| MaskError::File(format!("the mask picture is not a PNG we can read: {e}"));
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::normalize_to_color8());
        let mut reader = decoder.read_info().map_err(bad)?;
        let (w, h) = (reader.info().width as usize, reader.info().height as usize);
        if w > MAX_MASK_SIDE || h > MAX_MASK_SIDE {
            return Err(MaskError::File(format!("the mask picture is {w}x{h}; at most {MAX_MASK_SIDE} a side")));
        }
        let channels = reader.output_color_type().0.samples();
        // The pixel column under each cell's centre, and the picture row under each row of cells.
        let xs: Vec<usize> = (0..cols).map(|cx| (2 * cx + 1) * w / (2 * cols)).collect();
        let ys: Vec<usize> = (0..rows).map(|cy| (2 * cy + 1) * h / (2 * rows)).collect();
        let mut sampled = vec![(0u8, 255u8); cols * rows];
        let mut see_through = false;
        let mut take_row = |y: usize, data: &[u8]| {
            let pixel = |x: usize| -> (u8, u8) {
                let p = &data[x * channels..][..channels];
                match channels {
                    1 => (p[0], 255),
                    2 => (p[0], p[1]),
                    3 => (luma(p), 255),
                    _ => (luma(p), p[3]),
                }
            };
            see_through = see_through || (channels % 2 == 0 && (0..w).any(|x| pixel(x).1 < 128));
            // ys is sorted: the rows of cells whose centre falls on picture row y.
            let first = ys.partition_point(|&py| py < y);
            for cy in (first..rows).take_while(|&cy| ys[cy] == y) {
                for (cx, &px) in xs.iter().enumerate() {
                    sampled[cy * cols + cx] = pixel(px);
                }
            }
        };
        if reader.info().interlaced {
            // Interlaced rows come in seven passes out of order: decode the
            // whole picture (rare for a mask, and bounded by the side limit).
            let size =
                reader.output_buffer_size().ok_or_else(|| MaskError::File("the mask picture is too large".into()))?;
            let mut buf = vec![0; size];
            let frame = reader.next_frame(&mut buf).map_err(bad)?;
            for (y, data) in buf.chunks(frame.line_size).take(h).enumerate() {
                take_row(y, data);
            }
        } else {
            let mut y = 0;
            while let Some(row) = reader.next_row().map_err(bad)? {
                take_row(y, row.data());
                y += 1;
            }
        }
        Self::from_fn(cols, rows, |cx, cy| {
            let (grey, alpha) = sampled[cy * cols + cx];
            if see_through { alpha >= 128 } else { grey < 128 }
        })
        .map_err(|e| match e {
            MaskError::TooFew { cells: 0, .. } => MaskError::File(
                "the mask picture has nothing inside: draw the shape dark on light, or opaque on see-through".into(),
            ),
            e => e,
        })
    }

    /// The mask named on the command line or in the game: a built-in shape's
    /// name, or a file ending in `.png` or `.txt`.
    pub fn named(name: &str, cols: usize, rows: usize) -> Result<Self, MaskError> {
        if let Ok(shape) = name.parse::<Shape>() {
            return Self::shape(shape, cols, rows);
        }
        Self::load(Path::new(name), cols, rows)
    }

    /// A mask from a `.png` or `.txt` file: only a regular file is opened
    /// (never a FIFO or a device), and only up to `MAX_MASK_PNG_BYTES` or
    /// `MAX_MASK_TEXT_BYTES`; a PNG is refused at its signature before the
    /// rest is read.
    pub fn load(path: &Path, cols: usize, rows: usize) -> Result<Self, MaskError> {
        let ext = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
        let is_png = match ext.as_deref() {
            Some("png") => true,
            Some("txt") => false,
            _ => {
                return Err(MaskError::File(format!(
                    "'{}' is neither a built-in shape (panda, heart, ring, star) nor a .png or .txt mask file",
                    path.display()
                )));
            }
        };
        let unreadable = |e: user_file::UserFileError| {
            MaskError::File(match e {
                UserFileError::Missing(_) => {
                    format!("cannot read the mask file '{}': there is no such file", path.display())
                }
                UserFileError::Io { error, .. } => cannot_read(path, &error).to_string(),
                other => other.to_string(),
            })
        };
        let limit = if is_png { MAX_MASK_PNG_BYTES } else { MAX_MASK_TEXT_BYTES };
        let mut file = user_file::open(path, limit).map_err(unreadable)?;
        let mut head = Vec::new();
        if is_png {
            (&mut file).take(PNG_SIGNATURE.len() as u64).read_to_end(&mut head).map_err(|e| cannot_read(path, &e))?;
            if head != PNG_SIGNATURE {
                return Err(MaskError::File(format!(
                    "the mask file '{}' is not a PNG picture (it does not start as one)",
                    path.display()
                )));
            }
        }
        let bytes = user_file::read_rest(file, path, limit, head).map_err(unreadable)?;
        if is_png {
            Self::from_png(&bytes, cols, rows)
        } else {
            let text = String::from_utf8(bytes)
                .map_err(|_| MaskError::File(format!("the mask file '{}' is not UTF-8 text", path.display())))?;
            Self::from_text(&text, cols, rows)
        }
    }
}

/// The eight bytes every PNG file starts with.
const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];

fn too_large_text() -> MaskError {
    MaskError::File(format!("the mask text is larger than {MAX_MASK_SIDE} a side"))
}

fn cannot_read(path: &Path, e: &std::io::Error) -> MaskError {
    MaskError::File(format!("cannot read the mask file '{}': {e}", path.display()))
}

/// The grey of an RGB pixel (Rec. 601 weights).
fn luma(p: &[u8]) -> u8 {
    ((299 * u32::from(p[0]) + 587 * u32::from(p[1]) + 114 * u32::from(p[2])) / 1000) as u8
}
