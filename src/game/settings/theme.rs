//! Themes and colours: the three themes, colours as written in the file, how
//! a route step is drawn, and the [`Palette`] the board is painted with.

use bevy::prelude::*;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Settings;
use crate::art::colours::{
    BAMBOO_ENTRANCE, BAMBOO_EXIT, BAMBOO_FLOOR, BAMBOO_FOOTPRINT, BAMBOO_ROUTE, BAMBOO_WALL, NIGHT_FLOOR,
};

/// An sRGB colour without alpha, written as `"#rrggbb"` in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub [u8; 3]);

impl Rgb {
    /// As a Bevy colour.
    pub fn color(self) -> Color {
        Color::srgb_u8(self.0[0], self.0[1], self.0[2])
    }

    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0[0], self.0[1], self.0[2])
    }

    /// Reads `#rrggbb` (the `#` optional).
    pub fn parse(text: &str) -> Result<Self, String> {
        let digits = text.trim().trim_start_matches('#');
        let bad = || format!("'{text}' is not a colour like #2e6e40");
        if digits.len() != 6 || !digits.is_ascii() {
            return Err(bad());
        }
        let byte = |i: usize| u8::from_str_radix(&digits[i..i + 2], 16).map_err(|_| bad());
        Ok(Rgb([byte(0)?, byte(2)?, byte(4)?]))
    }
}

impl Serialize for Rgb {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.hex())
    }
}

impl<'de> Deserialize<'de> for Rgb {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Rgb::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// How a step of the shown route is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RouteShape {
    /// A round dot.
    Dot,
    /// A diamond, so the route differs from footprints by shape, not only by colour.
    Diamond,
}

/// A set of colours (and shapes) for the whole game.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Bamboo-green walls on a warm cream floor: the classic look.
    #[default]
    Bamboo,
    /// Dark slate walls on a deep floor, easy on the eyes at night.
    Night,
    /// High contrast in colour-blind-safe colours (Okabe–Ito), the route drawn
    /// as diamonds so path, footprints, entrance and exit differ by shape too.
    HighContrast,
}

/// Everything a theme decides.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThemeLook {
    /// Wall tiles.
    pub wall: Rgb,
    /// Floor tiles and the background.
    pub floor: Rgb,
    /// The entrance tile.
    pub entrance: Rgb,
    /// The exit tile.
    pub exit: Rgb,
    /// Route markers.
    pub route: Rgb,
    /// Footprints.
    pub footprint: Rgb,
    /// How route steps are drawn.
    pub route_shape: RouteShape,
    /// Whether the menu uses egui's dark style.
    pub dark_menu: bool,
}

impl Theme {
    /// Every theme, in menu order.
    pub const ALL: [Theme; 3] = [Theme::Bamboo, Theme::Night, Theme::HighContrast];

    /// Its colours and shapes.
    pub fn look(self) -> ThemeLook {
        match self {
            Theme::Bamboo => ThemeLook {
                wall: Rgb(BAMBOO_WALL),
                floor: Rgb(BAMBOO_FLOOR),
                entrance: Rgb(BAMBOO_ENTRANCE),
                exit: Rgb(BAMBOO_EXIT),
                route: Rgb(BAMBOO_ROUTE),
                footprint: Rgb(BAMBOO_FOOTPRINT),
                route_shape: RouteShape::Dot,
                dark_menu: true,
            },
            Theme::Night => ThemeLook {
                wall: Rgb([38, 46, 64]),
                floor: Rgb(NIGHT_FLOOR),
                entrance: Rgb([80, 150, 210]),
                exit: Rgb([220, 110, 70]),
                route: Rgb([250, 210, 90]),
                footprint: Rgb([30, 30, 36]),
                route_shape: RouteShape::Dot,
                dark_menu: true,
            },
            // Okabe–Ito: black walls on white; blue entrance, vermillion exit,
            // orange route diamonds, bluish-green footprints.
            Theme::HighContrast => ThemeLook {
                wall: Rgb([0, 0, 0]),
                floor: Rgb([255, 255, 255]),
                entrance: Rgb([0, 114, 178]),
                exit: Rgb([213, 94, 0]),
                route: Rgb([230, 159, 0]),
                footprint: Rgb([0, 158, 115]),
                route_shape: RouteShape::Diamond,
                dark_menu: false,
            },
        }
    }

    /// The name in the file and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Bamboo => "bamboo",
            Theme::Night => "night",
            Theme::HighContrast => "high-contrast",
        }
    }
}

/// Colours of the board, made from the [`settings::Settings`](crate::game::settings::Settings) (theme and chosen colours).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    /// Wall tiles.
    pub wall: Color,
    /// Floor tiles and the window background.
    pub floor: Color,
    /// The entrance tile.
    pub entrance: Color,
    /// The exit tile.
    pub exit: Color,
    /// Route markers.
    pub route: Color,
    /// Footprints.
    pub footprint: Color,
    /// How a route step is drawn.
    pub route_shape: RouteShape,
}

impl Default for Palette {
    fn default() -> Self {
        Settings::default().palette()
    }
}
