//! Playing beyond single steps, headless: watching and racing solvers, hints,
//! walking out, undo, runs, clicks, the gamepad, the clock and efficiency.

use bevy::prelude::*;
use panda_maze::game::search::{HintMarker, MarkKind, SearchMark, SearchView};
use panda_maze::game::trail::{Footprint, Trail};
use panda_maze::game::victory::{RunStats, VictoryReport, efficiency};
use panda_maze::game::walk::{WalkHistory, run_to_junction};
use panda_maze::game::{Difficulty, GameCommand, Screen, Solution};
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
    assert_eq!(route.len(), app.world().resource::<Solution>().0.len());
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
    let route = app.world().resource::<Solution>().0.clone();
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
    let route = app.world().resource::<Solution>().0.clone();
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
    let route = app.world().resource::<Solution>().0.clone();
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
    let route = app.world().resource::<Solution>().0.clone();
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
