//! Watching a maze being made: when enabled, a new map starts as solid rock
//! and the generator's recorded steps are replayed onto the tile entities (on
//! a round, hex or triangle board: its passages, drawn by the grid board) at
//! an adjustable pace. The panda waits until the maze is finished; Space or
//! [`GameCommand::SkipGeneration`] finishes it at once.

use bevy::prelude::*;

use super::played::Played;
use super::{BoardIndex, BoardTile, TileLook};
use crate::game::command::GameCommand;
use crate::game::frame::{AppSystems, Screen};
use crate::maze::{Pos, Tile};

/// Slowest replay, in steps per second.
pub const MIN_STEPS_PER_SEC: f32 = 20.0;
/// Fastest replay, in steps per second.
pub const MAX_STEPS_PER_SEC: f32 = 20_000.0;

/// Whether new maps are built before the player's eyes, and how fast.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct WatchSettings {
    /// GenerationReplay the generation of new maps.
    pub enabled: bool,
    /// Tile changes shown per second.
    pub steps_per_sec: f32,
}

impl Default for WatchSettings {
    fn default() -> Self {
        Self { enabled: false, steps_per_sec: 600.0 }
    }
}

/// The steps of the current generation still to be shown.
#[derive(Resource, Debug, Default, Clone)]
pub struct GenerationReplay {
    steps: Steps,
    shown: usize,
    /// Fraction of a step owed from earlier frames.
    carry: f32,
}

/// What a generation is replayed as: tiles of the square board, or the
/// passages a round, hex or triangle maze was carved with.
#[derive(Debug, Clone)]
enum Steps {
    Tiles(Vec<(Pos, Tile)>),
    Passages(Vec<(u32, u32)>),
}

impl Default for Steps {
    fn default() -> Self {
        Self::Tiles(Vec::new())
    }
}

impl GenerationReplay {
    /// A replay of `steps` from the start (empty: nothing to watch).
    pub fn new(steps: Vec<(Pos, Tile)>) -> Self {
        Self { steps: Steps::Tiles(steps), shown: 0, carry: 0.0 }
    }

    /// A replay of the passages a grid maze was carved with, in order.
    pub fn passages(steps: Vec<(u32, u32)>) -> Self {
        Self { steps: Steps::Passages(steps), shown: 0, carry: 0.0 }
    }

    fn len(&self) -> usize {
        match &self.steps {
            Steps::Tiles(steps) => steps.len(),
            Steps::Passages(steps) => steps.len(),
        }
    }

    /// Whether the whole maze is on screen.
    pub fn is_done(&self) -> bool {
        self.shown >= self.len()
    }

    /// Steps shown and steps in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.shown, self.len())
    }

    /// While a grid maze's carving is being shown: the passages opened so far.
    pub fn passages_shown(&self) -> Option<&[(u32, u32)]> {
        match &self.steps {
            Steps::Passages(steps) if !self.is_done() => Some(&steps[..self.shown]),
            _ => None,
        }
    }

    /// Shows the steps owed after `secs` more at `settings`' pace (all of
    /// them on a `skip`); returns where the newly shown ones start.
    fn advance(&mut self, skip: bool, secs: f32, settings: &WatchSettings) -> usize {
        let owed = self.carry + secs * settings.steps_per_sec.clamp(MIN_STEPS_PER_SEC, MAX_STEPS_PER_SEC);
        let count = if skip { self.len() } else { owed.floor() as usize };
        self.carry = owed.fract();
        let from = self.shown;
        self.shown = (self.shown + count).min(self.len());
        from
    }
}

/// Run condition: the game is on ([`Screen::Playing`]) and the board shows
/// the finished maze, so the panda may move.
pub fn board_is_playable(screen: Option<Res<State<Screen>>>, replay: Res<GenerationReplay>) -> bool {
    playable(screen.as_deref().map(State::get), &replay)
}

/// Whether the panda may move on `screen` with the generation `replay` where it is.
pub fn playable(screen: Option<&Screen>, replay: &GenerationReplay) -> bool {
    screen == Some(&Screen::Playing) && replay.is_done()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WatchSettings>()
        .init_resource::<GenerationReplay>()
        .add_systems(Update, show_generation_steps.in_set(AppSystems::Visualize));
}

fn show_generation_steps(
    mut replay: ResMut<GenerationReplay>,
    mut requests: MessageReader<GameCommand>,
    settings: Res<WatchSettings>,
    time: Res<Time>,
    played: Res<Played>,
    index: Res<BoardIndex>,
    look: TileLook,
    mut tiles: Query<(&mut BoardTile, &mut Sprite)>,
) {
    let skip = requests.read().any(|c| *c == GameCommand::SkipGeneration);
    if replay.is_done() {
        return;
    }
    // A grid maze's passages are drawn by the grid board from `passages_shown`.
    let from = replay.advance(skip, time.delta_secs(), &settings);
    let (Steps::Tiles(steps), Some(current)) = (&replay.steps, played.square()) else { return };
    let maze = &current.maze;
    for &(p, tile) in &steps[from..replay.shown] {
        let kind = match tile {
            Tile::Wall => BoardTile::Wall,
            Tile::Outside => BoardTile::Outside,
            Tile::Floor if p == maze.entrance => BoardTile::Entrance,
            Tile::Floor if p == maze.exit => BoardTile::Exit,
            Tile::Floor => BoardTile::Floor,
        };
        if let Some(&entity) = index.0.get(maze.index(p))
            && let Ok((mut board_tile, mut sprite)) = tiles.get_mut(entity)
        {
            *board_tile = kind;
            *sprite = look.sprite(kind);
        }
    }
}
