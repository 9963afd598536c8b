//! Playing by ear on every grid: the goal beacon's note rises as the way to
//! the exit, along the maze, gets shorter.

use bevy::prelude::*;
use panda_maze::game::settings::GridKind;
use panda_maze::game::view::cues::{BEACON_SECS, CueSounds, beacon_speed};
use panda_maze::game::{Difficulty, GameCommand};

use crate::support::*;

/// The speeds of the beacon's notes now playing, and clears them away.
fn beacon_notes(app: &mut App) -> Vec<f32> {
    let beacon = app.world().resource::<CueSounds>().beacon.clone();
    let mut notes = app.world_mut().query::<(Entity, &AudioPlayer, &PlaybackSettings)>();
    let found: Vec<(Entity, f32)> =
        notes.iter(app.world()).filter(|(_, p, _)| p.0 == beacon).map(|(e, _, s)| (e, s.speed)).collect();
    for (e, _) in &found {
        app.world_mut().despawn(*e);
    }
    found.into_iter().map(|(_, speed)| speed).collect()
}

/// A game on `grid` (the square one if none) that plays the cues.
fn heard(grid: Option<panda_maze::maze::generate::GridSpec>) -> App {
    let mut app = match grid {
        Some(spec) => crate::grids::grid_game(spec),
        None => game(Difficulty::Easy, 5),
    };
    app.init_resource::<Assets<AudioSource>>().add_plugins(panda_maze::game::view::cues::plugin);
    app
}

/// Frames enough for the beacon to sound once more.
fn a_beat(app: &mut App) {
    frames(app, (BEACON_SECS / FRAME.as_secs_f32()).ceil() as usize + 2);
}

#[test]
fn the_beacon_rises_towards_the_exit_along_the_maze_on_every_grid() {
    for kind in GridKind::ALL {
        let mut app = heard(kind.spec(Difficulty::Easy, 11));
        assert_eq!(board_view(&app).kind(), kind);
        settings(&mut app).beacon = true;
        a_beat(&mut app);
        let route = board_view(&app).route();
        let far = (route.len() - 1) as u32;
        let start = beacon_notes(&mut app);
        assert!(
            !start.is_empty() && start.iter().all(|&s| s == beacon_speed(far, far)),
            "{kind:?}: at the entrance {start:?}"
        );
        send(&mut app, GameCommand::WalkTo(route[route.len() - 2]));
        frames(&mut app, 4 * route.len());
        assert_eq!(first_cell(&app), route[route.len() - 2], "{kind:?}: a step from the exit");
        beacon_notes(&mut app);
        a_beat(&mut app);
        let near = beacon_notes(&mut app);
        assert!(!near.is_empty() && near.iter().all(|&s| s == beacon_speed(1, far)), "{kind:?}: a step away {near:?}");
        assert!(near[0] > start[0], "{kind:?}: higher near the exit");
    }
}
