//! `panda-maze sheet --weave` and `--floors`, checked with poppler as the other sheets are: the
//! codes printed, the answer key's red on the route's cells (and only there), the floors named,
//! codes that remake the sheet, and clear refusals.

use panda_maze::maze::floors::FloorSpec;
use panda_maze::maze::grid::{self, Grid as _};
use panda_maze::maze::weave::WeaveSpec;
use panda_maze::sheet::grids::{GridSheetItem, grid_boxes};
use panda_maze::sheet::layers::{floors_mazes_like, weave_mazes_like};
use panda_maze::sheet::{Paper, SheetOptions};
use panda_maze::{on_floors_maze, on_weave_maze};

use super::sheet::{Picture, info, is_route_red, page_text};
use super::{run, scratch, stderr};

const OPTIONS: SheetOptions = SheetOptions { paper: Paper::A4, per_page: 2, solutions: true, chinese: false };

/// Runs `sheet` with `args` and two mazes a page with answers into `name`.pdf; its path.
fn sheet(name: &str, args: &[&str]) -> std::path::PathBuf {
    let pdf = scratch(&format!("layers-sheet-{name}")).join("sheet.pdf");
    let mut all = vec!["sheet", "--count", "2", "--per-page", "2", "--solutions", "--english"];
    all.extend_from_slice(args);
    all.extend(["-o", pdf.to_str().unwrap()]);
    let out = run(&all);
    assert!(out.status.success(), "{all:?}: {}", stderr(&out));
    assert_eq!(info(&pdf, "Pages"), "2");
    pdf
}

/// Checks that `mazes` lie on `pdf` with their codes on both pages, and
/// that the `red` cells' centres are red on the answer key only.
fn check<M: GridSheetItem>(pdf: &std::path::Path, mazes: &[M], red: impl Fn(&M) -> Vec<grid::Point>) {
    for page in [1, 2] {
        let text = page_text(pdf, page);
        assert!(mazes.iter().all(|m| text.contains(m.code())), "page {page}: {text}");
    }
    let (puzzle, answers) = (Picture::render(pdf, 1), Picture::render(pdf, 2));
    for (m, &(_, origin, unit)) in mazes.iter().zip(&grid_boxes(mazes, &OPTIONS)) {
        let points = red(m);
        assert!(points.len() > 5, "{}: a route to check", m.code());
        for p in points {
            let (x, y) = (origin.x + p.x as f32 * unit, origin.y + p.y as f32 * unit);
            assert!(is_route_red(answers.at(x, y)), "{}: {p:?} is not red on the answer key", m.code());
            assert!(!is_route_red(puzzle.at(x, y)), "{}: {p:?} is red on the puzzle page", m.code());
        }
    }
}

#[test]
fn a_weave_sheet_prints_its_codes_and_the_route_over_the_ground() {
    let pdf = sheet("weave", &["--weave", "80", "--grid", "hex", "--size", "10x8", "--seed", "1"]);
    let spec = WeaveSpec::from_code(page_text(&pdf, 1).split_whitespace().find(|w| w.contains(".w80-")).unwrap());
    let mazes = weave_mazes_like(&spec.unwrap(), 2).unwrap();
    assert!(mazes.iter().all(|m| m.route.iter().any(|s| s.under)), "routes that go under");
    // The places of the route on the ground, but not the ends (the panda and bamboo lie there).
    check(&pdf, &mazes, |m| {
        on_weave_maze!(&m.maze, w => m.route[1..m.route.len() - 1]
            .iter()
            .filter(|s| w.crossing_at(s.cell).is_none())
            .map(|s| w.flat.grid.centre(s.cell))
            .collect())
    });
    // The code remakes the same sheet.
    let again = sheet("weave-again", &["--code", mazes[0].code()]);
    assert_eq!(page_text(&again, 2), page_text(&pdf, 2));
}

#[test]
fn a_floors_sheet_names_its_floors_and_draws_the_route_on_each() {
    for stairs in ["tower", "stacked"] {
        let pdf = sheet(stairs, &["--floors", "3", "--stairs", stairs, "--size", "15x15", "--seed", "2"]);
        let text = page_text(&pdf, 1);
        assert_eq!(text.matches("floor 3").count(), 2, "{text}");
        let code = text.split_whitespace().find(|w| w.contains(".f3")).unwrap();
        let mazes = floors_mazes_like(&FloorSpec::from_code(code).unwrap(), 2).unwrap();
        // Every cell the route walks through on a floor (a cell it only climbs through is ringed, not crossed).
        check(&pdf, &mazes, |m| {
            on_floors_maze!(&m.maze, g => m.route.windows(3)
                .filter(|w| g.grid.floor_of(w[0]) == g.grid.floor_of(w[1]) || g.grid.floor_of(w[1]) == g.grid.floor_of(w[2]))
                .map(|w| g.grid.centre(w[1]))
                .collect())
        });
    }
}

#[test]
fn sheet_refuses_what_weave_and_floors_cannot_print_with_status_2() {
    let file = scratch("layers-sheet-refused").join("refused.pdf");
    for (args, says) in [
        (&["--weave", "30", "--floors", "2"][..], "drop --weave or --floors"),
        (&["--stairs", "stacked"], "give --floors 2 to 16 too"),
        (&["--weave", "30", "--grid", "triangle"], "triangle has no side across another"),
        (&["--weave", "30", "--algorithm", "prim"], "prim cannot weave"),
        (&["--floors", "17"], "from 1 to 16"),
        (&["--floors", "16", "--difficulty", "hard", "--per-page", "12"], "under 1 mm"),
    ] {
        let mut all = vec!["sheet", "--seed", "1", "-o", file.to_str().unwrap()];
        all.extend_from_slice(args);
        let out = run(&all);
        assert_eq!(out.status.code(), Some(2), "{all:?}");
        let err = stderr(&out);
        assert!(err.contains(says), "{all:?}: {err}");
    }
    assert!(!file.exists(), "nothing written");
}

#[test]
fn sheet_puts_weave_and_floors_exits_where_asked_and_refuses_a_code_with_items() {
    for (name, layers) in [("weave", ["--weave", "30"]), ("floors", ["--floors", "2"])] {
        let pdf = sheet(&format!("exits-{name}"), &[&layers[..], &["--exits", "hardest", "--seed", "4"][..]].concat());
        let text = page_text(&pdf, 1);
        assert!(text.matches("-xhardest-").count() >= 2, "{name}: both codes name the exits: {text}");
    }
    let items = panda_maze::maze::items::ItemSpec { bamboo: 2, doors: 1, bamboo_gate: false };
    let weave = WeaveSpec::new(panda_maze::maze::weave::WeaveGrid::Square { cols: 8, rows: 8 }, 40, 1);
    let floors = FloorSpec::new(panda_maze::maze::weave::WeaveGrid::Square { cols: 8, rows: 8 }, 2, 1);
    let file = scratch("layers-sheet-items").join("items.pdf");
    for code in [weave.with_items(items).code(), floors.with_items(items).code()] {
        let out = run(&["sheet", "--code", &code, "-o", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{code}");
        assert!(stderr(&out).contains("does not print items"), "{code}: {}", stderr(&out));
    }
    assert!(!file.exists(), "nothing written");
}
