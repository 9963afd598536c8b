//! Pictures drawn a band of rows at a time are the pictures drawn whole, and the row-by-row
//! polygon fill fills exactly the pixels the even–odd test of every pixel does; JSON written as it
//! is made is the JSON held whole.

use super::png::draw_png_in_bands;
use super::raster::{Band, inside, near};
use super::tests::rgb_decoder;
use super::*;
use crate::maze::generate::grids::carve;
use crate::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use crate::maze::grid::{HexGrid, HexShape, RoundGrid, TriangleGrid, TriangleShape, UpsilonGrid};
use crate::maze::items::{ItemSpec, Items, place};
use crate::maze::render::Palette;
use crate::maze::solve::grids::{GridExits, breadth_first, place_exits};
use rand::RngExt;

/// The RGB pixels of `maze`'s picture (heat-filled with `heat`; with its
/// route and `items` unless `plain`) drawn `band_rows` rows at a time.
fn drawn<G: Grid>(maze: &GridMaze<G>, items: &Items<u32>, heat: bool, plain: bool, band_rows: u32) -> Vec<u8> {
    let look = Look::for_grid(&maze.grid);
    let route = breadth_first(maze, maze.entrance, maze.exit).unwrap();
    let route = (!plain).then_some(&route[..]);
    let items = if plain { &Items::default() } else { items };
    let fills = heat.then(|| heat_colours(maze, maze.entrance, &Palette::GAME));
    let mut bytes = Vec::new();
    draw_png_in_bands(maze, items, &look, &Palette::GAME, route, fills.as_deref(), band_rows, &mut bytes).unwrap();
    let mut reader = rgb_decoder(bytes).read_info().unwrap();
    let mut px = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut px).unwrap();
    assert_eq!((info.width, info.height), look.size(&maze.grid));
    px
}

fn same_in_bands<G: Grid + Clone>(grid: G) {
    let mut rng = rng_from_seed(5);
    let mut maze = carve(grid.clone(), Algorithm::Backtracker, StartCorner::TopLeft, &mut rng).unwrap();
    place_exits(&mut maze, GridExits::default_for(&grid), &mut rng);
    let items = place(&maze, ItemSpec { bamboo: 3, doors: 2, bamboo_gate: false }, 5);
    let (_, h) = Look::for_grid(&grid).size(&grid);
    // RGB (heat), a palette of 4 bits (route and items) and of 2 (plain).
    for (heat, plain) in [(true, false), (false, false), (false, true)] {
        let whole = drawn(&maze, &items, heat, plain, h);
        for rows in [1, 7, 64] {
            let what = format!("{} heat {heat} plain {plain}: {rows} rows a band", grid.name());
            assert!(drawn(&maze, &items, heat, plain, rows) == whole, "{what}");
        }
        if plain {
            // Only the plain picture's four colours: the 2-bit places read back as them.
            let p = Palette::GAME;
            let colours = [p.floor, p.wall, p.exit, p.entrance];
            assert!(whole.chunks(3).all(|px| colours.iter().any(|c| c == px)), "{}: plain colours", grid.name());
            for colour in colours {
                assert!(whole.chunks(3).any(|px| px == colour), "{}: {colour:?} drawn", grid.name());
            }
        }
    }
}

#[test]
fn pictures_drawn_in_bands_are_the_pictures_drawn_whole() {
    same_in_bands(RoundGrid::new(9).unwrap());
    same_in_bands(HexGrid::new(HexShape::Hexagon { radius: 5 }).unwrap());
    same_in_bands(TriangleGrid::new(TriangleShape::Rectangle { cols: 14, rows: 7 }).unwrap());
    same_in_bands(UpsilonGrid::new(7, 5).unwrap());
}

#[test]
fn the_row_fill_fills_the_pixels_the_even_odd_test_does() {
    let mut rng = rng_from_seed(9);
    let (w, h) = (40u32, 30u32);
    let round = RoundGrid::new(3).unwrap();
    let look = Look { unit_px: 4.5, wall: 0.1, margin: 1.3 };
    let mut polygons: Vec<Vec<Point>> =
        (0..round.cell_count() as u32).map(|c| round.outline(c).into_iter().map(|p| look.to_px(p)).collect()).collect();
    for _ in 0..300 {
        // Random polygons, self-crossing ones too, with corners on pixel centres and edges.
        let n = rng.random_range(3..9);
        let corner = |rng: &mut crate::maze::generate::MazeRng| {
            let snap = |v: f64, k: u32| {
                if k == 0 {
                    v.floor() + 0.5
                } else if k == 1 {
                    v.floor()
                } else {
                    v
                }
            };
            let k = rng.random_range(0..3);
            Point::new(snap(rng.random_range(-5.0..45.0), k), snap(rng.random_range(-5.0..35.0), k))
        };
        polygons.push((0..n).map(|_| corner(&mut rng)).collect());
    }
    for (i, polygon) in polygons.iter().enumerate() {
        let mut band = Band::new(w);
        band.start(0, h, [0; 3]);
        band.fill(polygon, [255; 3]);
        for y in 0..h as i64 {
            for x in 0..w as i64 {
                let filled = band.pixels()[3 * (y as usize * w as usize + x as usize)] == 255;
                assert_eq!(filled, inside(polygon, x, y), "polygon {i} {polygon:?}: pixel ({x}, {y})");
            }
        }
    }
}

