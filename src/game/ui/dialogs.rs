//! The windows over the board: the victory report with its records, the
//! time-attack loss, and notices for the player.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

use super::i18n::{Language, Text};
use super::look::{ExitOnScreen, PAGE_WIDTH_PX, board_window, window_away_from_exit};
use super::nav::MenuPage;
use crate::game::assets::GameArt;
use crate::game::command::GameCommand;
use crate::game::frame::Screen;
use crate::game::run::records::VictoryRecords;
use crate::game::run::victory::VictoryReport;
use crate::game::settings::{Beaten, Notices, Record, Settings};
use crate::game::view::camera::MenuPanelWidth;

/// The victory report: time, moves, efficiency and the records of this run.
/// What decides whether a window over the board shows: the screen and the menu page.
#[derive(SystemParam)]
pub(super) struct Showing<'w> {
    screen: Res<'w, State<Screen>>,
    page: Res<'w, MenuPage>,
}

impl Showing<'_> {
    /// Whether the game is on `screen` with no menu page over it.
    fn on(&self, screen: Screen) -> bool {
        *self.screen.get() == screen && *self.page == MenuPage::Closed
    }
}

pub(super) fn victory_overlay(
    mut contexts: EguiContexts,
    showing: Showing,
    report: Option<Res<VictoryReport>>,
    settings: Res<Settings>,
    mut commands: MessageWriter<GameCommand>,
    art: Res<GameArt>,
    records: Option<Res<VictoryRecords>>,
    exit: ExitOnScreen,
    mut picture: Local<Option<egui::TextureId>>,
) -> Result {
    let Some(report) = report.filter(|_| showing.on(Screen::Won)) else { return Ok(()) };
    let picture = *picture.get_or_insert_with(|| contexts.add_image(EguiTextureHandle::Strong(art.victory.clone())));
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    let width = ctx.content_rect().width();
    window_away_from_exit(&exit, t(Text::VictoryTitle), "victory", width, egui::Align::Center, 0.0).show(ctx, |ui| {
        ui.vertical_centered(|ui| ui.image((picture, egui::vec2(240.0, 180.0))));
        ui.add_space(4.0);
        egui::Grid::new("victory").num_columns(2).spacing([24.0, 6.0]).show(ui, |ui| {
            ui.label(t(Text::Time));
            ui.strong(format!("{:.1} s", report.time.as_secs_f32()));
            ui.end_row();
            ui.label(t(Text::Moves));
            ui.strong(report.moves.to_string());
            ui.end_row();
            ui.label(t(Text::OptimalMoves));
            ui.strong(report.optimal.to_string());
            ui.end_row();
            ui.label(t(Text::Efficiency));
            ui.strong(format!("{:.0}%", report.efficiency * 100.0));
            ui.end_row();
            if report.undos > 0 || report.hints > 0 {
                ui.label(format!("{} / {}", t(Text::Undos), t(Text::Hints)));
                ui.strong(format!("{} / {}", report.undos, report.hints));
                ui.end_row();
            }
            if report.assisted {
                ui.label("");
                ui.colored_label(egui::Color32::from_rgb(170, 200, 255), t(Text::Assisted));
                ui.end_row();
            }
            if let Some(records) = &records {
                let row = |ui: &mut egui::Ui, label: &str, (record, beaten): (Record, Beaten)| {
                    ui.label(label);
                    ui.horizontal(|ui| {
                        ui.label(record_text(lang, &record));
                        if beaten.time || beaten.efficiency {
                            ui.colored_label(egui::Color32::from_rgb(255, 200, 40), t(Text::NewRecord));
                        }
                    });
                    ui.end_row();
                };
                if let Some(d) = records.difficulty {
                    row(ui, t(Text::ByDifficulty), d);
                }
                row(ui, t(Text::ThisMaze), records.maze);
                if let Some(d) = records.daily {
                    row(ui, t(Text::Today), d);
                }
            }
        });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(t(Text::NewMap)).clicked() {
                commands.write(GameCommand::NewMap);
            }
            if ui.button(t(Text::PlayAgain)).clicked() {
                commands.write(GameCommand::Restart);
            }
            if ui.button(t(Text::ReplayButton)).clicked() {
                commands.write(GameCommand::ReplayRun);
            }
        });
    });
    Ok(())
}

/// "12.3 s · 85%": a record's best time and efficiency.
pub(super) fn record_text(lang: Language, record: &Record) -> String {
    let time = record.best_time_secs.map_or("–".to_owned(), |s| format!("{s:.1} s"));
    let eff = record.best_efficiency.map_or("–".to_owned(), |e| format!("{:.0}%", e * 100.0));
    format!("{} {time} · {} {eff}", lang.t(Text::BestTime), lang.t(Text::BestEfficiency))
}

/// Time attack lost: try again or a new map.
pub(super) fn time_up_overlay(
    mut contexts: EguiContexts,
    panel: Res<MenuPanelWidth>,
    showing: Showing,
    settings: Res<Settings>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    if !showing.on(Screen::TimeUp) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let t = |text: Text| settings.language.t(text);
    board_window(&panel, t(Text::TimeUpTitle), "time-up", egui::Align2::CENTER_CENTER, 0.0).show(ctx, |ui| {
        ui.label(t(Text::TimeUpText));
        ui.horizontal(|ui| {
            if ui.button(t(Text::PlayAgain)).clicked() {
                commands.write(GameCommand::Restart);
            }
            if ui.button(t(Text::NewMap)).clicked() {
                commands.write(GameCommand::NewMap);
            }
        });
    });
    Ok(())
}

/// The first pending notice, until the player dismisses it.
pub(super) fn notice_window(
    mut contexts: EguiContexts,
    panel: Res<MenuPanelWidth>,
    mut notices: ResMut<Notices>,
    settings: Res<Settings>,
) -> Result {
    let Some(text) = notices.0.first().cloned() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let t = |key: Text| settings.language.t(key);
    let mut dismissed = false;
    board_window(&panel, t(Text::Notice), "notice", egui::Align2::CENTER_TOP, 16.0).show(ctx, |ui| {
        ui.set_max_width(PAGE_WIDTH_PX);
        ui.label(text);
        dismissed = ui.button(t(Text::Ok)).clicked();
    });
    if dismissed {
        notices.0.remove(0);
    }
    Ok(())
}
