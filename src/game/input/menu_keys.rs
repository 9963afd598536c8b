//! The keyboard in the menus: Esc opens and closes, Up/Down choose a row,
//! Left/Right change its value, Enter selects (the menu's model is [`crate::game::ui::nav`]).

use bevy::prelude::*;

use crate::game::settings::Settings;
use crate::game::ui::a11y::EscLeavesPanel;
use crate::game::ui::nav::{Choice, MenuCursor, MenuPage, Rebinding, choose, open};

/// The keyboard in the menus.
pub(super) fn navigate_menu(
    keys: Res<ButtonInput<KeyCode>>,
    mut page: ResMut<MenuPage>,
    mut cursor: ResMut<MenuCursor>,
    mut settings: ResMut<Settings>,
    (mut exit, mut game): (MessageWriter<AppExit>, MessageWriter<crate::game::command::GameCommand>),
    mut rebinding: ResMut<Rebinding>,
    leaves: Res<EscLeavesPanel>,
) {
    if keys.just_pressed(KeyCode::Escape) {
        if leaves.0 {
            return;
        }
        let to = page.back();
        open(&mut page, &mut cursor, to);
        return;
    }
    let items = page.items();
    if items.is_empty() {
        return;
    }
    let pressed = |codes: &[KeyCode]| codes.iter().any(|&k| keys.just_pressed(k));
    let rows = items.len();
    if pressed(&[KeyCode::ArrowDown, KeyCode::KeyS, KeyCode::Tab]) {
        cursor.0 = (cursor.0 + 1) % rows;
    }
    if pressed(&[KeyCode::ArrowUp, KeyCode::KeyW]) {
        cursor.0 = (cursor.0 + rows - 1) % rows;
    }
    let item = items[cursor.0.min(rows - 1)];
    for (codes, step) in
        [(&[KeyCode::ArrowLeft, KeyCode::KeyA][..], -1), (&[KeyCode::ArrowRight, KeyCode::KeyD][..], 1)]
    {
        if pressed(codes) && item.adjust(settings.bypass_change_detection(), step) {
            settings.set_changed();
        }
    }
    if pressed(&[KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        let mut changed = settings.clone();
        match choose(item, &mut changed) {
            Choice::Go(to) => open(&mut page, &mut cursor, to),
            Choice::Quit => {
                exit.write(AppExit::Success);
            }
            Choice::Changed => *settings = changed,
            Choice::Capture(action) => rebinding.waiting = Some(action),
            Choice::Editor => {
                open(&mut page, &mut cursor, MenuPage::Closed);
                game.write(crate::game::command::GameCommand::OpenEditor);
            }
            Choice::Nothing => {}
        }
    }
}
