//! Every device the player uses, turned into commands: the keyboard on the
//! board and in the menus, the gamepad, and the mouse. No other module reads
//! a key, a button or the wheel; they read [`GameCommand`]s and
//! [`MoveRequest`]s (or the menu's model, which the menu keys drive).
//!
//! [`GameCommand`]: crate::game::command::GameCommand
//! [`MoveRequest`]: crate::game::command::MoveRequest

pub mod editor_keys;
pub mod gamepad;
pub mod keyboard;
pub mod menu_keys;
pub mod pointer;
pub mod queue;
pub mod rebind;
pub mod stick;

use bevy::prelude::*;

use bevy::input::keyboard::KeyboardInput;

use crate::game::board::watch::board_is_playable;
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::UiWantsKeyboard;
use crate::game::ui::nav::MenuPage;

pub use keyboard::{DIRECTION_KEYS, HeldMove, MOVE_REPEAT_DELAY_SECS, MOVE_REPEAT_SECS};
pub use queue::{Action, MAX_QUEUED_ACTIONS, PlayQueue};

/// The keys and gamepad, for the headless game and the windowed one.
pub(super) fn plugin(app: &mut App) {
    // The keyboard's messages exist without Bevy's input plugin too (headless tests write them).
    app.add_message::<KeyboardInput>()
        .init_resource::<HeldMove>()
        .init_resource::<keyboard::HeldPartnerMove>()
        .init_resource::<PlayQueue>()
        .init_resource::<gamepad::PadOrder>()
        .add_systems(PreUpdate, gamepad::gamepad_as_keys.after(bevy::input::InputSystems))
        .add_systems(
            Update,
            (
                (
                    keyboard::forget_held_key,
                    keyboard::read_board_keys,
                    keyboard::repeat_held_key,
                    stick::aim_stick,
                    queue::release_actions,
                )
                    .chain()
                    .run_if(not(in_state(Screen::Editor))),
                (rebind::capture_key, menu_keys::navigate_menu)
                    .chain()
                    .run_if(no_text_field_has_keyboard.and_then(not(in_state(Screen::Editor))))
                    .after(keyboard::read_board_keys),
                editor_keys::read_editor_keys.run_if(no_text_field_has_keyboard.and_then(in_state(Screen::Editor))),
            )
                .in_set(AppSystems::RecordInput),
        );
}

/// The mouse, for the windowed game (whether a text field has the keyboard is
/// set by the UI: `ui::a11y::share_text_focus`).
pub(super) fn windowed_plugin(app: &mut App) {
    app.add_systems(
        Update,
        (pointer::read_zoom_input, pointer::click_to_walk.run_if(board_is_playable)).in_set(AppSystems::RecordInput),
    );
}

/// Run condition: the board has the keyboard (no text field and no menu page has it).
pub fn board_has_keyboard(ui: Res<UiWantsKeyboard>, page: Res<MenuPage>) -> bool {
    !ui.0 && *page == MenuPage::Closed
}

/// Run condition: no text field of the UI has the keyboard (the menu pages may use it).
pub fn no_text_field_has_keyboard(ui: Res<UiWantsKeyboard>) -> bool {
    !ui.0
}
