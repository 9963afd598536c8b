//! The keyboard on the board. Every key press of the frame is read in the
//! order it happened (Bevy's [`KeyboardInput`] messages), so quick presses
//! on a slow frame are not lost: a direction key is a step, Shift+direction
//! runs to the next junction, and the shortcuts become [`GameCommand`]s. All
//! of them go into the [`PlayQueue`], which hands
//! them to the game in order. A held direction key repeats in time, not in
//! frames.
//!
//! Presses that come without a message (the gamepad presses keys for the
//! menus, tests press them directly) are read from [`ButtonInput`] once.

use bevy::input::ButtonState;
use bevy::input::gamepad::GamepadButtonStateChangedEvent;
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;

use super::gamepad::{PadOrder, key_of_button, two_on_board};
use super::queue::{Action, PlayQueue};
use crate::game::assist::search::SearchSettings;
use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, MapReset};
use crate::game::model::{Difficulty, UiWantsKeyboard};
use crate::game::panda::duo::Players;
use crate::game::panda::walk::WalkQueue;
use crate::game::settings::{GridKind, KeyAction, KeyBindings, Settings};
use crate::game::ui::nav::MenuPage;
use crate::maze::Dir;

/// Delay before a held key starts repeating, in seconds.
pub const MOVE_REPEAT_DELAY_SECS: f32 = 0.22;
/// Time between repeated steps while a key is held, in seconds (about 11 tiles a second).
pub const MOVE_REPEAT_SECS: f32 = 0.09;

/// The arrows, which always step (the player's own direction keys come on top).
pub const DIRECTION_KEYS: [(KeyCode, Dir); 4] = [
    (KeyCode::ArrowUp, Dir::Up),
    (KeyCode::ArrowDown, Dir::Down),
    (KeyCode::ArrowLeft, Dir::Left),
    (KeyCode::ArrowRight, Dir::Right),
];

/// The direction of a direction key: an arrow, or the player's key for a direction (WASD unless changed).
pub fn direction_of(key: KeyCode, bindings: &KeyBindings) -> Option<Dir> {
    if let Some(&(_, dir)) = DIRECTION_KEYS.iter().find(|(k, _)| *k == key) {
        return Some(dir);
    }
    match bindings.action(key)? {
        KeyAction::Up => Some(Dir::Up),
        KeyAction::Down => Some(Dir::Down),
        KeyAction::Left => Some(Dir::Left),
        KeyAction::Right => Some(Dir::Right),
        _ => None,
    }
}

/// The direction key being held and how long until it steps again.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct HeldMove {
    dir: Option<Dir>,
    /// Seconds until the next repeated step.
    next_secs: f32,
    /// The press frame's time, owed to the hold only once the key is seen
    /// still down in the next frame, and then no more than that frame's: a
    /// tap let go then is one step however long the press frame was.
    owed_secs: f32,
}

impl Default for HeldMove {
    fn default() -> Self {
        Self { dir: None, next_secs: MOVE_REPEAT_DELAY_SECS, owed_secs: 0.0 }
    }
}

/// Shift and Ctrl as the presses of this frame went (the messages say when
/// they changed; without any, [`ButtonInput`] says how they are).
#[derive(Debug, Default, Clone, Copy)]
struct Modifiers {
    shift: bool,
    ctrl: bool,
}

impl Modifiers {
    fn now(keys: &ButtonInput<KeyCode>) -> Self {
        Self {
            shift: keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]),
            ctrl: keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]),
        }
    }

    /// Follows a press or release of a modifier; false for other keys.
    fn follow(&mut self, key: KeyCode, down: bool) -> bool {
        match key {
            KeyCode::ShiftLeft | KeyCode::ShiftRight => self.shift = down,
            KeyCode::ControlLeft | KeyCode::ControlRight => self.ctrl = down,
            _ => return false,
        }
        true
    }
}

