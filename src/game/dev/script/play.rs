//! Playing: a burst of real key presses, the start of play, the pause screen, the route shown, the walk out and the victory.

use bevy::prelude::*;

use super::io::send_burst;
use super::{BURST_FRAMES, BURST_STEPS, PAUSE_FRAMES, STEPS_PER_FRAME, ScriptCtx, Step, shoot};
use crate::game::command::{GameCommand, MoveRequest};
use crate::game::frame::Screen;
use crate::maze::{Dir, Pos};

/// Does the step the script is at, if it is one of these screens'; `false` otherwise.
pub(super) fn step(ctx: &mut ScriptCtx) -> bool {
    let ScriptCtx { commands, run, out, seen, .. } = ctx;
    match run.step {
        Step::Burst => {
            send_burst(&seen.solution().0[..=BURST_STEPS.min(seen.solution().0.len() - 1)]);
            run.step = Step::AwaitBurst(run.frame);
        }
        Step::AwaitBurst(since) => {
            let keys = BURST_STEPS.min(seen.solution().0.len() - 1);
            let frames = run.frame - since;
            if run.walked.len() >= keys || frames >= BURST_FRAMES {
                let tiles = |ps: &[Pos]| ps.iter().map(|p| format!("{} {}", p.x, p.y)).collect::<Vec<_>>().join(" ");
                // A bump in the frame of the last step may have come after it (a
                // late key-up is a held key, rightly stepping again): only the
                // frames before it count.
                let bumps: u32 = run.bumps.iter().filter(|&&(walked, _)| walked < keys).map(|b| b.1).sum();
                let text = format!(
                    "walked {}\nroute {}\nbumps {bumps}\nkeys {keys}\nframes {frames}\n",
                    tiles(&run.walked),
                    tiles(&seen.solution().0[1..=keys]),
                );
                if let Err(e) = crate::user_file::write_output(&run.dir.join("burst.txt"), text.as_bytes()) {
                    error!("cannot write the burst's result: {e}");
                }
                out.game.write(GameCommand::Restart);
                run.step = Step::ShotStart;
                run.wait = PAUSE_FRAMES;
            }
        }
        Step::ShotStart => {
            shoot(commands, seen, run, "start");
            run.step = Step::Pause;
        }
        // The pause seen.screen, as when the window goes to the background.
        Step::Pause => {
            run.step = Step::ShotPause;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotPause => {
            shoot(commands, seen, run, "pause");
            run.step = Step::Unpause;
        }
        Step::Unpause => {
            out.pause.paused = false;
            run.step = Step::RevealPath;
            run.wait = PAUSE_FRAMES;
        }
        Step::RevealPath => {
            if !seen.view.shown {
                out.game.write(GameCommand::ShowRoute(true));
            } else if seen.view.fully_revealed(seen.solution().0.len()) {
                run.step = Step::ShotPath;
                run.wait = PAUSE_FRAMES;
            }
        }
        Step::ShotPath => {
            shoot(commands, seen, run, "path");
            run.step = Step::Walk(0);
        }
        Step::Walk(done) => {
            if *seen.screen.get() == Screen::Won {
                run.step = Step::ShotWon;
                run.wait = PAUSE_FRAMES;
                return true;
            }
            let route = &seen.solution().0;
            let upto = (done + STEPS_PER_FRAME).min(route.len() - 1);
            for pair in route[done..=upto].windows(2) {
                out.moves.write(MoveRequest(Dir::between(pair[0], pair[1]).expect("route steps are adjacent")));
            }
            run.step = Step::Walk(upto);
        }
        Step::ShotWon => {
            shoot(commands, seen, run, "won");
            run.step = Step::SpeakChinese;
        }
        _ => return false,
    }
    true
}
