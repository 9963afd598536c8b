//! The board: one entity per tile of the [`CurrentMaze`], rebuilt when a
//! [`GameCommand`] asks for a new map or another difficulty.

use bevy::prelude::*;

use super::{
    AppSystems, CurrentMaze, Difficulty, GameArt, GameCommand, GridPos, MapReset, Palette, SeedStream, Solution,
    TILE_SIZE, tile_center,
};
use crate::maze::{Maze, MazeSpec, Pos, Tile, astar};

/// Depth of the board tiles; everything else is drawn above.
const TILE_Z: f32 = 0.0;
/// Depth of the entrance and exit markers.
const MARKER_Z: f32 = 1.0;

/// What a board tile is.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardTile {
    /// Solid wall.
    Wall,
    /// Open floor.
    Floor,
    /// The floor tile where the panda starts.
    Entrance,
    /// The floor tile the panda wants to reach.
    Exit,
}

/// The picture on top of the entrance or exit tile.
#[derive(Component, Debug, Clone, Copy)]
pub struct BoardMarker;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_board).add_systems(Update, apply_map_commands.in_set(AppSystems::ApplyCommands));
}

impl BoardTile {
    fn at(maze: &Maze, p: Pos) -> Self {
        match maze.tile(p) {
            _ if p == maze.entrance => BoardTile::Entrance,
            _ if p == maze.exit => BoardTile::Exit,
            Tile::Wall => BoardTile::Wall,
            Tile::Floor => BoardTile::Floor,
        }
    }

    /// This tile's colour in `palette`.
    pub fn colour(self, palette: &Palette) -> Color {
        match self {
            BoardTile::Wall => palette.wall,
            BoardTile::Floor => palette.floor,
            BoardTile::Entrance => palette.entrance,
            BoardTile::Exit => palette.exit,
        }
    }
}

fn tile(kind: BoardTile, p: Pos, maze: &Maze, palette: &Palette) -> (Name, BoardTile, GridPos, Sprite, Transform) {
    (
        Name::new(match kind {
            BoardTile::Wall => "Wall",
            BoardTile::Floor => "Floor",
            BoardTile::Entrance => "Entrance",
            BoardTile::Exit => "Exit",
        }),
        kind,
        GridPos(p),
        Sprite::from_color(kind.colour(palette), Vec2::splat(TILE_SIZE)),
        Transform::from_translation(tile_center(maze, p).extend(TILE_Z)),
    )
}

fn marker(image: Handle<Image>, p: Pos, maze: &Maze) -> impl Bundle {
    (
        Name::new("Marker"),
        BoardMarker,
        GridPos(p),
        Sprite { image, custom_size: Some(Vec2::splat(TILE_SIZE * 0.8)), ..default() },
        Transform::from_translation(tile_center(maze, p).extend(MARKER_Z)),
    )
}

/// Spawns one entity per tile of the current maze, plus the entrance and exit markers.
pub fn spawn_board(mut commands: Commands, current: Res<CurrentMaze>, palette: Res<Palette>, art: Res<GameArt>) {
    spawn_tiles(&mut commands, &current.maze, &palette, &art);
}

fn spawn_tiles(commands: &mut Commands, maze: &Maze, palette: &Palette, art: &GameArt) {
    let batch: Vec<_> = (0..maze.tiles().len())
        .map(|i| {
            let p = maze.pos_of(i);
            tile(BoardTile::at(maze, p), p, maze, palette)
        })
        .collect();
    commands.spawn_batch(batch);
    commands.spawn(marker(art.ring.clone(), maze.entrance, maze));
    commands.spawn(marker(art.star.clone(), maze.exit, maze));
}

/// Replaces the maze for [`GameCommand::NewMap`] and [`GameCommand::SetDifficulty`],
/// respawns the board, and announces a [`MapReset`] (also for a plain restart).
fn apply_map_commands(
    mut commands: Commands,
    mut requests: MessageReader<GameCommand>,
    mut current: ResMut<CurrentMaze>,
    mut solution: ResMut<Solution>,
    mut seeds: ResMut<SeedStream>,
    board: Query<Entity, Or<(With<BoardTile>, With<BoardMarker>)>>,
    palette: Res<Palette>,
    art: Res<GameArt>,
    mut reset: MessageWriter<MapReset>,
) {
    let mut rebuild: Option<Difficulty> = None;
    let mut restart = false;
    for request in requests.read() {
        match *request {
            GameCommand::NewMap => rebuild = Some(rebuild.unwrap_or(current.difficulty)),
            GameCommand::SetDifficulty(d) => rebuild = Some(d),
            GameCommand::Restart => restart = true,
            GameCommand::Start | GameCommand::ShowPath(_) | GameCommand::TogglePath => {}
        }
    }
    if let Some(difficulty) = rebuild {
        let (width, height) = difficulty.size();
        let spec = MazeSpec { width, height, seed: seeds.next_seed(), ..current.spec };
        let maze = spec.generate().expect("difficulty sizes are valid board sizes");
        solution.0 = astar(&maze).expect("a generated maze has a way out");
        *current = CurrentMaze { maze, spec, difficulty };
        for entity in &board {
            commands.entity(entity).despawn();
        }
        spawn_tiles(&mut commands, &current.maze, &palette, &art);
    }
    if rebuild.is_some() || restart {
        reset.write(MapReset);
    }
}
