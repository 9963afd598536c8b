//! Fog on the square board of tile entities (up to 201 × 201 tiles): each
//! tile recoloured as [`FogView`] has it (clear in sight, dimmed when seen
//! before, else fog), markers out of sight hidden (items: [`super::fog`]'s veil).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::fog::{FOG, FogView, REMEMBERED};
use crate::game::assist::route_view::RouteMarker;
use crate::game::board::view::Boards;
use crate::game::board::{BoardIndex, BoardMarker, BoardTile};
use crate::game::frame::AppSystems;
use crate::game::model::GridPos;
use crate::game::settings::{GameMode, Palette, Settings};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_fog.after(crate::game::board::recolour_board).in_set(AppSystems::Visualize));
}

/// The colour a tile shows in fog: full in sight (or peeking), dim when remembered, fog when never seen.
pub fn fogged(colour: Color, seen: bool, in_sight: bool) -> Color {
    if in_sight {
        colour
    } else if seen {
        colour.mix(&Color::BLACK, 1.0 - REMEMBERED)
    } else {
        FOG
    }
}

/// The board's tiles by index, and their sprites.
#[derive(SystemParam)]
struct BoardSprites<'w, 's> {
    index: Res<'w, BoardIndex>,
    tiles: Query<'w, 's, (&'static BoardTile, &'static mut Sprite)>,
}

/// Redraws the board through the fog when something changed (or clears it when fog is off).
fn draw_fog(
    mut fog: ResMut<FogView>,
    settings: Res<Settings>,
    palette: Res<Palette>,
    boards: Boards,
    board: BoardSprites,
    mut hidden: Query<(&GridPos, &mut Visibility), Or<(With<BoardMarker>, With<RouteMarker>)>>,
    mut was_on: Local<bool>,
) {
    // It paints a square board's tiles; a grid board's fog is its mesh's (super::fog_mesh).
    let view = boards.view();
    let Some(maze) = view.tile_maze() else { return };
    let BoardSprites { index, mut tiles } = board;
    let on = settings.mode == GameMode::Fog;
    if !fog.dirty && !palette.is_changed() && !index.is_changed() && on == *was_on {
        return;
    }
    fog.dirty = false;
    if !on && !*was_on {
        return;
    }
    *was_on = on;
    let peeking = fog.peeking.is_some();
    let mut near = vec![false; index.0.len()];
    for &c in &fog.in_sight {
        if let Some(n) = near.get_mut(c as usize) {
            *n = true;
        }
    }
    for (i, &entity) in index.0.iter().enumerate() {
        let Ok((kind, mut sprite)) = tiles.get_mut(entity) else { continue };
        let colour = kind.colour(&palette);
        let shown = if on && !peeking { fogged(colour, fog.has_seen(i as u32), near[i]) } else { colour };
        // Only tiles whose colour changes are touched, so the renderer re-reads just those.
        if sprite.color != shown {
            sprite.color = shown;
        }
    }
    for (p, mut visibility) in &mut hidden {
        let show = !on || peeking || fog.has_seen(maze.index(p.0) as u32);
        visibility.set_if_neq(if show { Visibility::Inherited } else { Visibility::Hidden });
    }
}
