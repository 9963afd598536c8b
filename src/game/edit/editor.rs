//! The editor's model: the board drawn on, the shape and its live check,
//! the keyboard cursor, and the maze carved in the shape with its hand
//! edits, each with undo and redo. Plain logic over the core's
//! [`crate::maze::edit`]; the screen and the keys only send it requests.

use bevy::prelude::*;

use crate::maze::Algorithm;
use crate::maze::edit::{BoardShape, BrushSize, Drawing, EditBase, EditGrid, EditedMaze, Figures};
use crate::maze::edit::{ShapeCheck, Source, Stroke};
use crate::maze::generate::grids::can_run;
use crate::maze::grid::{Grid, Point};

/// The most cells a board in the editor may have: every cell is drawn each
/// frame (a Hard board of any grid has under 2,400).
pub const MAX_EDITOR_CELLS: usize = 10_000;

/// What the pointer and the keys edit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EditMode {
    /// Cells painted in or out of the shape.
    #[default]
    Shape,
    /// Walls carved and raised, the entrance and the exit placed.
    Maze,
}

/// How the pointer paints the shape.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ShapeTool {
    /// The brush follows the pointer.
    #[default]
    Brush,
    /// A straight line from where the drag starts to where it ends.
    Line,
    /// The box with those two corners.
    Rectangle,
    /// The disc round where the drag starts, out to where it ends.
    Circle,
}

/// What the pointer does to the maze.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MazeTool {
    /// Dragging across walls opens them.
    #[default]
    Carve,
    /// Dragging across passages walls them up.
    Raise,
    /// A click moves the entrance.
    Entrance,
    /// A click moves the exit.
    Exit,
    /// A click lays a shoot, the next key or the next door; the right button takes away what lies there.
    Lay(Lay),
}

/// What a click or a key lays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lay {
    /// A bamboo shoot.
    Bamboo,
    /// The key of the first kind with no key yet.
    Key,
    /// The door of the first kind with no door yet.
    Door,
}

/// One change of the shape, to undo: the cells it changed and the value they took.
pub(super) type Paint = (Vec<u32>, bool);

/// The editor as it stands (see the module's doc).
#[derive(Resource, Debug)]
pub struct Editor {
    pub(super) board: BoardShape,
    pub(super) drawing: Drawing<EditBase>,
    pub(super) check: ShapeCheck,
    pub(super) painted: Vec<Paint>,
    pub(super) unpainted: Vec<Paint>,
    pub(super) maze: Option<(Source, EditedMaze<EditGrid>, Figures)>,
    /// The cell under the keyboard cursor (of the whole board).
    pub cursor: u32,
    /// What the pointer and keys edit.
    pub mode: EditMode,
    /// The brush's width.
    pub brush: BrushSize,
    /// How the pointer paints.
    pub shape_tool: ShapeTool,
    /// What the pointer does to the maze.
    pub maze_tool: MazeTool,
    /// The generator the next maze is carved by.
    pub algorithm: Algorithm,
    /// The seed of the next maze carved.
    pub seed: u64,
    /// What the maze is called in a save file.
    pub name: Option<String>,
}

impl Default for Editor {
    fn default() -> Self {
        Editor::new(BoardShape::Square { cols: 10, rows: 10 }, 1).expect("a 10 × 10 board builds")
    }
}

impl Editor {
    /// A fresh editor on `board` with every cell in; the first maze from `seed`.
    pub fn new(board: BoardShape, seed: u64) -> Result<Self, String> {
        let cells = vec![true; board_cells(board)?];
        Editor::with_shape(board, cells, seed)
    }

    /// An editor on `board` with the shape `cells`.
    pub(super) fn with_shape(board: BoardShape, cells: Vec<bool>, seed: u64) -> Result<Self, String> {
        let grid = board.build()?;
        let drawing = Drawing::with_cells(grid, cells).ok_or("the shape does not fit the board")?;
        let check = drawing.check();
        Ok(Editor {
            board,
            drawing,
            check,
            painted: Vec::new(),
            unpainted: Vec::new(),
            maze: None,
            cursor: 0,
            mode: EditMode::Shape,
            brush: BrushSize::One,
            shape_tool: ShapeTool::Brush,
            maze_tool: MazeTool::Carve,
            algorithm: Algorithm::Backtracker,
            seed,
            name: None,
        })
    }

    /// The board drawn on.
    pub fn board(&self) -> BoardShape {
        self.board
    }

    /// The whole grid of the board.
    pub fn grid(&self) -> &EditBase {
        self.drawing.grid()
    }

    /// The shape: whether each cell of the board is in.
    pub fn cells(&self) -> &[bool] {
        self.drawing.cells()
    }

