//! More of the algorithm view's window (`lesson_window`): the working memory
//! listed in the order it will be taken (A*'s open set by `f`), the readout
//! under the pointer, and the race: each racer's lit pseudocode line, why,
//! memory and counters side by side, following the replay on the board.

use bevy_egui::egui;

use super::i18n::{Language, Text};
use crate::game::assist::search::LANE_COLOURS;
use crate::game::classroom::{LessonPointer, LessonState, RaceLane, RaceLessons};
use crate::lesson::{Cell, Lesson};

/// Tiles listed before "…".
const LISTED: usize = 8;

/// The working memory in one line, the tile taken next first: a stack from
/// its top, a queue from its front, an open set by `f = g + h` (with each `f`).
pub fn memory_line<P: Cell>(lesson: &Lesson<P>, state: &LessonState<P>, zh: bool) -> Option<String> {
    let memory = state.memory_kind(lesson).filter(|_| !state.memory.is_empty())?;
    let mut next_first = state.memory.clone();
    if memory.next_at_back {
        next_first.reverse();
    }
    let scored = next_first.iter().all(|&p| state.open_score(p).is_some());
    if scored {
        next_first.sort_by_key(|&p| state.open_score(p).map(|(g, h)| (g + h, h, p.reading())));
    }
    let shown: Vec<String> = next_first
        .iter()
        .take(LISTED)
        .map(|&p| match state.open_score(p).filter(|_| scored) {
            Some((g, h)) => format!("{} f {}", p.words(), g + h),
            None => p.words(),
        })
        .collect();
    let more = if state.memory.len() > LISTED { " …" } else { "" };
    let name = if zh { memory.name.1 } else { memory.name.0 };
    Some(format!("{name}: {}{more}", shown.join(" · ")))
}

/// The readout under the pointer, and the race while one is on the board.
pub fn pointer_and_race<P: Cell>(ui: &mut egui::Ui, lang: Language, pointer: &LessonPointer, race: &RaceLessons<P>) {
    let zh = lang == Language::Chinese;
    if let Some(readout) = &pointer.readout {
        ui.label(egui::RichText::new(format!("{} {}", lang.t(Text::LessonPointer), readout.get(zh))).monospace());
    }
    if race.lanes.is_empty() {
        return;
    }
    ui.separator();
    ui.label(egui::RichText::new(lang.t(Text::LessonRace)).strong());
    ui.columns(race.lanes.len(), |columns| {
        for (k, (column, racer)) in columns.iter_mut().zip(&race.lanes).enumerate() {
            // Left-aligned, not justified: wrapped lines keep their spacing.
            column.with_layout(egui::Layout::top_down(egui::Align::LEFT), |ui| racer_column(ui, lang, k, racer));
        }
    });
}

/// One racer's name, lit line, why and counters.
fn racer_column<P: Cell>(ui: &mut egui::Ui, lang: Language, k: usize, racer: &RaceLane<P>) {
    let zh = lang == Language::Chinese;
    let colour = LANE_COLOURS[k.min(1)].to_srgba();
    let [r, g, b] = [colour.red, colour.green, colour.blue].map(|c| (c * 255.0).round() as u8);
    ui.label(egui::RichText::new(racer.solver.name()).strong().color(egui::Color32::from_rgb(r, g, b)));
    let lesson = &racer.traced.lesson;
    let state = &racer.state;
    if let (Some(lines), Some(n)) = (lesson.pseudocode, state.line) {
        let (english, chinese) = lines[n - 1];
        let text = format!("{n}  {}", if zh { chinese } else { english }.trim_start());
        let lit = egui::RichText::new(text)
            .monospace()
            .color(egui::Color32::BLACK)
            .background_color(egui::Color32::from_rgb(255, 214, 90));
        ui.add(egui::Label::new(lit).wrap());
    }
    ui.add(egui::Label::new(egui::RichText::new(state.why(zh)).small()).wrap());
    ui.small(format!("{}: {}", if zh { P::VISITED.1 } else { P::VISITED.0 }, state.seen.len()));
    if let Some(memory) = state.memory_kind(lesson) {
        let name = if zh { memory.name.1 } else { memory.name.0 };
        ui.small(format!("{name}: {} · {} {}", state.frontier(), lang.t(Text::LessonPeak), state.peak));
    }
}
