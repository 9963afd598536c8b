//! Watching the solvers work: the chosen solver's search is replayed on the
//! board (tiles it visited in its colour, dead ends greyed, its head marked),
//! then its route is drawn tile by tile. Two solvers can race on the same
//! maze, each drawn on its own half of the tiles with its counts beside it.

use std::collections::HashMap;
use std::time::Duration;

use bevy::prelude::*;

use crate::game::board::grid::on_square_board;
use crate::game::command::{GameCommand, MapReset, MapScoped};
use crate::game::frame::AppSystems;
use crate::game::model::{CurrentMaze, GridPos, OffFrame, SharedMaze, TILE_SIZE, off_frame, tile_center};
use crate::game::settings::Settings;
use crate::maze::solve::{Search, Solver, Step, solve};
use crate::maze::{Maze, Pos};

/// Depth of search marks: above the floor and footprints, below the route markers and the panda.
const SEARCH_Z: f32 = 2.5;
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

/// One solver being replayed.
#[derive(Debug, Clone)]
pub struct Lane {
    /// What it did.
    pub search: Search,
    /// Trace steps shown so far.
    pub shown: usize,
    /// Route tiles drawn so far (after the trace).
    pub route_shown: usize,
    /// How long the solve took without tracing.
    pub solve_time: Duration,
    /// Its marks, by tile.
    marks: HashMap<Pos, Entity>,
    /// The entity marking its head.
    head: Option<Entity>,
}

impl Lane {
    /// Whether the trace and the route are fully shown.
    pub fn is_done(&self) -> bool {
        self.shown >= self.search.trace.len() && self.route_shown >= self.route_len()
    }

    /// Tiles on its route (0 without one).
    pub fn route_len(&self) -> usize {
        self.search.route.as_ref().map_or(0, Vec::len)
    }

    /// Distinct tiles visited so far in the replay.
    pub fn visited_so_far(&self) -> usize {
        self.marks.len()
    }
}

/// The search (or race) on the board.
#[derive(Resource, Debug, Default)]
pub struct SearchView {
    /// One lane, or two in a race.
    pub lanes: Vec<Lane>,
    /// GenerationReplay paused.
    pub paused: bool,
    carry: f32,
}

impl SearchView {
    /// Whether every lane has finished.
    pub fn is_done(&self) -> bool {
        self.lanes.iter().all(Lane::is_done)
    }
}

/// A mark left by a search on a tile.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct SearchMark {
    /// Which lane.
    pub lane: usize,
    /// What it says.
    pub kind: MarkKind,
}

/// What a search mark says about its tile.
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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SearchSettings>().init_resource::<SearchView>().init_resource::<PendingSearch>().add_systems(
        Update,
        (
            (start_searches, control_searches).chain().run_if(on_square_board).in_set(AppSystems::ApplyCommands),
            clear_on_reset.in_set(AppSystems::React),
            replay_searches.run_if(on_square_board).in_set(AppSystems::Visualize),
        ),
    );
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

/// Where and how big a lane's mark sits on a tile: the whole tile alone, a half each in a race.
fn mark_place(lanes: usize, lane: usize, maze: &crate::maze::Maze, p: Pos) -> (Vec3, Vec2) {
    let centre = tile_center(maze, p);
    if lanes < 2 {
        (centre.extend(SEARCH_Z), Vec2::splat(TILE_SIZE * 0.8))
    } else {
        let dx = if lane == 0 { -0.25 } else { 0.25 } * TILE_SIZE;
        ((centre + Vec2::new(dx, 0.0)).extend(SEARCH_Z), Vec2::new(TILE_SIZE * 0.45, TILE_SIZE * 0.8))
    }
}

fn clear(commands: &mut Commands, view: &mut SearchView) {
    for lane in &view.lanes {
        for &entity in lane.marks.values().chain(&lane.head) {
            commands.entity(entity).despawn();
        }
    }
    forget(view);
}

/// Forgets the searches on the board (without despawning their marks).
fn forget(view: &mut SearchView) {
    view.lanes.clear();
    view.paused = false;
    view.carry = 0.0;
}

/// Runs the solvers asked for (traced for the replay, untraced for the
/// clock); on a huge board off the frame ([`PendingSearch`]), the lanes
/// appearing once they are in.
fn start_searches(
    mut commands: Commands,
    mut requests: MessageReader<GameCommand>,
    mut view: ResMut<SearchView>,
    current: Res<CurrentMaze>,
    (mut pending, mut shared): (ResMut<PendingSearch>, ResMut<SharedMaze>),
) {
    if let Some(((), searched)) = pending.poll() {
        view.lanes.extend(searched.into_iter().map(Lane::new));
    }
    for request in requests.read() {
        let solvers = match *request {
            GameCommand::ShowSearch(solver) => vec![solver],
            GameCommand::Race(a, b) => vec![a, b],
            GameCommand::ClearSearch => vec![],
            _ => continue,
        };
        clear(&mut commands, &mut view);
        pending.cancel();
        let maze = &current.maze;
        if off_frame(maze) && !solvers.is_empty() {
            let copy = shared.of(maze);
            pending.start((), move || run_searches(&copy, &solvers));
        } else {
            view.lanes.extend(run_searches(maze, &solvers).into_iter().map(Lane::new));
        }
    }
}

