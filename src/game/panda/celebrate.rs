//! The panda's arrival at the exit, celebrated on the board: a small hop and
//! a burst of confetti thrown up round the exit, falling and fading (neither
//! under reduced motion). The end card is placed clear of the panda
//! (`ui::card::least_covering`), so both stay in view.

use std::f32::consts::PI;

use bevy::prelude::*;

use super::{PANDA_Z, Player, glide_panda};
use crate::art::colours::CONFETTI;
use crate::game::board::view::Boards;
use crate::game::command::MapScoped;
use crate::game::frame::{AppSystems, Screen};
use crate::game::settings::Settings;

/// How long the hop lasts, in seconds.
pub const HOP_SECS: f32 = 0.45;
/// How long a piece of confetti lives, in seconds.
pub const CONFETTI_SECS: f32 = 1.4;
/// Pieces in the burst.
pub const CONFETTI_PIECES: usize = 36;
/// Confetti flies over the board and the panda.
const CONFETTI_Z: f32 = 8.0;
/// Sizes and speeds on screen, in logical pixels (scaled by the camera's zoom
/// so the burst looks the same on a 7-pixel Hard tile as on an Easy one).
const PIECE_PX: Vec2 = Vec2::new(7.0, 4.0);
const SPEED_PX: (f32, f32) = (160.0, 340.0);
const GRAVITY_PX: f32 = 520.0;

/// The panda is in the air: seconds since it jumped.
#[derive(Component, Debug)]
pub struct Hop(pub f32);

/// One piece of confetti: its speed (world units a second), spin and age.
#[derive(Component, Debug)]
pub struct Confetti {
    velocity: Vec2,
    spin: f32,
    age: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Won), celebrate)
        .add_systems(Update, (hop.after(glide_panda), fly_confetti).in_set(AppSystems::Visualize));
}

/// World units a logical pixel spans: the zoom of the board's camera (the
/// first in order; the minimap's comes after it), 1 without one.
fn units_per_px(cameras: &Query<(&Camera, &Projection), With<Camera2d>>) -> f32 {
    match cameras.iter().min_by_key(|(camera, _)| camera.order).map(|(_, p)| p) {
        Some(Projection::Orthographic(o)) => o.scale,
        _ => 1.0,
    }
}

/// A number in `0..1` from a small xorshift stream (the burst is the same
/// each time a maze is won).
fn next(state: &mut u32) -> f32 {
    *state ^= *state << 13;
    *state ^= *state >> 17;
    *state ^= *state << 5;
    (*state >> 8) as f32 / (1u32 << 24) as f32
}

fn celebrate(
    mut commands: Commands,
    settings: Res<Settings>,
    boards: Boards,
    player: Single<Entity, With<Player>>,
    cameras: Query<(&Camera, &Projection), With<Camera2d>>,
) {
    if settings.reduced_motion {
        return;
    }
    commands.entity(*player).insert(Hop(0.0));
    let scale = units_per_px(&cameras);
    let view = boards.view();
    let at = view.world_centre(view.exit());
    // The same burst each time this maze is won: its stream starts from the maze's code.
    let named = view.code().bytes().fold(0x9E37_79B9u32, |h, b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193));
    let mut state = named | 1;
    for i in 0..CONFETTI_PIECES {
        // Upwards, fanned out 60° either side of straight up.
        let angle = PI / 2.0 + (next(&mut state) - 0.5) * (2.0 * PI / 3.0);
        let speed = SPEED_PX.0 + (SPEED_PX.1 - SPEED_PX.0) * next(&mut state);
        let [r, g, b, _] = CONFETTI[i % CONFETTI.len()];
        commands.spawn((
            Name::new("Confetti"),
            Confetti {
                velocity: Vec2::from_angle(angle) * speed * scale,
                spin: (next(&mut state) - 0.5) * 4.0 * PI,
                age: 0.0,
            },
            MapScoped,
            Sprite::from_color(Color::srgb_u8(r, g, b), PIECE_PX * scale),
            Transform::from_translation(at.extend(CONFETTI_Z)),
        ));
    }
}

/// Lifts the panda off its cell along half a sine, then sets it down.
fn hop(
    mut commands: Commands,
    time: Res<Time>,
    boards: Boards,
    mut panda: Query<(Entity, &mut Hop, &mut Transform), With<Player>>,
) {
    let view = boards.view();
    for (entity, mut hop, mut transform) in &mut panda {
        hop.0 += time.delta_secs();
        let base = view.world_centre(view.panda());
        let lift = if hop.0 < HOP_SECS { (PI * hop.0 / HOP_SECS).sin() * view.step_world() * 0.45 } else { 0.0 };
        transform.translation = (base + Vec2::Y * lift).extend(PANDA_Z);
        if hop.0 >= HOP_SECS {
            commands.entity(entity).remove::<Hop>();
        }
    }
}

/// Moves, spins and fades each piece; gone after [`CONFETTI_SECS`].
fn fly_confetti(
    mut commands: Commands,
    time: Res<Time>,
    cameras: Query<(&Camera, &Projection), With<Camera2d>>,
    mut pieces: Query<(Entity, &mut Confetti, &mut Transform, &mut Sprite)>,
) {
    let dt = time.delta_secs();
    let gravity = GRAVITY_PX * units_per_px(&cameras);
    for (entity, mut piece, mut transform, mut sprite) in &mut pieces {
        piece.age += dt;
        if piece.age >= CONFETTI_SECS {
            commands.entity(entity).despawn();
            continue;
        }
        piece.velocity.y -= gravity * dt;
        transform.translation += (piece.velocity * dt).extend(0.0);
        transform.rotate_z(piece.spin * dt);
        sprite.color.set_alpha((1.0 - piece.age / CONFETTI_SECS).min(1.0));
    }
}
