//! Checks of every solver: valid and (where promised) shortest routes on
//! perfect, braided, irregular and random mazes, honest traces, clean failures,
//! and no deep stacks.

use std::collections::{HashMap, HashSet, VecDeque};

use super::*;
use crate::maze::generate::{Algorithm, GrowingTreePick, MazeSpec};
use crate::maze::test_support::{SEEDS, SIZES, flood};
use crate::maze::text;

/// Steps of a shortest route by a plain breadth-first search over
/// [`Maze::floor_neighbours`], to check the solvers against.
fn reference_steps(maze: &Maze, from: Pos, to: Pos) -> Option<usize> {
    let mut dist = HashMap::from([(from, 0usize)]);
    let mut queue = VecDeque::from([from]);
    while let Some(p) = queue.pop_front() {
        if p == to {
            return Some(dist[&p]);
        }
        for q in maze.floor_neighbours(p) {
            if !dist.contains_key(&q) {
                dist.insert(q, dist[&p] + 1);
                queue.push_back(q);
            }
        }
    }
    None
}

/// Asserts that `route` goes tile by tile over floor from `from` to `to`, never twice through a tile.
fn assert_route(maze: &Maze, route: &[Pos], from: Pos, to: Pos, what: &str) {
    assert_eq!(route.first(), Some(&from), "{what}: route does not start at the start");
    assert_eq!(route.last(), Some(&to), "{what}: route does not end at the target");
    assert!(maze.is_walk(route), "{what}: route crosses a wall or jumps");
    let distinct: HashSet<Pos> = route.iter().copied().collect();
    assert_eq!(distinct.len(), route.len(), "{what}: route is not a simple path");
}

/// Checks what every trace promises, and the solver's own trace rules; also
/// that the untraced run finds the same.
fn assert_trace(maze: &Maze, from: Pos, to: Pos, search: &Search, what: &str) {
    let plain = solve(maze, search.solver, from, to, false);
    assert!(plain.trace.is_empty(), "{what}: a trace without asking");
    assert_eq!((&plain.route, plain.visited), (&search.route, search.visited), "{what}: tracing changes the search");

    let mut visited = HashSet::new();
    let mut dead = HashSet::new();
    for step in &search.trace {
        let (Step::Visit(p) | Step::Frontier(p) | Step::DeadEnd(p)) = *step;
        assert!(maze.is_floor(p), "{what}: {step:?} on a wall");
        match *step {
            Step::Visit(p) => _ = visited.insert(p),
            Step::DeadEnd(p) => {
                visited.insert(p);
                assert!(dead.insert(p), "{what}: {p} reported dead twice");
            }
            Step::Frontier(_) => {}
        }
    }
    assert_eq!(search.visited, visited.len(), "{what}: visited count differs from the trace");
    if let Ok(route) = &search.route {
        assert!(route.iter().all(|p| !dead.contains(p)), "{what}: a dead end on the route");
    }
    let visits: Vec<Pos> =
        search.trace.iter().filter_map(|s| if let Step::Visit(p) = *s { Some(p) } else { None }).collect();
    assert_eq!(visits.first(), Some(&from), "{what}: the first visit is not the start");
    match search.solver {
        Solver::Backtracking => {
            // Visits push, dead ends pop: the walker never jumps, and the stack left is the route.
            let mut stack: Vec<Pos> = Vec::new();
            for step in &search.trace {
                match *step {
                    Step::Visit(p) => {
                        assert!(stack.last().is_none_or(|&top| top.manhattan(p) == 1), "{what}: jump to {p}");
                        stack.push(p);
                    }
                    Step::DeadEnd(p) => assert_eq!(stack.pop(), Some(p), "{what}: abandons a tile it is not on"),
                    Step::Frontier(p) => panic!("{what}: backtracking has no frontier, got {p}"),
                }
            }
            assert_eq!(visits.len(), visited.len(), "{what}: backtracking enters a tile twice");
            match &search.route {
                Ok(route) => assert_eq!(&stack, route, "{what}: the stack left is not the route"),
                Err(_) => assert!(stack.is_empty() && dead.len() == visited.len(), "{what}: gave up early"),
            }
        }
        Solver::WallFollowerLeft | Solver::WallFollowerRight | Solver::Tremaux => {
            assert!(visits.windows(2).all(|w| w[0].manhattan(w[1]) == 1), "{what}: the walker jumps");
            if search.route.is_ok() {
                assert_eq!(visits.last(), Some(&to), "{what}: the walk does not end at the target");
            }
            if search.solver != Solver::Tremaux {
                assert!(dead.is_empty(), "{what}: wall followers know no dead ends");
                // Lost by coming round to the first state, not by the safety cap.
                assert!(visits.len() <= 4 * maze.floor_count() + 1, "{what}: {} steps", visits.len());
            }
        }
        Solver::AStar | Solver::BreadthFirst | Solver::DeadEndFilling if from != to => {
            // Every tile joins the open set once and is expanded at most once, after joining.
            let mut joined = HashSet::new();
            let mut expanded = HashSet::new();
            for step in &search.trace {
                match *step {
                    Step::Frontier(p) => assert!(joined.insert(p), "{what}: {p} joined twice"),
                    Step::Visit(p) => {
                        assert!(joined.contains(&p), "{what}: {p} expanded before it joined");
                        assert!(expanded.insert(p), "{what}: {p} expanded twice");
                    }
                    Step::DeadEnd(p) => {
                        assert_eq!(search.solver, Solver::DeadEndFilling, "{what}: {p} dead");
                        assert!(joined.is_empty(), "{what}: filling after the search began");
                    }
                }
            }
            if search.route.is_ok() {
                assert_eq!(visits.last(), Some(&to), "{what}: the search does not end at the target");
            }
        }
        Solver::AStar | Solver::BreadthFirst | Solver::DeadEndFilling => {
            assert_eq!(search.trace, [Step::Visit(from)], "{what}: start and target are one tile");
        }
    }
}

