//! The campaign's progress on disk: `campaign.json` beside the settings file,
//! written like it (under a lock, merged with what another instance saved,
//! through a synced temporary file renamed over the old one). A file that
//! cannot be read as progress is moved aside (`campaign.json.bad`), never
//! overwritten, and the player is told.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::game::settings::file::{copy_aside, lock_beside, move_aside, write_atomically};
use crate::game::settings::read_json;
use crate::levels::{CampaignProgress, LevelBest, MAX_STARS};
use crate::user_file::{self, UserFileError};

/// The progress file's name, in the settings' directory.
pub const PROGRESS_FILE: &str = "campaign.json";

/// The largest progress file read (every level's best is a few lines; a file
/// past this is treated as a broken one).
pub const PROGRESS_MAX_BYTES: u64 = 4 * user_file::MIB;

/// Where the progress is kept, if anywhere.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct ProgressStore {
    /// The file; `None` keeps progress in memory only (scripted runs, no home directory).
    pub path: Option<PathBuf>,
    /// A write failed already (said once).
    pub failed: bool,
}

/// What reading the progress file gave.
#[derive(Debug, Clone, PartialEq)]
pub struct LoadedProgress {
    /// The progress to use.
    pub progress: CampaignProgress,
    /// Something to tell the player (a bad file kept aside, an unreadable file).
    pub notice: Option<String>,
    /// Whether the game may write the file.
    pub writable: bool,
}

/// Reads a progress file's bytes field by field: a level's best that cannot
/// be a best (stars not 1 to 3, no moves) or an endless count that is not a
/// count is dropped and named in the second list, the rest kept. `Err` says
/// why the file as a whole is unreadable (not JSON, a key written twice, not
/// an object).
fn read(bytes: &[u8]) -> Result<(CampaignProgress, Vec<String>), String> {
    let text = std::str::from_utf8(bytes).map_err(|e| format!("it is not UTF-8 text: {e}"))?;
    let serde_json::Value::Object(fields) = read_json(text)? else {
        return Err("it does not hold a progress object".to_owned());
    };
    let mut progress = CampaignProgress::default();
    let mut dropped = Vec::new();
    for (key, value) in fields {
        match (key.as_str(), value) {
            ("endless", value) => match serde_json::from_value::<u32>(value) {
                Ok(n) => progress.endless = n,
                Err(_) => dropped.push(key),
            },
            ("levels", serde_json::Value::Object(levels)) => {
                for (level, best) in levels {
                    // An object only (serde would also take `[stars, moves]`, which the game never writes),
                    // its stars judged as written (the type itself reads more than 3 as 3).
                    let stars_written = best.get("stars").and_then(serde_json::Value::as_u64);
                    let best = best
                        .is_object()
                        .then(|| serde_json::from_value::<LevelBest>(best).ok())
                        .flatten()
                        .filter(|b| stars_written == Some(u64::from(b.stars)));
                    match best.filter(|b| (1..=MAX_STARS).contains(&b.stars) && b.moves > 0) {
                        Some(best) => {
                            progress.levels.insert(level, best);
                        }
                        None => dropped.push(format!("levels.{level}")),
                    }
                }
            }
            // Fields of a newer version are not this one's to judge.
            (_, _) if key != "levels" => {}
            (_, _) => dropped.push(key),
        }
    }
    Ok((progress, dropped))
}

/// Reads the progress file at `path`: missing gives a fresh start quietly;
/// unreadable leaves it alone (and nothing is saved this time); not progress
/// moves it aside and starts afresh.
pub fn load_progress(path: &Path) -> LoadedProgress {
    let shown = path.display();
    let fresh =
        |notice: Option<String>, writable| LoadedProgress { progress: CampaignProgress::default(), notice, writable };
    let bytes = match user_file::read(path, PROGRESS_MAX_BYTES) {
        Ok(bytes) => bytes,
        Err(e) if e.is_missing() => return fresh(None, true),
        Err(UserFileError::NotRegular { kind, .. }) => {
            // A FIFO or a device is never moved, read or written over.
            return fresh(
                Some(format!(
                    "The campaign progress file {shown} could not be read: it is {kind}, not a regular file. It is \
                     left as it is; the \
                     campaign starts afresh and progress will not be saved this time."
                )),
                false,
            );
        }
        Err(UserFileError::TooLarge { .. }) => {
            return moved_aside_fresh(path, &format!("larger than {}", user_file::size_words(PROGRESS_MAX_BYTES)));
        }
        Err(e) => {
            return fresh(
                Some(format!(
                    "The campaign progress file {shown} exists but could not be read ({e}). It is left as it is; \
                     progress will not be saved this time."
                )),
                false,
            );
        }
    };
    match read(&bytes) {
        Ok((progress, dropped)) if dropped.is_empty() => LoadedProgress { progress, notice: None, writable: true },
        Ok((progress, dropped)) => {
            let fields = dropped.join(", ");
            match copy_aside(path, &bytes) {
                Ok(aside) => LoadedProgress {
                    progress,
                    notice: Some(format!(
                        "Some campaign progress in {shown} could not be read and was left out: {fields}. The rest \
                         is kept; the file as it was is saved as {}.",
                        aside.display()
                    )),
                    writable: true,
                },
                Err(e) => LoadedProgress {
                    progress,
                    notice: Some(format!(
                        "Some campaign progress in {shown} could not be read ({fields}) and the file could not be \
                         copied aside ({e}). Progress will not be saved this time."
                    )),
                    writable: false,
                },
            }
        }
        Err(why) => moved_aside_fresh(path, &why),
    }
}

/// A fresh start after the file at `path` could not be read (`why`): the
/// file is moved aside, or, when it cannot be, progress is not saved.
fn moved_aside_fresh(path: &Path, why: &str) -> LoadedProgress {
    let shown = path.display();
    let (notice, writable) = match move_aside(path) {
        Ok(aside) => (
            format!(
                "The campaign progress file {shown} could not be read ({why}). It is kept as {} and the campaign \
                 starts afresh.",
                aside.display()
            ),
            true,
        ),
        Err(e) => (
            format!(
                "The campaign progress file {shown} could not be read ({why}) nor moved aside ({e}). Progress will \
                 not be saved this time."
            ),
            false,
        ),
    };
    LoadedProgress { progress: CampaignProgress::default(), notice: Some(notice), writable }
}

/// Writes `progress` to `path`, merged under a lock with what is there (the
/// better of each level); returns the progress as written.
pub fn save_progress(path: &Path, progress: &CampaignProgress) -> io::Result<CampaignProgress> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir)?;
    }
    let _lock = lock_beside(path);
    let mut merged = match user_file::read(path, PROGRESS_MAX_BYTES) {
        Ok(bytes) => read(&bytes).map(|(progress, _)| progress).unwrap_or_else(|why| {
            let kept = move_aside(path);
            warn!("the campaign progress file {} became unreadable ({why}); kept as {kept:?}", path.display());
            CampaignProgress::default()
        }),
        Err(e) if e.is_missing() => CampaignProgress::default(),
        Err(UserFileError::TooLarge { .. }) => {
            let kept = move_aside(path);
            warn!("the campaign progress file {} grew too large; kept as {kept:?}", path.display());
            CampaignProgress::default()
        }
        // Never replace what cannot be read, nor a device or a FIFO.
        Err(e) => return Err(io::Error::other(e.to_string())),
    };
    merged.merge(progress);
    let mut text = serde_json::to_string_pretty(&merged).map_err(io::Error::other)?;
    text.push('\n');
    write_atomically(path, text.as_bytes())?;
    Ok(merged)
}