    /// The live check of the shape.
    pub fn check(&self) -> &ShapeCheck {
        &self.check
    }

    /// The maze being edited and its live figures, once one is carved.
    pub fn maze(&self) -> Option<(&EditedMaze<EditGrid>, &Figures)> {
        self.maze.as_ref().map(|(_, m, f)| (m, f))
    }

    /// Where the maze being edited started.
    pub fn source(&self) -> Option<&Source> {
        self.maze.as_ref().map(|(s, _, _)| s)
    }

    /// The generators that carve a drawn shape.
    pub fn algorithms() -> impl Iterator<Item = Algorithm> {
        Algorithm::ALL.into_iter().filter(|&a| can_run(a, false))
    }

    /// Paints `stroke` in (`value`) or out; how many cells changed. A changed
    /// shape drops the maze carved in the old one.
    pub fn paint(&mut self, stroke: Stroke, value: bool) -> usize {
        self.paint_joined(stroke, value, false)
    }

    /// As [`Editor::paint`], the cells joined to the last stroke painted the
    /// same way (a brush dragged over several frames is undone at once).
    pub fn paint_on(&mut self, stroke: Stroke, value: bool) -> usize {
        self.paint_joined(stroke, value, true)
    }

    fn paint_joined(&mut self, stroke: Stroke, value: bool, joined: bool) -> usize {
        let changed = self.drawing.paint(stroke, value);
        if changed.is_empty() {
            return 0;
        }
        let n = changed.len();
        match self.painted.last_mut() {
            Some((cells, v)) if joined && *v == value && self.unpainted.is_empty() => cells.extend(changed),
            _ => self.painted.push((changed, value)),
        }
        self.unpainted.clear();
        self.shape_changed();
        n
    }

    /// The cells `stroke` would paint.
    pub fn cells_under(&self, stroke: Stroke) -> Vec<u32> {
        self.drawing.cells_under(stroke)
    }

    /// Paints the cell under the cursor in if it is out, out if it is in.
    pub fn toggle_cursor(&mut self) -> usize {
        let value = !self.drawing.is_in(self.cursor);
        let at = self.drawing.grid().centre(self.cursor);
        self.paint(Stroke::Dab { at, size: BrushSize::One }, value)
    }

    pub(super) fn shape_changed(&mut self) {
        self.check = self.drawing.check();
        self.maze = None;
        self.mode = EditMode::Shape;
    }

    /// Moves the cursor one cell the screen way `(dx, dy)` (`y` down);
    /// whether it moved (not past the board's edge).
    pub fn move_cursor(&mut self, dx: f64, dy: f64) -> bool {
        match self.cell_toward(self.cursor, dx, dy) {
            Some(c) => {
                self.cursor = c;
                true
            }
            None => false,
        }
    }

    /// The cell next to `from` the way `(dx, dy)`: a neighbour in line with
    /// it, else the cell a step or two that way, else a neighbour roughly that way.
    fn cell_toward(&self, from: u32, dx: f64, dy: f64) -> Option<u32> {
        let g = self.drawing.grid();
        let here = g.centre(from);
        let len = dx.hypot(dy).max(1e-9);
        let (dx, dy) = (dx / len, dy / len);
        let aligned = |min: f64| {
            g.neighbours(from)
                .iter()
                .map(|&n| {
                    let p = g.centre(n);
                    let (vx, vy) = (p.x - here.x, p.y - here.y);
                    ((vx * dx + vy * dy) / vx.hypot(vy).max(1e-9), n)
                })
                .filter(|&(cos, _)| cos > min)
                .max_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(_, n)| n)
        };
        let step = g.max_step();
        let ahead = [0.75, 1.0, 1.5, 2.0]
            .iter()
            .filter_map(|k| g.locate(Point::new(here.x + dx * k * step, here.y + dy * k * step)))
            .find(|&c| c != from);
        aligned(0.85).or(ahead).or_else(|| aligned(0.3))
    }

    /// The neighbour of the cursor the way `(dx, dy)`, if a neighbour lies roughly that way.
    pub fn neighbour_toward(&self, dx: f64, dy: f64) -> Option<u32> {
        let n = self.cell_toward(self.cursor, dx, dy)?;
        self.drawing.grid().neighbours(self.cursor).contains(&n).then_some(n)
    }
}

/// The cells of `board`, when the editor can draw it.
pub fn board_cells(board: BoardShape) -> Result<usize, String> {
    let n = board.cell_count();
    if n > MAX_EDITOR_CELLS {
        return Err(format!(
            "The board {} has {n} cells; the editor draws boards of at most {MAX_EDITOR_CELLS}.",
            board.word()
        ));
    }
    Ok(n)
}

/// `text` with its first letter a capital.
pub fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