/// Runs every solver from `from` to `to` and checks them against the reference
/// distance: routes valid, shortest where promised, failures as promised.
/// With `perfect`, every solver must find the one route.
fn check_all(maze: &Maze, from: Pos, to: Pos, perfect: bool, trace: bool, what: &str) {
    let best = reference_steps(maze, from, to);
    assert_eq!(shortest_route(maze, from, to).map(|r| r.len() - 1), best, "{what}: shortest_route");
    assert_eq!(astar_between(maze, from, to).map(|r| r.len() - 1), best, "{what}: the crate's A*");
    for solver in Solver::ALL {
        let what = format!("{what} {solver}");
        let search = solve(maze, solver, from, to, trace);
        assert_eq!(search.solver, solver);
        match (&search.route, best) {
            (Ok(route), Some(steps)) => {
                assert_route(maze, route, from, to, &what);
                if solver.finds_shortest() || perfect {
                    assert_eq!(route.len() - 1, steps, "{what}: not a shortest route");
                }
            }
            (Err(SolveError::NoRoute), None) => {
                assert!(!matches!(solver, Solver::WallFollowerLeft | Solver::WallFollowerRight), "{what}")
            }
            (Err(SolveError::WallFollowerLost), _)
                if matches!(solver, Solver::WallFollowerLeft | Solver::WallFollowerRight) && !perfect => {}
            (got, _) => panic!("{what}: got {got:?}, but the shortest route has {best:?} steps"),
        }
        if trace {
            assert_trace(maze, from, to, &search, &what);
        }
    }
}

