//! "Where you wandered" on the end card: the moves lost, the
//! detours counted, and the longest named with its compass direction.

use super::i18n::{Language, Text};
use crate::maze::detour::{Compass, Wander};

/// The words for a compass point.
fn compass_text(c: Compass) -> Text {
    match c {
        Compass::North => Text::North,
        Compass::NorthEast => Text::NorthEast,
        Compass::East => Text::East,
        Compass::SouthEast => Text::SouthEast,
        Compass::South => Text::South,
        Compass::SouthWest => Text::SouthWest,
        Compass::West => Text::West,
        Compass::NorthWest => Text::NorthWest,
    }
}

/// The line for `wander` in `lang` (on tiles or a grid's cells), e.g. "46
/// moves lost in 3 detours; the longest, 28 moves, into the north-east".
pub fn wander_line<P>(lang: Language, wander: &Wander<P>) -> String {
    match (wander.lost, wander.longest()) {
        (0, _) => lang.t(Text::NoMoveLost).to_string(),
        (lost, None) => lang.t(Text::LostOnRoute).replace("{lost}", &lost.to_string()),
        (lost, Some(d)) => lang
            .t(Text::LostInDetours)
            .replace("{lost}", &lost.to_string())
            .replace("{n}", &wander.detours.len().to_string())
            .replace("{m}", &d.lost.to_string())
            .replace("{dir}", lang.t(compass_text(d.direction))),
    }
}
