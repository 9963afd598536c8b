//! Gamepads drive the game and the menus as the keyboard does.

use bevy::prelude::*;

/// The key each gamepad button stands for: the D-pad is the arrow keys, South
/// (A) is Enter, East (B) and Start are Esc, North (Y) shows the route, West
/// (X) undoes, the triggers run (Shift).
const BUTTON_KEYS: [(GamepadButton, KeyCode); 11] = [
    (GamepadButton::DPadUp, KeyCode::ArrowUp),
    (GamepadButton::DPadDown, KeyCode::ArrowDown),
    (GamepadButton::DPadLeft, KeyCode::ArrowLeft),
    (GamepadButton::DPadRight, KeyCode::ArrowRight),
    (GamepadButton::South, KeyCode::Enter),
    (GamepadButton::East, KeyCode::Escape),
    (GamepadButton::Start, KeyCode::Escape),
    (GamepadButton::North, KeyCode::KeyP),
    (GamepadButton::West, KeyCode::KeyU),
    (GamepadButton::LeftTrigger, KeyCode::ShiftLeft),
    (GamepadButton::RightTrigger, KeyCode::ShiftLeft),
];

/// The key a gamepad button stands for, if any.
pub fn key_of_button(button: GamepadButton) -> Option<KeyCode> {
    BUTTON_KEYS.iter().find(|(b, _)| *b == button).map(|&(_, k)| k)
}

/// Gamepads drive the game as the keyboard does (see [`BUTTON_KEYS`]); the
/// left stick is the arrow keys too. Held buttons hold their keys, so the
/// menus and a held direction work; each press is also read in order with
/// the keyboard's (see [`super::keyboard`]).
pub(super) fn gamepad_as_keys(
    gamepads: Query<&Gamepad>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut held: Local<Vec<KeyCode>>,
) {
    const STICK: f32 = 0.5;
    let mut wanted: Vec<KeyCode> = Vec::new();
    for pad in &gamepads {
        wanted.extend(BUTTON_KEYS.iter().filter(|(b, _)| pad.pressed(*b)).map(|&(_, k)| k));
        let stick = pad.left_stick();
        if stick.length() > STICK {
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
