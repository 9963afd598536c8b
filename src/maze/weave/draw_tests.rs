//! Weave pictures: a crossing reads as a bridge over an inset under passage, in PNG and SVG;
//! the JSON lists every crossing; items on weave and floors are drawn, listed and walked out.

use super::*;
use crate::maze::generate::GridShape;
use crate::maze::grid::{HexShape, Point, SquareGrid};
use crate::maze::items::Items;
use crate::maze::render::Palette;

fn square_maze(seed: u64) -> WeaveMaze<SquareGrid> {
    square_maze_of(&WeaveSpec::new(WeaveGrid::Square { cols: 10, rows: 8 }, 100, seed))
}

fn square_maze_of(spec: &WeaveSpec) -> WeaveMaze<SquareGrid> {
    match spec.generate().unwrap() {
        WeaveMazeAny::Square(m) => m,
        _ => panic!("a square maze"),
    }
}

/// The RGB pixels and width of a PNG.
fn pixels(bytes: &[u8]) -> (usize, Vec<u8>) {
    let mut decoder = ::png::Decoder::new(std::io::Cursor::new(bytes.to_vec()));
    decoder.set_transformations(::png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut px = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut px).unwrap();
    (info.width as usize, px)
}

#[test]
fn a_crossing_is_drawn_as_a_bridge_over_an_inset_under_passage() {
    let maze = square_maze(2);
    let mut bytes = Vec::new();
    weave_png_to(&maze, &Items::default(), &Palette::GAME, None, &mut bytes).unwrap();
    let (w, rgb) = pixels(&bytes);
    let look = draw::weave_look(&maze);
    let colour = |p: Point| {
        let q = look.to_px(p);
        rgb[(q.y as usize * w + q.x as usize) * 3..][..3].to_vec()
    };
    let (wall, floor) = (Palette::GAME.wall.to_vec(), Palette::GAME.floor.to_vec());
    assert!(!maze.crossings().is_empty());
    for x in maze.crossings() {
        let g = &maze.flat.grid;
        let o = g.centre(x.cell);
        assert_eq!(colour(o), floor, "the bridge's middle is floor");
        let nb = g.neighbours(x.cell);
        let towards = |k: u8, share: f64| {
            let n = g.centre(nb[k as usize]);
            Point::new(o.x + (n.x - o.x) * share, o.y + (n.y - o.y) * share)
        };
        for k in x.over.into_iter().chain(x.under) {
            assert_eq!(colour(towards(k, 0.5)), floor, "cell {}: open through side {k}", x.cell);
        }
        // Across the under passage's way, half-way to the bridge's wall: the
        // bridge's wall stands there (inset from the cell's side).
        let under = towards(x.under[0], 0.5 - super::draw::INSET);
        assert_eq!(colour(under), wall, "cell {}: the bridge's wall over the under passage", x.cell);
        // The corners beside the doorways are walled.
        let side_corner = |k: u8| {
            let d = towards(k, 0.5);
            let (dx, dy) = (d.x - o.x, d.y - o.y);
            Point::new(d.x - dy * 0.9, d.y + dx * 0.9)
        };
        assert_eq!(colour(side_corner(x.under[1])), wall, "cell {}: a wall beside the under doorway", x.cell);
    }
}

