//! Which board a level is played on: the name the board its maze is put on
//! (square, grid, weave or floors; [`GameCommand::load`](crate::game::command::GameCommand::load)) then has, so the
//! campaign knows its level from another map.

use crate::game::board::grid::GridGame;
use crate::game::model::BoardName;
use crate::levels::{Level, LevelSpec};
use crate::maze::generate::AnySpec;

/// The name of the board `level`'s maze is played on ([`GridGame::name`]
/// for a weave or floors: the flat maze it is like, and its code).
pub fn level_name(level: &Level) -> BoardName {
    let layered = |like, code: &str| BoardName::new(AnySpec::Grid(like), Some(code));
    match level.spec {
        LevelSpec::Square(spec) => BoardName::of(AnySpec::Square(spec)),
        LevelSpec::Grid(spec) => BoardName::of(AnySpec::Grid(spec)),
        LevelSpec::Weave(w) => layered(GridGame::like(w.grid, w.seed, w.algorithm), &w.code()),
        LevelSpec::Floors(f) => layered(GridGame::like(f.grid, f.seed, f.algorithm), &f.code()),
    }
}
