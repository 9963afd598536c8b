//! The victory picture and the window icon, and the bamboo they are drawn with.

use super::canvas::{Picture, atan2, sq};
use super::colours::{
    BAMBOO, BAMBOO_DARK, BAMBOO_LIGHT, CHEEK_PINK, CONFETTI, LEAF, PANDA_BLACK, PANDA_SHADE, PANDA_WHITE, STAR_EDGE,
    STAR_GOLD, STAR_LIGHT, SUNBURST, SUNBURST_RAY,
};
use super::panda::{Place, draw_face};
use super::tiles::star_points;

/// A stalk of bamboo from `a` to `b` with a node every `node` pixels.
fn bamboo_stalk(p: &mut Picture, a: (f32, f32), b: (f32, f32), w: f32, node: f32) {
    p.line(BAMBOO_DARK, a, b, w + 1.0);
    p.line(BAMBOO, a, b, w);
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    let mut t = node;
    while t < len - 1.0 {
        let c = (a.0 + dx * t / len, a.1 + dy * t / len);
        // A node: a dark ring across the stalk with a light lip above it.
        let (nx, ny) = (-dy / len, dx / len);
        let across = |k: f32| (c.0 + nx * (w + 0.8) * k, c.1 + ny * (w + 0.8) * k);
        p.line(BAMBOO_DARK, across(-1.0), across(1.0), 0.8);
        t += node;
    }
    // Highlight down one side.
    let (nx, ny) = (-dy / len, dx / len);
    let off = |q: (f32, f32)| (q.0 + nx * w * 0.45, q.1 + ny * w * 0.45);
    p.line(BAMBOO_LIGHT, off(a), off(b), w * 0.25);
}

/// A bamboo leaf: a long tilted ellipse with a darker rim.
fn bamboo_leaf(p: &mut Picture, cx: f32, cy: f32, len: f32, angle: f32) {
    p.tilted_ellipse(BAMBOO_DARK, cx, cy, len + 0.9, len * 0.32 + 0.9, angle);
    p.tilted_ellipse(LEAF, cx, cy, len, len * 0.32, angle);
}

/// The victory picture: the panda face on with both arms up, a bamboo sprig in
/// one paw and a gold star in the other, on a sunburst with confetti. `160 × 120` pixels.
pub fn victory_picture() -> Picture {
    let (w, h) = (160u32, 120u32);
    let mut p = Picture::blank(w, h);
    let (cx, cy) = (80.0, 62.0);
    // Sunburst disc: alternating pale gold rays, soft rim.
    p.fill(SUNBURST, |x, y| (sq(x - cx) + sq(y - cy)).sqrt() <= 58.0);
    p.fill(SUNBURST_RAY, |x, y| {
        let r = (sq(x - cx) + sq(y - cy)).sqrt();
        r <= 56.0 && (atan2(y - cy, x - cx) * 16.0 / std::f32::consts::PI).rem_euclid(2.0) < 1.0
    });
    // Confetti from a fixed LCG.
    let mut state = 0x2545_F491u32;
    let mut next = move || {
        state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        state >> 8
    };
    for k in 0..70 {
        let (x, y) = ((next() % w) as f32, (next() % h) as f32);
        let colour = CONFETTI[k % CONFETTI.len()];
        let angle = (next() % 628) as f32 / 100.0;
        p.tilted_ellipse(colour, x + 0.5, y + 0.5, 2.6, 1.2, angle);
    }
    // Bamboo sprig, held up in the panda's right paw (left of the picture).
    bamboo_stalk(&mut p, (38.0, 74.0), (30.0, 6.0), 3.0, 16.0);
    bamboo_leaf(&mut p, 21.0, 14.0, 9.0, 0.5);
    bamboo_leaf(&mut p, 41.0, 20.0, 9.0, -0.7);
    bamboo_leaf(&mut p, 22.0, 32.0, 8.0, 0.9);
    // Legs and body.
    p.ellipse(PANDA_BLACK, 64.0, 106.0, 12.0, 10.0);
    p.ellipse(PANDA_BLACK, 96.0, 106.0, 12.0, 10.0);
    p.ellipse(CHEEK_PINK, 64.0, 108.0, 5.0, 4.0);
    p.ellipse(CHEEK_PINK, 96.0, 108.0, 5.0, 4.0);
    p.ellipse(PANDA_BLACK, 80.0, 86.0, 27.0, 24.0);
    p.ellipse(PANDA_SHADE, 80.0, 88.0, 24.5, 21.5);
    p.ellipse(PANDA_WHITE, 80.0, 86.0, 23.5, 20.0);
    // Arms raised: black from the shoulders up to the paws.
    for (shoulder, paw) in [((60.0, 78.0), (40.0, 44.0)), ((100.0, 78.0), (120.0, 44.0))] {
        p.line(PANDA_BLACK, shoulder, paw, 8.0);
    }
    p.ellipse(PANDA_BLACK, 40.0, 44.0, 9.0, 9.0);
    p.ellipse(PANDA_BLACK, 120.0, 44.0, 9.0, 9.0);
    // The left paw holds the star aloft.
    p.polygon(STAR_EDGE, &star_points(124.0, 26.0, 20.0, 8.5));
    p.polygon(STAR_GOLD, &star_points(124.0, 26.0, 16.5, 6.8));
    p.polygon(STAR_LIGHT, &star_points(121.5, 23.5, 7.0, 3.0));
    // The head over the shoulders, big and round.
    draw_face(&mut p, Place { cx: 80.0, cy: 48.0, s: 2.0 });
    p
}

