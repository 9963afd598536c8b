//! Every key press counts, headless: presses quicker than the frame rate are
//! all read in order, a press into a wall is dropped without losing the rest,
//! undo keeps its place among the steps, and a held key repeats in time, not
//! in frames.

use std::time::Duration;

use bevy::input::ButtonState;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use panda_maze::game::Difficulty;
use panda_maze::game::input::MAX_QUEUED_ACTIONS;
use panda_maze::game::ui::nav::MenuPage;
use panda_maze::game::view::board_pointer::on_board;
use panda_maze::maze::{Maze, Pos, Tile};

use crate::support::*;

/// A game whose board is one long corridor along row 1, from x = 1 to x = 39
/// (the exit at its end), so nothing but the keys limits the walk.
pub(crate) fn corridor_game() -> App {
    let mut app = game(Difficulty::Easy, 9);
    // As in the real game, the keys' state follows the keyboard's messages.
    app.add_plugins(bevy::input::InputPlugin);
    let mut corridor = Maze::walled(41, 5).unwrap();
    for x in 1..40 {
        corridor.set(Pos::new(x, 1), Tile::Floor);
    }
    (corridor.entrance, corridor.exit) = (Pos::new(1, 1), Pos::new(39, 1));
    swap_maze(&mut app, corridor);
    app
}

/// The messages a real window sends for a quick tap of each key, in order, all before one frame.
pub(crate) fn burst(app: &mut App, keys: &[KeyCode]) {
    for &key in keys {
        key_message(app, key, ButtonState::Pressed);
        key_message(app, key, ButtonState::Released);
    }
    app.update();
}

#[test]
fn ten_presses_in_one_frame_move_the_panda_ten_tiles() {
    let mut app = corridor_game();
    burst(&mut app, &[KeyCode::ArrowRight; 10]);
    assert_eq!(panda(&mut app), Pos::new(11, 1), "all ten presses of the frame count");
}

#[test]
fn a_press_into_a_wall_in_a_burst_is_dropped_and_the_rest_still_apply() {
    let mut app = corridor_game();
    let keys = [KeyCode::ArrowRight, KeyCode::ArrowRight, KeyCode::ArrowUp, KeyCode::KeyD, KeyCode::ArrowRight];
    burst(&mut app, &keys);
    assert_eq!(panda(&mut app), Pos::new(5, 1), "four steps right; the one up hits the wall");
}

#[test]
fn undo_keeps_its_place_among_the_steps_of_a_burst() {
    let mut app = corridor_game();
    // Three right, undo one, two right: four tiles from the entrance, once every action has had its frame.
    let keys = [KeyCode::ArrowRight, KeyCode::ArrowRight, KeyCode::ArrowRight, KeyCode::KeyU];
    burst(&mut app, &[&keys[..], &[KeyCode::ArrowRight, KeyCode::ArrowRight]].concat());
    frames(&mut app, 3);
    assert_eq!(panda(&mut app), Pos::new(5, 1));
}

#[test]
fn a_stuck_key_cannot_run_away_with_the_panda() {
    let mut app = corridor_game();
    burst(&mut app, &[KeyCode::ArrowRight; 100]);
    frames(&mut app, 5);
    assert_eq!(panda(&mut app), Pos::new(1 + MAX_QUEUED_ACTIONS, 1), "presses beyond the queue's cap are dropped");
}

#[test]
fn presses_while_the_menu_is_open_are_not_replayed_when_it_closes() {
    let mut app = corridor_game();
    burst(&mut app, &[KeyCode::ArrowRight, KeyCode::Escape, KeyCode::ArrowRight, KeyCode::ArrowRight]);
    assert_eq!(panda(&mut app), Pos::new(2, 1), "the press before Esc moves, the ones after are the menu's");
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Main, "Esc opened the menu");
    burst(&mut app, &[KeyCode::ArrowDown]);
    burst(&mut app, &[KeyCode::Escape]);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Closed);
    frames(&mut app, 3);
    assert_eq!(panda(&mut app), Pos::new(2, 1), "nothing pressed in the menu moves the panda afterwards");
    burst(&mut app, &[KeyCode::ArrowRight]);
    assert_eq!(panda(&mut app), Pos::new(3, 1), "the board has the keys again");
}

