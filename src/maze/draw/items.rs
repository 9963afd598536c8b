//! The items of a grid maze as filled shapes in picture pixels: the same
//! shoot, keys and doors as the square pictures (`render/items.rs`), each
//! sized to the circle inside its cell, so they fit round, hex and triangle
//! cells alike. SVG writes the shapes as polygons; PNG fills them.

use super::Look;
use crate::maze::grid::{Grid, Point};
use crate::maze::items::{Item, Items};
use crate::maze::render::items::{DOOR_FRAME, EMBLEM_WHITE, SHOOT_DARK, SHOOT_LIGHT, all};

/// One filled polygon in picture pixels, with its colour.
pub type Shape = (Vec<Point>, [u8; 3]);

/// The radius of the largest circle round `centre` inside `outline`: the
/// nearest distance to a side.
fn inner_radius(centre: Point, outline: &[Point]) -> f64 {
    (0..outline.len())
        .map(|i| {
            let (a, b) = (outline[i], outline[(i + 1) % outline.len()]);
            let (dx, dy) = (b.x - a.x, b.y - a.y);
            let t = (((centre.x - a.x) * dx + (centre.y - a.y) * dy) / (dx * dx + dy * dy).max(1e-12)).clamp(0.0, 1.0);
            centre.distance(Point::new(a.x + t * dx, a.y + t * dy))
        })
        .fold(f64::INFINITY, f64::min)
}

/// The kind's shape of "radius" `r` round `c`.
fn kind_shape(kind: crate::maze::items::KeyKind, c: Point, r: f64) -> Vec<Point> {
    kind.shape_outline(r as f32, 24)
        .into_iter()
        .map(|(x, y)| Point::new(c.x + f64::from(x), c.y + f64::from(y)))
        .collect()
}

/// Every item of `items` on `grid` as shapes, in drawing order (bamboo,
/// keys, doors; a door's frame before its panel and emblem).
pub fn shapes<G: Grid>(grid: &G, items: &Items<u32>, look: &Look) -> Vec<Shape> {
    let mut out = Vec::new();
    for (cell, item) in all(items) {
        let outline: Vec<Point> = grid.outline(cell).into_iter().map(|p| look.to_px(p)).collect();
        let c = look.to_px(grid.centre(cell));
        // r plays the half tile of the square pictures.
        let r = inner_radius(c, &outline);
        match item {
            Item::Bamboo => {
                let (top, foot) = (c.y - 0.8 * r, c.y + 0.8 * r);
                let cone =
                    vec![Point::new(c.x, top), Point::new(c.x + 0.68 * r, foot), Point::new(c.x - 0.68 * r, foot)];
                let stalk = vec![
                    Point::new(c.x - 0.08 * r, c.y - 0.4 * r),
                    Point::new(c.x + 0.08 * r, c.y - 0.4 * r),
                    Point::new(c.x + 0.08 * r, foot),
                    Point::new(c.x - 0.08 * r, foot),
                ];
                out.push((cone, SHOOT_LIGHT));
                out.push((stalk, SHOOT_DARK));
            }
            Item::Key(k) => out.push((kind_shape(k, c, 0.72 * r), k.rgb())),
            Item::Door(k) => {
                let panel =
                    outline.iter().map(|p| Point::new(c.x + 0.8 * (p.x - c.x), c.y + 0.8 * (p.y - c.y))).collect();
                out.push((outline, DOOR_FRAME));
                out.push((panel, k.rgb()));
                out.push((kind_shape(k, c, 0.52 * r), EMBLEM_WHITE));
            }
        }
    }
    out
}
