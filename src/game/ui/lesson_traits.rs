//! The algorithm view's "good at / bad at" section: what the lesson's
//! algorithm is good and bad at (`lesson::traits`), and its figures measured
//! on the maze at hand, worked out once a maze and algorithm.

use bevy_egui::egui;

use super::i18n::{Language, Text};
use crate::game::model::CurrentMaze;
use crate::lesson::traits::{Figures, figures, traits};
use crate::lesson::{Cell, LessonState, Subject};
use crate::maze::generate::Algorithm;

/// The section for `subject` on the current maze (the figures are the
/// square board's: none on a grid); `state` says whether tints are shown.
pub fn section<P: Cell>(
    ui: &mut egui::Ui,
    lang: Language,
    subject: Subject,
    current: Option<&CurrentMaze>,
    state: &LessonState<P>,
) {
    let zh = lang == Language::Chinese;
    let pick = |line: (&'static str, &'static str)| if zh { line.1 } else { line.0 };
    if subject == Subject::Building(Algorithm::Kruskal) && !state.tints.is_empty() {
        ui.small(lang.t(Text::TraitsTints));
    }
    ui.separator();
    let t = traits(subject);
    ui.add(egui::Label::new(format!("{} {}", lang.t(Text::TraitsGood), pick(t.good))).wrap());
    ui.add(egui::Label::new(format!("{} {}", lang.t(Text::TraitsBad), pick(t.bad))).wrap());
    let Some(current) = current else { return };
    // Measured once a maze and subject: the search and the metrics are not per frame work.
    let id = egui::Id::new(("lesson-figures", format!("{subject:?}"), current.spec, current.maze.floor_count()));
    let f = match ui.data(|d| d.get_temp::<Figures>(id)) {
        Some(f) => f,
        None => {
            let f = figures(subject, &current.maze);
            ui.data_mut(|d| d.insert_temp(id, f));
            f
        }
    };
    let percent = |share: f64| format!("{:.0}%", share * 100.0);
    ui.label(egui::RichText::new(lang.t(Text::TraitsMeasured)).strong());
    egui::Grid::new("lesson-figures").num_columns(2).show(ui, |ui| {
        ui.label(lang.t(Text::TraitsDeadEnds));
        ui.label(percent(f.dead_end_share));
        ui.end_row();
        ui.label(lang.t(Text::TraitsRoute));
        ui.label(format!("{} ({})", percent(f.route_share), f.route_tiles));
        ui.end_row();
        if let Some(visited) = f.visited_share {
            ui.label(lang.t(Text::TraitsShortest));
            ui.label(f.shortest_tiles.to_string());
            ui.end_row();
            ui.label(lang.t(Text::TraitsVisited));
            ui.label(percent(visited));
            ui.end_row();
        }
    });
}
