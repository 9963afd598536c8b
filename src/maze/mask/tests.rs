//! Shaped mazes: every maskable algorithm keeps inside its mask, joins every
//! inside cell, and puts its entrance and exit inside; masks from shapes,
//! texts and pictures; the largest-part rule; the errors.

use super::{Mask, MaskError, Shape};
use crate::maze::distance::{UNREACHED, distances};
use crate::maze::exits::Exits;
use crate::maze::generate::{Algorithm, GenerateError, MazeSpec, StartCorner};
use crate::maze::grid::{Maze, Pos, Tile};

/// A text mask with holes (two blocks of `.` inside) and a ragged edge.
const HOLEY: &str = "\
..XXXXXXXX..
.XXXXXXXXXX.
XXX..XXXXXXX
XXX..XXX..XX
XXXXXXXX..XX
XXXXXXXXXXX
.XXXXXXXXX
..XXXXXX
";

/// An odd PNG: 13 × 7 pixels, grey with alpha, a see-through diagonal band
/// and opaque rest (bytes built here, encoded by the png crate).
fn odd_png() -> Vec<u8> {
    let (w, h) = (13u32, 7u32);
    let mut data = Vec::new();
    for y in 0..h {
        for x in 0..w {
            let band = (x as i32 - 2 * y as i32).abs() <= 1;
            data.extend([40u8, if band { 0 } else { 255 }]);
        }
    }
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::GrayscaleAlpha);
    enc.set_depth(png::BitDepth::Eight);
    enc.write_header().unwrap().write_image_data(&data).unwrap();
    out
}

/// The masks the properties sweep, for a board of `cols × rows` cells.
fn masks(cols: usize, rows: usize) -> Vec<(String, Mask)> {
    let mut all: Vec<(String, Mask)> = [Shape::Panda, Shape::Heart, Shape::Ring, Shape::Star]
        .into_iter()
        .map(|s| (s.name().to_string(), Mask::shape(s, cols, rows).unwrap()))
        .collect();
    all.push(("holey text".into(), Mask::from_text(HOLEY, cols, rows).unwrap()));
    all.push(("odd png".into(), Mask::from_png(&odd_png(), cols, rows).unwrap()));
    all
}

/// Checks one shaped maze: outside tiles exactly where no inside cell
/// touches; floor only within the mask; entrance and exit inside and joined;
/// for perfect mazes every inside cell reached and openings = cells - 1.
fn assert_shaped(maze: &Maze, mask: &Mask, perfect: bool, what: &str) {
    let w = maze.width();
    for (i, &t) in maze.tiles().iter().enumerate() {
        let (x, y) = (i % w, i / w);
        assert_eq!(t == Tile::Outside, !mask.touches(x, y), "{what}: tile ({x}, {y}) is {t:?}");
        if t == Tile::Floor {
            assert!(mask.within(x, y), "{what}: floor at ({x}, {y}) outside the mask");
        }
    }
    for end in [maze.entrance, maze.exit] {
        assert!(end.x % 2 == 1 && end.y % 2 == 1 && mask.inside(end.x / 2, end.y / 2), "{what}: {end} not inside");
        assert!(maze.is_floor(end), "{what}: {end} is not floor");
    }
    let dist = distances(maze, maze.entrance);
    assert_ne!(dist[maze.index(maze.exit)], UNREACHED, "{what}: no way out");
    if perfect {
        for cy in 0..mask.rows() {
            for cx in 0..mask.cols() {
                let p = Pos::new(2 * cx + 1, 2 * cy + 1);
                assert_eq!(mask.inside(cx, cy), dist[maze.index(p)] != UNREACHED, "{what}: cell {p}");
            }
        }
        let openings = maze
            .tiles()
            .iter()
            .enumerate()
            .filter(|&(i, &t)| t == Tile::Floor && !(i % w % 2 == 1 && i / w % 2 == 1))
            .count();
        assert_eq!(openings, mask.count() - 1, "{what}: a spanning tree of the inside cells");
    }
}

#[test]
fn every_maskable_algorithm_keeps_to_every_mask() {
    for (w, h) in [(21, 21), (31, 23), (41, 17)] {
        let (cols, rows) = ((w - 1) / 2, (h - 1) / 2);
        for (name, mask) in masks(cols, rows) {
            for algorithm in Algorithm::ALL.into_iter().filter(|a| a.is_maskable()) {
                for seed in 0..12 {
                    let spec = MazeSpec::new(w, h, seed).with_algorithm(algorithm);
                    let maze = spec.generate_in(Some(&mask), &mut ()).unwrap();
                    let what = format!("{algorithm} in {name} on {w}x{h}, seed {seed}");
                    assert_shaped(&maze, &mask, algorithm.is_perfect(), &what);
                }
            }
        }
    }
}

