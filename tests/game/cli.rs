//! The `panda-maze` binary's command line, run as a player would.

use std::process::{Command, Output};

use panda_maze::maze::text::{self, TextFormat};
use panda_maze::maze::{MazeSpec, StartCorner};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_panda-maze")).args(args).output().expect("the binary runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn help_explains_the_game_and_generate() {
    let out = run(&["--help"]);
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    for needle in ["--seed", "--difficulty", "generate", "easy"] {
        assert!(help.contains(needle), "--help should mention {needle}:\n{help}");
    }
    assert!(!help.contains("--script"), "the screenshot flag is for tests only");
    let out = run(&["generate", "--help"]);
    let help = String::from_utf8_lossy(&out.stdout);
    for needle in ["--size", "--format", "zero-one", "hash"] {
        assert!(help.contains(needle), "generate --help should mention {needle}:\n{help}");
    }
}

#[test]
fn generate_prints_the_seeded_maze() {
    let out = run(&["generate", "--size", "31x21", "--seed", "77"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let printed = text::parse(&String::from_utf8(out.stdout).unwrap()).unwrap();
    assert_eq!(printed, MazeSpec::new(31, 21, 77).generate().unwrap());

    let out = run(&["generate", "--size", "9x9", "--seed", "5", "--format", "hash", "--corner", "bottom-right"]);
    let expected = MazeSpec::new(9, 9, 5).with_corner(StartCorner::BottomRight).generate().unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), text::write(&expected, TextFormat::Hash));
}

#[test]
fn wrong_arguments_get_a_clear_message_and_status_2() {
    for (args, needle) in [
        (&["--difficulty", "extreme"][..], "extreme"),
        (&["--seed", "minus-one"][..], "minus-one"),
        (&["generate", "--size", "20x21"][..], "odd"),
        (&["generate", "--size", "big"][..], "WIDTHxHEIGHT"),
        (&["generate", "--format", "svg"][..], "zero-one or hash"),
        (&["--bogus"][..], "--bogus"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(err.contains(needle), "{args:?}: stderr should mention {needle}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn without_a_display_the_game_says_so_in_one_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_panda-maze"))
        .args(["--seed", "1"])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert_eq!(err.trim().lines().count(), 1, "one line, no backtrace: {err}");
    assert!(err.contains("no display"), "{err}");

    let out = Command::new(env!("CARGO_BIN_EXE_panda-maze"))
        .env("DISPLAY", ":4321")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("DISPLAY=:4321"), "{}", stderr(&out));
}