#[test]
fn palette_places_packed_two_and_four_bits_a_pixel_read_back_as_their_colours() {
    let mut rng = rng_from_seed(3);
    for (bits, depth) in [(2u8, ::png::BitDepth::Two), (4, ::png::BitDepth::Four)] {
        let colours: Vec<[u8; 3]> = (0..1u8 << bits).map(|i| [i, 255 - i, i.wrapping_mul(37)]).collect();
        for w in [1u32, 3, 5, 7, 8, 13, 16, 29] {
            let places: Vec<u8> = (0..w * 3).map(|_| rng.random_range(0..1u8 << bits)).collect();
            let mut bytes = Vec::new();
            let mut encoder = ::png::Encoder::new(&mut bytes, w, 3);
            encoder.set_color(::png::ColorType::Indexed);
            encoder.set_depth(depth);
            encoder.set_palette(colours.concat());
            let mut writer = encoder.write_header().unwrap();
            let (mut line, mut data) = (Vec::new(), Vec::new());
            for row in places.chunks(w as usize) {
                super::png::pack(row, bits, &mut line);
                data.extend_from_slice(&line);
            }
            writer.write_image_data(&data).unwrap();
            writer.finish().unwrap();
            let mut reader = rgb_decoder(bytes).read_info().unwrap();
            let mut px = vec![0; reader.output_buffer_size().unwrap()];
            reader.next_frame(&mut px).unwrap();
            let expected: Vec<u8> = places.iter().flat_map(|&p| colours[p as usize]).collect();
            assert_eq!(px, expected, "{bits} bits, {w} wide");
        }
    }
}

#[test]
fn a_line_draws_the_pixels_within_its_half_width_and_no_others() {
    let mut rng = rng_from_seed(4);
    let (w, h) = (40u32, 30u32);
    for i in 0..2000 {
        let mut point = || Point::new(rng.random_range(-5.0..45.0), rng.random_range(-5.0..35.0));
        let (a, b) = if i % 3 == 0 {
            // Nearly level and nearly upright ones, and single points.
            let a = point();
            let d = [(20.0, 1e-10), (1e-10, 20.0), (0.0, 0.0)][i % 9 / 3];
            (a, Point::new(a.x + d.0, a.y + d.1))
        } else {
            (point(), point())
        };
        let half = rng.random_range(0.3..3.0);
        let mut band = Band::new(w);
        band.start(0, h, [0; 3]);
        band.line(a, b, half, [255; 3]);
        for y in 0..h as i64 {
            for x in 0..w as i64 {
                let drawn = band.pixels()[3 * (y as usize * w as usize + x as usize)] == 255;
                assert_eq!(drawn, near(a, b, half, x, y), "segment {a:?} {b:?} half {half}: pixel ({x}, {y})");
            }
        }
    }
}

fn same_json_streamed<G: Grid + Clone>(grid: G) {
    let mut rng = rng_from_seed(6);
    let mut maze = carve(grid.clone(), Algorithm::Wilson, StartCorner::TopLeft, &mut rng).unwrap();
    place_exits(&mut maze, GridExits::Hardest, &mut rng);
    for items in [Items::default(), place(&maze, ItemSpec { bamboo: 4, doors: 3, bamboo_gate: true }, 6)] {
        let held = serde_json::to_string_pretty(&json(&maze, &items, "a-code")).unwrap();
        let mut streamed = Vec::new();
        json_to(&maze, &items, "a-code", &mut streamed).unwrap();
        assert_eq!(String::from_utf8(streamed).unwrap(), held, "{}", grid.name());
    }
}

#[test]
fn json_written_as_it_is_made_is_the_json_held_whole() {
    same_json_streamed(RoundGrid::new(6).unwrap());
    same_json_streamed(HexGrid::new(HexShape::Rectangle { cols: 7, rows: 5 }).unwrap());
    same_json_streamed(TriangleGrid::new(TriangleShape::Triangle { side: 6 }).unwrap());
    same_json_streamed(UpsilonGrid::new(5, 4).unwrap());
}
