//! The maze being played, on any grid: one resource, [`Played`], holding
//! either the square map (with its shortest route) or a round, hexagonal or
//! triangular [`GridGame`] (a maze of floors or a weave among them). A new
//! map of any grid replaces it whole; features read it through the one
//! [`BoardView`](super::view::BoardView), and what the next square map is
//! like is kept by the Lab's [`SquareLab`](crate::game::model::SquareLab)
//! while another grid is played.

use bevy::prelude::*;

use super::grid_game::GridGame;
use crate::game::model::{CurrentMaze, Route, drop_off_frame, off_frame};

/// The maze being played.
#[derive(Resource, Debug)]
pub enum Played {
    /// The square board: its map and the shortest route out of it.
    Square {
        /// The map, the spec that made it, its items and measurements.
        current: Box<CurrentMaze>,
        /// The shortest route from its entrance to its exit.
        route: Route,
    },
    /// A round, hexagonal or triangular maze (or one of floors, or a weave).
    Grid(Box<GridGame>),
}

impl Played {
    /// The square map with its `route`, played.
    pub fn square_map(current: CurrentMaze, route: Route) -> Self {
        Self::Square { current: Box::new(current), route }
    }

    /// A grid maze, played.
    pub fn grid_maze(game: GridGame) -> Self {
        Self::Grid(Box::new(game))
    }

    /// The square map, when the square board is played.
    pub fn square(&self) -> Option<&CurrentMaze> {
        match self {
            Self::Square { current, .. } => Some(current),
            Self::Grid(_) => None,
        }
    }

    /// The square map's shortest route, when the square board is played.
    pub fn square_route(&self) -> Option<&Route> {
        match self {
            Self::Square { route, .. } => Some(route),
            Self::Grid(_) => None,
        }
    }

    /// The square map and its route, to change in place (as a test lays a maze of its own).
    pub fn square_mut(&mut self) -> Option<(&mut CurrentMaze, &mut Route)> {
        match self {
            Self::Square { current, route } => Some((current, route)),
            Self::Grid(_) => None,
        }
    }

    /// The grid maze, when a round, hex or triangle board (or floors, or a weave) is played.
    pub fn grid(&self) -> Option<&GridGame> {
        match self {
            Self::Square { .. } => None,
            Self::Grid(game) => Some(game),
        }
    }

    /// Plays `next` instead; the maze played before is freed off the frame
    /// when it is big (giving a huge board's pages back takes a while).
    pub fn replace(&mut self, next: Played) {
        let old = std::mem::replace(self, next);
        let big = match &old {
            Self::Square { current, .. } => off_frame(&current.maze),
            Self::Grid(_) => true,
        };
        if big {
            drop_off_frame(old);
        }
    }
}
