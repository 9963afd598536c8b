//! Weave mazes on every grid that weaves: perfect over (cell, level), Buck's rule at every
//! crossing, routes against a breadth-first search written here, codes that round-trip.

use std::collections::{HashMap, VecDeque};

use super::*;
use crate::maze::generate::{Algorithm, GridShape, rng_from_seed};
use crate::maze::grid::{HexGrid, HexShape, RoundGrid, SquareGrid, TriangleGrid, TriangleShape, UpsilonGrid};
use crate::maze::items::ItemSpec;
use crate::maze::mask::Shape;

/// The carvers by name: both algorithms in both forms (`v2` the second), and the third backtracker.
const KINDS: [&str; 5] = ["backtracker", "kruskal", "backtracker-v2", "kruskal-v2", "backtracker-v3"];

/// Carves a weave maze by the carver `kind` (one of [`KINDS`]).
fn carve_by<G: Grid, R: rand::Rng>(kind: &str, grid: G, percent: u8, rng: &mut R) -> WeaveMaze<G> {
    match kind {
        "kruskal" => kruskal(grid, percent, 0, rng),
        "backtracker" => backtracker(grid, percent, 0, 0, rng),
        "kruskal-v2" => kruskal_v2(grid, percent, 0, rng),
        "backtracker-v3" => backtracker_v3(grid, percent, 0, 0, rng),
        "backtracker-v2" => backtracker_v2(grid, percent, 0, 0, rng),
        _ => unreachable!("{kind} is no carver"),
    }
}

/// Carves with both algorithms in both forms over seeds and weave chances; checks each maze.
/// Returns the crossings seen.
fn check_all<G: Grid + Clone>(grid: &G, what: &str) -> usize {
    let mut crossed = 0;
    for seed in 0..12u64 {
        for percent in [1u8, 30, 100] {
            for kind in KINDS {
                let mut rng = rng_from_seed(seed);
                let maze = carve_by(kind, grid.clone(), percent, &mut rng);
                let at = format!("{what} {kind} {percent}% seed {seed}");
                assert!(maze.is_perfect(), "{at}: not a spanning tree over (cell, level)");
                assert_eq!(maze.edge_count() + 1, maze.node_count(), "{at}");
                assert_eq!(maze.rule_broken(), None, "{at}");
                assert!(maze.crossing_at(0).is_none(), "{at}: the way in is crossed");
                crossed += maze.crossings().len();
            }
        }
    }
    crossed
}

#[test]
fn weave_mazes_are_perfect_and_keep_bucks_rule_on_every_grid_that_weaves() {
    let square = check_all(&SquareGrid::new(12, 9).unwrap(), "square 12x9");
    let hex = check_all(&HexGrid::new(HexShape::Rectangle { cols: 10, rows: 8 }).unwrap(), "hex 10x8");
    let big = check_all(&HexGrid::new(HexShape::Hexagon { radius: 5 }).unwrap(), "hex radius 5");
    let upsilon = check_all(&UpsilonGrid::new(8, 7).unwrap(), "upsilon 8x7");
    let round = check_all(&RoundGrid::new(7).unwrap(), "round 7");
    for (what, crossed) in [("square", square), ("hex", hex), ("big hex", big), ("upsilon", upsilon), ("round", round)]
    {
        assert!(crossed > 50, "{what}: only {crossed} crossings in all");
    }
}

#[test]
fn more_weave_makes_more_crossings() {
    let grid = SquareGrid::new(30, 30).unwrap();
    for kind in KINDS {
        let count = |p: u8| carve_by(kind, &grid, p, &mut rng_from_seed(5)).crossings().len();
        let (low, high) = (count(5), count(100));
        assert!(high > 2 * low.max(1) && high > 40, "{kind}: {low} crossings at 5 %, {high} at 100 %");
    }
}

