//! What the game is asked to do ([`GameCommand`]) and what happened
//! (messages such as [`Moved`] and [`MapReset`]): the words the
//! plugins talk in, so none of them needs to know another.

use bevy::prelude::*;

use crate::maze::{Dir, MazeSpec, Pos};

use crate::game::model::Difficulty;

/// What the player (or the menu, or a script) asks the game to do.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameCommand {
    /// Start the clock without moving (the menu's Start).
    Start,
    /// Back to the entrance of the same maze; trail and clock cleared.
    Restart,
    /// A fresh maze of the same size.
    NewMap,
    /// A fresh maze of this difficulty's size.
    SetDifficulty(Difficulty),
    /// A fresh maze (new seed) with this spec's size, algorithm and options.
    NewMapLike(MazeSpec),
    /// Exactly the maze this spec names (seed included), e.g. from a maze code.
    Load(MazeSpec),
    /// Show (`true`) or hide the A* route.
    ShowRoute(bool),
    /// Show the route if hidden, hide it if shown.
    ToggleRoute,
    /// Show the heat map (distances on a colour ramp) if hidden, hide it if shown.
    ToggleHeat,
    /// Measure the heat map from this cell (the "a clicked tile" source; a
    /// square board's cells are its tiles by flat index).
    HeatFrom(u32),
    /// Finish a generation being watched at once.
    SkipGeneration,
    /// Walk the panda to this cell the shortest way, a step at a time (a
    /// click; a square board's cells are its tiles by flat index).
    WalkTo(u32),
    /// Run from the panda's tile this way to the next junction or dead end (Shift+arrow).
    RunTo(Dir),
    /// Step back along the panda's own trail.
    Undo,
    /// GenerationReplay this solver's search on the board.
    ShowSearch(crate::maze::solve::Solver),
    /// Race two solvers on the board.
    Race(crate::maze::solve::Solver, crate::maze::solve::Solver),
    /// Pause or resume the search replay.
    PauseSearch,
    /// Show one more step of the search (and pause).
    StepSearch,
    /// Show the whole search at once.
    FinishSearch,
    /// Remove the search from the board.
    ClearSearch,
    /// Show the next few steps from the panda towards the exit.
    Hint,
    /// Player 2's hint: the next few steps from the second panda (player 1's when one plays).
    PartnerHint,
    /// The panda walks the way out by itself, from where it stands.
    WalkOut,
    /// Today's daily maze.
    Daily,
    /// GenerationReplay the run just won, sped up, over the shortest route.
    ReplayRun,
    /// Show the whole map for a moment in fog mode.
    Peek,
    /// Switch between the Play and Lab faces.
    ToggleLab,
    /// Close the first launch's how-to for good.
    DismissHowTo,
    /// Follow the panda up close, or show the whole board again (when it fits).
    ToggleCloseUp,
    /// Open the campaign's level select (the Play bar's button; J on the keyboard).
    OpenLevels,
    /// Say where the panda is: position, facing, steps to the exit, what it holds.
    WhereAmI,
    /// Say the open ways and walls around the panda (and ping each open way).
    LookAround,
    /// Say the last thing said again.
    RepeatLast,
    /// Narration off, brief, full, and round again.
    CycleNarration,
    /// Play exactly the round, hex or triangle maze this spec names.
    LoadGrid(crate::maze::generate::GridSpec),
    /// A fresh round, hex or triangle maze (new seed) with this spec's grid, algorithm and options.
    NewGridLike(crate::maze::generate::GridSpec),
    /// Play exactly the maze of floors this spec names (seed included), e.g. from a maze code.
    LoadFloors(crate::maze::floors::FloorSpec),
    /// A fresh maze of floors (new seed) with this spec's grid, floors, stairs and options (the Lab's Floors choice).
    NewFloors(crate::maze::floors::FloorSpec),
    /// Play exactly the weave maze this spec names (seed included), e.g. from a maze code.
    LoadWeave(crate::maze::weave::WeaveSpec),
    /// A fresh weave maze (new seed) with this spec's grid, weave and options (the Lab's Weave choice).
    NewWeave(crate::maze::weave::WeaveSpec),
    /// Take the stairs up (`true`) or down from the panda's cell, if it has them (`]`, `[`).
    Climb(bool),
    /// Play alone, together or racing (two pandas); both go back to the entrance.
    SetPlayers(crate::game::model::Players),
    /// "Race your best" on or off: a faint ghost walks this maze's best run at its pace.
    SetGhostRace(bool),
    /// Open the maze editor (the main menu's row, the Lab's button).
    OpenEditor,
}

