//! Showing the way out: the A* route is revealed tile by tile from the
//! entrance, as an animation, and hidden again on request or on a new map.

use bevy::prelude::*;

use super::settings::{RouteShape, Settings};
use super::{
    AppSystems, CurrentMaze, GameArt, GameCommand, GridPos, MapReset, Palette, Solution, TILE_SIZE, tile_center,
};

/// Slowest reveal, in route tiles per second (short routes).
pub const REVEAL_MIN_TILES_PER_SEC: f32 = 40.0;
/// Longest a reveal takes, in seconds; long routes go faster to fit.
pub const REVEAL_MAX_SECS: f32 = 1.5;
/// Depth of route markers: above footprints, below the panda.
const ROUTE_Z: f32 = 3.0;

/// One revealed tile of the route; `index` counts from the entrance (0).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RouteMarker {
    /// Position along the route.
    pub index: usize,
}

/// Whether the route is shown, and how far the reveal has got.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct PathView {
    /// The player asked to see the route.
    pub shown: bool,
    /// Route tiles with a marker so far.
    pub revealed: usize,
    /// Seconds since the reveal began.
    pub reveal_secs: f32,
}

impl PathView {
    /// Whether every tile of a route of `len` tiles is showing.
    pub fn fully_revealed(&self, len: usize) -> bool {
        self.shown && self.revealed >= len
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PathView>().add_systems(
        Update,
        (
            toggle_path.in_set(AppSystems::ApplyCommands),
            hide_on_reset.in_set(AppSystems::Move),
            (reveal_route, restyle_route).in_set(AppSystems::Visualize),
        ),
    );
}

fn toggle_path(
    mut commands: Commands,
    mut requests: MessageReader<GameCommand>,
    mut view: ResMut<PathView>,
    markers: Query<Entity, With<RouteMarker>>,
) {
    for request in requests.read() {
        let show = match *request {
            GameCommand::ShowPath(show) => show,
            GameCommand::TogglePath => !view.shown,
            _ => continue,
        };
        if show != view.shown {
            *view = PathView { shown: show, ..default() };
            for entity in &markers {
                commands.entity(entity).despawn();
            }
        }
    }
}

fn hide_on_reset(
    mut commands: Commands,
    mut resets: MessageReader<MapReset>,
    mut view: ResMut<PathView>,
    markers: Query<Entity, With<RouteMarker>>,
) {
    if resets.read().count() > 0 {
        *view = PathView::default();
        for entity in &markers {
            commands.entity(entity).despawn();
        }
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

/// Adds markers along the route at a pace that finishes within [`REVEAL_MAX_SECS`].
fn reveal_route(
    mut commands: Commands,
    mut view: ResMut<PathView>,
    time: Res<Time>,
    solution: Res<Solution>,
    current: Res<CurrentMaze>,
    art: Res<GameArt>,
    palette: Res<Palette>,
    settings: Res<Settings>,
) {
    let route = &solution.0;
    if !view.shown || view.revealed >= route.len() {
        return;
    }
    view.reveal_secs += time.delta_secs() * settings.animation_speed;
    let rate = REVEAL_MIN_TILES_PER_SEC.max(route.len() as f32 / REVEAL_MAX_SECS);
    // At least one tile per frame, so the reveal never stalls on a zero-length frame.
    let target = if settings.reduced_motion {
        route.len()
    } else {
        ((view.reveal_secs * rate) as usize).clamp(view.revealed + 1, route.len())
    };
    for (index, &p) in route.iter().enumerate().take(target).skip(view.revealed) {
        commands.spawn((
            Name::new("Route"),
            RouteMarker { index },
            GridPos(p),
            route_sprite(&palette, &art),
            Transform::from_translation(tile_center(&current.maze, p).extend(ROUTE_Z)),
        ));
    }
    view.revealed = target;
}
