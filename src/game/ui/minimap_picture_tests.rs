//! The minimap's pictures on the square board and on a big round one.

use super::*;
use crate::game::board::first_walk::FirstWalk;
use crate::game::board::grid::GridGame;
use crate::game::board::played::Played;
use crate::game::model::CurrentMaze;
use crate::maze::MazeSpec;
use crate::maze::generate::{GridShape, GridSpec};

/// A square board of `spec` with its route, for a view over it.
fn square(spec: MazeSpec) -> Played {
    let (current, route) = CurrentMaze::generate(spec, &mut ()).unwrap();
    Played::square_map(current, route)
}

fn round(rings: u32) -> Played {
    Played::grid_maze(GridGame::new(GridSpec::new(GridShape::Round { rings }, 5)).unwrap())
}

#[test]
fn a_square_board_s_picture_is_a_pixel_a_tile_when_small_and_a_block_of_tiles_when_huge() {
    let walk = FirstWalk::default();
    let current = square(MazeSpec::new(21, 21, 1));
    let view = BoardView::new(&current, &walk);
    let frame = PictureFrame::of(&view, 512);
    assert_eq!(frame.size, UVec2::new(21, 21));
    assert!(pictured(&view), "the square board is always pictured");
    let palette = Palette::default();
    let pixels = board_pixels(&view, &frame, &palette);
    assert_eq!(pixels.len(), 21 * 21 * 4);
    assert_eq!(&pixels[..4], &palette.wall.to_srgba().to_u8_array(), "the corner is wall");
    let maze = &current.square().unwrap().maze;
    let at = (maze.entrance.y * 21 + maze.entrance.x) * 4;
    assert_eq!(&pixels[at..at + 4], &palette.floor.to_srgba().to_u8_array());
    assert_eq!(frame.pixel(&view, maze.index(maze.entrance) as u32) * 4, at);

    let huge = square(MazeSpec::new(2001, 201, 3));
    let view = BoardView::new(&huge, &walk);
    let frame = PictureFrame::of(&view, 512);
    assert_eq!(frame.size.x, 512);
    assert!(frame.size.y.abs_diff(201 * 512 / 2001) <= 1, "{}", frame.size);
    let pixels = board_pixels(&view, &frame, &palette);
    let (wall, floor) = (palette.wall.to_srgba().to_u8_array(), palette.floor.to_srgba().to_u8_array());
    let middle = &pixels[frame.pixels() / 2 * 4..][..4];
    assert!((0..3).all(|i| middle[i] != wall[i] || middle[i] != floor[i]), "a block mixes wall and floor");
    assert!(pixels.chunks_exact(4).all(|p| p[3] == 255), "no holes");
}

#[test]
fn a_big_round_board_is_pictured_as_a_disc_of_mixed_wall_and_floor() {
    let walk = FirstWalk::default();
    let grid = round(120);
    let view = BoardView::new(&grid, &walk);
    assert!(pictured(&view));
    let palette = Palette::default();
    let frame = PictureFrame::of(&view, 512);
    let size = frame.size;
    assert!(size.x <= 512 && size.x == size.y, "{size}");
    let pixels = board_pixels(&view, &frame, &palette);
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
    let small = round(27);
    assert!(!pictured(&BoardView::new(&small, &walk)), "a Hard board shows its meshes");
}

#[test]
fn the_way_on_a_big_board_s_picture_is_a_line_of_pixels_from_entrance_to_exit() {
    let walk = FirstWalk::default();
    let grid = round(120);
    let view = BoardView::new(&grid, &walk);
    let frame = PictureFrame::of(&view, 512);
    let board = board_pixels(&view, &frame, &Palette::default());
    let mut way = vec![0; board.len()];
    let cells = view.route_part(0, usize::MAX);
    assert_eq!(cells, view.route());
    paint_cells(&view, &frame, &cells, Color::srgb(1.0, 0.5, 0.0), &mut way);
    let painted: Vec<usize> = (0..way.len() / 4).filter(|&i| way[i * 4 + 3] == 255).collect();
    let w = frame.size.x as usize;
    let step = |a: usize, b: usize| (a % w).abs_diff(b % w).max((a / w).abs_diff(b / w));
    // A cell is at most 0.7 px, and a step at most a cell and a half (between
    // rings that split): the line goes pixel to pixel, a rare step over one.
    let pixels: Vec<usize> = cells.iter().map(|&c| frame.pixel(&view, c)).collect();
    assert!(pixels.windows(2).all(|p| step(p[0], p[1]) <= 2), "no gap wider than a pixel");
    let jumps = pixels.windows(2).filter(|p| step(p[0], p[1]) == 2).count();
    assert!(jumps * 100 < pixels.len(), "{jumps} of {} steps skip a pixel", pixels.len());
    assert!(pixels.iter().all(|p| painted.contains(p)) && painted.len() <= cells.len());
    assert!(painted.iter().all(|&i| board[i * 4 + 3] > 0), "the way lies on the board");
}

#[test]
fn the_heat_on_a_big_round_board_s_picture_spreads_from_the_entrance_and_covers_the_disc_when_done() {
    use crate::game::ui::minimap_heat::{heat_blocks, heat_picture};
    use crate::maze::distance::UNREACHED;
    let walk = FirstWalk::default();
    let grid = round(120);
    let view = BoardView::new(&grid, &walk);
    let frame = PictureFrame::of(&view, 512);
    let dist = view.distances(view.entrance());
    let max = dist.iter().copied().filter(|&d| d != UNREACHED).max().unwrap();
    let blocks = heat_blocks(&view, &frame, &dist, max);
    let mut heat = vec![0u8; frame.pixels() * 4];
    heat_picture(&blocks, Some(max / 10), &mut heat);
    let shown = |heat: &[u8]| heat.chunks_exact(4).filter(|p| p[3] == 255).count();
    let early = shown(&heat);
    assert!(heat[frame.pixel(&view, view.entrance()) * 4 + 3] == 255, "the entrance is reached first");
    let exit = frame.pixel(&view, view.exit());
    assert_eq!(heat[exit * 4 + 3], 0, "the exit is far: not reached by a tenth of the wave");
    heat_picture(&blocks, Some(max), &mut heat);
    let board = board_pixels(&view, &frame, &Palette::default());
    let on_board = board.chunks_exact(4).filter(|p| p[3] > 0).count();
    assert!(early > 0 && early < shown(&heat), "the wave grows: {early} then {}", shown(&heat));
    assert_eq!(shown(&heat), on_board, "done, the heat covers every pixel of the disc and nothing else");
}
