//! The keyboard on the board: direction keys step the panda (repeating while
//! held), Shift+direction runs, and the shortcuts become [`GameCommand`]s.

use std::time::Duration;

use bevy::prelude::*;

use crate::game::assist::search::SearchSettings;
use crate::game::command::{GameCommand, MapReset, MoveRequest};
use crate::game::model::Difficulty;
use crate::game::panda::walk::WalkQueue;
use crate::maze::Dir;

/// Delay before a held key starts repeating, in seconds.
pub const MOVE_REPEAT_DELAY_SECS: f32 = 0.22;
/// Time between repeated steps while a key is held, in seconds (about 11 tiles a second).
pub const MOVE_REPEAT_SECS: f32 = 0.09;
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

/// Arrow keys and WASD: a press moves at once, holding repeats at a steady pace.
pub(super) fn read_direction_keys(
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
pub(super) fn read_shortcut_keys(
    keys: Res<ButtonInput<KeyCode>>,
    search: Res<SearchSettings>,
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
        (KeyCode::KeyP, GameCommand::ToggleRoute),
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

/// Shift+direction runs to the next junction; U, Backspace or Ctrl+Z undo a step;
/// any plain direction key stops a walk under way.
pub(super) fn read_walk_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut commands: MessageWriter<GameCommand>,
    mut queue: ResMut<WalkQueue>,
) {
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if let Some(&(_, dir)) = DIRECTION_KEYS.iter().find(|(k, _)| keys.just_pressed(*k)) {
        if shift {
            commands.write(GameCommand::RunTo(dir));
        } else if queue.is_walking() {
            queue.steps.clear();
        }
    }
    if keys.any_just_pressed([KeyCode::KeyU, KeyCode::Backspace]) || (ctrl && keys.just_pressed(KeyCode::KeyZ)) {
        commands.write(GameCommand::Undo);
    }
}

/// A new map lets go of a held key: the panda waits for the next press.
pub(super) fn forget_held_key(mut resets: MessageReader<MapReset>, mut held: ResMut<HeldMove>) {
    if resets.read().count() > 0 {
        *held = HeldMove::default();
    }
}
