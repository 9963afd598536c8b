//! Shaped mazes in the game, headless: one is played and won exactly like a
//! rectangle, its outside tiles are drawn as nothing, an algorithm that
//! cannot follow a shape gets the rectangle, and after a win the detours
//! are counted.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::board::BoardTile;
use panda_maze::game::run::victory::VictoryReport;
use panda_maze::game::run::wander::WanderReport;
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::maze::detour::Compass;
use panda_maze::maze::distance::distances;
use panda_maze::maze::{Algorithm, Dir, Exits, MazeSpec, Pos, Shape, Tile};

use crate::support::*;

fn shaped(app: &mut App, shape: Shape) -> MazeSpec {
    let spec = app.world().resource::<Played>().square().unwrap().spec.with_shape(shape);
    send(app, GameCommand::Load(spec));
    frames(app, 2);
    spec
}

#[test]
fn a_panda_shaped_maze_is_won_by_walking_its_route() {
    let mut app = game(Difficulty::Easy, 3);
    let spec = shaped(&mut app, Shape::Panda);
    let current = app.world().resource::<Played>().square().unwrap().clone();
    assert_eq!(current.spec, spec);
    assert_eq!(current.maze, spec.generate().unwrap());
    assert_eq!(panda(&mut app), current.maze.entrance);
    // The hardest exits: the route is the longest path.
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    let longest = panda_maze::maze::distance::longest_path(&current.maze).unwrap().steps as usize;
    assert_eq!(route.len() - 1, longest);
    // Outside tiles are tile entities drawn see-through.
    let outside = current.maze.tiles().iter().filter(|&&t| t == Tile::Outside).count();
    assert!(outside > 0);
    let mut kinds = app.world_mut().query::<(&BoardTile, &Sprite)>();
    let drawn: Vec<(BoardTile, Sprite)> = kinds.iter(app.world()).map(|(k, s)| (*k, s.clone())).collect();
    assert_eq!(drawn.iter().filter(|(k, _)| *k == BoardTile::Outside).count(), outside);
    assert!(drawn.iter().filter(|(k, _)| *k == BoardTile::Outside).all(|(_, s)| s.color.alpha() == 0.0));
    // Bumping into the outside does nothing; the route wins.
    win_by_route(&mut app);
    assert_eq!(screen(&app), Screen::Won);
    let report = *app.world().resource::<VictoryReport>();
    assert_eq!(report.moves as usize, route.len() - 1);
    let wander = app.world().resource::<WanderReport>().0.clone().expect("measured at the win");
    assert_eq!((wander.lost, wander.detours.len()), (0, 0));
}

