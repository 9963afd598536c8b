//! The nearest inside cell, searched outwards row by row, against a look at
//! every cell.

use super::nearest_inside;
use crate::maze::mask::{Mask, Shape};

/// The nearest inside cell by a look at every cell, the first in reading order among equals.
fn nearest_by_every_cell(mask: &Mask, fx: f64, fy: f64) -> (usize, usize) {
    let (tx, ty) = (fx * (mask.cols() - 1) as f64, fy * (mask.rows() - 1) as f64);
    let mut best = (f64::INFINITY, (0, 0));
    for cy in 0..mask.rows() {
        for cx in 0..mask.cols() {
            let d = (cx as f64 - tx).powi(2) + (cy as f64 - ty).powi(2);
            if mask.inside(cx, cy) && d < best.0 {
                best = (d, (cx, cy));
            }
        }
    }
    best.1
}

#[test]
fn the_nearest_inside_cell_is_the_one_a_look_at_every_cell_finds() {
    let fractions = [0.0, 0.25, 0.5, 0.7, 1.0];
    let mut checked = 0;
    for (cols, rows) in [(2, 1), (1, 2), (10, 10), (11, 7), (7, 11), (30, 20), (45, 64)] {
        let mut masks: Vec<Mask> = [Shape::Panda, Shape::Heart, Shape::Ring, Shape::Star]
            .into_iter()
            .filter_map(|s| Mask::shape(s, cols, rows).ok())
            .collect();
        masks.extend(Mask::from_fn(cols, rows, |_, _| true));
        // A diagonal band: ties between rows above and below the target.
        masks.extend(Mask::from_fn(cols, rows, |cx, cy| cx.abs_diff(cy) <= 1));
        for mask in &masks {
            for fx in fractions {
                for fy in fractions {
                    let found = nearest_inside(mask, fx, fy);
                    assert_eq!(found, nearest_by_every_cell(mask, fx, fy), "{cols}x{rows} at ({fx}, {fy})");
                    assert!(mask.inside(found.0, found.1));
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 500, "{checked}");
}
