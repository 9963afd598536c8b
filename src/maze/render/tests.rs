//! Tests of the ASCII, SVG, PNG and route-map drawings.

use super::*;
use crate::maze::items::{Item, ItemSpec, Items};
use crate::maze::text;

#[test]
fn ascii_draws_walls_and_markers() {
    let maze = text::parse("#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
    let art = ascii(&maze);
    assert_eq!(art, "+---+---+\n| S     |\n+---+   +\n| E     |\n+---+---+\n");
}

#[test]
fn svg_merges_wall_runs() {
    let maze = text::parse("#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
    let palette = Palette { wall: [0x2e, 0x6e, 0x40], floor: [0xec, 0xe4, 0xc8], ..Palette::GAME };
    let picture = svg(&maze, 10, &palette);
    assert!(picture.starts_with("<svg") && picture.trim_end().ends_with("</svg>"));
    // Top row: one rect 50 wide; row 2: "###" then "#".
    assert!(picture.contains("<rect x=\"0\" y=\"0\" width=\"50\" height=\"10\"/>"));
    assert!(picture.contains("<rect x=\"0\" y=\"20\" width=\"30\" height=\"10\"/>"));
    assert_eq!(picture.matches("<rect").count(), 1 + 8 + 2);
}

#[test]
fn svg_marks_entrance_and_exit_in_the_palette_colours() {
    let maze = text::parse("#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
    let picture = svg(&maze, 10, &Palette::GAME);
    assert!(picture.contains("<rect x=\"10\" y=\"10\" width=\"10\" height=\"10\" fill=\"#5aa0dc\"/>"));
    assert!(picture.contains("<rect x=\"10\" y=\"30\" width=\"10\" height=\"10\" fill=\"#eb5a46\"/>"));
    assert!(picture.contains("fill=\"#2e6e40\"") && picture.contains("fill=\"#ece4c8\""));
}

/// Decodes a PNG into RGB rows.
fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgb);
    (info.width, info.height, buf)
}

#[test]
fn pictures_have_the_maze_colours() {
    let maze = crate::maze::MazeSpec::new(7, 5, 1).generate().unwrap();
    let mut bytes = Vec::new();
    png_to(&maze, &Items::default(), PICTURE_TILE_PX, &Palette::GAME, &mut bytes).unwrap();
    let (w, h, rgb) = decode(&bytes);
    assert_eq!((w, h), (7 * 8, 5 * 8));
    assert_eq!(&rgb[..3], &Palette::GAME.wall);
    let at = |x: usize, y: usize| &rgb[(y * 56 + x) * 3..][..3];
    assert_eq!(at(12, 12), &Palette::GAME.entrance);
    // Every pixel is its tile's colour.
    for y in 0..40 {
        for x in 0..56 {
            let p = Pos::new(x / 8, y / 8);
            let expected = match () {
                _ if p == maze.entrance => Palette::GAME.entrance,
                _ if p == maze.exit => Palette::GAME.exit,
                _ if maze.is_floor(p) => Palette::GAME.floor,
                _ => Palette::GAME.wall,
            };
            assert_eq!(at(x, y), &expected, "pixel ({x}, {y})");
        }
    }
}

#[test]
fn pictures_of_any_tile_size_pack_their_pixels() {
    let maze = text::parse("#####\n#S#E#\n#...#\n#.#.#\n#####\n").unwrap();
    for tile_px in [1, 2, 3, 5] {
        let mut bytes = Vec::new();
        png_to(&maze, &Items::default(), tile_px, &Palette::GAME, &mut bytes).unwrap();
        let (w, _, rgb) = decode(&bytes);
        assert_eq!(w as usize, 5 * tile_px);
        let row = tile_px; // the second row of tiles
        let px = |x: usize| &rgb[(row * w as usize + x) * 3..][..3];
        assert_eq!(px(tile_px), &Palette::GAME.entrance, "tile {tile_px} px");
        assert_eq!(px(3 * tile_px + tile_px - 1), &Palette::GAME.exit, "tile {tile_px} px");
        assert_eq!(px(2 * tile_px), &Palette::GAME.wall, "tile {tile_px} px");
    }
}

#[test]
fn the_route_is_drawn_between_its_ends_and_a_one_tile_route_draws_nothing() {
    let maze = text::parse("#####\n#S..#\n###.#\n#E..#\n#####\n").unwrap();
    let route = crate::maze::astar(&maze).unwrap();
    let mut out = Vec::new();
    route_map_to(&maze, &route, &mut out).unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), "#####\n#S**#\n###*#\n#E**#\n#####\n");
    let one = text::parse("###\n#.#\n###\n").unwrap();
    let mut out = Vec::new();
    route_map_to(&one, &[one.entrance], &mut out).unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), "###\n#B#\n###\n");
}

