//! Gamepads drive the game and the menus as the keyboard does; on round,
//! hex and triangle boards the left stick aims by its angle ([`super::stick`]).

use bevy::prelude::*;

use crate::game::board::grid::GridBoard;
use crate::game::settings::{KeyAction, KeyBindings, Settings};
use crate::game::ui::nav::MenuPage;

/// How far the stick must lean to count (of 1).
pub const STICK: f32 = 0.5;

/// What a gamepad button stands for: a fixed key, or whatever key the
/// player has given an action (so Y still shows the route after the route
/// moved from P to another key).
#[derive(Clone, Copy)]
enum Stands {
    Key(KeyCode),
    Action(KeyAction),
}

/// What each gamepad button stands for: the D-pad is the arrow keys, South
/// (A) is Enter, East (B) and Start are Esc, North (Y) shows the route, West
/// (X) undoes, the triggers run (Shift).
const BUTTONS: [(GamepadButton, Stands); 11] = [
    (GamepadButton::DPadUp, Stands::Key(KeyCode::ArrowUp)),
    (GamepadButton::DPadDown, Stands::Key(KeyCode::ArrowDown)),
    (GamepadButton::DPadLeft, Stands::Key(KeyCode::ArrowLeft)),
    (GamepadButton::DPadRight, Stands::Key(KeyCode::ArrowRight)),
    (GamepadButton::South, Stands::Key(KeyCode::Enter)),
    (GamepadButton::East, Stands::Key(KeyCode::Escape)),
    (GamepadButton::Start, Stands::Key(KeyCode::Escape)),
    (GamepadButton::North, Stands::Action(KeyAction::Route)),
    (GamepadButton::West, Stands::Action(KeyAction::Undo)),
    (GamepadButton::LeftTrigger, Stands::Key(KeyCode::ShiftLeft)),
    (GamepadButton::RightTrigger, Stands::Key(KeyCode::ShiftLeft)),
];

/// The key a gamepad button stands for with the player's `bindings`, if any.
pub fn key_of_button(button: GamepadButton, bindings: &KeyBindings) -> Option<KeyCode> {
    BUTTONS.iter().find(|(b, _)| *b == button).map(|&(_, stands)| match stands {
        Stands::Key(key) => key,
        Stands::Action(action) => bindings.key(action),
    })
}

/// Gamepads drive the game as the keyboard does (see [`BUTTONS`]); the
/// left stick is the arrow keys too, except on a grid board, where it aims
/// ([`super::stick::aim_stick_on_grids`]). Held buttons hold their keys, so the menus and
/// a held direction work; each press is also read in order with the
/// keyboard's (see [`super::keyboard`]).
pub(super) fn gamepad_as_keys(
    gamepads: Query<&Gamepad>,
    (settings, board, page): (Res<Settings>, Res<GridBoard>, Res<MenuPage>),
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut held: Local<Vec<KeyCode>>,
) {
    let stick_aims = board.game().is_some() && *page == MenuPage::Closed;
    let mut wanted: Vec<KeyCode> = Vec::new();
    for pad in &gamepads {
        let pressed = BUTTONS.iter().filter(|(b, _)| pad.pressed(*b));
        wanted.extend(pressed.filter_map(|&(b, _)| key_of_button(b, &settings.keys)));
        let stick = pad.left_stick();
        if stick.length() > STICK && !stick_aims {
            wanted.push(if stick.x.abs() > stick.y.abs() {
                if stick.x > 0.0 { KeyCode::ArrowRight } else { KeyCode::ArrowLeft }
            } else if stick.y > 0.0 {
                KeyCode::ArrowUp
            } else {
                KeyCode::ArrowDown
            });
        }
    }
    for &key in held.iter().filter(|k| !wanted.contains(k)) {
        keys.release(key);
    }
    for &key in &wanted {
        if !held.contains(&key) {
            keys.press(key);
        }
    }
    *held = wanted;
}
