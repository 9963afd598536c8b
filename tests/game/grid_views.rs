//! The heat map and the detours' tint on round, hex and triangle boards,
//! headless: the heat covers every cell, spreads as a wave, follows the
//! panda, sets out from a clicked cell, and goes when hidden or on a new map;
//! after a win the cells walked off the route are tinted until a new map;
//! the solvers' search and race play their traces over the cells; the fog
//! clears round the panda and lifts for a peek; the board is drawn once a maze.

use bevy::mesh::VertexAttributeValues;
use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::assist::heat::{HeatSource, HeatView};
use panda_maze::game::assist::search::MarkKind;
use panda_maze::game::assist::search::SearchView;
use panda_maze::game::board::grid::GridGame;
use panda_maze::game::input::pointer::click_command;
use panda_maze::game::settings::GridKind;
use panda_maze::game::{Difficulty, GameCommand};
use panda_maze::maze::Shape;
use panda_maze::maze::solve::Solver;
use panda_maze::maze::solve::grids::UNREACHED;

use crate::grids::{grid_game, specs};
use crate::support::*;

fn grid(app: &App) -> GridGame {
    app.world().resource::<Played>().grid().cloned().expect("a grid maze is played")
}

fn heat(app: &App) -> HeatView {
    app.world().resource::<HeatView>().clone()
}

/// A grid game whose meshes are drawn headless.
fn drawn_grid_game(kind: GridKind, mask: Shape) -> App {
    let mut app = game(Difficulty::Easy, 5);
    app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>();
    let spec = kind.spec(Difficulty::Easy, 21).unwrap().with_mask(mask);
    send(&mut app, GameCommand::LoadGrid(spec));
    app.update();
    app
}

/// The heat overlay's cells drawn in colour (not clear), by vertex; `None` when there is no heat overlay.
fn coloured_vertices(app: &mut App) -> Option<(usize, usize)> {
    mesh_colours(app, "Heat map")
}

#[test]
fn the_heat_map_covers_every_cell_of_every_grid_and_hides_when_hidden() {
    for (kind, mask) in [
        (GridKind::Round, Shape::None),
        (GridKind::Hexagon, Shape::None),
        (GridKind::Triangle, Shape::None),
        (GridKind::Hexagon, Shape::Heart),
    ] {
        let mut app = drawn_grid_game(kind, mask);
        settings(&mut app).reduced_motion = true;
        send(&mut app, GameCommand::ToggleHeat);
        frames(&mut app, 3);
        let (game, heat) = (grid(&app), heat(&app));
        assert_eq!(heat.from, Some(game.entrance()), "{kind:?}");
        assert!(heat.complete(), "{kind:?}: at once under reduced motion");
        assert_eq!(heat.dist.len(), game.cell_count());
        assert!(heat.dist.iter().all(|&d| d != UNREACHED), "{kind:?}: every cell is reached");
        assert_eq!(heat.dist[game.exit() as usize] as usize, game.route.len() - 1, "{kind:?}: steps, as the route");
        let (coloured, all) = coloured_vertices(&mut app).expect("the heat mesh is drawn");
        assert_eq!(coloured, all, "{kind:?}: every cell is coloured");
        send(&mut app, GameCommand::ToggleHeat);
        frames(&mut app, 2);
        let mut query = app.world_mut().query::<(&Name, &Visibility)>();
        let heat_mesh = query.iter(app.world()).find(|(n, _)| n.as_str() == "Heat map").map(|(_, v)| *v);
        assert_eq!(heat_mesh, Some(Visibility::Hidden), "{kind:?}: hidden, the mesh is kept out of sight");
    }
}

