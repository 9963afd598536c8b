//! Playing beyond single steps, headless: watching and racing solvers, hints,
//! walking out, undo, runs, clicks, the gamepad, the clock and efficiency.

use bevy::prelude::*;
use panda_maze::game::assist::search::{HintMarker, MarkKind, SearchMark, SearchView};
use panda_maze::game::panda::trail::{Footprint, Trail};
use panda_maze::game::panda::walk::{WalkHistory, run_to_junction};
use panda_maze::game::run::victory::{RunStats, VictoryReport, efficiency};
use panda_maze::game::{Difficulty, GameCommand, Route, Screen};
use panda_maze::maze::solve::{Solver, shortest_route};
use panda_maze::maze::{Dir, Pos};

use crate::headless::{count, game, key_for, maze, panda, screen, send, tap};

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

fn marks(app: &mut App, lane: usize, kind: MarkKind) -> Vec<Pos> {
    let mut found: Vec<Pos> = app
        .world_mut()
        .query::<(&SearchMark, &panda_maze::game::GridPos)>()
        .iter(app.world())
        .filter(|(m, _)| m.lane == lane && m.kind == kind)
        .map(|(_, g)| g.0)
        .collect();
    found.sort_by_key(|p| (p.y, p.x));
    found
}

#[test]
fn a_chosen_solver_is_watched_over_several_frames_and_ends_with_its_route() {
    let mut app = game(Difficulty::Medium, 21);
    send(&mut app, GameCommand::ShowSearch(Solver::Backtracking));
    app.update();
    let early = marks(&mut app, 0, MarkKind::Visited).len() + marks(&mut app, 0, MarkKind::Dead).len();
    assert!(early > 0, "the search shows up at once");
    assert!(!app.world().resource::<SearchView>().is_done(), "but takes more than a frame");
    frames(&mut app, 2000);
    assert!(app.world().resource::<SearchView>().is_done());
    let route = marks(&mut app, 0, MarkKind::Route);
    let mut expected = app.world().resource::<SearchView>().lanes[0].search.route.clone().unwrap();
    expected.sort_by_key(|p| (p.y, p.x));
    assert_eq!(route, expected, "the route found is drawn, tile by tile");
    // On a perfect maze the only way out is the shortest one.
    assert_eq!(route.len(), app.world().resource::<Route>().0.len());
    assert!(!marks(&mut app, 0, MarkKind::Dead).is_empty(), "backtracking hit dead ends on the way");
    // A new map clears the board of marks.
    send(&mut app, GameCommand::NewMap);
    app.update();
    assert_eq!(count::<SearchMark>(&mut app), 0);
}

#[test]
fn pause_step_and_finish_control_the_replay() {
    let mut app = game(Difficulty::Medium, 22);
    send(&mut app, GameCommand::ShowSearch(Solver::BreadthFirst));
    send(&mut app, GameCommand::PauseSearch);
    let shown = app.world().resource::<SearchView>().lanes[0].shown;
    frames(&mut app, 30);
    assert_eq!(app.world().resource::<SearchView>().lanes[0].shown, shown, "paused");
    send(&mut app, GameCommand::StepSearch);
    assert_eq!(app.world().resource::<SearchView>().lanes[0].shown, shown + 1, "one step");
    send(&mut app, GameCommand::FinishSearch);
    app.update();
    assert!(app.world().resource::<SearchView>().is_done());
}

#[test]
fn a_race_runs_two_solvers_on_the_same_maze() {
    let mut app = game(Difficulty::Easy, 23);
    send(&mut app, GameCommand::Race(Solver::AStar, Solver::WallFollowerLeft));
    send(&mut app, GameCommand::FinishSearch);
    app.update();
    let view = app.world().resource::<SearchView>();
    assert_eq!(view.lanes.len(), 2);
    assert!(view.is_done());
    let (a, b) = (view.lanes[0].route_len(), view.lanes[1].route_len());
    assert!(a > 0 && b >= a, "A* finds the shortest route, the wall follower one no shorter: {a} vs {b}");
    assert!(!marks(&mut app, 0, MarkKind::Route).is_empty() && !marks(&mut app, 1, MarkKind::Route).is_empty());
}

