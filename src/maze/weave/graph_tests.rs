//! Every solver over a weave maze's places, the distance map and the metrics, checked against
//! the breadth-first search over (cell, over or under) that `tests.rs` builds from the public parts.

use super::tests::{bfs, graph};
use super::*;
use crate::maze::generate::{Algorithm, GridShape};
use crate::maze::grid::{HexGrid, HexShape, RoundGrid, SquareGrid, UpsilonGrid};
use crate::maze::solve::Solver;

/// Solves weave mazes on `grid` with every solver; returns how often the routes went under.
fn every_solver_on<G: Grid + Clone>(grid: &G, what: &str) -> usize {
    let mut unders = 0;
    for seed in 0..6 {
        for (algorithm, percent) in
            [(Algorithm::Backtracker, 100), (Algorithm::Kruskal, 60), (Algorithm::Backtracker, 20)]
        {
            let spec = WeaveSpec::new(WeaveGrid::Square { cols: 3, rows: 3 }, percent, seed).with_algorithm(algorithm);
            let maze = spec.carve(grid.clone()).unwrap();
            let next = graph(&maze);
            let ground = |cell| Spot { cell, under: false };
            let (from, to) = (ground(maze.flat.entrance), ground(maze.flat.exit));
            let dist = bfs(&next, from);
            let at = format!("{what} {algorithm} {percent}% seed {seed}");
            for solver in Solver::ALL {
                let r = maze.solve(solver).unwrap_or_else(|| panic!("{at}: {solver} found no way"));
                assert_eq!((r[0], *r.last().unwrap()), (from, to), "{at}: {solver}");
                assert!(r.windows(2).all(|w| next[&w[0]].contains(&w[1])), "{at}: {solver}'s route is no walk");
                // A perfect maze has one way through: every solver's is the shortest.
                assert_eq!(r.len() - 1, dist[&to], "{at}: {solver}");
                unders += r.iter().filter(|s| s.under).count();
            }
            let map = maze.distances(maze.flat.entrance);
            assert_eq!(map.len(), maze.node_count());
            for (v, &d) in map.iter().enumerate() {
                assert_eq!(dist[&maze.spot(v as u32)], d as usize, "{at}: distance to node {v}");
            }
            let m = maze.measure();
            assert_eq!(m.cells, maze.node_count(), "{at}");
            assert_eq!(m.passages, maze.edge_count(), "{at}");
            assert_eq!(m.route_cells, dist[&to] + 1, "{at}");
            let longest = (0..maze.node_count() as u32)
                .map(|v| bfs(&next, maze.spot(v)).into_values().max().unwrap())
                .max()
                .unwrap();
            assert_eq!(m.longest_cells, longest + 1, "{at}: the longest path");
            assert!((1.0..=10.0).contains(&m.difficulty), "{at}: {}", m.difficulty);
        }
    }
    unders
}

#[test]
fn every_solver_walks_a_weave_maze_over_cell_and_level_against_a_breadth_first_search() {
    let unders = every_solver_on(&SquareGrid::new(11, 9).unwrap(), "square")
        + every_solver_on(&HexGrid::new(HexShape::Rectangle { cols: 10, rows: 8 }).unwrap(), "hex")
        + every_solver_on(&HexGrid::new(HexShape::Hexagon { radius: 4 }).unwrap(), "big hex")
        + every_solver_on(&UpsilonGrid::new(7, 6).unwrap(), "upsilon")
        + every_solver_on(&RoundGrid::new(7).unwrap(), "round");
    assert!(unders > 100, "the routes went under a crossing only {unders} times");
}

