//! Weave mazes on the board, headless, on square, hex and round grids: the
//! route walked by keys goes under a bridge and over one and wins; on a
//! bridge no key goes down under it; the way, the hints and the heat map
//! follow the under passage; the panda under a bridge is dimmed beneath a
//! bridge drawn over it; the announcer says where the bridges are; a weave
//! code plays (typed in the Lab or given at launch) and a mutated one is
//! refused; the Lab's Weave choice and N make new ones.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::board::grid::GridGame;
use panda_maze::game::board::weave::Level;
use panda_maze::game::panda::Player;
use panda_maze::game::panda::pick::Pick;
use panda_maze::game::run::announce::{Announcer, Heard};
use panda_maze::game::run::victory::RunStats;
use panda_maze::game::settings::{GridKind, Narration, Settings};
use panda_maze::game::ui::code_section::code_to_play;
use panda_maze::game::{Difficulty, GameCommand, LaunchCode, Screen};
use panda_maze::maze::generate::GridShape;
use panda_maze::maze::grid::HexShape;
use panda_maze::maze::mask::Shape;
use panda_maze::maze::weave::{WeaveGrid, WeaveSpec};

use crate::grids::{keys, picks};
use crate::support::*;

/// The grids that weave, each with a small board.
fn grids() -> [(GridKind, WeaveGrid); 3] {
    [
        (GridKind::Square, WeaveGrid::Square { cols: 7, rows: 6 }),
        (GridKind::Hexagon, WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 7, rows: 6 }))),
        (GridKind::Round, WeaveGrid::Shape(GridShape::Round { rings: 4 })),
    ]
}

/// A weave on each grid whose route goes both under a bridge and over one
/// (the first seed that does).
pub(crate) fn weave_specs() -> Vec<(GridKind, WeaveSpec)> {
    let goes = |spec: &WeaveSpec| {
        let game = GridGame::of_weave(*spec).unwrap();
        let levels: Vec<Level> = game.route.iter().map(|&v| game.level(v)).collect();
        levels.contains(&Level::UnderBridge) && levels.contains(&Level::OnBridge)
    };
    let first = |grid| (0..400).map(|seed| WeaveSpec::new(grid, 100, seed)).find(goes).expect("a seed goes both ways");
    grids().into_iter().map(|(kind, grid)| (kind, first(grid))).collect()
}

fn grid(app: &App) -> GridGame {
    app.world().resource::<Played>().grid().cloned().expect("a grid maze is played")
}

fn weave_game(spec: WeaveSpec) -> App {
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::LoadWeave(spec));
    app.update();
    app
}

/// Clicks `cell` and lets the panda walk there.
fn walk_to(app: &mut App, cell: u32) {
    send(app, GameCommand::WalkTo(cell));
    for _ in 0..3000 {
        if first_cell(app) == cell {
            return;
        }
        app.update();
    }
    panic!("the panda did not reach place {cell}");
}

/// Walks the route by keys where one reaches the next place (a click where
/// none does: some of a round board's steps); returns the clicks, and the
/// levels stood on, in order.
pub(crate) fn walk_route(app: &mut App, kind: GridKind) -> (usize, Vec<Level>) {
    let game = grid(app);
    let (mut clicks, mut levels) = (0, Vec::new());
    for pair in game.route.windows(2) {
        assert_eq!(first_cell(app), pair[0]);
        if game.level(pair[0]) == Level::OnBridge {
            // On a bridge no key goes down under it: the place under is no neighbour.
            let ahead = game.crossings_ahead(pair[0]);
            assert!(
                ahead.iter().all(|&(n, _)| game.under_cell(n) != Some(pair[0])),
                "{kind:?}: a bridge leads under itself"
            );
            for key in keys(kind) {
                if let Pick::Go(to) = picks(&game, pair[0], key, false) {
                    assert_ne!(game.under_cell(to), Some(pair[0]), "{kind:?}: {:?} went under the bridge", key.0);
                }
            }
        }
        match keys(kind).into_iter().find(|&k| picks(&game, pair[0], k, false) == Pick::Go(pair[1])) {
            Some(key) => {
                tap(app, key.0);
                frames(app, 1);
            }
            None => {
                clicks += 1;
                send(app, GameCommand::WalkTo(pair[1]));
                frames(app, 6);
            }
        }
        assert_eq!(first_cell(app), pair[1], "{kind:?} {}: a step from {} to {}", game.code(), pair[0], pair[1]);
        levels.push(board_view(app).level());
    }
    (clicks, levels)
}

