//! Boards: a panda-shaped maze, its heat map, the heat map on a huge chunked
//! board with its minimap, and the maze editor with a hex maze made in it.

use super::{PAUSE_FRAMES, ScriptCtx, Step, shoot};
use crate::game::command::GameCommand;
use crate::game::edit::EditRequest;
use crate::game::model::Difficulty;
use crate::game::settings::GridKind;

/// Does the step the script is at, if it is one of these screens'; `false` otherwise.
pub(super) fn step(ctx: &mut ScriptCtx) -> bool {
    let ScriptCtx { commands, run, out, seen, .. } = ctx;
    match run.step {
        Step::ShapeMaze => {
            out.game.write(GameCommand::Load(seen.current().spec.with_shape(crate::maze::Shape::Panda)));
            run.step = Step::ShotShaped;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotShaped => {
            shoot(commands, seen, run, "shaped");
            run.step = Step::HeatOn;
        }
        Step::HeatOn => {
            out.game.write(GameCommand::ToggleHeat);
            run.step = Step::ShotHeat;
            run.wait = PAUSE_FRAMES;
        }
        // The wavefront takes 1.5 s at animation speed 1: shot once it has
        // spread, however quick or slow the frames.
        Step::ShotHeat if !seen.heat.complete() => run.wait = 1,
        Step::ShotHeat => {
            shoot(commands, seen, run, "heat");
            run.step = Step::HeatOff;
        }
        Step::HeatOff => {
            out.game.write(GameCommand::ToggleHeat);
            run.step = Step::HugeBoard;
            run.wait = PAUSE_FRAMES;
        }
        // The heat map on a chunked board (the chunks' texels) and its minimap.
        Step::HugeBoard => {
            out.game.write(GameCommand::Load(crate::maze::MazeSpec::new(301, 301, 7)));
            run.step = Step::HugeHeat;
            run.wait = PAUSE_FRAMES;
        }
        Step::HugeHeat => {
            out.game.write(GameCommand::ToggleHeat);
            run.step = Step::ShotHugeHeat;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotHugeHeat if !seen.heat.complete() => run.wait = 1,
        Step::ShotHugeHeat => {
            shoot(commands, seen, run, "heat-huge");
            run.step = Step::HugeHeatOff;
        }
        Step::HugeHeatOff => {
            out.game.write(GameCommand::ToggleHeat);
            run.step = Step::OpenEditor;
            run.wait = PAUSE_FRAMES;
        }
        // The maze editor on an Easy hex board, a maze generated in it.
        Step::OpenEditor => {
            out.game.write(GameCommand::OpenEditor);
            out.edit.write(EditRequest::NewBoard(GridKind::Hexagon, Difficulty::Easy));
            out.edit.write(EditRequest::Generate);
            run.step = Step::ShotEditor;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotEditor => {
            shoot(commands, seen, run, "editor");
            run.step = Step::LeaveEditor;
        }
        Step::LeaveEditor => {
            out.edit.write(EditRequest::Leave);
            run.step = Step::GridBoard(0);
            run.wait = PAUSE_FRAMES;
        }
        _ => return false,
    }
    true
}