#[test]
fn the_grid_heat_spreads_as_a_wave_and_follows_the_panda() {
    let mut app = drawn_grid_game(GridKind::Hexagon, Shape::None);
    send(&mut app, GameCommand::ToggleHeat);
    frames(&mut app, 20);
    let early = heat(&app);
    let (coloured, all) = coloured_vertices(&mut app).unwrap();
    assert!(early.reach > 0 && early.reach < early.max, "{} of {}", early.reach, early.max);
    assert!(coloured > 0 && coloured < all, "{coloured} of {all} vertices coloured part way");
    frames(&mut app, 100);
    assert!(heat(&app).complete());
    assert_eq!(coloured_vertices(&mut app).map(|(c, a)| c == a), Some(true));
    // From the panda: measured again where it stands after each step, all at once.
    app.world_mut().resource_mut::<HeatView>().source = HeatSource::Panda;
    frames(&mut app, 100);
    settings(&mut app).reduced_motion = true;
    let next = grid(&app).route[1];
    send(&mut app, GameCommand::WalkTo(next));
    frames(&mut app, 3);
    let followed = heat(&app);
    assert_eq!((followed.from, first_cell(&app)), (Some(next), next));
    assert!(followed.complete(), "the panda's map follows it with no new wave");
    assert_eq!(followed.dist[next as usize], 0);
}

#[test]
fn a_click_sets_the_grid_heat_source_and_a_new_map_takes_the_heat_away() {
    let mut app = drawn_grid_game(GridKind::Triangle, Shape::None);
    settings(&mut app).reduced_motion = true;
    send(&mut app, GameCommand::ToggleHeat);
    frames(&mut app, 2);
    let far = grid(&app).exit();
    // A click walks the panda unless the heat map measures from a clicked cell.
    let view = app.world().resource::<HeatView>().clone();
    let walk = GameCommand::WalkTo(far);
    assert_eq!(click_command(&view, far), walk);
    let view = HeatView { source: HeatSource::Clicked, ..view };
    assert_eq!(click_command(&view, far), GameCommand::HeatFrom(far));
    send(&mut app, GameCommand::HeatFrom(far));
    frames(&mut app, 3);
    assert_eq!(heat(&app).from, Some(far));
    assert_eq!(app.world().resource::<HeatView>().source, HeatSource::Clicked);
    assert_eq!(first_cell(&app), grid(&app).entrance(), "the click did not walk the panda");
    send(&mut app, GameCommand::NewMap);
    frames(&mut app, 3);
    assert!(!app.world().resource::<HeatView>().shown);
    assert_eq!(heat(&app).from, None);
    assert_eq!(coloured_vertices(&mut app), None);
}

#[test]
fn after_a_win_the_cells_walked_off_the_route_are_tinted_until_a_new_map() {
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        let mut app = drawn_grid_game(kind, Shape::None);
        settings(&mut app).reduced_motion = true;
        let game = grid(&app);
        // A dead end off the route, walked to and back, then on to the exit.
        let off = (0..game.cell_count() as u32)
            .find(|c| !game.route.contains(c) && game.links(*c).len() == 1)
            .expect("a perfect maze has dead ends off its route");
        for to in [off, game.entrance(), game.exit()] {
            send(&mut app, GameCommand::WalkTo(to));
            frames(&mut app, 4);
        }
        assert_eq!(screen(&app), panda_maze::game::Screen::Won, "{kind:?}");
        let won = grid(&app);
        let detours = panda_maze::game::run::detour_view::detour_tiles(&won.route, &first_trail(&app));
        assert!(detours.iter().any(|&(c, _)| c == off), "{kind:?}");
        let tint = |app: &mut App| {
            let mut query = app.world_mut().query::<(&Name, &Mesh2d)>();
            let handle = query.iter(app.world()).find(|(n, _)| n.as_str() == "Detours").map(|(_, m)| m.0.clone())?;
            Some(app.world().resource::<Assets<Mesh>>().get(&handle).unwrap().count_vertices())
        };
        let vertices = tint(&mut app).expect("the detours are tinted");
        let outline = |c: u32| panda_maze::game::board::grid_draw::cell_outline(&won, c).len();
        let fans: usize = detours.iter().map(|&(c, _)| outline(c) + 1).sum();
        assert_eq!(vertices, fans, "{kind:?}: one fan a detour cell");
        send(&mut app, GameCommand::NewMap);
        frames(&mut app, 2);
        assert_eq!(tint(&mut app), None, "{kind:?}: a new map takes the tint away");
    }
}

