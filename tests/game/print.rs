//! The game's "Print this maze" and "A sheet like this" (src/game/ui/print.rs),
//! headless: the PDFs they write, read back with poppler, and their mistakes.

use std::path::{Path, PathBuf};

use panda_maze::game::model::Difficulty;
use panda_maze::game::settings::GridKind;
use panda_maze::game::ui::print::{
    MAX_PRINT_SIDE, PrintKind, SHEET_COUNT, paper_for_locale, print_any, print_folder, print_maze,
};
use panda_maze::maze::MazeSpec;
use panda_maze::maze::generate::{Algorithm, AnySpec, GridShape, GridSpec};
use panda_maze::sheet::Paper;

use crate::cli::scratch;
use crate::cli::sheet::{info, page_text};

#[test]
fn print_this_maze_writes_the_maze_and_its_answer_named_by_its_code() {
    let dir = scratch("print-this").join("Documents");
    let spec = MazeSpec::new(49, 55, 42).with_algorithm(Algorithm::Kruskal);
    let path = print_maze(&spec, PrintKind::ThisMaze, &dir, Paper::Letter, None).unwrap();
    assert_eq!(path, dir.join(format!("panda-maze-{}.pdf", spec.code())), "the folder is made when missing");
    assert_eq!(info(&path, "Pages"), "2");
    assert_eq!(info(&path, "Page size"), "612 x 792 pts (letter)");
    let (puzzle, answer) = (page_text(&path, 1), page_text(&path, 2));
    assert!(puzzle.contains(&spec.code()) && puzzle.contains("Name:"), "{puzzle}");
    assert!(answer.contains(&spec.code()) && answer.contains("Answer key"), "{answer}");
    // Printing again replaces the file, and leaves no temporary file behind.
    print_maze(&spec, PrintKind::ThisMaze, &dir, Paper::A4, None).unwrap();
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    assert!(info(&path, "Page size").contains("A4"));
}

#[test]
fn a_sheet_like_this_has_a_dozen_mazes_counting_up_from_this_one() {
    let dir = scratch("print-sheet");
    let spec = MazeSpec::new(21, 21, 500);
    let path = print_maze(&spec, PrintKind::SheetLikeThis, &dir, Paper::A4, None).unwrap();
    assert_eq!(path.file_name().unwrap().to_str().unwrap(), format!("panda-maze-sheet-{}.pdf", spec.code()));
    assert_eq!(info(&path, "Pages"), "6", "three pages of four mazes, three answer pages");
    let all: String = (1..=3).map(|n| page_text(&path, n)).collect();
    for i in 0..SHEET_COUNT as u64 {
        let code = MazeSpec { seed: 500 + i, ..spec }.code();
        assert!(all.contains(&code), "{code} missing");
    }
}

#[test]
fn round_hexagonal_and_triangular_mazes_print_with_their_answers() {
    let dir = scratch("print-grids");
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        let spec = kind.spec(Difficulty::Medium, 77).unwrap();
        let path = print_any(&AnySpec::Grid(spec), PrintKind::ThisMaze, &dir, Paper::A4, None).unwrap();
        assert_eq!(path, dir.join(format!("panda-maze-{}.pdf", spec.code())));
        assert_eq!(info(&path, "Pages"), "2", "{kind:?}: the maze, then its answer");
        assert!(page_text(&path, 1).contains(&spec.code()) && page_text(&path, 2).contains("Answer key"));
    }
    let spec = GridKind::Round.spec(Difficulty::Easy, 900).unwrap();
    let path = print_any(&AnySpec::Grid(spec), PrintKind::SheetLikeThis, &dir, Paper::Letter, None).unwrap();
    assert_eq!(info(&path, "Pages"), "6", "twelve small round mazes, four a page, and their answers");
    let all: String = (1..=3).map(|n| page_text(&path, n)).collect();
    for i in 0..SHEET_COUNT as u64 {
        let code = GridSpec { seed: 900 + i, ..spec }.code();
        assert!(all.contains(&code), "{code} missing");
    }
    // A square spec goes the square way.
    let square = MazeSpec::new(21, 21, 3);
    let path = print_any(&AnySpec::Square(square), PrintKind::ThisMaze, &dir, Paper::A4, None).unwrap();
    assert!(page_text(&path, 1).contains(&square.code()));
    // Cells under a millimetre are refused before a sheet of them is made.
    let big = AnySpec::Grid(GridSpec::new(GridShape::Round { rings: 300 }, 1));
    let err = print_any(&big, PrintKind::SheetLikeThis, &dir, Paper::A4, None).unwrap_err();
    assert!(err.contains("too large to print") && err.contains("300 rings"), "{err}");
}

