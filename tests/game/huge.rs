//! Huge mazes: a 2001 × 2001-cell board runs headless and is walkable, boards
//! over the entity limit are held as chunks, regenerating leaks no entities,
//! the camera's follow and zoom rules, and the hidden `measure` subcommand.

use panda_maze::game::Played;
use std::process::Command;

use bevy::ecs::resource::IsResource;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use panda_maze::game::assist::route_view::{ROUTE_WINDOW_RADIUS, RouteView};
use panda_maze::game::board::watch::{GenerationReplay, WatchSettings};
use panda_maze::game::board::{BoardChunk, BoardIndex, BoardLimits, BoardTile, CHUNK_SIDE, ENTITY_BOARD_MAX_TILES};
use panda_maze::game::panda::trail::Footprint;
use panda_maze::game::settings::Settings;
use panda_maze::game::view::camera::{
    MAX_TILE_PX, MIN_FIT_TILE_PX, MIN_TILE_PX, clamp_zoom, fitted_tile_px, follow, follows,
};
use panda_maze::game::{Difficulty, GameCommand, GameOptions, GamePlugin, TILE_SIZE};
use panda_maze::maze::{Dir, MazeSpec, Pos};

use crate::support::{
    FRAME, count, frames, game, key_for, marks_on_places, maze, panda, send, tap, until_made, with_meshes,
};

/// The largest board: 2001 × 2001 cells.
const HUGE: (usize, usize) = (4003, 4003);

fn game_of_size(size: (usize, usize), seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).add_plugins(GamePlugin {
        options: GameOptions { size: Some(size), seed: Some(seed), ..GameOptions::default() },
    });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.update();
    app
}

/// Entities of the game (resources are entities too in Bevy 0.19; they are not counted).
fn entities(app: &mut App) -> usize {
    app.world_mut().query_filtered::<(), Without<IsResource>>().iter(app.world()).count()
}

#[test]
fn a_2001_by_2001_cell_maze_starts_headless_in_chunks_and_the_panda_walks_only_on_floor() {
    let mut app = game_of_size(HUGE, 21);
    let m = maze(&app);
    assert_eq!((m.width(), m.height()), HUGE);
    assert_eq!(m, MazeSpec::new(HUGE.0, HUGE.1, 21).generate().unwrap(), "the seed names the maze");
    let per_side = HUGE.0.div_ceil(CHUNK_SIDE);
    assert_eq!(count::<BoardChunk>(&mut app), per_side * per_side);
    assert_eq!(count::<BoardTile>(&mut app), 0, "no tile entities at this size");
    assert!(app.world().resource::<BoardIndex>().0.is_empty());
    assert!(entities(&mut app) < 5_000, "a few thousand entities, not sixteen million");
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    assert!(m.is_walk(&route) && route.first() == Some(&m.entrance) && route.last() == Some(&m.exit));

    // Along the route by keys...
    for step in route.windows(2).take(60) {
        tap(&mut app, key_for(Dir::between(step[0], step[1]).unwrap()));
        assert_eq!(panda(&mut app), step[1]);
    }
    // ...and anywhere the keys lead, never into a wall.
    let mut state = 99u32;
    let mut walked_off: std::collections::HashSet<Pos> = route.iter().take(60).copied().collect();
    for _ in 0..300 {
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let before = panda(&mut app);
        tap(&mut app, key_for(Dir::ALL[(state >> 16) as usize % 4]));
        let p = panda(&mut app);
        assert!(m.is_floor(p), "panda on a wall at {p}");
        if p != before {
            walked_off.insert(before);
        }
    }
    // One footprint on every tile the panda walked off, and no other.
    assert_eq!(count::<Footprint>(&mut app), walked_off.len());
}

