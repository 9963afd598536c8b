//! The heat map on a chunked board: the texels of the chunks the wave has
//! reached are packed again, each reached tile on the tileset's plain white
//! layer tinted with its colour on the ramp, so a huge board shows the same
//! wavefront as a tile board ([`crate::game::assist::heat`]). Only chunks
//! whose tiles the wave has newly reached are packed again, at most
//! [`HEAT_CHUNKS_PER_FRAME`] a frame and no more than [`PACK_BUDGET`]
//! of work past the first [`PACK_AT_LEAST`], those nearest the panda first; hiding
//! the map packs the coloured chunks back to their plain tiles.

use bevy::prelude::*;
use bevy::sprite_render::TilemapChunkMaterial;

use super::chunks::{PACK_AT_LEAST, PACK_BUDGET, PACKED_TILE_BYTES, PLAIN_LAYER, chunk_tile_data};
use crate::game::assist::heat::HeatView;
use crate::game::board::view::Boards;
use crate::game::board::{BoardChunk, CHUNK_SIDE};
use crate::game::frame::AppSystems;
use crate::maze::Maze;
use crate::maze::distance::UNREACHED;
use crate::maze::heat::heat_colour;

/// Chunks packed again per frame at most.
pub const HEAT_CHUNKS_PER_FRAME: usize = 400;

/// What of the heat map a chunk's texels show.
#[derive(Component, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ChunkHeat {
    /// The measurement and the reach its texels were packed for (`None`: no heat).
    pub painted: Option<(u32, u32)>,
    /// Whether any of its texels is coloured.
    pub coloured: bool,
}

/// Paints the heat map into the chunks (public so a headless test can add
/// it beside [`super::chunks::plugin`]).
pub fn plugin(app: &mut App) {
    app.add_systems(Update, paint_heat.in_set(AppSystems::Visualize));
}

/// The texel of a tile coloured `[r, g, b]` (sRGB): the plain layer, tinted
/// with the colour in linear light (the tilemap shader multiplies the
/// sampled, linear, tileset by the tint).
pub fn heat_texel([r, g, b]: [u8; 3]) -> [u8; PACKED_TILE_BYTES] {
    let linear = srgb_to_linear_u8();
    let (lr, lg, lb) = (linear[usize::from(r)], linear[usize::from(g)], linear[usize::from(b)]);
    let [lo, hi] = PLAIN_LAYER.to_le_bytes();
    [lo, hi, lr, lg, lb, 255, 1, 0]
}

/// Each sRGB channel value in linear light, as [`Color::to_linear`] and
/// `to_u8_array` give it (channel by channel, so a table of 256 gives the
/// same texels without a power function per tile).
fn srgb_to_linear_u8() -> &'static [u8; 256] {
    static TABLE: std::sync::OnceLock<[u8; 256]> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| std::array::from_fn(|v| Color::srgb_u8(v as u8, 0, 0).to_linear().to_u8_array()[0]))
}

/// The packed tile data of `chunk` with every tile at most `reach` steps
/// away in `dist` (flat, as the maze's tiles) coloured on the ramp up to `max`.
pub fn heat_tile_data(maze: &Maze, chunk: BoardChunk, dist: &[u32], reach: u32, max: u32) -> Vec<u8> {
    let mut data = chunk_tile_data(maze, chunk);
    let (ox, oy) = (chunk.origin.x, chunk.origin.y);
    let columns = CHUNK_SIDE.min(maze.width().saturating_sub(ox));
    for y in 0..CHUNK_SIDE.min(maze.height().saturating_sub(oy)) {
        let start = (oy + y) * maze.width() + ox;
        let row = (CHUNK_SIDE - 1 - y) * CHUNK_SIDE * PACKED_TILE_BYTES;
        let out = &mut data[row..row + columns * PACKED_TILE_BYTES];
        for (&d, texel) in dist[start..start + columns].iter().zip(out.chunks_exact_mut(PACKED_TILE_BYTES)) {
            if d != UNREACHED && d <= reach {
                texel.copy_from_slice(&heat_texel(heat_colour(d, max)));
            }
        }
    }
    data
}

/// Looks up a chunk's nearest and farthest reached distance in the heat
/// map's [`HeatView::blocks`] (measured with the distances, off the frame on
/// huge boards).
fn range_of(view: &HeatView, maze: &Maze, chunk: BoardChunk) -> Option<(u32, u32)> {
    let at = (chunk.origin.y / CHUNK_SIDE) * maze.width().div_ceil(CHUNK_SIDE) + chunk.origin.x / CHUNK_SIDE;
    view.blocks.get(at).copied().flatten()
}

/// Whether a chunk showing `now` must be packed again to show `want` (the
/// wave at that reach of that measurement; `None`: no heat), given its range.
fn must_repack(now: ChunkHeat, want: Option<(u32, u32)>, range: Option<(u32, u32)>) -> bool {
    let will_colour = want.is_some_and(|(_, reach)| range.is_some_and(|(lo, _)| lo <= reach));
    match (now.painted, want) {
        _ if !now.coloured && !will_colour => false,
        // The same wave grown: only tiles farther than what is painted are new.
        (Some((m0, r0)), Some((m1, r1))) if m0 == m1 && r1 >= r0 => range.is_some_and(|(_, hi)| hi > r0),
        _ => true,
    }
}