/// Tiles walked by holding the right arrow for `secs` at `fps` updates a second.
fn tiles_held(secs: f32, fps: u32) -> usize {
    let mut app = corridor_game();
    let frame = Duration::from_secs_f64(1.0 / f64::from(fps));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(frame));
    app.update();
    let start = panda(&mut app).x;
    key_message(&mut app, KeyCode::ArrowRight, ButtonState::Pressed);
    for _ in 0..(secs * fps as f32).round() as usize {
        app.update();
    }
    key_message(&mut app, KeyCode::ArrowRight, ButtonState::Released);
    app.update();
    panda(&mut app).x - start
}

#[test]
fn a_key_held_for_a_second_moves_as_far_at_5_and_at_60_frames_a_second() {
    // A step at once, one after 0.22 s, then one every 0.09 s: at 1 s that is
    // 1 + 1 + 8 = 10 (the ninth repeat would be at 1.03 s).
    for fps in [5, 12, 30, 60] {
        assert_eq!(tiles_held(1.0, fps), 10, "at {fps} frames a second");
    }
}

#[test]
fn a_tap_still_down_at_the_end_of_a_long_frame_steps_once() {
    // Frames of 0.3 s (software drawing on a busy machine): a tap pressed late
    // in one frame and let go early in the next is one step, not a repeat.
    for frame_ms in [230, 300, 600] {
        let mut app = corridor_game();
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(frame_ms)));
        app.update();
        let start = panda(&mut app).x;
        key_message(&mut app, KeyCode::ArrowRight, ButtonState::Pressed);
        app.update();
        key_message(&mut app, KeyCode::ArrowRight, ButtonState::Released);
        frames(&mut app, 3);
        assert_eq!(panda(&mut app).x - start, 1, "frames of {frame_ms} ms");
    }
}

/// Of `presses` right-arrow taps `delay_ms` apart, on a game drawing `fps`
/// frames a second, how many moved the panda (the table, headless).
fn presses_that_moved(presses: usize, delay_ms: u64, fps: u64) -> usize {
    let mut app = corridor_game();
    let mut corridor = Maze::walled(presses + 5, 5).unwrap();
    for x in 1..presses + 4 {
        corridor.set(Pos::new(x, 1), Tile::Floor);
    }
    (corridor.entrance, corridor.exit) = (Pos::new(1, 1), Pos::new(presses + 3, 1));
    swap_maze(&mut app, corridor);
    let frame_ms = 1000 / fps;
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(frame_ms)));
    let (mut sent, mut now_ms) = (0, 0);
    while sent < presses {
        now_ms += frame_ms;
        // Every tap that happened during this frame arrives before it is drawn.
        let due = ((now_ms / delay_ms) as usize + 1).min(presses);
        for _ in sent..due {
            key_message(&mut app, KeyCode::ArrowRight, ButtonState::Pressed);
            key_message(&mut app, KeyCode::ArrowRight, ButtonState::Released);
        }
        sent = due;
        app.update();
    }
    frames(&mut app, 3);
    panda(&mut app).x - 1
}

#[test]
fn forty_quick_taps_all_count_on_a_slow_frame_rate() {
    // The outside test's table, at the 7 frames a second it saw: before, 9 of
    // 40 taps 30 ms apart moved the panda, 15 at 60 ms, 27 at 100 ms.
    for delay_ms in [30, 60, 100, 150, 250] {
        assert_eq!(presses_that_moved(40, delay_ms, 7), 40, "taps {delay_ms} ms apart");
    }
}

#[test]
fn a_click_on_the_menu_panel_or_the_minimap_is_not_a_click_on_the_board_under_it() {
    // The camera sees the whole window, so a big board goes on under the
    // panel (220 px here) and under the minimap; egui does not count its
    // panel as "over egui", so the board must not take those clicks.
    let minimap = Rect::new(944.0, 503.0, 1164.0, 723.0);
    for (point, board) in [
        (Vec2::new(95.0, 732.0), false),
        (Vec2::new(219.9, 300.0), false),
        (Vec2::new(220.0, 300.0), true),
        (Vec2::new(700.0, 250.0), true),
        (Vec2::new(1000.0, 560.0), false),
        (Vec2::new(1000.0, 480.0), true),
    ] {
        assert_eq!(on_board(point, 220.0, [minimap].into_iter()), board, "{point} with the minimap");
    }
    assert!(on_board(Vec2::new(1000.0, 560.0), 220.0, [].into_iter()), "no minimap shown: the board is there");
    assert!(on_board(Vec2::new(10.0, 10.0), 0.0, [].into_iter()), "no panel shown: all the window is the board");
}