#[test]
fn straight_ways_follow_the_geometry() {
    let square = SquareGrid::new(5, 5).unwrap();
    assert_eq!(axes(&square, 12), vec![[0, 2], [1, 3]]);
    let hex = HexGrid::new(HexShape::Hexagon { radius: 2 }).unwrap();
    assert_eq!(axes(&hex, 9).len(), 3, "the middle hexagon");
    let upsilon = UpsilonGrid::new(4, 4).unwrap();
    let (octagon, gap) =
        ((0..upsilon.cell_count() as u32).find(|&c| upsilon.is_octagon(c) && !upsilon.on_rim(c)).unwrap(), 4);
    assert_eq!(axes(&upsilon, octagon).len(), 4);
    assert!(!upsilon.is_octagon(gap));
    assert_eq!(axes(&upsilon, gap).len(), 2);
    let triangle = TriangleGrid::new(TriangleShape::Rectangle { cols: 8, rows: 6 }).unwrap();
    assert!((0..triangle.cell_count() as u32).all(|c| axes(&triangle, c).is_empty()));
    assert!(why_no_weave(&triangle).unwrap().contains("no side across"));
    // A round cell with one neighbour in and one out has the ring and the spoke.
    let round = RoundGrid::new(6).unwrap();
    let spoke = (0..round.cell_count() as u32).filter(|&c| round.neighbours(c).len() == 4 && !round.on_rim(c));
    assert!(spoke.clone().count() > 0 && spoke.clone().all(|c| axes(&round, c).len() == 2));
    assert_eq!(why_no_weave(&round), None);
}

/// The places and passages of `maze`, built here from its public parts alone.
pub(super) fn graph<G: Grid>(maze: &WeaveMaze<G>) -> HashMap<Spot, Vec<Spot>> {
    let g = &maze.flat.grid;
    let ground = |cell| Spot { cell, under: false };
    let mut next: HashMap<Spot, Vec<Spot>> = HashMap::new();
    for c in 0..g.cell_count() as u32 {
        next.entry(ground(c)).or_default().extend(maze.flat.links(c).map(ground));
    }
    for x in maze.crossings() {
        let under = Spot { cell: x.cell, under: true };
        for k in x.under {
            let end = ground(g.neighbours(x.cell)[k as usize]);
            next.entry(under).or_default().push(end);
            next.entry(end).or_default().push(under);
        }
    }
    next
}

pub(super) fn bfs(next: &HashMap<Spot, Vec<Spot>>, from: Spot) -> HashMap<Spot, usize> {
    let mut dist = HashMap::from([(from, 0)]);
    let mut queue = VecDeque::from([from]);
    while let Some(v) = queue.pop_front() {
        for &w in &next[&v] {
            if !dist.contains_key(&w) {
                dist.insert(w, dist[&v] + 1);
                queue.push_back(w);
            }
        }
    }
    dist
}

fn check_routes<G: Grid + Clone>(grid: &G, what: &str) -> usize {
    let mut unders = 0;
    for seed in 0..10 {
        for kind in ["backtracker", "kruskal"] {
            let spec = WeaveSpec::new(WeaveGrid::Square { cols: 3, rows: 3 }, 60, seed)
                .with_algorithm(if kind == "kruskal" { Algorithm::Kruskal } else { Algorithm::Backtracker });
            let maze = spec.carve(grid.clone()).unwrap();
            let next = graph(&maze);
            let ground = |cell| Spot { cell, under: false };
            let dist = bfs(&next, ground(maze.flat.entrance));
            assert_eq!(dist.len(), maze.node_count(), "{what} {kind} seed {seed}: every place reached");
            let r = route(&maze).unwrap();
            assert_eq!((r[0], *r.last().unwrap()), (ground(maze.flat.entrance), ground(maze.flat.exit)));
            assert_eq!(r.len() - 1, dist[&ground(maze.flat.exit)], "{what} {kind} seed {seed}: shortest");
            assert!(r.windows(2).all(|w| next[&w[0]].contains(&w[1])), "{what} {kind} seed {seed}: a walk");
            let map = distance_map(&maze, maze.flat.entrance);
            for (v, &d) in map.iter().enumerate() {
                assert_eq!(dist[&maze.spot(v as u32)], d as usize, "{what}: distance to node {v}");
            }
            let m = WeaveMetrics::of(&maze).unwrap();
            assert_eq!((m.route_steps, m.crossings), (r.len() - 1, maze.crossings().len()));
            unders += m.under_on_route;
        }
    }
    unders
}

