//! The board being played, seen the same way on every grid: cells numbered
//! from 0 (a square board's tiles by their flat index), the open ways out of
//! a cell as screen angles, where the panda and the exit are, and what the
//! panda holds. A feature written over a [`BoardView`] is written once for
//! the square board and the round, hex and triangle ones.
//!
//! The first panda's walk is one for every grid ([`FirstWalk`], in cells),
//! and the maze is one resource, [`Played`]: the square map or another grid's.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::first_walk::FirstWalk;
use super::grid::{GRID_STEP_WORLD, GridGame};
use super::items::{ItemSprite, item_list};
use super::near::centres_within;
pub use super::near::{grid_cells_within, nearest_dir, tiles_within};
use super::played::Played;
use super::shared::{SharedBoard, grid_distances, square_distances, square_way_out};
use crate::game::model::{CurrentMaze, Route, SharedMaze, TILE_SIZE, off_frame, tile_center};
use crate::game::settings::ghost::side_of;
use crate::maze::items::{KeyKind, Progress};
use crate::maze::solve::shortest_route;
use crate::maze::{Dir, Maze, Pos};

/// The resources a [`BoardView`] reads, for a system to take as one parameter.
#[derive(SystemParam)]
pub struct Boards<'w> {
    played: Res<'w, Played>,
    walk: Res<'w, FirstWalk>,
}

impl Boards<'_> {
    /// The board on the screen.
    pub fn view(&self) -> BoardView<'_> {
        BoardView::new(&self.played, &self.walk)
    }

    /// Whether the maze played (or its route) changed since the system last
    /// ran: another map, or another grid (not a step of the panda).
    pub fn maze_changed(&self) -> bool {
        self.played.is_changed()
    }
}

/// The board being played, on any grid, and the first panda's walk on it.
#[derive(Clone, Copy)]
pub struct BoardView<'a> {
    pub(super) board: Board<'a>,
    walk: &'a FirstWalk,
}

#[derive(Clone, Copy)]
pub(super) enum Board<'a> {
    Square { current: &'a CurrentMaze, solution: &'a Route },
    Grid(&'a GridGame),
}

/// One side of a cell: its direction as a screen angle (radians, east 0,
/// north a quarter turn), and whether the panda can go that way.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Side {
    /// The side's direction on the screen.
    pub angle: f64,
    /// Whether a passage leads out that way.
    pub open: bool,
}

/// How a board names a place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaceName {
    /// A square board's tile: column and row from 0 at the top left, and the board's width and height.
    Tile { column: usize, row: usize, size: (usize, usize) },
    /// Any other board's cell: its number from 0, and how many cells there are.
    Cell { number: u32, of: usize },
}

impl<'a> BoardView<'a> {
    /// The board on the screen: the maze `played` (the square map with its
    /// shortest route, or another grid's); `walk` is the first panda's on it
    /// (on the entrance before its first step).
    pub fn new(played: &'a Played, walk: &'a FirstWalk) -> Self {
        let board = match played {
            Played::Grid(game) => Board::Grid(game),
            Played::Square { current, route } => Board::Square { current, solution: route },
        };
        Self { board, walk }
    }

    /// Where the centre of cell `c` lies in the world.
    pub fn world_centre(&self, c: u32) -> Vec2 {
        match self.board {
            Board::Square { current, .. } => tile_center(&current.maze, current.maze.pos_of(c as usize)),
            Board::Grid(game) => game.centre(c),
        }
    }

    /// The world length of a step between neighbouring cells' centres.
    pub fn step_world(&self) -> f32 {
        match self.board {
            Board::Square { .. } => TILE_SIZE,
            Board::Grid(_) => GRID_STEP_WORLD,
        }
    }

    /// A panda's side in the world: the same share of the way between
    /// walls on every grid (a square board's tile, another grid's step less a wall).
    pub fn panda_size(&self) -> f32 {
        let between_walls = match self.board {
            Board::Square { .. } => TILE_SIZE,
            Board::Grid(_) => GRID_STEP_WORLD * (1.0 - super::grid_mesh::WALL_SHARE),
        };
        between_walls * 0.95
    }

