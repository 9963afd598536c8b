//! The real game in Xvfb with a progress file that is `/dev/zero` and a
//! remembered mask file that is a FIFO (issue 31): the window opens, both
//! are told, SIGTERM saves and exits 143, and neither file is touched.

use std::io::{BufRead as _, BufReader};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use panda_maze::game::campaign::store::PROGRESS_FILE;
use panda_maze::game::settings::{SETTINGS_FILE, SettingsFile};

use super::scratch;
use crate::cli::special_files::make_fifo;

#[test]
fn the_real_game_opens_past_a_device_progress_file_and_a_fifo_mask() {
    if std::env::var_os("PANDA_MAZE_SKIP_VISUAL").is_some() {
        eprintln!("PANDA_MAZE_SKIP_VISUAL is set: the real game is not started");
        return;
    }
    let dir = scratch("special-game");
    std::fs::create_dir_all(&dir).unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.join(PROGRESS_FILE)).unwrap();
    let fifo = dir.join("shape.png");
    make_fifo(&fifo);
    let settings = serde_json::json!({ "mask_file": fifo.to_str().unwrap(), "music": false });
    std::fs::write(dir.join(SETTINGS_FILE), settings.to_string()).unwrap();
    let started = Instant::now();
    let mut game = Command::new("timeout")
        .args(["120", "xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", "sh", "-c"])
        .arg("echo pid=$$; exec \"$0\" \"$@\" 2>&1")
        .arg(env!("CARGO_BIN_EXE_panda-maze"))
        .args(["--seed", "5", "--difficulty", "easy"])
        .env(panda_maze::game::settings::CONFIG_DIR_ENV, &dir)
        .env_remove("WAYLAND_DISPLAY")
        .env("WGPU_BACKEND", "vulkan")
        .stdout(Stdio::piped())
        .spawn()
        .expect("xvfb-run is needed (apt-get install xvfb xauth mesa-vulkan-drivers), or set PANDA_MAZE_SKIP_VISUAL=1");
    let log = Arc::new(Mutex::new(String::new()));
    let reader = {
        let (out, log) = (game.stdout.take().unwrap(), log.clone());
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                let mut log = log.lock().unwrap();
                log.push_str(&line);
                log.push('\n');
            }
        })
    };
    let seen = |text: &str| log.lock().unwrap().contains(text);
    let told = ["first frame after", "is a character device, not a regular file", "is a FIFO (named pipe)"];
    while !told.iter().all(|t| seen(t)) {
        assert!(game.try_wait().unwrap().is_none(), "the game stopped early:\n{}", log.lock().unwrap());
        assert!(started.elapsed() < Duration::from_secs(90), "not all told:\n{}", log.lock().unwrap());
        std::thread::sleep(Duration::from_millis(100));
    }
    let up = started.elapsed();
    let pid: libc::pid_t = log.lock().unwrap().lines().find_map(|l| l.strip_prefix("pid=")?.parse().ok()).unwrap();
    // SAFETY: a signal to the game this test started.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    let status = game.wait().unwrap();
    reader.join().unwrap();
    let log = log.lock().unwrap().clone();
    eprintln!("the game was up after {up:.1?} and gone {:.1?} after SIGTERM", started.elapsed() - up);
    assert!(!log.contains("panicked"), "{log}");
    assert_eq!(status.code(), Some(143), "{log}");
    assert!(log.contains("asked to terminate; the settings were saved"), "{log}");
    // The files are as they were; the settings kept what they had, less the mask that cannot be read.
    assert_eq!(std::fs::read_link(dir.join(PROGRESS_FILE)).unwrap(), std::path::Path::new("/dev/zero"));
    use std::os::unix::fs::FileTypeExt as _;
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    let saved = SettingsFile::in_dir(&dir).load();
    assert!(!saved.settings.music && saved.settings.mask_file.is_none(), "{:?}", saved.settings);
}