/// The vertices of the mesh named `name` whose colour is not clear, and all of them.
pub(crate) fn mesh_colours(app: &mut App, name: &str) -> Option<(usize, usize)> {
    let mut query = app.world_mut().query::<(&Name, &Mesh2d)>();
    let handles: Vec<Handle<Mesh>> =
        query.iter(app.world()).filter(|(n, _)| n.as_str() == name).map(|(_, m)| m.0.clone()).collect();
    let meshes = app.world().resource::<Assets<Mesh>>();
    // An overlay comes in parts, each a mesh of its own: all of them together.
    let counts = handles.iter().map(|handle| match meshes.get(handle)?.attribute(Mesh::ATTRIBUTE_COLOR) {
        Some(VertexAttributeValues::Float32x4(colours)) => {
            Some((colours.iter().filter(|c| c[3] > 0.0).count(), colours.len()))
        }
        _ => None,
    });
    counts.reduce(|a, b| Some((a?.0 + b?.0, a?.1 + b?.1)))?
}

#[test]
fn a_solver_search_plays_its_trace_over_the_cells_of_every_grid_and_ends_on_the_route() {
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        let mut app = drawn_grid_game(kind, Shape::None);
        let game = grid(&app);
        send(&mut app, GameCommand::ShowSearch(Solver::BreadthFirst));
        frames(&mut app, 2);
        let early = app.world().resource::<SearchView>().lanes[0].clone();
        assert!(early.shown > 0 && !early.is_done(), "{kind:?}: at 300 steps a second it takes a while");
        let (marked, _) = mesh_colours(&mut app, "Search marks").expect("the marks are drawn");
        assert!(marked > 0, "{kind:?}");
        send(&mut app, GameCommand::FinishSearch);
        frames(&mut app, 2);
        let view = app.world().resource::<SearchView>();
        let lane = &view.lanes[0];
        assert!(lane.is_done(), "{kind:?}");
        assert_eq!(lane.search.route.as_deref(), Some(&game.route[..]), "{kind:?}: breadth-first finds the shortest");
        let on_route = lane.marks.iter().filter(|(_, k)| **k == MarkKind::Route).count();
        assert_eq!(on_route, game.route.len(), "{kind:?}: the route is marked last");
        send(&mut app, GameCommand::ClearSearch);
        frames(&mut app, 2);
        assert!(app.world().resource::<SearchView>().lanes.is_empty());
        assert_eq!(mesh_colours(&mut app, "Search marks"), None, "{kind:?}: cleared");
    }
}

#[test]
fn a_race_on_a_grid_runs_two_lanes_and_a_new_map_forgets_it() {
    let mut app = drawn_grid_game(GridKind::Hexagon, Shape::Heart);
    settings(&mut app).reduced_motion = true;
    send(&mut app, GameCommand::Race(Solver::WallFollowerLeft, Solver::AStar));
    frames(&mut app, 2);
    let game = grid(&app);
    let view = app.world().resource::<SearchView>();
    assert_eq!(view.lanes.len(), 2);
    assert!(view.is_done(), "at once under reduced motion");
    let (left, astar) = (&view.lanes[0], &view.lanes[1]);
    assert_eq!(astar.search.route.as_ref().map(Vec::len), Some(game.route.len()), "A* is shortest");
    assert_eq!(left.search.route.as_ref().map(|r| (r[0], *r.last().unwrap())), Some((game.entrance(), game.exit())));
    let (coloured, all) = mesh_colours(&mut app, "Search marks").unwrap();
    assert_eq!(all % 2, 0, "a fan a cell for each lane");
    assert!(coloured > 0);
    // A new map forgets the race.
    send(&mut app, GameCommand::NewMap);
    frames(&mut app, 2);
    assert!(app.world().resource::<SearchView>().lanes.is_empty());
    assert_eq!(mesh_colours(&mut app, "Search marks"), None);
}