#[test]
fn every_solver_finds_the_one_route_of_a_perfect_maze() {
    let algorithms = [
        Algorithm::Backtracker,
        Algorithm::Kruskal,
        Algorithm::Wilson,
        Algorithm::Sidewinder,
        Algorithm::GrowingTree(GrowingTreePick::Random),
        Algorithm::RecursiveDivision,
    ];
    for algorithm in algorithms {
        for (w, h) in [(5, 5), (21, 21), (31, 9), (9, 31), (49, 55)] {
            for seed in 0..100 {
                let maze = MazeSpec::new(w, h, seed).with_algorithm(algorithm).generate().unwrap();
                let what = format!("{algorithm:?} {w}x{h} seed {seed}");
                check_all(&maze, maze.entrance, maze.exit, true, seed % 10 == 0, &what);
                // The crate's A* and ours agree on the length.
                let crate_len = astar(&maze).unwrap().len();
                let ours = solve(&maze, Solver::AStar, maze.entrance, maze.exit, false).route.unwrap();
                assert_eq!(ours.len(), crate_len, "{what}");
            }
        }
    }
}

#[test]
fn shortest_solvers_agree_on_braided_mazes_and_irregular_maps() {
    for seed in 0..100 {
        for percent in [50, 75, 100] {
            let maze = MazeSpec::new(41, 31, seed).with_braid(percent).generate().unwrap();
            check_all(&maze, maze.entrance, maze.exit, false, seed % 10 == 0, &format!("braid {percent} seed {seed}"));
        }
        let kruskal = MazeSpec::new(31, 41, seed).with_algorithm(Algorithm::Kruskal).with_braid(60);
        let maze = kruskal.generate().unwrap();
        check_all(&maze, maze.entrance, maze.exit, false, false, &format!("kruskal braid 60 seed {seed}"));
        for density in [40, 85, 100] {
            let spec = MazeSpec::new(31, 25, seed).with_algorithm(Algorithm::Irregular { density_percent: density });
            let maze = spec.generate().unwrap();
            check_all(&maze, maze.entrance, maze.exit, false, seed % 10 == 0, &format!("irregular:{density} {seed}"));
        }
    }
}

/// A tiny xorshift, for reproducible random boards without a generator.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_boards_with_open_edges_and_islands() {
    // Random floor on every tile, the rim included (as a text maze may have
    // it), so some ends are cut off from each other and some routes run along
    // the edge of the board.
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    for round in 0..1500 {
        let (w, h) = (5 + 2 * rng.below(6), 5 + 2 * rng.below(5));
        let floor_percent = 45 + rng.below(50);
        let mut maze = Maze::walled(w, h).unwrap();
        for i in 0..w * h {
            if rng.below(100) < floor_percent {
                maze.tiles_mut()[i] = Tile::Floor;
            }
        }
        let floors: Vec<Pos> = (0..w * h).map(|i| maze.pos_of(i)).filter(|&p| maze.is_floor(p)).collect();
        if floors.len() < 2 {
            continue;
        }
        let from = floors[rng.below(floors.len())];
        let to = floors[rng.below(floors.len())];
        check_all(&maze, from, to, false, true, &format!("random board {round} {w}x{h} {from}->{to}"));
    }
}

#[test]
fn routes_along_the_edge_of_an_open_rim_board() {
    let maze = text::parse("S....\n.###.\n.#...\n.#.#.\n...#E\n").unwrap();
    assert_eq!(reference_steps(&maze, maze.entrance, maze.exit), Some(8));
    check_all(&maze, maze.entrance, maze.exit, false, true, "open rim");
    for solver in [Solver::WallFollowerLeft, Solver::WallFollowerRight] {
        assert!(solve(&maze, solver, maze.entrance, maze.exit, false).route.is_ok(), "{solver}");
    }
}

/// An exit in a pocket of a wall that stands free in the middle of a ring
/// corridor: hands on the outer wall go round and round past the pocket.
const ISLAND: &str = "\
#########
#S......#
#.#####.#
#.#E..#.#
#.###...#
#.#####.#
#.......#
#.......#
#########
";

/// An exit in the middle of an open room, away from every wall.
const OPEN_ROOM: &str = "\
#########
#S......#
#.......#
#...#...#
#...E...#
#.......#
#.......#
#########
#########
";

