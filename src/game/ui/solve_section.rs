//! The panel's Solve section, on any grid: which solver
//! (and rival), watch or race, the replay's controls, and each lane's numbers.

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::{Language, Text};
use super::i18n_names::solver_description;
use crate::game::assist::search::{LANE_COLOURS, SEARCH_SPEED_RANGE, SearchSettings, SearchView};
use crate::game::command::GameCommand;
use crate::maze::solve::Solver;

/// One lane's line in the Solve section.
pub(super) struct LaneLine {
    solver: Solver,
    visited: usize,
    /// Once done: the route's steps, or why none (`true`: a wall follower lost its way).
    end: Option<Result<usize, bool>>,
    millis: f64,
}

/// The lanes of the search on the board, and whether its replay is paused.
pub(super) fn lane_lines(view: &SearchView) -> (Vec<LaneLine>, bool) {
    let lines = view.lanes.iter().map(|lane| {
        let lost = matches!(lane.solver, Solver::WallFollowerLeft | Solver::WallFollowerRight);
        let route = lane.search.route.as_ref().map(|r| r.len().saturating_sub(1)).ok_or(lost);
        LaneLine {
            solver: lane.solver,
            visited: lane.visited_so_far(),
            end: lane.is_done().then_some(route),
            millis: lane.solve_time.as_secs_f64() * 1000.0,
        }
    });
    (lines.collect(), view.paused)
}

/// The Solve section: which solver (and rival), watch or race, replay controls, and each lane's numbers.
pub(super) fn solve_section(
    ui: &mut egui::Ui,
    lang: Language,
    search: &mut SearchSettings,
    (lanes, paused): &(Vec<LaneLine>, bool),
    commands: &mut MessageWriter<GameCommand>,
) {
    let t = |text: Text| lang.t(text);
    let pick = |ui: &mut egui::Ui, id: &str, label: Text, value: &mut Solver| {
        ui.horizontal(|ui| {
            ui.label(t(label));
            egui::ComboBox::from_id_salt(id).selected_text(value.name()).show_ui(ui, |ui| {
                for s in Solver::ALL {
                    ui.selectable_value(value, s, s.name()).on_hover_text(solver_description(lang, s));
                }
            });
        });
    };
    let (mut solver, mut rival) = (search.solver, search.rival);
    pick(ui, "solver", Text::Solver, &mut solver);
    pick(ui, "rival", Text::Rival, &mut rival);
    if (solver, rival) != (search.solver, search.rival) {
        (search.solver, search.rival) = (solver, rival);
    }
    // The two buttons share a row when they fit in it.
    ui.horizontal_wrapped(|ui| {
        if ui.button(t(Text::ShowSearch)).clicked() {
            commands.write(GameCommand::ShowSearch(search.solver));
        }
        if ui.button(t(Text::Race)).clicked() {
            commands.write(GameCommand::Race(search.solver, search.rival));
        }
    });
    let (slow, fast) = SEARCH_SPEED_RANGE;
    let mut speed = search.steps_per_sec;
    ui.add(egui::Slider::new(&mut speed, slow..=fast).logarithmic(true).integer().text(t(Text::SearchSpeed)));
    if speed != search.steps_per_sec {
        search.steps_per_sec = speed;
    }
    if lanes.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        let pause = if *paused { Text::Resume } else { Text::Pause };
        for (text, command) in [
            (pause, GameCommand::PauseSearch),
            (Text::StepOnce, GameCommand::StepSearch),
            (Text::Finish, GameCommand::FinishSearch),
            (Text::ClearSearch, GameCommand::ClearSearch),
        ] {
            if ui.small_button(t(text)).clicked() {
                commands.write(command);
            }
        }
    });
    for (i, lane) in lanes.iter().enumerate() {
        let colour = LANE_COLOURS[i.min(1)].to_srgba();
        let swatch = egui::Color32::from_rgb(
            (colour.red * 255.0) as u8,
            (colour.green * 255.0) as u8,
            (colour.blue * 255.0) as u8,
        );
        ui.horizontal_wrapped(|ui| {
            ui.colored_label(swatch, "■");
            ui.strong(lane.solver.name());
            ui.label(format!("{} {}", lane.visited, t(Text::Visited)));
            if let Some(end) = lane.end {
                match end {
                    Ok(steps) => ui.label(format!("{steps} {}", t(Text::RouteTiles))),
                    Err(true) => ui.label(t(Text::Lost)),
                    Err(false) => ui.label(t(Text::NoWay)),
                };
                ui.label(format!("{} {:.2} ms", t(Text::SolveTime), lane.millis));
            }
        });
    }
}
