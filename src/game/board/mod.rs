//! The board: the maze [`Played`] on any grid, and for the square map one
//! entity per tile of its [`CurrentMaze`], rebuilt when a
//! [`GameCommand`] asks for a new map or another difficulty. Boards larger
//! than [`BoardLimits::max_entity_tiles`] are held as square [`BoardChunk`]s
//! instead (drawn by [`crate::game::view::chunks`] as Bevy tilemap chunks).
//!
//! Why a limit, measured with `panda-maze measure` (dev profile, opt-level 1,
//! a 2-core machine; see the README's "Huge mazes"): a tile entity (name,
//! kind, position, sprite, transform and the components they require) costs
//! about 0.75 kB and 1.4–3 µs to spawn, and a drawn sprite is extracted and
//! culled each frame. A million tiles would be 0.75 GB and seconds to spawn before
//! the renderer even starts; sixteen million are out of the question. A chunk
//! of 64 × 64 tiles is one entity (and one draw call) instead of 4096.

mod about;
mod drawn;
pub mod first_walk;
pub mod floors;
pub mod floors_draw;
pub mod grid;
pub mod grid_build;
pub mod grid_draw;
pub mod grid_game;
pub mod grid_items;
pub mod grid_mesh;
pub mod item_sprites;
pub mod items;
pub mod making;
pub mod mask_file;
pub mod mesh_builder;
pub mod near;
mod new_map;
pub mod overlay;
pub mod own_maze;
mod picture;
pub mod played;
pub mod shared;
pub mod view;
pub mod walk_board;
pub mod watch;
pub mod weave;
pub mod weave_draw;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::assets::GameArt;
use crate::game::command::{GameCommand, MapReset};
use crate::game::frame::AppSystems;
use crate::game::model::LARGE_BOARD_TILES;
use crate::game::model::{CurrentMaze, GridPos, SeedStream, SharedMaze, TILE_SIZE, daily_spec, tile_center, today};
use crate::game::settings::{Notices, Palette};
use crate::maze::items::ItemSpec;
use crate::maze::{Maze, MazeSpec, Pos, Tile};
use making::{Made, PendingMap, made_off_frame, make_map};
use played::Played;
use watch::{GenerationReplay, WatchSettings};

/// Depth of the board tiles; everything else is drawn above.
const TILE_Z: f32 = 0.0;
/// Depth of the entrance and exit markers: over the tiles, under the heat
/// map (as another grid's entrance and exit tints are).
const MARKER_Z: f32 = 0.12;

/// The steps the map commands of a frame are carried out in.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
enum MapStep {
    /// The first map: the launch's code, or the grid the settings chose.
    Launch,
    /// The square map asked for is read (its seed drawn first).
    Read,
    /// Another grid's maze is made, or the board goes back to the square.
    Grids,
    /// The square map is made, unless another grid's maze took the commands.
    Square,
    /// A maze of floors or a weave is made.
    Own,
}

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
    /// Outside a shaped maze: not drawn (the background shows).
    Outside,
}

/// The picture on top of the entrance or exit tile.
#[derive(Component, Debug, Clone, Copy)]
pub struct BoardMarker;

/// Boards of up to this many tiles (201 × 201, i.e. 100 × 100 cells) get one
/// entity per tile (the default of [`BoardLimits`]). Measured in the dev
/// profile: a tile entity takes 1.4–3 µs to spawn and ~0.75 kB, so a 501 × 501
/// board as entities is ready in 0.36–0.8 s and takes 190 MB, as chunks in
/// ~8 ms; at this limit spawning takes 0.06–0.13 s once (a new map of the same
/// size reuses the entities). Every difficulty stays far below.
pub const ENTITY_BOARD_MAX_TILES: usize = LARGE_BOARD_TILES;

/// Side of a [`BoardChunk`], in tiles.
pub const CHUNK_SIDE: usize = 64;

/// How large a board may be and still get one entity per tile.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardLimits {
    /// Boards with more tiles are held as [`BoardChunk`]s.
    pub max_entity_tiles: usize,
}

impl Default for BoardLimits {
    fn default() -> Self {
        Self { max_entity_tiles: ENTITY_BOARD_MAX_TILES }
    }
}

impl BoardLimits {
    /// Whether `maze` is held (and drawn) in chunks rather than tile by tile.
    pub fn chunked(&self, maze: &Maze) -> bool {
        maze.tiles().len() > self.max_entity_tiles
    }
}

/// A square of [`CHUNK_SIDE`] × [`CHUNK_SIDE`] tiles of a large board (those at
/// the right and bottom edges may reach past the board; that part is empty).
/// Its `Transform` is the square's centre. What it shows is read from the
/// [`CurrentMaze`]; the entrance and exit keep their marker entities.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardChunk {
    /// The chunk's top-left tile.
    pub origin: Pos,
}

