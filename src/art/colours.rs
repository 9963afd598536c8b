//! Every named colour of the art, in one place, and the game's theme colours
//! that more than one file uses (the game imports them from here; the art
//! never imports the game). The four colours of exported maze pictures are
//! the core's ([`Palette::GAME`]); the bamboo theme takes them from there.

use super::canvas::Rgba;
use crate::maze::render::Palette;

// The game's theme colours that are written in more than one place.

/// The bamboo theme's walls, `#2e6e40`: also the first wall swatch and the
/// walls of exported maze pictures.
pub const BAMBOO_WALL: [u8; 3] = Palette::GAME.wall;
/// The bamboo theme's floor and background, `#ece4c8`: also the first floor
/// swatch and the floor of exported maze pictures.
pub const BAMBOO_FLOOR: [u8; 3] = Palette::GAME.floor;
/// The bamboo theme's entrance tile, `#5aa0dc` (also in exported pictures).
pub const BAMBOO_ENTRANCE: [u8; 3] = Palette::GAME.entrance;
/// The bamboo theme's exit tile, `#eb5a46` (also in exported pictures).
pub const BAMBOO_EXIT: [u8; 3] = Palette::GAME.exit;
/// The bamboo theme's route markers, the orange the route's art is drawn in.
pub const BAMBOO_ROUTE: [u8; 3] = [255, 120, 40];
/// The bamboo theme's footprints, the brown the footprint art is drawn in.
pub const BAMBOO_FOOTPRINT: [u8; 3] = [92, 70, 58];
/// The night theme's floor, `#606878`: also one of the floor swatches.
pub const NIGHT_FLOOR: [u8; 3] = [96, 104, 120];

/// `rgb` fully opaque.
pub(super) const fn solid(rgb: [u8; 3]) -> Rgba {
    [rgb[0], rgb[1], rgb[2], 255]
}

// The art's own colours.

/// Panda black (a very dark blue-grey reads softer than pure black).
pub const PANDA_BLACK: Rgba = [24, 24, 30, 255];
/// Panda white (warm, not paper white).
pub const PANDA_WHITE: Rgba = [250, 250, 245, 255];
/// The shaded side of the panda's white fur.
pub(super) const PANDA_SHADE: Rgba = [200, 202, 212, 255];
/// The legs on the far side of a panda seen in profile.
pub(super) const PANDA_FAR: Rgba = [58, 58, 70, 255];
/// The sole of a lifted foot.
pub(super) const SOLE: Rgba = [104, 84, 92, 255];
/// The soft shadow under the walking panda.
pub(super) const SHADOW: Rgba = [0, 0, 0, 56];
/// The panda's cheeks, and the pads of its feet in the victory picture.
pub(super) const CHEEK_PINK: Rgba = [246, 170, 180, 255];
/// The footprint: the bamboo theme's footprint colour.
pub(super) const PAW_BROWN: Rgba = solid(BAMBOO_FOOTPRINT);
/// The gold of the exit star and the victory star.
pub(super) const STAR_GOLD: Rgba = [255, 200, 40, 255];
/// The light centre of a star.
pub(super) const STAR_LIGHT: Rgba = [255, 236, 140, 255];
/// The dark gold rim of a star.
pub(super) const STAR_EDGE: Rgba = [170, 110, 10, 255];
/// The near-black outline of the entrance and exit markers.
pub(super) const MARKER_DARK: Rgba = [30, 30, 40, 255];
/// The entrance ring.
pub(super) const RING_WHITE: Rgba = [255, 255, 255, 255];
/// A bamboo stalk, and the window icon's badge.
pub(super) const BAMBOO: Rgba = [104, 176, 72, 255];
/// The lit side of a bamboo stalk.
pub(super) const BAMBOO_LIGHT: Rgba = [150, 210, 100, 255];
/// Bamboo rims and nodes.
pub(super) const BAMBOO_DARK: Rgba = [40, 104, 46, 255];
/// A bamboo leaf.
pub(super) const LEAF: Rgba = [72, 150, 60, 255];
/// The victory picture's sunburst disc.
pub(super) const SUNBURST: Rgba = [255, 226, 130, 255];
/// The paler rays on the sunburst.
pub(super) const SUNBURST_RAY: Rgba = [255, 244, 200, 255];
/// The confetti of the victory picture, used in turn.
pub const CONFETTI: [Rgba; 5] =
    [[235, 80, 80, 255], [70, 140, 230, 255], [250, 190, 30, 255], [90, 180, 90, 255], [200, 90, 200, 255]];
