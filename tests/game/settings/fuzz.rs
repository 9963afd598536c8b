//! Generated bad values in every field of the settings file (preferences,
//! records, ghosts), found by walking the file the game writes rather than
//! by a hand list: each bad value takes its default (or the nearest allowed
//! value) and the notice names its field; every other field is kept; a key
//! written twice refuses the file whole with the file kept aside byte for
//! byte; a missing field takes its default; and a game started on what was
//! read runs and keeps a record.

use panda_maze::game::settings::ghost::{Ghost, side_of};
use std::path::PathBuf;

use panda_maze::game::settings::{
    Loaded, Record, Records, Rgb, SETTINGS_FILE, Settings, SettingsFile, WindowPlacement,
};
use panda_maze::maze::Dir;
use serde_json::{Map, Value};

use super::scratch;

/// Values that are bad somewhere (and fine elsewhere), as written in the
/// file: not numbers in JSON, numbers out of every range, the wrong types.
pub(crate) const BAD_VALUES: [&str; 24] = [
    "NaN",
    "Infinity",
    "-Infinity",
    "1e400",
    "-1e400",
    "1e308",
    "-1e308",
    "3.4e38",
    "-1",
    "0",
    "-0.0",
    "1e-45",
    "4294967296",
    "18446744073709551616",
    "-9223372036854775809",
    "\"text\"",
    "\"\"",
    "\"g1:\"",
    "true",
    "null",
    "[]",
    "{}",
    "[1, 2]",
    "{\"a\": 1}",
];

/// What the file holds before anything is spoiled: every optional field set,
/// a record of each kind with both numbers, and a ghost.
pub(crate) fn base_document() -> Value {
    let settings = Settings {
        wall: Some(Rgb([1, 2, 3])),
        floor: Some(Rgb([200, 210, 220])),
        window: Some(WindowPlacement { width: 900.0, height: 700.0, x: 10, y: 20 }),
        mask_file: Some("shape.png".to_owned()),
        music_volume: 0.25,
        text_size: 1.5,
        ..Settings::default()
    };
    let record = Record { best_time_secs: Some(40.0), best_efficiency: Some(0.5) };
    let mut records = Records::default();
    records.difficulty.insert("easy".into(), record);
    records.maze.insert("kruskal-49x55-2kq9x".into(), record);
    records.daily.insert("2026-11-29".into(), record);
    records.duo.insert("race:kruskal-49x55-2kq9x".into(), record);
    let ghost = Ghost { steps: vec![(side_of(Dir::Right), 10), (side_of(Dir::Down), 25)] };
    records.ghosts.insert("kruskal-49x55-2kq9x".into(), ghost.encode());
    let mut doc = serde_json::to_value(settings).unwrap();
    doc["records"] = serde_json::to_value(records).unwrap();
    doc
}

/// Every member of every object in `value`, as key paths (objects themselves too).
pub(crate) fn paths(value: &Value, at: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    if let Value::Object(fields) = value {
        for (key, field) in fields {
            at.push(key.clone());
            out.push(at.clone());
            paths(field, at, out);
            at.pop();
        }
    }
}

fn get<'a>(value: &'a Value, path: &[String]) -> Option<&'a Value> {
    path.iter().try_fold(value, |v, key| v.get(key))
}

fn parent<'a>(value: &'a mut Value, path: &[String]) -> &'a mut Map<String, Value> {
    let object = path[..path.len() - 1].iter().fold(value, |v, key| &mut v[key]);
    object.as_object_mut().unwrap()
}

/// A marker put where the bad text goes, then replaced in the written text.
const MARK: &str = "\u{0}bad\u{0}";

/// The file's text with the member at `path` written as `raw` (any text, JSON or not).
pub(crate) fn text_with(doc: &Value, path: &[String], raw: &str) -> String {
    let mut doc = doc.clone();
    parent(&mut doc, path).insert(path.last().unwrap().clone(), Value::String(MARK.into()));
    serde_json::to_string(&doc).unwrap().replace(&serde_json::to_string(MARK).unwrap(), raw)
}

/// The file's text with the member at `path` written twice.
fn text_twice(doc: &Value, path: &[String]) -> String {
    let original = get(doc, path).unwrap().to_string();
    let key = serde_json::to_string(path.last().unwrap()).unwrap();
    let text = text_with(doc, path, &original);
    let member = format!("{key}:{original}");
    assert!(text.contains(&member), "{member} in {text}");
    text.replacen(&member, &format!("{member},{member}"), 1)
}

/// Whether `read` holds what `written` says as the game reads it: numbers
/// to a float's precision, and an object's fields where `written` has them
/// (a field it leaves out is missing, and takes its default).
fn same(read: &Value, written: &Value) -> bool {
    match (read, written) {
        (Value::Number(x), Value::Number(y)) => {
            let (x, y) = (x.as_f64().unwrap(), y.as_f64().unwrap());
            // Settings and records are 32-bit floats: the nearest one is what is kept.
            x as f32 == y as f32 || ((x - y) / x.abs().max(y.abs())).abs() < 1e-6
        }
        (Value::Object(x), Value::Object(y)) => y.iter().all(|(k, w)| x.get(k).is_some_and(|r| same(r, w))),
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(r, w)| same(r, w)),
        _ => read == written,
    }
}