#[test]
fn the_route_of_a_huge_maze_has_markers_only_around_the_panda() {
    let mut app = game_of_size(HUGE, 22);
    with_meshes(&mut app);
    app.world_mut().resource_mut::<Settings>().reduced_motion = true;
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    send(&mut app, GameCommand::ShowRoute(true));
    app.update();
    let view = *app.world().resource::<RouteView>();
    assert!(view.fully_revealed(route.len()));
    let at = panda(&mut app);
    let m = maze(&app);
    let marked: Vec<Pos> = marks_on_places(&mut app, "Way").into_iter().map(|(c, _)| m.pos_of(c as usize)).collect();
    assert!(!marked.is_empty() && marked.len() < route.len());
    let radius = ROUTE_WINDOW_RADIUS as usize;
    let side = 2 * radius + 1;
    assert!(marked.len() <= side * side);
    let on_route: std::collections::HashSet<Pos> = route.iter().copied().collect();
    for p in &marked {
        assert!(on_route.contains(p), "a mark lies on the route");
        assert!(p.x.abs_diff(at.x).max(p.y.abs_diff(at.y)) <= radius);
    }
    let near = route.iter().filter(|p| p.x.abs_diff(at.x).max(p.y.abs_diff(at.y)) <= radius).count();
    assert_eq!(marked.len(), near, "every route tile in the window has its mark");
}

#[test]
fn regenerating_many_times_leaves_as_many_entities_as_before() {
    let mut app = game(Difficulty::Hard, 23);
    let start = entities(&mut app);
    for round in 0..50 {
        // Leave footprints and show the route, so there is more to clear.
        let m = maze(&app);
        if let Some(dir) = Dir::ALL.into_iter().find(|&d| m.walk(m.entrance, d).is_some()) {
            tap(&mut app, key_for(dir));
        }
        if round % 5 == 0 {
            send(&mut app, GameCommand::ShowRoute(true));
            app.update();
        }
        tap(&mut app, KeyCode::KeyN);
        app.update();
        assert_eq!(count::<BoardTile>(&mut app), 91 * 103);
        assert_eq!(entities(&mut app), start, "after new map {round}");
    }
    // Through the sizes and back: chunked, huge, Easy, Hard.
    let hard_spec = app.world().resource::<Played>().square().unwrap().spec;
    for size in [(301, 301), HUGE, HUGE, (21, 21), (91, 103)] {
        send(&mut app, GameCommand::NewMapLike(MazeSpec { width: size.0, height: size.1, ..hard_spec }));
        app.update();
        until_made(&mut app);
        let m = maze(&app);
        assert_eq!((m.width(), m.height()), size);
        let chunked = app.world().resource::<BoardLimits>().chunked(&m);
        assert_eq!(chunked, size.0 * size.1 > ENTITY_BOARD_MAX_TILES);
        let tiles = count::<BoardTile>(&mut app);
        assert_eq!(tiles, if chunked { 0 } else { size.0 * size.1 });
    }
    assert_eq!(entities(&mut app), start, "back at Hard, the same entities as at the start");
}

