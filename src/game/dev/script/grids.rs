//! Grid boards: a Medium round, hexagon and triangle maze with the way out
//! shown, each shot as `grid-KIND.png` with `grid-KIND.txt` beside it: the
//! window pixels of the panda's cell, the exit's, a cell halfway along the
//! way, a cell off it, and the middles of walls (between neighbours with no
//! passage), and the size of a cell on screen. Then the last up close, with
//! the minimap showing the whole board (`grid-minimap.png`). Then a hex board
//! with shoots, a key and its door (`grid-items.png`, where each lies beside it).

use std::fmt::Write as _;

use bevy::prelude::*;

use super::{PAUSE_FRAMES, ScriptCtx, ScriptRun, Step, capture, shoot};
use crate::game::board::grid::GridGame;
use crate::game::command::GameCommand;
use crate::game::model::Difficulty;
use crate::game::settings::GridKind;
use crate::maze::generate::GridSpec;

/// The grids shot, in order.
const SHOT_GRIDS: [GridKind; 3] = [GridKind::Round, GridKind::Hexagon, GridKind::Triangle];
/// The seed of the shot mazes.
const SEED: u64 = 30;

/// Does the step the script is at, if it is one of these; `false` otherwise.
pub(super) fn step(ctx: &mut ScriptCtx) -> bool {
    let ScriptCtx { commands, run, out, seen, .. } = ctx;
    match run.step {
        Step::GridBoard(i) => {
            let spec = SHOT_GRIDS[i].spec(Difficulty::Medium, SEED).expect("every shot grid has a Medium size");
            out.game.write(GameCommand::LoadGrid(spec));
            run.step = Step::GridRoute(i);
            run.wait = PAUSE_FRAMES;
        }
        Step::GridRoute(i) => {
            out.game.write(GameCommand::ShowRoute(true));
            run.step = Step::ShotGrid(i);
            run.wait = PAUSE_FRAMES + 30;
        }
        Step::ShotGrid(i) => {
            let (cam, at) = *seen.camera;
            let to_screen = |w: Vec2| cam.world_to_viewport(at, w.extend(0.0)).ok();
            match seen.grid() {
                Some(game) => {
                    let name = format!("grid-{}", SHOT_GRIDS[i].name());
                    let panda = seen.walk.now().map_or(game.entrance(), |p| p.at);
                    shoot_grid(commands, run, &name, (game, panda), to_screen);
                }
                None => error!("the {} board did not load", SHOT_GRIDS[i].name()),
            }
            run.step = if i + 1 < SHOT_GRIDS.len() { Step::GridBoard(i + 1) } else { Step::GridCloseUp };
        }
        // The last grid up close: the minimap shows the whole board in the corner.
        Step::GridCloseUp => {
            out.game.write(GameCommand::ToggleCloseUp);
            run.step = Step::ShotGridMinimap;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotGridMinimap => {
            shoot(commands, seen, run, "grid-minimap");
            run.step = Step::GridWhole;
        }
        Step::GridWhole => {
            out.game.write(GameCommand::ToggleCloseUp);
            run.step = Step::GridItems;
            run.wait = PAUSE_FRAMES;
        }
        // A hex level of the Round Pavilion: shoots, a key and its door in their cells.
        Step::GridItems => {
            let spec = GridSpec::from_code(ITEMS_CODE).expect("the items level's code reads");
            out.game.write(GameCommand::LoadGrid(spec));
            run.step = Step::ShotGridItems;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotGridItems => {
            let (cam, at) = *seen.camera;
            let to_screen = |w: Vec2| cam.world_to_viewport(at, w.extend(0.0)).ok();
            match seen.grid() {
                Some(game) => shoot_items(commands, run, game, to_screen),
                None => error!("the items board did not load"),
            }
            run.step = Step::WeaveBoard;
        }
        _ => return false,
    }
    true
}

/// The code of the hex board with items that is shot.
const ITEMS_CODE: &str = "hunt-and-kill-hex14x14.s3-k1-21br.k";

/// Takes the shot `grid-items.png` and writes where its key, door and shoots are.
fn shoot_items(
    commands: &mut Commands,
    run: &mut ScriptRun,
    game: &GridGame,
    to_screen: impl Fn(Vec2) -> Option<Vec2>,
) {
    let mut text = String::new();
    let cells = [("key", &game.items.keys), ("door", &game.items.doors), ("bamboo", &game.items.bamboo)];
    for (what, at) in cells {
        for (k, &c) in at.iter().enumerate() {
            if let Some(p) = to_screen(game.centre(c)) {
                let _ = writeln!(text, "{what}{k} {:.1} {:.1}", p.x, p.y);
            }
        }
    }
    let cell_px = match (to_screen(Vec2::ZERO), to_screen(Vec2::X * game.scale())) {
        (Some(a), Some(b)) => (b.x - a.x).abs(),
        _ => 0.0,
    };
    capture(commands, run, "grid-items", format!("cell_px {cell_px:.2}\n{text}"));
}

/// Takes the shot `NAME.png` and writes `NAME.txt` (see the module's doc).
fn shoot_grid(
    commands: &mut Commands,
    run: &mut ScriptRun,
    name: &str,
    (game, panda): (&GridGame, u32),
    to_screen: impl Fn(Vec2) -> Option<Vec2>,
) {
    let mut text = String::new();
    let mut put = |what: &str, w: Vec2| {
        if let Some(p) = to_screen(w) {
            let _ = writeln!(text, "{what} {:.1} {:.1}", p.x, p.y);
        }
    };
    let cell_px = match (to_screen(Vec2::ZERO), to_screen(Vec2::X * game.scale())) {
        (Some(a), Some(b)) => (b.x - a.x).abs(),
        _ => 0.0,
    };
    put("panda", game.centre(panda));
    put("exit", game.centre(game.exit()));
    put("route", game.centre(game.route[game.route.len() / 2]));
    // A cell off the way, and not beside it.
    let near_way = |c: u32| game.route.contains(&c) || game.neighbours(c).iter().any(|(n, _)| game.route.contains(n));
    if let Some(off) = (0..game.cell_count() as u32).find(|&c| !near_way(c)) {
        put("floor", game.centre(off));
    }
    let walls = (0..game.cell_count() as u32)
        .flat_map(|c| game.neighbours(c).into_iter().map(move |(n, open)| (c, n, open)))
        .filter(|&(c, n, open)| !open && c < n && !near_way(c) && !near_way(n))
        .step_by(7)
        .take(12);
    for (k, (c, n, _)) in walls.enumerate() {
        put(&format!("wall{k}"), (game.centre(c) + game.centre(n)) / 2.0);
    }
    capture(commands, run, name, format!("cell_px {cell_px:.2}\n{text}"));
}
