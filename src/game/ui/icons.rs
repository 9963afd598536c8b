//! Small icons drawn by the game's own code with egui's painter: a paw, a
//! star (filled or hollow), a key, a bamboo shoot, a clock and fog. Each
//! takes the square it fills and the colour of its ink.

use std::f32::consts::TAU;

use bevy_egui::egui::{self, Color32, Pos2, Rect, Shape, Stroke, Vec2, vec2};

/// What an icon shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Icon {
    /// A panda's paw: moves.
    Paw,
    /// A star.
    Star,
    /// A key.
    Key,
    /// A bamboo shoot.
    Bamboo,
    /// A clock: time.
    Clock,
    /// Fog: three soft bands.
    Fog,
}

/// The five points and five dents of a star in `rect`.
fn star_points(rect: Rect) -> Vec<Pos2> {
    let (c, r) = (rect.center(), rect.width().min(rect.height()) / 2.0);
    (0..10)
        .map(|i| {
            let radius = if i % 2 == 0 { r } else { r * 0.45 };
            let angle = -TAU / 4.0 + i as f32 * TAU / 10.0;
            c + radius * Vec2::angled(angle) + vec2(0.0, r * 0.06)
        })
        .collect()
}

/// A star in `rect`: filled with `fill` (or hollow with `None`), its edge in `ink`.
pub fn paint_star(painter: &egui::Painter, rect: Rect, fill: Option<Color32>, ink: Color32) {
    let points = star_points(rect);
    let edge = Stroke::new((rect.width() / 14.0).max(1.0), ink);
    if let Some(fill) = fill {
        // egui fills convex shapes: a fan of triangles from the centre fills the star.
        let c = rect.center() + vec2(0.0, rect.height() * 0.03);
        for i in 0..10 {
            let tri = vec![c, points[i], points[(i + 1) % 10]];
            painter.add(Shape::convex_polygon(tri, fill, Stroke::NONE));
        }
    }
    painter.add(Shape::closed_line(points, edge));
}

/// Draws `icon` in `rect` in `ink`.
pub fn paint_icon(painter: &egui::Painter, rect: Rect, icon: Icon, ink: Color32) {
    let s = rect.width().min(rect.height());
    let c = rect.center();
    let at = |x: f32, y: f32| c + vec2(x * s, y * s);
    let line = Stroke::new((s / 9.0).max(1.0), ink);
    match icon {
        Icon::Paw => {
            painter.circle_filled(at(0.0, 0.17), s * 0.22, ink);
            for (x, y) in [(-0.3, -0.12), (-0.11, -0.3), (0.11, -0.3), (0.3, -0.12)] {
                painter.circle_filled(at(x, y), s * 0.1, ink);
            }
        }
        Icon::Star => paint_star(painter, rect, Some(ink), ink),
        Icon::Key => {
            painter.circle_stroke(at(-0.22, 0.0), s * 0.18, line);
            painter.line_segment([at(-0.04, 0.0), at(0.42, 0.0)], line);
            painter.line_segment([at(0.3, 0.0), at(0.3, 0.16)], line);
            painter.line_segment([at(0.42, 0.0), at(0.42, 0.2)], line);
        }
        Icon::Bamboo => {
            painter.line_segment([at(0.0, 0.45), at(0.0, -0.45)], Stroke::new(s / 6.0, ink));
            for y in [-0.15, 0.15] {
                painter.line_segment([at(-0.12, y), at(0.12, y)], line);
            }
            let leaf = vec![at(0.04, -0.25), at(0.42, -0.42), at(0.2, -0.15)];
            painter.add(Shape::convex_polygon(leaf, ink, Stroke::NONE));
        }
        Icon::Clock => {
            painter.circle_stroke(c, s * 0.42, line);
            painter.line_segment([c, at(0.0, -0.27)], line);
            painter.line_segment([c, at(0.2, 0.05)], line);
        }
        Icon::Fog => {
            for (k, y) in [-0.25, 0.0, 0.25].into_iter().enumerate() {
                let x = if k == 1 { 0.08 } else { -0.05 };
                painter.line_segment([at(-0.4 + x, y), at(0.35 + x, y)], Stroke::new(s / 8.0, ink));
            }
        }
    }
}

/// An icon `size` logical pixels square, in the flow of `ui`.
pub fn icon(ui: &mut egui::Ui, icon: Icon, size: f32, ink: Color32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(vec2(size, size), egui::Sense::hover());
    paint_icon(ui.painter(), rect, icon, ink);
    response
}

/// An icon and a label beside it, on one line.
pub fn icon_label(ui: &mut egui::Ui, which: Icon, text: impl Into<egui::WidgetText>, ink: Color32) {
    ui.horizontal(|ui| {
        let size = ui.text_style_height(&egui::TextStyle::Body);
        icon(ui, which, size, ink);
        ui.label(text);
    });
}
