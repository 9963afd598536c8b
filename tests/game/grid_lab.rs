//! The Lab's maze choices on round, hex and triangle boards, headless: a
//! shape cuts the grid and its maze plays to a win; "a new map like it"
//! keeps the algorithm and options with a fresh seed; new maps keep them on
//! the same grid and take the settings' shape to another grid; a typed code
//! of any grid plays.

use bevy::prelude::*;
use panda_maze::game::board::grid::{GridBoard, GridGame};
use panda_maze::game::settings::GridKind;
use panda_maze::game::ui::code_section::{MAX_PLAYED_GRID_CELLS, code_to_play};
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::maze::generate::{Algorithm, GridMazeAny, GridShape, GridSpec};
use panda_maze::maze::grid::Grid;
use panda_maze::maze::items::ItemSpec;
use panda_maze::maze::{MazeSpec, Shape};
use panda_maze::on_grid_maze;

use crate::support::*;

fn grid(app: &App) -> GridGame {
    app.world().resource::<GridBoard>().0.clone().expect("a grid maze is played")
}

fn cells(game: &GridGame) -> usize {
    on_grid_maze!(&game.maze, m => m.grid.cell_count())
}

#[test]
fn a_grid_cut_to_a_shape_is_played_to_the_exit() {
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        let spec = kind.spec(Difficulty::Medium, 3).unwrap().with_mask(Shape::Heart);
        let mut app = game(Difficulty::Easy, 5);
        settings(&mut app).reduced_motion = true;
        send(&mut app, GameCommand::LoadGrid(spec));
        app.update();
        let game = grid(&app);
        assert!(matches!(game.maze, GridMazeAny::Cut(_)), "{kind:?}: the heart cuts the grid");
        assert!(cells(&game) < spec.shape.cell_count() * 3 / 4, "{kind:?}: {} cells kept", cells(&game));
        assert!(game.code().contains(".heart-"), "{}", game.code());
        assert_eq!(game.route.first(), Some(&game.entrance()));
        send(&mut app, GameCommand::GridWalkTo(game.exit()));
        frames(&mut app, 6);
        assert_eq!(grid(&app).panda, game.exit(), "{kind:?}");
        assert_eq!(screen(&app), Screen::Won, "{kind:?}");
    }
}

#[test]
fn a_new_map_like_a_grid_maze_keeps_its_options_with_a_fresh_seed() {
    let spec = GridKind::Hexagon
        .spec(Difficulty::Easy, 3)
        .unwrap()
        .with_algorithm(Algorithm::Kruskal)
        .with_braid(20)
        .with_mask(Shape::Star)
        .with_items(ItemSpec { bamboo: 2, ..ItemSpec::default() });
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::LoadGrid(spec));
    app.update();
    assert_eq!(grid(&app).spec, spec);
    send(&mut app, GameCommand::NewGridLike(spec));
    app.update();
    let like = grid(&app).spec;
    assert_ne!(like.seed, spec.seed, "a fresh maze");
    assert_eq!(GridSpec { seed: spec.seed, ..like }, spec, "with the same grid, algorithm and options");
    // New map and another difficulty keep the algorithm and options, as on
    // the square board, and drop the items (they come with levels and codes).
    send(&mut app, GameCommand::NewMap);
    app.update();
    let new = grid(&app).spec;
    assert_ne!(new.seed, like.seed);
    assert_eq!(GridSpec { seed: spec.seed, items: spec.items, ..new }, spec);
    assert_eq!(new.items, ItemSpec::default());
    send(&mut app, GameCommand::SetDifficulty(Difficulty::Medium));
    app.update();
    let medium = grid(&app).spec;
    assert_eq!(medium.shape, GridKind::Hexagon.shape(Difficulty::Medium).unwrap());
    assert_eq!((medium.algorithm, medium.braid_percent, medium.mask), (Algorithm::Kruskal, 20, Shape::Star));
}

#[test]
fn another_grid_takes_the_settings_shape_and_a_polar_algorithm_keeps_its_rings() {
    let mut app = game(Difficulty::Easy, 5);
    settings(&mut app).shape = Shape::Ring;
    settings(&mut app).grid = GridKind::Triangle;
    send(&mut app, GameCommand::SetDifficulty(Difficulty::Easy));
    app.update();
    let spec = grid(&app).spec;
    assert_eq!((spec.shape, spec.mask), (GridKind::Triangle.shape(Difficulty::Easy).unwrap(), Shape::Ring));
    assert!(cells(&grid(&app)) < spec.shape.cell_count());
    // Sidewinder on a round grid needs its whole rings: a new map leaves the
    // shape out rather than refuse to make one.
    let round = GridKind::Round.spec(Difficulty::Easy, 4).unwrap().with_algorithm(Algorithm::Sidewinder);
    send(&mut app, GameCommand::LoadGrid(round));
    app.update();
    send(&mut app, GameCommand::NewMap);
    app.update();
    let spec = grid(&app).spec;
    assert_eq!((spec.algorithm, spec.mask, spec.shape), (Algorithm::Sidewinder, Shape::None, round.shape));
    assert_ne!(spec.seed, round.seed);
}

#[test]
fn a_typed_code_of_any_grid_plays_when_it_fits_the_game() {
    let hex = GridKind::Hexagon.spec(Difficulty::Medium, 9).unwrap().with_mask(Shape::Panda);
    assert_eq!(code_to_play(&hex.code()), Ok(GameCommand::LoadGrid(hex)));
    assert_eq!(code_to_play(&format!("  {}  ", hex.code().to_uppercase())), Ok(GameCommand::LoadGrid(hex)));
    let square = MazeSpec::new(21, 21, 4);
    assert_eq!(code_to_play(&square.code()), Ok(GameCommand::Load(square)));
    let huge = GridSpec::new(GridShape::Round { rings: 400 }, 1);
    assert!(huge.shape.cell_count() > MAX_PLAYED_GRID_CELLS);
    let why = code_to_play(&huge.code()).unwrap_err();
    assert!(why.contains("too many to play here") && why.contains("command line"), "{why}");
    let typo = hex.code().replace(".panda-", ".pnada-");
    assert!(code_to_play(&typo).is_err());
}
