//! Pausing without focus (headless): the window losing focus stops the run's
//! clock and the panda's moves wait; focus coming back starts the clock again.

use bevy::prelude::*;
use bevy::window::WindowFocused;
use panda_maze::game::Difficulty;
use panda_maze::game::run::pause::FocusPause;
use panda_maze::game::run::victory::RunStats;
use panda_maze::maze::Dir;

use crate::support::*;

fn focus(app: &mut App, focused: bool) {
    app.world_mut().write_message(WindowFocused { window: Entity::PLACEHOLDER, focused });
    app.update();
}

fn clock(app: &App) -> f32 {
    let now = app.world().resource::<Time>().elapsed();
    app.world().resource::<RunStats>().elapsed(now).as_secs_f32()
}

#[test]
fn losing_focus_stops_the_clock_and_focus_back_starts_it_again() {
    let mut app = game(Difficulty::Easy, 21);
    let maze = maze(&app);
    let first = Dir::ALL.into_iter().find(|&d| maze.walk(maze.entrance, d).is_some()).expect("the entrance opens");
    tap(&mut app, key_for(first));
    frames(&mut app, 30);
    let running = clock(&app);
    assert!(running > 0.3, "the clock runs after the first step: {running}");

    focus(&mut app, false);
    assert!(app.world().resource::<FocusPause>().paused);
    let stopped = clock(&app);
    frames(&mut app, 100);
    assert_eq!(clock(&app), stopped, "no time passes while the window is in the background");

    focus(&mut app, true);
    assert!(!app.world().resource::<FocusPause>().paused);
    frames(&mut app, 30);
    let resumed = clock(&app);
    assert!(resumed > stopped + 0.3, "the clock goes on from where it stopped: {stopped} then {resumed}");
    assert!(resumed < stopped + 1.0, "the time in the background is not counted: {stopped} then {resumed}");
}

#[test]
fn a_game_that_does_not_pause_keeps_its_clock_going() {
    let mut app = game(Difficulty::Easy, 21);
    app.world_mut().resource_mut::<FocusPause>().enabled = false;
    let maze = maze(&app);
    let first = Dir::ALL.into_iter().find(|&d| maze.walk(maze.entrance, d).is_some()).expect("the entrance opens");
    tap(&mut app, key_for(first));
    focus(&mut app, false);
    let before = clock(&app);
    frames(&mut app, 30);
    assert!(clock(&app) > before + 0.3);
    assert!(!app.world().resource::<FocusPause>().paused);
}
