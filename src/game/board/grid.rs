//! The maze being played when it is not on the square board: [`GridBoard`]
//! holds a round, hexagonal or triangular [`GridGame`] (or nothing, and the
//! square board of [`CurrentMaze`](crate::game::model::CurrentMaze) is
//! played as before). Map commands make a grid maze when the settings'
//! [`GridKind`] asks for one, or when a grid code is loaded.

use bevy::prelude::*;

use super::watch::{GenerationReplay, WatchSettings};
use crate::game::command::{GameCommand, MapReset};
use crate::game::frame::AppSystems;
use crate::game::model::{SeedStream, TILE_SIZE};
use crate::game::settings::{GridKind, Settings};
use crate::maze::detour::{Wander, wander};
use crate::maze::generate::{AnySpec, GridMazeAny, GridShape, GridSpec};
use crate::maze::grid::{Grid, Point};
use crate::maze::items::{self, Items, Progress};
use crate::maze::recorder::PassageRecorder;
use crate::maze::solve::grids::{GridMetrics, breadth_first, measure};
use crate::on_grid_maze;

/// World units between the centres of two neighbouring cells (about a
/// square cell's two tiles, so the panda and the camera feel the same).
pub const GRID_STEP_WORLD: f32 = 2.0 * TILE_SIZE;

/// The most cells a grid maze may have for its carving to be watched (the
/// board is drawn anew as it goes, see `grid_draw::redraw_due`); past that
/// it comes whole (the Lab's `WatchTooBig` words give the figure).
pub const MAX_WATCHED_GRID_CELLS: usize = 12_000;

/// The grid maze being played, if the board is not the square one.
#[derive(Resource, Debug, Default)]
pub struct GridBoard(pub Option<GridGame>);

impl GridBoard {
    /// The grid game, when one is on the board.
    pub fn game(&self) -> Option<&GridGame> {
        self.0.as_ref()
    }
}

/// Run condition: the square board is being played (no grid maze).
pub fn on_square_board(board: Res<GridBoard>) -> bool {
    board.0.is_none()
}

/// Run condition: a round, hex or triangle maze is being played.
pub fn on_grid_board(board: Res<GridBoard>) -> bool {
    board.0.is_some()
}

/// The maze on the board now: the grid maze if one is played, else the square map.
pub fn board_spec(current: &crate::game::model::CurrentMaze, board: &GridBoard) -> AnySpec {
    board.game().map_or(AnySpec::Square(current.spec), |g| AnySpec::Grid(g.spec))
}

/// A maze on a round, hex or triangle grid, and the panda on it.
#[derive(Debug, Clone)]
pub struct GridGame {
    /// How to make it again (its code keys the records).
    pub spec: GridSpec,
    /// The grid and its open passages.
    pub maze: GridMazeAny,
    /// The shortest way from the entrance to the exit, cell by cell.
    pub route: Vec<u32>,
    /// The maze's figures: its difficulty score and dead ends among them.
    pub metrics: GridMetrics,
    /// The cell the panda stands in.
    pub panda: u32,
    /// Every cell the panda stood in since the last reset, in order (the last is `panda`): undo walks it back.
    pub trail: Vec<u32>,
    /// Bamboo, keys and doors on the cells (none unless the code asks).
    pub items: Items<u32>,
    /// What the panda carries and has eaten after each cell of `trail`.
    pub(super) paws: Vec<Progress<u32>>,
    /// World units a grid unit spans.
    scale: f32,
    /// The grid's middle, in grid units (the world's origin).
    middle: Point,
}

impl GridGame {
    /// Makes the maze `spec` names, its route, and puts the panda on its entrance.
    pub fn new(spec: GridSpec) -> Result<Self, String> {
        Self::new_recorded(spec, &mut ())
    }

