//! A huge map made off the frame. On boards of [`OFF_FRAME_MIN_TILES`] or
//! more, making the maze, its route (breadth-first over millions of tiles)
//! and its measurements takes a tenth of a second or more, so a new map
//! there is made on Bevy's async compute pool ([`PendingMap`]) while the
//! frame goes on drawing the map being played; once it is in, it replaces
//! that map as a map made on the frame would. A newer map asked for
//! meanwhile drops the one being made. What a frame's map commands ask of
//! the square board is kept in [`SquareAsked`] between the steps that read
//! them, make another grid's maze, and make the square map.

use std::sync::Arc;

use bevy::prelude::Resource;

use crate::game::model::{CurrentMaze, OFF_FRAME_MIN_TILES, OffFrame, Route};
use crate::maze::mask::Mask;
use crate::maze::{Maze, MazeSpec};

/// What making a map gives: the maze with its route (and, made off the
/// frame, a copy to share with later work off the frame), or why it could
/// not be made.
pub type Made = Result<(CurrentMaze, Route, Option<Arc<Maze>>), String>;

/// The map being made off the frame, if any.
pub type PendingMap = OffFrame<MazeSpec, Made>;

/// Whether a map of `spec` is made off the frame (when its build is not watched).
pub fn made_off_frame(spec: &MazeSpec) -> bool {
    spec.width.saturating_mul(spec.height) >= OFF_FRAME_MIN_TILES
}

/// Makes `spec` cut to `mask`, with the copy later work off the frame shares (the work of a [`PendingMap`]).
pub fn make_map(spec: MazeSpec, mask: Option<Mask>) -> Made {
    let (made, route) = CurrentMaze::generate_cut(spec, mask.as_ref(), &mut ())?;
    let copy = Arc::new(made.maze.clone());
    Ok((made, route, Some(copy)))
}

/// The square map this frame's commands ask for, and whether they ask for
/// a restart: read by `new_map::read_map_commands`, made by `new_map::make_square_map`
/// once the grids have taken theirs.
#[derive(Resource, Debug, Default)]
pub(super) struct SquareAsked {
    pub(super) spec: Option<MazeSpec>,
    pub(super) restart: bool,
    /// The grids' step found the commands ask for the square board.
    pub(super) for_square: bool,
}

impl SquareAsked {
    /// The commands of this frame ask for the square board (from another
    /// grid, or on it still): the square map asked for is made.
    pub(super) fn for_square(&mut self) {
        self.for_square = true;
    }
}
