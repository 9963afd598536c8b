//! Shapes chosen in the game, headless: a mask file's path typed in cuts the
//! maze to it (and new maps after), a bad path or a broken file is said and
//! loses nothing, no code is claimed for such a maze, and the chosen shape,
//! exits and file survive a restart through the settings file (a file gone
//! by then falls back to no shape, with a notice).

use panda_maze::game::Played;
use std::path::PathBuf;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use panda_maze::game::board::mask_file::{MaskFile, record_key};
use panda_maze::game::settings::{Notices, Records, SETTINGS_FILE, Settings, SettingsFile};
use panda_maze::game::ui::shape_section::{choose_exits, choose_shape};
use panda_maze::game::{Difficulty, GameCommand, GameOptions, GamePlugin};
use panda_maze::maze::{Exits, Mask, MazeSpec, Shape, Tile};

use crate::support::*;

/// A fresh directory of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("mask-file-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A game launched with `settings` (as `run` inserts the file's).
fn launched(settings: Settings, seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).insert_resource(settings).add_plugins(GamePlugin {
        options: GameOptions { difficulty: Difficulty::Easy, seed: Some(seed), ..GameOptions::default() },
    });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.update();
    frames(&mut app, 2);
    app
}

fn ask_for_file(app: &mut App, path: &str) {
    app.world_mut().resource_mut::<MaskFile>().requested = Some(path.to_owned());
    frames(app, 2);
}

/// A plus sign with a hole in the middle: `X` inside, `.` outside.
const PLUS: &str = "..XX..\n..XX..\nXX..XX\nXX..XX\n..XX..\n..XX..\n";

#[test]
fn a_typed_mask_file_cuts_the_maze_and_new_maps_and_no_code_is_claimed_for_it() {
    let dir = scratch("good");
    let path = dir.join("plus.txt");
    std::fs::write(&path, PLUS).unwrap();
    let path = path.to_string_lossy().into_owned();
    let mut app = game(Difficulty::Easy, 3);
    ask_for_file(&mut app, &path);
    let current = app.world().resource::<Played>().square().unwrap().clone();
    let m = &current.maze;
    let (cols, rows) = ((m.width() - 1) / 2, (m.height() - 1) / 2);
    let mask = Mask::load(std::path::Path::new(&path), cols, rows).unwrap();
    assert!(m.tiles().contains(&Tile::Outside));
    assert_eq!(*m, current.spec.generate_in(Some(&mask), &mut ()).unwrap(), "cut to the file's mask");
    assert_eq!(current.spec.shape, Shape::None, "the spec names no built-in shape");
    assert_eq!(current.spec.exits, Exits::Hardest, "a file's maze takes the hardest exits, as on the command line");
    assert_ne!(*m, current.spec.generate().unwrap(), "the code alone would make another maze");
    assert_eq!(app.world().resource::<MaskFile>().in_use(), Some(path.as_str()));
    assert_eq!(settings(&mut app).mask_file.as_deref(), Some(path.as_str()), "remembered");
    // Records are kept under the code with the file's name, never as the rectangle's.
    assert_eq!(record_key(&current.spec, Some(&path)), format!("{}+mask:plus.txt", current.spec.plain_code()));
    win_by_route(&mut app);
    app.update();
    let records = app.world().resource::<Records>();
    assert!(records.maze.contains_key(&record_key(&current.spec, Some(&path))));
    assert!(!records.maze.contains_key(&current.spec.plain_code()));
    // A new map is cut to it again; another difficulty reads it at the new size.
    tap(&mut app, KeyCode::KeyN);
    app.update();
    let next = maze(&app);
    assert_ne!(next, *m);
    assert!(next.tiles().contains(&Tile::Outside), "still cut to the file");
    send(&mut app, GameCommand::SetDifficulty(Difficulty::Medium));
    let medium = app.world().resource::<Played>().square().unwrap().clone();
    let (cols, rows) = ((medium.maze.width() - 1) / 2, (medium.maze.height() - 1) / 2);
    let mask = Mask::load(std::path::Path::new(&path), cols, rows).unwrap();
    assert_eq!(medium.maze, medium.spec.generate_in(Some(&mask), &mut ()).unwrap());
    // A maze loaded by its code ends the file's use (the code names the rectangle).
    let code = MazeSpec::new(21, 21, 9);
    send(&mut app, GameCommand::Load(code));
    assert_eq!(maze(&app), code.generate().unwrap());
    assert_eq!(app.world().resource::<MaskFile>().in_use(), None);
}

