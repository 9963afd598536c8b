//! The Lab's Floors choice, beside the Grid choice: 1 (a flat maze) to 16
//! floors, tower or stacked. Its button makes a new maze of floors of the
//! grid chosen, a floor the size of the difficulty played; the floors and
//! stairs go into its maze code, so its records key on them.

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::{Language, Text};
use crate::game::command::GameCommand;
use crate::game::model::Difficulty;
use crate::game::settings::{GridKind, Settings};
use crate::maze::floors::{FloorSpec, MAX_FLOORS, Stairs};
use crate::maze::weave::WeaveGrid;

/// The floor of a maze of floors on grid `kind` at difficulty `d`: the flat maze's board.
pub fn floor_grid(kind: GridKind, d: Difficulty) -> WeaveGrid {
    match kind.shape(d) {
        Some(shape) => WeaveGrid::Shape(shape),
        None => {
            let (width, height) = d.size();
            WeaveGrid::Square { cols: (width / 2) as u32, rows: (height / 2) as u32 }
        }
    }
}

/// What the Floors choice asks for: `floors` floors joined as `stairs` on
/// the settings' grid at `d` (a flat maze of that grid for one floor).
pub fn floors_command(settings: &Settings, d: Difficulty, (floors, stairs): (u32, Stairs)) -> GameCommand {
    if floors < 2 {
        return GameCommand::SetDifficulty(d);
    }
    GameCommand::NewFloors(FloorSpec::new(floor_grid(settings.grid, d), floors, 0).with_stairs(stairs))
}

/// The Floors row: how many floors, tower or stacked, and a button that makes the maze.
pub fn floors_row(
    ui: &mut egui::Ui,
    lang: Language,
    (floors, stairs): (&mut u32, &mut Stairs),
    (settings, playing): (&Settings, Option<Difficulty>),
    commands: &mut MessageWriter<GameCommand>,
) {
    let t = |text: Text| lang.t(text);
    *floors = (*floors).clamp(1, MAX_FLOORS);
    // Two short lines: the panel keeps its width at every text size.
    ui.horizontal(|ui| {
        ui.label(t(Text::Floors));
        ui.add(egui::DragValue::new(floors).range(1..=MAX_FLOORS));
    });
    ui.add_enabled_ui(*floors > 1, |ui| {
        ui.horizontal(|ui| {
            ui.selectable_value(stairs, Stairs::Tower, t(Text::StairsTower));
            ui.selectable_value(stairs, Stairs::Stacked, t(Text::StairsStacked));
        });
    });
    if ui.button(t(Text::NewFloors)).clicked() {
        commands.write(floors_command(settings, playing.unwrap_or(settings.difficulty), (*floors, *stairs)));
    }
}