/// What a key press on the board asks for, if anything: the player's keys
/// ([`KeyBindings`]: by default WASD, N new map, R restart, H hint, P the
/// route, U undo, L Play or Lab), then the fixed ones: an arrow steps (a
/// direction runs with Shift), 1/2/3 difficulty, Space skips a generation or
/// pauses a search, G walk out, F watch the chosen solver, B race two, `.`
/// one search step, End the whole search, C clear it, M peek, V replay,
/// Enter closes the how-to, Z follows the panda up close, ] and [ take
/// the stairs on a maze of floors, Backspace or Ctrl+Z undo.
pub fn action_of(
    key: KeyCode,
    shift: bool,
    ctrl: bool,
    bindings: &KeyBindings,
    search: &SearchSettings,
) -> Vec<Action> {
    if let Some(dir) = direction_of(key, bindings) {
        return vec![if shift { Action::Command(GameCommand::RunTo(dir)) } else { Action::Step(dir) }];
    }
    let command = match bindings.action(key) {
        Some(KeyAction::Undo) => return vec![Action::Undo],
        Some(KeyAction::NewMap) => Some(GameCommand::NewMap),
        Some(KeyAction::Restart) => Some(GameCommand::Restart),
        Some(KeyAction::Hint) => Some(GameCommand::Hint),
        Some(KeyAction::PartnerHint) => Some(GameCommand::PartnerHint),
        Some(KeyAction::Route | KeyAction::PartnerRoute) => Some(GameCommand::ToggleRoute),
        Some(KeyAction::Lab) => Some(GameCommand::ToggleLab),
        Some(KeyAction::WhereAmI) => Some(GameCommand::WhereAmI),
        Some(KeyAction::LookAround) => Some(GameCommand::LookAround),
        Some(KeyAction::SayAgain) => Some(GameCommand::RepeatLast),
        Some(KeyAction::Narration) => Some(GameCommand::CycleNarration),
        // Player 2's keys do nothing of player 1's (the arrows and Backspace keep their own jobs below).
        Some(
            KeyAction::Up
            | KeyAction::Down
            | KeyAction::Left
            | KeyAction::Right
            | KeyAction::PartnerUp
            | KeyAction::PartnerDown
            | KeyAction::PartnerLeft
            | KeyAction::PartnerRight
            | KeyAction::PartnerUndo,
        )
        | None => None,
    };
    let command = match (command, key) {
        (Some(command), _) => command,
        (None, KeyCode::Backspace) => return vec![Action::Undo],
        (None, KeyCode::KeyZ) if ctrl => return vec![Action::Undo],
        (None, KeyCode::KeyZ) => GameCommand::ToggleCloseUp,
        (None, KeyCode::Space) => {
            return vec![Action::Command(GameCommand::SkipGeneration), Action::Command(GameCommand::PauseSearch)];
        }
        (None, KeyCode::KeyF) => GameCommand::ShowSearch(search.solver),
        (None, KeyCode::KeyB) => GameCommand::Race(search.solver, search.rival),
        (None, KeyCode::Digit1) => GameCommand::SetDifficulty(Difficulty::Easy),
        (None, KeyCode::Digit2) => GameCommand::SetDifficulty(Difficulty::Medium),
        (None, KeyCode::Digit3) => GameCommand::SetDifficulty(Difficulty::Hard),
        (None, KeyCode::KeyG) => GameCommand::WalkOut,
        (None, KeyCode::Period) => GameCommand::StepSearch,
        (None, KeyCode::End) => GameCommand::FinishSearch,
        (None, KeyCode::KeyC) => GameCommand::ClearSearch,
        (None, KeyCode::KeyM) => GameCommand::Peek,
        (None, KeyCode::KeyV) => GameCommand::ReplayRun,
        (None, KeyCode::KeyT) => GameCommand::ToggleHeat,
        (None, KeyCode::BracketRight) => GameCommand::Climb(true),
        (None, KeyCode::BracketLeft) => GameCommand::Climb(false),
        (None, KeyCode::Enter | KeyCode::NumpadEnter) => GameCommand::DismissHowTo,
        _ => return Vec::new(),
    };
    vec![Action::Command(command)]
}

/// The hexagon's diagonal keys and their screen angles (degrees, counter-clockwise from the right).
pub const HEX_DIAGONAL_KEYS: [(KeyCode, i16); 4] =
    [(KeyCode::KeyQ, 120), (KeyCode::KeyE, 60), (KeyCode::KeyZ, 240), (KeyCode::KeyC, 300)];

/// What a key press asks for on a `kind` board: on a hexagon board its
/// diagonals as aims, every other key as on the square board.
fn board_actions(key: KeyCode, ctrl: bool, kind: GridKind, actions: Vec<Action>) -> Vec<Action> {
    if kind == GridKind::Hexagon
        && !ctrl
        && let Some(&(_, degrees)) = HEX_DIAGONAL_KEYS.iter().find(|(k, _)| *k == key)
    {
        return vec![Action::Aim(degrees)];
    }
    actions
}

