//! Fog drawn as an overlay over a round, hex or triangle board (in parts), as
//! [`FogView`] has it: cells in sight clear, cells seen before dimmed, the
//! rest fog. Built once a maze, recoloured where the sight moved, and
//! hidden while a peek shows the whole maze.

use bevy::prelude::*;

use super::fog::{FOG, FogView, REMEMBERED};
use crate::game::board::grid::GridBoard;
use crate::game::board::grid_draw::overlay_material;
use crate::game::board::overlay::{CellOverlay, OverlayMeshes};
use crate::game::command::MapScoped;
use crate::game::frame::AppSystems;
use crate::game::model::BoardName;
use crate::game::settings::{GameMode, Settings};

/// Depth of the fog: over the floor, walls and paw prints, under the shown way, the hint and the panda.
const FOG_Z: f32 = 2.6;

/// A part of the fog's overlay on the board.
#[derive(Component, Clone)]
#[require(MapScoped)]
struct GridFogPart;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_grid_fog.in_set(AppSystems::Visualize));
}

/// The fog's mesh of the maze on the board: built once a maze, its cells'
/// colours changed where the sight moved.
#[derive(Default)]
struct FogMesh {
    /// The maze it was built for.
    spec: Option<BoardName>,
    overlay: CellOverlay,
    /// The cells drawn clear (in sight).
    clear: Vec<u32>,
}

/// A cell's fog: clear in sight, dimmed when seen before, else the fog's colour.
fn fog_colour(fog: &FogView, c: u32) -> Color {
    if fog.sees(c) {
        Color::NONE
    } else if fog.has_seen(c) {
        Color::BLACK.with_alpha(1.0 - REMEMBERED)
    } else {
        FOG
    }
}

/// Draws the fog over a grid board in fog mode (none otherwise): unseen
/// cells in the fog's colour, cells seen before dimmed, those in sight
/// clear. The mesh is built once a maze (and after a restart); a step only
/// recolours the cells that left or came into sight.
fn draw_grid_fog(
    mut commands: Commands,
    (board, fog, settings): (Res<GridBoard>, Res<FogView>, Res<Settings>),
    drawn: Query<Entity, With<GridFogPart>>,
    mut shown: Query<&mut Visibility, With<GridFogPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut built: Local<FogMesh>,
) {
    let on = settings.mode == GameMode::Fog;
    let ready = board.game().filter(|g| on && fog.seen.len() == g.cell_count());
    let (Some(game), Some((mut meshes, mut materials))) = (ready, assets) else {
        for entity in &drawn {
            commands.entity(entity).despawn();
        }
        built.spec = None;
        return;
    };
    if built.spec != Some(game.name()) || drawn.is_empty() {
        for entity in &drawn {
            commands.entity(entity).despawn();
        }
        let made = OverlayMeshes::of(game, 1.0, |c| fog_colour(&fog, c));
        let material = materials.add(overlay_material());
        let part = (Name::new("Grid fog"), GridFogPart, Visibility::default(), Transform::from_xyz(0.0, 0.0, FOG_Z));
        let overlay = CellOverlay::spawn(made, &mut commands, &mut meshes, &material, part);
        *built = FogMesh { spec: Some(game.name()), overlay, clear: fog.in_sight.clone() };
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
    // Only the cells that were clear or are clear now change.
    let changed = clear.iter().chain(&fog.in_sight).map(|&c| (c, fog_colour(&fog, c).to_linear().to_f32_array()));
    overlay.paint(&mut meshes, changed);
    *clear = fog.in_sight.clone();
}
