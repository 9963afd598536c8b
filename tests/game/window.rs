//! The real window under Xvfb on a screen smaller than the game's default
//! window: it opens fitted to the screen, remembers its placement in the
//! settings, and when it is destroyed from outside (as a crashed window
//! manager or `xdotool windowclose` would) the game saves and exits 0.
//!
//! Needs `xvfb-run`, `xdotool` and `xwininfo` (installed by `.ci/run`); skipped
//! with the visual test when `PANDA_MAZE_SKIP_VISUAL` is set.

use std::process::Command;

/// Starts the game on a 1280 × 800 screen, waits for its window and its
/// first saved placement, prints the window's size, destroys the window and
/// prints the game's exit status.
const SCRIPT: &str = r#"
"$GAME" --seed 3 >"$DIR/game.log" 2>&1 &
pid=$!
win=$(timeout 120 xdotool search --sync --name "Panda Maze" | head -n 1)
for _ in $(seq 1 240); do grep -q '"window"' "$PANDA_MAZE_CONFIG_DIR/settings.json" 2>/dev/null && break; sleep 0.5; done
xwininfo -id "$win" | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print "size", w, h}'
xdotool windowclose "$win"
wait "$pid"
echo "status $?"
"#;

#[test]
fn the_window_fits_a_small_screen_is_remembered_and_survives_being_destroyed() {
    if crate::support::skip_visual("window test") {
        return;
    }
    let dir = crate::cli::scratch("window");
    let out = Command::new("timeout")
        .args(["300", "xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "bash", "-c", SCRIPT])
        .env("GAME", env!("CARGO_BIN_EXE_panda-maze"))
        .env("DIR", &dir)
        .env("PANDA_MAZE_CONFIG_DIR", &dir)
        .env("WGPU_BACKEND", "vulkan")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("xvfb-run, xdotool and xwininfo are needed (.ci/run installs them)");
    let said = String::from_utf8_lossy(&out.stdout);
    let log = std::fs::read_to_string(dir.join("game.log")).unwrap_or_default();
    let size: Vec<u32> = said
        .lines()
        .find_map(|l| l.strip_prefix("size "))
        .map(|s| s.split_whitespace().filter_map(|n| n.parse().ok()).collect())
        .unwrap_or_default();
    assert_eq!(size.len(), 2, "the window's size was read: {said}\n{log}");
    assert!(size[0] <= 1280 && size[1] <= 800, "the window fits the 1280x800 screen: {size:?}");
    assert!(size[0] >= 800 && size[1] >= 600, "and is not made tiny: {size:?}");
    assert!(said.contains("status 0"), "a destroyed window ends the game with status 0: {said}\n{log}");
    assert!(!log.contains("Surface does not support"), "no renderer failure on the way out:\n{log}");
    let settings = std::fs::read_to_string(dir.join("settings.json")).unwrap();
    let saved: serde_json::Value = serde_json::from_str(&settings).unwrap();
    assert_eq!(saved["window"]["width"].as_f64(), Some(f64::from(size[0])), "the placement is remembered: {settings}");
    assert_eq!(saved["window"]["height"].as_f64(), Some(f64::from(size[1])));
}
