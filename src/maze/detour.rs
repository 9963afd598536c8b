//! "Where you wandered": a walked path held against the shortest route.
//!
//! A *detour* is an excursion off the route: from the last route tile before
//! the walk leaves it to the first route tile it comes back to (or the walk's
//! end, if it never comes back). Its moves lost are its steps less the
//! progress it made along the route. Moves lost in all are the steps walked,
//! plus the steps still needed from where the walk ended, less the route's
//! length: backing up along the route itself loses moves too, though it is
//! no detour.

use std::fmt;

use super::distance::{UNREACHED, distances};
use super::grid::{Maze, Pos};

/// One of the eight compass points (north is up the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Compass {
    /// Up.
    North,
    /// Up and right.
    NorthEast,
    /// Right.
    East,
    /// Down and right.
    SouthEast,
    /// Down.
    South,
    /// Down and left.
    SouthWest,
    /// Left.
    West,
    /// Up and left.
    NorthWest,
}

impl Compass {
    /// The point nearest the direction from `from` to `to` (east when they are one tile).
    pub fn towards(from: Pos, to: Pos) -> Compass {
        let (dx, dy) = (to.x as f64 - from.x as f64, from.y as f64 - to.y as f64);
        let eighth = (dy.atan2(dx) / std::f64::consts::FRAC_PI_4).round() as i64;
        const ANTICLOCKWISE: [Compass; 8] = [
            Compass::East,
            Compass::NorthEast,
            Compass::North,
            Compass::NorthWest,
            Compass::West,
            Compass::SouthWest,
            Compass::South,
            Compass::SouthEast,
        ];
        ANTICLOCKWISE[eighth.rem_euclid(8) as usize]
    }

    /// The English name, e.g. `north-east`.
    pub fn name(self) -> &'static str {
        match self {
            Compass::North => "north",
            Compass::NorthEast => "north-east",
            Compass::East => "east",
            Compass::SouthEast => "south-east",
            Compass::South => "south",
            Compass::SouthWest => "south-west",
            Compass::West => "west",
            Compass::NorthWest => "north-west",
        }
    }
}

impl fmt::Display for Compass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One excursion off the route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detour {
    /// The route tile the walk left from.
    pub left_at: Pos,
    /// The route tile it came back to (`None`: it ended off the route).
    pub back_at: Option<Pos>,
    /// Steps taken off the route, leaving and coming back included.
    pub steps: usize,
    /// Steps less the progress made along the route.
    pub lost: usize,
    /// The tile of the excursion farthest (in straight-line steps) from `left_at`.
    pub farthest: Pos,
    /// Which way that tile lies from `left_at`.
    pub direction: Compass,
}

/// A walk held against the shortest route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wander {
    /// Steps walked.
    pub steps: usize,
    /// Steps of the shortest route.
    pub shortest: usize,
    /// Moves lost: steps walked plus steps still needed, less the shortest route.
    pub lost: usize,
    /// The excursions off the route, in the order walked.
    pub detours: Vec<Detour>,
}

impl Wander {
    /// The detour that lost most moves (the first among equals).
    pub fn longest(&self) -> Option<&Detour> {
        self.detours.iter().fold(None, |best: Option<&Detour>, d| match best {
            Some(b) if b.lost >= d.lost => Some(b),
            _ => Some(d),
        })
    }

    /// One line for the victory screen, e.g. "46 moves lost in 3 detours;
    /// the longest, 28 moves, into the north-east".
    pub fn summary(&self) -> String {
        match (self.lost, self.longest()) {
            (0, _) => "no move lost: you walked the shortest route".to_string(),
            (lost, None) => format!("{lost} moves lost going back and forth on the route, no detour"),
            (lost, Some(d)) => {
                let n = self.detours.len();
                let detours = if n == 1 { "1 detour".to_string() } else { format!("{n} detours") };
                format!("{lost} moves lost in {detours}; the longest, {} moves, into the {}", d.lost, d.direction)
            }
        }
    }
}

/// Holds `walked` (a walk from the route's start, each tile next to the one
/// before) against `route`, the shortest route from entrance to exit.
pub fn wander(maze: &Maze, route: &[Pos], walked: &[Pos]) -> Wander {
    let mut on_route = vec![u32::MAX; maze.tiles().len()];
    for (k, &p) in route.iter().enumerate() {
        on_route[maze.index(p)] = k as u32;
    }
    let index = |p: Pos| Some(on_route[maze.index(p)]).filter(|&k| k != u32::MAX);
    let steps = walked.len().saturating_sub(1);
    let shortest = route.len().saturating_sub(1);
    let to_go = match (walked.last(), route.last()) {
        (Some(&end), Some(&exit)) => {
            let d = distances(maze, exit)[maze.index(end)];
            if d == UNREACHED { 0 } else { d as usize }
        }
        _ => 0,
    };
    let mut detours = Vec::new();
    // The excursion under way: where it left, its steps and its farthest tile.
    let mut out: Option<(Pos, usize, Pos)> = None;
    for w in walked.windows(2) {
        let (prev, here) = (w[0], w[1]);
        match (&mut out, index(here)) {
            (None, None) => out = Some((prev, 1, here)),
            (None, Some(_)) => {}
            (Some((left_at, n, far)), at) => {
                *n += 1;
                if here.manhattan(*left_at) > far.manhattan(*left_at) {
                    *far = here;
                }
                if let Some(k) = at {
                    let (left_at, n, far) = (*left_at, *n, *far);
                    let progress = (k as usize).abs_diff(index(left_at).map_or(0, |k| k as usize));
                    detours.push(finish(left_at, Some(here), n, n.saturating_sub(progress), far));
                    out = None;
                }
            }
        }
    }
    if let Some((left_at, n, far)) = out {
        detours.push(finish(left_at, None, n, n, far));
    }
    Wander { steps, shortest, lost: (steps + to_go).saturating_sub(shortest), detours }
}

fn finish(left_at: Pos, back_at: Option<Pos>, steps: usize, lost: usize, farthest: Pos) -> Detour {
    Detour { left_at, back_at, steps, lost, farthest, direction: Compass::towards(left_at, farthest) }
}
