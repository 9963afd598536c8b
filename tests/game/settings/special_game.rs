//! The real game in Xvfb with a progress file that is `/dev/zero` and a
//! remembered mask file that is a FIFO (issue 31): the window opens, both
//! are told, SIGTERM saves and exits 143, and neither file is touched. And
//! (issue 57) the window opens whatever the settings file holds, lock files
//! that are FIFOs block nothing, and a failed save is never called saved.

use panda_maze::game::campaign::store::PROGRESS_FILE;
use panda_maze::game::settings::{SETTINGS_FILE, SettingsFile};

use super::scratch;
use crate::cli::special_files::make_fifo;

#[test]
fn the_real_game_opens_past_a_device_progress_file_and_a_fifo_mask() {
    let dir = scratch("special-game");
    std::fs::create_dir_all(&dir).unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.join(PROGRESS_FILE)).unwrap();
    let fifo = dir.join("shape.png");
    make_fifo(&fifo);
    let settings = serde_json::json!({ "mask_file": fifo.to_str().unwrap(), "music": false });
    std::fs::write(dir.join(SETTINGS_FILE), settings.to_string()).unwrap();
    let Some(mut game) = super::real_game::RealGame::start(&dir, &[]) else { return };
    game.wait_for(&["first frame after", "is a character device, not a regular file", "is a FIFO (named pipe)"]);
    let (status, log) = game.terminate();
    assert!(!log.contains("panicked"), "{log}");
    assert_eq!(status, Some(143), "{log}");
    assert!(log.contains("asked to terminate; the settings were saved"), "{log}");
    // The files are as they were; the settings kept what they had, less the mask that cannot be read.
    assert_eq!(std::fs::read_link(dir.join(PROGRESS_FILE)).unwrap(), std::path::Path::new("/dev/zero"));
    use std::os::unix::fs::FileTypeExt as _;
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    let saved = SettingsFile::in_dir(&dir).load();
    assert!(!saved.settings.music && saved.settings.mask_file.is_none(), "{:?}", saved.settings);
}

/// Starts the real game on a config folder holding `settings` (written as
/// is), waits for its first frame and a moment more, and ends it by SIGTERM:
/// its exit status and log, or `None` when the visual tests are skipped.
fn launch_and_terminate(dir: &std::path::Path, settings: Option<&str>) -> Option<(Option<i32>, String)> {
    std::fs::create_dir_all(dir).unwrap();
    if let Some(text) = settings {
        std::fs::write(dir.join(SETTINGS_FILE), text).unwrap();
    }
    let mut game = super::real_game::RealGame::start(dir, &[])?;
    game.wait_for(&["first frame after"]);
    // Long enough for a save a moment after launch (a file repaired, a difficulty asked for).
    std::thread::sleep(std::time::Duration::from_secs(2));
    let (status, log) = game.terminate();
    assert!(!log.contains("panicked"), "{log}");
    Some((status, log))
}

/// The window opens whatever the settings file holds (issue 57: a NaN text
/// size, a daily record of -1 s, a maze record of 1e308 s, an empty ghost, a
/// text size of 0 made the game exit 1 before its window opened), and
/// `--difficulty` is remembered as the one played.
#[test]
fn the_real_game_opens_on_any_settings_file_and_remembers_the_difficulty_asked_for() {
    let dir = scratch("real-nan");
    let Some((status, log)) = launch_and_terminate(&dir, Some("{\"text_size\": NaN, \"music\": false}")) else {
        return;
    };
    assert_eq!(status, Some(143), "{log}");
    assert!(dir.join(format!("{SETTINGS_FILE}.bad")).is_file(), "{log}");

    let dir = scratch("real-impossible");
    let records = r#"{"daily": {"2026-11-29": {"best_time_secs": -1}},
        "maze": {"kruskal-49x55-2kq9x": {"best_time_secs": 1e308, "best_efficiency": 1e308}},
        "ghosts": {"kruskal-49x55-2kq9x": "g1:"}}"#;
    let text = super::file_with("records", records).replace("\"music\": false", "\"text_size\": 0");
    let text = text.replace("\"difficulty\": \"hard\"", "\"difficulty\": \"medium\"");
    let Some((status, log)) = launch_and_terminate(&dir, Some(&text)) else { return };
    assert_eq!(status, Some(143), "{log}");
    for field in [
        "records.daily.2026-11-29.best_time_secs",
        "records.maze.kruskal-49x55-2kq9x.best_time_secs",
        "records.ghosts.kruskal-49x55-2kq9x",
        "text_size",
    ] {
        assert!(log.contains(field), "the notice names {field}: {log}");
    }
    let saved = SettingsFile::in_dir(&dir).load();
    assert_eq!(saved.notice, None, "written back clean");
    assert_eq!(saved.settings.difficulty, panda_maze::game::Difficulty::Easy, "--difficulty easy was played");
}

/// Lock files that are FIFOs (issue 57: the game hung at its first save,
/// deaf to SIGTERM) are refused by their kind: the game saves without the
/// lock and ends on SIGTERM as usual.
#[test]
fn the_real_game_saves_past_fifo_lock_files_and_ends_on_sigterm() {
    let dir = scratch("real-fifo-locks");
    std::fs::create_dir_all(&dir).unwrap();
    make_fifo(&dir.join(format!("{SETTINGS_FILE}.lock")));
    make_fifo(&dir.join(format!("{PROGRESS_FILE}.lock")));
    let started = std::time::Instant::now();
    let Some((status, log)) = launch_and_terminate(&dir, Some(&super::file_with("theme", "\"purple\""))) else {
        return;
    };
    assert_eq!(status, Some(143), "{log}");
    assert!(started.elapsed() < std::time::Duration::from_secs(60), "{log}");
    assert!(log.contains("is a FIFO (named pipe)"), "the lock is refused by its kind: {log}");
    let saved = SettingsFile::in_dir(&dir).load();
    assert_eq!(saved.notice, None, "saved without the lock: {log}");
}

/// A save that fails (the config folder is `/proc/self`, where nothing can
/// be written) is said, and after SIGTERM the game does not claim the
/// settings were saved.
#[test]
fn after_a_failed_save_sigterm_says_the_settings_could_not_be_saved() {
    let Some((status, log)) = launch_and_terminate(std::path::Path::new("/proc/self"), None) else { return };
    assert_eq!(status, Some(143), "{log}");
    let failed = log.find("could not save the settings").unwrap_or_else(|| panic!("the failure is said: {log}"));
    let last = log.find("asked to terminate; the settings could not be saved").expect(&log);
    assert!(failed < last, "{log}");
    assert!(!log.contains("the settings were saved"), "{log}");
}
