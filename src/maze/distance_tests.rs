//! Distance maps, the longest path and the exits placed from it, and the
//! detours of a walk.

use super::detour::{Compass, wander};
use super::distance::{self, UNREACHED, distances, distances_from_all, farthest, longest_path, off_route};
use super::exits::Exits;
use super::generate::{Algorithm, MazeSpec};
use super::grid::{Maze, Pos, Tile};
use super::mask::Shape;
use super::solve::shortest_route;
use super::text;

/// The longest shortest path between two floor cells, by a pass from every cell.
fn brute_longest(maze: &Maze) -> u32 {
    let cells: Vec<Pos> = (0..maze.tiles().len())
        .map(|i| maze.pos_of(i))
        .filter(|p| p.x % 2 == 1 && p.y % 2 == 1 && maze.is_floor(*p))
        .collect();
    let mut best = 0;
    for &a in &cells {
        let d = distances(maze, a);
        for &b in &cells {
            if d[maze.index(b)] != UNREACHED {
                best = best.max(d[maze.index(b)]);
            }
        }
    }
    best
}

#[test]
fn the_exit_lies_as_far_as_the_shortest_route_and_neighbours_differ_by_one() {
    for algorithm in Algorithm::ALL {
        for seed in 0..20 {
            let maze = MazeSpec::new(31, 21, seed).with_algorithm(algorithm).generate().unwrap();
            let d = distances(&maze, maze.entrance);
            let route = shortest_route(&maze, maze.entrance, maze.exit).unwrap();
            assert_eq!(d[maze.index(maze.exit)] as usize, route.len() - 1, "{algorithm} seed {seed}");
            for (i, &di) in d.iter().enumerate() {
                let p = maze.pos_of(i);
                if !maze.is_floor(p) {
                    assert_eq!(di, UNREACHED, "{algorithm} seed {seed}: a wall at {p} has a distance");
                    continue;
                }
                for q in maze.floor_neighbours(p) {
                    let dq = d[maze.index(q)];
                    if algorithm.is_perfect() {
                        assert_eq!(di.abs_diff(dq), 1, "{algorithm} seed {seed}: {p} and {q}");
                    } else {
                        assert!(di.abs_diff(dq) <= 1, "{algorithm} seed {seed}: {p} and {q}");
                    }
                }
            }
        }
    }
}

#[test]
fn the_hardest_exits_are_the_ends_of_the_longest_path_by_brute_force() {
    let sizes = [(5, 5), (7, 5), (9, 13), (15, 15), (3, 15)];
    for algorithm in Algorithm::ALL.into_iter().filter(|a| a.is_perfect()) {
        for (w, h) in sizes {
            for seed in 0..15 {
                let spec = MazeSpec::new(w, h, seed).with_algorithm(algorithm);
                let maze = spec.generate().unwrap();
                let best = brute_longest(&maze);
                assert_eq!(longest_path(&maze).unwrap().steps, best, "{algorithm} {w}x{h} seed {seed}");
                let hardest = spec.with_exits(Exits::Hardest).generate().unwrap();
                let d = distances(&hardest, hardest.entrance);
                assert_eq!(d[hardest.index(hardest.exit)], best, "{algorithm} {w}x{h} seed {seed}: hardest exits");
                assert_eq!(hardest.tiles(), maze.tiles(), "the exits move, the maze stays");
            }
        }
        if algorithm.is_maskable() {
            for shape in [Shape::Panda, Shape::Ring] {
                let maze = MazeSpec::new(15, 15, 3).with_algorithm(algorithm).with_shape(shape).generate().unwrap();
                let d = distances(&maze, maze.entrance);
                assert_eq!(d[maze.index(maze.exit)], brute_longest(&maze), "{algorithm} {shape}");
            }
        }
    }
}

#[test]
fn random_exits_lie_on_the_border_at_least_half_the_longest_path_apart() {
    for shape in [Shape::None, Shape::Heart, Shape::Star] {
        for seed in 0..30 {
            let spec = MazeSpec::new(25, 21, seed).with_shape(shape).with_exits(Exits::Random);
            let maze = spec.generate().unwrap();
            let longest = longest_path(&maze).unwrap().steps;
            let d = distances(&maze, maze.entrance);
            assert!(2 * d[maze.index(maze.exit)] >= longest, "{shape} seed {seed}");
            let p = maze.entrance;
            let beyond = |dx: isize, dy: isize| {
                let q = (p.x.checked_add_signed(2 * dx), p.y.checked_add_signed(2 * dy));
                match q {
                    (Some(x), Some(y)) if x < maze.width() && y < maze.height() => {
                        maze.tile(Pos::new(x, y)) == super::grid::Tile::Outside
                    }
                    _ => true,
                }
            };
            assert!(beyond(0, -1) || beyond(0, 1) || beyond(-1, 0) || beyond(1, 0), "{shape} seed {seed}: {p}");
        }
    }
}

