//! The board as a walker steps on it, on every grid: whether a cell may be
//! entered with the keys held, what arriving there picks up or eats, whether
//! the exit is open, and (in Together) the pair's keys and shoots, shared.
//! The mutable side of [`super::view::BoardView`], over the same two
//! resources: the square map with its [`ItemWalk`], or the [`GridBoard`].

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::grid::{GridBoard, GridGame};
use super::items::{ItemTaken, ItemWalk, taken_on_step};
use super::shared::square_way_out;
use crate::game::model::{CurrentMaze, WalkHistory, tile_center};
use crate::maze::items::{self, KeyKind, Progress};
use crate::maze::solve::shortest_route;
use crate::maze::{Dir, Maze, Pos};

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

    /// The first panda's cell: a grid game's panda, or on the square board
    /// `tile`, where the first panda's sprite stands (the entrance while the
    /// sprite still stands off a map just made, before it is put back).
    pub fn first_at(&self, tile: Pos) -> u32 {
        let maze = &self.current.maze;
        let on_board = tile.x < maze.width() && tile.y < maze.height();
        let tile = if on_board { tile } else { maze.entrance };
        self.grid.game().map_or_else(|| self.cell(tile), |game| game.panda)
    }

    /// How many cells the board has (a square board's tiles, walls included).
    pub fn cell_count(&self) -> usize {
        self.grid.game().map_or_else(|| self.current.maze.tiles().len(), GridGame::cell_count)
    }

    /// The cells joined to `c` by open passages (a square tile's floor neighbours).
    pub fn links(&self, c: u32) -> Vec<u32> {
        match self.grid.game() {
            Some(game) => game.links(c),
            None => {
                let maze = &self.current.maze;
                let at = self.tile(c);
                Dir::ALL.into_iter().filter_map(|d| maze.walk(at, d)).map(|p| self.cell(p)).collect()
            }
        }
    }

    /// The door in cell `c`, if any.
    pub fn door_at(&self, c: u32) -> Option<KeyKind> {
        match self.grid.game() {
            Some(game) => game.items.door_at(c),
            None => self.current.items.door_at(self.tile(c)),
        }
    }

    /// The way (cells after `from.at`) to cell `to` for a walker holding
    /// `from`: round shut doors, never through an open exit; none without a way.
    pub fn way_to(&self, from: Progress<u32>, to: u32) -> Vec<u32> {
        if to as usize >= self.cell_count() {
            return Vec::new();
        }
        let way = match self.grid.game() {
            Some(game) if game.items.is_empty() => game.way(from.at, to),
            Some(game) => crate::on_grid_maze!(&*game.maze, m => items::way_to(m, &game.items, from, to)),
            None => {
                let (maze, layout) = (&self.current.maze, &self.current.items);
                let (start, end) = (self.tile(from.at), self.tile(to));
                let way = if layout.is_empty() {
                    shortest_route(maze, start, end)
                } else {
                    items::way_to(maze, layout, from.map(|c| self.tile(c)), end)
                };
                way.map(|w| w.into_iter().map(|p| self.cell(p)).collect())
            }
        };
        way.map(|w| w[1..].to_vec()).unwrap_or_default()
    }

    /// The first panda steps into `to` (a neighbour it may enter): what it
    /// carries afterwards is kept step by step; says what it took there.
    pub fn step_first(&mut self, to: u32) -> Option<ItemTaken> {
        if let Some(game) = self.grid.0.as_mut() {
            return game.step_into(to);
        }
        let at = self.tile(to);
        let centre = tile_center(&self.current.maze, at);
        self.items.step_onto(&self.current.items, at, centre)
    }

    /// The first panda steps back along its own trail (a square board's in
    /// `history`), giving back what the step took: the cells left and reached.
    pub fn undo_first(&mut self, history: &mut WalkHistory) -> Option<(u32, u32)> {
        if let Some(game) = self.grid.0.as_mut() {
            return game.step_back().map(|from| (from, game.panda));
        }
        if history.0.len() < 2 {
            return None;
        }
        self.items.undo();
        let from = history.0.pop().expect("two or more tiles");
        let to = *history.0.last().expect("one left");
        Some((self.cell(from), self.cell(to)))
    }

    /// The way out (cells after `from.at`) for a walker holding `from`: to
    /// the exit, or with items the shortest full clear; none without a way.
    pub fn way_out(&self, from: Progress<u32>) -> Vec<u32> {
        let way = match self.grid.game() {
            Some(game) => game.way_out_from(from),
            None => square_way_out(&self.current, from).unwrap_or_default(),
        };
        way.into_iter().skip(1).collect()
    }
}