/// Walks the route with one excursion into the first side branch off it (as
/// far as it goes and back), and wins; gives the route, where the walk left
/// it and the excursion's tiles.
fn win_with_a_detour(app: &mut App) -> (Vec<Pos>, usize, Vec<Pos>) {
    let maze = maze(app);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    // A side branch off the route: the first route tile with a floor neighbour
    // off the route; walk into it as far as it goes, come back, then finish.
    let on_route = |p: Pos| route.contains(&p);
    let (k, first) = route
        .iter()
        .enumerate()
        .find_map(|(k, &p)| maze.floor_neighbours(p).find(|&q| !on_route(q)).map(|q| (k, q)))
        .expect("a maze of this size has a side branch on its route");
    for pair in route[..=k].windows(2) {
        tap(app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    let mut out = vec![route[k], first];
    let mut seen = out.clone();
    while let Some(next) = maze.floor_neighbours(*out.last().unwrap()).find(|q| !seen.contains(q) && !on_route(*q)) {
        out.push(next);
        seen.push(next);
    }
    for pair in out.windows(2) {
        tap(app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    for pair in out.windows(2).rev() {
        tap(app, key_for(Dir::between(pair[1], pair[0]).unwrap()));
    }
    for pair in route[k..].windows(2) {
        tap(app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    app.update();
    assert_eq!(screen(app), Screen::Won);
    (route, k, out)
}

#[test]
fn a_detour_is_counted_and_named_after_the_win() {
    let mut app = game(Difficulty::Easy, 11);
    shaped(&mut app, Shape::Heart);
    let (route, k, out) = win_with_a_detour(&mut app);
    let wander = app.world().resource::<WanderReport>().0.clone().unwrap();
    let excursion = 2 * (out.len() - 1);
    assert_eq!(wander.detours.len(), 1);
    assert_eq!((wander.lost, wander.detours[0].lost), (excursion, excursion));
    let far = maze(&app).pos_of(wander.detours[0].farthest as usize);
    assert_eq!(wander.detours[0].direction, Compass::towards(route[k], far));
    let line = panda_maze::game::ui::wander_note::wander_line(panda_maze::game::settings::Language::English, &wander);
    assert!(line.starts_with(&format!("{excursion} moves lost in 1 detour(s)")), "{line}");
    assert!(line.ends_with(Compass::towards(route[k], far).name()), "{line}");
}

#[test]
fn an_algorithm_that_cannot_follow_a_shape_makes_the_rectangle() {
    let mut app = game(Difficulty::Easy, 5);
    let spec = shaped(&mut app, Shape::Star);
    send(&mut app, GameCommand::NewMapLike(spec.with_algorithm(Algorithm::Eller)));
    let now = app.world().resource::<Played>().square().unwrap().spec;
    assert_eq!((now.algorithm, now.shape, now.exits), (Algorithm::Eller, Shape::None, Exits::Corners));
    assert!(!maze(&app).tiles().contains(&Tile::Outside));
    // Hardest exits on a rectangle stay asked for.
    send(&mut app, GameCommand::NewMapLike(now.with_exits(Exits::Hardest)));
    let m = maze(&app);
    let d = distances(&m, m.entrance);
    assert_eq!(d[m.index(m.exit)], panda_maze::maze::distance::longest_path(&m).unwrap().steps);
}

#[test]
fn the_heat_map_spreads_out_over_frames_and_goes_when_toggled_off() {
    use panda_maze::game::assist::heat::HeatView;
    use panda_maze::game::assist::heat_mesh::HeatPart;
    let mut app = game(Difficulty::Easy, 8);
    with_meshes(&mut app);
    shaped(&mut app, Shape::Ring);
    let m = maze(&app);
    let reached = distances(&m, m.entrance).iter().filter(|&&d| d != u32::MAX).count();
    send(&mut app, GameCommand::ToggleHeat);
    let first = overlay_coloured(&mut app, "Heat map").len();
    assert!(first >= 1 && first < reached, "the wave starts at the source: {first} of {reached}");
    let mut counts = vec![first];
    for _ in 0..150 {
        app.update();
        counts.push(overlay_coloured(&mut app, "Heat map").len());
    }
    assert!(counts.windows(2).all(|w| w[1] >= w[0]), "the wave only grows");
    assert!(counts.iter().filter(|&&c| c > first && c < reached).count() > 10, "it spreads over many frames");
    assert_eq!(*counts.last().unwrap(), reached, "every reached floor tile is coloured");
    assert!(app.world().resource::<HeatView>().complete());
    // The ramp's ends at the nearest and farthest tiles.
    let d = distances(&m, m.entrance);
    let max = d.iter().filter(|&&d| d != u32::MAX).max().copied().unwrap();
    let linear = |[r, g, b]: [u8; 3]| Color::srgb_u8(r, g, b).to_linear().to_f32_array();
    let drawn = overlay_coloured(&mut app, "Heat map");
    assert_eq!(drawn[&(m.index(m.entrance) as u32)], linear([68, 1, 84]));
    let farthest: Vec<u32> = (0..d.len()).filter(|&i| d[i] == max).map(|i| i as u32).collect();
    assert!(!farthest.is_empty() && farthest.iter().all(|i| drawn[i] == linear([253, 231, 37])));
    let hidden = |app: &mut App| {
        let mut parts = app.world_mut().query_filtered::<&Visibility, With<HeatPart>>();
        parts.iter(app.world()).all(|v| *v == Visibility::Hidden)
    };
    assert!(!hidden(&mut app));
    send(&mut app, GameCommand::ToggleHeat);
    app.update();
    assert!(hidden(&mut app), "toggled off, it is gone");
    // Under reduced motion it is whole at once.
    settings(&mut app).reduced_motion = true;
    send(&mut app, GameCommand::ToggleHeat);
    assert!(!hidden(&mut app));
    assert_eq!(overlay_coloured(&mut app, "Heat map").len(), reached);
}

#[test]
fn detour_tiles_are_tinted_after_the_win_shown_again_in_the_replay_and_gone_on_a_new_map() {
    use panda_maze::game::run::detour_view::{DETOUR_TINT, Detours};
    let mut app = game(Difficulty::Easy, 11);
    with_meshes(&mut app);
    shaped(&mut app, Shape::Heart);
    assert_eq!(count::<Detours>(&mut app), 0);
    let (route, _, out) = win_with_a_detour(&mut app);
    app.update();
    let m = maze(&app);
    let tinted: Vec<(Pos, [f32; 4])> =
        marks_on_places(&mut app, "Detours").into_iter().map(|(c, colour)| (m.pos_of(c as usize), colour)).collect();
    // Exactly the excursion's tiles off the route, none on it.
    let mut want: Vec<Pos> = out[1..].to_vec();
    want.sort_by_key(|p| (p.y, p.x));
    let mut got: Vec<Pos> = tinted.iter().map(|t| t.0).collect();
    got.sort_by_key(|p| (p.y, p.x));
    assert_eq!(got, want);
    let tint = DETOUR_TINT.to_linear().to_f32_array();
    assert!(tinted.iter().all(|t| !route.contains(&t.0) && t.1 == tint));
    // The replay hides them, then shows each as the ghost walks it.
    send(&mut app, GameCommand::ReplayRun);
    app.update();
    let visible = |app: &mut App| marks_on_places(app, "Detours").into_iter().filter(|(_, c)| c[3] > 0.0).count();
    let mut seen = vec![visible(&mut app)];
    for _ in 0..400 {
        app.update();
        seen.push(visible(&mut app));
    }
    assert!(seen[0] < want.len(), "hidden at the replay's start: {seen:?}");
    assert!(seen.windows(2).all(|w| w[1] >= w[0]));
    assert_eq!(*seen.last().unwrap(), want.len(), "all shown again by the replay's end");
    // A new map takes them away.
    tap(&mut app, KeyCode::KeyN);
    app.update();
    assert_eq!(count::<Detours>(&mut app), 0);
    // A win along the route tints nothing.
    win_by_route(&mut app);
    app.update();
    assert_eq!(count::<Detours>(&mut app), 0);
}