#[test]
fn off_route_distance_is_zero_on_the_route_and_grows_off_it() {
    let maze = MazeSpec::new(21, 21, 5).with_algorithm(Algorithm::Kruskal).generate().unwrap();
    let route = shortest_route(&maze, maze.entrance, maze.exit).unwrap();
    let off = off_route(&maze, &route);
    let maps: Vec<Vec<u32>> = route.iter().map(|&p| distances(&maze, p)).collect();
    for (i, &o) in off.iter().enumerate() {
        let nearest = maps.iter().map(|m| m[i]).min().unwrap();
        assert_eq!(o, nearest, "tile {}", maze.pos_of(i));
    }
    assert!(route.iter().all(|&p| off[maze.index(p)] == 0));
    assert!(off.iter().any(|&o| o > 3 && o != UNREACHED));
}

/// A corridor from S to E with two side branches below it.
const CORRIDOR: &str = "\
###########
#S.......E#
#.#.#######
#.#.......#
###########
";

fn walk(points: &[(usize, usize)]) -> Vec<Pos> {
    points.iter().map(|&(x, y)| Pos::new(x, y)).collect()
}

#[test]
fn a_hand_walked_run_has_its_detours_counted_exactly() {
    let maze = text::parse(CORRIDOR).unwrap();
    let route = shortest_route(&maze, maze.entrance, maze.exit).unwrap();
    assert_eq!(route.len() - 1, 8);
    let mut path = walk(&[(1, 1), (1, 2), (1, 3), (1, 2), (1, 1), (2, 1), (3, 1)]);
    path.extend(walk(&[(3, 2), (3, 3), (4, 3), (5, 3), (6, 3), (5, 3), (4, 3), (3, 3), (3, 2), (3, 1)]));
    path.extend(walk(&[(4, 1), (3, 1), (4, 1), (5, 1), (6, 1), (7, 1), (8, 1), (9, 1)]));
    assert!(maze.is_walk(&path));
    let w = wander(&maze, &route, &path);
    assert_eq!((w.steps, w.shortest, w.lost), (24, 8, 16));
    assert_eq!(w.detours.len(), 2);
    let (first, second) = (&w.detours[0], &w.detours[1]);
    assert_eq!((first.left_at, first.back_at, first.steps, first.lost), (Pos::new(1, 1), Some(Pos::new(1, 1)), 4, 4));
    assert_eq!((first.farthest, first.direction), (Pos::new(1, 3), Compass::South));
    assert_eq!((second.steps, second.lost, second.farthest), (10, 10, Pos::new(6, 3)));
    assert_eq!(second.direction, Compass::SouthEast);
    assert_eq!(w.longest(), Some(second));
    assert_eq!(w.summary(), "16 moves lost in 2 detours; the longest, 10 moves, into the south-east");
    // The shortest route itself loses nothing.
    let straight = wander(&maze, &route, &route);
    assert_eq!((straight.lost, straight.detours.len()), (0, 0));
    assert!(straight.summary().starts_with("no move lost"));
    // A walk that stops off the route: its last excursion never came back,
    // and the steps still needed count as lost.
    let stopped = wander(&maze, &route, &path[..11]);
    assert_eq!(stopped.detours.len(), 2);
    assert_eq!(stopped.detours[1].back_at, None);
    // 10 steps walked, 4 back to the route and 6 along it to the exit, 8 at best.
    assert_eq!(stopped.lost, 10 + 10 - 8);
}

#[test]
fn compass_points_follow_the_board_north_up() {
    let o = Pos::new(10, 10);
    assert_eq!(Compass::towards(o, Pos::new(10, 2)), Compass::North);
    assert_eq!(Compass::towards(o, Pos::new(14, 6)), Compass::NorthEast);
    assert_eq!(Compass::towards(o, Pos::new(2, 11)), Compass::West);
    assert_eq!(Compass::towards(o, Pos::new(6, 14)), Compass::SouthWest);
    assert_eq!(Compass::towards(o, Pos::new(4, 4)), Compass::NorthWest);
}

/// Distances by a plain breadth-first search: a queue of positions, the
/// neighbours through `floor_neighbours` (up, down, left, right).
fn plain_distances(maze: &Maze, sources: &[Pos]) -> Vec<u32> {
    plain_search(maze, sources).0
}

