//! The walking generators over any grid: the backtracker and its restart variant, hunt-and-kill,
//! and Aldous–Broder (Wilson has a file of its own).

use rand::{Rng, RngExt};

use super::{Visits, pick_side, random_unvisited};
use crate::maze::grid::{Board, Grid, GridMaze, IRREGULAR, NO_CELL, PagedTable};
use crate::maze::recorder::PassageRecorder;

/// The depth-first backtracker from `start`: step to a random unvisited
/// neighbour, opening the wall; back up when there is none. The stack keeps
/// only the cells left with a choice (two or more unvisited neighbours when
/// stepped from): any other cell on the way back has none left, and backing
/// up past it draws nothing, so skipping it makes the same maze.
///
/// Neighbours come from the grid's [`StepTable`](crate::maze::grid::StepTable)
/// (a class a cell, two bytes), and a cell's open sides are kept in a byte
/// of their own while carving and written into the maze in one pass at the
/// end: a step reads and writes a few bytes a cell, where the packed lists
/// and the slot bits are 28 bytes a hex cell, beyond the cache. A hex or
/// triangle board ([`Grid::board`]) is carved from its rows and columns
/// instead (`boards.rs`: the same maze), and so are floors of a hex board or
/// a square grid (`floor_boards.rs`); the flat square grid keeps the step table.
pub fn backtracker<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    start: u32,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) {
    match maze.grid.board() {
        Some(board @ (Board::Hex { .. } | Board::Triangle { .. })) => {
            super::boards::backtracker(maze, board, start, rng, rec)
        }
        Some(board @ (Board::HexFloors { .. } | Board::SquareFloors { .. })) => {
            super::floor_boards::backtracker(maze, board, start, rng, rec)
        }
        Some(Board::Square { .. }) | None => by_steps(maze, start, rng, rec),
    }
}

/// The backtracker on the step table (see [`backtracker`]), for any grid.
pub(super) fn by_steps<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    start: u32,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) {
    let n = maze.grid.cell_count();
    let mut seen = Visits::new(n);
    let mut sides: PagedTable<u8> = PagedTable::zeroed(n);
    // Each cell left with a choice, and its depth (passages from `start`).
    let mut forks: Vec<(u32, u32)> = Vec::new();
    let (cells, mut open) = maze.carving();
    let table = cells.step_table();
    seen.set(start);
    // The cell just left for `here` (none after backing up): the one pass
    // over `here`'s neighbours finds the side back to it too.
    let (mut here, mut from, mut depth) = (start, NO_CELL, 0u32);
    loop {
        let class = table.class(here);
        let (mut fresh, mut back) = (0u32, 0u32);
        let next = if class != IRREGULAR {
            let steps = &table.steps(class).0;
            for (k, &s) in steps.iter().enumerate() {
                fresh |= u32::from(!seen.get(here.wrapping_add(s))) << k;
            }
            // (No step leads to `NO_CELL`, nor from a cell to itself.)
            back = table.steps(class).places(from.wrapping_sub(here));
            if fresh == 0 {
                sides[here as usize] |= back as u8;
                None
            } else {
                let k = pick_side(fresh, rng);
                sides[here as usize] |= (back | 1 << k) as u8;
                Some(here.wrapping_add(steps[k]))
            }
        } else {
            let first = cells.first_slot(here);
            // (By value: a lazy grid's cell worked out alone, its lists not made.)
            let (list, len) = cells.list(here);
            let list = &list[..len];
            for (k, &m) in list.iter().enumerate() {
                fresh |= u32::from(!seen.get(m)) << k;
                back |= u32::from(m == from) << k;
            }
            if back != 0 {
                open.open(first + back.trailing_zeros() as usize);
            }
            (fresh != 0).then(|| {
                let k = pick_side(fresh, rng);
                open.open(first + k);
                list[k]
            })
        };
        let Some(next) = next else {
            match forks.pop() {
                Some((c, d)) => (here, from, depth) = (c, NO_CELL, d),
                None => break,
            }
            continue;
        };
        if fresh & (fresh - 1) != 0 {
            forks.push((here, depth));
        }
        depth += 1;
        rec.opened_at_depth(here, next, depth);
        seen.set(next);
        (here, from) = (next, here);
    }
    open.open_marked(cells, &sides);
}

/// The spec's variant: walk to random unvisited neighbours from a random
/// cell; when stuck, jump to a random visited cell that still has an
/// unvisited neighbour (cells found exhausted leave the list of candidates).
pub fn restart_from_visited<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) {
    let n = maze.grid.cell_count();
    let mut seen = Visits::new(n);
    let mut here = rng.random_range(0..n as u32);
    seen.set(here);
    let mut candidates = vec![here];
    loop {
        match random_unvisited(&maze.grid, here, &seen, rng) {
            Some(k) => {
                let next = maze.grid.neighbours(here)[k];
                maze.link_side(here, k);
                rec.opened(here, next);
                seen.set(next);
                candidates.push(next);
                here = next;
            }
            None => loop {
                if candidates.is_empty() {
                    return;
                }
                let i = rng.random_range(0..candidates.len());
                let c = candidates[i];
                if maze.grid.neighbours(c).iter().any(|&m| !seen.get(m)) {
                    here = c;
                    break;
                }
                candidates.swap_remove(i);
            },
        }
    }
}

/// Hunt-and-kill: a random walk through unvisited cells; when stuck, hunt in
/// cell order for an unvisited cell next to a visited one, link them and walk on.
pub fn hunt_and_kill<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R, rec: &mut impl PassageRecorder) {
    let n = maze.grid.cell_count() as u32;
    let mut seen = Visits::new(n as usize);
    let mut here = rng.random_range(0..n);
    seen.set(here);
    // Every cell before `lowest` is visited, so the hunt starts there.
    let mut lowest = 0;
    loop {
        while let Some(k) = random_unvisited(&maze.grid, here, &seen, rng) {
            let next = maze.grid.neighbours(here)[k];
            maze.link_side(here, k);
            rec.opened(here, next);
            seen.set(next);
            here = next;
        }
        while lowest < n && seen.get(lowest) {
            lowest += 1;
        }
        let found = (lowest..n).find_map(|c| {
            if seen.get(c) {
                return None;
            }
            let nb = maze.grid.neighbours(c);
            let visited: Vec<usize> = (0..nb.len()).filter(|&k| seen.get(nb[k])).collect();
            (!visited.is_empty()).then(|| (c, visited[rng.random_range(0..visited.len())]))
        });
        let Some((c, k)) = found else { return };
        maze.link_side(c, k);
        rec.opened(c, maze.grid.neighbours(c)[k]);
        seen.set(c);
        here = c;
    }
}

/// Aldous–Broder: a random walk that opens the wall into every cell it
/// enters for the first time. Uniform over all perfect mazes; slow to finish.
pub fn aldous_broder<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R, rec: &mut impl PassageRecorder) {
    let n = maze.grid.cell_count();
    let mut seen = Visits::new(n);
    let mut here = rng.random_range(0..n as u32);
    seen.set(here);
    let mut left = n - 1;
    while left > 0 {
        let nb = maze.grid.neighbours(here);
        let k = rng.random_range(0..nb.len());
        let next = nb[k];
        if !seen.get(next) {
            maze.link_side(here, k);
            rec.opened(here, next);
            seen.set(next);
            left -= 1;
        }
        here = next;
    }
}