#[test]
fn the_svg_and_json_show_every_crossing() {
    let spec = WeaveSpec::new(WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 10, rows: 8 })), 80, 5);
    let WeaveMazeAny::Grid(maze) = spec.generate().unwrap() else { panic!("a hex maze") };
    let (mut flat, mut woven) = (Vec::new(), Vec::new());
    crate::maze::draw::svg_to(&maze.flat, &Items::default(), &draw::weave_look(&maze), &Palette::GAME, None, &mut flat)
        .unwrap();
    weave_svg_to(&maze, &Items::default(), &Palette::GAME, None, &mut woven).unwrap();
    let lines = |b: &[u8]| String::from_utf8_lossy(b).matches('M').count();
    // Each crossing cuts four sides into three and adds two bridge walls and four stubs.
    let pieces = lines(&woven) as i64 - lines(&flat) as i64;
    assert!(
        pieces >= 4 * maze.crossings().len() as i64,
        "{pieces} more pieces for {} crossings",
        maze.crossings().len()
    );
    let r = route(&maze).unwrap();
    let json = weave_json(&maze, &Items::default(), &spec.code(), spec.percent, &r);
    assert_eq!(json.crossings.len(), maze.crossings().len());
    assert!(json.crossings.windows(2).all(|w| w[0].cell < w[1].cell));
    for c in &json.crossings {
        let x = maze.crossing_at(c.cell).unwrap();
        assert!(c.over.iter().all(|&n| maze.flat.linked(c.cell, n)), "over joins the ground");
        assert!(c.under.iter().all(|&n| !maze.flat.linked(c.cell, n)), "under does not");
        assert_eq!(c.under.map(|n| maze.flat.grid.cells().side(x.cell, n).unwrap() as u8), x.under);
    }
    let text = serde_json::to_string(&json).unwrap();
    assert!(text.contains("\"crossings\":[{\"cell\":") && text.contains("\"under\":true"));
}

/// Writes weave pictures of every grid to `$GRID_PICTURES` (run by hand:
/// `GRID_PICTURES=/tmp/pics cargo test --no-default-features --lib weave_pictures -- --ignored`).
#[test]
#[ignore = "writes pictures for a person to look at"]
fn weave_pictures() {
    let dir = std::path::PathBuf::from(std::env::var("GRID_PICTURES").expect("GRID_PICTURES"));
    std::fs::create_dir_all(&dir).unwrap();
    let grids = [
        ("square", WeaveGrid::Square { cols: 14, rows: 10 }),
        ("hex", WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 14, rows: 10 }))),
        ("round", WeaveGrid::Shape(GridShape::Round { rings: 8 })),
    ];
    for (name, grid) in grids {
        for algorithm in WeaveSpec::ALGORITHMS {
            let spec = WeaveSpec::new(grid, 60, 7).with_algorithm(algorithm);
            let file = |ext: &str| dir.join(format!("weave-{name}-{}.{ext}", algorithm.name()));
            crate::on_weave_maze!(spec.generate().unwrap(), m => {
                let r = route(&m).unwrap();
                // raw-file: a test writing pictures for a person to look at, on request.
                weave_png_to(&m, &Items::default(), &Palette::GAME, Some(&r), std::fs::File::create(file("png")).unwrap()).unwrap();
                // raw-file: a test writing pictures for a person to look at, on request.
                weave_svg_to(&m, &Items::default(), &Palette::GAME, Some(&r), &mut std::fs::File::create(file("svg")).unwrap()).unwrap();
            });
        }
    }
    let mut rng = crate::maze::generate::rng_from_seed(3);
    let up = backtracker(crate::maze::grid::UpsilonGrid::new(9, 7).unwrap(), 70, 0, 0, &mut rng);
    // raw-file: a test writing pictures for a person to look at, on request.
    weave_png_to(
        &up,
        &Items::default(),
        &Palette::GAME,
        None,
        // raw-file: a test writing a picture for a person to look at, on request.
        std::fs::File::create(dir.join("weave-upsilon.png")).unwrap(),
    )
    .unwrap();
}

/// The polygons in an SVG's group of items (none when it has no such group).
fn item_polygons(svg: &[u8]) -> usize {
    let text = String::from_utf8_lossy(svg);
    text.split_once("<g class=\"items\">")
        .map_or(0, |(_, rest)| rest.split_once("</g>").expect("the group is closed").0.matches("<polygon").count())
}