/// The messages of this frame's keys and gamepad buttons.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Presses<'w, 's> {
    keys: Res<'w, ButtonInput<KeyCode>>,
    keyboard: MessageReader<'w, 's, KeyboardInput>,
    pads: Option<Res<'w, Messages<GamepadButtonStateChangedEvent>>>,
    pad_cursor: Local<'s, bevy::ecs::message::MessageCursor<GamepadButtonStateChangedEvent>>,
    order: Option<Res<'w, PadOrder>>,
}

impl Presses<'_, '_> {
    /// This frame's presses in order, with Shift and Ctrl as they were at
    /// each: the keyboard's messages, the gamepad's buttons as the keys they
    /// stand for, then any key pressed with neither.
    /// With `two_on_board` each gamepad's D-pad and X are its own player's keys.
    fn read(&mut self, bindings: &KeyBindings, two_on_board: bool) -> Vec<(KeyCode, Modifiers)> {
        let mut mods = Modifiers::now(&self.keys);
        let mut followed = false;
        let mut presses = Vec::new();
        for event in self.keyboard.read() {
            let down = event.state == ButtonState::Pressed;
            if Modifiers::default().follow(event.key_code, down) {
                if !followed {
                    // The frame's modifier messages tell the story from its start.
                    mods = Modifiers::default();
                    followed = true;
                }
                mods.follow(event.key_code, down);
            } else if down && !event.repeat {
                presses.push((event.key_code, mods));
            }
        }
        if let Some(pads) = &self.pads {
            for event in self.pad_cursor.read(pads) {
                let player = self.order.as_ref().and_then(|o| o.player(event.entity, two_on_board));
                if event.state == ButtonState::Pressed
                    && let Some(key) = key_of_button(event.button, bindings, player)
                {
                    presses.push((key, mods));
                }
            }
        }
        let unannounced: Vec<KeyCode> =
            self.keys.get_just_pressed().filter(|k| !presses.iter().any(|(p, _)| p == *k)).copied().collect();
        presses.extend(unannounced.into_iter().map(|k| (k, mods)));
        presses
    }
}

/// Reads every key press of the frame into the [`PlayQueue`], in order.
/// Presses while a menu page or a text field has the keyboard are not the
/// board's (they are read and dropped, so none is replayed later); Esc hands
/// the rest of the frame's presses to the menu.
pub(super) fn read_board_keys(
    mut presses: Presses,
    ui: Res<UiWantsKeyboard>,
    page: Res<MenuPage>,
    (search, settings): (Res<SearchSettings>, Res<Settings>),
    mut queue: ResMut<PlayQueue>,
    (mut walk, boards, players): (ResMut<WalkQueue>, Boards, Res<Players>),
) {
    let presses = presses.read(&settings.keys, two_on_board(*players, *page));
    let kind = boards.view().kind();
    if ui.0 || *page != MenuPage::Closed {
        return;
    }
    for (key, mods) in presses {
        if key == KeyCode::Escape {
            break;
        }
        // With two players player 2's keys (the arrows and Backspace unless
        // changed) walk the second panda and undo its step.
        if players.two() {
            // The number pad's corners are player 2's diagonals on a grid, unless a key action has them.
            let diagonal = crate::game::panda::pick::partner_diagonal(kind, key);
            if let Some(degrees) = diagonal.filter(|_| settings.keys.action(key).is_none()) {
                queue.push(Action::PartnerAim(degrees));
                continue;
            }
            // The number pad's + and − take player 2's stairs, unless a key action has them.
            let stairs = crate::game::panda::pick::partner_stairs(&boards.view(), key);
            if let Some(up) = stairs.filter(|_| settings.keys.action(key).is_none()) {
                queue.push(Action::PartnerClimb(up));
                continue;
            }
            if let Some(dir) = direction_for(1, key, &settings.keys, true) {
                queue.push(Action::Partner(dir));
                continue;
            }
            if settings.keys.action(key) == Some(KeyAction::PartnerUndo) {
                queue.push(Action::PartnerUndo);
                continue;
            }
        }
        let actions =
            board_actions(key, mods.ctrl, kind, action_of(key, mods.shift, mods.ctrl, &settings.keys, &search));
        for action in actions {
            // A plain direction key stops a walk under way (a click or a run).
            if matches!(action, Action::Step(_)) {
                walk.cells.clear();
            }
            queue.push(action);
        }
    }
}

