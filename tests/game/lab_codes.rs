//! A code typed into the Lab's code field goes through the command line's
//! own checks: what `generate --code` refuses, the field refuses with a
//! message (never a panic), the maze on the board stays, and a code the
//! field takes is made within bounds.

use std::process::Command;

use panda_maze::game::GameCommand;
use panda_maze::game::Played;
use panda_maze::game::ui::code_section::code_to_play;
use panda_maze::maze::generate::{GridShape, GridSpec};
use panda_maze::maze::grid::{HexShape, TriangleShape};

use crate::support::{frames, send};

/// The codes, as typed (the first two panicked in the game, the
/// next ate gigabytes): none may panic the field, and each is refused or
/// played as the command line refuses or makes it.
const TYPED: [&str; 5] = [
    "backtracker-hex4294967295.1.z",
    "backtracker-hex2x65533.1.h",
    "backtracker-hex2x65532.1.p",
    "backtracker-hex2479700525.1.f",
    "backtracker-hex20x52428.1.d",
];

/// Sizes the command line refuses: cell counts that wrapped before the check.
fn refused_shapes() -> Vec<GridShape> {
    vec![
        GridShape::Round { rings: u32::MAX },
        GridShape::Hex(HexShape::Rectangle { cols: u32::MAX, rows: u32::MAX }),
        GridShape::Hex(HexShape::Hexagon { radius: 2_479_700_525 }),
        GridShape::Hex(HexShape::Hexagon { radius: u32::MAX }),
        GridShape::Triangle(TriangleShape::Triangle { side: u32::MAX }),
        GridShape::Triangle(TriangleShape::Rectangle { cols: 65536, rows: 65536 }),
    ]
}

/// Whether `panda-maze generate --code CODE` makes the maze (to `/dev/null`).
fn command_line_makes(code: &str) -> bool {
    let out = Command::new(env!("CARGO_BIN_EXE_panda-maze"))
        .args(["generate", "--code", code, "--format", "json", "-o", "/dev/null"])
        .env("PANDA_MAZE_REPORT_PEAK_MEMORY", "1")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{code}: {err}");
    out.status.success()
}

#[test]
fn codes_the_command_line_refuses_are_refused_by_the_field_and_the_maze_stays() {
    let mut app = crate::support::game(panda_maze::game::Difficulty::Easy, 3);
    let before = crate::support::maze(&app);
    let codes = refused_shapes().into_iter().map(|shape| GridSpec::new(shape, 1).code());
    for code in codes.chain(TYPED.map(str::to_owned)) {
        let made = command_line_makes(&code);
        let field = std::panic::catch_unwind(|| code_to_play(&code)).unwrap_or_else(|_| panic!("{code}: panicked"));
        match field {
            Ok(_) => assert!(made, "{code}: the field takes what the command line refuses"),
            Err(why) => assert!(why.contains(&code.to_ascii_lowercase()) || why.contains("code"), "{code}: {why}"),
        }
    }
    // A grid maze that cannot be made is said, and the board keeps its maze.
    for shape in refused_shapes() {
        send(&mut app, GameCommand::LoadGrid(GridSpec::new(shape, 1)));
        frames(&mut app, 3);
        assert!(app.world().resource::<Played>().grid().is_none(), "{shape:?}: no grid maze was made");
        assert_eq!(crate::support::maze(&app), before, "the maze on the board stays");
    }
    let notices = &app.world().resource::<panda_maze::game::settings::Notices>().0;
    assert!(notices.iter().any(|n| n.contains("cannot be made")), "{notices:?}");
}

#[test]
fn the_field_takes_what_the_command_line_makes_on_every_grid_and_in_its_bounds() {
    let mut app = crate::support::game(panda_maze::game::Difficulty::Easy, 3);
    for shape in [
        GridShape::Round { rings: 5 },
        GridShape::Hex(HexShape::Rectangle { cols: 10, rows: 10 }),
        GridShape::Triangle(TriangleShape::Rectangle { cols: 14, rows: 7 }),
        GridShape::Hex(HexShape::Rectangle { cols: 2, rows: 200 }),
    ] {
        let code = GridSpec::new(shape, 7).code();
        assert!(command_line_makes(&code), "{code}");
        let command = code_to_play(&code).unwrap_or_else(|why| panic!("{code}: {why}"));
        send(&mut app, command);
        frames(&mut app, 3);
        let board = app.world().resource::<Played>().grid().map(|g| g.spec.code());
        assert_eq!(board.as_deref(), Some(code.as_str()));
    }
}
