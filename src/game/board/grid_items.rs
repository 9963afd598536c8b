//! Bamboo, keys and doors on a round, hex or triangle board: what a step
//! picks up, eats or opens, and the ways round shut doors (what the panda
//! holds step by step is its [`FirstWalk`](super::first_walk::FirstWalk)). The rules are the core's
//! ([`crate::maze::items`]), as on the square board ([`super::items`]); the
//! sprites are drawn once for every grid ([`super::item_sprites`]).

use bevy::prelude::*;

use super::grid::GridGame;
use super::view::{Board, BoardView};
use crate::maze::items::{self, Items, Progress};
use crate::on_grid_maze;

impl GridGame {
    /// Whether a walker may step into `to` holding `keys`: not a door whose key it lacks.
    pub fn open_to(&self, to: u32, keys: u8) -> bool {
        on_grid_maze!(&*self.maze, m => self.items.passable(m, to, keys))
    }

    /// Whether standing on the exit with `eaten` ends the run (the exit may
    /// wait for every shoot).
    pub fn exit_open(&self, eaten: u16) -> bool {
        self.items.exit_open(eaten)
    }

    /// The shortest way out for a walker standing at `from.at` with
    /// `from`'s keys and shoots (with items, the full clear: every shoot
    /// eaten, doors opened by their keys), its cell first; empty without one.
    pub fn way_out_from(&self, from: Progress<u32>) -> Vec<u32> {
        if self.items.is_empty() {
            return self.way(from.at, self.exit()).unwrap_or_default();
        }
        on_grid_maze!(&*self.maze, m => items::solve(m, &self.items, from, true)).unwrap_or_default()
    }
}

/// What the panda on the board holds against what its maze carries.
pub struct Holdings {
    /// Shoots on the maze, and eaten.
    pub bamboo: (usize, u32),
    /// Keys on the maze, and the mask of those held.
    pub keys: (usize, u8),
    /// The exit waits for the shoots still uneaten.
    pub gate_shut: bool,
}

impl Holdings {
    fn of<P: Copy + PartialEq>(items: &Items<P>, eaten: u16, held: u8) -> Self {
        Self {
            bamboo: (items.bamboo.len(), eaten.count_ones()),
            keys: (items.keys.len(), held),
            gate_shut: !items.exit_open(eaten),
        }
    }
}

impl BoardView<'_> {
    /// What the first panda holds against what the maze carries, on any grid.
    pub fn holdings(&self) -> Holdings {
        let paws = self.paws();
        match self.board {
            Board::Square { current, .. } => Holdings::of(&current.items, paws.eaten, paws.keys),
            Board::Grid(game) => Holdings::of(&game.items, paws.eaten, paws.keys),
        }
    }
}
