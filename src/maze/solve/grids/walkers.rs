//! The solvers that walk or fill over any grid: backtracking, dead-end filling, Trémaux and the
//! wall followers (which turn by the grid's cyclic neighbour order).

use super::{Trace, UNREACHED, shortest_through};
use crate::maze::grid::{Grid, GridMaze};
use crate::maze::solve::{Solver, Step};

/// Depth-first search with backtracking: walk on into the first unexplored
/// passage (in cyclic order), back out of what leads nowhere. The route is
/// the path it stands on when it arrives.
pub fn backtracking<G: Grid>(maze: &GridMaze<G>, from: u32, to: u32) -> Option<Vec<u32>> {
    super::solve(maze, Solver::Backtracking, from, to)
}

/// [`backtracking`], telling `t` each cell entered and each abandoned.
pub(super) fn backtracking_traced<G: Grid, T: Trace>(
    maze: &GridMaze<G>,
    from: u32,
    to: u32,
    t: &mut T,
) -> Option<Vec<u32>> {
    t.step(Step::Visit(from));
    let mut seen = vec![false; maze.grid.cell_count()];
    let mut path = vec![from];
    let mut next = vec![0usize];
    seen[from as usize] = true;
    while let (Some(&c), Some(k)) = (path.last(), next.last_mut()) {
        if c == to {
            return Some(path);
        }
        let nb = maze.grid.neighbours(c);
        let first = maze.grid.cells().first_slot(c);
        match (*k..nb.len()).find(|&i| maze.slot_open(first + i) && !seen[nb[i] as usize]) {
            Some(i) => {
                *k = i + 1;
                seen[nb[i] as usize] = true;
                t.step(Step::Visit(nb[i]));
                path.push(nb[i]);
                next.push(0);
            }
            None => {
                t.step(Step::DeadEnd(c));
                path.pop();
                next.pop();
            }
        }
    }
    None
}

/// Dead-end filling: fill every dead end (but the two ends) and the corridor
/// behind it until none is left, then find the way through what is left by
/// breadth-first search (on a perfect maze, only the route is left).
pub fn dead_end_filling<G: Grid>(maze: &GridMaze<G>, from: u32, to: u32) -> Option<Vec<u32>> {
    super::solve(maze, Solver::DeadEndFilling, from, to)
}

/// [`dead_end_filling`], telling `t` each cell filled, then the last search's steps.
pub(super) fn dead_end_filling_traced<G: Grid, T: Trace>(
    maze: &GridMaze<G>,
    from: u32,
    to: u32,
    t: &mut T,
) -> Option<Vec<u32>> {
    let n = maze.grid.cell_count() as u32;
    let mut open_sides: Vec<u32> = (0..n).map(|c| maze.degree(c) as u32).collect();
    let mut filled = vec![false; n as usize];
    let mut todo: Vec<u32> = (0..n).filter(|&c| open_sides[c as usize] <= 1 && c != from && c != to).collect();
    while let Some(c) = todo.pop() {
        if filled[c as usize] {
            continue;
        }
        filled[c as usize] = true;
        t.step(Step::DeadEnd(c));
        for m in maze.links(c) {
            if !filled[m as usize] {
                open_sides[m as usize] -= 1;
                if open_sides[m as usize] <= 1 && m != from && m != to {
                    todo.push(m);
                }
            }
        }
    }
    let open = |c: u32, s: usize, m: u32| maze.slot_open(s) && !filled[c as usize] && !filled[m as usize];
    shortest_through(maze, from, to, open, t)
}

/// Trémaux's rule: mark each passage as it is walked; at a cell seen before,
/// reached by a fresh passage, turn back; otherwise take the least-marked
/// passage, never one marked twice. The route is the passages marked once.
pub fn tremaux<G: Grid>(maze: &GridMaze<G>, from: u32, to: u32) -> Option<Vec<u32>> {
    super::solve(maze, Solver::Tremaux, from, to)
}