impl GameCommand {
    /// The command that plays the maze `spec` names: on the square board,
    /// another grid, woven or of floors.
    pub fn load(spec: crate::levels::LevelSpec) -> Self {
        use crate::levels::LevelSpec;
        match spec {
            LevelSpec::Square(spec) => GameCommand::Load(spec),
            LevelSpec::Grid(spec) => GameCommand::LoadGrid(spec),
            LevelSpec::Weave(spec) => GameCommand::LoadWeave(spec),
            LevelSpec::Floors(spec) => GameCommand::LoadFloors(spec),
        }
    }
}

/// Play a maze drawn or edited by hand, as its share code names it (the
/// editor's Play, a share code typed in the Lab): on the board of its grid.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct PlayShared(pub crate::maze::edit::SharedMaze);

/// A request to step the panda on a grid board towards a screen angle
/// (degrees, counter-clockwise from the right): the hexagon's diagonal keys.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct AimRequest(pub i16);

/// Which panda moved: the first player's, or the second's (two players on one screen).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Walker {
    /// Player 1's panda (the only one in a one-player run).
    #[default]
    First,
    /// Player 2's panda.
    Second,
}

/// A panda stepped from one cell to the next, on any grid (a square
/// board's cells are its tiles, by flat index).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moved {
    /// Whose panda.
    pub walker: Walker,
    /// The cell left (it gets a footprint).
    pub from: u32,
    /// The cell entered.
    pub to: u32,
}

/// A panda stepped back along its own trail, on any grid.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Undid {
    /// Whose panda.
    pub walker: Walker,
    /// The cell it stood in.
    pub from: u32,
    /// The cell it stands in again.
    pub to: u32,
}

/// A request to step the player one tile; a wall in the way makes it a no-op.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRequest(pub Dir);

/// The player tried to walk into a wall.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bumped {
    /// Where the panda stands (on the square board; the origin on another grid).
    pub at: Pos,
    /// The way it tried to go.
    pub dir: Dir,
    /// The locked door that stopped it, if a door did (not a wall).
    pub door: Option<crate::maze::items::KeyKind>,
}

/// Marks an entity that belongs to one map (footprints, route markers, search
/// marks, hints, the replay's ghost): [`clear_map_scoped`] despawns them all
/// on a [`MapReset`].
#[derive(Component, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MapScoped;

/// The one system that clears a map's entities: everything [`MapScoped`] goes on a [`MapReset`].
pub fn clear_map_scoped(
    mut commands: Commands,
    mut resets: MessageReader<MapReset>,
    scoped: Query<Entity, With<MapScoped>>,
) {
    if resets.read().count() > 0 {
        for entity in &scoped {
            commands.entity(entity).despawn();
        }
    }
}

/// A hint was shown to player 1 (0) or player 2 (1): it counts against their run.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintShown(pub usize);

/// The board was rebuilt or restarted: the player goes back to the entrance
/// and everything that belongs to a run is cleared.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MapReset;

/// A request to step the second panda one tile (two-player modes; player 2's keys).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartnerMoveRequest(pub Dir);

/// A request to step the second panda towards a screen angle in degrees (player 2's hexagon diagonals).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartnerAimRequest(pub i16);

/// A request to take the second panda up (true) or down the stairs it
/// stands on, on a maze of floors (player 2's number pad + and −).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartnerClimbRequest(pub bool);

/// Player 2 asked to step their panda back along its own trail.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartnerUndo;
