//! Round, hexagonal and triangular mazes on the board: map commands make a
//! [`GridGame`] and play it ([`Played::Grid`]) when the settings'
//! [`GridKind`] asks for one, or when a grid code is loaded; a big one is
//! made off the frame ([`PendingGrid`]). Back to the square board, the square
//! map is made by `new_map` ([`SquareLab`](crate::game::model::SquareLab)
//! says what it is like).

use bevy::prelude::*;

use super::grid_mesh::{BoardMeshes, ReadyMeshes, board_meshes};
use super::making::SquareAsked;
use super::played::Played;
use super::watch::{GenerationReplay, WatchSettings};
use crate::game::command::{GameCommand, MapReset, PlayShared};
use crate::game::model::{GameOptions, LaunchCode, OffFrame, SeedStream};
use crate::game::settings::{GridKind, Notices, Palette, Settings};
use crate::maze::generate::{AnySpec, GridSpec};

/// The most cells a grid maze may have for its carving to be watched (the
/// board is drawn anew as it goes, see `grid_draw::redraw_due`); past that
/// it comes whole (the Lab's `WatchTooBig` words give the figure).
pub const MAX_WATCHED_GRID_CELLS: usize = 12_000;

/// A big grid maze being made off the frame, if any. The board plays on
/// until it is in; a newer map asked for meanwhile drops it.
pub type PendingGrid = OffFrame<GridSpec, Result<Made, String>>;

/// A grid maze made off the frame, with its board's meshes in the palette
/// given (where a renderer runs).
type Made = (GridGame, Option<(Palette, BoardMeshes)>);

/// Makes the grid maze of `spec`, and its board's meshes in `palette` if given (the work of a [`PendingGrid`]).
fn make_grid(spec: GridSpec, palette: Option<Palette>) -> Result<Made, String> {
    let game = GridGame::new(spec)?;
    let meshes = palette.map(|palette| (palette, board_meshes(&game, &palette, None)));
    Ok((game, meshes))
}

