//! The items in the pictures: a bamboo shoot, and each kind's key and shut
//! door in its Okabe–Ito colour and its shape, as the game draws them (a
//! door is a dark frame round a panel of the kind's colour with the shape in
//! white; a key is the shape in the kind's colour on the floor).

use std::io::{self, Write};

use super::hex;
use crate::maze::items::{Item, Items, KeyKind};

/// The shoot's dark and light greens (the game's art).
pub const SHOOT_DARK: [u8; 3] = [46, 110, 64];
/// The shoot's upper, lighter sheath.
pub const SHOOT_LIGHT: [u8; 3] = [132, 196, 92];
/// A door's frame.
pub const DOOR_FRAME: [u8; 3] = [70, 52, 40];
/// The emblem on a door.
pub const EMBLEM_WHITE: [u8; 3] = [250, 250, 245];

/// The extra colours of a picture with items, in PNG palette order after
/// the board's five: the shoot's two greens, the four kinds, the door frame
/// and the emblem.
pub fn palette() -> Vec<[u8; 3]> {
    let mut colours = vec![SHOOT_DARK, SHOOT_LIGHT];
    colours.extend(KeyKind::ALL.map(KeyKind::rgb));
    colours.extend([DOOR_FRAME, EMBLEM_WHITE]);
    colours
}

/// The first palette index of [`palette`].
pub const FIRST_INDEX: u8 = 5;

/// The palette index of the pixel at `(u, v)` (0 to 1 across and down the
/// tile) of a tile holding `item`, or `None` where the floor shows through.
pub fn pixel(item: Item, u: f32, v: f32) -> Option<u8> {
    let (dx, dy) = (u - 0.5, v - 0.5);
    let kind_index = |k: KeyKind| FIRST_INDEX + 2 + k.index() as u8;
    match item {
        Item::Bamboo => {
            // A cone pointing up from the tile's foot, lighter at the top.
            let inside = (0.1..0.9).contains(&v) && dx.abs() <= 0.34 * (v - 0.05) / 0.85;
            inside.then_some(if v > 0.55 { FIRST_INDEX } else { FIRST_INDEX + 1 })
        }
        Item::Key(k) => k.shape_contains(dx, dy, 0.36).then_some(kind_index(k)),
        Item::Door(k) => Some(match () {
            _ if dx.abs() > 0.4 || dy.abs() > 0.4 => FIRST_INDEX + 6,
            _ if k.shape_contains(dx, dy, 0.26) => FIRST_INDEX + 7,
            _ => kind_index(k),
        }),
    }
}

/// Every item with its tile, in a fixed order: bamboo, keys, doors.
pub fn all<P: Copy>(items: &Items<P>) -> impl Iterator<Item = (P, Item)> + '_ {
    let bamboo = items.bamboo.iter().map(|&p| (p, Item::Bamboo));
    let keys = items.keys.iter().zip(KeyKind::ALL).map(|(&p, k)| (p, Item::Key(k)));
    let doors = items.doors.iter().zip(KeyKind::ALL).map(|(&p, k)| (p, Item::Door(k)));
    bamboo.chain(keys).chain(doors)
}

/// The character that marks `item` in ASCII art: `Y` a shoot, `a`–`d` the
/// keys of the four kinds, `A`–`D` the doors they open.
pub fn ascii_mark(item: Item) -> char {
    match item {
        Item::Bamboo => 'Y',
        Item::Key(k) => char::from(b'a' + k.index() as u8),
        Item::Door(k) => char::from(b'A' + k.index() as u8),
    }
}

/// The legend under ASCII art with items.
pub const ASCII_LEGEND: &str = "Y bamboo shoot; a-d keys (sun, sky, leaf, plum); A-D the doors they open\n";

/// The kind's shape, `r` tile pixels in "radius", centred on `(cx, cy)`, as
/// an SVG polygon filled with `fill`.
fn svg_shape(
    kind: KeyKind,
    cx: f32,
    cy: f32,
    r: f32,
    fill: [u8; 3],
    out: &mut (impl Write + ?Sized),
) -> io::Result<()> {
    let points: Vec<String> =
        kind.shape_outline(r, 24).into_iter().map(|(x, y)| format!("{:.2},{:.2}", cx + x, cy + y)).collect();
    writeln!(out, "<polygon points=\"{}\" fill=\"{}\"/>", points.join(" "), hex(fill))
}

/// Each item as SVG shapes over its tile, `tile_px` pixels a tile, inside
/// one group of class `items`.
pub fn svg_to(items: &Items, tile_px: usize, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
    if items.is_empty() {
        return Ok(());
    }
    out.write_all(b"<g class=\"items\">\n")?;
    let t = tile_px as f32;
    for (p, item) in all(items) {
        let (x, y) = (p.x as f32 * t, p.y as f32 * t);
        let (cx, cy) = (x + t / 2.0, y + t / 2.0);
        match item {
            Item::Bamboo => {
                let foot = y + 0.9 * t;
                let half = 0.34 * t;
                writeln!(
                    out,
                    "<polygon points=\"{cx:.2},{:.2} {:.2},{foot:.2} {:.2},{foot:.2}\" fill=\"{}\"/>",
                    y + 0.1 * t,
                    cx + half,
                    cx - half,
                    hex(SHOOT_LIGHT)
                )?;
                writeln!(
                    out,
                    "<rect x=\"{:.2}\" y=\"{:.2}\" width=\"{:.2}\" height=\"{:.2}\" fill=\"{}\"/>",
                    cx - 0.04 * t,
                    y + 0.3 * t,
                    0.08 * t,
                    0.6 * t,
                    hex(SHOOT_DARK)
                )?;
            }
            Item::Key(k) => svg_shape(k, cx, cy, 0.36 * t, k.rgb(), out)?,
            Item::Door(k) => {
                writeln!(
                    out,
                    "<rect x=\"{:.2}\" y=\"{:.2}\" width=\"{t:.2}\" height=\"{t:.2}\" fill=\"{}\"/>",
                    x,
                    y,
                    hex(DOOR_FRAME)
                )?;
                writeln!(
                    out,
                    "<rect x=\"{:.2}\" y=\"{:.2}\" width=\"{:.2}\" height=\"{:.2}\" fill=\"{}\"/>",
                    x + 0.1 * t,
                    y + 0.1 * t,
                    0.8 * t,
                    0.8 * t,
                    hex(k.rgb())
                )?;
                svg_shape(k, cx, cy, 0.26 * t, EMBLEM_WHITE, out)?;
            }
        }
    }
    out.write_all(b"</g>\n")
}
