//! For players who see the board poorly: a thick black-and-yellow frame
//! round the panda's cell (it moves with the panda) and round the exit,
//! while the "outline panda and exit" setting is on: a square a step
//! between cells wide, on every grid.

use bevy::prelude::*;

use crate::game::board::view::Boards;
use crate::game::frame::AppSystems;
use crate::game::model::TILE_SIZE;
use crate::game::panda::{PANDA_Z, Player};
use crate::game::settings::Settings;

/// The frame's outer (black) and inner (yellow) bar widths, as shares of a tile.
const BARS: [(f32, Color); 2] = [(0.24, Color::BLACK), (0.12, Color::srgb(1.0, 0.84, 0.0))];

/// A frame's root: what it frames.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outline {
    /// The panda's tile.
    Panda,
    /// The exit.
    Exit,
}

/// The frames' systems (the windowed game's; a test adds them to a headless one).
pub fn plugin(app: &mut App) {
    app.add_systems(Update, (show_or_hide, follow).chain().in_set(AppSystems::Visualize));
}

/// The four bars of a frame one tile wide, drawn from the outside in.
fn frame(commands: &mut Commands, what: Outline) {
    commands
        .spawn((Name::new("Outline"), what, Transform::from_xyz(0.0, 0.0, PANDA_Z - 0.5), Visibility::default()))
        .with_children(|parent| {
            for (k, (share, colour)) in BARS.into_iter().enumerate() {
                let (width, z) = (share * TILE_SIZE, k as f32 * 0.01);
                let half = (TILE_SIZE - width) / 2.0;
                for (offset, size) in [
                    (Vec2::new(0.0, half), Vec2::new(TILE_SIZE, width)),
                    (Vec2::new(0.0, -half), Vec2::new(TILE_SIZE, width)),
                    (Vec2::new(half, 0.0), Vec2::new(width, TILE_SIZE)),
                    (Vec2::new(-half, 0.0), Vec2::new(width, TILE_SIZE)),
                ] {
                    parent.spawn((Sprite::from_color(colour, size), Transform::from_translation(offset.extend(z))));
                }
            }
        });
}

fn show_or_hide(mut commands: Commands, settings: Res<Settings>, frames: Query<Entity, With<Outline>>) {
    if !settings.is_changed() {
        return;
    }
    let shown = !frames.is_empty();
    if settings.outline && !shown {
        frame(&mut commands, Outline::Panda);
        frame(&mut commands, Outline::Exit);
    } else if !settings.outline && shown {
        for entity in &frames {
            commands.entity(entity).despawn();
        }
    }
}

/// The panda's frame moves with its sprite; the exit's stands on the exit.
/// Both are a step between the board's cells wide (drawn a tile wide, scaled).
fn follow(
    boards: Boards,
    panda: Query<&Transform, (With<Player>, Without<Outline>)>,
    mut frames: Query<(&Outline, &mut Transform)>,
) {
    let view = boards.view();
    let scale = Vec3::splat(view.step_world() / TILE_SIZE);
    for (what, mut transform) in &mut frames {
        let at = match what {
            Outline::Panda => panda.single().map(|t| t.translation.truncate()).unwrap_or_default(),
            Outline::Exit => view.world_centre(view.exit()),
        };
        if transform.translation.truncate() != at {
            transform.translation = at.extend(transform.translation.z);
        }
        if transform.scale != scale {
            transform.scale = scale;
        }
    }
}
