//! Watching the solvers work, on every grid: the chosen solver's search is
//! replayed cell by cell (cells it visited in its colour, dead ends greyed,
//! its head marked), then its route is drawn. Two solvers can race on the
//! same maze, each with its own marks and counts. Paused, stepped, finished
//! and cleared by the same commands on any board; a new map forgets it.
//!
//! The searches run over the board's shared maze ([`SharedBoard::search`]),
//! on a big board off the frame ([`PendingSearch`]): the panel says
//! "Searching…" until they are in, and one asked for again, cleared or for
//! another map meanwhile is dropped. What is kept here is in cells; one
//! painter draws it on every grid, an overlay of the board's places a lane
//! ([`super::search_mesh`]), whose big mesh is made off the frame with the
//! searches ([`Marks`]).

use std::collections::HashMap;
use std::time::Duration;

use bevy::prelude::*;

use crate::game::board::overlay::{Layout, OverlayMeshes};
use crate::game::board::shared::SharedBoard;
use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, MapReset};
use crate::game::frame::AppSystems;
use crate::game::model::{OffFrame, SharedMaze};
use crate::game::settings::Settings;
use crate::maze::solve::grids::GridSearch;
use crate::maze::solve::{Solver, Step};

/// Slowest and fastest replay, in trace steps per second.
pub const SEARCH_SPEED_RANGE: (f32, f32) = (5.0, 20_000.0);

/// Colours of the two lanes: visited, head and route. Okabe–Ito blue and vermillion tell them apart for everyone.
pub const LANE_COLOURS: [Color; 2] = [Color::srgb(0.0, 0.45, 0.70), Color::srgb(0.84, 0.37, 0.0)];

/// What the player chose to watch.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct SearchSettings {
    /// The solver shown (lane 0).
    pub solver: Solver,
    /// The rival in a race (lane 1).
    pub rival: Solver,
    /// Trace steps shown per second at animation speed 1.
    pub steps_per_sec: f32,
}

impl Default for SearchSettings {
    fn default() -> Self {
        Self { solver: Solver::Backtracking, rival: Solver::AStar, steps_per_sec: 300.0 }
    }
}

/// What a search mark says about its cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MarkKind {
    /// Waiting in the open set.
    Frontier,
    /// Been here.
    Visited,
    /// Leads nowhere.
    Dead,
    /// On the route found.
    Route,
    /// Where the search is now.
    Head,
}

/// The colour of `lane`'s mark of `kind`.
pub fn mark_colour(lane: usize, kind: MarkKind) -> Color {
    let base = LANE_COLOURS[lane.min(1)];
    match kind {
        MarkKind::Frontier => base.with_alpha(0.25),
        MarkKind::Visited => base.with_alpha(0.6),
        MarkKind::Dead => Color::srgba(0.35, 0.35, 0.35, 0.7),
        MarkKind::Route => base,
        MarkKind::Head => Color::WHITE,
    }
}

/// One solver being replayed.
#[derive(Debug, Clone)]
pub struct Lane {
    /// The solver.
    pub solver: Solver,
    /// What it did, in cells (a square board's tiles by flat index).
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

impl Lane {
    fn new(solver: Solver, (search, solve_time): (GridSearch, Duration)) -> Self {
        Lane { solver, search, shown: 0, route_shown: 0, solve_time, marks: HashMap::new(), head: None }
    }

    /// Whether the trace and the route are fully shown.
    pub fn is_done(&self) -> bool {
        self.shown >= self.search.trace.len() && self.route_shown >= self.route_len()
    }

    /// Cells on its route (0 without one).
    pub fn route_len(&self) -> usize {
        self.search.route.as_ref().map_or(0, Vec::len)
    }

    /// Distinct cells marked so far in the replay.
    pub fn visited_so_far(&self) -> usize {
        self.marks.len()
    }
}

/// The search (or race) on the board.
#[derive(Resource, Debug, Default)]
pub struct SearchView {
    /// One lane, or two in a race.
    pub lanes: Vec<Lane>,
    /// The replay is paused.
    pub paused: bool,
    /// Counts the searches asked for, so a painter knows a new one.
    pub started: u32,
    carry: f32,
}

impl SearchView {
    /// Whether every lane has finished.
    pub fn is_done(&self) -> bool {
        self.lanes.iter().all(Lane::is_done)
    }
}

/// How much of its place a lane's mark covers: the whole alone; in a race
/// the rival's sits inside.
const LANE_SCALES: [f32; 2] = [0.8, 0.45];

/// Boards of more places than this have no search marks drawn (a square
/// board of 2001 × 2001 tiles: each lane's overlay would take half a GB);
/// the lanes' counts and routes still run.
pub const MAX_MARKED_PLACES: usize = 1_200_000;

/// The marks of a search: an overlay of every place of the board for each lane.
pub struct Marks {
    /// Each lane's overlay of every place, clear.
    pub lanes: Vec<OverlayMeshes>,
}

impl Marks {
    /// How many vertices the overlays have.
    pub fn vertex_count(&self) -> usize {
        self.lanes.iter().map(OverlayMeshes::vertex_count).sum()
    }
}

/// The marks' overlays of `lanes` lanes (one or two) over `layout`, every place clear.
pub fn marks_mesh(layout: &Layout, lanes: usize) -> Marks {
    let scales = &LANE_SCALES[..lanes.min(2)];
    Marks { lanes: scales.iter().map(|&scale| OverlayMeshes::of(layout, scale, |_| Color::NONE)).collect() }
}

/// The marks' mesh made off the frame with a big board's searches, for
/// the search it belongs to (its [`SearchView::started`]): the painter takes
/// it instead of building it on the frame.
#[derive(Resource, Default)]
pub struct ReadyMarks(pub Option<(u32, Marks)>);

/// A big board's searches being run off the frame, for the search (its
/// [`SearchView::started`]) they were asked for, with their marks' mesh.
pub type PendingSearch = OffFrame<u32, (Vec<Lane>, Option<Marks>)>;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SearchSettings>()
        .init_resource::<SearchView>()
        .init_resource::<PendingSearch>()
        .init_resource::<ReadyMarks>()
        .add_systems(
            Update,
            (
                start_searches.in_set(AppSystems::ApplyCommands),
                forget_on_reset.in_set(AppSystems::React),
                replay_searches.in_set(AppSystems::Visualize),
            ),
        );
}

