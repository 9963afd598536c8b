//! The maze editor's core, free of Bevy: shapes drawn on any grid and their
//! live check ([`draw`]), hand edits of a generated maze with undo and redo
//! and live figures ([`edits`]), share codes ([`code`]) and save files
//! ([`file`]). The game's editor screen is a view over these.

pub mod board;
pub mod check;
pub mod code;
pub mod coder;
pub mod draw;
pub mod drawn_code;
pub mod edits;
pub mod file;
pub mod pack;
pub mod source;

pub use board::{BoardShape, EditBase, EditGrid};
pub use code::{Changes, SharedMaze, is_shared_code};
pub use draw::{BrushSize, Drawing, MIN_SHAPE_CELLS, ShapeCheck, ShapeProblem, Stroke, check_cells};
pub use edits::{CellName, DoorTrouble, Edit, EditedMaze, Figures, figures};
pub use file::{EditFile, EditFileError};
pub use source::{DrawnSpec, Source, Written, write_out};
