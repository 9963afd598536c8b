//! The sines and cosines of a round grid's angles, read from a table a ring
//! length ([`RingTrig`]) rather than worked out a cell at a time.
//!
//! A ring's cells all span the same angle, so the angles a ring's cells are
//! drawn at (where each cell starts and ends, and its middle) depend only on
//! the ring's length, and a 570-ring grid's rings have 11 lengths: 6,139
//! places in all (about 200 KB of tables) for a million cells. Each angle's
//! sine and cosine is worked out once by the very sum the cells were drawn
//! by ([`RoundGrid`](super::RoundGrid)'s spans), so a point read from the
//! table is the point worked out, bit for bit.

use std::f64::consts::TAU;

/// For each ring, the sine and cosine of each of its cells' ends and middles.
#[derive(Clone, Debug)]
pub(super) struct RingTrig {
    /// For each ring, where its length's ends begin in `ends` and its
    /// middles in `middles` (rings of one length share them).
    at: Vec<(u32, u32)>,
    /// `(sin, cos)` of `i × (2π / len)` for `i` in `0..=len`, each length once.
    ends: Vec<(f64, f64)>,
    /// `(sin, cos)` of the middle of the span from end `i` to end `i + 1`.
    middles: Vec<(f64, f64)>,
}

impl RingTrig {
    /// The tables for rings of the lengths `lens` (ring 0 first), which
    /// never shrink from one ring to the next.
    pub(super) fn new(lens: impl IntoIterator<Item = u32>) -> Self {
        let (mut at, mut ends, mut middles) = (Vec::new(), Vec::new(), Vec::new());
        let mut last: Option<(u32, (u32, u32))> = None;
        for len in lens {
            let here = match last {
                Some((before, here)) if before == len => here,
                _ => {
                    let here = (ends.len() as u32, middles.len() as u32);
                    let (starts, middle) = spans(len);
                    ends.extend((0..=len).map(|i| starts(i).sin_cos()));
                    middles.extend((0..len).map(|i| middle(i).sin_cos()));
                    here
                }
            };
            last = Some((len, here));
            at.push(here);
        }
        Self { at, ends, middles }
    }

    /// `(sin, cos)` of where place `i` of ring `r` starts (`i` up to the
    /// ring's length: the last place's end).
    #[inline]
    pub(super) fn end(&self, r: u32, i: u32) -> (f64, f64) {
        self.ends[(self.at[r as usize].0 + i) as usize]
    }

    /// `(sin, cos)` of the middle of place `i` of ring `r`.
    #[inline]
    pub(super) fn middle(&self, r: u32, i: u32) -> (f64, f64) {
        self.middles[(self.at[r as usize].1 + i) as usize]
    }

    /// `(sin, cos)` of `angle` when it is, bit for bit, one of the ends of
    /// ring `r` (of `len` places); `None` otherwise.
    #[inline]
    pub(super) fn end_at(&self, r: u32, len: u32, angle: f64) -> Option<(f64, f64)> {
        let (starts, _) = spans(len);
        let i = (angle * (f64::from(len) / TAU)).round();
        if !(0.0..=f64::from(len)).contains(&i) {
            return None;
        }
        (starts(i as u32).to_bits() == angle.to_bits()).then(|| self.end(r, i as u32))
    }

    /// The bytes the tables take.
    #[cfg(test)]
    pub(super) fn bytes(&self) -> usize {
        self.at.len() * 8 + (self.ends.len() + self.middles.len()) * 16
    }
}

