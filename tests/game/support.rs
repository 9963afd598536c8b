//! Helpers shared by the headless tests: a game under `MinimalPlugins` with
//! manual time, key taps, commands, and looks at the world.

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use panda_maze::game::Played;
use panda_maze::game::settings::Settings;
use panda_maze::game::{Difficulty, GameCommand, GameOptions, GamePlugin, Screen};
use panda_maze::maze::{Dir, Maze, Pos};
use std::time::Duration;

/// Simulated frame length.
pub(crate) const FRAME: Duration = Duration::from_millis(16);

pub(crate) fn game(difficulty: Difficulty, seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(GamePlugin { options: GameOptions { difficulty, seed: Some(seed), ..GameOptions::default() } });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.update();
    app
}

pub(crate) fn key_for(dir: Dir) -> KeyCode {
    match dir {
        Dir::Up => KeyCode::ArrowUp,
        Dir::Down => KeyCode::ArrowDown,
        Dir::Left => KeyCode::KeyA,
        Dir::Right => KeyCode::KeyD,
    }
}

/// One frame with `key` just pressed, then released.
pub(crate) fn tap(app: &mut App, key: KeyCode) {
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
}

pub(crate) fn send(app: &mut App, command: GameCommand) {
    app.world_mut().write_message(command);
    app.update();
}

/// The square board's tile the panda stands on (its walk's last cell).
pub(crate) fn panda(app: &mut App) -> Pos {
    let at = first_cell(app) as usize;
    app.world().resource::<Played>().square().unwrap().maze.pos_of(at)
}

pub(crate) fn count<C: Component>(app: &mut App) -> usize {
    app.world_mut().query_filtered::<(), With<C>>().iter(app.world()).count()
}

pub(crate) fn maze(app: &App) -> Maze {
    app.world().resource::<Played>().square().unwrap().maze.clone()
}

pub(crate) fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

pub(crate) fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

pub(crate) fn settings(app: &mut App) -> Mut<'_, Settings> {
    app.world_mut().resource_mut::<Settings>()
}

