//! The shape and the exits of the maze, in the Maze section of the panel:
//! a built-in shape (or the rectangle), where the entrance and exit go, and
//! the heat map's toggle.

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::{Language, Text};
use crate::game::command::GameCommand;
use crate::maze::{Exits, MazeSpec, Shape};

/// The words for a shape.
pub fn shape_text(shape: Shape) -> Text {
    match shape {
        Shape::None => Text::ShapeNone,
        Shape::Panda => Text::ShapePanda,
        Shape::Heart => Text::ShapeHeart,
        Shape::Ring => Text::ShapeRing,
        Shape::Star => Text::ShapeStar,
    }
}

/// The words for an exits choice.
pub fn exits_text(exits: Exits) -> Text {
    match exits {
        Exits::Corners => Text::ExitsCorners,
        Exits::Hardest => Text::ExitsHardest,
        Exits::Random => Text::ExitsRandom,
    }
}

/// The shape and exits pickers for `spec`; a change asks for a new map like it.
pub fn shape_section(ui: &mut egui::Ui, lang: Language, spec: MazeSpec, commands: &mut MessageWriter<GameCommand>) {
    let t = |text: Text| lang.t(text);
    let maskable = spec.algorithm.is_maskable();
    let mut shape = spec.shape;
    ui.add_enabled_ui(maskable, |ui| {
        egui::ComboBox::from_id_salt("shape")
            .selected_text(t(shape_text(shape)))
            .show_ui(ui, |ui| {
                for s in Shape::ALL {
                    ui.selectable_value(&mut shape, s, t(shape_text(s)));
                }
            })
            .response
            .on_hover_text(t(Text::ShapeLabel))
            .on_disabled_hover_text(t(Text::ShapeNeedsAlgorithm));
    });
    if shape != spec.shape {
        commands.write(GameCommand::NewMapLike(spec.with_shape(shape)));
    }
    let mut exits = spec.exits;
    egui::ComboBox::from_id_salt("exits")
        .selected_text(t(exits_text(exits)))
        .show_ui(ui, |ui| {
            for e in Exits::ALL {
                ui.selectable_value(&mut exits, e, t(exits_text(e)));
            }
        })
        .response
        .on_hover_text(t(Text::ExitsLabel));
    if exits != spec.exits {
        commands.write(GameCommand::NewMapLike(spec.with_exits(exits)));
    }
    if ui.button(t(Text::HeatButton)).clicked() {
        commands.write(GameCommand::ToggleHeat);
    }
}
