//! The campaign's progress on disk: `campaign.json` beside the settings file,
//! written like it (under a lock, merged with what another instance saved,
//! through a synced temporary file renamed over the old one). A file that
//! cannot be read as progress is moved aside (`campaign.json.bad`), never
//! overwritten, and the player is told.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::game::settings::file::{lock_beside, move_aside, write_atomically};
use crate::levels::CampaignProgress;

/// The progress file's name, in the settings' directory.
pub const PROGRESS_FILE: &str = "campaign.json";

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

fn read(bytes: &[u8]) -> Result<CampaignProgress, String> {
    serde_json::from_slice(bytes).map_err(|e| e.to_string())
}

/// Reads the progress file at `path`: missing gives a fresh start quietly;
/// unreadable leaves it alone (and nothing is saved this time); not progress
/// moves it aside and starts afresh.
pub fn load_progress(path: &Path) -> LoadedProgress {
    let shown = path.display();
    let fresh =
        |notice: Option<String>, writable| LoadedProgress { progress: CampaignProgress::default(), notice, writable };
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return fresh(None, true),
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
        Ok(progress) => LoadedProgress { progress, notice: None, writable: true },
        Err(why) => match move_aside(path) {
            Ok(aside) => fresh(
                Some(format!(
                    "The campaign progress file {shown} could not be read ({why}). It is kept as {} and the \
                     campaign starts afresh.",
                    aside.display()
                )),
                true,
            ),
            Err(e) => fresh(
                Some(format!(
                    "The campaign progress file {shown} could not be read ({why}) nor moved aside ({e}). Progress \
                     will not be saved this time."
                )),
                false,
            ),
        },
    }
}

/// Writes `progress` to `path`, merged under a lock with what is there (the
/// better of each level); returns the progress as written.
pub fn save_progress(path: &Path, progress: &CampaignProgress) -> io::Result<CampaignProgress> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir)?;
    }
    let _lock = lock_beside(path);
    let mut merged = match fs::read(path) {
        Ok(bytes) => read(&bytes).unwrap_or_else(|why| {
            let kept = move_aside(path);
            warn!("the campaign progress file {} became unreadable ({why}); kept as {kept:?}", path.display());
            CampaignProgress::default()
        }),
        Err(e) if e.kind() == io::ErrorKind::NotFound => CampaignProgress::default(),
        Err(e) => return Err(e),
    };
    merged.merge(progress);
    let mut text = serde_json::to_string_pretty(&merged).map_err(io::Error::other)?;
    text.push('\n');
    write_atomically(path, text.as_bytes())?;
    Ok(merged)
}
