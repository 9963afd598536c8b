//! The board as a walker steps on it, on every grid: whether a cell may be
//! entered with the keys held, what arriving there picks up or eats, whether
//! the exit is open, and (in Together) the pair's keys and shoots, shared.
//! The mutable side of [`super::view::BoardView`], over the same two
//! resources: the square map with its [`ItemWalk`], or the [`GridBoard`].

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::grid::{GridBoard, GridGame};
use super::items::{ItemTaken, ItemWalk, taken_on_step};
use crate::game::model::{CurrentMaze, tile_center};
use crate::maze::items::Progress;
use crate::maze::{Maze, Pos};

/// The board a walker changes: the square map and the first panda's paws on
/// it, or the grid board (whose game holds the first panda's paws).
#[derive(SystemParam)]
pub struct WalkBoard<'w> {
    current: Res<'w, CurrentMaze>,
    items: ResMut<'w, ItemWalk>,
    grid: ResMut<'w, GridBoard>,
}

impl WalkBoard<'_> {
    /// The square board's map (none on another grid).
    pub fn tile_maze(&self) -> Option<&Maze> {
        self.grid.game().is_none().then_some(&self.current.maze)
    }

    /// A round, hex or triangle board's game (none on the square board).
    pub fn grid_game(&self) -> Option<&GridGame> {
        self.grid.game()
    }

    fn tile(&self, c: u32) -> Pos {
        self.current.maze.pos_of(c as usize)
    }

    fn cell(&self, p: Pos) -> u32 {
        self.current.maze.index(p) as u32
    }

    /// The exit's cell.
    pub fn exit(&self) -> u32 {
        self.grid.game().map_or_else(|| self.cell(self.current.maze.exit), GridGame::exit)
    }

    /// Whether a walker who has eaten `eaten` may leave by the exit (it may wait for every shoot).
    pub fn exit_open(&self, eaten: u16) -> bool {
        self.grid.game().map_or_else(|| self.current.items.exit_open(eaten), |game| game.exit_open(eaten))
    }

    /// Whether a walker holding `keys` may step into cell `to`: not a wall, nor a door whose key it lacks.
    pub fn open_to(&self, to: u32, keys: u8) -> bool {
        match self.grid.game() {
            Some(game) => game.open_to(to, keys),
            None => self.current.items.passable(&self.current.maze, self.tile(to), keys),
        }
    }

    /// What a walker holding `before` holds once in cell `to`.
    pub fn arrive(&self, before: Progress<u32>, to: u32) -> Progress<u32> {
        match self.grid.game() {
            Some(game) => game.items.arrive(before, to),
            None => self.current.items.arrive(before.map(|c| self.tile(c)), self.tile(to)).map(|p| self.cell(p)),
        }
    }

    /// What a step from `before` to `after` took, to tell and show.
    pub fn taken(&self, before: Progress<u32>, after: Progress<u32>) -> Option<ItemTaken> {
        match self.grid.game() {
            Some(game) => taken_on_step(&game.items, before, after, game.centre(after.at)),
            None => {
                let (before, after) = (before.map(|c| self.tile(c)), after.map(|c| self.tile(c)));
                taken_on_step(&self.current.items, before, after, tile_center(&self.current.maze, after.at))
            }
        }
    }

    /// The first panda's keys and shoots now (in Together, the pair's).
    pub fn first_holds(&self) -> (u8, u16) {
        match self.grid.game() {
            Some(game) => (game.paws().keys, game.paws().eaten),
            None => (self.items.now().keys, self.items.now().eaten),
        }
    }

    /// In Together, the second panda took `keys` and ate `eaten`: they are
    /// the pair's, and stay taken when the first panda undoes a step.
    pub fn share(&mut self, keys: u8, eaten: u16) {
        match self.grid.0.as_mut() {
            Some(game) => game.share(keys, eaten),
            None => {
                for step in &mut self.items.steps {
                    step.keys |= keys;
                    step.eaten |= eaten;
                }
            }
        }
    }
}
