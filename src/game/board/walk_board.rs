//! The board as a walker steps on it, on every grid: whether a cell may be
//! entered with the keys held, what arriving there picks up or eats, whether
//! the exit is open, and (in Together) the pair's keys and shoots, shared.
//! The mutable side of [`super::view::BoardView`]: the first panda's
//! [`FirstWalk`] on the square map or the [`GridBoard`].

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::first_walk::FirstWalk;
use super::grid::{GridBoard, GridGame};
use super::items::{ItemTaken, taken_on_step};
use super::shared::square_way_out;
use crate::game::command::MapReset;
use crate::game::model::{CurrentMaze, tile_center};
use crate::maze::items::{self, KeyKind, Progress};
use crate::maze::solve::shortest_route;
use crate::maze::{Dir, Maze, Pos};

/// The board a walker changes: the square map or the grid board, and the
/// first panda's walk on it.
#[derive(SystemParam)]
pub struct WalkBoard<'w> {
    current: Res<'w, CurrentMaze>,
    walk: ResMut<'w, FirstWalk>,
    grid: Res<'w, GridBoard>,
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

    /// The entrance's cell.
    pub fn entrance(&self) -> u32 {
        self.grid.game().map_or_else(|| self.cell(self.current.maze.entrance), GridGame::entrance)
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

    /// Where the first panda stands and what it holds now (in Together, the
    /// pair's keys and shoots); the entrance before its first map.
    pub fn first_now(&self) -> Progress<u32> {
        self.walk.now().filter(|p| (p.at as usize) < self.cell_count()).unwrap_or(Progress::at(self.entrance()))
    }

    /// In Together, the second panda took `keys` and ate `eaten`: they are
    /// the pair's, and stay taken when the first panda undoes a step.
    pub fn share(&mut self, keys: u8, eaten: u16) {
        self.walk.share(keys, eaten);
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
        let before = self.first_now();
        let after = self.arrive(before, to);
        let took = self.taken(before, after);
        self.walk.step(after);
        took
    }

    /// The first panda steps back along its own trail, giving back what the
    /// step took: the cells left and reached.
    pub fn undo_first(&mut self) -> Option<(u32, u32)> {
        self.walk.back()
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

/// A new map or a restart (and the first map): the first panda on the entrance, empty-pawed.
pub fn restart_first_walk(mut resets: MessageReader<MapReset>, mut board: WalkBoard) {
    if resets.read().count() > 0 || board.walk.is_empty() {
        let entrance = board.entrance();
        board.walk.restart(entrance);
    }
}
