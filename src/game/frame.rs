//! The order of a frame ([`AppSystems`]) and the screens of the game
//! ([`Screen`]): the schedule every plugin places its systems in.

use bevy::prelude::*;

/// The stages of a frame, run in this order. Add new stages here, in place.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Turn keys and clicks into [`GameCommand`](crate::game::command::GameCommand)s and [`MoveRequest`](crate::game::command::MoveRequest)s.
    RecordInput,
    /// Carry out [`GameCommand`](crate::game::command::GameCommand)s: new maps, restarts, path on/off.
    ApplyCommands,
    /// Move the player.
    Move,
    /// React to movement: footprints, statistics, victory.
    React,
    /// Make the picture follow the logic: reveal the path, place sprites.
    Visualize,
}

/// Which screen the game is on.
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Walking the maze.
    #[default]
    Playing,
    /// The exit was reached; the victory overlay is up and the panda rests.
    Won,
    /// Time attack: the clock ran out before the exit.
    TimeUp,
    /// The campaign's level select is up; nothing on the board moves.
    LevelSelect,
    /// The maze editor is up over the board; nothing on the board moves.
    Editor,
}
