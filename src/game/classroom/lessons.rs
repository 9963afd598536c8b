//! The lessons of the maze on the board: its build replayed by its own
//! generator, or a solver's traced search from its entrance to its exit, of
//! a square board's tiles or another grid's cells, while the board is small
//! enough for one.

use super::{Lesson, MAX_GRID_LESSON_CELLS, MAX_LESSON_TILES};
use crate::game::board::grid::GridGame;
use crate::game::model::CurrentMaze;
use crate::maze::solve::grids::search;
use crate::maze::solve::{Solver, solve};
use crate::on_grid_maze;

/// Why a maze's build has no lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoLesson {
    /// The board is too large for one.
    TooBig,
    /// A maze drawn or edited by hand, of floors or a weave, was not built
    /// by its generator alone (stairs joined, tunnels dug, walls drawn).
    NotBuiltAlone,
}

/// The lesson of the current maze being built by its own generator, or why there is none.
pub fn building_lesson(current: &CurrentMaze) -> Result<Lesson, NoLesson> {
    if current.share_code.is_some() {
        return Err(NoLesson::NotBuiltAlone);
    }
    if current.maze.width() * current.maze.height() > MAX_LESSON_TILES {
        return Err(NoLesson::TooBig);
    }
    Lesson::of_building(&current.spec).map_err(|_| NoLesson::TooBig)
}

/// The lesson of `solver` searching the current maze from its entrance to
/// its exit, or `None` when the board is too large for one.
pub fn searching_lesson(current: &CurrentMaze, solver: Solver) -> Option<Lesson> {
    let maze = &current.maze;
    if maze.width() * maze.height() > MAX_LESSON_TILES {
        return None;
    }
    let search = solve(maze, solver, maze.entrance, maze.exit, true);
    Some(Lesson::searching(maze, &search))
}

/// The lesson of the grid maze being built again by its own generator, or why there is none.
pub fn grid_building_lesson(game: &GridGame) -> Result<Lesson<u32>, NoLesson> {
    if game.share_code.is_some() || game.floors.is_some() || game.weave.is_some() {
        return Err(NoLesson::NotBuiltAlone);
    }
    if game.cell_count() > MAX_GRID_LESSON_CELLS {
        return Err(NoLesson::TooBig);
    }
    let mut passages = Vec::new();
    game.spec.generate_recorded(&mut passages).map_err(|_| NoLesson::TooBig)?;
    Ok(Lesson::of_grid_building(game.spec.algorithm, &passages))
}

/// The lesson of `solver` searching the grid maze from its entrance to its
/// exit, or `None` when the board is too large for one.
pub fn grid_searching_lesson(game: &GridGame, solver: Solver) -> Option<Lesson<u32>> {
    if game.cell_count() > MAX_GRID_LESSON_CELLS {
        return None;
    }
    let ends = (game.entrance(), game.exit());
    let traced =
        on_grid_maze!(&*game.maze, m => Lesson::of_grid_search(m, solver, ends, &search(m, solver, ends.0, ends.1)));
    Some(traced.lesson)
}