#[test]
fn routes_are_shortest_walks_over_cell_and_level_against_a_breadth_first_search() {
    let unders = check_routes(&SquareGrid::new(14, 10).unwrap(), "square")
        + check_routes(&HexGrid::new(HexShape::Rectangle { cols: 12, rows: 9 }).unwrap(), "hex")
        + check_routes(&UpsilonGrid::new(8, 6).unwrap(), "upsilon")
        + check_routes(&RoundGrid::new(8).unwrap(), "round");
    assert!(unders > 20, "routes went under a crossing only {unders} times");
}

#[test]
fn a_route_under_a_crossing_passes_the_bridge_straight_through() {
    let maze = WeaveSpec::new(WeaveGrid::Square { cols: 12, rows: 12 }, 100, 3).generate().unwrap();
    let WeaveMazeAny::Square(maze) = maze else { panic!("a square maze") };
    let r = route(&maze).unwrap();
    let under = r.iter().position(|s| s.under).expect("this route goes under a crossing");
    let (before, x, after) = (r[under - 1].cell, maze.crossing_at(r[under].cell).unwrap(), r[under + 1].cell);
    let nb = maze.flat.grid.neighbours(x.cell);
    let mut ends = x.under.map(|k| nb[k as usize]);
    ends.sort();
    let mut walked = [before, after];
    walked.sort();
    assert_eq!(walked, ends, "in by one side of the under passage, out by the other");
    assert!(!maze.flat.linked(before, x.cell), "the under passage is not a ground passage");
}

