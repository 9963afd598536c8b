//! Mazes of floors on the board, headless, on square, round, hex and
//! triangle floors, tower and stacked: a floors code plays (typed in the Lab
//! or given at launch) and a mutated one is refused; the route walked by
//! keys, ] and [ taking the stairs, wins; the arrows never take
//! a stair; the board names the panda's floor and the announcer says the
//! stairs and the floor after them.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::board::grid::GridGame;
use panda_maze::game::panda::pick::Pick;
use panda_maze::game::run::announce::{Announcer, Heard};
use panda_maze::game::run::victory::RunStats;
use panda_maze::game::settings::{GridKind, Narration, Settings};
use panda_maze::game::ui::code_section::code_to_play;
use panda_maze::game::{Difficulty, GameCommand, LaunchCode, Screen};
use panda_maze::maze::floors::{FloorSpec, Stairs};
use panda_maze::maze::generate::GridShape;
use panda_maze::maze::grid::{HexShape, TriangleShape};
use panda_maze::maze::mask::Shape;
use panda_maze::maze::weave::WeaveGrid;

use crate::grids::{keys, picks};
use crate::support::*;

/// Three floors of each grid, tower and stacked.
fn floors_specs() -> Vec<(GridKind, FloorSpec)> {
    let grids = [
        (GridKind::Square, WeaveGrid::Square { cols: 5, rows: 4 }),
        (GridKind::Round, WeaveGrid::Shape(GridShape::Round { rings: 3 })),
        (GridKind::Hexagon, WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 5, rows: 4 }))),
        (GridKind::Triangle, WeaveGrid::Shape(GridShape::Triangle(TriangleShape::Rectangle { cols: 7, rows: 4 }))),
    ];
    let stairs = [Stairs::Tower, Stairs::Stacked];
    grids.into_iter().flat_map(|(k, g)| stairs.map(|s| (k, FloorSpec::new(g, 3, 7).with_stairs(s)))).collect()
}

fn grid(app: &App) -> GridGame {
    app.world().resource::<Played>().grid().cloned().expect("a grid maze is played")
}

fn floors_game(spec: FloorSpec) -> App {
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::LoadFloors(spec));
    app.update();
    app
}

/// The key that takes the panda from `a` to the next cell `b` of the route,
/// if one does: ] or [ for a stair, else a direction key.
fn key_to(game: &GridGame, kind: GridKind, (a, b): (u32, u32)) -> Option<KeyCode> {
    if !game.same_floor(a, b) {
        return Some(if game.floor_of(b) > game.floor_of(a) { KeyCode::BracketRight } else { KeyCode::BracketLeft });
    }
    keys(kind).into_iter().find(|&k| picks(game, a, k, false) == Pick::Go(b)).map(|k| k.0)
}

/// Walks the route, by keys where one reaches the next cell (a click where
/// none does); returns the clicks and the stairs taken.
pub(crate) fn walk_route(app: &mut App, kind: GridKind) -> (usize, usize) {
    let game = grid(app);
    let (mut clicks, mut stairs) = (0, 0);
    for pair in game.route.windows(2) {
        assert_eq!(first_cell(app), pair[0]);
        // No direction key takes a stair, from any cell of the route.
        for key in keys(kind) {
            if let Pick::Go(to) = picks(&game, pair[0], key, false) {
                assert!(game.same_floor(pair[0], to), "{kind:?}: {:?} took a stair", key.0);
            }
        }
        match key_to(&game, kind, (pair[0], pair[1])) {
            Some(key) => {
                stairs += usize::from(matches!(key, KeyCode::BracketRight | KeyCode::BracketLeft));
                tap(app, key);
                frames(app, 1);
            }
            None => {
                clicks += 1;
                send(app, GameCommand::WalkTo(pair[1]));
                frames(app, 6);
            }
        }
        assert_eq!(first_cell(app), pair[1], "{kind:?} {}: a step from {} to {}", game.code(), pair[0], pair[1]);
    }
    (clicks, stairs)
}

#[test]
fn the_route_walked_by_keys_and_stairs_wins_on_every_grid_tower_and_stacked() {
    for (kind, spec) in floors_specs() {
        let mut app = floors_game(spec);
        let game = grid(&app);
        assert_eq!((game.floor_count(), game.kind(), game.code()), (3, kind, spec.code()));
        assert_eq!(game.floor_of(game.entrance()), 0);
        assert_eq!(game.floor_of(game.exit()), 2, "the exit is on the top floor");
        let (clicks, stairs) = walk_route(&mut app, kind);
        app.update();
        assert_eq!(first_cell(&app), game.exit(), "{kind:?}");
        assert_eq!(screen(&app), Screen::Won, "{kind:?} {}", spec.code());
        assert_eq!(app.world().resource::<RunStats>().moves as usize, game.route.len() - 1);
        assert!(stairs >= 2, "{kind:?}: the route climbs two floors at least");
        if kind != GridKind::Round {
            assert_eq!(clicks, 0, "every step on {kind:?} floors has a key");
        }
    }
}

