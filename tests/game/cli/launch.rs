//! Opening the game from the command line on a maze's code (`--code`) or a
//! grid (`--grid`): a bad code is refused as `generate --code` refuses it,
//! before any window is looked for, and the flags that pass reach the game
//! (checked on the headless game built from the parsed flags, as `run` builds
//! it).

use std::process::{Command, Output};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use clap::Parser as _;
use panda_maze::cli::Cli;
use panda_maze::game::Played;
use panda_maze::game::settings::{GridKind, Settings};
use panda_maze::game::{Difficulty, GamePlugin, launch_grid};
use panda_maze::maze::generate::{AnySpec, GridShape};

use super::stderr;

/// The binary with `args` and no display: a flag the game accepts goes as
/// far as looking for a window and stops there (status 1).
fn run_without_display(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_panda-maze"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the binary runs")
}

const NO_WINDOW: &str = "the game needs a graphical session";

#[test]
fn a_bad_code_is_refused_before_any_window_with_the_words_of_generate() {
    for bad in [
        "kruskal-49x55.b30-2kq9x.a", // a mistyped check character
        "kruskal-49x55.b30-2kq9x",   // cut short: no check character
        "maze-o-matic-21x21-5",      // no such algorithm
        "kruskal-20x21-1",           // an even size
        "backtracker-round9999.1.c", // too many rings for any round maze
        "hex12x10.1",                // no algorithm
        "",                          // nothing at all
    ] {
        let game = run_without_display(&["--code", bad]);
        let generate = super::run(&["generate", "--code", bad]);
        assert_eq!(generate.status.code(), Some(2), "{bad:?}: generate refuses it: {}", stderr(&generate));
        assert_eq!(game.status.code(), Some(2), "{bad:?}: {}", stderr(&game));
        assert_eq!(stderr(&game), stderr(&generate), "{bad:?}: the same message as generate --code");
        assert!(!stderr(&game).contains(NO_WINDOW), "{bad:?}: refused before looking for a window");
    }
}

#[test]
fn a_code_the_game_cannot_play_and_flags_that_clash_are_refused_before_any_window() {
    // A round maze of 580 rings is a million cells: generate makes it, and
    // so does the game (it goes on to look for its window); one past the
    // core's bounds is refused by both (above).
    let AnySpec::Grid(mut spec) = AnySpec::from_code("backtracker-round10.1.c").unwrap() else { panic!("a grid") };
    spec.shape = GridShape::Round { rings: 580 };
    let code = spec.code();
    assert!(AnySpec::from_code(&code).is_ok(), "{code} names a maze generate makes");
    let out = run_without_display(&["--code", &code]);
    assert!(stderr(&out).contains(NO_WINDOW), "the game plays it: {}", stderr(&out));
    for (args, needle) in [
        (&["--grid", "round", "--algorithm", "wilson"][..], "--algorithm is for the square board"),
        (&["--grid", "hex", "--size", "51x51"][..], "--size is for the square board"),
        (&["--grid", "triangle", "--braid", "20"][..], "--braid is for the square board"),
        (&["--grid", "octagon"][..], "octagon"),
        (&["--code", "backtracker-round10.1.c", "--seed", "3"][..], "--seed"),
        (&["--code", "backtracker-round10.1.c", "--grid", "hex"][..], "--grid"),
    ] {
        let out = run_without_display(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(needle), "{args:?}: {}", stderr(&out));
        assert!(!stderr(&out).contains(NO_WINDOW), "{args:?}");
    }
    // What passes goes on to the window (none here).
    for args in [
        &["--code", "backtracker-round10.1.c"][..],
        &["--code", "kruskal-49x55.b30-2kq9x.o"][..],
        &["--grid", "round", "--difficulty", "hard", "--seed", "4"][..],
        &["--grid", "square", "--algorithm", "wilson"][..],
    ] {
        let out = run_without_display(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(NO_WINDOW), "{args:?}: {}", stderr(&out));
    }
}

/// The headless game as `panda-maze ARGS` would open it (settings at their
/// defaults, the grid chosen as `run` chooses it), two frames in.
fn launched(args: &[&str]) -> App {
    let cli = Cli::try_parse_from([&["panda-maze"][..], args].concat()).expect("the flags parse");
    let options = cli.game_options();
    let mut settings = Settings::default();
    settings.grid = launch_grid(&options, cli.grid_choice(), settings.grid);
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).add_plugins(GamePlugin { options });
    app.insert_resource(settings);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(crate::support::FRAME));
    app.update();
    app.update();
    app
}

