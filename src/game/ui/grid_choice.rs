//! The Grid choice (square, round, hexagon, triangle) for the Lab's Maze
//! section and the Play bar, the round board's ring keys, what does not work
//! on grids yet (said, with the controls it concerns disabled), and the
//! short notice of a tie between two ways.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::i18n::{Language, Text};
use crate::game::board::grid::GridNotice;
use crate::game::command::GameCommand;
use crate::game::model::Difficulty;
use crate::game::settings::{GridKind, Settings};

/// The words for a grid.
pub fn grid_text(kind: GridKind) -> Text {
    match kind {
        GridKind::Square => Text::GridSquare,
        GridKind::Round => Text::GridRound,
        GridKind::Hexagon => Text::GridHexagon,
        GridKind::Triangle => Text::GridTriangle,
    }
}

/// A compact Grid choice: picking a grid makes a new maze on it at the
/// difficulty being played; on a round board, the ring keys option.
pub fn grid_row(
    ui: &mut egui::Ui,
    lang: Language,
    settings: &mut Settings,
    playing: Option<Difficulty>,
    commands: &mut MessageWriter<GameCommand>,
) {
    let t = |text: Text| lang.t(text);
    let mut kind = settings.grid;
    ui.horizontal(|ui| {
        ui.label(t(Text::Grid));
        // No wider than what is left beside the label: the Play bar is narrow.
        let width = ui.available_width().min(ui.spacing().combo_width);
        egui::ComboBox::from_id_salt("grid").width(width).selected_text(t(grid_text(kind))).show_ui(ui, |ui| {
            for k in GridKind::ALL {
                ui.selectable_value(&mut kind, k, t(grid_text(k)));
            }
        });
    });
    if kind != settings.grid {
        settings.grid = kind;
        commands.write(GameCommand::SetDifficulty(playing.unwrap_or(settings.difficulty)));
    }
    if settings.grid == GridKind::Round {
        ui.checkbox(&mut settings.ring_keys, t(Text::RingKeys));
    }
    if settings.grid != GridKind::Square {
        ui.small(t(Text::GridKeysHint));
    }
}

/// Says what is square-only while a grid is played.
pub fn grid_limits_note(ui: &mut egui::Ui, lang: Language) {
    ui.small(egui::RichText::new(lang.t(Text::GridLimits)).italics());
}

/// The tie notice, for a moment at the top of the board.
pub(super) fn grid_notice_window(mut contexts: EguiContexts, notice: Res<GridNotice>) -> Result {
    let Some(text) = notice.text.as_deref() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("grid-notice".into()).anchor(egui::Align2::CENTER_TOP, [0.0, 12.0]).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| {
            ui.label(text);
        });
    });
    Ok(())
}
