//! The pictures draw exactly the closed walls, arcs on round grids; the JSON lists what the maze is.

use super::*;
use crate::maze::generate::grids::carve;
use crate::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use crate::maze::grid::{HexGrid, HexShape, RoundGrid, SquareGrid, TriangleGrid, TriangleShape, UpsilonGrid};
use crate::maze::items::Items;
use crate::maze::render::Palette;
use crate::maze::solve::grids::{GridExits, breadth_first, place_exits};

fn maze_on<G: Grid + Clone>(grid: &G, seed: u64) -> GridMaze<G> {
    let mut rng = rng_from_seed(seed);
    let mut maze = carve(grid.clone(), Algorithm::Backtracker, StartCorner::TopLeft, &mut rng).unwrap();
    place_exits(&mut maze, GridExits::default_for(grid), &mut rng);
    maze
}

/// Walls a picture must draw: every rim side, and every inner side without a passage (once).
fn closed_walls<G: Grid>(maze: &GridMaze<G>) -> (usize, usize) {
    let (mut rim, mut inner) = (0, 0);
    let mut sides = Vec::new();
    for c in 0..maze.grid.cell_count() as u32 {
        sides.clear();
        maze.grid.sides(c, &mut sides);
        rim += sides.iter().filter(|s| s.neighbour.is_none()).count();
        inner += sides.iter().filter(|s| s.neighbour.is_some()).count();
    }
    (rim, inner / 2 - maze.passage_count())
}

fn check_svg<G: Grid + Clone>(grid: &G, arcs: bool) {
    let maze = maze_on(grid, 5);
    let route = breadth_first(&maze, maze.entrance, maze.exit).unwrap();
    let picture = svg(&maze, &Items::default(), &Look::for_grid(grid), &Palette::GAME, Some(&route));
    assert!(picture.starts_with("<svg") && picture.trim_end().ends_with("</svg>"));
    let path = picture.split(" d=\"").nth(1).unwrap().split('"').next().unwrap();
    let (rim, inner) = closed_walls(&maze);
    let doors = doorways(&maze);
    assert_eq!(doors, if arcs { 1 } else { 2 }, "{}: the exit (and a corner entrance) open the rim", grid.name());
    assert_eq!(path.matches('M').count(), rim + inner - doors, "{}: one wall drawn per closed side", grid.name());
    assert_eq!(path.contains('A'), arcs, "{}: arcs exactly on round grids", grid.name());
    let route_points = picture.split("class=\"route\"").nth(1).unwrap().matches(',').count();
    assert_eq!(route_points, route.len(), "the route goes through every cell on it");
    assert_eq!(picture.matches("<polygon").count(), 2, "entrance and exit filled");
}

#[test]
fn svg_draws_every_closed_wall_once() {
    check_svg(&RoundGrid::new(6).unwrap(), true);
    check_svg(&HexGrid::new(HexShape::Hexagon { radius: 4 }).unwrap(), false);
    check_svg(&TriangleGrid::new(TriangleShape::Rectangle { cols: 12, rows: 5 }).unwrap(), false);
    check_svg(&SquareGrid::new(6, 4).unwrap(), false);
    check_svg(&UpsilonGrid::new(7, 5).unwrap(), false);
    // A walled maze draws every side, the shared ones once.
    let grid = HexGrid::new(HexShape::Rectangle { cols: 3, rows: 2 }).unwrap();
    let mut walled = GridMaze::walled(grid);
    walled.exit = walled.entrance;
    let mut count = 0;
    for_each_wall(&walled, |_| count += 1);
    assert_eq!(count, 6 * 6 - 9 - 1, "two staggered rows of three hexagons share nine sides");
}

#[test]
fn png_has_walls_exits_and_route_in_their_colours() {
    let round = RoundGrid::new(5).unwrap();
    let maze = maze_on(&round, 2);
    let route = breadth_first(&maze, maze.entrance, maze.exit).unwrap();
    let look = Look::for_grid(&round);
    let bytes = png(&maze, &Items::default(), &look, &Palette::GAME, Some(&route));
    let mut reader = rgb_decoder(bytes).read_info().unwrap();
    let mut px = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut px).unwrap();
    assert_eq!((info.width, info.height), look.size(&round));
    let count = |rgb: [u8; 3]| px.chunks(3).filter(|p| *p == rgb).count();
    assert!(count(Palette::GAME.wall) > 1000, "walls drawn");
    assert!(count(Palette::GAME.entrance) > 50 && count(Palette::GAME.exit) > 20, "exits filled");
    assert!(count([208, 48, 32]) > 50, "route drawn");
    // The middle of the centre cell is entrance-coloured, not wall.
    let m = look.to_px(round.centre(0));
    let i = 3 * (m.y as usize * info.width as usize + m.x as usize + 4);
    assert_eq!(px[i..i + 3], Palette::GAME.entrance);
}

