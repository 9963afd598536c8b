//! The pages over the board: the main menu, settings, controls, help, about and
//! records (the menu's model and keyboard are in [`super::nav`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::a11y::{RowRole, follow_highlight, follow_highlight_as};
use super::colour_names::colour_name;
use super::controls::controls_rows;
use super::dialogs::record_text;
use super::i18n::{Language, Text};
use super::i18n_names::{algorithm_description, solver_description};
use super::level_records::{LevelRecords, level_records_section};
use super::look::{PAGE_WIDTH_PX, fitted_window, narration_text, theme_text};
use super::nav::{Choice, MenuCursor, MenuItem, MenuPage, Rebinding, TEXT_SIZE_STEPS, choose, open};
use crate::game::run::victory::RunStats;
use crate::game::settings::{ANIMATION_SPEED_RANGE, Narration, Records, Rgb, Settings, Theme};
use crate::game::view::camera::MenuPanelWidth;
use crate::maze::generate::Algorithm;
use crate::maze::solve::Solver;

/// The page open over the board: main menu, settings, help or about.
pub(super) fn page_overlay(
    mut contexts: EguiContexts,
    panel: Res<MenuPanelWidth>,
    mut page: ResMut<MenuPage>,
    mut cursor: ResMut<MenuCursor>,
    mut settings: ResMut<Settings>,
    (records, level_records): (Res<Records>, Res<LevelRecords>),
    stats: Res<RunStats>,
    (mut exit, mut game): (MessageWriter<AppExit>, MessageWriter<crate::game::command::GameCommand>),
    mut rebinding: ResMut<Rebinding>,
    mut visit: Local<(MenuPage, u32)>,
) -> Result {
    // Each time a page opens its rows are new to a screen reader (new ids):
    // rows that came back with the ids of rows it saw removed were read as
    // gone ("defunct"), and a page's rows kept another page's roles.
    if visit.0 != *page {
        *visit = (*page, visit.1.wrapping_add(1));
    }
    if *page == MenuPage::Closed {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    // Dim the board behind the page.
    let free = ctx.viewport_rect().with_min_x(ctx.viewport_rect().min.x + panel.points);
    ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("dim"))).rect_filled(
        free,
        0.0,
        egui::Color32::from_black_alpha(110),
    );
    let mut edit = settings.clone();
    let mut chosen: Option<MenuItem> = None;
    let mut hovered_row: Option<usize> = None;
    let items = page.items();
    let selected = |item: MenuItem| items.get(cursor.0) == Some(&item);
    // As wide as a page is, or the window (at a large text size); taller than it, it scrolls.
    let window = fitted_window(ctx, &panel, (t(page.title()), &format!("page-{}", visit.1)), PAGE_WIDTH_PX, true);
    window.title_bar(false).show(ctx, |ui| {
        ui.vertical_centered(|ui| ui.heading(egui::RichText::new(t(page.title())).size(26.0)));
        ui.add_space(10.0);
        match *page {
            MenuPage::Main => {
                let playing = stats.moves > 0 || stats.started.is_some();
                // One row is lit, the chosen one: a row under a resting
                // pointer is not lit too; moving the pointer onto a row chooses it.
                let widgets = &mut ui.visuals_mut().widgets;
                widgets.hovered = widgets.inactive;
                let pointer_moved = ui.input(|i| i.pointer.delta() != egui::Vec2::ZERO);
                for (row, &item) in items.iter().enumerate() {
                    let label = if item == MenuItem::Play && playing { t(Text::Continue) } else { t(item.label()) };
                    let button = egui::Button::new(egui::RichText::new(label).size(18.0)).selected(selected(item));
                    ui.vertical_centered(|ui| {
                        let response = ui.add_sized([PAGE_WIDTH_PX * 0.6, 34.0], button);
                        follow_highlight(&response, selected(item), || label.to_owned());
                        if response.hovered() && pointer_moved {
                            hovered_row = Some(row);
                        }
                        if response.clicked() {
                            chosen = Some(item);
                        }
                    });
                }
            }
            MenuPage::Settings => settings_rows(ui, &mut edit, items, cursor.0, &mut chosen),
            MenuPage::Controls => controls_rows(ui, &edit, (items, cursor.0), &rebinding, &mut chosen),
            MenuPage::Help => {
                help_text(ui, lang, &edit.keys);
                back_button(ui, t(Text::Back), &mut chosen);
            }
            MenuPage::About => {
                about_text(ui, lang);
                back_button(ui, t(Text::Back), &mut chosen);
            }
            MenuPage::Records => {
                records_text(ui, lang, &records, &level_records);
                back_button(ui, t(Text::Back), &mut chosen);
            }
            MenuPage::Closed => {}
        }
        ui.add_space(8.0);
        ui.vertical_centered(|ui| ui.small(t(Text::MenuKeysHint)));
    });
    if let Some(row) = hovered_row {
        cursor.0 = row;
    }
    if let Some(item) = chosen {
        if let Some(at) = items.iter().position(|&i| i == item) {
            cursor.0 = at;
        }
        match choose(item, &mut edit) {
            Choice::Go(to) => open(&mut page, &mut cursor, to),
            Choice::Quit => {
                exit.write(AppExit::Success);
            }
            Choice::Capture(action) => rebinding.waiting = Some(action),
            Choice::Editor => {
                open(&mut page, &mut cursor, MenuPage::Closed);
                game.write(crate::game::command::GameCommand::OpenEditor);
            }
            Choice::Changed | Choice::Nothing => {}
        }
    }
    if edit != *settings {
        *settings = edit;
    }
    Ok(())
}

