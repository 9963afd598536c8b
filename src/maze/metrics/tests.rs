//! Hand-made mazes whose figures are counted by hand in the comments. In the
//! drawings `#` is wall, `.` floor, `S` the entrance and `E` the exit; a tile
//! is named `(x, y)`, column then row from the top-left corner.

use super::*;
use crate::maze::text;

fn measured(drawing: &str) -> Metrics {
    measure(&text::parse(drawing).expect("a valid drawing"))
}

#[test]
fn a_straight_corridor() {
    // Floor (1,1)..(5,1): five tiles, three of them cells (x = 1, 3, 5).
    // The two ends have one open side each and are cells: 2 dead ends of 3.
    // Nothing has three sides open: no junction. The route is the whole
    // corridor, 5 tiles, straight: 0 turns. One corridor of 3 plain tiles
    // between the two ends: (3 + 1) steps / 1 corridor = 4.
    // Score: L = log10(5) / log10(4000) = 0.699 / 3.602 = 0.194; T = J = 0;
    // D = (2/3) / 0.4, clamped to 1.
    // 1 + 9 × (0.35 × 0.194 + 0.15 × 1) = 1 + 9 × 0.2179 = 2.961 -> 3.0.
    let m = measured(
        "\
#######
#S...E#
#######
",
    );
    let expected = Metrics {
        cells: 3,
        dead_end_share: 2.0 / 3.0,
        junctions: 0,
        route_tiles: 5,
        route_share: 1.0,
        turns: 0,
        route_junctions: 0,
        mean_corridor: 4.0,
        difficulty: 3.0,
    };
    assert_eq!(m, expected);
}

#[test]
fn a_perfect_maze_with_two_branches_off_the_route() {
    //   x 012345678
    // y0  #########
    // y1  #S......#   the route runs along this row ...
    // y2  ###.#.#.#   ... and down column 7 to E;
    // y3  #...#.#E#   branches go down from (3,1) and (5,1).
    //     #########
    // Cells: 4 × 2 = 8, all floor. Open sides:
    //   (1,1) 1 — dead end        (3,1) 3 — junction      (5,1) 3 — junction
    //   (1,3) 1 — dead end        (5,3) 1 — dead end      (7,3) 1 — dead end (E)
    //   the other 9 floor tiles have 2 (plain corridor).
    // Dead ends 4 of 8 cells = 0.5; junctions 2. Floor: 7 + 3 + 5 = 15.
    // Route (1,1) (2,1) .. (7,1) (7,2) (7,3): 9 tiles of 15 floor, one turn
    // at (7,1), through both junctions.
    // Corridors between the 6 tiles that are not plain corridor, in steps:
    // (1,1)-(3,1) 2, (3,1)-(5,1) 2, (5,1)-(7,3) 4, (3,1)-(1,3) 4,
    // (5,1)-(5,3) 2: 14 steps / 5 corridors = 2.8.
    // Score: L = log10(9) / log10(4000) = 0.954 / 3.602 = 0.2649;
    // T = (1/9) / 0.5 = 0.2222; J = (2/9) / 0.25 = 0.8889; D = 0.5 / 0.4 -> 1.
    // 1 + 9 × (0.0927 + 0.0556 + 0.2222 + 0.15) = 1 + 9 × 0.5205 = 5.684 -> 5.7.
    let drawing = "\
#########
#S......#
###.#.#.#
#...#.#E#
#########
";
    let m = measured(drawing);
    let expected = Metrics {
        cells: 8,
        dead_end_share: 0.5,
        junctions: 2,
        route_tiles: 9,
        route_share: 9.0 / 15.0,
        turns: 1,
        route_junctions: 2,
        mean_corridor: 2.8,
        difficulty: 5.7,
    };
    assert_eq!(m, expected);
    // The same route, given by hand, measures the same.
    let maze = text::parse(drawing).unwrap();
    let route: Vec<Pos> = (1..=7).map(|x| Pos::new(x, 1)).chain([Pos::new(7, 2), Pos::new(7, 3)]).collect();
    assert_eq!(measure_along(&maze, &route), expected);
}

#[test]
fn a_pinwheel_round_a_crossroads() {
    //   x 0123456
    // y0  #######
    // y1  #S#...#
    // y2  #.#.###
    // y3  #.....#    (3,3) is open on all four sides
    // y4  ###.#.#
    // y5  #...#E#
    //     #######
    // Cells: 3 × 3 = 9, all floor. Four arms leave the crossroads (3,3)
    // and each turns once to end in a corner cell: (1,1), (5,1), (1,5)
    // and (5,5) have one open side, so 4 dead ends of 9 cells; one
    // junction, (3,3). Floor: 4 + 2 + 5 + 2 + 4 = 17.
    // Route: (1,1) (1,2) (1,3) (2,3) (3,3) (4,3) (5,3) (5,4) (5,5):
    // 9 tiles, turns at (1,3) and (5,3), through the crossroads once.
    // Corridors: four arms of 4 steps each: 16 / 4 = 4.
    // Score: L = 0.2649; T = (2/9) / 0.5 = 0.4444; J = (1/9) / 0.25 = 0.4444;
    // D = (4/9) / 0.4 -> 1.
    // 1 + 9 × (0.0927 + 0.1111 + 0.1111 + 0.15) = 1 + 9 × 0.4649 = 5.184 -> 5.2.
    let m = measured(
        "\
#######
#S#...#
#.#.###
#.....#
###.#.#
#...#E#
#######
",
    );
    let expected = Metrics {
        cells: 9,
        dead_end_share: 4.0 / 9.0,
        junctions: 1,
        route_tiles: 9,
        route_share: 9.0 / 17.0,
        turns: 2,
        route_junctions: 1,
        mean_corridor: 4.0,
        difficulty: 5.2,
    };
    assert_eq!(m, expected);
}