/// A new map of a million tiles or more is made off the frame (issue 27):
/// the map being played stays and can be walked until the new one is in,
/// the newest map asked for wins, a small map asked for meanwhile drops the
/// huge one, and so does a grid maze.
#[test]
fn a_huge_new_map_is_made_off_the_frame_and_the_newest_wins() {
    use panda_maze::game::board::making::PendingMap;
    let pending = |app: &App| app.world().resource::<PendingMap>().spec();
    let spec = |app: &App| app.world().resource::<Played>().square().unwrap().spec;
    let mut app = game(Difficulty::Easy, 30);
    let easy = spec(&app);
    let big = |seed| MazeSpec::new(1025, 1101, seed);
    send(&mut app, GameCommand::NewMapLike(big(1)));
    assert_eq!(spec(&app), easy, "the Easy map plays on while the new one is made");
    assert_eq!(pending(&app).map(|s| (s.width, s.height)), Some((1025, 1101)));
    let m = maze(&app);
    let open = Dir::ALL.into_iter().find(|&d| m.walk(m.entrance, d).is_some()).unwrap();
    tap(&mut app, key_for(open));
    assert_eq!(Some(panda(&mut app)), m.walk(m.entrance, open), "and the panda walks it");
    // Asked again before it is in: the newest is made, and a new map builds on its size.
    send(&mut app, GameCommand::Load(big(2)));
    send(&mut app, GameCommand::NewMap);
    let newest = pending(&app).expect("a map is being made");
    assert_eq!((newest.width, newest.height, newest.seed == 2), (1025, 1101, false));
    let frames = until_made(&mut app);
    assert!(frames >= 1, "not made on the frame that asked for it");
    assert_eq!(spec(&app), newest);
    let m = maze(&app);
    assert_eq!(m, newest.generate().unwrap(), "the spec names the maze");
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    assert!(m.is_walk(&route) && route.first() == Some(&m.entrance) && route.last() == Some(&m.exit));
    assert_eq!(panda(&mut app), m.entrance, "the run starts again on the new map");
    let per_side = |n: usize| n.div_ceil(CHUNK_SIDE);
    assert_eq!(count::<BoardChunk>(&mut app), per_side(1025) * per_side(1101));
    // A small map asked for meanwhile is played at once, and the huge one never comes.
    send(&mut app, GameCommand::NewMapLike(big(3)));
    send(&mut app, GameCommand::SetDifficulty(Difficulty::Hard));
    assert_eq!((maze(&app).width(), maze(&app).height()), (91, 103));
    assert_eq!(pending(&app), None);
    // So does a grid maze (its run would be reset when the square map came in).
    send(&mut app, GameCommand::NewMapLike(big(4)));
    let round = panda_maze::game::settings::GridKind::Round.spec(Difficulty::Easy, 5).unwrap();
    send(&mut app, GameCommand::LoadGrid(round));
    assert_eq!(pending(&app), None);
    for _ in 0..3 {
        app.update();
    }
    let played = app.world().resource::<Played>();
    assert_eq!(played.grid().map(|g| g.spec), Some(round), "the round maze is played, and the huge one never comes");
}

/// On a huge board a search to watch is run off the frame (issue 27): no
/// lane until it is in, then the same search as run on the frame; a new map
/// or another search asked for drops one still running.
#[test]
fn a_huge_boards_search_is_run_off_the_frame() {
    use panda_maze::game::assist::search::{PendingSearch, SearchView};
    use panda_maze::maze::solve::grids::GridSearch;
    use panda_maze::maze::solve::{Solver, solve};
    let running = |app: &App| app.world().resource::<PendingSearch>().is_running();
    let mut app = game_of_size((1025, 1025), 31);
    send(&mut app, GameCommand::ShowSearch(Solver::BreadthFirst));
    assert!(running(&app) && app.world().resource::<SearchView>().lanes.is_empty());
    let started = std::time::Instant::now();
    while running(&app) {
        assert!(started.elapsed().as_secs() < 120, "the search is not in after two minutes");
        std::thread::sleep(std::time::Duration::from_millis(1));
        app.update();
    }
    let m = maze(&app);
    let lanes = &app.world().resource::<SearchView>().lanes;
    assert_eq!(lanes.len(), 1);
    let fresh = solve(&m, Solver::BreadthFirst, m.entrance, m.exit, true);
    assert_eq!(lanes[0].search, GridSearch::of_tiles(&fresh, |p| m.index(p) as u32));
    // A race asked for, then another search before it is in: only the last is run.
    send(&mut app, GameCommand::Race(Solver::BreadthFirst, Solver::WallFollowerLeft));
    send(&mut app, GameCommand::ShowSearch(Solver::WallFollowerRight));
    assert!(running(&app) && app.world().resource::<SearchView>().lanes.is_empty(), "the old lanes are gone");
    while running(&app) {
        std::thread::sleep(std::time::Duration::from_millis(1));
        app.update();
    }
    let lanes = &app.world().resource::<SearchView>().lanes;
    assert_eq!(lanes.len(), 1);
    let fresh = solve(&m, Solver::WallFollowerRight, m.entrance, m.exit, true);
    assert_eq!(lanes[0].search, GridSearch::of_tiles(&fresh, |p| m.index(p) as u32));
    // A restart while one runs drops it.
    send(&mut app, GameCommand::ShowSearch(Solver::BreadthFirst));
    send(&mut app, GameCommand::Restart);
    assert!(!running(&app));
    frames(&mut app, 5);
    assert!(app.world().resource::<SearchView>().lanes.is_empty(), "nothing comes in after the restart");
}

