//! The panda, headless: keys, holding, undo, runs, clicks, the gamepad, its
//! walk cycle and bumps, and that no input ever puts it in a wall.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::panda::trail::{Footprint, Trail};
use panda_maze::game::panda::walk::run_through;
use panda_maze::game::run::victory::RunStats;
use panda_maze::game::{Difficulty, GameCommand};
use panda_maze::maze::solve::shortest_route;
use panda_maze::maze::{Dir, Maze, Pos, Tile};

use crate::support::*;

#[test]
fn pressing_into_a_wall_does_not_move_the_panda() {
    let mut app = game(Difficulty::Easy, 2);
    let start = panda(&mut app);
    // The entrance is in the top-left corner: up and left are the outer wall.
    tap(&mut app, KeyCode::ArrowUp);
    tap(&mut app, KeyCode::ArrowLeft);
    tap(&mut app, KeyCode::KeyW);
    assert_eq!(panda(&mut app), start);
    assert_eq!(app.world().resource::<RunStats>().moves, 0);
    assert_eq!(count::<Footprint>(&mut app), 0);
}

#[test]
fn moving_along_a_corridor_moves_the_panda_and_leaves_a_footprint() {
    let mut app = game(Difficulty::Easy, 3);
    let m = maze(&app);
    let start = panda(&mut app);
    let dir = Dir::ALL.into_iter().find(|&d| m.walk(start, d).is_some()).unwrap();
    tap(&mut app, key_for(dir));
    let now = panda(&mut app);
    assert_eq!(Some(now), m.walk(start, dir));
    assert_eq!(app.world().resource::<RunStats>().moves, 1);
    app.update();
    // One print, on the tile left, pointing at the tile entered (cells are tiles by their flat index).
    let prints: Vec<(Footprint, Quat)> =
        app.world_mut().query::<(&Footprint, &Transform)>().iter(app.world()).map(|(f, t)| (*f, t.rotation)).collect();
    let (from, to) = (m.index(start) as u32, m.index(now) as u32);
    assert_eq!(prints.iter().map(|p| p.0).collect::<Vec<_>>(), vec![Footprint { cell: from, toward: to }]);
    let up = prints[0].1 * Vec3::Y;
    let (dx, dy) = dir.delta();
    assert!((up - Vec3::new(dx as f32, -dy as f32, 0.0)).length() < 1e-4, "the paw points the way walked: {up}");
    assert!(app.world().resource::<Trail>().contains(from));
}

#[test]
fn holding_a_key_repeats_the_move_at_a_steady_pace() {
    let mut app = game(Difficulty::Easy, 9);
    // Swap in a long straight corridor so nothing but the pace limits the walk.
    let mut corridor = Maze::walled(41, 5).unwrap();
    for x in 1..40 {
        corridor.set(Pos::new(x, 1), Tile::Floor);
    }
    corridor.exit = Pos::new(39, 1);
    swap_maze(&mut app, corridor);
    let mut steps_at = Vec::new();
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::ArrowRight);
    for frame in 0..63 {
        app.update();
        app.world_mut().resource_mut::<ButtonInput<KeyCode>>().clear();
        let x = panda(&mut app).x;
        if x > 1 + steps_at.len() {
            steps_at.push(frame);
        }
    }
    // 63 frames of 16 ms ≈ 1 s: a step at once, one after the 0.22 s delay,
    // then one every 0.09 s: 10 steps in all.
    assert_eq!(steps_at.len(), 10, "steps at frames {steps_at:?}");
    assert_eq!(steps_at[0], 0);
    let gaps: Vec<usize> = steps_at.windows(2).skip(1).map(|w| w[1] - w[0]).collect();
    assert!(gaps.iter().all(|&g| g == 5 || g == 6), "repeats at a steady pace: {gaps:?}");
}

