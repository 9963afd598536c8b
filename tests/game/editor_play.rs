//! A maze drawn and edited in the editor is played: on every grid, P puts
//! it on the board (named by its share code), the panda walks it out to a
//! win and its record is kept under that code; the Lab's code field plays a
//! share code the same way, and a mistyped one is refused.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::board::view::Boards;
use panda_maze::game::command::{AimRequest, PlayShared};
use panda_maze::game::edit::{EditRequest, EditorNote, ShareCode};
use panda_maze::game::run::records::grid_record_key;
use panda_maze::game::settings::{GridKind, Records, Settings};
use panda_maze::game::ui::code_section::{Play, play_code};
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::maze::edit::{BrushSize, Stroke};
use panda_maze::maze::grid::Grid;
use panda_maze::on_grid_maze;

use crate::editor::{ask, editor};
use crate::support::{first_cell, frames, game, screen, send, tap};

/// The board's code and its share code, as the game shows and keeps them.
fn board_codes(app: &mut App) -> (String, Option<String>) {
    let mut state = bevy::ecs::system::SystemState::<Boards>::new(app.world_mut());
    let boards = state.get(app.world()).expect("the boards");
    let view = boards.view();
    (view.code(), view.share_code().map(str::to_owned))
}

/// The open passages and the cell count of the maze on the board, as the
/// editor numbers its cells (a square board's by its cells' tiles).
fn board_shape(app: &App) -> (usize, usize) {
    match app.world().resource::<Played>().grid() {
        Some(game) => on_grid_maze!(&*game.maze, m => (m.grid.cell_count(), m.passages().count())),
        None => {
            // A square maze's floor: a tile a cell, and a tile a passage between two.
            let maze = &app.world().resource::<Played>().square().unwrap().maze;
            let cells = (0..maze.tiles().len()).filter(|&i| {
                let p = maze.pos_of(i);
                p.x % 2 == 1 && p.y % 2 == 1 && maze.is_floor(p)
            });
            let cells = cells.count();
            (cells, maze.floor_count() - cells)
        }
    }
}

/// Walks the board's route as a player would without the game finding the
/// way: a click on the cell before the exit, then a step aimed at the exit.
fn walk_out_unaided(app: &mut App) {
    let (before, aim) = {
        let mut state = bevy::ecs::system::SystemState::<Boards>::new(app.world_mut());
        let boards = state.get(app.world()).expect("the boards");
        let view = boards.view();
        let route = view.route();
        let before = route[route.len() - 2];
        let side = view.side_towards(before, view.exit()).expect("the exit is the route's last step");
        (before, view.sides(before)[side as usize].angle.to_degrees().round() as i16)
    };
    send(app, GameCommand::WalkTo(before));
    // A click's walk goes a step at a time: a long route (the editor's maze
    // is new each run) takes more frames than a short one.
    for _ in 0..40 {
        if first_cell(app) == before {
            break;
        }
        frames(app, 100);
    }
    assert_eq!(first_cell(app), before, "the click walked to the cell before the exit");
    app.world_mut().write_message(AimRequest(aim));
    frames(app, 3);
}

/// A game with a maze drawn on an Easy board of `kind` in the editor: the
/// shape's rim dabbed out, carved, and one wall opened by hand.
fn drawn_on(kind: GridKind) -> App {
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::OpenEditor);
    frames(&mut app, 1);
    ask(&mut app, EditRequest::NewBoard(kind, Difficulty::Easy));
    let (min, _) = editor(&app).grid().bounds();
    let at = editor(&app).grid().centre(editor(&app).grid().nearest(min));
    ask(&mut app, EditRequest::Paint(Stroke::Dab { at, size: BrushSize::Three }, false));
    ask(&mut app, EditRequest::Generate);
    let (a, b) = crate::editor::a_wall_inside(editor(&app));
    ask(&mut app, EditRequest::Wall(a, b, true));
    assert_eq!(app.world().resource::<EditorNote>().0, None, "{kind:?}");
    app
}

#[test]
fn on_every_grid_p_plays_the_drawn_maze_to_a_win_kept_under_its_share_code() {
    for kind in GridKind::ALL {
        let mut app = drawn_on(kind);
        let code = app.world().resource::<ShareCode>().0.clone().expect("a share code");
        let (m, f) = editor(&app).maze().expect("a maze is carved");
        let drawn = (m.maze().grid.cell_count(), m.maze().passages().count());
        assert_eq!(f.loops, 1, "{kind:?}: one wall opened by hand");

        tap(&mut app, KeyCode::KeyP);
        frames(&mut app, 2);
        assert_eq!(screen(&app), Screen::Playing, "{kind:?}: P plays the maze");
        assert_eq!(app.world().resource::<Settings>().grid, kind, "{kind:?}: on its own grid's board");
        assert_eq!(app.world().resource::<Played>().grid().is_none(), kind == GridKind::Square);
        assert_eq!(board_codes(&mut app), (code.clone(), Some(code.clone())), "{kind:?}: named by its share code");
        assert_eq!(board_shape(&app), drawn, "{kind:?}: the drawn cells and the passages, the hand-opened one too");

        walk_out_unaided(&mut app);
        assert_eq!(screen(&app), Screen::Won, "{kind:?}: walked out to a win");
        let records = app.world().resource::<Records>();
        let key = grid_record_key(&code);
        assert!(
            records.maze.contains_key(&key),
            "{kind:?}: kept as {key}: {:?}",
            records.maze.keys().collect::<Vec<_>>()
        );
        assert!(records.difficulty.is_empty(), "{kind:?}: a drawn maze is no difficulty's record");

        // A new map "like it" is a generated maze of the same grid, named by its spec again.
        send(&mut app, GameCommand::NewMap);
        frames(&mut app, 2);
        let (fresh, share) = board_codes(&mut app);
        assert!(share.is_none() && fresh != code, "{kind:?}: {fresh}");
        assert_eq!(app.world().resource::<Settings>().grid, kind);
    }
}

#[test]
fn the_labs_code_field_plays_a_share_code_and_refuses_a_mistyped_one() {
    let drawing = drawn_on(GridKind::Hexagon);
    let code = drawing.world().resource::<ShareCode>().0.clone().expect("a share code");
    let drawn = {
        let (m, _) = editor(&drawing).maze().unwrap();
        (m.maze().grid.cell_count(), m.maze().passages().count())
    };
    // Another game, on the square board: the code typed (in capitals, with spaces) plays the drawn maze.
    let mut app = game(Difficulty::Easy, 9);
    let typed = format!("  {}  ", code.to_uppercase());
    let Ok(Play::Shared(shared)) = play_code(&typed) else { panic!("{typed} plays a drawn maze") };
    app.world_mut().write_message(PlayShared(shared));
    frames(&mut app, 2);
    assert_eq!(board_codes(&mut app), (code.clone(), Some(code.clone())));
    assert_eq!(board_shape(&app), drawn, "the same maze as in the editor");
    assert_eq!(app.world().resource::<Settings>().grid, GridKind::Hexagon);

    // One character changed: refused, with a reason; a maze code still loads as before.
    let last = code.chars().last().unwrap();
    let typo = format!("{}{}", &code[..code.len() - 1], if last == '0' { '1' } else { '0' });
    let why = play_code(&typo).expect_err("a mistyped share code");
    assert!(why.contains("share code") || why.contains("mistyped"), "{why}");
    let spec = panda_maze::maze::MazeSpec::new(21, 21, 3);
    assert_eq!(play_code(&spec.code()), Ok(Play::Command(GameCommand::Load(spec))));
}
