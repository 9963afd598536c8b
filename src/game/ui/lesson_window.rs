//! The algorithm view's window (the lesson itself is `classroom`): start a
//! lesson of the maze being built or searched, step it forwards and back or
//! play it, and read the pseudocode with the line being run lit, why this
//! step, the working memory and the counters. Opened from the panel.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::i18n::{Language, Text};
use crate::game::assist::search::SearchSettings;
use crate::game::board::view::Boards;
use crate::game::classroom::{
    Cell, LESSON_SPEED_RANGE, Lesson, LessonPointer, LessonView, MAX_MARKED_TILES, NoLesson, RaceLessons,
    building_lesson, grid_building_lesson, grid_searching_lesson, searching_lesson,
};
use crate::game::settings::Settings;

/// Where egui keeps whether the window was asked for.
fn wanted_id() -> egui::Id {
    egui::Id::new("lesson-window-wanted")
}

/// The panel's button that opens (or closes) the window.
pub fn open_button(ui: &mut egui::Ui, lang: Language) {
    if ui.button(lang.t(Text::AlgorithmView)).clicked() {
        let wanted = ui.data(|d| d.get_temp::<bool>(wanted_id())).unwrap_or(false);
        ui.data_mut(|d| d.insert_temp(wanted_id(), !wanted));
    }
}

/// The window, while asked for or while a lesson is open: of the square
/// board, or of the round, hex or triangle board being played.
pub fn lesson_window(
    mut contexts: EguiContexts,
    (mut view, mut grid_view): (ResMut<LessonView>, ResMut<LessonView<u32>>),
    boards: Boards,
    search: Res<SearchSettings>,
    settings: Res<Settings>,
    (pointer, race, grid_race): (Res<LessonPointer>, Res<RaceLessons>, Res<RaceLessons<u32>>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let wanted = ctx.data(|d| d.get_temp::<bool>(wanted_id())).unwrap_or(false);
    if !wanted && view.lesson.is_none() && grid_view.lesson.is_none() {
        return Ok(());
    }
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    let board = boards.view();
    // The board played: the square one's maze, or another grid's game.
    let (square, game) = (board.square(), board.grid_game());
    let algorithm = match (square, game) {
        (Some(current), _) => current.spec.algorithm,
        (None, Some(game)) => game.spec.algorithm,
        (None, None) => return Ok(()),
    };
    let mut close = false;
    egui::Window::new(t(Text::AlgorithmView))
        .id(egui::Id::new("lesson"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, [-8.0, 8.0])
        .default_width(340.0)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.label(t(Text::LessonBuild));
                if ui.button(algorithm.name()).clicked() {
                    match (square, game) {
                        (Some(current), _) => start(&mut view, building_lesson(current), ui, lang),
                        (None, Some(game)) => start(&mut grid_view, grid_building_lesson(game), ui, lang),
                        (None, None) => {}
                    }
                }
            });
            ui.horizontal(|ui| {
                ui.label(t(Text::LessonSearch));
                if ui.button(search.solver.name()).clicked() {
                    match (square, game) {
                        (Some(current), _) => {
                            let lesson = searching_lesson(current, search.solver).ok_or(NoLesson::TooBig);
                            start(&mut view, lesson, ui, lang)
                        }
                        (None, game) => {
                            let lesson = game.and_then(|game| grid_searching_lesson(game, search.solver));
                            start(&mut grid_view, lesson.ok_or(NoLesson::TooBig), ui, lang)
                        }
                    }
                }
            });
            if let Some(why) = ui.data(|d| d.get_temp::<String>(egui::Id::new("lesson-refused"))) {
                ui.small(why);
            }
            match square {
                None if grid_view.lesson.is_some() => {
                    ui.separator();
                    lesson_body(ui, lang, &mut grid_view, true, Lesson::grid_full_view_names());
                    let subject = grid_view.lesson.as_ref().map(|l| l.subject);
                    subject.inspect(|&s| super::lesson_traits::section(ui, lang, s, None, &grid_view.state));
                }
                Some(current) if view.lesson.is_some() => {
                    ui.separator();
                    let marked = current.maze.width() * current.maze.height() <= MAX_MARKED_TILES;
                    lesson_body(ui, lang, &mut view, marked, Lesson::full_view_names());
                    let subject = view.lesson.as_ref().map(|l| l.subject);
                    subject.inspect(|&s| super::lesson_traits::section(ui, lang, s, Some(current), &view.state));
                }
                _ => {}
            }
            match square {
                None => super::race_lesson::pointer_and_race(ui, lang, &pointer, &grid_race),
                Some(_) => super::race_lesson::pointer_and_race(ui, lang, &pointer, &race),
            }
            ui.separator();
            close = ui.button(t(Text::LessonStop)).clicked();
        });
    if close {
        view.close();
        grid_view.close();
        ctx.data_mut(|d| d.insert_temp(wanted_id(), false));
    }
    Ok(())
}

