//! Bamboo, keys and doors laid in the maze editor on every grid: by request
//! (a click) and by keys at the cursor, kinds in order; the live check names
//! a door before its key and a door that cannot be reached, and such a maze
//! is refused for Play and share with the reason; undo and redo take items
//! away and back; the share code carries them (loaded again: the same
//! items); and Play puts them on the board.

use bevy::prelude::*;
use panda_maze::game::board::items::ItemSprite;
use panda_maze::game::board::view::Boards;
use panda_maze::game::edit::{EditRequest, Lay, MazeTool, ShareCode};
use panda_maze::game::settings::GridKind;
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::maze::edit::{DoorTrouble, SharedMaze};
use panda_maze::maze::items::{Items, KeyKind};
use panda_maze::maze::solve::grids::breadth_first;

use crate::editor::{ask, editor, last_said, note};
use crate::support::{frames, game, screen, send, tap};

fn items(app: &App) -> Items<u32> {
    editor(app).maze().expect("a maze is carved").0.items().clone()
}

fn doors(app: &App) -> Vec<(KeyKind, DoorTrouble)> {
    editor(app).maze().expect("a maze is carved").1.doors.clone()
}

/// A game with the editor open on an Easy board of `kind`, a maze carved in it.
fn carved_on(kind: GridKind) -> App {
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::OpenEditor);
    frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::Editor);
    ask(&mut app, EditRequest::NewBoard(kind, Difficulty::Easy));
    ask(&mut app, EditRequest::Generate);
    assert_eq!(note(&app), None, "{kind:?}: carved");
    app
}

/// The way out of the editor's maze, as board cells, entrance first.
fn route(app: &App) -> Vec<u32> {
    let (m, _) = editor(app).maze().expect("a maze is carved");
    let m = m.maze();
    let cells = breadth_first(m, m.entrance, m.exit).expect("a generated maze is solvable");
    cells.into_iter().map(|c| m.grid.base_cell(c)).collect()
}

