//! The editor's model: the board drawn on, the shape and its live check,
//! the keyboard cursor, and the maze carved in the shape with its hand
//! edits, each with undo and redo. Plain logic over the core's
//! [`crate::maze::edit`]; the screen and the keys only send it requests.

use bevy::prelude::*;

use crate::maze::Algorithm;
use crate::maze::edit::{BoardShape, BrushSize, Drawing, DrawnSpec, Edit, EditBase, EditGrid, EditedMaze, Figures};
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
}

/// One change of the shape, to undo: the cells it changed and the value they took.
type Paint = (Vec<u32>, bool);

/// The editor as it stands (see the module's doc).
#[derive(Resource, Debug)]
pub struct Editor {
    board: BoardShape,
    drawing: Drawing<EditBase>,
    check: ShapeCheck,
    painted: Vec<Paint>,
    unpainted: Vec<Paint>,
    maze: Option<(Source, EditedMaze<EditGrid>, Figures)>,
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
    fn with_shape(board: BoardShape, cells: Vec<bool>, seed: u64) -> Result<Self, String> {
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

    fn shape_changed(&mut self) {
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

    /// Carves the shape's maze: refused, with the reason, when the shape cannot be one.
    pub fn generate(&mut self) -> Result<(), String> {
        if let Some(why) = self.check.why_not() {
            return Err(format!("This shape cannot be a maze: {why}."));
        }
        let spec = DrawnSpec {
            board: self.board,
            cells: self.drawing.cells().to_vec(),
            algorithm: self.algorithm,
            braid_percent: 0,
            seed: self.seed,
        };
        let (maze, items) = spec.build()?;
        let edited = EditedMaze::new(maze, items);
        let figures = edited.figures();
        self.maze = Some((Source::Drawn(spec), edited, figures));
        self.seed = self.seed.wrapping_add(1);
        self.mode = EditMode::Maze;
        Ok(())
    }

    /// The maze's cell of board cell `c`, if `c` is in the maze.
    fn maze_cell(&self, c: u32) -> Result<u32, String> {
        let (_, maze, _) = self.maze.as_ref().ok_or("Generate a maze first (G).")?;
        maze.maze().grid.cut_cell(c).ok_or_else(|| format!("Cell {} is not in the maze.", c + 1))
    }

    /// The board cell of the maze's cell `c`.
    pub fn board_cell(&self, c: u32) -> u32 {
        self.maze.as_ref().map_or(c, |(_, m, _)| m.maze().grid.base_cell(c))
    }

    /// Whether the side between board cells `a` and `b` is open, when both are in the maze.
    pub fn is_open(&self, a: u32, b: u32) -> Option<bool> {
        let (_, m, _) = self.maze.as_ref()?;
        let g = &m.maze().grid;
        Some(m.maze().linked(g.cut_cell(a)?, g.cut_cell(b)?))
    }

    /// Opens (`carve`) or walls up the side between board cells `a` and `b`.
    pub fn wall(&mut self, a: u32, b: u32, carve: bool) -> Result<(), String> {
        let (a, b) = (self.maze_cell(a)?, self.maze_cell(b)?);
        self.edit(if carve { Edit::Carve(a, b) } else { Edit::Raise(a, b) })
    }

    /// Opens the side between the cursor and `n` if it is walled, else walls it up; whether it is now open.
    pub fn toggle_wall(&mut self, n: u32) -> Result<bool, String> {
        let (a, b) = (self.maze_cell(self.cursor)?, self.maze_cell(n)?);
        let open = self.maze.as_ref().is_some_and(|(_, m, _)| m.maze().linked(a, b));
        self.edit(if open { Edit::Raise(a, b) } else { Edit::Carve(a, b) })?;
        Ok(!open)
    }

    /// Moves the entrance (`entrance`) or the exit to board cell `c`.
    pub fn place_end(&mut self, c: u32, entrance: bool) -> Result<(), String> {
        let c = self.maze_cell(c)?;
        self.edit(if entrance { Edit::Entrance(c) } else { Edit::Exit(c) })
    }

    fn edit(&mut self, edit: Edit) -> Result<(), String> {
        let (_, maze, figures) = self.maze.as_mut().ok_or("Generate a maze first (G).")?;
        maze.apply(edit).map_err(|why| format!("{}.", capital(&why)))?;
        *figures = maze.figures();
        Ok(())
    }

    /// Undoes the last edit of the mode in use (a wall or an end of the
    /// maze, or a paint of the shape); whether there was one.
    pub fn undo(&mut self) -> bool {
        self.step_history(true)
    }

    /// Redoes the last edit undone; whether there was one.
    pub fn redo(&mut self) -> bool {
        self.step_history(false)
    }

    fn step_history(&mut self, back: bool) -> bool {
        if self.mode == EditMode::Maze
            && let Some((_, maze, figures)) = self.maze.as_mut()
        {
            let done = if back { maze.undo() } else { maze.redo() };
            *figures = maze.figures();
            return done;
        }
        let (from, to) =
            if back { (&mut self.painted, &mut self.unpainted) } else { (&mut self.unpainted, &mut self.painted) };
        let Some((cells, value)) = from.pop() else { return false };
        let now = if back { !value } else { value };
        cells.iter().for_each(|&c| {
            self.drawing.set(c, now);
        });
        to.push((cells, value));
        self.shape_changed();
        true
    }

    /// Whether there is an edit to undo (`back`) or to redo in the mode in use.
    pub fn can_step(&self, back: bool) -> bool {
        match (&self.maze, self.mode) {
            (Some((_, m, _)), EditMode::Maze) => {
                if back {
                    m.can_undo()
                } else {
                    m.can_redo()
                }
            }
            _ => !if back { &self.painted } else { &self.unpainted }.is_empty(),
        }
    }

    /// Puts `source`'s maze, changed into `maze`, in the editor (a loaded
    /// code or file): its board, its shape, the maze in Maze mode.
    pub fn load(&mut self, board: BoardShape, source: Source, maze: EditedMaze<EditGrid>) -> Result<(), String> {
        let mut cells = vec![false; board_cells(board)?];
        let grid = &maze.maze().grid;
        (0..grid.cell_count() as u32).for_each(|c| cells[grid.base_cell(c) as usize] = true);
        let mut fresh = Editor::with_shape(board, cells, self.seed)?;
        if let Source::Drawn(d) = &source {
            fresh.algorithm = d.algorithm;
            fresh.seed = d.seed.wrapping_add(1);
        }
        let figures = maze.figures();
        fresh.maze = Some((source, maze, figures));
        fresh.mode = EditMode::Maze;
        fresh.cursor = fresh.board_cell(fresh.maze.as_ref().map_or(0, |(_, m, _)| m.maze().entrance));
        (fresh.brush, fresh.shape_tool, fresh.maze_tool) = (self.brush, self.shape_tool, self.maze_tool);
        *self = fresh;
        Ok(())
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
