//! The maze in the editor: carved in the shape, its walls carved and
//! raised and its ends moved by hand, undo and redo (of the maze's edits in
//! Maze mode, of the paint strokes in Shape mode), and a maze put in from a
//! code or a file.

use super::editor::{EditMode, Editor, board_cells, capital};
use crate::maze::edit::{BoardShape, DrawnSpec, Edit, EditGrid, EditedMaze, Source};
use crate::maze::grid::Grid;

impl Editor {
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
    pub(super) fn maze_cell(&self, c: u32) -> Result<u32, String> {
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

    pub(super) fn edit(&mut self, edit: Edit) -> Result<(), String> {
        let (_, maze, figures) = self.maze.as_mut().ok_or("Generate a maze first (G).")?;
        // The core's refusals name cells as the cursor does: the board's, from 1.
        let name = |grid: &crate::maze::edit::EditGrid, c: u32| format!("cell {}", grid.base_cell(c) + 1);
        maze.apply_naming(edit, &name).map_err(|why| format!("{}.", capital(&why)))?;
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