/// [`plain_distances`], and the tiles in the order the search reached them.
fn plain_search(maze: &Maze, sources: &[Pos]) -> (Vec<u32>, Vec<Pos>) {
    let mut d = vec![UNREACHED; maze.tiles().len()];
    let mut queue = std::collections::VecDeque::new();
    let mut order = Vec::new();
    for &p in sources.iter().filter(|&&p| maze.is_floor(p)) {
        if d[maze.index(p)] == UNREACHED {
            d[maze.index(p)] = 0;
            queue.push_back(p);
        }
    }
    while let Some(p) = queue.pop_front() {
        order.push(p);
        for q in maze.floor_neighbours(p) {
            if d[maze.index(q)] == UNREACHED {
                d[maze.index(q)] = d[maze.index(p)] + 1;
                queue.push_back(q);
            }
        }
    }
    (d, order)
}

/// The longest path as the two plain breadth-first passes find it: from
/// `start`, the last cell reached at the farthest distance (or, with no cell
/// there, one step nearer; with none there either, the farthest cell in
/// board order), then the same from there.
fn plain_longest(maze: &Maze, start: Pos) -> Option<(Pos, Pos, u32)> {
    let last = |from: Pos| {
        let (d, order) = plain_search(maze, &[from]);
        let max = d[maze.index(*order.last()?)];
        let is_cell = |p: &Pos| p.x % 2 == 1 && p.y % 2 == 1;
        let found = order.iter().rev().take_while(|&&p| d[maze.index(p)] + 1 >= max).find(|p| is_cell(p));
        found.map(|&p| (p, d[maze.index(p)])).or_else(|| farthest(maze, &d))
    };
    let (from, _) = last(start)?;
    let (to, steps) = last(from)?;
    Some((from, to, steps))
}

/// The depth-first walk over perfect mazes and the breadth-first search over
/// the rest find the ends the plain passes find, ties and all: the hardest
/// exits of every existing maze code stay where they were.
#[test]
fn the_longest_path_ends_where_the_plain_breadth_first_passes_put_them() {
    let mut mazes = Vec::new();
    for algorithm in Algorithm::ALL {
        for (w, h) in [(3, 3), (5, 9), (21, 21), (41, 17), (31, 45)] {
            for seed in 0..4 {
                let spec = MazeSpec::new(w, h, seed).with_algorithm(algorithm);
                mazes.push(spec.generate().unwrap());
                mazes.push(spec.with_braid(if seed % 2 == 0 { 3 } else { 50 }).generate().unwrap());
                if algorithm.is_maskable() && w > 20 {
                    mazes.push(spec.with_shape(Shape::Heart).with_exits(Exits::Corners).generate().unwrap());
                }
            }
        }
    }
    for maze in &mazes {
        let mut starts = vec![maze.entrance, maze.exit, maze.pos_of(maze.tiles().len() / 2)];
        starts.retain(|&p| maze.is_floor(p));
        for start in starts {
            let ours = distance::longest_path_from(maze, start).map(|l| (l.from, l.to, l.steps));
            assert_eq!(
                ours,
                plain_longest(maze, start),
                "from {start} in\n{}",
                text::write(maze, text::TextFormat::Hash)
            );
            assert_eq!(distances(maze, start), plain_distances(maze, &[start]), "from {start}");
        }
    }
}

/// The search over bits, level by level, against the plain one: on
/// generated mazes (ringed by wall, braided or not, shaped or not) and on
/// boards with floor on their edges and floor no walk reaches, from one
/// tile and from several.
#[test]
fn the_distance_map_is_the_plain_breadth_first_one() {
    let mut boards: Vec<Maze> = Vec::new();
    for seed in 0..6 {
        boards.push(MazeSpec::new(41, 29, seed).with_braid(30).generate().unwrap());
        boards.push(
            MazeSpec::new(31, 31, seed)
                .with_algorithm(Algorithm::Irregular { density_percent: 60 })
                .generate()
                .unwrap(),
        );
        boards.push(MazeSpec::new(45, 41, seed).with_shape(Shape::Ring).generate().unwrap());
    }
    // Floor on every edge, walls scattered by a hash, so some floor is shut off.
    for (w, h, salt) in [(3, 3, 1), (7, 3, 2), (3, 9, 3), (13, 11, 4), (65, 3, 5), (65, 17, 6), (129, 5, 7)] {
        let mut maze = Maze::walled(w, h).unwrap();
        for i in 0..w * h {
            let wall = (i as u64 + salt).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 62 == 0;
            maze.set(maze.pos_of(i), if wall { Tile::Wall } else { Tile::Floor });
        }
        boards.push(maze);
    }
    for maze in &boards {
        let floor: Vec<Pos> = (0..maze.tiles().len()).map(|i| maze.pos_of(i)).filter(|&p| maze.is_floor(p)).collect();
        let picks = [vec![floor[0]], vec![floor[floor.len() / 2], floor[floor.len() - 1]], vec![Pos::new(0, 0)]];
        for sources in picks {
            assert_eq!(distances_from_all(maze, &sources), plain_distances(maze, &sources), "from {sources:?}");
        }
    }
}
