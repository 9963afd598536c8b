//! Which board a level is played on: the command that puts its maze there
//! (square, grid, weave or floors), and the name that board then has, so the
//! campaign knows its level from another map.

use crate::game::board::grid::GridGame;
use crate::game::command::GameCommand;
use crate::game::model::BoardName;
use crate::levels::{Level, LevelSpec};
use crate::maze::generate::AnySpec;

/// The command that puts `level`'s maze on the board.
pub fn load_level(level: &Level) -> GameCommand {
    match level.spec {
        LevelSpec::Square(spec) => GameCommand::Load(spec),
        LevelSpec::Grid(spec) => GameCommand::LoadGrid(spec),
        LevelSpec::Weave(spec) => GameCommand::LoadWeave(spec),
        LevelSpec::Floors(spec) => GameCommand::LoadFloors(spec),
    }
}

/// The name of the board `level`'s maze is played on ([`GridGame::name`]
/// for a weave or floors: the flat maze it is like, and its code).
pub fn level_name(level: &Level) -> BoardName {
    match level.spec {
        LevelSpec::Square(spec) => BoardName::of(AnySpec::Square(spec)),
        LevelSpec::Grid(spec) => BoardName::of(AnySpec::Grid(spec)),
        LevelSpec::Weave(spec) => {
            BoardName::new(AnySpec::Grid(GridGame::like(spec.grid, spec.seed, spec.algorithm)), Some(&spec.code()))
        }
        LevelSpec::Floors(spec) => {
            BoardName::new(AnySpec::Grid(GridGame::like(spec.grid, spec.seed, spec.algorithm)), Some(&spec.code()))
        }
    }
}
