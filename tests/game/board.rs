//! The board, headless: one entity a tile, new maps, restarts, sizes, maze codes,
//! a watched generation, and colours that follow the settings.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::board::BoardTile;
use panda_maze::game::board::watch::{GenerationReplay, WatchSettings};
use panda_maze::game::panda::trail::{Footprint, Trail};
use panda_maze::game::run::victory::{RunStats, VictoryReport};
use panda_maze::game::settings::{Palette, Rgb, Settings, Theme};
use panda_maze::game::{Difficulty, GameCommand, GridPos, Screen};
use panda_maze::maze::generate::Algorithm;
use panda_maze::maze::metrics::measure;
use panda_maze::maze::{Dir, MazeSpec, Pos, Tile};

use crate::support::*;

#[test]
fn the_board_has_one_entity_per_tile_and_the_panda_starts_at_the_entrance() {
    let mut app = game(Difficulty::Easy, 1);
    let m = maze(&app);
    assert_eq!((m.width(), m.height()), (21, 21));
    assert_eq!(count::<BoardTile>(&mut app), 21 * 21);
    let walls = app.world_mut().query::<&BoardTile>().iter(app.world()).filter(|t| **t == BoardTile::Wall).count();
    assert_eq!(walls, m.tiles().iter().filter(|t| **t == Tile::Wall).count());
    assert_eq!(panda(&mut app), m.entrance);
    // The seed given names the maze.
    assert_eq!(m, MazeSpec::new(21, 21, 1).generate().unwrap());
}

#[test]
fn new_map_resets_position_trail_and_victory() {
    let mut app = game(Difficulty::Easy, 5);
    let before = maze(&app);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    for step in route.windows(2) {
        tap(&mut app, key_for(Dir::between(step[0], step[1]).unwrap()));
    }
    app.update();
    assert_eq!(screen(&app), Screen::Won);

    send(&mut app, GameCommand::NewMap);
    app.update();
    let after = maze(&app);
    assert_ne!(before, after, "a new map is a different maze");
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(panda(&mut app), after.entrance);
    assert_eq!(count::<Footprint>(&mut app), 0);
    assert!(app.world().resource::<Trail>().is_empty());
    assert_eq!(*app.world().resource::<RunStats>(), RunStats::default());
    assert!(app.world().get_resource::<VictoryReport>().is_none());
    assert_eq!(count::<BoardTile>(&mut app), 21 * 21, "the old board is gone, the new one complete");
    assert_eq!(app.world().resource::<Played>().square_route().unwrap().0.first(), Some(&after.entrance));

    // And the panda plays on the new map.
    let dir = Dir::ALL.into_iter().find(|&d| after.walk(after.entrance, d).is_some()).unwrap();
    tap(&mut app, key_for(dir));
    assert_ne!(panda(&mut app), after.entrance);
}

#[test]
fn restart_keeps_the_maze_and_clears_the_run() {
    let mut app = game(Difficulty::Easy, 6);
    let before = maze(&app);
    let dir = Dir::ALL.into_iter().find(|&d| before.walk(before.entrance, d).is_some()).unwrap();
    tap(&mut app, key_for(dir));
    tap(&mut app, KeyCode::KeyR);
    app.update();
    assert_eq!(maze(&app), before);
    assert_eq!(panda(&mut app), before.entrance);
    assert_eq!(count::<Footprint>(&mut app), 0);
    assert_eq!(app.world().resource::<RunStats>().moves, 0);
}

#[test]
fn a_difficulty_change_changes_the_grid_size() {
    let mut app = game(Difficulty::Easy, 7);
    for (difficulty, (w, h)) in
        [(Difficulty::Hard, (91, 103)), (Difficulty::Medium, (49, 55)), (Difficulty::Easy, (21, 21))]
    {
        send(&mut app, GameCommand::SetDifficulty(difficulty));
        app.update();
        let m = maze(&app);
        assert_eq!((m.width(), m.height()), (w, h));
        assert_eq!(app.world().resource::<Played>().square().unwrap().difficulty(), Some(difficulty));
        assert_eq!(count::<BoardTile>(&mut app), w * h);
        assert_eq!(panda(&mut app), m.entrance);
    }
    // The keyboard shortcut does the same.
    tap(&mut app, KeyCode::Digit3);
    app.update();
    assert_eq!(maze(&app).width(), 91);
}

#[test]
fn a_maze_code_loads_exactly_that_maze_and_new_maps_keep_its_settings() {
    let mut app = game(Difficulty::Easy, 11);
    let spec = MazeSpec::new(31, 25, 99).with_algorithm(Algorithm::Kruskal).with_braid(20);
    send(&mut app, GameCommand::Load(MazeSpec::from_code(&spec.code()).unwrap()));
    app.update();
    let current = app.world().resource::<Played>().square().unwrap().clone();
    assert_eq!(current.spec, spec);
    assert_eq!(current.maze, spec.generate().unwrap());
    assert_eq!(current.difficulty(), None, "31x25 is no difficulty's size");
    assert_eq!(current.metrics, measure(&current.maze));
    assert_eq!(count::<BoardTile>(&mut app), 31 * 25);
    assert_eq!(panda(&mut app), current.maze.entrance);

    // A new map keeps algorithm, size and braid, with a new seed.
    send(&mut app, GameCommand::NewMap);
    let next = app.world().resource::<Played>().square().unwrap().spec;
    assert_eq!((next.algorithm, next.width, next.height, next.braid_percent), (Algorithm::Kruskal, 31, 25, 20));
    assert_ne!(next.seed, 99);

    // Choosing another algorithm in the menu makes a new map with it.
    send(&mut app, GameCommand::NewMapLike(next.with_algorithm(Algorithm::Wilson)));
    assert_eq!(app.world().resource::<Played>().square().unwrap().spec.algorithm, Algorithm::Wilson);
}