#[test]
fn the_graph_lists_the_place_under_a_crossing_where_the_crossing_was() {
    let WeaveMazeAny::Grid(maze) =
        WeaveSpec::new(WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 12, rows: 9 })), 100, 2)
            .generate()
            .unwrap()
    else {
        panic!("a hex maze")
    };
    let g = maze.graph();
    let n = maze.flat.grid.cell_count() as u32;
    assert!(!maze.crossings().is_empty());
    for (i, x) in maze.crossings().iter().enumerate() {
        let under = n + i as u32;
        let nb = maze.flat.grid.neighbours(x.cell);
        let ends = x.under.map(|k| nb[k as usize]);
        assert_eq!(g.grid.neighbours(under), &ends, "the place under lists the two ends");
        assert_eq!(g.degree(under), 2);
        for (end, k) in ends.into_iter().zip(x.under) {
            // Same slot the crossing had in the end's list: the cyclic order is kept.
            let slot = maze.flat.grid.cells().side(end, x.cell).unwrap();
            assert_eq!(g.grid.neighbours(end)[slot], under, "end {end} of crossing {}", x.cell);
            assert!(g.linked(end, under));
            assert!(!g.grid.neighbours(x.cell).contains(&nb[k as usize]), "no under side on the ground");
        }
        assert_eq!(g.degree(x.cell), 2, "the bridge: its two over sides");
        assert_eq!(g.grid.centre(under), maze.flat.grid.centre(x.cell));
    }
}

/// A fingerprint of a weave maze: its passages, crossings and exits.
pub(super) fn fingerprint<G: Grid>(maze: &WeaveMaze<G>) -> u64 {
    let crossings = maze.crossings().iter().flat_map(|x| [x.cell, u32::from(x.over[0]), u32::from(x.under[0])]);
    let all =
        maze.flat.passages().flat_map(|(a, b)| [a, b]).chain(crossings).chain([maze.flat.entrance, maze.flat.exit]);
    all.fold(0xcbf2_9ce4_8422_2325u64, |h, v| (h ^ u64::from(v)).wrapping_mul(0x100_0000_01b3))
}

#[test]
fn codes_made_before_braid_name_the_same_mazes() {
    // Pinned before weave mazes could be braided: a code with no braid option is carved as it was.
    for (code, pinned) in [
        ("backtracker-21x21.w60-4.pe", 0xe6e2_845a_c3a7_5f49u64),
        ("kruskal-hex12x10.w60-4.q0", 0x5ea7_1932_51a2_f675),
        ("backtracker-round8.w60-4.nh", 0x7e8f_367c_7269_e509),
    ] {
        let spec = WeaveSpec::from_code(code).unwrap();
        assert_eq!((spec.code(), spec.braid), (code.to_string(), 0));
        assert_eq!(crate::on_weave_maze!(&spec.generate().unwrap(), m => fingerprint(m)), pinned, "{code}");
    }
}

#[test]
fn a_braided_weave_maze_keeps_bucks_rule_and_every_solver_walks_its_loops() {
    let grids = [
        WeaveGrid::Square { cols: 12, rows: 10 },
        WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 10, rows: 8 })),
        WeaveGrid::Shape(GridShape::Round { rings: 7 }),
    ];
    let mut shorter = 0;
    for grid in grids {
        for seed in 0..6 {
            let spec = WeaveSpec::new(grid, 70, seed).with_braid(100);
            let perfect = crate::on_weave_maze!(&WeaveSpec { braid: 0, ..spec }.generate().unwrap(), m => m.measure());
            crate::on_weave_maze!(&spec.generate().unwrap(), maze => {
                let at = spec.code();
                assert_eq!(maze.rule_broken(), None, "{at}");
                assert!(maze.edge_count() >= maze.node_count(), "{at}: loops");
                let m = maze.measure();
                assert!(m.dead_ends * 4 < perfect.dead_ends, "{at}: {} dead ends of {}", m.dead_ends, perfect.dead_ends);
                let next = graph(maze);
                let ground = |cell| Spot { cell, under: false };
                let (from, to) = (ground(maze.flat.entrance), ground(maze.flat.exit));
                let dist = bfs(&next, from);
                assert_eq!(dist.len(), maze.node_count(), "{at}: every place reached");
                shorter += usize::from(dist[&to] + 1 < perfect.route_cells);
                for solver in Solver::ALL {
                    let Some(r) = maze.solve(solver) else {
                        // A hand on the wall may circle an island; every other solver finds the way.
                        assert!(matches!(solver, Solver::WallFollowerLeft | Solver::WallFollowerRight), "{at}: {solver}");
                        continue;
                    };
                    assert_eq!((r[0], *r.last().unwrap()), (from, to), "{at}: {solver}");
                    assert!(r.windows(2).all(|w| next[&w[0]].contains(&w[1])), "{at}: {solver}'s route is no walk");
                    if solver.finds_shortest() {
                        assert_eq!(r.len() - 1, dist[&to], "{at}: {solver} is shortest");
                    }
                }
            });
        }
    }
    assert!(shorter > 3, "loops made only {shorter} routes shorter");
}

