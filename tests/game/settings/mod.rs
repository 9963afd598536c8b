//! The settings file: round trips, a corrupt file moved aside and a file
//! with bad fields copied aside (never overwritten unseen), an unreadable
//! file left alone, colours and themes, a file of the first version. Saving
//! (unknown fields, symlinks, two processes, signals) is in [`saving`].

mod fuzz;
mod real_game;
mod saving;
mod soon;
mod special_files;
mod special_game;

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use panda_maze::game::Difficulty;
use panda_maze::game::settings::{Record, Records, Rgb, SETTINGS_FILE, Settings, SettingsFile, Theme};
use panda_maze::game::ui::i18n::Language;

/// A fresh, empty directory of this test run's own.
pub(crate) fn scratch(name: &str) -> PathBuf {
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
    file.save(&changed(), &Records::default()).expect("the directory is created and the file written");
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
    file.save(&changed(), &Records::default()).unwrap();
    assert_eq!(file.load().settings, changed());
}

#[test]
fn anything_but_a_json_object_counts_as_corrupt() {
    for text in ["[]", "42", "\"settings\"", "{\"music\": 1e400"] {
        let dir = scratch("not-an-object");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(SETTINGS_FILE), text).unwrap();
        let loaded = SettingsFile::in_dir(&dir).load();
        assert_eq!(loaded.settings, Settings::default(), "{text}");
        assert!(loaded.notice.is_some() && loaded.writable, "{text}");
        assert_eq!(std::fs::read_to_string(dir.join(format!("{SETTINGS_FILE}.bad"))).unwrap(), text);
    }
}

/// A file with every preference away from its default and two records, in
/// which `bad` replaces one field (`key`) with something that does not parse.
pub(crate) fn file_with(key: &str, bad: &str) -> String {
    let mut fields = vec![
        ("theme", "\"night\"".to_owned()),
        ("wall", "\"#0c2238\"".to_owned()),
        ("music", "false".to_owned()),
        ("music_volume", "0.25".to_owned()),
        ("language", "\"zh-Hans\"".to_owned()),
        ("difficulty", "\"hard\"".to_owned()),
        (
            "records",
            r#"{"maze": {"kruskal-49x55-2kq9x": {"best_time_secs": 40.0, "best_efficiency": 0.5}},
                "daily": {"2026-11-29": {"best_time_secs": 33.5, "best_efficiency": 1.0}}}"#
                .to_owned(),
        ),
    ];
    match fields.iter_mut().find(|(k, _)| *k == key) {
        Some(field) => field.1 = bad.to_owned(),
        None => fields.push((key, bad.to_owned())),
    }
    let body: Vec<String> = fields.iter().map(|(k, v)| format!("  \"{k}\": {v}")).collect();
    format!("{{\n{}\n}}\n", body.join(",\n"))
}

/// What [`file_with`] holds when nothing in it is bad.
fn expected_settings() -> Settings {
    Settings {
        theme: Theme::Night,
        wall: Some(Rgb([12, 34, 56])),
        music: false,
        music_volume: 0.25,
        language: Language::Chinese,
        difficulty: Difficulty::Hard,
        ..Settings::default()
    }
}

fn record(time: Option<f32>, efficiency: Option<f32>) -> Record {
    Record { best_time_secs: time, best_efficiency: efficiency }
}

#[test]
fn one_bad_field_takes_its_default_and_everything_else_is_kept() {
    let cases: [(&str, &str, fn(&mut Settings)); 6] = [
        ("music", "\"no\"", |s| s.music = true),
        ("theme", "\"purple\"", |s| s.theme = Theme::Bamboo),
        ("music_volume", "\"loud\"", |s| s.music_volume = Settings::default().music_volume),
        ("wall", "\"#12345\"", |s| s.wall = None),
        ("language", "\"klingon\"", |s| s.language = Language::English),
        ("reduced_motion", "[1, 2]", |_| {}),
    ];
    for (key, bad, reset) in cases {
        let dir = scratch("one-bad-field");
        std::fs::create_dir_all(&dir).unwrap();
        let text = file_with(key, bad);
        std::fs::write(dir.join(SETTINGS_FILE), &text).unwrap();
        let loaded = SettingsFile::in_dir(&dir).load();
        let mut expected = expected_settings();
        reset(&mut expected);
        assert_eq!(loaded.settings, expected, "{key}: every other field is kept");
        assert_eq!(loaded.records.maze["kruskal-49x55-2kq9x"], record(Some(40.0), Some(0.5)), "{key}");
        assert_eq!(loaded.records.daily.len(), 1, "{key}");
        let notice = loaded.notice.expect("the player is told");
        assert!(notice.contains(key), "{key}: the notice names the field: {notice}");
        assert!(loaded.writable && loaded.repaired, "{key}");
        // The file as it was is kept aside, byte for byte; the file itself stays until the next save.
        assert_eq!(std::fs::read_to_string(dir.join(format!("{SETTINGS_FILE}.bad"))).unwrap(), text, "{key}");
        assert_eq!(std::fs::read_to_string(dir.join(SETTINGS_FILE)).unwrap(), text, "{key}");
        // The next save writes the field's default and keeps the rest; the next load is quiet.
        let file = SettingsFile::in_dir(&dir);
        file.save(&loaded.settings, &loaded.records).unwrap();
        let again = file.load();
        assert_eq!((again.settings, again.records, again.notice), (expected, loaded.records, None), "{key}");
    }
}

