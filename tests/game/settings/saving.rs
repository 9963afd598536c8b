//! Saving the settings file: fields of a newer version written back, a
//! symlink kept, records merged between two instances (in two processes),
//! the pending change saved on a termination signal, and the real game in
//! Xvfb with a garbage CJK font, stopped by SIGTERM.

use std::path::Path;

use panda_maze::game::settings::{Records, SETTINGS_FILE, Settings, SettingsFile, Theme};

use super::{expected_settings, file_with, record, scratch};

#[test]
fn unknown_fields_from_a_newer_version_survive_a_save() {
    let dir = scratch("unknown-kept");
    std::fs::create_dir_all(&dir).unwrap();
    let newer = r#"{
        "version": 3,
        "theme": "night",
        "gamepad": {"deadzone": 0.2, "layout": "xbox"},
        "campaign_level": 12,
        "records": {
            "maze": {"kruskal-49x55-2kq9x": {"best_time_secs": 40.0, "best_efficiency": 0.5, "best_moves": 61}},
            "campaign": {"1-1": {"stars": 3}}
        }
    }"#;
    std::fs::write(dir.join(SETTINGS_FILE), newer).unwrap();
    let file = SettingsFile::in_dir(&dir);
    let loaded = file.load();
    assert_eq!(loaded.notice, None, "unknown fields are not an error");
    let mut settings = loaded.settings;
    settings.music = false;
    let mut records = loaded.records;
    records.maze.get_mut("kruskal-49x55-2kq9x").unwrap().submit(30.0, 0.25);
    file.save(&settings, &records).unwrap();
    let written: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join(SETTINGS_FILE)).unwrap()).unwrap();
    assert_eq!(written["gamepad"], serde_json::json!({"deadzone": 0.2, "layout": "xbox"}));
    assert_eq!(written["campaign_level"], 12);
    assert_eq!(written["records"]["campaign"], serde_json::json!({"1-1": {"stars": 3}}));
    let maze = &written["records"]["maze"]["kruskal-49x55-2kq9x"];
    assert_eq!((maze["best_time_secs"].as_f64(), maze["best_efficiency"].as_f64()), (Some(30.0), Some(0.5)));
    assert_eq!(maze["best_moves"], 61, "a newer record field stays with its record");
    assert_eq!((&written["music"], &written["theme"]), (&serde_json::json!(false), &serde_json::json!("night")));
    assert_eq!(file.load().settings, settings);
}

#[cfg(unix)]
#[test]
fn a_settings_file_that_is_a_symlink_stays_one() {
    let dir = scratch("symlink");
    let dotfiles = dir.join("dotfiles");
    let config = dir.join("config");
    std::fs::create_dir_all(&dotfiles).unwrap();
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(dotfiles.join("panda.json"), file_with("effects", "false")).unwrap();
    let link = config.join(SETTINGS_FILE);
    std::os::unix::fs::symlink("../dotfiles/panda.json", &link).unwrap();
    let file = SettingsFile::in_dir(&config);
    assert_eq!(file.target().unwrap(), config.join("../dotfiles/panda.json"));
    let loaded = file.load();
    assert_eq!(loaded.settings.theme, Theme::Night);
    let changed = Settings { theme: Theme::HighContrast, ..loaded.settings };
    file.save(&changed, &loaded.records).unwrap();
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink(), "still a link");
    assert_eq!(std::fs::read_link(&link).unwrap(), Path::new("../dotfiles/panda.json"), "to the same place");
    assert!(std::fs::read_to_string(dotfiles.join("panda.json")).unwrap().contains("high-contrast"), "written through");
    assert_eq!(file.load().settings, changed);
    assert_eq!(leftovers(&dotfiles), Vec::<String>::new());
    assert_eq!(leftovers(&config), Vec::<String>::new());

    // A link to a file not made yet: the first save makes the file, not a new one over the link.
    let fresh = dir.join("fresh");
    std::fs::create_dir_all(&fresh).unwrap();
    std::os::unix::fs::symlink(dotfiles.join("later.json"), fresh.join(SETTINGS_FILE)).unwrap();
    SettingsFile::in_dir(&fresh).save(&changed, &Records::default()).unwrap();
    assert!(std::fs::symlink_metadata(fresh.join(SETTINGS_FILE)).unwrap().file_type().is_symlink());
    assert_eq!(SettingsFile::in_dir(&dotfiles).load().settings, Settings::default(), "another name in that folder");
    assert!(std::fs::read_to_string(dotfiles.join("later.json")).unwrap().contains("high-contrast"));
}

