//! The solvers' search and race on round, hex and triangle boards, as on
//! the square board: each solver's trace (the core's
//! [`grids::search`](crate::maze::solve::grids::search)) played step by step,
//! cells marked as frontier, visited or dead, then the route; in a race the
//! rival's marks sit inside the first solver's. Paused, stepped, finished and
//! cleared by the same commands; a new map forgets it.
//!
//! On a big board ([`GridGame::off_frame`]) the searches and
//! their marks' mesh are made off the frame ([`PendingGridSearch`]): the
//! panel says "Searching…" until they are in, and a search for another map,
//! or one asked for again meanwhile, is dropped. The marks' mesh is made
//! here, drawn in [`super::grid_search_draw`].

use std::collections::HashMap;
use std::time::{Duration, Instant};

use bevy::prelude::*;

use super::search::{MarkKind, SearchSettings, replay_budget};
use crate::game::board::grid::{GridBoard, GridGame, on_grid_board};
use crate::game::board::grid_draw::{MeshBuilder, cell_fans};
use crate::game::command::{GameCommand, MapReset};
use crate::game::frame::AppSystems;
use crate::game::model::OffFrame;
use crate::game::settings::Settings;
use crate::maze::generate::GridSpec;
use crate::maze::solve::grids::{GridSearch, search};
use crate::maze::solve::{Solver, Step};
use crate::on_grid_maze;

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

/// How much of its cell a lane's mark covers: the whole alone; in a race the rival's sits inside.
const LANE_SCALES: [f32; 2] = [0.8, 0.45];

/// The marks' mesh of a search with its lanes' cells: for each lane, each
/// cell's first vertex and count.
pub struct Marks {
    pub(super) mesh: Mesh,
    pub(super) cells: Vec<Vec<(usize, usize)>>,
}

/// The marks of a search made off the frame, for the search they belong to
/// (its [`GridSearchView::started`]): the drawing takes them instead of
/// building them on the frame.
#[derive(Resource, Default)]
pub struct ReadyMarks(pub Option<(u32, Marks)>);

impl Marks {
    /// How many vertices the mesh has.
    pub fn vertex_count(&self) -> usize {
        self.mesh.count_vertices()
    }
}

/// The marks' mesh of `lanes` lanes (one or two) on `game`, every cell clear.
pub fn marks_mesh(game: &GridGame, lanes: usize) -> Marks {
    let mut mesh = MeshBuilder::default();
    let scales = &LANE_SCALES[..lanes.min(2)];
    let cells = scales.iter().map(|&scale| cell_fans(game, scale, |_| Color::NONE, &mut mesh)).collect();
    Marks { mesh: mesh.build(), cells }
}

/// A big board's searches being made off the frame, with their marks'
/// mesh: for the maze and the search (its [`GridSearchView::started`]) they
/// were asked for.
pub type PendingGridSearch = OffFrame<(GridSpec, u32), (Vec<GridLane>, Marks)>;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GridSearchView>()
        .init_resource::<PendingGridSearch>()
        .init_resource::<ReadyMarks>()
        .add_systems(
            Update,
            (
                start_grid_searches.run_if(on_grid_board).in_set(AppSystems::ApplyCommands),
                forget_on_reset.in_set(AppSystems::React),
                replay_grid_searches.in_set(AppSystems::Visualize),
            ),
        );
}

/// Runs the solvers asked for (traced for the replay, untraced for the
/// clock; off the frame on a big board, the lanes coming in once made), and
/// pauses, steps or finishes the replay.
fn start_grid_searches(
    mut requests: MessageReader<GameCommand>,
    mut view: ResMut<GridSearchView>,
    board: Res<GridBoard>,
    (mut pending, mut ready): (ResMut<PendingGridSearch>, ResMut<ReadyMarks>),
) {
    let Some(game) = board.game() else { return };
    if let Some(((spec, started), (lanes, marks))) = pending.poll()
        && (spec, started) == (game.spec, view.started)
    {
        view.lanes = lanes;
        ready.0 = Some((started, marks));
    }
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
        pending.cancel();
        let started = view.started.wrapping_add(1);
        if solvers.is_empty() || !game.off_frame() {
            let lanes = solvers.into_iter().map(|solver| lane(game, solver)).collect();
            *view = GridSearchView { lanes, started, ..default() };
        } else {
            *view = GridSearchView { started, ..default() };
            let game = game.clone();
            pending.start((game.spec, started), move || {
                let lanes: Vec<GridLane> = solvers.into_iter().map(|solver| lane(&game, solver)).collect();
                let marks = marks_mesh(&game, lanes.len());
                (lanes, marks)
            });
        }
    }
}

/// A solver's lane on `game`: timed plainly, then traced.
fn lane(game: &GridGame, solver: Solver) -> GridLane {
    let (from, to) = (game.entrance(), game.exit());
    let started = Instant::now();
    let _ = on_grid_maze!(&*game.maze, m => crate::maze::solve::grids::solve(m, solver, from, to));
    let solve_time = started.elapsed();
    let search = on_grid_maze!(&*game.maze, m => search(m, solver, from, to));
    GridLane { solver, search, shown: 0, route_shown: 0, solve_time, marks: HashMap::new(), head: None }
}

/// A new map forgets the searches, and drops those still being made.
fn forget_on_reset(
    mut resets: MessageReader<MapReset>,
    mut view: ResMut<GridSearchView>,
    (mut pending, mut ready): (ResMut<PendingGridSearch>, ResMut<ReadyMarks>),
) {
    if resets.read().count() > 0 {
        if !view.lanes.is_empty() {
            *view = GridSearchView { started: view.started, ..default() };
        }
        pending.cancel();
        ready.0 = None;
    }
}

/// Plays the searches forward: trace steps first, then the route, both lanes at the same pace.
pub(super) fn replay_grid_searches(
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
