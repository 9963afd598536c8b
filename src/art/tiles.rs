//! The board's tiles and markers: brick wall, floor, footprint, entrance ring,
//! exit star and the route's dot and diamond.

use super::canvas::{Picture, grey, hash, noise, sin_cos, sq};
use super::colours::{MARKER_DARK, PAW_BROWN, RING_WHITE, STAR_EDGE, STAR_GOLD, STAR_LIGHT};

/// A wall tile: light grey bricks in running bond with darker mortar, each
/// brick a shade of its own. Light enough to be tinted by multiplying with the
/// wall colour; `32 × 32` pixels that tile seamlessly.
pub fn brick_wall() -> Picture {
    const SIDE: u32 = 32;
    const BRICK_W: u32 = 16;
    const BRICK_H: u32 = 8;
    let mut p = Picture::blank(SIDE, SIDE);
    for y in 0..SIDE {
        let row = y / BRICK_H;
        let (in_y, shift) = (y % BRICK_H, if row.is_multiple_of(2) { 0 } else { BRICK_W / 2 });
        for x in 0..SIDE {
            let bx = (x + shift) % SIDE;
            let (brick, in_x) = (bx / BRICK_W, bx % BRICK_W);
            let mortar = in_y == BRICK_H - 1 || in_x == BRICK_W - 1;
            let v = if mortar {
                150.0 + 6.0 * noise(x, y, 7)
            } else {
                let base = 232.0 + 14.0 * noise(brick, row, 1);
                // Lit top and left edges, shaded bottom and right ones.
                let bevel = match (in_y, in_x) {
                    (0, _) | (_, 0) => 12.0,
                    (y, x) if y == BRICK_H - 2 || x == BRICK_W - 2 => -12.0,
                    _ => 0.0,
                };
                base + bevel + 5.0 * noise(x, y, 3)
            };
            p.set(x, y, grey(v));
        }
    }
    p
}

/// A floor tile: near-white with a very faint mottled grain, to be tinted by
/// the background colour. `32 × 32` pixels that tile seamlessly.
pub fn floor_tile() -> Picture {
    const SIDE: u32 = 32;
    const CELL: u32 = 8;
    let lattice = SIDE / CELL;
    // Smooth value noise on a lattice that wraps around the tile, plus grain.
    let corner = |i: u32, j: u32| noise(i % lattice, j % lattice, 11);
    let mut p = Picture::blank(SIDE, SIDE);
    for y in 0..SIDE {
        for x in 0..SIDE {
            let (i, j) = (x / CELL, y / CELL);
            let smooth = |t: f32| t * t * (3.0 - 2.0 * t);
            let fx = smooth((x % CELL) as f32 / CELL as f32 + 0.5 / CELL as f32);
            let fy = smooth((y % CELL) as f32 / CELL as f32 + 0.5 / CELL as f32);
            let top = corner(i, j) * (1.0 - fx) + corner(i + 1, j) * fx;
            let bottom = corner(i, j + 1) * (1.0 - fx) + corner(i + 1, j + 1) * fx;
            let mottle = top * (1.0 - fy) + bottom * fy;
            let speck = if hash(x, y, 5).is_multiple_of(23) { -6.0 } else { 0.0 };
            p.set(x, y, grey(246.0 + 4.0 * mottle + 2.0 * noise(x, y, 13) + speck));
        }
    }
    p
}

/// A paw print pointing up: a wide heel pad below four toes in an arc, each
/// clear of the others so the print keeps its shape when drawn small. The pad
/// leans a little so mirrored prints read as left and right feet. `16 × 16` pixels.
pub fn footprint() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.tilted_ellipse(PAW_BROWN, 8.0, 11.4, 4.8, 3.3, -0.12);
    p.ellipse(PAW_BROWN, 8.6, 13.2, 3.0, 1.8);
    for (x, y, rx) in [(2.6, 6.4, 1.4), (5.7, 3.0, 1.5), (10.3, 3.0, 1.5), (13.4, 6.4, 1.4)] {
        p.ellipse(PAW_BROWN, x, y, rx, 2.0);
    }
    p
}

/// The paw print marking where the panda has been: the same as [`footprint`].
pub fn paw() -> Picture {
    footprint()
}

