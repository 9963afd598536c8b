//! The real game in Xvfb (as the visual test runs it) for the settings
//! tests: started with a config folder, its log gathered as it runs, and
//! stopped by a signal.

use std::io::{BufRead as _, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// A running game and what it has said so far.
pub struct RealGame {
    game: Child,
    log: Arc<Mutex<String>>,
    reader: JoinHandle<()>,
    started: Instant,
}

impl RealGame {
    /// Starts `panda-maze --seed 5 --difficulty easy` with its settings in
    /// `dir` and the environment `env` added; `None` when the visual tests
    /// are skipped (`PANDA_MAZE_SKIP_VISUAL`).
    pub fn start(dir: &Path, env: &[(&str, &std::ffi::OsStr)]) -> Option<Self> {
        if crate::support::skip_visual("the real game") {
            return None;
        }
        let mut game = Command::new("timeout")
            .args(["120", "xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", "sh", "-c"])
            // The shell starts the game, says its process id, and says its exit status when it
            // ends: xvfb-run's own status can be its clean-up's (5 when removing its folder fails).
            .arg("\"$0\" \"$@\" 2>&1 & echo pid=$!; wait $!; echo exit-status=$?")
            .arg(env!("CARGO_BIN_EXE_panda-maze"))
            .args(["--seed", "5", "--difficulty", "easy"])
            .env(panda_maze::game::settings::CONFIG_DIR_ENV, dir)
            .envs(env.iter().copied())
            .env_remove("WAYLAND_DISPLAY")
            .env("WGPU_BACKEND", "vulkan")
            .stdout(Stdio::piped())
            .spawn()
            .expect(
                "xvfb-run is needed (apt-get install xvfb xauth mesa-vulkan-drivers), or set PANDA_MAZE_SKIP_VISUAL=1",
            );
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
        Some(Self { game, log, reader, started: Instant::now() })
    }

    /// Waits until the log holds every one of `texts`, failing if the game
    /// stops first or takes 90 s; returns how long it took.
    pub fn wait_for(&mut self, texts: &[&str]) -> Duration {
        while !texts.iter().all(|t| self.log.lock().unwrap().contains(t)) {
            assert!(self.game.try_wait().unwrap().is_none(), "the game stopped early:\n{}", self.log());
            assert!(self.started.elapsed() < Duration::from_secs(90), "not all said:\n{}", self.log());
            std::thread::sleep(Duration::from_millis(100));
        }
        self.started.elapsed()
    }

    /// The log so far.
    pub fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }

    /// Sends SIGTERM and waits for the game to end: its exit status (as the
    /// shell saw it) and whole log.
    pub fn terminate(mut self) -> (Option<i32>, String) {
        let up = self.started.elapsed();
        let pid: libc::pid_t = self.log().lines().find_map(|l| l.strip_prefix("pid=")?.parse().ok()).unwrap();
        // SAFETY: a signal to the game this test started.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
        let status = self.game.wait().unwrap();
        self.reader.join().unwrap();
        eprintln!("the game was up after {up:.1?} and gone {:.1?} after SIGTERM", self.started.elapsed() - up);
        let log = self.log.lock().unwrap().clone();
        let said = log.lines().find_map(|l| l.strip_prefix("exit-status=")?.parse().ok());
        (said.or(status.code()), log)
    }
}