#[test]
fn items_on_weave_and_floors_are_drawn_listed_and_walked_out_key_before_door() {
    use crate::maze::floors::{FloorSpec, FloorsMazeAny, floors_json, floors_png_to, floors_svg_to};
    use crate::maze::items::{ItemSpec, Progress, optimum, solve};
    let items = ItemSpec { bamboo: 3, doors: 2, bamboo_gate: true };
    let spec = WeaveSpec::new(WeaveGrid::Square { cols: 12, rows: 10 }, 100, 4).with_items(items);
    let maze = square_maze_of(&spec);
    let placed = spec.place_items(&maze);
    assert_eq!((placed.bamboo.len(), placed.doors.len()), (3, 2));
    let svg = |items: &Items<u32>| {
        let mut out = Vec::new();
        weave_svg_to(&maze, items, &Palette::GAME, None, &mut out).unwrap();
        out
    };
    assert_eq!(item_polygons(&svg(&Items::default())), 0);
    assert!(item_polygons(&svg(&placed)) >= 3 + 2 + 2, "every shoot, key and door drawn");
    let (mut bare, mut with) = (Vec::new(), Vec::new());
    weave_png_to(&maze, &Items::default(), &Palette::GAME, None, &mut bare).unwrap();
    weave_png_to(&maze, &placed, &Palette::GAME, None, &mut with).unwrap();
    assert_ne!(pixels(&bare).1, pixels(&with).1, "the PNG shows the items");
    // The full clear: a walk over the places that takes each key before its door and eats every shoot.
    let walk = maze.full_clear(&placed).expect("a way out");
    let nodes: Vec<u32> = walk.iter().map(|&s| maze.node(s).unwrap()).collect();
    assert_eq!((nodes[0], *nodes.last().unwrap()), (maze.flat.entrance, maze.flat.exit));
    for w in nodes.windows(2) {
        let mut next = Vec::new();
        maze.for_each_next(w[0], |v| next.push(v));
        assert!(next.contains(&w[1]), "{} to {} is no passage", w[0], w[1]);
    }
    let first = |v: u32| nodes.iter().position(|&n| n == v);
    for (k, d) in placed.keys.iter().zip(&placed.doors) {
        assert!(first(*k).unwrap() < first(*d).unwrap_or(usize::MAX), "key {k} after its door {d}");
    }
    assert!(placed.bamboo.iter().all(|&b| first(b).is_some()), "a shoot left uneaten");
    assert_eq!(Some(nodes.len() - 1), optimum(&WeaveBoard::new(&maze), &placed));
    let r = route(&maze).unwrap();
    let json = weave_json(&maze, &placed, &spec.code(), spec.percent, &r);
    assert_eq!((json.items.bamboo.clone(), json.items.doors.len()), (placed.bamboo.clone(), 2));
    assert!(json.items.bamboo_gate);

    // A tower of 3 floors: its items drawn on the floors side by side, listed, walked out.
    let spec = FloorSpec::new(WeaveGrid::Square { cols: 6, rows: 6 }, 3, 2).with_items(items);
    let FloorsMazeAny::Square(m) = spec.generate().unwrap() else { panic!("square floors") };
    let placed = spec.place_items(&m);
    let mut out = Vec::new();
    floors_svg_to(&m, &placed, &Palette::GAME, &mut out).unwrap();
    assert!(item_polygons(&out) >= 3 + 2 + 2);
    let (mut bare, mut with) = (Vec::new(), Vec::new());
    floors_png_to(&m, &Items::default(), &Palette::GAME, &mut bare).unwrap();
    floors_png_to(&m, &placed, &Palette::GAME, &mut with).unwrap();
    assert_ne!(pixels(&bare).1, pixels(&with).1);
    let walk = solve(&m, &placed, Progress::start(&m), true).expect("a way out");
    assert!(m.is_walk(&walk) && placed.bamboo.iter().all(|b| walk.contains(b)));
    let json = floors_json(&m, &placed, &spec.code(), "tower", &walk);
    assert_eq!(json.items.keys.iter().map(|k| k.cell).collect::<Vec<_>>(), placed.keys);
}