#[test]
fn a_peek_lifts_the_grid_fog_for_a_moment_and_counts() {
    use panda_maze::game::run::fog::{FOG_PEEKS, FogView, PEEK_TIME};
    use panda_maze::game::settings::GameMode;
    let mut app = drawn_grid_game(GridKind::Round, Shape::None);
    settings(&mut app).mode = GameMode::Fog;
    // Peeks spent on another maze come back with this one's restart.
    app.world_mut().resource_mut::<FogView>().peeks_left = 0;
    send(&mut app, GameCommand::Restart);
    frames(&mut app, 2);
    assert_eq!(app.world().resource::<FogView>().peeks_left, FOG_PEEKS);
    let fog_shown = |app: &mut App| {
        let mut query = app.world_mut().query::<(&Name, &Visibility)>();
        query.iter(app.world()).find(|(n, _)| n.as_str() == "Fog").map(|(_, v)| *v != Visibility::Hidden)
    };
    assert_eq!(fog_shown(&mut app), Some(true));
    // M, as on the square board: the key is not refused on a grid.
    tap(&mut app, KeyCode::KeyM);
    frames(&mut app, 1);
    assert_eq!(fog_shown(&mut app), Some(false), "the whole maze shows during a peek");
    assert_eq!(app.world().resource::<FogView>().peeks_left, FOG_PEEKS - 1);
    let frames_of_peek = (PEEK_TIME.as_secs_f32() / FRAME.as_secs_f32()).ceil() as usize;
    frames(&mut app, frames_of_peek + 2);
    assert_eq!(fog_shown(&mut app), Some(true), "and the fog comes back");
}

#[test]
fn the_grid_board_is_drawn_once_a_maze_not_again_at_every_step() {
    use panda_maze::game::board::grid_draw::GridBoardPart;
    let (_, spec) = specs()[0];
    let mut app = grid_game(spec);
    // The window's mesh stores, so the board is drawn headless too.
    app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>();
    app.update();
    let parts = |app: &mut App| {
        let mut ids: Vec<Entity> =
            app.world_mut().query_filtered::<Entity, With<GridBoardPart>>().iter(app.world()).collect();
        ids.sort();
        ids
    };
    let drawn = parts(&mut app);
    assert_eq!(drawn.len(), 3, "a floor, the tinted cells over it and the walls");
    let route = grid(&app).route.clone();
    send(&mut app, GameCommand::WalkTo(route[4]));
    frames(&mut app, 40);
    assert_eq!(first_cell(&app), route[4]);
    assert_eq!(parts(&mut app), drawn, "walking redraws nothing");
    send(&mut app, GameCommand::NewMap);
    frames(&mut app, 3);
    let redrawn = parts(&mut app);
    assert_eq!(redrawn.len(), 3);
    assert_ne!(redrawn, drawn, "a new maze is drawn anew");
}

