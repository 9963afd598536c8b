//! The settings file: where it lives, reading it (a bad file is moved aside,
//! never overwritten) and writing it a moment after each change.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::prelude::*;
use serde::Deserialize;

use super::Settings;

/// The file's name inside the config directory.
pub const SETTINGS_FILE: &str = "settings.json";
/// Environment variable naming another config directory (tests, portable installs).
pub const CONFIG_DIR_ENV: &str = "PANDA_MAZE_CONFIG_DIR";
/// How long after the last change the file is written (a dragged slider changes every frame).
const SAVE_DELAY: Duration = Duration::from_millis(400);

/// Reads settings from the file's text; anything but a JSON object of settings is an error.
fn parse(text: &str) -> Result<Settings, String> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if !value.is_object() {
        return Err("it does not hold a settings object".to_owned());
    }
    Settings::deserialize(value).map_err(|e| e.to_string())
}

/// What reading the settings file gave.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    /// The settings to use.
    pub settings: Settings,
    /// Something the player should be told once (a bad file moved aside).
    pub notice: Option<String>,
    /// Whether the game may write the file (false when a bad file could not be moved aside).
    pub writable: bool,
}

/// The settings file at a path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsFile {
    /// Where it is.
    pub path: PathBuf,
}

impl SettingsFile {
    /// The file in `dir`.
    pub fn in_dir(dir: &Path) -> Self {
        Self { path: dir.join(SETTINGS_FILE) }
    }

    /// The file in `PANDA_MAZE_CONFIG_DIR`, else in the platform's config
    /// directory; `None` when the platform has none (no home directory).
    pub fn standard() -> Option<Self> {
        if let Some(dir) = std::env::var_os(CONFIG_DIR_ENV).filter(|d| !d.is_empty()) {
            return Some(Self::in_dir(Path::new(&dir)));
        }
        directories::ProjectDirs::from("", "", "panda-maze").map(|dirs| Self::in_dir(dirs.config_dir()))
    }

    /// Reads the file. A missing file gives defaults quietly; an unreadable or
    /// corrupt one is moved aside and gives defaults with a notice.
    pub fn load(&self) -> Loaded {
        let text = match fs::read(&self.path) {
            Ok(bytes) => String::from_utf8(bytes).map_err(|e| e.to_string()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Loaded { settings: Settings::default(), notice: None, writable: true };
            }
            Err(e) => Err(e.to_string()),
        };
        let why = match text.and_then(|t| parse(&t)) {
            Ok(settings) => return Loaded { settings: settings.sanitized(), notice: None, writable: true },
            Err(why) => why,
        };
        let path = self.path.display();
        match self.move_aside() {
            Ok(aside) => Loaded {
                settings: Settings::default(),
                notice: Some(format!(
                    "The settings file {path} could not be read ({why}). It was kept as {} and the game starts with default settings.",
                    aside.display()
                )),
                writable: true,
            },
            Err(e) => Loaded {
                settings: Settings::default(),
                notice: Some(format!(
                    "The settings file {path} could not be read ({why}) nor moved aside ({e}). The game uses default settings and will not save them this time."
                )),
                writable: false,
            },
        }
    }

    /// Renames the file to `settings.json.bad`, or `.bad-2`, `.bad-3`… when
    /// that name is taken; returns the new path.
    fn move_aside(&self) -> io::Result<PathBuf> {
        for n in 1u32..1000 {
            let suffix = if n == 1 { ".bad".to_owned() } else { format!(".bad-{n}") };
            let mut name = self.path.file_name().unwrap_or_default().to_owned();
            name.push(&suffix);
            let aside = self.path.with_file_name(name);
            if !aside.exists() {
                fs::rename(&self.path, &aside)?;
                return Ok(aside);
            }
        }
        Err(io::Error::other("too many old settings files kept aside"))
    }

    /// Writes `settings`, creating the directory if needed. The file is
    /// written beside and renamed over, so a crash never leaves half a file.
    pub fn save(&self, settings: &Settings) -> io::Result<()> {
        if let Some(dir) = self.path.parent() {
            fs::create_dir_all(dir)?;
        }
        let mut text = serde_json::to_string_pretty(settings).map_err(io::Error::other)?;
        text.push('\n');
        let mut temp_name = self.path.file_name().unwrap_or_default().to_owned();
        temp_name.push(".new");
        let temp = self.path.with_file_name(temp_name);
        fs::write(&temp, text)?;
        fs::rename(&temp, &self.path)
    }
}

/// Where the settings are saved, if anywhere, and when.
#[derive(Resource, Debug, Default)]
pub struct SettingsStore {
    /// The file; `None` keeps settings in memory only.
    pub file: Option<SettingsFile>,
    /// Time left before the pending change is written.
    pending: Option<Duration>,
    /// A write failed already (said once, not every change).
    failed: bool,
}

impl SettingsStore {
    /// Saves into `file`.
    pub fn new(file: Option<SettingsFile>) -> Self {
        Self { file, pending: None, failed: false }
    }
}

/// Writes the file a moment after the last change.
pub(super) fn save_settings(settings: Res<Settings>, mut store: ResMut<SettingsStore>, time: Res<Time>) {
    if settings.is_changed() && !settings.is_added() {
        store.pending = Some(SAVE_DELAY);
    }
    let Some(left) = store.pending else { return };
    let left = left.saturating_sub(time.delta());
    if !left.is_zero() {
        store.pending = Some(left);
        return;
    }
    store.pending = None;
    let Some(file) = store.file.clone() else { return };
    match file.save(&settings) {
        Ok(()) => store.failed = false,
        Err(e) if !store.failed => {
            warn!("could not save the settings to {}: {e}", file.path.display());
            store.failed = true;
        }
        Err(_) => {}
    }
}

/// Writes any pending change now (on exit).
pub fn flush(settings: &Settings, store: &mut SettingsStore) {
    if store.pending.take().is_some()
        && let Some(file) = &store.file
        && let Err(e) = file.save(settings)
    {
        warn!("could not save the settings to {}: {e}", file.path.display());
    }
}
