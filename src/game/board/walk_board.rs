//! The board as a walker steps on it, on every grid: whether a cell may be
//! entered with the keys held, what arriving there picks up or eats, whether
//! the exit is open, and (in Together) the pair's keys and shoots, shared.
//! The mutable side of [`super::view::BoardView`]: the first panda's
//! [`FirstWalk`] on the maze [`Played`], on any grid.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::first_walk::FirstWalk;
use super::grid::GridGame;
use super::items::{ItemTaken, taken_on_step};
use super::played::Played;
use super::shared::square_way_out;
use crate::game::command::MapReset;
use crate::game::model::{CurrentMaze, tile_center};
use crate::maze::items::{self, KeyKind, Progress};
use crate::maze::solve::shortest_route;
use crate::maze::{Dir, Maze, Pos};

/// The board a walker changes: the maze played, and the first panda's walk on it.
#[derive(SystemParam)]
pub struct WalkBoard<'w> {
    played: Res<'w, Played>,
    walk: ResMut<'w, FirstWalk>,
}

/// The maze played, as the walker's methods take it apart.
enum On<'a> {
    Square(&'a CurrentMaze),
    Grid(&'a GridGame),
}

impl WalkBoard<'_> {
    fn on(&self) -> On<'_> {
        match &*self.played {
            Played::Square { current, .. } => On::Square(current),
            Played::Grid(game) => On::Grid(game),
        }
    }

    /// The square board's map (none on another grid).
    pub fn tile_maze(&self) -> Option<&Maze> {
        self.played.square().map(|current| &current.maze)
    }

    /// A round, hex or triangle board's game (none on the square board).
    pub fn grid_game(&self) -> Option<&GridGame> {
        self.played.grid()
    }

    /// The exit's cell.
    pub fn exit(&self) -> u32 {
        match self.on() {
            On::Square(current) => cell(&current.maze, current.maze.exit),
            On::Grid(game) => game.exit(),
        }
    }

    /// The entrance's cell.
    pub fn entrance(&self) -> u32 {
        match self.on() {
            On::Square(current) => cell(&current.maze, current.maze.entrance),
            On::Grid(game) => game.entrance(),
        }
    }

    /// Whether a walker who has eaten `eaten` may leave by the exit (it may wait for every shoot).
    pub fn exit_open(&self, eaten: u16) -> bool {
        match self.on() {
            On::Square(current) => current.items.exit_open(eaten),
            On::Grid(game) => game.exit_open(eaten),
        }
    }

    /// Whether a walker holding `keys` may step into cell `to`: not a wall, nor a door whose key it lacks.
    pub fn open_to(&self, to: u32, keys: u8) -> bool {
        match self.on() {
            On::Grid(game) => game.open_to(to, keys),
            On::Square(current) => current.items.passable(&current.maze, tile(&current.maze, to), keys),
        }
    }

    /// What a walker holding `before` holds once in cell `to`.
    pub fn arrive(&self, before: Progress<u32>, to: u32) -> Progress<u32> {
        match self.on() {
            On::Grid(game) => game.items.arrive(before, to),
            On::Square(current) => {
                let m = &current.maze;
                current.items.arrive(before.map(|c| tile(m, c)), tile(m, to)).map(|p| cell(m, p))
            }
        }
    }

    /// What a step from `before` to `after` took, to tell and show.
    pub fn taken(&self, before: Progress<u32>, after: Progress<u32>) -> Option<ItemTaken> {
        match self.on() {
            On::Grid(game) => taken_on_step(&game.items, before, after, game.centre(after.at)),
            On::Square(current) => {
                let m = &current.maze;
                let (before, after) = (before.map(|c| tile(m, c)), after.map(|c| tile(m, c)));
                taken_on_step(&current.items, before, after, tile_center(m, after.at))
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
        match self.on() {
            On::Square(current) => current.maze.tiles().len(),
            On::Grid(game) => game.cell_count(),
        }
    }

    /// The cells joined to `c` by open passages (a square tile's floor neighbours).
    pub fn links(&self, c: u32) -> Vec<u32> {
        match self.on() {
            On::Grid(game) => game.links(c),
            On::Square(current) => {
                let maze = &current.maze;
                let at = tile(maze, c);
                Dir::ALL.into_iter().filter_map(|d| maze.walk(at, d)).map(|p| cell(maze, p)).collect()
            }
        }
    }

    /// The door in cell `c`, if any.
    pub fn door_at(&self, c: u32) -> Option<KeyKind> {
        match self.on() {
            On::Grid(game) => game.items.door_at(c),
            On::Square(current) => current.items.door_at(tile(&current.maze, c)),
        }
    }

    /// The way (cells after `from.at`) to cell `to` for a walker holding
    /// `from`: round shut doors, never through an open exit; none without a way.
    pub fn way_to(&self, from: Progress<u32>, to: u32) -> Vec<u32> {
        if to as usize >= self.cell_count() {
            return Vec::new();
        }
        let way = match self.on() {
            On::Grid(game) if game.items.is_empty() => game.way(from.at, to),
            On::Grid(game) => crate::on_grid_maze!(&*game.maze, m => items::way_to(m, &game.items, from, to)),
            On::Square(current) => {
                let (maze, layout) = (&current.maze, &current.items);
                let (start, end) = (tile(maze, from.at), tile(maze, to));
                let way = if layout.is_empty() {
                    shortest_route(maze, start, end)
                } else {
                    items::way_to(maze, layout, from.map(|c| tile(maze, c)), end)
                };
                way.map(|w| w.into_iter().map(|p| cell(maze, p)).collect())
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
        let way = match self.on() {
            On::Grid(game) => game.way_out_from(from),
            On::Square(current) => square_way_out(current, from).unwrap_or_default(),
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

/// The tile of a square board's cell `c`.
fn tile(maze: &Maze, c: u32) -> Pos {
    maze.pos_of(c as usize)
}

/// The cell of a square board's tile `p`.
fn cell(maze: &Maze, p: Pos) -> u32 {
    maze.index(p) as u32
}
