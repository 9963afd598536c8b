//! A race on a split screen: the divider between the two halves and each
//! half's player, at its foot (player 2's named by the scarf, as the panda shows).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, egui};

use super::i18n::Text;
use crate::game::settings::Settings;
use crate::game::view::camera::MenuPanelWidth;
use crate::game::view::split::{DIVIDER_PX, SplitScreen, halves};

/// The divider and the two names, while the screen is split.
pub(super) fn split_labels(
    mut contexts: EguiContexts,
    split: Res<SplitScreen>,
    panel: Res<MenuPanelWidth>,
    window: Single<&Window, With<PrimaryWindow>>,
    settings: Res<Settings>,
) -> Result {
    if !split.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let zoom = panel.zoom.max(0.1);
    let [_, (right, _)] = halves(window.width(), panel.px());
    let (bottom, left) = (window.height() / zoom, panel.px() / zoom);
    let painter = ctx.layer_painter(egui::LayerId::background());
    let strip =
        egui::Rect::from_min_max(egui::pos2((right - DIVIDER_PX) / zoom, 0.0), egui::pos2(right / zoom, bottom));
    painter.rect_filled(strip, 0.0, egui::Color32::from_gray(24));
    let names = [(left, Text::PlayerOne), (right / zoom, Text::PlayerTwo)];
    for (x, name) in names {
        let at = egui::pos2(x + 10.0, bottom - 10.0);
        let galley = painter.layout_no_wrap(
            settings.language.t(name).to_owned(),
            egui::FontId::proportional(16.0),
            egui::Color32::WHITE,
        );
        let rect = egui::Align2::LEFT_BOTTOM.anchor_size(at, galley.size()).expand(4.0);
        painter.rect_filled(rect, 4.0, egui::Color32::from_black_alpha(170));
        painter.galley(rect.shrink(4.0).min, galley, egui::Color32::WHITE);
    }
    Ok(())
}
