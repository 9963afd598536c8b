//! Binary tree and sidewinder in Buck's polar forms: they need rows, which on the round grid are its rings.

use rand::{Rng, RngExt};

use crate::maze::grid::{Grid, GridMaze};
use crate::maze::recorder::PassageRecorder;

/// Polar binary tree: every cell off the centre opens inward (with
/// `inward_percent` chance) or clockwise along its ring. The first cell of
/// each ring always opens inward, so no ring closes on itself. Does nothing
/// on a grid without rings.
pub fn polar_binary_tree<G: Grid, R: Rng + ?Sized>(
    maze: &mut GridMaze<G>,
    inward_percent: u8,
    rng: &mut R,
    rec: &mut impl PassageRecorder,
) {
    let Some(round) = maze.grid.rings() else { return };
    let mut links = Vec::with_capacity(round.cell_count());
    for r in 1..=round.ring_count() {
        let first = round.ring_start(r);
        for c in first..first + round.ring_len(r) {
            let inward = round.inward(c).expect("off the centre");
            let cw = round.neighbours(c)[0];
            let go_in = c == first || rng.random_range(0..100u8) < inward_percent;
            links.push((c, if go_in { inward } else { cw }));
        }
    }
    for (a, b) in links {
        maze.link(a, b);
        rec.opened(a, b);
    }
}

/// Polar sidewinder: along each ring counter-clockwise from its first cell,
/// extend the run one cell at a time, or (by a coin, and always at the
/// ring's last cell) close it by opening one random cell of the run inward.
pub fn polar_sidewinder<G: Grid, R: Rng + ?Sized>(maze: &mut GridMaze<G>, rng: &mut R, rec: &mut impl PassageRecorder) {
    let Some(round) = maze.grid.rings() else { return };
    let mut links = Vec::with_capacity(round.cell_count());
    for r in 1..=round.ring_count() {
        let (first, n) = (round.ring_start(r), round.ring_len(r));
        let mut run_start = first;
        for c in first..first + n {
            if c == first + n - 1 || rng.random_bool(0.5) {
                let member = rng.random_range(run_start..=c);
                links.push((member, round.inward(member).expect("off the centre")));
                run_start = c + 1;
            } else {
                links.push((c, round.ccw(c).expect("off the centre")));
            }
        }
    }
    for (a, b) in links {
        maze.link(a, b);
        rec.opened(a, b);
    }
}