#[test]
fn a_bad_record_loses_only_the_bad_field() {
    let dir = scratch("bad-record");
    std::fs::create_dir_all(&dir).unwrap();
    let records = r#"{
        "difficulty": {"easy": {"best_time_secs": "fast", "best_efficiency": 0.75}, "hard": 7},
        "maze": {"kruskal-49x55-2kq9x": {"best_time_secs": 40.0, "best_efficiency": 0.5},
                 "sidewinder-31x31-9": {"best_time_secs": -3.0, "best_efficiency": 1.5}},
        "daily": "yesterday"
    }"#;
    std::fs::write(dir.join(SETTINGS_FILE), file_with("records", records)).unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    assert_eq!(loaded.settings, expected_settings(), "the preferences are untouched");
    let r = &loaded.records;
    assert_eq!(r.difficulty.get("easy"), Some(&record(None, Some(0.75))), "a string time goes, its efficiency stays");
    assert_eq!(r.difficulty.get("hard"), None, "a record that is not an object goes");
    assert_eq!(r.maze["kruskal-49x55-2kq9x"], record(Some(40.0), Some(0.5)));
    assert_eq!(r.maze["sidewinder-31x31-9"], record(None, Some(1.0)), "a negative time goes, 150% becomes 100%");
    assert!(r.daily.is_empty());
    let notice = loaded.notice.unwrap();
    for field in [
        "records.difficulty.easy.best_time_secs",
        "records.difficulty.hard",
        "records.maze.sidewinder-31x31-9.best_time_secs",
        "records.daily",
    ] {
        assert!(notice.contains(field), "{field} in {notice}");
    }
}

#[test]
fn huge_numbers_are_brought_into_range_and_a_byte_order_mark_is_fine() {
    let dir = scratch("huge-and-bom");
    std::fs::create_dir_all(&dir).unwrap();
    let records =
        r#"{"maze": {"a": {"best_time_secs": 1e400, "best_efficiency": 1e400}, "b": {"best_time_secs": 12.5}}}"#;
    let text = file_with("records", records).replace("\"music_volume\": 0.25", "\"music_volume\": 1e400");
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(text.replace("\"theme\": \"night\"", "\"animation_speed\": -1e999").as_bytes());
    std::fs::write(dir.join(SETTINGS_FILE), &bytes).unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    let s = &loaded.settings;
    assert_eq!(s.music_volume, 1.0, "1e400 is as loud as it goes");
    assert_eq!(s.animation_speed, 0.25, "-1e999 is as slow as it goes");
    assert_eq!((s.language, s.difficulty), (Language::Chinese, Difficulty::Hard), "the rest is read");
    assert_eq!(loaded.records.maze["a"], record(None, Some(1.0)), "an endless time is no record");
    assert_eq!(loaded.records.maze["b"], record(Some(12.5), None));
    assert!(loaded.notice.as_deref().is_some_and(|n| n.contains("records.maze.a.best_time_secs")));

    // A byte-order mark alone is no error at all.
    let dir = scratch("bom");
    std::fs::create_dir_all(&dir).unwrap();
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(file_with("effects", "true").as_bytes());
    std::fs::write(dir.join(SETTINGS_FILE), &bytes).unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    assert_eq!((loaded.settings, loaded.notice), (expected_settings(), None));
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
    // Unknown fields are not an error; the one number out of range is brought in and said (issue 57).
    let notice = loaded.notice.expect("music_volume is named");
    assert!(notice.contains("music_volume (out of range)"), "{notice}");
    assert!(!["gamepad", "version", "records", "theme", "wall"].iter().any(|f| notice.contains(f)), "{notice}");
    assert_eq!(loaded.records, Records::default(), "an unknown kind of record is not one of ours");
    let s = loaded.settings;
    assert_eq!(s.theme, Theme::HighContrast);
    assert_eq!(s.wall, Some(Rgb([255, 0, 0])));
    assert_eq!(s.music_volume, 1.0, "out-of-range numbers are brought into range");
    assert_eq!(s.effects_volume, Settings::default().effects_volume, "missing fields take defaults");
    assert_eq!(s.language, Language::English);
}

