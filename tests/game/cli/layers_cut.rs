//! `--mask SHAPE` with `--weave` and `--floors`, as a player types it: the maze cut to the shape,
//! still perfect, named by its code; a mask file refused, saying why; codes with items drawn and walked out.

use panda_maze::maze::floors::FloorSpec;
use panda_maze::maze::items::ItemSpec;
use panda_maze::maze::weave::{WeaveGrid, WeaveSpec};

use super::{json, run, scratch, stderr, stdout};

#[test]
fn weave_and_floors_cut_to_a_shape_stay_perfect_and_their_codes_remake_them() {
    // 31x31 tiles: 15 x 15 = 225 cells a floor before the cut.
    let weave =
        json(&["generate", "--weave", "60", "--size", "31x31", "--mask", "heart", "--seed", "3", "--format", "json"]);
    let (cells, crossings) = (weave["cells"].as_array().unwrap().len(), weave["crossings"].as_array().unwrap().len());
    let passages = weave["passages"].as_array().unwrap().len();
    assert!(cells < 225 && cells > 60 && crossings > 0, "{cells} cells, {crossings} crossings");
    assert_eq!(passages + 2 * crossings, cells + crossings - 1, "perfect over its places");
    let floors =
        json(&["generate", "--floors", "3", "--size", "31x31", "--mask", "star", "--seed", "3", "--format", "json"]);
    let (fcells, fpassages) = (floors["cells"].as_array().unwrap().len(), floors["passages"].as_array().unwrap().len());
    assert!(fcells < 3 * 225 && fcells % 3 == 0, "{fcells} cells on 3 floors");
    assert_eq!(fpassages + 1, fcells, "one perfect maze");
    for (doc, word) in [(&weave, "-heart-"), (&floors, "-star-")] {
        let code = doc["code"].as_str().unwrap();
        assert!(code.contains(word), "{code}");
        let again = json(&["generate", "--code", code, "--format", "json"]);
        assert_eq!((&again["cells"], &again["passages"]), (&doc["cells"], &doc["passages"]), "{code}");
    }
    for layers in [["--weave", "40"], ["--floors", "2"]] {
        let mut args = vec!["generate", "--exits", "hardest", "--seed", "2", "--format", "json"];
        args.extend_from_slice(&layers);
        let code = json(&args)["code"].as_str().unwrap().to_owned();
        assert!(code.contains("-xhardest-"), "{code}");
        assert_eq!(json(&["generate", "--code", &code, "--format", "json"])["code"], code.as_str(), "{code}");
    }
    let file = scratch("layers-cut").join("cut.pdf");
    let out =
        run(&["sheet", "--weave", "40", "--mask", "ring", "--count", "1", "--seed", "2", "-o", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(file.exists(), "a sheet of a weave maze cut to a ring");
}

#[test]
fn a_mask_file_on_weave_and_floors_is_refused_with_status_2() {
    for (args, says) in [
        (vec!["generate", "--weave", "30", "--mask", "shape.png"], "not a mask file"),
        (vec!["stats", "--floors", "2", "--mask", "shape.txt"], "not a mask file"),
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
        assert!(out.stdout.is_empty(), "{args:?}: nothing written");
    }
}

#[test]
fn weave_and_floors_codes_with_items_draw_list_and_walk_them_out() {
    let items = ItemSpec { bamboo: 2, doors: 1, bamboo_gate: false };
    let weave = WeaveSpec::new(WeaveGrid::Square { cols: 10, rows: 10 }, 40, 1).with_items(items).code();
    let floors = FloorSpec::new(WeaveGrid::Square { cols: 8, rows: 8 }, 3, 1).with_items(items).code();
    for code in [weave.as_str(), floors.as_str()] {
        let doc = json(&["generate", "--code", code, "--format", "json"]);
        assert_eq!(doc["code"], code);
        assert_eq!(doc["items"]["bamboo"].as_array().unwrap().len(), 2, "{code}");
        assert_eq!(doc["items"]["keys"].as_array().unwrap().len(), 1, "{code}");
        let svg = stdout(&["generate", "--code", code]);
        assert!(svg.contains("<g class=\"items\">"), "{code}: the picture draws the items");
        let said = stdout(&["solve", "--code", code]);
        assert!(said.contains("full clear (the item solver"), "{code}: {said}");
    }
}
