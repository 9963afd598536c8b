//! The game's logic under `MinimalPlugins`: simulated keys, no window, no renderer.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use panda_maze::game::assist::route_view::{RouteMarker, RouteView};
use panda_maze::game::board::BoardTile;
use panda_maze::game::board::watch::{GenerationReplay, WatchSettings};
use panda_maze::game::panda::Player;
use panda_maze::game::panda::trail::{Footprint, Trail};
use panda_maze::game::run::victory::{RunStats, VictoryReport};
use panda_maze::game::{CurrentMaze, Difficulty, GameCommand, GameOptions, GamePlugin, GridPos, Route, Screen};
use panda_maze::maze::generate::Algorithm;
use panda_maze::maze::metrics::measure;
use panda_maze::maze::{Dir, Maze, MazeSpec, Pos, Tile};

/// Simulated frame length.
pub(crate) const FRAME: Duration = Duration::from_millis(16);

pub(crate) fn game(difficulty: Difficulty, seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(GamePlugin { options: GameOptions { difficulty, seed: Some(seed), ..GameOptions::default() } });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.update();
    app
}

pub(crate) fn key_for(dir: Dir) -> KeyCode {
    match dir {
        Dir::Up => KeyCode::ArrowUp,
        Dir::Down => KeyCode::ArrowDown,
        Dir::Left => KeyCode::KeyA,
        Dir::Right => KeyCode::KeyD,
    }
}

/// One frame with `key` just pressed, then released.
pub(crate) fn tap(app: &mut App, key: KeyCode) {
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
}

pub(crate) fn send(app: &mut App, command: GameCommand) {
    app.world_mut().write_message(command);
    app.update();
}

pub(crate) fn panda(app: &mut App) -> Pos {
    app.world_mut().query_filtered::<&GridPos, With<Player>>().single(app.world()).unwrap().0
}

pub(crate) fn count<C: Component>(app: &mut App) -> usize {
    app.world_mut().query_filtered::<(), With<C>>().iter(app.world()).count()
}

pub(crate) fn maze(app: &App) -> Maze {
    app.world().resource::<CurrentMaze>().maze.clone()
}

pub(crate) fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

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
fn pressing_into_a_wall_does_not_move_the_panda() {
    let mut app = game(Difficulty::Easy, 2);
    let start = panda(&mut app);
    // The entrance is in the top-left corner: up and left are the outer wall.
    tap(&mut app, KeyCode::ArrowUp);
    tap(&mut app, KeyCode::ArrowLeft);
    tap(&mut app, KeyCode::KeyW);
    assert_eq!(panda(&mut app), start);
    assert_eq!(app.world().resource::<RunStats>().moves, 0);
    assert_eq!(count::<Footprint>(&mut app), 0);
}

#[test]
fn moving_along_a_corridor_moves_the_panda_and_leaves_a_footprint() {
    let mut app = game(Difficulty::Easy, 3);
    let m = maze(&app);
    let start = panda(&mut app);
    let dir = Dir::ALL.into_iter().find(|&d| m.walk(start, d).is_some()).unwrap();
    tap(&mut app, key_for(dir));
    let now = panda(&mut app);
    assert_eq!(Some(now), m.walk(start, dir));
    assert_eq!(app.world().resource::<RunStats>().moves, 1);
    app.update();
    let prints: Vec<(Footprint, Pos)> =
        app.world_mut().query::<(&Footprint, &GridPos)>().iter(app.world()).map(|(f, g)| (*f, g.0)).collect();
    assert_eq!(prints, vec![(Footprint { heading: dir }, start)]);
    assert!(app.world().resource::<Trail>().contains(start));
}

#[test]
fn walking_the_route_by_keys_wins_with_the_right_move_count() {
    let mut app = game(Difficulty::Medium, 4);
    let route = app.world().resource::<Route>().0.clone();
    for step in route.windows(2) {
        assert_eq!(screen(&app), Screen::Playing);
        tap(&mut app, key_for(Dir::between(step[0], step[1]).unwrap()));
        assert_eq!(panda(&mut app), step[1]);
    }
    app.update();
    assert_eq!(screen(&app), Screen::Won);
    let report = *app.world().resource::<VictoryReport>();
    assert_eq!(report.moves as usize, route.len() - 1);
    assert_eq!(report.optimal as usize, route.len() - 1);
    // One frame per move: the clock ran from the first move to the last.
    assert_eq!(report.time, FRAME * (route.len() as u32 - 2));
    // Every tile walked off has a footprint; the exit has none.
    assert_eq!(app.world().resource::<Trail>().len(), route.len() - 1);
    // After victory the keys no longer move the panda.
    let exit = panda(&mut app);
    for dir in Dir::ALL {
        tap(&mut app, key_for(dir));
    }
    assert_eq!(panda(&mut app), exit);
}

#[test]
fn new_map_resets_position_trail_and_victory() {
    let mut app = game(Difficulty::Easy, 5);
    let before = maze(&app);
    let route = app.world().resource::<Route>().0.clone();
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
    assert_eq!(app.world().resource::<Route>().0.first(), Some(&after.entrance));

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
        assert_eq!(app.world().resource::<CurrentMaze>().difficulty(), Some(difficulty));
        assert_eq!(count::<BoardTile>(&mut app), w * h);
        assert_eq!(panda(&mut app), m.entrance);
    }
    // The keyboard shortcut does the same.
    tap(&mut app, KeyCode::Digit3);
    app.update();
    assert_eq!(maze(&app).width(), 91);
}