impl BoardChunk {
    /// The tiles of `maze` this chunk covers, row by row from the top
    /// (`None` past the board's edge).
    pub fn tiles<'a>(&self, maze: &'a Maze) -> impl Iterator<Item = Option<BoardTile>> + 'a {
        let origin = self.origin;
        (0..CHUNK_SIDE).flat_map(move |dy| {
            (0..CHUNK_SIDE).map(move |dx| {
                let p = Pos::new(origin.x + dx, origin.y + dy);
                maze.contains(p).then(|| BoardTile::at(maze, p))
            })
        })
    }

    /// Where this chunk's centre lies in the world.
    pub fn center(&self, maze: &Maze) -> Vec2 {
        let half = (CHUNK_SIDE as f32 - 1.0) / 2.0 * TILE_SIZE;
        tile_center(maze, self.origin) + Vec2::new(half, -half)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        watch::plugin,
        items::plugin,
        mask_file::plugin,
        grid::plugin,
        grid_draw::plugin,
        own_maze::plugin,
        floors_draw::plugin,
        item_sprites::plugin,
    ))
    .init_resource::<first_walk::FirstWalk>()
    .init_resource::<BoardIndex>()
    .init_resource::<BoardLimits>()
    .add_systems(Startup, spawn_board)
    .init_resource::<PendingMap>()
    .init_resource::<making::SquareAsked>()
    .init_resource::<SharedMaze>()
    .add_systems(
        Update,
        (
            (new_map::receive_made_map, new_map::read_map_commands).chain().in_set(MapStep::Read),
            new_map::make_square_map.in_set(MapStep::Square),
            drawn::play_shared.after(MapStep::Square),
        ),
    )
    .configure_sets(
        Update,
        (MapStep::Launch, MapStep::Read, MapStep::Grids, MapStep::Square, MapStep::Own)
            .chain()
            .in_set(AppSystems::ApplyCommands),
    )
    .add_systems(Update, walk_board::restart_first_walk.in_set(AppSystems::Move))
    .add_systems(Update, recolour_board.in_set(AppSystems::Visualize));
}

impl BoardTile {
    /// What tile `p` of `maze` is.
    pub fn at(maze: &Maze, p: Pos) -> Self {
        match maze.tile(p) {
            _ if p == maze.entrance => BoardTile::Entrance,
            _ if p == maze.exit => BoardTile::Exit,
            Tile::Wall => BoardTile::Wall,
            Tile::Outside => BoardTile::Outside,
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
            BoardTile::Outside => Color::NONE,
        }
    }

    /// This tile's texture in `art`: bricks for walls, the floor for the rest.
    pub fn image(self, art: &GameArt) -> Handle<Image> {
        match self {
            BoardTile::Wall => art.wall.clone(),
            _ => art.floor.clone(),
        }
    }

    /// The name of a tile entity of this kind.
    pub fn name(self) -> Name {
        Name::new(match self {
            BoardTile::Wall => "Wall",
            BoardTile::Floor => "Floor",
            BoardTile::Entrance => "Entrance",
            BoardTile::Exit => "Exit",
            BoardTile::Outside => "Outside",
        })
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
        kind.name(),
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

/// How tiles look: the palette's colours on the art's textures.
#[derive(SystemParam)]
pub struct TileLook<'w> {
    /// The colours.
    pub palette: Res<'w, Palette>,
    /// The textures.
    pub art: Res<'w, GameArt>,
}

impl TileLook<'_> {
    /// The sprite of a tile of `kind`.
    pub fn sprite(&self, kind: BoardTile) -> Sprite {
        kind.sprite(&self.palette, &self.art)
    }
}

/// Each tile's entity, by flat tile index, so a tile can be found from its position.
#[derive(Resource, Debug, Default)]
pub struct BoardIndex(pub Vec<Entity>);

/// Spawns one entity per tile of the current maze, plus the entrance and exit markers.
pub fn spawn_board(
    mut commands: Commands,
    played: Res<Played>,
    palette: Res<Palette>,
    art: Res<GameArt>,
    mut index: ResMut<BoardIndex>,
    limits: Res<BoardLimits>,
) {
    let Some(current) = played.square() else { return };
    if limits.chunked(&current.maze) {
        spawn_chunks(&mut commands, &current.maze, &art, &mut index);
    } else {
        spawn_tiles(&mut commands, &current.maze, &current.maze, &palette, &art, &mut index);
    }
}

/// Spawns the chunks of a large `maze`, plus the entrance and exit markers.
/// No tile entities: [`BoardIndex`] is left empty.
fn spawn_chunks(commands: &mut Commands, maze: &Maze, art: &GameArt, index: &mut BoardIndex) {
    index.0 = Vec::new();
    let chunks: Vec<_> = (0..maze.height())
        .step_by(CHUNK_SIDE)
        .flat_map(|y| (0..maze.width()).step_by(CHUNK_SIDE).map(move |x| Pos::new(x, y)))
        .map(|origin| {
            let chunk = BoardChunk { origin };
            (Name::new("Board chunk"), chunk, Transform::from_translation(chunk.center(maze).extend(TILE_Z)))
        })
        .collect();
    commands.spawn_batch(chunks);
    spawn_markers(commands, maze, art);
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
    spawn_markers(commands, maze, art);
}

/// Spawns the entrance and exit markers of `maze`.
fn spawn_markers(commands: &mut Commands, maze: &Maze, art: &GameArt) {
    commands.spawn(marker(art.ring.clone(), maze.entrance, maze));
    commands.spawn(marker(art.star.clone(), maze.exit, maze));
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