#[test]
fn on_every_grid_a_key_and_its_door_are_laid_checked_undone_shared_and_played() {
    for kind in GridKind::ALL {
        let mut app = carved_on(kind);
        let way = route(&app);
        let n = way.len();
        assert!(n >= 9, "{kind:?}: a way out of {n} cells");
        let (key_at, door_at, later_door) = (way[n / 3], way[n / 2], way[n / 2 + 2]);

        // The sun door first (a click with the Door tool): its key is missing.
        ask(&mut app, EditRequest::MazeTool(MazeTool::Lay(Lay::Door)));
        ask(&mut app, EditRequest::Lay(door_at, Lay::Door));
        assert_eq!(note(&app), None, "{kind:?}");
        assert_eq!(doors(&app), vec![(KeyKind::Sun, DoorTrouble::KeyBehind)], "{kind:?}");
        let said = last_said(&app);
        assert!(said.contains("The sun door laid on cell") && said.contains("before its key"), "{kind:?}: {said}");
        // The sky door (D at the cursor) behind it cannot be reached at all.
        ask(&mut app, EditRequest::CursorTo(later_door));
        tap(&mut app, KeyCode::KeyD);
        assert_eq!(
            doors(&app),
            vec![(KeyKind::Sun, DoorTrouble::KeyBehind), (KeyKind::Sky, DoorTrouble::Unreachable)],
            "{kind:?}"
        );
        assert!(last_said(&app).contains("the sky door cannot be reached"), "{kind:?}: {}", last_said(&app));
        // Refused for share and Play, with the reason; the editor stays open.
        let share = app.world().resource::<ShareCode>().0.clone().expect_err("no code for a door before its key");
        assert!(share.contains("cannot be shared or played") && share.contains("sun key"), "{kind:?}: {share}");
        ask(&mut app, EditRequest::Play);
        frames(&mut app, 2);
        assert_eq!(screen(&app), Screen::Editor, "{kind:?}: not played");
        assert!(note(&app).is_some_and(|n| n.contains("sun key cannot be had before its door")), "{kind:?}");

        // Delete takes the sky door away (the last door laid); K lays the sun key before its door.
        tap(&mut app, KeyCode::Delete);
        assert!(last_said(&app).contains("The sky door taken from cell"), "{kind:?}: {}", last_said(&app));
        ask(&mut app, EditRequest::CursorTo(key_at));
        tap(&mut app, KeyCode::KeyK);
        assert!(last_said(&app).contains("The sun key laid on cell"), "{kind:?}: {}", last_said(&app));
        assert_eq!(doors(&app), vec![], "{kind:?}: the sun key comes before its door");
        assert!(editor(&app).maze().unwrap().1.solvable, "{kind:?}");
        // Bamboo laid, then taken away by undo; undo takes the key too, redo puts both back.
        let shoot = way[n / 4];
        ask(&mut app, EditRequest::Lay(shoot, Lay::Bamboo));
        assert!(last_said(&app).contains("A bamboo shoot laid"), "{kind:?}: {}", last_said(&app));
        let laid = items(&app);
        assert_eq!((laid.bamboo.len(), laid.keys.len(), laid.doors.len()), (1, 1, 1), "{kind:?}");
        ask(&mut app, EditRequest::Undo);
        ask(&mut app, EditRequest::Undo);
        assert!(items(&app).keys.is_empty() && items(&app).bamboo.is_empty(), "{kind:?}");
        assert_eq!(doors(&app), vec![(KeyKind::Sun, DoorTrouble::KeyBehind)], "{kind:?}: undone");
        ask(&mut app, EditRequest::Redo);
        ask(&mut app, EditRequest::Redo);
        assert_eq!(items(&app), laid, "{kind:?}: redone");

        // The share code carries the items: read back, and loaded in the editor, the same items.
        let code = app.world().resource::<ShareCode>().0.clone().expect("a share code");
        let (_, built) = SharedMaze::from_code(&code).expect("the code reads").build().expect("it plays");
        assert_eq!(built, laid, "{kind:?}: {code}");
        ask(&mut app, EditRequest::NewBoard(kind, Difficulty::Easy));
        ask(&mut app, EditRequest::LoadCode(code.clone()));
        assert_eq!(note(&app), None, "{kind:?}");
        assert_eq!(items(&app), laid, "{kind:?}: the loaded code has the same items");

        // Play: the maze goes on the board with its shoot, key and door.
        ask(&mut app, EditRequest::Play);
        frames(&mut app, 2);
        assert_eq!(screen(&app), Screen::Playing, "{kind:?}: played");
        let mut state = bevy::ecs::system::SystemState::<Boards>::new(app.world_mut());
        let boards = state.get(app.world()).expect("the boards");
        let mut on_board: Vec<ItemSprite> = boards.view().item_cells().into_iter().map(|(s, _)| s).collect();
        on_board.sort_by_key(|s| format!("{s:?}"));
        assert_eq!(
            on_board,
            vec![ItemSprite::Bamboo(0), ItemSprite::Door(KeyKind::Sun), ItemSprite::Key(KeyKind::Sun)],
            "{kind:?}"
        );
        if kind != GridKind::Square {
            let cells: Vec<u32> = boards.view().item_cells().into_iter().map(|(_, c)| c).collect();
            let mut want = [laid.bamboo.clone(), laid.keys.clone(), laid.doors.clone()].concat();
            let mut got = cells;
            want.sort_unstable();
            got.sort_unstable();
            assert_eq!(got, want, "{kind:?}: on the cells laid");
        }
    }
}

#[test]
fn keys_and_doors_go_in_kind_order_and_items_need_a_maze() {
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::OpenEditor);
    frames(&mut app, 1);
    ask(&mut app, EditRequest::NewBoard(GridKind::Hexagon, Difficulty::Easy));
    tap(&mut app, KeyCode::KeyB);
    assert!(note(&app).is_some_and(|n| n.contains("Generate a maze first")), "{:?}", note(&app));
    ask(&mut app, EditRequest::Generate);
    let way = route(&app);
    for (i, k) in KeyKind::ALL.into_iter().enumerate() {
        assert_eq!(editor(&app).next_item(Lay::Key), Ok(panda_maze::maze::items::Item::Key(k)));
        ask(&mut app, EditRequest::Lay(way[1 + i], Lay::Key));
    }
    ask(&mut app, EditRequest::Lay(way[6], Lay::Key));
    assert!(note(&app).is_some_and(|n| n.contains("All four keys are laid")), "{:?}", note(&app));
    // The entrance holds no item.
    ask(&mut app, EditRequest::Lay(way[0], Lay::Bamboo));
    assert!(note(&app).is_some_and(|n| n.contains("entrance")), "{:?}", note(&app));
    assert_eq!(items(&app).keys.len(), 4);
}

