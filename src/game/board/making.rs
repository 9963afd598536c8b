//! A huge map made off the frame. On boards of [`OFF_FRAME_MIN_TILES`] or
//! more, making the maze, its route (breadth-first over millions of tiles)
//! and its measurements takes a tenth of a second or more, so a new map
//! there is made on Bevy's async compute pool ([`PendingMap`]) while the
//! frame goes on drawing the map being played; once it is in, it replaces
//! that map as a map made on the frame would. A newer map asked for
//! meanwhile drops the one being made.

use std::sync::Arc;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};

use crate::game::model::{CurrentMaze, OFF_FRAME_MIN_TILES, Route};
use crate::maze::mask::Mask;
use crate::maze::{Maze, MazeSpec};

/// What making a map gives: the maze with its route (and, made off the
/// frame, a copy to share with later work off the frame), or why it could
/// not be made.
pub type Made = Result<(CurrentMaze, Route, Option<Arc<Maze>>), String>;

/// The map being made off the frame, if any.
#[derive(Resource, Default)]
pub struct PendingMap(Option<(MazeSpec, Task<Made>)>);

impl PendingMap {
    /// Whether a map of `spec` is made off the frame (when its build is not watched).
    pub fn off_frame(spec: &MazeSpec) -> bool {
        spec.width.saturating_mul(spec.height) >= OFF_FRAME_MIN_TILES
    }

    /// The spec of the map being made, if one is.
    pub fn spec(&self) -> Option<MazeSpec> {
        self.0.as_ref().map(|(spec, _)| *spec)
    }

    /// Starts making `spec` (cut to `mask`), dropping any map being made before.
    pub fn start(&mut self, spec: MazeSpec, mask: Option<Mask>) {
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let (made, route) = CurrentMaze::generate_cut(spec, mask.as_ref(), &mut ())?;
            let copy = Arc::new(made.maze.clone());
            Ok((made, route, Some(copy)))
        });
        self.0 = Some((spec, task));
    }

    /// Drops the map being made, if any (a map made on the frame came after it).
    pub fn cancel(&mut self) {
        self.0 = None;
    }

    /// The map, once it is made (then nothing is pending any more).
    pub fn poll(&mut self) -> Option<Made> {
        let (_, task) = self.0.as_mut()?;
        let made = block_on(poll_once(task))?;
        self.0 = None;
        Some(made)
    }
}
