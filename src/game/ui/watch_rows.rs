//! The panel's rows for watching a maze being built: the switch, its pace,
//! and while one is being built, how far it is and a button to skip to the end.

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::{Language, Text};
use crate::game::board::watch::{GenerationReplay, MAX_STEPS_PER_SEC, MIN_STEPS_PER_SEC, WatchSettings};
use crate::game::command::GameCommand;

/// Watching the maze being built: the switch, its pace, and while a maze
/// is being built, how far it is and a button to skip to the end.
pub(super) fn watch_rows(
    ui: &mut egui::Ui,
    lang: Language,
    watch: &mut WatchSettings,
    replay: &GenerationReplay,
    commands: &mut MessageWriter<GameCommand>,
) {
    let t = |text: Text| lang.t(text);
    ui.checkbox(&mut watch.enabled, t(Text::WatchBuilt));
    if watch.enabled {
        ui.add(
            egui::Slider::new(&mut watch.steps_per_sec, MIN_STEPS_PER_SEC..=MAX_STEPS_PER_SEC)
                .logarithmic(true)
                .integer()
                .text(t(Text::StepsPerSec)),
        );
    }
    if !replay.is_done() {
        let (done, all) = replay.progress();
        ui.add(egui::ProgressBar::new(done as f32 / all.max(1) as f32).text(t(Text::Building)));
        if ui.button(t(Text::SkipSpace)).clicked() {
            commands.write(GameCommand::SkipGeneration);
        }
    }
}
