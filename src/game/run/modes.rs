//! The modes beyond classic play, and the replay after a win.
//!
//! - **Time attack**: reach the exit before the clock runs out (the limit is
//!   set by the difficulty); when it does, the run is over. The "no time
//!   pressure" setting stops the clock (such runs keep no records).
//! - **Fog** (on boards of tile entities, up to 201 × 201 tiles): only tiles
//!   within [`FOG_RADIUS`] of where the panda has been are drawn; those out of
//!   sight now stay dimly remembered; a few peeks per maze show everything for
//!   a moment.
//! - **GenerationReplay**: after a win, a ghost panda walks the player's own route, sped
//!   up, over the shortest route.

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::board::grid::{GridBoard, on_square_board};

use crate::game::assets::GameArt;
use crate::game::assist::route_view::{RouteMarker, RouteView};
use crate::game::board::items::ItemVeil;
use crate::game::board::{BoardIndex, BoardMarker, BoardTile};
use crate::game::command::{GameCommand, MapReset, MapScoped, Moved, Undid};
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::{CurrentMaze, Difficulty, GridPos, Route, TILE_SIZE, tile_center};
use crate::game::panda::Player;
use crate::game::panda::walk::WalkHistory;
use crate::game::run::victory::RunStats;
use crate::game::settings::Palette;
use crate::game::settings::{GameMode, GridKind, Settings};
use crate::maze::{Maze, Pos};

/// How far the panda sees in fog, in tiles.
pub const FOG_RADIUS: f32 = 3.5;
/// Peeks at the whole map per maze in fog.
pub const FOG_PEEKS: u8 = 3;
/// How long a peek lasts.
pub const PEEK_TIME: Duration = Duration::from_secs(2);
/// Brightness of remembered tiles out of sight.
pub(super) const REMEMBERED: f32 = 0.4;
/// The colour of tiles never seen.
pub(super) const FOG: Color = Color::srgb(0.05, 0.05, 0.07);
/// Depth of the replay's ghost: above everything.
const GHOST_Z: f32 = 6.0;

/// The clock of a time-attack run on this maze.
pub fn time_limit(difficulty: Option<Difficulty>, optimal_moves: usize) -> Duration {
    match difficulty {
        Some(Difficulty::Easy) => Duration::from_secs(25),
        Some(Difficulty::Medium) => Duration::from_secs(70),
        Some(Difficulty::Hard) => Duration::from_secs(180),
        None => Duration::from_secs_f32(10.0 + optimal_moves as f32 * 0.2),
    }
}

/// A clock set by the level being played (a campaign level's own), in place
/// of [`time_limit`]'s; `None` on every other map.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct LevelClock(pub Option<Duration>);

impl LevelClock {
    /// The clock of a time-attack run on this maze: the level's, else [`time_limit`]'s.
    pub fn limit(&self, difficulty: Option<Difficulty>, optimal_moves: usize) -> Duration {
        self.0.unwrap_or_else(|| time_limit(difficulty, optimal_moves))
    }
}

/// The clock of a time-attack run on the maze on the board, square or grid:
/// the level's own, else [`time_limit`]'s for the board's size and shortest route.
pub fn board_time_limit(clock: &LevelClock, current: &CurrentMaze, solution: &Route, grid: &GridBoard) -> Duration {
    match grid.game() {
        Some(game) => clock.limit(GridKind::difficulty_of(game.spec.shape), game.route.len().saturating_sub(1)),
        None => clock.limit(current.difficulty(), solution.optimal_moves()),
    }
}

/// What the panda has seen of the maze, and its peeks.
#[derive(Resource, Debug, Default, Clone)]
pub struct FogView {
    /// Seen tiles, by flat index.
    pub seen: Vec<bool>,
    /// Peeks left on this maze.
    pub peeks_left: u8,
    /// Time left of the peek under way.
    pub peeking: Option<Duration>,
    /// The board needs redrawing.
    dirty: bool,
}

impl FogView {
    /// Marks every tile within [`FOG_RADIUS`] of `at` as seen.
    pub fn look_from(&mut self, maze: &Maze, at: Pos) {
        if self.seen.len() != maze.tiles().len() {
            self.seen = vec![false; maze.tiles().len()];
        }
        for p in in_sight(maze, at) {
            self.seen[maze.index(p)] = true;
        }
        self.dirty = true;
    }

    /// Whether `p` has been seen.
    pub fn has_seen(&self, maze: &Maze, p: Pos) -> bool {
        self.seen.get(maze.index(p)).copied().unwrap_or(false)
    }
}

