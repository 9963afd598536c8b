//! The settings file: round trips, a corrupt or unreadable file moved aside
//! (never overwritten), unknown and missing fields, a missing directory.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use panda_maze::game::Difficulty;
use panda_maze::game::settings::{Rgb, SETTINGS_FILE, Settings, SettingsFile, Theme};
use panda_maze::game::ui::i18n::Language;

/// A fresh, empty directory of this test run's own.
fn scratch(name: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("settings-{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn changed() -> Settings {
    Settings {
        theme: Theme::Night,
        wall: Some(Rgb([1, 2, 3])),
        floor: None,
        music: false,
        music_volume: 0.3,
        effects_volume: 0.9,
        animation_speed: 2.0,
        reduced_motion: true,
        language: Language::Chinese,
        difficulty: Difficulty::Hard,
        ..Settings::default()
    }
}

#[test]
fn settings_round_trip_through_the_file_and_a_missing_directory_is_created() {
    let dir = scratch("round-trip").join("deeper").join("still");
    let file = SettingsFile::in_dir(&dir);
    let first = file.load();
    assert_eq!(first.settings, Settings::default(), "no file yet: defaults");
    assert_eq!(first.notice, None);
    file.save(&changed()).expect("the directory is created and the file written");
    assert!(dir.join(SETTINGS_FILE).is_file());
    let again = file.load();
    assert_eq!(again.settings, changed());
    assert_eq!(again.notice, None);
    // Human-readable: colours as hex, names as words.
    let text = std::fs::read_to_string(dir.join(SETTINGS_FILE)).unwrap();
    assert!(text.contains("\"#010203\"") && text.contains("\"night\"") && text.contains("\"hard\""), "{text}");
}

#[test]
fn a_corrupt_file_is_moved_aside_and_defaults_are_used() {
    let dir = scratch("corrupt");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(SETTINGS_FILE);
    let garbage = "{ \"theme\": \"night\", \"music\": tru";
    std::fs::write(&path, garbage).unwrap();
    let file = SettingsFile::in_dir(&dir);
    let loaded = file.load();
    assert_eq!(loaded.settings, Settings::default());
    assert!(loaded.writable);
    let notice = loaded.notice.expect("the player is told");
    let aside = dir.join(format!("{SETTINGS_FILE}.bad"));
    assert!(notice.contains(&aside.display().to_string()), "the notice says where the file went: {notice}");
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), garbage, "the bad file is kept, byte for byte");
    assert!(!path.exists());
    // A second bad file does not overwrite the first one kept aside.
    std::fs::write(&path, "not json at all").unwrap();
    let second = file.load();
    assert!(second.notice.is_some());
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), garbage);
    assert_eq!(std::fs::read_to_string(dir.join(format!("{SETTINGS_FILE}.bad-2"))).unwrap(), "not json at all");
    // Saving afterwards writes a fresh, valid file.
    file.save(&changed()).unwrap();
    assert_eq!(file.load().settings, changed());
}

#[test]
fn wrong_types_and_bad_colours_count_as_corrupt() {
    for text in [r#"{"music_volume": "loud"}"#, r##"{"wall": "#12345"}"##, r#"{"language": "klingon"}"#, "[]"] {
        let dir = scratch("types");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(SETTINGS_FILE), text).unwrap();
        let loaded = SettingsFile::in_dir(&dir).load();
        assert_eq!(loaded.settings, Settings::default(), "{text}");
        assert!(loaded.notice.is_some(), "{text}");
        assert!(dir.join(format!("{SETTINGS_FILE}.bad")).is_file(), "{text}");
    }
}

