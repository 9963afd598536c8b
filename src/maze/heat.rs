//! Heat maps: every floor tile coloured by its distance from a tile, on the
//! viridis ramp (perceptually even, readable with every common colour
//! blindness, dark purple near, yellow far).
//!
//! The ramp is interpolated here, in linear steps between nine colours taken
//! at even spacing along viridis (van der Walt and Smith's matplotlib
//! colormap, published under CC0).

use std::io::Write;

use super::distance::UNREACHED;
use super::grid::{Maze, Pos, Tile};
use super::render::Palette;

/// Viridis at 0, 1/8, …, 1.
const VIRIDIS: [[u8; 3]; 9] = [
    [68, 1, 84],
    [71, 45, 123],
    [59, 82, 139],
    [44, 114, 142],
    [33, 145, 140],
    [40, 174, 128],
    [94, 201, 98],
    [173, 220, 48],
    [253, 231, 37],
];

/// The ramp's colour at `t` (clamped to 0..=1): dark purple at 0, yellow at 1.
pub fn viridis(t: f32) -> [u8; 3] {
    let t = if t.is_nan() { 0.0 } else { t.clamp(0.0, 1.0) };
    let at = t * (VIRIDIS.len() - 1) as f32;
    let i = (at.floor() as usize).min(VIRIDIS.len() - 2);
    let f = at - i as f32;
    let (a, b) = (VIRIDIS[i], VIRIDIS[i + 1]);
    std::array::from_fn(|k| (f32::from(a[k]) + (f32::from(b[k]) - f32::from(a[k])) * f).round() as u8)
}

/// The colour of a tile `d` steps away when the farthest is `max` steps.
pub fn heat_colour(d: u32, max: u32) -> [u8; 3] {
    viridis(if max == 0 { 0.0 } else { d as f32 / max as f32 })
}

/// The largest distance reached in `dist` (0 if none).
pub fn reach(dist: &[u32]) -> u32 {
    dist.iter().copied().filter(|&d| d != UNREACHED).max().unwrap_or(0)
}

/// A PNG of `maze` with every reached floor tile coloured by `dist` on the
/// ramp, walls and unreached floor in `palette`'s colours, and a shaped
/// maze's outside see-through; `tile_px` pixels a tile, written a row of
/// pixels at a time.
pub fn heat_png_to(
    maze: &Maze,
    dist: &[u32],
    tile_px: usize,
    palette: &Palette,
    out: impl Write,
) -> Result<(), png::EncodingError> {
    let too_big = || png::EncodingError::LimitsExceeded;
    let side = |tiles: usize| tiles.checked_mul(tile_px).and_then(|px| u32::try_from(px).ok()).ok_or_else(too_big);
    let (w, h) = (side(maze.width())?, side(maze.height())?);
    let mut encoder = png::Encoder::new(out, w, h);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Balanced);
    let mut writer = encoder.write_header()?;
    let mut stream = writer.stream_writer()?;
    let max = reach(dist);
    let mut line = Vec::with_capacity(w as usize * 4);
    for y in 0..maze.height() {
        line.clear();
        for x in 0..maze.width() {
            let p = Pos::new(x, y);
            let d = dist[maze.index(p)];
            let rgba = match maze.tile(p) {
                Tile::Outside => [0, 0, 0, 0],
                Tile::Floor if d != UNREACHED => with_alpha(heat_colour(d, max)),
                Tile::Floor => with_alpha(palette.floor),
                Tile::Wall => with_alpha(palette.wall),
            };
            for _ in 0..tile_px {
                line.extend_from_slice(&rgba);
            }
        }
        for _ in 0..tile_px {
            stream.write_all(&line)?;
        }
    }
    stream.finish()?;
    writer.finish()
}

fn with_alpha([r, g, b]: [u8; 3]) -> [u8; 4] {
    [r, g, b, 255]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::distance::distances;
    use crate::maze::generate::MazeSpec;

    #[test]
    fn the_ramp_runs_from_dark_purple_to_yellow_and_brightens_steadily() {
        assert_eq!(viridis(0.0), VIRIDIS[0]);
        assert_eq!(viridis(1.0), VIRIDIS[8]);
        assert_eq!(viridis(0.5), VIRIDIS[4]);
        assert_eq!(viridis(-3.0), VIRIDIS[0]);
        assert_eq!(viridis(f32::NAN), VIRIDIS[0]);
        // Lightness (a plain luma) rises all the way: near and far never look alike.
        let luma = |c: [u8; 3]| 299 * u32::from(c[0]) + 587 * u32::from(c[1]) + 114 * u32::from(c[2]);
        let steps: Vec<u32> = (0..=100).map(|i| luma(viridis(i as f32 / 100.0))).collect();
        assert!(steps.windows(2).all(|w| w[1] >= w[0]), "{steps:?}");
        assert_eq!(heat_colour(0, 0), VIRIDIS[0]);
        assert_eq!(heat_colour(7, 7), VIRIDIS[8]);
    }

    #[test]
    fn the_heat_picture_has_the_ramp_ends_at_the_nearest_and_farthest_tiles() {
        let maze = MazeSpec::new(21, 21, 3).generate().unwrap();
        let dist = distances(&maze, maze.entrance);
        let mut bytes = Vec::new();
        heat_png_to(&maze, &dist, 3, &Palette::GAME, &mut bytes).unwrap();
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let frame = reader.next_frame(&mut buf).unwrap();
        let px = |p: Pos| buf[((3 * p.y + 1) * frame.width as usize + 3 * p.x + 1) * 4..][..3].to_vec();
        assert_eq!(px(maze.entrance), VIRIDIS[0]);
        let far = (0..dist.len()).filter(|&i| dist[i] != UNREACHED).max_by_key(|&i| dist[i]).unwrap();
        assert_eq!(px(maze.pos_of(far)), VIRIDIS[8]);
        assert_eq!(px(Pos::new(0, 0)), Palette::GAME.wall);
    }
}
