//! Hints, on every grid: the next [`HINT_STEPS`] cells from a panda towards
//! the exit (with items, along the shortest full clear from what it holds).
//! With two players each asks for their own (player 2's key,
//! [`GameCommand::PartnerHint`]): from their own panda, counted against
//! their own run, and gone when that panda steps. The setting "Hints and
//! the way with two players" may turn them off.
//!
//! The cells are kept in [`Hints`]; [`super::way_mesh`] draws them on
//! every board as fading diamonds, player 2's in their tint.

use bevy::prelude::*;

use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, HintShown, MapReset, Moved, Walker};
use crate::game::frame::AppSystems;
use crate::game::model::Players;
use crate::game::panda::duo::PartnerWalk;
use crate::game::settings::{Settings, help_allowed};

/// Steps a hint shows.
pub const HINT_STEPS: usize = 6;

/// The cells each player's hint shows, nearest first (empty when none):
/// player 1's, then player 2's.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Hints(pub [Vec<u32>; 2]);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hints>()
        .add_systems(Update, (show_hint.in_set(AppSystems::ApplyCommands), clear_hints.in_set(AppSystems::React)));
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