#[test]
fn a_bad_path_or_a_broken_file_is_said_and_the_maze_stays() {
    let dir = scratch("bad");
    let broken = dir.join("broken.png");
    std::fs::write(&broken, b"not a picture at all").unwrap();
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "....\n....\n").unwrap();
    let mut app = game(Difficulty::Easy, 4);
    let before = app.world().resource::<Played>().square().unwrap().clone();
    let cases = [
        (dir.join("missing.png").to_string_lossy().into_owned(), "cannot read"),
        (broken.to_string_lossy().into_owned(), "not a PNG"),
        (empty.to_string_lossy().into_owned(), "no cell inside"),
        (dir.join("mask.jpg").to_string_lossy().into_owned(), ".png or .txt"),
        ("   ".to_owned(), "no file was named"),
    ];
    for (k, (path, why)) in cases.iter().enumerate() {
        ask_for_file(&mut app, path);
        let now = app.world().resource::<Played>().square().unwrap();
        assert_eq!((now.spec, &now.maze), (before.spec, &before.maze), "{path}: the maze stays");
        let notices = &app.world().resource::<Notices>().0;
        assert_eq!(notices.len(), k + 1, "{path}: one notice each");
        let said = notices.last().unwrap();
        assert!(said.contains("cannot be used") && said.contains(why), "{path}: {said}");
        assert_eq!(app.world().resource::<MaskFile>().problem.as_deref(), Some(said.as_str()));
        assert_eq!(app.world().resource::<MaskFile>().in_use(), None);
        assert_eq!(settings(&mut app).mask_file, None, "a bad file is not remembered");
    }
    // An algorithm that cannot follow a shape refuses the file too.
    let eller = before.spec.with_algorithm(panda_maze::maze::Algorithm::Eller);
    send(&mut app, GameCommand::Load(eller));
    let good = dir.join("plus.txt");
    std::fs::write(&good, PLUS).unwrap();
    let maze_before = maze(&app);
    ask_for_file(&mut app, &good.to_string_lossy());
    assert_eq!(maze(&app), maze_before);
    assert!(app.world().resource::<Notices>().0.last().unwrap().contains("cannot"));
}

#[test]
fn the_shape_exits_and_file_survive_a_restart_and_a_file_gone_falls_back_to_no_shape() {
    let dir = scratch("restart");
    let file = SettingsFile::in_dir(&dir);
    // Chosen in the game: a heart with random exits.
    let mut app = game(Difficulty::Easy, 5);
    let spec = app.world().resource::<Played>().square().unwrap().spec;
    let (mut s, mut f) = (settings(&mut app).clone(), MaskFile::default());
    let command = choose_shape(Shape::Heart, spec, &mut s, &mut f);
    let GameCommand::NewMapLike(hearted) = command else { panic!("{command:?}") };
    let command = choose_exits(Exits::Random, hearted, &mut s);
    send(&mut app, command);
    assert_eq!((s.shape, s.exits), (Shape::Heart, Exits::Random));
    let now = app.world().resource::<Played>().square().unwrap().spec;
    assert_eq!((now.shape, now.exits), (Shape::Heart, Exits::Random));
    file.save(&s, &Records::default()).unwrap();
    // The next launch: the first map is a heart with random exits, of the launch's own seed.
    let loaded = file.load();
    assert_eq!(loaded.notice, None);
    assert_eq!((loaded.settings.shape, loaded.settings.exits), (Shape::Heart, Exits::Random));
    let next = launched(loaded.settings, 77);
    let first = next.world().resource::<Played>().square().unwrap().clone();
    assert_eq!((first.spec.shape, first.spec.exits, first.spec.seed), (Shape::Heart, Exits::Random, 77));
    assert!(first.maze.tiles().contains(&Tile::Outside));
    assert!(next.world().resource::<Notices>().0.is_empty());
    // A mask file remembered: cut to it at launch.
    let plus = dir.join("plus.txt");
    std::fs::write(&plus, PLUS).unwrap();
    let plus = plus.to_string_lossy().into_owned();
    let with_file = Settings { mask_file: Some(plus.clone()), ..s.clone() };
    file.save(&with_file, &Records::default()).unwrap();
    let next = launched(file.load().settings, 78);
    assert_eq!(next.world().resource::<MaskFile>().in_use(), Some(plus.as_str()));
    let m = maze(&next);
    assert_eq!(next.world().resource::<Played>().square().unwrap().spec.shape, Shape::None);
    assert!(m.tiles().contains(&Tile::Outside));
    // Gone by the next launch: no shape, a notice, and it is forgotten.
    std::fs::remove_file(&plus).unwrap();
    let mut next = launched(file.load().settings, 79);
    let first = next.world().resource::<Played>().square().unwrap().clone();
    assert_eq!(first.spec.shape, Shape::None);
    assert!(!first.maze.tiles().contains(&Tile::Outside), "the rectangle");
    let said = next.world().resource::<Notices>().0.clone();
    assert!(said.iter().any(|n| n.contains(&plus) && n.contains("cannot be used")), "{said:?}");
    assert_eq!(settings(&mut next).mask_file, None);
    // An old settings file (no shape, exits or file fields) loads with none of them.
    let old = scratch("old");
    std::fs::write(old.join(SETTINGS_FILE), include_str!("fixtures/settings-v1.json")).unwrap();
    let loaded = SettingsFile::in_dir(&old).load();
    assert_eq!(loaded.notice, None);
    assert_eq!(
        (loaded.settings.shape, loaded.settings.exits, loaded.settings.mask_file),
        (Shape::None, Exits::Corners, None)
    );
    // A hand-edited bad shape takes its default alone.
    std::fs::write(old.join(SETTINGS_FILE), r#"{"shape": "octopus", "exits": "hardest", "music": false}"#).unwrap();
    let loaded = SettingsFile::in_dir(&old).load();
    assert_eq!(
        (loaded.settings.shape, loaded.settings.exits, loaded.settings.music),
        (Shape::None, Exits::Hardest, false)
    );
}
