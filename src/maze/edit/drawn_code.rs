//! The packed part of a drawn shape's share code: the form of the code, the
//! board, the generator, the braid, the seed and the shape, all coded by
//! one arithmetic coder ([`coder`](super::coder)) into base-36 digits, so
//! none of them costs a separator or a digit's rounding.
//!
//! In order: the form (a fair pick of 4, [`FORM`]); the board's kind (of 6:
//! square, round, hex rectangle, hexagon, triangle rectangle, triangle) and
//! its one or two sizes as whole numbers (a length and the bits below the
//! top one); whether the generator is the backtracker, else its place in
//! [`Algorithm::ALL`] and its setting (0–100) if it has one; whether it is
//! braided, else the percent (1–100); the seed as a whole number; then the
//! shape ([`pack::write_shape`]).

use super::board::BoardShape;
use super::coder::{Reader, Writer};
use super::pack::{MAX_PACKED_CHARS, read_shape, write_shape};
use super::source::DrawnSpec;
use crate::maze::generate::{Algorithm, GridShape};
use crate::maze::grid::{HexShape, TriangleShape};

/// The form of share codes this version writes. The first form (boards
/// as words, `dWxH.SHAPE-seed.PK`, and the maze codes' check characters)
/// was made on one day before this one and is no longer read.
pub const FORM: u64 = 2;

/// The largest size a board's number may have before the board's own checks judge it.
const MAX_SIZE: u64 = 1 << 20;

/// The packed part of `d`'s code.
pub fn write_drawn(d: &DrawnSpec) -> String {
    let mut w = Writer::default();
    w.uniform(FORM, 4);
    let (kind, sizes) = match d.board {
        BoardShape::Square { cols, rows } => (0, vec![cols, rows]),
        BoardShape::Grid(GridShape::Round { rings }) => (1, vec![rings]),
        BoardShape::Grid(GridShape::Hex(HexShape::Rectangle { cols, rows })) => (2, vec![cols, rows]),
        BoardShape::Grid(GridShape::Hex(HexShape::Hexagon { radius })) => (3, vec![radius]),
        BoardShape::Grid(GridShape::Triangle(TriangleShape::Rectangle { cols, rows })) => (4, vec![cols, rows]),
        BoardShape::Grid(GridShape::Triangle(TriangleShape::Triangle { side })) => (5, vec![side]),
    };
    w.uniform(kind, 6);
    sizes.into_iter().for_each(|n| w.number(n.into()));
    w.uniform(u64::from(d.algorithm != Algorithm::Backtracker), 2);
    if d.algorithm != Algorithm::Backtracker {
        let plain = |a: Algorithm| a.with_setting(0).unwrap_or(a);
        let at =
            Algorithm::ALL.iter().position(|&a| plain(a) == plain(d.algorithm)).expect("every algorithm is listed");
        w.uniform(at as u64, Algorithm::ALL.len() as u64);
        if let Some(p) = d.algorithm.setting() {
            w.uniform(p.min(100).into(), 101);
        }
    }
    w.uniform(u64::from(d.braid_percent > 0), 2);
    if d.braid_percent > 0 {
        w.uniform(u64::from(d.braid_percent.clamp(1, 100) - 1), 100);
    }
    w.number(d.seed);
    let grid = d.board.build().expect("a drawn spec's board builds");
    write_shape(&mut w, &grid, &d.cells);
    w.finish()
}

/// Reads [`write_drawn`]'s text; its board is checked as a board word is
/// (a board to play, not too large). The caller checks that the spec
/// writes back as the same text.
pub fn read_drawn(text: &str) -> Result<DrawnSpec, String> {
    if text.len() > MAX_PACKED_CHARS {
        return Err(format!("its shape takes more than {MAX_PACKED_CHARS} characters"));
    }
    let mut r = Reader::new(text).ok_or("its packed part is not one a code writes")?;
    let form = r.uniform(4);
    if form != FORM {
        return Err(format!("it is of form {form}; this version reads form {FORM}"));
    }
    let kind = r.uniform(6);
    let mut size = || u32::try_from(r.number()).ok().filter(|&n| u64::from(n) <= MAX_SIZE).ok_or("a board too large");
    let board = match kind {
        0 => BoardShape::Square { cols: size()?, rows: size()? },
        1 => BoardShape::Grid(GridShape::Round { rings: size()? }),
        2 => BoardShape::Grid(GridShape::Hex(HexShape::Rectangle { cols: size()?, rows: size()? })),
        3 => BoardShape::Grid(GridShape::Hex(HexShape::Hexagon { radius: size()? })),
        4 => BoardShape::Grid(GridShape::Triangle(TriangleShape::Rectangle { cols: size()?, rows: size()? })),
        _ => BoardShape::Grid(GridShape::Triangle(TriangleShape::Triangle { side: size()? })),
    };
    if BoardShape::read_word(&board.word())? != board {
        return Err(format!("its board {} is not one a code names", board.word()));
    }
    let mut algorithm = Algorithm::Backtracker;
    if r.uniform(2) == 1 {
        algorithm = Algorithm::ALL[r.uniform(Algorithm::ALL.len() as u64) as usize];
        if algorithm.setting().is_some() {
            algorithm = algorithm.with_setting(r.uniform(101) as u8).expect("it has a setting");
        }
    }
    let braid_percent = if r.uniform(2) == 1 { r.uniform(100) as u8 + 1 } else { 0 };
    let seed = r.number();
    let grid = board.build()?;
    let cells = read_shape(&mut r, &grid);
    Ok(DrawnSpec { board, cells, algorithm, braid_percent, seed })
}
