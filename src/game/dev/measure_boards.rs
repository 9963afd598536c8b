//! The boards and activities of `panda-maze measure`'s table
//! ([`super::measure`]), and the sizes of a full and a quick run.

use crate::maze::generate::{GridShape, GridSpec};
use crate::maze::grid::{HexShape, TriangleShape};

/// The boards of the table, in its order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardKind {
    /// The Easy board.
    Easy,
    /// The Hard board.
    Hard,
    /// A 2001×2001-tile board (a 1000×1000-cell maze; smaller with `--quick`).
    Large,
    /// Hard's round board.
    Round,
    /// A round board of 570 rings, 1,001,947 cells (100 rings with `--quick`).
    BigRound,
    /// A hex board of 1000×1000 cells (150×150 with `--quick`).
    BigHex,
    /// A triangle board of 1420×710 cells, 1,008,200 (200×100 with `--quick`).
    BigTriangle,
    /// The board the heat map follows the panda on (4003×4003 tiles; `--size`; smaller with `--quick`).
    Huge,
}

/// What the frames of a row do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Activity {
    /// A step a frame along the way out and back.
    Walk,
    /// A breadth-first search replayed on the board, started again when done.
    Search,
    /// The heat map from the entrance spreading, shown again when complete.
    Heat,
    /// A new map of the same board, again and again: the frame of the key
    /// press and those after it until the board is drawn in full.
    NewMap,
    /// The heat map from the panda while it walks (measured again as it
    /// goes): a step a frame on the square board; on a grid board bursts of
    /// steps at a held key's pace, and stands.
    HeatFollow,
    /// A new map of the same board, again and again: a sample is the time
    /// from the command to the board drawn in full (its meshes made), frames
    /// paced as in a window.
    Open,
}

/// The board sizes and frame counts of one run.
#[derive(Debug, Clone, Copy)]
pub struct Sizes {
    pub(super) large: (usize, usize),
    pub(super) huge: (usize, usize),
    pub(super) frames: usize,
    pub(super) new_maps: usize,
    /// Rings of the big round board.
    pub(super) big_rings: u32,
    /// Columns and rows of the big hex and triangle boards.
    pub(super) big_hex: (u32, u32),
    pub(super) big_triangle: (u32, u32),
    /// Maps an open row makes.
    pub(super) opens: usize,
    /// Distance maps a heat row waits for.
    pub(super) measurements: u32,
}

impl Sizes {
    /// Full runs: 2001² and 4003² (or `huge`); quick: 251² and 501² (or `huge`).
    pub fn new(quick: bool, huge: Option<(usize, usize)>) -> Self {
        if quick {
            let huge = huge.unwrap_or((501, 501));
            Self {
                large: (251, 251),
                huge,
                frames: 30,
                new_maps: 3,
                big_rings: 100,
                big_hex: (150, 150),
                big_triangle: (200, 100),
                opens: 2,
                measurements: 1,
            }
        } else {
            let huge = huge.unwrap_or((4003, 4003));
            Self {
                large: (2001, 2001),
                huge,
                frames: 240,
                new_maps: 15,
                big_rings: 570,
                big_hex: (1000, 1000),
                big_triangle: (1420, 710),
                opens: 5,
                measurements: 3,
            }
        }
    }
}

impl BoardKind {
    /// Its name in the table.
    pub fn name(self) -> &'static str {
        match self {
            BoardKind::Easy => "easy",
            BoardKind::Hard => "hard",
            BoardKind::Large => "large",
            BoardKind::Round => "round",
            BoardKind::BigRound => "big-round",
            BoardKind::BigHex => "big-hex",
            BoardKind::BigTriangle => "big-tri",
            BoardKind::Huge => "huge",
        }
    }

    /// The table's rows: each board with its activities, in order.
    pub fn rows() -> [(BoardKind, &'static [Activity]); 8] {
        const FOUR: &[Activity] = &[Activity::Walk, Activity::Search, Activity::Heat, Activity::NewMap];
        // A big grid board: the four, the heat map following the panda, and its open's time.
        const BIG: &[Activity] =
            &[Activity::Walk, Activity::Search, Activity::Heat, Activity::NewMap, Activity::HeatFollow, Activity::Open];
        // The same but new maps' frames (the open row times the same maps whole).
        const BIG_OPEN: &[Activity] =
            &[Activity::Walk, Activity::Search, Activity::Heat, Activity::HeatFollow, Activity::Open];
        [
            (BoardKind::Easy, FOUR),
            (BoardKind::Hard, FOUR),
            (BoardKind::Large, FOUR),
            (BoardKind::Round, FOUR),
            (BoardKind::BigRound, BIG),
            (BoardKind::BigHex, BIG_OPEN),
            (BoardKind::BigTriangle, BIG_OPEN),
            (BoardKind::Huge, &[Activity::HeatFollow]),
        ]
    }
}

impl Activity {
    /// Its name in the table.
    pub fn name(self) -> &'static str {
        match self {
            Activity::Walk => "walk",
            Activity::Search => "search",
            Activity::Heat => "heat",
            Activity::NewMap => "new-map",
            Activity::HeatFollow => "heat-follow",
            Activity::Open => "open",
        }
    }
}

/// The big grid board `board` (the big round, hex or triangle one) with
/// `seed`; `None` for the others.
pub fn big_grid(board: BoardKind, sizes: &Sizes, seed: u64) -> Option<GridSpec> {
    let shape = match board {
        BoardKind::BigRound => GridShape::Round { rings: sizes.big_rings },
        BoardKind::BigHex => GridShape::Hex(HexShape::Rectangle { cols: sizes.big_hex.0, rows: sizes.big_hex.1 }),
        BoardKind::BigTriangle => {
            let (cols, rows) = sizes.big_triangle;
            GridShape::Triangle(TriangleShape::Rectangle { cols, rows })
        }
        _ => return None,
    };
    Some(GridSpec::new(shape, seed))
}