/// Points of a five-pointed star around `(cx, cy)`.
pub(super) fn star_points(cx: f32, cy: f32, outer: f32, inner: f32) -> Vec<(f32, f32)> {
    (0..10)
        .map(|k| {
            let r = if k % 2 == 0 { outer } else { inner };
            let a = std::f32::consts::PI * (k as f32 / 5.0 - 0.5);
            let (sin, cos) = sin_cos(a);
            (cx + r * cos, cy + r * sin)
        })
        .collect()
}

/// A five-pointed gold star with a dark rim: the exit. `16 × 16` pixels.
pub fn star() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.polygon(STAR_EDGE, &star_points(8.0, 8.4, 7.8, 3.4));
    p.polygon(STAR_GOLD, &star_points(8.0, 8.4, 6.2, 2.6));
    p
}

/// A white ring: the entrance. `16 × 16` pixels.
pub fn ring() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.fill(RING_WHITE, |x, y| {
        let r = (sq(x - 8.0) + sq(y - 8.0)).sqrt();
        (4.0..6.5).contains(&r)
    });
    p
}

/// The entrance: a thick white ring outlined in near-black, so it reads on blue
/// as well as on red or pale tiles; its shape (an open circle) tells it from
/// the exit's star. `16 × 16` pixels.
pub fn entrance_marker() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.fill(RING_WHITE, |x, y| (3.4..6.6).contains(&(sq(x - 8.0) + sq(y - 8.0)).sqrt()));
    p.outline(MARKER_DARK);
    p
}

