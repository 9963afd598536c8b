//! The Lab's Weave choice, beside the Floors choice: a weave of 0 (a flat
//! maze) to 100 %, how often passages cross over and under each other. Its
//! button makes a new weave maze of the grid chosen (any but the triangle
//! grid, whose cells have no side across another), the size of the
//! difficulty played; the weave goes into its maze code, so its records key on it.

use bevy::prelude::*;
use bevy_egui::egui;

use super::floors_choice::floor_grid;
use super::i18n::{Language, Text};
use crate::game::command::GameCommand;
use crate::game::model::Difficulty;
use crate::game::settings::{GridKind, Settings};
use crate::maze::weave::WeaveSpec;

/// What the Weave choice asks for: a weave of `percent` on the settings'
/// grid at `d` (a flat maze of that grid for 0).
pub fn weave_command(settings: &Settings, d: Difficulty, percent: u8) -> GameCommand {
    if percent == 0 {
        return GameCommand::SetDifficulty(d);
    }
    GameCommand::NewWeave(WeaveSpec::new(floor_grid(settings.grid, d), percent.min(100), 0))
}

/// The Weave row: how much, and a button that makes the maze (none on the triangle grid).
pub fn weave_row(
    ui: &mut egui::Ui,
    lang: Language,
    percent: &mut u8,
    (settings, playing): (&Settings, Option<Difficulty>),
    commands: &mut MessageWriter<GameCommand>,
) {
    let t = |text: Text| lang.t(text);
    let can = settings.grid != GridKind::Triangle;
    ui.add_enabled_ui(can, |ui| {
        ui.horizontal(|ui| {
            ui.label(t(Text::Weave));
            ui.add(egui::Slider::new(percent, 0..=100).suffix(" %"));
        });
        if ui.button(t(Text::NewWeave)).on_disabled_hover_text(t(Text::NoWeave)).clicked() {
            commands.write(weave_command(settings, playing.unwrap_or(settings.difficulty), *percent));
        }
    });
}
