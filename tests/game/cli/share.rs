//! The editor's share codes on the command line: a drawn shape and a
//! hand-edited maze load through `generate`, `solve` and `sheet --code` like
//! any code, and a mistyped or unplayable one is refused with the reason.

use panda_maze::maze::edit::{BoardShape, Changes, DrawnSpec, SharedMaze, Source};
use panda_maze::maze::generate::{Algorithm, AnySpec, GridShape, MazeSpec};
use panda_maze::maze::grid::HexShape;
use panda_maze::maze::items::Items;

use super::{run, scratch, stderr, stdout};

/// A disc drawn on `board`, carved by the backtracker from `seed`.
pub(super) fn disc(board: BoardShape, seed: u64) -> String {
    use panda_maze::maze::edit::{Drawing, Stroke};
    use panda_maze::maze::grid::{Grid, Point};
    let grid = board.build().unwrap();
    let (lo, hi) = grid.bounds();
    let mut d = Drawing::new(grid, false);
    let centre = Point::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0);
    d.paint(Stroke::Circle { centre, radius: (hi.x - lo.x) / 3.0 }, true);
    let drawn =
        DrawnSpec { board, cells: d.cells().to_vec(), algorithm: Algorithm::Backtracker, braid_percent: 0, seed };
    SharedMaze { source: Source::Drawn(drawn), changes: Changes::default() }.code()
}

#[test]
fn drawn_shape_codes_load_in_generate_solve_and_sheet() {
    let square = disc(BoardShape::square_tiles(31, 31), 7);
    let ascii = stdout(&["generate", "--code", &square, "--format", "ascii"]);
    assert!(ascii.contains('S') && ascii.contains('E'), "{ascii}");
    let again = stdout(&["generate", "--code", &square.to_uppercase(), "--format", "ascii"]);
    assert_eq!(again, ascii, "codes are read in any case");
    let route = stdout(&["solve", "--code", &square, "--format", "list"]);
    assert!(route.lines().count() > 5, "{route}");
    let hex = disc(BoardShape::Grid(GridShape::Hex(HexShape::Rectangle { cols: 16, rows: 12 })), 3);
    let svg = stdout(&["generate", "--code", &hex]);
    assert!(svg.starts_with("<svg") || svg.contains("<svg"), "{}", &svg[..80.min(svg.len())]);
    let solved = stdout(&["solve", "--code", &hex]);
    assert!(solved.contains("moves on a maze from a share code"), "{solved}");
    let dir = scratch("share-sheet");
    let pdf = dir.join("shapes.pdf");
    let out = run(&["sheet", "--code", &square, "--count", "3", "-o", pdf.to_str().unwrap(), "--english"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("3 mazes"), "{}", stderr(&out));
    assert!(std::fs::metadata(&pdf).unwrap().len() > 1000);
}

#[test]
fn a_mistyped_or_unplayable_share_code_is_refused_with_the_reason() {
    let code = disc(BoardShape::square_tiles(21, 21), 1);
    let typo = code.replacen('.', "-", 1);
    let out = run(&["generate", "--code", &typo]);
    assert!(!out.status.success() && stderr(&out).contains("mistyped"), "{}", stderr(&out));
    // A door before its key: the code reads, but names no maze to play.
    let source = Source::Spec(AnySpec::Square(MazeSpec::new(21, 21, 4)));
    let (maze, _) = source.build().unwrap();
    let route = panda_maze::maze::solve::grids::breadth_first(&maze, maze.entrance, maze.exit).unwrap();
    let items = Items { keys: vec![route[6]], doors: vec![route[3]], ..Items::default() };
    let locked = SharedMaze { source, changes: Changes { items: Some(items), ..Changes::default() } }.code();
    let out = run(&["solve", "--code", &locked]);
    assert!(!out.status.success(), "{locked}");
    assert!(stderr(&out).contains("sun key cannot be had before its door"), "{}", stderr(&out));
}
