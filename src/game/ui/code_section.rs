//! The panel's Maze code section: the code of the maze on the board (of any
//! grid), and a field that plays the maze a typed code names.

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::{Language, Text};
use super::look::PANEL_WIDTH_PX;
use crate::game::command::{GameCommand, PlayShared};
use crate::game::model::LaunchCode;
use crate::levels::LevelSpec;
use crate::maze::MazeSpec;
use crate::maze::edit::{SharedMaze, is_shared_code};
use crate::maze::floors::{FloorSpec, is_floors_code};
use crate::maze::generate::AnySpec;
use crate::maze::weave::{WeaveSpec, is_weave_code};

/// The maze's code, and a field to load another by its code (a maze code,
/// or a share code of a maze drawn or edited by hand).
pub(super) fn code_section(
    ui: &mut egui::Ui,
    lang: Language,
    code: &str,
    file: Option<&str>,
    (input, error): (&mut String, &mut Option<String>),
    (commands, shared): (&mut MessageWriter<GameCommand>, &mut MessageWriter<PlayShared>),
) {
    let t = |text: Text| lang.t(text);
    match file {
        // No code names a maze cut to a mask file: say so rather than show the rectangle's.
        Some(file) => ui.label(t(Text::NoCodeForFile).replace("{file}", file)),
        None => ui.add(egui::Label::new(egui::RichText::new(code).monospace()).wrap()),
    };
    ui.horizontal(|ui| {
        let field =
            ui.add(egui::TextEdit::singleline(input).hint_text(t(Text::TypeCode)).desired_width(PANEL_WIDTH_PX - 80.0));
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(t(Text::Load)).clicked() || entered {
            match play_code(input) {
                Ok(play) => {
                    match play {
                        Play::Command(load) => _ = commands.write(load),
                        Play::Shared(maze) => _ = shared.write(PlayShared(maze)),
                    }
                    *error = None;
                    input.clear();
                }
                Err(why) => *error = Some(why),
            }
        }
    });
    if let Some(why) = error {
        ui.colored_label(egui::Color32::from_rgb(255, 120, 100), why);
    }
}

/// What a typed code plays.
#[derive(Debug, Clone, PartialEq)]
pub enum Play {
    /// The maze a maze code names.
    Command(GameCommand),
    /// A maze drawn or edited by hand, as its share code names it.
    Shared(SharedMaze),
}

/// What the code field plays for `code`: a maze code's maze, or the maze a
/// share code names (drawn or edited by hand in the editor); why not.
pub fn play_code(code: &str) -> Result<Play, String> {
    if is_shared_code(code) {
        // Read, built and checked to be a maze to play (its board no larger than a code may name).
        return SharedMaze::from_code(code).map(Play::Shared);
    }
    code_to_play(code).map(Play::Command)
}

/// The maze `panda-maze --code` opens on: a share code's (drawn or edited
/// by hand, read and checked to be a maze to play as the code field reads
/// it), else a maze code's ([`spec_to_play`]); why not.
pub fn launch_code(code: &str) -> Result<LaunchCode, String> {
    if is_shared_code(code) {
        return SharedMaze::from_code(code).map(|maze| LaunchCode::Shared(Box::new(maze)));
    }
    if is_floors_code(code) {
        return floors_to_play(code).map(LaunchCode::Floors);
    }
    if is_weave_code(code) {
        return weave_to_play(code).map(LaunchCode::Weave);
    }
    spec_to_play(code).map(LaunchCode::Maze)
}

/// The command that plays the maze `code` names, on any grid; why not, when
/// it names none or one too big for the game. A grid code goes through the
/// command line's own check ([`crate::maze::generate::GridSpec::check`]: sizes counted in wide
/// arithmetic, the memory a grid takes bounded) before anything is made.
pub fn code_to_play(code: &str) -> Result<GameCommand, String> {
    let spec = if is_floors_code(code) {
        LevelSpec::Floors(floors_to_play(code)?)
    } else if is_weave_code(code) {
        LevelSpec::Weave(weave_to_play(code)?)
    } else {
        match spec_to_play(code)? {
            AnySpec::Square(spec) => LevelSpec::Square(spec),
            AnySpec::Grid(spec) => LevelSpec::Grid(spec),
        }
    };
    Ok(GameCommand::load(spec))
}

/// The maze `code` names, of any grid, when the game can play it; why not,
/// when it names none (the words `generate --code` says) or one too big
/// (the core's bounds: [`MAX_PLAYED_GRID_CELLS`] cells, 580 rings). The
/// code field and `panda-maze --code` both read codes so.
pub fn spec_to_play(code: &str) -> Result<AnySpec, String> {
    let shown = code.trim().to_ascii_lowercase();
    match AnySpec::from_code(code)? {
        AnySpec::Square(_) => MazeSpec::from_code_to_play(code).map(AnySpec::Square),
        AnySpec::Grid(spec) => {
            spec.check().map_err(|why| format!("maze code '{shown}': {why}"))?;
            Ok(AnySpec::Grid(spec))
        }
    }
}

/// The maze of floors `code` names, when the game can play it (its
/// [`FloorSpec::from_code`] checks; floors cut to a shape are not played
/// yet); why not.
pub fn floors_to_play(code: &str) -> Result<FloorSpec, String> {
    let spec = FloorSpec::from_code(code)?;
    uncut(code, spec.mask, "floors cut to a shape are").map(|()| spec)
}

/// The weave maze `code` names, when the game can play it (its
/// [`WeaveSpec::from_code`] checks; a weave cut to a shape is not played
/// yet); why not.
pub fn weave_to_play(code: &str) -> Result<WeaveSpec, String> {
    let spec = WeaveSpec::from_code(code)?;
    uncut(code, spec.mask, "a weave cut to a shape is").map(|()| spec)
}

/// Why the maze `code` names is not played when it is cut to a shape
/// (`mask`): `what` names it ("floors cut to a shape are").
fn uncut(code: &str, mask: crate::maze::Shape, what: &str) -> Result<(), String> {
    if mask == crate::maze::Shape::None {
        return Ok(());
    }
    let shown = code.trim().to_ascii_lowercase();
    Err(format!("maze code '{shown}': {what} not played in the game yet"))
}

/// The most cells of a round, hex or triangle maze a typed code may play:
/// every grid maze the core makes, about a million cells (a round board of
/// 580 rings, hex 1000×1000, triangle 1420×710 and more), as the square
/// board plays 2001×2001 tiles.
pub const MAX_PLAYED_GRID_CELLS: usize = crate::maze::generate::MAX_GRID_CELLS;