/// On a huge board the detours of a win are measured off the frame (issue
/// 27): the card has no line and the board no tint until the measurement is
/// in, then both are the walk's; a win left before it is in drops it.
#[test]
fn a_huge_boards_detours_are_measured_off_the_frame() {
    use panda_maze::game::Screen;
    use panda_maze::game::board::first_walk::FirstWalk;
    use panda_maze::game::run::detour_view::Detours;
    use panda_maze::game::run::wander::{PendingWander, WanderReport};
    use panda_maze::maze::detour::wander;
    use panda_maze::maze::items::Progress;
    let measuring = |app: &App| app.world().resource::<PendingWander>().is_running();
    let report = |app: &App| app.world().resource::<WanderReport>().0.clone();
    let mut app = game_of_size((1025, 1025), 32);
    with_meshes(&mut app);
    let m = maze(&app);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    // The route with one step off it and back, from the first route tile that has a side way.
    let on_route: std::collections::HashSet<Pos> = route.iter().copied().collect();
    let (k, aside) = (0..route.len() - 1)
        .find_map(|k| {
            Dir::ALL.into_iter().filter_map(|d| m.walk(route[k], d)).find(|q| !on_route.contains(q)).map(|q| (k, q))
        })
        .expect("a perfect maze's route has side ways");
    let mut walk = route[..=k].to_vec();
    walk.extend([aside, route[k]]);
    walk.extend(&route[k + 1..]);
    // The panda one step from the exit, having walked all that; the last step by its key.
    let win = |app: &mut App| {
        let before_exit = walk[walk.len() - 2];
        let mut first = app.world_mut().resource_mut::<FirstWalk>();
        first.restart(m.index(walk[0]) as u32);
        walk[1..walk.len() - 1].iter().for_each(|&p| first.step(Progress::at(m.index(p) as u32)));
        tap(app, key_for(Dir::between(before_exit, m.exit).unwrap()));
        app.update();
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Won);
    };
    win(&mut app);
    assert!(measuring(&app), "measured off the frame");
    assert_eq!((report(&app), count::<Detours>(&mut app)), (None, 0), "nothing until it is in");
    let started = std::time::Instant::now();
    while measuring(&app) {
        assert!(started.elapsed().as_secs() < 120, "the detours are not in after two minutes");
        std::thread::sleep(std::time::Duration::from_millis(1));
        app.update();
    }
    app.update();
    let measured = report(&app).expect("the walk is measured");
    let cell = |p: Pos| m.index(p) as u32;
    assert_eq!(measured, wander(&m, &route, &walk).map(cell), "the same as measured on the frame, in cells");
    assert_eq!((measured.lost, measured.detours.len()), (2, 1));
    let tinted: Vec<u32> = marks_on_places(&mut app, "Detours").into_iter().map(|(c, _)| c).collect();
    assert_eq!(tinted, [m.index(aside) as u32], "the step aside is tinted");
    // Won again and restarted at once: the measurement never comes in.
    send(&mut app, GameCommand::Restart);
    app.update();
    assert_eq!(count::<Detours>(&mut app), 0);
    win(&mut app);
    assert!(measuring(&app));
    send(&mut app, GameCommand::Restart);
    app.update();
    assert!(!measuring(&app), "leaving the win drops it");
    frames(&mut app, 5);
    assert_eq!((report(&app), count::<Detours>(&mut app)), (None, 0));
}

