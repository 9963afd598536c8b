//! The walks inside a mask, written plainly over the inside cells as the
//! books describe them: restart-from-visited, Aldous-Broder, Wilson and
//! hunt-and-kill.

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::{Shaped, any_cell, nearest_inside};
use crate::maze::generate::kit::cells::pick;
use crate::maze::recorder::Recorder;

/// Carve to a random uncarved neighbour; when stuck, jump to a random carved
/// cell that still has one. Starts at the inside cell nearest the bottom-left.
pub(super) fn restart<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Shaped<'_, Rec>, cells: &[usize], rng: &mut R) {
    let (sx, sy) = nearest_inside(g.mask, 0.0, 1.0);
    let mut here = sy * g.cols + sx;
    g.open(here);
    let mut candidates = vec![here];
    loop {
        let fresh = g.near_where(here, false);
        if !fresh.is_empty() {
            let next = pick(rng, &fresh);
            g.link(here, next);
            candidates.push(next);
            here = next;
            continue;
        }
        let mut jumped = None;
        while !candidates.is_empty() {
            let i = rng.random_range(0..candidates.len());
            if g.near_where(candidates[i], false).is_empty() {
                candidates.swap_remove(i);
            } else {
                jumped = Some(candidates[i]);
                break;
            }
        }
        match jumped {
            Some(c) => here = c,
            None => break,
        }
    }
    debug_assert!(cells.iter().all(|&c| g.open[c]));
}

/// A random walk linking each cell the first time it is entered.
pub(super) fn aldous_broder<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    g: &mut Shaped<'_, Rec>,
    cells: &[usize],
    rng: &mut R,
) {
    let mut here = any_cell(cells, rng);
    g.open(here);
    let mut left = cells.len() - 1;
    while left > 0 {
        let next = g.near(here).pick(rng);
        if !g.open[next] {
            g.link(here, next);
            left -= 1;
        }
        here = next;
    }
}

/// Loop-erased random walks from each cell not yet in the maze until they hit it.
pub(super) fn wilson<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Shaped<'_, Rec>, cells: &[usize], rng: &mut R) {
    let first = any_cell(cells, rng);
    g.open(first);
    let mut in_tree = vec![false; g.open.len()];
    in_tree[first] = true;
    let mut order = cells.to_vec();
    order.shuffle(rng);
    let mut next = vec![usize::MAX; g.open.len()];
    for start in order {
        let mut c = start;
        while !in_tree[c] {
            let n = g.near(c).pick(rng);
            next[c] = n;
            c = n;
        }
        let mut c = start;
        while !in_tree[c] {
            in_tree[c] = true;
            g.link(c, next[c]);
            c = next[c];
        }
    }
}

/// A random walk through uncarved cells; when stuck, the first uncarved cell
/// in reading order beside a carved one is linked to it and walked on from.
pub(super) fn hunt_and_kill<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    g: &mut Shaped<'_, Rec>,
    cells: &[usize],
    rng: &mut R,
) {
    let mut here = any_cell(cells, rng);
    g.open(here);
    let mut scan = 0;
    loop {
        let fresh = g.near_where(here, false);
        if !fresh.is_empty() {
            let next = pick(rng, &fresh);
            g.link(here, next);
            here = next;
            continue;
        }
        while scan < cells.len() && g.open[cells[scan]] {
            scan += 1;
        }
        let found = cells[scan..].iter().find_map(|&c| {
            let carved = g.near_where(c, true);
            (!g.open[c] && !carved.is_empty()).then_some((c, carved))
        });
        let Some((cell, carved)) = found else { break };
        g.link(pick(rng, &carved), cell);
        here = cell;
    }
}
