//! `generate`, `solve` and `stats` on round, hex and triangle grids, as a
//! player types them: arcs in a round SVG, JSON cells and passages, codes
//! that remake the maze, routes that walk through passages, clear refusals.

use panda_maze::maze::generate::{AnySpec, GridShape, GridSpec};

use super::{json, run, stderr, stdout};

#[test]
fn a_round_svg_draws_its_walls_as_arcs() {
    let svg = stdout(&["generate", "--grid", "round", "--rings", "10", "--seed", "3", "--format", "svg"]);
    assert!(svg.starts_with("<svg"), "{}", &svg[..80.min(svg.len())]);
    // Arcs are SVG path `A` commands: "A16.00 16.00 0 0 0 …" right after a number.
    let arcs = svg.match_indices('A').filter(|(i, _)| svg.as_bytes()[i - 1].is_ascii_digit()).count();
    assert!(arcs > 20, "a round maze's ring walls are arcs: {arcs} found");
}

#[test]
fn json_has_cells_and_a_perfect_maze_has_one_passage_fewer() {
    for args in [
        &["--grid", "round", "--rings", "8"][..],
        &["--grid", "hex", "--size", "12x10"],
        &["--grid", "hex", "--outline", "big", "--rings", "5"],
        &["--grid", "triangle", "--size", "14x9"],
        &["--grid", "triangle", "--outline", "big", "--size", "9"],
    ] {
        let mut all = vec!["generate", "--seed", "7", "--format", "json", "--algorithm", "wilson"];
        all.extend_from_slice(args);
        let doc = json(&all);
        let cells = doc["cells"].as_array().unwrap();
        let passages = doc["passages"].as_array().unwrap();
        assert_eq!(passages.len(), cells.len() - 1, "{args:?}");
        assert!(cells.iter().all(|c| c["centre"].as_array().unwrap().len() == 2), "{args:?}");
        // Its code remakes the same maze.
        let code = doc["code"].as_str().unwrap();
        let again = json(&["generate", "--code", code, "--format", "json"]);
        assert_eq!(again["passages"], doc["passages"], "{code}");
        let Ok(AnySpec::Grid(spec)) = AnySpec::from_code(code) else { panic!("{code} is a grid code") };
        assert_eq!(doc["grid"], spec.shape.name());
    }
}

#[test]
fn text_forms_on_another_grid_are_refused_with_status_2() {
    for format in ["ascii", "zero-one", "hash"] {
        let out = run(&["generate", "--grid", "hex", "--size", "8x8", "--format", format]);
        assert_eq!(out.status.code(), Some(2), "{format}");
        let err = stderr(&out);
        assert!(err.contains("square mazes only") && err.contains("svg, png or json"), "{format}: {err}");
    }
    for (args, needle) in [
        (&["generate", "--grid", "round", "--rings", "581"][..], "at most 580 rings"),
        (&["generate", "--grid", "round", "--rings", "1"], "too small to play"),
        (&["generate", "--grid", "hex", "--size", "2000x2000"], "at most 1048576 cells"),
        (&["generate", "--grid", "round", "--algorithm", "eller"], "these can"),
        (&["generate", "--grid", "hex", "--algorithm", "sidewinder"], "cannot run on a hex grid"),
        (&["generate", "--rings", "5"], "--rings"),
        (&["generate", "--size", "20x21"], "odd"),
        (&["generate", "--grid", "round", "--size", "9x9"], "--rings"),
        (&["generate", "--exits", "centre"], "--grid round"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(needle), "{args:?}: {}", stderr(&out));
    }
}

