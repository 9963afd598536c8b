//! `--floors N --stairs tower|stacked` on `generate`, `solve` and `stats`, as a player types
//! it: stairs in the JSON, codes that remake the maze, routes that climb, clear refusals.

use panda_maze::maze::floors::FloorSpec;

use super::{json, run, stderr, stdout};

#[test]
fn floors_json_lists_the_stairs_and_its_code_remakes_the_maze() {
    for grid in
        [&["--size", "15x11"][..], &["--grid", "hex", "--size", "8x6"], &["--grid", "triangle", "--size", "10x6"]]
    {
        for stairs in ["tower", "stacked"] {
            let mut args = vec!["generate", "--floors", "3", "--stairs", stairs, "--seed", "6", "--format", "json"];
            args.extend_from_slice(grid);
            let doc = json(&args);
            let floors = &doc["floors"];
            assert_eq!((floors["count"].as_u64(), floors["stairs_kind"].as_str()), (Some(3), Some(stairs)), "{args:?}");
            let cells = doc["cells"].as_array().unwrap().len();
            assert_eq!(cells as u64, 3 * floors["per_floor"].as_u64().unwrap());
            assert_eq!(doc["passages"].as_array().unwrap().len(), cells - 1, "{args:?}: perfect");
            let up = floors["stairs"].as_array().unwrap();
            if stairs == "tower" {
                assert_eq!(up.len(), 2, "{args:?}: one stair between each two floors");
            }
            let code = doc["code"].as_str().unwrap();
            assert_eq!(FloorSpec::from_code(code).map(|s| s.floors), Ok(3), "{code}");
            let again = json(&["generate", "--code", code, "--format", "json"]);
            assert_eq!(again["passages"], doc["passages"], "{code}");
            let route = doc["route"].as_array().unwrap();
            assert_eq!(
                (route[0].as_u64(), route[route.len() - 1].as_u64()),
                (doc["entrance"].as_u64(), doc["exit"].as_u64())
            );
        }
    }
}

#[test]
fn solve_climbs_from_the_lowest_floor_to_the_top_with_every_solver() {
    for solver in ["astar", "breadth-first", "wall-left", "tremaux"] {
        let list = stdout(&[
            "solve", "--floors", "4", "--grid", "round", "--rings", "4", "--seed", "2", "--solver", solver, "--format",
            "list",
        ]);
        let lines: Vec<&str> = list.lines().collect();
        assert_eq!(lines[0], "0:0", "{solver}");
        assert!(lines.last().unwrap().starts_with("3:"), "{solver}: ends on the top floor");
        let text =
            stdout(&["solve", "--floors", "4", "--grid", "round", "--rings", "4", "--seed", "2", "--solver", solver]);
        assert!(text.lines().last().unwrap().contains("4 floors (tower) of round"), "{text}");
    }
    let doc = json(&["generate", "--floors", "2", "--stairs", "stacked", "--seed", "3", "--format", "json"]);
    let code = doc["code"].as_str().unwrap();
    let text = stdout(&["solve", "--code", code, "--solver", "breadth-first"]);
    assert!(text.contains(&format!("{} moves", doc["route"].as_array().unwrap().len() - 1)), "{text}");
}

#[test]
fn stats_and_pictures_of_floors() {
    let text = stdout(&["stats", "--floors", "3", "--count", "4", "--algorithm", "kruskal"]);
    assert!(text.starts_with("kruskal on 3 floors (tower) of square, 10x10 cells, 4 seeds"), "{text}");
    assert!(text.contains("stairs on route"), "{text}");
    assert!(stdout(&["generate", "--floors", "2", "--grid", "hex"]).starts_with("<svg"));
    let file = super::scratch("floors-png").join("floors.png");
    stdout(&["generate", "--floors", "5", "--format", "png", "-o", file.to_str().unwrap()]);
    assert_eq!(&std::fs::read(&file).unwrap()[1..4], b"PNG");
}

#[test]
fn floors_refusals_say_why_with_status_2() {
    for (args, says) in [
        (&["generate", "--floors", "17"][..], "from 1 to 16"),
        (&["generate", "--floors", "two"], "a number of floors"),
        (&["generate", "--stairs", "tower"], "give --floors 2 to 16 too"),
        (&["generate", "--floors", "3", "--stairs", "spiral"], "no way of stairs"),
        (&["generate", "--floors", "3", "--weave", "20"], "drop --weave"),
        (&["generate", "--floors", "3", "--format", "hash"], "svg, png or json"),
        (&["generate", "--floors", "3", "--algorithm", "eller"], "cannot run on floors"),
        (&["solve", "--floors", "3", "--trace"], "square mazes' searches only"),
        (&["stats", "--floors", "3", "--corner", "bottom-right"], "drop --corner"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(err.contains(says), "{args:?}: {err}");
    }
    assert_eq!(stdout(&["generate", "--floors", "1", "--seed", "9"]), stdout(&["generate", "--seed", "9"]));
}

#[test]
fn a_braided_floors_code_names_its_loops() {
    let doc = json(&["generate", "--floors", "3", "--braid", "60", "--seed", "8", "--format", "json"]);
    let code = doc["code"].as_str().unwrap();
    assert!(code.contains(".f3t-b60-"), "{code}");
    let (cells, passages) = (doc["cells"].as_array().unwrap().len(), doc["passages"].as_array().unwrap().len());
    assert!(passages >= cells, "loops: {passages} passages on {cells} cells");
    assert_eq!(doc["floors"]["stairs"].as_array().unwrap().len(), 2, "a tower keeps one stair between floors");
    assert_eq!(json(&["generate", "--code", code, "--format", "json"])["passages"], doc["passages"]);
    let bfs = stdout(&["solve", "--code", code, "--solver", "bfs", "--format", "list"]);
    assert_eq!(
        stdout(&["solve", "--code", code, "--solver", "astar", "--format", "list"]).lines().count(),
        bfs.lines().count()
    );
}
