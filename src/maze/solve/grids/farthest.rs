//! The cell farthest from another by route, among those kept: walked down the
//! maze's tree where the part reached is one, without a distance map.
//!
//! On a perfect maze the route between two cells is the one path of the tree,
//! so a walk that never steps back the way it came reaches every cell once,
//! counting its depth as it goes: no distance for every cell (4 bytes a cell)
//! and no queue (4 more), only the branches not yet taken on a stack. Where
//! the part reached has a loop the walk would go round it for ever; it gives
//! up after as many steps as there are cells, and a breadth-first distance
//! map answers instead. Both give the same cell.

use super::rings_walk::down_the_rings;
use super::{UNREACHED, distance_map};
use crate::maze::grid::{Grid, GridMaze, IRREGULAR, NO_CELL};

/// The cell for which `keep` holds that is farthest from `from` through open
/// passages (the first in cell order on a tie), and its distance; `None`
/// when no such cell is reached.
pub(super) fn farthest_kept<G: Grid>(maze: &GridMaze<G>, from: u32, keep: impl Fn(u32) -> bool) -> Option<(u32, u32)> {
    let n = maze.grid.cell_count();
    // A loop somewhere for certain: more passages than a tree of every cell has.
    if maze.passage_count() < n
        && let Some(found) = match maze.grid.rings() {
            // A round grid's rings, where the maze's lists are the grid's own.
            Some(rings) => down_the_rings(maze, rings, from, &keep).or_else(|| down_the_tree(maze, from, &keep)),
            None => down_the_tree(maze, from, &keep),
        }
    {
        return found;
    }
    let dist = distance_map(maze, from);
    let mut best: Option<(u32, u32)> = None;
    for (c, &d) in dist.iter().enumerate() {
        if d != UNREACHED && keep(c as u32) && best.is_none_or(|(_, far)| d > far) {
            best = Some((c as u32, d));
        }
    }
    best
}

/// As [`farthest_kept`] by a walk that never steps back to the cell it came
/// from; `None` when the part of the maze `from` is in has a loop.
pub(super) fn down_the_tree<G: Grid>(
    maze: &GridMaze<G>,
    from: u32,
    keep: &impl Fn(u32) -> bool,
) -> Option<Option<(u32, u32)>> {
    let cells = maze.grid.cells();
    let table = cells.step_table();
    let mut left = cells.len();
    let mut best: Option<(u32, u32)> = None;
    // Branches not yet walked: the cell, the one it is reached from, its depth.
    let mut branches: Vec<(u32, u32, u32)> = vec![(from, NO_CELL, 0)];
    while let Some((mut c, mut back, mut d)) = branches.pop() {
        loop {
            left = left.checked_sub(1)?;
            if keep(c) && best.is_none_or(|(b, far)| d > far || (d == far && c < b)) {
                best = Some((c, d));
            }
            let mut open = maze.side_bits(c);
            let class = table.class(c);
            let next = if class == IRREGULAR {
                let list = cells.of(c);
                let mut ways = list.iter().enumerate().filter(|&(k, &m)| open >> k & 1 == 1 && m != back);
                let next = ways.next().map(|(_, &m)| m);
                branches.extend(ways.map(|(_, &m)| (m, c, d + 1)));
                next
            } else {
                // (No step leads to `NO_CELL`, and the places past the last side step to the cell itself.)
                let steps = table.steps(class);
                open &= !steps.places(back.wrapping_sub(c));
                let next = (open != 0).then(|| c.wrapping_add(steps.0[open.trailing_zeros() as usize & 7]));
                open &= open.wrapping_sub(1);
                while open != 0 {
                    branches.push((c.wrapping_add(steps.0[open.trailing_zeros() as usize & 7]), c, d + 1));
                    open &= open - 1;
                }
                next
            };
            let Some(next) = next else { break };
            (c, back, d) = (next, c, d + 1);
        }
    }
    Some(best)
}