#[test]
fn shaped_specs_are_reproducible_and_recorded_exactly() {
    for shape in [Shape::Panda, Shape::Heart, Shape::Ring, Shape::Star] {
        for algorithm in [Algorithm::Backtracker, Algorithm::Wilson, Algorithm::Kruskal] {
            let spec = MazeSpec::new(41, 41, 9).with_algorithm(algorithm).with_shape(shape);
            let maze = spec.generate().unwrap();
            assert_eq!(spec.generate().unwrap(), maze, "{shape} {algorithm}: the same seed, the same maze");
            assert_eq!(MazeSpec::from_code(&spec.code()), Ok(spec), "{}", spec.code());
            let mut steps: Vec<(Pos, Tile)> = Vec::new();
            let watched = spec.generate_recorded(&mut steps).unwrap();
            let mut replay = Maze::walled(41, 41).unwrap();
            for (p, t) in steps {
                replay.set(p, t);
            }
            assert_eq!(replay.tiles(), watched.tiles(), "{shape} {algorithm}: the recorder saw every change");
        }
    }
}

#[test]
fn unmaskable_algorithms_refuse_a_mask_and_name_those_that_can() {
    for algorithm in Algorithm::ALL.into_iter().filter(|a| !a.is_maskable()) {
        let err = MazeSpec::new(21, 21, 1).with_algorithm(algorithm).with_shape(Shape::Heart).generate().unwrap_err();
        assert_eq!(err, GenerateError::Unmaskable(algorithm));
        let msg = err.to_string();
        assert!(msg.contains(&algorithm.name()) && msg.contains("wilson") && msg.contains("kruskal"), "{msg}");
        assert!(!msg.contains("sidewinder,") && !msg.contains("eller,"), "{msg}");
    }
    assert_eq!(Algorithm::ALL.iter().filter(|a| !a.is_maskable()).count(), 5);
}

#[test]
fn a_mask_in_parts_keeps_its_largest_part_and_says_how_much_went() {
    let mask = Mask::from_text("XX.X\nXX..\n...X\n", 4, 3).unwrap();
    assert_eq!(mask.count(), 4);
    assert_eq!(mask.dropped(), 2);
    assert!(mask.inside(0, 0) && mask.inside(1, 1) && !mask.inside(3, 0) && !mask.inside(3, 2));
    // Stretched: a 2 x 2 text over 4 x 4 cells gives 2 x 2 blocks.
    let big = Mask::from_text("X.\nXX\n", 4, 4).unwrap();
    assert_eq!(big.count(), 12);
    assert!(big.inside(1, 1) && !big.inside(2, 1) && big.inside(3, 3));
}

#[test]
fn bad_masks_are_refused_with_a_clear_message() {
    assert!(matches!(Mask::from_text("..\n..\n", 5, 5), Err(MaskError::File(_))));
    let bad = Mask::from_text("XX\nXo\n", 5, 5).unwrap_err();
    assert_eq!(bad, MaskError::BadChar { line: 2, column: 2, found: 'o' });
    assert!(bad.to_string().contains("line 2, column 2"), "{bad}");
    let few = Mask::from_text("X.\n..\n", 2, 2).unwrap_err();
    assert!(matches!(few, MaskError::TooFew { cells: 1, .. }), "{few:?}");
    assert!(Mask::from_png(b"not a png", 5, 5).unwrap_err().to_string().contains("not a PNG"));
    let missing = Mask::named("/no/such/mask.png", 5, 5).unwrap_err().to_string();
    assert!(missing.contains("cannot read") && missing.contains("/no/such/mask.png"), "{missing}");
    let unknown = Mask::named("hexagon", 5, 5).unwrap_err().to_string();
    assert!(unknown.contains("panda") && unknown.contains(".png"), "{unknown}");
    // A picture with nothing dark and nothing see-through.
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, 2, 2);
    enc.set_color(png::ColorType::Grayscale);
    enc.write_header().unwrap().write_image_data(&[255; 4]).unwrap();
    assert!(Mask::from_png(&out, 5, 5).unwrap_err().to_string().contains("nothing inside"));
}

#[test]
fn pictures_take_dark_or_opaque_pixels_as_inside() {
    // Opaque except the band: the band's cells are outside.
    let mask = Mask::from_png(&odd_png(), 13, 7).unwrap();
    assert!(!mask.inside(0, 0) && !mask.inside(2, 1) && mask.inside(12, 0) && mask.inside(11, 2));
    // The band cuts off the lower-left corner, the smaller part.
    assert!(!mask.inside(0, 6) && mask.dropped() > 0);
    // No alpha: dark is inside.
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, 3, 1);
    enc.set_color(png::ColorType::Rgb);
    enc.write_header().unwrap().write_image_data(&[0, 0, 0, 250, 250, 250, 10, 20, 30]).unwrap();
    let mask = Mask::from_png(&out, 3, 1);
    // Two dark pixels apart: the largest part is the first.
    let mask = mask.unwrap_err();
    assert!(matches!(mask, MaskError::TooFew { cells: 1, .. }), "{mask:?}");
    let wide = Mask::from_png(&out, 6, 2).unwrap();
    assert!(wide.inside(0, 0) && wide.inside(1, 1) && !wide.inside(2, 0) && !wide.inside(4, 0));
    assert_eq!(wide.dropped(), 4);
}