pub use super::grid_game::{GRID_STEP_WORLD, GridGame, OFF_FRAME_MIN_GRID_CELLS};

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
    app.init_resource::<GridNotice>()
        .init_resource::<PendingGrid>()
        .init_resource::<ReadyMeshes>()
        .add_systems(Update, (apply_grid_commands, receive_made_grid).chain().in_set(super::MapStep::Grids))
        .add_systems(Update, start_on_the_chosen_grid.in_set(super::MapStep::Launch))
        .add_systems(Update, fade_notice);
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
    seed: impl FnOnce() -> u64,
) -> Option<GridSpec> {
    if kind == GridKind::Square {
        return None;
    }
    let fresh = kind.spec(d, seed())?;
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
    (board, square): (&Played, Option<crate::game::model::Difficulty>),
    settings: &Settings,
    seeds: &mut SeedStream,
) -> Option<Option<GridSpec>> {
    let mut wanted: Option<Option<GridSpec>> = None;
    for request in requests.read() {
        let now = wanted.map_or(board.grid().map(|g| g.spec), |w| w);
        let now = (now.as_ref(), settings);
        match *request {
            // A maze of floors or a weave makes its next one itself (`board/own_maze.rs`).
            GameCommand::NewMap if board.grid().is_some_and(|g| g.floors.is_some() || g.weave.is_some()) => {}
            GameCommand::NewMap => {
                // The size being played: the grid's, else the square board's.
                let played = board.grid().map_or(square, GridGame::difficulty);
                let d = played.unwrap_or(settings.difficulty);
                wanted = Some(grid_spec(settings.grid, d, now, || seeds.next_seed()));
            }
            GameCommand::SetDifficulty(d) => wanted = Some(grid_spec(settings.grid, d, now, || seeds.next_seed())),
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
pub(super) fn apply_grid_commands(
    mut requests: MessageReader<GameCommand>,
    (mut board, mut asked): (ResMut<Played>, ResMut<SquareAsked>),
    mut settings: ResMut<Settings>,
    mut seeds: ResMut<SeedStream>,
    mut reset: MessageWriter<MapReset>,
    lab: Res<crate::game::model::SquareLab>,
    (watch, mut replay): (Res<WatchSettings>, ResMut<GenerationReplay>),
    (mut making, mut pending): (ResMut<super::making::PendingMap>, ResMut<PendingGrid>),
    (drawn_in, mut notices): ((Option<Res<Palette>>, Option<Res<Assets<Mesh>>>), ResMut<Notices>),
) {
    let square = lab.difficulty();
    let Some(wanted) = wanted_grid(&mut requests, (&board, square), &settings, &mut seeds) else { return };
    // Whatever is asked for now comes after a grid maze still being made.
    pending.cancel();
    let watched = |spec: &GridSpec| watch.enabled && spec.shape.cell_count() <= MAX_WATCHED_GRID_CELLS;
    let off_frame = |spec: &GridSpec| !watched(spec) && spec.shape.cell_count() >= OFF_FRAME_MIN_GRID_CELLS;
    // The grid played is the one new maps are made on (a loaded code chooses
    // it too; a maze made off the frame, once it is in).
    let kind = wanted.map_or(GridKind::Square, |spec| GridKind::of_shape(spec.shape));
    if settings.grid != kind && !wanted.is_some_and(|spec| off_frame(&spec)) {
        settings.grid = kind;
    }
    match wanted {
        None => {
            // Back to the square board (or on it still): the square map asked
            // for is made next, and resets the run itself once it is on the
            // board. Till then the grid maze plays on, as it does while a
            // big square map is made off the frame.
            asked.for_square();
            return;
        }
        Some(spec) => {
            // The square map made beneath for the same command is not the
            // one shown (nor is a huge one being made off the frame: it
            // would reset this run when it came in).
            *replay = GenerationReplay::default();
            making.cancel();
            if off_frame(&spec) {
                // Its meshes too, where the board is drawn.
                let palette = drawn_in.1.and(drawn_in.0).map(|p| *p);
                pending.start(spec, move || make_grid(spec, palette));
                return;
            }
            let mut steps = Vec::new();
            let made = if watched(&spec) { GridGame::new_recorded(spec, &mut steps) } else { GridGame::new(spec) };
            match made {
                Ok(game) => {
                    board.replace(Played::grid_maze(game));
                    *replay = GenerationReplay::passages(steps);
                }
                Err(why) => {
                    // The maze on the board stays, and its run goes on.
                    warn!("cannot make the maze {}: {why}", spec.code());
                    notices.0.push(format!("The maze {} cannot be made: {why}", spec.code()));
                    return;
                }
            }
        }
    }
    reset.write(MapReset);
}

/// Puts a grid maze made off the frame on the board once it is in.
fn receive_made_grid(
    mut pending: ResMut<PendingGrid>,
    mut board: ResMut<Played>,
    mut ready: ResMut<ReadyMeshes>,
    mut reset: MessageWriter<MapReset>,
    (mut settings, mut notices): (ResMut<Settings>, ResMut<Notices>),
) {
    let Some((spec, made)) = pending.poll() else { return };
    match made {
        Ok((game, meshes)) => {
            if settings.grid != game.kind() {
                settings.grid = game.kind();
            }
            board.replace(Played::grid_maze(game));
            ready.0 = meshes.map(|(palette, meshes)| (spec, palette, meshes));
            reset.write(MapReset);
        }
        Err(why) => {
            warn!("cannot make the maze {}: {why}", spec.code());
            notices.0.push(format!("The maze {} cannot be made: {why}", spec.code()));
        }
    }
}

/// The first map is the maze the launch's code names ([`GameOptions::code`], played
/// as the Lab's code field plays it: a share code's drawn maze too), else it is made on the grid the
/// settings chose (a launch with a round grid chosen last time opens on a
/// round maze of the launch's size). With `--seed N` it is the maze
/// `generate --grid … --seed N` makes at that size, as on the square board
/// ([`launch_grid_spec`]).
fn start_on_the_chosen_grid(
    mut started: Local<bool>,
    (settings, launch): (Res<Settings>, Option<Res<GameOptions>>),
    lab: Res<crate::game::model::SquareLab>,
    board: Res<Played>,
    (mut commands, mut shared): (MessageWriter<GameCommand>, MessageWriter<PlayShared>),
) {
    if std::mem::replace(&mut *started, true) {
        return;
    }
    match launch.as_deref().and_then(|options| options.code.as_ref()) {
        Some(LaunchCode::Maze(AnySpec::Square(spec))) => {
            commands.write(GameCommand::Load(*spec));
        }
        Some(LaunchCode::Maze(AnySpec::Grid(spec))) => {
            commands.write(GameCommand::LoadGrid(*spec));
        }
        Some(LaunchCode::Shared(maze)) => {
            shared.write(PlayShared((**maze).clone()));
        }
        Some(LaunchCode::Floors(spec)) => {
            commands.write(GameCommand::LoadFloors(*spec));
        }
        Some(LaunchCode::Weave(spec)) => {
            commands.write(GameCommand::LoadWeave(*spec));
        }
        None if settings.grid == GridKind::Square || board.grid().is_some() => {}
        None => {
            let d = lab.difficulty().unwrap_or(settings.difficulty);
            match launch.as_deref().and_then(|options| launch_grid_spec(settings.grid, d, options, &settings)) {
                Some(spec) => commands.write(GameCommand::LoadGrid(spec)),
                None => commands.write(GameCommand::SetDifficulty(d)),
            };
        }
    }
}

/// The first grid maze of a launch with a seed (`None` without one): the
/// grid's size for `d`, the seed as given, the launch's algorithm, start
/// corner and braid (the defaults where the grid cannot take them), the
/// settings' shape.
pub fn launch_grid_spec(
    kind: GridKind,
    d: crate::game::model::Difficulty,
    options: &GameOptions,
    settings: &Settings,
) -> Option<GridSpec> {
    let seed = options.seed?;
    let plain = grid_spec(kind, d, (None, settings), || seed)?;
    let asked = plain.with_algorithm(options.algorithm).with_corner(options.corner).with_braid(options.braid_percent);
    Some(if asked.check().is_ok() { asked } else { plain })
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
