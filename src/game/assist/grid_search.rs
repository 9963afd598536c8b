//! The solvers' search and race on round, hex and triangle boards, as on
//! the square board: each solver's trace (the core's
//! [`grids::search`](crate::maze::solve::grids::search)) played step by step,
//! cells marked as frontier, visited or dead, then the route; in a race the
//! rival's marks sit inside the first solver's. Paused, stepped, finished and
//! cleared by the same commands; a new map forgets it.
//!
//! The marks are one mesh over the board a search (a fan a cell and lane,
//! clear until marked), recoloured as the replay goes; the heads are dots.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use bevy::mesh::VertexAttributeValues;
use bevy::prelude::*;

use super::search::{MarkKind, SearchSettings, mark_colour, replay_budget};
use crate::game::board::grid::{GridBoard, GridGame, on_grid_board};
use crate::game::board::grid_draw::{MeshBuilder, cell_fans, overlay_material};
use crate::game::command::{GameCommand, MapReset, MapScoped};
use crate::game::frame::AppSystems;
use crate::game::model::TILE_SIZE;
use crate::game::settings::Settings;
use crate::maze::solve::grids::{GridSearch, search};
use crate::maze::solve::{Solver, Step};
use crate::on_grid_maze;

/// Over the floor, the heat and the walls' feet; under paw prints and the panda.
const GRID_SEARCH_Z: f32 = 1.9;
/// How much of its cell a lane's mark covers: the whole alone; in a race the rival's sits inside.
const LANE_SCALES: [f32; 2] = [0.8, 0.45];

/// One solver being replayed on a grid board.
#[derive(Debug, Clone)]
pub struct GridLane {
    /// The solver.
    pub solver: Solver,
    /// What it did.
    pub search: GridSearch,
    /// Trace steps shown so far.
    pub shown: usize,
    /// Route cells drawn so far (after the trace).
    pub route_shown: usize,
    /// How long the solve took without tracing.
    pub solve_time: Duration,
    /// Each marked cell's mark.
    pub marks: HashMap<u32, MarkKind>,
    /// The cell the search is in now.
    pub head: Option<u32>,
}

impl GridLane {
    /// Whether the trace and the route are fully shown.
    pub fn is_done(&self) -> bool {
        self.shown >= self.search.trace.len() && self.route_shown >= self.search.route.as_ref().map_or(0, Vec::len)
    }
}

/// The search (or race) on a grid board.
#[derive(Resource, Debug, Default)]
pub struct GridSearchView {
    /// One lane, or two in a race.
    pub lanes: Vec<GridLane>,
    /// The replay is paused.
    pub paused: bool,
    /// Counts the searches started, so the drawing knows a new one.
    pub started: u32,
    carry: f32,
}

impl GridSearchView {
    /// Whether every lane has finished.
    pub fn is_done(&self) -> bool {
        self.lanes.iter().all(GridLane::is_done)
    }
}

/// The marks' mesh and the heads' dots.
#[derive(Component)]
#[require(MapScoped)]
struct GridSearchPart;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GridSearchView>().add_systems(
        Update,
        (
            start_grid_searches.run_if(on_grid_board).in_set(AppSystems::ApplyCommands),
            forget_on_reset.in_set(AppSystems::React),
            (replay_grid_searches, draw_grid_searches).chain().in_set(AppSystems::Visualize),
        ),
    );
}

/// Runs the solvers asked for (traced for the replay, untraced for the
/// clock), and pauses, steps or finishes the replay.
fn start_grid_searches(
    mut requests: MessageReader<GameCommand>,
    mut view: ResMut<GridSearchView>,
    board: Res<GridBoard>,
) {
    let Some(game) = board.game() else { return };
    for request in requests.read() {
        let solvers = match *request {
            GameCommand::ShowSearch(solver) => vec![solver],
            GameCommand::Race(a, b) => vec![a, b],
            GameCommand::ClearSearch => vec![],
            GameCommand::PauseSearch => {
                view.paused = !view.paused;
                continue;
            }
            GameCommand::StepSearch => {
                view.paused = true;
                view.carry += 1.0;
                continue;
            }
            GameCommand::FinishSearch => {
                view.carry = f32::INFINITY;
                continue;
            }
            _ => continue,
        };
        let lanes = solvers.into_iter().map(|solver| lane(game, solver)).collect();
        *view = GridSearchView { lanes, started: view.started.wrapping_add(1), ..default() };
    }
}

/// A solver's lane on `game`: timed plainly, then traced.
fn lane(game: &GridGame, solver: Solver) -> GridLane {
    let (from, to) = (game.entrance(), game.exit());
    let started = Instant::now();
    let _ = on_grid_maze!(&game.maze, m => crate::maze::solve::grids::solve(m, solver, from, to));
    let solve_time = started.elapsed();
    let search = on_grid_maze!(&game.maze, m => search(m, solver, from, to));
    GridLane { solver, search, shown: 0, route_shown: 0, solve_time, marks: HashMap::new(), head: None }
}

fn forget_on_reset(mut resets: MessageReader<MapReset>, mut view: ResMut<GridSearchView>) {
    if resets.read().count() > 0 && !view.lanes.is_empty() {
        *view = GridSearchView { started: view.started, ..default() };
    }
}

