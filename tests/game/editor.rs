//! The maze editor's screen, headless: reached from the main menu, on every
//! grid a shape is painted by pointer strokes and by the keys, the live
//! check follows it, a cut-off shape is refused with its reason, a maze is
//! generated, a wall carved, undone and redone, and its share code opens the
//! same maze in the editor again and in `generate --code`. Bad codes and
//! files are refused with a message, and nothing is lost.

use std::collections::BTreeSet;
use std::process::Command;

use bevy::prelude::*;
use panda_maze::game::edit::{EditMode, EditRequest, Editor, EditorNote, ShareCode};
use panda_maze::game::run::announce::{Announcer, Heard};
use panda_maze::game::settings::GridKind;
use panda_maze::game::ui::nav::{MenuItem, MenuPage};
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::maze::edit::{BrushSize, SharedMaze, Stroke};
use panda_maze::maze::grid::{Grid, Point};

use crate::support::{frames, game, panda, screen, send, tap, win_by_route};

/// Sends the editor `request` and runs a frame.
pub(crate) fn ask(app: &mut App, request: EditRequest) {
    app.world_mut().write_message(request);
    app.update();
}

/// The editor as it stands.
pub(crate) fn editor(app: &App) -> &Editor {
    app.world().resource::<Editor>()
}

/// The editor's last refusal, if any.
pub(crate) fn note(app: &App) -> Option<String> {
    app.world().resource::<EditorNote>().0.clone()
}

/// The last thing the announcer said.
pub(crate) fn last_said(app: &App) -> String {
    app.world().resource::<Announcer>().last().map(|s| s.text.clone()).unwrap_or_default()
}

fn code(app: &App) -> String {
    app.world().resource::<ShareCode>().0.clone().expect("the editor's maze has a code")
}

/// The editor's maze as board cells: its passages, entrance and exit.
fn maze_of(editor: &Editor) -> (BTreeSet<(u32, u32)>, u32, u32) {
    let (m, _) = editor.maze().expect("a maze is carved");
    let m = m.maze();
    let base = |c: u32| m.grid.base_cell(c);
    let passages = m.passages().map(|(a, b)| (base(a).min(base(b)), base(a).max(base(b)))).collect();
    (passages, base(m.entrance), base(m.exit))
}

/// A game with the editor open on an Easy board of `kind`.
fn editor_on(kind: GridKind) -> App {
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::OpenEditor);
    frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::Editor);
    ask(&mut app, EditRequest::NewBoard(kind, Difficulty::Easy));
    app
}

