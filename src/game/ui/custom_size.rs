//! The menu panel's "Custom size" row: width and height in cells (up to
//! 2001 × 2001) and a button that makes a new maze of that size with the
//! current algorithm and options. Kept apart from `menu.rs` (one call there).

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::{Language, Text};
use crate::game::board::ENTITY_BOARD_MAX_TILES;
use crate::game::command::GameCommand;
use crate::maze::grid::MAX_SIDE;

/// Cells across a board of `tiles` tiles.
fn cells(tiles: usize) -> usize {
    (tiles - 1) / 2
}

/// Draws the row for square maps like `spec` (the Lab's); a click on the button writes [`GameCommand::NewMapLike`] with the chosen size.
pub fn custom_size_row(
    ui: &mut egui::Ui,
    spec: crate::maze::MazeSpec,
    commands: &mut MessageWriter<GameCommand>,
    lang: Language,
) {
    let [label, make, hint, chunked] =
        [Text::CustomSize, Text::MakeButton, Text::CustomSizeHint, Text::ChunkedNote].map(|t| lang.t(t));
    let id = ui.make_persistent_id("custom_size");
    let (mut w, mut h) = ui.data_mut(|d| *d.get_temp_mut_or(id, (cells(spec.width), cells(spec.height))));
    let range = cells(crate::game::model::PLAY_MIN_SIDE)..=cells(MAX_SIDE);
    ui.label(label).on_hover_text(hint);
    ui.horizontal(|ui| {
        ui.add(egui::DragValue::new(&mut w).range(range.clone()).speed(2.0));
        ui.label("×");
        ui.add(egui::DragValue::new(&mut h).range(range));
        if ui.button(make).on_hover_text(hint).clicked() {
            let (width, height) = (2 * w + 1, 2 * h + 1);
            commands.write(GameCommand::NewMapLike(crate::maze::MazeSpec { width, height, ..spec }));
        }
    });
    if (2 * w + 1) * (2 * h + 1) > ENTITY_BOARD_MAX_TILES {
        ui.small(chunked);
    }
    ui.data_mut(|d| d.insert_temp(id, (w, h)));
}