/// The tiles within [`FOG_RADIUS`] of `at`.
pub fn in_sight(maze: &Maze, at: Pos) -> impl Iterator<Item = Pos> + '_ {
    let r = FOG_RADIUS.floor() as usize;
    let (x0, y0) = (at.x.saturating_sub(r), at.y.saturating_sub(r));
    let (x1, y1) = ((at.x + r).min(maze.width() - 1), (at.y + r).min(maze.height() - 1));
    (y0..=y1).flat_map(move |y| (x0..=x1).map(move |x| Pos::new(x, y))).filter(move |&p| within_sight(at, p))
}

/// Whether `p` is within [`FOG_RADIUS`] of `at`.
pub fn within_sight(at: Pos, p: Pos) -> bool {
    let (dx, dy) = (p.x as f32 - at.x as f32, p.y as f32 - at.y as f32);
    dx * dx + dy * dy <= FOG_RADIUS * FOG_RADIUS
}

/// The ghost panda of a replay.
#[derive(Component, Debug, Clone, Copy)]
#[require(MapScoped)]
pub struct Ghost;

/// The replay of the run just won.
#[derive(Resource, Debug, Default, Clone)]
pub struct RunReplay {
    /// The player's tiles, entrance to exit.
    pub route: Vec<Pos>,
    /// Tiles walked so far.
    pub shown: usize,
    carry: f32,
}

