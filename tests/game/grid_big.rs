//! A big grid board's searches and heat maps (issue 27): made off the frame,
//! the board keeping what it showed until they are in, and one made for
//! another map, an old source or a search asked for again dropped.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::assist::heat::{HeatSource, HeatTask, HeatView};
use panda_maze::game::assist::search::{PendingSearch, SearchView, marks_mesh};
use panda_maze::game::board::grid::{GridGame, OFF_FRAME_MIN_GRID_CELLS, PendingGrid};
use panda_maze::game::board::overlay::Layout;
use panda_maze::game::settings::GridKind;
use panda_maze::game::{Difficulty, GameCommand};
use panda_maze::maze::generate::{GridShape, GridSpec};
use panda_maze::maze::solve::Solver;
use panda_maze::maze::solve::grids::{distance_map, search};
use panda_maze::on_grid_maze;

use crate::grid_views::mesh_colours;
use crate::support::*;

fn grid(app: &App) -> GridGame {
    app.world().resource::<Played>().grid().cloned().expect("a grid maze is played")
}

/// Updates `app` until `done`, for two minutes at most.
fn until(app: &mut App, what: &str, done: impl Fn(&mut App) -> bool) {
    let started = std::time::Instant::now();
    while !done(app) {
        assert!(started.elapsed().as_secs() < 120, "{what}: not after two minutes");
        std::thread::sleep(std::time::Duration::from_millis(1));
        app.update();
    }
}

/// A game on a round board of 100 rings (big: made off the frame), its meshes drawn headless.
fn big_round() -> App {
    let mut app = game(Difficulty::Easy, 5);
    app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>();
    load_big_round(app)
}

/// As [`big_round`], over a window's asset stores, which tell of every mesh changed.
fn big_round_telling_changes() -> App {
    use panda_maze::game::{GameOptions, GamePlugin};
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default())).init_asset::<Mesh>().init_asset::<ColorMaterial>();
    let options = GameOptions { difficulty: Difficulty::Easy, seed: Some(5), ..GameOptions::default() };
    app.add_plugins(GamePlugin { options });
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(FRAME));
    app.update();
    load_big_round(app)
}

/// `app` with a round maze of 100 rings on the board.
fn load_big_round(mut app: App) -> App {
    let spec = GridSpec::new(GridShape::Round { rings: 100 }, 3);
    assert!(spec.shape.cell_count() >= OFF_FRAME_MIN_GRID_CELLS);
    send(&mut app, GameCommand::LoadGrid(spec));
    until(&mut app, "the big maze", |app| app.world().resource::<PendingGrid>().spec().is_none());
    app
}

fn searching(app: &App) -> bool {
    app.world().resource::<PendingSearch>().is_running()
}

fn lanes(app: &App) -> Vec<Solver> {
    app.world().resource::<SearchView>().lanes.iter().map(|l| l.solver).collect()
}