fn back_button(ui: &mut egui::Ui, label: &str, chosen: &mut Option<MenuItem>) {
    ui.add_space(8.0);
    ui.vertical_centered(|ui| {
        let back = ui.add_sized([PAGE_WIDTH_PX * 0.4, 30.0], egui::Button::new(label).selected(true));
        follow_highlight(&back, true, || label.to_owned());
        if back.clicked() {
            *chosen = Some(MenuItem::Back);
        }
    });
}

/// The settings page: one row per [`MenuItem`], the keyboard's row highlighted.
fn settings_rows(
    ui: &mut egui::Ui,
    edit: &mut Settings,
    items: &[MenuItem],
    cursor: usize,
    chosen: &mut Option<MenuItem>,
) {
    let lang = edit.language;
    let t = |text: Text| lang.t(text);
    let highlight = ui.visuals().selection.bg_fill.gamma_multiply(0.5);
    egui::Grid::new("settings").num_columns(2).spacing([16.0, 6.0]).min_col_width(150.0).show(ui, |ui| {
        for (row, &item) in items.iter().enumerate() {
            let label = egui::RichText::new(t(item.label()));
            let label = if row == cursor { label.strong().background_color(highlight) } else { label };
            if item == MenuItem::Back {
                ui.end_row();
                let back = ui.add(egui::Button::new(label).selected(row == cursor));
                follow_highlight(&back, row == cursor, || t(item.label()).to_owned());
                if back.clicked() {
                    *chosen = Some(item);
                }
                ui.end_row();
                continue;
            }
            let name = ui.add(egui::Label::new(label).sense(egui::Sense::focusable_noninteractive()));
            follow_highlight_as(&name, row == cursor, row_role(item, edit), || row_words(item, edit));
            if let Some(on) = item.switch(edit) {
                let state = t(if *on { Text::On } else { Text::Off });
                ui.checkbox(on, state);
                ui.end_row();
                continue;
            }
            match item {
                MenuItem::Theme => {
                    let mut theme = edit.theme;
                    egui::ComboBox::from_id_salt("theme").width(200.0).selected_text(t(theme_text(theme))).show_ui(
                        ui,
                        |ui| {
                            for th in Theme::ALL {
                                ui.selectable_value(&mut theme, th, t(theme_text(th)));
                            }
                        },
                    );
                    if theme != edit.theme {
                        edit.set_theme(theme);
                    }
                }
                MenuItem::WallColour | MenuItem::BackgroundColour => {
                    let wall = item == MenuItem::WallColour;
                    let mut rgb = if wall { edit.wall() } else { edit.floor() };
                    ui.horizontal(|ui| {
                        if egui::color_picker::color_edit_button_srgb(ui, &mut rgb.0).changed() {
                            *(if wall { &mut edit.wall } else { &mut edit.floor }) = Some(rgb);
                        }
                        ui.monospace(Rgb::hex(rgb));
                    });
                }
                MenuItem::ResetColours if ui.button("↺").on_hover_text(t(Text::ResetColours)).clicked() => {
                    *chosen = Some(item);
                }
                MenuItem::Narration => {
                    let mut narration = edit.narration;
                    egui::ComboBox::from_id_salt("narration").selected_text(t(narration_text(narration))).show_ui(
                        ui,
                        |ui| {
                            for n in Narration::ALL {
                                ui.selectable_value(&mut narration, n, t(narration_text(n)));
                            }
                        },
                    );
                    edit.narration = narration;
                }
                MenuItem::TextSize => {
                    let mut size = edit.text_size;
                    egui::ComboBox::from_id_salt("text-size").selected_text(percent(size.into(), 0..=0)).show_ui(
                        ui,
                        |ui| {
                            for step in TEXT_SIZE_STEPS {
                                ui.selectable_value(&mut size, step, percent(step.into(), 0..=0));
                            }
                        },
                    );
                    edit.text_size = size;
                }
                MenuItem::VoiceVolume => {
                    ui.add(egui::Slider::new(&mut edit.voice_volume, 0.0..=1.0).custom_formatter(percent));
                }
                MenuItem::MusicVolume => {
                    ui.add(egui::Slider::new(&mut edit.music_volume, 0.0..=1.0).custom_formatter(percent));
                }
                MenuItem::EffectsVolume => {
                    ui.add(egui::Slider::new(&mut edit.effects_volume, 0.0..=1.0).custom_formatter(percent));
                }
                MenuItem::AnimationSpeed => {
                    let (slow, fast) = ANIMATION_SPEED_RANGE;
                    ui.add(
                        egui::Slider::new(&mut edit.animation_speed, slow..=fast)
                            .logarithmic(true)
                            .custom_formatter(|v, _| format!("{v:.2}×")),
                    );
                }
                MenuItem::Language => {
                    let mut language = edit.language;
                    egui::ComboBox::from_id_salt("language").selected_text(language.native_name()).show_ui(ui, |ui| {
                        for l in Language::ALL {
                            ui.selectable_value(&mut language, l, l.native_name());
                        }
                    });
                    edit.language = language;
                }
                _ => {}
            }
            ui.end_row();
        }
    });
}

