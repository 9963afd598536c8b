//! The shape and the exits of the maze, in the Maze section of the panel:
//! a built-in shape (or the rectangle), or a mask file's path typed in
//! (read by [`crate::game::board::mask_file`]), where the entrance and exit
//! go, and the heat map's toggle. The choices are remembered in the settings.

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::{Language, Text};
use crate::game::board::mask_file::MaskFile;
use crate::game::command::GameCommand;
use crate::game::settings::Settings;
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

/// The player picks built-in shape `shape` for a maze like `spec`: the mask
/// file (if any) is no longer used, the choice is remembered, and the
/// command for the new map is given.
pub fn choose_shape(shape: Shape, spec: MazeSpec, settings: &mut Settings, file: &mut MaskFile) -> GameCommand {
    file.active = None;
    let spec = spec.with_shape(shape);
    settings.mask_file = None;
    (settings.shape, settings.exits) = (shape, spec.exits);
    GameCommand::NewMapLike(spec)
}

/// The player picks `exits` for a maze like `spec` (remembered).
pub fn choose_exits(exits: Exits, spec: MazeSpec, settings: &mut Settings) -> GameCommand {
    settings.exits = exits;
    GameCommand::NewMapLike(spec.with_exits(exits))
}

/// The shape and exits pickers for `spec` and the mask file's field; a
/// change asks for a new map like it (a file is read first: see [`MaskFile`]).
pub fn shape_section(
    ui: &mut egui::Ui,
    lang: Language,
    spec: MazeSpec,
    commands: &mut MessageWriter<GameCommand>,
    (settings, file): (&mut Settings, &mut MaskFile),
) {
    let t = |text: Text| lang.t(text);
    let maskable = spec.algorithm.is_maskable();
    let shape = spec.shape;
    let in_use = file.in_use().map(str::to_owned);
    let selected = match &in_use {
        Some(path) => t(Text::ShapeFromFile).replace("{file}", file_name(path)),
        None => t(shape_text(shape)).to_owned(),
    };
    ui.add_enabled_ui(maskable, |ui| {
        egui::ComboBox::from_id_salt("shape")
            .selected_text(selected)
            .show_ui(ui, |ui| {
                for s in Shape::ALL {
                    // With a file in use, even its own shape (none) is a change.
                    if ui.selectable_label(shape == s && in_use.is_none(), t(shape_text(s))).clicked() {
                        commands.write(choose_shape(s, spec, settings, file));
                    }
                }
            })
            .response
            .on_hover_text(t(Text::ShapeLabel))
            .on_disabled_hover_text(t(Text::ShapeNeedsAlgorithm));
    });
    mask_file_field(ui, lang, maskable, settings, file);
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
        commands.write(choose_exits(exits, spec, settings));
    }
    if ui.button(t(Text::HeatButton)).clicked() {
        commands.write(GameCommand::ToggleHeat);
    }
}

/// The last part of a path, for the panel.
fn file_name(path: &str) -> &str {
    path.rsplit(['/', '\\']).next().filter(|n| !n.is_empty()).unwrap_or(path)
}

/// A field for a mask file's path (`.png`: dark or opaque pixels inside;
/// `.txt`: `X` or `#` inside) and its button; Enter uses it too.
fn mask_file_field(ui: &mut egui::Ui, lang: Language, maskable: bool, settings: &Settings, file: &mut MaskFile) {
    let t = |text: Text| lang.t(text);
    let id = egui::Id::new("mask-file-path");
    let mut path: String =
        ui.data_mut(|d| d.get_temp(id)).unwrap_or_else(|| settings.mask_file.clone().unwrap_or_default());
    ui.add_enabled_ui(maskable, |ui| {
        ui.horizontal(|ui| {
            let field =
                ui.add(egui::TextEdit::singleline(&mut path).hint_text(t(Text::MaskFileHint)).desired_width(120.0));
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(t(Text::MaskFileUse)).on_hover_text(t(Text::MaskFileHelp)).clicked() || entered {
                file.requested = Some(path.clone());
            }
        });
    });
    ui.data_mut(|d| d.insert_temp(id, path));
    if let Some(problem) = &file.problem {
        ui.colored_label(egui::Color32::from_rgb(255, 120, 100), problem);
    }
}
