//! `--weave` on `generate`, `solve` and `stats`, as a player types it: crossings in the JSON,
//! codes that remake the maze, routes that go under, pictures, and clear refusals.

use panda_maze::maze::weave::WeaveSpec;

use super::{json, run, stderr, stdout};

#[test]
fn weave_json_lists_crossings_and_its_code_remakes_the_maze() {
    for grid in [&["--size", "21x15"][..], &["--grid", "hex", "--size", "12x10"], &["--grid", "round", "--rings", "8"]]
    {
        for algorithm in ["backtracker", "kruskal"] {
            let mut args =
                vec!["generate", "--weave", "60", "--seed", "4", "--format", "json", "--algorithm", algorithm];
            args.extend_from_slice(grid);
            let doc = json(&args);
            let (cells, crossings) = (doc["cells"].as_array().unwrap(), doc["crossings"].as_array().unwrap());
            assert!(!crossings.is_empty(), "{args:?}: no crossing");
            // Perfect over (cell, level): ground passages plus two a crossing = places - 1.
            let passages = doc["passages"].as_array().unwrap().len();
            assert_eq!(passages + 2 * crossings.len(), cells.len() + crossings.len() - 1, "{args:?}");
            for x in crossings {
                let (over, under) = (x["over"].as_array().unwrap(), x["under"].as_array().unwrap());
                assert_eq!((over.len(), under.len()), (2, 2), "{x}");
            }
            let code = doc["code"].as_str().unwrap();
            assert!(code.contains(".w60-"), "{code}");
            assert_eq!(WeaveSpec::from_code(code).map(|s| s.percent), Ok(60));
            let again = json(&["generate", "--code", code, "--format", "json"]);
            assert_eq!((&again["passages"], &again["crossings"]), (&doc["passages"], &doc["crossings"]), "{code}");
            let route = doc["route"].as_array().unwrap();
            assert_eq!(route[0]["cell"], doc["entrance"]);
            assert_eq!(route[route.len() - 1]["cell"], doc["exit"]);
        }
    }
}

#[test]
fn solve_prints_the_route_under_crossings_and_the_code_brings_it_back() {
    let text = stdout(&["solve", "--weave", "100", "--grid", "hex", "--size", "16x12", "--seed", "1"]);
    let summary = text.lines().last().unwrap();
    assert!(summary.starts_with("astar over (cell, over or under):"), "{summary}");
    let list =
        stdout(&["solve", "--weave", "100", "--grid", "hex", "--size", "16x12", "--seed", "1", "--format", "list"]);
    let unders = list.lines().filter(|l| l.ends_with(" under")).count();
    assert!(summary.contains(&format!(", {unders} under a crossing")), "{summary} / {unders}");
    let doc =
        json(&["generate", "--weave", "100", "--grid", "hex", "--size", "16x12", "--seed", "1", "--format", "json"]);
    let code = doc["code"].as_str().unwrap();
    assert_eq!(stdout(&["solve", "--code", code, "--format", "list"]), list);
    assert_eq!(list.lines().count(), doc["route"].as_array().unwrap().len());
}

#[test]
fn every_solver_solves_a_weave_maze_and_the_perfect_maze_has_one_route() {
    let base = ["solve", "--weave", "100", "--grid", "round", "--rings", "8", "--seed", "3", "--format", "list"];
    let bfs = stdout(&[&base[..], &["--solver", "bfs"]].concat());
    assert!(bfs.lines().any(|l| l.ends_with(" under")), "this route goes under: {bfs}");
    for solver in ["astar", "backtracking", "dead-end-filling", "tremaux", "wall-left", "wall-right"] {
        assert_eq!(stdout(&[&base[..], &["--solver", solver]].concat()), bfs, "{solver}");
    }
    let summary =
        stdout(&["solve", "--weave", "100", "--grid", "round", "--rings", "8", "--seed", "3", "--solver", "tremaux"]);
    assert!(summary.lines().last().unwrap().starts_with("tremaux over (cell, over or under): "), "{summary}");
}

#[test]
fn weave_pictures_are_svg_and_png() {
    let svg = stdout(&["generate", "--weave", "50", "--seed", "2"]);
    assert!(svg.starts_with("<svg"), "svg is the weave default");
    let file = super::scratch("weave-png").join("weave.png");
    stdout(&["generate", "--weave", "50", "--grid", "round", "--format", "png", "-o", file.to_str().unwrap()]);
    assert_eq!(&std::fs::read(&file).unwrap()[1..4], b"PNG");
}

