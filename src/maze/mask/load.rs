//! Masks from files: a text of `X`/`#` and `.`, or a PNG picture, stretched
//! to the board's cells.

use std::path::Path;

use super::{Mask, MaskError, Shape};

/// The most rows or columns a text mask or picture may have (larger ones are
/// refused before they are read whole).
pub const MAX_MASK_SIDE: usize = 8192;

impl Mask {
    /// A text mask (`X`, `x` or `#` inside; `.` or a space outside; one row a
    /// line, shorter lines padded with outside) stretched over `cols × rows` cells.
    pub fn from_text(text: &str, cols: usize, rows: usize) -> Result<Self, MaskError> {
        let mut grid: Vec<Vec<bool>> = Vec::new();
        for (l, line) in text.lines().enumerate() {
            let line = line.trim_end_matches('\r');
            let mut row = Vec::new();
            for (c, ch) in line.chars().enumerate() {
                row.push(match ch {
                    'X' | 'x' | '#' => true,
                    '.' | ' ' => false,
                    found => return Err(MaskError::BadChar { line: l + 1, column: c + 1, found }),
                });
            }
            grid.push(row);
        }
        let width = grid.iter().map(Vec::len).max().unwrap_or(0);
        if width == 0 || !grid.iter().flatten().any(|&b| b) {
            return Err(MaskError::File("the mask text has no cell inside (mark them with X or #)".into()));
        }
        if width > MAX_MASK_SIDE || grid.len() > MAX_MASK_SIDE {
            return Err(MaskError::File(format!("the mask text is larger than {MAX_MASK_SIDE} a side")));
        }
        let height = grid.len();
        Self::from_fn(cols, rows, |cx, cy| {
            let (tx, ty) = (cx * width / cols, cy * height / rows);
            grid[ty].get(tx).copied().unwrap_or(false)
        })
    }

    /// A PNG mask stretched over `cols × rows` cells: where the picture has
    /// see-through pixels, the opaque ones are inside; otherwise the dark ones.
    pub fn from_png(bytes: &[u8], cols: usize, rows: usize) -> Result<Self, MaskError> {
        let bad = |e: png::DecodingError| MaskError::File(format!("the mask picture is not a PNG we can read: {e}"));
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::normalize_to_color8());
        let mut reader = decoder.read_info().map_err(bad)?;
        let (w, h) = (reader.info().width as usize, reader.info().height as usize);
        if w > MAX_MASK_SIDE || h > MAX_MASK_SIDE {
            return Err(MaskError::File(format!("the mask picture is {w}x{h}; at most {MAX_MASK_SIDE} a side")));
        }
        let size =
            reader.output_buffer_size().ok_or_else(|| MaskError::File("the mask picture is too large".into()))?;
        let mut buf = vec![0; size];
        let frame = reader.next_frame(&mut buf).map_err(bad)?;
        let channels = frame.color_type.samples();
        let stride = frame.line_size;
        let pixel = |x: usize, y: usize| -> (u8, u8) {
            let p = &buf[y * stride + x * channels..][..channels];
            match channels {
                1 => (p[0], 255),
                2 => (p[0], p[1]),
                3 => (luma(p), 255),
                _ => (luma(p), p[3]),
            }
        };
        let see_through = (0..h).any(|y| (0..w).any(|x| pixel(x, y).1 < 128));
        Self::from_fn(cols, rows, |cx, cy| {
            let (px, py) = ((2 * cx + 1) * w / (2 * cols), (2 * cy + 1) * h / (2 * rows));
            let (grey, alpha) = pixel(px, py);
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

    /// A mask from a `.png` or `.txt` file.
    pub fn load(path: &Path, cols: usize, rows: usize) -> Result<Self, MaskError> {
        let ext = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
        let kind = match ext.as_deref() {
            Some("png") => true,
            Some("txt") => false,
            _ => {
                return Err(MaskError::File(format!(
                    "'{}' is neither a built-in shape (panda, heart, ring, star) nor a .png or .txt mask file",
                    path.display()
                )));
            }
        };
        let bytes = std::fs::read(path)
            .map_err(|e| MaskError::File(format!("cannot read the mask file '{}': {e}", path.display())))?;
        if kind {
            Self::from_png(&bytes, cols, rows)
        } else {
            let text = String::from_utf8(bytes)
                .map_err(|_| MaskError::File(format!("the mask file '{}' is not UTF-8 text", path.display())))?;
            Self::from_text(&text, cols, rows)
        }
    }
}

/// The grey of an RGB pixel (Rec. 601 weights).
fn luma(p: &[u8]) -> u8 {
    ((299 * u32::from(p[0]) + 587 * u32::from(p[1]) + 114 * u32::from(p[2])) / 1000) as u8
}
