//! The way out and the hints drawn on every board: the route revealed so
//! far ([`RouteView`]) as a line through the cells' centres with a mark at
//! each (a dot or a diamond, as the theme has it), and each player's hint
//! ([`Hints`]) as fading diamonds (player 2's in their tint). The way comes
//! in parts, one for the cells each frame of the reveal adds, so a long
//! route is never drawn twice; on a chunked board only within the window
//! round the panda ([`RouteView::in_window`]).

use bevy::prelude::*;

use super::hint::{HINT_STEPS, Hints};
use super::route_view::{RouteView, reveal_route};
use crate::game::board::grid_draw::{MeshBuilder, overlay_material};
use crate::game::board::view::{BoardView, Boards};
use crate::game::command::MapScoped;
use crate::game::frame::AppSystems;
use crate::game::model::BoardName;
use crate::game::panda::partner_trail::PARTNER_PRINT_COLOUR;
use crate::game::settings::{Palette, RouteShape};

/// Depth of the way: above the walls and paw prints, below the panda.
const WAY_Z: f32 = 3.0;
/// Depth of the hints: over the way.
const HINT_Z: f32 = 3.5;

/// A part of the way drawn on the board.
#[derive(Component, Debug, Clone, Copy)]
#[require(MapScoped)]
pub struct WayPart;

/// The hints drawn on the board.
#[derive(Component, Debug, Clone, Copy)]
#[require(MapScoped)]
pub struct HintPart;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (draw_way.after(reveal_route), draw_hints).in_set(AppSystems::Visualize));
}

/// What the way's parts on the board show: the board, the window and how many cells of the route.
#[derive(Default)]
struct WayDrawn {
    board: Option<(BoardName, usize)>,
    window: Option<Vec2>,
    upto: usize,
    material: Option<Handle<ColorMaterial>>,
}

/// The width of the way's line on `board`: the same share of a panda on every grid.
fn way_width(board: &BoardView) -> f32 {
    board.panda_size() * 0.18
}

/// Draws the cells of the way revealed since the last frame as a new part
/// (a line from the cell before, and the cell's mark); draws it anew from
/// the entrance when the board, the window or the theme changes, and takes it away when hidden.
fn draw_way(
    mut commands: Commands,
    (way, boards, palette): (Res<RouteView>, Boards, Res<Palette>),
    parts: Query<Entity, With<WayPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut drawn: Local<WayDrawn>,
) {
    let Some((mut meshes, mut materials)) = assets else { return };
    let board = boards.view();
    let key = Some((board.name(), board.cell_count()));
    let upto = if way.shown { way.revealed.min(board.route_len()) } else { 0 };
    let gone = drawn.upto > 0 && parts.is_empty();
    if drawn.board != key || drawn.window != way.window || upto < drawn.upto || palette.is_changed() || gone {
        // A new map may have taken them already (they are map-scoped): try, then.
        parts.iter().for_each(|entity| commands.entity(entity).try_despawn());
        (drawn.board, drawn.window, drawn.upto) = (key, way.window, 0);
    }
    if upto <= drawn.upto {
        return;
    }
    let (step, width) = (board.step_world(), way_width(&board));
    let drawn_cell = |i: usize| board.route_cell(i).filter(|&c| way.in_window(board.world_centre(c), step));
    let mut mesh = MeshBuilder::default();
    for i in drawn.upto..upto {
        let Some(c) = drawn_cell(i) else { continue };
        let at = board.world_centre(c);
        // A stair is no line across the board: the way goes on from the
        // same cell of the next floor, where the stair's mark is.
        let before = i.checked_sub(1).and_then(drawn_cell).filter(|&b| board.same_floor(b, c));
        if let Some(before) = before {
            mesh.line(board.world_centre(before), at, width, palette.route);
        }
        mark(&mut mesh, palette.route_shape, at, width, palette.route);
    }
    drawn.upto = upto;
    if mesh.vertex_count() == 0 {
        return;
    }
    let material = drawn.material.get_or_insert_with(|| materials.add(overlay_material())).clone();
    commands.spawn((
        Name::new("Way"),
        WayPart,
        Mesh2d(meshes.add(mesh.build())),
        MeshMaterial2d(material),
        Transform::from_xyz(0.0, 0.0, WAY_Z),
    ));
}

/// A mark of the way at `at`: a dot, or a diamond, a little wider than the line.
fn mark(mesh: &mut MeshBuilder, shape: RouteShape, at: Vec2, width: f32, colour: Color) {
    match shape {
        RouteShape::Dot => mesh.dot(at, width * 0.9, colour),
        RouteShape::Diamond => diamond(mesh, at, width * 1.3, colour),
    }
}

/// A diamond (a square standing on its corner) reaching `r` from `at` each way.
fn diamond(mesh: &mut MeshBuilder, at: Vec2, r: f32, colour: Color) {
    mesh.convex(&[at + Vec2::X * r, at + Vec2::Y * r, at - Vec2::X * r, at - Vec2::Y * r], colour);
}

/// Draws the hints anew when they change: each player's cells as diamonds,
/// fading with the steps, player 2's in their tint.
fn draw_hints(
    mut commands: Commands,
    (hints, boards, palette): (Res<Hints>, Boards, Res<Palette>),
    parts: Query<Entity, With<HintPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
) {
    if !hints.is_changed() && !palette.is_changed() {
        return;
    }
    let Some((mut meshes, mut materials)) = assets else { return };
    // A new map has taken them already (they are map-scoped): try, then.
    parts.iter().for_each(|entity| commands.entity(entity).try_despawn());
    let board = boards.view();
    let mut mesh = MeshBuilder::default();
    for (hint, colour) in hints.0.iter().zip([palette.route, PARTNER_PRINT_COLOUR]) {
        for (k, &c) in hint.iter().enumerate().filter(|&(_, &c)| (c as usize) < board.cell_count()) {
            let fade = 1.0 - k as f32 / HINT_STEPS as f32 * 0.6;
            diamond(&mut mesh, board.world_centre(c), board.panda_size() * 0.27, colour.with_alpha(fade));
        }
    }
    if mesh.vertex_count() == 0 {
        return;
    }
    commands.spawn((
        Name::new("Hint"),
        HintPart,
        Mesh2d(meshes.add(mesh.build())),
        MeshMaterial2d(materials.add(overlay_material())),
        Transform::from_xyz(0.0, 0.0, HINT_Z),
    ));
}