/// Plays the searches forward: trace steps first, then the route, both lanes at the same pace.
fn replay_grid_searches(
    mut view: ResMut<GridSearchView>,
    settings: Res<SearchSettings>,
    game_settings: Res<Settings>,
    time: Res<Time>,
) {
    if view.lanes.is_empty() || view.is_done() {
        return;
    }
    let paused = view.paused;
    let Some(budget) = replay_budget(&mut view.carry, paused, time.delta_secs(), (&settings, &game_settings)) else {
        return;
    };
    for lane in &mut view.lanes {
        let end = lane.shown.saturating_add(budget).min(lane.search.trace.len());
        for i in lane.shown..end {
            match lane.search.trace[i] {
                Step::Frontier(c) => _ = lane.marks.entry(c).or_insert(MarkKind::Frontier),
                Step::Visit(c) => {
                    lane.marks.insert(c, MarkKind::Visited);
                    lane.head = Some(c);
                }
                Step::DeadEnd(c) => _ = lane.marks.insert(c, MarkKind::Dead),
            }
        }
        let left = budget.saturating_sub(end - lane.shown);
        lane.shown = end;
        if lane.shown >= lane.search.trace.len() && left > 0 {
            let route = lane.search.route.clone().unwrap_or_default();
            let end = lane.route_shown.saturating_add(left).min(route.len());
            for &c in &route[lane.route_shown..end] {
                lane.marks.insert(c, MarkKind::Route);
            }
            lane.route_shown = end;
        }
    }
}

/// The marks' mesh of one search: each lane's cells' first vertex and
/// count, and how far each lane's replay was when last drawn (its trace
/// steps and route cells shown), so an idle frame draws nothing.
#[derive(Default)]
struct MarksMesh {
    started: Option<u32>,
    mesh: Handle<Mesh>,
    cells: Vec<Vec<(usize, usize)>>,
    drawn: Vec<(usize, usize)>,
    heads: Vec<Entity>,
}

/// Draws the lanes' marks and heads while a search shows on a grid board.
fn draw_grid_searches(
    mut commands: Commands,
    (board, view): (Res<GridBoard>, Res<GridSearchView>),
    drawn: Query<Entity, With<GridSearchPart>>,
    mut heads: Query<&mut Transform, With<GridSearchPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut built: Local<MarksMesh>,
) {
    let ready = board.game().filter(|_| !view.lanes.is_empty());
    let (Some(game), Some((mut meshes, mut materials))) = (ready, assets) else {
        for entity in &drawn {
            commands.entity(entity).despawn();
        }
        built.started = None;
        return;
    };
    if built.started != Some(view.started) || drawn.is_empty() {
        for entity in &drawn {
            commands.entity(entity).despawn();
        }
        let mut mesh = MeshBuilder::default();
        let scales = &LANE_SCALES[..view.lanes.len().min(2)];
        let cells: Vec<_> = scales.iter().map(|&scale| cell_fans(game, scale, |_| Color::NONE, &mut mesh)).collect();
        let handle = meshes.add(mesh.build());
        commands.spawn((
            Name::new("Grid search marks"),
            GridSearchPart,
            Mesh2d(handle.clone()),
            MeshMaterial2d(materials.add(overlay_material())),
            Transform::from_xyz(0.0, 0.0, GRID_SEARCH_Z),
        ));
        let heads = (0..cells.len())
            .map(|lane| {
                let dot = Sprite::from_color(mark_colour(lane, MarkKind::Head), Vec2::splat(TILE_SIZE * 0.3));
                let hidden = Transform::from_xyz(0.0, 0.0, GRID_SEARCH_Z + 0.1).with_scale(Vec3::ZERO);
                commands.spawn((Name::new("Grid search head"), GridSearchPart, dot, hidden)).id()
            })
            .collect();
        *built =
            MarksMesh { started: Some(view.started), mesh: handle, drawn: vec![(0, 0); cells.len()], cells, heads };
    }
    let MarksMesh { mesh, cells, drawn: marked, heads: dots, .. } = &mut *built;
    for (lane, &dot) in view.lanes.iter().zip(dots.iter()) {
        if let (Some(c), Ok(mut transform)) = (lane.head, heads.get_mut(dot)) {
            let at = game.centre(c).extend(GRID_SEARCH_Z + 0.1);
            let shown = if lane.is_done() { Vec3::ZERO } else { Vec3::ONE };
            transform.set_if_neq(Transform::from_translation(at).with_scale(shown));
        }
    }
    let progress = |lane: &GridLane| (lane.shown, lane.route_shown);
    let changed = view.lanes.iter().zip(marked.iter()).any(|(lane, drawn)| progress(lane) != *drawn);
    if !changed {
        return;
    }
    let Some(mut mesh) = meshes.get_mut(&*mesh) else { return };
    let Some(VertexAttributeValues::Float32x4(colours)) = mesh.attribute_mut(Mesh::ATTRIBUTE_COLOR) else {
        return;
    };
    for (index, lane) in view.lanes.iter().enumerate().take(cells.len()) {
        for (&c, &kind) in &lane.marks {
            let (first, count) = cells[index][c as usize];
            colours[first..first + count].fill(mark_colour(index, kind).to_linear().to_f32_array());
        }
        marked[index] = progress(lane);
    }
}
