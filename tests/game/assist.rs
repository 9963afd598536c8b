//! Help on the way out, headless: the route shown, solvers watched and raced,
//! hints, and walking out.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::assist::route_view::RouteView;
use panda_maze::game::assist::search::mark_colour;
use panda_maze::game::assist::search::{MarkKind, SearchView};
use panda_maze::game::assist::search_mesh::SearchPart;
use panda_maze::game::assist::way_mesh::{HintPart, WayPart};
use panda_maze::game::run::victory::{RunStats, VictoryReport};
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::maze::solve::{Solver, shortest_route};
use panda_maze::maze::{Dir, Pos};

use crate::support::*;

#[test]
fn showing_the_path_reveals_it_over_several_frames_and_hiding_removes_it() {
    let mut app = game(Difficulty::Medium, 8);
    with_meshes(&mut app);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    assert!(route.len() > 20);
    send(&mut app, GameCommand::ShowRoute(true));
    app.update();
    let mut seen = vec![marks_on_places(&mut app, "Way").len()];
    while *seen.last().unwrap() < route.len() && seen.len() < 1000 {
        app.update();
        seen.push(marks_on_places(&mut app, "Way").len());
    }
    assert!(seen[0] > 0 && seen[0] < route.len(), "first frame shows part of the route: {seen:?}");
    assert!(seen.len() >= 5, "the reveal should take several frames, took {}", seen.len());
    assert!(seen.windows(2).all(|w| w[0] <= w[1]), "the route only grows: {seen:?}");
    assert_eq!(*seen.last().unwrap(), route.len());
    // A mark on each tile of the route, joined in order from the entrance:
    // one line a step, between the tiles it joins.
    let m = maze(&app);
    let mut marked: Vec<u32> = marks_on_places(&mut app, "Way").into_iter().map(|(c, _)| c).collect();
    let mut on_route: Vec<u32> = route.iter().map(|&p| m.index(p) as u32).collect();
    marked.sort_unstable();
    on_route.sort_unstable();
    assert_eq!(marked, on_route);
    assert_eq!(mesh_pieces(&mut app, "Way"), 2 * route.len() - 1, "a mark a tile and a line a step");
    assert!(app.world().resource::<RouteView>().fully_revealed(route.len()));

    assert_eq!(app.world().resource::<RunStats>().hints, 1, "showing the way counts as a hint");
    send(&mut app, GameCommand::ToggleRoute);
    app.update();
    assert_eq!(count::<WayPart>(&mut app), 0);
    assert!(!app.world().resource::<RouteView>().shown);

    // A new map hides a shown route.
    tap(&mut app, KeyCode::KeyP);
    app.update();
    assert!(count::<WayPart>(&mut app) > 0);
    send(&mut app, GameCommand::NewMap);
    app.update();
    assert_eq!(count::<WayPart>(&mut app), 0);
}

/// The tiles lane `lane`'s overlay marks as `kind`, row by row.
fn marks(app: &mut App, lane: usize, kind: MarkKind) -> Vec<Pos> {
    let want = mark_colour(lane, kind).to_linear().to_f32_array();
    let m = maze(app);
    let drawn = overlay_colours(app, |_, part| part.is_some_and(|p| p.lane == lane));
    let mut found: Vec<Pos> =
        drawn.into_iter().filter(|(_, c)| *c == want).map(|(i, _)| m.pos_of(i as usize)).collect();
    found.sort_by_key(|p| (p.y, p.x));
    found
}

#[test]
fn a_chosen_solver_is_watched_over_several_frames_and_ends_with_its_route() {
    let mut app = game(Difficulty::Medium, 21);
    with_meshes(&mut app);
    send(&mut app, GameCommand::ShowSearch(Solver::Backtracking));
    app.update();
    let early = marks(&mut app, 0, MarkKind::Visited).len() + marks(&mut app, 0, MarkKind::Dead).len();
    assert!(early > 0, "the search shows up at once");
    assert!(!app.world().resource::<SearchView>().is_done(), "but takes more than a frame");
    frames(&mut app, 2000);
    assert!(app.world().resource::<SearchView>().is_done());
    let route = marks(&mut app, 0, MarkKind::Route);
    let m = maze(&app);
    let cells = app.world().resource::<SearchView>().lanes[0].search.route.clone().unwrap();
    let mut expected: Vec<Pos> = cells.iter().map(|&c| m.pos_of(c as usize)).collect();
    expected.sort_by_key(|p| (p.y, p.x));
    assert_eq!(route, expected, "the route found is drawn, tile by tile");
    // On a perfect maze the only way out is the shortest one.
    assert_eq!(route.len(), app.world().resource::<Played>().square_route().unwrap().0.len());
    assert!(!marks(&mut app, 0, MarkKind::Dead).is_empty(), "backtracking hit dead ends on the way");
    // A new map clears the board of marks.
    send(&mut app, GameCommand::NewMap);
    app.update();
    assert_eq!(count::<SearchPart>(&mut app), 0);
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
    with_meshes(&mut app);
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
    with_meshes(&mut app);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    for pair in route[..6].windows(2) {
        tap(&mut app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    let at = panda(&mut app);
    send(&mut app, GameCommand::Hint);
    // Nearest first: the hint fades with the steps.
    let mut hints = marks_on_places(&mut app, "Hint");
    hints.sort_by(|a, b| b.1[3].total_cmp(&a.1[3]));
    let m = maze(&app);
    let hints: Vec<Pos> = hints.into_iter().map(|(c, _)| m.pos_of(c as usize)).collect();
    let way = shortest_route(&m, at, m.exit).unwrap();
    assert_eq!(hints.len(), 6);
    for (k, p) in hints.iter().enumerate() {
        assert_eq!(way[k + 1], *p, "hint step {} follows the way out from the panda", k + 1);
    }
    assert_eq!(hints[0].manhattan(at), 1, "the first hint is next to the panda");
    assert_eq!(app.world().resource::<RunStats>().hints, 1);
    // Moving on clears it.
    tap(&mut app, key_for(Dir::between(at, hints[0]).unwrap()));
    app.update();
    assert_eq!(count::<HintPart>(&mut app), 0);
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
fn reduced_motion_shows_the_whole_route_at_once() {
    let mut app = game(Difficulty::Medium, 16);
    settings(&mut app).reduced_motion = true;
    send(&mut app, GameCommand::ShowRoute(true));
    app.update();
    let len = app.world().resource::<panda_maze::game::Played>().square_route().unwrap().0.len();
    let view = *app.world().resource::<panda_maze::game::assist::route_view::RouteView>();
    assert!(view.fully_revealed(len), "{} of {len} after one frame", view.revealed);
}
