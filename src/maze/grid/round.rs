//! The round (polar, "theta") grid: a centre cell and rings that split outwards so cells stay about square.

use std::f64::consts::TAU;
use std::sync::OnceLock;

use super::pattern::{Pattern, ring_offsets};
use super::round_trig::{RingTrig, spans};
use super::{Cells, Grid, Point, Side, Wall};

/// Rings of cells round a centre cell, as in Buck's polar grid.
///
/// Ring 0 is the centre cell, a disc of radius 1. Ring `r ≥ 1` spans radii
/// `r..r + 1` and has `prev × round(2πr / prev)` cells (at least `prev`),
/// where `prev` is the count of ring `r − 1`: a ring splits each cell of the
/// ring inside it in two (or more) when the cells would get more than about
/// 1.5 units wide. Cells are numbered from the centre out, and round each ring
/// counter-clockwise from the screen's east (angle 0).
///
/// A cell's neighbours, counter-clockwise round it: the clockwise one in its
/// ring, the ones outward (in ring order), the counter-clockwise one, the one
/// inward. The centre's neighbours are ring 1 in order.
#[derive(Clone, Debug)]
pub struct RoundGrid {
    rings: u32,
    first: Vec<u32>,
    cells: Cells,
    /// Measured the first time a search asks (a sine and a cosine a cell:
    /// about a third of building a million-cell grid, which a carve never needs).
    max_step: OnceLock<f64>,
    /// The sines and cosines of the cells' angles, a table a ring length,
    /// made the first time a cell's geometry is asked for (a carve needs none).
    trig: OnceLock<RingTrig>,
}

impl RoundGrid {
    /// The fewest rings round the centre (seven cells).
    pub const MIN_RINGS: u32 = 1;
    /// The most rings round the centre (about 1.3 million cells).
    pub const MAX_RINGS: u32 = 640;

    /// A grid of `rings` rings round the centre cell; `None` outside
    /// [`RoundGrid::MIN_RINGS`]`..=`[`RoundGrid::MAX_RINGS`].
    pub fn new(rings: u32) -> Option<Self> {
        if !(Self::MIN_RINGS..=Self::MAX_RINGS).contains(&rings) {
            return None;
        }
        let mut counts = vec![1u32];
        for r in 1..=rings {
            let prev = counts[r as usize - 1];
            counts.push(prev * ((TAU * r as f64 / prev as f64).round() as u32).max(1));
        }
        let mut first = vec![0u32];
        for &n in &counts {
            first.push(first.last().unwrap() + n);
        }
        // The lists are made the first time something reads them: a maze
        // carved from a spec, its centre exits placed, needs only the offsets
        // and the step table, which the pattern makes.
        let offsets = ring_offsets(&counts);
        let cells = Cells::lazy(Pattern::Rings { counts, first: first.clone() }, offsets);
        Some(Self { rings, first, cells, max_step: OnceLock::new(), trig: OnceLock::new() })
    }

    /// The largest distance between neighbouring centres, measured.
    fn measure_max_step(&self) -> f64 {
        let total = self.cell_count() as u32;
        // Each centre once, not once a neighbour it has.
        let centres: Vec<Point> = (0..total).map(|c| self.centre(c)).collect();
        let pairs = || (0..total).flat_map(|c| self.neighbours(c).iter().map(move |&n| (c, n)));
        let squared = |(c, n): (u32, u32)| {
            let (p, q) = (centres[c as usize], centres[n as usize]);
            (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)
        };
        // The distance (`hypot`, a call) only of the pairs that may be the
        // farthest: within a billionth of the largest square, far wider than
        // either's rounding, so the largest is the one every pair's gives.
        let most = pairs().map(squared).fold(0.0, f64::max);
        pairs()
            .filter(|&pair| squared(pair) >= most * (1.0 - 1e-9))
            .map(|(c, n)| centres[c as usize].distance(centres[n as usize]))
            .fold(0.0, f64::max)
    }

    /// The table of the cells' sines and cosines.
    fn trig(&self) -> &RingTrig {
        self.trig.get_or_init(|| RingTrig::new((0..=self.rings).map(|r| self.ring_len(r))))
    }

    /// `centre.at_angle(angle, radius)` of an arc of this grid's: the sine
    /// and cosine from the table where `angle` is one of the ends of a ring
    /// the arc borders (the same point).
    fn on_arc(&self, centre: Point, radius: f64, angle: f64) -> Point {
        // An arc of radius `r` runs between rings `r − 1` and `r`.
        let outer = radius as u32;
        let trig = self.trig();
        let known = (radius == f64::from(outer) && outer >= 1 && outer <= self.rings + 1)
            .then(|| {
                let ring = |r: u32| (r <= self.rings).then(|| trig.end_at(r, self.ring_len(r), angle)).flatten();
                ring(outer).or_else(|| ring(outer - 1))
            })
            .flatten();
        let (sin, cos) = known.unwrap_or_else(|| angle.sin_cos());
        Point::new(centre.x + radius * cos, centre.y - radius * sin)
    }

    /// The number of rings round the centre cell.
    pub fn ring_count(&self) -> u32 {
        self.rings
    }

    /// The number of cells in ring `r` (ring 0 is the centre).
    pub fn ring_len(&self, r: u32) -> u32 {
        self.first[r as usize + 1] - self.first[r as usize]
    }

    /// The first cell of ring `r`.
    pub fn ring_start(&self, r: u32) -> u32 {
        self.first[r as usize]
    }