#[test]
fn a_watched_generation_builds_the_board_over_frames_and_can_be_skipped() {
    let mut app = game(Difficulty::Easy, 12);
    app.world_mut().resource_mut::<WatchSettings>().enabled = true;
    // An easy maze takes about 200 steps: at 600 a second, ~10 a frame, ~20 frames.
    app.world_mut().resource_mut::<WatchSettings>().steps_per_sec = 600.0;
    send(&mut app, GameCommand::NewMap);
    let built = maze(&app);
    let floor_shown = |app: &mut App| {
        app.world_mut().query::<&BoardTile>().iter(app.world()).filter(|t| **t != BoardTile::Wall).count()
    };
    let mut seen = vec![floor_shown(&mut app)];
    assert!(seen[0] < built.floor_count() / 2, "a watched board starts (nearly) solid: {} floor", seen[0]);
    // The panda waits while the maze is being built.
    let open = Dir::ALL.into_iter().find(|&d| built.walk(built.entrance, d).is_some()).unwrap();
    tap(&mut app, key_for(open));
    assert_eq!(panda(&mut app), built.entrance);
    while !app.world().resource::<GenerationReplay>().is_done() && seen.len() < 500 {
        app.update();
        seen.push(floor_shown(&mut app));
    }
    assert!(seen.len() > 12, "building took {} frames", seen.len());
    assert!(seen.windows(2).all(|w| w[0] <= w[1]), "a backtracker only opens tiles: {seen:?}");
    // The finished board is the built.
    let kinds: Vec<(Pos, BoardTile)> =
        app.world_mut().query::<(&GridPos, &BoardTile)>().iter(app.world()).map(|(g, t)| (g.0, *t)).collect();
    for (p, kind) in kinds {
        assert_eq!(kind, BoardTile::at(&built, p), "tile {p}");
    }
    tap(&mut app, key_for(open));
    assert_ne!(panda(&mut app), built.entrance, "the panda walks once the maze is built");

    // Space finishes the next one at once.
    send(&mut app, GameCommand::NewMap);
    assert!(!app.world().resource::<GenerationReplay>().is_done());
    tap(&mut app, KeyCode::Space);
    app.update();
    assert!(app.world().resource::<GenerationReplay>().is_done());
    let next = maze(&app);
    let walls = app.world_mut().query::<&BoardTile>().iter(app.world()).filter(|t| **t == BoardTile::Wall).count();
    assert_eq!(walls, next.tiles().iter().filter(|t| **t == Tile::Wall).count());
}

fn tile_colours(app: &mut App, kind: BoardTile) -> Vec<Color> {
    app.world_mut()
        .query::<(&BoardTile, &Sprite)>()
        .iter(app.world())
        .filter(|(k, _)| **k == kind)
        .map(|(_, s)| s.color)
        .collect()
}

#[test]
fn changing_the_wall_colour_recolours_the_existing_wall_tiles() {
    let mut app = game(Difficulty::Easy, 11);
    let before = tile_colours(&mut app, BoardTile::Wall);
    assert!(before.iter().all(|c| *c == Theme::Bamboo.look().wall.color()));
    settings(&mut app).wall = Some(Rgb([200, 10, 10]));
    app.update();
    let after = tile_colours(&mut app, BoardTile::Wall);
    assert_eq!(after.len(), before.len());
    assert!(after.iter().all(|c| *c == Color::srgb_u8(200, 10, 10)), "every wall tile takes the new colour");
    let floors = tile_colours(&mut app, BoardTile::Floor);
    assert!(floors.iter().all(|c| *c == Theme::Bamboo.look().floor.color()), "floors keep theirs");
}

#[test]
fn switching_theme_recolours_everything() {
    let mut app = game(Difficulty::Easy, 12);
    with_meshes(&mut app);
    // Leave a footprint and show the route so they are recoloured too.
    let route = app.world().resource::<panda_maze::game::Played>().square_route().unwrap().0.clone();
    let first = panda_maze::maze::Dir::between(route[0], route[1]).unwrap();
    tap(&mut app, crate::support::key_for(first));
    send(&mut app, GameCommand::ShowRoute(true));
    for _ in 0..5 {
        app.update();
    }
    settings(&mut app).set_theme(Theme::HighContrast);
    app.update();
    let look = Theme::HighContrast.look();
    assert_eq!(
        *app.world().resource::<Palette>(),
        Settings { theme: Theme::HighContrast, ..Settings::default() }.palette()
    );
    for (kind, colour) in [
        (BoardTile::Wall, look.wall),
        (BoardTile::Floor, look.floor),
        (BoardTile::Entrance, look.entrance),
        (BoardTile::Exit, look.exit),
    ] {
        let colours = tile_colours(&mut app, kind);
        assert!(!colours.is_empty() && colours.iter().all(|c| *c == colour.color()), "{kind:?}");
    }
    let prints: Vec<Color> = app
        .world_mut()
        .query_filtered::<&Sprite, With<panda_maze::game::panda::trail::Footprint>>()
        .iter(app.world())
        .map(|s| s.color)
        .collect();
    assert_eq!(prints, vec![look.footprint.color()]);
    let marks = marks_on_places(&mut app, "Way");
    let route = look.route.color().to_linear().to_f32_array();
    assert!(!marks.is_empty() && marks.iter().all(|(_, c)| *c == route));
}