#[test]
fn solve_code_walks_a_round_maze_from_its_centre_out() {
    let spec = GridSpec::new(GridShape::Round { rings: 9 }, 21).with_algorithm(panda_maze::maze::Algorithm::Kruskal);
    let code = spec.code();
    let doc = json(&["generate", "--code", &code, "--format", "json"]);
    let passages: std::collections::HashSet<(u64, u64)> =
        doc["passages"].as_array().unwrap().iter().map(|p| (p[0].as_u64().unwrap(), p[1].as_u64().unwrap())).collect();
    for solver in ["astar", "bfs", "backtracking", "dead-end-filling", "tremaux", "wall-left", "wall-right"] {
        let printed = stdout(&["solve", "--code", &code, "--solver", solver]);
        let mut lines = printed.lines();
        let route: Vec<u64> = lines.next().unwrap().split(' ').map(|c| c.parse().unwrap()).collect();
        assert_eq!(route.first(), doc["entrance"].as_u64().as_ref(), "{solver}");
        assert_eq!(route.first(), Some(&0), "{solver}: a round maze starts at its centre");
        assert_eq!(route.last(), doc["exit"].as_u64().as_ref(), "{solver}");
        for w in route.windows(2) {
            assert!(passages.contains(&(w[0].min(w[1]), w[0].max(w[1]))), "{solver}: {w:?} is no passage");
        }
        let summary = lines.next().unwrap();
        assert!(summary.contains(&format!("{solver}: {} moves", route.len() - 1)), "{summary}");
    }
    let list = stdout(&["solve", "--code", &code, "--format", "list"]);
    assert_eq!(list.lines().next(), Some("0"));
    let trace = run(&["solve", "--code", &code, "--trace"]);
    assert_eq!(trace.status.code(), Some(2));
}

#[test]
fn stats_on_a_grid_measures_its_cells() {
    let out = stdout(&["stats", "--grid", "round", "--rings", "6", "--count", "5"]);
    assert!(out.contains("round, 6 rings") && out.contains("centre to rim") && out.contains("5 seeds"), "{out}");
    assert!(out.contains("dead ends") && out.contains("longest path") && out.contains("difficulty"), "{out}");
}

#[test]
fn pngs_of_every_grid_are_pictures() {
    let dir = super::scratch("grid-pngs");
    for args in [&["--grid", "round"][..], &["--grid", "hex"], &["--grid", "triangle", "--outline", "big"]] {
        let file = dir.join("m.png");
        let mut all = vec!["generate", "--seed", "1", "--format", "png", "-o", file.to_str().unwrap()];
        all.extend_from_slice(args);
        stdout(&all);
        let bytes = std::fs::read(&file).unwrap();
        assert_eq!(&bytes[1..4], b"PNG", "{args:?}");
    }
}

#[test]
fn a_grid_code_with_items_draws_them_and_solve_prints_the_full_clear() {
    let code = GridSpec::new(GridShape::Round { rings: 8 }, 11)
        .with_items(panda_maze::maze::items::ItemSpec { bamboo: 3, doors: 2, bamboo_gate: true })
        .code();
    let doc = json(&["generate", "--code", &code, "--format", "json"]);
    assert_eq!(doc["items"]["bamboo"].as_array().unwrap().len(), 3, "{code}");
    assert_eq!(doc["items"]["doors"][1]["kind"], "sky", "{code}");
    assert_eq!(doc["items"]["bamboo_gate"], true, "{code}");
    let svg = stdout(&["generate", "--code", &code, "--format", "svg"]);
    assert!(svg.contains("<g class=\"items\">"), "{code}: the SVG draws the items");
    let solved = stdout(&["solve", "--code", &code]);
    assert!(solved.contains("full clear (the item solver"), "{solved}");
    let cells: Vec<u64> = solved.lines().next().unwrap().split(' ').map(|c| c.parse().unwrap()).collect();
    for item in doc["items"]["bamboo"].as_array().unwrap().iter().chain(doc["items"]["keys"].as_array().unwrap()) {
        let cell = item.as_u64().or_else(|| item["cell"].as_u64()).unwrap();
        assert!(cells.contains(&cell), "{code}: the full clear passes cell {cell}");
    }
    assert_eq!(cells.last().copied(), doc["exit"].as_u64(), "{code}: it ends at the exit");
}

