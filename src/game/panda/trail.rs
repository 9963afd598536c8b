//! Footprints: each tile the panda walks off gets one, turned the way the panda
//! went. A tile walked off again keeps one footprint, turned the latest way.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::walk::WalkHistory;
use crate::game::assets::GameArt;
use crate::game::command::{MapReset, MapScoped, PlayerMoved, PlayerUndid};
use crate::game::frame::AppSystems;
use crate::game::model::{CurrentMaze, GridPos, TILE_SIZE, tile_center};
use crate::game::settings::Palette;
use crate::maze::{Dir, Pos};

/// Depth of footprints: above the board, below the route and the panda.
const FOOTPRINT_Z: f32 = 2.0;

/// A footprint left on a tile.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct Footprint {
    /// The way the panda went when it left this tile.
    pub heading: Dir,
}

/// The footprint on each tile that has one.
#[derive(Resource, Debug, Default)]
pub struct Trail(HashMap<Pos, Entity>);

impl Trail {
    /// Number of tiles with a footprint.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no footprint has been left.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether tile `p` has a footprint.
    pub fn contains(&self, p: Pos) -> bool {
        self.0.contains_key(&p)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Trail>()
        .add_systems(Update, (clear_trail, leave_footprints, take_back_footprints).chain().in_set(AppSystems::React))
        .add_systems(Update, recolour_trail::<Footprint>.in_set(AppSystems::Visualize));
}

/// Turn of a sprite drawn pointing up so that it points along `dir`.
fn rotation(dir: Dir) -> Quat {
    let quarter = std::f32::consts::FRAC_PI_2;
    Quat::from_rotation_z(match dir {
        Dir::Up => 0.0,
        Dir::Left => quarter,
        Dir::Down => 2.0 * quarter,
        Dir::Right => -quarter,
    })
}

fn leave_footprints(
    mut commands: Commands,
    mut moves: MessageReader<PlayerMoved>,
    mut trail: ResMut<Trail>,
    current: Res<CurrentMaze>,
    art: Res<GameArt>,
    palette: Res<Palette>,
) {
    for &PlayerMoved { from, to } in moves.read() {
        let heading = Dir::between(from, to).unwrap_or(Dir::Up);
        let placed = (
            Footprint { heading },
            Transform::from_translation(tile_center(&current.maze, from).extend(FOOTPRINT_Z))
                .with_rotation(rotation(heading)),
        );
        if let Some(&entity) = trail.0.get(&from) {
            commands.entity(entity).insert(placed);
            continue;
        }
        // Left and right feet by turns: every other print is mirrored.
        let sprite = Sprite { flip_x: trail.len() % 2 == 1, ..footprint_sprite(&palette, &art) };
        let entity = commands.spawn((Name::new("Footprint"), GridPos(from), sprite, placed)).id();
        trail.0.insert(from, entity);
    }
}

/// An undone step takes back the footprint it left, unless the panda walked
/// off that tile earlier too (then that footprint turns the earlier way).
fn take_back_footprints(
    mut commands: Commands,
    mut undid: MessageReader<PlayerUndid>,
    mut trail: ResMut<Trail>,
    history: Res<WalkHistory>,
    mut prints: Query<(&mut Footprint, &mut Transform)>,
) {
    for &PlayerUndid { to, .. } in undid.read() {
        let Some(&entity) = trail.0.get(&to) else { continue };
        match history.departed_from(to) {
            Some(heading) => {
                if let Ok((mut print, mut transform)) = prints.get_mut(entity) {
                    print.heading = heading;
                    transform.rotation = rotation(heading);
                }
            }
            None => {
                commands.entity(entity).despawn();
                trail.0.remove(&to);
            }
        }
    }
}

/// A footprint's sprite: the paw print tinted with the palette's footprint colour.
pub(super) fn footprint_sprite(palette: &Palette, art: &GameArt) -> Sprite {
    Sprite {
        image: art.paw.clone(),
        color: palette.footprint,
        custom_size: Some(Vec2::splat(TILE_SIZE * 0.6)),
        ..default()
    }
}

/// Recolours the footprints marked `M` (on the tile board, or a grid's) when the theme changes.
pub(super) fn recolour_trail<M: Component>(palette: Res<Palette>, mut prints: Query<&mut Sprite, With<M>>) {
    if palette.is_changed() && !palette.is_added() {
        for mut sprite in &mut prints {
            sprite.color = palette.footprint;
        }
    }
}

/// A new map forgets the footprints (their entities are [`MapScoped`]).
fn clear_trail(mut resets: MessageReader<MapReset>, mut trail: ResMut<Trail>) {
    if resets.read().count() > 0 {
        trail.0.clear();
    }
}