#[test]
fn junctions_count_every_tile_and_dead_ends_only_cells() {
    //   x 0123456
    // y0  #######
    // y1  #S...E#
    // y2  ##.####    a spur down from (2,1), a wall tile's place
    // y3  ##.####    in a cell maze: maps like the irregular ones
    //     #######
    // (2,1) has three open sides: a junction, though not a cell. The spur
    // ends at (2,3) with one open side, but (2,3) is not a cell (x even),
    // so it is no dead end: the dead ends are (1,1) and (5,1) of the 3
    // cells (1,1), (3,1), (5,1). Floor: 5 + 1 + 1 = 7.
    // Route: (1,1) .. (5,1), 5 tiles, straight, through the junction (2,1).
    // Corridors: (1,1)-(2,1) 1 step, (2,1)-(5,1) 3, (2,1)-(2,3) 2: 6 / 3 = 2.
    // Score: L = 0.1940; T = 0; J = (1/5) / 0.25 = 0.8; D = (2/3) / 0.4 -> 1.
    // 1 + 9 × (0.0679 + 0.2 + 0.15) = 1 + 9 × 0.4179 = 4.761 -> 4.8.
    let m = measured(
        "\
#######
#S...E#
##.####
##.####
#######
",
    );
    let expected = Metrics {
        cells: 3,
        dead_end_share: 2.0 / 3.0,
        junctions: 1,
        route_tiles: 5,
        route_share: 5.0 / 7.0,
        turns: 0,
        route_junctions: 1,
        mean_corridor: 2.0,
        difficulty: 4.8,
    };
    assert_eq!(m, expected);
}

#[test]
fn a_staircase_turns_at_every_step() {
    //   x 0123456
    // y0  #######
    // y1  #S.####
    // y2  ##..###
    // y3  ###..##
    // y4  ####..#
    // y5  #####E#
    //     #######
    // Route: (1,1) (2,1) (2,2) (3,2) (3,3) (4,3) (4,4) (5,4) (5,5): all 9
    // floor tiles, turning at each of the 7 between the ends. Cells on it:
    // (1,1), (3,3), (5,5); the two ends are dead ends. No junction. One
    // corridor of 7 plain tiles: 8 steps.
    // Score: L = 0.2649; T = (7/9) / 0.5 = 1.56, clamped to 1; J = 0;
    // D = (2/3) / 0.4 -> 1.
    // 1 + 9 × (0.0927 + 0.25 + 0.15) = 1 + 9 × 0.4927 = 5.434 -> 5.4.
    let m = measured(
        "\
#######
#S.####
##..###
###..##
####..#
#####E#
#######
",
    );
    let expected = Metrics {
        cells: 3,
        dead_end_share: 2.0 / 3.0,
        junctions: 0,
        route_tiles: 9,
        route_share: 1.0,
        turns: 7,
        route_junctions: 0,
        mean_corridor: 8.0,
        difficulty: 5.4,
    };
    assert_eq!(m, expected);
}

#[test]
fn no_way_out_and_the_single_cell_score_one() {
    // The entrance and the exit in two closed cells: no route, so no
    // route figures and the lowest score. Cells with no open side are no
    // dead ends; with no corridor ends there are no corridors.
    let walled_in = measured("#####\n#S#E#\n#####\n");
    let expected = Metrics {
        cells: 2,
        dead_end_share: 0.0,
        junctions: 0,
        route_tiles: 0,
        route_share: 0.0,
        turns: 0,
        route_junctions: 0,
        mean_corridor: 0.0,
        difficulty: 1.0,
    };
    assert_eq!(walled_in, expected);
    // One cell that is entrance and exit: a one-tile route, score 1.
    let single = measured("###\n#.#\n###\n");
    assert_eq!(single, Metrics { cells: 1, route_tiles: 1, route_share: 1.0, ..expected });
}

#[test]
fn the_score_runs_from_one_to_ten() {
    let base = Metrics {
        cells: 0,
        dead_end_share: 0.0,
        junctions: 0,
        route_tiles: 0,
        route_share: 0.0,
        turns: 0,
        route_junctions: 0,
        mean_corridor: 0.0,
        difficulty: 0.0,
    };
    // Below two route tiles there is nothing to walk: 1.
    assert_eq!(difficulty(&Metrics { route_tiles: 1, turns: 9, dead_end_share: 1.0, ..base }), 1.0);
    // Every term full: a 4000-tile route (L = 1) turning at every other
    // tile (T = 2000 / 4000 / 0.5 = 1), a junction every fourth tile
    // (J = 1000 / 4000 / 0.25 = 1), 40% dead ends (D = 1):
    // 1 + 9 × (0.35 + 0.25 + 0.25 + 0.15) = 10.
    let hardest = Metrics { route_tiles: 4000, turns: 2000, route_junctions: 1000, dead_end_share: 0.4, ..base };
    assert_eq!(difficulty(&hardest), 10.0);
    // Beyond full counts as full.
    let beyond = Metrics { route_tiles: 40_000, turns: 39_000, route_junctions: 40_000, dead_end_share: 1.0, ..base };
    assert_eq!(difficulty(&beyond), 10.0);
    // Two tiles side by side, nothing else: L = log10(2) / log10(4000) =
    // 0.0836; 1 + 9 × 0.35 × 0.0836 = 1.263 -> 1.3.
    assert_eq!(difficulty(&Metrics { route_tiles: 2, ..base }), 1.3);
}
