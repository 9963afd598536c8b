//! Two players on round, hex and triangle boards, headless: player 2 walks
//! by the arrows (and the number pad's corners) as player 1 walks by WASD,
//! Race is won by the first out, Together waits for both, an undo moves only
//! its own panda, each player's hint comes from their own panda, and the fog
//! clears round both.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::assist::hint::Hints;
use panda_maze::game::board::grid::GridGame;
use panda_maze::game::command::PartnerAimRequest;
use panda_maze::game::panda::duo::{DuoFinish, PartnerWalk, Players};
use panda_maze::game::panda::pick::{PARTNER_DIAGONALS, Pick, key_degrees, partner_diagonal, pick, step_degrees};
use panda_maze::game::run::victory::{RunStats, VictoryReport};
use panda_maze::game::settings::GridKind;
use panda_maze::game::{GameCommand, Screen};
use panda_maze::maze::Dir;

use crate::grids::{grid_game, specs};
use crate::support::*;
use panda_maze::game::input::gamepad::key_of_button;
use panda_maze::game::settings::keys::KeyBindings;
use panda_maze::maze::floors::{FloorSpec, Stairs};
use panda_maze::maze::generate::GridShape;
use panda_maze::maze::grid::HexShape;
use panda_maze::maze::weave::WeaveGrid;

fn grid(app: &App) -> GridGame {
    app.world().resource::<Played>().grid().cloned().expect("a grid maze is played")
}

fn partner_cell(app: &App) -> u32 {
    app.world().resource::<PartnerWalk>().cell().expect("the second panda is on the grid")
}

/// A grid game of `spec` with two players playing `players`.
fn grid_duo(kind_spec: (GridKind, panda_maze::maze::generate::GridSpec), players: Players) -> App {
    let mut app = grid_game(kind_spec.1);
    send(&mut app, GameCommand::SetPlayers(players));
    frames(&mut app, 2);
    app
}

/// Player 2's key that takes the second panda from `from` to `to`, if any.
fn partner_key(game: &GridGame, from: u32, to: u32) -> Option<KeyCode> {
    let arrows = [
        (KeyCode::ArrowUp, Dir::Up),
        (KeyCode::ArrowDown, Dir::Down),
        (KeyCode::ArrowLeft, Dir::Left),
        (KeyCode::ArrowRight, Dir::Right),
    ];
    let arrow = arrows.into_iter().map(|(k, d)| (k, key_degrees(game, from, d, false)));
    let corners =
        PARTNER_DIAGONALS.iter().filter_map(|&(k, _)| Some((k, f64::from(partner_diagonal(game.kind(), k)?))));
    arrow.chain(corners).find(|&(_, deg)| pick(game, from, deg) == Pick::Go(to)).map(|(k, _)| k)
}

/// Steps the second panda from `from` to `to` by player 2's key; where no key
/// reaches it, by a gamepad stick's angle (then true).
fn step_partner(app: &mut App, from: u32, to: u32) -> bool {
    let game = grid(app);
    assert_eq!(partner_cell(app), from);
    match partner_key(&game, from, to) {
        Some(key) => tap(app, key),
        None => {
            let degrees = step_degrees(&game, from, to).round() as i16;
            app.world_mut().write_message(PartnerAimRequest(degrees));
            app.update();
        }
    }
    assert_eq!(partner_cell(app), to);
    partner_key(&game, from, to).is_none()
}

/// Walks the second panda along the route (see [`step_partner`]); returns how many steps needed the stick.
fn walk_partner_out(app: &mut App) -> usize {
    let route = grid(app).route.clone();
    route.windows(2).filter(|pair| step_partner(app, pair[0], pair[1])).count()
}

#[test]
fn a_race_on_every_grid_player_two_walks_by_their_own_keys_and_the_first_out_wins() {
    for spec in specs() {
        let kind = spec.0;
        let mut app = grid_duo(spec, Players::Race);
        let game = grid(&app);
        assert_eq!(partner_cell(&app), game.entrance(), "{kind:?}: both start on the entrance");
        let by_stick = walk_partner_out(&mut app);
        assert!(
            by_stick * 5 <= game.route.len(),
            "{kind:?}: {by_stick} of {} steps needed the stick",
            game.route.len()
        );
        if kind == GridKind::Hexagon {
            assert_eq!(by_stick, 0, "every hexagon step has a key of player 2's");
        }
        app.update();
        assert_eq!(partner_cell(&app), game.exit());
        assert_eq!(first_cell(&app), game.entrance(), "{kind:?}: player 2's keys did not move player 1");
        assert_eq!(screen(&app), Screen::Won, "{kind:?}: the first out wins");
        assert_eq!(app.world().resource::<DuoFinish>().winner, Some(1));
        assert_eq!(app.world().resource::<VictoryReport>().moves as usize, game.route.len() - 1);
        assert_eq!(app.world().resource::<RunStats>().moves, 0);
    }
}

