//! The Lab: a solver race, and the algorithm view of the backtracker, of A* with the pointer over its next tile, and of Kruskal's tinted sets.

use bevy::prelude::*;

use super::io::point_at;
use super::{PAUSE_FRAMES, ScriptCtx, Step, shoot};
use crate::game::classroom::{building_lesson, next_for_astar, searching_lesson};
use crate::game::command::GameCommand;
use crate::game::model::tile_center;
use crate::game::settings::{Face, Theme};
use crate::maze::solve::Solver;

/// Does the step the script is at, if it is one of these screens'; `false` otherwise.
pub(super) fn step(ctx: &mut ScriptCtx) -> bool {
    let ScriptCtx { commands, run, out, seen, settings, lesson, .. } = ctx;
    let (cam, cam_transform) = *seen.camera;
    match run.step {
        Step::StartRace => {
            settings.set_theme(Theme::Bamboo);
            // The solvers are the Lab's.
            settings.face = Face::Lab;
            out.game.write(GameCommand::ShowRoute(false));
            out.game.write(GameCommand::Race(Solver::Backtracking, Solver::AStar));
            out.game.write(GameCommand::FinishSearch);
            run.step = Step::ShotRace;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotRace => {
            shoot(commands, seen, run, "race");
            run.step = Step::StartLesson;
        }
        // The algorithm view two fifths into the backtracker's build: rock
        // where it has not carved yet, its stack marked, a line lit.
        Step::StartLesson => {
            out.game.write(GameCommand::ClearSearch);
            if let Ok(built) = building_lesson(seen.current()) {
                let steps = built.events.len() * 2 / 5;
                lesson.open(built);
                (0..steps).for_each(|_| lesson.step_forward());
            }
            run.step = Step::ShotLesson;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotLesson => {
            shoot(commands, seen, run, "lesson");
            run.step = Step::StartAStar;
        }
        // A* a fifth or more into its search, the tile it takes next clear of
        // the window: its open set marked, that tile framed in gold, and the
        // pointer over it (f = g + h in the window).
        Step::StartAStar => {
            if let Some(search) = searching_lesson(seen.current(), Solver::AStar) {
                let steps = search.events.len() / 5;
                lesson.open(search);
                (0..steps).for_each(|_| lesson.step_forward());
                let width = cam.logical_viewport_size().map_or(1024.0, |s| s.x);
                let on_screen =
                    |p| cam.world_to_viewport(cam_transform, tile_center(&seen.current().maze, p).extend(0.0)).ok();
                let clear = |at: Option<Vec2>| at.is_some_and(|at| at.x < width - 400.0);
                while !clear(next_for_astar(&lesson.state).and_then(on_screen)) && !lesson.is_done() {
                    lesson.step_forward();
                }
                if let Some(at) = next_for_astar(&lesson.state).and_then(on_screen) {
                    point_at(at);
                }
            }
            run.step = Step::ShotAStar;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotAStar => {
            shoot(commands, seen, run, "lesson-astar");
            run.step = Step::KruskalMaze;
        }
        // Kruskal half built: its sets tinted, the window's good / bad at.
        Step::KruskalMaze => {
            out.game.write(GameCommand::Load(seen.current().spec.with_algorithm(crate::maze::Algorithm::Kruskal)));
            run.step = Step::StartKruskal;
            run.wait = PAUSE_FRAMES;
        }
        Step::StartKruskal => {
            if let Ok(built) = building_lesson(seen.current()) {
                let steps = built.events.len() / 2;
                lesson.open(built);
                (0..steps).for_each(|_| lesson.step_forward());
            }
            run.step = Step::ShotKruskal;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotKruskal => {
            shoot(commands, seen, run, "lesson-kruskal");
            run.step = Step::EndKruskal;
        }
        // Back to the backtracker's maze the shots after were taken on.
        Step::EndKruskal => {
            out.game.write(GameCommand::Load(seen.current().spec.with_algorithm(crate::maze::Algorithm::Backtracker)));
            run.step = Step::ShapeMaze;
            run.wait = PAUSE_FRAMES;
        }
        _ => return false,
    }
    true
}
