//! What a launch's flags make on a round, hex or triangle board, headless:
//! `--seed N` plays the maze `generate --grid … --seed N` makes at the
//! difficulty's size, and the Play bar lights the board's own difficulty
//! (none for a custom size), not the square board's beneath it.

use std::process::Command;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use panda_maze::game::Played;
use panda_maze::game::settings::{GridKind, Settings};
use panda_maze::game::{Difficulty, GameCommand, GameOptions, GamePlugin};
use panda_maze::maze::generate::{GridShape, GridSpec};
use panda_maze::maze::grid::HexShape;

use crate::support::{FRAME, board_view, frames, send};

/// A game launched with `options` on the grid played last, `grid`.
fn launched(grid: GridKind, options: GameOptions) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings { grid, ..Settings::default() })
        .add_plugins(GamePlugin { options });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    frames(&mut app, 3);
    app
}

/// The code of the maze `panda-maze generate ARGS --format json` makes.
fn generated_code(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_panda-maze")).arg("generate").args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    json["code"].as_str().unwrap().to_owned()
}

#[test]
fn the_games_seed_makes_the_maze_the_command_lines_seed_makes_on_every_grid() {
    for (grid, size) in [
        (GridKind::Round, ["--grid", "round", "--rings", "5"]),
        (GridKind::Hexagon, ["--grid", "hex", "--size", "10x10"]),
        (GridKind::Triangle, ["--grid", "triangle", "--size", "14x7"]),
    ] {
        for seed in [1u64, 7, 123456789] {
            let options = GameOptions { difficulty: Difficulty::Easy, seed: Some(seed), ..GameOptions::default() };
            let app = launched(grid, options);
            let played = app.world().resource::<Played>().grid().map(|g| g.spec.code());
            let seed = seed.to_string();
            let mut args = size.to_vec();
            args.extend(["--seed", &seed, "--format", "json"]);
            assert_eq!(played, Some(generated_code(&args)), "{grid:?} --seed {seed}");
        }
    }
}

#[test]
fn the_play_bar_lights_the_boards_own_difficulty_and_none_for_a_custom_size() {
    let mut app = launched(GridKind::Square, GameOptions { seed: Some(3), ..GameOptions::default() });
    let lit = |app: &App| board_view(app).difficulty();
    assert_eq!(lit(&app), Some(Difficulty::Medium), "the square board's");
    // The code: an Easy-sized hex board on a fresh config (the square board beneath is Medium).
    for (cols, rows, lit_as) in [(10, 10, Some(Difficulty::Easy)), (24, 27, Some(Difficulty::Medium)), (11, 10, None)] {
        let spec = GridSpec::new(GridShape::Hex(HexShape::Rectangle { cols, rows }), 0);
        send(&mut app, GameCommand::LoadGrid(spec));
        frames(&mut app, 2);
        assert_eq!(lit(&app), lit_as, "hex {cols}x{rows}");
    }
    send(&mut app, GameCommand::NewMapLike(panda_maze::maze::MazeSpec::new(23, 23, 1)));
    frames(&mut app, 2);
    assert!(app.world().resource::<Played>().grid().is_none(), "back on the square board");
    assert_eq!(lit(&app), None, "a custom size lights none");
}
