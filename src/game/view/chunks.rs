//! Drawing large boards: each [`BoardChunk`] of 64 × 64 tiles becomes one mesh
//! with Bevy's tilemap chunk material (one draw call, culled when off screen).
//!
//! We use [`TilemapChunkMaterial`], the renderer behind Bevy 0.19's
//! `TilemapChunk`, directly rather than the `TilemapChunk` component: that
//! component keeps a `TilemapChunkTileData` of 24 bytes a tile in the main
//! world plus a main-world copy of the packed texture (8 bytes a tile), some
//! 0.5 GB for a 4003 × 4003 board. Here the packed tile data is written
//! straight from the maze's bytes into a texture that lives only in the render
//! world ([`RenderAssetUsages::RENDER_WORLD`]), so the main world keeps just
//! the maze (one byte a tile).
//!
//! The tileset has four layers, wall, floor, entrance and exit, each the
//! game's art already tinted with the [`Palette`]'s colour, so a palette change
//! re-tints the four small pictures instead of touching sixteen million tiles;
//! a fifth, plain white, takes the heat map's colours as tints. The tile data
//! changes during a map only for the heat map (chunked boards are not replayed
//! while generating), so chunks are built once, the nearest ones first, and
//! packed again only where the heat map's wave passes ([`super::chunk_heat`]).

use bevy::asset::RenderAssetUsages;
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::sprite_render::{AlphaMode2d, TilemapChunkMaterial};

use crate::game::assets::{art_files, decode_art};
use crate::game::board::view::Boards;
use crate::game::board::{BoardChunk, BoardTile, CHUNK_SIDE};
use crate::game::frame::AppSystems;
use crate::game::model::TILE_SIZE;
use crate::game::settings::Palette;
use crate::maze::{Maze, Tile};

/// The tileset's layers, in order: a tile's layer is its index here.
pub const TILESET_LAYERS: [BoardTile; 4] = [BoardTile::Wall, BoardTile::Floor, BoardTile::Entrance, BoardTile::Exit];

/// The tileset's last layer: plain white, for texels that take their whole
/// colour from their tint (the heat map's, see [`super::chunk_heat`]).
pub const PLAIN_LAYER: u16 = TILESET_LAYERS.len() as u16;

/// Bytes of one tile in the packed tile data (Bevy's `PackedTileData`:
/// tileset index `u16`, RGBA tint `[u8; 4]`, flags `u16`; an `Rgba16Uint` texel).
pub const PACKED_TILE_BYTES: usize = 8;

/// Chunks given their mesh and texture per frame at most, nearest the panda
/// first (fewer when [`PACK_BUDGET`] runs out): a 4003 × 4003 board (3969
/// chunks) is drawn over several frames without one long frame.
const CHUNKS_PER_FRAME: usize = 600;
/// Chunks packed per frame at least (drawn, or packed again for the heat
/// map), however long they take.
pub const PACK_AT_LEAST: usize = 32;
/// Past this much packing in a frame, the rest of the chunks wait for the
/// next frames, nearest the panda first (a 4003² board has some 4,000).
pub const PACK_BUDGET: std::time::Duration = std::time::Duration::from_millis(4);

/// The chunk mesh and the tinted tileset every chunk shares.
#[derive(Resource, Debug)]
pub struct ChunkArt {
    /// The tileset: four 2D array layers (see [`TILESET_LAYERS`]).
    pub tileset: Handle<Image>,
    /// A square of [`CHUNK_SIDE`] tiles.
    pub mesh: Handle<Mesh>,
    /// The wall and floor art, untinted, to tint again on a palette change.
    wall: Image,
    floor: Image,
}

/// Draws chunked boards (public so a headless test can add it, with the
/// image, mesh and material asset stores, to see the chunks' texels).
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, make_chunk_art)
        .add_systems(Update, (retint_tileset, draw_new_chunks).chain().in_set(AppSystems::Visualize));
}

/// Where `kind` lies in the tileset.
fn layer_of(kind: BoardTile) -> u16 {
    TILESET_LAYERS.iter().position(|&k| k == kind).expect("every tile kind has a layer") as u16
}

