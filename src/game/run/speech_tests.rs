//! The announcer's words, tested without a game: compass points, junctions, places, new mazes.

use super::*;

#[test]
fn a_new_maze_is_named_by_its_tiles_or_its_grid_cells_and_floors() {
    let (e, c) = (Language::English, Language::Chinese);
    assert_eq!(new_maze(e, MazeSize::Tiles(21, 15), Some(30)), "New maze, 21 by 15 tiles. The exit is 30 steps away.");
    let round = MazeSize::Cells { grid: GridKind::Round, cells: 217, floors: 1 };
    assert_eq!(new_maze(e, round, Some(9)), "New round maze of 217 cells. The exit is 9 steps away.");
    assert_eq!(new_maze(c, round, None), "新圆形迷宫，217 格。");
    let tower = MazeSize::Cells { grid: GridKind::Hexagon, cells: 240, floors: 3 };
    assert_eq!(new_maze(e, tower, None), "New hexagon maze of 3 floors, 240 cells.");
    assert_eq!(new_maze(c, tower, Some(4)), "新六边形迷宫，3 层，240 格。出口在 4 步外。");
}

#[test]
fn ways_are_listed_from_north_clockwise_whatever_order_they_come_in() {
    let dirs: Vec<usize> = [Dir::Left, Dir::Down, Dir::Up].into_iter().map(eighth_of).collect();
    assert_eq!(points(Language::English, &dirs), "north, south, west");
    assert_eq!(points(Language::Chinese, &dirs), "北、南、西");
    assert_eq!(junction(Language::English, Narration::Full, &dirs), "Junction: 3 ways — north, south, west.");
    assert_eq!(junction(Language::English, Narration::Brief, &dirs), "Junction, 3 ways.");
    assert_eq!(points(Language::English, &[0, 7, 1, 3]), "north-east, east, south-east, north-west");
}

#[test]
fn angles_fall_in_the_nearest_eighth_and_a_square_way_is_an_exact_one() {
    use std::f64::consts::PI;
    assert_eq!(eighth(0.0), 0);
    assert_eq!(eighth(PI / 2.0), 2, "straight up the screen is north");
    assert_eq!(eighth(PI / 3.0), 1, "a hexagon's upper-right side is north-east");
    assert_eq!(eighth(-PI / 2.0), 6);
    assert_eq!((eighth(PI), eighth(-PI)), (4, 4));
    assert_eq!(point(Language::English, eighth(-PI / 4.0)), "south-east");
    for dir in COMPASS {
        assert_eq!(nearest_dir(eighth_of(dir)), dir);
    }
    assert_eq!([1, 3, 5, 7].map(nearest_dir), [Dir::Up, Dir::Up, Dir::Down, Dir::Down]);
}

#[test]
fn around_names_every_side_once() {
    let [n, e, s, w] = COMPASS.map(eighth_of);
    assert_eq!(around(Language::English, &[e], &[n, s, w]), "Open: east. Walls: north, south, west.");
    assert_eq!(around(Language::English, &[], &[w, s, e, n]), "Open: none. Walls: north, east, south, west.");
    assert_eq!(around(Language::Chinese, &[n, e, s, w], &[]), "能走：北、东、南、西。墙：无。");
}

#[test]
fn where_am_i_says_position_facing_distance_and_what_is_held() {
    let w = Whereabouts {
        place: PlaceName::Tile { column: 2, row: 4, size: (21, 21) },
        facing: Dir::Right,
        to_exit: Some(14),
        exit_offset: (3.0, 4.0),
        walked: 9,
        keys: vec![KeyKind::Sun, KeyKind::Sky],
        bamboo_left: 2,
    };
    assert_eq!(
        where_am_i(Language::English, &w),
        "Column 3 of 21, row 5 of 21, facing east. 14 steps to the exit. In a straight line the exit is 5 \
         tiles to the south-east. 9 steps walked. Holding the sun and sky keys. 2 bamboo left to eat."
    );
    let on_exit = Whereabouts { to_exit: Some(0), exit_offset: (0.0, 0.0), keys: vec![], bamboo_left: 0, ..w };
    assert!(where_am_i(Language::Chinese, &on_exit).ends_with("你就在出口。 已走 9 步。"));
    let cell = Whereabouts {
        place: PlaceName::Cell { number: 39, of: 300 },
        to_exit: Some(9),
        exit_offset: (-2.1, -6.8),
        walked: 1,
        ..on_exit
    };
    assert_eq!(
        where_am_i(Language::English, &cell),
        "Cell 40 of 300, facing east. 9 steps to the exit. In a straight line the exit is 7 cells to the north. \
         1 step walked."
    );
    assert!(where_am_i(Language::Chinese, &cell).starts_with("第 40 格（共 300 格），面朝东。 离出口 9 步。"));
}

#[test]
fn the_straight_line_names_the_nearest_of_eight_points() {
    let to = |offset| straight_to_exit(Language::English, offset, "tiles");
    assert_eq!(to((0.0, -7.0)), "In a straight line the exit is 7 tiles to the north.");
    assert_eq!(to((10.0, 1.0)), "In a straight line the exit is 10 tiles to the east.");
    assert_eq!(to((-6.0, 6.0)), "In a straight line the exit is 8 tiles to the south-west.");
    assert_eq!(to((5.0, -4.0)), "In a straight line the exit is 6 tiles to the north-east.");
    assert_eq!(straight_to_exit(Language::Chinese, (1.0, 0.0), "tiles"), "出口直线距离 1 格，在东方。");
}
