//! Finding the panda at a glance: a soft gold ring closes in on it after a
//! new map and again whenever it has stood still for a while (at Hard the
//! panda is a speck). Its size is in screen pixels, whatever the zoom. Under
//! reduced motion the ring stands still around the panda for the same time.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use crate::game::command::MapReset;
use crate::game::frame::{AppSystems, Screen};
use crate::game::panda::{Facing, Player};
use crate::game::settings::Settings;
use crate::game::view::camera::MainCamera;

/// How long the ring shows, in seconds.
pub const PULSE_SECS: f32 = 2.4;
/// Standing still this long brings the ring back, in seconds.
pub const IDLE_SECS: f32 = 8.0;
/// The ring's radius as it starts and ends, in logical pixels.
const RADIUS_PX: (f32, f32) = (90.0, 26.0);
/// Times the ring closes in during one showing.
const CLOSINGS: f32 = 2.0;
/// Side of the ring's picture, in pixels.
const PICTURE_PX: u32 = 96;

/// The ring's sprite.
#[derive(Component, Debug)]
struct FinderRing;

/// Seconds of ring left, whether this stretch of standing still has had its
/// ring, and whether the ring waits to be asked for.
#[derive(Resource, Debug, Default)]
pub struct Finder {
    left_secs: f32,
    idle_shown: bool,
    quiet: bool,
}

impl Finder {
    /// A finder that shows the ring only when asked ([`Self::show_halfway`]),
    /// not after a new map or a long stand: the screenshot script's, whose
    /// shots would otherwise catch the ring wherever its timing fell.
    pub fn quiet() -> Self {
        Self { quiet: true, ..Self::default() }
    }

    /// Starts a showing, unless the finder is quiet.
    fn start(&mut self) {
        if !self.quiet {
            self.left_secs = PULSE_SECS;
        }
    }

    /// Shows the ring halfway through a showing (the screenshot script's, whatever the frame rate).
    pub fn show_halfway(&mut self) {
        self.left_secs = PULSE_SECS * 0.6;
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Finder>()
        .add_systems(Startup, spawn_ring)
        .add_systems(Update, show_ring.in_set(AppSystems::Visualize));
}

/// A soft ring: opaque at its middle radius, fading inwards and outwards.
fn ring_picture() -> Image {
    let side = PICTURE_PX as f32;
    let mut data = Vec::with_capacity((PICTURE_PX * PICTURE_PX * 4) as usize);
    for y in 0..PICTURE_PX {
        for x in 0..PICTURE_PX {
            let d = Vec2::new(x as f32 + 0.5 - side / 2.0, y as f32 + 0.5 - side / 2.0).length() / (side / 2.0);
            let alpha = (1.0 - ((d - 0.85) / 0.12).abs()).clamp(0.0, 1.0);
            data.extend_from_slice(&[255, 255, 255, (alpha * 255.0) as u8]);
        }
    }
    Image::new(
        Extent3d { width: PICTURE_PX, height: PICTURE_PX, depth_or_array_layers: 1 },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

fn spawn_ring(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    commands.spawn((
        Name::new("Panda finder"),
        FinderRing,
        Sprite { image: images.add(ring_picture()), color: Color::NONE, ..default() },
        Transform::from_xyz(0.0, 0.0, 6.0),
        Visibility::Hidden,
    ));
}

/// Starts the ring on a new map or a long stand, and draws it around the panda.
fn show_ring(
    time: Res<Time>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    mut resets: MessageReader<MapReset>,
    mut finder: ResMut<Finder>,
    panda: Query<(&Transform, &Facing), (With<Player>, Without<FinderRing>)>,
    camera: Query<&Projection, With<MainCamera>>,
    ring: Single<(&mut Transform, &mut Sprite, &mut Visibility), With<FinderRing>>,
) {
    let Some((at, facing)) = panda.iter().next() else { return };
    if resets.read().count() > 0 {
        finder.idle_shown = false;
        finder.start();
    }
    if facing.idle_secs < IDLE_SECS {
        finder.idle_shown = false;
    } else if !finder.idle_shown && *screen.get() == Screen::Playing {
        finder.idle_shown = true;
        finder.start();
    }
    finder.left_secs = (finder.left_secs - time.delta_secs()).max(0.0);
    let (mut transform, mut sprite, mut visibility) = ring.into_inner();
    if finder.left_secs <= 0.0 || *screen.get() != Screen::Playing {
        visibility.set_if_neq(Visibility::Hidden);
        return;
    }
    let scale = camera.iter().find_map(|p| if let Projection::Orthographic(o) = p { Some(o.scale) } else { None });
    let world_per_px = scale.unwrap_or(1.0);
    let shown = 1.0 - finder.left_secs / PULSE_SECS;
    let (radius_px, alpha) = if settings.reduced_motion {
        (RADIUS_PX.1 * 1.3, 0.85)
    } else {
        // Each closing runs from wide and faint to close and bright.
        let phase = (shown * CLOSINGS).fract();
        (RADIUS_PX.0 + (RADIUS_PX.1 - RADIUS_PX.0) * phase, 0.35 + 0.6 * phase)
    };
    // Fade out over the last fifth.
    let alpha = alpha * (finder.left_secs / (PULSE_SECS * 0.2)).min(1.0);
    sprite.color = Color::srgba(1.0, 0.78, 0.15, alpha);
    sprite.custom_size = Some(Vec2::splat(2.0 * radius_px * world_per_px));
    transform.translation = at.translation.truncate().extend(transform.translation.z);
    visibility.set_if_neq(Visibility::Inherited);
}