/// The packed tile data of `chunk` of `maze`: one [`PACKED_TILE_BYTES`] texel
/// a tile, bottom row first (the tilemap shader counts rows from the bottom);
/// tiles past the board's edge are empty (index `u16::MAX`, not drawn).
pub fn chunk_tile_data(maze: &Maze, chunk: BoardChunk) -> Vec<u8> {
    let texel = |kind: Option<BoardTile>| -> [u8; PACKED_TILE_BYTES] {
        match kind {
            Some(kind) => {
                let [lo, hi] = layer_of(kind).to_le_bytes();
                // White tint (the tileset is tinted already), flags: visible.
                [lo, hi, 255, 255, 255, 255, 1, 0]
            }
            None => [0xFF, 0xFF, 0, 0, 0, 0, 0, 0],
        }
    };
    let empty = texel(None);
    let wall = texel(Some(BoardTile::Wall));
    let floor = texel(Some(BoardTile::Floor));
    let mut data = empty.repeat(CHUNK_SIDE * CHUNK_SIDE);
    let (ox, oy) = (chunk.origin.x, chunk.origin.y);
    let columns = CHUNK_SIDE.min(maze.width().saturating_sub(ox));
    // Row slices of the maze, not a look-up per tile: a 4003 × 4003 board packs several times quicker.
    for y in 0..CHUNK_SIDE.min(maze.height().saturating_sub(oy)) {
        let start = (oy + y) * maze.width() + ox;
        let row = (CHUNK_SIDE - 1 - y) * CHUNK_SIDE * PACKED_TILE_BYTES;
        let out = &mut data[row..row + columns * PACKED_TILE_BYTES];
        for (tile, texel) in maze.tiles()[start..start + columns].iter().zip(out.chunks_exact_mut(PACKED_TILE_BYTES)) {
            texel.copy_from_slice(match tile {
                Tile::Floor => &floor,
                Tile::Wall => &wall,
                Tile::Outside => &empty,
            });
        }
    }
    for (p, kind) in [(maze.entrance, BoardTile::Entrance), (maze.exit, BoardTile::Exit)] {
        if (ox..ox + CHUNK_SIDE).contains(&p.x) && (oy..oy + CHUNK_SIDE).contains(&p.y) {
            let at = ((CHUNK_SIDE - 1 - (p.y - oy)) * CHUNK_SIDE + p.x - ox) * PACKED_TILE_BYTES;
            data[at..at + PACKED_TILE_BYTES].copy_from_slice(&texel(Some(kind)));
        }
    }
    data
}

