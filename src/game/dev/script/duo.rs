//! Two players: both pandas on one board in Together (`together.png`), a race
//! under way (`two-race.png`), the same race up close on a split screen
//! (`two-race-split.png`) and its end card with two columns (`two-race-card.png`).

use super::{PAUSE_FRAMES, ScriptCtx, Step, shoot};
use crate::game::command::{GameCommand, MoveRequest, PartnerMoveRequest};
use crate::game::model::Players;
use crate::maze::{Dir, MazeSpec};

/// Steps of the route the first panda walks before the Together shot (the second walks half as far).
const TOGETHER_STEPS: usize = 14;

/// Does the step the script is at, if it is one of these screens'; `false` otherwise.
pub(super) fn step(ctx: &mut ScriptCtx) -> bool {
    let ScriptCtx { commands, run, out, seen, .. } = ctx;
    // The route of the square map these screens play (none while the grids' screens are shot).
    let route: &[crate::maze::Pos] = seen.played.square_route().map_or(&[], |r| &r.0);
    let steps = |upto: usize| {
        route[..=upto.min(route.len() - 1)]
            .windows(2)
            .map(|w| Dir::between(w[0], w[1]).expect("adjacent"))
            .collect::<Vec<_>>()
    };
    match run.step {
        Step::DuoBoard => {
            out.game.write(GameCommand::Load(MazeSpec::new(21, 21, 2024)));
            out.game.write(GameCommand::SetPlayers(Players::Together));
            run.step = Step::DuoTogether;
            run.wait = PAUSE_FRAMES;
        }
        // Player 1 walks `first` steps of the route, player 2 `second`.
        Step::DuoTogether | Step::DuoRace => {
            let (first, second, next) = match run.step {
                Step::DuoTogether => (TOGETHER_STEPS, TOGETHER_STEPS / 2, Step::ShotTogether),
                _ => (route.len() / 3, route.len() / 2, Step::ShotRaceTwo),
            };
            out.moves.write_batch(steps(first).into_iter().map(MoveRequest));
            out.partner.write_batch(steps(second).into_iter().map(PartnerMoveRequest));
            run.step = next;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotTogether => {
            shoot(commands, seen, run, "together");
            run.step = Step::DuoRaceSet;
        }
        // Not in the shot's own frame: its reset would be in the picture.
        Step::DuoRaceSet => {
            out.game.write(GameCommand::SetPlayers(Players::Race));
            run.step = Step::DuoRace;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotRaceTwo => {
            shoot(commands, seen, run, "two-race");
            run.step = Step::DuoRaceSplit;
        }
        // Up close (Z) the race splits the screen: a camera for each panda.
        Step::DuoRaceSplit => {
            out.game.write(GameCommand::ToggleCloseUp);
            run.step = Step::ShotRaceSplit;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotRaceSplit => {
            shoot(commands, seen, run, "two-race-split");
            run.step = Step::DuoRaceJoin;
        }
        Step::DuoRaceJoin => {
            out.game.write(GameCommand::ToggleCloseUp);
            run.step = Step::DuoRaceWin;
            run.wait = PAUSE_FRAMES;
        }
        Step::DuoRaceWin => {
            for dir in steps(route.len()).into_iter().skip(route.len() / 2) {
                out.partner.write(PartnerMoveRequest(dir));
            }
            run.step = Step::ShotRaceCard;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotRaceCard => {
            shoot(commands, seen, run, "two-race-card");
            run.step = Step::DuoEnd;
        }
        Step::DuoEnd => {
            out.game.write(GameCommand::SetPlayers(Players::One));
            run.step = Step::OpenLevels;
            run.wait = PAUSE_FRAMES;
        }
        _ => return false,
    }
    true
}