/// The window icon: the panda's face on a round bamboo-green badge with a
/// darker rim and two bamboo leaves; transparent outside the badge. `64 × 64` pixels.
pub fn window_icon() -> Picture {
    let mut p = Picture::blank(64, 64);
    p.ellipse(BAMBOO_DARK, 32.0, 32.0, 31.5, 31.5);
    p.ellipse(BAMBOO, 32.0, 32.0, 29.0, 29.0);
    p.ellipse(BAMBOO_LIGHT, 32.0, 26.0, 25.0, 22.0);
    p.ellipse(BAMBOO, 32.0, 33.0, 26.0, 24.0);
    bamboo_leaf(&mut p, 13.0, 50.0, 9.0, -0.6);
    bamboo_leaf(&mut p, 51.0, 50.0, 9.0, 0.6);
    draw_face(&mut p, Place { cx: 32.0, cy: 35.0, s: 1.45 });
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::art::Rgba;

    #[test]
    fn icon_is_a_round_green_badge_with_the_panda() {
        let p = window_icon();
        for (x, y) in [(0, 0), (63, 0), (0, 63), (63, 63), (4, 4)] {
            assert_eq!(p.pixel(x, y)[3], 0, "corner ({x}, {y}) transparent");
        }
        let top = p.pixel(32, 4);
        assert!(top[1] > top[0] && top[1] > top[2], "green badge rim {top:?}");
        assert_eq!(p.pixel(32, 28), PANDA_WHITE, "forehead");
        assert_eq!(p.pixel(32, 41), PANDA_BLACK, "nose");
    }

    #[test]
    fn victory_has_panda_star_and_bamboo() {
        let p = victory_picture();
        assert_eq!((p.width, p.height), (160, 120));
        assert_eq!(p.pixel(80, 40), PANDA_WHITE, "forehead");
        assert_eq!(p.pixel(124, 28), STAR_GOLD, "star");
        let g = p.pixel(34, 60);
        assert!(g[1] > 150 && g[0] < 160, "bamboo {g:?}");
        let count = |c: Rgba| p.rgba.chunks(4).filter(|px| *px == c).count();
        assert!(count(PANDA_BLACK) > 2000 && count(PANDA_WHITE) > 2000);
    }
}
