//! The heat map's painter on a square tile board: a coloured sprite
//! ([`HeatTile`]) on each floor tile the wave of [`HeatView`] has reached,
//! all taken away when the map is hidden or measured anew. (A chunked
//! board colours its chunks' texels instead, in `view::chunk_heat`.)

use bevy::prelude::*;

use super::heat::{HeatView, measure_heat};
use crate::game::board::view::Boards;
use crate::game::command::MapScoped;
use crate::game::frame::AppSystems;
use crate::game::model::{GridPos, TILE_SIZE, tile_center};
use crate::maze::heat::heat_colour;

/// Above the floor and the entrance and exit markers, below footprints.
const HEAT_Z: f32 = 1.5;

/// One coloured floor tile of the heat map (tile boards).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct HeatTile {
    /// Steps from the source.
    pub distance: u32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, spread_heat.after(measure_heat).in_set(AppSystems::Visualize));
}

/// Colours the tiles of a tile board the wavefront has reached, and takes
/// them away when the map is hidden or measured anew. `drawn`: the
/// measurement drawn, and how many of its cells.
fn spread_heat(
    mut commands: Commands,
    view: Res<HeatView>,
    boards: Boards,
    tiles: Query<Entity, With<HeatTile>>,
    mut drawn: Local<(u32, usize)>,
) {
    if !view.shown || drawn.0 != view.measured {
        tiles.iter().for_each(|entity| commands.entity(entity).despawn());
        *drawn = (view.measured, 0);
    }
    let board = boards.view();
    let Some(maze) = board.tile_maze().filter(|m| view.wave().is_some() && view.dist.len() == m.tiles().len()) else {
        return;
    };
    for &c in view.order.get(drawn.1..view.revealed).unwrap_or_default() {
        let (p, distance) = (maze.pos_of(c as usize), view.dist[c as usize]);
        let [r, g, b] = heat_colour(distance, view.max);
        commands.spawn((
            Name::new("Heat"),
            HeatTile { distance },
            GridPos(p),
            Sprite::from_color(Color::srgb_u8(r, g, b), Vec2::splat(TILE_SIZE)),
            Transform::from_translation(tile_center(maze, p).extend(HEAT_Z)),
        ));
    }
    drawn.1 = drawn.1.max(view.revealed);
}