#[test]
fn wall_followers_get_lost_when_the_exit_is_on_an_island() {
    for (name, board) in [("island", ISLAND), ("open room", OPEN_ROOM)] {
        let maze = text::parse(board).unwrap();
        assert!(reference_steps(&maze, maze.entrance, maze.exit).is_some(), "{name}: the exit is reachable");
        check_all(&maze, maze.entrance, maze.exit, false, true, name);
        for solver in [Solver::WallFollowerLeft, Solver::WallFollowerRight] {
            let search = solve(&maze, solver, maze.entrance, maze.exit, true);
            assert_eq!(search.route, Err(SolveError::WallFollowerLost), "{name} {solver}");
            // It went round exactly once, along the outer wall only.
            assert!(search.visited < maze.floor_count(), "{name} {solver}: it saw every tile");
            let visits = search.trace.len();
            assert!(visits <= 4 * maze.floor_count(), "{name} {solver}: {visits} steps");
        }
        for solver in
            Solver::ALL.into_iter().filter(|s| !matches!(s, Solver::WallFollowerLeft | Solver::WallFollowerRight))
        {
            assert!(solve(&maze, solver, maze.entrance, maze.exit, false).route.is_ok(), "{name} {solver}");
        }
    }
}

#[test]
fn wall_followers_find_the_way_on_perfect_mazes_and_maybe_on_braided_ones() {
    let mut lost = 0;
    for seed in 0..200 {
        let perfect = MazeSpec::new(41, 41, seed).with_algorithm(Algorithm::Kruskal).generate().unwrap();
        let braided =
            MazeSpec::new(41, 41, seed).with_algorithm(Algorithm::Kruskal).with_braid(100).generate().unwrap();
        for solver in [Solver::WallFollowerLeft, Solver::WallFollowerRight] {
            let search = solve(&perfect, solver, perfect.entrance, perfect.exit, false);
            assert!(search.route.is_ok(), "seed {seed} {solver}: {:?}", search.route);
            // From the middle of the maze too: the start need not touch the outer wall.
            let (from, to) = (Pos::new(21, 21), Pos::new(1, 39));
            let route = solve(&perfect, solver, from, to, false).route.unwrap();
            assert_route(&perfect, &route, from, to, &format!("seed {seed} {solver} from the middle"));
            // The exit touches the outer wall, so a hand on it gets there; a
            // start that touches an island wall may not.
            lost += usize::from(solve(&braided, solver, from, to, false).route == Err(SolveError::WallFollowerLost));
        }
    }
    assert!(lost > 0, "no braided maze defeats a wall follower started in the middle");
}

/// Solver errors for walled-off targets, loops or not.
fn assert_unsolvable(maze: &Maze, what: &str) {
    for solver in Solver::ALL {
        let search = solve(maze, solver, maze.entrance, maze.exit, true);
        let expected = match solver {
            Solver::WallFollowerLeft | Solver::WallFollowerRight => SolveError::WallFollowerLost,
            _ => SolveError::NoRoute,
        };
        assert_eq!(search.route, Err(expected), "{what} {solver}");
        assert_trace(maze, maze.entrance, maze.exit, &search, &format!("{what} {solver}"));
    }
    assert_eq!(shortest_route(maze, maze.entrance, maze.exit), None, "{what}");
}

/// Walls in every floor neighbour of the exit.
fn wall_off_exit(maze: &mut Maze) {
    let around: Vec<Pos> = maze.floor_neighbours(maze.exit).collect();
    for p in around {
        maze.set(p, Tile::Wall);
    }
}

#[test]
fn a_walled_off_exit_has_no_route_for_any_solver() {
    for seed in 0..40 {
        for spec in [
            MazeSpec::new(21, 25, seed),
            MazeSpec::new(21, 25, seed).with_braid(70),
            MazeSpec::new(25, 21, seed).with_algorithm(Algorithm::Irregular { density_percent: 60 }),
        ] {
            let mut maze = spec.generate().unwrap();
            wall_off_exit(&mut maze);
            assert_unsolvable(&maze, &spec.code());
        }
    }
    // A walled-off pocket of an open room, and an exit cut off on the island.
    let mut room = text::parse(OPEN_ROOM).unwrap();
    wall_off_exit(&mut room);
    assert_unsolvable(&room, "open room");
    let mut island = text::parse(ISLAND).unwrap();
    island.set(Pos::new(6, 4), Tile::Wall);
    assert_unsolvable(&island, "island");
}

