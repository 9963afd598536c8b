//! Fog drawn as an overlay over the board (in parts), on every grid, as
//! [`FogView`] has it: places in sight clear, places seen before dimmed,
//! the rest fog. Built once a maze, recoloured where the sight moved, and
//! hidden while a peek shows the whole maze. (A square board held in
//! chunks has no overlay, and no fog drawn.)

use bevy::prelude::*;

use super::fog::{FOG, FogView, REMEMBERED};
use crate::game::board::BoardLimits;
use crate::game::board::grid_draw::overlay_material;
use crate::game::board::overlay::{CellOverlay, OverlayMeshes};
use crate::game::board::view::Boards;
use crate::game::command::MapScoped;
use crate::game::frame::AppSystems;
use crate::game::model::BoardName;
use crate::game::settings::{GameMode, Settings};

/// Depth of the fog: over the floor, walls and paw prints, under the shown way, the hint and the panda.
const FOG_Z: f32 = 2.6;

/// A part of the fog's overlay on the board.
#[derive(Component, Clone)]
#[require(MapScoped)]
pub struct FogPart;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_fog.in_set(AppSystems::Visualize));
}

/// The fog's mesh of the maze on the board: built once a maze, its places'
/// colours changed where the sight moved.
#[derive(Default)]
struct FogMesh {
    /// The maze it was built for, and its number of places.
    board: Option<(BoardName, usize)>,
    overlay: CellOverlay,
    /// The places drawn clear (in sight).
    clear: Vec<u32>,
}

/// A place's fog: clear in sight, dimmed when seen before, else the fog's colour.
fn fog_colour(fog: &FogView, c: u32) -> Color {
    if fog.sees(c) {
        Color::NONE
    } else if fog.has_seen(c) {
        Color::BLACK.with_alpha(1.0 - REMEMBERED)
    } else {
        FOG
    }
}

/// Draws the fog over the board in fog mode (none otherwise): unseen
/// places in the fog's colour, places seen before dimmed, those in sight
/// clear. The mesh is built once a maze (and after a restart); a step only
/// recolours the places that left or came into sight.
fn draw_fog(
    mut commands: Commands,
    (boards, limits, fog, settings): (Boards, Res<BoardLimits>, Res<FogView>, Res<Settings>),
    drawn: Query<Entity, With<FogPart>>,
    mut shown: Query<&mut Visibility, With<FogPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut built: Local<FogMesh>,
) {
    let view = boards.view();
    let on = settings.mode == GameMode::Fog && view.overlaid(&limits);
    let ready = on && fog.seen.len() == view.cell_count();
    let (true, Some((mut meshes, mut materials))) = (ready, assets) else {
        for entity in &drawn {
            commands.entity(entity).despawn();
        }
        built.board = None;
        return;
    };
    let board = (view.name(), view.cell_count());
    if built.board != Some(board) || drawn.is_empty() {
        for entity in &drawn {
            commands.entity(entity).despawn();
        }
        let made = OverlayMeshes::of(&view.layout(), 1.0, |c| fog_colour(&fog, c));
        let material = materials.add(overlay_material());
        let part = (Name::new("Fog"), FogPart, Visibility::default(), Transform::from_xyz(0.0, 0.0, FOG_Z));
        let overlay = CellOverlay::spawn(made, &mut commands, &mut meshes, &material, part);
        *built = FogMesh { board: Some(board), overlay, clear: fog.in_sight.clone() };
        return;
    }
    let seen = if fog.peeking.is_some() { Visibility::Hidden } else { Visibility::Inherited };
    for mut visibility in &mut shown {
        visibility.set_if_neq(seen);
    }
    if !fog.is_changed() {
        return;
    }
    let FogMesh { overlay, clear, .. } = &mut *built;
    // Only the places that were clear or are clear now change.
    let changed = clear.iter().chain(&fog.in_sight).map(|&c| (c, fog_colour(&fog, c).to_linear().to_f32_array()));
    overlay.paint(&mut meshes, changed);
    *clear = fog.in_sight.clone();
}
