//! The end card's pieces, shared by a level's card and a free maze's: where
//! it sits ([`least_covering`]: over the least of the walked route, never
//! over the panda), its frame, its row of stars filled one by one, its
//! numbers beside icons, and its buttons (the primary one filled, the
//! focused one ringed in gold).

use bevy_egui::egui::{self, Align2, Pos2, Rect, Stroke, Vec2, vec2};

use super::icons::{Icon, icon, paint_star};
use super::style::UiPalette;

/// Seconds between one star filling and the next.
pub const STAR_SECS: f64 = 0.35;
/// Gap between the card and the board area's edge, in logical pixels.
const MARGIN_PX: f32 = 12.0;

/// Where the card goes: its top-left corner, in `area`, for a card of
/// `size`. Of the corners, the sides' middles and the centre (tried in that
/// order), the place that covers none of `panda` and the fewest points of
/// `route`.
pub fn least_covering(area: Rect, size: Vec2, route: &[Pos2], panda: Rect) -> Pos2 {
    let room = (area.size() - size - Vec2::splat(2.0 * MARGIN_PX)).max(Vec2::ZERO);
    let places = [
        Align2::RIGHT_TOP,
        Align2::RIGHT_BOTTOM,
        Align2::LEFT_TOP,
        Align2::LEFT_BOTTOM,
        Align2::RIGHT_CENTER,
        Align2::LEFT_CENTER,
        Align2::CENTER_TOP,
        Align2::CENTER_BOTTOM,
        Align2::CENTER_CENTER,
    ];
    let corner = |align: Align2| {
        let f = |a: egui::Align| match a {
            egui::Align::Min => 0.0,
            egui::Align::Center => 0.5,
            egui::Align::Max => 1.0,
        };
        area.min + Vec2::splat(MARGIN_PX) + vec2(room.x * f(align.x()), room.y * f(align.y()))
    };
    let cost = |at: Pos2| {
        let card = Rect::from_min_size(at, size);
        let over_panda = usize::from(card.intersects(panda)) * 1_000_000;
        over_panda + route.iter().filter(|p| card.contains(**p)).count()
    };
    places.into_iter().map(corner).min_by_key(|&at| cost(at)).unwrap_or(area.min)
}

/// The card's frame: paper, a rounded edge, a soft shadow.
pub fn card_frame(p: &UiPalette) -> egui::Frame {
    egui::Frame::window(&egui::Style::default())
        .fill(p.paper)
        .stroke(Stroke::new(2.0, p.line))
        .corner_radius(16)
        .inner_margin(16)
}

/// Three stars, `earned` of them gold, the first `filled` of those filled so far.
pub fn star_row(ui: &mut egui::Ui, earned: u8, filled: u8, p: &UiPalette) {
    let size = 40.0;
    let (rect, _) = ui.allocate_exact_size(vec2(3.0 * size + 2.0 * 8.0, size), egui::Sense::hover());
    for i in 0..3u8 {
        let at = Rect::from_min_size(rect.min + vec2(f32::from(i) * (size + 8.0), 0.0), Vec2::splat(size));
        let fill = (i < earned.min(filled)).then_some(p.gold);
        paint_star(ui.painter(), at, fill, if i < earned { p.gold } else { p.line });
    }
}

/// How many of `earned` stars are filled `secs` after the card came up
/// (all at once under reduced motion).
pub fn stars_filled(earned: u8, secs: f64, reduced_motion: bool) -> u8 {
    if reduced_motion { earned } else { earned.min((secs / STAR_SECS).floor().clamp(0.0, 3.0) as u8) }
}

/// A row of the card's numbers: an icon, what it is, and its value.
pub fn number_row(ui: &mut egui::Ui, which: Icon, what: &str, value: egui::RichText, p: &UiPalette) {
    let size = ui.text_style_height(&egui::TextStyle::Body) + 2.0;
    icon(ui, which, size, p.accent);
    ui.label(what);
    ui.label(value.strong());
    ui.end_row();
}

/// A button of the card: the primary one filled in the accent colour, the
/// focused one ringed in gold (the keyboard's and gamepad's Enter presses it).
pub fn card_button(ui: &mut egui::Ui, text: &str, primary: bool, focused: bool, p: &UiPalette) -> egui::Response {
    let mut words = egui::RichText::new(text).size(16.0);
    let mut button = egui::Button::new(words.clone()).min_size(vec2(96.0, 36.0));
    if primary {
        words = words.color(p.on_accent).strong();
        button = egui::Button::new(words).min_size(vec2(120.0, 36.0)).fill(p.accent);
    }
    if focused {
        button = button.stroke(Stroke::new(3.0, p.gold));
    }
    ui.add(button)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui::pos2;

    #[test]
    fn the_card_takes_the_place_with_least_of_the_route_and_never_the_panda() {
        let area = Rect::from_min_max(pos2(150.0, 0.0), pos2(1150.0, 800.0));
        let size = vec2(300.0, 300.0);
        // Nothing walked: the first place tried, top right.
        let none = least_covering(area, size, &[], Rect::NOTHING);
        assert_eq!(none, pos2(1150.0 - 12.0 - 300.0, 12.0));
        // A walk down the right side, the panda at the bottom right: the left.
        let route: Vec<Pos2> = (0..40).map(|k| pos2(1000.0, 20.0 * k as f32)).collect();
        let panda = Rect::from_center_size(pos2(1000.0, 780.0), vec2(40.0, 40.0));
        let at = least_covering(area, size, &route, panda);
        assert_eq!(at, pos2(162.0, 12.0), "top left, away from the walk");
        // The panda alone decides when the route is everywhere.
        let everywhere: Vec<Pos2> =
            (0..50).flat_map(|x| (0..40).map(move |y| pos2(150.0 + 20.0 * x as f32, 20.0 * y as f32))).collect();
        let at = least_covering(area, size, &everywhere, panda);
        assert!(!Rect::from_min_size(at, size).intersects(panda), "never over the panda: {at:?}");
    }

    #[test]
    fn stars_fill_one_by_one_or_at_once_under_reduced_motion() {
        assert_eq!(stars_filled(3, 0.0, false), 0);
        assert_eq!(stars_filled(3, STAR_SECS * 1.5, false), 1);
        assert_eq!(stars_filled(2, 10.0, false), 2);
        assert_eq!(stars_filled(3, 0.0, true), 3, "reduced motion: filled, not animated");
    }
}
