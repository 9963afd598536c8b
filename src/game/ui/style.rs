//! The game's own look for every panel, page, card and window: one egui
//! style built from the theme's [`UiPalette`] (paper, ink and bamboo green
//! for Bamboo; slate for Night; black on white with Okabe–Ito blue for High
//! contrast), with rounded panels, a friendlier type scale, and buttons
//! that darken when pressed and ring when hovered or focused.

use bevy_egui::egui::{self, Color32, CornerRadius, FontFamily, FontId, Shadow, Stroke, TextStyle};

use crate::game::settings::Theme;

/// The colours of the menus for a theme.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UiPalette {
    /// Windows and cards.
    pub paper: Color32,
    /// The panel beside the board, a shade off the paper.
    pub panel: Color32,
    /// Text.
    pub ink: Color32,
    /// Lines: window edges, separators, button edges.
    pub line: Color32,
    /// Buttons at rest.
    pub button: Color32,
    /// A button held down: a shade darker than at rest.
    pub pressed: Color32,
    /// The primary button, chosen values, links: bamboo green.
    pub accent: Color32,
    /// Text on `accent`.
    pub on_accent: Color32,
    /// Stars earned, new bests and the focus ring.
    pub gold: Color32,
    /// Whether the style is a dark one (egui's base for what is not set here).
    pub dark: bool,
}

impl UiPalette {
    /// The menus' colours for `theme`.
    pub fn of(theme: Theme) -> Self {
        let c = |r, g, b| Color32::from_rgb(r, g, b);
        match theme {
            Theme::Bamboo => UiPalette {
                paper: c(250, 244, 228),
                panel: c(238, 230, 207),
                ink: c(46, 40, 30),
                line: c(150, 128, 92),
                button: c(226, 236, 206),
                pressed: c(178, 206, 150),
                accent: c(46, 110, 64),
                on_accent: c(255, 252, 240),
                gold: c(190, 125, 0),
                dark: false,
            },
            Theme::Night => UiPalette {
                paper: c(36, 42, 58),
                panel: c(28, 33, 46),
                ink: c(236, 232, 220),
                line: c(96, 110, 140),
                button: c(52, 62, 84),
                pressed: c(30, 36, 50),
                accent: c(120, 190, 120),
                on_accent: c(16, 24, 18),
                gold: c(250, 200, 60),
                dark: true,
            },
            Theme::HighContrast => UiPalette {
                paper: c(255, 255, 255),
                panel: c(255, 255, 255),
                ink: c(0, 0, 0),
                line: c(0, 0, 0),
                button: c(255, 255, 255),
                pressed: c(200, 200, 200),
                // Okabe–Ito blue, darkened so white on it reads at 7:1.
                accent: c(0, 70, 120),
                on_accent: c(255, 255, 255),
                gold: c(213, 94, 0),
                dark: false,
            },
        }
    }
}

/// Relative luminance (WCAG 2) of an sRGB colour.
pub fn luminance(c: Color32) -> f32 {
    let lin = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b())
}

/// The WCAG contrast ratio of two colours (1 to 21).
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Corner radius of windows and cards, in logical pixels.
const WINDOW_RADIUS: u8 = 14;
/// Corner radius of buttons, in logical pixels.
const BUTTON_RADIUS: u8 = 9;

/// The game's egui style for `theme`.
pub fn game_style(theme: Theme) -> egui::Style {
    let p = UiPalette::of(theme);
    let mut style = egui::Style::default();
    let mut v = if p.dark { egui::Visuals::dark() } else { egui::Visuals::light() };
    let edge = if theme == Theme::HighContrast { 2.0 } else { 1.0 };
    v.window_fill = p.paper;
    v.panel_fill = p.panel;
    v.faint_bg_color = p.panel;
    v.extreme_bg_color = if p.dark { Color32::from_rgb(20, 24, 34) } else { Color32::WHITE };
    v.code_bg_color = p.panel;
    v.window_stroke = Stroke::new(edge * 1.5, p.line);
    v.window_corner_radius = CornerRadius::same(WINDOW_RADIUS);
    v.menu_corner_radius = CornerRadius::same(BUTTON_RADIUS);
    v.window_shadow = Shadow { offset: [0, 4], blur: 14, spread: 0, color: Color32::from_black_alpha(60) };
    v.popup_shadow = Shadow { offset: [0, 2], blur: 8, spread: 0, color: Color32::from_black_alpha(50) };
    v.hyperlink_color = p.accent;
    v.selection.bg_fill = p.accent;
    v.selection.stroke = Stroke::new(1.0, p.on_accent);
    let round = CornerRadius::same(BUTTON_RADIUS);
    let w = &mut v.widgets;
    w.noninteractive.bg_fill = p.paper;
    w.noninteractive.weak_bg_fill = p.paper;
    w.noninteractive.bg_stroke = Stroke::new(edge, p.line);
    w.noninteractive.fg_stroke = Stroke::new(1.0, p.ink);
    w.noninteractive.corner_radius = round;
    w.inactive.bg_fill = p.button;
    w.inactive.weak_bg_fill = p.button;
    w.inactive.bg_stroke = Stroke::new(edge, p.line);
    w.inactive.fg_stroke = Stroke::new(1.0, p.ink);
    w.inactive.corner_radius = round;
    // Hovered or focused: a ring in the accent colour, lifted a little.
    w.hovered.bg_fill = p.button;
    w.hovered.weak_bg_fill = p.button;
    w.hovered.bg_stroke = Stroke::new(2.0, p.accent);
    w.hovered.fg_stroke = Stroke::new(1.5, p.ink);
    w.hovered.corner_radius = round;
    w.hovered.expansion = 1.0;
    // Pressed: a shade darker, sunk back to its place. (egui's strong text
    // takes this ink too, so it stays the ink.)
    w.active.bg_fill = p.pressed;
    w.active.weak_bg_fill = p.pressed;
    w.active.bg_stroke = Stroke::new(2.0, p.accent);
    w.active.fg_stroke = Stroke::new(2.0, p.ink);
    w.active.corner_radius = round;
    w.active.expansion = 0.0;
    w.open = w.active;
    style.visuals = v;
    // A larger, friendlier type scale.
    style.text_styles = [
        (TextStyle::Small, FontId::new(11.5, FontFamily::Proportional)),
        (TextStyle::Body, FontId::new(14.0, FontFamily::Proportional)),
        (TextStyle::Button, FontId::new(14.0, FontFamily::Proportional)),
        (TextStyle::Heading, FontId::new(21.0, FontFamily::Proportional)),
        (TextStyle::Monospace, FontId::new(13.0, FontFamily::Monospace)),
    ]
    .into();
    style.spacing.button_padding = egui::vec2(8.0, 4.0);
    style.spacing.item_spacing = egui::vec2(8.0, 5.0);
    style.spacing.window_margin = egui::Margin::same(12);
    style
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_keeps_its_words_readable() {
        for theme in Theme::ALL {
            let p = UiPalette::of(theme);
            let least = if theme == Theme::HighContrast { 7.0 } else { 4.5 };
            for (what, a, b) in [
                ("ink on paper", p.ink, p.paper),
                ("ink on the panel", p.ink, p.panel),
                ("ink on a button", p.ink, p.button),
                ("ink on a pressed button", p.ink, p.pressed),
                ("text on the accent", p.on_accent, p.accent),
            ] {
                let ratio = contrast(a, b);
                assert!(ratio >= least, "{theme:?}: {what} has contrast {ratio:.1}, below {least}");
            }
            assert!(contrast(p.gold, p.paper) >= 2.5, "{theme:?}: the stars show on the paper");
        }
    }
}
