//! The items on the board: a bamboo shoot, and a key and a door for each
//! [`KeyKind`], told apart by their Okabe–Ito colour *and* their shape (a
//! circle, a triangle, a square, a diamond), so the shapes alone suffice in
//! the high-contrast theme and for colour-blind players. `32 × 32` pixels each.

use super::canvas::{Picture, Rgba, sq};
use super::colours::MARKER_DARK;
use crate::maze::items::KeyKind;

const SHOOT_DARK: Rgba = [46, 110, 64, 255];
const SHOOT_LIGHT: Rgba = [132, 196, 92, 255];
const SHOOT_TIP: Rgba = [196, 230, 140, 255];
const DOOR_FRAME: Rgba = [70, 52, 40, 255];
const EMBLEM_WHITE: Rgba = [250, 250, 245, 255];

/// A kind's colour, opaque.
pub fn kind_colour(kind: KeyKind) -> Rgba {
    let [r, g, b] = kind.rgb();
    [r, g, b, 255]
}

/// Whether `(x, y)` lies in `kind`'s shape of "radius" `r` around `(cx, cy)`.
fn in_shape(kind: KeyKind, x: f32, y: f32, cx: f32, cy: f32, r: f32) -> bool {
    kind.shape_contains(x - cx, y - cy, r)
}

/// A bamboo shoot: a pointed cone of green sheaths, darker at the foot.
pub fn bamboo_shoot() -> Picture {
    let mut p = Picture::blank(32, 32);
    // Three sheaths, each a narrowing band; the top one ends in a tip.
    let cone = |x: f32, y: f32, top: f32, bottom: f32, half: f32| {
        (top..bottom).contains(&y) && (x - 16.0).abs() <= half * (y - top + 2.0) / (bottom - top + 2.0)
    };
    p.fill(SHOOT_DARK, |x, y| cone(x, y, 14.0, 28.0, 9.0));
    p.fill(SHOOT_LIGHT, |x, y| cone(x, y, 8.0, 22.0, 7.0));
    p.fill(SHOOT_TIP, |x, y| cone(x, y, 3.0, 14.0, 4.5));
    p.line(SHOOT_DARK, (16.0, 10.0), (16.0, 27.0), 0.6);
    p.outline(MARKER_DARK);
    p
}

/// A key of `kind`: its head in the kind's shape, a stem and two teeth.
pub fn key(kind: KeyKind) -> Picture {
    let mut p = Picture::blank(32, 32);
    let colour = kind_colour(kind);
    p.fill(colour, |x, y| in_shape(kind, x, y, 11.0, 16.0, 8.0));
    p.fill([0, 0, 0, 0], |x, y| sq(x - 11.0) + sq(y - 16.0) <= sq(2.6));
    p.rect(colour, 17.0, 14.5, 29.0, 18.0);
    p.rect(colour, 23.0, 18.0, 25.5, 22.0);
    p.rect(colour, 27.0, 18.0, 29.0, 23.0);
    p.outline(MARKER_DARK);
    p
}

/// A shut door of `kind`: a dark frame round a panel in the kind's colour,
/// with the kind's shape on it in white.
pub fn door(kind: KeyKind) -> Picture {
    let mut p = Picture::blank(32, 32);
    p.rect(DOOR_FRAME, 1.0, 1.0, 31.0, 31.0);
    p.rect(kind_colour(kind), 4.0, 4.0, 28.0, 28.0);
    p.fill(MARKER_DARK, |x, y| in_shape(kind, x, y, 16.0, 16.0, 9.0));
    p.fill(EMBLEM_WHITE, |x, y| in_shape(kind, x, y, 16.0, 16.0, 7.0));
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::art::canvas::opaque;

    #[test]
    fn kinds_differ_by_shape_alone() {
        // The keys' and doors' silhouettes (opaque or not) differ pairwise,
        // so a picture without colour still tells every kind apart.
        let mask = |p: &Picture| (0..32 * 32).map(|i| opaque(p, i % 32, i / 32)).collect::<Vec<_>>();
        let emblem = |p: &Picture| (0..32 * 32).map(|i| p.pixel(i % 32, i / 32) == EMBLEM_WHITE).collect::<Vec<_>>();
        for a in KeyKind::ALL {
            for b in KeyKind::ALL.into_iter().filter(|&b| b != a) {
                assert_ne!(mask(&key(a)), mask(&key(b)), "{a:?} and {b:?} keys");
                assert_ne!(emblem(&door(a)), emblem(&door(b)), "{a:?} and {b:?} doors");
            }
        }
        assert!(opaque(&bamboo_shoot(), 16, 20) && !opaque(&bamboo_shoot(), 1, 1));
    }
}
