//! Drawing a round, hex or triangle board: its meshes ([`super::grid_mesh`])
//! put on the board when its maze changes, on a reset, or when the palette
//! does. Only where a renderer runs (the headless game has no mesh assets).
//!
//! It looks like the square board: its floor is laid with the square's
//! floor tiles and its walls are of the square's bricks, at the square's
//! size (a tile's texture a tile, half a step between cells), tinted in the
//! palette's colours as the square's sprites are. A big board's cells are a
//! few pixels, too small for a texture: it keeps the plain colours.

use bevy::prelude::*;

use super::grid::GridGame;
use super::grid_build::Carved;
pub use super::grid_mesh::{BIG_GRID_CELLS, MeshBuilder, cell_outline, overlay_material};
use super::grid_mesh::{BoardMeshes, ReadyMeshes, board_meshes};
use super::played::Played;
use super::watch::GenerationReplay;
use crate::game::assets::GameArt;
use crate::game::command::MapReset;
use crate::game::frame::AppSystems;
use crate::game::model::{BoardName, TILE_SIZE};
use crate::game::settings::Palette;
use crate::maze::generate::AnySpec;

/// Depth of the grid floor (the square board's tiles sit at 0 and are hidden).
const FLOOR_Z: f32 = 0.1;
/// Depth of the cells tinted over the floor (the entrance and exit, the rock while a carving is watched).
const TINT_Z: f32 = 0.11;
/// Depth of the grid walls.
const WALL_Z: f32 = 0.2;
/// While something plays over a board (a carving watched, a lesson), the
/// least time between two redraws of it, a cell (a Hard board's 2,400 cells:
/// each frame at 60 Hz; one of 12,000, whose redraw takes 20-40 ms: about
/// twelve times a second).
const REDRAW_SECS_A_CELL: f32 = 1.0 / 150_000.0;

/// Whether a board of `cells` cells last drawn at `last` may be drawn anew
/// at `now` (seconds) while something plays over it.
pub fn redraw_due(cells: usize, last: f32, now: f32) -> bool {
    now - last >= cells as f32 * REDRAW_SECS_A_CELL
}

/// A part of the drawn grid board (floor or walls): despawned when the board changes.
#[derive(Component, Debug, Clone, Copy)]
pub struct GridBoardPart;

/// The square board's tiles, chunks and markers.
type SquareParts<'w, 's> =
    Query<'w, 's, Entity, Or<(With<super::BoardTile>, With<super::BoardMarker>, With<super::BoardChunk>)>>;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_grid_board.in_set(AppSystems::Visualize));
}

/// Draws the grid board anew when its maze changes (or a reset, or the
/// palette); a grid maze played takes the place of the square map, whose
/// tiles and markers go (a square map played again spawns its own).
fn draw_grid_board(
    mut commands: Commands,
    board: Res<Played>,
    palette: Res<Palette>,
    mut resets: MessageReader<MapReset>,
    drawn: Query<Entity, With<GridBoardPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    (square, mut index): (SquareParts, ResMut<super::BoardIndex>),
    (replay, time): (Res<GenerationReplay>, Res<Time>),
    mut drawn_for: Local<Option<(Option<BoardName>, bool, Option<usize>)>>,
    mut carving_drawn_at: Local<f32>,
    mut ready: ResMut<ReadyMeshes>,
    art: Option<Res<GameArt>>,
) {
    let reset = resets.read().count() > 0;
    // What is drawn: the maze, whether meshes could be made (a renderer runs),
    // and while its carving is watched how many passages are shown.
    let carving = replay.passages_shown();
    let now = (board.grid().map(GridGame::name), assets.is_some(), carving.map(<[_]>::len));
    if !(reset || *drawn_for != Some(now) || palette.is_changed()) {
        return;
    }
    // While a carving is watched, a big board is not drawn anew every frame.
    let only_more_carved = !reset && !palette.is_changed() && drawn_for.is_some_and(|d| (d.0, d.1) == (now.0, now.1));
    let cells = board.grid().map_or(0, GridGame::cell_count);
    if only_more_carved && carving.is_some() && !redraw_due(cells, *carving_drawn_at, time.elapsed_secs()) {
        return;
    }
    *carving_drawn_at = time.elapsed_secs();
    *drawn_for = Some(now);
    if board.grid().is_some() {
        for entity in &square {
            commands.entity(entity).despawn();
        }
        index.0 = Vec::new();
    }
    let Some((mut meshes, mut materials)) = assets else { return };
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let Some(game) = board.grid() else { return };
    // The floor and the walls are their material's colour, laid with the
    // square board's floor tiles and bricks where a cell is big enough to
    // show them; the tints are their vertices' colours.
    let textured = game.cell_count() <= BIG_GRID_CELLS;
    let mut material = |colour: Color, texture: Option<Handle<Image>>| {
        materials.add(ColorMaterial { texture: texture.filter(|_| textured), ..ColorMaterial::from_color(colour) })
    };
    let floor = material(palette.floor, art.as_ref().map(|a| a.floor.clone()));
    let wall = material(palette.wall, art.as_ref().map(|a| a.wall.clone()));
    let tint = material(Color::WHITE, None);
    // A maze made off the frame came with its meshes, if they are in this palette.
    let prebuilt = ready.0.take().filter(|(spec, p, _)| {
        carving.is_none() && *spec == game.spec && game.name() == BoardName::of(AnySpec::Grid(*spec)) && p == &*palette
    });
    let BoardMeshes { floors, tints, walls } = match prebuilt {
        Some((_, _, meshes)) => meshes,
        None => {
            let carved = carving.map(|passages| Carved::after(game.cell_count(), passages));
            board_meshes(game, &palette, carved.as_ref())
        }
    };
    let parts = floors
        .into_iter()
        .map(|m| ("Grid floor", m, FLOOR_Z, &floor))
        .chain(std::iter::once(("Grid tints", tints, TINT_Z, &tint)))
        .chain(walls.into_iter().map(|m| ("Grid walls", m, WALL_Z, &wall)));
    for (name, mesh, z, material) in parts {
        let mesh = if textured && name != "Grid tints" { with_texture_coords(mesh) } else { mesh };
        commands.spawn((
            Name::new(name),
            GridBoardPart,
            Mesh2d(meshes.add(mesh)),
            MeshMaterial2d(material.clone()),
            Transform::from_xyz(0.0, 0.0, z),
        ));
    }
}

/// `mesh` with texture coordinates from its world positions: a texture
/// repeats every tile of the square board, rows of bricks level on the
/// screen whatever way a wall runs, as on the square board.
pub fn with_texture_coords(mesh: Mesh) -> Mesh {
    let Some(positions) = mesh.attribute(Mesh::ATTRIBUTE_POSITION).and_then(|p| p.as_float3()) else {
        return mesh;
    };
    // Picture rows run down, world y up.
    let uvs: Vec<[f32; 2]> = positions.iter().map(|p| [p[0] / TILE_SIZE, -p[1] / TILE_SIZE]).collect();
    mesh.with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
}