/// For a ring of `len` places, the angle each place starts at and the
/// angle of its middle, as [`RoundGrid`](super::RoundGrid) works them out.
#[inline(always)]
pub(super) fn spans(len: u32) -> (impl Fn(u32) -> f64, impl Fn(u32) -> f64) {
    let step = TAU / len as f64;
    (move |i: u32| i as f64 * step, move |i: u32| (i as f64 * step + (i + 1) as f64 * step) / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::grid::{Grid, Point, RoundGrid, Side, Wall};

    /// A cell's centre as it was worked out before the table: the middle
    /// of its span, by its own sine and cosine.
    fn centre_by_trig(grid: &RoundGrid, c: u32) -> Point {
        if c == 0 {
            return grid.middle();
        }
        let (r, i) = grid.ring_of(c);
        let step = TAU / grid.ring_len(r) as f64;
        let (a, b) = (i as f64 * step, (i + 1) as f64 * step);
        grid.middle().at_angle((a + b) / 2.0, r as f64 + 0.5)
    }

    /// Every cell's centre, sides, wall ends and wall points read from the
    /// table are the ones worked out by sines and cosines: within 1e-9,
    /// and in fact bit for bit (the pictures are the same bytes).
    #[test]
    fn the_tables_points_are_the_sines_and_cosines_points() {
        for rings in [1, 2, 3, 7, 20, 61] {
            let grid = RoundGrid::new(rings).unwrap();
            let mut sides: Vec<Side> = Vec::new();
            let (mut read, mut worked) = (Vec::new(), Vec::new());
            for c in 0..grid.cell_count() as u32 {
                let (table, trig) = (grid.centre(c), centre_by_trig(&grid, c));
                assert!(table.distance(trig) < 1e-9, "{rings} rings, cell {c}: {table:?} against {trig:?}");
                assert_eq!((table.x.to_bits(), table.y.to_bits()), (trig.x.to_bits(), trig.y.to_bits()));
                sides.clear();
                grid.sides(c, &mut sides);
                for s in &sides {
                    let (ends, by_trig) = (grid.wall_ends(&s.wall), s.wall.ends());
                    assert!(ends.0.distance(by_trig.0) < 1e-9 && ends.1.distance(by_trig.1) < 1e-9);
                    assert_eq!(format!("{ends:?}"), format!("{by_trig:?}"), "{rings} rings, cell {c}");
                    for steps in [1, 2, 5] {
                        read.clear();
                        worked.clear();
                        grid.wall_points(&s.wall, steps, &mut read);
                        worked.extend(s.wall.points(steps));
                        assert_eq!(format!("{read:?}"), format!("{worked:?}"), "{rings} rings, cell {c}");
                    }
                }
            }
        }
    }

    /// The sides' corners are each end's sine and cosine: a cell's first
    /// wall runs out from its first end, its wall back in along its last.
    #[test]
    fn a_cells_walls_run_along_its_ends() {
        let grid = RoundGrid::new(12).unwrap();
        let mut sides = Vec::new();
        for c in 1..grid.cell_count() as u32 {
            let (r, i) = grid.ring_of(c);
            let step = TAU / grid.ring_len(r) as f64;
            sides.clear();
            grid.sides(c, &mut sides);
            let Wall::Segment(inner, outer) = sides[0].wall else { panic!("cell {c}: a segment first") };
            assert!(inner.distance(grid.middle().at_angle(i as f64 * step, r as f64)) < 1e-9, "cell {c}");
            assert!(outer.distance(grid.middle().at_angle(i as f64 * step, r as f64 + 1.0)) < 1e-9, "cell {c}");
        }
    }

    /// Angles that are no ring's ends are worked out, not read; rings of
    /// one length share a table, so a million cells' take about 200 KB
    /// (570 rings: 11 lengths, 6,139 places).
    #[test]
    fn other_angles_are_worked_out_and_lengths_share_tables() {
        let grid = RoundGrid::new(570).unwrap();
        let trig = RingTrig::new((0..=570).map(|r| grid.ring_len(r)));
        let len = grid.ring_len(300);
        let step = TAU / len as f64;
        assert_eq!(trig.end_at(300, len, 7.0 * step), Some((7.0 * step).sin_cos()));
        assert_eq!(trig.end_at(300, len, 7.5 * step), None);
        assert_eq!(trig.end_at(300, len, 7.0 * step + 1e-12), None, "one ulp off is another angle");
        assert_eq!(trig.end_at(300, len, -step), None);
        assert!(trig.bytes() < 210_000, "{} bytes", trig.bytes());
        let arc = Wall::Arc { centre: grid.middle(), radius: 300.0, from: 7.25 * step, to: 8.0 * step };
        let (mut read, worked): (Vec<Point>, Vec<Point>) = (Vec::new(), arc.points(3).collect());
        grid.wall_points(&arc, 3, &mut read);
        assert_eq!(read, worked);
    }
}