    /// As [`GridGame::new`], telling `rec` of every passage carved, in order.
    pub fn new_recorded(spec: GridSpec, rec: &mut impl PassageRecorder) -> Result<Self, String> {
        let maze = spec.generate_recorded(rec)?;
        let (entrance, exit) = on_grid_maze!(&maze, m => (m.entrance, m.exit));
        let items = on_grid_maze!(&maze, m => spec.place_items(m));
        // With items, the route is the shortest full clear (every shoot, doors by their keys).
        let route = if items.is_empty() {
            on_grid_maze!(&maze, m => breadth_first(m, entrance, exit))
        } else {
            on_grid_maze!(&maze, m => items::solve(m, &items, Progress::start(m), true))
        };
        let route = route.ok_or("the maze has no way out")?;
        let (top_left, bottom_right, step) = on_grid_maze!(&maze, m => {
            let (a, b) = m.grid.bounds();
            (a, b, m.grid.max_step())
        });
        let step = match spec.shape {
            // A round grid's longest step is between rings that split; a ring is one unit wide.
            GridShape::Round { .. } => 1.0,
            _ => step,
        };
        let middle = Point::new((top_left.x + bottom_right.x) / 2.0, (top_left.y + bottom_right.y) / 2.0);
        let scale = GRID_STEP_WORLD / step as f32;
        let metrics = on_grid_maze!(&maze, m => measure(m));
        let paws = vec![Progress::at(entrance)];
        Ok(Self { spec, maze, route, metrics, panda: entrance, trail: vec![entrance], items, paws, scale, middle })
    }

    /// Which grid this is.
    pub fn kind(&self) -> GridKind {
        GridKind::of_shape(self.spec.shape)
    }

    /// The code of the maze: the spec's code.
    pub fn code(&self) -> String {
        self.spec.code()
    }

    /// The panda's walk (its trail) held against the shortest route: the
    /// moves lost and the detours; `None` if the trail does not start at the entrance.
    pub fn wander(&self) -> Option<Wander<u32>> {
        let fits = self.trail.first() == self.route.first();
        fits.then(|| on_grid_maze!(&self.maze, m => wander(m, &self.route, &self.trail)))
    }

    /// The cell the panda starts in.
    pub fn entrance(&self) -> u32 {
        on_grid_maze!(&self.maze, m => m.entrance)
    }

    /// The cell the panda wants to reach.
    pub fn exit(&self) -> u32 {
        on_grid_maze!(&self.maze, m => m.exit)
    }

    /// The number of cells.
    pub fn cell_count(&self) -> usize {
        on_grid_maze!(&self.maze, m => m.grid.cell_count())
    }

    /// The neighbours of `c` in cyclic order, each with whether a passage joins them.
    pub fn neighbours(&self, c: u32) -> Vec<(u32, bool)> {
        on_grid_maze!(&self.maze, m => m.grid.neighbours(c).iter().map(|&n| (n, m.linked(c, n))).collect())
    }

    /// Whether an open passage joins `a` and `b`.
    pub fn linked(&self, a: u32, b: u32) -> bool {
        on_grid_maze!(&self.maze, m => m.linked(a, b))
    }

    /// The cells joined to `c` by open passages.
    pub fn links(&self, c: u32) -> Vec<u32> {
        on_grid_maze!(&self.maze, m => m.links(c).collect())
    }

    /// The shortest way from `from` to `to`, both ends included.
    pub fn way(&self, from: u32, to: u32) -> Option<Vec<u32>> {
        on_grid_maze!(&self.maze, m => breadth_first(m, from, to))
    }

    /// A point of the grid (grid units, `y` down) in the world (`y` up, the board centred on the origin).
    pub fn to_world(&self, p: Point) -> Vec2 {
        Vec2::new((p.x - self.middle.x) as f32, (self.middle.y - p.y) as f32) * self.scale
    }

    /// A world point in grid units.
    pub fn from_world(&self, w: Vec2) -> Point {
        Point::new(self.middle.x + f64::from(w.x / self.scale), self.middle.y - f64::from(w.y / self.scale))
    }

    /// Where the centre of cell `c` lies in the world.
    pub fn centre(&self, c: u32) -> Vec2 {
        self.to_world(on_grid_maze!(&self.maze, m => m.grid.centre(c)))
    }

