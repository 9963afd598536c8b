//! The caption line: the announcer's last words at the bottom of the board,
//! for players who cannot see the board well and for players who cannot
//! hear. It shows while narration is on, and for a while after anything is
//! said when it is off (an answer to "where am I" is read even then).
//! Notices the menu shows are said through the announcer too, so there is
//! one place that says things.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::a11y::live_region;
use crate::game::run::announce::{Announcer, Heard};
use crate::game::settings::{Notices, Settings};
use crate::game::view::camera::MenuPanelWidth;

/// How long a caption stays when narration is off, in seconds.
const CAPTION_SECS: f64 = 8.0;

/// When the shown caption was said, by its serial and the time it came.
#[derive(Default)]
pub(super) struct Shown {
    serial: u64,
    since: f64,
}

/// Says a notice the first time it is the one the menu shows.
pub(super) fn say_notices(
    notices: Option<Res<Notices>>,
    mut announcer: ResMut<Announcer>,
    mut said: Local<Option<String>>,
) {
    let first = notices.as_ref().and_then(|n| n.0.first());
    if first != said.as_ref() {
        *said = first.cloned();
        if let Some(text) = first {
            announcer.say(Heard::Notice, text.clone());
        }
    }
}

/// The caption at the bottom centre of the window.
pub(super) fn caption(
    mut contexts: EguiContexts,
    announcer: Res<Announcer>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    panel: Res<MenuPanelWidth>,
    mut shown: Local<Shown>,
) -> Result {
    // A page's or card's words are on the screen already.
    let Some(last) = announcer.log().rev().find(|s| s.kind != Heard::Screen) else { return Ok(()) };
    let now = time.elapsed_secs_f64();
    if last.serial != shown.serial {
        shown.serial = last.serial;
        shown.since = now;
    }
    if !settings.narration.speaks() && now - shown.since > CAPTION_SECS {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("caption"))
        // Centred under the board, beside the panel.
        .anchor(egui::Align2::CENTER_BOTTOM, [panel.points / 2.0, -16.0])
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_black_alpha(210))
                .corner_radius(8.0)
                .inner_margin(egui::Margin::symmetric(14, 8))
                .show(ui, |ui| {
                    ui.set_max_width(640.0);
                    // The same words said again must read as a change, or the
                    // screen reader stays silent: every other saying ends in a
                    // zero-width space.
                    let words = if last.serial % 2 == 1 { format!("{}\u{200B}", last.text) } else { last.text.clone() };
                    let text = egui::RichText::new(words).size(20.0).color(egui::Color32::WHITE);
                    let label = ui.add(egui::Label::new(text).wrap());
                    live_region(ui.ctx(), label.id);
                });
        });
    Ok(())
}