#[test]
fn together_on_a_grid_waits_for_both_and_an_undo_moves_only_its_own_panda() {
    for spec in specs() {
        let kind = spec.0;
        let mut app = grid_duo(spec, Players::Together);
        settings(&mut app).reduced_motion = true;
        let game = grid(&app);
        // Player 1 walks out (a click's walk): not won while player 2 is at the entrance.
        send(&mut app, GameCommand::WalkTo(game.exit()));
        frames(&mut app, 3);
        assert_eq!(first_cell(&app), game.exit(), "{kind:?}");
        assert_eq!(screen(&app), Screen::Playing, "{kind:?}: the win waits for both");
        // Player 2 steps and undoes (Backspace): only the second panda moves back.
        let next = game.route[1];
        tap(&mut app, partner_key(&game, game.entrance(), next).expect("a key for the first step"));
        assert_eq!(partner_cell(&app), next, "{kind:?}");
        tap(&mut app, KeyCode::Backspace);
        assert_eq!(partner_cell(&app), game.entrance(), "{kind:?}");
        assert_eq!(first_cell(&app), game.exit(), "{kind:?}: player 2's undo leaves player 1 where it is");
        assert_eq!(app.world().resource::<PartnerWalk>().undos, 1, "{kind:?}");
        walk_partner_out(&mut app);
        app.update();
        assert_eq!(screen(&app), Screen::Won, "{kind:?}: both are out");
        let report = app.world().resource::<VictoryReport>();
        assert_eq!(report.moves as usize, 2 * (game.route.len() - 1), "{kind:?}: the pair's moves");
    }
}

#[test]
fn on_a_grid_each_players_hint_comes_from_their_own_panda() {
    for spec in specs() {
        let kind = spec.0;
        let mut app = grid_duo(spec, Players::Race);
        let game = grid(&app);
        for pair in game.route.windows(2).take(3) {
            step_partner(&mut app, pair[0], pair[1]);
        }
        let at = partner_cell(&app);
        assert_eq!(at, game.route[3], "{kind:?}");
        tap(&mut app, KeyCode::Delete);
        tap(&mut app, KeyCode::KeyH);
        let [hint, partner_hint] = app.world().resource::<Hints>().0.clone();
        assert_eq!(partner_hint, game.route[4..10].to_vec(), "{kind:?}: from the second panda");
        assert_eq!(hint, game.route[1..7].to_vec(), "{kind:?}: from the first");
        let counted = (app.world().resource::<RunStats>().hints, app.world().resource::<PartnerWalk>().hints);
        assert_eq!(counted, (1, 1), "{kind:?}: each hint counts for its own player");
        // The second panda steps on: its hint goes, the first's stays.
        step_partner(&mut app, at, game.route[4]);
        let [hint, partner_hint] = app.world().resource::<Hints>().0.clone();
        assert!(partner_hint.is_empty(), "{kind:?}");
        assert_eq!(hint.len(), 6, "{kind:?}");
    }
}

#[test]
fn in_fog_on_a_grid_what_either_panda_sees_is_in_sight() {
    use panda_maze::game::board::view::grid_cells_within;
    use panda_maze::game::run::fog::{FOG_RADIUS, FogView};
    let cells_in_sight =
        |game: &panda_maze::game::board::grid::GridGame, at: u32| grid_cells_within(game, at, FOG_RADIUS);
    use panda_maze::game::settings::GameMode;
    let spec = specs()[0];
    let mut app = grid_duo(spec, Players::Together);
    settings(&mut app).mode = GameMode::Fog;
    send(&mut app, GameCommand::Restart);
    frames(&mut app, 2);
    walk_partner_out(&mut app);
    app.update();
    let game = grid(&app);
    let fog = app.world().resource::<FogView>().clone();
    assert!(fog.has_seen(game.exit()), "the second panda saw the exit");
    for c in cells_in_sight(&game, game.exit()).into_iter().chain(cells_in_sight(&game, first_cell(&app))) {
        assert!(fog.in_sight.contains(&c), "cell {c} is in sight of one of the pandas");
    }
}

/// The floors under a shown veil (ghosted), lowest first.
fn veiled_floors(app: &mut App) -> Vec<u32> {
    use panda_maze::game::board::floors_draw::FloorVeil;
    let mut query = app.world_mut().query::<(&FloorVeil, &Visibility)>();
    let mut veiled: Vec<u32> =
        query.iter(app.world()).filter(|(_, v)| **v != Visibility::Hidden).map(|(f, _)| f.0).collect();
    veiled.sort();
    veiled
}