/// What a settings row is to a screen reader: a switch, a choice stepped by Left/Right, or a button.
pub fn row_role(item: MenuItem, settings: &Settings) -> RowRole {
    match item.switch(&mut settings.clone()) {
        Some(&mut on) => RowRole::Switch(on),
        None if value_words(item, settings).is_empty() => RowRole::Button,
        None => RowRole::Choice,
    }
}

/// A settings row as a screen reader reads it: "Music" (a switch says on or
/// off itself), "Wall colour: dark green; Left or Right to change", "Reset colours".
pub fn row_words(item: MenuItem, settings: &Settings) -> String {
    let t = |text: Text| settings.language.t(text);
    match row_role(item, settings) {
        RowRole::Choice => {
            format!("{}: {}; {}", t(item.label()), value_words(item, settings), t(Text::LeftRightToChange))
        }
        RowRole::Switch(_) | RowRole::Button => t(item.label()).to_owned(),
    }
}

/// A settings row's value in words, as a screen reader reads it after the row's name.
pub fn value_words(item: MenuItem, settings: &Settings) -> String {
    let t = |text: Text| settings.language.t(text);
    if let Some(&mut on) = item.switch(&mut settings.clone()) {
        return t(if on { Text::On } else { Text::Off }).to_owned();
    }
    let percent = |v: f32| format!("{:.0}%", v * 100.0);
    match item {
        MenuItem::Theme => t(theme_text(settings.theme)).to_owned(),
        MenuItem::WallColour => colour_name(settings.language, settings.wall()).to_owned(),
        MenuItem::BackgroundColour => colour_name(settings.language, settings.floor()).to_owned(),
        MenuItem::MusicVolume => percent(settings.music_volume),
        MenuItem::EffectsVolume => percent(settings.effects_volume),
        MenuItem::AnimationSpeed => percent(settings.animation_speed),
        MenuItem::Narration => t(narration_text(settings.narration)).to_owned(),
        MenuItem::VoiceVolume => percent(settings.voice_volume),
        MenuItem::TextSize => percent(settings.text_size),
        MenuItem::Language => settings.language.native_name().to_owned(),
        _ => String::new(),
    }
}

