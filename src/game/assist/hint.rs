//! Hints on the square board: the next [`HINT_STEPS`] tiles from a panda
//! towards the exit, as fading diamonds. With two players each asks for their
//! own (player 2's key, [`GameCommand::PartnerHint`]): from their own panda,
//! in their own tint, counted against their own run, and gone when that panda
//! steps. The setting "Hints and the way with two players" may turn them off.

use bevy::prelude::*;

use crate::game::board::grid::on_square_board;
use crate::game::board::items::ItemWalk;
use crate::game::command::{GameCommand, HintShown, MapScoped, Moved, Walker};
use crate::game::frame::AppSystems;
use crate::game::model::{CurrentMaze, GridPos, Players, TILE_SIZE, tile_center};
use crate::game::panda::Player;
use crate::game::panda::duo::PartnerWalk;
use crate::game::panda::partner_trail::PARTNER_PRINT_COLOUR;
use crate::game::settings::{Palette, Settings, help_allowed};
use crate::maze::items::Progress;
use crate::maze::solve::shortest_route;

/// Depth of hint markers.
const HINT_Z: f32 = 3.5;
/// Steps a hint shows.
pub const HINT_STEPS: usize = 6;

/// One step of a hint.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct HintMarker {
    /// Steps from the panda (1 = the next tile).
    pub step: usize,
    /// Whose hint it is: player 1 (0) or player 2 (1).
    pub player: usize,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            show_hint.run_if(on_square_board).in_set(AppSystems::ApplyCommands),
            clear_hint_on_move.in_set(AppSystems::React),
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
    mut commands: Commands,
    mut requests: MessageReader<GameCommand>,
    current: Res<CurrentMaze>,
    player: Single<&GridPos, With<Player>>,
    old: Query<(Entity, &HintMarker)>,
    mut shown: MessageWriter<HintShown>,
    (palette, item_walk, partner): (Res<Palette>, Res<ItemWalk>, Res<PartnerWalk>),
    (players, settings): (Res<Players>, Res<Settings>),
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
    for who in (0..2).filter(|&w| asked[w]) {
        for (entity, _) in old.iter().filter(|(_, m)| m.player == who) {
            commands.entity(entity).despawn();
        }
        // Player 2 carries their own things in Race, the pair's in Together.
        let (at, held) = match who {
            0 => (player.0, item_walk.now()),
            _ if *players == Players::Together => (partner.at(&current.maze).unwrap_or(player.0), item_walk.now()),
            _ => (partner.at(&current.maze).unwrap_or(player.0), partner.now()),
        };
        let maze = &current.maze;
        // With items, the hint follows the shortest full clear from what the panda holds now.
        let route = if current.items.is_empty() {
            shortest_route(maze, at, maze.exit)
        } else {
            crate::maze::items::solve(maze, &current.items, Progress { at, ..held }, true)
        };
        let Some(route) = route else { continue };
        shown.write(HintShown(who));
        let colour = if who == 0 { palette.route } else { PARTNER_PRINT_COLOUR };
        for (step, &p) in route.iter().enumerate().skip(1).take(HINT_STEPS) {
            let fade = 1.0 - (step - 1) as f32 / HINT_STEPS as f32 * 0.6;
            commands.spawn((
                Name::new(if who == 0 { "Hint" } else { "Hint 2" }),
                HintMarker { step, player: who },
                GridPos(p),
                Sprite::from_color(colour.with_alpha(fade), Vec2::splat(TILE_SIZE * 0.35)),
                Transform::from_translation(tile_center(maze, p).extend(HINT_Z + 0.01 * who as f32))
                    .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_4)),
            ));
        }
    }
}

/// A hint lasts until its panda moves on (or the map changes: hints are [`MapScoped`]).
fn clear_hint_on_move(mut commands: Commands, mut moves: MessageReader<Moved>, hints: Query<(Entity, &HintMarker)>) {
    let mut moved = [false; 2];
    for m in moves.read() {
        moved[usize::from(m.walker == Walker::Second)] = true;
    }
    for (entity, marker) in &hints {
        if moved[marker.player] {
            commands.entity(entity).despawn();
        }
    }
}
