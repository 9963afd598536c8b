//! "Where you wandered" on the board: after a win, every tile the walk
//! visited off the shortest route is tinted in the Okabe–Ito reddish purple
//! (unlike any theme's route, footprint, entrance or exit colour), so the
//! detours the victory screen names can be seen. In the replay the tint
//! comes back tile by tile as the ghost walks the detours. The tint goes
//! with the win: on a new map, a restart or leaving the victory screen.
//! Drawn once for every grid: one mesh of the detour places (a square
//! board's tiles or another grid's cells), each recoloured as the replay
//! reaches it.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

use bevy::prelude::*;

use super::modes::RunReplay;
use super::wander::WanderReport;
use bevy::mesh::VertexAttributeValues;

use crate::game::board::grid_draw::{MeshBuilder, overlay_material};
use crate::game::board::view::Boards;
use crate::game::command::MapScoped;
use crate::game::frame::{AppSystems, Screen};

/// The detours' tint: Okabe–Ito reddish purple, see-through enough to show the floor.
pub const DETOUR_TINT: Color = Color::srgba(204.0 / 255.0, 121.0 / 255.0, 167.0 / 255.0, 0.7);
/// Over the floor and the heat map, under the walls (on a grid's cells' edges) and paw prints.
const DETOUR_Z: f32 = 0.17;

/// The tint of the detours on the board (one mesh): each detour place's
/// step of the walk that first reached it, and its vertices in the mesh.
#[derive(Component, Debug)]
#[require(MapScoped)]
pub struct Detours {
    /// Each place's step, first vertex and vertex count, in walking order.
    places: Vec<(usize, usize, usize)>,
    /// Steps of the replay shown when last coloured (`usize::MAX`: all).
    shown: usize,
}

/// The tiles (or cells) of `walked` off `route`, each with the step that first reached it, in walking order.
pub fn detour_tiles<T: Copy + Eq + Hash>(route: &[T], walked: &[T]) -> Vec<(T, usize)> {
    let on_route: HashSet<T> = route.iter().copied().collect();
    let mut first: HashMap<T, usize> = HashMap::new();
    let mut out = Vec::new();
    for (step, &p) in walked.iter().enumerate() {
        if !on_route.contains(&p) && !first.contains_key(&p) {
            first.insert(p, step);
            out.push((p, step));
        }
    }
    out
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Won), untint).add_systems(
        Update,
        (
            // Once the win's wandering is measured: at once, or off the frame on a huge board.
            tint_detours.run_if(resource_changed::<WanderReport>.and_then(in_state(Screen::Won))),
            follow_replay,
        )
            .in_set(AppSystems::Visualize),
    );
}

/// Tints the places the walk just won visited off the shortest route, once
/// its wandering is measured: one mesh, a fan a place.
fn tint_detours(
    mut commands: Commands,
    (report, boards): (Res<WanderReport>, Boards),
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
) {
    if report.0.as_ref().is_none_or(|w| w.detours.is_empty()) {
        return;
    }
    let Some((mut meshes, mut materials)) = assets else { return };
    let board = boards.view();
    let mut mesh = MeshBuilder::default();
    let mut places = Vec::new();
    for (c, step) in detour_tiles(&board.route(), &board.walked()) {
        let first = mesh.vertex_count();
        mesh.fan(board.world_centre(c), &board.outline(c), DETOUR_TINT);
        places.push((step, first, mesh.vertex_count() - first));
    }
    commands.spawn((
        Name::new("Detours"),
        Detours { places, shown: usize::MAX },
        Mesh2d(meshes.add(mesh.build())),
        MeshMaterial2d(materials.add(overlay_material())),
        Transform::from_xyz(0.0, 0.0, DETOUR_Z),
    ));
}

fn untint(mut commands: Commands, tints: Query<Entity, With<Detours>>) {
    for entity in &tints {
        commands.entity(entity).despawn();
    }
}

/// During a replay, a detour place shows once the ghost has walked it.
fn follow_replay(
    replay: Res<RunReplay>,
    mut tints: Query<(&mut Detours, &Mesh2d)>,
    meshes: Option<ResMut<Assets<Mesh>>>,
) {
    let Some(mut meshes) = meshes else { return };
    let replaying = !replay.route.is_empty() && !replay.is_done();
    let shown = if replaying { replay.shown } else { usize::MAX };
    for (mut tint, handle) in &mut tints {
        if tint.shown == shown {
            continue;
        }
        tint.shown = shown;
        let Some(mut mesh) = meshes.get_mut(&handle.0) else { continue };
        let Some(VertexAttributeValues::Float32x4(colours)) = mesh.attribute_mut(Mesh::ATTRIBUTE_COLOR) else {
            continue;
        };
        let (on, off) = (DETOUR_TINT.to_linear().to_f32_array(), Color::NONE.to_linear().to_f32_array());
        for &(step, first, count) in &tint.places {
            colours[first..first + count].fill(if step <= shown { on } else { off });
        }
    }
}