#[test]
fn random_keys_never_put_the_panda_in_a_wall() {
    let mut app = game(Difficulty::Easy, 10);
    let keys = [KeyCode::ArrowUp, KeyCode::ArrowDown, KeyCode::ArrowLeft, KeyCode::ArrowRight, KeyCode::KeyN];
    let mut state = 12345u32;
    for _ in 0..1500 {
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let key = keys[(state >> 16) as usize % if state.is_multiple_of(97) { 5 } else { 4 }];
        tap(&mut app, key);
        let (m, p) = (maze(&app), panda(&mut app));
        assert!(m.is_floor(p), "panda on a wall at {p}");
    }
}

#[test]
fn undo_steps_back_and_takes_the_footprint_back() {
    let mut app = game(Difficulty::Easy, 26);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    for pair in route[..4].windows(2) {
        tap(&mut app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    app.update();
    assert_eq!(panda(&mut app), route[3]);
    assert_eq!(count::<Footprint>(&mut app), 3);
    tap(&mut app, KeyCode::KeyU);
    app.update();
    assert_eq!(panda(&mut app), route[2]);
    assert_eq!(count::<Footprint>(&mut app), 2);
    let m = maze(&app);
    assert!(
        !app.world().resource::<Trail>().contains(m.index(route[2]) as u32),
        "the footprint left on the tile stepped back to is gone"
    );
    let stats = *app.world().resource::<RunStats>();
    assert_eq!((stats.moves, stats.undos), (2, 1));
    // Undo is repeatable back to the entrance, and no further.
    for _ in 0..5 {
        tap(&mut app, KeyCode::Backspace);
    }
    app.update();
    assert_eq!(panda(&mut app), route[0]);
    assert_eq!(count::<Footprint>(&mut app), 0);
    assert_eq!(first_trail(&app), vec![maze(&app).index(route[0]) as u32]);
}

#[test]
fn undo_keeps_a_footprint_the_panda_left_earlier_on_the_same_tile() {
    let mut app = game(Difficulty::Easy, 27);
    let start = panda(&mut app);
    let m = maze(&app);
    let open = Dir::ALL.into_iter().find(|&d| m.walk(start, d).is_some()).unwrap();
    let back = Dir::between(m.walk(start, open).unwrap(), start).unwrap();
    // There and back, then there again: the entrance was walked off twice.
    for dir in [open, back, open] {
        tap(&mut app, key_for(dir));
    }
    app.update();
    tap(&mut app, KeyCode::KeyU);
    app.update();
    assert_eq!(panda(&mut app), start);
    let (here, there) = (m.index(start) as u32, m.index(m.walk(start, open).unwrap()) as u32);
    let prints: Vec<Footprint> = app.world_mut().query::<&Footprint>().iter(app.world()).copied().collect();
    assert!(
        prints.contains(&Footprint { cell: here, toward: there }),
        "the first departure's footprint stays: {prints:?}"
    );
    assert!(prints.contains(&Footprint { cell: there, toward: here }), "and the way back's: {prints:?}");
    assert_eq!(prints.len(), 2);
}

#[test]
fn shift_runs_to_the_first_junction() {
    let mut app = game(Difficulty::Medium, 28);
    let m = maze(&app);
    let start = panda(&mut app);
    let dir = Dir::ALL.into_iter().find(|&d| m.walk(start, d).is_some()).unwrap();
    let cell = |p: Pos| m.index(p) as u32;
    let links = |c: u32| m.floor_neighbours(m.pos_of(c as usize)).map(cell).collect::<Vec<_>>();
    let next = m.walk(start, dir).unwrap();
    let run = run_through(cell(start), cell(next), cell(m.exit), usize::MAX, links);
    let expected = m.pos_of(*run.last().unwrap() as usize);
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::ShiftLeft);
    tap(&mut app, key_for(dir));
    frames(&mut app, 400);
    assert_eq!(panda(&mut app), expected);
    let ways = Dir::ALL.into_iter().filter(|&d| m.walk(expected, d).is_some()).count();
    assert!(ways != 2 || expected == m.exit, "it stopped at a junction or dead end ({ways} ways)");
}

#[test]
fn a_click_walks_to_the_tile_the_shortest_way() {
    let mut app = game(Difficulty::Medium, 29);
    let m = maze(&app);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    let target = route[route.len() / 2];
    send(&mut app, GameCommand::WalkTo(m.index(target) as u32));
    frames(&mut app, 4000);
    assert_eq!(panda(&mut app), target);
    let walked: Vec<Pos> = first_trail(&app).into_iter().map(|c| m.pos_of(c as usize)).collect();
    assert_eq!(walked, shortest_route(&m, m.entrance, target).unwrap(), "by the shortest way");
}

#[test]
fn the_gamepad_dpad_moves_the_panda() {
    use bevy::input::gamepad::Gamepad;
    let mut app = game(Difficulty::Easy, 30);
    let m = maze(&app);
    let start = panda(&mut app);
    let dir = Dir::ALL.into_iter().find(|&d| m.walk(start, d).is_some()).unwrap();
    let button = match dir {
        Dir::Up => GamepadButton::DPadUp,
        Dir::Down => GamepadButton::DPadDown,
        Dir::Left => GamepadButton::DPadLeft,
        Dir::Right => GamepadButton::DPadRight,
    };
    let pad = app.world_mut().spawn(Gamepad::default()).id();
    app.world_mut().get_mut::<Gamepad>(pad).unwrap().digital_mut().press(button);
    app.update();
    assert_eq!(panda(&mut app), m.walk(start, dir).unwrap());
}

#[test]
fn the_gamepads_undo_button_follows_the_players_undo_key() {
    use bevy::input::gamepad::Gamepad;
    use panda_maze::game::settings::{KeyAction, Settings};
    let mut app = game(Difficulty::Easy, 31);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    // Undo moves from U to X; U is then free, so a button that pressed U would do nothing.
    let mut settings = app.world_mut().resource_mut::<Settings>();
    settings.keys.set(KeyAction::Undo, KeyCode::KeyX).unwrap();
    tap(&mut app, crate::support::key_for(Dir::between(route[0], route[1]).unwrap()));
    assert_eq!(panda(&mut app), route[1]);
    let pad = app.world_mut().spawn(Gamepad::default()).id();
    app.world_mut().get_mut::<Gamepad>(pad).unwrap().digital_mut().press(GamepadButton::West);
    app.update();
    assert_eq!(panda(&mut app), route[0], "X undid the step with the player's undo key");
}

#[test]
fn the_panda_turns_the_way_it_walks_and_stands_when_it_stops() {
    use panda_maze::art::panda_frame_index;
    use panda_maze::game::panda::{Facing, Player};
    let mut app = game(Difficulty::Easy, 17);
    let facing =
        |app: &mut App| *app.world_mut().query_filtered::<&Facing, With<Player>>().single(app.world()).unwrap();
    let atlas = |app: &mut App| {
        app.world_mut()
            .query_filtered::<&Sprite, With<Player>>()
            .single(app.world())
            .unwrap()
            .texture_atlas
            .as_ref()
            .unwrap()
            .index
    };
    assert_eq!(facing(&mut app).dir, panda_maze::maze::Dir::Down, "it starts face on");
    let route = app.world().resource::<panda_maze::game::Played>().square_route().unwrap().0.clone();
    let first = panda_maze::maze::Dir::between(route[0], route[1]).unwrap();
    let second = panda_maze::maze::Dir::between(route[1], route[2]).unwrap();
    tap(&mut app, crate::support::key_for(first));
    let now = facing(&mut app);
    assert_eq!((now.dir, now.frame), (first, 1));
    assert_eq!(atlas(&mut app), panda_frame_index(first, 1));
    tap(&mut app, crate::support::key_for(second));
    let now = facing(&mut app);
    assert_eq!((now.dir, now.frame), (second, 2), "the other foot forward");
    // A third of a second without steps: standing.
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(facing(&mut app).frame, 0);
    assert_eq!(atlas(&mut app), panda_frame_index(second, 0));
}

#[test]
fn walking_into_a_wall_is_announced_for_the_bump_sound() {
    use panda_maze::game::Bumped;
    let mut app = game(Difficulty::Easy, 18);
    let start = panda(&mut app);
    tap(&mut app, KeyCode::ArrowUp);
    let bumps: Vec<Bumped> = app.world_mut().resource_mut::<Messages<Bumped>>().drain().collect();
    assert_eq!(bumps, vec![Bumped { at: start, dir: panda_maze::maze::Dir::Up, door: None }]);
}

#[test]
fn a_hundred_thousand_random_inputs_never_put_the_panda_in_a_wall_and_leak_no_entities() {
    use rand::{RngExt, SeedableRng};
    let mut app = game(Difficulty::Easy, 37);
    let live = |app: &mut App| app.world_mut().query::<Entity>().iter(app.world()).count();
    // Warm up first: Bevy spawns a few entities of its own the first time a state is entered.
    win_by_route(&mut app);
    send(&mut app, GameCommand::NewMap);
    frames(&mut app, 3);
    let entities_at_start = live(&mut app);
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(99);
    let keys = [
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
        KeyCode::KeyU,
        KeyCode::KeyH,
        KeyCode::KeyR,
    ];
    let mut inputs = 0;
    let mut regenerations = 0;
    while inputs < 100_000 {
        // Several inputs a frame, as a fast player (or a script) would give.
        for _ in 0..8 {
            inputs += 1;
            match rng.random_range(0..100) {
                0..=69 => {
                    let key = keys[rng.random_range(0..keys.len())];
                    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
                }
                70..=79 => app.world_mut().write_message(GameCommand::Undo).map(|_| ()).unwrap_or(()),
                80..=89 => {
                    let m = maze(&app);
                    let c = rng.random_range(0..m.tiles().len() as u32);
                    app.world_mut().write_message(GameCommand::WalkTo(c)).map(|_| ()).unwrap_or(());
                }
                90..=93 if regenerations < 1000 => {
                    regenerations += 1;
                    app.world_mut().write_message(GameCommand::NewMap).map(|_| ()).unwrap_or(());
                }
                _ => {
                    let d = Dir::ALL[rng.random_range(0..4)];
                    app.world_mut().write_message(GameCommand::RunTo(d)).map(|_| ()).unwrap_or(());
                }
            }
        }
        app.update();
        let mut keys_in = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys_in.release_all();
        keys_in.clear();
        let m = maze(&app);
        let at = panda(&mut app);
        assert!(m.is_floor(at), "the panda stands on floor: {at:?} after {inputs} inputs");
    }
    while regenerations < 1000 {
        regenerations += 1;
        send(&mut app, GameCommand::NewMap);
    }
    // The keys still queued (up to 32, taken in order a frame or more each) play out first.
    let queued = |app: &App| app.world().resource::<panda_maze::game::input::queue::PlayQueue>().len();
    for _ in 0..64 {
        if queued(&app) == 0 {
            break;
        }
        app.update();
    }
    assert_eq!(queued(&app), 0, "the queue drains");
    // Back to a fresh map with nothing of a run on it: as many entities as at the start.
    send(&mut app, GameCommand::ClearSearch);
    send(&mut app, GameCommand::Restart);
    frames(&mut app, 3);
    assert_eq!(live(&mut app), entities_at_start);
}

fn panda_y(app: &mut App) -> f32 {
    let mut panda = app.world_mut().query_filtered::<&Transform, With<panda_maze::game::panda::Player>>();
    panda.single(app.world()).unwrap().translation.y
}

#[test]
fn arriving_at_the_exit_the_panda_hops_and_confetti_flies_then_falls_away() {
    use panda_maze::game::model::{TILE_SIZE, tile_center};
    use panda_maze::game::panda::celebrate::{CONFETTI_PIECES, Confetti, Hop};
    let mut app = game(Difficulty::Easy, 4);
    win_by_route(&mut app);
    assert_eq!(count::<Confetti>(&mut app), CONFETTI_PIECES, "a burst at the exit");
    frames(&mut app, 12);
    let m = maze(&app);
    let base = tile_center(&m, m.exit).y;
    let y = panda_y(&mut app);
    assert!(y > base + TILE_SIZE * 0.2, "in the air a fifth of a second later: {y} over {base}");
    frames(&mut app, 100);
    assert_eq!(count::<Confetti>(&mut app), 0, "the confetti has fallen and gone");
    assert_eq!(count::<Hop>(&mut app), 0);
    assert_eq!(panda_y(&mut app), base, "the panda is back on its tile");
}

#[test]
fn under_reduced_motion_the_arrival_is_still() {
    use panda_maze::game::panda::celebrate::{Confetti, Hop};
    let mut app = game(Difficulty::Easy, 4);
    settings(&mut app).reduced_motion = true;
    win_by_route(&mut app);
    frames(&mut app, 3);
    assert_eq!(count::<Confetti>(&mut app), 0);
    assert_eq!(count::<Hop>(&mut app), 0);
}

/// Whether the finder's gold ring is drawn.
fn finder_ring_shown(app: &mut App) -> bool {
    let mut rings = app.world_mut().query::<(&Name, &Visibility)>();
    let (_, shown) = rings.iter(app.world()).find(|(name, _)| name.as_str() == "Panda finder").expect("the ring");
    *shown != Visibility::Hidden
}

#[test]
fn the_finder_ring_shows_after_a_new_map_and_a_long_stand_unless_it_is_quiet() {
    use bevy::time::TimeUpdateStrategy;
    use panda_maze::game::view::finder::{Finder, IDLE_SECS, PULSE_SECS};
    use panda_maze::game::{GameOptions, GamePlugin};
    let frames_for = |secs: f32| (secs / FRAME.as_secs_f32()).ceil() as usize;
    // The ring is the windowed game's: added here over an image store of its own.
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default()))
        .init_asset::<Image>()
        .add_plugins(GamePlugin { options: GameOptions { seed: Some(4), ..GameOptions::default() } })
        .add_plugins(panda_maze::game::view::finder::plugin);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.update();
    send(&mut app, GameCommand::NewMap);
    assert!(finder_ring_shown(&mut app), "a new map brings the ring");
    frames(&mut app, frames_for(PULSE_SECS) + 1);
    assert!(!finder_ring_shown(&mut app), "the ring goes after its showing");
    frames(&mut app, frames_for(IDLE_SECS - PULSE_SECS) + 2);
    assert!(finder_ring_shown(&mut app), "standing still brings it back");

    // A quiet finder (the screenshot script's) shows it for neither.
    app.insert_resource(Finder::quiet());
    send(&mut app, GameCommand::NewMap);
    assert!(!finder_ring_shown(&mut app), "no ring after a new map");
    frames(&mut app, frames_for(IDLE_SECS) + 2);
    assert!(!finder_ring_shown(&mut app), "no ring after a long stand");
}

