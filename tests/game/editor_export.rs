//! The maze editor exports its maze as an SVG, a PNG, a PDF page and a
//! worksheet (the page and its answer key) to a path typed in it, on a hex
//! and a square board; a path that cannot be written is refused with the
//! reason and loses nothing.

use std::path::Path;
use std::process::Command;

use bevy::prelude::*;
use panda_maze::game::edit::{EditRequest, ShareCode};
use panda_maze::game::settings::GridKind;
use panda_maze::game::ui::print_shared::ExportKind;
use panda_maze::game::{Difficulty, GameCommand, Screen};

use crate::editor::{ask, last_said, note};
use crate::support::{frames, game, screen, send};

/// The text `pdftotext` reads in a PDF, where poppler is installed.
fn pdf_text(path: &Path) -> Option<String> {
    let out = Command::new("pdftotext").arg(path).arg("-").output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Whether `xml`'s tags nest: every element opened is closed, in order,
/// and one element holds the rest (declarations and comments skipped).
fn well_formed(xml: &str) -> Result<(), String> {
    let mut open: Vec<&str> = Vec::new();
    let mut roots = 0;
    let mut rest = xml;
    while let Some(start) = rest.find('<') {
        let end = rest[start..].find('>').ok_or("a tag is not closed")? + start;
        let tag = &rest[start + 1..end];
        rest = &rest[end + 1..];
        if tag.starts_with('?') || tag.starts_with('!') {
            continue;
        }
        let name = |t: &str| t.split(|c: char| c.is_whitespace() || c == '/').next().unwrap_or("").to_owned();
        if let Some(closing) = tag.strip_prefix('/') {
            match open.pop() {
                Some(o) if name(o) == name(closing) => {}
                other => return Err(format!("</{closing}> closes {other:?}")),
            }
        } else {
            if open.is_empty() {
                roots += 1;
            }
            if !tag.ends_with('/') {
                open.push(tag);
            }
        }
    }
    match (open.is_empty(), roots) {
        (true, 1) => Ok(()),
        (false, _) => Err(format!("left open: {open:?}")),
        (true, n) => Err(format!("{n} root elements")),
    }
}

fn check_file(path: &Path, kind: ExportKind, grid: GridKind) {
    // raw-file: a test reading back the file the editor exported.
    let bytes =
        std::fs::read(path).unwrap_or_else(|e| panic!("{grid:?} {kind:?}: {} not written: {e}", path.display()));
    match kind {
        ExportKind::Svg => {
            let text = String::from_utf8(bytes).expect("an SVG is text");
            let body = text.trim();
            assert!(body.starts_with("<svg") || body.starts_with("<?xml"), "{grid:?}: {}", &body[..40.min(body.len())]);
            assert!(body.ends_with("</svg>"), "{grid:?}: the SVG is closed");
            assert_eq!(body.matches("<svg").count(), 1, "{grid:?}: one picture");
            assert_eq!(well_formed(body), Ok(()), "{grid:?}");
            // Walls on a grid's geometry are one path; a square maze's are runs of tiles.
            let walls =
                if grid == GridKind::Square { body.matches("<rect").count() > 10 } else { body.contains("<path") };
            assert!(walls, "{grid:?}: the walls are drawn");
        }
        ExportKind::Png => {
            let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
            let reader = decoder.read_info().expect("a PNG that decodes");
            let info = reader.info();
            assert!(
                (100..=4000).contains(&info.width) && (100..=4000).contains(&info.height),
                "{grid:?}: {}×{}",
                info.width,
                info.height
            );
        }
        ExportKind::Pdf | ExportKind::Worksheet => {
            assert!(bytes.starts_with(b"%PDF"), "{grid:?} {kind:?}");
            if let Some(text) = pdf_text(path) {
                assert!(text.contains("Panda Maze - Worksheet"), "{grid:?} {kind:?}: {text}");
                assert_eq!(text.contains("Answer key"), kind == ExportKind::Worksheet, "{grid:?} {kind:?}: {text}");
            }
        }
    }
}

#[test]
fn the_editor_exports_svg_png_pdf_and_a_worksheet_of_a_hex_and_a_square_maze() {
    let dir = std::env::temp_dir().join(format!("panda-editor-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for grid in [GridKind::Hexagon, GridKind::Square] {
        let mut app = game(Difficulty::Easy, 5);
        send(&mut app, GameCommand::OpenEditor);
        frames(&mut app, 1);
        assert_eq!(screen(&app), Screen::Editor);
        ask(&mut app, EditRequest::NewBoard(grid, Difficulty::Easy));
        // Before a maze is carved there is nothing to export.
        let early = dir.join(format!("{grid:?}-early.svg"));
        ask(&mut app, EditRequest::Export(ExportKind::Svg, early.clone()));
        assert!(note(&app).is_some_and(|n| n.contains("Generate a maze first")), "{:?}", note(&app));
        assert!(!early.exists());
        ask(&mut app, EditRequest::Generate);
        for kind in ExportKind::ALL {
            let path = dir.join(format!("{grid:?}-{kind:?}.{}", kind.extension()));
            ask(&mut app, EditRequest::Export(kind, path.clone()));
            assert_eq!(note(&app), None, "{grid:?} {kind:?}");
            assert!(last_said(&app).contains("Exported"), "{}", last_said(&app));
            check_file(&path, kind, grid);
        }
        // A folder that is not there: refused with the reason, the maze and its code kept.
        let code = app.world().resource::<ShareCode>().0.clone();
        let bad = dir.join("no-such-folder").join("maze.png");
        ask(&mut app, EditRequest::Export(ExportKind::Png, bad.clone()));
        let why = note(&app).expect("refused");
        assert!(why.contains("was not exported") && why.contains("no-such-folder"), "{why}");
        assert!(!bad.exists());
        assert_eq!(app.world().resource::<ShareCode>().0, code);
        // A file already there is replaced whole by a new export.
        let again = dir.join(format!("{grid:?}-Svg.svg"));
        ask(&mut app, EditRequest::Export(ExportKind::Svg, again.clone()));
        check_file(&again, ExportKind::Svg, grid);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_drawn_maze_played_on_the_board_prints_its_worksheet_from_the_side_panel() {
    use panda_maze::game::ui::print::PrintKind;
    use panda_maze::game::ui::print_shared::print_drawn;
    let dir = std::env::temp_dir().join(format!("panda-drawn-print-{}", std::process::id()));
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::OpenEditor);
    frames(&mut app, 1);
    ask(&mut app, EditRequest::NewBoard(GridKind::Round, Difficulty::Easy));
    ask(&mut app, EditRequest::Generate);
    let code = app.world().resource::<ShareCode>().0.clone().expect("a share code");
    for kind in [PrintKind::ThisMaze, PrintKind::SheetLikeThis] {
        // The folder is made if missing, as the Print row's is.
        let path = print_drawn(&code, kind, &dir, panda_maze::sheet::Paper::A4, None).expect("printed");
        let body = code.rsplit_once('.').unwrap().0;
        assert_eq!(path, dir.join(format!("panda-maze-{body}.pdf")));
        check_file(&path, ExportKind::Worksheet, GridKind::Round);
    }
    let typo = format!("{}{}", &code[..code.len() - 1], if code.ends_with('0') { '1' } else { '0' });
    assert!(print_drawn(&typo, PrintKind::ThisMaze, &dir, panda_maze::sheet::Paper::A4, None).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The width and height of every page of the PDF at `path`, in points, as its `/MediaBox`es say.
fn page_sizes(path: &Path) -> Vec<(f32, f32)> {
    // raw-file: a test reading back the file the editor exported.
    let bytes = std::fs::read(path).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    text.split("/MediaBox [")
        .skip(1)
        .map(|box_| {
            let n: Vec<f32> = box_.split(']').next().unwrap().split_whitespace().map(|v| v.parse().unwrap()).collect();
            (n[2] - n[0], n[3] - n[1])
        })
        .collect()
}

#[test]
fn the_editor_exports_its_pages_on_the_paper_chosen_for_printing() {
    use panda_maze::game::ui::print::PaperChoice;
    use panda_maze::sheet::Paper;
    let dir = std::env::temp_dir().join(format!("panda-editor-paper-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::OpenEditor);
    frames(&mut app, 1);
    ask(&mut app, EditRequest::NewBoard(GridKind::Round, Difficulty::Easy));
    ask(&mut app, EditRequest::Generate);
    for paper in [Paper::Letter, Paper::A4] {
        // The print row's choice (one for the side panel and the editor).
        app.world_mut().resource_mut::<PaperChoice>().0 = paper;
        let path = dir.join(format!("{paper:?}.pdf"));
        ask(&mut app, EditRequest::Export(ExportKind::Worksheet, path.clone()));
        assert_eq!(note(&app), None, "{paper:?}");
        let sizes = page_sizes(&path);
        assert_eq!(sizes.len(), 2, "{paper:?}: the page and its answer key");
        let (w, h) = paper.size();
        for (pw, ph) in sizes {
            assert!((pw - w).abs() < 0.5 && (ph - h).abs() < 0.5, "{paper:?}: a page of {pw}×{ph}, not {w}×{h}");
        }
    }
}
