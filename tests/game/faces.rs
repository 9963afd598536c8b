//! The game's two faces (headless): a first launch opens in Play, L or the
//! button's command opens the Lab and back, and the face is kept in the
//! settings file for the next launch. The first launch's how-to.

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use panda_maze::game::settings::{Face, Settings, SettingsFile, SettingsStore};
use panda_maze::game::ui::how_to::HowTo;
use panda_maze::game::{Difficulty, GameCommand, GameOptions, GamePlugin};
use panda_maze::maze::Dir;

use crate::support::*;

/// A game that starts with `settings` and saves into `file`.
pub(crate) fn game_saving_to(file: SettingsFile, settings: Settings) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(settings)
        .insert_resource(SettingsStore::new(Some(file)))
        .add_plugins(GamePlugin {
            options: GameOptions { difficulty: Difficulty::Easy, seed: Some(5), ..GameOptions::default() },
        });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.update();
    app
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir =
        std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("faces-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn a_first_launch_opens_in_play_and_l_switches_to_the_lab_and_back() {
    assert_eq!(Settings::default().face, Face::Play);
    let mut app = game(Difficulty::Easy, 3);
    assert_eq!(settings(&mut app).face, Face::Play);
    tap(&mut app, KeyCode::KeyL);
    assert_eq!(settings(&mut app).face, Face::Lab);
    send(&mut app, GameCommand::ToggleLab);
    assert_eq!(settings(&mut app).face, Face::Play);
    // Two switches in one frame cancel out.
    app.world_mut().write_message(GameCommand::ToggleLab);
    send(&mut app, GameCommand::ToggleLab);
    assert_eq!(settings(&mut app).face, Face::Play);
}

#[test]
fn the_face_is_saved_and_the_next_launch_opens_in_it() {
    let dir = scratch("saved");
    let file = SettingsFile::in_dir(&dir);
    let mut app = game_saving_to(file.clone(), Settings::default());
    tap(&mut app, KeyCode::KeyL);
    frames(&mut app, 40);
    let loaded = file.load();
    assert_eq!(loaded.settings.face, Face::Lab, "the Lab face was written to the file");
    let mut next = game_saving_to(file.clone(), loaded.settings);
    assert_eq!(settings(&mut next).face, Face::Lab, "the next launch opens in the Lab");
    tap(&mut next, KeyCode::KeyL);
    frames(&mut next, 40);
    assert_eq!(file.load().settings.face, Face::Play);
    // A file of the first version (no face) opens in Play.
    let old = include_str!("fixtures/settings-v1.json");
    std::fs::write(dir.join("settings.json"), old).unwrap();
    assert_eq!(file.load().settings.face, Face::Play);
}

#[test]
fn the_how_to_shows_on_the_first_launch_only() {
    let dir = scratch("how-to");
    let file = SettingsFile::in_dir(&dir);
    let mut app = game_saving_to(file.clone(), file.load().settings);
    let open = |app: &App| app.world().resource::<HowTo>().open;
    assert!(open(&app), "a first launch shows the how-to");
    // The panda walks while it shows.
    let start = panda(&mut app);
    let maze = maze(&app);
    let first = Dir::ALL.into_iter().find(|&d| maze.walk(start, d).is_some()).expect("the entrance opens");
    tap(&mut app, key_for(first));
    assert_ne!(panda(&mut app), start);
    assert!(open(&app), "walking does not dismiss it");
    // A launch that was quit with it still up shows it again.
    frames(&mut app, 40);
    assert!(!file.load().settings.how_to_done);
    tap(&mut app, KeyCode::Enter);
    assert!(!open(&app), "Enter dismisses it");
    frames(&mut app, 40);
    let loaded = file.load().settings;
    assert!(loaded.how_to_done, "the settings remember it was dismissed");
    let next = game_saving_to(file, loaded);
    assert!(!open(&next), "the next launch does not show it");
}
