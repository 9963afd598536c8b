//! The panda: keys become [`MoveRequest`]s (repeating while held), requests
//! move the panda through open passages only (its walk,
//! [`FirstWalk`](crate::game::board::first_walk::FirstWalk), is where it
//! stands; its sprite glides after), and each step is announced as a [`Moved`]. Also the game's keyboard shortcuts.

mod bridges;
pub mod celebrate;
pub mod duo;
mod glide;
pub(crate) use glide::glide_panda;
pub mod partner_trail;
pub mod pick;
pub mod trail;
pub mod walk;

use bevy::prelude::*;

use crate::art::panda_frame_index;
use crate::game::assets::GameArt;
use crate::game::board::view::Boards;
use crate::game::command::{MapReset, Moved, Undid, Walker};
use crate::game::frame::AppSystems;
use crate::game::model::TILE_SIZE;
use crate::maze::Dir;

/// How quickly the sprite glides to its tile: the share of the gap closed per second is `1 - e^-rate`.
pub(crate) const GLIDE_RATE_PER_SEC: f32 = 28.0;
/// Depth of the panda, above everything on the board.
pub(crate) const PANDA_Z: f32 = 5.0;

/// The panda the player walks.
#[derive(Component, Debug, Clone, Copy)]
pub struct Player;

/// Which way the panda looks and which frame of its walk cycle shows
/// (0 standing, 1 and 2 a foot forward).
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Facing {
    /// The way of the last step.
    pub dir: Dir,
    /// Frame of the walk cycle.
    pub frame: usize,
    /// Seconds since the last step.
    pub idle_secs: f32,
}

impl Default for Facing {
    fn default() -> Self {
        Self { dir: Dir::Down, frame: 0, idle_secs: 0.0 }
    }
}

/// After this long without a step the panda stands still again, in seconds.
const STAND_AFTER_SECS: f32 = 0.25;

/// The first panda's steps of a frame: the second panda's come after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct FirstSteps;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((walk::plugin, trail::plugin, partner_trail::plugin, celebrate::plugin, duo::plugin))
        .add_systems(Startup, spawn_player)
        .add_systems(
            Update,
            (
                glide::glide_panda,
                (glide::glide_partner, glide::size_pandas, glide::dim_under_bridge, bridges::bridges_over_pandas),
                animate_panda,
            )
                .in_set(AppSystems::Visualize),
        );
}

fn panda(art: &GameArt, at: Vec2) -> impl Bundle {
    (
        Name::new("Panda"),
        Player,
        Facing::default(),
        panda_sprite(art, Color::WHITE),
        Transform::from_translation(at.extend(PANDA_Z)),
    )
}

/// A panda's sprite, standing and facing down, its fur tinted `tint` (white: as drawn).
pub fn panda_sprite(art: &GameArt, tint: Color) -> Sprite {
    Sprite {
        image: art.panda.clone(),
        color: tint,
        texture_atlas: Some(TextureAtlas {
            layout: art.panda_layout.clone(),
            index: panda_frame_index(Facing::default().dir, 0),
        }),
        custom_size: Some(Vec2::splat(TILE_SIZE * 0.95)),
        ..default()
    }
}

fn spawn_player(mut commands: Commands, art: Res<GameArt>, boards: Boards) {
    let view = boards.view();
    commands.spawn(panda(&art, view.world_centre(view.entrance())));
}

/// Turns the panda the way it walks and steps its legs, on any grid: each
/// step (or step back) faces the sprite nearest its way and shows the other
/// foot forward; a moment without steps and it stands.
fn animate_panda(
    time: Res<Time>,
    boards: Boards,
    (mut moves, mut undos): (MessageReader<Moved>, MessageReader<Undid>),
    mut resets: MessageReader<MapReset>,
    mut panda: Single<(&mut Facing, &mut Sprite), With<Player>>,
) {
    let (facing, sprite) = &mut *panda;
    let mut now = **facing;
    if resets.read().count() > 0 {
        now = Facing::default();
    }
    let mut stepped = false;
    let view = boards.view();
    let first = |walker: Walker| walker == Walker::First;
    let steps = moves.read().filter(|m| first(m.walker)).map(|m| (m.from, m.to));
    // A step back keeps the panda facing the way it came.
    let back = undos.read().filter(|u| first(u.walker)).map(|u| (u.to, u.from));
    for (from, to) in steps.chain(back).collect::<Vec<_>>() {
        now.dir = view.heading(from, to);
        now.frame = if now.frame == 1 { 2 } else { 1 };
        stepped = true;
    }
    if stepped {
        now.idle_secs = 0.0;
    } else {
        now.idle_secs += time.delta_secs();
        if now.idle_secs >= STAND_AFTER_SECS {
            now.frame = 0;
        }
    }
    if **facing != now {
        **facing = now;
    }
    if let Some(atlas) = &mut sprite.texture_atlas {
        let index = panda_frame_index(now.dir, now.frame);
        if atlas.index != index {
            atlas.index = index;
        }
    }
}
