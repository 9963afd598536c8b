//! The panda: keys become [`MoveRequest`]s (repeating while held), requests
//! move the panda's [`GridPos`] through floor tiles only, and each step is
//! announced as a [`PlayerMoved`]. Also the game's keyboard shortcuts.

use std::time::Duration;

use bevy::prelude::*;

use super::overlay::MenuPage;
use super::watch::board_is_complete;
use super::{
    AppSystems, Bumped, CurrentMaze, Difficulty, GameArt, GameCommand, GridPos, MapReset, MoveRequest, PlayerMoved,
    Screen, TILE_SIZE, UiWantsKeyboard, tile_center,
};
use crate::art::panda_frame_index;
use crate::maze::Dir;

/// Delay before a held key starts repeating, in seconds.
pub const MOVE_REPEAT_DELAY_SECS: f32 = 0.22;
/// Time between repeated steps while a key is held, in seconds (about 11 tiles a second).
pub const MOVE_REPEAT_SECS: f32 = 0.09;
/// How quickly the sprite glides to its tile: the share of the gap closed per second is `1 - e^-rate`.
const GLIDE_RATE_PER_SEC: f32 = 28.0;
/// Depth of the panda, above everything on the board.
const PANDA_Z: f32 = 5.0;

/// The panda the player walks.
#[derive(Component, Debug, Clone, Copy)]
pub struct Player;

/// Which way the panda looks and which frame of its walk cycle shows
/// (0 standing, 1 and 2 a foot forward).
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Facing {
    /// The way of the last step.
    pub dir: Dir,
    /// Frame of the walk cycle.
    pub frame: usize,
    /// Seconds since the last step.
    pub idle_secs: f32,
}

impl Default for Facing {
    fn default() -> Self {
        Self { dir: Dir::Down, frame: 0, idle_secs: 0.0 }
    }
}

/// After this long without a step the panda stands still again, in seconds.
const STAND_AFTER_SECS: f32 = 0.25;

/// The key being held and when it moves the panda next.
#[derive(Resource, Debug)]
pub struct HeldMove {
    dir: Option<Dir>,
    repeat: Timer,
}

impl Default for HeldMove {
    fn default() -> Self {
        Self { dir: None, repeat: Timer::from_seconds(MOVE_REPEAT_DELAY_SECS, TimerMode::Once) }
    }
}

/// The direction keys: arrows and WASD.
pub const DIRECTION_KEYS: [(KeyCode, Dir); 8] = [
    (KeyCode::ArrowUp, Dir::Up),
    (KeyCode::ArrowDown, Dir::Down),
    (KeyCode::ArrowLeft, Dir::Left),
    (KeyCode::ArrowRight, Dir::Right),
    (KeyCode::KeyW, Dir::Up),
    (KeyCode::KeyS, Dir::Down),
    (KeyCode::KeyA, Dir::Left),
    (KeyCode::KeyD, Dir::Right),
];

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HeldMove>().add_systems(Startup, spawn_player).add_systems(
        Update,
        (
            (read_direction_keys.run_if(in_state(Screen::Playing).and_then(board_is_complete)), read_shortcut_keys)
                .run_if(keyboard_is_free)
                .in_set(AppSystems::RecordInput),
            (return_to_entrance, move_player.run_if(in_state(Screen::Playing).and_then(board_is_complete)))
                .chain()
                .in_set(AppSystems::Move),
            (glide_to_tile, animate_panda).in_set(AppSystems::Visualize),
        ),
    );
}

/// Neither a text field nor an open menu page has the keyboard.
pub(super) fn keyboard_is_free(ui: Res<UiWantsKeyboard>, page: Res<MenuPage>) -> bool {
    !ui.0 && *page == MenuPage::Closed
}

fn panda(art: &GameArt, current: &CurrentMaze) -> impl Bundle {
    let start = current.maze.entrance;
    (
        Name::new("Panda"),
        Player,
        GridPos(start),
        Facing::default(),
        Sprite {
            image: art.panda.clone(),
            texture_atlas: Some(TextureAtlas {
                layout: art.panda_layout.clone(),
                index: panda_frame_index(Facing::default().dir, 0),
            }),
            custom_size: Some(Vec2::splat(TILE_SIZE * 0.95)),
            ..default()
        },
        Transform::from_translation(tile_center(&current.maze, start).extend(PANDA_Z)),
    )
}

fn spawn_player(mut commands: Commands, art: Res<GameArt>, current: Res<CurrentMaze>) {
    commands.spawn(panda(&art, &current));
}

/// Arrow keys and WASD: a press moves at once, holding repeats at a steady pace.
fn read_direction_keys(
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time>,
    mut held: ResMut<HeldMove>,
    mut moves: MessageWriter<MoveRequest>,
) {
    // Shift+direction is a run (see `walk`), not a step.
    if keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]) {
        held.dir = None;
        return;
    }
    if let Some(&(_, dir)) = DIRECTION_KEYS.iter().find(|(k, _)| keys.just_pressed(*k)) {
        held.dir = Some(dir);
        held.repeat = Timer::from_seconds(MOVE_REPEAT_DELAY_SECS, TimerMode::Once);
        moves.write(MoveRequest(dir));
        return;
    }
    let still_held = |d: Dir| DIRECTION_KEYS.iter().any(|&(k, kd)| kd == d && keys.pressed(k));
    // If the held key was let go but another direction is still down, carry on with that one.
    if !held.dir.is_some_and(still_held) {
        held.dir = Dir::ALL.into_iter().find(|&d| still_held(d));
    }
    let Some(dir) = held.dir else { return };
    held.repeat.tick(time.delta());
    if held.repeat.is_finished() {
        let overshoot = held.repeat.elapsed().saturating_sub(held.repeat.duration());
        held.repeat = Timer::from_seconds(MOVE_REPEAT_SECS, TimerMode::Once);
        held.repeat.set_elapsed(overshoot.min(Duration::from_secs_f32(MOVE_REPEAT_SECS)));
        moves.write(MoveRequest(dir));
    }
}