/// Packs again the chunks the wave has newly reached (or the coloured ones,
/// when the heat map goes away).
fn paint_heat(
    mut commands: Commands,
    view: Res<HeatView>,
    boards: Boards,
    mut chunks: Query<(Entity, &BoardChunk, &MeshMaterial2d<TilemapChunkMaterial>, Option<&mut ChunkHeat>)>,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<TilemapChunkMaterial>>,
) {
    let want = view.wave().map(|reach| (view.measured, reach));
    let board = boards.view();
    let Some(maze) = board.tile_maze() else { return };
    let near = maze.pos_of(board.panda() as usize);
    let half = CHUNK_SIDE / 2;
    let mut todo = Vec::new();
    for (entity, chunk, material, heat) in &mut chunks {
        let Some(mut heat) = heat else {
            // A chunk just drawn shows its plain tiles.
            commands.entity(entity).insert(ChunkHeat::default());
            continue;
        };
        if heat.painted == want {
            continue;
        }
        let range = if want.is_some() { range_of(&view, maze, *chunk) } else { None };
        if must_repack(*heat, want, range) {
            let far = (chunk.origin.x + half).abs_diff(near.x).max((chunk.origin.y + half).abs_diff(near.y));
            todo.push((far, entity, *chunk, material.0.clone()));
        } else {
            heat.painted = want;
        }
    }
    todo.sort_by_key(|t| t.0);
    let started = std::time::Instant::now();
    for (n, (_, entity, chunk, material)) in todo.into_iter().take(HEAT_CHUNKS_PER_FRAME).enumerate() {
        if n >= PACK_AT_LEAST && started.elapsed() > PACK_BUDGET {
            break;
        }
        let data = match want {
            Some((_, reach)) if view.dist.len() == maze.tiles().len() => {
                heat_tile_data(maze, chunk, &view.dist, reach, view.max)
            }
            _ => chunk_tile_data(maze, chunk),
        };
        // The material binds the new texels once it is prepared again.
        let Some(tile_data) = materials.get_mut(&material).map(|m| m.tile_data.clone()) else { continue };
        if let Some(mut image) = images.get_mut(&tile_data) {
            image.data = Some(data);
        }
        if let Ok((_, _, _, Some(mut heat))) = chunks.get_mut(entity) {
            heat.painted = want;
            heat.coloured =
                want.is_some_and(|(_, reach)| range_of(&view, maze, chunk).is_some_and(|(lo, _)| lo <= reach));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::distance::distances;
    use crate::maze::{MazeSpec, Pos};

    #[test]
    fn reached_tiles_take_the_plain_layer_tinted_and_the_rest_stay() {
        let maze = MazeSpec::new(71, 67, 3).generate().unwrap();
        let dist = distances(&maze, maze.entrance);
        let chunk = BoardChunk { origin: Pos::new(0, 0) };
        let plain = chunk_tile_data(&maze, chunk);
        let data = heat_tile_data(&maze, chunk, &dist, 5, 10);
        let texel = |data: &[u8], p: Pos| {
            let at = ((CHUNK_SIDE - 1 - p.y) * CHUNK_SIDE + p.x) * PACKED_TILE_BYTES;
            data[at..at + PACKED_TILE_BYTES].to_vec()
        };
        for y in 0..CHUNK_SIDE {
            for x in 0..CHUNK_SIDE {
                let p = Pos::new(x, y);
                let d = dist[maze.index(p)];
                if d <= 5 {
                    assert_eq!(texel(&data, p), heat_texel(heat_colour(d, 10)), "{p}");
                } else {
                    assert_eq!(texel(&data, p), texel(&plain, p), "{p}");
                }
            }
        }
        // The table gives what the colour conversion gives, for every value of each channel.
        for v in 0..=255u8 {
            for colour in [[v, 0, 0], [0, v, 0], [0, 0, v], [v, 255 - v, v / 2]] {
                let [lr, lg, lb, _] = Color::srgb_u8(colour[0], colour[1], colour[2]).to_linear().to_u8_array();
                assert_eq!(heat_texel(colour)[2..5], [lr, lg, lb], "{colour:?}");
            }
        }
        // The tint is the ramp's colour in linear light: dark purple near, yellow far.
        assert_eq!(heat_texel([253, 231, 37])[2..6], [250, 204, 5, 255]);
        assert_eq!(heat_texel([68, 1, 84])[2..6], [15, 0, 23, 255]);
        // Growing the same wave repacks only chunks with tiles past what is painted.
        let painted = ChunkHeat { painted: Some((1, 5)), coloured: true };
        assert!(!must_repack(painted, Some((1, 9)), Some((0, 5))));
        assert!(must_repack(painted, Some((1, 9)), Some((0, 6))));
        assert!(must_repack(painted, None, Some((0, 6))), "hidden: back to plain tiles");
        assert!(!must_repack(ChunkHeat::default(), Some((1, 9)), Some((10, 20))), "not reached yet");
        assert!(!must_repack(ChunkHeat::default(), None, None));
    }
}
