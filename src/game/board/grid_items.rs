//! Bamboo, keys and doors on a round, hex or triangle board: the panda's
//! paws cell by cell beside its trail (so an undo gives back what a step
//! took) and the ways round shut doors. The rules are the core's
//! ([`crate::maze::items`]), as on the square board ([`super::items`]); the
//! sprites are drawn once for every grid ([`super::item_sprites`]).

use bevy::prelude::*;

use super::grid::GridGame;
use super::items::{ItemTaken, taken_on_step};
use super::view::{Board, BoardView};
use crate::maze::items::{self, Items, Progress};
use crate::on_grid_maze;

impl GridGame {
    /// What the panda carries and has eaten now.
    pub fn paws(&self) -> Progress<u32> {
        self.paws.last().copied().unwrap_or(Progress::at(self.panda))
    }

    /// Whether the panda may step into `to` holding `keys`: not a door whose key it lacks.
    pub fn open_to(&self, to: u32, keys: u8) -> bool {
        on_grid_maze!(&*self.maze, m => self.items.passable(m, to, keys))
    }

    /// Whether a passage joins `from` to `to` and the panda may go through it now.
    pub fn may_step(&self, from: u32, to: u32) -> bool {
        self.linked(from, to) && self.open_to(to, self.paws().keys)
    }

    /// Whether standing on the exit with `eaten` ends the run (the exit may
    /// wait for every shoot).
    pub fn exit_open(&self, eaten: u16) -> bool {
        self.items.exit_open(eaten)
    }

    /// Whether the panda has finished: on the exit, and the exit open.
    pub fn out(&self) -> bool {
        self.panda == self.exit() && self.exit_open(self.paws().eaten)
    }

    /// Moves the panda into `to` (a neighbour it may step into), picking up
    /// and eating what lies there; says what it took.
    pub fn step_into(&mut self, to: u32) -> Option<ItemTaken> {
        let before = self.paws();
        let after = self.items.arrive(before, to);
        self.panda = to;
        self.trail.push(to);
        self.paws.push(after);
        taken_on_step(&self.items, before, after, self.centre(to))
    }

    /// The second panda took `keys` and ate `eaten` in Together: they are the
    /// pair's, and stay taken when this panda undoes a step.
    pub fn share(&mut self, keys: u8, eaten: u16) {
        for paws in &mut self.paws {
            paws.keys |= keys;
            paws.eaten |= eaten;
        }
    }

    /// Steps back along the trail, giving back what the step took; the cell left, if any.
    pub fn step_back(&mut self) -> Option<u32> {
        if self.trail.len() < 2 {
            return None;
        }
        let from = self.trail.pop();
        self.paws.truncate(self.trail.len());
        self.panda = *self.trail.last().expect("one left");
        from
    }

    /// The way (cells after the panda's) to `to` for what it holds now: round
    /// shut doors, never through an open exit.
    pub fn way_for_panda(&self, to: u32) -> Vec<u32> {
        let way = if self.items.is_empty() {
            self.way(self.panda, to)
        } else {
            on_grid_maze!(&*self.maze, m => items::way_to(m, &self.items, self.paws(), to))
        };
        way.map(|w| w[1..].to_vec()).unwrap_or_default()
    }

    /// The shortest way out from where the panda stands with what it holds
    /// (with items, the full clear: every shoot eaten, doors opened by their
    /// keys), the panda's cell first.
    pub fn way_out(&self) -> Vec<u32> {
        self.way_out_from(self.paws())
    }

    /// The same from a walker standing at `from.at` with `from`'s keys and shoots.
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
