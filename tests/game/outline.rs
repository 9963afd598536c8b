//! The frames round the panda and the exit, for players who see the board
//! poorly, on every grid.

use bevy::prelude::*;
use panda_maze::game::Difficulty;
use panda_maze::game::settings::GridKind;
use panda_maze::game::view::outline::Outline;

use crate::support::*;

/// Where each frame stands, and how wide it is drawn (in world units).
fn frames_at(app: &mut App) -> Vec<(Outline, Vec2, f32)> {
    let mut frames = app.world_mut().query::<(&Outline, &Transform)>();
    frames.iter(app.world()).map(|(o, t)| (*o, t.translation.truncate(), t.scale.x * 32.0)).collect()
}

#[test]
fn on_every_grid_the_frames_stand_on_the_panda_and_the_exit_a_step_wide() {
    for kind in GridKind::ALL {
        let mut app = match kind.spec(Difficulty::Easy, 11) {
            Some(spec) => crate::grids::grid_game(spec),
            None => game(Difficulty::Easy, 5),
        };
        app.add_plugins(panda_maze::game::view::outline::plugin);
        settings(&mut app).outline = true;
        let route = board_view(&app).route();
        send(&mut app, panda_maze::game::GameCommand::WalkTo(route[2]));
        frames(&mut app, 40);
        let view = board_view(&app);
        assert_eq!((view.kind(), view.panda()), (kind, route[2]));
        let (panda, exit, step) = (view.world_centre(route[2]), view.world_centre(view.exit()), view.step_world());
        let mut seen = frames_at(&mut app);
        seen.sort_by_key(|(o, ..)| *o == Outline::Exit);
        let near = |a: Vec2, b: Vec2| a.distance(b) < 1e-3;
        assert!(
            matches!(seen.as_slice(), [(Outline::Panda, p, w), (Outline::Exit, e, v)]
            if near(*p, panda) && near(*e, exit) && *w == step && *v == step),
            "{kind:?}: {seen:?}, panda {panda}, exit {exit}, step {step}"
        );
    }
}