#[test]
fn a_chunked_board_is_not_replayed_and_covers_the_maze() {
    let mut app = game(Difficulty::Easy, 24);
    app.world_mut().resource_mut::<WatchSettings>().enabled = true;
    let spec = MazeSpec::new(301, 241, 5);
    send(&mut app, GameCommand::Load(spec));
    assert!(app.world().resource::<GenerationReplay>().is_done(), "no replay at chunk sizes");
    let chunks: Vec<BoardChunk> = app.world_mut().query::<&BoardChunk>().iter(app.world()).copied().collect();
    assert_eq!(chunks.len(), 301usize.div_ceil(CHUNK_SIDE) * 241usize.div_ceil(CHUNK_SIDE));
    let m = maze(&app);
    let mut covered = 0;
    for chunk in &chunks {
        for (i, kind) in chunk.tiles(&m).enumerate() {
            if let Some(kind) = kind {
                let p = Pos::new(chunk.origin.x + i % CHUNK_SIDE, chunk.origin.y + i / CHUNK_SIDE);
                assert_eq!(kind, BoardTile::at(&m, p));
                covered += 1;
            }
        }
    }
    assert_eq!(covered, 301 * 241, "every tile in exactly one chunk");
    // The panda plays on it.
    let open = Dir::ALL.into_iter().find(|&d| m.walk(m.entrance, d).is_some()).unwrap();
    tap(&mut app, key_for(open));
    assert_eq!(Some(panda(&mut app)), m.walk(m.entrance, open));
}

#[test]
fn the_camera_fits_normal_boards_and_follows_huge_ones() {
    let window = Vec2::new(1280.0, 860.0);
    let panel = 220.0;
    let tiles = |w: usize, h: usize| Vec2::new(w as f32, h as f32);
    for d in Difficulty::ALL {
        let (w, h) = d.size();
        assert!(!follows(tiles(w, h), window, panel), "{d:?} fits");
        assert!(fitted_tile_px(tiles(w, h), window, panel) >= MIN_FIT_TILE_PX);
    }
    // Even the small window of the scripted run fits Hard.
    assert!(!follows(tiles(91, 103), Vec2::new(1024.0, 768.0), panel));
    assert!(follows(tiles(HUGE.0, HUGE.1), window, panel));
    assert!(follows(tiles(401, 401), window, panel));

    // Following glides towards the panda, a little each frame, and gets there.
    let target = Vec2::new(100.0 * TILE_SIZE, -40.0 * TILE_SIZE);
    let mut at = Vec2::ZERO;
    let jump = 10_000.0 * TILE_SIZE;
    let first = follow(at, target, FRAME.as_secs_f32(), jump);
    assert!(first.distance(target) < target.length() && first.distance(target) > 0.5 * target.length());
    for _ in 0..200 {
        at = follow(at, target, FRAME.as_secs_f32(), jump);
    }
    assert!(at.distance(target) < 1.0, "caught up: {at}");
    // A gap wider than the jump distance (a new map) is jumped at once.
    assert_eq!(follow(Vec2::ZERO, target, FRAME.as_secs_f32(), 10.0), target);
    // Zoom is clamped.
    assert_eq!(clamp_zoom(0.1), MIN_TILE_PX);
    assert_eq!(clamp_zoom(1000.0), MAX_TILE_PX);
}