#[test]
fn on_a_maze_of_floors_player_two_takes_the_stairs_by_the_number_pad_its_floor_clears_and_it_wins_the_race() {
    let grids = [
        (GridKind::Square, WeaveGrid::Square { cols: 5, rows: 4 }),
        (GridKind::Hexagon, WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 5, rows: 4 }))),
    ];
    for (kind, floors) in grids {
        for stairs in [Stairs::Tower, Stairs::Stacked] {
            let spec = FloorSpec::new(floors, 3, 7).with_stairs(stairs);
            let mut app = game(panda_maze::game::Difficulty::Easy, 5);
            app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>();
            send(&mut app, GameCommand::LoadFloors(spec));
            send(&mut app, GameCommand::SetPlayers(Players::Race));
            frames(&mut app, 2);
            let game = grid(&app);
            assert_eq!((game.kind(), game.floor_count()), (kind, 3));
            // A stair key off the stairs leaves the second panda where it is.
            tap(&mut app, KeyCode::NumpadSubtract);
            assert_eq!(partner_cell(&app), game.entrance(), "{kind:?} {stairs:?}: no stairs down from the ground");
            let mut climbed = 0;
            for pair in game.route.clone().windows(2) {
                if game.same_floor(pair[0], pair[1]) {
                    step_partner(&mut app, pair[0], pair[1]);
                    continue;
                }
                let up = game.floor_of(pair[1]) > game.floor_of(pair[0]);
                tap(&mut app, if up { KeyCode::NumpadAdd } else { KeyCode::NumpadSubtract });
                assert_eq!(partner_cell(&app), pair[1], "{kind:?} {stairs:?}: the stairs from {}", pair[0]);
                climbed += 1;
                // The floors of both pandas are clear, the others ghosted.
                app.update();
                let clear = [0, game.floor_of(pair[1])];
                let ghosted: Vec<u32> = (0..3).filter(|f| !clear.contains(f)).collect();
                assert_eq!(veiled_floors(&mut app), ghosted, "{kind:?} {stairs:?}");
            }
            assert!(climbed >= 2, "{kind:?} {stairs:?}: the way out climbs two floors");
            app.update();
            assert_eq!(first_cell(&app), game.entrance(), "player 2's stairs did not move player 1");
            assert_eq!(screen(&app), Screen::Won, "{kind:?} {stairs:?}");
            assert_eq!(app.world().resource::<DuoFinish>().winner, Some(1));
            assert_eq!(app.world().resource::<VictoryReport>().moves as usize, game.route.len() - 1);
        }
    }
    // On a gamepad R2 and L2 take the stairs: player 1's ] and [, player 2's + and −.
    let keys = KeyBindings::default();
    let stairs = |button, player| key_of_button(button, &keys, player);
    assert_eq!(stairs(GamepadButton::RightTrigger2, Some(0)), Some(KeyCode::BracketRight));
    assert_eq!(stairs(GamepadButton::LeftTrigger2, None), Some(KeyCode::BracketLeft));
    assert_eq!(stairs(GamepadButton::RightTrigger2, Some(1)), Some(KeyCode::NumpadAdd));
    assert_eq!(stairs(GamepadButton::LeftTrigger2, Some(1)), Some(KeyCode::NumpadSubtract));
}

#[test]
fn on_a_weave_each_panda_under_a_bridge_has_the_bridge_drawn_over_it() {
    use panda_maze::game::board::weave::Level;
    use panda_maze::game::board::weave_draw::BridgeOver;
    use panda_maze::game::panda::duo::Partner;
    let bridges = |app: &mut App| {
        let mut q = app.world_mut().query::<&BridgeOver>();
        let mut cells: Vec<u32> = q.iter(app.world()).map(|b| b.0).collect();
        cells.sort();
        cells
    };
    let partner_alpha = |app: &mut App| {
        let mut q = app.world_mut().query_filtered::<&Sprite, With<Partner>>();
        q.single(app.world()).unwrap().color.alpha()
    };
    for (kind, spec) in crate::weave::weave_specs() {
        let mut app = game(panda_maze::game::Difficulty::Easy, 5);
        with_meshes(&mut app);
        send(&mut app, GameCommand::LoadWeave(spec));
        send(&mut app, GameCommand::SetPlayers(Players::Race));
        frames(&mut app, 2);
        let game = grid(&app);
        let under = game.route.iter().position(|&v| game.level(v) == Level::UnderBridge).unwrap();
        // Player 2 walks under the first bridge of the way out; player 1 stays on the entrance.
        for pair in game.route[..=under].windows(2) {
            step_partner(&mut app, pair[0], pair[1]);
        }
        frames(&mut app, 2);
        let bridge = game.under_cell(game.route[under]).unwrap();
        assert_eq!(bridges(&mut app), vec![bridge], "{kind:?}: the bridge over player 2");
        assert!(partner_alpha(&mut app) < 0.75, "{kind:?}: player 2 is dimmed beneath it");
        assert_eq!(first_cell(&app), game.entrance());
        // Out from under it, the bridge is the board's alone again.
        let out = (under..game.route.len()).find(|&i| game.level(game.route[i]) != Level::UnderBridge).unwrap();
        for pair in game.route[under..=out].windows(2) {
            step_partner(&mut app, pair[0], pair[1]);
        }
        frames(&mut app, 2);
        assert_eq!((bridges(&mut app), partner_alpha(&mut app)), (vec![], 1.0), "{kind:?}");
    }
}