/// Opens `lesson`, or says why there is none.
fn start<P: Cell>(view: &mut LessonView<P>, lesson: Result<Lesson<P>, NoLesson>, ui: &mut egui::Ui, lang: Language) {
    let refused = egui::Id::new("lesson-refused");
    let why = match lesson {
        Ok(lesson) => {
            view.open(lesson);
            None
        }
        Err(NoLesson::TooBig) => Some(lang.t(Text::LessonTooBig).to_owned()),
        Err(NoLesson::NotBuiltAlone) => Some(lang.t(Text::LessonNotBuiltAlone).to_owned()),
    };
    ui.data_mut(|d| match why {
        Some(why) => {
            d.insert_temp(refused, why);
        }
        None => d.remove::<String>(refused),
    });
}

/// Controls, pseudocode, why, memory and counters of the open lesson.
/// Without `marked`, the board is too large for the marks; `full` names the
/// algorithms with the full view on this board.
fn lesson_body<P: Cell>(ui: &mut egui::Ui, lang: Language, view: &mut LessonView<P>, marked: bool, full: Vec<String>) {
    let t = |text: Text| lang.t(text);
    let Some(lesson) = view.lesson.clone() else { return };
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(view.state.steps > 0, egui::Button::new(t(Text::LessonBack))).clicked() {
            view.step_back();
        }
        let play = if view.playing { Text::Pause } else { Text::LessonPlay };
        if ui.button(t(play)).clicked() {
            view.playing = !view.playing;
        }
        if ui.button(t(Text::StepOnce)).clicked() {
            view.playing = false;
            view.step_forward();
        }
        if ui.button(t(Text::Finish)).clicked() {
            view.finish();
        }
    });
    let (slow, fast) = LESSON_SPEED_RANGE;
    ui.add(
        egui::Slider::new(&mut view.steps_per_sec, slow..=fast).logarithmic(true).integer().text(t(Text::StepsPerSec)),
    );
    if !marked {
        ui.small(t(Text::LessonNoMarks));
    }
    let state = &view.state;
    let zh = lang == Language::Chinese;
    match lesson.pseudocode {
        Some(lines) => {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                for (i, &(english, chinese)) in lines.iter().enumerate() {
                    let text = format!("{:>2}  {}", i + 1, if zh { chinese } else { english });
                    let lit = state.line == Some(i + 1);
                    let rich = egui::RichText::new(text).monospace();
                    let rich = if lit {
                        rich.strong()
                            .color(egui::Color32::BLACK)
                            .background_color(egui::Color32::from_rgb(255, 214, 90))
                    } else {
                        rich
                    };
                    ui.label(rich);
                }
            });
        }
        None => {
            ui.small(format!("{} {}.", t(Text::LessonCountersOnly), full.join(", ")));
        }
    }
    ui.add(egui::Label::new(state.why(zh)).wrap());
    egui::Grid::new("lesson-counters").num_columns(2).show(ui, |ui| {
        ui.label(t(Text::LessonSteps));
        ui.label(format!("{} / {}", state.steps, lesson.events.len()));
        ui.end_row();
        ui.label(if zh { P::VISITED.1 } else { P::VISITED.0 });
        ui.label(state.seen.len().to_string());
        ui.end_row();
        if let Some(memory) = state.memory_kind(&lesson) {
            let name = if zh { memory.name.1 } else { memory.name.0 };
            ui.label(format!("{name} · {}", t(Text::LessonSize)));
            ui.label(state.frontier().to_string());
            ui.end_row();
            ui.label(t(Text::LessonPeak));
            ui.label(state.peak.to_string());
            ui.end_row();
        }
    });
    if let Some(line) = super::race_lesson::memory_line(&lesson, state, zh) {
        ui.small(line);
    }
}