#[test]
fn a_key_for_stairs_where_there_are_none_leaves_the_panda_where_it_is() {
    for (_, spec) in floors_specs() {
        let mut app = floors_game(spec);
        let game = grid(&app);
        let at = first_cell(&app);
        let down = game.stair(at, false);
        assert_eq!(down, None, "the lowest floor has no stairs down");
        tap(&mut app, KeyCode::BracketLeft);
        frames(&mut app, 2);
        assert_eq!(first_cell(&app), at);
        if game.stair(at, true).is_none() {
            tap(&mut app, KeyCode::BracketRight);
            frames(&mut app, 2);
            assert_eq!(first_cell(&app), at);
        }
    }
}

#[test]
fn the_board_names_the_floor_and_the_announcer_says_the_stairs() {
    for (kind, spec) in floors_specs() {
        let mut app = floors_game(spec);
        app.world_mut().resource_mut::<Settings>().narration = Narration::Brief;
        let game = grid(&app);
        assert_eq!(board_view(&app).floor(), Some((1, 3)), "{kind:?}");
        // Walk the route up to its first stair, then take it.
        let first = game.route.windows(2).position(|p| !game.same_floor(p[0], p[1])).expect("a stair on the way");
        for pair in &game.route.windows(2).collect::<Vec<_>>()[..=first] {
            let key = key_to(&game, kind, (pair[0], pair[1]));
            match key {
                Some(key) => tap(&mut app, key),
                None => send(&mut app, GameCommand::WalkTo(pair[1])),
            }
            frames(&mut app, 6);
        }
        let said: Vec<(Heard, String)> = app
            .world()
            .resource::<Announcer>()
            .log()
            .filter(|s| s.kind == Heard::Stairs)
            .map(|s| (s.kind, s.text.clone()))
            .collect();
        let texts: Vec<&str> = said.iter().map(|(_, t)| t.as_str()).collect();
        if first > 0 {
            assert!(texts.iter().any(|t| t.starts_with("Stairs up to floor 2")), "{kind:?}: {texts:?}");
        }
        let up = texts.iter().position(|t| *t == "Floor 2 of 3.").unwrap_or_else(|| panic!("{kind:?}: {texts:?}"));
        assert!(texts[up + 1].contains("stairs down to floor 1") || texts[up + 1].contains("Stairs down to floor 1"));
        assert_eq!(board_view(&app).floor(), Some((2, 3)), "{kind:?}");
    }
}

#[test]
fn floors_codes_play_from_the_lab_and_at_launch_and_a_mutated_one_is_refused() {
    for (kind, spec) in floors_specs() {
        let code = spec.code();
        assert_code_plays(kind, &code, GameCommand::LoadFloors(spec), LaunchCode::Floors(spec));
    }
    let cut = FloorSpec::new(WeaveGrid::Square { cols: 6, rows: 6 }, 2, 3).with_mask(Shape::Heart);
    assert!(code_to_play(&cut.code()).unwrap_err().contains("shape"));
}

#[test]
fn the_labs_floors_choice_makes_a_new_maze_of_floors_of_the_grid_chosen() {
    use panda_maze::game::ui::floors_choice::{floor_grid, floors_command};
    for kind in GridKind::ALL {
        let mut app = game(Difficulty::Easy, 5);
        app.world_mut().resource_mut::<Settings>().grid = kind;
        let settings = app.world().resource::<Settings>().clone();
        assert_eq!(
            floors_command(&settings, Difficulty::Easy, (1, Stairs::Tower)),
            GameCommand::SetDifficulty(Difficulty::Easy)
        );
        let asked = floors_command(&settings, Difficulty::Easy, (4, Stairs::Stacked));
        let GameCommand::NewFloors(like) = asked else { panic!("{kind:?}: {asked:?}") };
        assert_eq!((like.grid, like.floors, like.stairs), (floor_grid(kind, Difficulty::Easy), 4, Stairs::Stacked));
        send(&mut app, asked);
        app.update();
        let first = grid(&app);
        assert_eq!((first.kind(), first.floor_count()), (kind, 4));
        let code = first.code();
        assert!(code.contains(".f4s-"), "{kind:?}: the code names the floors: {code}");
        assert_eq!(FloorSpec::from_code(&code), Ok(first.floors.unwrap()), "the code brings the maze back");
        // Records key on the floors code, not on the flat maze it is like.
        assert!(panda_maze::game::run::records::grid_record_key(&code).contains("f4s"));
        send(&mut app, asked);
        app.update();
        assert_ne!(grid(&app).code(), code, "{kind:?}: a new seed makes a new maze");
    }
}

/// The entities named `name`.
fn named(app: &mut App, name: &str) -> Vec<Entity> {
    let mut query = app.world_mut().query::<(Entity, &Name)>();
    query.iter(app.world()).filter(|(_, n)| n.as_str() == name).map(|(e, _)| e).collect()
}

