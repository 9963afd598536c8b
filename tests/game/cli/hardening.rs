//! What an outside tester broke (issue 18), through the real binary: each
//! crash is now an answer or a clear message with a non-zero status.

use std::fs::File;
use std::path::Path;
use std::process::{Command, Stdio};

use panda_maze::maze::solve::Solver;
use panda_maze::maze::text::{self, TextFormat};
use panda_maze::maze::{MazeSpec, Pos};

use super::{run, run_with_stdin, scratch, stderr};

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// 1: a way out one tile long (the entrance is the exit) is printed, by every solver.
#[test]
fn a_one_tile_way_out_is_solved_not_a_panic() {
    for input in ["###\n#.#\n###\n", "#####\n#E###\n#####\n"] {
        for solver in Solver::ALL {
            let out = run_with_stdin(&["solve", "-", "--solver", solver.name()], input.as_bytes());
            assert!(out.status.success(), "{input:?} {solver}: {}", stderr(&out));
            let map = stdout(&out);
            assert!(map.contains("#B#") && map.contains(": 0 moves, 1 tiles visited"), "{solver}:\n{map}");
            let out = run_with_stdin(&["solve", "-", "--format", "list", "--solver", solver.name()], input.as_bytes());
            assert_eq!(stdout(&out), "1 1\n", "{solver}");
        }
    }
    let out = run(&["solve", "--size", "3x3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "###\n#B#\n###\nastar: 0 moves, 1 tiles visited\n");
}

/// 15: every maze the `#` writer writes reads back, the one-tile maze included.
#[test]
fn the_hash_writer_output_reads_back_even_when_entrance_is_exit() {
    let out = run(&["generate", "--size", "3x3", "--seed", "1", "--format", "hash"]);
    assert_eq!(stdout(&out), "###\n#B#\n###\n");
    let back = run_with_stdin(&["solve", "-", "--format", "list"], &out.stdout);
    assert!(back.status.success(), "{}", stderr(&back));
    let maze = text::parse("#####\n#E###\n#####\n").unwrap();
    assert_eq!(text::parse(&text::write(&maze, TextFormat::Hash)), Ok(maze));
}

/// 3: `stats` keeps running sums, so a huge count runs in little memory
/// (it used to reserve every result first and abort).
#[test]
fn stats_with_a_huge_count_runs_in_little_memory() {
    for count in ["1000000000", "18446744073709551615"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_panda-maze"))
            .args(["stats", "--size", "5x5", "--count", count])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(1500));
        let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap_or_default();
        let still_running = child.try_wait().unwrap().is_none();
        child.kill().unwrap();
        let _ = child.wait();
        assert!(still_running, "--count {count}: stopped early");
        let peak_kib: f64 = status
            .lines()
            .find(|l| l.starts_with("VmHWM:"))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
            .expect("VmHWM in /proc/PID/status");
        assert!(peak_kib < 64.0 * 1024.0, "--count {count}: {peak_kib} KiB at its peak");
    }
}

/// 4 and 12: a closed pipe ends the output quietly (status 0); a full disk
/// is a message and status 1, never a panic and never silence.
#[test]
fn closed_pipes_are_quiet_and_full_disks_are_errors() {
    let commands: [&[&str]; 6] = [
        &["algorithms"],
        &["solvers"],
        &["stats", "--size", "5x5", "--count", "200"],
        &["generate", "--size", "5x5", "--seed", "1"],
        &["generate", "--size", "401x401", "--seed", "1", "--format", "svg"],
        &["solve", "--size", "11x11"],
    ];
    for args in commands {
        let mut child = Command::new(env!("CARGO_BIN_EXE_panda-maze"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take()); // like `| true`
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{args:?} into a closed pipe: {}", stderr(&out));
        assert!(!stderr(&out).contains("panicked"), "{args:?}: {}", stderr(&out));

        if !Path::new("/dev/full").exists() {
            continue;
        }
        let full = File::options().write(true).open("/dev/full").unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_panda-maze")).args(args).stdout(full).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?} > /dev/full: {}", stderr(&out));
        let err = stderr(&out);
        assert!(err.contains("cannot write to standard output") && !err.contains("panicked"), "{args:?}: {err}");
    }
    if Path::new("/dev/full").exists() {
        let out = run(&["generate", "--size", "5x5", "--format", "png", "-o", "/dev/full"]);
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        assert!(stderr(&out).contains("cannot write /dev/full"), "{}", stderr(&out));
        assert!(Path::new("/dev/full").exists(), "a device is never removed as a half-written file");
    }
}

/// 5: the hidden `measure` measures boards to play, and says so for smaller ones.
#[test]
fn measure_refuses_a_board_too_small_to_play() {
    let out = run(&["measure", "--quick", "--size", "3x3"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("too small to play") && !stderr(&out).contains("panicked"), "{}", stderr(&out));
}

/// 13: a negative number is a wrong value (with what is allowed), not an unknown flag.
#[test]
fn negative_numbers_are_wrong_values_not_flags() {
    for (args, needle) in [
        (&["--seed", "-1"][..], "'-1' is not a seed: give a whole number from 0 to 18446744073709551615"),
        (&["generate", "--seed", "-1"][..], "'-1' is not a seed"),
        (&["solve", "--seed", "-7"][..], "'-7' is not a seed"),
        (&["generate", "--seed", "18446744073709551616"][..], "from 0 to 18446744073709551615"),
        (&["generate", "--braid", "-5"][..], "'-5' is not a share in percent: give a whole number from 0 to 100"),
        (&["stats", "--count", "-5"][..], "'-5' is not a count of seeds: give a whole number from 1"),
        (&["generate", "--size", "-5x5"][..], "is not a whole number"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(needle), "{args:?}: {}", stderr(&out));
        assert!(!stderr(&out).contains("unexpected argument"), "{args:?}: {}", stderr(&out));
    }
}

/// 14: new codes carry a check character; old codes still name their maze;
/// a wrong check is a mistyped code, not another maze.
#[test]
fn maze_codes_are_checked_and_old_codes_still_load() {
    let spec = MazeSpec::from_code("kruskal-49x55-b30-2kq9x").unwrap();
    let by_old = run(&["generate", "--code", "kruskal-49x55-b30-2kq9x", "--format", "hash"]);
    let by_new = run(&["generate", "--code", &spec.code(), "--format", "hash"]);
    assert!(by_old.status.success() && by_new.status.success(), "{}", stderr(&by_new));
    assert_eq!(by_old.stdout, by_new.stdout);
    assert_eq!(stdout(&by_new), text::write(&spec.generate().unwrap(), TextFormat::Hash));

    let new = spec.code();
    for typo in [&new[..new.len() - 2], &new.replace("2kq9x", "2kq9y"), &new.replace("2kq9x", "2kq9")] {
        let out = run(&["generate", "--code", typo]);
        assert_eq!(out.status.code(), Some(2), "{typo}");
        assert!(stderr(&out).contains("mistyped"), "{typo}: {}", stderr(&out));
    }
}

/// 16: `-o -` is standard output, and a flag the command would ignore is an error.
#[test]
fn dash_is_standard_output_and_ignored_flags_are_errors() {
    let dir = scratch("cli-dash-output");
    for format in ["hash", "png", "svg", "json"] {
        let out = Command::new(env!("CARGO_BIN_EXE_panda-maze"))
            .args(["generate", "--size", "9x7", "--seed", "3", "--format", format, "-o", "-"])
            .current_dir(&dir)
            .output()
            .unwrap();
        assert!(out.status.success(), "{format}: {}", stderr(&out));
        assert!(!out.stdout.is_empty(), "{format}");
        assert!(!dir.join("-").exists(), "{format}: -o - wrote a file named '-'");
    }
    let maze = dir.join("maze.txt");
    std::fs::write(&maze, "#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
    let file = maze.to_str().unwrap();
    for (args, flag) in [
        (&["solve", file, "--seed", "3"][..], "--seed"),
        (&["solve", file, "--size", "9x9"][..], "--size"),
        (&["solve", file, "--algorithm", "wilson"][..], "--algorithm"),
        (&["solve", "--code", "backtracker-21x21-1", "--seed", "3"][..], "--seed"),
        (&["generate", "--code", "backtracker-21x21-1", "--seed", "3"][..], "--seed"),
        (&["generate", "--code", "backtracker-21x21-1", "--braid", "30"][..], "--braid"),
        (&["generate", "--algorithm", "kruskal", "--corner", "centre"][..], "--corner"),
        (&["stats", "--algorithm", "wilson", "--corner", "centre"][..], "--corner"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(flag), "{args:?}: {}", stderr(&out));
    }
    let out = run(&["solve", file, "--solver", "bfs", "--format", "list"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().next(), Some("1 1"));
    assert_eq!(Pos::new(1, 3), text::parse(&std::fs::read_to_string(&maze).unwrap()).unwrap().exit);
}
