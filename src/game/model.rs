//! The game's nouns: the maze being played and its route, board sizes, grid
//! positions, where tiles lie in the world, and how a game starts.

use bevy::prelude::*;
use rand::RngExt;

use crate::maze::generate::{Algorithm, AnySpec, MazeRng, rng_from_seed};
use crate::maze::{Maze, MazeSpec, Pos, StartCorner};

/// The smallest board side the game plays, in tiles (two cells): the maze
/// core makes mazes down to one cell, whose entrance is its exit.
pub use crate::maze::grid::PLAY_MIN_SIDE;

/// Side of one tile in world units; the camera scales the world to the window.
pub const TILE_SIZE: f32 = 32.0;

/// The three board sizes of the game, in tiles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// 21 × 21 tiles: the course program's 10 × 10 cells.
    Easy,
    /// 49 × 55 tiles.
    #[default]
    Medium,
    /// 91 × 103 tiles.
    Hard,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// Board width and height in tiles.
    pub fn size(self) -> (usize, usize) {
        match self {
            Difficulty::Easy => (21, 21),
            Difficulty::Medium => (49, 55),
            Difficulty::Hard => (91, 103),
        }
    }

    /// The difficulty whose board is `width × height` tiles, if any.
    pub fn of_size(width: usize, height: usize) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.size() == (width, height))
    }

    /// The name shown in the menu and used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }
}

impl std::str::FromStr for Difficulty {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown difficulty '{s}'; expected easy, medium or hard"))
    }
}

/// Boards of more tiles than this (201 × 201, i.e. 100 × 100 cells) are
/// large: they are drawn in chunks rather than one entity a tile, and routed
/// by breadth-first search.
pub const LARGE_BOARD_TILES: usize = 201 * 201;

/// Boards with loops and more tiles than this find their route by
/// [`breadth_first`] search (flat arrays) instead of [`astar`] (hash maps):
/// on a 4003 × 4003 board A* takes seconds. Perfect mazes always use it.
pub const BREADTH_FIRST_MIN_TILES: usize = LARGE_BOARD_TILES;

/// Boards of at least this many tiles (a million: a 1025 × 1025 board, a
/// 512 × 512-cell maze) are made and measured off the frame, on Bevy's
/// async compute pool: making one, or a distance map of it, takes a good
/// part of a frame or several.
pub const OFF_FRAME_MIN_TILES: usize = 1 << 20;

/// Whether work on `maze` (making it, a distance map, a traced search) is
/// done off the frame: it has [`OFF_FRAME_MIN_TILES`] tiles or more.
pub fn off_frame(maze: &Maze) -> bool {
    maze.tiles().len() >= OFF_FRAME_MIN_TILES
}

/// Frees `old` off the frame, on the async compute pool (giving a huge
/// map's pages back takes a while too).
pub fn drop_off_frame<T: Send + 'static>(old: T) {
    bevy::tasks::AsyncComputeTaskPool::get().spawn(async move { drop(old) }).detach();
}

/// Work being done off the frame, on Bevy's async compute pool, with the
/// spec of what it is for (a map being made, a win being measured): at most
/// one at a time, the newest started dropping the one before.
#[derive(Resource)]
pub struct OffFrame<K, T>(Option<(K, bevy::tasks::Task<T>)>);

impl<K, T> Default for OffFrame<K, T> {
    fn default() -> Self {
        Self(None)
    }
}

impl<K: Copy, T: Send + 'static> OffFrame<K, T> {
    /// The spec of the work under way, if any.
    pub fn spec(&self) -> Option<K> {
        self.0.as_ref().map(|(spec, _)| *spec)
    }

    /// Whether work is under way.
    pub fn is_running(&self) -> bool {
        self.0.is_some()
    }

    /// Starts `work` for `spec`, dropping any work under way.
    pub fn start(&mut self, spec: K, work: impl FnOnce() -> T + Send + 'static) {
        self.0 = Some((spec, bevy::tasks::AsyncComputeTaskPool::get().spawn(async move { work() })));
    }

    /// Drops the work under way, if any (its result never comes in).
    pub fn cancel(&mut self) {
        self.0 = None;
    }

    /// The result with its spec, once the work is done (then nothing is under way).
    pub fn poll(&mut self) -> Option<(K, T)> {
        let (spec, task) = self.0.as_mut()?;
        let done = bevy::tasks::block_on(bevy::tasks::poll_once(task))?;
        let spec = *spec;
        self.0 = None;
        Some((spec, done))
    }
}

/// A copy of the maze being played for work off the frame (distance maps,
/// traced searches) to share: made once a map, and for a huge map made off
/// the frame, there with the map itself.
#[derive(Resource, Debug, Default)]
pub struct SharedMaze(Option<std::sync::Arc<Maze>>);

impl SharedMaze {
    /// The copy of `maze` (the current one), made now if there is none yet.
    pub fn of(&mut self, maze: &Maze) -> std::sync::Arc<Maze> {
        self.0.get_or_insert_with(|| std::sync::Arc::new(maze.clone())).clone()
    }

    /// A new map is played: `copy` is its copy if one was made with it.
    pub fn replace(&mut self, copy: Option<std::sync::Arc<Maze>>) {
        self.0 = copy;
    }
}

/// What the next square map is like when the Lab makes one (its size,
/// algorithm and options): the spec of the square map played last, kept
/// while another grid is played, for the Lab's custom size and for a return
/// to the square board.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct SquareLab(pub MazeSpec);

