//! A screen reader's view of the real game: under Xvfb and a private D-Bus
//! session, `tests/a11y/atspi_probe.py` turns the screen-reader flag on (as
//! Orca does), starts the game, and reads it through AT-SPI: the main menu's
//! buttons, the focused row before and after Down, and what the caption's
//! live region announces after keys on the board, the panel's buttons
//! reached by Tab on the board, the level select's
//! focused level, and the screen after a win.
//!
//! Needs `xvfb-run`, `dbus-run-session`, `xdotool`, Mesa's Vulkan and
//! `python3-pyatspi` with `at-spi2-core` (`.ci/run` installs them); skipped
//! with the visual test when `PANDA_MAZE_SKIP_VISUAL` is set.

use std::process::Command;

#[test]
fn a_screen_reader_reads_the_menu_follows_the_highlight_and_hears_the_board() {
    if crate::support::skip_visual("screen reader test") {
        return;
    }
    let dir = crate::cli::scratch("screen-reader");
    let probe = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/a11y/atspi_probe.py");
    let out = Command::new("timeout")
        .args(["300", "xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "dbus-run-session", "--", "/usr/bin/python3"])
        .arg(probe)
        .env("GAME", env!("CARGO_BIN_EXE_panda-maze"))
        .env("DIR", &dir)
        // The accessibility bus keeps its settings under HOME: a throwaway one.
        .env("HOME", &dir)
        .output()
        .expect("xvfb-run and dbus-run-session are needed (.ci/run installs them)");
    let said = String::from_utf8_lossy(&out.stdout);
    let log = std::fs::read_to_string(dir.join("game.log")).unwrap_or_default();
    let why = format!("{said}\n{}\n{log}", String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "the probe ran: {why}");
    let line = |key: &str| said.lines().find_map(|l| l.strip_prefix(key)).map(str::to_owned);
    let menu = line("menu ").unwrap_or_default();
    for name in ["Play", "Records", "Settings", "Controls", "Help", "About", "Exit"] {
        assert!(menu.split('|').any(|b| b == name), "the menu's {name} is read: {why}");
    }
    assert_eq!(line("focused ").as_deref(), Some("Play"), "focus starts on the lit row: {why}");
    assert_eq!(line("focused-after-down ").as_deref(), Some("Records"), "focus follows the highlight: {why}");
    let heard: Vec<&str> = said.lines().filter_map(|l| l.strip_prefix("announced ")).collect();
    assert!(heard.iter().any(|t| t.starts_with("Open: ")), "what's around is announced: {why}");
    assert!(heard.contains(&"Wall to the north."), "with a screen reader, full narration is on: {why}");
    assert!(heard.contains(&"Narration off."), "the narration key is announced: {why}");
    assert!(heard.contains(&"Narration brief."), "and again: {why}");
    assert_eq!(line("tab ").as_deref(), Some("Menu (Esc)"), "Tab on the board reaches the panel: {why}");
    assert_eq!(line("tab-again ").as_deref(), Some("New maze (N)"), "and Tab again its next button: {why}");
    // With no widget focused the focus is the window itself (the menu would have focused Play).
    assert_eq!(line("esc-on-panel ").as_deref(), Some("Panda Maze"), "Esc leaves the panel, opening no menu: {why}");
    assert_eq!(line("level-select ").as_deref(), Some("Level 1, not won yet"), "levels are read as words: {why}");
    let won = line("won ").unwrap_or_default();
    assert!(won.split('|').any(|t| t.starts_with("You found the way out in ")), "the win is read: {why}");
}