    /// The width of a footprint in the world.
    pub fn footprint_size(&self) -> f32 {
        match self.board {
            Board::Square { .. } => TILE_SIZE * 0.6,
            // About half a grid unit (a cell's width).
            Board::Grid(game) => game.scale() * 0.5,
        }
    }

    /// Whether the board's places are numbered cells (a round, hex or
    /// triangle board), as a click on a cell names them.
    pub fn numbers_cells(&self) -> bool {
        matches!(self.board, Board::Grid(_))
    }

    /// The cell of a square board's tile `p` (none on another grid, or off the board).
    pub fn cell_of(&self, p: Pos) -> Option<u32> {
        match self.board {
            Board::Square { current, .. } => current.maze.contains(p).then(|| current.maze.index(p) as u32),
            Board::Grid(_) => None,
        }
    }

    /// The square board's maze with the spec that made it, its items and
    /// measurements (none on another grid).
    pub fn square(&self) -> Option<&'a CurrentMaze> {
        match self.board {
            Board::Square { current, .. } => Some(current),
            Board::Grid(_) => None,
        }
    }

    /// The square board's map, for what draws its tiles (none on another grid).
    pub fn tile_maze(&self) -> Option<&'a Maze> {
        match self.board {
            Board::Square { current, .. } => Some(&current.maze),
            Board::Grid(_) => None,
        }
    }

    /// A round, hex or triangle board's game, for what draws its cells (none on the square board).
    pub fn grid_game(&self) -> Option<&'a GridGame> {
        match self.board {
            Board::Square { .. } => None,
            Board::Grid(game) => Some(game),
        }
    }

    /// Every item on the board with the cell it lies in.
    pub fn item_cells(&self) -> Vec<(ItemSprite, u32)> {
        match self.board {
            Board::Square { current, .. } => item_list(&current.items, |p| current.maze.index(p) as u32),
            Board::Grid(game) => item_list(&game.items, |c| c),
        }
    }

    /// The room an item's picture has in the world: a square tile, most of a grid cell's inner circle.
    pub fn item_size(&self) -> f32 {
        match self.board {
            Board::Square { .. } => TILE_SIZE,
            Board::Grid(_) => GRID_STEP_WORLD * 0.8,
        }
    }

    /// Whether the panda can stand in cell `c`: a square board's floor, any cell of another grid.
    pub fn is_open(&self, c: u32) -> bool {
        match self.board {
            Board::Square { current, .. } => {
                (c as usize) < current.maze.tiles().len() && current.maze.is_floor(current.maze.pos_of(c as usize))
            }
            Board::Grid(game) => (c as usize) < game.cell_count(),
        }
    }

    /// Whether work over every cell (a distance map) is done off the frame on this board.
    pub fn off_frame(&self) -> bool {
        match self.board {
            Board::Square { current, .. } => off_frame(&current.maze),
            Board::Grid(game) => game.off_frame(),
        }
    }

    /// Steps from cell `from` to every cell ([`UNREACHED`](crate::maze::distance::UNREACHED) where none leads).
    pub fn distances(&self, from: u32) -> Vec<u32> {
        match self.board {
            Board::Square { current, .. } => square_distances(&current.maze, from),
            Board::Grid(game) => grid_distances(&game.maze, from),
        }
    }

    /// The maze for work off the frame to own: the square map's copy is made
    /// once a map and kept in `copy`; a grid maze is shared already.
    pub fn shared(&self, copy: &mut SharedMaze) -> SharedBoard {
        match self.board {
            Board::Square { current, .. } => SharedBoard::Square(copy.of(&current.maze)),
            Board::Grid(game) => SharedBoard::Grid(game.maze.clone()),
        }
    }

    /// The cell the panda stands in.
    pub fn panda(&self) -> u32 {
        self.paws().at
    }

    /// The cells the panda has stood in since the last reset, in order (the last is where it stands).
    pub fn walked(&self) -> Vec<u32> {
        self.walk.trail().collect()
    }

    /// The entrance's cell.
    pub fn entrance(&self) -> u32 {
        match self.board {
            Board::Square { current, .. } => current.maze.index(current.maze.entrance) as u32,
            Board::Grid(game) => game.entrance(),
        }
    }

    /// The side of cell `from` that faces its neighbour `to`, numbered as
    /// [`Self::sides`] lists them (none if `to` is no neighbour).
    pub fn side_towards(&self, from: u32, to: u32) -> Option<u8> {
        match self.board {
            Board::Square { current, .. } => {
                let (a, b) = (current.maze.pos_of(from as usize), current.maze.pos_of(to as usize));
                Dir::between(a, b).map(side_of)
            }
            Board::Grid(game) => game.neighbours(from).iter().position(|&(n, _)| n == to).map(|i| i as u8),
        }
    }

    /// The cell through side `side` of cell `c` (numbered as [`Self::sides`]
    /// lists them), if a passage leads that way.
    pub fn through(&self, c: u32, side: u8) -> Option<u32> {
        match self.board {
            Board::Square { current, .. } => {
                let maze = &current.maze;
                let dir = *Dir::ALL.get(usize::from(side))?;
                maze.walk(maze.pos_of(c as usize), dir).map(|p| maze.index(p) as u32)
            }
            Board::Grid(game) => game.neighbours(c).get(usize::from(side)).filter(|(_, open)| *open).map(|&(n, _)| n),
        }
    }

    /// The exit's cell.
    pub fn exit(&self) -> u32 {
        match self.board {
            Board::Square { current, .. } => current.maze.index(current.maze.exit) as u32,
            Board::Grid(game) => game.exit(),
        }
    }

    /// The centre of cell `c`, in steps between neighbouring cells (x east, y north).
    pub fn centre(&self, c: u32) -> (f64, f64) {
        match self.board {
            Board::Square { current, .. } => {
                let p = current.maze.pos_of(c as usize);
                (p.x as f64, -(p.y as f64))
            }
            Board::Grid(game) => {
                let w = game.centre(c) / GRID_STEP_WORLD;
                (f64::from(w.x), f64::from(w.y))
            }
        }
    }

    /// The sides of cell `c`: a square tile's four (the board's edge is a
    /// wall), another grid's neighbours, in the grid's cyclic order.
    pub fn sides(&self, c: u32) -> Vec<Side> {
        match self.board {
            Board::Square { current, .. } => {
                let p = current.maze.pos_of(c as usize);
                let angle = |d: Dir| match d {
                    Dir::Right => 0.0,
                    Dir::Up => std::f64::consts::FRAC_PI_2,
                    Dir::Left => std::f64::consts::PI,
                    Dir::Down => -std::f64::consts::FRAC_PI_2,
                };
                Dir::ALL
                    .into_iter()
                    .map(|d| Side { angle: angle(d), open: current.maze.walk(p, d).is_some() })
                    .collect()
            }
            Board::Grid(game) => {
                let here = self.centre(c);
                let towards = |n: u32| {
                    let there = self.centre(n);
                    (there.1 - here.1).atan2(there.0 - here.0)
                };
                // A stair is no side: the announcer names it apart.
                let on_floor = game.neighbours(c).into_iter().filter(|&(n, _)| game.same_floor(c, n));
                on_floor.map(|(n, open)| Side { angle: towards(n), open }).collect()
            }
        }
    }

    /// How many cells the board has (a square board's tiles, walls included).
    pub fn cell_count(&self) -> usize {
        match self.board {
            Board::Square { current, .. } => current.maze.tiles().len(),
            Board::Grid(game) => game.cell_count(),
        }
    }

    /// The cells whose centres lie within `radius` tiles of cell `at`'s, in
    /// order (a tile: a square board's, or half a step between a grid's cell
    /// centres). A grid's centres are kept in `centres`, found on first use
    /// (a round cell's costs a sine and a cosine): empty it when the board changes.
    pub fn cells_within(&self, at: u32, radius: f32, centres: &mut Vec<Vec2>) -> Vec<u32> {
        match self.board {
            Board::Square { current, .. } => {
                let maze = &current.maze;
                tiles_within(maze, maze.pos_of(at as usize), radius).map(|p| maze.index(p) as u32).collect()
            }
            Board::Grid(game) => {
                if centres.len() != game.cell_count() {
                    *centres = (0..game.cell_count() as u32).map(|c| game.centre(c)).collect();
                }
                centres_within(centres, at, radius)
            }
        }
    }

    /// The way of the panda's four sprites nearest to a step from cell `from` to cell `to`.
    pub fn heading(&self, from: u32, to: u32) -> Dir {
        let (a, b) = (self.centre(from), self.centre(to));
        nearest_dir((b.1 - a.1).atan2(b.0 - a.0).to_degrees())
    }

    /// How the board names cell `c`.
    pub fn place(&self, c: u32) -> PlaceName {
        match self.board {
            Board::Square { current, .. } => {
                let p = current.maze.pos_of(c as usize);
                PlaceName::Tile { column: p.x, row: p.y, size: (current.maze.width(), current.maze.height()) }
            }
            // A place under a crossing is named by the crossing's cell.
            Board::Grid(game) => PlaceName::Cell { number: game.ground_cell(c), of: game.ground_count() },
        }
    }

    /// Steps left from the panda to the exit along the shortest way (on a
    /// grid with items, the shortest full clear), if there is one.
    pub fn steps_to_exit(&self) -> Option<usize> {
        match self.board {
            Board::Square { current, .. } => {
                let panda = current.maze.pos_of(self.panda() as usize);
                shortest_route(&current.maze, panda, current.maze.exit).map(|r| r.len() - 1)
            }
            Board::Grid(game) => Some(game.way_out_from(self.paws())).filter(|w| !w.is_empty()).map(|w| w.len() - 1),
        }
    }

    /// How many cells the shortest way from the entrance to the exit passes
    /// (on a grid with items, the shortest full clear), both ends included.
    pub fn route_len(&self) -> usize {
        match self.board {
            Board::Square { solution, .. } => solution.0.len(),
            Board::Grid(game) => game.route.len(),
        }
    }

    /// The cells of the shortest way from the entrance to the exit (on a
    /// grid with items, the shortest full clear), both ends included.
    pub fn route(&self) -> Vec<u32> {
        match self.board {
            Board::Square { current, solution } => solution.0.iter().map(|&p| current.maze.index(p) as u32).collect(),
            Board::Grid(game) => game.route.clone(),
        }
    }

    /// The `i`-th cell of the shortest way from the entrance (see [`BoardView::route`]), if it is that long.
    pub fn route_cell(&self, i: usize) -> Option<u32> {
        match self.board {
            Board::Square { current, solution } => solution.0.get(i).map(|&p| current.maze.index(p) as u32),
            Board::Grid(game) => game.route.get(i).copied(),
        }
    }

    /// What the panda carries now, and where it stands (the entrance, empty-pawed, before its first map).
    pub fn paws(&self) -> Progress<u32> {
        self.walk.now().filter(|p| (p.at as usize) < self.cell_count()).unwrap_or(Progress::at(self.entrance()))
    }

    /// The shortest way out for a walker standing and holding as `from`,
    /// both ends included: to the exit, or with items the shortest full
    /// clear from what it holds (none if there is no way).
    pub fn way_from(&self, from: Progress<u32>) -> Option<Vec<u32>> {
        match self.board {
            Board::Square { current, .. } => square_way_out(current, from),
            Board::Grid(game) => Some(game.way_out_from(from)).filter(|w| !w.is_empty()),
        }
    }

    /// Steps along the shortest way from the entrance to the exit (on a grid
    /// with items, the shortest full clear).
    pub fn optimal_moves(&self) -> usize {
        match self.board {
            Board::Square { solution, .. } => solution.optimal_moves(),
            Board::Grid(game) => game.route.len().saturating_sub(1),
        }
    }

    /// Whether standing on the exit `ago` steps before now ended the run:
    /// the exit may wait for every shoot, as eaten by then.
    pub fn exit_open_before(&self, ago: usize) -> bool {
        self.exit_open(self.walk.before(ago).map_or(0, |p| p.eaten))
    }

    /// The keys the panda holds, and the shoots still to eat.
    pub fn holding(&self) -> (Vec<KeyKind>, u32) {
        let Progress { keys, eaten, .. } = self.paws();
        let bamboo = match self.board {
            Board::Square { current, .. } => current.items.bamboo.len(),
            Board::Grid(game) => game.items.bamboo.len(),
        };
        let held = KeyKind::ALL.into_iter().filter(|k| keys >> k.index() & 1 == 1).collect();
        (held, (bamboo as u32).saturating_sub(eaten.count_ones()))
    }
}