impl SquareLab {
    /// The difficulty whose size the next square map has, if any.
    pub fn difficulty(&self) -> Option<Difficulty> {
        Difficulty::of_size(self.0.width, self.0.height)
    }
}

/// Where the seeds of new maps come from: one stream, so a run started with
/// `--seed N` plays the same sequence of maps every time.
#[derive(Resource, Debug)]
pub struct SeedStream(MazeRng);

impl SeedStream {
    /// A stream keyed by the first map's seed but not equal to its maze's stream.
    pub fn new(first_seed: u64) -> Self {
        Self(rng_from_seed(first_seed ^ 0x5EED_5EED_5EED_5EED))
    }

    /// The next map's seed.
    pub fn next_seed(&mut self) -> u64 {
        self.0.random()
    }
}

/// How many play, and how.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Players {
    /// One panda (the arrows and WASD both move it).
    #[default]
    One,
    /// Two pandas on one board; the level is won when both reached the exit,
    /// and keys and bamboo count for the pair.
    Together,
    /// Two pandas on the same maze, each for themselves: the first to the exit wins.
    Race,
}

impl Players {
    /// Every way to play, in the Play bar's order.
    pub const ALL: [Players; 3] = [Players::One, Players::Together, Players::Race];

    /// Whether a second panda is on the board.
    pub fn two(self) -> bool {
        self != Players::One
    }

    /// The name used in records keys and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Players::One => "one",
            Players::Together => "together",
            Players::Race => "race",
        }
    }
}

impl std::str::FromStr for Players {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Players::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown way to play '{s}'; expected one, together or race"))
    }
}

/// A logical tile position. The truth for the player, tiles, footprints and
/// route markers; their `Transform` follows it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GridPos(pub Pos);

/// Whether a text field of the UI has the keyboard, so keys must not move the panda.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct UiWantsKeyboard(pub bool);

/// Where the centre of tile `p` lies in the world, with the board centred on the origin.
pub fn tile_center(maze: &Maze, p: Pos) -> Vec2 {
    tile_centre_on((maze.width(), maze.height()), p)
}

/// Where the centre of tile `p` lies in the world on a board of `(width, height)` tiles.
pub fn tile_centre_on((width, height): (usize, usize), p: Pos) -> Vec2 {
    Vec2::new((p.x as f32 - (width - 1) as f32 / 2.0) * TILE_SIZE, ((height - 1) as f32 / 2.0 - p.y as f32) * TILE_SIZE)
}

/// Which tile of `maze` the world point `world` lies on, if any (the inverse of [`tile_center`]).
pub fn tile_at(maze: &Maze, world: Vec2) -> Option<Pos> {
    let x = (world.x / TILE_SIZE + (maze.width() - 1) as f32 / 2.0).round();
    let y = ((maze.height() - 1) as f32 / 2.0 - world.y / TILE_SIZE).round();
    (x >= 0.0 && y >= 0.0 && (x as usize) < maze.width() && (y as usize) < maze.height())
        .then(|| Pos::new(x as usize, y as usize))
}

/// The maze a launch's `--code` names: a maze code's, or a share code's (a
/// maze drawn or edited by hand in the editor), read as the Lab's code field
/// reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LaunchCode {
    /// The maze a maze code names, of any grid.
    Maze(AnySpec),
    /// A maze drawn or edited by hand, named by its share code.
    Shared(Box<crate::maze::edit::SharedMaze>),
    /// A maze of floors, named by its code.
    Floors(crate::maze::floors::FloorSpec),
    /// A weave maze, named by its code.
    Weave(crate::maze::weave::WeaveSpec),
}

mod daily;
mod square_map;
pub use daily::{civil_from_days, daily_spec, today};
pub use square_map::{BoardName, CurrentMaze, Route};

/// How the game starts (a resource too: the first grid maze follows it).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct GameOptions {
    /// The first map's difficulty.
    pub difficulty: Difficulty,
    /// A custom board size in tiles (width, height), in place of the difficulty's.
    pub size: Option<(usize, usize)>,
    /// The first map's seed; `None` picks one from the clock.
    pub seed: Option<u64>,
    /// Where the backtracker starts.
    pub corner: StartCorner,
    /// The generation algorithm.
    pub algorithm: Algorithm,
    /// Share of dead ends braided away, in percent.
    pub braid_percent: u8,
    /// Start with today's daily maze (replaces size, algorithm and seed).
    pub daily: bool,
    /// Start on the maze this code names, of any grid, as the Lab's code
    /// field plays it (the first map is made as usual, then replaced).
    pub code: Option<LaunchCode>,
}

impl Default for GameOptions {
    fn default() -> Self {
        Self {
            difficulty: Difficulty::Medium,
            size: None,
            seed: None,
            corner: StartCorner::TopLeft,
            algorithm: Algorithm::Backtracker,
            braid_percent: 0,
            daily: false,
            code: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::MazeSpec;

    #[test]
    fn tile_at_inverts_tile_center() {
        let maze = MazeSpec::new(21, 31, 1).generate().unwrap();
        for p in [Pos::new(0, 0), Pos::new(20, 30), Pos::new(7, 12)] {
            let c = tile_center(&maze, p);
            assert_eq!(tile_at(&maze, c), Some(p));
            assert_eq!(tile_at(&maze, c + Vec2::splat(TILE_SIZE * 0.45)), Some(p));
        }
        assert_eq!(tile_at(&maze, Vec2::new(-10_000.0, 0.0)), None);
    }
}
