//! Items in play: what a step took ([`ItemTaken`]) and a shoot's bite; what
//! the panda carries step by step is its [`FirstWalk`](super::first_walk::FirstWalk),
//! and the sprites are drawn over every grid by [`super::item_sprites`].
//! The rules are the core's ([`crate::maze::items`]).

use bevy::prelude::*;

use crate::game::assets::ItemArt;
use crate::game::command::MapScoped;
use crate::game::frame::AppSystems;
use crate::game::model::TILE_SIZE;
use crate::game::settings::Settings;
use crate::maze::items::{Items, KeyKind, Progress};

/// Depth of an eaten shoot on its way: above the panda.
const MUNCH_Z: f32 = 6.0;
/// How an open door shows: its sprite's alpha.
const OPEN_DOOR_ALPHA: f32 = 0.3;

/// The panda took something on its step, or walked through an open door.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum ItemTaken {
    /// A shoot, eaten where it stood (`at`, in the world), and how many are left.
    Bamboo { at: Vec2, left: u32 },
    /// A key, picked up.
    Key(KeyKind),
    /// Through an open door.
    Door(KeyKind),
}

/// What a walker took on the step from `before` to `after` (onto a spot
/// drawn at `at` in the world): a shoot, a key, or a walk through a door.
pub fn taken_on_step<P: Copy + PartialEq>(
    items: &Items<P>,
    before: Progress<P>,
    after: Progress<P>,
    at: Vec2,
) -> Option<ItemTaken> {
    if after.eaten != before.eaten {
        let left = (items.bamboo.len() as u32).saturating_sub(after.eaten.count_ones());
        Some(ItemTaken::Bamboo { at, left })
    } else if after.keys != before.keys {
        items.key_at(after.at).map(ItemTaken::Key)
    } else {
        items.door_at(after.at).map(ItemTaken::Door)
    }
}

/// How long the eaten shoot's little rise and fade lasts, in seconds.
const MUNCH_SECS: f32 = 0.35;

/// A shoot being eaten: it rises, shrinks and fades, then goes.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Munch {
    /// Seconds since the bite.
    pub age: f32,
}

/// Cells whose items may show (a square board's tiles by flat index) (fog: the tiles seen); `None`
/// shows them all. Set by the fog (`run::fog`).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct ItemVeil(pub Option<Vec<bool>>);

/// What an item sprite shows.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemSprite {
    /// Shoot number `n`.
    Bamboo(usize),
    /// A key.
    Key(KeyKind),
    /// A door.
    Door(KeyKind),
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ItemArt>()
        .init_resource::<ItemVeil>()
        .add_message::<ItemTaken>()
        .add_systems(Update, (start_munches, play_munches).chain().in_set(AppSystems::Visualize));
}

/// Every item of `items` with the cell `cell` names its place by.
pub fn item_list<P: Copy>(items: &Items<P>, cell: impl Fn(P) -> u32) -> Vec<(ItemSprite, u32)> {
    let bamboo = items.bamboo.iter().enumerate().map(|(n, &p)| (ItemSprite::Bamboo(n), cell(p)));
    let keys = items.keys.iter().enumerate().map(|(k, &p)| (ItemSprite::Key(KeyKind::ALL[k]), cell(p)));
    let doors = items.doors.iter().enumerate().map(|(k, &p)| (ItemSprite::Door(KeyKind::ALL[k]), cell(p)));
    bamboo.chain(keys).chain(doors).collect()
}

/// An item's picture and its size against a tile (a door fills it; a
/// shoot or a key stands a little smaller).
pub fn item_look(art: &ItemArt, what: ItemSprite) -> (Handle<Image>, f32) {
    match what {
        ItemSprite::Bamboo(_) => (art.bamboo.clone(), 0.8),
        ItemSprite::Key(k) => (art.keys[k.index()].clone(), 0.8),
        ItemSprite::Door(k) => (art.doors[k.index()].clone(), 1.0),
    }
}

/// Whether an item shows for a walker holding `keys` who has eaten
/// `eaten`, and its alpha: eaten shoots and picked-up keys go, open doors fade.
pub fn item_state(what: ItemSprite, keys: u8, eaten: u16) -> (bool, f32) {
    match what {
        ItemSprite::Bamboo(n) => (eaten & (1 << n) == 0, 1.0),
        ItemSprite::Key(k) => (keys & (1 << k.index()) == 0, 1.0),
        ItemSprite::Door(k) => (true, if keys & (1 << k.index()) != 0 { OPEN_DOOR_ALPHA } else { 1.0 }),
    }
}

/// A bite: the eaten shoot's picture over its tile, to rise and fade
/// (not with reduced motion).
fn start_munches(
    mut commands: Commands,
    mut taken: MessageReader<ItemTaken>,
    art: Res<ItemArt>,
    settings: Res<Settings>,
) {
    for took in taken.read() {
        let ItemTaken::Bamboo { at, .. } = *took else { continue };
        if settings.reduced_motion {
            continue;
        }
        commands.spawn((
            Name::new("Munch"),
            Munch { age: 0.0 },
            MapScoped,
            Sprite { image: art.bamboo.clone(), custom_size: Some(Vec2::splat(TILE_SIZE * 0.8)), ..default() },
            Transform::from_translation(at.extend(MUNCH_Z)),
        ));
    }
}

/// Rises, shrinks and fades each bite; removes it when done.
fn play_munches(
    mut commands: Commands,
    time: Res<Time>,
    mut munches: Query<(Entity, &mut Munch, &mut Transform, &mut Sprite)>,
) {
    for (entity, mut munch, mut transform, mut sprite) in &mut munches {
        munch.age += time.delta_secs();
        let t = munch.age / MUNCH_SECS;
        if t >= 1.0 {
            commands.entity(entity).despawn();
            continue;
        }
        transform.translation.y += time.delta_secs() * TILE_SIZE * 1.5;
        transform.scale = Vec3::splat(1.0 - 0.6 * t);
        sprite.color.set_alpha(1.0 - t);
    }
}