/// A big grid maze made off the frame brings its meshes, built there in the
/// palette shown when it was asked for: the board puts them up when the maze
/// is in; if the palette changed meanwhile, the board is drawn anew in it.
#[test]
fn a_big_grid_maze_made_off_the_frame_brings_its_meshes_in_the_palette_shown() {
    use panda_maze::game::board::grid::PendingGrid;
    use panda_maze::game::board::grid_draw::GridBoardPart;
    use panda_maze::game::board::grid_mesh::{ReadyMeshes, board_meshes};
    use panda_maze::game::settings::Palette;
    use panda_maze::maze::generate::{GridShape, GridSpec};
    let mut app = game(Difficulty::Easy, 5);
    app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>();
    let load = |app: &mut App, seed: u64| {
        send(app, GameCommand::LoadGrid(GridSpec::new(GridShape::Round { rings: 100 }, seed)));
        assert!(app.world().resource::<PendingGrid>().spec().is_some(), "made off the frame");
    };
    let wait = |app: &mut App| {
        let started = std::time::Instant::now();
        while app.world().resource::<PendingGrid>().spec().is_some() {
            assert!(started.elapsed().as_secs() < 120, "the maze is not made after two minutes");
            std::thread::sleep(std::time::Duration::from_millis(1));
            app.update();
        }
    };
    // The board's vertices, and the colours it is drawn in: its
    // materials' (the floor and walls) and its vertices' (the tinted cells).
    let drawn = |app: &mut App| -> (usize, Vec<Color>, Vec<[f32; 4]>) {
        let parts: Vec<(Handle<Mesh>, Handle<ColorMaterial>)> = app
            .world_mut()
            .query_filtered::<(&Mesh2d, &MeshMaterial2d<ColorMaterial>), With<GridBoardPart>>()
            .iter(app.world())
            .map(|(m, c)| (m.0.clone(), c.0.clone()))
            .collect();
        let (meshes, materials) =
            (app.world().resource::<Assets<Mesh>>(), app.world().resource::<Assets<ColorMaterial>>());
        let vertices = parts.iter().map(|(m, _)| meshes.get(m).unwrap().count_vertices()).sum();
        let colours = parts.iter().map(|(_, c)| materials.get(c).unwrap().color).collect();
        let tints = parts
            .iter()
            .filter_map(|(m, _)| match meshes.get(m).unwrap().attribute(Mesh::ATTRIBUTE_COLOR) {
                Some(VertexAttributeValues::Float32x4(v)) => Some(v.clone()),
                _ => None,
            })
            .flatten()
            .collect();
        (vertices, colours, tints)
    };
    load(&mut app, 1);
    wait(&mut app);
    let (game, palette) = (grid(&app), *app.world().resource::<Palette>());
    let fresh = board_meshes(&game, &palette, None);
    let fresh_vertices: usize =
        fresh.floors.iter().chain(&fresh.walls).chain([&fresh.tints]).map(Mesh::count_vertices).sum();
    let (vertices, colours, tints) = drawn(&mut app);
    assert_eq!(vertices, fresh_vertices, "the board's meshes are the maze's");
    assert!(colours.contains(&palette.floor) && colours.contains(&palette.wall), "{colours:?}");
    assert_eq!(tints.len(), fresh.tints.count_vertices(), "the entrance and exit tinted");
    assert!(app.world().resource::<ReadyMeshes>().0.is_none(), "taken by the board");
    // The palette changes while the next maze is made: its meshes are drawn anew.
    load(&mut app, 2);
    let green = Color::srgb(0.1, 0.8, 0.3);
    app.world_mut().resource_mut::<Palette>().floor = green;
    wait(&mut app);
    app.update();
    assert_eq!(grid(&app).spec.seed, 2);
    assert!(drawn(&mut app).1.contains(&green), "the floor in the palette shown");
    // The entrance's tint is mixed with the floor shown.
    let tint = palette.entrance.mix(&green, 0.35).to_linear().to_f32_array();
    assert!(drawn(&mut app).2.contains(&tint), "the entrance tinted over the green floor");
}