/// N new map, R restart, P show/hide the route, 1/2/3 difficulty, Space
/// finishes a generation being watched or pauses a search, H hint, G walk
/// out, F watch the chosen solver, B race two, `.` one search step, End the
/// whole search, C clear it.
fn read_shortcut_keys(
    keys: Res<ButtonInput<KeyCode>>,
    search: Res<super::search::SearchSettings>,
    mut commands: MessageWriter<GameCommand>,
) {
    if keys.just_pressed(KeyCode::KeyF) {
        commands.write(GameCommand::ShowSearch(search.solver));
    }
    if keys.just_pressed(KeyCode::KeyB) {
        commands.write(GameCommand::Race(search.solver, search.rival));
    }
    let shortcuts = [
        (KeyCode::KeyN, GameCommand::NewMap),
        (KeyCode::KeyR, GameCommand::Restart),
        (KeyCode::KeyP, GameCommand::TogglePath),
        (KeyCode::Digit1, GameCommand::SetDifficulty(Difficulty::Easy)),
        (KeyCode::Digit2, GameCommand::SetDifficulty(Difficulty::Medium)),
        (KeyCode::Digit3, GameCommand::SetDifficulty(Difficulty::Hard)),
        (KeyCode::Space, GameCommand::SkipGeneration),
        (KeyCode::Space, GameCommand::PauseSearch),
        (KeyCode::KeyH, GameCommand::Hint),
        (KeyCode::KeyG, GameCommand::WalkOut),
        (KeyCode::Period, GameCommand::StepSearch),
        (KeyCode::End, GameCommand::FinishSearch),
        (KeyCode::KeyC, GameCommand::ClearSearch),
        (KeyCode::KeyM, GameCommand::Peek),
        (KeyCode::KeyV, GameCommand::ReplayRun),
    ];
    for (key, command) in shortcuts {
        if keys.just_pressed(key) {
            commands.write(command);
        }
    }
}

/// Steps the panda for each request whose way is open; stops at the exit.
pub(super) fn move_player(
    mut requests: MessageReader<MoveRequest>,
    current: Res<CurrentMaze>,
    mut player: Single<&mut GridPos, With<Player>>,
    mut moved: MessageWriter<PlayerMoved>,
    mut bumped: MessageWriter<Bumped>,
) {
    let maze = &current.maze;
    for &MoveRequest(dir) in requests.read() {
        let from = player.0;
        if from == maze.exit {
            break;
        }
        if let Some(to) = maze.walk(from, dir) {
            player.0 = to;
            moved.write(PlayerMoved { from, to });
        } else {
            bumped.write(Bumped { at: from, dir });
        }
    }
}

/// On a [`MapReset`], the panda stands on the entrance again.
fn return_to_entrance(
    mut resets: MessageReader<MapReset>,
    current: Res<CurrentMaze>,
    mut player: Single<(&mut GridPos, &mut Transform), With<Player>>,
    mut held: ResMut<HeldMove>,
) {
    if resets.read().count() == 0 {
        return;
    }
    *held = HeldMove::default();
    let (grid, transform) = &mut *player;
    grid.0 = current.maze.entrance;
    transform.translation = tile_center(&current.maze, grid.0).extend(PANDA_Z);
}

/// The sprite glides towards its logical tile.
fn glide_to_tile(
    time: Res<Time>,
    current: Res<CurrentMaze>,
    mut player: Single<(&GridPos, &mut Transform), With<Player>>,
) {
    let (grid, transform) = &mut *player;
    let target = tile_center(&current.maze, grid.0);
    let share = 1.0 - (-GLIDE_RATE_PER_SEC * time.delta_secs()).exp();
    let now = transform.translation.truncate();
    let next = if now.distance(target) < 0.5 { target } else { now.lerp(target, share) };
    transform.translation = next.extend(PANDA_Z);
}

/// Turns the panda the way it walks and steps its legs: each step shows the
/// other foot forward; a moment without steps and it stands.
fn animate_panda(
    time: Res<Time>,
    mut moves: MessageReader<PlayerMoved>,
    mut resets: MessageReader<MapReset>,
    mut panda: Single<(&mut Facing, &mut Sprite), With<Player>>,
) {
    let (facing, sprite) = &mut *panda;
    let mut now = **facing;
    if resets.read().count() > 0 {
        now = Facing::default();
    }
    let mut stepped = false;
    for moved in moves.read() {
        now.dir = Dir::between(moved.from, moved.to).unwrap_or(now.dir);
        now.frame = if now.frame == 1 { 2 } else { 1 };
        stepped = true;
    }
    if stepped {
        now.idle_secs = 0.0;
    } else {
        now.idle_secs += time.delta_secs();
        if now.idle_secs >= STAND_AFTER_SECS {
            now.frame = 0;
        }
    }
    if **facing != now {
        **facing = now;
    }
    if let Some(atlas) = &mut sprite.texture_atlas {
        let index = panda_frame_index(now.dir, now.frame);
        if atlas.index != index {
            atlas.index = index;
        }
    }
}
