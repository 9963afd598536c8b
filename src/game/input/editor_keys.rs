//! The keyboard in the maze editor ([`crate::game::edit`]): the arrows move
//! the cursor, Space paints its cell in or out, Shift+arrow opens or closes
//! a wall, G generates, Tab switches between shape and maze, E and X place
//! the entrance and the exit, B lays a bamboo shoot, K the next key and D
//! the next door under the cursor (Delete or Backspace takes it away), W
//! makes the exit wait for every shoot or not, 1, 3 and 5 choose the brush, Ctrl+Z undoes
//! and Ctrl+Y (or Ctrl+Shift+Z) redoes, I says where the cursor is, Esc
//! goes back. While a text field has the keyboard, none of these is read.

use bevy::prelude::*;

use crate::game::edit::{EditMode, EditRequest, Editor, Lay};
use crate::maze::edit::BrushSize;

/// Turns the editor's keys into [`EditRequest`]s.
pub(super) fn read_editor_keys(
    keys: Res<ButtonInput<KeyCode>>,
    editor: Res<Editor>,
    mut requests: MessageWriter<EditRequest>,
) {
    // A modifier let go in the same frame as the key still counts (a quick Ctrl+Z).
    let down = |k: KeyCode| keys.pressed(k) || keys.just_pressed(k) || keys.just_released(k);
    let held = |a: KeyCode, b: KeyCode| down(a) || down(b);
    let ctrl = held(KeyCode::ControlLeft, KeyCode::ControlRight);
    let shift = held(KeyCode::ShiftLeft, KeyCode::ShiftRight);
    for &key in keys.get_just_pressed() {
        let way = match key {
            KeyCode::ArrowUp => Some((0.0, -1.0)),
            KeyCode::ArrowDown => Some((0.0, 1.0)),
            KeyCode::ArrowLeft => Some((-1.0, 0.0)),
            KeyCode::ArrowRight => Some((1.0, 0.0)),
            _ => None,
        };
        let request = match (key, way) {
            (_, Some((dx, dy))) if shift => EditRequest::WallToward(dx, dy),
            (_, Some((dx, dy))) => EditRequest::Cursor(dx, dy),
            (KeyCode::KeyZ, _) if ctrl && shift => EditRequest::Redo,
            (KeyCode::KeyZ, _) if ctrl => EditRequest::Undo,
            (KeyCode::KeyY, _) if ctrl => EditRequest::Redo,
            (KeyCode::Space, _) => EditRequest::Toggle,
            (KeyCode::KeyG, _) => EditRequest::Generate,
            (KeyCode::Tab, _) => EditRequest::Mode(match editor.mode {
                EditMode::Shape => EditMode::Maze,
                EditMode::Maze => EditMode::Shape,
            }),
            (KeyCode::KeyE, _) => EditRequest::EndAtCursor(true),
            (KeyCode::KeyX, _) => EditRequest::EndAtCursor(false),
            (KeyCode::KeyB, _) => EditRequest::LayAtCursor(Lay::Bamboo),
            (KeyCode::KeyK, _) => EditRequest::LayAtCursor(Lay::Key),
            (KeyCode::KeyD, _) => EditRequest::LayAtCursor(Lay::Door),
            (KeyCode::Delete | KeyCode::Backspace, _) => EditRequest::ClearAtCursor,
            (KeyCode::KeyW, _) => EditRequest::BambooGate(!editor.gate()),
            (KeyCode::Digit1, _) => EditRequest::Brush(BrushSize::One),
            (KeyCode::Digit3, _) => EditRequest::Brush(BrushSize::Three),
            (KeyCode::Digit5, _) => EditRequest::Brush(BrushSize::Five),
            (KeyCode::KeyI, _) => EditRequest::Say,
            (KeyCode::KeyP, _) => EditRequest::Play,
            (KeyCode::Escape, _) => EditRequest::Leave,
            _ => continue,
        };
        requests.write(request);
    }
}