    /// The ring and the place in it of cell `c`.
    pub fn ring_of(&self, c: u32) -> (u32, u32) {
        let r = self.first.partition_point(|&f| f <= c) as u32 - 1;
        (r, c - self.first[r as usize])
    }

    /// The cell one ring inward from `c` (none for the centre).
    pub fn inward(&self, c: u32) -> Option<u32> {
        (c != 0).then(|| *self.neighbours(c).last().unwrap())
    }

    /// The cell counter-clockwise from `c` in its ring (none for the centre).
    pub fn ccw(&self, c: u32) -> Option<u32> {
        let nb = self.neighbours(c);
        (c != 0).then(|| nb[nb.len() - 2])
    }

    /// The middle of the grid, where the centre cell is.
    pub fn middle(&self) -> Point {
        let r = self.rings as f64 + 1.0;
        Point::new(r, r)
    }

    fn span(&self, r: u32, i: u32) -> (f64, f64) {
        let (starts, _) = spans(self.ring_len(r));
        (starts(i), starts(i + 1))
    }
}

impl Grid for RoundGrid {
    #[inline]
    fn cells(&self) -> &Cells {
        &self.cells
    }

    fn centre(&self, c: u32) -> Point {
        if c == 0 {
            return self.middle();
        }
        let (r, i) = self.ring_of(c);
        // `at_angle` of the middle of the cell's span, its sine and cosine read.
        let (m, (sin, cos), radius) = (self.middle(), self.trig().middle(r, i), r as f64 + 0.5);
        Point::new(m.x + radius * cos, m.y - radius * sin)
    }

    fn sides(&self, c: u32, out: &mut Vec<Side>) {
        let m = self.middle();
        let arc = |radius: f64, from: f64, to: f64| Wall::Arc { centre: m, radius, from, to };
        if c == 0 {
            for n in self.first[1]..self.first[2] {
                let (a, b) = self.span(1, n - self.first[1]);
                out.push(Side { wall: arc(1.0, a, b), neighbour: Some(n) });
            }
            return;
        }
        let (r, i) = self.ring_of(c);
        let (a, b) = self.span(r, i);
        let (inner, outer) = (r as f64, r as f64 + 1.0);
        let nb = self.neighbours(c);
        // Each angle's sine and cosine read once (what `at_angle` works out each time).
        let (sin_a, cos_a) = self.trig().end(r, i);
        let (sin_b, cos_b) = self.trig().end(r, i + 1);
        let at = |sin: f64, cos: f64, r: f64| Point::new(m.x + r * cos, m.y - r * sin);
        out.push(Side {
            wall: Wall::Segment(at(sin_a, cos_a, inner), at(sin_a, cos_a, outer)),
            neighbour: Some(nb[0]),
        });
        let outward = &nb[1..nb.len() - 2];
        if outward.is_empty() {
            out.push(Side { wall: arc(outer, a, b), neighbour: None });
        }
        for &n in outward {
            let (na, nb2) = self.span(r + 1, n - self.first[r as usize + 1]);
            out.push(Side { wall: arc(outer, na, nb2), neighbour: Some(n) });
        }
        out.push(Side {
            wall: Wall::Segment(at(sin_b, cos_b, outer), at(sin_b, cos_b, inner)),
            neighbour: Some(nb[nb.len() - 2]),
        });
        out.push(Side { wall: arc(inner, b, a), neighbour: Some(nb[nb.len() - 1]) });
    }

    fn locate(&self, p: Point) -> Option<u32> {
        let m = self.middle();
        let d = m.distance(p);
        if d < 1.0 {
            return Some(0);
        }
        let r = d.floor() as u32;
        if r > self.rings {
            return None;
        }
        let n = self.ring_len(r);
        let a = m.angle_to(p).rem_euclid(TAU);
        let i = ((a / TAU * n as f64) as u32).min(n - 1);
        Some(self.first[r as usize] + i)
    }

    fn max_step(&self) -> f64 {
        *self.max_step.get_or_init(|| self.measure_max_step())
    }

    fn wall_ends(&self, wall: &Wall) -> (Point, Point) {
        match *wall {
            Wall::Arc { centre, radius, from, to } => {
                (self.on_arc(centre, radius, from), self.on_arc(centre, radius, to))
            }
            Wall::Segment(..) => wall.ends(),
        }
    }

    fn wall_points(&self, wall: &Wall, steps: usize, out: &mut Vec<Point>) {
        match *wall {
            Wall::Arc { centre, radius, from, to } => {
                // As `Wall::points` works out each point's angle.
                let steps = steps.max(1);
                out.extend((0..=steps).map(|k| {
                    let t = k as f64 / steps as f64;
                    self.on_arc(centre, radius, from + (to - from) * t)
                }));
            }
            Wall::Segment(..) => out.extend(wall.points(steps)),
        }
    }

    fn bounds(&self) -> (Point, Point) {
        let r = 2.0 * (self.rings as f64 + 1.0);
        (Point::new(0.0, 0.0), Point::new(r, r))
    }

    fn name(&self) -> &'static str {
        "round"
    }

    fn rings(&self) -> Option<&RoundGrid> {
        Some(self)
    }

    /// The outer ring is the rim (its cells have no cell outward).
    #[inline]
    fn on_rim(&self, c: u32) -> bool {
        c >= self.first[self.rings as usize]
    }
}
