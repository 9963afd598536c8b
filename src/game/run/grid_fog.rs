//! Fog on round, hex and triangle boards, as on the square board: the panda
//! sees the cells whose centres lie within [`FOG_RADIUS`] tiles (half steps)
//! of its own; cells seen before stay dimmed, the rest is fog. Drawn as one
//! mesh over the board, made again when the panda's sight changes.

use bevy::prelude::*;
use bevy::sprite_render::AlphaMode2d;

use super::modes::{FOG, FOG_RADIUS, REMEMBERED};
use crate::game::board::grid::{GRID_STEP_WORLD, GridBoard, GridGame, on_grid_board};
use crate::game::board::grid_draw::{MeshBuilder, cell_outline};
use crate::game::command::{GridMoved, GridUndid, MapReset, MapScoped};
use crate::game::frame::AppSystems;
use crate::game::settings::{GameMode, Settings};

/// Depth of the fog: over the floor, walls and paw prints, under the shown way, the hint and the panda.
const FOG_Z: f32 = 2.6;

/// What the panda has seen of the grid maze on the board, by cell.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct GridFog {
    /// The maze it is for (its code).
    pub code: String,
    /// Seen cells, by number.
    pub seen: Vec<bool>,
    /// The cells in sight now.
    pub in_sight: Vec<u32>,
}

impl GridFog {
    /// Whether cell `c` has been seen.
    pub fn has_seen(&self, c: u32) -> bool {
        self.seen.get(c as usize).copied().unwrap_or(false)
    }

    /// Looks round from cell `at`: the cells in sight now, and seen from now on.
    fn look_from(&mut self, game: &GridGame, at: u32) {
        self.in_sight = cells_in_sight(game, at);
        for &c in &self.in_sight {
            self.seen[c as usize] = true;
        }
    }
}

/// The cells whose centres lie within [`FOG_RADIUS`] tiles of `at`'s (a
/// tile is half a step between cell centres, as on the square board).
pub fn cells_in_sight(game: &GridGame, at: u32) -> Vec<u32> {
    let reach = FOG_RADIUS * GRID_STEP_WORLD / 2.0;
    let from = game.centre(at);
    (0..game.cell_count() as u32).filter(|&c| game.centre(c).distance(from) <= reach).collect()
}

/// The fog's mesh on the board.
#[derive(Component)]
#[require(MapScoped)]
struct GridFogPart;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GridFog>().add_systems(
        Update,
        (follow_grid_fog.run_if(on_grid_board).in_set(AppSystems::React), draw_grid_fog.in_set(AppSystems::Visualize)),
    );
}

/// Starts the fog afresh on a new maze or a restart, and clears it round the panda after each step or undo.
fn follow_grid_fog(
    board: Res<GridBoard>,
    mut fog: ResMut<GridFog>,
    mut resets: MessageReader<MapReset>,
    (mut moves, mut undos): (MessageReader<GridMoved>, MessageReader<GridUndid>),
) {
    let Some(game) = board.game() else { return };
    let reset = resets.read().count() > 0;
    let arrived: Vec<u32> = moves.read().map(|m| m.to).chain(undos.read().map(|u| u.to)).collect();
    let code = game.code();
    if reset || fog.code != code || fog.seen.len() != game.cell_count() {
        *fog = GridFog { code, seen: vec![false; game.cell_count()], in_sight: Vec::new() };
        fog.look_from(game, game.panda);
    }
    // Each cell arrived in is looked round from (a walk may take several steps in a frame).
    for at in arrived {
        fog.look_from(game, at);
    }
}

/// Draws the fog over a grid board in fog mode (none otherwise): unseen
/// cells in the fog's colour, cells seen before dimmed, those in sight clear.
fn draw_grid_fog(
    mut commands: Commands,
    (board, fog, settings): (Res<GridBoard>, Res<GridFog>, Res<Settings>),
    drawn: Query<Entity, With<GridFogPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut was_on: Local<bool>,
) {
    let on = settings.mode == GameMode::Fog && board.game().is_some();
    if !fog.is_changed() && on == *was_on && !(on && drawn.is_empty()) {
        return;
    }
    *was_on = on;
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let (Some(game), Some((mut meshes, mut materials)), true) = (board.game(), assets, on) else { return };
    if fog.seen.len() != game.cell_count() {
        return;
    }
    let mut mesh = MeshBuilder::default();
    let dim = Color::BLACK.with_alpha(1.0 - REMEMBERED);
    for c in 0..game.cell_count() as u32 {
        let colour = if fog.in_sight.contains(&c) {
            continue;
        } else if fog.has_seen(c) {
            dim
        } else {
            FOG
        };
        mesh.fan(game.centre(c), &cell_outline(game, c), colour);
    }
    let material = ColorMaterial { alpha_mode: AlphaMode2d::Blend, ..ColorMaterial::from_color(Color::WHITE) };
    commands.spawn((
        Name::new("Grid fog"),
        GridFogPart,
        Mesh2d(meshes.add(mesh.build())),
        MeshMaterial2d(materials.add(material)),
        Transform::from_xyz(0.0, 0.0, FOG_Z),
    ));
}