#[test]
fn the_route_walked_by_keys_goes_under_a_bridge_and_over_one_and_wins() {
    for (kind, spec) in weave_specs() {
        let mut app = weave_game(spec);
        let game = grid(&app);
        assert_eq!((game.kind(), game.code()), (kind, spec.code()));
        assert!(game.crossing_count() > 0, "{kind:?}: crossings");
        let (clicks, levels) = walk_route(&mut app, kind);
        app.update();
        assert!(levels.contains(&Level::UnderBridge) && levels.contains(&Level::OnBridge), "{kind:?}: {levels:?}");
        assert_eq!(first_cell(&app), game.exit(), "{kind:?}");
        assert_eq!(screen(&app), Screen::Won, "{kind:?} {}", spec.code());
        assert_eq!(app.world().resource::<RunStats>().moves as usize, game.route.len() - 1);
        if kind != GridKind::Round {
            assert_eq!(clicks, 0, "every step on a {kind:?} weave has a key");
        }
        // Under a bridge the panda stands at the crossing's centre, straight between the passage's ends.
        let i = game.route.iter().position(|&v| game.level(v) == Level::UnderBridge).unwrap();
        let (a, u, b) = (game.route[i - 1], game.route[i], game.route[i + 1]);
        let x = game.under_cell(u).unwrap();
        assert_eq!(game.centre(u), game.centre(x));
        let (da, db) = ((game.centre(u) - game.centre(a)).normalize(), (game.centre(b) - game.centre(u)).normalize());
        assert!(da.dot(db) > 0.8, "{kind:?}: the under passage runs straight ({da} then {db})");
        assert!(!game.linked(a, x) && !game.linked(x, b), "{kind:?}: the ends are not joined to the bridge above");
    }
}

#[test]
fn the_way_the_hints_and_the_heat_map_follow_the_under_passage() {
    use panda_maze::game::assist::heat::{HeatSource, HeatView};
    use panda_maze::game::assist::hint::Hints;
    for (kind, spec) in weave_specs() {
        let mut app = weave_game(spec);
        with_meshes(&mut app);
        let game = grid(&app);
        let under = game.route.iter().position(|&v| game.level(v) == Level::UnderBridge).unwrap();
        // The heat map counts the steps under the bridge: along the route, one a place.
        settings(&mut app).reduced_motion = true;
        app.world_mut().resource_mut::<HeatView>().source = HeatSource::Entrance;
        send(&mut app, GameCommand::ToggleHeat);
        frames(&mut app, 3);
        let heat = app.world().resource::<HeatView>().clone();
        for (i, &v) in game.route.iter().enumerate() {
            assert_eq!(heat.dist[v as usize] as usize, i, "{kind:?}: the heat of the route's place {i}");
        }
        // A hint from just before the bridge goes under it.
        walk_to(&mut app, game.route[under - 1]);
        send(&mut app, GameCommand::Hint);
        frames(&mut app, 1);
        let hints = app.world().resource::<Hints>().0[0].clone();
        assert_eq!(&hints[..2], &game.route[under..under + 2], "{kind:?}: the hint goes under");
        // The way shown has a mark on every place of the route, the one under the bridge at its crossing.
        send(&mut app, GameCommand::ShowRoute(true));
        frames(&mut app, 200);
        let marked: Vec<u32> = marks_on_places(&mut app, "Way").into_iter().map(|(c, _)| c).collect();
        for &v in &game.route {
            assert!(marked.contains(&game.ground_cell(v)), "{kind:?}: no mark for place {v}");
        }
        assert!(marked.contains(&game.under_cell(game.route[under]).unwrap()), "{kind:?}");
    }
}

#[test]
fn under_a_bridge_the_panda_is_dimmed_and_the_bridge_drawn_over_it() {
    use panda_maze::game::board::weave_draw::BridgeOver;
    for (kind, spec) in weave_specs() {
        let mut app = weave_game(spec);
        with_meshes(&mut app);
        frames(&mut app, 2);
        let game = grid(&app);
        let alpha = |app: &mut App| {
            let mut q = app.world_mut().query_filtered::<&Sprite, With<Player>>();
            q.single(app.world()).unwrap().color.alpha()
        };
        let bridges = |app: &mut App| {
            let mut q = app.world_mut().query::<&BridgeOver>();
            q.iter(app.world()).map(|b| b.0).collect::<Vec<_>>()
        };
        assert_eq!((alpha(&mut app), bridges(&mut app)), (1.0, vec![]), "{kind:?}");
        let under = *game.route.iter().find(|&&v| game.level(v) == Level::UnderBridge).unwrap();
        walk_to(&mut app, under);
        assert!(alpha(&mut app) < 0.75, "{kind:?}: the panda under a bridge is dimmed");
        assert_eq!(bridges(&mut app), vec![game.under_cell(under).unwrap()], "{kind:?}: its bridge over it");
        tap(&mut app, KeyCode::KeyU);
        frames(&mut app, 2);
        assert_ne!(first_cell(&app), under, "{kind:?}: a step back out");
        assert_eq!((alpha(&mut app), bridges(&mut app)), (1.0, vec![]), "{kind:?}: out, whole again");
    }
}