/// Runs the solvers asked for (traced for the replay, untraced for the
/// clock; off the frame on a big board, the lanes coming in once made), and
/// pauses, steps or finishes the replay.
fn start_searches(
    mut requests: MessageReader<GameCommand>,
    mut view: ResMut<SearchView>,
    boards: Boards,
    (mut pending, mut ready, mut copy): (ResMut<PendingSearch>, ResMut<ReadyMarks>, ResMut<SharedMaze>),
) {
    if let Some((started, (lanes, marks))) = pending.poll()
        && started == view.started
    {
        view.lanes = lanes;
        ready.0 = marks.map(|marks| (started, marks));
    }
    let board = boards.view();
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
        let shared = board.shared(&mut copy);
        if solvers.is_empty() || !board.off_frame() {
            *view = SearchView { lanes: run_searches(&shared, solvers), started, ..default() };
        } else {
            *view = SearchView { started, ..default() };
            let layout = (board.cell_count() <= MAX_MARKED_PLACES).then(|| board.layout());
            pending.start(started, move || {
                let lanes = run_searches(&shared, solvers);
                let marks = layout.map(|layout| marks_mesh(&layout, lanes.len()));
                (lanes, marks)
            });
        }
    }
}

/// Each solver's lane on `board`.
fn run_searches(board: &SharedBoard, solvers: Vec<Solver>) -> Vec<Lane> {
    solvers.into_iter().map(|solver| Lane::new(solver, board.search(solver))).collect()
}

/// A new map forgets the searches (their marks are map-scoped), and drops those still being run.
fn forget_on_reset(
    mut resets: MessageReader<MapReset>,
    mut view: ResMut<SearchView>,
    (mut pending, mut ready): (ResMut<PendingSearch>, ResMut<ReadyMarks>),
) {
    if resets.read().count() > 0 {
        if !view.lanes.is_empty() || view.paused {
            *view = SearchView { started: view.started, ..default() };
        }
        pending.cancel();
        ready.0 = None;
    }
}

/// Plays the searches forward: trace steps first, then the route, both lanes at the same pace.
pub(super) fn replay_searches(
    mut view: ResMut<SearchView>,
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
            let route = lane.search.route.as_deref().unwrap_or_default();
            let end = lane.route_shown.saturating_add(left).min(route.len());
            for &c in &route[lane.route_shown..end] {
                lane.marks.insert(c, MarkKind::Route);
            }
            lane.route_shown = end;
        }
    }
}

/// The cells whose marks the steps and route cells shown since `drawn`
/// (trace steps, route cells) touched: a painter redraws only these.
pub fn touched_since(lane: &Lane, (steps, route): (usize, usize)) -> impl Iterator<Item = u32> + '_ {
    let stepped = lane.search.trace[steps.min(lane.shown)..lane.shown].iter().map(|step| step.place());
    let routed = lane.search.route.as_deref().unwrap_or_default();
    stepped.chain(routed[route.min(lane.route_shown)..lane.route_shown].iter().copied())
}

/// The trace steps a replay shows this frame, from the steps owed
/// (`carry`, fractions kept for the next frame): none while paused unless
/// stepped, all at once under reduced motion or when finished; `None` for none.
pub fn replay_budget(
    carry: &mut f32,
    paused: bool,
    delta: f32,
    (settings, game_settings): (&SearchSettings, &Settings),
) -> Option<usize> {
    if !paused {
        let (slow, fast) = SEARCH_SPEED_RANGE;
        *carry += delta * settings.steps_per_sec.clamp(slow, fast) * game_settings.animation_speed;
    }
    if game_settings.reduced_motion {
        *carry = f32::INFINITY;
    }
    let budget = carry.floor();
    if budget < 1.0 {
        return None;
    }
    *carry = if budget.is_finite() { *carry - budget } else { 0.0 };
    Some(if budget.is_finite() { budget as usize } else { usize::MAX })
}