#[test]
fn on_every_grid_a_shape_is_painted_checked_generated_carved_undone_and_shared() {
    for kind in GridKind::ALL {
        let mut app = editor_on(kind);
        let all = editor(&app).cells().len();
        assert_eq!(editor(&app).check().cells, all, "{kind:?}: a new board has every cell in");
        assert!(editor(&app).check().reachable());

        // A band painted out across the middle cuts the board in two: refused, with the reason.
        let (min, max) = editor(&app).grid().bounds();
        let (mid, step) = ((min.y + max.y) / 2.0, editor(&app).grid().max_step());
        let band = Stroke::Rectangle {
            from: Point::new(min.x - 1.0, mid - 0.6 * step),
            to: Point::new(max.x + 1.0, mid + 0.6 * step),
        };
        ask(&mut app, EditRequest::Paint(band, false));
        let check = editor(&app).check().clone();
        assert!(check.cells < all && !check.reachable(), "{kind:?}: {check:?}");
        assert!(last_said(&app).contains("cut off"), "{kind:?}: {}", last_said(&app));
        ask(&mut app, EditRequest::Generate);
        assert!(editor(&app).maze().is_none(), "{kind:?}: a cut-off shape is not carved");
        let why = note(&app).unwrap_or_default();
        assert!(why.contains("cannot be a maze") && why.contains("cut off"), "{kind:?}: {why}");
        // Undo brings every cell back; redo cuts it again, undo once more.
        ctrl_tap(&mut app, KeyCode::KeyZ);
        assert_eq!(editor(&app).check().cells, all, "{kind:?}: Ctrl+Z undoes the band");
        ask(&mut app, EditRequest::Redo);
        assert!(!editor(&app).check().reachable());
        ask(&mut app, EditRequest::Undo);
        assert!(editor(&app).check().reachable());

        // A brush dab of three out on the rim: fewer cells, still one part.
        let rim = editor(&app).grid().nearest(min);
        let at = editor(&app).grid().centre(rim);
        ask(&mut app, EditRequest::Paint(Stroke::Dab { at, size: BrushSize::Three }, false));
        let painted = editor(&app).check().cells;
        assert!(painted < all - 1, "{kind:?}: a brush of three paints several cells ({painted} of {all})");
        assert!(editor(&app).check().reachable(), "{kind:?}");

        // The keys: an arrow moves the cursor (said), Space paints its cell out, and in again.
        let before = editor(&app).cursor;
        tap(&mut app, KeyCode::ArrowRight);
        let cursor = editor(&app).cursor;
        assert_ne!(cursor, before, "{kind:?}: Right moves the cursor");
        assert!(last_said(&app).starts_with(&format!("Cell {}, ", cursor + 1)), "{kind:?}: {}", last_said(&app));
        let was_in = editor(&app).cells()[cursor as usize];
        tap(&mut app, KeyCode::Space);
        assert_eq!(editor(&app).cells()[cursor as usize], !was_in, "{kind:?}: Space toggles the cell");
        assert!(last_said(&app).contains(if was_in { "out" } else { "in" }), "{}", last_said(&app));
        tap(&mut app, KeyCode::Space);
        assert_eq!(editor(&app).check().cells, painted);

        // G generates: a perfect maze through every cell in.
        tap(&mut app, KeyCode::KeyG);
        let (m, f) = editor(&app).maze().expect("a maze is carved");
        assert_eq!(m.maze().grid.cell_count(), painted);
        assert!(f.solvable && f.perfect && f.unreached == 0, "{kind:?}: {f:?}");
        assert_eq!(editor(&app).mode, EditMode::Maze);
        let generated = maze_of(editor(&app));

        // Carve a wall: a loop appears; undo and redo it.
        let grid = editor(&app).grid().clone();
        let (a, b) = a_wall_inside(editor(&app));
        ask(&mut app, EditRequest::Wall(a, b, true));
        assert_eq!(editor(&app).is_open(a, b), Some(true));
        let loops = editor(&app).maze().unwrap().1.loops;
        assert_eq!(loops, 1, "{kind:?}: one wall carved makes one loop");
        assert!(last_said(&app).contains("1 loop"), "{}", last_said(&app));
        ctrl_tap(&mut app, KeyCode::KeyZ);
        assert_eq!(maze_of(editor(&app)), generated, "{kind:?}: undo gives the maze back");
        ctrl_tap(&mut app, KeyCode::KeyY);
        assert_eq!(editor(&app).is_open(a, b), Some(true), "{kind:?}: redo carves it again");

        // Move the exit to the cursor's cell when it is in the maze.
        let (_, entrance, exit) = maze_of(editor(&app));
        let target = (0..grid.cell_count() as u32)
            .find(|&c| editor(&app).cells()[c as usize] && c != entrance && c != exit)
            .unwrap();
        ask(&mut app, EditRequest::CursorTo(target));
        tap(&mut app, KeyCode::KeyX);
        assert_eq!(maze_of(editor(&app)).2, target, "{kind:?}: X moves the exit to the cursor");
        assert!(last_said(&app).contains("the exit"), "{}", last_said(&app));

        // Its share code opens the same maze in a fresh editor, and on the command line.
        let edited = maze_of(editor(&app));
        let shared = code(&app);
        assert!(SharedMaze::from_code(&shared).is_ok(), "{shared}");
        ask(&mut app, EditRequest::NewBoard(kind, Difficulty::Medium));
        assert!(editor(&app).maze().is_none());
        ask(&mut app, EditRequest::LoadCode(shared.clone()));
        assert_eq!(note(&app), None);
        assert_eq!(maze_of(editor(&app)), edited, "{kind:?}: the code names the same maze");
        assert_eq!(code(&app), shared);
        let out = Command::new(env!("CARGO_BIN_EXE_panda-maze"))
            .args(["generate", "--code", &shared, "--format", "svg", "-o", "/dev/null"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{kind:?} {shared}: {}", String::from_utf8_lossy(&out.stderr));
    }
}

/// Two neighbouring cells of the editor's maze with a wall between them.
pub(crate) fn a_wall_inside(editor: &Editor) -> (u32, u32) {
    let grid = editor.grid();
    (0..grid.cell_count() as u32)
        .flat_map(|a| grid.neighbours(a).iter().map(move |&b| (a, b)))
        .find(|&(a, b)| editor.is_open(a, b) == Some(false))
        .expect("a perfect maze of several cells has a wall inside")
}

/// `key` tapped with Ctrl held.
fn ctrl_tap(app: &mut App, key: KeyCode) {
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::ControlLeft);
    tap(app, key);
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(KeyCode::ControlLeft);
    keys.clear();
}

#[test]
fn a_wrong_code_or_a_broken_file_is_refused_with_a_message_and_the_maze_stays() {
    let mut app = editor_on(GridKind::Hexagon);
    ask(&mut app, EditRequest::Generate);
    let kept = maze_of(editor(&app));
    let shared = code(&app);
    // A typo in the last character, a word that is no code, an empty field.
    let typo = format!("{}{}", &shared[..shared.len() - 1], if shared.ends_with('0') { '1' } else { '0' });
    for bad in [typo.as_str(), "hello", "  "] {
        ask(&mut app, EditRequest::LoadCode(bad.to_owned()));
        assert!(note(&app).is_some_and(|n| !n.is_empty()), "{bad:?} is refused with a message");
        assert_eq!(maze_of(editor(&app)), kept, "{bad:?}: the maze stays");
    }
    // Saved and opened again: the same maze; a broken file is refused and loses nothing.
    let dir = std::env::temp_dir().join(format!("panda-editor-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("hex.pmaze");
    ask(&mut app, EditRequest::Save(path.clone()));
    assert_eq!(note(&app), None, "saved");
    let broken = dir.join("broken.pmaze");
    // raw-file: a test writing a broken save file for the editor to refuse.
    std::fs::write(&broken, "panda-maze edit 1\ncode: not-a-code.zz\n").unwrap();
    ask(&mut app, EditRequest::Open(broken));
    assert!(note(&app).is_some_and(|n| n.contains("was not opened") && n.contains("line 2")), "{:?}", note(&app));
    assert_eq!(maze_of(editor(&app)), kept);
    ask(&mut app, EditRequest::Open(dir.join("missing.pmaze")));
    assert!(note(&app).is_some_and(|n| n.contains("was not opened")), "{:?}", note(&app));
    ask(&mut app, EditRequest::NewBoard(GridKind::Round, Difficulty::Easy));
    ask(&mut app, EditRequest::Open(path));
    assert_eq!(maze_of(editor(&app)), kept, "the saved file opens the same maze");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_main_menu_opens_the_editor_which_keeps_the_keys_from_the_panda_and_escape_goes_back() {
    let mut app = game(Difficulty::Easy, 21);
    let start = panda(&mut app);
    tap(&mut app, KeyCode::Escape);
    let row = MenuPage::Main.items().iter().position(|&i| i == MenuItem::Editor).unwrap();
    for _ in 0..row {
        tap(&mut app, KeyCode::ArrowDown);
    }
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::Editor);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Closed);
    assert!(last_said(&app).contains("Maze editor"), "the editor says how to use it: {}", last_said(&app));
    for key in [KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::KeyD, KeyCode::KeyS] {
        tap(&mut app, key);
    }
    assert_eq!(panda(&mut app), start, "the arrows move the editor's cursor, not the panda");
    tap(&mut app, KeyCode::Escape);
    frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Closed, "Esc leaves the editor, it opens no menu");
}

#[test]
fn the_editor_opened_after_a_win_goes_back_to_the_same_maze_from_its_entrance_and_the_win_is_not_entered_twice() {
    let mut app = game(Difficulty::Easy, 8);
    let entrance = panda(&mut app);
    let maze = crate::support::maze(&app);
    win_by_route(&mut app);
    let wins = |app: &App| app.world().resource::<Announcer>().log().filter(|s| s.kind == Heard::Victory).count();
    let won = wins(&app);
    send(&mut app, GameCommand::OpenEditor);
    frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::Editor);
    ask(&mut app, EditRequest::Leave);
    frames(&mut app, 2);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(panda(&mut app), entrance, "the maze starts again");
    assert_eq!(crate::support::maze(&app), maze, "the same maze");
    assert_eq!(wins(&app), won, "the win is said once");
}
