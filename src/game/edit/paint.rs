//! The editor's board drawn with egui: every cell of the grid as a polygon
//! taken from the core's geometry (square, round, hex and triangle alike),
//! in the shape or out, the parts cut off in orange, the cells a stroke
//! being dragged would paint, the keyboard cursor, and in Maze mode the
//! maze's walls, its two ends and its items.

use bevy::color::ColorToPacked;
use bevy_egui::egui;

use super::editor::{EditMode, Editor};
use crate::game::settings::Palette;
use crate::maze::grid::{Grid, Point, Wall};
use crate::maze::items::{Items, KeyKind};

/// The window round the board.
const BACKDROP: egui::Color32 = egui::Color32::from_rgb(30, 34, 30);
/// A cell in a part cut off from the largest.
const CUT_OFF: egui::Color32 = egui::Color32::from_rgb(240, 132, 60);
/// A bamboo shoot.
const BAMBOO: egui::Color32 = egui::Color32::from_rgb(90, 180, 70);
/// The keyboard cursor.
const CURSOR: egui::Color32 = egui::Color32::from_rgb(40, 120, 230);

/// The board's colours, from the theme's palette (the game's board colours).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Colours {
    /// A cell in the shape: the floor.
    pub cell_in: egui::Color32,
    /// A cell out of the shape: the floor and the wall, darkened.
    pub cell_out: egui::Color32,
    /// The faint lines between cells of the shape.
    pub grid_line: egui::Color32,
    /// A wall of the maze.
    pub wall: egui::Color32,
    /// The entrance.
    pub entrance: egui::Color32,
    /// The exit.
    pub exit: egui::Color32,
}

impl Colours {
    /// The editor's colours of `palette`.
    pub fn of(palette: &Palette) -> Self {
        let egui_of = |c: bevy::color::Color| {
            let [r, g, b, _] = c.to_srgba().to_u8_array();
            egui::Color32::from_rgb(r, g, b)
        };
        let (floor, wall) = (egui_of(palette.floor), egui_of(palette.wall));
        Colours {
            cell_in: floor,
            cell_out: lerp(lerp(floor, wall, 0.5), BACKDROP, 0.6),
            grid_line: lerp(floor, wall, 0.35),
            wall,
            entrance: egui_of(palette.entrance),
            exit: egui_of(palette.exit),
        }
    }
}

/// How grid points lie on the screen: the board fitted into a rectangle, its shape kept.
#[derive(Clone, Copy, Debug)]
pub struct Fit {
    scale: f32,
    origin: egui::Pos2,
    min: Point,
}

impl Fit {
    /// The board of `bounds` (top-left, bottom-right) fitted in `rect`, centred.
    pub fn new((min, max): (Point, Point), rect: egui::Rect) -> Self {
        let (w, h) = ((max.x - min.x).max(1e-6) as f32, (max.y - min.y).max(1e-6) as f32);
        let scale = (rect.width() / w).min(rect.height() / h);
        let origin = rect.center() - egui::vec2(w * scale / 2.0, h * scale / 2.0);
        Fit { scale, origin, min }
    }

    /// Where grid point `p` is on the screen.
    pub fn to_screen(&self, p: Point) -> egui::Pos2 {
        self.origin + egui::vec2((p.x - self.min.x) as f32 * self.scale, (p.y - self.min.y) as f32 * self.scale)
    }

    /// The grid point under screen point `p`.
    pub fn to_grid(&self, p: egui::Pos2) -> Point {
        let v = (p - self.origin) / self.scale;
        Point::new(self.min.x + f64::from(v.x), self.min.y + f64::from(v.y))
    }

    /// How many pixels one grid unit takes.
    pub fn scale(&self) -> f32 {
        self.scale
    }
}

