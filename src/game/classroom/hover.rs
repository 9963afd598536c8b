//! The readout under the pointer: what the lesson knows of the tile (or
//! grid cell) the mouse is over (A*'s `f = g + h` on an open tile, a tile's place in the
//! memory, Trémaux's marks …), for the lesson window to show. Racers' lessons
//! are read when no lesson is open.

use bevy::prelude::*;

use super::LessonView;
use super::race::RaceLessons;
use crate::game::board::grid::GridBoard;
use crate::game::model::{CurrentMaze, tile_at};
use crate::game::view::board_pointer::BoardPointer;
use crate::lesson::pointer::about_place;
use crate::lesson::{Cell, Words, pointer};
use crate::maze::Pos;

/// The tile (or grid cell) under the pointer and what the lesson says of it.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct LessonPointer {
    /// The board tile the pointer is over (none over the menu or off the board).
    pub tile: Option<Pos>,
    /// On a round, hex or triangle board: the cell the pointer is over.
    pub cell: Option<u32>,
    /// What the lesson (or each racer's) says of it, if anything.
    pub readout: Option<Words>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LessonPointer>();
}

/// Finds the tile under the pointer (only while a lesson or a race is shown).
pub(super) fn point(
    board_pointer: BoardPointer,
    (current, board): (Res<CurrentMaze>, Res<GridBoard>),
    (view, grid_view, race): (Res<LessonView>, Res<LessonView<u32>>, Res<RaceLessons>),
    mut pointer: ResMut<LessonPointer>,
) {
    if view.lesson.is_none() && grid_view.lesson.is_none() && race.lanes.is_empty() {
        return;
    }
    let world = board_pointer.world();
    let (tile, cell) = match board.game() {
        Some(game) => (None, world.and_then(|w| game.cell_at(w))),
        None => (world.and_then(|w| tile_at(&current.maze, w)), None),
    };
    if (pointer.tile, pointer.cell) != (tile, cell) {
        (pointer.tile, pointer.cell) = (tile, cell);
    }
}

/// Says what the lesson knows of the tile under the pointer.
pub(super) fn explain(
    (view, grid_view, board): (Res<LessonView>, Res<LessonView<u32>>, Res<GridBoard>),
    race: Res<RaceLessons>,
    mut pointer: ResMut<LessonPointer>,
) {
    if !view.is_changed() && !grid_view.is_changed() && !race.is_changed() && !pointer.is_changed() {
        return;
    }
    if let Some(game) = board.game() {
        let readout = pointer.cell.zip(grid_view.lesson.as_ref()).and_then(|(c, lesson)| {
            let ways = game.neighbours(c).into_iter().map(|(n, _)| (n, n.words(), n.words())).collect();
            about_place(&grid_view.state, grid_view.state.memory_kind(lesson), c, ways)
        });
        if pointer.readout != readout {
            pointer.readout = readout;
        }
        return;
    }
    let readout = pointer.tile.and_then(|p| match &view.lesson {
        Some(lesson) => pointer::about(&view.state, view.state.memory_kind(lesson), p),
        None => {
            let said: Vec<(String, Words)> = race
                .lanes
                .iter()
                .filter_map(|r| {
                    let about = pointer::about(&r.state, r.state.memory_kind(&r.traced.lesson), p)?;
                    Some((r.solver.name().to_string(), about))
                })
                .collect();
            (!said.is_empty()).then(|| {
                let join =
                    |zh: bool| said.iter().map(|(n, w)| format!("{n}: {}", w.get(zh))).collect::<Vec<_>>().join("\n");
                Words::new(join(false), join(true))
            })
        }
    });
    if pointer.readout != readout {
        pointer.readout = readout;
    }
}