#[test]
fn ends_on_walls_are_refused_and_equal_ends_are_trivial() {
    let maze = MazeSpec::new(21, 21, 3).generate().unwrap();
    let wall = Pos::new(0, 0);
    let off = Pos::new(99, 1);
    for solver in Solver::ALL {
        let search = solve(&maze, solver, wall, maze.exit, true);
        assert_eq!(search.route, Err(SolveError::NotFloor(wall)), "{solver}");
        assert!(search.trace.is_empty() && search.visited == 0, "{solver}");
        assert_eq!(solve(&maze, solver, maze.entrance, off, false).route, Err(SolveError::NotFloor(off)));
        let search = solve(&maze, solver, maze.exit, maze.exit, true);
        assert_eq!(search.route, Ok(vec![maze.exit]), "{solver}");
        assert_eq!((search.trace, search.visited), (vec![Step::Visit(maze.exit)], 1), "{solver}");
    }
    assert_eq!(shortest_route(&maze, wall, maze.exit), None);
    assert_eq!(shortest_route(&maze, maze.exit, maze.exit), Some(vec![maze.exit]));
}

#[test]
fn errors_speak_to_players() {
    assert_eq!(SolveError::NoRoute.to_string(), "no way out: the exit cannot be reached from the entrance");
    assert!(SolveError::NotFloor(Pos::new(3, 4)).to_string().contains("(3, 4) is a wall"));
    assert!(SolveError::WallFollowerLost.to_string().contains("island"));
}

#[test]
fn dead_end_filling_leaves_just_the_route_of_a_perfect_maze() {
    for seed in 0..50 {
        let maze = MazeSpec::new(31, 31, seed).with_algorithm(Algorithm::Wilson).generate().unwrap();
        let search = solve(&maze, Solver::DeadEndFilling, maze.entrance, maze.exit, true);
        let route = search.route.unwrap();
        let filled = search.trace.iter().filter(|s| matches!(s, Step::DeadEnd(_))).count();
        assert_eq!(filled + route.len(), maze.floor_count(), "seed {seed}: fill all but the route");
        // The search over what is left walks the route alone.
        let searched = search.trace.iter().filter(|s| matches!(s, Step::Visit(_))).count();
        assert_eq!(searched, route.len(), "seed {seed}");
    }
}

#[test]
fn tremaux_walks_each_passage_at_most_twice() {
    for seed in 0..50 {
        let maze = MazeSpec::new(31, 31, seed).with_braid(50).generate().unwrap();
        let search = solve(&maze, Solver::Tremaux, maze.entrance, maze.exit, true);
        let mut walked: HashMap<(Pos, Pos), usize> = HashMap::new();
        let visits: Vec<Pos> =
            search.trace.iter().filter_map(|s| if let Step::Visit(p) = *s { Some(p) } else { None }).collect();
        for w in visits.windows(2) {
            *walked.entry((w[0].min(w[1]), w[0].max(w[1]))).or_default() += 1;
        }
        assert!(walked.values().all(|&n| n <= 2), "seed {seed}: a passage walked three times");
        // The route is exactly the passages walked once.
        let route = search.route.unwrap();
        let once: HashSet<(Pos, Pos)> = walked.iter().filter(|&(_, &n)| n == 1).map(|(&k, _)| k).collect();
        let on_route: HashSet<(Pos, Pos)> = route.windows(2).map(|w| (w[0].min(w[1]), w[0].max(w[1]))).collect();
        assert_eq!(once, on_route, "seed {seed}");
    }
}