#[test]
fn heat_pictures_colour_each_cell_by_its_distance() {
    let hex = HexGrid::new(HexShape::Hexagon { radius: 3 }).unwrap();
    let maze = maze_on(&hex, 4);
    let colours = heat_colours(&maze, maze.entrance, &Palette::GAME);
    let dist = crate::maze::solve::grids::distance_map(&maze, maze.entrance);
    let far = (0..hex.cell_count()).max_by_key(|&c| dist[c]).unwrap();
    assert_eq!(colours[maze.entrance as usize], crate::maze::heat::viridis(0.0));
    assert_eq!(colours[far], crate::maze::heat::viridis(1.0));
    let picture = heat_svg(&maze, maze.entrance, &Look::for_grid(&hex), &Palette::GAME);
    assert_eq!(picture.matches("<polygon").count(), hex.cell_count() + 2, "every cell, then the exits");
    assert!(picture.contains("fill=\"#fde725\""), "the farthest cell in viridis yellow");
    let bytes = heat_png(&maze, maze.entrance, &Look::for_grid(&hex), &Palette::GAME);
    assert_eq!(&bytes[1..4], b"PNG");
}

#[test]
fn json_lists_cells_passages_and_code() {
    let tri = TriangleGrid::new(TriangleShape::Triangle { side: 5 }).unwrap();
    let maze = maze_on(&tri, 1);
    let data = json(&maze, &Items::default(), "delta-code");
    assert_eq!((data.grid, data.code.as_str()), ("triangle", "delta-code"));
    assert_eq!(data.cells.len(), 25);
    assert_eq!(data.passages.len(), 24);
    assert!(data.passages.iter().all(|&[a, b]| a < b && data.cells[a as usize].neighbours.contains(&b)));
    let text = serde_json::to_string(&data).unwrap();
    let back: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(back["cells"][0]["neighbours"], serde_json::json!([2]), "the apex touches only the cell below");
    assert_eq!(back["passages"].as_array().unwrap().len(), 24);
}

/// Writes pictures of every grid at three sizes to `$GRID_PICTURES` (run by hand:
/// `GRID_PICTURES=/tmp/pics cargo test --no-default-features --lib pictures -- --ignored`).
#[test]
#[ignore = "writes files for a person to look at"]
fn pictures() {
    let dir = std::path::PathBuf::from(std::env::var("GRID_PICTURES").expect("GRID_PICTURES"));
    std::fs::create_dir_all(&dir).unwrap();
    fn write<G: Grid + Clone>(dir: &std::path::Path, name: &str, grid: G) {
        let maze = maze_on(&grid, 7);
        let route = breadth_first(&maze, maze.entrance, maze.exit).unwrap();
        let look = Look::for_grid(&grid);
        // raw-file: a test writing pictures for a person to look at, on request.
        std::fs::write(
            dir.join(format!("{name}.svg")),
            svg(&maze, &Items::default(), &look, &Palette::GAME, Some(&route)),
        )
        .unwrap();
        // raw-file: a test writing pictures for a person to look at, on request.
        std::fs::write(
            dir.join(format!("{name}.png")),
            png(&maze, &Items::default(), &look, &Palette::GAME, Some(&route)),
        )
        .unwrap();
        // raw-file: a test writing pictures for a person to look at, on request.
        std::fs::write(dir.join(format!("{name}-heat.png")), heat_png(&maze, maze.entrance, &look, &Palette::GAME))
            .unwrap();
    }
    let heart = crate::maze::mask::Mask::shape(crate::maze::mask::Shape::Heart, 40, 40).unwrap();
    let hex = HexGrid::new(HexShape::Rectangle { cols: 40, rows: 46 }).unwrap();
    write(&dir, "hex-heart", crate::maze::mask::grids::Masked::new(hex, &heart).unwrap());
    let star = crate::maze::mask::Mask::shape(crate::maze::mask::Shape::Star, 40, 40).unwrap();
    write(&dir, "round-star", crate::maze::mask::grids::Masked::new(RoundGrid::new(20).unwrap(), &star).unwrap());
    for (k, n) in [3u32, 10, 30].into_iter().enumerate() {
        write(&dir, &format!("round-{k}"), RoundGrid::new(n).unwrap());
        write(&dir, &format!("hex-{k}"), HexGrid::new(HexShape::Rectangle { cols: 2 * n, rows: 2 * n }).unwrap());
        write(&dir, &format!("hexagon-{k}"), HexGrid::new(HexShape::Hexagon { radius: n }).unwrap());
        write(
            &dir,
            &format!("tri-{k}"),
            TriangleGrid::new(TriangleShape::Rectangle { cols: 3 * n, rows: n + 1 }).unwrap(),
        );
        write(&dir, &format!("upsilon-{k}"), UpsilonGrid::new(2 * n, 2 * n).unwrap());
        write(&dir, &format!("triangle-{k}"), TriangleGrid::new(TriangleShape::Triangle { side: n + 1 }).unwrap());
    }
}