#[test]
fn a_newer_file_with_unknown_fields_still_loads_and_missing_fields_take_defaults() {
    let dir = scratch("newer");
    std::fs::create_dir_all(&dir).unwrap();
    let text = r##"{
        "version": 7,
        "theme": "high-contrast",
        "wall": "#ff0000",
        "records": {"easy": 12.5},
        "gamepad": {"deadzone": 0.2},
        "music_volume": 4.5
    }"##;
    std::fs::write(dir.join(SETTINGS_FILE), text).unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    assert_eq!(loaded.notice, None, "unknown fields are not an error");
    let s = loaded.settings;
    assert_eq!(s.theme, Theme::HighContrast);
    assert_eq!(s.wall, Some(Rgb([255, 0, 0])));
    assert_eq!(s.music_volume, 1.0, "out-of-range numbers are brought into range");
    assert_eq!(s.effects_volume, Settings::default().effects_volume, "missing fields take defaults");
    assert_eq!(s.language, Language::English);
}

#[cfg(unix)]
#[test]
fn an_unreadable_file_is_moved_aside_too() {
    let dir = scratch("unreadable");
    // A directory where the file should be cannot be read as a file.
    std::fs::create_dir_all(dir.join(SETTINGS_FILE)).unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    assert_eq!(loaded.settings, Settings::default());
    assert!(loaded.notice.is_some());
    assert!(dir.join(format!("{SETTINGS_FILE}.bad")).is_dir(), "moved aside, not deleted");
}

#[test]
fn colours_parse_from_hex_and_reject_nonsense() {
    assert_eq!(Rgb::parse("#2e6e40"), Ok(Rgb([46, 110, 64])));
    assert_eq!(Rgb::parse("2E6E40"), Ok(Rgb([46, 110, 64])));
    assert_eq!(Rgb([46, 110, 64]).hex(), "#2e6e40");
    for bad in ["", "#12345", "#1234567", "#gggggg", "#ééé"] {
        assert!(Rgb::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn theme_switch_replaces_chosen_colours_and_reset_returns_to_the_theme() {
    let mut s = Settings { wall: Some(Rgb([9, 9, 9])), floor: Some(Rgb([8, 8, 8])), ..Settings::default() };
    assert_eq!(s.wall(), Rgb([9, 9, 9]));
    s.reset_colours();
    assert_eq!(s.wall(), Theme::Bamboo.look().wall);
    s.wall = Some(Rgb([9, 9, 9]));
    s.set_theme(Theme::HighContrast);
    assert_eq!((s.wall(), s.floor()), (Rgb([0, 0, 0]), Rgb([255, 255, 255])));
    // The colour-blind theme tells the route from footprints by shape as well as colour.
    let look = Theme::HighContrast.look();
    assert_ne!(look.route_shape, Theme::Bamboo.look().route_shape);
    assert_ne!(look.route, look.footprint);
}

/// A file written by the version before the game was reshaped into folders
/// (commit 676cac3, every field away from its default, records of each kind)
/// loads with every preference and record kept.
#[test]
fn a_file_written_by_the_first_version_loads_with_everything_kept() {
    use panda_maze::game::settings::{GameMode, Record};

    let dir = scratch("fixture-v1");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(SETTINGS_FILE), include_str!("fixtures/settings-v1.json")).unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    assert_eq!(loaded.notice, None);
    let s = loaded.settings;
    assert_eq!((s.theme, s.wall, s.floor), (Theme::Night, Some(Rgb([12, 34, 56])), Some(Rgb([200, 190, 180]))));
    assert_eq!((s.music, s.music_volume, s.effects, s.effects_volume), (false, 0.3, false, 0.2));
    assert_eq!((s.animation_speed, s.reduced_motion), (2.0, true));
    assert_eq!((s.language, s.difficulty, s.mode), (Language::Chinese, Difficulty::Hard, GameMode::Fog));
    let record = |t: f32, e: Option<f32>| Record { best_time_secs: Some(t), best_efficiency: e };
    let difficulty: Vec<_> = s.records.difficulty.iter().map(|(k, r)| (k.as_str(), *r)).collect();
    assert_eq!(difficulty, [("easy", record(12.5, Some(0.75))), ("hard:fog", record(301.25, Some(0.5)))]);
    assert_eq!(s.records.maze.get("kruskal-49x55-2kq9x"), Some(&record(40.0, Some(1.0))));
    assert_eq!(s.records.daily.get("2026-11-29"), Some(&record(33.5, None)));
    assert_eq!((s.records.maze.len(), s.records.daily.len()), (1, 1));
}
