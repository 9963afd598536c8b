//! The Lab's Maze choices on a round, hex or triangle board: the algorithm
//! (those that run on the grid; the others greyed, with the reason on
//! hover), the backtracker's start, the algorithm's density, the shape the
//! grid is cut to, the exits, the braiding and the heat map. Each change asks for a fresh
//! maze like it ([`GameCommand::NewGridLike`]); a shape is remembered for new
//! maps on every grid, as on the square board.

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::{Language, Text};
use super::i18n_names::{algorithm_description, corner_name};
use super::shape_section::shape_text;
use crate::game::command::GameCommand;
use crate::game::settings::Settings;
use crate::maze::generate::grids::can_run;
use crate::maze::generate::{Algorithm, GridSpec};
use crate::maze::solve::grids::GridExits;
use crate::maze::{Shape, StartCorner};

/// The words for a grid's exits choice.
pub fn grid_exits_text(exits: GridExits) -> Text {
    match exits {
        GridExits::Corners => Text::ExitsCorners,
        GridExits::Hardest => Text::ExitsHardest,
        GridExits::Random => Text::ExitsRandom,
        GridExits::Centre => Text::ExitsCentre,
    }
}

/// What the grid section's sliders hold between frames (they report only when let go).
pub struct Sliders<'a> {
    /// The algorithm's setting being dragged.
    pub density: &'a mut u8,
    /// The braid share being dragged.
    pub braid: &'a mut u8,
}

/// The Maze choices for the grid maze `spec` (see the module's doc).
pub fn grid_maze_section(
    ui: &mut egui::Ui,
    lang: Language,
    spec: GridSpec,
    sliders: Sliders,
    settings: &mut Settings,
    commands: &mut MessageWriter<GameCommand>,
) {
    let t = |text: Text| lang.t(text);
    let mut remake = |spec: GridSpec| _ = commands.write(GameCommand::NewGridLike(spec));
    let mut algorithm = spec.algorithm;
    egui::ComboBox::from_id_salt("grid-algorithm").selected_text(algorithm.name()).show_ui(ui, |ui| {
        for a in Algorithm::ALL {
            let a = a.with_setting(spec.algorithm.setting().unwrap_or(50)).unwrap_or(a);
            let runs = can_run(a, spec.has_rings());
            let why = if spec.shape.has_rings() && can_run(a, true) { Text::NeedsWholeRings } else { Text::NotOnGrid };
            ui.add_enabled_ui(runs, |ui| {
                ui.selectable_value(&mut algorithm, a, a.name())
                    .on_hover_text(algorithm_description(lang, a))
                    .on_disabled_hover_text(t(why));
            });
        }
    });
    if algorithm != spec.algorithm {
        remake(spec.with_algorithm(algorithm).with_corner(StartCorner::TopLeft));
    }
    if spec.algorithm == Algorithm::Backtracker {
        let corner = corner_choice(ui, lang, "grid-corner", spec.corner);
        if corner != spec.corner {
            remake(spec.with_corner(corner));
        }
    }
    if spec.algorithm.setting().is_some() {
        let label = t(match spec.algorithm {
            Algorithm::Irregular { .. } => Text::SliderWalls,
            Algorithm::BinaryTree { .. } => Text::SliderNorth,
            _ => Text::SliderNewest,
        });
        if settled_slider(ui, sliders.density, label)
            && let Some(changed) = spec.algorithm.with_setting(*sliders.density)
        {
            remake(spec.with_algorithm(changed));
        }
    }
    shape_choice(ui, lang, spec, settings, &mut remake);
    let mut exits = spec.exits;
    egui::ComboBox::from_id_salt("grid-exits")
        .selected_text(t(grid_exits_text(exits)))
        .show_ui(ui, |ui| {
            for e in GridExits::ALL {
                ui.selectable_value(&mut exits, e, t(grid_exits_text(e)));
            }
        })
        .response
        .on_hover_text(t(Text::ExitsLabel));
    if exits != spec.exits {
        remake(spec.with_exits(exits));
    }
    if settled_slider(ui, sliders.braid, t(Text::SliderBraid)) {
        remake(spec.with_braid(*sliders.braid));
    }
    if ui.button(t(Text::HeatButton)).clicked() {
        commands.write(GameCommand::ToggleHeat);
    }
}

/// The shape the grid is cut to: greyed for the polar algorithms, which need
/// whole rings. The choice is kept for new maps on every grid.
fn shape_choice(
    ui: &mut egui::Ui,
    lang: Language,
    spec: GridSpec,
    settings: &mut Settings,
    remake: &mut impl FnMut(GridSpec),
) {
    let t = |text: Text| lang.t(text);
    let cuttable = can_run(spec.algorithm, false);
    ui.add_enabled_ui(cuttable, |ui| {
        egui::ComboBox::from_id_salt("grid-shape")
            .selected_text(t(shape_text(spec.mask)))
            .show_ui(ui, |ui| {
                for s in Shape::ALL {
                    if ui.selectable_label(spec.mask == s, t(shape_text(s))).clicked() && s != spec.mask {
                        settings.shape = s;
                        remake(spec.with_mask(s));
                    }
                }
            })
            .response
            .on_hover_text(t(Text::ShapeLabel))
            .on_disabled_hover_text(t(Text::NeedsWholeRings));
    });
}

/// The backtracker's start corner choice (`id` tells it from another), the one chosen now.
pub(super) fn corner_choice(ui: &mut egui::Ui, lang: Language, id: &str, now: StartCorner) -> StartCorner {
    let mut corner = now;
    egui::ComboBox::from_id_salt(id)
        .selected_text(corner_name(lang, corner))
        .show_ui(ui, |ui| {
            for c in StartCorner::ALL {
                ui.selectable_value(&mut corner, c, corner_name(lang, c));
            }
        })
        .response
        .on_hover_text(lang.t(Text::StartCorner));
    corner
}

/// A slider that reports its value only when let go (or moved by keyboard),
/// so dragging it does not build a maze every frame.
pub(super) fn settled_slider(ui: &mut egui::Ui, value: &mut u8, text: &str) -> bool {
    let response = ui.add(egui::Slider::new(value, 0..=100).suffix("%").text(text));
    response.drag_stopped() || (response.changed() && !response.dragged())
}