/// The texture of a chunk's tile data; it lives in the render world only.
fn tile_data_image(data: Vec<u8>) -> Image {
    let side = CHUNK_SIDE as u32;
    let mut image = Image::new(
        Extent3d { width: side, height: side, depth_or_array_layers: 1 },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba16Uint,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::nearest();
    image
}

/// `art` multiplied by `tint` the way a sprite's colour tints its image
/// (in linear light), as sRGB bytes.
fn tinted(art: &Image, tint: Color) -> Vec<u8> {
    let tint = tint.to_linear();
    let Some(pixels) = art.data.as_ref() else { return Vec::new() };
    pixels
        .chunks(4)
        .flat_map(|px| {
            let lin = Color::srgba_u8(px[0], px[1], px[2], px[3]).to_linear();
            let out = LinearRgba::new(
                lin.red * tint.red,
                lin.green * tint.green,
                lin.blue * tint.blue,
                lin.alpha * tint.alpha,
            );
            Color::from(out).to_srgba().to_u8_array()
        })
        .collect()
}

/// The four layers, stacked top to bottom, tinted with `palette`, and the plain white one.
fn tileset_pixels(wall: &Image, floor: &Image, palette: &Palette) -> Vec<u8> {
    let mut pixels: Vec<u8> = TILESET_LAYERS
        .iter()
        .flat_map(|&kind| tinted(if kind == BoardTile::Wall { wall } else { floor }, kind.colour(palette)))
        .collect();
    pixels.extend(std::iter::repeat_n(255, floor.data.as_ref().map_or(0, Vec::len)));
    pixels
}

fn make_chunk_art(
    mut commands: Commands,
    palette: Res<Palette>,
    mut images: ResMut<Assets<Image>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let wall = decode_art(art_files::BRICK_WALL);
    let floor = decode_art(art_files::FLOOR_TILE);
    let size = wall.size();
    let layers = u32::from(PLAIN_LAYER) + 1;
    let mut tileset = Image::new(
        Extent3d { width: size.x, height: size.y * layers, depth_or_array_layers: 1 },
        TextureDimension::D2,
        tileset_pixels(&wall, &floor, &palette),
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    );
    tileset.sampler = ImageSampler::nearest();
    tileset.reinterpret_stacked_2d_as_array(layers).expect("the tileset is five square layers");
    let mesh = meshes.add(Rectangle::from_length(CHUNK_SIDE as f32 * TILE_SIZE));
    commands.insert_resource(ChunkArt { tileset: images.add(tileset), mesh, wall, floor });
}

/// On a palette change, tints the tileset again and has every chunk's
/// material prepared anew (so it binds the new pictures).
fn retint_tileset(
    palette: Res<Palette>,
    art: Option<Res<ChunkArt>>,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<TilemapChunkMaterial>>,
    chunks: Query<&MeshMaterial2d<TilemapChunkMaterial>, With<BoardChunk>>,
) {
    let Some(art) = art else { return };
    if !palette.is_changed() || palette.is_added() {
        return;
    }
    if let Some(mut tileset) = images.get_mut(&art.tileset) {
        tileset.data = Some(tileset_pixels(&art.wall, &art.floor, &palette));
    }
    for material in &chunks {
        // Touching the material is enough to have it prepared again.
        let _ = materials.get_mut(&material.0);
    }
}

/// Gives chunks without a picture their mesh and material, up to
/// [`CHUNKS_PER_FRAME`] a frame and no more than [`PACK_BUDGET`] of work past
/// the first [`PACK_AT_LEAST`], those nearest the panda first.
fn draw_new_chunks(
    mut commands: Commands,
    art: Option<Res<ChunkArt>>,
    boards: Boards,
    new_chunks: Query<(Entity, &BoardChunk), Without<MeshMaterial2d<TilemapChunkMaterial>>>,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<TilemapChunkMaterial>>,
) {
    let Some(art) = art else { return };
    let view = boards.view();
    let Some(maze) = view.tile_maze().filter(|_| !new_chunks.is_empty()) else { return };
    let near = maze.pos_of(view.panda() as usize);
    let mut pending: Vec<(Entity, BoardChunk)> = new_chunks.iter().map(|(e, c)| (e, *c)).collect();
    let half = CHUNK_SIDE / 2;
    pending.sort_by_key(|(_, c)| (c.origin.x + half).abs_diff(near.x).max((c.origin.y + half).abs_diff(near.y)));
    let started = std::time::Instant::now();
    for (n, (entity, chunk)) in pending.into_iter().take(CHUNKS_PER_FRAME).enumerate() {
        if n >= PACK_AT_LEAST && started.elapsed() > PACK_BUDGET {
            break;
        }
        let tile_data = images.add(tile_data_image(chunk_tile_data(maze, chunk)));
        let material = materials.add(TilemapChunkMaterial {
            alpha_mode: AlphaMode2d::Opaque,
            tileset: art.tileset.clone(),
            tile_data,
        });
        commands.entity(entity).insert((Mesh2d(art.mesh.clone()), MeshMaterial2d(material)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::{MazeSpec, Pos};

    #[test]
    fn packed_rows_run_from_the_bottom_and_past_the_edge_is_empty() {
        let maze = MazeSpec::new(71, 67, 3).generate().unwrap();
        let chunk = BoardChunk { origin: Pos::new(64, 64) };
        let data = chunk_tile_data(&maze, chunk);
        assert_eq!(data.len(), CHUNK_SIDE * CHUNK_SIDE * PACKED_TILE_BYTES);
        let texel = |x: usize, y_from_top: usize| {
            let row = CHUNK_SIDE - 1 - y_from_top;
            let at = (row * CHUNK_SIDE + x) * PACKED_TILE_BYTES;
            u16::from_le_bytes([data[at], data[at + 1]])
        };
        // Tile (64, 64) is the top-left of this chunk: a wall corner.
        assert_eq!(texel(0, 0), layer_of(BoardTile::Wall));
        // Columns 64..71 and rows 64..67 exist; the rest is past the edge.
        assert_eq!(texel(7, 0), u16::MAX);
        assert_eq!(texel(0, 3), u16::MAX);
        for y in 0..3 {
            for x in 0..7 {
                let p = Pos::new(64 + x, 64 + y);
                assert_eq!(texel(x, y), layer_of(BoardTile::at(&maze, p)), "{p}");
            }
        }
        // Every tile of a whole board, entrance and exit included, as `BoardTile::at` says.
        for chunk in [BoardChunk { origin: Pos::new(0, 0) }, BoardChunk { origin: Pos::new(64, 0) }] {
            let data = chunk_tile_data(&maze, chunk);
            for (i, kind) in chunk.tiles(&maze).enumerate() {
                let (x, y) = (i % CHUNK_SIDE, i / CHUNK_SIDE);
                let at = ((CHUNK_SIDE - 1 - y) * CHUNK_SIDE + x) * PACKED_TILE_BYTES;
                let index = u16::from_le_bytes([data[at], data[at + 1]]);
                assert_eq!(index, kind.map_or(u16::MAX, layer_of), "chunk {:?} tile {x},{y}", chunk.origin);
            }
        }
        // The tileset is tinted: white art takes the tint exactly.
        let white = Image::new_fill(
            Extent3d { width: 1, height: 1, depth_or_array_layers: 1 },
            TextureDimension::D2,
            &[255, 255, 255, 255],
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::default(),
        );
        assert_eq!(tinted(&white, Color::srgb_u8(200, 10, 10)), vec![200, 10, 10, 255]);
    }
}