#[test]
fn a_weave_and_a_maze_of_floors_print_as_themselves_named_by_their_codes() {
    use panda_maze::game::ui::print::{Layered, print_layered};
    use panda_maze::maze::floors::{FloorSpec, Stairs};
    use panda_maze::maze::weave::{WeaveGrid, WeaveSpec};
    let dir = scratch("print-layered");
    let grid = WeaveGrid::Square { cols: 8, rows: 6 };
    let weave = WeaveSpec::new(grid, 100, 3);
    let floors = FloorSpec::new(grid, 3, 4).with_stairs(Stairs::Tower);
    for (layered, code) in [(Layered::Weave(weave), weave.code()), (Layered::Floors(floors), floors.code())] {
        let path = print_layered(&layered, PrintKind::ThisMaze, &dir, Paper::A4, None).unwrap();
        assert_eq!(path, dir.join(format!("panda-maze-{code}.pdf")), "named by the weave's or the floors' own code");
        assert_eq!(info(&path, "Pages"), "2", "{code}: the maze, then its answer");
        assert!(page_text(&path, 1).contains(&code), "{code}: {}", page_text(&path, 1));
        assert!(page_text(&path, 2).contains("Answer key"), "{code}");
    }
    let path = print_layered(&Layered::Floors(floors), PrintKind::SheetLikeThis, &dir, Paper::Letter, None).unwrap();
    let all: String = (1..=info(&path, "Pages").parse::<usize>().unwrap()).map(|n| page_text(&path, n)).collect();
    for i in 0..SHEET_COUNT as u64 {
        let code = FloorSpec { seed: floors.seed + i, ..floors }.code();
        assert!(all.contains(&code), "{code} missing");
    }
}

#[test]
fn what_cannot_be_printed_says_why() {
    let dir = scratch("print-bad");
    let huge = MazeSpec::new(MAX_PRINT_SIDE + 2, 21, 1);
    let err = print_maze(&huge, PrintKind::ThisMaze, &dir, Paper::A4, None).unwrap_err();
    assert!(err.contains("too large to print"), "{err}");
    let file = dir.join("not-a-folder");
    std::fs::write(&file, b"x").unwrap();
    let err = print_maze(&MazeSpec::new(21, 21, 1), PrintKind::ThisMaze, &file, Paper::A4, None).unwrap_err();
    assert!(err.contains("cannot make") && err.contains("not-a-folder"), "{err}");
}

#[test]
fn letter_paper_where_it_is_the_custom() {
    assert_eq!(paper_for_locale(Some("en-US")), Paper::Letter);
    assert_eq!(paper_for_locale(Some("en_CA.UTF-8")), Paper::Letter);
    assert_eq!(paper_for_locale(Some("en-Latn-US")), Paper::Letter);
    assert_eq!(paper_for_locale(Some("zh-CN")), Paper::A4);
    assert_eq!(paper_for_locale(Some("zh-Hans-CN")), Paper::A4);
    assert_eq!(paper_for_locale(Some("en")), Paper::A4);
    assert_eq!(paper_for_locale(None), Paper::A4);
}

#[test]
fn documents_first_then_beside_the_settings() {
    let docs = PathBuf::from("/home/p/Documents");
    let settings = Path::new("/home/p/.config/panda-maze/settings.json");
    assert_eq!(print_folder(Some(docs.clone()), Some(settings)), Some(docs));
    assert_eq!(print_folder(None, Some(settings)), Some(PathBuf::from("/home/p/.config/panda-maze")));
    assert_eq!(print_folder(None, None), None);
}