/// The direction key player 2 holds (the arrows, in two-player modes) and when it steps again.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct HeldPartnerMove(HeldMove);

/// The direction of `key` for player `who` (0 or 1): with one player every
/// direction key is player 1's; with two, player 2's keys (the arrows unless
/// changed on the Controls page) are player 2's and the rest player 1's.
pub fn direction_for(who: usize, key: KeyCode, bindings: &KeyBindings, two: bool) -> Option<Dir> {
    let partner = bindings.action(key).and_then(KeyAction::partner_dir);
    match (who, two) {
        (0, false) => direction_of(key, bindings),
        (0, true) => direction_of(key, bindings).filter(|_| partner.is_none()),
        (_, true) => partner,
        (_, false) => None,
    }
}

/// A held direction key steps again after [`MOVE_REPEAT_DELAY_SECS`], then
/// every [`MOVE_REPEAT_SECS`]: as many steps as the time allows, however
/// long the frame. Shift stops it (Shift+direction runs instead). Each player's keys repeat on their own.
pub(super) fn repeat_held_key(
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time>,
    (ui, page, settings, players): (Res<UiWantsKeyboard>, Res<MenuPage>, Res<Settings>, Res<Players>),
    (mut held, mut held_partner): (ResMut<HeldMove>, ResMut<HeldPartnerMove>),
    mut queue: ResMut<PlayQueue>,
) {
    let bindings = &settings.keys;
    let two = players.two();
    if ui.0 || *page != MenuPage::Closed || keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]) {
        *held = HeldMove::default();
        *held_partner = HeldPartnerMove::default();
        return;
    }
    let secs = time.delta_secs();
    repeat(&mut held, &keys, |k| direction_for(0, k, bindings, two), secs, &mut queue, Action::Step);
    if two {
        repeat(&mut held_partner.0, &keys, |k| direction_for(1, k, bindings, two), secs, &mut queue, Action::Partner);
    }
}

/// One player's held key: the steps `secs` of holding owe, as `action`s.
fn repeat(
    held: &mut HeldMove,
    keys: &ButtonInput<KeyCode>,
    dir_of: impl Fn(KeyCode) -> Option<Dir>,
    secs: f32,
    queue: &mut PlayQueue,
    action: fn(Dir) -> Action,
) {
    let still_held = |d: Dir| keys.get_pressed().any(|&k| dir_of(k) == Some(d));
    let pressed_now = keys.get_just_pressed().filter(|&&k| keys.pressed(k)).filter_map(|&k| dir_of(k)).last();
    if let Some(dir) = pressed_now {
        // Its press stepped already (read in order with the others). The
        // press is taken to be at the start of this frame (events carry no
        // time), so a hold of t seconds gives the same steps at any frame
        // rate; but this frame's time counts only if the key is still down in
        // the next one, or a tap ending a long frame would repeat at once.
        *held = HeldMove { dir: Some(dir), owed_secs: secs, ..HeldMove::default() };
        return;
    }
    // If the held key was let go but another direction is still down, carry on with that one.
    if !held.dir.is_some_and(still_held) {
        let other = Dir::ALL.into_iter().find(|&d| still_held(d));
        *held = if held.dir.is_some() {
            HeldMove { dir: other, ..*held }
        } else {
            HeldMove { dir: other, ..HeldMove::default() }
        };
    }
    let Some(dir) = held.dir else { return };
    // The press came some time in its frame: seen still down a frame later,
    // it was held at least this frame's time, and its press frame is owed
    // no more than that (a slow frame then a quick one would otherwise make
    // a 125 ms tap look like a hold of 0.25 s, and repeat).
    let owed = std::mem::take(&mut held.owed_secs).min(secs);
    held.next_secs -= owed + secs;
    while held.next_secs <= 0.0 {
        if !queue.push(action(dir)) {
            held.next_secs = MOVE_REPEAT_SECS;
            break;
        }
        held.next_secs += MOVE_REPEAT_SECS;
    }
}

/// A new map lets go of a held key: the panda waits for the next press.
pub(super) fn forget_held_key(mut resets: MessageReader<MapReset>, mut held: ResMut<HeldMove>) {
    if resets.read().count() > 0 {
        *held = HeldMove::default();
    }
}
