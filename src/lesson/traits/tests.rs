//! The figures checked against counts made here on their own.

use std::collections::{HashMap, VecDeque};

use super::*;
use crate::maze::{MazeSpec, Pos};

/// Dead-end cells over cells, counted tile by tile.
fn dead_end_share(maze: &Maze) -> f64 {
    let (mut cells, mut dead) = (0, 0);
    for y in (1..maze.height()).step_by(2) {
        for x in (1..maze.width()).step_by(2) {
            let p = Pos::new(x, y);
            if maze.is_floor(p) {
                cells += 1;
                let open = [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
                    .into_iter()
                    .filter(|&(a, b)| maze.is_floor(Pos::new(a, b)))
                    .count();
                dead += usize::from(open == 1);
            }
        }
    }
    dead as f64 / cells as f64
}

/// Tiles on a shortest route from the entrance to the exit, by breadth-first search.
fn shortest(maze: &Maze) -> usize {
    let mut far = HashMap::from([(maze.entrance, 1)]);
    let mut queue = VecDeque::from([maze.entrance]);
    while let Some(p) = queue.pop_front() {
        for q in maze.floor_neighbours(p) {
            if !far.contains_key(&q) {
                far.insert(q, far[&p] + 1);
                queue.push_back(q);
            }
        }
    }
    far[&maze.exit]
}

#[test]
fn the_figures_are_the_mazes_own() {
    for (algorithm, braid) in [(Algorithm::Kruskal, 0), (Algorithm::Backtracker, 0), (Algorithm::Wilson, 50)] {
        let maze = MazeSpec::new(15, 13, 8).with_algorithm(algorithm).with_braid(braid).generate().unwrap();
        let floor = maze.floor_count() as f64;
        let f = figures(Subject::Building(algorithm), &maze);
        assert!((f.dead_end_share - dead_end_share(&maze)).abs() < 1e-12, "{algorithm}");
        assert_eq!((f.route_tiles, f.shortest_tiles), (shortest(&maze), shortest(&maze)));
        assert!((f.route_share - shortest(&maze) as f64 / floor).abs() < 1e-12);
        assert_eq!(f.visited_share, None);
        for solver in Solver::ALL {
            let f = figures(Subject::Searching(solver), &maze);
            let search = solve(&maze, solver, maze.entrance, maze.exit, true);
            let route = search.route.unwrap();
            assert_eq!(f.route_tiles, route.len(), "{solver:?}");
            assert!((f.route_share - route.len() as f64 / floor).abs() < 1e-12);
            assert_eq!(f.shortest_tiles, shortest(&maze));
            assert!(f.route_tiles >= f.shortest_tiles, "{solver:?}");
            let visited: std::collections::HashSet<Pos> = search
                .trace
                .iter()
                .filter_map(|s| match *s {
                    crate::maze::solve::Step::Visit(p) | crate::maze::solve::Step::DeadEnd(p) => Some(p),
                    crate::maze::solve::Step::Frontier(_) => None,
                })
                .collect();
            assert!((f.visited_share.unwrap() - visited.len() as f64 / floor).abs() < 1e-12, "{solver:?}");
            if matches!(solver, Solver::AStar | Solver::BreadthFirst) {
                assert_eq!(f.route_tiles, f.shortest_tiles, "{solver:?} is shortest");
            }
        }
    }
}

#[test]
fn every_algorithm_says_what_it_is_good_and_bad_at_in_both_languages() {
    let subjects = Algorithm::ALL.map(Subject::Building).into_iter().chain(Solver::ALL.map(Subject::Searching));
    for subject in subjects {
        let t = traits(subject);
        for (en, zh) in [t.good, t.bad] {
            assert!(en.ends_with('.') && en.len() > 20, "{subject:?}: {en}");
            assert!(
                zh.ends_with('。') && zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{subject:?}: {zh}"
            );
        }
        assert_ne!(t.good, t.bad);
    }
    // The two texture families say different things.
    assert_ne!(building(Algorithm::Backtracker), building(Algorithm::Kruskal));
}
