//! Showing the way out, on every grid: the shortest route is revealed cell
//! by cell from the entrance, as an animation, and hidden again on request
//! or on a new map. How far it is revealed is kept here ([`RouteView`]);
//! [`super::way_mesh`] draws it on every board.
//!
//! On a square board held in chunks (a huge maze) the route can be a
//! million tiles long, so the way is drawn only within
//! [`ROUTE_WINDOW_RADIUS`] steps of the window's centre (a window that moves
//! when the panda nears its edge). The minimap shows the whole route.

use bevy::prelude::*;

use crate::game::board::BoardLimits;
use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, HintShown, MapReset};
use crate::game::frame::AppSystems;
use crate::game::model::Players;
use crate::game::settings::{Settings, help_allowed};

/// Slowest reveal, in route tiles per second (short routes).
pub const REVEAL_MIN_TILES_PER_SEC: f32 = 40.0;
/// Longest a reveal takes, in seconds; long routes go faster to fit.
pub const REVEAL_MAX_SECS: f32 = 1.5;
/// On chunked boards, the way is drawn within this many steps (each way) of the window's centre.
pub const ROUTE_WINDOW_RADIUS: f32 = 384.0;
/// The window re-centres on the panda once it is this many steps from the centre.
const ROUTE_WINDOW_SLACK: f32 = 96.0;

/// Whether the route is shown, and how far the reveal has got.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct RouteView {
    /// The player asked to see the route.
    pub shown: bool,
    /// Cells of the route revealed so far.
    pub revealed: usize,
    /// Seconds since the reveal began.
    pub reveal_secs: f32,
    /// On a chunked board, the centre of the window the way is drawn in (in the world).
    pub window: Option<Vec2>,
}

impl RouteView {
    /// Whether every cell of a route of `len` cells is showing.
    pub fn fully_revealed(&self, len: usize) -> bool {
        self.shown && self.revealed >= len
    }

    /// Whether a cell centred at `at` is drawn with the way, on a board whose steps are `step` long.
    pub fn in_window(&self, at: Vec2, step: f32) -> bool {
        self.window.is_none_or(|centre| far(centre, at) <= ROUTE_WINDOW_RADIUS * step)
    }
}

/// How far apart two points are, the larger of across and up.
fn far(a: Vec2, b: Vec2) -> f32 {
    (a - b).abs().max_element()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RouteView>().add_systems(
        Update,
        (
            toggle_path.in_set(AppSystems::ApplyCommands),
            hide_on_reset.in_set(AppSystems::Move),
            reveal_route.in_set(AppSystems::Visualize),
        ),
    );
}

/// Shows or hides the way out. Showing it counts as a hint against the run
/// (no ★★★ for a walk along the shown way).
fn toggle_path(
    mut requests: MessageReader<GameCommand>,
    mut view: ResMut<RouteView>,
    mut hints: MessageWriter<HintShown>,
    (players, settings): (Res<Players>, Res<Settings>),
) {
    for request in requests.read() {
        let show = match *request {
            GameCommand::ShowRoute(show) => show,
            GameCommand::ToggleRoute => !view.shown,
            _ => continue,
        };
        // With two players the way is help, and may be off (hiding it always works).
        if show && !help_allowed(*players, &settings) {
            continue;
        }
        if show != view.shown {
            // The way is on the board for both: in Race it counts against both runs.
            if show {
                hints.write(HintShown(0));
                if *players == Players::Race {
                    hints.write(HintShown(1));
                }
            }
            *view = RouteView { shown: show, ..default() };
        }
    }
}

/// A new map hides the route.
fn hide_on_reset(mut resets: MessageReader<MapReset>, mut view: ResMut<RouteView>) {
    if resets.read().count() > 0 {
        *view = RouteView::default();
    }
}

/// Reveals the route at a pace that finishes within [`REVEAL_MAX_SECS`]; on
/// a chunked board, moves the window round the panda when it nears its edge.
pub(super) fn reveal_route(
    mut view: ResMut<RouteView>,
    (boards, limits): (Boards, Res<BoardLimits>),
    (time, settings): (Res<Time>, Res<Settings>),
) {
    let board = boards.view();
    let len = board.route_len();
    let chunked = !board.overlaid(&limits);
    if !view.shown || (view.revealed >= len && !chunked) {
        return;
    }
    if chunked {
        let (panda, step) = (board.world_centre(board.panda()), board.step_world());
        if view.window.is_none_or(|centre| far(centre, panda) > ROUTE_WINDOW_SLACK * step) {
            view.window = Some(panda);
        }
    }
    if view.revealed >= len {
        return;
    }
    view.reveal_secs += time.delta_secs() * settings.animation_speed;
    let rate = REVEAL_MIN_TILES_PER_SEC.max(len as f32 / REVEAL_MAX_SECS);
    // At least one cell per frame, so the reveal never stalls on a zero-length frame.
    view.revealed =
        if settings.reduced_motion { len } else { ((view.reveal_secs * rate) as usize).clamp(view.revealed + 1, len) };
}