#[test]
fn a_refusal_names_the_cell_as_the_cursor_does() {
    // A hex board with its first cell painted out: the maze's own cells are
    // numbered after the cut, the board's (what the cursor says) are not.
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::OpenEditor);
    frames(&mut app, 1);
    ask(&mut app, EditRequest::NewBoard(GridKind::Hexagon, Difficulty::Easy));
    ask(&mut app, EditRequest::CursorTo(0));
    ask(&mut app, EditRequest::Toggle);
    ask(&mut app, EditRequest::Generate);
    assert_eq!(note(&app), None, "carved");
    let way = route(&app);
    let (entrance, on) = (way[0], way[2]);
    let cut = editor(&app).maze().unwrap().0.maze().grid.cut_cell(entrance);
    assert_eq!(cut, Some(entrance - 1), "the maze numbers its cells after the cut");

    ask(&mut app, EditRequest::CursorTo(entrance));
    let cell = format!("Cell {}", entrance + 1);
    assert!(last_said(&app).starts_with(&format!("{cell},")), "the cursor says: {}", last_said(&app));
    ask(&mut app, EditRequest::LayAtCursor(Lay::Bamboo));
    let refused = note(&app).expect("no item on the entrance");
    assert!(refused.contains(&format!("{cell} is the entrance or the exit")), "{refused}");
    ask(&mut app, EditRequest::Lay(on, Lay::Bamboo));
    ask(&mut app, EditRequest::End(on, true));
    let refused = note(&app).expect("the entrance is not moved onto a shoot");
    assert!(refused.contains(&format!("Cell {} holds an item", on + 1)), "{refused}");
}

#[test]
fn the_bamboo_gate_is_set_by_hand_undone_and_carried_by_the_share_code() {
    let mut app = carved_on(GridKind::Hexagon);
    let way = route(&app);
    ask(&mut app, EditRequest::Lay(way[2], Lay::Bamboo));
    assert!(!items(&app).bamboo_gate, "a generated maze's exit waits for nothing");
    ask(&mut app, EditRequest::BambooGate(true));
    assert_eq!(note(&app), None);
    assert!(items(&app).bamboo_gate);
    assert!(last_said(&app).contains("waits for every bamboo shoot"), "{}", last_said(&app));
    let code = app.world().resource::<ShareCode>().0.clone().expect("a code");
    let shared = SharedMaze::from_code(&code).unwrap();
    assert!(shared.changes.items.as_ref().is_some_and(|i| i.bamboo_gate), "{code}: the code carries the gate");
    assert!(shared.build().unwrap().1.bamboo_gate, "{code}: the maze it names waits for the shoots");
    // Set again: refused with the reason, nothing changed.
    ask(&mut app, EditRequest::BambooGate(true));
    assert!(note(&app).is_some_and(|n| n.contains("already waits")), "{:?}", note(&app));
    ask(&mut app, EditRequest::Undo);
    assert!(!items(&app).bamboo_gate, "undone");
    assert_eq!(items(&app).bamboo, vec![way[2]], "the shoot stays");
    ask(&mut app, EditRequest::Redo);
    assert!(items(&app).bamboo_gate, "redone");
    ask(&mut app, EditRequest::BambooGate(false));
    assert!(!items(&app).bamboo_gate);
    let plain = app.world().resource::<ShareCode>().0.clone().expect("a code");
    assert_ne!(plain, code, "the code changes back");
    // W sets it and takes it away again, from the keyboard.
    tap(&mut app, KeyCode::KeyW);
    assert!(items(&app).bamboo_gate, "W: the exit waits");
    assert_eq!(app.world().resource::<ShareCode>().0.clone().ok(), Some(code), "the same maze as set by the box");
    tap(&mut app, KeyCode::KeyW);
    assert!(!items(&app).bamboo_gate, "W again: it does not");
}
