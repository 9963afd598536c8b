//! The commands as a player uses them: help, generate, algorithms, stats,
//! draw-art and solve, with their usual answers and their usual mistakes.

use std::process::Command;

use panda_maze::maze::generate::Algorithm;
use panda_maze::maze::text::{self, TextFormat};
use panda_maze::maze::{MazeSpec, Pos, StartCorner};

use super::{run, stderr};

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
    for needle in
        ["--size", "--format", "zero-one", "hash", "ascii", "svg", "png", "json", "--algorithm", "--braid", "--code"]
    {
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
        (&["generate", "--format", "gif"][..], "gif"),
        (&["generate", "--algorithm", "maze-o-matic"][..], "panda-maze algorithms"),
        (&["generate", "--braid", "150"][..], "150"),
        (&["generate", "--format", "png"][..], "-o FILE"),
        (&["generate", "--code", "kruskal-20x21-1"][..], "odd"),
        (&["stats", "--count", "0"][..], "0"),
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

#[test]
fn algorithms_lists_every_algorithm_a_line_each() {
    let out = run(&["algorithms"]);
    assert!(out.status.success());
    let list = String::from_utf8(out.stdout).unwrap();
    assert_eq!(list.lines().count(), Algorithm::ALL.len());
    for algorithm in Algorithm::ALL {
        assert!(list.lines().any(|l| l.starts_with(&algorithm.name())), "{algorithm} missing:\n{list}");
    }
}

#[test]
fn generate_takes_algorithm_braid_and_code_and_writes_every_format() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-formats");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let spec = MazeSpec::new(25, 15, 11).with_algorithm(Algorithm::Kruskal).with_braid(40);
    let expected = spec.generate().unwrap();
    let args = ["generate", "--algorithm", "kruskal", "--size", "25x15", "--seed", "11", "--braid", "40"];
    // The same maze by flags and by its code.
    let by_flags = run(&[&args[..], &["--format", "hash"]].concat());
    let by_code = run(&["generate", "--code", &spec.code(), "--format", "hash"]);
    assert_eq!(String::from_utf8(by_flags.stdout).unwrap(), text::write(&expected, TextFormat::Hash));
    assert_eq!(by_code.stdout, text::write(&expected, TextFormat::Hash).into_bytes());

    let ascii = String::from_utf8(run(&[&args[..], &["--format", "ascii"]].concat()).stdout).unwrap();
    assert!(ascii.starts_with("+---+") && ascii.contains(" S ") && ascii.contains(" E "), "{ascii}");

    for (format, check) in [("svg", b"<svg".as_slice()), ("png", b"\x89PNG".as_slice()), ("json", b"{".as_slice())] {
        let file = dir.join(format!("maze.{format}"));
        let out = run(&[&args[..], &["--format", format, "-o", file.to_str().unwrap()]].concat());
        assert!(out.status.success(), "{format}: {}", stderr(&out));
        let bytes = std::fs::read(&file).unwrap();
        assert!(bytes.starts_with(check), "{format} file starts wrong");
    }
    let json = std::fs::read_to_string(dir.join("maze.json")).unwrap();
    let code_field = format!("\"code\": \"{}\"", spec.code());
    for needle in [code_field.as_str(), "\"dead_end_share\"", "\"difficulty\"", "\"route\""] {
        assert!(json.contains(needle), "json lacks {needle}");
    }

    let out = run(&["generate", "-o", "/nonexistent-dir/maze.txt"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("cannot write /nonexistent-dir/maze.txt"));
}

#[test]
fn stats_averages_metrics_over_seeds() {
    let out = run(&["stats", "--algorithm", "backtracker", "--size", "41x41", "--count", "50"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(table.starts_with("backtracker on 41x41 tiles, 50 seeds"), "{table}");
    let dead_ends: f64 = table
        .lines()
        .find(|l| l.trim_start().starts_with("dead ends"))
        .and_then(|l| l.split_whitespace().nth(2))
        .and_then(|v| v.parse().ok())
        .expect("a dead-end row");
    assert!((6.0..14.0).contains(&dead_ends), "backtracker dead ends {dead_ends}%");
}

#[test]
fn draw_art_regenerates_exactly_the_committed_pictures() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("draw-art");
    let _ = std::fs::remove_dir_all(&dir);
    let out = run(&["draw-art", "--out", dir.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let listed = String::from_utf8(out.stdout).unwrap();
    let committed = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/art");
    let mut count = 0;
    for (stem, _) in panda_maze::art::catalogue() {
        let name = format!("{stem}.png");
        assert!(listed.contains(&name), "{name} listed in:\n{listed}");
        let fresh = std::fs::read(dir.join(&name)).unwrap();
        let kept = std::fs::read(committed.join(&name)).unwrap_or_default();
        assert!(fresh == kept, "assets/art/{name} is stale: run `panda-maze draw-art` and commit it");
        count += 1;
    }
    assert!(count >= 9, "every picture of the catalogue: {count}");
}

#[test]
fn draw_art_into_an_unwritable_place_fails_clearly() {
    let out = run(&["draw-art", "--out", "/proc/panda-maze-cannot-write-here"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("cannot write the art into /proc/panda-maze-cannot-write-here"), "{}", stderr(&out));
}

#[test]
fn solve_reads_a_maze_file_and_prints_the_route() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("solve-cli");
    std::fs::create_dir_all(&dir).unwrap();
    let maze = MazeSpec::new(21, 15, 5).generate().unwrap();
    let file = dir.join("maze.txt");
    std::fs::write(&file, text::write(&maze, TextFormat::ZeroOne)).unwrap();
    let shortest = panda_maze::maze::astar(&maze).unwrap();
    for solver in ["astar", "bfs", "backtracking", "dead-end-filling", "wall-left", "wall-right", "tremaux"] {
        let out = run(&["solve", file.to_str().unwrap(), "--solver", solver, "--format", "list"]);
        assert!(out.status.success(), "{solver}: {}", stderr(&out));
        let route: Vec<Pos> = String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(|l| {
                let mut n = l.split(' ').map(|v| v.parse::<usize>().unwrap());
                Pos::new(n.next().unwrap(), n.next().unwrap())
            })
            .collect();
        // A perfect maze has one way out.
        assert_eq!(route, shortest, "{solver}");
    }
    let out = run(&["solve", file.to_str().unwrap()]);
    let map = String::from_utf8(out.stdout).unwrap();
    assert_eq!(map.matches('*').count(), shortest.len() - 2, "the route drawn between S and E:\n{map}");
    assert!(map.contains(&format!("astar: {} moves", shortest.len() - 1)));
}

#[test]
fn solve_with_trace_prints_every_step_and_fails_clearly_without_a_way_out() {
    let out =
        run(&["solve", "--size", "11x9", "--seed", "4", "--solver", "backtracking", "--trace", "--format", "list"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.lines().next().unwrap().starts_with("visit 1 1"), "{text}");
    assert!(
        text.lines().any(|l| l.starts_with("dead-end ")) || text.lines().filter(|l| l.starts_with("visit")).count() > 0
    );
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("solve-cli");
    std::fs::create_dir_all(&dir).unwrap();
    let walled = dir.join("walled.txt");
    std::fs::write(&walled, "#######\n#S#...#\n###.#.#\n#...#E#\n#######\n").unwrap();
    for solver in ["astar", "wall-left", "tremaux"] {
        let out = run(&["solve", walled.to_str().unwrap(), "--solver", solver]);
        assert_eq!(out.status.code(), Some(1), "{solver}");
        assert!(stderr(&out).contains("no way out") || stderr(&out).contains("circle"), "{solver}: {}", stderr(&out));
    }
    let broken = dir.join("broken.txt");
    std::fs::write(&broken, "#####\n#S..#\n#.x.#\n#..E#\n#####\n").unwrap();
    let out = run(&["solve", broken.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("line 3"), "{}", stderr(&out));
    let out = run(&["solve", "/no/such/maze.txt"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("cannot read /no/such/maze.txt"));
}
