//! The minimap's picture of a big round, hex or triangle board. A board of
//! up to [`BIG_GRID_CELLS`] cells is drawn on the minimap by its own meshes;
//! a bigger one would be drawn twice a frame in full, so the minimap shows a
//! picture of it instead: each pixel mixes the wall and floor colours by the
//! share of open passages among the neighbours of the cells whose centres
//! fall in it (its square root), clear where no cell does; and the way
//! shown, a pixel a cell, on a picture of its own over it.

use bevy::prelude::*;

use crate::game::board::grid::GridGame;
use crate::game::settings::Palette;

pub use crate::game::board::grid_draw::BIG_GRID_CELLS;

/// Pixels a grid unit (about a cell) at most: a pixel holds a cell or more, so the picture has no holes.
const MOST_PX_A_UNIT: f32 = 0.7;

/// Whether the minimap shows `game` as a picture rather than its meshes.
pub fn pictured(game: &GridGame) -> bool {
    game.cell_count() > BIG_GRID_CELLS
}

/// The picture's size in pixels and its RGBA pixels, the board's bounding box
/// filled (top row first), at most `max_px` a side.
pub fn grid_minimap_pixels(game: &GridGame, palette: &Palette, max_px: usize) -> (UVec2, Vec<u8>) {
    let world = game.world_size();
    let units = world / game.scale();
    let per_unit = (max_px as f32 / units.max_element()).min(MOST_PX_A_UNIT);
    let size = (units * per_unit).ceil().max(Vec2::ONE).as_uvec2();
    let (w, h) = (size.x as usize, size.y as usize);
    let (mut open, mut sides) = (vec![0u32; w * h], vec![0u32; w * h]);
    for c in 0..game.cell_count() as u32 {
        let at = pixel_of(game, size, c);
        let around = game.neighbours(c);
        open[at] += around.iter().filter(|(_, linked)| *linked).count() as u32;
        sides[at] += around.len() as u32;
    }
    let (wall, floor) = (palette.wall.to_linear(), palette.floor.to_linear());
    let pixels = open
        .iter()
        .zip(&sides)
        .flat_map(|(&o, &n)| match n {
            0 => [0; 4],
            // About half the sides of a cell are open: the root lightens that to
            // a board about as light as the square board's picture.
            _ => Color::from(wall.mix(&floor, (o as f32 / n as f32).sqrt())).to_srgba().to_u8_array(),
        })
        .collect();
    (size, pixels)
}

/// The pixel of a picture `size` big that cell `c`'s centre falls in (its index, top row first).
fn pixel_of(game: &GridGame, size: UVec2, c: u32) -> usize {
    let world = game.world_size();
    let (w, h) = (size.x as usize, size.y as usize);
    // World y runs up, picture rows down.
    let at = (game.centre(c) + world / 2.0) / world * size.as_vec2();
    let (x, y) = ((at.x as usize).min(w - 1), (h - 1).saturating_sub(at.y as usize));
    y * w + x
}

/// The way over a picture `size` big: each pixel a cell of `way` falls in
/// in `colour`, clear elsewhere (RGBA, top row first).
pub fn grid_way_pixels(game: &GridGame, way: &[u32], colour: Color, size: UVec2) -> Vec<u8> {
    let mut pixels = vec![0u8; (size.x * size.y * 4) as usize];
    let colour = colour.to_srgba().with_alpha(1.0).to_u8_array();
    for &c in way {
        let at = pixel_of(game, size, c) * 4;
        pixels[at..at + 4].copy_from_slice(&colour);
    }
    pixels
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::{GridShape, GridSpec};

    #[test]
    fn a_big_round_board_is_pictured_as_a_disc_of_mixed_wall_and_floor() {
        let game = GridGame::new(GridSpec::new(GridShape::Round { rings: 120 }, 5)).unwrap();
        assert!(pictured(&game));
        let palette = Palette::default();
        let (size, pixels) = grid_minimap_pixels(&game, &palette, 512);
        assert!(size.x <= 512 && size.x == size.y, "{size}");
        assert_eq!(pixels.len(), (size.x * size.y * 4) as usize);
        let at = |x: u32, y: u32| &pixels[((y * size.x + x) * 4) as usize..][..4];
        assert_eq!(at(0, 0)[3], 0, "clear outside the disc");
        let (wall, floor) = (palette.wall.to_srgba().to_u8_array(), palette.floor.to_srgba().to_u8_array());
        let mut holes = 0;
        for (x, y) in [(size.x / 2, size.y / 2), (size.x / 4, size.y / 2), (size.x / 2, size.y * 3 / 4)] {
            let p = at(x, y);
            holes += usize::from(p[3] == 0);
            let between = (0..3).all(|i| p[i] >= wall[i].min(floor[i]) && p[i] <= wall[i].max(floor[i]));
            assert!(p[3] == 0 || between, "({x}, {y}) {p:?} lies between {wall:?} and {floor:?}");
        }
        assert_eq!(holes, 0, "no holes inside the disc");
        let small = GridGame::new(GridSpec::new(GridShape::Round { rings: 27 }, 5)).unwrap();
        assert!(!pictured(&small), "a Hard board is shown by its own meshes");
    }

    #[test]
    fn the_way_on_a_big_board_s_picture_is_a_line_of_pixels_from_entrance_to_exit() {
        let game = GridGame::new(GridSpec::new(GridShape::Round { rings: 120 }, 5)).unwrap();
        let (size, board) = grid_minimap_pixels(&game, &Palette::default(), 512);
        let way = grid_way_pixels(&game, &game.route, Color::srgb(1.0, 0.5, 0.0), size);
        assert_eq!(way.len(), board.len());
        let painted: Vec<usize> = (0..way.len() / 4).filter(|&i| way[i * 4 + 3] == 255).collect();
        let w = size.x as usize;
        let step = |a: usize, b: usize| (a % w).abs_diff(b % w).max((a / w).abs_diff(b / w));
        // A cell is at most 0.7 px, and a step at most a cell and a half (between
        // rings that split): the line goes pixel to pixel, a rare step over one.
        let pixels: Vec<usize> = game.route.iter().map(|&c| pixel_of(&game, size, c)).collect();
        assert!(pixels.windows(2).all(|p| step(p[0], p[1]) <= 2), "no gap wider than a pixel");
        let jumps = pixels.windows(2).filter(|p| step(p[0], p[1]) == 2).count();
        assert!(jumps * 100 < pixels.len(), "{jumps} of {} steps skip a pixel", pixels.len());
        assert!(pixels.iter().all(|p| painted.contains(p)) && painted.len() <= game.route.len());
        assert!(painted.iter().all(|&i| board[i * 4 + 3] > 0), "the way lies on the board");
    }
}
