//! Mazes named by a spec of their own, not a grid spec: mazes of floors and
//! weave mazes. [`GameCommand::LoadFloors`] and [`GameCommand::LoadWeave`]
//! play the one a code names, [`GameCommand::NewFloors`] and
//! [`GameCommand::NewWeave`] make a new one like a spec (the Lab's choices),
//! and N on one makes another like it.

use bevy::prelude::*;

use super::grid::{GridGame, PendingGrid};
use super::making::PendingMap;
use super::played::Played;
use super::watch::GenerationReplay;
use crate::game::command::{GameCommand, MapReset};
use crate::game::model::SeedStream;
use crate::game::settings::{Notices, Settings};
use crate::maze::floors::FloorSpec;
use crate::maze::items::ItemSpec;
use crate::maze::weave::WeaveSpec;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, load_own_maze.in_set(super::MapStep::Own));
}

/// The spec of a maze of floors or a weave.
#[derive(Debug, Clone, Copy)]
enum OwnSpec {
    Floors(FloorSpec),
    Weave(WeaveSpec),
}

impl OwnSpec {
    /// The spec of the maze on the board, if it has one of its own.
    fn of(game: &GridGame) -> Option<Self> {
        game.floors.map(Self::Floors).or_else(|| game.weave.as_ref().map(|w| Self::Weave(w.spec)))
    }

    /// Another like it: a new seed, its items left out (as N does on every board).
    fn again(self, seed: u64) -> Self {
        match self {
            Self::Floors(spec) => Self::Floors(FloorSpec { seed, items: ItemSpec::default(), ..spec }),
            Self::Weave(spec) => Self::Weave(WeaveSpec { seed, items: ItemSpec::default(), ..spec }),
        }
    }

    fn code(self) -> String {
        match self {
            Self::Floors(spec) => spec.code(),
            Self::Weave(spec) => spec.code(),
        }
    }

    fn make(self) -> Result<GridGame, String> {
        match self {
            Self::Floors(spec) => GridGame::of_floors(spec),
            Self::Weave(spec) => GridGame::of_weave(spec),
        }
    }
}

/// Puts the maze of floors or the weave a command names (or a new one the
/// Lab asks for, or N on one) on the board (made on the frame: a code names
/// at most about a million cells in all), or says why it cannot be played
/// (the board played stays).
fn load_own_maze(
    mut requests: MessageReader<GameCommand>,
    mut board: ResMut<Played>,
    (mut settings, mut notices): (ResMut<Settings>, ResMut<Notices>),
    (mut making, mut pending, mut replay): (ResMut<PendingMap>, ResMut<PendingGrid>, ResMut<GenerationReplay>),
    (mut reset, mut seeds): (MessageWriter<MapReset>, ResMut<SeedStream>),
) {
    let now = board.grid().and_then(OwnSpec::of);
    let asked = requests.read().filter_map(|request| match *request {
        GameCommand::NewMap => now.map(|like| like.again(seeds.next_seed())),
        GameCommand::LoadFloors(spec) => Some(OwnSpec::Floors(spec)),
        GameCommand::NewFloors(like) => Some(OwnSpec::Floors(FloorSpec { seed: seeds.next_seed(), ..like })),
        GameCommand::LoadWeave(spec) => Some(OwnSpec::Weave(spec)),
        GameCommand::NewWeave(like) => Some(OwnSpec::Weave(WeaveSpec { seed: seeds.next_seed(), ..like })),
        _ => None,
    });
    let Some(spec) = asked.last() else { return };
    let game = match spec.make() {
        Ok(game) => game,
        Err(why) => {
            warn!("cannot make the maze {}: {why}", spec.code());
            notices.0.push(format!("The maze {} cannot be made: {why}", spec.code()));
            return;
        }
    };
    // Nothing made before for the board comes in after it.
    making.cancel();
    pending.cancel();
    *replay = GenerationReplay::default();
    if settings.grid != game.kind() {
        settings.grid = game.kind();
    }
    board.replace(Played::grid_maze(game));
    reset.write(MapReset);
}
