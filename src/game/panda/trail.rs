//! Footprints, on every grid: each cell the panda walks off gets a paw print
//! turned toward the cell it went to. A cell walked off again keeps one
//! print, turned the latest way; an undone step takes back its print, or
//! turns it back the way the panda left that cell before.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use crate::game::assets::GameArt;
use crate::game::board::view::{BoardView, Boards};
use crate::game::command::{MapReset, MapScoped, Moved, Undid, Walker};
use crate::game::frame::AppSystems;
use crate::game::settings::Palette;

/// Depth of footprints: above the board, below the route and the panda.
const FOOTPRINT_Z: f32 = 2.0;

/// A footprint left on a cell (a square board's tile, by its flat index):
/// the paw print, tinted with the palette's footprint colour.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct Footprint {
    /// The cell it lies on.
    pub cell: u32,
    /// The cell the panda went to from there.
    pub toward: u32,
}

/// The footprint on each cell that has one.
#[derive(Resource, Debug, Default)]
pub struct Trail(HashMap<u32, Entity>);

impl Trail {
    /// Number of cells with a footprint.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no footprint has been left.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether cell `c` has a footprint.
    pub fn contains(&self, c: u32) -> bool {
        self.0.contains_key(&c)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Trail>()
        .add_systems(Update, (clear_trail, leave_footprints, take_back_footprints).chain().in_set(AppSystems::React))
        .add_systems(Update, recolour_trail.in_set(AppSystems::Visualize));
}

/// Where a print on `cell` pointing at `toward` goes: its place and its turn
/// (the paw picture points up).
fn placed(board: &BoardView, cell: u32, toward: u32) -> Transform {
    let (at, to) = (board.world_centre(cell), board.world_centre(toward));
    let d = to - at;
    let turn = d.y.atan2(d.x) - std::f32::consts::FRAC_PI_2;
    Transform::from_translation(at.extend(FOOTPRINT_Z)).with_rotation(Quat::from_rotation_z(turn))
}

fn leave_footprints(
    mut commands: Commands,
    mut moves: MessageReader<Moved>,
    mut trail: ResMut<Trail>,
    boards: Boards,
    art: Res<GameArt>,
    palette: Res<Palette>,
) {
    let board = boards.view();
    for &Moved { from, to, .. } in moves.read().filter(|m| m.walker == Walker::First) {
        let print = (Footprint { cell: from, toward: to }, placed(&board, from, to));
        if let Some(&entity) = trail.0.get(&from) {
            commands.entity(entity).insert(print);
            continue;
        }
        // Left and right feet by turns: every other print is mirrored.
        let sprite = Sprite {
            image: art.paw.clone(),
            color: palette.footprint,
            custom_size: Some(Vec2::splat(board.footprint_size())),
            flip_x: trail.len() % 2 == 1,
            ..default()
        };
        let entity = commands.spawn((Name::new("Footprint"), sprite, print)).id();
        trail.0.insert(from, entity);
    }
}

/// The cell the walk `walked` (cells in order, ending where the panda stands
/// now) went to after an earlier visit to `c`, if it left `c` before.
pub fn earlier_toward(walked: &[u32], c: u32) -> Option<u32> {
    let last = walked.len().checked_sub(1)?;
    walked[..last].iter().rposition(|&w| w == c).map(|i| walked[i + 1])
}

/// An undone step takes back the print on the cell stood on again, unless the
/// panda walked off it earlier too (then the print turns the earlier way).
fn take_back_footprints(
    mut commands: Commands,
    mut undid: MessageReader<Undid>,
    mut trail: ResMut<Trail>,
    boards: Boards,
) {
    let board = boards.view();
    let back_on: Vec<u32> = undid.read().filter(|u| u.walker == Walker::First).map(|u| u.to).collect();
    if back_on.is_empty() {
        return;
    }
    let walked = board.walked();
    for to in back_on {
        let Some(&entity) = trail.0.get(&to) else { continue };
        match earlier_toward(&walked, to) {
            Some(toward) => {
                commands.entity(entity).insert((Footprint { cell: to, toward }, placed(&board, to, toward)));
            }
            None => {
                commands.entity(entity).despawn();
                trail.0.remove(&to);
            }
        }
    }
}

/// Recolours the footprints when the theme changes.
fn recolour_trail(palette: Res<Palette>, mut prints: Query<&mut Sprite, With<Footprint>>) {
    if palette.is_changed() && !palette.is_added() {
        for mut sprite in &mut prints {
            sprite.color = palette.footprint;
        }
    }
}

/// A new map (or a restart) forgets the footprints (their entities are [`MapScoped`]).
fn clear_trail(mut resets: MessageReader<MapReset>, mut trail: ResMut<Trail>) {
    if resets.read().count() > 0 {
        trail.0.clear();
    }
}
