//! The readout under the pointer: what the lesson knows of the place (a
//! square board's tile or another grid's cell) the mouse is over (A*'s
//! `f = g + h` on an open place, its place in the memory, Trémaux's marks
//! …), for the lesson window to show. Racers' lessons are read when no
//! lesson is open. Written once for every grid, over the board's
//! [`Places`](super::places::Places).

use bevy::prelude::*;

use super::LessonView;
use super::places::Marked;
use super::race::RaceLessons;
use crate::game::board::view::Boards;
use crate::game::view::board_pointer::BoardPointer;
use crate::lesson::Words;
use crate::lesson::pointer::about_place;
use crate::maze::Pos;

/// The place under the pointer and what the lesson says of it.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct LessonPointer {
    /// On the square board: the tile the pointer is over (none over the menu or off the board).
    pub tile: Option<Pos>,
    /// On a round, hex or triangle board: the cell the pointer is over.
    pub cell: Option<u32>,
    /// What the lesson (or each racer's) says of it, if anything.
    pub readout: Option<Words>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LessonPointer>();
}

/// Finds the place under the pointer (only while a lesson or a race is shown).
pub(super) fn point(
    board_pointer: BoardPointer,
    boards: Boards,
    (view, grid_view): (Res<LessonView>, Res<LessonView<u32>>),
    (race, grid_race): (Res<RaceLessons>, Res<RaceLessons<u32>>),
    mut pointer: ResMut<LessonPointer>,
) {
    let shown = view.lesson.is_some() || grid_view.lesson.is_some();
    if !shown && race.lanes.is_empty() && grid_race.lanes.is_empty() {
        return;
    }
    let (board, world) = (boards.view(), board_pointer.world());
    let tile = Pos::places(board).zip(world).and_then(|(places, w)| places.at(w));
    let cell = u32::places(board).zip(world).and_then(|(places, w)| places.at(w));
    if (pointer.tile, pointer.cell) != (tile, cell) {
        (pointer.tile, pointer.cell) = (tile, cell);
    }
}

/// Says what the lesson (or each racer's) knows of the place under the
/// pointer, on the board of places `P` while it is played.
pub(super) fn explain<P: Marked>(
    boards: Boards,
    (view, race): (Res<LessonView<P>>, Res<RaceLessons<P>>),
    mut pointer: ResMut<LessonPointer>,
) {
    if !view.is_changed() && !race.is_changed() && !pointer.is_changed() {
        return;
    }
    let Some(places) = P::places(boards.view()) else { return };
    let readout = P::pointed(pointer.tile, pointer.cell).and_then(|p| match &view.lesson {
        Some(lesson) => about_place(&view.state, view.state.memory_kind(lesson), p, places.ways(p)),
        None => {
            let said: Vec<(String, Words)> = race
                .lanes
                .iter()
                .filter_map(|r| {
                    let memory = r.state.memory_kind(&r.traced.lesson);
                    Some((r.solver.name().to_string(), about_place(&r.state, memory, p, places.ways(p))?))
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
