//! The items' sprites on every grid: bamboo, keys and doors drawn over
//! their cells when a map comes ([`ItemCell`]), then hidden when eaten or
//! picked up (or out of sight in fog, [`ItemVeil`]) and faded when a door
//! stands open, by the panda's paws now, so an undo shows them again.

use bevy::prelude::*;

use super::items::{ItemSprite, ItemVeil, item_look, item_state};
use super::view::{BoardView, Boards};
use crate::game::assets::ItemArt;
use crate::game::frame::AppSystems;
use crate::game::model::BoardName;

/// Depth of item sprites: over the cells, walls and markers, under footprints and the panda.
const ITEM_Z: f32 = 1.5;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (respawn_items, show_items).chain().in_set(AppSystems::Visualize));
}

/// An item's sprite, with the cell it lies in (a square board's tile by flat index).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ItemCell(pub u32);

/// Spawns the items' sprites of a new map (and takes the old ones away):
/// whenever the maze played changes, on any grid (the same maze again too,
/// as a restart of a level lays its items anew).
fn respawn_items(
    mut commands: Commands,
    boards: Boards,
    art: Res<ItemArt>,
    old: Query<Entity, With<ItemCell>>,
    mut drawn: Local<Option<BoardName>>,
) {
    let board = boards.view();
    let spec = board.name();
    if !boards.maze_changed() && *drawn == Some(spec) {
        return;
    }
    *drawn = Some(spec);
    for entity in &old {
        commands.entity(entity).despawn();
    }
    for (what, cell) in board.item_cells() {
        let (image, scale) = item_look(&art, what);
        commands.spawn((
            Name::new("Item"),
            what,
            ItemCell(cell),
            Sprite { image, custom_size: Some(Vec2::splat(board.item_size() * scale)), ..default() },
            Transform::from_translation(board.world_centre(cell).extend(ITEM_Z)),
        ));
    }
}

/// Hides what was eaten or picked up (and what the fog hides), fades open
/// doors, and shows them again on an undo.
fn show_items(
    boards: Boards,
    veil: Res<ItemVeil>,
    mut sprites: Query<(&ItemSprite, &ItemCell, &mut Visibility, &mut Sprite)>,
) {
    let board: BoardView = boards.view();
    let now = board.paws();
    let veiled = |c: u32| veil.0.as_ref().is_some_and(|seen| !seen.get(c as usize).copied().unwrap_or(false));
    for (what, at, mut visibility, mut sprite) in &mut sprites {
        let (shown, alpha) = item_state(*what, now.keys, now.eaten);
        let wanted = if shown && !veiled(at.0) { Visibility::Inherited } else { Visibility::Hidden };
        visibility.set_if_neq(wanted);
        if sprite.color.alpha() != alpha {
            sprite.color.set_alpha(alpha);
        }
    }
}