#[test]
fn every_solver_handles_a_huge_maze_on_a_small_stack() {
    // 2001 x 2001 tiles (1000 x 1000 cells) on a 256 KiB stack: a recursive
    // solver would overflow.
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            for spec in [MazeSpec::new(2001, 2001, 5), MazeSpec::new(2001, 2001, 6).with_braid(50)] {
                let maze = spec.generate().unwrap();
                let best = shortest_route(&maze, maze.entrance, maze.exit).expect("a way out").len();
                for solver in Solver::ALL {
                    let search = solve(&maze, solver, maze.entrance, maze.exit, false);
                    match search.route {
                        Ok(route) => {
                            assert!(maze.is_walk(&route), "{solver}");
                            assert!(!solver.finds_shortest() || route.len() == best, "{solver}");
                        }
                        Err(e) => assert!(spec.braid_percent > 0 && e == SolveError::WallFollowerLost, "{solver}: {e}"),
                    }
                }
            }
            // And the worst case for walkers: nothing to find, the whole maze to walk.
            let mut maze = MazeSpec::new(2001, 2001, 7).generate().unwrap();
            wall_off_exit(&mut maze);
            for solver in Solver::ALL {
                assert!(solve(&maze, solver, maze.entrance, maze.exit, false).route.is_err(), "{solver}");
            }
        })
        .unwrap()
        .join()
        .expect("a solver overflowed the stack or panicked");
}

#[test]
fn solver_names_round_trip_and_unknown_ones_list_the_choices() {
    for solver in Solver::ALL {
        assert_eq!(solver.name().parse::<Solver>(), Ok(solver));
        assert_eq!(solver.to_string(), solver.name());
        assert_eq!(solver.name().to_uppercase().parse::<Solver>(), Ok(solver), "names ignore case");
        assert!(!solver.description().is_empty());
    }
    assert_eq!(Solver::ALL.iter().map(|s| s.name()).collect::<HashSet<_>>().len(), Solver::ALL.len());
    assert_eq!("A*".parse(), Ok(Solver::AStar));
    assert_eq!("Trémaux".parse(), Ok(Solver::Tremaux));
    let err = "dijkstra".parse::<Solver>().unwrap_err();
    assert_eq!(err, UnknownSolver("dijkstra".into()));
    assert_eq!(
        err.to_string(),
        "unknown solver 'dijkstra'; expected one of: astar, backtracking, bfs, dead-end-filling, wall-left, \
         wall-right, tremaux"
    );
    let shortest: Vec<Solver> = Solver::ALL.into_iter().filter(|s| s.finds_shortest()).collect();
    assert_eq!(shortest, [Solver::AStar, Solver::BreadthFirst, Solver::DeadEndFilling]);
}

#[test]
fn astar_route_is_valid_and_as_short_as_bfs() {
    for (w, h) in SIZES {
        for seed in 0..SEEDS {
            let maze = MazeSpec::new(w, h, seed).generate().unwrap();
            let route = astar(&maze).expect("perfect mazes are solvable");
            assert_eq!(route.first(), Some(&maze.entrance));
            assert_eq!(route.last(), Some(&maze.exit));
            assert!(maze.is_walk(&route), "{w}x{h} seed {seed}: route crosses a wall or jumps");
            let (_, bfs_steps) = flood(&maze);
            assert_eq!(Some(route.len() - 1), bfs_steps, "{w}x{h} seed {seed}: A* route is not shortest");
        }
    }
}

#[test]
fn astar_finds_shortest_route_when_there_are_loops() {
    // An open 7x7 room: many shortest routes, all of length 8 steps.
    let mut maze = Maze::walled(7, 7).unwrap();
    for y in 1..6 {
        for x in 1..6 {
            maze.set(Pos::new(x, y), Tile::Floor);
        }
    }
    assert_eq!(astar(&maze).unwrap().len() - 1, 8);
    // Wall the exit off: no route.
    maze.set(Pos::new(4, 5), Tile::Wall);
    maze.set(Pos::new(5, 4), Tile::Wall);
    assert_eq!(astar(&maze), None);
}
