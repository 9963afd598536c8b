//! Each grid's largest board (issue 53): a round board of 570 rings, hex
//! 1000×1000 and triangle 1420×710, a million cells each, opened by its
//! code as the Lab's code field opens it, made off the frame, and walked
//! on with the heat map following the panda (headless: no meshes).

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::assist::heat::{HeatSource, HeatView};
use panda_maze::game::board::grid::{GridGame, PendingGrid};
use panda_maze::game::settings::GridKind;
use panda_maze::game::ui::code_section::code_to_play;
use panda_maze::game::{Difficulty, GameCommand};
use panda_maze::maze::generate::{GridShape, GridSpec};
use panda_maze::maze::grid::{HexShape, TriangleShape};

use crate::support::*;

fn grid(app: &App) -> &GridGame {
    app.world().resource::<Played>().grid().expect("a grid maze is played")
}

/// Updates `app` until `done`, for two minutes at most.
fn until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let started = std::time::Instant::now();
    while !done(app) {
        assert!(started.elapsed().as_secs() < 120, "{what}: not after two minutes");
        std::thread::sleep(std::time::Duration::from_millis(1));
        app.update();
    }
}

/// Opens the board of `shape` by its code, checks it is the whole board
/// of a million cells or more on `kind`, and walks ten cells along its way
/// out with the heat map following the panda.
fn opens_and_walks(kind: GridKind, shape: GridShape) {
    let spec = GridSpec::new(shape, 11);
    let cells = spec.shape.cell_count();
    assert!(cells >= 1_000_000, "{kind:?}: {cells} cells");
    let mut app = game(Difficulty::Easy, 5);
    settings(&mut app).reduced_motion = true; // a click's walk in one frame
    let load = code_to_play(&spec.code()).unwrap_or_else(|why| panic!("{kind:?}: {why}"));
    send(&mut app, load);
    assert_eq!(app.world().resource::<PendingGrid>().spec(), Some(spec), "made off the frame");
    until(&mut app, "the million-cell maze", |app| app.world().resource::<PendingGrid>().spec().is_none());
    let game = grid(&app);
    assert_eq!((game.spec, game.kind(), game.cell_count()), (spec, kind, cells));
    let (entrance, route) = (game.entrance(), game.route[..11].to_vec());
    assert_eq!(first_cell(&app), entrance);
    assert_eq!(settings(&mut app).grid, kind, "new maps are made on its grid");
    // The heat map follows the panda; it walks ten cells along its way.
    app.world_mut().resource_mut::<HeatView>().source = HeatSource::Panda;
    send(&mut app, GameCommand::ToggleHeat);
    until(&mut app, "the heat map", |app| app.world().resource::<HeatView>().from == Some(entrance));
    send(&mut app, GameCommand::WalkTo(route[10]));
    frames(&mut app, 2);
    assert_eq!(first_cell(&app), route[10], "{kind:?}: the panda walked");
    assert_eq!(first_trail(&app), route, "{kind:?}: along its way, a cell at a time");
    until(&mut app, "the panda's heat map", |app| app.world().resource::<HeatView>().from == Some(route[10]));
    let heat = app.world().resource::<HeatView>();
    assert_eq!((heat.dist.len(), heat.dist[route[10] as usize], heat.dist[entrance as usize]), (cells, 0, 10));
}

#[test]
fn the_largest_round_board_of_570_rings_opens_by_its_code_and_is_walked() {
    opens_and_walks(GridKind::Round, GridShape::Round { rings: 570 });
}

#[test]
fn the_largest_hex_board_of_1000_by_1000_opens_by_its_code_and_is_walked() {
    opens_and_walks(GridKind::Hexagon, GridShape::Hex(HexShape::Rectangle { cols: 1000, rows: 1000 }));
}

#[test]
fn the_largest_triangle_board_of_1420_by_710_opens_by_its_code_and_is_walked() {
    opens_and_walks(GridKind::Triangle, GridShape::Triangle(TriangleShape::Rectangle { cols: 1420, rows: 710 }));
}
