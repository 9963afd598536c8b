//! The editor's grid and size selector names the board in the editor: a
//! board of each grid and size, and one opened from a share code drawn on
//! another grid.

use bevy::prelude::*;
use panda_maze::game::edit::{EditRequest, Editor, ShareCode, board_choice, board_of};
use panda_maze::game::settings::GridKind;
use panda_maze::game::{Difficulty, GameCommand, Screen};

use crate::editor::ask;
use crate::support::{frames, game, screen, send};

fn editor_on(kind: GridKind, d: Difficulty) -> App {
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::OpenEditor);
    frames(&mut app, 1);
    assert_eq!(screen(&app), Screen::Editor);
    ask(&mut app, EditRequest::NewBoard(kind, d));
    app
}

#[test]
fn the_selector_names_the_grid_and_size_of_a_board_opened_from_a_code() {
    for kind in GridKind::ALL {
        for d in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
            assert_eq!(board_choice(board_of(kind, d)), (kind, Some(d)), "{kind:?} {d:?}");
        }
    }
    for (from, to) in [(GridKind::Hexagon, GridKind::Square), (GridKind::Round, GridKind::Triangle)] {
        let mut drawn = editor_on(from, Difficulty::Hard);
        ask(&mut drawn, EditRequest::Generate);
        let code = drawn.world().resource::<ShareCode>().0.clone().expect("a share code");
        let mut app = editor_on(to, Difficulty::Easy);
        ask(&mut app, EditRequest::LoadCode(code));
        let board = app.world().resource::<Editor>().board();
        assert_eq!(board_choice(board), (from, Some(Difficulty::Hard)), "{from:?} opened on {to:?}");
    }
}
