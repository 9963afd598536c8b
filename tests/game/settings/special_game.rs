//! The real game in Xvfb with a progress file that is `/dev/zero` and a
//! remembered mask file that is a FIFO (issue 31): the window opens, both
//! are told, SIGTERM saves and exits 143, and neither file is touched.

use panda_maze::game::campaign::store::PROGRESS_FILE;
use panda_maze::game::settings::{SETTINGS_FILE, SettingsFile};

use super::scratch;
use crate::cli::special_files::make_fifo;

#[test]
fn the_real_game_opens_past_a_device_progress_file_and_a_fifo_mask() {
    let dir = scratch("special-game");
    std::fs::create_dir_all(&dir).unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.join(PROGRESS_FILE)).unwrap();
    let fifo = dir.join("shape.png");
    make_fifo(&fifo);
    let settings = serde_json::json!({ "mask_file": fifo.to_str().unwrap(), "music": false });
    std::fs::write(dir.join(SETTINGS_FILE), settings.to_string()).unwrap();
    let Some(mut game) = super::real_game::RealGame::start(&dir, &[]) else { return };
    game.wait_for(&["first frame after", "is a character device, not a regular file", "is a FIFO (named pipe)"]);
    let (status, log) = game.terminate();
    assert!(!log.contains("panicked"), "{log}");
    assert_eq!(status, Some(143), "{log}");
    assert!(log.contains("asked to terminate; the settings were saved"), "{log}");
    // The files are as they were; the settings kept what they had, less the mask that cannot be read.
    assert_eq!(std::fs::read_link(dir.join(PROGRESS_FILE)).unwrap(), std::path::Path::new("/dev/zero"));
    use std::os::unix::fs::FileTypeExt as _;
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    let saved = SettingsFile::in_dir(&dir).load();
    assert!(!saved.settings.music && saved.settings.mask_file.is_none(), "{:?}", saved.settings);
}
