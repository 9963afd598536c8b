//! A maze drawn or edited by hand, played ([`PlayShared`]: the editor's
//! Play, a share code typed in the Lab): it goes on the board of its grid,
//! the square one or another, named by its share code (so its records and
//! its best run are kept by that code), with `spec` the maze it is like
//! (its board and generator: a new map "like it" is made from that).

use bevy::prelude::*;

use super::grid::{GridGame, PendingGrid};
use super::making::PendingMap;
use super::new_map::{BoardEntities, ShownMap};
use crate::game::command::{MapReset, PlayShared};
use crate::game::model::{CurrentMaze, Route};
use crate::game::settings::{GridKind, Notices, Settings};
use crate::maze::edit::{SharedMaze, Written, write_out};
use crate::maze::generate::AnySpec;

/// A maze named by a share code, made ready to play on one board or the other.
enum Drawn {
    Square(CurrentMaze, Route),
    Grid(GridGame),
}

/// Builds the maze `shared` names, for the board of its grid.
fn make(shared: &SharedMaze) -> Result<Drawn, String> {
    let code = shared.code();
    let (maze, items) = shared.build()?;
    match (write_out(&maze, &items), shared.source.like()) {
        (Written::Square(tiles, items), AnySpec::Square(like)) => {
            let (made, route) = CurrentMaze::drawn(like, tiles, items, code)?;
            Ok(Drawn::Square(made, route))
        }
        (Written::Grid(maze, items), AnySpec::Grid(like)) => {
            Ok(Drawn::Grid(GridGame::drawn(like, *maze, items, code)?))
        }
        _ => Err("the maze and its board do not agree".into()),
    }
}

/// Puts the maze of the last [`PlayShared`] of this frame on the board, or
/// says why it cannot be played (the board played stays).
pub(super) fn play_shared(
    mut requests: MessageReader<PlayShared>,
    (mut shown, mut entities): (ShownMap, BoardEntities),
    (mut settings, mut notices): (ResMut<Settings>, ResMut<Notices>),
    (mut making, mut pending): (ResMut<PendingMap>, ResMut<PendingGrid>),
    mut reset: MessageWriter<MapReset>,
) {
    let Some(PlayShared(shared)) = requests.read().last() else { return };
    let drawn = match make(shared) {
        Ok(drawn) => drawn,
        Err(why) => {
            notices.0.push(format!("The maze {} cannot be played: {why}", shared.code()));
            return;
        }
    };
    // Nothing made before for the board comes in after it.
    making.cancel();
    pending.cancel();
    let kind = match drawn {
        Drawn::Square(made, route) => {
            if !shown.install(Ok((made, route, None)), Vec::new(), false, &mut entities) {
                return;
            }
            GridKind::Square
        }
        Drawn::Grid(game) => {
            let kind = game.kind();
            shown.play_grid(game);
            kind
        }
    };
    if settings.grid != kind {
        settings.grid = kind;
    }
    reset.write(MapReset);
}