pub(crate) fn win_by_route(app: &mut App) {
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    for pair in route.windows(2) {
        tap(app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
    }
    app.update();
    assert_eq!(screen(app), Screen::Won);
}

/// Frames until the huge map being made off the frame is in (none if no
/// map is being made); how many it took.
pub(crate) fn until_made(app: &mut App) -> usize {
    use panda_maze::game::board::making::PendingMap;
    let started = std::time::Instant::now();
    let mut frames = 0;
    while app.world().resource::<PendingMap>().spec().is_some() {
        assert!(started.elapsed().as_secs() < 120, "the map is not made after two minutes");
        std::thread::sleep(Duration::from_millis(1));
        app.update();
        frames += 1;
    }
    frames
}

/// The message a real window sends when `key_code` goes down or up.
pub fn key_message(app: &mut App, key_code: KeyCode, state: bevy::input::ButtonState) {
    use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
    app.world_mut().write_message(KeyboardInput {
        key_code,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
}

/// Whether the tests of the real game in a window are skipped
/// (`PANDA_MAZE_SKIP_VISUAL` set); says so for `what` when they are.
pub fn skip_visual(what: &str) -> bool {
    let skip = std::env::var_os("PANDA_MAZE_SKIP_VISUAL").is_some();
    if skip {
        eprintln!("{what} skipped: PANDA_MAZE_SKIP_VISUAL is set");
    }
    skip
}

/// The first panda's walk, in cells on every grid.
pub(crate) fn walk(app: &App) -> &panda_maze::game::board::first_walk::FirstWalk {
    app.world().resource::<panda_maze::game::board::first_walk::FirstWalk>()
}

/// The cell the first panda stands in, on any grid.
pub(crate) fn first_cell(app: &App) -> u32 {
    first_paws(app).at
}

/// Where the first panda stands and what it holds, on any grid.
pub(crate) fn first_paws(app: &App) -> panda_maze::maze::items::Progress<u32> {
    walk(app).now().expect("a map is on the board")
}

/// The cells the first panda has stood in since the last reset, in order.
pub(crate) fn first_trail(app: &App) -> Vec<u32> {
    walk(app).trail().collect()
}

/// Puts `maze` on the square board in place of the one played, as a new map
/// is put there: the game is told (a [`MapReset`](panda_maze::game::MapReset)),
/// so the pandas start on its entrance.
pub(crate) fn swap_maze(app: &mut App, maze: Maze) {
    app.world_mut().resource_mut::<Played>().square_mut().expect("the square board is played").0.maze = maze;
    app.world_mut().write_message(panda_maze::game::MapReset);
    app.update();
}

/// Lets the headless game draw meshes (the board's overlays, a lesson's
/// marks): the asset stores they are added to, with no renderer.
pub(crate) fn with_meshes(app: &mut App) {
    app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>();
}

/// The separate pieces of `mesh` (a place's fan, a bar, a dot: triangles
/// that share no vertex with the rest), each as its vertices.
fn pieces(mesh: &Mesh) -> Vec<Vec<usize>> {
    let indices: Vec<usize> = mesh.indices().expect("an indexed mesh").iter().collect();
    // Union–find over the vertices, joined by each triangle.
    let mut parent: Vec<usize> = (0..mesh.count_vertices()).collect();
    fn root(parent: &mut [usize], mut v: usize) -> usize {
        while parent[v] != v {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        v
    }
    for t in indices.chunks(3) {
        let a = root(&mut parent, t[0]);
        for &v in &t[1..] {
            let b = root(&mut parent, v);
            parent[b] = a;
        }
    }
    let mut by_root: std::collections::BTreeMap<usize, Vec<usize>> = std::collections::BTreeMap::new();
    let used: std::collections::BTreeSet<usize> = indices.into_iter().collect();
    for v in used {
        by_root.entry(root(&mut parent, v)).or_default().push(v);
    }
    by_root.into_values().collect()
}

/// The meshes of the entities named `name`.
fn named_meshes(app: &mut App, name: &str) -> Vec<Mesh> {
    let mut meshes = app.world_mut().query::<(&Name, &Mesh2d)>();
    let handles: Vec<Handle<Mesh>> =
        meshes.iter(app.world()).filter(|(n, _)| n.as_str() == name).map(|(_, m)| m.0.clone()).collect();
    let Some(stored) = app.world().get_resource::<Assets<Mesh>>() else { return Vec::new() };
    handles.iter().map(|h| stored.get(h).expect("the mesh is stored").clone()).collect()
}

/// How many separate pieces (a place's fan, a bar, a dot: triangles that
/// share no vertex with the rest) the meshes of the entities named `name`
/// have; none without such an entity.
pub(crate) fn mesh_pieces(app: &mut App, name: &str) -> usize {
    named_meshes(app, name).iter().map(|mesh| pieces(mesh).len()).sum()
}

/// The pieces of the meshes named `name` centred on a place (the marks of
/// the way, the hints' diamonds): each one's place and colour (linear RGBA).
pub(crate) fn marks_on_places(app: &mut App, name: &str) -> Vec<(u32, [f32; 4])> {
    use bevy::mesh::VertexAttributeValues;
    let mut found = Vec::new();
    for mesh in named_meshes(app, name) {
        let Some(VertexAttributeValues::Float32x3(at)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION) else { continue };
        let Some(VertexAttributeValues::Float32x4(colours)) = mesh.attribute(Mesh::ATTRIBUTE_COLOR) else { continue };
        for piece in pieces(&mesh) {
            let middle = piece.iter().map(|&v| Vec2::new(at[v][0], at[v][1])).sum::<Vec2>() / piece.len() as f32;
            let place = place_at(app, middle);
            if let Some(c) = place.filter(|&c| board_view(app).world_centre(c).distance(middle) < 0.01) {
                found.push((c, colours[piece[0]]));
            }
        }
    }
    found
}

/// The board on the screen, seen as every grid is.
pub(crate) fn board_view(app: &App) -> panda_maze::game::board::view::BoardView<'_> {
    let world = app.world();
    panda_maze::game::board::view::BoardView::new(
        world.resource::<Played>(),
        world.resource::<panda_maze::game::board::first_walk::FirstWalk>(),
    )
}

/// The place (a square board's tile, another grid's cell) under world point `w`, walls included.
pub(crate) fn place_at(app: &App, w: Vec2) -> Option<u32> {
    let view = board_view(app);
    match view.tile_maze() {
        Some(maze) => panda_maze::game::tile_at(maze, w).map(|p| maze.index(p) as u32),
        None => view.grid_game().and_then(|game| game.cell_at(w)),
    }
}

/// The colour (linear RGBA) each place shows in the overlay parts (the
/// fog, the heat map, a lane's search marks) whose entities `keep` keeps:
/// each triangle's colour, found by the place its middle lies in.
pub(crate) fn overlay_colours(
    app: &mut App,
    keep: impl Fn(&Name, Option<&panda_maze::game::assist::search_mesh::SearchPart>) -> bool,
) -> std::collections::HashMap<u32, [f32; 4]> {
    use bevy::mesh::VertexAttributeValues;
    use panda_maze::game::assist::search_mesh::SearchPart;
    let mut parts = app.world_mut().query::<(&Name, Option<&SearchPart>, &Mesh2d)>();
    let handles: Vec<Handle<Mesh>> =
        parts.iter(app.world()).filter(|(n, lane, _)| keep(n, *lane)).map(|(.., m)| m.0.clone()).collect();
    let mut found = std::collections::HashMap::new();
    for handle in handles {
        let mesh = app.world().resource::<Assets<Mesh>>().get(&handle).expect("the part's mesh is stored");
        let Some(VertexAttributeValues::Float32x3(at)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION) else { continue };
        let Some(VertexAttributeValues::Float32x4(colours)) = mesh.attribute(Mesh::ATTRIBUTE_COLOR) else { continue };
        let indices: Vec<usize> = mesh.indices().expect("an indexed mesh").iter().collect();
        for t in indices.chunks(3) {
            let middle = t.iter().map(|&v| Vec2::new(at[v][0], at[v][1])).sum::<Vec2>() / 3.0;
            if let Some(place) = place_at(app, middle) {
                found.insert(place, colours[t[0]]);
            }
        }
    }
    found
}

/// The places an overlay named `name` colours (not see-through).
pub(crate) fn overlay_coloured(app: &mut App, name: &str) -> std::collections::HashMap<u32, [f32; 4]> {
    let mut all = overlay_colours(app, |n, _| n.as_str() == name);
    all.retain(|_, c| c[3] > 0.0);
    all
}

/// `code` with the last character of its body changed (a mistyped seed):
/// its check characters no longer match.
pub(crate) fn typo_of(code: &str) -> String {
    let (body, check) = code.rsplit_once('.').expect("a code with its check characters");
    let last = body.chars().last().expect("a body");
    let other = if last == '9' { '8' } else { char::from(last as u8 + 1) };
    format!("{}{other}.{check}", &body[..body.len() - 1])
}

/// Checks that the `code` of a `kind` maze plays from the Lab's code field
/// (in any case) as `command`, opens the game at launch as `launch` on that
/// very maze and grid, and that a mistyped one is refused.
pub(crate) fn assert_code_plays(
    kind: panda_maze::game::settings::GridKind,
    code: &str,
    command: GameCommand,
    launch: panda_maze::game::LaunchCode,
) {
    use panda_maze::game::ui::code_section::{Play, code_to_play, launch_code, play_code};
    assert_eq!(code_to_play(code), Ok(command));
    assert_eq!(play_code(&code.to_uppercase()), Ok(Play::Command(command)));
    assert_eq!(launch_code(code), Ok(launch.clone()));
    // A mistyped seed no longer matches the check characters.
    let typo = typo_of(code);
    assert!(code_to_play(&typo).is_err(), "{kind:?}: {typo} is refused");
    assert!(launch_code(&typo).is_err());
    let app = launched_with(launch);
    let board = app.world().resource::<Played>();
    assert_eq!(
        board.grid().map(|g| g.code()).as_deref(),
        Some(code),
        "{kind:?}: the code on the board is the one given"
    );
    assert_eq!(app.world().resource::<Settings>().grid, kind);
}

/// A headless game launched with `code` (as `panda-maze --code`), with
/// default settings, a few frames on.
pub(crate) fn launched_with(code: panda_maze::game::LaunchCode) -> App {
    let options = GameOptions { code: Some(code), ..GameOptions::default() };
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).insert_resource(Settings::default()).add_plugins(GamePlugin { options });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    frames(&mut app, 3);
    app
}