    /// The centre of cell `c` in grid units.
    pub fn grid_centre(&self, c: u32) -> Point {
        on_grid_maze!(&self.maze, m => m.grid.centre(c))
    }

    /// The grid's middle in grid units (a round grid's centre).
    pub fn middle(&self) -> Point {
        self.middle
    }

    /// The cell under world point `w`, if any.
    pub fn cell_at(&self, w: Vec2) -> Option<u32> {
        let p = self.from_world(w);
        on_grid_maze!(&self.maze, m => m.grid.locate(p))
    }

    /// The board's size in the world (its bounding box).
    pub fn world_size(&self) -> Vec2 {
        let (a, b) = on_grid_maze!(&self.maze, m => m.grid.bounds());
        Vec2::new((b.x - a.x) as f32, (b.y - a.y) as f32) * self.scale
    }

    /// World units a grid unit spans.
    pub fn scale(&self) -> f32 {
        self.scale
    }

    /// The panda back on the entrance with a fresh trail.
    pub fn restart(&mut self) {
        self.panda = self.entrance();
        self.trail = vec![self.panda];
        self.paws = vec![Progress::at(self.panda)];
    }
}

/// A short notice about moving on a grid ("two ways match that key: take Q or E"), shown
/// for a moment over the board.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct GridNotice {
    /// What it says.
    pub text: Option<String>,
    /// Seconds it stays up.
    pub secs_left: f32,
}

impl GridNotice {
    /// How long a notice stays up, in seconds.
    pub const SHOW_SECS: f32 = 3.0;

