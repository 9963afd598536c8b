//! Mazes cut to a mask file typed in the game (a `.png` or `.txt`, read by
//! [`crate::maze::mask`]), and the shape remembered in the settings.
//!
//! A file's mask is read at the board's size when asked for; a path that
//! cannot be read or a broken file is said in a notice and changes nothing
//! (the maze being played stays). While a file is in use, every new map of
//! the player's own is cut to it (read again at a new size). No maze code
//! can name such a maze: the panel says so in place of a code, printing is
//! offered only for mazes a code names, and its records are kept under
//! the code with the file's name added, never as the rectangle's.
//! A maze loaded by its code (a level, the daily maze, a typed code) or a
//! built-in shape ends the file's use.
//!
//! At launch, the remembered file is asked for again, or the remembered
//! built-in shape and exits are applied to the first map (not to the daily
//! maze, nor to an algorithm that cannot follow a shape). A remembered file
//! that is gone or broken falls back to no shape, with a notice.

use bevy::prelude::*;

use crate::game::command::GameCommand;
use crate::game::model::{SquareLab, daily_spec, today};
use crate::game::settings::{Notices, Settings};
use crate::maze::{Exits, Mask, MazeSpec, Shape};

/// The mask file new maps are cut to, as the player chose it in the game.
#[derive(Resource, Debug, Default, Clone)]
pub struct MaskFile {
    /// A file to read and cut a new map to at the next frame (typed in, or remembered).
    pub requested: Option<String>,
    /// The file the current maze and new ones are cut to, with its mask at the board's size.
    pub active: Option<(String, Mask)>,
    /// Why the last file asked for could not be used.
    pub problem: Option<String>,
}

impl MaskFile {
    /// The file in use, if any.
    pub fn in_use(&self) -> Option<&str> {
        self.active.as_ref().map(|(path, _)| path.as_str())
    }

    /// The mask a new map of `spec` is cut to: the file's, read again if the
    /// size changed (`Err`: it no longer reads, and is no longer in use).
    pub(super) fn mask_for(&mut self, spec: &MazeSpec) -> Result<Option<&Mask>, String> {
        if spec.shape != Shape::None || !spec.algorithm.is_maskable() {
            return Ok(None);
        }
        let Some((path, mask)) = self.active.take() else { return Ok(None) };
        let (cols, rows) = ((spec.width - 1) / 2, (spec.height - 1) / 2);
        let mask = if (mask.cols(), mask.rows()) == (cols, rows) {
            mask
        } else {
            Mask::named(&path, cols, rows).map_err(|e| file_problem(&path, &e.to_string()))?
        };
        self.active = Some((path, mask));
        Ok(self.active.as_ref().map(|(_, m)| m))
    }
}

/// The notice for a mask file that cannot be used.
fn file_problem(path: &str, why: &str) -> String {
    format!("The mask file '{path}' cannot be used: {why}. The maze stays as it was.")
}

/// The key a won maze's record is kept under: its code without the check
/// character, and for a maze cut to a mask file (which no code names) the
/// file's name added, so it is never taken for the rectangle's.
pub fn record_key(spec: &MazeSpec, file: Option<&str>) -> String {
    match file {
        None => spec.plain_code(),
        Some(path) => {
            let name = std::path::Path::new(path).file_name().map_or(path.into(), |n| n.to_string_lossy());
            format!("{}+mask:{name}", spec.plain_code())
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MaskFile>().add_systems(Startup, remembered_shape).add_systems(
        Update,
        (end_on_code, use_requested_file)
            .chain()
            .in_set(crate::game::frame::AppSystems::ApplyCommands)
            .before(super::MapStep::Read),
    );
}

/// A maze named by its code, or a built-in shape, ends the file's use.
fn end_on_code(mut requests: MessageReader<GameCommand>, mut file: ResMut<MaskFile>) {
    for request in requests.read() {
        let ends = match request {
            GameCommand::Load(_) | GameCommand::Daily => true,
            GameCommand::NewMapLike(spec) => spec.shape != Shape::None,
            _ => false,
        };
        if ends && file.active.is_some() {
            file.active = None;
        }
    }
}

/// Reads the file asked for at the board's size; cuts a new map to it, or
/// says why not and changes nothing.
fn use_requested_file(
    mut file: ResMut<MaskFile>,
    lab: Res<SquareLab>,
    mut settings: ResMut<Settings>,
    mut notices: ResMut<Notices>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(path) = file.requested.take() else { return };
    let path = path.trim().to_owned();
    let spec = lab.0;
    let (cols, rows) = ((spec.width - 1) / 2, (spec.height - 1) / 2);
    let read = if !spec.algorithm.is_maskable() {
        Err(crate::maze::GenerateError::Unmaskable(spec.algorithm).to_string())
    } else if path.is_empty() {
        Err("no file was named".to_owned())
    } else if path.parse::<Shape>().is_ok() {
        Err("that is a built-in shape's name: pick it from the list".to_owned())
    } else {
        Mask::load(std::path::Path::new(&path), cols, rows).map_err(|e| e.to_string())
    };
    match read {
        Ok(mask) => {
            if mask.dropped() > 0 {
                let (kept, dropped) = (mask.count(), mask.dropped());
                notices.0.push(format!(
                    "The mask file '{path}' is in several parts; the largest ({kept} cells) is kept, {dropped} dropped."
                ));
            }
            file.active = Some((path.clone(), mask));
            file.problem = None;
            if settings.mask_file.as_deref() != Some(path.as_str()) {
                settings.mask_file = Some(path);
            }
            let exits =
                if spec.shape == Shape::None && spec.exits != Exits::Corners { spec.exits } else { Exits::Hardest };
            commands.write(GameCommand::NewMapLike(spec.with_shape(Shape::None).with_exits(exits)));
        }
        Err(why) => {
            let problem = file_problem(&path, &why);
            warn!("{problem}");
            notices.0.push(problem.clone());
            file.problem = Some(problem);
            // A remembered file that no longer reads is forgotten (no shape next time).
            if settings.mask_file.as_deref() == Some(path.as_str()) {
                settings.mask_file = None;
            }
        }
    }
}

/// At launch: the remembered file is asked for again, or the remembered
/// built-in shape and exits are applied to the first map.
fn remembered_shape(
    settings: Res<Settings>,
    lab: Res<SquareLab>,
    mut file: ResMut<MaskFile>,
    mut commands: MessageWriter<GameCommand>,
) {
    let spec = lab.0;
    let ordinary = spec.algorithm.is_maskable() && spec.shape == Shape::None && spec != daily_spec(&today());
    if !ordinary {
        return;
    }
    if let Some(path) = &settings.mask_file {
        file.requested = Some(path.clone());
    } else if settings.shape != Shape::None || settings.exits != spec.exits {
        commands.write(GameCommand::Load(spec.with_shape(settings.shape).with_exits(settings.exits)));
    }
}
