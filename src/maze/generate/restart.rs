//! The spec's "restart from a random visited cell": carve to a random
//! unvisited neighbour; when the current cell has none, jump to a random cell
//! among the visited ones and go on until every cell is visited. Entrance
//! bottom-left, exit top-right, as in the original.
//!
//! A jump that lands on a cell with no unvisited neighbour would just jump
//! again, so such cells leave the list of candidates as soon as they are
//! known to be exhausted (when the walk takes a cell's last way on, when a
//! cell is reached with none, or when a jump finds one): the cell finally
//! chosen is uniform among the useful visited ones, exactly as with
//! retrying, but the work stays linear.

use rand::Rng;

use super::kit::padded::{Padded, below, pick_dir};
use crate::maze::grid::{Maze, Pos};
use crate::maze::recorder::Recorder;

/// Carves a maze by restarting from random visited cells.
pub fn restart_from_visited<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let (w, h) = (maze.width(), maze.height());
    // Jumps land anywhere on the board, so the tiles are left to the end.
    let mut g = Padded::deferred(maze, rec);
    let mut here = g.at(0, g.rows - 1);
    g.visit(here);
    // Bit numbers only: half the memory of whole cells.
    let mut candidates = vec![here.bit];
    // Where `here` is in the list (NONE when it is not there), and its
    // unvisited neighbours, carried from where they were last asked.
    const NONE: usize = usize::MAX;
    let mut slot = 0;
    let mut fresh = g.fresh(here);
    loop {
        if fresh != 0 {
            let next = g.carve(here, pick_dir(rng, fresh));
            // A cell that just took its last way on, or that arrives with
            // none, leaves the list at once: no jump is spent finding it out.
            if fresh & (fresh - 1) == 0 && slot != NONE {
                candidates.swap_remove(slot);
            }
            here = next;
            fresh = g.fresh(here);
            slot = NONE;
            if fresh != 0 {
                slot = candidates.len();
                candidates.push(here.bit);
            }
            continue;
        }
        // Jump: draw among the candidates, dropping the exhausted ones.
        let mut jumped = None;
        while !candidates.is_empty() {
            let i = below(rng, candidates.len());
            let c = g.cell(candidates[i]);
            let ways = g.fresh(c);
            if ways == 0 {
                candidates.swap_remove(i);
            } else {
                jumped = Some((c, i, ways));
                break;
            }
        }
        match jumped {
            Some((c, i, ways)) => (here, slot, fresh) = (c, i, ways),
            None => break,
        }
    }
    drop(g);
    maze.entrance = Pos::new(1, h - 2);
    maze.exit = Pos::new(w - 2, 1);
}
