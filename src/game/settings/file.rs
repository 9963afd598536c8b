//! The settings file: where it lives, reading it field by field (a bad field
//! takes its default and the file is copied aside; a file that is not JSON at
//! all is moved aside; neither is overwritten unseen) and writing it safely:
//! under a lock, merged with the records another instance saved, through a
//! synced temporary file renamed over the old one, symlinks followed.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::user_file::{self, UserFileError};

use super::read::{Document, RECORDS_KEY, read_document};
use super::{Records, Settings};

/// The file's name inside the config directory.
pub const SETTINGS_FILE: &str = "settings.json";
/// Environment variable naming another config directory (tests, portable installs).
pub const CONFIG_DIR_ENV: &str = "PANDA_MAZE_CONFIG_DIR";
/// How long a save waits for another instance's save to finish before going ahead anyway.
const LOCK_WAIT: Duration = Duration::from_secs(2);
/// The largest settings file read (preferences and every maze's records; a
/// file past this is treated as a broken one).
pub const SETTINGS_MAX_BYTES: u64 = 16 * user_file::MIB;
/// Most fields named in a notice; the rest are counted.
const NOTICE_FIELDS: usize = 8;

/// What reading the settings file gave.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    /// The settings to use.
    pub settings: Settings,
    /// The records kept.
    pub records: Records,
    /// Something the player should be told once (fields reset, a bad file kept aside, an unreadable file).
    pub notice: Option<String>,
    /// Whether the game may write the file (false when the file could not be
    /// read, or a bad one could not be kept aside).
    pub writable: bool,
    /// Some fields took their defaults: the file should be written again soon.
    pub repaired: bool,
}

impl Loaded {
    fn fresh(settings: Settings, records: Records, notice: Option<String>, writable: bool) -> Self {
        Self { settings, records, notice, writable, repaired: false }
    }
}

/// The settings file at a path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsFile {
    /// Where it is (it may be a symlink; writes go to what it points to).
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

    /// Where the file really is: the path with symlinks followed, even to a
    /// target that does not exist yet.
    pub fn target(&self) -> io::Result<PathBuf> {
        let mut path = self.path.clone();
        for _ in 0..40 {
            match fs::symlink_metadata(&path) {
                Ok(meta) if meta.file_type().is_symlink() => {
                    let link = fs::read_link(&path)?;
                    path = path.parent().map_or(link.clone(), |dir| dir.join(&link));
                }
                _ => return Ok(path),
            }
        }
        Err(io::Error::other(format!("{} is a loop of symbolic links", self.path.display())))
    }

    /// Reads the file. A missing file gives defaults quietly. A file with
    /// some bad fields keeps the rest, is copied aside, and says which were
    /// reset. A file that is not a settings object at all is moved aside. A
    /// file that cannot be read is left alone, and nothing is saved this time.
    pub fn load(&self) -> Loaded {
        let shown = self.path.display();
        let bytes = match user_file::read(&self.path, SETTINGS_MAX_BYTES) {
            Ok(bytes) => bytes,
            Err(e) if e.is_missing() => {
                return Loaded::fresh(Settings::default(), Records::default(), None, true);
            }
            Err(UserFileError::TooLarge { .. }) => {
                return self.moved_aside(&format!("it is larger than {}", user_file::size_words(SETTINGS_MAX_BYTES)));
            }
            Err(UserFileError::NotRegular { kind, .. }) => {
                // A FIFO or a device is never moved, read or written over.
                let notice = format!(
                    "The settings file {shown} could not be read: it is {kind}, not a regular file. It is left as \
                     it is; the game uses \
                     default settings and will not save them this time."
                );
                return Loaded::fresh(Settings::default(), Records::default(), Some(notice), false);
            }
            Err(e) => {
                let notice = format!(
                    "The settings file {shown} exists but could not be read ({e}). It is left as it is; the game \
                     uses default settings and will not save them this time."
                );
                return Loaded::fresh(Settings::default(), Records::default(), Some(notice), false);
            }
        };
        let doc = match read_document(&bytes) {
            Ok(doc) if doc.reset.is_empty() => return Loaded::fresh(doc.settings, doc.records, None, true),
            Ok(doc) => doc,
            Err(why) => return self.moved_aside(&why),
        };
        let fields = name_fields(&doc.reset);
        match self.target().and_then(|target| copy_aside(&target, &bytes)) {
            Ok(aside) => Loaded {
                notice: Some(format!(
                    "Some settings in {shown} could not be read and took their defaults (or, out of range, the \
                     nearest value allowed): {fields}. The rest is kept; the file as it was is saved as {}.",
                    aside.display()
                )),
                writable: true,
                repaired: true,
                ..Loaded::fresh(doc.settings, doc.records, None, true)
            },
            Err(e) => Loaded::fresh(
                doc.settings,
                doc.records,
                Some(format!(
                    "Some settings in {shown} could not be read ({fields}) and the file could not be copied aside \
                     ({e}). The game uses what it could read and will not save settings this time."
                )),
                false,
            ),
        }
    }

    /// A file that is not a settings object: moved aside, defaults used.
    fn moved_aside(&self, why: &str) -> Loaded {
        let shown = self.path.display();
        match self.target().and_then(|target| move_aside(&target)) {
            Ok(aside) => Loaded::fresh(
                Settings::default(),
                Records::default(),
                Some(format!(
                    "The settings file {shown} could not be read ({why}). It was kept as {} and the game starts \
                     with default settings.",
                    aside.display()
                )),
                true,
            ),
            Err(e) => Loaded::fresh(
                Settings::default(),
                Records::default(),
                Some(format!(
                    "The settings file {shown} could not be read ({why}) nor moved aside ({e}). The game uses \
                     default settings and will not save them this time."
                )),
                false,
            ),
        }
    }

    /// Writes `settings` and `records`, creating the directory if needed, and
    /// returns the records as written. Under a lock, the file is read again
    /// first: records another instance saved since are merged in (the better
    /// of each), and fields this version does not know are written back. The
    /// preferences are this instance's (the last writer's). The new text is
    /// written to a temporary file beside the target, synced, and renamed
    /// over it, so a crash or power cut leaves the old file or the new one.
    pub fn save(&self, settings: &Settings, records: &Records) -> io::Result<Records> {
        let target = self.target()?;
        if let Some(dir) = target.parent().filter(|d| !d.as_os_str().is_empty()) {
            fs::create_dir_all(dir)?;
        }
        let _lock = lock_beside(&target);
        let on_disk = match user_file::read(&target, SETTINGS_MAX_BYTES) {
            Ok(bytes) => read_document(&bytes).unwrap_or_else(|why| {
                // Written by something else since we read it: keep it, as at launch.
                let kept = move_aside(&target);
                bevy::log::warn!(
                    "the settings file {} changed into something unreadable ({why}); kept as {kept:?}",
                    target.display()
                );
                Document::default()
            }),
            Err(e) if e.is_missing() => Document::default(),
            Err(UserFileError::TooLarge { .. }) => {
                let kept = move_aside(&target);
                bevy::log::warn!("the settings file {} grew too large; kept as {kept:?}", target.display());
                Document::default()
            }
            // Never replace what cannot be read: it may hold another instance's
            // records, or be a device or a FIFO that is not ours.
            Err(e) => return Err(io::Error::other(e.to_string())),
        };
        let mut merged = on_disk.records;
        merged.merge(records);
        let mut value = serde_json::to_value(settings).map_err(io::Error::other)?;
        value[RECORDS_KEY] = serde_json::to_value(&merged).map_err(io::Error::other)?;
        let mut whole = Value::Object(on_disk.unknown);
        overlay(&mut whole, value);
        let mut text = serde_json::to_string_pretty(&whole).map_err(io::Error::other)?;
        text.push('\n');
        write_atomically(&target, text.as_bytes())?;
        Ok(merged)
    }
}

