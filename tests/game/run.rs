//! A run, headless: winning, the clock and efficiency, records and the daily
//! maze, time attack, fog, and the replay after a win.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::panda::trail::Trail;
use panda_maze::game::run::victory::{RunStats, VictoryReport, efficiency};
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::maze::Dir;

use crate::support::*;

#[test]
fn walking_the_route_by_keys_wins_with_the_right_move_count() {
    let mut app = game(Difficulty::Medium, 4);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
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
fn the_clock_stops_at_victory_and_efficiency_is_optimal_over_moves() {
    assert_eq!(efficiency(50, 100), 0.5);
    assert_eq!(efficiency(50, 50), 1.0);
    let mut app = game(Difficulty::Easy, 31);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    let m = maze(&app);
    // One detour into a wall-free neighbour and back, then the route.
    let side = Dir::ALL.into_iter().find(|&d| m.walk(route[0], d).is_some_and(|p| p != route[1]));
    let mut extra = 0;
    if let Some(d) = side {
        tap(&mut app, key_for(d));
        tap(&mut app, key_for(Dir::between(m.walk(route[0], d).unwrap(), route[0]).unwrap()));
        extra = 2;
    }
    for pair in route.windows(2) {
        tap(&mut app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    let report = *app.world().resource::<VictoryReport>();
    let optimal = (route.len() - 1) as u32;
    assert_eq!(report.moves, optimal + extra);
    assert_eq!(report.efficiency, optimal as f32 / (optimal + extra) as f32);
    let stopped = app.world().resource::<RunStats>().elapsed(app.world().resource::<Time>().elapsed());
    frames(&mut app, 60);
    let later = app.world().resource::<RunStats>().elapsed(app.world().resource::<Time>().elapsed());
    assert_eq!(stopped, later, "the clock stopped at the exit");
    assert_eq!(stopped, report.time);
}

#[test]
fn records_are_saved_only_when_beaten() {
    use panda_maze::game::run::records::VictoryRecords;
    use panda_maze::game::settings::{Beaten, Records};
    let mut app = game(Difficulty::Easy, 32);
    win_by_route(&mut app);
    app.update();
    let first = app.world().resource::<VictoryRecords>().clone();
    assert_eq!(first.maze.1, Beaten { time: true, efficiency: true }, "the first win sets the records");
    // Records are kept by the maze's code without its check character.
    let code = app.world().resource::<panda_maze::game::Played>().square().unwrap().spec.plain_code();
    let kept = app.world().resource::<Records>().clone();
    assert_eq!(kept.maze[&code], first.maze.0);
    assert!(kept.difficulty.contains_key("easy"));
    // A slower, wasteful second run on the same maze beats nothing and changes nothing.
    send(&mut app, GameCommand::Restart);
    let m = maze(&app);
    let start = m.entrance;
    let side = Dir::ALL.into_iter().find(|&d| m.walk(start, d).is_some()).unwrap();
    for _ in 0..20 {
        tap(&mut app, key_for(side));
        tap(&mut app, key_for(Dir::between(m.walk(start, side).unwrap(), start).unwrap()));
    }
    win_by_route(&mut app);
    app.update();
    let second = app.world().resource::<VictoryRecords>().clone();
    assert_eq!(second.maze.1, Beaten::default());
    assert_eq!(*app.world().resource::<Records>(), kept, "records untouched");
}

/// A run the game walked out for the player (Walk out, or a click on the
/// exit) is shown as assisted and is not a record, even with reduced motion
/// making it instant; clicks elsewhere and the keys keep a run the player's.
#[test]
fn assisted_runs_are_not_records() {
    use panda_maze::game::run::records::VictoryRecords;
    use panda_maze::game::settings::{Beaten, Records};
    let mut app = game(Difficulty::Easy, 37);
    settings(&mut app).reduced_motion = true;
    send(&mut app, GameCommand::WalkOut);
    frames(&mut app, 3);
    assert_eq!(screen(&app), Screen::Won);
    let report = *app.world().resource::<VictoryReport>();
    assert!(report.assisted);
    assert_eq!(report.efficiency, 1.0, "a perfect-looking run…");
    assert!(app.world().resource::<Records>().is_empty(), "…that is no record");
    let shown = app.world().resource::<VictoryRecords>().clone();
    assert_eq!(shown.maze.1, Beaten::default());
    assert_eq!(shown.difficulty.map(|d| d.1), Some(Beaten::default()));

    // The same maze walked by the player: a record, no longer assisted.
    send(&mut app, GameCommand::Restart);
    assert!(!app.world().resource::<RunStats>().assisted, "a restart starts an unassisted run");
    win_by_route(&mut app);
    app.update();
    assert!(!app.world().resource::<VictoryReport>().assisted);
    let records = app.world().resource::<Records>().clone();
    let code = app.world().resource::<panda_maze::game::Played>().square().unwrap().spec.plain_code();
    assert!(records.maze.contains_key(&code) && records.difficulty.contains_key("easy"));

    // A click on the exit: assisted, and the player's record stands.
    send(&mut app, GameCommand::Restart);
    let exit = maze(&app).index(maze(&app).exit) as u32;
    send(&mut app, GameCommand::WalkTo(exit));
    frames(&mut app, 3);
    assert_eq!(screen(&app), Screen::Won);
    assert!(app.world().resource::<VictoryReport>().assisted);
    assert_eq!(*app.world().resource::<Records>(), records, "untouched");

    // A click on a tile on the way, then keys from there: the player's own run.
    send(&mut app, GameCommand::Restart);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    let on_the_way = maze(&app).index(route[2]) as u32;
    send(&mut app, GameCommand::WalkTo(on_the_way));
    frames(&mut app, 3);
    assert_eq!(panda(&mut app), route[2]);
    for pair in route[2..].windows(2) {
        tap(&mut app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    app.update();
    assert_eq!(screen(&app), Screen::Won);
    assert!(!app.world().resource::<VictoryReport>().assisted);
}

#[test]
fn the_daily_maze_is_todays_and_has_its_own_record() {
    use panda_maze::game::model::{daily_spec, today};
    use panda_maze::game::run::records::{DailyMaze, VictoryRecords};
    let mut app = game(Difficulty::Easy, 33);
    send(&mut app, GameCommand::Daily);
    app.update();
    let spec = app.world().resource::<panda_maze::game::Played>().square().unwrap().spec;
    assert_eq!(spec, daily_spec(&today()));
    assert_eq!(app.world().resource::<DailyMaze>().0, Some(today()));
    win_by_route(&mut app);
    app.update();
    let report = *app.world().resource::<VictoryReport>();
    let (daily, beaten) = app.world().resource::<VictoryRecords>().daily.expect("the daily maze has its record");
    assert_eq!(daily.best_time_secs, Some(report.time.as_secs_f32()), "the record is this run's time");
    assert_eq!(daily.best_efficiency, Some(report.efficiency), "and this run's moves against the optimum");
    assert_eq!(report.moves as usize, app.world().resource::<Played>().square_route().unwrap().optimal_moves());
    assert!(beaten.time && beaten.efficiency, "the first run on the maze beats the empty record");
    send(&mut app, GameCommand::NewMap);
    assert_eq!(app.world().resource::<DailyMaze>().0, None, "another map is not the daily one");
}

#[test]
fn time_attack_ends_the_run_when_the_clock_runs_out() {
    use panda_maze::game::run::modes::time_limit;
    use panda_maze::game::settings::{GameMode, Settings};
    let mut app = game(Difficulty::Easy, 34);
    app.world_mut().resource_mut::<Settings>().mode = GameMode::TimeAttack;
    send(&mut app, GameCommand::Start);
    let limit = time_limit(Some(Difficulty::Easy), 0);
    let frames_needed = (limit.as_secs_f32() / crate::support::FRAME.as_secs_f32()) as usize + 5;
    frames(&mut app, frames_needed);
    assert_eq!(screen(&app), Screen::TimeUp);
    // The panda cannot move any more; a restart plays again.
    let at = panda(&mut app);
    let m = maze(&app);
    if let Some(d) = Dir::ALL.into_iter().find(|&d| m.walk(at, d).is_some()) {
        tap(&mut app, key_for(d));
    }
    assert_eq!(panda(&mut app), at);
    send(&mut app, GameCommand::Restart);
    app.update();
    assert_eq!(screen(&app), Screen::Playing);
}

#[test]
fn fog_reveals_only_within_the_radius_of_where_the_panda_has_been() {
    use panda_maze::game::run::fog::{FOG_PEEKS, FOG_RADIUS, FogView};
    use panda_maze::game::run::fog_mesh::FogPart;
    use panda_maze::game::settings::{GameMode, Settings};
    let mut app = game(Difficulty::Medium, 35);
    with_meshes(&mut app);
    app.world_mut().resource_mut::<Settings>().mode = GameMode::Fog;
    app.update();
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    for pair in route[..8].windows(2) {
        tap(&mut app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    app.update();
    let m = maze(&app);
    let fog = app.world().resource::<FogView>().clone();
    for i in 0..m.tiles().len() {
        let p = m.pos_of(i);
        let within = |r: panda_maze::maze::Pos| {
            (p.x as f32 - r.x as f32).powi(2) + (p.y as f32 - r.y as f32).powi(2) <= FOG_RADIUS.powi(2)
        };
        let near = route[..8].iter().any(|&r| within(r));
        assert_eq!(fog.has_seen(i as u32), near, "{p:?}");
    }
    // Unseen tiles are drawn under fog, the far exit included; the panda's are clear.
    let drawn = overlay_colours(&mut app, |n, _| n.as_str() == "Fog");
    assert_eq!(drawn.len(), m.tiles().len(), "the fog's overlay covers every tile");
    let colour = drawn[&(m.index(m.exit) as u32)];
    assert!(colour[3] == 1.0 && colour[0] < 0.1 && colour[1] < 0.1, "the exit is in the fog: {colour:?}");
    assert_eq!(drawn[&(m.index(route[7]) as u32)][3], 0.0, "round the panda the fog is clear");
    let remembered = drawn[&(m.index(route[0]) as u32)];
    assert!(remembered[3] > 0.0 && remembered[3] < 1.0, "the start is dimmed, remembered: {remembered:?}");
    let shown = |app: &mut App| {
        let mut parts = app.world_mut().query_filtered::<&Visibility, With<FogPart>>();
        parts.iter(app.world()).all(|v| *v != Visibility::Hidden)
    };
    assert!(shown(&mut app));
    // A peek shows everything for a moment, and there are only a few.
    assert_eq!(fog.peeks_left, FOG_PEEKS);
    send(&mut app, GameCommand::Peek);
    app.update();
    assert!(!shown(&mut app), "the fog lifts while peeking");
    assert_eq!(app.world().resource::<FogView>().peeks_left, FOG_PEEKS - 1);
    frames(&mut app, 200);
    assert!(shown(&mut app), "and comes back");
    let drawn = overlay_colours(&mut app, |n, _| n.as_str() == "Fog");
    assert_eq!(drawn[&(m.index(m.exit) as u32)], colour, "over the exit as before");
}

#[test]
fn the_replay_walks_the_players_route_to_the_exit() {
    use panda_maze::game::run::modes::{Ghost, RunReplay};
    let mut app = game(Difficulty::Easy, 36);
    win_by_route(&mut app);
    send(&mut app, GameCommand::ReplayRun);
    assert_eq!(count::<Ghost>(&mut app), 1);
    frames(&mut app, 400);
    let replay = app.world().resource::<RunReplay>().clone();
    assert!(replay.is_done());
    let m = maze(&app);
    let walked: Vec<u32> = first_trail(&app);
    assert_eq!(replay.route, walked);
    assert_eq!(replay.route[replay.shown], m.index(m.exit) as u32, "the ghost ends on the exit");
    let ghost = app.world_mut().query_filtered::<&Transform, With<Ghost>>().single(app.world()).unwrap().translation;
    assert_eq!(ghost.truncate(), panda_maze::game::tile_center(&m, m.exit));
    assert!(app.world().resource::<panda_maze::game::assist::route_view::RouteView>().shown, "over the shortest route");
}

#[test]
fn on_every_grid_the_replay_walks_the_players_cells_to_the_exit_over_the_way() {
    use panda_maze::game::Played;
    use panda_maze::game::assist::route_view::RouteView;
    use panda_maze::game::run::modes::{Ghost, RunReplay};
    for (kind, spec) in crate::grids::specs() {
        let mut app = crate::grids::grid_game(spec);
        crate::grids::walk_route_by_keys(&mut app, kind, false);
        frames(&mut app, 3);
        assert_eq!(screen(&app), Screen::Won, "{kind:?}");
        // V, the replay's key, as the end card names it.
        tap(&mut app, KeyCode::KeyV);
        app.update();
        assert_eq!(count::<Ghost>(&mut app), 1, "{kind:?}");
        frames(&mut app, 400);
        let game = app.world().resource::<Played>().grid().unwrap().clone();
        let replay = app.world().resource::<RunReplay>().clone();
        assert!(replay.is_done(), "{kind:?}");
        assert_eq!(replay.route, first_trail(&app), "{kind:?}: the cells walked");
        assert_eq!(replay.route[replay.shown], game.exit(), "{kind:?}");
        let ghost =
            app.world_mut().query_filtered::<&Transform, With<Ghost>>().single(app.world()).unwrap().translation;
        assert!(ghost.truncate().distance(game.centre(game.exit())) < 0.01, "{kind:?}: the ghost stands on the exit");
        let way = app.world().resource::<RouteView>();
        assert!(way.fully_revealed(game.route.len()), "{kind:?}: over the shortest route");
    }
}