/// The mask drawn as text, `X` inside.
fn draw(mask: &Mask) -> String {
    (0..mask.rows())
        .map(|cy| (0..mask.cols()).map(|cx| if mask.inside(cx, cy) { 'X' } else { '.' }).collect::<String>() + "\n")
        .collect()
}

#[test]
fn built_in_shapes_look_like_themselves() {
    let (cols, rows) = (30, 30);
    let panda = Mask::shape(Shape::Panda, cols, rows).unwrap();
    // Ears up in the corners' direction, the middle of the top edge empty,
    // the eye patches holes inside the face.
    assert!(panda.inside(5, 4) && panda.inside(24, 4) && !panda.inside(15, 0));
    assert!(!panda.inside(10, 16) && !panda.inside(19, 16) && panda.inside(15, 16));
    let heart = Mask::shape(Shape::Heart, cols, rows).unwrap();
    assert!(heart.inside(8, 6) && heart.inside(21, 6) && !heart.inside(15, 2) && heart.inside(15, 26));
    assert!(!heart.inside(2, 27));
    let ring = Mask::shape(Shape::Ring, cols, rows).unwrap();
    assert!(!ring.inside(15, 15) && ring.inside(15, 1) && !ring.inside(0, 0));
    let star = Mask::shape(Shape::Star, cols, rows).unwrap();
    println!("{}\n{}\n{}\n{}", draw(&panda), draw(&heart), draw(&ring), draw(&star));
    assert!(
        star.inside(15, 3) && star.inside(0, 11) && star.inside(15, 16) && !star.inside(15, 28) && !star.inside(0, 0)
    );
    for shape in [Shape::Panda, Shape::Heart, Shape::Ring, Shape::Star] {
        for side in [2, 3, 5, 10, 24, 60, 200] {
            let mask = Mask::shape(shape, side, side).unwrap();
            assert_eq!(mask.dropped(), 0, "{shape} at {side} cells is in one piece");
        }
    }
}

#[test]
fn shaped_mazes_default_to_the_hardest_exits_and_codes_carry_only_changes() {
    let spec = MazeSpec::new(31, 31, 4).with_shape(Shape::Star);
    assert_eq!(spec.exits, Exits::Hardest);
    assert!(spec.code().contains(".star-"), "{}", spec.code());
    assert!(!spec.code().contains("xhardest"), "{}", spec.code());
    let corners = spec.with_exits(Exits::Corners);
    assert!(corners.code().contains("star-xcorners-"), "{}", corners.code());
    assert_eq!(MazeSpec::from_code(&corners.code()), Ok(corners));
    let plain = MazeSpec::new(31, 31, 4).with_exits(Exits::Random);
    assert!(plain.code().contains(".xrandom-"), "{}", plain.code());
    assert_eq!(MazeSpec::from_code(&plain.plain_code()), Ok(plain));
    // A code spelling out the usual exits names no new maze: refused, not a twin.
    assert!(MazeSpec::from_code("backtracker-31x31-xcorners-4").is_err());
    assert!(MazeSpec::from_code("eller-31x31-heart-4").unwrap_err().contains("cannot make a shaped maze"));
    // The corners of a shaped maze are the inside cells nearest the board's corners.
    let maze = corners.generate().unwrap();
    let mask = Mask::shape(Shape::Star, 15, 15).unwrap();
    assert!(mask.inside(maze.entrance.x / 2, maze.entrance.y / 2) && maze.entrance.y < maze.exit.y);
}

