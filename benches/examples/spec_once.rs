//! Exploration: the whole path from a spec to a maze, split into pieces.
//!
//!   spec_once [RUNS] [FILTER]            the whole path beside the square tiles', and its pieces
//!   spec_once one GRID ALGORITHM RUNS    one whole path (GRID: round, hex, tri or square)
//!   spec_once carve GRID ALGORITHM RUNS  the carve alone on a grid built once (GRID: round, hex, tri)
//!   spec_once out FORMAT FILE [RINGS|square]   a big output written, for peak-memory runs
//!   spec_once geometry RUNS              a 570-ring grid's centres, sides and max step (fresh grids)
use std::hint::black_box;

use panda_maze::maze::MazeSpec;
use panda_maze::maze::generate::grids::carve;
use panda_maze::maze::generate::{Algorithm, GridShape, GridSpec, StartCorner, rng_from_seed};
use panda_maze::maze::grid::{Grid, GridMaze, HexGrid, HexShape, RoundGrid, TriangleGrid, TriangleShape};
use panda_maze::maze::solve::grids::place_exits;
use panda_maze_bench::best_of;

const ALGORITHMS: [Algorithm; 3] = [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("out") {
        // out FORMAT FILE: the 570-ring round maze (or `square` 2001x2001 tiles) written as svg, png, heat or json.
        use panda_maze::maze::draw::{self, Look};
        use panda_maze::maze::items::Items;
        use panda_maze::maze::render::{PICTURE_TILE_PX, Palette};
        use std::io::Write as _;
        let t = std::time::Instant::now();
        let mut out = std::io::BufWriter::new(std::fs::File::create(&args[3]).unwrap());
        if args.get(4).map(String::as_str) == Some("square") {
            let maze = MazeSpec::new(2001, 2001, 7).generate().unwrap();
            panda_maze::maze::render::png_to(&maze, &Default::default(), PICTURE_TILE_PX, &Palette::GAME, &mut out)
                .unwrap();
        } else {
            let rings = args.get(4).map_or(570, |s| s.parse().unwrap());
            let spec = GridSpec::new(GridShape::Round { rings }, 7);
            let any = spec.generate().unwrap();
            let panda_maze::maze::generate::GridMazeAny::Round(maze) = any else { unreachable!() };
            let look = Look::for_grid(&maze.grid);
            let items = Items::default();
            match args[2].as_str() {
                "svg" => draw::svg_to(&maze, &items, &look, &Palette::GAME, None, &mut out).unwrap(),
                "png" => draw::png_to(&maze, &items, &look, &Palette::GAME, None, &mut out).unwrap(),
                "none" => {}
                "heat" => draw::heat_png_to(&maze, maze.entrance, &look, &Palette::GAME, &mut out).unwrap(),
                "json-held" => serde_json::to_writer_pretty(&mut out, &draw::json(&maze, &items, "")).unwrap(),
                _ => draw::json_to(&maze, &items, "", &mut out).unwrap(),
            }
        }
        out.flush().unwrap();
        println!("{} {:.2} s", args[2], t.elapsed().as_secs_f64());
        return;
    }
    if args.get(1).map(String::as_str) == Some("geometry") {
        // What a board of the game asks a round grid for: every cell's
        // centre and sides, and the largest step (each on a fresh grid).
        let n: usize = args[2].parse().unwrap();
        let centres = best_of(n, || {
            let g = RoundGrid::new(570).unwrap();
            let sum: f64 = (0..g.cell_count() as u32).map(|c| g.centre(c).x).sum();
            black_box(sum);
        });
        let sides = best_of(n, || {
            let g = RoundGrid::new(570).unwrap();
            let mut out = Vec::new();
            for c in 0..g.cell_count() as u32 {
                out.clear();
                g.sides(c, &mut out);
                black_box(&out);
            }
        });
        let step = best_of(n, || {
            black_box(RoundGrid::new(570).unwrap().max_step());
        });
        println!(
            "round 570 on-CPU ms: centres {:.1}, sides {:.1}, max step {:.1}",
            centres.1 * 1e3,
            sides.1 * 1e3,
            step.1 * 1e3
        );
        return;
    }
    if args.get(1).map(String::as_str) == Some("carve") {
        let algorithm = Algorithm::ALL.into_iter().find(|a| a.name() == args[3]).unwrap();
        let n: usize = args[4].parse().unwrap();
        let t = match args[2].as_str() {
            "round" => carve_best(&RoundGrid::new(570).unwrap(), algorithm, n),
            "hex" => carve_best(&HexGrid::new(HexShape::Rectangle { cols: 1000, rows: 1000 }).unwrap(), algorithm, n),
            _ => carve_best(
                &TriangleGrid::new(TriangleShape::Rectangle { cols: 1000, rows: 1000 }).unwrap(),
                algorithm,
                n,
            ),
        };
        println!("carve {} {} {:.2} ms (wall)", args[2], args[3], t * 1e3);
        return;
    }
    if args.get(1).map(String::as_str) == Some("one") {
        let shape = match args[2].as_str() {
            "round" => GridShape::Round { rings: 570 },
            "hex" => GridShape::Hex(HexShape::Rectangle { cols: 1000, rows: 1000 }),
            _ => GridShape::Triangle(TriangleShape::Rectangle { cols: 1000, rows: 1000 }),
        };
        let algorithm = Algorithm::ALL.into_iter().find(|a| a.name() == args[3]).unwrap();
        let n: usize = args[4].parse().unwrap();
        if args[2] == "square" {
            let spec = MazeSpec::new(2001, 2001, 7).with_algorithm(algorithm);
            let t = best_of(n, || drop(black_box(spec.generate().unwrap())));
            println!("square {} {:.1} ms", args[3], t.1 * 1e3);
            return;
        }
        let gs = GridSpec::new(shape, 7).with_algorithm(algorithm);
        let t = best_of(n, || drop(black_box(gs.generate().unwrap())));
        println!("{} {} {:.1} ms", args[2], args[3], t.1 * 1e3);
        return;
    }
    let runs: usize = args.get(1).map_or(3, |s| s.parse().unwrap());
    let filter = args.get(2).cloned().unwrap_or_default();
    let shapes = [
        ("round 570", GridShape::Round { rings: 570 }),
        ("hex 1000x1000", GridShape::Hex(HexShape::Rectangle { cols: 1000, rows: 1000 })),
        ("tri 1000x1000", GridShape::Triangle(TriangleShape::Rectangle { cols: 1000, rows: 1000 })),
    ];
    for algorithm in ALGORITHMS.into_iter().filter(|a| a.name().contains(&filter)) {
        let spec = MazeSpec::new(2001, 2001, 7).with_algorithm(algorithm);
        let tiles = best_of(runs, || drop(black_box(spec.generate().unwrap())));
        println!("{:<12} {:<14} whole {:>7.1} ms", algorithm.name(), "square tiles", tiles.1 * 1e3);
        for (name, shape) in shapes {
            let gs = GridSpec::new(shape, 7).with_algorithm(algorithm);
            let whole = best_of(runs, || drop(black_box(gs.generate().unwrap())));
            println!(
                "{:<12} {:<14} whole {:>7.1} ms  {:>5.2}x",
                algorithm.name(),
                name,
                whole.1 * 1e3,
                whole.1 / tiles.1
            );
        }
    }
    if "pieces".contains(&filter) || filter.is_empty() {
        let r = RoundGrid::new(570).unwrap();
        pieces("round 570", runs, || RoundGrid::new(570).unwrap(), &r);
        let h = HexGrid::new(HexShape::Rectangle { cols: 1000, rows: 1000 }).unwrap();
        pieces("hex", runs, || HexGrid::new(HexShape::Rectangle { cols: 1000, rows: 1000 }).unwrap(), &h);
        let t = TriangleGrid::new(TriangleShape::Rectangle { cols: 1000, rows: 1000 }).unwrap();
        pieces("tri", runs, || TriangleGrid::new(TriangleShape::Rectangle { cols: 1000, rows: 1000 }).unwrap(), &t);
    }
}

