//! The pages and cards in words, headless: a page is said when it opens and
//! again after coming back to it, the say-again key reads the open page
//! again, and the first launch's how-to card is said as it shows.

use bevy::prelude::*;
use panda_maze::game::Difficulty;
use panda_maze::game::run::announce::{Announcer, Heard};
use panda_maze::game::ui::nav::{MenuItem, MenuPage};

use crate::support::*;

/// The words of pages and cards said so far, oldest first.
fn screens(app: &App) -> Vec<String> {
    let announcer = app.world().resource::<Announcer>();
    announcer.log().filter(|s| s.kind == Heard::Screen).map(|s| s.text.clone()).collect()
}

#[test]
fn pages_are_said_as_they_open_after_coming_back_and_on_the_say_again_key() {
    let mut app = game(Difficulty::Easy, 5);
    let first = screens(&app);
    assert!(first.len() == 1 && first[0].starts_with("How to play. Move: "), "the how-to at launch: {first:?}");
    assert!(first[0].contains("I: where am I"), "it names the keys for hearing the board: {first:?}");
    tap(&mut app, KeyCode::Escape);
    assert_eq!(screens(&app).last().map(String::as_str), Some("Panda Maze."));
    let help = MenuPage::Main.items().iter().position(|&i| i == MenuItem::Help).unwrap();
    for _ in 0..help {
        tap(&mut app, KeyCode::ArrowDown);
    }
    tap(&mut app, KeyCode::Enter);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Help);
    let said = screens(&app);
    let page = said.last().unwrap().clone();
    assert!(page.starts_with("Help. Controls: ") && page.contains("O: what's around"), "{page}");
    tap(&mut app, KeyCode::KeyK);
    assert_eq!(screens(&app).len(), said.len() + 1, "K reads the page again");
    assert_eq!(screens(&app).last(), Some(&page));
    tap(&mut app, KeyCode::Escape);
    assert_eq!(screens(&app).last().map(String::as_str), Some("Panda Maze."), "the main menu again");
    tap(&mut app, KeyCode::Enter);
    assert_eq!(screens(&app).last(), Some(&page), "Help again, as it opens again");
}