/// `measure --quick` prints the table with every row, in order, each figure
/// a number (the peak memory `–` where it cannot be known).
#[test]
fn measure_quick_prints_the_frame_table() {
    use panda_maze::game::dev::measure::{HEADER, TITLE};
    use panda_maze::game::dev::measure_runs::BoardKind;
    let out = Command::new(env!("CARGO_BIN_EXE_panda-maze")).args(["measure", "--quick"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], TITLE);
    assert!(lines[1].starts_with("profile ") && lines[1].contains("quick run"), "{text}");
    assert_eq!(lines[2], HEADER);
    let wanted: Vec<(&str, &str)> = BoardKind::rows()
        .iter()
        .flat_map(|(board, activities)| activities.iter().map(|a| (board.name(), a.name())))
        .collect();
    assert_eq!(
        wanted.len(),
        33,
        "four boards by four activities; the big round, hex and triangle boards by walk, search, heat, the \
         heat map following the panda and opening (new maps' frames on the round one too); the heat map \
         following the panda on the huge square board"
    );
    // The table, the host's steal time (Linux), then a Hard run's ghost size
    // in the records file, held and tapped.
    assert_eq!(lines.len(), 3 + wanted.len() + 3, "{text}");
    let steal = lines[3 + wanted.len()]
        .strip_prefix("steal: the host took ")
        .and_then(|l| l.split_once(" ms of processor time"));
    assert!(steal.is_some_and(|(ms, _)| ms.parse::<f64>().is_ok_and(|ms| ms >= 0.0)), "{text}");
    for (line, name) in lines[4 + wanted.len()..].iter().zip(["hard_ghost_held: ", "hard_ghost_tapped: "]) {
        let bytes: Option<usize> = line.strip_prefix(name).and_then(|rest| {
            let (steps, bytes) = rest.split_once(" steps, ")?;
            steps.parse::<usize>().ok().filter(|&s| s > 0)?;
            bytes.strip_suffix(" bytes in the file with its key")?.parse().ok()
        });
        assert!(bytes.is_some_and(|b| b > 0), "{line}");
    }
    for (line, (board, activity)) in lines[3..3 + wanted.len()].iter().zip(wanted) {
        let cells: Vec<&str> = line.split_whitespace().collect();
        let (name_cells, figures) = cells.split_at(cells.len() - 5);
        assert_eq!((name_cells[0], name_cells[name_cells.len() - 1]), (board, activity), "{line}");
        let frames: usize = figures[0].parse().unwrap_or_else(|_| panic!("{line}"));
        assert!(frames > 0, "every activity is measured on its board: {line}");
        for figure in &figures[1..4] {
            assert!(figure.parse::<f64>().is_ok_and(|ms| ms >= 0.0), "{line}");
        }
        let (median, p99, worst): (f64, f64, f64) =
            (figures[1].parse().unwrap_or(0.0), figures[2].parse().unwrap_or(0.0), figures[3].parse().unwrap_or(0.0));
        assert!(median <= p99 && p99 <= worst, "{line}");
        assert!(figures[4].parse::<f64>().is_ok_and(|m| m > 0.0) || figures[4] == "–", "{line}");
    }
    // Hidden from the help.
    let help = Command::new(env!("CARGO_BIN_EXE_panda-maze")).arg("--help").output().unwrap();
    assert!(!String::from_utf8_lossy(&help.stdout).contains("measure"));
    // One board's rows only; an unknown board is refused.
    let out = Command::new(env!("CARGO_BIN_EXE_panda-maze"))
        .args(["measure", "--quick", "--board", "easy"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<&str> =
        text.lines().filter(|l| l.split_whitespace().nth(1).is_some_and(|s| s.contains('x'))).collect();
    assert_eq!(rows.len(), 4, "{text}");
    assert!(rows.iter().all(|r| r.starts_with("easy ")), "{text}");
    let out = Command::new(env!("CARGO_BIN_EXE_panda-maze")).args(["measure", "--board", "tiny"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("tiny"));
}

#[test]
fn the_size_flag_is_checked_and_excludes_the_difficulty() {
    let run = |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_panda-maze")).args(args).output().unwrap();
    for (args, needle) in [
        (&["--size", "20x21"][..], "odd"),
        (&["--size", "5000x21"][..], "large"),
        (&["--size", "big"][..], "WIDTHxHEIGHT"),
        (&["--size", "21x21", "--difficulty", "easy"][..], "--difficulty"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    let cli = <panda_maze::cli::Cli as clap::Parser>::try_parse_from(["panda-maze", "--size", "4003x4003"]).unwrap();
    assert_eq!(cli.game_options().size, Some(HUGE));
}