#[test]
fn the_announcer_says_the_bridges_under_over_and_ahead() {
    for (kind, spec) in weave_specs() {
        let mut app = weave_game(spec);
        app.world_mut().resource_mut::<Settings>().narration = Narration::Brief;
        walk_route(&mut app, kind);
        let said: Vec<String> = app
            .world()
            .resource::<Announcer>()
            .log()
            .filter(|s| s.kind == Heard::Crossing)
            .map(|s| s.text.clone())
            .collect();
        assert!(said.iter().any(|t| t == "Under a bridge."), "{kind:?}: {said:?}");
        assert!(said.iter().any(|t| t == "On a bridge."), "{kind:?}: {said:?}");
        assert!(said.iter().any(|t| t.starts_with("Crossing ahead: under a bridge to the ")), "{kind:?}: {said:?}");
        // "Where am I" under a bridge names the crossing's cell, and says so.
        let mut app = weave_game(spec);
        let game = grid(&app);
        let under = *game.route.iter().find(|&&v| game.level(v) == Level::UnderBridge).unwrap();
        walk_to(&mut app, under);
        app.world_mut().resource_mut::<Settings>().language = panda_maze::game::settings::Language::Chinese;
        send(&mut app, GameCommand::WhereAmI);
        app.update();
        let last = app.world().resource::<Announcer>().last().unwrap().text.clone();
        let cell = game.under_cell(under).unwrap() + 1;
        assert!(last.contains(&format!("第 {cell} 格（共 {} 格）", game.ground_count())), "{kind:?}: {last}");
        assert!(last.ends_with("在桥下。"), "{kind:?}: {last}");
    }
}

#[test]
fn weave_codes_play_from_the_lab_and_at_launch_and_a_mutated_one_is_refused() {
    for (kind, spec) in weave_specs() {
        let code = spec.code();
        assert!(code.contains(".w100-"), "{code}");
        assert_code_plays(kind, &code, GameCommand::LoadWeave(spec), LaunchCode::Weave(spec));
    }
    let cut = WeaveSpec::new(WeaveGrid::Square { cols: 8, rows: 8 }, 50, 3).with_mask(Shape::Heart);
    assert!(code_to_play(&cut.code()).unwrap_err().contains("shape"));
}

#[test]
fn the_labs_weave_choice_makes_a_weave_board_and_n_another_like_it() {
    use panda_maze::game::ui::floors_choice::floor_grid;
    use panda_maze::game::ui::weave_choice::weave_command;
    for kind in GridKind::ALL {
        let mut app = game(Difficulty::Easy, 5);
        app.world_mut().resource_mut::<Settings>().grid = kind;
        let settings = app.world().resource::<Settings>().clone();
        assert_eq!(weave_command(&settings, Difficulty::Easy, 0), GameCommand::SetDifficulty(Difficulty::Easy));
        let asked = weave_command(&settings, Difficulty::Easy, 60);
        let GameCommand::NewWeave(like) = asked else { panic!("{kind:?}: {asked:?}") };
        assert_eq!((like.grid, like.percent), (floor_grid(kind, Difficulty::Easy), 60));
        let before = board_view(&app).spec();
        send(&mut app, asked);
        app.update();
        if kind == GridKind::Triangle {
            // A triangle cannot weave: the board stays, and the player is told why.
            assert_eq!(board_view(&app).spec(), before);
            continue;
        }
        let first = grid(&app);
        assert_eq!(first.kind(), kind);
        assert!(first.crossing_count() > 0, "{kind:?}: a weave of 60 % crosses");
        let code = first.code();
        assert!(code.contains(".w60-"), "{kind:?}: the code names the weave: {code}");
        assert_eq!(WeaveSpec::from_code(&code), Ok(first.weave.as_ref().unwrap().spec), "the code brings it back");
        assert!(panda_maze::game::run::records::grid_record_key(&code).contains("w60"));
        tap(&mut app, KeyCode::KeyN);
        app.update();
        let next = grid(&app).weave.unwrap_or_else(|| panic!("{kind:?}: still a weave")).spec;
        assert_eq!((next.grid, next.percent), (like.grid, 60), "{kind:?}");
        assert_ne!(grid(&app).code(), code, "{kind:?}: a new seed makes a new maze");
    }
}
