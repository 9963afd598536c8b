//! "Where you wandered": a walked path held against the shortest route.
//!
//! A *detour* is an excursion off the route: from the last route tile before
//! the walk leaves it to the first route tile it comes back to (or the walk's
//! end, if it never comes back). Its moves lost are its steps less the
//! progress it made along the route. Moves lost in all are the steps walked,
//! plus the steps still needed from where the walk ended, less the route's
//! length: backing up along the route itself loses moves too, though it is
//! no detour.
//!
//! The same holds on every grid ([`WalkBoard`]): on a round, hex or triangle
//! maze the spots are cells, the farthest is by straight line between
//! centres, and the compass point is read from the centres.

use std::fmt;

use super::distance::{UNREACHED, distances};
use super::grid::{Grid, GridMaze, Maze, Point, Pos};
use super::solve::grids::distance_map;

/// What holding a walk against its route asks of a board: spots numbered
/// `0..spot_count()`, the steps between two of them, and where they lie.
pub trait WalkBoard {
    /// How a spot is named: a [`Pos`] on the tile board, a cell number on a grid.
    type At: Copy + Eq;

    /// The number of spots.
    fn spot_count(&self) -> usize;

    /// The number of spot `p`.
    fn spot_index(&self, p: Self::At) -> usize;

    /// Steps of the shortest walk from `from` to `to`, if there is one.
    fn steps_between(&self, from: Self::At, to: Self::At) -> Option<usize>;

    /// Where `p` lies (`y` downwards).
    fn point(&self, p: Self::At) -> Point;

    /// How far apart `a` and `b` lie, to find an excursion's farthest spot.
    fn apart(&self, a: Self::At, b: Self::At) -> f64;
}

impl WalkBoard for Maze {
    type At = Pos;

    fn spot_count(&self) -> usize {
        self.tiles().len()
    }
    fn spot_index(&self, p: Pos) -> usize {
        self.index(p)
    }
    fn steps_between(&self, from: Pos, to: Pos) -> Option<usize> {
        let d = distances(self, to)[self.index(from)];
        (d != UNREACHED).then_some(d as usize)
    }
    fn point(&self, p: Pos) -> Point {
        Point::new(p.x as f64, p.y as f64)
    }
    /// Steps along the axes.
    fn apart(&self, a: Pos, b: Pos) -> f64 {
        a.manhattan(b) as f64
    }
}

impl<G: Grid> WalkBoard for GridMaze<G> {
    type At = u32;

    fn spot_count(&self) -> usize {
        self.grid.cell_count()
    }
    fn spot_index(&self, c: u32) -> usize {
        c as usize
    }
    fn steps_between(&self, from: u32, to: u32) -> Option<usize> {
        let d = distance_map(self, to)[from as usize];
        (d != UNREACHED).then_some(d as usize)
    }
    fn point(&self, c: u32) -> Point {
        self.grid.centre(c)
    }
    /// The straight line between centres.
    fn apart(&self, a: u32, b: u32) -> f64 {
        self.grid.centre(a).distance(self.grid.centre(b))
    }
}

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
        Compass::between(Point::new(from.x as f64, from.y as f64), Point::new(to.x as f64, to.y as f64))
    }

    /// The point nearest the direction from `from` to `to` (`y` downwards; east when they are one).
    pub fn between(from: Point, to: Point) -> Compass {
        let (dx, dy) = (to.x - from.x, from.y - to.y);
        let eighth = (dy.atan2(dx) / std::f64::consts::FRAC_PI_4).round() as i64;
        Compass::ANTICLOCKWISE[eighth.rem_euclid(8) as usize]
    }

    /// The eight points counter-clockwise from the east, an eighth of a turn apart.
    pub const ANTICLOCKWISE: [Compass; 8] = [
        Compass::East,
        Compass::NorthEast,
        Compass::North,
        Compass::NorthWest,
        Compass::West,
        Compass::SouthWest,
        Compass::South,
        Compass::SouthEast,
    ];

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

/// One excursion off the route (spots are tiles, or a grid's cells).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detour<P = Pos> {
    /// The route tile the walk left from.
    pub left_at: P,
    /// The route tile it came back to (`None`: it ended off the route).
    pub back_at: Option<P>,
    /// Steps taken off the route, leaving and coming back included.
    pub steps: usize,
    /// Steps less the progress made along the route.
    pub lost: usize,
    /// The tile of the excursion farthest (in straight-line steps) from `left_at`.
    pub farthest: P,
    /// Which way that tile lies from `left_at`.
    pub direction: Compass,
}

/// A walk held against the shortest route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wander<P = Pos> {
    /// Steps walked.
    pub steps: usize,
    /// Steps of the shortest route.
    pub shortest: usize,
    /// Moves lost: steps walked plus steps still needed, less the shortest route.
    pub lost: usize,
    /// The excursions off the route, in the order walked.
    pub detours: Vec<Detour<P>>,
}

impl<P> Wander<P> {
    /// The same walk with its places named another way (a square board's
    /// tiles as their cell numbers, say).
    pub fn map<Q>(self, place: impl Fn(P) -> Q) -> Wander<Q> {
        let detours = self
            .detours
            .into_iter()
            .map(|d| Detour {
                left_at: place(d.left_at),
                back_at: d.back_at.map(&place),
                steps: d.steps,
                lost: d.lost,
                farthest: place(d.farthest),
                direction: d.direction,
            })
            .collect();
        Wander { steps: self.steps, shortest: self.shortest, lost: self.lost, detours }
    }

    /// The detour that lost most moves (the first among equals).
    pub fn longest(&self) -> Option<&Detour<P>> {
        self.detours.iter().fold(None, |best: Option<&Detour<P>>, d| match best {
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

/// Holds `walked` (a walk from the route's start, each spot next to the one
/// before) against `route`, the shortest route from entrance to exit, on any
/// board: the tile board or a grid maze.
pub fn wander<B: WalkBoard>(board: &B, route: &[B::At], walked: &[B::At]) -> Wander<B::At> {
    let mut on_route = vec![u32::MAX; board.spot_count()];
    for (k, &p) in route.iter().enumerate() {
        on_route[board.spot_index(p)] = k as u32;
    }
    let index = |p: B::At| Some(on_route[board.spot_index(p)]).filter(|&k| k != u32::MAX);
    let steps = walked.len().saturating_sub(1);
    let shortest = route.len().saturating_sub(1);
    let to_go = match (walked.last(), route.last()) {
        (Some(&end), Some(&exit)) => board.steps_between(end, exit).unwrap_or(0),
        _ => 0,
    };
    let finish = |left_at: B::At, back_at: Option<B::At>, steps: usize, lost: usize, farthest: B::At| Detour {
        left_at,
        back_at,
        steps,
        lost,
        farthest,
        direction: Compass::between(board.point(left_at), board.point(farthest)),
    };
    let mut detours = Vec::new();
    // The excursion under way: where it left, its steps and its farthest spot.
    let mut out: Option<(B::At, usize, B::At)> = None;
    for w in walked.windows(2) {
        let (prev, here) = (w[0], w[1]);
        match (&mut out, index(here)) {
            (None, None) => out = Some((prev, 1, here)),
            (None, Some(_)) => {}
            (Some((left_at, n, far)), at) => {
                *n += 1;
                if board.apart(here, *left_at) > board.apart(*far, *left_at) {
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

#[cfg(test)]
mod grid_tests;