/// Specs whose mazes are pinned, on every grid that weaves, at sizes where every kind of cell is met.
fn pinned_specs() -> Vec<WeaveSpec> {
    let grids = [
        WeaveGrid::Square { cols: 40, rows: 30 },
        WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 30, rows: 24 })),
        WeaveGrid::Shape(GridShape::Hex(HexShape::Hexagon { radius: 12 })),
        WeaveGrid::Shape(GridShape::Round { rings: 20 }),
    ];
    let mut specs = Vec::new();
    for grid in grids {
        for (algorithm, percent, seed) in [
            (Algorithm::Backtracker, 100, 11),
            (Algorithm::Backtracker, 35, 12),
            (Algorithm::Kruskal, 100, 13),
            (Algorithm::Kruskal, 25, 14),
        ] {
            specs.push(WeaveSpec::new(grid, percent, seed).with_algorithm(algorithm).with_version(1));
        }
    }
    specs
}

/// The upsilon grid's weave mazes (no code names them), by both algorithms.
fn upsilon_prints() -> [u64; 2] {
    use crate::maze::generate::rng_from_seed;
    let grid = UpsilonGrid::new(14, 11).unwrap();
    [
        fingerprint(&backtracker(&grid, 80, 0, 0, &mut rng_from_seed(3))),
        fingerprint(&kruskal(&grid, 80, 0, &mut rng_from_seed(3))),
    ]
}

#[test]
fn weave_mazes_are_carved_as_they_were_pinned() {
    // Pinned from the first carvers: a faster carver must make the very same mazes, so every code
    // keeps naming its maze.
    let pinned = [
        0xee5a_f953_285f_91d8u64,
        0x9628_b866_78d2_0308,
        0xcdd2_5d63_a39c_fbc5,
        0x267d_0d3b_4923_23f5,
        0x2914_eac5_7ff6_2241,
        0xa5ab_cf30_a5c0_d3bb,
        0xe5b0_b174_7491_80a6,
        0xfcd5_b2a2_0148_611c,
        0xd5ea_73f2_4a55_9921,
        0x9438_b445_12e1_4ae2,
        0x415c_5103_8809_6b73,
        0xcbed_81ea_527f_fb30,
        0xd542_1f26_5112_791e,
        0x9f63_eef4_3b95_2559,
        0x8467_1c09_5122_a5b2,
        0x43c3_6f84_6622_59b9,
    ];
    for (spec, pin) in pinned_specs().into_iter().zip(pinned) {
        let f = crate::on_weave_maze!(&spec.generate().unwrap(), m => fingerprint(m));
        assert_eq!(f, pin, "{}", spec.code());
    }
    assert_eq!(upsilon_prints(), [0x7c91_52eb_edbb_15e5, 0x4307_420d_febc_3ac9], "upsilon");
}

