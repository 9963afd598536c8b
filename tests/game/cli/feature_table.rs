//! The README's table of features × grids stays true: every test it names
//! exists, and every ✓ is backed by a named test that plays on that grid.
//! Which grids a test plays on is read from its body: a loop over the grid
//! test specs (`specs()`) or over the three grid kinds is round, hex and
//! triangle; `specs()[1]` or `GridKind::Hexagon` alone is hex; a loop over
//! `GridKind::ALL` or the floors tests' `floors_specs()` is every grid, the
//! square one too, and over the weave tests' `weave_specs()` square, round
//! and hex; a test that loads no grid at all plays on the square board.

use std::path::Path;

/// The table's grid columns, in order.
const GRIDS: [&str; 4] = ["square", "round", "hex", "triangle"];

/// One row of the table: the feature, a ✓ per grid, the tests named.
struct Row {
    feature: String,
    marks: [bool; 4],
    tests: Vec<String>,
}

/// The rows of the table under `## Every feature on every grid`.
fn rows(readme: &str) -> Vec<Row> {
    let section = readme.split("## Every feature on every grid").nth(1).expect("the section");
    let section = section.split("\n## ").next().unwrap_or(section);
    let mut found = Vec::new();
    for line in section.lines().filter(|l| l.starts_with('|')).skip(2) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        assert_eq!(cells.len(), 6, "a row of six cells: {line}");
        let marks = std::array::from_fn(|g| cells[1 + g] == "✓");
        for (g, cell) in cells[1..5].iter().enumerate() {
            assert!(*cell == "✓" || cell.len() > 3, "{}: say why not on {}: {line}", cells[0], GRIDS[g]);
        }
        let tests = cells[5].split('`').skip(1).step_by(2).map(str::to_owned).collect();
        found.push(Row { feature: cells[0].to_owned(), marks, tests });
    }
    found
}

/// Every test source of the game's test binary, as one text.
fn sources(dir: &Path, into: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push_str(&std::fs::read_to_string(&path).unwrap());
        }
    }
}

/// The body of the test `name` in `text`: from its `fn` to the closing brace at the line's start.
fn body<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let start = text.find(&format!("#[test]\nfn {name}()"))?;
    let end = text[start..].find("\n}\n").map_or(text.len(), |e| start + e);
    Some(&text[start..end])
}

/// Which grids a test body plays on, in [`GRIDS`] order.
fn played_on(body: &str) -> [bool; 4] {
    // The weave tests' mazes are square, round and hex; the floors tests' every grid's.
    let looped = |specs: &str| body.lines().any(|l| l.contains(specs) && (l.contains("for ") || l.contains(".map(")));
    if looped("floors_specs()") {
        return [true; 4];
    }
    if looped("weave_specs()") {
        return [true, true, true, false];
    }
    let loops =
        |l: &str| l.contains("specs()") && !l.contains("specs()[") && (l.contains("for ") || l.contains(".map("));
    let every = body.lines().any(loops)
        || ["GridKind::Round", "GridKind::Hexagon", "GridKind::Triangle"].iter().all(|k| body.contains(k));
    let one = |index: &str, kind: &str| every || body.contains(&format!("specs()[{index}]")) || body.contains(kind);
    let grid = ["specs()", "LoadGrid", "grid_game(", "grid_duo(", "GridKind::", "GridSpec"];
    let square = !grid.iter().any(|m| body.contains(m)) || body.contains("GridKind::Square");
    if body.lines().any(|l| l.contains("GridKind::ALL") && l.contains("for ")) {
        return [true; 4];
    }
    [square, one("0", "GridKind::Round"), one("1", "GridKind::Hexagon"), one("2", "GridKind::Triangle")]
}

#[test]
fn every_feature_marked_on_a_grid_is_played_on_that_grid_by_a_test_it_names() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let table = rows(&std::fs::read_to_string(root.join("README.md")).unwrap());
    assert!(table.len() >= 20, "only {} rows", table.len());
    let mut text = String::new();
    sources(&root.join("tests/game"), &mut text);
    let mut wrong = Vec::new();
    for row in &table {
        let mut covered = [false; 4];
        for name in &row.tests {
            let Some(body) = body(&text, name) else {
                wrong.push(format!("{}: no test `{name}`", row.feature));
                continue;
            };
            for (c, on) in covered.iter_mut().zip(played_on(body)) {
                *c |= on;
            }
        }
        for g in (0..4).filter(|&g| row.marks[g] && !covered[g]) {
            wrong.push(format!("{}: ✓ on {} but no test named plays there", row.feature, GRIDS[g]));
        }
    }
    assert!(wrong.is_empty(), "the feature table:\n{}", wrong.join("\n"));
}

#[test]
fn a_test_s_grids_are_read_from_its_body() {
    assert_eq!(played_on("let app = game(Difficulty::Easy, 3);"), [true, false, false, false]);
    assert_eq!(played_on("for (kind, spec) in specs() {"), [false, true, true, true]);
    assert_eq!(played_on("for (kind, spec) in crate::grids::specs() {"), [false, true, true, true]);
    assert_eq!(played_on("let spec = specs()[1];"), [false, false, true, false]);
    assert_eq!(played_on("for (kind, spec) in weave_specs() {"), [true, true, true, false]);
    assert_eq!(played_on("for (kind, spec) in crate::weave::weave_specs() {"), [true, true, true, false]);
    assert_eq!(played_on("for (kind, spec) in floors_specs() {"), [true; 4]);
    let kinds = "for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {";
    assert_eq!(played_on(kinds), [false, true, true, true]);
    assert_eq!(played_on("    for kind in GridKind::ALL {"), [true; 4]);
    assert_eq!(played_on("let kinds = GridKind::ALL.len();"), [false; 4], "only a loop over them plays on them");
    let text = "#[test]\nfn a() {\n    x();\n}\n\n#[test]\nfn b() {\n    y();\n}\n";
    assert_eq!(body(text, "b"), Some("#[test]\nfn b() {\n    y();"));
    assert_eq!(body(text, "c"), None);
}
