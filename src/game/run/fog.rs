//! Fog, on any grid: the panda sees the cells within [`FOG_RADIUS`] tiles of
//! its own (a tile: a square board's, or half a step between a grid's cell
//! centres); cells seen before stay dimly remembered, the rest is fog; a few
//! peeks per maze show everything for a moment. With two players what either
//! has seen is seen, and what either sees now is in sight.
//!
//! What is seen is kept here once for every board; [`super::fog_mesh`]
//! draws it as an overlay of the board's places, on every grid.

use std::time::Duration;

use bevy::prelude::*;

use crate::game::board::items::ItemVeil;

use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, MapReset, Moved, Undid};
use crate::game::frame::AppSystems;
use crate::game::panda::duo::{PartnerWalk, Players};
use crate::game::settings::{GameMode, Settings};

/// How far the panda sees in fog, in tiles.
pub const FOG_RADIUS: f32 = 3.5;
/// Peeks at the whole map per maze in fog.
pub const FOG_PEEKS: u8 = 3;
/// How long a peek lasts.
pub const PEEK_TIME: Duration = Duration::from_secs(2);
/// Brightness of remembered cells out of sight.
pub(super) const REMEMBERED: f32 = 0.4;
/// The colour of cells never seen.
pub(super) const FOG: Color = Color::srgb(0.05, 0.05, 0.07);

/// What the pandas have seen of the maze on the board, by cell, and the peeks.
#[derive(Resource, Debug, Default, Clone)]
pub struct FogView {
    /// Seen cells, by number (a square board's tiles by flat index).
    pub seen: Vec<bool>,
    /// The cells in sight now, in order.
    pub in_sight: Vec<u32>,
    /// Peeks left on this maze.
    pub peeks_left: u8,
    /// Time left of the peek under way.
    pub peeking: Option<Duration>,
    /// The board needs redrawing.
    pub(super) dirty: bool,
    /// A grid's cell centres, found once a maze (see [`crate::game::board::view::BoardView::cells_within`]).
    centres: Vec<Vec2>,
}

impl FogView {
    /// Whether cell `c` has been seen.
    pub fn has_seen(&self, c: u32) -> bool {
        self.seen.get(c as usize).copied().unwrap_or(false)
    }

    /// Whether cell `c` is in sight now.
    pub fn sees(&self, c: u32) -> bool {
        self.in_sight.binary_search(&c).is_ok()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FogView>().add_systems(
        Update,
        (peek.in_set(AppSystems::ApplyCommands), (follow_fog, veil_items).chain().in_set(AppSystems::React)),
    );
}

/// Starts the fog afresh on a new maze or a restart (with the maze's peeks
/// back), and clears it round the pandas after each step or undo.
fn follow_fog(
    boards: Boards,
    mut fog: ResMut<FogView>,
    mut resets: MessageReader<MapReset>,
    (mut moves, mut undos): (MessageReader<Moved>, MessageReader<Undid>),
    (partner, players): (Res<PartnerWalk>, Res<Players>),
) {
    let view = boards.view();
    let reset = resets.read().count() > 0;
    let cells = view.cell_count() as u32;
    let arrived: Vec<u32> =
        moves.read().map(|m| m.to).chain(undos.read().map(|u| u.to)).filter(|&c| c < cells).collect();
    let fog = &mut *fog;
    if reset || fog.seen.len() != view.cell_count() {
        *fog = FogView { seen: vec![false; view.cell_count()], peeks_left: FOG_PEEKS, ..default() };
    } else if arrived.is_empty() && !(partner.is_changed() && players.two()) {
        return;
    }
    // In sight now: round the first panda, and the second's when two play.
    let second = partner.cell().filter(|&c| players.two() && c < cells);
    // Each cell passed on the way is seen too (a walk may take several steps
    // in a frame); where the pandas stand is looked round from below.
    for at in arrived.into_iter().filter(|&at| at != view.panda() && Some(at) != second) {
        for c in view.cells_within(at, FOG_RADIUS, &mut fog.centres) {
            fog.seen[c as usize] = true;
        }
    }
    let mut in_sight = view.cells_within(view.panda(), FOG_RADIUS, &mut fog.centres);
    if let Some(second) = second {
        in_sight.extend(view.cells_within(second, FOG_RADIUS, &mut fog.centres));
        in_sight.sort_unstable();
        in_sight.dedup();
    }
    for &c in &in_sight {
        fog.seen[c as usize] = true;
    }
    fog.in_sight = in_sight;
    fog.dirty = true;
}

/// In fog, the items of cells not yet seen stay hidden on every grid (none while peeking).
fn veil_items(fog: Res<FogView>, settings: Res<Settings>, mut veil: ResMut<ItemVeil>) {
    if !fog.is_changed() && !settings.is_changed() {
        return;
    }
    let on = settings.mode == GameMode::Fog && fog.peeking.is_none();
    let wanted = ItemVeil(on.then(|| fog.seen.clone()));
    veil.set_if_neq(wanted);
}

/// A peek (M, or the panel's button) shows the whole maze for [`PEEK_TIME`], while peeks last.
fn peek(mut requests: MessageReader<GameCommand>, mut fog: ResMut<FogView>, settings: Res<Settings>, time: Res<Time>) {
    if settings.mode == GameMode::Fog
        && requests.read().any(|c| *c == GameCommand::Peek)
        && fog.peeks_left > 0
        && fog.peeking.is_none()
    {
        fog.peeks_left -= 1;
        fog.peeking = Some(PEEK_TIME);
        fog.dirty = true;
    }
    if let Some(left) = fog.peeking {
        let left = left.saturating_sub(time.delta());
        fog.peeking = (!left.is_zero()).then_some(left);
        if fog.peeking.is_none() {
            fog.dirty = true;
        }
    }
}