#[test]
fn masks_cut_every_grid_and_heat_colours_it() {
    let dir = super::scratch("grid-masks");
    let plus = dir.join("plus.txt");
    std::fs::write(&plus, "..X..\n..X..\nXXXXX\n..X..\n..X..\n").unwrap();
    for grid in
        [&["--grid", "round", "--rings", "12"][..], &["--grid", "hex", "--size", "24x20"], &["--grid", "triangle"]]
    {
        let whole = json(&[&["generate", "--seed", "2", "--format", "json"][..], grid].concat());
        let total = whole["cells"].as_array().unwrap().len();
        for mask in ["heart", "ring", plus.to_str().unwrap()] {
            let args = [&["generate", "--seed", "2", "--format", "json", "--mask", mask][..], grid].concat();
            let out = run(&args);
            assert!(out.status.success(), "{args:?}: {}", stderr(&out));
            let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            let cells = doc["cells"].as_array().unwrap().len();
            assert!(cells > 10 && cells < total, "{args:?}: {cells} of {total} cells kept");
            assert_eq!(doc["passages"].as_array().unwrap().len(), cells - 1, "{args:?}: a perfect maze of the cut");
            if mask.ends_with(".txt") {
                assert!(stderr(&out).contains("no code names a mask file"), "{args:?}: {}", stderr(&out));
                assert_eq!(doc["code"], "", "{args:?}");
                continue;
            }
            // A shape is named by the code, which makes the same cut maze
            // again and solves it, on every command.
            let code = doc["code"].as_str().unwrap().to_string();
            assert!(code.contains(&format!(".{mask}-")), "{args:?}: {code}");
            assert_eq!(json(&["generate", "--code", &code, "--format", "json"]), doc, "{code}");
            let solved = stdout(&["solve", "--code", &code, "--format", "list"]);
            let route: Vec<u64> = solved.lines().map(|l| l.parse().unwrap()).collect();
            assert_eq!(
                (route.first(), route.last()),
                (doc["entrance"].as_u64().as_ref(), doc["exit"].as_u64().as_ref())
            );
            let stats = stdout(&[&["stats", "--count", "2", "--mask", mask][..], grid].concat());
            assert!(stats.contains(&format!("cut to a {mask} ({cells} cells)")), "{code}: {stats}");
        }
        let file = dir.join("heat.png");
        let args =
            [&["generate", "--seed", "2", "--format", "png", "--heat", "exit", "-o", file.to_str().unwrap()][..], grid]
                .concat();
        stdout(&args);
        let plain = dir.join("plain.png");
        stdout(&[&["generate", "--seed", "2", "--format", "png", "-o", plain.to_str().unwrap()][..], grid].concat());
        let (heat, plain) = (std::fs::read(&file).unwrap(), std::fs::read(&plain).unwrap());
        assert!(heat[1..4] == *b"PNG" && heat != plain, "{grid:?}: the heat picture is its own");
    }
}

#[test]
fn bad_grid_combinations_are_refused_with_status_2() {
    for (args, says) in [
        (&["generate", "--grid", "hex", "--heat", "entrance"][..], "--format png"),
        (&["generate", "--grid", "round", "--heat", "exit", "--format", "json"], "--format png"),
        (&["generate", "--grid", "round", "--algorithm", "sidewinder", "--mask", "heart"], "cannot run"),
        (&["generate", "--grid", "hex", "--mask", "/nonexistent/mask.png"], "--mask /nonexistent/mask.png"),
        (&["generate", "--grid", "hex", "--mask", "shape.gif"], "--mask shape.gif"),
        (&["solve", "--grid", "round", "--mask", "my-mask.png"], "generate only"),
        (&["stats", "--grid", "hex", "--mask", "my-mask.txt"], "generate only"),
        (
            &["generate", "--grid", "hex", "--algorithm", "eller", "--mask", "star"],
            "cannot run on a hex grid cut to a star",
        ),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
    }
}
