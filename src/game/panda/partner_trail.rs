//! The second panda's footprints, on any grid: a small diamond in its tint
//! on each cell it walks off (one a cell), taken back with an undone step
//! unless it left that cell earlier in its walk too.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::duo::PartnerWalk;
use super::trail::earlier_toward;
use crate::game::board::view::Boards;
use crate::game::command::{MapReset, MapScoped, Moved, Undid, Walker};
use crate::game::frame::AppSystems;

/// The second panda's footprints.
pub const PARTNER_PRINT_COLOUR: Color = Color::srgba(0.95, 0.5, 0.2, 0.8);
/// Depth of the second panda's footprints: above the first panda's.
const PRINT_Z: f32 = 2.1;
/// A diamond's side, as a share of the first panda's footprint.
const PRINT_SHARE: f32 = 0.44;

/// One of the second panda's footprints: a small diamond in its own tint.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct PartnerPrint;

/// The second panda's footprint on each cell that has one.
#[derive(Resource, Debug, Default)]
pub struct PartnerTrail(HashMap<u32, Entity>);

impl PartnerTrail {
    /// Whether cell `c` has one of the second panda's footprints.
    pub fn contains(&self, c: u32) -> bool {
        self.0.contains_key(&c)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PartnerTrail>()
        .add_systems(Update, (forget_prints, leave_prints, take_back_prints).chain().in_set(AppSystems::React));
}

/// A new map or a restart forgets the prints (their entities are [`MapScoped`]).
fn forget_prints(mut resets: MessageReader<MapReset>, mut trail: ResMut<PartnerTrail>) {
    if resets.read().count() > 0 {
        trail.0.clear();
    }
}

/// Each cell the second panda walks off gets a diamond, unless it has one.
fn leave_prints(
    mut commands: Commands,
    mut moves: MessageReader<Moved>,
    mut trail: ResMut<PartnerTrail>,
    boards: Boards,
) {
    let view = boards.view();
    for &Moved { from, .. } in moves.read().filter(|m| m.walker == Walker::Second) {
        if trail.0.contains_key(&from) {
            continue;
        }
        let side = view.footprint_size() * PRINT_SHARE;
        let entity = commands
            .spawn((Name::new("Footprint 2"), PartnerPrint, partner_print(view.world_centre(from), side, PRINT_Z)))
            .id();
        trail.0.insert(from, entity);
    }
}

/// The second panda's print: a small diamond of side `side` in its tint at `at`, depth `z`.
pub fn partner_print(at: Vec2, side: f32, z: f32) -> (Sprite, Transform) {
    (
        Sprite::from_color(PARTNER_PRINT_COLOUR, Vec2::splat(side)),
        Transform::from_translation(at.extend(z)).with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_4)),
    )
}

/// An undone step back to a cell takes back the print there, unless the
/// panda left that cell earlier in its walk too.
fn take_back_prints(
    mut commands: Commands,
    mut undid: MessageReader<Undid>,
    mut trail: ResMut<PartnerTrail>,
    walk: Res<PartnerWalk>,
) {
    for &Undid { to, .. } in undid.read().filter(|u| u.walker == Walker::Second) {
        if earlier_toward(&walk.cells, to).is_some() {
            continue;
        }
        if let Some(entity) = trail.0.remove(&to) {
            commands.entity(entity).despawn();
        }
    }
}