#[test]
fn codes_round_trip_and_name_the_weave() {
    let grids = [
        WeaveGrid::Square { cols: 10, rows: 7 },
        WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 12, rows: 10 })),
        WeaveGrid::Shape(GridShape::Hex(HexShape::Hexagon { radius: 6 })),
        WeaveGrid::Shape(GridShape::Round { rings: 9 }),
    ];
    for grid in grids {
        for (algorithm, percent, seed, braid) in [
            (Algorithm::Backtracker, 1, 0, 0),
            (Algorithm::Kruskal, 45, 77_777, 0),
            (Algorithm::Backtracker, 100, u64::MAX, 0),
            (Algorithm::Kruskal, 60, 3, 40),
            (Algorithm::Backtracker, 30, 9, 100),
        ] {
            for version in 1..=WeaveSpec::VERSION {
                let spec = WeaveSpec {
                    grid,
                    algorithm,
                    percent,
                    seed,
                    braid,
                    version,
                    mask: Shape::None,
                    items: ItemSpec::default(),
                    exits: WeaveSpec::new(grid, 1, 0).exits,
                };
                let code = spec.code();
                assert_eq!(code.contains("-v2-"), version == 2, "{code}");
                assert_eq!(code.contains("-v3-"), version == 3, "{code}");
                assert!(code.contains(&format!(".w{percent}-")), "{code}");
                assert_eq!(code.contains(&format!("-b{braid}-")), braid > 0, "{code}");
                assert!(is_weave_code(&code), "{code}");
                assert_eq!(WeaveSpec::from_code(&code), Ok(spec), "{code}");
                assert_eq!(WeaveSpec::from_code(&code.to_uppercase()), Ok(spec), "{code}");
                // Every single character changed is refused (a mistyped or another code never reads as this one).
                for (i, c) in code.char_indices() {
                    for to in ['0', '7', 'a', 'w', 'x', '-', '.'] {
                        if to != c {
                            let typo = format!("{}{to}{}", &code[..i], &code[i + 1..]);
                            assert_ne!(WeaveSpec::from_code(&typo), Ok(spec), "{typo}");
                            if let Ok(other) = WeaveSpec::from_code(&typo) {
                                panic!("{typo} (typo of {code}) reads as {other:?}");
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!(
        WeaveSpec::from_code("backtracker-21x21.w40-1kqee.i3").err().map(|e| e.contains("mistyped")),
        Some(true)
    );
}

#[test]
fn weave_specs_refuse_what_cannot_weave() {
    let tri = WeaveSpec::new(WeaveGrid::Shape(GridShape::Triangle(TriangleShape::Triangle { side: 8 })), 30, 1);
    assert!(tri.check().unwrap_err().contains("triangle"));
    let square = WeaveGrid::Square { cols: 8, rows: 8 };
    assert!(WeaveSpec::new(square, 0, 1).check().unwrap_err().contains("0 is the flat maze"));
    assert!(WeaveSpec::new(square, 101, 1).check().is_err());
    let wilson = WeaveSpec::new(square, 30, 1).with_algorithm(Algorithm::Wilson);
    assert!(wilson.check().unwrap_err().contains("cannot weave"));
    assert!(WeaveSpec::new(WeaveGrid::Square { cols: 2, rows: 9 }, 30, 1).check().is_err());
}

#[test]
fn flat_codes_are_no_weave_codes() {
    use crate::maze::MazeSpec;
    use crate::maze::generate::{AnySpec, GridSpec};
    let flat = [
        MazeSpec::new(21, 21, 12345).code(),
        MazeSpec::new(41, 31, 7).with_algorithm(Algorithm::Kruskal).with_braid(30).code(),
        GridSpec::new(GridShape::Round { rings: 10 }, 99).code(),
        "backtracker-21x21-w30".to_string(),
    ];
    for code in flat {
        assert!(!is_weave_code(&code), "{code}");
    }
    let weave = WeaveSpec::new(WeaveGrid::Shape(GridShape::Round { rings: 10 }), 30, 99).code();
    assert!(AnySpec::from_code(&weave).is_err(), "a flat reader refuses {weave}: it names no flat maze");
}

#[test]
fn the_round_exit_is_on_the_rim_farthest_from_the_centre() {
    let spec = WeaveSpec::new(WeaveGrid::Shape(GridShape::Round { rings: 8 }), 50, 4);
    let WeaveMazeAny::Grid(maze) = spec.generate().unwrap() else { panic!("a round maze") };
    let g = &maze.flat.grid;
    assert_eq!(maze.flat.entrance, 0);
    assert!(g.on_rim(maze.flat.exit));
    let dist = distance_map(&maze, 0);
    let far = (0..g.cell_count() as u32).filter(|&c| g.on_rim(c)).map(|c| dist[c as usize]).max();
    assert_eq!(Some(dist[maze.flat.exit as usize]), far);
}

#[test]
fn a_crossing_that_turns_or_a_loop_is_caught() {
    let mut rng = rng_from_seed(9);
    let maze = backtracker(SquareGrid::new(10, 10).unwrap(), 100, 0, 0, &mut rng);
    let x = maze.crossings()[0];
    let nb = maze.flat.grid.neighbours(x.cell).to_vec();
    // The crossing's ground passage turning into the under passage's side.
    let mut turned = maze.clone();
    turned.flat.link(x.cell, nb[x.under[0] as usize]);
    assert!(turned.rule_broken().unwrap().contains("turns or ends"));
    assert!(!turned.is_perfect(), "one passage more than a tree");
    // A passage taken away: the maze falls in two.
    let mut cut = maze.clone();
    cut.flat.unlink(x.cell, nb[x.over[0] as usize]);
    assert!(cut.rule_broken().is_some() && !cut.is_perfect());
    // A crossing whose under passage runs along its over passage.
    let mut bent = WeaveMaze::new(maze.flat.clone());
    for y in maze.crossings() {
        bent.add_crossing(if y == &x { Crossing { under: x.over, ..x } } else { *y });
    }
    assert!(bent.rule_broken().unwrap().contains("not two straight ways"));
}
