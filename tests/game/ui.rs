//! The menus' model in the running game (headless): the keyboard opens and
//! walks the pages, and an open menu keeps the arrow keys from the panda.

use bevy::prelude::*;
use panda_maze::game::settings::{Palette, Settings, Theme};
use panda_maze::game::ui::i18n::Language;
use panda_maze::game::ui::nav::{MenuCursor, MenuItem, MenuPage};
use panda_maze::game::{Difficulty, GameCommand};

use crate::support::*;

#[test]
fn escape_opens_the_menu_and_then_arrows_choose_rows_instead_of_moving_the_panda() {
    let mut app = game(Difficulty::Easy, 13);
    let start = panda(&mut app);
    tap(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Main);
    // The entrance's open side is right or down; neither moves the panda now.
    let settings_row = MenuPage::Main.items().iter().position(|&i| i == MenuItem::Settings).unwrap();
    for _ in 0..settings_row {
        tap(&mut app, KeyCode::ArrowDown);
    }
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(panda(&mut app), start);
    assert_eq!(MenuPage::Main.items()[app.world().resource::<MenuCursor>().0], MenuItem::Settings);
    // Enter opens Settings; Right on the first row (Theme) switches the theme.
    tap(&mut app, KeyCode::Enter);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Settings);
    assert_eq!(app.world().resource::<MenuCursor>().0, 0);
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(app.world().resource::<Settings>().theme, Theme::Night);
    assert_eq!(app.world().resource::<Palette>().wall, Theme::Night.look().wall.color());
    // Up wraps to Back; walk to Language and flip it.
    let rows = MenuPage::Settings.items();
    let language_row = rows.iter().position(|&i| i == MenuItem::Language).unwrap();
    for _ in 0..language_row {
        tap(&mut app, KeyCode::ArrowDown);
    }
    tap(&mut app, KeyCode::Enter);
    assert_eq!(app.world().resource::<Settings>().language, Language::Chinese);
    // Esc goes back to the main menu with Settings chosen, Esc again closes it.
    tap(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Main);
    assert_eq!(MenuPage::Main.items()[app.world().resource::<MenuCursor>().0], MenuItem::Settings);
    tap(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Closed);
    // The board has the keys again.
    let m = app.world().resource::<panda_maze::game::Played>().square().unwrap().maze.clone();
    let open = panda_maze::maze::Dir::ALL.into_iter().find(|&d| m.walk(start, d).is_some()).unwrap();
    tap(&mut app, crate::support::key_for(open));
    assert_ne!(panda(&mut app), start);
}

#[test]
fn exit_in_the_main_menu_quits() {
    let mut app = game(Difficulty::Easy, 14);
    app.insert_resource(MenuPage::Main);
    let exit_row = MenuPage::Main.items().iter().position(|&i| i == MenuItem::Exit).unwrap();
    for _ in 0..exit_row {
        tap(&mut app, KeyCode::ArrowDown);
    }
    tap(&mut app, KeyCode::Enter);
    assert_eq!(app.should_exit(), Some(AppExit::Success));
}

#[test]
fn the_chosen_difficulty_is_remembered_in_the_settings() {
    let mut app = game(Difficulty::Easy, 15);
    assert_eq!(app.world().resource::<Settings>().difficulty, Difficulty::Medium, "the default until one is chosen");
    send(&mut app, GameCommand::SetDifficulty(Difficulty::Hard));
    assert_eq!(app.world().resource::<Settings>().difficulty, Difficulty::Hard);
}

#[test]
fn the_text_size_row_steps_from_100_to_200_percent_and_stops_there() {
    let mut app = game(Difficulty::Easy, 13);
    tap(&mut app, KeyCode::Escape);
    let settings_row = MenuPage::Main.items().iter().position(|&i| i == MenuItem::Settings).unwrap();
    for _ in 0..settings_row {
        tap(&mut app, KeyCode::ArrowDown);
    }
    tap(&mut app, KeyCode::Enter);
    let row = MenuPage::Settings.items().iter().position(|&i| i == MenuItem::TextSize).unwrap();
    for _ in 0..row {
        tap(&mut app, KeyCode::ArrowDown);
    }
    let size = |app: &App| app.world().resource::<Settings>().text_size;
    assert_eq!(size(&app), 1.0, "100% at first");
    tap(&mut app, KeyCode::ArrowLeft);
    assert_eq!(size(&app), 1.0, "not below 100%");
    let mut seen = Vec::new();
    for _ in 0..6 {
        tap(&mut app, KeyCode::ArrowRight);
        seen.push(size(&app));
    }
    assert_eq!(seen, [1.25, 1.5, 1.75, 2.0, 2.0, 2.0], "in quarters, and not above 200%");
    tap(&mut app, KeyCode::ArrowLeft);
    assert_eq!(size(&app), 1.75);
    // A size from the file between the steps goes to the next step up or down.
    app.world_mut().resource_mut::<Settings>().text_size = 1.3;
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(size(&app), 1.5);
    app.world_mut().resource_mut::<Settings>().text_size = 1.3;
    tap(&mut app, KeyCode::ArrowLeft);
    assert_eq!(size(&app), 1.25);
}