/// Draws the editor's board with `painter` as `fit` lays it; `preview`
/// cells (sorted) are tinted as a stroke being dragged would paint them.
pub fn draw_board(
    painter: &egui::Painter,
    (fit, colours): (&Fit, &Colours),
    editor: &Editor,
    preview: &[u32],
    preview_in: bool,
) {
    let grid = editor.grid();
    let cut: Vec<u32> = {
        let mut all: Vec<u32> = editor.check().cut_off().iter().flatten().copied().collect();
        all.sort_unstable();
        all
    };
    let maze = editor.maze().filter(|_| editor.mode == EditMode::Maze).map(|(m, _)| m.maze());
    let mut mesh = egui::Mesh::default();
    let mut lines = Vec::new();
    for c in 0..grid.cell_count() as u32 {
        let is_in = editor.cells()[c as usize];
        let mut colour = match (is_in, cut.binary_search(&c).is_ok()) {
            (false, _) => colours.cell_out,
            (true, true) => CUT_OFF,
            (true, false) => colours.cell_in,
        };
        if preview.binary_search(&c).is_ok() {
            let tint = if preview_in { colours.cell_in } else { colours.cell_out };
            colour = lerp(colour, tint, 0.6);
            colour = lerp(colour, CURSOR, 0.25);
        }
        let outline: Vec<egui::Pos2> = grid.outline(c).into_iter().map(|p| fit.to_screen(p)).collect();
        fan(&mut mesh, fit.to_screen(grid.centre(c)), &outline, colour);
        if maze.is_none() && is_in {
            lines.push(egui::Shape::closed_line(outline, egui::Stroke::new(1.0, colours.grid_line)));
        }
    }
    painter.add(egui::Shape::mesh(mesh));
    painter.extend(lines);
    if let Some(m) = maze {
        let width = (fit.scale() * 0.12).clamp(1.5, 5.0);
        let mut sides = Vec::new();
        for b in 0..grid.cell_count() as u32 {
            let Some(c) = m.grid.cut_cell(b) else { continue };
            sides.clear();
            grid.sides(b, &mut sides);
            for side in &sides {
                let across = side.neighbour.and_then(|n| m.grid.cut_cell(n).map(|nc| (n, nc)));
                let walled = match across {
                    None => true,
                    Some((n, nc)) => n > b && !m.linked(c, nc),
                };
                if walled {
                    painter
                        .add(egui::Shape::line(wall_points(fit, &side.wall), egui::Stroke::new(width, colours.wall)));
                }
            }
        }
        let radius = (fit.scale() * 0.28).max(3.0);
        for (cell, colour) in [(m.entrance, colours.entrance), (m.exit, colours.exit)] {
            painter.circle_filled(fit.to_screen(m.grid.centre(cell)), radius, colour);
        }
        if let Some((edited, _)) = editor.maze() {
            draw_items(painter, fit, colours.wall, edited.items(), |c| m.grid.centre(c));
        }
    }
    let cursor: Vec<egui::Pos2> = grid.outline(editor.cursor).into_iter().map(|p| fit.to_screen(p)).collect();
    painter.add(egui::Shape::closed_line(cursor, egui::Stroke::new(3.0, CURSOR)));
}

/// Bamboo as green dots, keys as their kind's shape in its colour, doors as
/// a dark square with the kind's shape on it (the game's shapes and colours).
fn draw_items(
    painter: &egui::Painter,
    fit: &Fit,
    wall: egui::Color32,
    items: &Items<u32>,
    centre: impl Fn(u32) -> Point,
) {
    let r = (fit.scale() * 0.3).max(3.0);
    let dark = egui::Stroke::new(1.5, wall);
    let shape = |k: KeyKind, at: egui::Pos2, size: f32| {
        let [red, green, blue] = k.rgb();
        let points = k.shape_outline(size, 16).into_iter().map(|(x, y)| at + egui::vec2(x, y)).collect();
        egui::Shape::convex_polygon(points, egui::Color32::from_rgb(red, green, blue), dark)
    };
    for &b in &items.bamboo {
        painter.circle(fit.to_screen(centre(b)), r * 0.6, BAMBOO, dark);
    }
    for (&c, k) in items.keys.iter().zip(KeyKind::ALL) {
        painter.add(shape(k, fit.to_screen(centre(c)), r * 0.8));
    }
    for (&c, k) in items.doors.iter().zip(KeyKind::ALL) {
        let at = fit.to_screen(centre(c));
        painter.rect_filled(egui::Rect::from_center_size(at, egui::vec2(2.0 * r, 2.0 * r)), 2.0, wall);
        painter.add(shape(k, at, r * 0.6));
    }
}

/// A polygon as a fan of triangles round `centre` (a round grid's cells
/// bend inwards, so they are not convex; each is star-shaped round its centre).
fn fan(mesh: &mut egui::Mesh, centre: egui::Pos2, outline: &[egui::Pos2], colour: egui::Color32) {
    let first = mesh.vertices.len() as u32;
    mesh.colored_vertex(centre, colour);
    outline.iter().for_each(|&p| mesh.colored_vertex(p, colour));
    let n = outline.len() as u32;
    for k in 0..n {
        mesh.add_triangle(first, first + 1 + k, first + 1 + (k + 1) % n);
    }
}

/// The screen points along a wall (an arc in eight steps).
fn wall_points(fit: &Fit, wall: &Wall) -> Vec<egui::Pos2> {
    let steps = if matches!(wall, Wall::Arc { .. }) { 8 } else { 1 };
    wall.points(steps).map(|p| fit.to_screen(p)).collect()
}

fn lerp(a: egui::Color32, b: egui::Color32, t: f32) -> egui::Color32 {
    let mix = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    egui::Color32::from_rgb(mix(a.r(), b.r()), mix(a.g(), b.g()), mix(a.b(), b.b()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::settings::{Settings, Theme};

    #[test]
    fn the_editors_colours_follow_the_themes_palette() {
        let mut seen = Vec::new();
        for theme in [Theme::Bamboo, Theme::Night, Theme::HighContrast] {
            let mut settings = Settings::default();
            settings.set_theme(theme);
            let palette = settings.palette();
            let colours = Colours::of(&palette);
            let [r, g, b, _] = palette.floor.to_srgba().to_u8_array();
            assert_eq!(colours.cell_in, egui::Color32::from_rgb(r, g, b), "{theme:?}: a cell in is the floor");
            let [r, g, b, _] = palette.wall.to_srgba().to_u8_array();
            assert_eq!(colours.wall, egui::Color32::from_rgb(r, g, b), "{theme:?}: walls are the wall colour");
            assert_ne!(colours.cell_in, colours.cell_out, "{theme:?}: in and out differ");
            seen.push(colours);
        }
        assert!(seen[0] != seen[1] && seen[1] != seen[2], "each theme its own colours");
    }
}