/// Streams the SVG of a 300-ring round maze to `$GRID_PICTURES/round-300.svg`
/// (run by hand under `/usr/bin/time -v` to see the peak memory).
#[test]
#[ignore = "writes a large file for a person to measure"]
fn big_round_svg() {
    let dir = std::path::PathBuf::from(std::env::var("GRID_PICTURES").expect("GRID_PICTURES"));
    let grid = RoundGrid::new(300).unwrap();
    let maze = maze_on(&grid, 1);
    // raw-file: a test writing a picture for a person to look at, on request.
    let file = std::fs::File::create(dir.join("round-300.svg")).unwrap();
    let mut out = std::io::BufWriter::new(file);
    svg_to(&maze, &Items::default(), &Look::for_grid(&grid), &Palette::GAME, None, &mut out).unwrap();
}

/// A decoder that reads a PNG as 8-bit RGB, whatever its palette and bits a pixel.
pub(super) fn rgb_decoder(bytes: Vec<u8>) -> ::png::Decoder<std::io::Cursor<Vec<u8>>> {
    let mut decoder = ::png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(::png::Transformations::EXPAND);
    decoder
}

/// The RGB pixels of a PNG.
fn pixels(bytes: Vec<u8>) -> (u32, Vec<u8>) {
    let mut reader = rgb_decoder(bytes).read_info().unwrap();
    let mut px = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut px).unwrap();
    (info.width, px)
}

fn items_in_pictures_on<G: Grid + Clone>(grid: &G) {
    use crate::maze::items::{ItemSpec, KeyKind, place};
    let maze = maze_on(grid, 3);
    let items = place(&maze, ItemSpec { bamboo: 3, doors: 2, bamboo_gate: false }, 3);
    let name = grid.name();
    assert_eq!((items.bamboo.len(), items.doors.len(), items.keys.len()), (3, 2, 2), "{name}");
    let look = Look::for_grid(grid);
    // SVG: one group, two shapes a shoot, one a key, three a door, each in its colours.
    let plain = svg(&maze, &Items::default(), &look, &Palette::GAME, None);
    let with = svg(&maze, &items, &look, &Palette::GAME, None);
    assert!(!plain.contains("class=\"items\""), "{name}");
    let group = &with[with.find("<g class=\"items\">").expect("an items group")..];
    assert_eq!(group.matches("<polygon").count(), 3 * 2 + 2 + 2 * 3, "{name}");
    for kind in &KeyKind::ALL[..2] {
        let [r, g, b] = kind.rgb();
        assert_eq!(group.matches(&format!("fill=\"#{r:02x}{g:02x}{b:02x}\"")).count(), 2, "{name}: key and door");
    }
    // PNG: the pictures differ, and only inside the cells that hold items.
    let (w, before) = pixels(png(&maze, &Items::default(), &look, &Palette::GAME, None));
    let (_, after) = pixels(png(&maze, &items, &look, &Palette::GAME, None));
    let holders: Vec<u32> = [&items.bamboo, &items.keys, &items.doors].into_iter().flatten().copied().collect();
    let mut changed = 0;
    for (i, (a, b)) in before.chunks(3).zip(after.chunks(3)).enumerate() {
        if a != b {
            changed += 1;
            let (x, y) = ((i as u32 % w) as f64 + 0.5, (i as u32 / w) as f64 + 0.5);
            let p = Point::new((x - look.margin) / look.unit_px, (y - look.margin) / look.unit_px);
            let cell = grid.nearest(p);
            assert!(holders.contains(&cell), "{name}: pixel ({x}, {y}) in cell {cell} changed");
        }
    }
    assert!(changed > 7 * 20, "{name}: {changed} pixels of items drawn");
    // JSON: each item with its cell.
    let data = json(&maze, &items, "code");
    assert_eq!(data.items.bamboo, items.bamboo, "{name}");
    assert_eq!(data.items.doors.iter().map(|d| d.cell).collect::<Vec<_>>(), items.doors, "{name}");
    assert_eq!(data.items.keys[1].kind, "sky", "{name}");
}

#[test]
fn pictures_and_json_show_the_items_on_every_grid() {
    items_in_pictures_on(&RoundGrid::new(7).unwrap());
    items_in_pictures_on(&HexGrid::new(HexShape::Hexagon { radius: 5 }).unwrap());
    items_in_pictures_on(&TriangleGrid::new(TriangleShape::Rectangle { cols: 16, rows: 8 }).unwrap());
    items_in_pictures_on(&UpsilonGrid::new(8, 6).unwrap());
}
