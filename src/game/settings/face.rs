//! The game's two faces: *Play* (the maze large beside a slim bar of the
//! essentials) and *Lab* (the full panel of generators, solvers, races, codes
//! and numbers). The player switches with a key or a button; the choice is
//! kept in the settings, and a first launch opens in Play.

use serde::{Deserialize, Serialize};

/// Which face of the game the side panel shows.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Face {
    /// The maze large, a slim bar: menu, new maze, difficulty, hint, the way, time and moves.
    #[default]
    Play,
    /// Every control: generators, solvers, races, codes, statistics.
    Lab,
}

impl Face {
    /// The other face.
    pub fn other(self) -> Face {
        match self {
            Face::Play => Face::Lab,
            Face::Lab => Face::Play,
        }
    }
}
