//! A run for two ([`Players::Together`], [`Players::Race`]): noticing who
//! reached the exit when ([`DuoFinish`]), the win (Together: when both are
//! out; Race: the first one out), and the race's two columns for the card
//! ([`race_rows`]). The second panda's moves start the clock as the first's do.

use std::time::Duration;

use bevy::prelude::*;

use super::victory::{RunStats, VictoryReport, count_and_detect_victory, efficiency};
use crate::game::board::view::Boards;
use crate::game::command::{Moved, Walker};
use crate::game::frame::{AppSystems, Screen};
use crate::game::panda::duo::{DuoFinish, PartnerWalk, Players};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, detect_duo_finish.after(count_and_detect_victory).in_set(AppSystems::React));
}

/// One player's column of the race card.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RaceRow {
    /// From the start to the exit; `None`: did not finish (yet).
    pub time: Option<Duration>,
    /// Moves made.
    pub moves: u32,
    /// Optimal moves ÷ moves.
    pub efficiency: f32,
    /// Whether this player reached the exit first.
    pub won: bool,
}

/// Both players' columns, player 1 first.
pub fn race_rows(finish: &DuoFinish, stats: &RunStats, partner: &PartnerWalk, optimal: u32) -> [RaceRow; 2] {
    let start = stats.started.unwrap_or_default();
    let moves = [stats.moves, partner.moves];
    std::array::from_fn(|who| RaceRow {
        time: finish.arrived[who].map(|t| t.saturating_sub(start)),
        moves: moves[who],
        efficiency: efficiency(optimal, moves[who]),
        won: finish.winner == Some(who),
    })
}

/// Notes each panda's arrival at the (open) exit; Together is won when both
/// stand there, Race when the first does (the other may still arrive).
fn detect_duo_finish(
    mut commands: Commands,
    players: Res<Players>,
    mut moves: MessageReader<Moved>,
    (time, boards, partner): (Res<Time>, Boards, Res<PartnerWalk>),
    mut finish: ResMut<DuoFinish>,
    mut stats: ResMut<RunStats>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let partner_stepped = moves.read().filter(|m| m.walker == Walker::Second).count() > 0;
    if !players.two() {
        return;
    }
    let now = time.elapsed();
    if partner_stepped {
        stats.started.get_or_insert(now);
    }
    let view = boards.view();
    let first = view.paws();
    // Together shares the pair's shoots in the first panda's walk; in Race each counts their own.
    let eaten = [first.eaten, if *players == Players::Together { first.eaten } else { partner.now().eaten }];
    let at = [Some(first.at), partner.cell()];
    let out: [bool; 2] = [0, 1].map(|who| at[who] == Some(view.exit()) && view.exit_open(eaten[who]));
    for (who, &out) in out.iter().enumerate() {
        match (out, finish.arrived[who]) {
            (true, None) => finish.arrived[who] = Some(now),
            // Together: a panda that undid its way off the exit is not out.
            (false, Some(_)) if finish.winner.is_none() && *players == Players::Together => {
                finish.arrived[who] = None;
            }
            _ => {}
        }
    }
    let optimal = view.optimal_moves() as u32;
    match *players {
        Players::Together if finish.arrived.iter().all(Option::is_some) && finish.winner.is_none() => {
            finish.winner = Some(0);
            let mut report = stats.finish(now, optimal * 2);
            report.moves += partner.moves;
            report.undos += partner.undos;
            report.hints += partner.hints;
            report.efficiency = efficiency(report.optimal, report.moves);
            commands.insert_resource(report);
            screen.set(Screen::Won);
        }
        Players::Race if finish.winner.is_none() => {
            let Some(who) = (0..2).find(|&w| finish.arrived[w].is_some()) else { return };
            finish.winner = Some(who);
            let report = if who == 0 {
                stats.finish(now, optimal)
            } else {
                let row = race_rows(&finish, &stats, &partner, optimal)[1];
                VictoryReport {
                    time: row.time.unwrap_or_default(),
                    moves: row.moves,
                    optimal,
                    efficiency: row.efficiency,
                    undos: partner.undos,
                    hints: partner.hints,
                    assisted: stats.assisted,
                }
            };
            commands.insert_resource(report);
            screen.set(Screen::Won);
        }
        Players::Race if finish.arrived[0].is_some() && stats.finished.is_none() => {
            // Player 1 came second: their clock stops.
            stats.finished = finish.arrived[0];
        }
        _ => {}
    }
}