#[test]
fn a_big_grid_boards_search_is_made_off_the_frame_and_the_newest_wins() {
    let mut app = big_round();
    let game = grid(&app);
    send(&mut app, GameCommand::ShowSearch(Solver::BreadthFirst));
    assert!(searching(&app) && lanes(&app).is_empty(), "made off the frame");
    send(&mut app, GameCommand::Race(Solver::AStar, Solver::WallFollowerLeft));
    until(&mut app, "the race", |app| !searching(app));
    frames(&mut app, 2);
    assert_eq!(lanes(&app), [Solver::AStar, Solver::WallFollowerLeft], "the newest asked for");
    let (from, to) = (game.entrance(), game.exit());
    for lane in &app.world().resource::<SearchView>().lanes {
        let fresh = on_grid_maze!(&*game.maze, m => search(m, lane.solver, from, to));
        assert_eq!(lane.search, fresh, "{:?}: the search made on the frame", lane.solver);
        assert!(lane.shown > 0, "{:?}: and played", lane.solver);
    }
    let (marked, all) = mesh_colours(&mut app, "Search marks").expect("the marks are drawn");
    assert_eq!(
        all,
        marks_mesh(&Layout::Cells(Box::new(game.clone())), 2).vertex_count(),
        "both lanes' cells, made with the searches"
    );
    assert!(marked > 0);
    // Finished, the marks drawn only for what changed are all the marks.
    send(&mut app, GameCommand::FinishSearch);
    frames(&mut app, 2);
    let view = app.world().resource::<SearchView>();
    assert!(view.is_done());
    let lanes_marked: usize = view.lanes.iter().map(|l| l.marks.len()).sum();
    let (marked, _) = mesh_colours(&mut app, "Search marks").unwrap();
    assert!(marked >= lanes_marked, "{marked} vertices coloured for {lanes_marked} marked cells");
    // Cleared while one is made: nothing comes in.
    send(&mut app, GameCommand::ShowSearch(Solver::DeadEndFilling));
    assert!(searching(&app));
    send(&mut app, GameCommand::ClearSearch);
    frames(&mut app, 20);
    assert!(!searching(&app) && lanes(&app).is_empty(), "cleared, the search never comes");
    // Another map played meanwhile: nothing comes in either.
    send(&mut app, GameCommand::ShowSearch(Solver::BreadthFirst));
    send(&mut app, GameCommand::LoadGrid(GridKind::Hexagon.spec(Difficulty::Easy, 4).unwrap()));
    frames(&mut app, 20);
    assert!(!searching(&app) && lanes(&app).is_empty(), "a new map drops it");
}

fn heat(app: &App) -> HeatView {
    app.world().resource::<HeatView>().clone()
}

fn measuring(app: &App) -> bool {
    app.world().resource::<HeatTask>().is_running()
}

#[test]
fn a_big_grid_boards_heat_is_measured_off_the_frame_and_the_last_map_stays_meanwhile() {
    let mut app = big_round();
    settings(&mut app).reduced_motion = true;
    let game = grid(&app);
    send(&mut app, GameCommand::ToggleHeat);
    assert!(measuring(&app) && heat(&app).from.is_none(), "measured off the frame");
    until(&mut app, "the heat map", |app| heat(app).from.is_some());
    let first = heat(&app);
    assert_eq!(first.from, Some(game.entrance()));
    assert_eq!(first.dist, on_grid_maze!(&*game.maze, m => distance_map(m, game.entrance())));
    let mut sorted: Vec<u32> = (0..game.cell_count() as u32).collect();
    sorted.sort_by_key(|&c| first.dist[c as usize]);
    assert_eq!(first.order, sorted, "every cell, nearest first, in cell order within a distance");
    // The mesh of every cell is built off the frame too, then coloured.
    until(&mut app, "the heat mesh", |app| heat_visibility(app).is_some());
    frames(&mut app, 2);
    let (coloured, all) = mesh_colours(&mut app, "Heat map").unwrap();
    assert_eq!(coloured, all, "every cell coloured at once under reduced motion");
    // Following the panda: the last map stays until the new one is in.
    app.world_mut().resource_mut::<HeatView>().source = HeatSource::Panda;
    frames(&mut app, 2);
    let (one, two) = (game.route[1], game.route[2]);
    send(&mut app, GameCommand::WalkTo(one));
    assert_eq!(heat(&app).from, Some(game.entrance()), "the last map shows while the new one is measured");
    assert!(measuring(&app));
    // A step on before it is in: the map from the cell left is never shown.
    let measured = heat(&app).measured;
    send(&mut app, GameCommand::WalkTo(two));
    until(&mut app, "the panda's map", |app| heat(app).from == Some(two));
    let followed = heat(&app);
    assert_eq!(followed.measured, measured.wrapping_add(1), "one map, from where the panda stands");
    assert_eq!(followed.dist[two as usize], 0);
    assert!(followed.complete(), "the panda's map follows it with no new wave");
    // Hidden, the mesh stays for when the map shows again, out of sight.
    send(&mut app, GameCommand::ToggleHeat);
    frames(&mut app, 2);
    assert_eq!(heat_visibility(&mut app), Some(Visibility::Hidden));
    send(&mut app, GameCommand::ToggleHeat);
    until(&mut app, "the heat map again", |app| heat(app).from.is_some());
    frames(&mut app, 2);
    assert_eq!(heat_visibility(&mut app), Some(Visibility::Inherited));
    // Another map played while one is measured: it never comes.
    app.world_mut().resource_mut::<HeatView>().source = HeatSource::Exit;
    app.update();
    assert!(measuring(&app));
    send(&mut app, GameCommand::LoadGrid(GridKind::Hexagon.spec(Difficulty::Easy, 4).unwrap()));
    assert!(!measuring(&app), "a new map drops it");
}

