//! How a maze of floors looks on the board: its floors lie side by side (the
//! grid's own geometry draws them so, "exploded"), each stair is marked in
//! its two cells (a triangle up in the lower one, down in the upper one),
//! and every floor no panda stands on is ghosted: dimmed under a veil of
//! the background's colour, so the floors being walked stand out and the
//! others still show where the stairs lead (the veils are shown by
//! [`crate::game::panda::duo`], which knows both pandas). Only where a
//! renderer runs.

use bevy::prelude::*;

use super::grid::{GRID_STEP_WORLD, GridGame};
use super::grid_mesh::{MeshBuilder, fans_into, overlay_material};
use super::played::Played;
use crate::game::command::MapReset;
use crate::game::frame::AppSystems;
use crate::game::model::BoardName;
use crate::game::settings::Palette;

/// Depth of the stair marks: over the walls (0.2), under the veil.
const STAIR_Z: f32 = 0.22;
/// Depth of the veil over the floors the panda is not on: over the board
/// and its marks, under the heat map's and trail's marks of the walk.
const VEIL_Z: f32 = 0.25;
/// How much of a ghosted floor the veil hides (its alpha).
pub const VEIL_ALPHA: f32 = 0.6;
/// A stair mark's half width, as a share of a step between cell centres.
const MARK_SHARE: f32 = 0.22;

/// A part of the drawn floors (stair marks, a floor's veil): despawned when the board changes.
#[derive(Component, Debug, Clone, Copy)]
pub struct FloorsPart;

/// The veil over one floor, shown while the panda is on another.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct FloorVeil(pub u32);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_floors.in_set(AppSystems::Visualize));
}

/// Whether floor `floor` is ghosted while the pandas stand on `pandas`.
pub fn ghosted(floor: u32, pandas: &[u32]) -> bool {
    !pandas.contains(&floor)
}

/// The corners of a stair mark at `centre`: a triangle pointing up or down,
/// moved that way a little so a cell with stairs both ways shows two.
fn mark(centre: Vec2, up: bool) -> [Vec2; 3] {
    let (w, sign) = (MARK_SHARE * GRID_STEP_WORLD, if up { 1.0 } else { -1.0 });
    let base = centre + Vec2::new(0.0, sign * w * 0.3);
    [base + Vec2::new(-w, -sign * w * 0.5), base + Vec2::new(w, -sign * w * 0.5), base + Vec2::new(0.0, sign * w)]
}

/// The stair marks of `game`, in `colour`.
fn stair_marks(game: &GridGame, colour: Color) -> Mesh {
    let mut mesh = MeshBuilder::with_capacity(64, 32);
    for c in 0..game.cell_count() as u32 {
        for stair in game.stairs_from(c) {
            let mut corners = mark(game.centre(c), stair.up);
            if !stair.up {
                // Counter-clockwise whichever way it points.
                corners.swap(0, 1);
            }
            mesh.convex(&corners, colour);
        }
    }
    mesh.build_for_render()
}

/// Draws a maze of floors' stair marks and veils anew when the board
/// changes (or a reset, or the palette).
fn draw_floors(
    mut commands: Commands,
    board: Res<Played>,
    (palette, clear): (Res<Palette>, Option<Res<ClearColor>>),
    mut resets: MessageReader<MapReset>,
    drawn: Query<Entity, With<FloorsPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut drawn_for: Local<Option<BoardName>>,
) {
    let reset = resets.read().count() > 0;
    let now = board.grid().filter(|g| g.floor_count() > 1).map(GridGame::name);
    if !(reset || *drawn_for != now || palette.is_changed()) {
        return;
    }
    *drawn_for = now;
    let Some((mut meshes, mut materials)) = assets else { return };
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let Some(game) = board.grid().filter(|g| g.floor_count() > 1) else { return };
    let material = materials.add(overlay_material());
    let marks = stair_marks(game, palette.wall);
    commands.spawn((
        Name::new("Stair marks"),
        FloorsPart,
        Mesh2d(meshes.add(marks)),
        MeshMaterial2d(material.clone()),
        Transform::from_xyz(0.0, 0.0, STAIR_Z),
    ));
    let veil = clear.map_or(Color::BLACK, |c| c.0).with_alpha(VEIL_ALPHA);
    let floors = game.floor_count() as usize;
    let mut veils: Vec<MeshBuilder> = (0..floors).map(|_| MeshBuilder::with_capacity(1024, 1024)).collect();
    fans_into(game, (1.0, |_| veil), |c| game.floor_of(c) as usize, &mut veils, |_, _, _| {});
    for (floor, mesh) in veils.into_iter().enumerate() {
        commands.spawn((
            Name::new("Floor veil"),
            FloorsPart,
            FloorVeil(floor as u32),
            Mesh2d(meshes.add(mesh.build_for_render())),
            MeshMaterial2d(material.clone()),
            Transform::from_xyz(0.0, 0.0, VEIL_Z),
            Visibility::Hidden,
        ));
    }
}
