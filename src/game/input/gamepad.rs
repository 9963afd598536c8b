//! Gamepads drive the game and the menus as the keyboard does.

use bevy::prelude::*;

/// Gamepads drive the game as the keyboard does: the D-pad and left stick are
/// the arrow keys, South (A) is Enter, East (B) and Start are Esc, North (Y)
/// shows the path, West (X) undoes, the shoulders run (Shift).
pub(super) fn gamepad_as_keys(
    gamepads: Query<&Gamepad>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut held: Local<Vec<KeyCode>>,
) {
    const STICK: f32 = 0.5;
    let mut wanted: Vec<KeyCode> = Vec::new();
    for pad in &gamepads {
        let buttons = [
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
        wanted.extend(buttons.iter().filter(|(b, _)| pad.pressed(*b)).map(|&(_, k)| k));
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
