//! The campaign's records on the Records page: each open world's levels with
//! the player's best (stars and moves) and the most moves that earn ★★★.
//! The campaign fills [`LevelRecords`] (it sits above the menus); the page
//! only draws it.

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::{Language, Text};
use crate::levels::{Both, LevelBest};

/// One world's rows.
#[derive(Debug, Clone, PartialEq)]
pub struct WorldRecords {
    /// The world's name, in both languages.
    pub name: Both,
    /// Its levels in order: the best run (if won) and the moves for ★★★.
    pub levels: Vec<(Option<LevelBest>, u32)>,
}

/// The open worlds' records, newest progress included.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct LevelRecords(pub Vec<WorldRecords>);

impl LevelRecords {
    /// Whether any level has been won.
    pub fn any_won(&self) -> bool {
        self.0.iter().flat_map(|w| &w.levels).any(|(best, _)| best.is_some())
    }
}

/// A row's words: `★★☆ 38 moves`, or `–` when not won yet.
pub fn best_words(lang: Language, best: Option<LevelBest>) -> String {
    match best {
        Some(best) => {
            let stars: String = (0..3).map(|i| if i < best.stars { '★' } else { '☆' }).collect();
            format!("{stars} {} {}", best.moves, lang.t(Text::Moves).to_lowercase())
        }
        None => "–".to_owned(),
    }
}

/// The section: a grid per open world (level, best, ★★★ at most).
pub(super) fn level_records_section(ui: &mut egui::Ui, lang: Language, records: &LevelRecords) {
    if records.0.is_empty() {
        return;
    }
    ui.strong(lang.t(Text::CampaignTitle));
    for (w, world) in records.0.iter().enumerate() {
        let name = match lang {
            Language::English => &world.name.en,
            Language::Chinese => &world.name.zh,
        };
        ui.label(format!("{}. {name}", w + 1));
        egui::Grid::new(("level-records", w)).num_columns(3).striped(true).show(ui, |ui| {
            for (l, &(best, three)) in world.levels.iter().enumerate() {
                ui.monospace(format!("{:>2}", l + 1));
                ui.label(best_words(lang, best));
                ui.label(format!("★★★ ≤ {three}"));
                ui.end_row();
            }
        });
        ui.add_space(4.0);
    }
    ui.add_space(6.0);
}
