//! A weave board (`weave.png`, with `weave.txt` beside it): a square weave
//! with the way shown and the panda walked under a bridge, so the shot has
//! the panda dimmed beneath its bridge, and other bridges with their walls
//! straight over their under passages. The text gives the window pixels of
//! the panda, and of another crossing: its centre (the bridge's deck, open
//! floor), the middle of each of its bridge's walls and of each under stub
//! (between the bridge's walls and the cell's side), and the cell's size.

use std::fmt::Write as _;

use bevy::prelude::*;

use super::{PAUSE_FRAMES, ScriptCtx, Step, capture};
use crate::game::board::weave::Level;
use crate::game::command::GameCommand;
use crate::maze::grid::Grid;
use crate::maze::weave::{WeaveGrid, WeaveSpec, WeaveView};

/// The weave shot: square cells, every step that may tunnel does.
fn spec() -> WeaveSpec {
    WeaveSpec::new(WeaveGrid::Square { cols: 14, rows: 10 }, 100, 12)
}

/// Does the step the script is at, if it is one of these; `false` otherwise.
pub(super) fn step(ctx: &mut ScriptCtx) -> bool {
    let ScriptCtx { commands, run, out, seen, .. } = ctx;
    match run.step {
        Step::WeaveBoard => {
            out.game.write(GameCommand::LoadWeave(spec()));
            run.step = Step::WeaveUnder;
            run.wait = PAUSE_FRAMES;
        }
        Step::WeaveUnder => {
            let game = seen.grid();
            let under = game.and_then(|g| g.route.iter().copied().find(|&v| g.level(v) == Level::UnderBridge));
            match under {
                Some(v) => {
                    out.game.write(GameCommand::WalkTo(v));
                    out.game.write(GameCommand::ShowRoute(true));
                }
                None => error!("the weave's way goes under no bridge"),
            }
            run.step = Step::ShotWeave;
            run.wait = PAUSE_FRAMES + 200;
        }
        Step::ShotWeave => {
            let (cam, at) = *seen.camera;
            let to_screen = |w: Vec2| cam.world_to_viewport(at, w.extend(0.0)).ok();
            let panda = seen.walk.now().map(|p| p.at);
            let Some((game, woven)) = seen.grid().and_then(|g| Some((g, g.weave.as_ref()?))) else {
                error!("the weave board did not load");
                run.step = Step::DuoBoard;
                return true;
            };
            let mut text = String::new();
            let mut put = |what: &str, w: Vec2| {
                if let Some(p) = to_screen(w) {
                    let _ = writeln!(text, "{what} {:.1} {:.1}", p.x, p.y);
                }
            };
            let cell_px =
                to_screen(Vec2::ZERO).zip(to_screen(Vec2::X * game.scale())).map_or(0.0, |(a, b)| (b.x - a.x).abs());
            if let Some(p) = panda {
                put("panda", game.centre(p));
            }
            // Another crossing, off the way and away from the panda.
            let near = |c: u32| game.route.iter().any(|&v| game.ground_cell(v) == c || game.links(v).contains(&c));
            let view = WeaveView::new(&*woven.maze);
            let other = woven
                .maze
                .crossings()
                .iter()
                .find(|x| !near(x.cell) && panda.is_none_or(|p| game.ground_cell(p) != x.cell));
            if let Some(x) = other {
                put("deck", game.centre(x.cell));
                let [a, b, c, d] = view.bridge(x.cell).expect("a crossing has a bridge").map(|p| game.to_world(p));
                put("flank0", (b + c) / 2.0);
                put("flank1", (d + a) / 2.0);
                let nb = woven.maze.flat.grid.neighbours(x.cell);
                for (k, s) in x.under.iter().enumerate() {
                    // Halfway from the bridge's wall to the side: in the under passage, open floor.
                    let (o, end) = (game.centre(x.cell), game.centre(nb[*s as usize]));
                    put(&format!("stub{k}"), o + (end - o) * 0.4);
                }
            }
            capture(commands, run, "weave", format!("cell_px {cell_px:.2}\n{text}"));
            run.step = Step::DuoBoard;
        }
        _ => return false,
    }
    true
}