#[test]
fn fog_on_every_grid_clears_round_the_panda_and_remembers_what_it_saw() {
    use panda_maze::game::board::view::grid_cells_within;
    use panda_maze::game::run::fog::{FOG_RADIUS, FogView};
    use panda_maze::game::settings::GameMode;
    let cells_in_sight = |game: &GridGame, at: u32| grid_cells_within(game, at, FOG_RADIUS);
    for (kind, spec) in specs() {
        let mut app = grid_game(spec);
        settings(&mut app).mode = GameMode::Fog;
        settings(&mut app).reduced_motion = true; // a click's walk in one frame
        send(&mut app, GameCommand::Restart);
        frames(&mut app, 2);
        let game = grid(&app);
        let route = game.route.clone();
        let fog = app.world().resource::<FogView>().clone();
        assert_eq!(fog.in_sight, cells_in_sight(&game, route[0]), "{kind:?}: in sight at the start");
        assert!(
            fog.in_sight.len() > 1 && fog.in_sight.len() < game.cell_count() / 2,
            "{kind:?}: {}",
            fog.in_sight.len()
        );
        assert!(!fog.has_seen(game.exit()), "{kind:?}: the exit is in the fog");
        let far = route.len() / 2;
        send(&mut app, GameCommand::WalkTo(route[far]));
        frames(&mut app, 3);
        let game = grid(&app);
        assert_eq!(first_cell(&app), route[far]);
        let fog = app.world().resource::<FogView>().clone();
        for &c in &route[..=far] {
            assert!(fog.has_seen(c), "{kind:?}: cell {c} of the walk was seen");
        }
        assert_eq!(fog.in_sight, cells_in_sight(&game, route[far]), "{kind:?}: sight moves with the panda");
        assert!(fog.has_seen(route[0]) && !fog.in_sight.contains(&route[0]), "{kind:?}: the start is remembered");
        // The fog is drawn over the board (with the window's mesh stores).
        app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>();
        frames(&mut app, 2);
        let named: Vec<String> =
            app.world_mut().query::<&Name>().iter(app.world()).map(|n| n.as_str().to_owned()).collect();
        assert!(named.iter().any(|n| n == "Fog"), "{kind:?}");
        // A step recolours the fog's mesh where the sight moved; it is not built again.
        let fog_mesh = |app: &mut App| {
            let (entity, handle) = app
                .world_mut()
                .query::<(Entity, &Name, &Mesh2d)>()
                .iter(app.world())
                .find(|(_, n, _)| n.as_str() == "Fog")
                .map(|(e, _, m)| (e, m.0.clone()))
                .unwrap();
            let mesh = app.world().resource::<Assets<Mesh>>().get(&handle).unwrap();
            let Some(bevy::mesh::VertexAttributeValues::Float32x4(colours)) = mesh.attribute(Mesh::ATTRIBUTE_COLOR)
            else {
                panic!("vertex colours")
            };
            (entity, colours.iter().filter(|c| c[3] == 0.0).count(), colours.clone())
        };
        let (entity, clear, colours) = fog_mesh(&mut app);
        assert!(clear > 0, "{kind:?}: the cells in sight are clear");
        send(&mut app, GameCommand::WalkTo(route[far + 2]));
        frames(&mut app, 3);
        let (still, _, recoloured) = fog_mesh(&mut app);
        assert_eq!(still, entity, "{kind:?}: the same fog");
        assert_ne!(recoloured, colours, "{kind:?}: recoloured where the panda went");
        // A restart starts the fog afresh.
        send(&mut app, GameCommand::Restart);
        frames(&mut app, 2);
        assert!(!app.world().resource::<FogView>().has_seen(route[far]), "{kind:?}");
    }
}

#[test]
fn on_every_grid_the_way_is_drawn_cell_by_cell_from_the_entrance_and_the_hint_beside_it() {
    use panda_maze::game::assist::route_view::RouteView;
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        let mut app = drawn_grid_game(kind, Shape::None);
        let route = grid(&app).route.clone();
        assert_eq!(mesh_pieces(&mut app, "Way"), 0, "{kind:?}: nothing drawn before it is asked");
        send(&mut app, GameCommand::ShowRoute(true));
        frames(&mut app, 2);
        let revealed = app.world().resource::<RouteView>().revealed;
        assert!(revealed > 0 && revealed < route.len(), "{kind:?}: {revealed} of {}", route.len());
        let marked = |app: &mut App| {
            let mut cells: Vec<u32> = marks_on_places(app, "Way").into_iter().map(|(c, _)| c).collect();
            cells.sort_unstable();
            cells
        };
        let sorted = |cells: &[u32]| {
            let mut cells = cells.to_vec();
            cells.sort_unstable();
            cells
        };
        assert_eq!(
            marked(&mut app),
            sorted(&route[..revealed]),
            "{kind:?}: a mark on each cell revealed, from the entrance"
        );
        frames(&mut app, 100);
        assert_eq!(marked(&mut app), sorted(&route), "{kind:?}: the whole way");
        assert_eq!(mesh_pieces(&mut app, "Way"), 2 * route.len() - 1, "{kind:?}: a line a step");
        send(&mut app, GameCommand::Hint);
        let hinted: Vec<u32> = marks_on_places(&mut app, "Hint").into_iter().map(|(c, _)| c).collect();
        assert_eq!(hinted, route[1..7], "{kind:?}: the hint's next six cells");
        send(&mut app, GameCommand::ToggleRoute);
        send(&mut app, GameCommand::WalkTo(route[1]));
        frames(&mut app, 10);
        assert_eq!(
            mesh_pieces(&mut app, "Way") + mesh_pieces(&mut app, "Hint"),
            0,
            "{kind:?}: hidden, and the hint gone with the step"
        );
    }
}