/// [`tremaux`], telling `t` each step onto a cell, and each cell whose
/// passages are all marked twice (it leads nowhere).
pub(super) fn tremaux_traced<G: Grid, T: Trace>(maze: &GridMaze<G>, from: u32, to: u32, t: &mut T) -> Option<Vec<u32>> {
    t.step(Step::Visit(from));
    let cells = maze.grid.cells();
    let mut marks = vec![0u8; cells.slot_count()];
    let mut seen = vec![false; cells.len()];
    let (mut here, mut came): (u32, Option<usize>) = (from, None);
    let mark = |marks: &mut Vec<u8>, c: u32, k: usize| {
        let m = cells.of(c)[k];
        marks[cells.first_slot(c) + k] += 1;
        marks[cells.slot(m, c).expect("symmetric")] += 1;
    };
    while here != to {
        let first = cells.first_slot(here);
        let open: Vec<usize> = (0..cells.of(here).len()).filter(|&k| maze.slot_open(first + k)).collect();
        let back = came.filter(|&k| seen[here as usize] && marks[first + k] == 1);
        let k = match back {
            Some(k) => k,
            None => {
                let best = open.iter().copied().filter(|&k| marks[first + k] < 2).min_by_key(|&k| marks[first + k]);
                best?
            }
        };
        seen[here as usize] = true;
        mark(&mut marks, here, k);
        if here != from && open.iter().all(|&j| marks[first + j] == 2) {
            t.step(Step::DeadEnd(here));
        }
        let next = cells.of(here)[k];
        t.step(Step::Visit(next));
        came = cells.slot(next, here).map(|s| s - cells.first_slot(next));
        here = next;
    }
    shortest_through(maze, from, to, |_, s, _| maze.slot_open(s) && marks[s] == 1, &mut ())
}

/// Keep a hand on the wall: at each cell, try the sides in cyclic order from
/// the one walked in by (clockwise for the left hand, counter-clockwise for
/// the right), and take the first open one. The route is the walk with its
/// loops cut out; `None` if the walk comes back to where it started without
/// arriving.
pub fn wall_follower<G: Grid>(maze: &GridMaze<G>, from: u32, to: u32, left_hand: bool) -> Option<Vec<u32>> {
    let solver = if left_hand { Solver::WallFollowerLeft } else { Solver::WallFollowerRight };
    super::solve(maze, solver, from, to)
}

/// [`wall_follower`], telling `t` each step onto a cell.
pub(super) fn wall_follower_traced<G: Grid, T: Trace>(
    maze: &GridMaze<G>,
    from: u32,
    to: u32,
    left_hand: bool,
    t: &mut T,
) -> Option<Vec<u32>> {
    t.step(Step::Visit(from));
    let cells = maze.grid.cells();
    let mut on_route = vec![UNREACHED; cells.len()];
    let mut route = vec![from];
    on_route[from as usize] = 0;
    let (mut here, mut back) = (from, None::<usize>);
    let limit = 2 * cells.slot_count() + 2;
    for _ in 0..limit {
        if here == to {
            return Some(route);
        }
        let (nb, first) = (cells.of(here), cells.first_slot(here));
        let d = nb.len();
        let start = back.unwrap_or(if left_hand { 0 } else { d - 1 });
        let k = (1..=d)
            .map(|i| if left_hand { (start + d * 2 - i) % d } else { (start + i) % d })
            .find(|&k| maze.slot_open(first + k))?;
        let next = nb[k];
        back = cells.slot(next, here).map(|s| s - cells.first_slot(next));
        here = next;
        t.step(Step::Visit(here));
        if on_route[here as usize] != UNREACHED {
            for c in route.drain(on_route[here as usize] as usize + 1..) {
                on_route[c as usize] = UNREACHED;
            }
        } else {
            on_route[here as usize] = route.len() as u32;
            route.push(here);
        }
    }
    None
}
