//! Showing the way out, on every grid: the shortest route is revealed cell
//! by cell from the entrance, as an animation, and hidden again on request
//! or on a new map. A square tile board lays a marker a tile
//! ([`RouteMarker`]); a round, hex or triangle board draws the line so far
//! ([`super::way_mesh`]).
//!
//! On a chunked board (a huge maze) the route can be a million tiles long; a
//! marker entity costs about 0.75 kB, so markers exist only within
//! [`ROUTE_WINDOW_RADIUS`] tiles of the panda (a window that moves when the
//! panda nears its edge). The minimap shows the whole route.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::assets::GameArt;
use crate::game::board::BoardLimits;
use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, HintShown, MapReset, MapScoped};
use crate::game::frame::AppSystems;
use crate::game::model::{GridPos, Players, Route, TILE_SIZE, tile_center};
use crate::game::panda::Player;
use crate::game::settings::Palette;
use crate::game::settings::{RouteShape, Settings, help_allowed};
use crate::maze::Pos;

/// Slowest reveal, in route tiles per second (short routes).
pub const REVEAL_MIN_TILES_PER_SEC: f32 = 40.0;
/// Longest a reveal takes, in seconds; long routes go faster to fit.
pub const REVEAL_MAX_SECS: f32 = 1.5;
/// Depth of route markers: above footprints, below the panda.
const ROUTE_Z: f32 = 3.0;
/// On chunked boards, markers lie within this many tiles (each way) of the window's centre.
pub const ROUTE_WINDOW_RADIUS: usize = 384;
/// The window re-centres on the panda once it is this many tiles from the centre.
const ROUTE_WINDOW_SLACK: usize = 96;

/// One revealed tile of the route; `index` counts from the entrance (0).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct RouteMarker {
    /// Position along the route.
    pub index: usize,
}

/// Whether the route is shown, and how far the reveal has got.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct RouteView {
    /// The player asked to see the route.
    pub shown: bool,
    /// Cells of the route revealed so far (on a square tile board, with a marker).
    pub revealed: usize,
    /// Seconds since the reveal began.
    pub reveal_secs: f32,
    /// On a chunked board, the centre of the window of tiles that have markers.
    pub window: Option<Pos>,
}

impl RouteView {
    /// Whether every tile of a route of `len` tiles is showing.
    pub fn fully_revealed(&self, len: usize) -> bool {
        self.shown && self.revealed >= len
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RouteView>().add_systems(
        Update,
        (
            toggle_path.in_set(AppSystems::ApplyCommands),
            hide_on_reset.in_set(AppSystems::Move),
            (reveal_route, restyle_route).in_set(AppSystems::Visualize),
        ),
    );
}

/// Shows or hides the way out. Showing it counts as a hint against the run
/// (no ★★★ for a walk along the shown way).
fn toggle_path(
    mut commands: Commands,
    mut requests: MessageReader<GameCommand>,
    mut view: ResMut<RouteView>,
    markers: Query<Entity, With<RouteMarker>>,
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
            for entity in &markers {
                commands.entity(entity).despawn();
            }
        }
    }
}

/// A new map hides the route (its markers are [`MapScoped`]).
fn hide_on_reset(mut resets: MessageReader<MapReset>, mut view: ResMut<RouteView>) {
    if resets.read().count() > 0 {
        *view = RouteView::default();
    }
}

/// A route marker's sprite in the palette's colour and shape.
fn route_sprite(palette: &Palette, art: &GameArt) -> Sprite {
    let image = match palette.route_shape {
        RouteShape::Dot => art.dot.clone(),
        RouteShape::Diamond => art.diamond.clone(),
    };
    Sprite { image, color: palette.route, custom_size: Some(Vec2::splat(TILE_SIZE * 0.5)), ..default() }
}

/// Redraws the shown markers when the theme changes.
fn restyle_route(palette: Res<Palette>, art: Res<GameArt>, mut markers: Query<&mut Sprite, With<RouteMarker>>) {
    if palette.is_changed() && !palette.is_added() {
        for mut sprite in &mut markers {
            *sprite = route_sprite(&palette, &art);
        }
    }
}

/// How fast the route is revealed, and how its markers look.
#[derive(SystemParam)]
struct RevealPace<'w> {
    time: Res<'w, Time>,
    settings: Res<'w, Settings>,
    art: Res<'w, GameArt>,
    palette: Res<'w, Palette>,
}

/// Reveals the route at a pace that finishes within [`REVEAL_MAX_SECS`];
/// on a square tile board, adds its markers (on a chunked board, only
/// within the window around the panda).
fn reveal_route(
    mut commands: Commands,
    mut view: ResMut<RouteView>,
    (solution, boards): (Res<Route>, Boards),
    pace: RevealPace,
    limits: Res<BoardLimits>,
    player: Query<&GridPos, With<Player>>,
    markers: Query<Entity, With<RouteMarker>>,
) {
    let RevealPace { time, settings, art, palette } = pace;
    let board = boards.view();
    let len = board.route_len();
    let chunked = board.tile_maze().is_some_and(|maze| limits.chunked(maze));
    if !view.shown || (view.revealed >= len && !chunked) {
        return;
    }
    let mut from = view.revealed;
    if view.revealed < len {
        view.reveal_secs += time.delta_secs() * settings.animation_speed;
    }
    let rate = REVEAL_MIN_TILES_PER_SEC.max(len as f32 / REVEAL_MAX_SECS);
    // At least one cell per frame, so the reveal never stalls on a zero-length frame.
    let target = if settings.reduced_motion {
        len
    } else {
        ((view.reveal_secs * rate) as usize).clamp((view.revealed + 1).min(len), len)
    };
    let Some(maze) = board.tile_maze() else {
        view.revealed = target;
        return;
    };
    let route = &solution.0;
    let far = |a: Pos, b: Pos| a.x.abs_diff(b.x).max(a.y.abs_diff(b.y));
    if chunked {
        let panda = player.iter().next().map_or(maze.entrance, |g| g.0);
        if view.window.is_none_or(|centre| far(centre, panda) > ROUTE_WINDOW_SLACK) {
            // A new window: its markers are laid again from the entrance.
            for entity in &markers {
                commands.entity(entity).despawn();
            }
            view.window = Some(panda);
            from = 0;
        }
    }
    let window = view.window;
    let inside = |p: Pos| window.is_none_or(|centre| far(centre, p) <= ROUTE_WINDOW_RADIUS);
    for (index, &p) in route.iter().enumerate().take(target).skip(from) {
        if !inside(p) {
            continue;
        }
        commands.spawn((
            Name::new("Route"),
            RouteMarker { index },
            GridPos(p),
            route_sprite(&palette, &art),
            Transform::from_translation(tile_center(maze, p).extend(ROUTE_Z)),
        ));
    }
    view.revealed = target;
}
