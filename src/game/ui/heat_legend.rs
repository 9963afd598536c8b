//! The heat map's legend: the ramp from near to far with the farthest
//! distance, and where the distances are measured from (the entrance, the
//! exit, the panda, or a clicked tile: while that is chosen, a click on the
//! board sets the tile instead of walking the panda).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::i18n::Text;
use crate::game::assist::heat::{HeatSource, HeatView};
use crate::game::settings::Settings;
use crate::game::view::camera::CameraView;
use crate::maze::heat::viridis;

/// Width of the ramp in the legend, in points.
const RAMP_WIDTH: f32 = 180.0;

fn source_text(source: HeatSource) -> Text {
    match source {
        HeatSource::Entrance => Text::HeatFromEntrance,
        HeatSource::Exit => Text::HeatFromExit,
        HeatSource::Panda => Text::HeatFromPanda,
        HeatSource::Clicked => Text::HeatFromClicked,
    }
}

/// The legend, while the heat map shows.
pub(super) fn heat_legend(
    mut contexts: EguiContexts,
    mut view: ResMut<HeatView>,
    settings: Res<Settings>,
    camera: Res<CameraView>,
) -> Result {
    if !view.shown {
        return Ok(());
    }
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    let ctx = contexts.ctx_mut()?;
    let mut source = view.source;
    // Bottom right, over the board and clear of the side panel; top right
    // while the minimap (which has the bottom right) shows.
    let window = egui::Window::new(t(Text::HeatTitle)).id(egui::Id::new("heat")).collapsible(false).resizable(false);
    let corner = if camera.follows {
        (egui::Align2::RIGHT_TOP, [-12.0, 12.0])
    } else {
        (egui::Align2::RIGHT_BOTTOM, [-12.0, -12.0])
    };
    window.anchor(corner.0, corner.1).show(ctx, |ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(RAMP_WIDTH, 14.0), egui::Sense::hover());
        let steps = 48;
        for k in 0..steps {
            let [r, g, b] = viridis(k as f32 / (steps - 1) as f32);
            let x0 = rect.left() + rect.width() * k as f32 / steps as f32;
            let x1 = rect.left() + rect.width() * (k + 1) as f32 / steps as f32;
            let part = egui::Rect::from_min_max(egui::pos2(x0, rect.top()), egui::pos2(x1, rect.bottom()));
            ui.painter().rect_filled(part, 0.0, egui::Color32::from_rgb(r, g, b));
        }
        ui.horizontal(|ui| {
            ui.label(t(Text::HeatNear));
            ui.add_space(RAMP_WIDTH - 90.0);
            ui.label(t(Text::HeatFar).replace("{n}", &view.max.to_string()));
        });
        for s in HeatSource::ALL {
            ui.radio_value(&mut source, s, t(source_text(s)));
        }
        if source == HeatSource::Clicked {
            ui.small(t(Text::HeatClickHint));
        }
    });
    if source != view.source {
        view.source = source;
        view.from = None;
    }
    Ok(())
}
