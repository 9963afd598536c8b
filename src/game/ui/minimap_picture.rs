//! The minimap's pictures of the board, the same on every grid: a picture
//! laid over the board's bounding box in the world, each pixel mixing the
//! wall and floor colours by how open the cells whose centres fall in it
//! are ([`BoardView::openness`]), clear where none does (outside a shape
//! or a round board); the way shown and the heat map on pictures of the
//! same size over it. A pixel holds a cell or more (at most
//! [`MINIMAP_MAX_PX`](super::minimap::MINIMAP_MAX_PX) a side), so the board
//! is never drawn twice. A round, hex or triangle board small enough for
//! its meshes to be drawn twice is shown by them instead ([`pictured`]).

use bevy::prelude::*;

pub use crate::game::board::grid_draw::BIG_GRID_CELLS;
use crate::game::board::view::BoardView;
use crate::game::settings::Palette;

/// How a board's cells fall on a picture's pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PictureFrame {
    /// The picture's size in pixels.
    pub size: UVec2,
    /// The board's size in the world, which the picture covers.
    pub world: Vec2,
}

impl PictureFrame {
    /// The frame of a picture of the board in `view`, at most `max_px` a side.
    pub fn of(view: &BoardView, max_px: usize) -> Self {
        let world = view.world_size();
        let px = (world.max_element() / max_px.max(1) as f32).max(view.hole_free_px());
        let size = (world / px).ceil().max(Vec2::ONE).as_uvec2();
        Self { size, world }
    }

    /// How many pixels the picture has.
    pub fn pixels(&self) -> usize {
        (self.size.x * self.size.y) as usize
    }

    /// The pixel that cell `c`'s centre falls in (its index, top row first).
    pub fn pixel(&self, view: &BoardView, c: u32) -> usize {
        let (w, h) = (self.size.x as usize, self.size.y as usize);
        // World y runs up, picture rows down.
        let at = (view.world_centre(c) + self.world / 2.0) / self.world * self.size.as_vec2();
        let (x, y) = ((at.x.max(0.0) as usize).min(w - 1), (h - 1).saturating_sub(at.y.max(0.0) as usize));
        y * w + x
    }
}

/// Whether the minimap shows the board in `view` by a picture rather than
/// by the board's own meshes: every board but a round, hex or triangle one
/// of up to [`BIG_GRID_CELLS`] cells.
pub fn pictured(view: &BoardView) -> bool {
    view.grid_game().is_none_or(|game| game.cell_count() > BIG_GRID_CELLS)
}

/// The picture of the board in `view` (RGBA, top row first) in `frame`.
pub fn board_pixels(view: &BoardView, frame: &PictureFrame, palette: &Palette) -> Vec<u8> {
    let (mut open, mut cells) = (vec![0f32; frame.pixels()], vec![0u32; frame.pixels()]);
    for c in 0..view.cell_count() as u32 {
        if let Some(share) = view.openness(c) {
            let at = frame.pixel(view, c);
            open[at] += share;
            cells[at] += 1;
        }
    }
    let (wall, floor) = (palette.wall.to_linear(), palette.floor.to_linear());
    open.iter()
        .zip(&cells)
        .flat_map(|(&o, &n)| match n {
            0 => [0; 4],
            _ => Color::from(wall.mix(&floor, o / n as f32)).to_srgba().to_u8_array(),
        })
        .collect()
}

/// Paints `cells` of the board in `view` onto `pixels` (RGBA, in `frame`) in `colour`, opaque.
pub fn paint_cells(view: &BoardView, frame: &PictureFrame, cells: &[u32], colour: Color, pixels: &mut [u8]) {
    let colour = colour.to_srgba().with_alpha(1.0).to_u8_array();
    for &c in cells {
        let at = frame.pixel(view, c) * 4;
        if let Some(px) = pixels.get_mut(at..at + 4) {
            px.copy_from_slice(&colour);
        }
    }
}

#[cfg(test)]
#[path = "minimap_picture_tests.rs"]
mod tests;