/// "music, theme and 3 more".
fn name_fields(fields: &[String]) -> String {
    let mut named = fields.iter().take(NOTICE_FIELDS).cloned().collect::<Vec<_>>().join(", ");
    if fields.len() > NOTICE_FIELDS {
        named.push_str(&format!(" and {} more", fields.len() - NOTICE_FIELDS));
    }
    named
}

/// Puts `top` over `base`: objects key by key, anything else replaced. What
/// only `base` has (fields of a newer version) stays.
fn overlay(base: &mut Value, top: Value) {
    match (base, top) {
        (Value::Object(base), Value::Object(top)) => {
            for (key, value) in top {
                match base.get_mut(&key) {
                    Some(slot) => overlay(slot, value),
                    None => {
                        base.insert(key, value);
                    }
                }
            }
        }
        (base, top) => *base = top,
    }
}

/// `settings.json.bad`, or `.bad-2`, `.bad-3`… for the `n`th.
fn aside_name(path: &Path, n: u32) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(if n == 1 { ".bad".to_owned() } else { format!(".bad-{n}") });
    path.with_file_name(name)
}

/// Renames the file to the first free [`aside_name`]; returns the new path.
pub(crate) fn move_aside(path: &Path) -> io::Result<PathBuf> {
    for n in 1u32..1000 {
        let aside = aside_name(path, n);
        if fs::symlink_metadata(&aside).is_err() {
            fs::rename(path, &aside)?;
            return Ok(aside);
        }
    }
    Err(io::Error::other("too many old settings files kept aside"))
}

/// Writes `bytes` (the file as it was) to the first free [`aside_name`].
pub(crate) fn copy_aside(path: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    for n in 1u32..1000 {
        let aside = aside_name(path, n);
        match user_file::create_new(&aside) {
            Ok(mut file) => {
                file.write_all(bytes)?;
                file.sync_all()?;
                return Ok(aside);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::other("too many old settings files kept aside"))
}

/// Takes the lock file beside `target` (`settings.json.lock`), waiting up to
/// [`LOCK_WAIT`] for another instance; `None` (go ahead unlocked) when it
/// cannot be had, or when something else is there (a FIFO, a device: never
/// opened in a way that could block). The lock goes with the returned file.
pub(crate) fn lock_beside(target: &Path) -> Option<File> {
    let mut name: OsString = target.file_name().unwrap_or_default().to_owned();
    name.push(".lock");
    let path = target.with_file_name(name);
    let file = match user_file::open_lock(&path) {
        Ok(file) => file,
        Err(e) => {
            bevy::log::warn!("saving {} without its lock: {e}", target.display());
            return None;
        }
    };
    let since = Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return Some(file),
            Err(fs::TryLockError::WouldBlock) if since.elapsed() < LOCK_WAIT => {
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(_) => return None,
        }
    }
}

/// Writes `bytes` to a temporary file of its own beside `target` (process id
/// and a counter in its name, so no two writers share one), syncs it, renames
/// it over `target`, then syncs the directory so the rename itself lasts.
pub(crate) fn write_atomically(target: &Path, bytes: &[u8]) -> io::Result<()> {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let mut name = target.file_name().unwrap_or_default().to_owned();
    name.push(format!(".{}.{}.tmp", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed)));
    let temp = target.with_file_name(name);
    let written = (|| {
        let mut file = user_file::create_new(&temp)?;
        // The new file keeps the old one's permissions (a file the player made private stays so).
        if let Ok(meta) = fs::metadata(target) {
            file.set_permissions(meta.permissions())?;
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, target)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temp);
        return written;
    }
    user_file::sync_dir(target.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new(".")));
    Ok(())
}
