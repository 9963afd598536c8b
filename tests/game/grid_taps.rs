//! Every key counts on every grid, as on the square board (headless, the
//! window's key messages timed as a player's): quick taps at 7 frames a
//! second walk a round, hex or triangle maze's whole route, whether each tap
//! falls inside one frame or is held across a frame's end (125 ms holds, the
//! outside test's), with even frames and with a slow frame then a quick one
//! (where a tap was read as a held key and stepped twice).

use std::time::Duration;

use bevy::input::ButtonState;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use panda_maze::game::Played;
use panda_maze::game::board::grid::GridGame;
use panda_maze::game::panda::pick::{Pick, key_degrees, pick};
use panda_maze::game::run::victory::RunStats;
use panda_maze::game::settings::GridKind;
use panda_maze::game::{Difficulty, Screen};
use panda_maze::maze::Dir;

use crate::grids::grid_game;
use crate::support::{first_cell, key_message, screen};

/// The keys of a board and the angle each aims at from a cell (the arrows' by
/// the screen; the hexagon's diagonals).
fn keys(kind: GridKind) -> Vec<(KeyCode, Option<Dir>, f64)> {
    let mut keys: Vec<_> = [
        (KeyCode::ArrowUp, Dir::Up),
        (KeyCode::ArrowDown, Dir::Down),
        (KeyCode::ArrowLeft, Dir::Left),
        (KeyCode::ArrowRight, Dir::Right),
    ]
    .into_iter()
    .map(|(k, d)| (k, Some(d), 0.0))
    .collect();
    if kind == GridKind::Hexagon {
        keys.extend([(KeyCode::KeyQ, None, 120.0), (KeyCode::KeyE, None, 60.0)]);
        keys.extend([(KeyCode::KeyZ, None, 240.0), (KeyCode::KeyC, None, 300.0)]);
    }
    keys
}

/// The key for each step of the route, if every step has one.
fn route_keys(game: &GridGame, kind: GridKind) -> Option<Vec<KeyCode>> {
    game.route
        .windows(2)
        .map(|pair| {
            keys(kind).into_iter().find_map(|(key, dir, degrees)| {
                let degrees = dir.map_or(degrees, |d| key_degrees(game, pair[0], d, false));
                (pick(game, pair[0], degrees) == Pick::Go(pair[1])).then_some(key)
            })
        })
        .collect()
}

/// A grid maze of `kind` whose whole route has keys, and those keys.
fn maze_with_keys(kind: GridKind) -> (App, Vec<KeyCode>) {
    for seed in 1..200 {
        let spec = kind.spec(Difficulty::Easy, seed).unwrap();
        let Some(keys) = route_keys(&GridGame::new(spec).unwrap(), kind) else { continue };
        if keys.len() < 12 {
            continue;
        }
        let mut app = grid_game(spec);
        // As in the real game, the keys' state follows the keyboard's messages.
        app.add_plugins(bevy::input::InputPlugin);
        return (app, keys);
    }
    panic!("no {kind:?} maze whose route has a key at every step");
}

/// Taps `keys` `gap_ms` apart, each held `hold_ms`, on a game whose frames
/// take `frames_ms` in turn (every message of a frame arrives before it is
/// drawn); returns the app after a few more frames.
fn tap_in_time(mut app: App, keys: &[KeyCode], gap_ms: u64, hold_ms: u64, frames_ms: &[u64]) -> App {
    let mut events: Vec<(u64, KeyCode, ButtonState)> = Vec::new();
    for (i, &key) in keys.iter().enumerate() {
        let at = i as u64 * gap_ms;
        events.push((at, key, ButtonState::Pressed));
        events.push((at + hold_ms, key, ButtonState::Released));
    }
    events.sort_by_key(|e| e.0);
    let (mut now, mut next, mut frame) = (0, 0, 0);
    while next < events.len() {
        let frame_ms = frames_ms[frame % frames_ms.len()];
        frame += 1;
        now += frame_ms;
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(frame_ms)));
        while next < events.len() && events[next].0 < now {
            key_message(&mut app, events[next].1, events[next].2);
            next += 1;
        }
        app.update();
    }
    for _ in 0..5 {
        app.update();
    }
    app
}

/// Frames at 7 a second: even, and uneven (a slow frame, then a quick one).
const SEVEN_A_SECOND: [&[u64]; 3] = [&[143], &[250, 36], &[200, 86]];

#[test]
fn quick_taps_all_count_on_every_grid_at_7_frames_a_second() {
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        for frames_ms in SEVEN_A_SECOND {
            // Taps inside a frame, and 125 ms holds spanning a frame's end, at several paces.
            for (gap_ms, hold_ms) in [(30, 10), (60, 20), (100, 40), (150, 125), (200, 125), (250, 125), (300, 125)] {
                let (app, keys) = maze_with_keys(kind);
                let app = tap_in_time(app, &keys, gap_ms, hold_ms, frames_ms);
                let game = app.world().resource::<Played>().grid().cloned().unwrap();
                let moves = app.world().resource::<RunStats>().moves as usize;
                let case =
                    format!("{kind:?}, {} taps {gap_ms} ms apart held {hold_ms} ms, frames {frames_ms:?}", keys.len());
                assert_eq!((first_cell(&app), moves), (game.exit(), keys.len()), "{case}: every tap one step");
                assert_eq!(screen(&app), Screen::Won, "{case}");
            }
        }
    }
}

#[test]
fn quick_taps_all_count_on_the_square_board_with_uneven_frames_too() {
    for frames_ms in SEVEN_A_SECOND {
        for (gap_ms, hold_ms) in [(30, 10), (150, 125), (250, 125), (300, 125)] {
            let app = crate::input::corridor_game();
            let mut app = tap_in_time(app, &[KeyCode::ArrowRight; 30], gap_ms, hold_ms, frames_ms);
            let x = crate::support::panda(&mut app).x;
            assert_eq!(x, 31, "30 taps {gap_ms} ms apart held {hold_ms} ms, frames {frames_ms:?}");
        }
    }
}
