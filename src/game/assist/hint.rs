//! Hints, on every grid: the next [`HINT_STEPS`] cells from a panda towards
//! the exit (with items, along the shortest full clear from what it holds).
//! With two players each asks for their own (player 2's key,
//! [`GameCommand::PartnerHint`]): from their own panda, counted against
//! their own run, and gone when that panda steps. The setting "Hints and
//! the way with two players" may turn them off.
//!
//! The cells are kept in [`Hints`]; a square tile board draws them as
//! fading diamonds ([`HintMarker`], player 2's in their tint), and a round,
//! hex or triangle board as dots with its way ([`super::way_mesh`]).

use bevy::prelude::*;

use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, HintShown, MapReset, MapScoped, Moved, Walker};
use crate::game::frame::AppSystems;
use crate::game::model::{GridPos, Players, TILE_SIZE, tile_center};
use crate::game::panda::duo::PartnerWalk;
use crate::game::panda::partner_trail::PARTNER_PRINT_COLOUR;
use crate::game::settings::{Palette, Settings, help_allowed};

/// Depth of hint markers.
const HINT_Z: f32 = 3.5;
/// Steps a hint shows.
pub const HINT_STEPS: usize = 6;

/// The cells each player's hint shows, nearest first (empty when none):
/// player 1's, then player 2's.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Hints(pub [Vec<u32>; 2]);

/// One step of a hint on a square tile board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct HintMarker {
    /// Steps from the panda (1 = the next tile).
    pub step: usize,
    /// Whose hint it is: player 1 (0) or player 2 (1).
    pub player: usize,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hints>().add_systems(
        Update,
        (
            show_hint.in_set(AppSystems::ApplyCommands),
            clear_hints.in_set(AppSystems::React),
            draw_hint_tiles.in_set(AppSystems::Visualize),
        ),
    );
}

/// Who a hint request is for: player 2's key asks for the second panda's
/// while two play; alone, either key asks for the one panda's.
pub fn hint_asker(command: GameCommand, players: Players) -> Option<usize> {
    match command {
        GameCommand::Hint => Some(0),
        GameCommand::PartnerHint => Some(usize::from(players.two())),
        _ => None,
    }
}

/// Shows the next [`HINT_STEPS`] steps from the asking player's panda towards
/// the exit, and says so (their run counts it). A player's new hint replaces their old one.
fn show_hint(
    mut requests: MessageReader<GameCommand>,
    boards: Boards,
    (mut hints, mut shown): (ResMut<Hints>, MessageWriter<HintShown>),
    (players, settings, partner): (Res<Players>, Res<Settings>, Res<PartnerWalk>),
) {
    let mut asked = [false; 2];
    for &request in requests.read() {
        if let Some(who) = hint_asker(request, *players) {
            asked[who] = true;
        }
    }
    if !help_allowed(*players, &settings) {
        return;
    }
    let board = boards.view();
    for who in (0..2).filter(|&w| asked[w]) {
        // Player 2 carries their own things in Race, the pair's in Together.
        let mine = board.paws();
        let from = match who {
            0 => mine,
            _ if *players == Players::Together => mine.map(|at| partner.cell().unwrap_or(at)),
            _ => partner.now(),
        };
        let way = board.way_from(from);
        hints.0[who] = way.iter().flatten().copied().skip(1).take(HINT_STEPS).collect();
        if way.is_some() {
            shown.write(HintShown(who));
        }
    }
}

/// A hint lasts until its panda moves on, or the map changes.
fn clear_hints(mut moves: MessageReader<Moved>, mut resets: MessageReader<MapReset>, mut hints: ResMut<Hints>) {
    if resets.read().count() > 0 {
        hints.set_if_neq(Hints::default());
    }
    for m in moves.read() {
        let who = usize::from(m.walker == Walker::Second);
        if !hints.0[who].is_empty() {
            hints.0[who].clear();
        }
    }
}

/// Draws the hints on a square tile board as fading diamonds, when they change.
fn draw_hint_tiles(
    mut commands: Commands,
    (hints, boards, palette): (Res<Hints>, Boards, Res<Palette>),
    old: Query<Entity, With<HintMarker>>,
) {
    if !hints.is_changed() {
        return;
    }
    // A new map has taken them already (they are map-scoped): try, then.
    old.iter().for_each(|entity| commands.entity(entity).try_despawn());
    let board = boards.view();
    let Some(maze) = board.tile_maze() else { return };
    for (who, hint) in hints.0.iter().enumerate() {
        let colour = if who == 0 { palette.route } else { PARTNER_PRINT_COLOUR };
        for (k, p) in hint.iter().map(|&c| maze.pos_of(c as usize)).enumerate() {
            let fade = 1.0 - k as f32 / HINT_STEPS as f32 * 0.6;
            commands.spawn((
                Name::new(if who == 0 { "Hint" } else { "Hint 2" }),
                HintMarker { step: k + 1, player: who },
                GridPos(p),
                Sprite::from_color(colour.with_alpha(fade), Vec2::splat(TILE_SIZE * 0.35)),
                Transform::from_translation(tile_center(maze, p).extend(HINT_Z + 0.01 * who as f32))
                    .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_4)),
            ));
        }
    }
}
