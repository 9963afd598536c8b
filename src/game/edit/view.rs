//! The editor's screen (windowed): its tools on the left and the board
//! over the rest. The pointer paints and carves through [`EditRequest`]s,
//! as the keys do; the tools are in [`super::tools`].

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::editor::{EditMode, Editor, MazeTool, ShapeTool};
use super::paint::{Colours, Fit, draw_board};
use super::tools::{Typed, tools_panel};
use super::{EditRequest, EditorNote, ShareCode};
use crate::game::frame::Screen;
use crate::game::settings::Settings;
use crate::game::ui::print::PaperChoice;
use crate::maze::edit::Stroke;
use crate::maze::grid::{Grid, Point};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, editor_screen.run_if(in_state(Screen::Editor)));
}

/// A drag on the board under way.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Drag {
    /// Where it started (grid units) and whether it paints in (the primary button).
    start: Option<(Point, bool)>,
    /// Where the pointer was last frame.
    last: Option<Point>,
    /// The cell it was in last frame.
    last_cell: Option<u32>,
}

/// The editor's screen.
fn editor_screen(
    mut contexts: EguiContexts,
    (editor, note, settings, code): (Res<Editor>, Res<EditorNote>, Res<Settings>, Res<ShareCode>),
    mut requests: MessageWriter<EditRequest>,
    (mut drag, mut typed, mut paper): (Local<Drag>, Local<Typed>, ResMut<PaperChoice>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "editor".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let lang = settings.language;
    let mut out = Vec::new();
    egui::Panel::left("editor-tools").resizable(false).exact_size(300.0).show(&mut root, |ui| {
        egui::ScrollArea::vertical()
            .show(ui, |ui| tools_panel(ui, lang, &editor, (&note, &code), (&mut typed, &mut paper.0), &mut out));
    });
    let fill = egui::Frame::NONE.fill(egui::Color32::from_rgb(30, 34, 30)).inner_margin(8.0);
    egui::CentralPanel::default().frame(fill).show(&mut root, |ui| {
        let (response, painter) = ui.allocate_painter(ui.available_size(), egui::Sense::click_and_drag());
        let fit = Fit::new(editor.grid().bounds(), response.rect.shrink(12.0));
        let preview = pointer(&response, &fit, &editor, &mut drag, &mut out);
        let (cells, value) = preview.unwrap_or_default();
        draw_board(&painter, (&fit, &Colours::of(&settings.palette())), &editor, &cells, value);
    });
    requests.write_batch(out);
    Ok(())
}

/// What the pointer does on the board this frame (requests into `out`);
/// the cells a line, box or circle being dragged would paint, and whether in.
fn pointer(
    response: &egui::Response,
    fit: &Fit,
    editor: &Editor,
    drag: &mut Drag,
    out: &mut Vec<EditRequest>,
) -> Option<(Vec<u32>, bool)> {
    let grid = editor.grid();
    let at = response.interact_pointer_pos().or(response.hover_pos()).map(|p| fit.to_grid(p));
    let cell = at.and_then(|p| grid.locate(p));
    let primary = response.dragged_by(egui::PointerButton::Primary) || response.clicked();
    let secondary = response.dragged_by(egui::PointerButton::Secondary) || response.secondary_clicked();
    let pressing = primary || secondary;
    if (response.clicked() || response.secondary_clicked())
        && let Some(c) = cell
    {
        out.push(EditRequest::CursorTo(c));
    }
    let (Some(p), true) = (at, pressing || response.drag_stopped()) else {
        *drag = Drag::default();
        return None;
    };
    let fresh = drag.start.is_none();
    if fresh {
        // Where the button went down: the drag is seen only once the pointer has moved away from it.
        let origin = response.ctx.input(|i| i.pointer.press_origin()).map(|o| fit.to_grid(o)).unwrap_or(p);
        drag.start = Some((origin, primary));
        drag.last = Some(origin);
        drag.last_cell = grid.locate(origin);
    }
    let (start, value) = drag.start.expect("set above");
    let mut preview = None;
    match editor.mode {
        EditMode::Shape => {
            let size = editor.brush;
            let shaped = match editor.shape_tool {
                ShapeTool::Brush => None,
                ShapeTool::Line => Some(Stroke::Line { from: start, to: p, size }),
                ShapeTool::Rectangle => Some(Stroke::Rectangle { from: start, to: p }),
                ShapeTool::Circle => Some(Stroke::Circle { centre: start, radius: start.distance(p) }),
            };
            match shaped {
                None if pressing => {
                    let stroke = match drag.last {
                        Some(from) => Stroke::Line { from, to: p, size },
                        None => Stroke::Dab { at: p, size },
                    };
                    out.push(if fresh {
                        EditRequest::Paint(stroke, value)
                    } else {
                        EditRequest::PaintOn(stroke, value)
                    });
                }
                Some(stroke) if response.drag_stopped() || response.clicked() || response.secondary_clicked() => {
                    out.push(EditRequest::Paint(stroke, value));
                }
                Some(stroke) => preview = Some((editor.cells_under(stroke), value)),
                None => {}
            }
        }
        EditMode::Maze => match editor.maze_tool {
            MazeTool::Carve | MazeTool::Raise => {
                let carve = (editor.maze_tool == MazeTool::Carve) == value;
                // Every side crossed since the last frame (a quick drag crosses several).
                let mut from = drag.last_cell;
                for b in cells_along(grid, drag.last.unwrap_or(p), p) {
                    if let Some(a) = from
                        && a != b
                        && grid.neighbours(a).contains(&b)
                        && editor.is_open(a, b) == Some(!carve)
                    {
                        out.push(EditRequest::Wall(a, b, carve));
                    }
                    from = Some(b);
                }
            }
            MazeTool::Entrance | MazeTool::Exit if response.clicked() => {
                if let Some(c) = cell {
                    out.push(EditRequest::End(c, editor.maze_tool == MazeTool::Entrance));
                }
            }
            MazeTool::Entrance | MazeTool::Exit => {}
            MazeTool::Lay(what) => match cell {
                Some(c) if response.clicked() => out.push(EditRequest::Lay(c, what)),
                Some(c) if response.secondary_clicked() => out.push(EditRequest::ClearItem(c)),
                _ => {}
            },
        },
    }
    if response.drag_stopped() {
        *drag = Drag::default();
    } else {
        drag.last = Some(p);
        drag.last_cell = cell.or(drag.last_cell);
    }
    preview
}

/// The cells a straight move from `from` to `to` passes through, in order,
/// each once in a row (sampled every tenth of a step).
fn cells_along(grid: &impl Grid, from: Point, to: Point) -> Vec<u32> {
    let steps = (from.distance(to) / (0.1 * grid.max_step().max(1e-9))).ceil().max(1.0) as usize;
    let mut out: Vec<u32> = Vec::new();
    for k in 0..=steps {
        let t = k as f64 / steps as f64;
        let at = Point::new(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
        if let Some(c) = grid.locate(at)
            && out.last() != Some(&c)
        {
            out.push(c);
        }
    }
    out
}