/// The best wall time of `runs` carves of `algorithm` on `grid` (its step table made first).
fn carve_best<G: Grid>(grid: &G, algorithm: Algorithm, runs: usize) -> f64 {
    black_box(grid.cells().step_table().class_count());
    best_of(runs, || drop(black_box(carve(grid, algorithm, StartCorner::TopLeft, &mut rng_from_seed(7)).unwrap()))).0
}

fn pieces<G: Grid + Clone>(name: &str, runs: usize, build: impl Fn() -> G, grid: &G) {
    let b = best_of(runs, || drop(black_box(build())));
    let st = best_of(runs, || {
        let g = build();
        black_box(g.cells().step_table().class_count());
    });
    let c = best_of(runs, || {
        drop(black_box(carve(grid, Algorithm::Backtracker, StartCorner::TopLeft, &mut rng_from_seed(7)).unwrap()))
    });
    let mut maze: GridMaze<&G> =
        carve(grid, Algorithm::Backtracker, StartCorner::TopLeft, &mut rng_from_seed(7)).unwrap();
    let ex = panda_maze::maze::solve::grids::GridExits::default_for(grid);
    let e = best_of(runs, || place_exits(&mut maze, ex, &mut rng_from_seed(1)));
    let r = best_of(runs, || drop(black_box(panda_maze::maze::solve::grids::rim_cells(grid))));
    let d = best_of(runs, || drop(black_box(panda_maze::maze::solve::grids::distance_map(&maze, 0))));
    println!(
        "{name}: wall (on-CPU) ms: build {:.1} ({:.1}), build+steptable {:.1} ({:.1}), carve bt {:.1} ({:.1}), exits({ex}) {:.1} ({:.1}), rim {:.1}, distmap {:.1}",
        b.0 * 1e3,
        b.1 * 1e3,
        st.0 * 1e3,
        st.1 * 1e3,
        c.0 * 1e3,
        c.1 * 1e3,
        e.0 * 1e3,
        e.1 * 1e3,
        r.0 * 1e3,
        d.0 * 1e3
    );
}