/// Writes `text` as the settings file, reads it as the game does at launch,
/// and saves what was read as the game does next: what it read, and the
/// file it writes back.
fn load_and_save(text: &str) -> (Loaded, Value, PathBuf) {
    let dir = scratch("fuzz");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(SETTINGS_FILE), text).unwrap();
    let file = SettingsFile::in_dir(&dir);
    let loaded = file.load();
    assert!(loaded.writable, "{text}");
    file.save(&loaded.settings, &loaded.records).unwrap();
    let back = serde_json::from_str(&std::fs::read_to_string(dir.join(SETTINGS_FILE)).unwrap()).unwrap();
    (loaded, back, dir)
}

/// Every field outside `spoiled` (a field's owner) is written back as `doc` has it.
fn others_kept(doc: &Value, back: &Value, spoiled: &[String], case: &str) {
    let mut all = Vec::new();
    paths(doc, &mut Vec::new(), &mut all);
    for other in all.iter().filter(|o| !o.starts_with(spoiled) && !spoiled.starts_with(o)) {
        let (b, w) = (get(back, other), get(doc, other));
        assert!(b.zip(w).is_some_and(|(b, w)| same(b, w)), "{case}: {} became {b:?}", other.join("."));
    }
}

fn owner_path(path: &[String]) -> &[String] {
    let n = if path[0] == "records" { 3 } else { 1 };
    &path[..n.min(path.len())]
}

#[test]
fn every_bad_value_in_every_field_takes_its_default_and_is_named() {
    let doc = base_document();
    let mut all = Vec::new();
    paths(&doc, &mut Vec::new(), &mut all);
    assert!(all.len() > 40, "the walk finds the file's fields: {}", all.len());
    let mut cases = 0;
    for path in &all {
        for raw in BAD_VALUES {
            let text = text_with(&doc, path, raw);
            let case = format!("{} = {raw}", path.join("."));
            cases += 1;
            let (loaded, back, dir) = load_and_save(&text);
            let bad = std::fs::read_to_string(dir.join(format!("{SETTINGS_FILE}.bad"))).ok();
            // A number too large for a float is read as the largest one (then brought into range).
            let tamed = match raw {
                "1e400" => "1.7976931348623157e308",
                "-1e400" => "-1.7976931348623157e308",
                raw => raw,
            };
            let Ok(written) = serde_json::from_str::<Value>(&text_with(&doc, path, tamed)) else {
                // Not JSON at all: the file is kept aside whole and the game starts on defaults.
                let notice = loaded.notice.expect(&case);
                assert!(notice.contains(".bad"), "{case}: {notice}");
                assert_eq!(bad.as_deref(), Some(text.as_str()), "{case}");
                assert_eq!(loaded.settings, Settings::default(), "{case}");
                continue;
            };
            // The format's version is the game's own to write (a newer file's is written back as this one's).
            let kept_as_written =
                path[0] == "version" || get(&back, path).zip(get(&written, path)).is_some_and(|(b, w)| same(b, w));
            if !kept_as_written {
                let notice = loaded.notice.clone().unwrap_or_else(|| panic!("{case}: changed without a word"));
                let named = owner_path(path).join(".");
                assert!(notice.contains(&named), "{case}: the notice names {named}: {notice}");
                assert_eq!(bad.as_deref(), Some(text.as_str()), "{case}: the file as it was is kept aside");
            }
            others_kept(&doc, &back, owner_path(path), &case);
        }
    }
    eprintln!("{cases} bad values read");
}

#[test]
fn a_missing_field_takes_its_default_quietly_and_a_field_written_twice_refuses_the_file() {
    let doc = base_document();
    let mut all = Vec::new();
    paths(&doc, &mut Vec::new(), &mut all);
    let defaults = serde_json::to_value(Settings::default()).unwrap();
    for path in &all {
        let case = path.join(".");
        let mut missing = doc.clone();
        parent(&mut missing, path).remove(path.last().unwrap());
        let (loaded, back, _) = load_and_save(&missing.to_string());
        others_kept(&doc, &back, owner_path(path), &case);
        if path.len() == 1 && path[0] != "records" {
            assert_eq!(get(&back, path), get(&defaults, path), "{case}: its default");
        }
        if owner_path(path).len() == path.len() {
            assert_eq!(loaded.notice, None, "{case}: a missing field is no damage");
        }

        let text = text_twice(&doc, path);
        let dir = scratch("fuzz-twice");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(SETTINGS_FILE), &text).unwrap();
        let loaded = SettingsFile::in_dir(&dir).load();
        let notice = loaded.notice.unwrap_or_else(|| panic!("{case} twice: taken without a word"));
        assert!(notice.contains("twice"), "{case}: {notice}");
        // Nothing is lost: the file as it was is kept aside byte for byte.
        assert_eq!(std::fs::read_to_string(dir.join(format!("{SETTINGS_FILE}.bad"))).unwrap(), text, "{case}");
        assert!(loaded.writable, "{case}");
    }
}