fn percent(value: f64, _: std::ops::RangeInclusive<usize>) -> String {
    format!("{:.0}%", value * 100.0)
}

/// The height of a page's scrolling list: at most `most`, and short enough
/// that the page (its title, Back and the keys' hint) stays inside the window.
fn list_height(ui: &egui::Ui, most: f32) -> f32 {
    (ui.ctx().content_rect().height() - 200.0).clamp(120.0, most)
}

fn help_text(ui: &mut egui::Ui, lang: Language, keys: &crate::game::settings::KeyBindings) {
    let t = |text: Text| lang.t(text);
    egui::ScrollArea::vertical().max_height(list_height(ui, 420.0)).show(ui, |ui| {
        ui.strong(t(Text::HelpControlsTitle));
        ui.label(super::keyed::keyed(t(Text::HelpControls), keys));
        ui.add_space(8.0);
        ui.strong(t(Text::HelpEarTitle));
        ui.label(super::keyed::keyed(t(Text::HelpEar), keys));
        ui.add_space(6.0);
        ui.strong(t(Text::HelpMazesTitle));
        ui.label(t(Text::HelpMazes));
        egui::Grid::new("algorithms").num_columns(2).striped(true).show(ui, |ui| {
            for a in Algorithm::ALL {
                ui.monospace(a.name());
                ui.add(egui::Label::new(algorithm_description(lang, a)).wrap());
                ui.end_row();
            }
        });
        ui.add_space(6.0);
        ui.strong(t(Text::HelpDifficultyTitle));
        ui.label(t(Text::HelpDifficulty));
        ui.add_space(6.0);
        ui.strong(t(Text::HelpSolvingTitle));
        ui.label(t(Text::HelpSolving));
        ui.add_space(6.0);
        ui.strong(t(Text::HelpModesTitle));
        ui.label(super::keyed::keyed(t(Text::HelpModes), keys));
        ui.add_space(6.0);
        ui.strong(t(Text::HelpSolversTitle));
        ui.label(t(Text::HelpSolvers));
        egui::Grid::new("solvers").num_columns(2).striped(true).show(ui, |ui| {
            for s in Solver::ALL {
                ui.monospace(s.name());
                ui.add(egui::Label::new(solver_description(lang, s)).wrap());
                ui.end_row();
            }
        });
    });
}

fn about_text(ui: &mut egui::Ui, lang: Language) {
    let t = |text: Text| lang.t(text);
    ui.label(t(Text::AboutText));
    ui.add_space(6.0);
    ui.label(format!("{} {}", t(Text::Version), env!("CARGO_PKG_VERSION")));
    ui.add_space(6.0);
    ui.strong(t(Text::Credits));
    ui.label(t(Text::CreditsText));
}

fn records_text(ui: &mut egui::Ui, lang: Language, records: &Records, levels: &LevelRecords) {
    let t = |text: Text| lang.t(text);
    if records.is_empty() && !levels.any_won() {
        ui.label(t(Text::NoRecords));
        return;
    }
    egui::ScrollArea::vertical().max_height(list_height(ui, 380.0)).show(ui, |ui| {
        level_records_section(ui, lang, levels);
        for (title, book) in [
            (Text::ByDifficulty, &records.difficulty),
            (Text::DailyButton, &records.daily),
            (Text::RecentMazes, &records.maze),
        ] {
            if book.is_empty() {
                continue;
            }
            ui.strong(t(title));
            egui::Grid::new(title as usize).num_columns(2).striped(true).show(ui, |ui| {
                for (key, record) in book.iter().rev().take(30) {
                    ui.monospace(key);
                    ui.label(record_text(lang, record));
                    ui.end_row();
                }
            });
            ui.add_space(6.0);
        }
    });
}