#[test]
fn every_output_draws_the_outside_as_background() {
    use crate::maze::render::{self, Palette};
    use crate::maze::text::{self, TextFormat};
    let maze = MazeSpec::new(21, 21, 2).with_shape(Shape::Heart).generate().unwrap();
    let corner = Pos::new(0, 0);
    assert_eq!(maze.tile(corner), Tile::Outside);
    // Text: `~` outside, read back as the same maze.
    let hash = text::write(&maze, TextFormat::Hash);
    assert!(hash.starts_with("~~~~"), "{hash}");
    assert_eq!(text::parse(&hash).unwrap(), maze);
    assert!(text::write(&maze, TextFormat::ZeroOne).starts_with("0 0 0"));
    // ASCII art: blanks.
    let ascii = render::ascii(&maze);
    assert!(ascii.lines().next().unwrap().starts_with("   "), "{ascii}");
    assert!(ascii.contains('S') && ascii.contains('E') && ascii.contains('+'));
    // SVG: no full-size floor rectangle, floor drawn in runs.
    let svg = render::svg(&maze, 4, &Palette::GAME);
    assert!(!svg.contains("<rect width=\"84\" height=\"84\""), "{svg}");
    assert!(svg.contains("<rect x=\"0\" y=\"40\""), "the widest floor row starts at the left edge");
    // PNG: the outside is see-through, the rest opaque in the palette.
    let mut png_bytes = Vec::new();
    render::png_to(&maze, &Default::default(), 2, &Palette::GAME, &mut png_bytes).unwrap();
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let frame = reader.next_frame(&mut buf).unwrap();
    assert_eq!(frame.color_type, png::ColorType::Rgba);
    let px = |x: usize, y: usize| &buf[(y * frame.width as usize + x) * 4..][..4];
    assert_eq!(px(0, 0)[3], 0, "outside is see-through");
    let e = maze.entrance;
    assert_eq!(px(2 * e.x, 2 * e.y), [&Palette::GAME.entrance[..], &[255]].concat().as_slice());
    let wall = (0..21).find(|&x| maze.tile(Pos::new(x, 10)) == Tile::Wall).unwrap();
    assert_eq!(px(2 * wall, 20), [&Palette::GAME.wall[..], &[255]].concat().as_slice());
}

#[test]
fn a_board_large_enough_to_defer_its_writes_keeps_to_its_mask_too() {
    // Above 2 MiB of tiles the backtracker writes the board when done (kit::padded::DEFER_WALK_ABOVE).
    let (w, h) = (1501, 1401);
    let mask = Mask::shape(Shape::Panda, (w - 1) / 2, (h - 1) / 2).unwrap();
    let maze = MazeSpec::new(w, h, 1).generate_in(Some(&mask), &mut ()).unwrap();
    assert_shaped(&maze, &mask, true, "a large panda");
}

/// The generators that run their rectangle's code under a mask (the
/// backtracker from a corner, the growing tree, both Prims, Kruskal) make
/// exactly the maze of no mask when the mask is the whole board, and show a
/// recorder the same steps: the mask only takes cells away.
#[test]
fn a_whole_board_mask_makes_the_maze_of_no_mask() {
    let mut algorithms =
        vec![Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::PrimTrue, Algorithm::PrimSimplified];
    algorithms.extend(Algorithm::ALL.into_iter().filter(|a| matches!(a, Algorithm::GrowingTree(_))));
    let corners = [StartCorner::TopLeft, StartCorner::TopRight, StartCorner::BottomRight];
    for (w, h) in [(5, 3), (21, 21), (31, 23), (3, 41), (61, 45)] {
        let full = Mask::from_fn((w - 1) / 2, (h - 1) / 2, |_, _| true).unwrap();
        for &algorithm in &algorithms {
            for seed in 0..6 {
                let spec = MazeSpec::new(w, h, seed).with_algorithm(algorithm).with_corner(corners[seed as usize % 3]);
                let what = format!("{algorithm} {w}x{h} seed {seed}");
                let masked = spec.generate_in(Some(&full), &mut ()).unwrap();
                assert_eq!(masked, spec.generate().unwrap(), "{what}");
                let (mut shaped_steps, mut plain_steps): (Vec<(Pos, Tile)>, Vec<(Pos, Tile)>) =
                    (Vec::new(), Vec::new());
                spec.generate_in(Some(&full), &mut shaped_steps).unwrap();
                spec.generate_in(None, &mut plain_steps).unwrap();
                assert_eq!(shaped_steps, plain_steps, "{what}: the steps recorded");
            }
        }
    }
    // A board large enough for the backtracker to write its tiles when done.
    let spec = MazeSpec::new(1451, 1449, 3);
    let full = Mask::from_fn(725, 724, |_, _| true).unwrap();
    assert_eq!(spec.generate_in(Some(&full), &mut ()).unwrap(), spec.generate().unwrap(), "a large board");
}

#[test]
fn rows_wholly_inside_are_known() {
    let mask = Mask::from_text("XXXX\nXX.X\nXXXX\n.XXX\n", 4, 4).unwrap();
    let whole: Vec<bool> = (0..4).map(|cy| mask.row_is_whole(cy)).collect();
    assert_eq!(whole, [true, false, true, false]);
    // A U shape: only its bottom row is whole.
    let parted = Mask::from_text("X.X\nX.X\nXXX\n", 3, 3).unwrap();
    assert_eq!((0..3).map(|cy| parted.row_is_whole(cy)).collect::<Vec<_>>(), [false, false, true]);
}