/// A file that exists but cannot be read is not corrupt: it stays where it
/// is, untouched, and nothing is saved over it this time.
#[cfg(unix)]
#[test]
fn an_unreadable_file_is_left_alone_and_nothing_is_saved() {
    use std::os::unix::fs::PermissionsExt;

    // A directory where the file should be cannot be read as a file (by anyone, root included).
    let dir = scratch("unreadable-dir");
    std::fs::create_dir_all(dir.join(SETTINGS_FILE).join("inside")).unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    assert_eq!(loaded.settings, Settings::default());
    assert!(!loaded.writable, "nothing is written over a file that could not be read");
    let notice = loaded.notice.expect("the player is told why");
    assert!(notice.contains("could not be read") && notice.contains("will not save"), "{notice}");
    assert!(dir.join(SETTINGS_FILE).join("inside").is_dir(), "left where it was");
    assert!(!dir.join(format!("{SETTINGS_FILE}.bad")).exists(), "not moved aside");
    // Nor does a save go ahead over it.
    assert!(SettingsFile::in_dir(&dir).save(&Settings::default(), &Records::default()).is_err());

    // A file without read permission (root reads it anyway, so that half needs an ordinary user).
    let dir = scratch("unreadable-mode");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(SETTINGS_FILE);
    let text = file_with("effects", "false");
    std::fs::write(&path, &text).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).unwrap();
    if std::fs::read(&path).is_ok() {
        eprintln!("running as root (permissions are not enforced): the permission-denied half is skipped");
        return;
    }
    let loaded = SettingsFile::in_dir(&dir).load();
    assert!(!loaded.writable && loaded.notice.is_some_and(|n| n.contains("denied")));
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "untouched");
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
    use panda_maze::game::settings::GameMode;

    let dir = scratch("fixture-v1");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(SETTINGS_FILE), include_str!("../fixtures/settings-v1.json")).unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    assert_eq!(loaded.notice, None);
    let (s, records) = (loaded.settings, loaded.records);
    assert_eq!((s.theme, s.wall, s.floor), (Theme::Night, Some(Rgb([12, 34, 56])), Some(Rgb([200, 190, 180]))));
    assert_eq!((s.music, s.music_volume, s.effects, s.effects_volume), (false, 0.3, false, 0.2));
    assert_eq!((s.animation_speed, s.reduced_motion), (2.0, true));
    assert_eq!((s.language, s.difficulty, s.mode), (Language::Chinese, Difficulty::Hard, GameMode::Fog));
    let record = |t: f32, e: Option<f32>| Record { best_time_secs: Some(t), best_efficiency: e };
    let difficulty: Vec<_> = records.difficulty.iter().map(|(k, r)| (k.as_str(), *r)).collect();
    assert_eq!(difficulty, [("easy", record(12.5, Some(0.75))), ("hard:fog", record(301.25, Some(0.5)))]);
    assert_eq!(records.maze.get("kruskal-49x55-2kq9x"), Some(&record(40.0, Some(1.0))));
    assert_eq!(records.daily.get("2026-11-29"), Some(&record(33.5, None)));
    assert_eq!((records.maze.len(), records.daily.len()), (1, 1));
}

#[test]
fn a_text_size_out_of_range_is_brought_into_it_and_one_that_is_not_a_number_is_named() {
    for (written, read) in [("9", 2.0), ("0.2", 1.0), ("-1e999", 1.0), ("1e400", 2.0), ("1.5", 1.5), ("1.3", 1.3)] {
        let dir = scratch("text-size");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(SETTINGS_FILE), format!("{{\"text_size\": {written}, \"music\": false}}")).unwrap();
        let loaded = SettingsFile::in_dir(&dir).load();
        assert_eq!(loaded.settings.text_size, read, "{written} reads as {read}");
        assert!(!loaded.settings.music, "the rest is read");
        // In range it is read quietly; out of range it is brought in and said (issue 57: 0 and 1e308 were not).
        let in_range = written.parse::<f32>().is_ok_and(|v| v == read);
        match loaded.notice {
            None => assert!(in_range, "{written} was changed to {read} without a word"),
            Some(notice) => assert!(!in_range && notice.contains("text_size"), "{written}: {notice}"),
        }
    }
    let dir = scratch("text-size-word");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(SETTINGS_FILE), "{\"text_size\": \"huge\", \"music\": false}").unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    assert_eq!((loaded.settings.text_size, loaded.settings.music), (1.0, false));
    assert!(loaded.notice.is_some_and(|n| n.contains("text_size")), "the player is told which field was reset");
}
