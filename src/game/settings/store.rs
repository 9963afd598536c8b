//! When the settings and records are written: a moment after the last change
//! (a dragged slider changes every frame), and at once when the game quits.

use std::sync::atomic::{AtomicU8, Ordering};
use std::time::Duration;

use bevy::prelude::*;

use super::file::SettingsFile;
use super::{GameMode, Records, Settings};

/// How long after the last change the file is written.
const SAVE_DELAY: Duration = Duration::from_millis(400);
/// How long after a failed write it is tried again (a full disk may have room by then).
const RETRY_DELAY: Duration = Duration::from_secs(5);

/// What became of the last write of the settings file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Saved {
    /// Written (or nothing was waiting to be).
    Yes = 0,
    /// The write failed (a full disk, a read-only folder); said as it happened.
    Failed = 1,
    /// This run keeps no settings file (it could not be read at launch, or there is no home).
    NotKept = 2,
}

/// The last write's [`Saved`], for the words the command line says after the game.
static SETTINGS_SAVED: AtomicU8 = AtomicU8::new(Saved::Yes as u8);

/// Notes what became of a write of the settings file.
pub fn note_settings_saved(saved: Saved) {
    SETTINGS_SAVED.store(saved as u8, Ordering::SeqCst);
}

/// What became of the last write of the settings file in this process.
pub fn settings_saved() -> Saved {
    match SETTINGS_SAVED.load(Ordering::SeqCst) {
        1 => Saved::Failed,
        2 => Saved::NotKept,
        _ => Saved::Yes,
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
    /// While a level plays in a mode of its own, the player's own mode: the
    /// one the file keeps, so quitting in the middle of a fog level does not
    /// make fog the player's mode.
    kept_mode: Option<GameMode>,
}

impl SettingsStore {
    /// Saves into `file`.
    pub fn new(file: Option<SettingsFile>) -> Self {
        Self { file, pending: None, failed: false, kept_mode: None }
    }

    /// Keeps `mode` in the file in place of the mode in play (`None`: the mode in play).
    pub fn keep_mode(&mut self, mode: Option<GameMode>) {
        self.kept_mode = mode;
    }

    /// Asks for a write a moment from now (as after a change).
    pub fn save_soon(&mut self) {
        self.pending = Some(SAVE_DELAY);
    }

    /// Whether a change waits to be written.
    pub fn is_pending(&self) -> bool {
        self.pending.is_some()
    }

    /// Writes now. The records come back merged with those another instance
    /// saved; they replace ours without counting as a change (the file holds
    /// them already).
    fn write(&mut self, settings: &Settings, records: &mut Records) {
        self.pending = None;
        let Some(file) = &self.file else {
            note_settings_saved(Saved::NotKept);
            return;
        };
        let kept;
        let settings = match self.kept_mode {
            Some(mode) if mode != settings.mode => {
                kept = Settings { mode, ..settings.clone() };
                &kept
            }
            _ => settings,
        };
        match file.save(settings, records) {
            Ok(merged) => {
                self.failed = false;
                note_settings_saved(Saved::Yes);
                if merged != *records {
                    *records = merged;
                }
            }
            Err(e) => {
                if !self.failed {
                    warn!("could not save the settings to {}: {e}", file.path.display());
                }
                self.failed = true;
                note_settings_saved(Saved::Failed);
                // The change is still to be written: tried again a while later, and on the way out.
                self.pending = Some(RETRY_DELAY);
            }
        }
    }
}

/// Writes the file a moment after the last change to the settings or records.
/// The moment is counted in real time: the game's clock stops while the
/// window has no focus, and a record won then must not wait for it.
pub(super) fn save_settings(
    settings: Res<Settings>,
    mut records: ResMut<Records>,
    mut store: ResMut<SettingsStore>,
    time: Res<Time<Real>>,
) {
    let changed = |added: bool, changed: bool| changed && !added;
    if changed(settings.is_added(), settings.is_changed()) || changed(records.is_added(), records.is_changed()) {
        store.save_soon();
    }
    let Some(left) = store.pending else { return };
    let left = left.saturating_sub(time.delta());
    if !left.is_zero() {
        store.pending = Some(left);
        return;
    }
    store.write(&settings, records.bypass_change_detection());
}

/// Writes any pending change now (on exit, window close or a termination signal).
pub fn flush(settings: &Settings, records: &mut Records, store: &mut SettingsStore) {
    if store.pending.is_some() {
        store.write(settings, records);
    }
}