#[test]
fn showing_the_path_reveals_it_over_several_frames_and_hiding_removes_it() {
    let mut app = game(Difficulty::Medium, 8);
    let route = app.world().resource::<Route>().0.clone();
    assert!(route.len() > 20);
    send(&mut app, GameCommand::ShowRoute(true));
    app.update();
    let mut seen = vec![count::<RouteMarker>(&mut app)];
    while *seen.last().unwrap() < route.len() && seen.len() < 1000 {
        app.update();
        seen.push(count::<RouteMarker>(&mut app));
    }
    assert!(seen[0] > 0 && seen[0] < route.len(), "first frame shows part of the route: {seen:?}");
    assert!(seen.len() >= 5, "the reveal should take several frames, took {}", seen.len());
    assert!(seen.windows(2).all(|w| w[0] <= w[1]), "the route only grows: {seen:?}");
    assert_eq!(*seen.last().unwrap(), route.len());
    // Markers lie on the route, in order from the entrance.
    let mut markers: Vec<(usize, Pos)> =
        app.world_mut().query::<(&RouteMarker, &GridPos)>().iter(app.world()).map(|(r, g)| (r.index, g.0)).collect();
    markers.sort();
    assert_eq!(markers.into_iter().map(|(_, p)| p).collect::<Vec<_>>(), route);
    assert!(app.world().resource::<RouteView>().fully_revealed(route.len()));

    send(&mut app, GameCommand::ToggleRoute);
    app.update();
    assert_eq!(count::<RouteMarker>(&mut app), 0);
    assert!(!app.world().resource::<RouteView>().shown);

    // A new map hides a shown route.
    tap(&mut app, KeyCode::KeyP);
    app.update();
    assert!(count::<RouteMarker>(&mut app) > 0);
    send(&mut app, GameCommand::NewMap);
    app.update();
    assert_eq!(count::<RouteMarker>(&mut app), 0);
}

#[test]
fn holding_a_key_repeats_the_move_at_a_steady_pace() {
    let mut app = game(Difficulty::Easy, 9);
    // Swap in a long straight corridor so nothing but the pace limits the walk.
    let mut corridor = Maze::walled(41, 5).unwrap();
    for x in 1..40 {
        corridor.set(Pos::new(x, 1), Tile::Floor);
    }
    corridor.exit = Pos::new(39, 1);
    app.world_mut().resource_mut::<CurrentMaze>().maze = corridor;
    let mut steps_at = Vec::new();
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::ArrowRight);
    for frame in 0..63 {
        app.update();
        app.world_mut().resource_mut::<ButtonInput<KeyCode>>().clear();
        let x = panda(&mut app).x;
        if x > 1 + steps_at.len() {
            steps_at.push(frame);
        }
    }
    // 63 frames of 16 ms ≈ 1 s: a step at once, one after the 0.22 s delay,
    // then one every 0.09 s: 10 steps in all.
    assert_eq!(steps_at.len(), 10, "steps at frames {steps_at:?}");
    assert_eq!(steps_at[0], 0);
    let gaps: Vec<usize> = steps_at.windows(2).skip(1).map(|w| w[1] - w[0]).collect();
    assert!(gaps.iter().all(|&g| g == 5 || g == 6), "repeats at a steady pace: {gaps:?}");
}

#[test]
fn random_keys_never_put_the_panda_in_a_wall() {
    let mut app = game(Difficulty::Easy, 10);
    let keys = [KeyCode::ArrowUp, KeyCode::ArrowDown, KeyCode::ArrowLeft, KeyCode::ArrowRight, KeyCode::KeyN];
    let mut state = 12345u32;
    for _ in 0..1500 {
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let key = keys[(state >> 16) as usize % if state.is_multiple_of(97) { 5 } else { 4 }];
        tap(&mut app, key);
        let (m, p) = (maze(&app), panda(&mut app));
        assert!(m.is_floor(p), "panda on a wall at {p}");
    }
}

#[test]
fn a_maze_code_loads_exactly_that_maze_and_new_maps_keep_its_settings() {
    let mut app = game(Difficulty::Easy, 11);
    let spec = MazeSpec::new(31, 25, 99).with_algorithm(Algorithm::Kruskal).with_braid(20);
    send(&mut app, GameCommand::Load(MazeSpec::from_code(&spec.code()).unwrap()));
    app.update();
    let current = app.world().resource::<CurrentMaze>().clone();
    assert_eq!(current.spec, spec);
    assert_eq!(current.maze, spec.generate().unwrap());
    assert_eq!(current.difficulty(), None, "31x25 is no difficulty's size");
    assert_eq!(current.metrics, measure(&current.maze));
    assert_eq!(count::<BoardTile>(&mut app), 31 * 25);
    assert_eq!(panda(&mut app), current.maze.entrance);

    // A new map keeps algorithm, size and braid, with a new seed.
    send(&mut app, GameCommand::NewMap);
    let next = app.world().resource::<CurrentMaze>().spec;
    assert_eq!((next.algorithm, next.width, next.height, next.braid_percent), (Algorithm::Kruskal, 31, 25, 20));
    assert_ne!(next.seed, 99);

    // Choosing another algorithm in the menu makes a new map with it.
    send(&mut app, GameCommand::NewMapLike(next.with_algorithm(Algorithm::Wilson)));
    assert_eq!(app.world().resource::<CurrentMaze>().spec.algorithm, Algorithm::Wilson);
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
