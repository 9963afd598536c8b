//! "Where you wandered" on the board: after a win, every tile the walk
//! visited off the shortest route is tinted in the Okabe–Ito reddish purple
//! (unlike any theme's route, footprint, entrance or exit colour), so the
//! detours the victory screen names can be seen. In the replay the tint
//! comes back tile by tile as the ghost walks the detours. The tint goes
//! with the win: on a new map, a restart or leaving the victory screen.
//! Round, hex and triangle boards tint the cells of their detours, as one
//! mesh (the replay shows it whole).

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

use bevy::prelude::*;

use super::modes::RunReplay;
use super::wander::WanderReport;
use crate::game::board::grid::GridBoard;
use crate::game::board::grid_draw::{MeshBuilder, cell_outline, overlay_material};
use crate::game::board::view::Boards;
use crate::game::command::MapScoped;
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::{GridPos, TILE_SIZE, tile_center};

/// The detours' tint: Okabe–Ito reddish purple, see-through enough to show the floor.
pub const DETOUR_TINT: Color = Color::srgba(204.0 / 255.0, 121.0 / 255.0, 167.0 / 255.0, 0.7);
/// Over the floor and the heat map, under footprints.
const DETOUR_Z: f32 = 1.8;
/// On a grid board: over the floor and the heat map, under the walls (on the cells' edges) and paw prints.
const GRID_DETOUR_Z: f32 = 0.17;

/// A tile the winning walk visited off the shortest route.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct DetourTile {
    /// The step of the walk that first reached it.
    pub step: usize,
}

/// The tint of a grid board's detour cells (one mesh).
#[derive(Component, Debug)]
#[require(MapScoped)]
pub struct GridDetours;

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

/// Tints the cells the walk just won visited off the shortest route, once
/// its wandering is measured: a sprite a tile on a square board, one mesh
/// of cells on another grid.
fn tint_detours(
    mut commands: Commands,
    (report, boards): (Res<WanderReport>, Boards),
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    grid: Res<GridBoard>,
) {
    if report.0.as_ref().is_none_or(|w| w.detours.is_empty()) {
        return;
    }
    let board = boards.view();
    let cells = detour_tiles(&board.route(), &board.walked());
    if let Some(maze) = board.tile_maze() {
        for (c, step) in cells {
            let p = maze.pos_of(c as usize);
            commands.spawn((
                Name::new("Detour"),
                DetourTile { step },
                GridPos(p),
                Sprite::from_color(DETOUR_TINT, Vec2::splat(TILE_SIZE)),
                Transform::from_translation(tile_center(maze, p).extend(DETOUR_Z)),
            ));
        }
        return;
    }
    let (Some(game), Some((mut meshes, mut materials))) = (grid.game(), assets) else { return };
    let mut mesh = MeshBuilder::default();
    for (c, _) in cells {
        mesh.fan(game.centre(c), &cell_outline(game, c), DETOUR_TINT);
    }
    commands.spawn((
        Name::new("Grid detours"),
        GridDetours,
        Mesh2d(meshes.add(mesh.build())),
        MeshMaterial2d(materials.add(overlay_material())),
        Transform::from_xyz(0.0, 0.0, GRID_DETOUR_Z),
    ));
}

fn untint(mut commands: Commands, tiles: Query<Entity, Or<(With<DetourTile>, With<GridDetours>)>>) {
    for entity in &tiles {
        commands.entity(entity).despawn();
    }
}

/// During a replay, a detour tile shows once the ghost has walked it.
fn follow_replay(replay: Res<RunReplay>, mut tiles: Query<(&DetourTile, &mut Visibility)>) {
    let replaying = !replay.route.is_empty() && !replay.is_done();
    for (tile, mut visibility) in &mut tiles {
        let shown = !replaying || tile.step <= replay.shown;
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
}
