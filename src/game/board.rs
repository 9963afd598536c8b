//! The board: one entity per tile of the [`CurrentMaze`], rebuilt when a
//! [`GameCommand`] asks for a new map or another difficulty.

use bevy::prelude::*;

use super::watch::{Replay, WatchSettings};
use super::{
    AppSystems, CurrentMaze, GameArt, GameCommand, GridPos, MapReset, Palette, SeedStream, Solution, TILE_SIZE,
    tile_center,
};
use crate::maze::{Maze, MazeSpec, Pos, Tile};

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
    app.init_resource::<BoardIndex>()
        .add_systems(Startup, spawn_board)
        .add_systems(Update, apply_map_commands.in_set(AppSystems::ApplyCommands))
        .add_systems(Update, recolour_board.in_set(AppSystems::Visualize));
}

impl BoardTile {
    /// What tile `p` of `maze` is.
    pub fn at(maze: &Maze, p: Pos) -> Self {
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

    /// This tile's texture in `art`: bricks for walls, the floor for the rest.
    pub fn image(self, art: &GameArt) -> Handle<Image> {
        match self {
            BoardTile::Wall => art.wall.clone(),
            _ => art.floor.clone(),
        }
    }

    /// The sprite of this tile.
    pub fn sprite(self, palette: &Palette, art: &GameArt) -> Sprite {
        Sprite {
            image: self.image(art),
            color: self.colour(palette),
            custom_size: Some(Vec2::splat(TILE_SIZE)),
            ..default()
        }
    }
}

fn tile(kind: BoardTile, p: Pos, maze: &Maze, palette: &Palette, art: &GameArt) -> impl Bundle {
    (
        Name::new(match kind {
            BoardTile::Wall => "Wall",
            BoardTile::Floor => "Floor",
            BoardTile::Entrance => "Entrance",
            BoardTile::Exit => "Exit",
        }),
        kind,
        GridPos(p),
        kind.sprite(palette, art),
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

/// Each tile's entity, by flat tile index, so a tile can be found from its position.
#[derive(Resource, Debug, Default)]
pub struct BoardIndex(pub Vec<Entity>);

/// Spawns one entity per tile of the current maze, plus the entrance and exit markers.
pub fn spawn_board(
    mut commands: Commands,
    current: Res<CurrentMaze>,
    palette: Res<Palette>,
    art: Res<GameArt>,
    mut index: ResMut<BoardIndex>,
) {
    spawn_tiles(&mut commands, &current.maze, &current.maze, &palette, &art, &mut index);
}

/// Spawns the tiles of `shown` (the final `maze` itself, or a solid board for a
/// generation about to be watched) and the markers of `maze`.
fn spawn_tiles(
    commands: &mut Commands,
    shown: &Maze,
    maze: &Maze,
    palette: &Palette,
    art: &GameArt,
    index: &mut BoardIndex,
) {
    index.0 = (0..shown.tiles().len())
        .map(|i| {
            let p = shown.pos_of(i);
            commands.spawn(tile(BoardTile::at(shown, p), p, shown, palette, art)).id()
        })
        .collect();
    commands.spawn(marker(art.ring.clone(), maze.entrance, maze));
    commands.spawn(marker(art.star.clone(), maze.exit, maze));
}

/// Carries out the map commands: a new map, another size, a given spec or a
/// restart. A new maze replaces the board (solid at first when the generation
/// is to be watched); every one of them announces a [`MapReset`].
fn apply_map_commands(
    mut commands: Commands,
    mut requests: MessageReader<GameCommand>,
    mut current: ResMut<CurrentMaze>,
    mut solution: ResMut<Solution>,
    mut seeds: ResMut<SeedStream>,
    board: Query<Entity, Or<(With<BoardTile>, With<BoardMarker>)>>,
    palette: Res<Palette>,
    art: Res<GameArt>,
    mut index: ResMut<BoardIndex>,
    mut replay: ResMut<Replay>,
    watch: Res<WatchSettings>,
    mut reset: MessageWriter<MapReset>,
) {
    let mut wanted: Option<MazeSpec> = None;
    let mut restart = false;
    for request in requests.read() {
        let base = wanted.unwrap_or(current.spec);
        match *request {
            GameCommand::NewMap => wanted = Some(MazeSpec { seed: seeds.next_seed(), ..base }),
            GameCommand::SetDifficulty(d) => {
                let (width, height) = d.size();
                wanted = Some(MazeSpec { width, height, seed: seeds.next_seed(), ..base });
            }
            GameCommand::NewMapLike(spec) => wanted = Some(MazeSpec { seed: seeds.next_seed(), ..spec }),
            GameCommand::Load(spec) => wanted = Some(spec),
            GameCommand::Daily => wanted = Some(super::records::daily_spec(&super::records::today())),
            GameCommand::Restart => restart = true,
            _ => {}
        }
    }
    if let Some(spec) = wanted {
        let mut steps = Vec::new();
        let made =
            if watch.enabled { CurrentMaze::generate(spec, &mut steps) } else { CurrentMaze::generate(spec, &mut ()) };
        match made {
            Ok((made, route)) => {
                *current = made;
                *solution = route;
                for entity in &board {
                    commands.entity(entity).despawn();
                }
                let solid;
                let shown = if watch.enabled {
                    let mut walled = Maze::walled(spec.width, spec.height).expect("the maze was made at this size");
                    (walled.entrance, walled.exit) = (current.maze.entrance, current.maze.exit);
                    solid = walled;
                    &solid
                } else {
                    &current.maze
                };
                spawn_tiles(&mut commands, shown, &current.maze, &palette, &art, &mut index);
                *replay = Replay::new(steps);
            }
            Err(why) => warn!("cannot make the maze {}: {why}", spec.code()),
        }
    }
    if wanted.is_some() || restart {
        reset.write(MapReset);
    }
}

/// Recolours every tile when the palette changes (a theme or a colour picked in the settings).
pub(super) fn recolour_board(palette: Res<Palette>, mut tiles: Query<(&BoardTile, &mut Sprite)>) {
    if !palette.is_changed() || palette.is_added() {
        return;
    }
    for (kind, mut sprite) in &mut tiles {
        let colour = kind.colour(&palette);
        if sprite.color != colour {
            sprite.color = colour;
        }
    }
}
