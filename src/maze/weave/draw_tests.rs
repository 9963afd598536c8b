//! Weave pictures: a crossing reads as a bridge over an inset under passage, in PNG and SVG;
//! and the JSON lists every crossing.

use super::*;
use crate::maze::generate::GridShape;
use crate::maze::grid::{HexShape, Point, SquareGrid};
use crate::maze::render::Palette;

fn square_maze(seed: u64) -> WeaveMaze<SquareGrid> {
    match WeaveSpec::new(WeaveGrid::Square { cols: 10, rows: 8 }, 100, seed).generate().unwrap() {
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
    weave_png_to(&maze, &Palette::GAME, None, &mut bytes).unwrap();
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
    crate::maze::draw::svg_to(
        &maze.flat,
        &crate::maze::items::Items::default(),
        &draw::weave_look(&maze),
        &Palette::GAME,
        None,
        &mut flat,
    )
    .unwrap();
    weave_svg_to(&maze, &Palette::GAME, None, &mut woven).unwrap();
    let lines = |b: &[u8]| String::from_utf8_lossy(b).matches('M').count();
    // Each crossing cuts four sides into three and adds two bridge walls and four stubs.
    let pieces = lines(&woven) as i64 - lines(&flat) as i64;
    assert!(
        pieces >= 4 * maze.crossings().len() as i64,
        "{pieces} more pieces for {} crossings",
        maze.crossings().len()
    );
    let r = route(&maze).unwrap();
    let json = weave_json(&maze, &spec.code(), spec.percent, &r);
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
                weave_png_to(&m, &Palette::GAME, Some(&r), std::fs::File::create(file("png")).unwrap()).unwrap();
                // raw-file: a test writing pictures for a person to look at, on request.
                weave_svg_to(&m, &Palette::GAME, Some(&r), &mut std::fs::File::create(file("svg")).unwrap()).unwrap();
            });
        }
    }
    let mut rng = crate::maze::generate::rng_from_seed(3);
    let up = backtracker(crate::maze::grid::UpsilonGrid::new(9, 7).unwrap(), 70, 0, 0, &mut rng);
    // raw-file: a test writing pictures for a person to look at, on request.
    weave_png_to(&up, &Palette::GAME, None, std::fs::File::create(dir.join("weave-upsilon.png")).unwrap()).unwrap();
}