#[test]
fn the_floors_are_drawn_with_stair_marks_the_panda_s_floor_clear_and_the_heat_and_way_cross_the_stairs() {
    use panda_maze::game::assist::heat::HeatView;
    use panda_maze::game::board::floors_draw::FloorVeil;
    use panda_maze::game::board::grid::GRID_STEP_WORLD;
    use panda_maze::maze::solve::grids::UNREACHED;
    for (kind, spec) in floors_specs() {
        let mut app = game(Difficulty::Easy, 5);
        app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>();
        send(&mut app, GameCommand::LoadFloors(spec));
        frames(&mut app, 2);
        let game = grid(&app);
        assert_eq!(named(&mut app, "Stair marks").len(), 1, "{kind:?}");
        // One veil a floor, shown over every floor but the panda's.
        let veils = |app: &mut App| {
            let mut query = app.world_mut().query::<(&FloorVeil, &Visibility)>();
            let mut v: Vec<(u32, bool)> =
                query.iter(app.world()).map(|(f, v)| (f.0, *v != Visibility::Hidden)).collect();
            v.sort();
            v
        };
        assert_eq!(veils(&mut app), [(0, false), (1, true), (2, true)], "{kind:?}");
        let up = game.route.windows(2).position(|p| !game.same_floor(p[0], p[1])).unwrap();
        send(&mut app, GameCommand::WalkTo(game.route[up + 1]));
        for _ in 0..2000 {
            if first_cell(&app) == game.route[up + 1] {
                break;
            }
            app.update();
        }
        assert_eq!(game.floor_of(first_cell(&app)), 1, "{kind:?}: up a floor");
        assert_eq!(veils(&mut app), [(0, true), (1, false), (2, true)], "{kind:?}: the veil follows the panda");
        // The heat map measures through the stairs: every floor reached, the exit as far as the route.
        settings(&mut app).reduced_motion = true;
        app.world_mut().resource_mut::<HeatView>().source = panda_maze::game::assist::heat::HeatSource::Entrance;
        send(&mut app, GameCommand::ToggleHeat);
        frames(&mut app, 3);
        let heat = app.world().resource::<HeatView>().clone();
        assert!(heat.dist.iter().all(|&d| d != UNREACHED), "{kind:?}: every cell on every floor is reached");
        assert_eq!(heat.dist[game.exit() as usize] as usize, game.route.len() - 1, "{kind:?}");
        // The way shown has no line across the board for a stair: a line a step on a floor.
        send(&mut app, GameCommand::ShowRoute(true));
        frames(&mut app, 200);
        // The way comes in parts, one a frame of its reveal: all of them.
        let mut query = app.world_mut().query::<(&Name, &Mesh2d)>();
        let handles: Vec<Handle<Mesh>> =
            query.iter(app.world()).filter(|(n, _)| n.as_str() == "Way").map(|(_, m)| m.0.clone()).collect();
        assert!(!handles.is_empty(), "{kind:?}: the way is drawn");
        let meshes = app.world().resource::<Assets<Mesh>>();
        let (mut lo, mut hi, mut longest) = (f32::MAX, f32::MIN, 0.0f32);
        for handle in &handles {
            let way = meshes.get(handle).unwrap();
            let positions = way.attribute(Mesh::ATTRIBUTE_POSITION).unwrap().as_float3().unwrap();
            for p in positions {
                (lo, hi) = (lo.min(p[0]), hi.max(p[0]));
            }
            let at = |i: usize| Vec2::new(positions[i][0], positions[i][1]);
            let corners: Vec<usize> = way.indices().unwrap().iter().collect();
            for t in corners.chunks(3) {
                for (i, j) in [(t[0], t[1]), (t[1], t[2]), (t[2], t[0])] {
                    longest = longest.max(at(i).distance(at(j)));
                }
            }
        }
        assert!(hi - lo > game.world_size().x * 0.5, "{kind:?}: the way runs over the floors");
        assert!(longest < 3.0 * GRID_STEP_WORLD, "{kind:?}: no line across the board for a stair ({longest})");
    }
}

#[test]
fn a_new_map_on_a_maze_of_floors_is_another_like_it() {
    for (kind, spec) in floors_specs() {
        let mut app = floors_game(spec);
        tap(&mut app, KeyCode::KeyN);
        app.update();
        let next = grid(&app).floors.unwrap_or_else(|| panic!("{kind:?}: still floors"));
        assert_eq!((next.grid, next.floors, next.stairs), (spec.grid, spec.floors, spec.stairs), "{kind:?}");
        assert_ne!(next.seed, spec.seed, "{kind:?}: a new seed");
        assert_eq!(first_cell(&app), grid(&app).entrance(), "{kind:?}: the panda at the new entrance");
        assert_eq!(app.world().resource::<Settings>().grid, kind);
    }
}
