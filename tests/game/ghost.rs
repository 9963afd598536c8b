//! Racing your best run, headless: the ghost walks a stored run tile for
//! tile at its stored times (virtual time), a faster run replaces it and a
//! slower one does not (the card's ahead or behind), and the records file
//! keeps ghosts through a restart, drops a damaged one with a notice, and
//! merges two instances' ghosts by the faster.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::board::mask_file::record_key;
use panda_maze::game::run::best_ghost::{BestGhost, GhostResult, GhostWalk};
use panda_maze::game::run::victory::RunStats;
use panda_maze::game::settings::ghost::{Ghost, side_of};
use panda_maze::game::settings::{Records, SETTINGS_FILE, Settings, SettingsFile};
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::maze::Dir;

use crate::settings::{file_with, scratch};
use crate::support::*;

fn key(app: &App) -> String {
    record_key(&app.world().resource::<Played>().square().unwrap().spec, None)
}

/// The sides of its tiles the route leaves by.
fn route_sides(app: &App) -> Vec<u8> {
    app.world()
        .resource::<Played>()
        .square_route()
        .unwrap()
        .0
        .windows(2)
        .map(|w| side_of(Dir::between(w[0], w[1]).unwrap()))
        .collect()
}

/// The cell (flat index) of each tile of the route.
fn route_cells(app: &App) -> Vec<u32> {
    let maze = &app.world().resource::<Played>().square().unwrap().maze;
    app.world().resource::<Played>().square_route().unwrap().0.iter().map(|&p| maze.index(p) as u32).collect()
}

/// A ghost of the route with step `i` taken at `(i + 1) × every_cs` centiseconds.
fn paced_ghost(app: &App, every_cs: u32) -> Ghost {
    Ghost { steps: route_sides(app).into_iter().zip(1..).map(|(d, i)| (d, i * every_cs)).collect() }
}

fn store(app: &mut App, ghost: &Ghost) {
    let key = key(app);
    app.world_mut().resource_mut::<Records>().ghosts.insert(key, ghost.encode());
}

fn stored(app: &App) -> Option<Ghost> {
    Ghost::decode(app.world().resource::<Records>().ghosts.get(&key(app))?)
}

#[test]
fn the_ghost_walks_the_stored_run_tile_for_tile_at_its_stored_times() {
    let mut app = game(Difficulty::Easy, 3);
    let ghost = paced_ghost(&app, 50);
    store(&mut app, &ghost);
    send(&mut app, GameCommand::SetGhostRace(true));
    send(&mut app, GameCommand::Restart);
    assert_eq!(count::<BestGhost>(&mut app), 1, "the ghost stands at the entrance");
    send(&mut app, GameCommand::Start);
    let (route, tiles) = (route_cells(&app), app.world().resource::<Played>().square_route().unwrap().0.clone());
    let started = app.world().resource::<RunStats>().started.unwrap();
    // A step every 50 cs is 31.25 frames of 16 ms.
    for _ in 0..(route.len() * 32 + 10) {
        app.update();
        let now = app.world().resource::<Time>().elapsed() - started;
        let cs = (now.as_secs_f32() * 100.0).round() as u32;
        let walked = ghost.steps.iter().filter(|s| s.1 <= cs).count();
        let walk = app.world().resource::<GhostWalk>();
        assert_eq!(walk.next, walked, "at {cs} cs");
        assert_eq!(walk.at, Some(route[walked]), "tile for tile, at {cs} cs");
    }
    assert_eq!(app.world().resource::<GhostWalk>().at, Some(*route.last().unwrap()), "the ghost reached the exit");
    assert_eq!(panda(&mut app), tiles[0], "the player's panda did not move");
}

