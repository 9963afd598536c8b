//! The heat map on the minimap, on every grid: a see-through picture
//! between the board's and the route's, each pixel coloured on the ramp by
//! the mean distance of the reached cells in it, and shown once the wave
//! reaches its nearest cell, so the minimap's wave spreads with the board's.
//! A pixel of a square board's walls only takes its nearest reached
//! neighbour's colour (so the picture reads as a field of colour when
//! shrunk, not as thin lines between walls); one of outside cells only
//! stays see-through, so a shape keeps its edge.

use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;

use super::minimap::{MINIMAP_LAYER, Minimap, picture};
use super::minimap_picture::PictureFrame;
use crate::game::assist::heat::HeatView;
use crate::game::board::view::{BoardView, Boards};
use crate::game::frame::AppSystems;
use crate::game::view::camera::CameraView;
use crate::maze::distance::UNREACHED;
use crate::maze::heat::heat_colour;

/// Depth of the heat picture: over the maze picture (0), under the route (1).
const HEAT_Z: f32 = 0.5;

/// Each minimap pixel's nearest reached distance ([`UNREACHED`] if none)
/// and its colour (sRGB, opaque): the ramp at the mean reached distance.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct HeatBlocks {
    /// Per pixel, row by row: the nearest reached distance in its block.
    pub nearest: Vec<u32>,
    /// Per pixel: its colour once shown.
    pub colour: Vec<[u8; 4]>,
}

/// The heat picture's pixels in `frame` for distances `dist` (a cell's
/// each, of the board in `view`) whose farthest is `max`.
pub fn heat_blocks(view: &BoardView, frame: &PictureFrame, dist: &[u32], max: u32) -> HeatBlocks {
    let (w, h) = (frame.size.x as usize, frame.size.y as usize);
    let (mut nearest, mut sum, mut count) = (vec![UNREACHED; w * h], vec![0u64; w * h], vec![0u64; w * h]);
    let mut walled = vec![false; w * h];
    for (c, &d) in dist.iter().enumerate() {
        let c = c as u32;
        let at = frame.pixel(view, c);
        walled[at] |= view.is_rock(c);
        if d != UNREACHED {
            nearest[at] = nearest[at].min(d);
            sum[at] += u64::from(d);
            count[at] += 1;
        }
    }
    let mut colour: Vec<[u8; 4]> = sum
        .iter()
        .zip(&count)
        .map(|(&s, &n)| {
            let [r, g, b] = heat_colour(s.checked_div(n).unwrap_or(0) as u32, max);
            [r, g, b, 255]
        })
        .collect();
    // Wall-only pixels take the nearest of their reached neighbours (from the pass's start).
    let reached = nearest.clone();
    for y in 0..h {
        for x in 0..w {
            let at = y * w + x;
            if reached[at] != UNREACHED || !walled[at] {
                continue;
            }
            let around = [
                (x > 0).then(|| at - 1),
                (x + 1 < w).then(|| at + 1),
                (y > 0).then(|| at - w),
                (y + 1 < h).then(|| at + w),
            ];
            if let Some(n) =
                around.into_iter().flatten().filter(|&n| reached[n] != UNREACHED).min_by_key(|&n| reached[n])
            {
                nearest[at] = reached[n];
                colour[at] = colour[n];
            }
        }
    }
    HeatBlocks { nearest, colour }
}

/// The heat picture (RGBA) with the blocks the wave at `reach` has reached
/// coloured and the rest see-through (all of it with `None`).
pub fn heat_picture(blocks: &HeatBlocks, reach: Option<u32>, out: &mut [u8]) {
    for ((px, &near), colour) in out.chunks_exact_mut(4).zip(&blocks.nearest).zip(&blocks.colour) {
        let shown = reach.is_some_and(|r| near != UNREACHED && near <= r);
        px.copy_from_slice(if shown { colour } else { &[0; 4] });
    }
}

/// The minimap's heat picture, and what it was drawn for.
#[derive(Default)]
struct Drawn {
    /// The minimap picture it matches.
    board: Handle<Image>,
    image: Handle<Image>,
    measured: Option<u32>,
    blocks: HeatBlocks,
    painted: Option<Option<u32>>,
}

#[derive(Component)]
struct MinimapHeat;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, paint_minimap_heat.in_set(AppSystems::Visualize));
}

fn paint_minimap_heat(
    mut commands: Commands,
    view: Res<HeatView>,
    boards: Boards,
    minimap: Res<Minimap>,
    camera: Res<CameraView>,
    mut images: ResMut<Assets<Image>>,
    mut sprite: Query<(&mut Sprite, &mut Visibility), With<MinimapHeat>>,
    mut drawn: Local<Drawn>,
) {
    let Some(frame) = minimap.frame else {
        // The board is shown by its own meshes, its heat with it.
        if let Ok((_, mut visibility)) = sprite.single_mut() {
            visibility.set_if_neq(Visibility::Hidden);
        }
        return;
    };
    // Nothing to paint while the minimap is not shown (the camera is not following the panda).
    if !camera.follows {
        return;
    }
    let board = boards.view();
    if drawn.board != minimap.board {
        // A new minimap picture (a new map, palette or size): a heat picture its size.
        let image = picture(frame.size, vec![0; frame.pixels() * 4]);
        *drawn = Drawn { board: minimap.board.clone(), image: images.add(image), ..default() };
        let picture = Sprite { image: drawn.image.clone(), custom_size: Some(frame.world), ..default() };
        match sprite.single_mut() {
            Ok((mut s, mut visibility)) => {
                *s = picture;
                visibility.set_if_neq(Visibility::Inherited);
            }
            Err(_) => {
                let layer = RenderLayers::layer(MINIMAP_LAYER);
                commands.spawn((
                    Name::new("Minimap heat"),
                    MinimapHeat,
                    picture,
                    Transform::from_xyz(0.0, 0.0, HEAT_Z),
                    layer,
                ));
            }
        }
    }
    let want = view.wave();
    if want.is_some() && drawn.measured != Some(view.measured) && view.dist.len() == board.cell_count() {
        drawn.blocks = heat_blocks(&board, &frame, &view.dist, view.max);
        drawn.measured = Some(view.measured);
        drawn.painted = None;
    }
    if drawn.painted == Some(want) || drawn.blocks.nearest.len() != frame.pixels() {
        return;
    }
    let Some(mut image) = images.get_mut(&drawn.image) else { return };
    let Some(data) = image.data.as_mut() else { return };
    heat_picture(&drawn.blocks, want, data);
    drawn.painted = Some(want);
}