/// The leaves of `value` (members that are not objects), as key paths.
fn leaves(value: &Value) -> Vec<Vec<String>> {
    let mut all = Vec::new();
    paths(value, &mut Vec::new(), &mut all);
    all.retain(|p| !get(value, p).unwrap().is_object());
    all
}

#[test]
fn a_game_started_on_whatever_was_read_runs_and_keeps_its_record_within_a_second() {
    use bevy::prelude::*;
    use bevy::time::TimeUpdateStrategy;
    use panda_maze::game::settings::SettingsStore;
    use panda_maze::game::{Difficulty, GameOptions, GamePlugin};

    let doc = base_document();
    for raw in BAD_VALUES {
        let Ok(bad) = serde_json::from_str::<Value>(raw) else { continue };
        // Every field at once.
        let mut spoiled = doc.clone();
        for path in leaves(&doc) {
            parent(&mut spoiled, &path).insert(path.last().unwrap().clone(), bad.clone());
        }
        let dir = scratch("fuzz-game");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(SETTINGS_FILE), spoiled.to_string()).unwrap();
        let file = SettingsFile::in_dir(&dir);
        let loaded = file.load();
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(loaded.settings.clone())
            .insert_resource(loaded.records.clone())
            .insert_resource(SettingsStore::new(Some(file.clone())))
            .add_plugins(GamePlugin {
                options: GameOptions { difficulty: Difficulty::Easy, seed: Some(5), ..GameOptions::default() },
            });
        app.insert_resource(TimeUpdateStrategy::ManualDuration(crate::support::FRAME));
        app.update();
        crate::support::frames(&mut app, 3);
        crate::support::win_by_route(&mut app);
        // A second of frames: the record is on disk by then.
        crate::support::frames(&mut app, 60);
        let saved = file.load();
        assert_eq!(saved.notice, None, "{raw}: written back clean");
        let won = saved.records.maze.iter().find(|(k, _)| *k != "kruskal-49x55-2kq9x");
        assert!(won.is_some_and(|(_, r)| r.best_time_secs.is_some_and(|t| t > 0.0)), "{raw}: {:?}", saved.records);
    }
}

/// The campaign's progress file (`campaign.json`), walked the same way:
/// each bad value in a level's best or the endless count drops that best
/// (or count) alone and names it, the file as it was kept aside; a key
/// written twice refuses the file, kept aside whole.
#[test]
fn every_bad_value_in_the_campaign_progress_is_dropped_alone_and_named() {
    use panda_maze::game::campaign::store::{PROGRESS_FILE, load_progress, save_progress};

    let doc = serde_json::json!({
        "levels": {"bamboo-grove/1": {"stars": 3, "moves": 40}, "bamboo-grove/2": {"stars": 1, "moves": 77}},
        "endless": 4
    });
    let owner = |path: &[String]| path[..path.len().min(if path[0] == "levels" { 2 } else { 1 })].to_vec();
    let mut all = Vec::new();
    paths(&doc, &mut Vec::new(), &mut all);
    for path in &all {
        let mut texts: Vec<(String, Option<&str>)> =
            BAD_VALUES.iter().map(|&raw| (text_with(&doc, path, raw), Some(raw))).collect();
        texts.push((text_twice(&doc, path), None));
        for (text, raw) in texts {
            let case = format!("{} = {}", path.join("."), raw.unwrap_or("(twice)"));
            let dir = scratch("fuzz-progress");
            std::fs::create_dir_all(&dir).unwrap();
            let file = dir.join(PROGRESS_FILE);
            std::fs::write(&file, &text).unwrap();
            let loaded = load_progress(&file);
            assert!(loaded.writable, "{case}");
            let kept = std::fs::read_to_string(dir.join(format!("{PROGRESS_FILE}.bad"))).ok();
            let written = serde_json::from_str::<Value>(&text).ok().filter(|_| raw.is_some());
            let Some(written) = written else {
                // Not JSON, or a key twice: refused whole, kept aside, said.
                assert!(loaded.notice.is_some_and(|n| n.contains(".bad")), "{case}");
                assert_eq!(kept.as_deref(), Some(text.as_str()), "{case}");
                continue;
            };
            save_progress(&file, &loaded.progress).unwrap();
            let back: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
            if !get(&back, path).zip(get(&written, path)).is_some_and(|(b, w)| same(b, w)) {
                let notice = loaded.notice.clone().unwrap_or_else(|| panic!("{case}: changed without a word"));
                let named = owner(path).join(".");
                assert!(notice.contains(&named), "{case}: the notice names {named}: {notice}");
                assert_eq!(kept.as_deref(), Some(text.as_str()), "{case}: the file as it was is kept aside");
            }
            others_kept(&doc, &back, &owner(path), &case);
        }
    }
}