#[test]
fn weave_and_floors_heat_pictures_are_pngs_of_their_own() {
    let dir = super::scratch("weave-heat");
    for maze in [&["--weave", "80"][..], &["--floors", "3", "--grid", "hex", "--size", "8x6"]] {
        let picture = |heat: &[&str], name: &str| {
            let file = dir.join(name);
            let args = [&["generate", "--seed", "3", "--format", "png", "-o", file.to_str().unwrap()][..], maze, heat];
            stdout(&args.concat());
            std::fs::read(&file).unwrap()
        };
        let (entrance, exit, plain) = (
            picture(&["--heat", "entrance"], "in.png"),
            picture(&["--heat", "exit"], "out.png"),
            picture(&[], "plain.png"),
        );
        assert_eq!(&entrance[1..4], b"PNG", "{maze:?}");
        assert!(entrance != exit && exit != plain && entrance != plain, "{maze:?}: three pictures");
        let svg = run(&[&["generate", "--seed", "3", "--heat", "exit"][..], maze].concat());
        assert_eq!(svg.status.code(), Some(2), "{maze:?}");
        assert!(stderr(&svg).contains("use it with --format png"), "{}", stderr(&svg));
    }
}

#[test]
fn stats_averages_weave_figures() {
    let text = stdout(&["stats", "--weave", "40", "--algorithm", "kruskal", "--count", "5"]);
    assert!(text.starts_with("kruskal weave 40 % on a square, 10x10 cells, 5 seeds"), "{text}");
    assert!(text.contains("crossings") && text.contains("under on route"), "{text}");
    let difficulty = text.lines().find(|l| l.trim_start().starts_with("difficulty")).expect("a difficulty row");
    let score: f64 = difficulty.split_whitespace().nth(1).unwrap().parse().unwrap();
    assert!((1.0..=10.0).contains(&score), "{difficulty}");
}

#[test]
fn weave_refusals_say_why_with_status_2() {
    for (args, says) in [
        (&["generate", "--weave", "101"][..], "from 0 to 100"),
        (&["generate", "--weave", "-5"], "from 0 to 100"),
        (&["generate", "--weave", "half"], "weave chance in percent"),
        (&["generate", "--weave", "30", "--format", "ascii"], "cannot show a passage running under another"),
        (&["generate", "--weave", "30", "--format", "zero-one"], "svg, png or json"),
        (&["generate", "--weave", "30", "--grid", "triangle"], "triangle has no side across another"),
        (&["generate", "--weave", "30", "--corner", "bottom-right"], "drop --corner"),
        (&["generate", "--weave", "30", "--braid", "101"], "from 0 to 100"),
        (&["generate", "--weave", "30", "--algorithm", "wilson"], "wilson cannot weave"),
        (&["generate", "--weave", "30", "--size", "5x5"], "at least 3x3 cells"),
        (&["stats", "--weave", "30", "--mask", "heart.png"], "not a mask file"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing written");
    }
    // A weave of 0 is the flat maze, as without --weave.
    assert_eq!(stdout(&["generate", "--weave", "0", "--seed", "9"]), stdout(&["generate", "--seed", "9"]));
}

#[test]
fn a_braided_weave_code_names_its_loops_and_shortest_solvers_agree() {
    let doc = json(&["generate", "--weave", "60", "--braid", "100", "--seed", "5", "--format", "json"]);
    let code = doc["code"].as_str().unwrap();
    assert!(code.contains(".w60-b100-"), "{code}");
    let (cells, crossings) = (doc["cells"].as_array().unwrap().len(), doc["crossings"].as_array().unwrap().len());
    let passages = doc["passages"].as_array().unwrap().len();
    assert!(passages + 2 * crossings > cells + crossings, "loops: more passages than a tree's");
    let again = json(&["generate", "--code", code, "--format", "json"]);
    assert_eq!(again["passages"], doc["passages"]);
    let moves =
        |solver: &str| stdout(&["solve", "--code", code, "--solver", solver, "--format", "list"]).lines().count();
    let shortest = moves("bfs");
    assert_eq!(shortest, doc["route"].as_array().unwrap().len());
    for solver in ["astar", "dead-end-filling"] {
        assert_eq!(moves(solver), shortest, "{solver} is shortest");
    }
    for solver in ["backtracking", "tremaux"] {
        assert!(moves(solver) >= shortest, "{solver}");
    }
    // A hand on the wall can circle an island of loops: it says so, and nothing is printed.
    let lost = run(&["solve", "--weave", "60", "--braid", "50", "--seed", "4", "--solver", "wall-left"]);
    assert_eq!(lost.status.code(), Some(1));
    assert!(stderr(&lost).contains("wall-left is lost") && lost.stdout.is_empty(), "{}", stderr(&lost));
    let text = stdout(&["stats", "--weave", "60", "--braid", "50", "--count", "3"]);
    assert!(text.starts_with("backtracker weave 60 % on a square, 10x10 cells, braided 50 %"), "{text}");
}