#[test]
fn a_weave_heat_map_colours_each_cell_by_its_steps_over_the_places() {
    use crate::maze::heat::heat_colour;
    use crate::maze::render::Palette;
    let WeaveMazeAny::Square(maze) =
        WeaveSpec::new(WeaveGrid::Square { cols: 14, rows: 11 }, 100, 6).generate().unwrap()
    else {
        panic!("a square maze")
    };
    let dist = bfs(&graph(&maze), Spot { cell: maze.flat.exit, under: false });
    let max = *dist.values().max().unwrap();
    let colours = weave_heat_colours(&maze, maze.flat.exit, &Palette::GAME);
    assert_eq!(colours.len(), maze.flat.grid.cell_count());
    for (c, colour) in colours.iter().enumerate() {
        let ground = dist[&Spot { cell: c as u32, under: false }];
        assert_eq!(*colour, heat_colour(ground as u32, max as u32), "cell {c}: by the way on the ground (or over)");
    }
    // The projected picture's distances would let a route turn at a crossing: these do not.
    let flat = crate::maze::solve::grids::distance_map(&maze.projected(), maze.flat.exit);
    assert!((0..colours.len()).any(|c| flat[c] as usize != dist[&Spot { cell: c as u32, under: false }]));
    let mut png = Vec::new();
    weave_heat_png_to(&maze, maze.flat.exit, &Palette::GAME, &mut png).unwrap();
    assert_eq!(&png[1..4], b"PNG");
}

#[test]
fn the_maze_played_is_the_maze_generated_over_its_places() {
    use crate::maze::generate::GridMazeAny;
    let grids = [
        WeaveGrid::Square { cols: 9, rows: 7 },
        WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 9, rows: 7 })),
        WeaveGrid::Shape(GridShape::Round { rings: 8 }),
    ];
    for grid in grids {
        for algorithm in WeaveSpec::ALGORITHMS {
            let spec = WeaveSpec::new(grid, 80, 23).with_algorithm(algorithm).with_braid(10);
            let made = spec.generate().unwrap();
            let (GridMazeAny::Weave(played), woven) = spec.generate_to_play().unwrap() else { panic!("a weave maze") };
            let at = format!("{grid} {algorithm}");
            crate::on_weave_maze!(&made, m => {
                let graph = m.graph();
                let mut want: Vec<_> = graph.passages().collect();
                let mut got: Vec<_> = played.passages().collect();
                want.sort_unstable();
                got.sort_unstable();
                assert_eq!(got, want, "{at}: the passages over the places");
                assert_eq!((played.entrance, played.exit), (m.flat.entrance, m.flat.exit), "{at}");
                assert_eq!(woven.crossings(), m.crossings(), "{at}: the crossings");
                assert!(!m.crossings().is_empty(), "{at}: some crossing");
                for (i, x) in m.crossings().iter().enumerate() {
                    let under = m.node(Spot { cell: x.cell, under: true }).unwrap();
                    assert_eq!(under, m.flat.grid.cell_count() as u32 + i as u32);
                    assert!(played.grid.is_under(under) && !played.grid.is_under(x.cell), "{at}");
                    assert_eq!(played.grid.cell_of(under), x.cell, "{at}");
                    assert_eq!(played.grid.under_at(x.cell), Some(under), "{at}");
                    assert_eq!(played.grid.centre(under), m.flat.grid.centre(x.cell), "{at}: under lies at the crossing");
                    assert!(played.grid.outline(under).is_empty(), "{at}: the crossing is drawn over the place under it");
                    for (a, b) in [(x.over[0], x.over[1]), (x.under[0], x.under[1])] {
                        let nb = m.flat.grid.neighbours(x.cell);
                        let (a, b) = (nb[a as usize], nb[b as usize]);
                        assert!(woven.drawn_open(a, x.cell) && woven.drawn_open(x.cell, b), "{at}: drawn open");
                    }
                }
                assert_eq!(played.grid.under_at(m.flat.entrance), None);
            });
        }
    }
    let cut = WeaveSpec::new(grids[0], 50, 1).with_mask(crate::maze::mask::Shape::Heart);
    assert!(cut.generate_to_play().unwrap_err().contains("shape"), "a cut weave is refused, with why");
}
