//! The modes beyond classic play, and the replay after a win.
//!
//! - **Time attack**: reach the exit before the clock runs out (the limit is
//!   set by the difficulty); when it does, the run is over. The "no time
//!   pressure" setting stops the clock (such runs keep no records).
//! - **Fog**: see [`super::fog`].
//! - **GenerationReplay**: after a win, a ghost panda walks the player's own route, sped
//!   up, over the shortest route.

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::assets::GameArt;
use crate::game::assist::route_view::RouteView;
use crate::game::board::view::{BoardView, Boards};
use crate::game::command::{GameCommand, MapReset, MapScoped};
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::Difficulty;
use crate::game::run::victory::RunStats;
use crate::game::settings::{GameMode, Settings};

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
pub fn board_time_limit(clock: &LevelClock, board: &BoardView) -> Duration {
    clock.limit(board.difficulty(), board.optimal_moves())
}

/// The ghost panda of a replay.
#[derive(Component, Debug, Clone, Copy)]
#[require(MapScoped)]
pub struct Ghost;

/// The replay of the run just won.
#[derive(Resource, Debug, Default, Clone)]
pub struct RunReplay {
    /// The player's cells, entrance to exit, on any grid.
    pub route: Vec<u32>,
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
    app.init_resource::<RunReplay>().init_resource::<LevelClock>().add_systems(
        Update,
        (
            start_replay.in_set(AppSystems::ApplyCommands),
            (run_out_the_clock, clear_replay).in_set(AppSystems::React),
            play_replay.in_set(AppSystems::Visualize),
        ),
    );
}

fn run_out_the_clock(
    settings: Res<Settings>,
    stats: Res<RunStats>,
    time: Res<Time>,
    boards: Boards,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    clock: Res<LevelClock>,
) {
    let timed = settings.mode == GameMode::TimeAttack && !settings.untimed;
    if !timed || *screen.get() != Screen::Playing || stats.finished.is_some() {
        return;
    }
    if stats.elapsed(time.elapsed()) >= board_time_limit(&clock, &boards.view()) {
        NextState::set_if_neq(&mut next, Screen::TimeUp);
    }
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
    mut replay: ResMut<RunReplay>,
    mut path: ResMut<RouteView>,
    ghosts: Ghosts,
    boards: Boards,
) {
    let Ghosts { mut commands, existing: ghosts, art } = ghosts;
    if !requests.read().any(|c| *c == GameCommand::ReplayRun) || *screen.get() != Screen::Won {
        return;
    }
    for ghost in &ghosts {
        commands.entity(ghost).despawn();
    }
    let view = boards.view();
    *replay = RunReplay { route: view.walked(), shown: 0, carry: 0.0 };
    // Over the shortest route.
    if !path.shown {
        *path = RouteView { shown: true, ..default() };
    }
    commands.spawn((
        Name::new("Replay ghost"),
        Ghost,
        Sprite {
            image: art.panda.clone(),
            texture_atlas: Some(TextureAtlas { layout: art.panda_layout.clone(), index: 3 }),
            color: Color::srgba(1.0, 1.0, 1.0, 0.75),
            custom_size: Some(Vec2::splat(view.panda_size())),
            ..default()
        },
        Transform::from_translation(view.world_centre(view.entrance()).extend(GHOST_Z)),
    ));
}

/// Walks the ghost along the player's route: at least 30 cells a second, the whole run in at most 6 s.
fn play_replay(
    mut replay: ResMut<RunReplay>,
    time: Res<Time>,
    settings: Res<Settings>,
    boards: Boards,
    mut ghost: Query<&mut Transform, With<Ghost>>,
) {
    let Ok(mut transform) = ghost.single_mut() else { return };
    if replay.is_done() {
        return;
    }
    let rate = (replay.route.len() as f32 / 6.0).max(30.0) * settings.animation_speed;
    replay.carry += time.delta_secs() * rate;
    let steps = if settings.reduced_motion { replay.route.len() } else { replay.carry.floor() as usize };
    replay.carry -= steps as f32;
    replay.shown = (replay.shown + steps).min(replay.route.len().saturating_sub(1));
    let view = boards.view();
    if let Some(&at) = replay.route.get(replay.shown).filter(|&&c| (c as usize) < view.cell_count()) {
        transform.translation = view.world_centre(at).extend(GHOST_Z);
    }
}

/// A new map ends a replay (the ghost is [`MapScoped`]).
fn clear_replay(mut resets: MessageReader<MapReset>, mut replay: ResMut<RunReplay>) {
    if resets.read().count() > 0 {
        *replay = RunReplay::default();
    }
}