/// The exit: a gold star with a light centre, outlined in near-black, readable
/// on red tiles (dark rim against red, light gold inside). `16 × 16` pixels.
pub fn exit_marker() -> Picture {
    let mut p = Picture::blank(16, 16);
    p.polygon(STAR_GOLD, &star_points(8.0, 8.6, 7.4, 3.2));
    p.polygon(STAR_LIGHT, &star_points(8.0, 8.6, 3.2, 1.5));
    p.outline(MARKER_DARK);
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::art::canvas::{lightness, opaque};

    #[test]
    fn markers_have_their_colours() {
        assert_eq!(star().pixel(8, 9), STAR_GOLD);
        assert_eq!(ring().pixel(8, 8)[3], 0);
        assert_eq!(paw().pixel(8, 10), PAW_BROWN);
    }

    #[test]
    fn bricks_are_light_with_darker_mortar_in_running_bond() {
        let p = brick_wall();
        let mortar = |x: u32, y: u32| y % 8 == 7 || (x + if (y / 8).is_multiple_of(2) { 0 } else { 8 }) % 16 == 15;
        let (mut brick_sum, mut brick_n, mut mortar_max, mut brick_min) = (0.0, 0.0, 0.0f32, 255.0f32);
        for y in 0..32 {
            for x in 0..32 {
                let c = p.pixel(x, y);
                assert_eq!(c[3], 255);
                assert!(c[0] == c[1] && c[1] == c[2], "bricks are grey, to be tinted");
                if mortar(x, y) {
                    mortar_max = mortar_max.max(lightness(c));
                } else {
                    brick_sum += lightness(c);
                    brick_n += 1.0;
                    brick_min = brick_min.min(lightness(c));
                }
            }
        }
        assert!(brick_sum / brick_n > 220.0, "bricks light: mean {}", brick_sum / brick_n);
        assert!(mortar_max + 40.0 < brick_min, "mortar {mortar_max} darker than every brick pixel {brick_min}");
        // Joints of neighbouring rows are half a brick apart; the tile wraps
        // on a joint and a bed line, so it tiles seamlessly.
        assert!(lightness(p.pixel(15, 2)) < 170.0 && lightness(p.pixel(7, 10)) < 170.0);
        assert!(lightness(p.pixel(7, 2)) > 190.0 && lightness(p.pixel(15, 10)) > 190.0);
        assert!(lightness(p.pixel(31, 2)) < 170.0 && lightness(p.pixel(0, 2)) > 190.0);
        assert!(lightness(p.pixel(4, 31)) < 170.0 && lightness(p.pixel(4, 0)) > 190.0);
        // Bricks are not all one shade.
        let shades: std::collections::BTreeSet<u8> =
            [(4, 3), (20, 3), (4, 19), (20, 19), (12, 11)].iter().map(|&(x, y)| p.pixel(x, y)[0] / 4).collect();
        assert!(shades.len() >= 3, "brick shades {shades:?}");
    }

    #[test]
    fn floor_is_near_white_faint_and_seamless() {
        let p = floor_tile();
        let mut interior_max = 0.0f32;
        let (mut lo, mut hi) = (255.0f32, 0.0f32);
        for y in 0..32 {
            for x in 0..32 {
                let c = lightness(p.pixel(x, y));
                (lo, hi) = (lo.min(c), hi.max(c));
                if x < 31 {
                    interior_max = interior_max.max((c - lightness(p.pixel(x + 1, y))).abs());
                }
                if y < 31 {
                    interior_max = interior_max.max((c - lightness(p.pixel(x, y + 1))).abs());
                }
            }
        }
        assert!(lo >= 232.0 && hi - lo <= 20.0 && hi > lo, "floor lightness {lo}..{hi}");
        for k in 0..32 {
            let across = (lightness(p.pixel(31, k)) - lightness(p.pixel(0, k))).abs();
            let down = (lightness(p.pixel(k, 31)) - lightness(p.pixel(k, 0))).abs();
            assert!(across <= interior_max && down <= interior_max, "seam at {k}: {across} {down} > {interior_max}");
        }
    }

    /// The number of separate blobs of opaque pixels (touching corners join).
    fn blobs(p: &Picture) -> usize {
        let (w, h) = (p.width as i64, p.height as i64);
        let mut seen = vec![false; (w * h) as usize];
        let mut count = 0;
        for start in 0..w * h {
            if seen[start as usize] || !opaque(p, (start % w) as u32, (start / w) as u32) {
                continue;
            }
            count += 1;
            let mut stack = vec![start];
            seen[start as usize] = true;
            while let Some(i) = stack.pop() {
                for (dx, dy) in [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] {
                    let (x, y) = (i % w + dx, i / w + dy);
                    if (0..w).contains(&x)
                        && (0..h).contains(&y)
                        && !seen[(y * w + x) as usize]
                        && opaque(p, x as u32, y as u32)
                    {
                        seen[(y * w + x) as usize] = true;
                        stack.push(y * w + x);
                    }
                }
            }
        }
        count
    }

    #[test]
    fn footprint_points_up_with_separate_toes() {
        let p = footprint();
        // Four toes and a pad, none touching; the heavy pad is below the toes.
        assert_eq!(blobs(&p), 5);
        let mass = |ys: std::ops::Range<u32>| {
            ys.flat_map(|y| (0..16).map(move |x| (x, y))).filter(|&(x, y)| opaque(&p, x, y)).count()
        };
        assert!(mass(8..16) > mass(0..8), "pad below the toes");
        assert!(opaque(&p, 8, 11) && !opaque(&p, 8, 15) && !opaque(&p, 8, 4) && !opaque(&p, 0, 0));
    }

    #[test]
    fn markers_differ_by_shape() {
        let shapes = [footprint(), entrance_marker(), exit_marker()];
        for (i, a) in shapes.iter().enumerate() {
            for (j, b) in shapes.iter().enumerate().skip(i + 1) {
                let n = (0..16 * 16).filter(|k| a.pixel(k % 16, k / 16) != b.pixel(k % 16, k / 16)).count();
                assert!(n >= 60, "markers {i} and {j} look alike ({n} pixels differ)");
            }
        }
        let (entrance, exit) = (entrance_marker(), exit_marker());
        // An open ring: transparent middle, white band, dark edge.
        assert_eq!(entrance.pixel(8, 8)[3], 0);
        assert_eq!(entrance.pixel(13, 8), RING_WHITE);
        assert_eq!(entrance.pixel(15, 8), MARKER_DARK);
        // The star: gold, dark edged, transparent between its points.
        assert_eq!(exit.pixel(5, 12), STAR_GOLD);
        assert_eq!(exit.pixel(8, 1), MARKER_DARK);
        assert_eq!(exit.pixel(8, 15)[3], 0);
    }
}
