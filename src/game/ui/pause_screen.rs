//! The pause screen: the board dimmed and a word that the game waits while
//! its window is in the background (see [`FocusPause`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::i18n::Text;
use super::look::board_window;
use crate::game::run::pause::FocusPause;
use crate::game::settings::Settings;
use crate::game::view::camera::MenuPanelWidth;

/// Draws the pause screen while the game is paused.
pub(super) fn pause_screen(
    mut contexts: EguiContexts,
    panel: Res<MenuPanelWidth>,
    pause: Res<FocusPause>,
    settings: Res<Settings>,
) -> Result {
    if !pause.paused {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let t = |text: Text| settings.language.t(text);
    let dim = egui::LayerId::new(egui::Order::Background, egui::Id::new("pause-dim"));
    ctx.layer_painter(dim).rect_filled(ctx.viewport_rect(), 0.0, egui::Color32::from_black_alpha(140));
    board_window(&panel, t(Text::PausedTitle), "paused", egui::Align2::CENTER_CENTER, 0.0).show(ctx, |ui| {
        ui.set_max_width(320.0);
        ui.label(t(Text::PausedText));
    });
    Ok(())
}