impl RunReplay {
    /// Whether the ghost has reached the end.
    pub fn is_done(&self) -> bool {
        self.shown + 1 >= self.route.len()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FogView>().init_resource::<RunReplay>().init_resource::<LevelClock>().add_systems(
        Update,
        (
            (peek, start_replay).in_set(AppSystems::ApplyCommands),
            (run_out_the_clock, (reset_fog, reveal_fog).chain().run_if(on_square_board), clear_replay)
                .in_set(AppSystems::React),
            (draw_fog.after(crate::game::board::recolour_board).run_if(on_square_board), play_replay)
                .in_set(AppSystems::Visualize),
        ),
    );
}

fn run_out_the_clock(
    settings: Res<Settings>,
    stats: Res<RunStats>,
    time: Res<Time>,
    (current, solution, grid): (Res<CurrentMaze>, Res<Route>, Res<GridBoard>),
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    clock: Res<LevelClock>,
) {
    let timed = settings.mode == GameMode::TimeAttack && !settings.untimed;
    if !timed || *screen.get() != Screen::Playing || stats.finished.is_some() {
        return;
    }
    if stats.elapsed(time.elapsed()) >= board_time_limit(&clock, &current, &solution, &grid) {
        NextState::set_if_neq(&mut next, Screen::TimeUp);
    }
}

fn reset_fog(mut resets: MessageReader<MapReset>, mut fog: ResMut<FogView>, current: Res<CurrentMaze>) {
    if resets.read().count() > 0 || fog.seen.len() != current.maze.tiles().len() {
        fog.seen = vec![false; current.maze.tiles().len()];
        fog.peeks_left = FOG_PEEKS;
        fog.peeking = None;
        fog.look_from(&current.maze, current.maze.entrance);
    }
}

/// Whatever a panda stands next to is seen, after a step or an undo; with
/// two players on one screen what either has seen is seen (Together and Race).
fn reveal_fog(
    (mut moves, mut undos): (MessageReader<Moved>, MessageReader<Undid>),
    mut fog: ResMut<FogView>,
    current: Res<CurrentMaze>,
) {
    let arrived: Vec<u32> = moves.read().map(|m| m.to).chain(undos.read().map(|u| u.to)).collect();
    for at in arrived {
        fog.look_from(&current.maze, current.maze.pos_of(at as usize));
    }
}

fn peek(mut requests: MessageReader<GameCommand>, mut fog: ResMut<FogView>, settings: Res<Settings>, time: Res<Time>) {
    if settings.mode == GameMode::Fog
        && requests.read().any(|c| *c == GameCommand::Peek)
        && fog.peeks_left > 0
        && fog.peeking.is_none()
    {
        fog.peeks_left -= 1;
        fog.peeking = Some(PEEK_TIME);
        fog.dirty = true;
    }
    if let Some(left) = fog.peeking {
        let left = left.saturating_sub(time.delta());
        fog.peeking = (!left.is_zero()).then_some(left);
        if fog.peeking.is_none() {
            fog.dirty = true;
        }
    }
}

/// The colour a tile shows in fog: full in sight (or peeking), dim when remembered, fog when never seen.
pub fn fogged(colour: Color, seen: bool, in_sight: bool) -> Color {
    if in_sight {
        colour
    } else if seen {
        colour.mix(&Color::BLACK, 1.0 - REMEMBERED)
    } else {
        FOG
    }
}

/// Redraws the board through the fog when something changed (or clears it when fog is off).
/// The board's tiles by index, and their sprites.
#[derive(SystemParam)]
struct BoardSprites<'w, 's> {
    index: Res<'w, BoardIndex>,
    tiles: Query<'w, 's, (&'static BoardTile, &'static mut Sprite)>,
}

fn draw_fog(
    mut fog: ResMut<FogView>,
    settings: Res<Settings>,
    palette: Res<Palette>,
    current: Res<CurrentMaze>,
    player: Single<&GridPos, With<Player>>,
    board: BoardSprites,
    (mut hidden, mut veil): (
        Query<(&GridPos, &mut Visibility), Or<(With<BoardMarker>, With<RouteMarker>)>>,
        ResMut<ItemVeil>,
    ),
    mut was_on: Local<bool>,
) {
    let BoardSprites { index, mut tiles } = board;
    let on = settings.mode == GameMode::Fog;
    if !fog.dirty && !palette.is_changed() && !index.is_changed() && on == *was_on {
        return;
    }
    fog.dirty = false;
    if !on && !*was_on {
        return;
    }
    *was_on = on;
    let maze = &current.maze;
    let peeking = fog.peeking.is_some();
    let near = |p: Pos| within_sight(player.0, p);
    for (i, &entity) in index.0.iter().enumerate() {
        let Ok((kind, mut sprite)) = tiles.get_mut(entity) else { continue };
        let p = maze.pos_of(i);
        let colour = kind.colour(&palette);
        let shown = if on && !peeking { fogged(colour, fog.has_seen(maze, p), near(p)) } else { colour };
        // Only tiles whose colour changes are touched, so the renderer re-reads just those.
        if sprite.color != shown {
            sprite.color = shown;
        }
    }
    for (p, mut visibility) in &mut hidden {
        let show = !on || peeking || fog.has_seen(maze, p.0);
        visibility.set_if_neq(if show { Visibility::Inherited } else { Visibility::Hidden });
    }
    // Items out of sight stay hidden too.
    veil.0 = (on && !peeking).then(|| fog.seen.clone());
}

/// The replay's ghost panda, and what making one takes.
#[derive(SystemParam)]
struct Ghosts<'w, 's> {
    commands: Commands<'w, 's>,
    existing: Query<'w, 's, Entity, With<Ghost>>,
    art: Res<'w, GameArt>,
}

fn start_replay(
    mut requests: MessageReader<GameCommand>,
    screen: Res<State<Screen>>,
    history: Res<WalkHistory>,
    mut replay: ResMut<RunReplay>,
    mut path: ResMut<RouteView>,
    ghosts: Ghosts,
    current: Res<CurrentMaze>,
) {
    let Ghosts { mut commands, existing: ghosts, art } = ghosts;
    if !requests.read().any(|c| *c == GameCommand::ReplayRun) || *screen.get() != Screen::Won {
        return;
    }
    for ghost in &ghosts {
        commands.entity(ghost).despawn();
    }
    *replay = RunReplay { route: history.0.clone(), shown: 0, carry: 0.0 };
    if !path.shown {
        *path = RouteView { shown: true, ..default() };
    }
    let start = current.maze.entrance;
    commands.spawn((
        Name::new("Replay ghost"),
        Ghost,
        GridPos(start),
        Sprite {
            image: art.panda.clone(),
            texture_atlas: Some(TextureAtlas { layout: art.panda_layout.clone(), index: 3 }),
            color: Color::srgba(1.0, 1.0, 1.0, 0.75),
            custom_size: Some(Vec2::splat(TILE_SIZE * 0.95)),
            ..default()
        },
        Transform::from_translation(tile_center(&current.maze, start).extend(GHOST_Z)),
    ));
}

/// Walks the ghost along the player's route: at least 30 tiles a second, the whole run in at most 6 s.
fn play_replay(
    mut replay: ResMut<RunReplay>,
    time: Res<Time>,
    settings: Res<Settings>,
    current: Res<CurrentMaze>,
    mut ghost: Query<(&mut GridPos, &mut Transform), With<Ghost>>,
) {
    let Ok((mut at, mut transform)) = ghost.single_mut() else { return };
    if replay.is_done() {
        return;
    }
    let rate = (replay.route.len() as f32 / 6.0).max(30.0) * settings.animation_speed;
    replay.carry += time.delta_secs() * rate;
    let steps = if settings.reduced_motion { replay.route.len() } else { replay.carry.floor() as usize };
    replay.carry -= steps as f32;
    replay.shown = (replay.shown + steps).min(replay.route.len().saturating_sub(1));
    at.0 = replay.route[replay.shown];
    transform.translation = tile_center(&current.maze, at.0).extend(GHOST_Z);
}

/// A new map ends a replay (the ghost is [`MapScoped`]).
fn clear_replay(mut resets: MessageReader<MapReset>, mut replay: ResMut<RunReplay>) {
    if resets.read().count() > 0 {
        *replay = RunReplay::default();
    }
}