/// The heat overlay's visibility (all its parts alike); `None` when there is no heat overlay.
fn heat_visibility(app: &mut App) -> Option<Visibility> {
    let mut query = app.world_mut().query::<(&Name, &Visibility)>();
    let parts: Vec<Visibility> =
        query.iter(app.world()).filter(|(n, _)| n.as_str() == "Heat map").map(|(_, v)| *v).collect();
    assert!(parts.windows(2).all(|w| w[0] == w[1]), "every part of the heat overlay alike: {parts:?}");
    parts.first().copied()
}

#[test]
fn a_big_boards_fog_is_in_parts_with_fixed_bounds_and_a_step_changes_only_the_parts_it_recolours() {
    use bevy::camera::primitives::Aabb;
    use bevy::camera::visibility::NoAutoAabb;
    use panda_maze::game::board::overlay::OverlayMeshes;
    use panda_maze::game::settings::GameMode;
    let mut app = big_round_telling_changes();
    let game = grid(&app);
    settings(&mut app).mode = GameMode::Fog;
    send(&mut app, GameCommand::Restart);
    frames(&mut app, 3);
    let mut query = app.world_mut().query::<(&Name, &Mesh2d, Option<&Aabb>, Has<NoAutoAabb>)>();
    let parts: Vec<(Handle<Mesh>, Option<Aabb>, bool)> = query
        .iter(app.world())
        .filter(|(n, ..)| n.as_str() == "Fog")
        .map(|(_, m, aabb, fixed)| (m.0.clone(), aabb.copied(), fixed))
        .collect();
    assert!(parts.len() > 1, "a board of {} cells is in parts: {}", game.cell_count(), parts.len());
    let meshes = app.world().resource::<Assets<Mesh>>();
    let vertices: usize = parts.iter().map(|(h, ..)| meshes.get(h).unwrap().count_vertices()).sum();
    assert_eq!(
        vertices,
        OverlayMeshes::of(&Layout::Cells(Box::new(game.clone())), 1.0, |_| Color::NONE).vertex_count(),
        "every cell, once"
    );
    for (handle, aabb, fixed) in &parts {
        // Bevy would work a changed mesh's bounds out again, over all its vertices, at every recolouring.
        assert!(fixed, "a part's bounds are not worked out again");
        let (aabb, mesh) = (aabb.expect("a part has its bounds"), meshes.get(handle).unwrap());
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(points)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("positions")
        };
        let inside = |p: &[f32; 3]| (0..2).all(|k| (p[k] - aabb.center[k]).abs() <= aabb.half_extents[k] + 1e-3);
        assert!(points.iter().all(inside), "the bounds hold the part");
    }
    // A step recolours the cells that left or came into sight: only their
    // parts change (away from the centre, where the four quarters meet).
    let far = game.route.len() * 3 / 4;
    send(&mut app, GameCommand::WalkTo(game.route[far]));
    frames(&mut app, 3);
    let mut cursor = app.world().resource::<Messages<AssetEvent<Mesh>>>().get_cursor_current();
    send(&mut app, GameCommand::WalkTo(game.route[far + 1]));
    let mut changed = std::collections::HashSet::new();
    for _ in 0..3 {
        app.update();
        let messages = app.world().resource::<Messages<AssetEvent<Mesh>>>();
        for message in cursor.read(messages) {
            if let AssetEvent::Modified { id } = message {
                changed.insert(*id);
            }
        }
    }
    let fog_parts: std::collections::HashSet<_> = parts.iter().map(|(h, ..)| h.id()).collect();
    let changed_parts = changed.intersection(&fog_parts).count();
    assert!(changed_parts >= 1, "the fog moved with the panda");
    assert!(changed_parts < parts.len(), "{changed_parts} of {} parts changed", parts.len());
}
