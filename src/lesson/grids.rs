//! Lessons on round, hex and triangle grids, whose places are cell numbers:
//! the backtracker building the maze (its stack worked out from the order
//! the passages were carved), every other generator with counters only
//! (Kruskal's sets tinted as they join), and
//! the solvers' searches with the full view, as on the square board (the
//! wall followers' rule told by sides, `grid_walls`).

use super::{Change, Event, Lesson, Subject, Traced, Words, astar, at, backtracker, backtracking, bfs};
use super::{dead_end_filling, tremaux};
use crate::maze::generate::Algorithm;
use crate::maze::grid::{Grid, GridMaze};
use crate::maze::solve::grids::GridSearch;
use crate::maze::solve::{Solver, Step};

impl Lesson<u32> {
    /// The lesson of a grid maze carved by `algorithm`, whose passages were
    /// opened in the order `passages` (as a recorder is told them).
    pub fn of_grid_building(algorithm: Algorithm, passages: &[(u32, u32)]) -> Lesson<u32> {
        match algorithm {
            Algorithm::Backtracker => grid_backtracker(passages),
            _ => counted(algorithm, passages),
        }
    }

    /// The lesson of a traced grid `search` by `solver` from `from` to `to` on `maze`.
    pub fn of_grid_search<G: Grid>(
        maze: &GridMaze<G>,
        solver: Solver,
        (from, to): (u32, u32),
        search: &GridSearch,
    ) -> Traced<u32> {
        let (trace, found) = (&search.trace[..], search.route.is_some());
        // The grid's breadth-first and A* searches start by taking the entrance;
        // the lessons start one step earlier, with it alone waiting.
        let started = |at: usize| {
            let mut t = trace.to_vec();
            t.insert(at, Step::Frontier(from));
            t
        };
        let links = |c: u32| maze.links(c).collect::<Vec<u32>>();
        match solver {
            Solver::BreadthFirst => without_step(Traced::one_each(bfs::lesson(&started(0), found), trace.len() + 1), 0),
            Solver::AStar => {
                let (goal, step) = (maze.grid.centre(to), maze.grid.max_step());
                let h = |c: u32| (maze.grid.centre(c).distance(goal) / step) as u32;
                without_step(astar::search(&started(0), found, h, links), 0)
            }
            Solver::Backtracking => backtracking::lesson(trace, found),
            Solver::DeadEndFilling => {
                let fills = trace.iter().take_while(|s| matches!(s, Step::DeadEnd(_))).count();
                let n = maze.grid.cell_count() as u32;
                let board = dead_end_filling::Board { places: (0..n).collect(), index: |c: u32| c as usize, links };
                without_step(dead_end_filling::fill(&board, (from, to), &started(fills), found), fills)
            }
            Solver::Tremaux => tremaux::walk(trace, found, |c| maze.grid.neighbours(c).to_vec()),
            Solver::WallFollowerLeft | Solver::WallFollowerRight => super::grid_walls::lesson(solver, trace, found),
        }
    }

    /// The generator and the solvers whose grid lessons have the full view.
    pub fn grid_full_view_names() -> Vec<String> {
        std::iter::once(Algorithm::Backtracker.name()).chain(Solver::ALL.map(|s| s.name().to_string())).collect()
    }
}

/// `traced` without the trace step at `k`, one the lesson added (its events
/// are told with the step after it).
fn without_step(mut traced: Traced<u32>, k: usize) -> Traced<u32> {
    traced.ends.remove(k);
    traced
}

/// The backtracker on a grid: a passage from the top of the stack pushes
/// the cell it reaches; one from a cell lower down means the cells above it
/// were dead ends, popped first.
fn grid_backtracker(passages: &[(u32, u32)]) -> Lesson<u32> {
    let mut events = Vec::new();
    let mut stack: Vec<u32> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for &(from, to) in passages {
        // Braiding after the carving opens walls between cells already carved: not the backtracker's.
        if !seen.insert(to) {
            break;
        }
        if seen.insert(from) {
            backtracker::start(from, &mut stack, &mut events);
        }
        while stack.last().is_some_and(|&top| top != from) {
            backtracker::pop(&mut stack, &mut events);
        }
        stack.push(to);
        let depth = stack.len();
        events.push(Event {
            line: Some(5),
            at: Some(to),
            changes: vec![Change::Visit(to), Change::Push(to)],
            why: Words::new(
                format!(
                    "{} still has an unvisited neighbour: {} was picked at random, the wall between them opened, and it is pushed (depth {depth}).",
                    at(from),
                    at(to)
                ),
                format!("{} 还有没去过的邻格：随机选了 {}，打通墙，压入栈（深 {depth}）。", at(from), at(to)),
            ),
        });
    }
    backtracker::finish(stack, events)
}

/// A generator without the full view on a grid: each passage a step, with
/// counters only; Kruskal's sets tinted as they join, as on the square board
/// (the cells of one set share a tint, the smaller set taking the larger's).
fn counted(algorithm: Algorithm, passages: &[(u32, u32)]) -> Lesson<u32> {
    let mut sets = (algorithm == Algorithm::Kruskal).then(GridSets::default);
    let events = passages
        .iter()
        .enumerate()
        .map(|(i, &(a, b))| Event {
            line: None,
            at: Some(b),
            changes: {
                let mut changes = vec![Change::Visit(a), Change::Visit(b)];
                if let Some(sets) = &mut sets {
                    sets.join(a, b, &mut changes);
                }
                changes
            },
            why: Words::new(
                format!(
                    "Step {}: the wall between {} and {} is opened (this algorithm shows counters only).",
                    i + 1,
                    at(a),
                    at(b)
                ),
                format!("第 {} 步：打通 {} 和 {} 之间的墙（此算法只显示计数）。", i + 1, at(a), at(b)),
            ),
        })
        .collect();
    Lesson { subject: Subject::Building(algorithm), pseudocode: None, memory: None, events }
}

/// Kruskal's sets on a grid, worked out from the passages in the order they
/// were opened: each cell's set, and each set's cells.
#[derive(Default)]
struct GridSets {
    of: std::collections::HashMap<u32, u32>,
    cells: std::collections::HashMap<u32, Vec<u32>>,
    next: u32,
}

impl GridSets {
    /// The set of `c`, a set of its own (tinted) if it is in none yet.
    fn set_of(&mut self, c: u32, changes: &mut Vec<Change<u32>>) -> u32 {
        if let Some(&s) = self.of.get(&c) {
            return s;
        }
        let s = self.next;
        self.next += 1;
        self.of.insert(c, s);
        self.cells.insert(s, vec![c]);
        changes.push(Change::Tint(c, s));
        s
    }

    /// Joins the sets of `a` and `b` (a passage opened between them), the
    /// smaller into the larger, whose tint its cells take.
    fn join(&mut self, a: u32, b: u32, changes: &mut Vec<Change<u32>>) {
        let (sa, sb) = (self.set_of(a, changes), self.set_of(b, changes));
        if sa == sb {
            // A loop opened after the carving (braiding): no sets join.
            return;
        }
        let (big, small) = if self.cells[&sa].len() >= self.cells[&sb].len() { (sa, sb) } else { (sb, sa) };
        let moved = self.cells.remove(&small).unwrap_or_default();
        for &c in &moved {
            self.of.insert(c, big);
            changes.push(Change::Tint(c, big));
        }
        self.cells.get_mut(&big).expect("a set").extend(moved);
    }
}