/// Files in `dir` a save should not leave behind (temporary files).
fn leftovers(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp") || n.ends_with(".new"))
        .collect();
    names.sort();
    names
}

#[test]
fn a_save_merges_the_records_another_instance_saved_since() {
    let dir = scratch("merge");
    let file = SettingsFile::in_dir(&dir);
    // Two instances start from the same (empty) file.
    let (first, second) = (file.load(), file.load());
    let mut mine = first.records;
    mine.maze.insert("a".into(), record(Some(10.0), Some(0.5)));
    mine.daily.insert("2026-01-01".into(), record(Some(50.0), Some(1.0)));
    assert_eq!(file.save(&first.settings, &mine).unwrap(), mine);
    let mut theirs = second.records;
    theirs.maze.insert("a".into(), record(Some(12.0), Some(0.9)));
    theirs.maze.insert("b".into(), record(Some(7.0), Some(1.0)));
    let theirs_settings = Settings { music: false, ..second.settings };
    let merged = file.save(&theirs_settings, &theirs).unwrap();
    assert_eq!(merged.maze["a"], record(Some(10.0), Some(0.9)), "the better of each field");
    assert_eq!(merged.maze["b"], record(Some(7.0), Some(1.0)));
    assert_eq!(merged.daily["2026-01-01"], record(Some(50.0), Some(1.0)), "nothing of the first instance is lost");
    let now = file.load();
    assert_eq!(now.records, merged);
    assert_eq!(now.settings, theirs_settings, "preferences: the last writer's");
    assert_eq!(leftovers(&dir), Vec::<String>::new());
}

/// Set (to `KIND DIR ID`) when this test binary is started again by one of
/// the tests below to play a second game instance in a process of its own.
const WORKER_ENV: &str = "PANDA_MAZE_TEST_SETTINGS_WORKER";

/// Starts this test binary again as a worker of `kind` on `dir`, its stdout piped.
fn spawn_worker(kind: &str, dir: &Path, id: usize) -> std::process::Child {
    std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "settings::saving::worker_process_for_other_tests", "--nocapture", "--test-threads=1"])
        .env(WORKER_ENV, format!("{kind} {} {id}", dir.display()))
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the test binary starts again")
}

/// Does nothing in a normal run. Started by a test with [`WORKER_ENV`] set, it
/// is another game instance: `records` saves records, `signal` waits for a
/// termination signal with a change pending.
#[test]
fn worker_process_for_other_tests() {
    let Ok(job) = std::env::var(WORKER_ENV) else { return };
    let parts: Vec<&str> = job.split(' ').collect();
    let (kind, dir, id) = (parts[0], Path::new(parts[1]), parts[2].parse::<usize>().unwrap());
    match kind {
        "records" => save_records_as_instance(dir, id),
        "signal" => wait_for_signal_with_a_change_pending(dir),
        _ => panic!("unknown worker {kind}"),
    }
}

/// Records each instance saves in the two-process test.
const RECORDS_PER_INSTANCE: usize = 40;