    /// Puts `text` up.
    pub fn say(&mut self, text: String) {
        self.text = Some(text);
        self.secs_left = Self::SHOW_SECS;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GridBoard>()
        .init_resource::<GridNotice>()
        .add_systems(Update, apply_grid_commands.after(super::apply_map_commands).in_set(AppSystems::ApplyCommands))
        .add_systems(
            Update,
            start_on_the_chosen_grid.before(super::apply_map_commands).in_set(AppSystems::ApplyCommands),
        )
        .add_systems(Update, (restart_grid_panda.in_set(AppSystems::Move), fade_notice));
}

/// A fresh maze of `kind` at `d`; `None` for the square board, which draws
/// no seed here (the square board's map draws its own, so a run started
/// with `--seed N` plays the same square maps as before grids).
///
/// As on the square board, a new map keeps the algorithm and options of the
/// maze on the board (`now`) when it is on the same grid, and drops its
/// items; else it is the settings' shape cut from a backtracker maze. A
/// shape the algorithm cannot follow (the polar ones need whole rings) is left out.
fn grid_spec(
    kind: GridKind,
    d: crate::game::model::Difficulty,
    (now, settings): (Option<&GridSpec>, &Settings),
    seeds: &mut SeedStream,
) -> Option<GridSpec> {
    if kind == GridKind::Square {
        return None;
    }
    let fresh = kind.spec(d, seeds.next_seed())?;
    let spec = match now.filter(|now| GridKind::of_shape(now.shape) == kind) {
        Some(now) => GridSpec { shape: fresh.shape, seed: fresh.seed, items: fresh.items, ..*now },
        None => fresh.with_mask(settings.shape),
    };
    Some(if spec.check().is_ok() { spec } else { spec.with_mask(crate::maze::Shape::None) })
}

/// The grid spec the map commands of this frame ask for (`Some(None)`: back
/// to the square board), with the settings' grid for new maps.
fn wanted_grid(
    requests: &mut MessageReader<GameCommand>,
    (board, square): (&GridBoard, Option<crate::game::model::Difficulty>),
    settings: &Settings,
    seeds: &mut SeedStream,
) -> Option<Option<GridSpec>> {
    let mut wanted: Option<Option<GridSpec>> = None;
    for request in requests.read() {
        let now = wanted.map_or(board.game().map(|g| g.spec), |w| w);
        let now = (now.as_ref(), settings);
        match *request {
            GameCommand::NewMap => {
                // The size being played: the grid's, else the square board's.
                let played = board.game().map_or(square, |g| GridKind::difficulty_of(g.spec.shape));
                let d = played.unwrap_or(settings.difficulty);
                wanted = Some(grid_spec(settings.grid, d, now, seeds));
            }
            GameCommand::SetDifficulty(d) => wanted = Some(grid_spec(settings.grid, d, now, seeds)),
            GameCommand::LoadGrid(spec) => wanted = Some(Some(spec)),
            GameCommand::NewGridLike(spec) => wanted = Some(Some(GridSpec { seed: seeds.next_seed(), ..spec })),
            GameCommand::NewMapLike(_) | GameCommand::Load(_) | GameCommand::Daily => wanted = Some(None),
            _ => {}
        }
    }
    wanted
}

/// Carries out the map commands on grids: a new grid maze, a loaded grid
/// code, or back to the square board.
fn apply_grid_commands(
    mut requests: MessageReader<GameCommand>,
    mut board: ResMut<GridBoard>,
    mut settings: ResMut<Settings>,
    mut seeds: ResMut<SeedStream>,
    mut reset: MessageWriter<MapReset>,
    current: Res<crate::game::model::CurrentMaze>,
    (watch, mut replay): (Res<WatchSettings>, ResMut<GenerationReplay>),
    mut making: ResMut<super::making::PendingMap>,
) {
    let square = current.difficulty();
    let Some(wanted) = wanted_grid(&mut requests, (&board, square), &settings, &mut seeds) else { return };
    // The grid played is the one new maps are made on (a loaded code chooses it too).
    let kind = wanted.map_or(GridKind::Square, |spec| GridKind::of_shape(spec.shape));
    if settings.grid != kind {
        settings.grid = kind;
    }
    match wanted {
        None if board.0.is_none() => return,
        None => {
            // Back to the square board: the square map being loaded resets
            // the run itself once it is on the board. A reset now, with the
            // old square map still current, would look like yet another map
            // (a campaign level would be left as it starts).
            board.0 = None;
            return;
        }
        Some(spec) => {
            // The square map made beneath for the same command is not the
            // one shown (nor is a huge one being made off the frame: it
            // would reset this run when it came in).
            *replay = GenerationReplay::default();
            making.cancel();
            let mut steps = Vec::new();
            let made = if watch.enabled && spec.shape.cell_count() <= MAX_WATCHED_GRID_CELLS {
                GridGame::new_recorded(spec, &mut steps)
            } else {
                GridGame::new(spec)
            };
            match made {
                Ok(game) => {
                    board.0 = Some(game);
                    *replay = GenerationReplay::passages(steps);
                }
                Err(why) => warn!("cannot make the maze {}: {why}", spec.code()),
            }
        }
    }
    reset.write(MapReset);
}

/// The first map is made on the grid the settings chose (a launch with a
/// round grid chosen last time opens on a round maze of the launch's size).
fn start_on_the_chosen_grid(
    mut started: Local<bool>,
    settings: Res<Settings>,
    current: Res<crate::game::model::CurrentMaze>,
    board: Res<GridBoard>,
    mut commands: MessageWriter<GameCommand>,
) {
    if std::mem::replace(&mut *started, true) || settings.grid == GridKind::Square || board.0.is_some() {
        return;
    }
    commands.write(GameCommand::SetDifficulty(current.difficulty().unwrap_or(settings.difficulty)));
}

/// On a [`MapReset`] (a restart or a new maze), the panda stands on the grid's entrance again.
pub fn restart_grid_panda(mut resets: MessageReader<MapReset>, mut board: ResMut<GridBoard>) {
    if resets.read().count() > 0
        && let Some(game) = board.0.as_mut()
    {
        game.restart();
    }
}

/// A notice fades after [`GridNotice::SHOW_SECS`].
fn fade_notice(time: Res<Time>, mut notice: ResMut<GridNotice>) {
    if notice.text.is_none() {
        return;
    }
    notice.secs_left -= time.delta_secs();
    if notice.secs_left <= 0.0 {
        *notice = GridNotice::default();
    }
}