#[test]
fn a_faster_run_replaces_the_ghost_and_a_slower_one_does_not() {
    let mut app = game(Difficulty::Easy, 4);
    assert_eq!(stored(&app), None);
    // A slow best: a step every half second.
    let slow = paced_ghost(&app, 50);
    store(&mut app, &slow);
    win_by_route(&mut app);
    let result = *app.world().resource::<GhostResult>();
    let fast = stored(&app).expect("a ghost is kept");
    assert!(result.replaced && result.ahead_cs > 0, "{result:?}");
    assert_eq!(result.ahead_cs, i64::from(slow.total_cs()) - i64::from(fast.total_cs()));
    assert_eq!(fast.steps.iter().map(|s| s.0).collect::<Vec<_>>(), route_sides(&app), "the ghost is the run walked");
    // Slower again: two frames a step. The ghost stays the faster run; the card says how far behind.
    send(&mut app, GameCommand::Restart);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    for pair in route.windows(2) {
        tap(&mut app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
        app.update();
    }
    app.update();
    assert_eq!(screen(&app), Screen::Won);
    let result = *app.world().resource::<GhostResult>();
    assert!(!result.replaced && result.ahead_cs < 0, "{result:?}");
    assert_eq!(stored(&app), Some(fast));
}

#[test]
fn ghosts_survive_a_restart_and_two_instances_keep_the_faster() {
    let dir = scratch("ghosts");
    let file = SettingsFile::in_dir(&dir);
    let mut mine = Records::default();
    let (right, down) = (side_of(Dir::Right), side_of(Dir::Down));
    let slow = Ghost { steps: vec![(right, 100), (down, 300)] };
    let fast = Ghost { steps: vec![(right, 50), (down, 120)] };
    mine.ghosts.insert("a".into(), slow.encode());
    mine.ghosts.insert("b".into(), fast.encode());
    file.save(&Settings::default(), &mine).unwrap();
    assert_eq!(file.load().records.ghosts, mine.ghosts, "ghosts survive a restart");
    // Another instance saves a faster "a" and a slower "b": each key keeps the faster.
    let mut theirs = Records::default();
    theirs.ghosts.insert("a".into(), fast.encode());
    theirs.ghosts.insert("b".into(), slow.encode());
    let merged = file.save(&Settings::default(), &theirs).unwrap();
    assert_eq!(merged.ghosts["a"], fast.encode());
    assert_eq!(merged.ghosts["b"], fast.encode());
    assert_eq!(file.load().records.ghosts, merged.ghosts);
}

#[test]
fn a_damaged_ghost_is_dropped_with_a_notice_and_the_other_records_kept() {
    let dir = scratch("bad-ghost");
    std::fs::create_dir_all(&dir).unwrap();
    let good = Ghost { steps: vec![(side_of(Dir::Right), 10), (side_of(Dir::Down), 20)] }.encode();
    let records = format!(
        r#"{{"maze": {{"kruskal-49x55-2kq9x": {{"best_time_secs": 40.0, "best_efficiency": 0.5}}}},
            "ghosts": {{"kruskal-49x55-2kq9x": "{good}", "bad": "g1:A*", "number": 7}}}}"#
    );
    std::fs::write(dir.join(SETTINGS_FILE), file_with("records", &records)).unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    assert_eq!(loaded.records.maze["kruskal-49x55-2kq9x"].best_time_secs, Some(40.0), "the records are kept");
    assert_eq!(loaded.records.ghosts.len(), 1);
    assert_eq!(loaded.records.ghosts["kruskal-49x55-2kq9x"], good);
    let notice = loaded.notice.expect("a notice");
    assert!(notice.contains("records.ghosts.bad") && notice.contains("records.ghosts.number"), "{notice}");
}

#[test]
fn an_old_file_without_ghosts_or_duo_records_loads() {
    let dir = scratch("old-records");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(SETTINGS_FILE), file_with("music", "false")).unwrap();
    let loaded = SettingsFile::in_dir(&dir).load();
    assert!(loaded.notice.is_none());
    assert!(loaded.records.ghosts.is_empty() && loaded.records.duo.is_empty());
    assert_eq!(loaded.records.maze.len(), 1);
}

#[test]
fn on_every_grid_a_won_run_becomes_the_ghost_that_walks_it_cell_for_cell() {
    use panda_maze::game::Played;
    use panda_maze::game::run::records::grid_record_key;
    for (kind, spec) in crate::grids::specs() {
        let mut app = crate::grids::grid_game(spec);
        settings(&mut app).reduced_motion = true;
        let route = app.world().resource::<Played>().grid().unwrap().route.clone();
        crate::grids::walk_route_by_keys(&mut app, kind, false);
        frames(&mut app, 3);
        assert_eq!(screen(&app), Screen::Won, "{kind:?}");
        let key = grid_record_key(&spec.code());
        let ghost = Ghost::decode(&app.world().resource::<Records>().ghosts[&key]).expect("the run is kept");
        assert_eq!(ghost.steps.len(), route.len() - 1, "{kind:?}: a step a cell of the route");
        // Raced again, the ghost walks the same cells at the run's times.
        send(&mut app, GameCommand::SetGhostRace(true));
        send(&mut app, GameCommand::Restart);
        frames(&mut app, 2);
        assert_eq!(count::<BestGhost>(&mut app), 1, "{kind:?}: the ghost stands at the entrance");
        assert_eq!(app.world().resource::<GhostWalk>().at, Some(route[0]), "{kind:?}");
        send(&mut app, GameCommand::Start);
        let started = app.world().resource::<RunStats>().started.unwrap();
        for _ in 0..(ghost.total_cs() as usize * 10 / 16 + 20) {
            app.update();
            let cs = ((app.world().resource::<Time>().elapsed() - started).as_secs_f32() * 100.0).round() as u32;
            let walked = ghost.steps.iter().filter(|s| s.1 <= cs).count();
            assert_eq!(
                app.world().resource::<GhostWalk>().at,
                Some(route[walked]),
                "{kind:?}: cell for cell at {cs} cs"
            );
        }
        assert_eq!(
            app.world().resource::<GhostWalk>().at,
            route.last().copied(),
            "{kind:?}: the ghost reached the exit"
        );
    }
}