/// One instance: loads once at launch, then wins [`RECORDS_PER_INSTANCE`]
/// mazes of its own, saving after each, and improves a shared one each time.
fn save_records_as_instance(dir: &Path, id: usize) {
    let file = SettingsFile::in_dir(dir);
    let loaded = file.load();
    let settings = Settings { music: id == 0, ..loaded.settings };
    let mut records = loaded.records;
    // Both start together, so their saves interleave.
    while !dir.join("go").exists() {
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let started = std::time::Instant::now();
    for k in 0..RECORDS_PER_INSTANCE {
        records.maze.insert(format!("instance-{id}-maze-{k}"), record(Some(k as f32 + 1.0), Some(0.5)));
        // Instance 0 gets ever faster on the shared maze, instance 1 ever more efficient.
        let (time, efficiency) = if id == 0 { (100.0 - k as f32, 0.1) } else { (500.0, 0.1 + k as f32 / 100.0) };
        records.daily.entry("shared".into()).or_default().submit(time, efficiency);
        records = file.save(&settings, &records).expect("saved");
    }
    println!("instance {id}: {RECORDS_PER_INSTANCE} saves in {:.1?}", started.elapsed());
}

/// Two game instances in two processes save records into one file at the
/// same time; every record of both is in the file at the end, and the
/// record both improved holds the better of each field.
#[test]
fn two_processes_saving_at_once_lose_no_record() {
    let dir = scratch("two-processes");
    std::fs::create_dir_all(&dir).unwrap();
    let workers: Vec<_> = (0..2).map(|id| spawn_worker("records", &dir, id)).collect();
    std::fs::write(dir.join("go"), "").unwrap();
    for worker in workers {
        let out = worker.wait_with_output().unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{said}");
        // (After libtest's "test … " on the same line.)
        eprintln!("{}", said.lines().find_map(|l| l.find("instance").map(|at| &l[at..])).unwrap_or_default());
    }
    let loaded = SettingsFile::in_dir(&dir).load();
    assert_eq!(loaded.notice, None);
    let maze = &loaded.records.maze;
    for id in 0..2 {
        for k in 0..RECORDS_PER_INSTANCE {
            let key = format!("instance-{id}-maze-{k}");
            assert_eq!(maze.get(&key), Some(&record(Some(k as f32 + 1.0), Some(0.5))), "{key} kept");
        }
    }
    assert_eq!(maze.len(), 2 * RECORDS_PER_INSTANCE);
    let last = RECORDS_PER_INSTANCE as f32 - 1.0;
    assert_eq!(loaded.records.daily["shared"], record(Some(100.0 - last), Some(0.1 + last / 100.0)));
    assert_eq!(leftovers(&dir), Vec::<String>::new());
}

/// A headless game whose settings file is in `dir`: changes the music
/// setting (which waits to be saved, and with the clock stopped would wait
/// forever), says "ready", and runs until asked to exit.
fn wait_for_signal_with_a_change_pending(dir: &Path) {
    use bevy::prelude::*;
    use bevy::time::TimeUpdateStrategy;
    use panda_maze::game::settings::SettingsStore;
    use panda_maze::game::settings::quit::listen_for_termination;
    use panda_maze::game::{GameOptions, GamePlugin};

    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::app::TerminalCtrlCHandlerPlugin))
        .insert_resource(SettingsStore::new(Some(SettingsFile::in_dir(dir))))
        .add_plugins(GamePlugin { options: GameOptions { seed: Some(1), ..GameOptions::default() } })
        .insert_resource(TimeUpdateStrategy::ManualDuration(std::time::Duration::ZERO));
    listen_for_termination();
    app.update();
    app.world_mut().resource_mut::<Settings>().music = false;
    app.update();
    assert!(app.world().resource::<SettingsStore>().is_pending());
    assert!(!dir.join(SETTINGS_FILE).exists(), "not saved yet");
    println!("ready");
    let exit = loop {
        app.update();
        if let Some(exit) = app.should_exit() {
            break exit;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    };
    println!("exit {exit:?}");
}