/// A maze with every kind of item, and the same maze without them.
fn with_items() -> (crate::maze::Maze, Items) {
    let spec = crate::maze::MazeSpec::new(19, 19, 2)
        .with_algorithm(crate::maze::Algorithm::GrowingTree(crate::maze::generate::GrowingTreePick::Mix(50)))
        .with_items(ItemSpec { bamboo: 2, doors: 2, bamboo_gate: false });
    let maze = spec.generate().unwrap();
    let items = spec.place_items(&maze);
    assert!(items.bamboo.len() == 2 && items.doors.len() == 2 && items.keys.len() == 2, "{items:?}");
    (maze, items)
}

#[test]
fn png_items_change_exactly_their_own_tiles() {
    let (maze, items) = with_items();
    let tile = 8;
    let picture = |items: &Items| {
        let mut bytes = Vec::new();
        png_to(&maze, items, tile, &Palette::GAME, &mut bytes).unwrap();
        decode(&bytes)
    };
    let (w, h, plain) = picture(&Items::default());
    let (w2, h2, drawn) = picture(&items);
    assert_eq!((w, h), (w2, h2));
    let mut changed = std::collections::BTreeMap::<Pos, usize>::new();
    for y in 0..h as usize {
        for x in 0..w as usize {
            let i = (y * w as usize + x) * 3;
            if plain[i..i + 3] != drawn[i..i + 3] {
                *changed.entry(Pos::new(x / tile, y / tile)).or_default() += 1;
            }
        }
    }
    let item_tiles: std::collections::BTreeSet<Pos> = items::all(&items).map(|(p, _)| p).collect();
    assert_eq!(changed.keys().copied().collect::<std::collections::BTreeSet<_>>(), item_tiles);
    // A door is a whole tile of its own colours; a key shows its kind's colour.
    let at = |p: Pos, dx: usize, dy: usize| {
        let i = ((p.y * tile + dy) * w as usize + p.x * tile + dx) * 3;
        [drawn[i], drawn[i + 1], drawn[i + 2]]
    };
    assert_eq!(changed[&items.doors[0]], tile * tile);
    assert_eq!(at(items.doors[0], 0, 0), items::DOOR_FRAME);
    assert_eq!(at(items.keys[1], tile / 2, tile / 2), crate::maze::items::KeyKind::Sky.rgb());
}

#[test]
fn svg_items_are_drawn_over_their_tiles_only() {
    let (maze, items) = with_items();
    let plain = svg(&maze, 10, &Palette::GAME);
    let mut drawn = Vec::new();
    svg_to(&maze, &items, 10, &Palette::GAME, &mut drawn).unwrap();
    let drawn = String::from_utf8(drawn).unwrap();
    let added = drawn.strip_suffix("</svg>\n").unwrap().strip_prefix(plain.strip_suffix("</svg>\n").unwrap());
    let added = added.expect("the maze is drawn as before, the items after it");
    // Every number pair of every added shape lies inside one item's tile.
    let tiles: Vec<Pos> = items::all(&items).map(|(p, _)| p).collect();
    let shapes: Vec<&str> = added.lines().filter(|l| l.starts_with("<polygon") || l.starts_with("<rect")).collect();
    assert_eq!(shapes.len(), 2 * 2 + 2 + 3 * 2, "two shapes a shoot, one a key, three a door");
    for shape in shapes {
        let inside = |x: f32, y: f32| tiles.iter().any(|t| (x / 10.0) as usize == t.x && (y / 10.0) as usize == t.y);
        if let Some(points) = shape.split("points=\"").nth(1) {
            for pair in points.split('"').next().unwrap().split(' ') {
                let (x, y) = pair.split_once(',').unwrap();
                assert!(inside(x.parse().unwrap(), y.parse().unwrap()), "{shape}");
            }
        } else {
            let attr = |name: &str| -> f32 {
                shape.split(&format!(" {name}=\"")).nth(1).unwrap().split('"').next().unwrap().parse().unwrap()
            };
            assert!(inside(attr("x") + 0.01, attr("y") + 0.01), "{shape}");
        }
    }
}

#[test]
fn ascii_marks_items_and_explains_them() {
    let (maze, items) = with_items();
    let mut out = Vec::new();
    ascii_to(&maze, &items, &mut out).unwrap();
    let art = String::from_utf8(out).unwrap();
    let marks = |c: char| art.matches(c).count() - items::ASCII_LEGEND.matches(c).count();
    assert_eq!(marks('Y'), 2, "{art}");
    for mark in ['a', 'b', 'A', 'B'] {
        assert_eq!(marks(mark), 1, "{mark}\n{art}");
    }
    assert!(art.ends_with(items::ASCII_LEGEND));
    assert_eq!(items::ascii_mark(Item::Door(crate::maze::items::KeyKind::Plum)), 'D');
    assert!(!ascii(&maze).contains('Y'), "no items, no marks");
}
