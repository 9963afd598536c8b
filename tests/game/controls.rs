//! The player's keys (headless): chosen on the Controls page with the
//! keyboard, a new key moves the panda and the old one no longer does; a key
//! that is taken is refused with the reason and nothing changes; the keys are
//! saved in the settings.

use bevy::prelude::*;
use panda_maze::game::settings::{KeyAction, KeyBindings, Settings, SettingsFile};
use panda_maze::game::ui::i18n::Text;
use panda_maze::game::ui::nav::{MenuItem, MenuPage, Rebinding};
use panda_maze::maze::Dir;

use crate::faces::game_saving_to;
use crate::support::*;

fn action_of(dir: Dir) -> KeyAction {
    match dir {
        Dir::Up => KeyAction::Up,
        Dir::Down => KeyAction::Down,
        Dir::Left => KeyAction::Left,
        Dir::Right => KeyAction::Right,
    }
}

/// Opens the Controls page with the keyboard and asks for a new key for `action`.
fn ask_for_key(app: &mut App, action: KeyAction) {
    tap(app, KeyCode::Escape);
    let row = MenuPage::Main.items().iter().position(|&i| i == MenuItem::Controls).unwrap();
    for _ in 0..row {
        tap(app, KeyCode::ArrowDown);
    }
    tap(app, KeyCode::Enter);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Controls);
    let row = MenuPage::Controls.items().iter().position(|&i| i == MenuItem::Bind(action)).unwrap();
    for _ in 0..row {
        tap(app, KeyCode::ArrowDown);
    }
    tap(app, KeyCode::Enter);
    assert_eq!(app.world().resource::<Rebinding>().waiting, Some(action));
}

fn close_menu(app: &mut App) {
    tap(app, KeyCode::Escape);
    tap(app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Closed);
}

#[test]
fn a_new_key_moves_the_panda_the_old_one_no_longer_does_and_it_is_saved() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("controls-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let file = SettingsFile::in_dir(&dir);
    let mut app = game_saving_to(file.clone(), Settings { how_to_done: true, ..Settings::default() });
    let maze = maze(&app);
    let start = panda(&mut app);
    let way = Dir::ALL.into_iter().find(|&d| maze.walk(start, d).is_some()).expect("the entrance opens");
    let action = action_of(way);
    let old = action.default_key();

    ask_for_key(&mut app, action);
    tap(&mut app, KeyCode::KeyX);
    assert_eq!(app.world().resource::<Rebinding>().waiting, None);
    assert_eq!(settings(&mut app).keys.key(action), KeyCode::KeyX);
    assert_eq!(panda(&mut app), start, "choosing the key did not move the panda");
    close_menu(&mut app);

    tap(&mut app, old);
    assert_eq!(panda(&mut app), start, "{old:?} no longer moves the panda");
    tap(&mut app, KeyCode::KeyX);
    assert_eq!(panda(&mut app), maze.walk(start, way).unwrap(), "X moves it");

    frames(&mut app, 40);
    let saved = file.load().settings;
    assert_eq!(saved.keys.key(action), KeyCode::KeyX, "the key is kept in the settings file");
    let text = std::fs::read_to_string(dir.join("settings.json")).unwrap();
    assert!(text.contains("\"X\""), "{text}");
}

#[test]
fn a_key_that_is_taken_is_refused_with_the_reason_and_nothing_changes() {
    let mut app = game(panda_maze::game::Difficulty::Easy, 8);
    let board = maze(&app);
    ask_for_key(&mut app, KeyAction::Left);
    tap(&mut app, KeyCode::KeyN);
    let rebinding = app.world().resource::<Rebinding>().clone();
    assert_eq!(rebinding.refused, Some(("N".to_owned(), Text::NewMap)), "N makes new maps already");
    assert_eq!(rebinding.waiting, None);
    assert_eq!(settings(&mut app).keys, KeyBindings::default(), "no key changed");
    assert_eq!(maze(&app), board, "N on the page did not make a new maze");
    // A fixed key is refused too, and Esc keeps the old key.
    tap(&mut app, KeyCode::Enter);
    tap(&mut app, KeyCode::KeyG);
    assert_eq!(app.world().resource::<Rebinding>().refused, Some(("G".to_owned(), Text::WalkOut)));
    tap(&mut app, KeyCode::Enter);
    tap(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Controls, "Esc while waiting only keeps the key");
    assert_eq!(settings(&mut app).keys, KeyBindings::default());
}