#[test]
fn the_game_opens_on_the_maze_a_code_names_on_any_grid() {
    let square = "kruskal-49x55.b30-2kq9x.o";
    let app = launched(&["--code", square]);
    assert!(app.world().resource::<Played>().grid().is_none(), "a square code plays on the square board");
    let AnySpec::Square(spec) = AnySpec::from_code(square).unwrap() else { panic!("a square code") };
    assert_eq!(app.world().resource::<Played>().square().unwrap().spec, spec);

    for code in ["backtracker-round10.1.c", "wilson-round13.s4-k2-g-31zl.5"] {
        let app = launched(&["--code", code]);
        let AnySpec::Grid(spec) = AnySpec::from_code(code).unwrap() else { panic!("a grid code") };
        let game = app.world().resource::<Played>().grid().cloned().expect("a grid maze is played");
        assert_eq!(game.spec, spec, "{code}");
        assert_eq!(app.world().resource::<Settings>().grid, GridKind::Round, "{code}: new maps on its grid");
    }
}

#[test]
fn grid_picks_the_grid_of_new_maps() {
    let app = launched(&["--grid", "hex", "--difficulty", "easy", "--seed", "6"]);
    let game = app.world().resource::<Played>().grid().cloned().expect("a grid maze is played");
    assert_eq!(game.kind(), GridKind::Hexagon);
    assert_eq!(GridKind::difficulty_of(game.spec.shape), Some(Difficulty::Easy), "--difficulty's size");
    let again = launched(&["--grid", "hex", "--difficulty", "easy", "--seed", "6"]);
    assert_eq!(again.world().resource::<Played>().grid().unwrap().spec, game.spec, "--seed keeps it");
    let square = launched(&["--grid", "square", "--seed", "6"]);
    assert!(square.world().resource::<Played>().grid().is_none());
    let triangle = launched(&["--grid", "triangle"]);
    assert_eq!(triangle.world().resource::<Played>().grid().unwrap().kind(), GridKind::Triangle);
}

#[test]
fn a_share_code_at_launch_plays_the_drawn_maze_and_a_mistyped_one_is_refused() {
    use panda_maze::maze::edit::BoardShape;
    use panda_maze::maze::grid::HexShape;
    let hex = super::share::disc(BoardShape::Grid(GridShape::Hex(HexShape::Rectangle { cols: 16, rows: 12 })), 3);
    let app = launched(&["--code", &hex]);
    let game = app.world().resource::<Played>().grid().cloned().expect("a drawn hex maze is played on its grid");
    assert_eq!(game.share_code.as_deref(), Some(hex.as_str()), "named by its share code");
    assert_eq!(game.kind(), GridKind::Hexagon);
    assert_eq!(app.world().resource::<Settings>().grid, GridKind::Hexagon, "new maps on its grid");
    let square = super::share::disc(BoardShape::square_tiles(31, 31), 7);
    let app = launched(&["--code", &square.to_uppercase()]);
    assert!(app.world().resource::<Played>().grid().is_none(), "a square drawn maze plays on the square board");
    assert_eq!(app.world().resource::<Played>().square().unwrap().share_code.as_deref(), Some(square.as_str()));
    // It goes on to look for its window, as a maze code does.
    let out = run_without_display(&["--code", &hex]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains(NO_WINDOW), "{}", stderr(&out));

    // One character changed: the check refuses it before any window, in generate's words.
    let last = hex.len() - 3;
    let changed = if &hex[last..=last] == "7" { "8" } else { "7" };
    let typo = format!("{}{changed}{}", &hex[..last], &hex[last + 1..]);
    let game = run_without_display(&["--code", &typo]);
    let generate = super::run(&["generate", "--code", &typo]);
    assert_eq!(game.status.code(), Some(2), "{typo}: {}", stderr(&game));
    assert!(stderr(&game).contains("share code") && stderr(&game).contains("mistyped"), "{}", stderr(&game));
    assert_eq!(stderr(&game), stderr(&generate), "the same message as generate --code");
    assert!(!stderr(&game).contains(NO_WINDOW));
}