#[test]
fn a_hint_starts_where_the_panda_stands_and_is_counted() {
    let mut app = game(Difficulty::Medium, 24);
    let route = app.world().resource::<Route>().0.clone();
    for pair in route[..6].windows(2) {
        tap(&mut app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    let at = panda(&mut app);
    send(&mut app, GameCommand::Hint);
    let mut hints: Vec<(usize, Pos)> = app
        .world_mut()
        .query::<(&HintMarker, &panda_maze::game::GridPos)>()
        .iter(app.world())
        .map(|(h, g)| (h.step, g.0))
        .collect();
    hints.sort();
    let m = maze(&app);
    let way = shortest_route(&m, at, m.exit).unwrap();
    assert_eq!(hints.len(), 6);
    for (step, p) in &hints {
        assert_eq!(way[*step], *p, "hint step {step} follows the way out from the panda");
    }
    assert_eq!(hints[0].1.manhattan(at), 1, "the first hint is next to the panda");
    assert_eq!(app.world().resource::<RunStats>().hints, 1);
    // Moving on clears it.
    tap(&mut app, key_for(Dir::between(at, hints[0].1).unwrap()));
    app.update();
    assert_eq!(count::<HintMarker>(&mut app), 0);
}

#[test]
fn walking_out_reaches_the_exit_by_itself_and_wins() {
    let mut app = game(Difficulty::Medium, 25);
    send(&mut app, GameCommand::WalkOut);
    frames(&mut app, 4000);
    let m = maze(&app);
    assert_eq!(panda(&mut app), m.exit);
    assert_eq!(screen(&app), Screen::Won);
    let report = *app.world().resource::<VictoryReport>();
    assert_eq!(report.moves, report.optimal);
    assert_eq!(report.efficiency, 1.0);
}

#[test]
fn undo_steps_back_and_takes_the_footprint_back() {
    let mut app = game(Difficulty::Easy, 26);
    let route = app.world().resource::<Route>().0.clone();
    for pair in route[..4].windows(2) {
        tap(&mut app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    app.update();
    assert_eq!(panda(&mut app), route[3]);
    assert_eq!(count::<Footprint>(&mut app), 3);
    tap(&mut app, KeyCode::KeyU);
    app.update();
    assert_eq!(panda(&mut app), route[2]);
    assert_eq!(count::<Footprint>(&mut app), 2);
    assert!(
        !app.world().resource::<Trail>().contains(route[2]),
        "the footprint left on the tile stepped back to is gone"
    );
    let stats = *app.world().resource::<RunStats>();
    assert_eq!((stats.moves, stats.undos), (2, 1));
    // Undo is repeatable back to the entrance, and no further.
    for _ in 0..5 {
        tap(&mut app, KeyCode::Backspace);
    }
    app.update();
    assert_eq!(panda(&mut app), route[0]);
    assert_eq!(count::<Footprint>(&mut app), 0);
    assert_eq!(app.world().resource::<WalkHistory>().0, vec![route[0]]);
}

#[test]
fn undo_keeps_a_footprint_the_panda_left_earlier_on_the_same_tile() {
    let mut app = game(Difficulty::Easy, 27);
    let start = panda(&mut app);
    let m = maze(&app);
    let open = Dir::ALL.into_iter().find(|&d| m.walk(start, d).is_some()).unwrap();
    let back = Dir::between(m.walk(start, open).unwrap(), start).unwrap();
    // There and back, then there again: the entrance was walked off twice.
    for dir in [open, back, open] {
        tap(&mut app, key_for(dir));
    }
    app.update();
    tap(&mut app, KeyCode::KeyU);
    app.update();
    assert_eq!(panda(&mut app), start);
    assert!(app.world().resource::<Trail>().contains(start), "the first departure's footprint stays");
}

#[test]
fn shift_runs_to_the_first_junction() {
    let mut app = game(Difficulty::Medium, 28);
    let m = maze(&app);
    let start = panda(&mut app);
    let dir = Dir::ALL.into_iter().find(|&d| m.walk(start, d).is_some()).unwrap();
    let expected = run_to_junction(&m, start, dir).iter().fold(start, |p, &d| m.walk(p, d).unwrap());
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::ShiftLeft);
    tap(&mut app, key_for(dir));
    frames(&mut app, 400);
    assert_eq!(panda(&mut app), expected);
    let ways = Dir::ALL.into_iter().filter(|&d| m.walk(expected, d).is_some()).count();
    assert!(ways != 2 || expected == m.exit, "it stopped at a junction or dead end ({ways} ways)");
}

#[test]
fn a_click_walks_to_the_tile_the_shortest_way() {
    let mut app = game(Difficulty::Medium, 29);
    let m = maze(&app);
    let route = app.world().resource::<Route>().0.clone();
    let target = route[route.len() / 2];
    send(&mut app, GameCommand::WalkTo(target));
    frames(&mut app, 4000);
    assert_eq!(panda(&mut app), target);
    let walked = app.world().resource::<WalkHistory>().0.clone();
    assert_eq!(walked, shortest_route(&m, m.entrance, target).unwrap(), "by the shortest way");
}

#[test]
fn the_gamepad_dpad_moves_the_panda() {
    use bevy::input::gamepad::Gamepad;
    let mut app = game(Difficulty::Easy, 30);
    let m = maze(&app);
    let start = panda(&mut app);
    let dir = Dir::ALL.into_iter().find(|&d| m.walk(start, d).is_some()).unwrap();
    let button = match dir {
        Dir::Up => GamepadButton::DPadUp,
        Dir::Down => GamepadButton::DPadDown,
        Dir::Left => GamepadButton::DPadLeft,
        Dir::Right => GamepadButton::DPadRight,
    };
    let pad = app.world_mut().spawn(Gamepad::default()).id();
    app.world_mut().get_mut::<Gamepad>(pad).unwrap().digital_mut().press(button);
    app.update();
    assert_eq!(panda(&mut app), m.walk(start, dir).unwrap());
}

#[test]
fn the_clock_stops_at_victory_and_efficiency_is_optimal_over_moves() {
    assert_eq!(efficiency(50, 100), 0.5);
    assert_eq!(efficiency(50, 50), 1.0);
    let mut app = game(Difficulty::Easy, 31);
    let route = app.world().resource::<Route>().0.clone();
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

fn win_by_route(app: &mut App) {
    let route = app.world().resource::<Route>().0.clone();
    for pair in route.windows(2) {
        tap(app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    app.update();
    assert_eq!(screen(app), Screen::Won);
}

#[test]
fn records_are_saved_only_when_beaten() {
    use panda_maze::game::run::records::VictoryRecords;
    use panda_maze::game::settings::Beaten;
    use panda_maze::game::settings::Settings;
    let mut app = game(Difficulty::Easy, 32);
    win_by_route(&mut app);
    app.update();
    let first = app.world().resource::<VictoryRecords>().clone();
    assert_eq!(first.maze.1, Beaten { time: true, efficiency: true }, "the first win sets the records");
    let code = app.world().resource::<panda_maze::game::CurrentMaze>().spec.code();
    let kept = app.world().resource::<Settings>().records.clone();
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
    assert_eq!(app.world().resource::<Settings>().records, kept, "records untouched");
}

#[test]
fn the_daily_maze_is_todays_and_has_its_own_record() {
    use panda_maze::game::model::{daily_spec, today};
    use panda_maze::game::run::records::{DailyMaze, VictoryRecords};
    let mut app = game(Difficulty::Easy, 33);
    send(&mut app, GameCommand::Daily);
    app.update();
    let spec = app.world().resource::<panda_maze::game::CurrentMaze>().spec;
    assert_eq!(spec, daily_spec(&today()));
    assert_eq!(app.world().resource::<DailyMaze>().0, Some(today()));
    win_by_route(&mut app);
    app.update();
    assert!(app.world().resource::<VictoryRecords>().daily.is_some());
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
    let frames_needed = (limit.as_secs_f32() / crate::headless::FRAME.as_secs_f32()) as usize + 5;
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
    use panda_maze::game::board::BoardIndex;
    use panda_maze::game::run::modes::{FOG_PEEKS, FogView, in_sight};
    use panda_maze::game::settings::{GameMode, Settings};
    let mut app = game(Difficulty::Medium, 35);
    app.world_mut().resource_mut::<Settings>().mode = GameMode::Fog;
    app.update();
    let route = app.world().resource::<Route>().0.clone();
    for pair in route[..8].windows(2) {
        tap(&mut app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    app.update();
    let m = maze(&app);
    let fog = app.world().resource::<FogView>().clone();
    for i in 0..m.tiles().len() {
        let p = m.pos_of(i);
        let near = route[..8].iter().any(|&r| in_sight(&m, r).any(|q| q == p));
        assert_eq!(fog.has_seen(&m, p), near, "{p:?}");
    }
    // Unseen tiles are drawn as fog, the far exit included.
    let exit_entity = app.world().resource::<BoardIndex>().0[m.index(m.exit)];
    let colour = app.world().get::<Sprite>(exit_entity).unwrap().color;
    let seen_entity = app.world().resource::<BoardIndex>().0[m.index(route[7])];
    let seen_colour = app.world().get::<Sprite>(seen_entity).unwrap().color;
    assert_ne!(colour, seen_colour);
    assert!(colour.to_srgba().red < 0.1 && colour.to_srgba().green < 0.1, "the exit is in the fog: {colour:?}");
    // A peek shows everything for a moment, and there are only a few.
    assert_eq!(fog.peeks_left, FOG_PEEKS);
    send(&mut app, GameCommand::Peek);
    app.update();
    let peeked = app.world().get::<Sprite>(exit_entity).unwrap().color;
    assert_ne!(peeked, colour, "the exit shows while peeking");
    assert_eq!(app.world().resource::<FogView>().peeks_left, FOG_PEEKS - 1);
    frames(&mut app, 200);
    assert_eq!(app.world().get::<Sprite>(exit_entity).unwrap().color, colour, "and hides again");
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
    assert_eq!(replay.route, app.world().resource::<WalkHistory>().0);
    let ghost =
        app.world_mut().query_filtered::<&panda_maze::game::GridPos, With<Ghost>>().single(app.world()).unwrap().0;
    assert_eq!(ghost, maze(&app).exit);
    assert!(app.world().resource::<panda_maze::game::assist::route_view::RouteView>().shown, "over the shortest route");
}

#[test]
fn a_hundred_thousand_random_inputs_never_put_the_panda_in_a_wall_and_leak_no_entities() {
    use rand::{RngExt, SeedableRng};
    let mut app = game(Difficulty::Easy, 37);
    let live = |app: &mut App| app.world_mut().query::<Entity>().iter(app.world()).count();
    // Warm up first: Bevy spawns a few entities of its own the first time a state is entered.
    win_by_route(&mut app);
    send(&mut app, GameCommand::NewMap);
    frames(&mut app, 3);
    let entities_at_start = live(&mut app);
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(99);
    let keys = [
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
        KeyCode::KeyU,
        KeyCode::KeyH,
        KeyCode::KeyR,
    ];
    let mut inputs = 0;
    let mut regenerations = 0;
    while inputs < 100_000 {
        // Several inputs a frame, as a fast player (or a script) would give.
        for _ in 0..8 {
            inputs += 1;
            match rng.random_range(0..100) {
                0..=69 => {
                    let key = keys[rng.random_range(0..keys.len())];
                    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
                }
                70..=79 => app.world_mut().write_message(GameCommand::Undo).map(|_| ()).unwrap_or(()),
                80..=89 => {
                    let m = maze(&app);
                    let p = Pos::new(rng.random_range(0..m.width()), rng.random_range(0..m.height()));
                    app.world_mut().write_message(GameCommand::WalkTo(p)).map(|_| ()).unwrap_or(());
                }
                90..=93 if regenerations < 1000 => {
                    regenerations += 1;
                    app.world_mut().write_message(GameCommand::NewMap).map(|_| ()).unwrap_or(());
                }
                _ => {
                    let d = Dir::ALL[rng.random_range(0..4)];
                    app.world_mut().write_message(GameCommand::RunTo(d)).map(|_| ()).unwrap_or(());
                }
            }
        }
        app.update();
        let mut keys_in = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys_in.release_all();
        keys_in.clear();
        let m = maze(&app);
        let at = panda(&mut app);
        assert!(m.is_floor(at), "the panda stands on floor: {at:?} after {inputs} inputs");
    }
    while regenerations < 1000 {
        regenerations += 1;
        send(&mut app, GameCommand::NewMap);
    }
    // Back to a fresh map with nothing of a run on it: as many entities as at the start.
    send(&mut app, GameCommand::ClearSearch);
    send(&mut app, GameCommand::Restart);
    frames(&mut app, 3);
    assert_eq!(live(&mut app), entities_at_start);
}
