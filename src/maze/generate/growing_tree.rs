//! Growing tree: keep a list of active cells; take one (the newest, a random
//! one, the oldest, or a mix), link it to a random unvisited neighbour and add
//! that, or drop it when it has none. Newest is the backtracker, random is
//! simplified Prim.
//!
//! Every pick and every removal is O(1).

use std::collections::VecDeque;
use std::hint::select_unpredictable;

use rand::{Rng, RngExt};

use super::kit::padded::{Cell, Draw, Padded, depth_first, pick_dir};
use crate::maze::grid::Maze;
use crate::maze::mask::Mask;
use crate::maze::recorder::Recorder;

/// Which active cell the growing tree takes next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GrowingTreePick {
    /// The most recently added: long corridors, like the backtracker.
    Newest,
    /// A random one: short branches, like Prim.
    Random,
    /// The earliest added: long straight runs from the start.
    Oldest,
    /// The newest with this percent chance, else a random one.
    Mix(u8),
}

/// Carves a growing-tree maze.
///
/// Each pick keeps the active cells in the cheapest structure that gives the
/// same cells in the same order: newest is the depth-first backtracker (a
/// stack of the cells left with a choice), oldest a queue, random a dense array with
/// swap-removal. The mix keeps one list in the order of addition, with marks
/// where cells were dropped from the middle (see `mix`).
///
/// Random and the mix jump about the list, so each of their steps takes all
/// its choices from one draw (`Draw`), about 10% faster than drawing the
/// direction only where there is a choice; they stop at the last cell
/// visited, without asking the cells still listed.
pub fn growing_tree<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    pick: GrowingTreePick,
    rng: &mut R,
    rec: &mut Rec,
) {
    growing_tree_in(maze, None, pick, rng, rec);
}

/// [`growing_tree`] over the cells inside `mask` (whose outside is already
/// cut): the cells outside count as visited, and the first cell is the one
/// the same draw picks among the inside cells, so a mask of the whole board
/// gives the same maze.
pub(super) fn growing_tree_in<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    mask: Option<&Mask>,
    pick: GrowingTreePick,
    rng: &mut R,
    rec: &mut Rec,
) {
    // Newest walks next door, where the tiles are in cache but on huge
    // boards; the others jump about the board, so they leave the tiles to the end.
    let mut g = if pick == GrowingTreePick::Newest { Padded::for_walk(maze, rec) } else { Padded::deferred(maze, rec) };
    let (first, cells) = match mask {
        None => (rng.random_range(0..g.cols * g.rows), g.cols * g.rows),
        Some(mask) => {
            g = g.shaped(mask);
            let cells = mask.count();
            (mask.nth_inside(rng.random_range(0..cells)), cells)
        }
    };
    let first = g.at(first % g.cols, first / g.cols);
    g.visit(first);
    match pick {
        GrowingTreePick::Newest => depth_first(&mut g, first, rng),
        GrowingTreePick::Oldest => {
            let mut active = VecDeque::from([first]);
            while let Some(&here) = active.front() {
                let fresh = g.fresh(here);
                if fresh == 0 {
                    active.pop_front();
                } else {
                    let d = pick_dir(rng, fresh);
                    active.push_back(g.carve(here, d));
                }
            }
        }
        GrowingTreePick::Random => {
            // Bit numbers only: half the memory of whole cells.
            let mut active = vec![first.bit];
            let mut left = cells - 1;
            while left > 0 {
                // One draw a step: the pick, then the direction.
                let (i, draw) = Draw::new(rng).below(active.len());
                let here = g.cell(active[i]);
                let fresh = g.fresh(here);
                if fresh == 0 {
                    active.swap_remove(i);
                    continue;
                }
                let next = g.carve(here, draw.dir(fresh));
                left -= 1;
                // A cell that arrives with no way on, or that just took its
                // last one, is dropped at once: no step is spent finding it out.
                if g.fresh(next) != 0 {
                    active.push(next.bit);
                }
                if fresh & (fresh - 1) == 0 {
                    active.swap_remove(i);
                }
            }
        }
        GrowingTreePick::Mix(p) => mix(&mut g, first, cells, p, rng),
    }
}

/// The growing tree taking the newest cell `p`% of the time, else a random one.
///
/// The active cells are one list in the order they were added, so the newest
/// is on top. A cell dropped from the middle leaves a mark in its slot
/// instead of moving the others: a random pick that lands on a mark is a
/// step that finds nothing (which keeps the picks uniform over the active
/// cells), newest picks drop marks off the top first, and when marks fill a
/// quarter of the list it is closed up, keeping the order (amortised O(1) a
/// step). Every access is to the slot just read or to the top: no second
/// list and no writes at random places. A cell is dropped as soon as it is
/// known to have no way on: when it takes its last one or arrives with none,
/// else when a pick finds it so. Each step takes its coin, its pick and its
/// direction from one draw ([`Draw`]).
fn mix<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    g: &mut Padded<'_, Rec>,
    first: Cell,
    cells: usize,
    p: u8,
    rng: &mut R,
) {
    const GONE: u32 = u32::MAX;
    let mut active: Vec<u32> = vec![first.bit];
    // How many slots of `active` hold marks.
    let mut gone = 0;
    // The unvisited neighbours of the cell on top, when it was added by the
    // step before (they were asked then, and nothing has been visited since).
    let mut top_fresh = None;
    let mut left = cells - 1;
    while left > 0 {
        let (coin, draw) = Draw::new(rng).below(100);
        let (at, known, draw) = if coin < usize::from(p) {
            while active.last() == Some(&GONE) {
                active.pop();
                gone -= 1;
            }
            (active.len() - 1, top_fresh, draw)
        } else {
            let (at, draw) = draw.below(active.len());
            if active[at] == GONE {
                continue;
            }
            (at, None, draw)
        };
        let here = g.cell(active[at]);
        let fresh = known.unwrap_or_else(|| g.fresh(here));
        top_fresh = None;
        if fresh == 0 {
            active[at] = GONE;
            gone += 1;
        } else {
            let next = g.carve(here, draw.dir(fresh));
            left -= 1;
            // A cell that just took its last way on, or that arrives with
            // none, is marked at once: no step is spent finding it out.
            let spent = fresh & (fresh - 1) == 0;
            active[at] = select_unpredictable(spent, GONE, active[at]);
            let next_fresh = g.fresh(next);
            let stuck = next_fresh == 0;
            active.push(select_unpredictable(stuck, GONE, next.bit));
            gone += usize::from(spent) + usize::from(stuck);
            top_fresh = (!stuck).then_some(next_fresh);
        }
        if 4 * gone > active.len() {
            // Close up the list without branches (`retain` branches on each
            // mark, a coin toss for the predictor).
            let mut len = 0;
            for i in 0..active.len() {
                let bit = active[i];
                active[len] = bit;
                len += usize::from(bit != GONE);
            }
            active.truncate(len);
            gone = 0;
        }
    }
}
