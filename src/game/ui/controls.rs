//! The Controls page: each of the player's keys, a click (or Enter) on one
//! to choose another, the reason when a key is refused, and a reset. The
//! key itself is taken by the input layer (`input/rebind.rs`).

use bevy_egui::egui;

use super::a11y::follow_highlight;
use super::i18n::Text;
use super::nav::{MenuItem, Rebinding};
use crate::game::settings::Settings;
use crate::game::settings::keys::key_name;

/// The rows of the Controls page, the keyboard's row highlighted.
pub(super) fn controls_rows(
    ui: &mut egui::Ui,
    settings: &Settings,
    (items, cursor): (&[MenuItem], usize),
    rebinding: &Rebinding,
    chosen: &mut Option<MenuItem>,
) {
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    let highlight = ui.visuals().selection.bg_fill.gamma_multiply(0.5);
    egui::Grid::new("controls").num_columns(2).spacing([16.0, 4.0]).min_col_width(140.0).show(ui, |ui| {
        for (row, &item) in items.iter().enumerate() {
            let MenuItem::Bind(action) = item else { continue };
            let label = egui::RichText::new(t(item.label()));
            ui.label(if row == cursor { label.strong().background_color(highlight) } else { label });
            let key = if rebinding.waiting == Some(action) {
                t(Text::PressAKey).to_owned()
            } else {
                key_name(settings.keys.key(action)).unwrap_or("?").to_owned()
            };
            let button = ui.add(egui::Button::new(&key).selected(row == cursor).min_size(egui::vec2(120.0, 0.0)));
            follow_highlight(&button, row == cursor, || format!("{}: {key}", t(item.label())));
            if button.clicked() {
                *chosen = Some(item);
            }
            ui.end_row();
        }
    });
    if let Some((key, what)) = &rebinding.refused {
        let why = if *what == Text::KeyNotChoosable {
            format!("{key}: {}", t(*what))
        } else {
            format!("{key} {} {}", t(Text::KeyTaken), t(*what))
        };
        ui.colored_label(egui::Color32::from_rgb(255, 120, 100), why);
    }
    ui.add_space(4.0);
    ui.small(t(Text::ControlsHint));
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        for item in [MenuItem::ResetKeys, MenuItem::Back] {
            let row = items.iter().position(|&i| i == item);
            let button = ui.add(egui::Button::new(t(item.label())).selected(row == Some(cursor)));
            follow_highlight(&button, row == Some(cursor), || t(item.label()).to_owned());
            if button.clicked() {
                *chosen = Some(item);
            }
        }
    });
}
