//! The campaign: the level select, a level with keys, doors and bamboo walked past its first door and then out (its end card); then the window-size sweep and the end.

use bevy::prelude::*;

use super::{PAUSE_FRAMES, STEPS_PER_FRAME, ScriptCtx, Step, shoot};
use crate::game::campaign::CampaignCommand;
use crate::game::command::{GameCommand, MoveRequest};
use crate::game::frame::Screen;
use crate::levels::LevelId;
use crate::maze::Dir;

/// Does the step the script is at, if it is one of these screens'; `false` otherwise.
pub(super) fn step(ctx: &mut ScriptCtx) -> bool {
    let ScriptCtx { commands, run, out, seen, levels, sweep, .. } = ctx;
    match run.step {
        // The campaign, as a player who has played through two worlds and a half.
        Step::OpenLevels => {
            out.game.write(GameCommand::ClearSearch);
            let played = levels.campaign.clone();
            for (n, id) in played.ids().take_while(|id| id.world < 2 || id.level < 4).enumerate() {
                levels.progress.record(&played, id, [3, 3, 2, 3, 1, 3, 2][n % 7], 40);
            }
            out.campaign.write(CampaignCommand::OpenSelect);
            run.step = Step::ShotLevels;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotLevels => {
            shoot(commands, seen, run, "levels");
            run.step = Step::PlayTemple;
        }
        // Moonlit Temple's fifth level: two doors, their keys and two shoots.
        Step::PlayTemple => {
            let temple = levels.campaign.worlds.iter().position(|w| w.id == "moonlit-temple").unwrap_or(0);
            out.campaign.write(CampaignCommand::Play(LevelId { world: temple, level: 4 }));
            run.step = Step::ShotLevelTitle;
            run.wait = PAUSE_FRAMES;
        }
        // Before the first move: the level's title card.
        Step::ShotLevelTitle => {
            shoot(commands, seen, run, "level-title");
            run.step = Step::WalkTemple(0);
        }
        // Along the full clear until the first key is held and its door passed.
        Step::WalkTemple(done) => {
            let route = &seen.solution().0;
            let stop = temple_stop(seen);
            if done >= stop {
                run.step = Step::ShotItems;
                run.wait = PAUSE_FRAMES;
                return true;
            }
            let upto = (done + STEPS_PER_FRAME).min(stop);
            for pair in route[done..=upto].windows(2) {
                out.moves.write(MoveRequest(Dir::between(pair[0], pair[1]).expect("route steps are adjacent")));
            }
            run.step = Step::WalkTemple(upto);
        }
        Step::ShotItems => {
            shoot(commands, seen, run, "items");
            run.step = Step::WalkTempleOut(temple_stop(seen));
        }
        // On to the exit: the level's end card.
        Step::WalkTempleOut(done) => {
            let route = &seen.solution().0;
            if *seen.screen.get() == Screen::Won || done + 1 >= route.len() {
                run.step = Step::ShotLevelComplete;
                run.wait = PAUSE_FRAMES;
                return true;
            }
            let upto = (done + STEPS_PER_FRAME).min(route.len() - 1);
            for pair in route[done..=upto].windows(2) {
                out.moves.write(MoveRequest(Dir::between(pair[0], pair[1]).expect("route steps are adjacent")));
            }
            run.step = Step::WalkTempleOut(upto);
        }
        Step::ShotLevelComplete => {
            shoot(commands, seen, run, "level-complete");
            run.step = Step::LeaveWon;
        }
        // The sweep shows the board being played: a new maze of the player's own.
        Step::LeaveWon => {
            out.campaign.write(CampaignCommand::Leave);
            out.game.write(GameCommand::NewMap);
            run.step = Step::Sweep;
            run.wait = PAUSE_FRAMES;
        }
        Step::Sweep => {
            sweep.started = true;
            run.step = Step::Quit;
        }
        Step::Quit => {
            if sweep.done {
                out.exit.write(AppExit::Success);
            }
        }
        _ => return false,
    }
    true
}

/// Where the walk through the temple stops for its shot: two steps past the first door.
fn temple_stop(seen: &super::ScriptView) -> usize {
    let route = &seen.solution().0;
    let past_door = seen.current().items.doors.first().and_then(|d| route.iter().position(|p| p == d));
    past_door.map_or(route.len() / 2, |i| i + 2).min(route.len() - 1)
}
