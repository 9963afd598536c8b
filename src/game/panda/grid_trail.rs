//! Footprints on grid boards, as on the tile board ([`super::trail`]): each
//! cell the panda walks off gets a paw print turned toward the cell it went
//! to; a cell walked off again keeps one print, turned the latest way; an
//! undone step takes back its print, or turns it back the earlier way.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::trail::{footprint_sprite, recolour_trail};
use crate::game::assets::GameArt;
use crate::game::board::grid::{GridBoard, GridGame};
use crate::game::command::{GridMoved, GridUndid, MapReset, MapScoped};
use crate::game::frame::AppSystems;
use crate::game::settings::Palette;

/// Depth of footprints: above the board, below the way and the panda.
const FOOTPRINT_Z: f32 = 2.0;
/// A print's size, as a share of the grid's unit (about a cell's width).
const PRINT_SHARE: f32 = 0.5;

/// A footprint left on a grid cell.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct GridFootprint {
    /// The cell it lies on.
    pub cell: u32,
    /// The cell the panda went to from there.
    pub toward: u32,
}

/// The footprint on each cell that has one.
#[derive(Resource, Debug, Default)]
pub struct GridTrail(HashMap<u32, Entity>);

impl GridTrail {
    /// Number of cells with a footprint.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no footprint has been left.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether cell `c` has a footprint.
    pub fn contains(&self, c: u32) -> bool {
        self.0.contains_key(&c)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GridTrail>()
        .add_systems(
            Update,
            (clear_grid_trail, leave_grid_footprints, take_back_grid_footprints).chain().in_set(AppSystems::React),
        )
        .add_systems(Update, recolour_trail::<GridFootprint>.in_set(AppSystems::Visualize));
}

/// Where a print on `cell` pointing at `toward` goes: its place and its turn
/// (the paw picture points up).
fn placed(game: &GridGame, cell: u32, toward: u32) -> Transform {
    let (at, to) = (game.centre(cell), game.centre(toward));
    let d = to - at;
    let turn = d.y.atan2(d.x) - std::f32::consts::FRAC_PI_2;
    Transform::from_translation(at.extend(FOOTPRINT_Z)).with_rotation(Quat::from_rotation_z(turn))
}

fn leave_grid_footprints(
    mut commands: Commands,
    mut moves: MessageReader<GridMoved>,
    mut trail: ResMut<GridTrail>,
    board: Res<GridBoard>,
    art: Res<GameArt>,
    palette: Res<Palette>,
) {
    let Some(game) = board.game() else {
        moves.clear();
        return;
    };
    for &GridMoved { from, to } in moves.read() {
        let print = (GridFootprint { cell: from, toward: to }, placed(game, from, to));
        if let Some(&entity) = trail.0.get(&from) {
            commands.entity(entity).insert(print);
            continue;
        }
        let sprite = Sprite {
            custom_size: Some(Vec2::splat(game.scale() * PRINT_SHARE)),
            // Left and right feet by turns.
            flip_x: trail.len() % 2 == 1,
            ..footprint_sprite(&palette, &art)
        };
        let entity = commands.spawn((Name::new("Grid footprint"), sprite, print)).id();
        trail.0.insert(from, entity);
    }
}

/// An undone step takes back the print on the cell stood on again, unless the
/// panda walked off it earlier too (then the print turns the earlier way).
fn take_back_grid_footprints(
    mut commands: Commands,
    mut undid: MessageReader<GridUndid>,
    mut trail: ResMut<GridTrail>,
    board: Res<GridBoard>,
) {
    let Some(game) = board.game() else {
        undid.clear();
        return;
    };
    for &GridUndid { to, .. } in undid.read() {
        let Some(&entity) = trail.0.get(&to) else { continue };
        // The trail ends at `to` now; an earlier visit left toward the next cell then.
        let earlier =
            game.trail.len().checked_sub(1).and_then(|last| game.trail[..last].iter().rposition(|&c| c == to));
        match earlier {
            Some(i) => {
                let toward = game.trail[i + 1];
                commands.entity(entity).insert((GridFootprint { cell: to, toward }, placed(game, to, toward)));
            }
            None => {
                commands.entity(entity).despawn();
                trail.0.remove(&to);
            }
        }
    }
}

/// A new map (or a restart) forgets the prints (their entities are [`MapScoped`]).
fn clear_grid_trail(mut resets: MessageReader<MapReset>, mut trail: ResMut<GridTrail>) {
    if resets.read().count() > 0 {
        trail.0.clear();
    }
}