/// SIGTERM (as at logout) and SIGINT (Ctrl+C) to a running game with a change
/// not yet saved: the game saves it and exits by itself.
#[cfg(unix)]
#[test]
fn a_termination_signal_saves_the_pending_change_before_exiting() {
    use std::io::{BufRead, BufReader, Read};

    for (signal, code) in [(libc::SIGTERM, 143), (libc::SIGINT, 130)] {
        let dir = scratch("signal");
        std::fs::create_dir_all(&dir).unwrap();
        let mut worker = spawn_worker("signal", &dir, 0);
        let mut out = BufReader::new(worker.stdout.take().unwrap());
        let mut line = String::new();
        while !line.contains("ready") {
            line.clear();
            assert!(out.read_line(&mut line).unwrap() > 0, "the worker stopped before it was ready");
        }
        let sent = std::time::Instant::now();
        // SAFETY: sending a signal to our own child process.
        assert_eq!(unsafe { libc::kill(worker.id() as libc::pid_t, signal) }, 0);
        let status = worker.wait().unwrap();
        let mut rest = String::new();
        out.read_to_string(&mut rest).unwrap();
        assert!(status.success(), "signal {signal}: the worker exits normally, not killed: {status:?} {rest}");
        assert!(rest.contains(&format!("exit Error({code})")), "signal {signal}: {rest}");
        assert!(sent.elapsed() < std::time::Duration::from_secs(10));
        let saved = SettingsFile::in_dir(&dir).load();
        assert!(!saved.settings.music, "signal {signal}: the pending change was saved");
    }
}

/// The real game in Xvfb (as the visual test runs it), in Chinese, with
/// `PANDA_MAZE_CJK_FONT` naming a file that is not a font and a settings
/// file with one bad field: it starts instead of aborting inside egui, says
/// the font cannot be used, and on SIGTERM saves and exits by itself.
#[cfg(unix)]
#[test]
fn the_real_game_refuses_a_garbage_font_and_saves_on_sigterm() {
    let dir = scratch("real-game");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(SETTINGS_FILE), file_with("theme", "\"purple\"")).unwrap();
    let font = dir.join("garbage.ttc");
    std::fs::write(&font, "this is not a font").unwrap();
    let env = [(panda_maze::game::ui::fonts::CJK_FONT_ENV, font.as_os_str())];
    let Some(mut game) = super::real_game::RealGame::start(&dir, &env) else { return };
    game.wait_for(&["first frame after", "cannot be used"]);
    let (status, log) = game.terminate();
    assert!(!log.contains("panicked"), "{log}");
    assert!(log.contains("asked to terminate"), "the game heard SIGTERM: {log}");
    // Saved and quit with the status a shell gives SIGTERM.
    assert_eq!(status, Some(143), "{log}");
    assert!(log.contains("asked to terminate; the settings were saved"), "{log}");
    let saved = SettingsFile::in_dir(&dir).load();
    assert_eq!(saved.notice, None, "the file was written again without the bad field");
    let has_cjk = panda_maze::game::ui::fonts::CJK_FONT_PATHS.iter().any(|p| Path::new(p).is_file());
    let language = if has_cjk { expected_settings().language } else { Settings::default().language };
    // The window was fitted to the screen and its placement kept as well.
    assert!(saved.settings.window.is_some_and(|w| w.width <= 1280.0 && w.height <= 1024.0), "{:?}", saved.settings);
    // The difficulty is the one asked for at launch (`--difficulty easy`), the one played last now.
    let difficulty = panda_maze::game::Difficulty::Easy;
    let window = saved.settings.window;
    let expected = Settings { theme: Theme::Bamboo, language, window, difficulty, ..expected_settings() };
    assert_eq!(saved.settings, expected);
    assert_eq!(saved.records.maze["kruskal-49x55-2kq9x"], record(Some(40.0), Some(0.5)));
    assert!(dir.join(format!("{SETTINGS_FILE}.bad")).is_file());
}
