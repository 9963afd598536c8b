//! Settings, progress and remembered mask files that are FIFOs, devices or
//! far too large (issue 31): treated like broken files (defaults used, the
//! player told), never read on without end, never blocking, and a FIFO or
//! a device is never moved or written over.

use std::path::Path;

use panda_maze::game::campaign::store::{PROGRESS_FILE, load_progress, save_progress};
use panda_maze::game::settings::file::SETTINGS_MAX_BYTES;
use panda_maze::game::settings::{Records, SETTINGS_FILE, Settings, SettingsFile};
use panda_maze::levels::CampaignProgress;

use super::scratch;
use crate::cli::special_files::make_fifo;

/// What `path` is now: "fifo", "link to /dev/zero", "file".
fn kind_of(path: &Path) -> String {
    use std::os::unix::fs::FileTypeExt as _;
    let meta = std::fs::symlink_metadata(path).unwrap();
    if meta.file_type().is_symlink() {
        format!("link to {}", std::fs::read_link(path).unwrap().display())
    } else if meta.file_type().is_fifo() {
        "fifo".into()
    } else {
        "file".into()
    }
}

#[test]
fn special_settings_and_progress_files_give_defaults_and_stay_as_they_are() {
    for special in ["fifo", "/dev/zero", "/dev/urandom"] {
        let dir = scratch("special");
        std::fs::create_dir_all(&dir).unwrap();
        let (settings_path, progress_path) = (dir.join(SETTINGS_FILE), dir.join(PROGRESS_FILE));
        for path in [&settings_path, &progress_path] {
            if special == "fifo" {
                make_fifo(path);
            } else {
                std::os::unix::fs::symlink(special, path).unwrap();
            }
        }
        let before = kind_of(&settings_path);
        let what = if special == "fifo" { "a FIFO (named pipe)" } else { "a character device" };
        let loaded = SettingsFile::in_dir(&dir).load();
        assert_eq!(loaded.settings, Settings::default(), "{special}");
        assert!(!loaded.writable, "{special}: never written over");
        assert!(loaded.notice.as_deref().is_some_and(|n| n.contains(what)), "{special}: {:?}", loaded.notice);
        let progress = load_progress(&progress_path);
        assert_eq!(progress.progress, CampaignProgress::default());
        assert!(!progress.writable && progress.notice.is_some_and(|n| n.contains(what)), "{special}");
        // A save that gets here anyway refuses rather than replaces.
        assert!(SettingsFile::in_dir(&dir).save(&Settings::default(), &Records::default()).is_err());
        assert!(save_progress(&progress_path, &CampaignProgress::default()).is_err());
        assert_eq!(kind_of(&settings_path), before, "{special}: left as it was");
        assert_eq!(kind_of(&progress_path), before, "{special}: left as it was");
        assert!(!dir.join(format!("{SETTINGS_FILE}.bad")).exists(), "{special}: nothing moved aside");
    }
}

#[test]
fn an_oversized_settings_file_is_moved_aside_like_a_broken_one() {
    let dir = scratch("oversized");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(SETTINGS_FILE);
    std::fs::File::create(&path).unwrap().set_len(SETTINGS_MAX_BYTES + 1).unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    assert_eq!(loaded.settings, Settings::default());
    assert!(loaded.writable, "{:?}", loaded.notice);
    assert!(loaded.notice.as_deref().is_some_and(|n| n.contains("larger than 16 MiB")), "{:?}", loaded.notice);
    assert!(dir.join(format!("{SETTINGS_FILE}.bad")).is_file() && !path.exists());
}