/// Each solver's traced search of `maze`, with the time of an untraced run.
fn run_searches(maze: &Maze, solvers: &[Solver]) -> Vec<(Search, Duration)> {
    solvers
        .iter()
        .map(|&solver| {
            let started = std::time::Instant::now();
            let _ = solve(maze, solver, maze.entrance, maze.exit, false);
            let solve_time = started.elapsed();
            (solve(maze, solver, maze.entrance, maze.exit, true), solve_time)
        })
        .collect()
}

/// The searches being run off the frame on a huge board, if any.
pub type PendingSearch = OffFrame<(), Vec<(Search, Duration)>>;

impl Lane {
    fn new((search, solve_time): (Search, Duration)) -> Self {
        Lane { search, shown: 0, route_shown: 0, solve_time, marks: HashMap::new(), head: None }
    }
}

fn control_searches(mut requests: MessageReader<GameCommand>, mut view: ResMut<SearchView>) {
    for request in requests.read() {
        match *request {
            GameCommand::PauseSearch => view.paused = !view.paused,
            GameCommand::StepSearch => {
                view.paused = true;
                view.carry += 1.0;
            }
            GameCommand::FinishSearch => view.carry = f32::INFINITY,
            _ => {}
        }
    }
}

/// Plays the searches forward: trace steps first, then the route, both lanes at the same pace.
fn replay_searches(
    mut commands: Commands,
    mut view: ResMut<SearchView>,
    settings: Res<SearchSettings>,
    game_settings: Res<Settings>,
    time: Res<Time>,
    current: Res<CurrentMaze>,
    mut heads: Query<&mut Transform, With<SearchMark>>,
) {
    if view.lanes.is_empty() || view.is_done() {
        return;
    }
    let paused = view.paused;
    let Some(budget) = replay_budget(&mut view.carry, paused, time.delta_secs(), (&settings, &game_settings)) else {
        return;
    };
    let maze = &current.maze;
    let lanes = view.lanes.len();
    for (index, lane) in view.lanes.iter_mut().enumerate() {
        let put = |commands: &mut Commands, lane: &mut Lane, p: Pos, kind: MarkKind| {
            let colour = mark_colour(index, kind);
            let (at, size) = mark_place(lanes, index, maze, p);
            if let Some(&entity) = lane.marks.get(&p) {
                // Through commands: the mark may have been spawned earlier this same frame.
                commands.entity(entity).insert((SearchMark { lane: index, kind }, Sprite::from_color(colour, size)));
                return;
            }
            let entity = commands
                .spawn((
                    Name::new("Search mark"),
                    SearchMark { lane: index, kind },
                    GridPos(p),
                    Sprite::from_color(colour, size),
                    Transform::from_translation(at),
                ))
                .id();
            lane.marks.insert(p, entity);
        };
        let end = lane.shown.saturating_add(budget).min(lane.search.trace.len());
        let mut head = None;
        for i in lane.shown..end {
            match lane.search.trace[i] {
                Step::Frontier(p) => {
                    if !lane.marks.contains_key(&p) {
                        put(&mut commands, lane, p, MarkKind::Frontier);
                    }
                }
                Step::Visit(p) => {
                    put(&mut commands, lane, p, MarkKind::Visited);
                    head = Some(p);
                }
                Step::DeadEnd(p) => put(&mut commands, lane, p, MarkKind::Dead),
            }
        }
        let left = budget.saturating_sub(end - lane.shown);
        lane.shown = end;
        if let Some(p) = head {
            let (at, _) = mark_place(lanes, index, maze, p);
            let at = at + Vec3::Z * 0.1;
            match lane.head.and_then(|e| heads.get_mut(e).ok()) {
                Some(mut transform) => transform.translation = at,
                None => {
                    let size = Vec2::splat(TILE_SIZE * 0.3);
                    let entity = commands
                        .spawn((
                            Name::new("Search head"),
                            SearchMark { lane: index, kind: MarkKind::Head },
                            Sprite::from_color(mark_colour(index, MarkKind::Head), size),
                            Transform::from_translation(at),
                        ))
                        .id();
                    lane.head = Some(entity);
                }
            }
        }
        if lane.shown >= lane.search.trace.len() && left > 0 {
            let route = lane.search.route.clone().unwrap_or_default();
            let end = lane.route_shown.saturating_add(left).min(route.len());
            for &p in &route[lane.route_shown..end] {
                put(&mut commands, lane, p, MarkKind::Route);
            }
            lane.route_shown = end;
        }
    }
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

/// A new map forgets the searches (their marks are [`MapScoped`]), and
/// drops those still being run.
fn clear_on_reset(
    mut resets: MessageReader<MapReset>,
    mut view: ResMut<SearchView>,
    mut pending: ResMut<PendingSearch>,
) {
    if resets.read().count() > 0 {
        forget(&mut view);
        pending.cancel();
    }
}