#[test]
fn on_every_grid_the_panda_hops_on_the_exit_and_the_confetti_flies_from_it() {
    use panda_maze::game::panda::celebrate::{CONFETTI_PIECES, Confetti};
    for (kind, spec) in crate::grids::specs() {
        let mut app = crate::grids::grid_game(spec);
        crate::grids::walk_route_by_keys(&mut app, kind, false);
        app.update();
        assert_eq!(screen(&app), panda_maze::game::Screen::Won, "{kind:?}");
        let (exit, step) = {
            let view = board_view(&app);
            (view.world_centre(view.exit()), view.step_world())
        };
        let mut pieces = app.world_mut().query_filtered::<&Transform, With<Confetti>>();
        let at: Vec<Vec2> = pieces.iter(app.world()).map(|t| t.translation.truncate()).collect();
        assert_eq!(at.len(), CONFETTI_PIECES, "{kind:?}");
        assert!(at.iter().all(|p| p.distance(exit) < step), "{kind:?}: the burst is at the exit {exit}: {at:?}");
        frames(&mut app, 12);
        let mut panda = app.world_mut().query_filtered::<&Transform, With<panda_maze::game::panda::Player>>();
        let up = panda.single(app.world()).unwrap().translation.truncate();
        assert!(
            (up.x - exit.x).abs() < 1e-3 && up.y > exit.y + step * 0.2,
            "{kind:?}: in the air over the exit {exit}: {up}"
        );
        frames(&mut app, 100);
        let down = panda.single(app.world()).unwrap().translation.truncate();
        assert!(down.distance(exit) < 1e-3, "{kind:?}: back on the exit {exit}: {down}");
    }
}
