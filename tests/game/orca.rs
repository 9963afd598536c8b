//! What a blind player hears from the real game: Debian's Orca, headless,
//! with speech-dispatcher writing every utterance to a file
//! (`tests/a11y/orca_run.py`, which sets it up: a private D-Bus session, the
//! accessibility bus, Xvfb, speech-dispatcher, `orca --replace` and the
//! screen-reader switch). Real keys go to the game; the test checks what was
//! spoken, in order: the main menu's rows (each right on the first try, also
//! after coming back from a page), every settings row with its value, the pages,
//! the board's how-to card, "where am I", a bump, a step, a blind run (the
//! Easy maze won from the spoken words alone, right hand on the wall), the
//! level title, and the win with the end card's results.
//!
//! Needs `orca`, `speech-dispatcher`, `xvfb`, `xdotool`, `dbus`,
//! `at-spi2-core`, dconf and gsettings (`.ci/run` installs them). Without
//! them it fails in CI (`CI` set) and is skipped, saying why, elsewhere;
//! skipped with the visual test when `PANDA_MAZE_SKIP_VISUAL` is set.

use std::process::Command;

/// Ignored by a plain `cargo test`: `.ci/run` runs it alone after the suite.
/// Beside other tests on two cores, Orca heard of the game 15 s after its
/// window opened, found the first focus "defunct" and said only the window's
/// name (docs/accessibility.md). Run it with
/// `cargo test --test game -- --ignored orca::`.
#[test]
#[ignore = "needs the machine to itself: .ci/run runs it alone after the suite"]
fn orca_speaks_the_menus_the_board_and_the_win() {
    if crate::support::skip_visual("Orca test") {
        return;
    }
    let dir = crate::cli::scratch("orca");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/a11y/orca_run.py");
    let out = Command::new("timeout")
        .args(["600", "python3", script])
        .env("GAME", env!("CARGO_BIN_EXE_panda-maze"))
        .env("DIR", &dir)
        .output()
        .expect("python3 and timeout are needed");
    let said = String::from_utf8_lossy(&out.stdout);
    let why = format!("{said}\n{}", String::from_utf8_lossy(&out.stderr));
    if out.status.code() == Some(3) {
        let ci = std::env::var_os("CI").is_some_and(|v| !v.is_empty() && v != "false");
        assert!(!ci, "the Orca test cannot run in CI: {why}(.ci/packages.sh installs these)");
        eprintln!("Orca test skipped: {why}");
        return;
    }
    assert!(out.status.success(), "what Orca and the game said, step by step:\n{why}");
}
