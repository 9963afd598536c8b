//! The way out and the hints drawn on a round, hex or triangle board: the
//! route revealed so far ([`RouteView`]) as a line through the cells'
//! centres with a dot at each, and each player's hint ([`Hints`]) as
//! fading dots (player 2's in their tint). (A square tile board lays
//! sprites instead, in [`super::route_view`] and [`super::hint`].)

use bevy::prelude::*;
use bevy::sprite_render::AlphaMode2d;

use super::hint::{HINT_STEPS, Hints};
use super::route_view::RouteView;
use crate::game::board::grid::{GRID_STEP_WORLD, GridBoard};
use crate::game::board::grid_draw::MeshBuilder;
use crate::game::command::MapScoped;
use crate::game::frame::AppSystems;
use crate::game::panda::partner_trail::PARTNER_PRINT_COLOUR;
use crate::game::settings::Palette;

/// Depth of the way and the hints: above the walls, below the panda.
const WAY_Z: f32 = 3.0;

/// The drawn way and hints of a grid board.
#[derive(Component, Debug, Clone, Copy)]
#[require(MapScoped)]
pub struct GridWayPart;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_way.in_set(AppSystems::Visualize));
}

/// Draws the way (a line with dots at the cells) and the hint (bigger dots), when they change.
fn draw_way(
    mut commands: Commands,
    (way, hints): (Res<RouteView>, Res<Hints>),
    board: Res<GridBoard>,
    palette: Res<Palette>,
    drawn: Query<Entity, With<GridWayPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
) {
    if !(way.is_changed() || hints.is_changed() || board.is_changed() || palette.is_changed()) {
        return;
    }
    let Some((mut meshes, mut materials)) = assets else { return };
    // A new map may have taken them already (they are map-scoped): try, then.
    for entity in &drawn {
        commands.entity(entity).try_despawn();
    }
    let Some(game) = board.game() else { return };
    let cells = if way.shown { &game.route[..way.revealed.min(game.route.len())] } else { &[] };
    if cells.is_empty() && hints.0.iter().all(Vec::is_empty) {
        return;
    }
    let mut mesh = MeshBuilder::default();
    let width = GRID_STEP_WORLD * 0.12;
    let points: Vec<Vec2> = cells.iter().map(|&c| game.centre(c)).collect();
    // A stair is no line across the board: the way goes on from the same cell
    // of the next floor, where the stair's mark is.
    for pair in cells.windows(2).filter(|p| game.same_floor(p[0], p[1])) {
        mesh.line(game.centre(pair[0]), game.centre(pair[1]), width, palette.route);
    }
    for &p in &points {
        mesh.dot(p, width * 0.9, palette.route);
    }
    for (hint, colour) in hints.0.iter().zip([palette.route, PARTNER_PRINT_COLOUR]) {
        for (k, &c) in hint.iter().enumerate() {
            let fade = 1.0 - k as f32 / HINT_STEPS as f32 * 0.6;
            mesh.dot(game.centre(c), GRID_STEP_WORLD * 0.14, colour.with_alpha(fade));
        }
    }
    commands.spawn((
        Name::new("Grid way"),
        GridWayPart,
        Mesh2d(meshes.add(mesh.build())),
        MeshMaterial2d(
            materials.add(ColorMaterial { alpha_mode: AlphaMode2d::Blend, ..ColorMaterial::from_color(Color::WHITE) }),
        ),
        Transform::from_xyz(0.0, 0.0, WAY_Z),
    ));
}
