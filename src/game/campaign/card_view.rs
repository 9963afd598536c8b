//! Draws the one end card ([`super::card`]) in egui: for a level, its title,
//! the stars filling one by one, moves against the shortest route, the
//! time, the bamboo eaten, a new-best mark and where the player wandered;
//! for a free maze, the same numbers with its records. It sits where it
//! covers least of the walked route and never the panda.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::CampaignState;
use super::card::{CardButton, CardPressed, EndCard};
use crate::game::board::view::{BoardView, Boards};
use crate::game::frame::Screen;
use crate::game::run::announce::{Announcer, Heard};
use crate::game::run::records::VictoryRecords;
use crate::game::run::victory::VictoryReport;
use crate::game::run::wander::{PendingWander, WanderReport};
use crate::game::settings::{Language, Settings};
use crate::game::ui::a11y::follow_highlight;
use crate::game::ui::card::{card_button, card_frame, least_covering, number_row, star_row, stars_filled};
use crate::game::ui::dialogs::record_text;
use crate::game::ui::i18n::Text;
use crate::game::ui::icons::Icon;
use crate::game::ui::nav::MenuPage;
use crate::game::ui::style::UiPalette;
use crate::game::ui::wander_note::wander_line;
use crate::game::view::camera::{MainCamera, MenuPanelWidth};

pub(super) fn windowed_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, end_card);
}

/// What the card tells.
#[derive(SystemParam)]
struct Facts<'w> {
    report: Option<Res<'w, VictoryReport>>,
    records: Option<Res<'w, VictoryRecords>>,
    wander: Res<'w, WanderReport>,
    measuring: Res<'w, PendingWander>,
    state: Res<'w, CampaignState>,
    boards: Boards<'w>,
    settings: Res<'w, Settings>,
    race: super::race_card::RaceFacts<'w>,
    ghost: Option<Res<'w, crate::game::run::best_ghost::GhostResult>>,
}

/// Where the cells of the board are drawn on screen, on any grid, in
/// egui's points (the window's logical pixels over the player's text size).
#[derive(SystemParam)]
pub(super) struct BoardOnScreen<'w, 's> {
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<MainCamera>>,
    boards: Boards<'w>,
    /// The panel beside the board.
    pub panel: Res<'w, MenuPanelWidth>,
}

impl BoardOnScreen<'_, '_> {
    /// The board on the screen.
    pub fn view(&self) -> BoardView<'_> {
        self.boards.view()
    }

    /// The centres of `cells` on screen (those the camera shows).
    pub fn cell_centres(&self, cells: impl IntoIterator<Item = u32>) -> Vec<egui::Pos2> {
        let Ok((camera, at)) = self.camera.single() else { return Vec::new() };
        let view = self.view();
        cells.into_iter().filter_map(|c| self.to_points(camera, at, view.world_centre(c))).collect()
    }

    /// Cell `c` and about a step round it, on screen (where the panda stands and what it needs round it).
    pub fn around_cell(&self, c: u32) -> egui::Rect {
        let view = self.view();
        self.around_point(view.world_centre(c), view.step_world())
    }

    /// The square `reach` world units round the world's point `c`, on screen.
    fn around_point(&self, c: Vec2, reach: f32) -> egui::Rect {
        let Ok((camera, at)) = self.camera.single() else { return egui::Rect::NOTHING };
        let to_screen = |p: Vec2| self.to_points(camera, at, p);
        match (to_screen(c - Vec2::splat(reach)), to_screen(c + Vec2::splat(reach))) {
            (Some(a), Some(b)) => egui::Rect::from_two_pos(a, b),
            _ => egui::Rect::NOTHING,
        }
    }

    /// Where the world's point `p` is drawn, in egui's points.
    fn to_points(&self, camera: &Camera, at: &GlobalTransform, p: Vec2) -> Option<egui::Pos2> {
        let v = camera.world_to_viewport(at, p.extend(0.0)).ok()? / self.panel.zoom;
        Some(egui::pos2(v.x, v.y))
    }

    /// The part of `screen` beside the panel.
    pub fn area(&self, screen: egui::Rect) -> egui::Rect {
        egui::Rect::from_min_max(egui::pos2(self.panel.points, screen.min.y), screen.max)
    }
}

/// When the card came up (egui's clock, seconds) and its size last frame.
#[derive(Default)]
struct Shown {
    since: Option<f64>,
    size: Option<egui::Vec2>,
}

fn end_card(
    mut contexts: EguiContexts,
    (screen, page): (Res<State<Screen>>, Res<MenuPage>),
    facts: Facts,
    board: BoardOnScreen,
    card: Res<EndCard>,
    mut pressed: MessageWriter<CardPressed>,
    mut shown: Local<Shown>,
    mut announcer: ResMut<Announcer>,
) -> Result {
    let Some(report) = facts.report.as_deref().filter(|_| *screen.get() == Screen::Won && !card.buttons.is_empty())
    else {
        shown.since = None;
        return Ok(());
    };
    if *page != MenuPage::Closed {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let now = ctx.input(|i| i.time);
    let lang = facts.settings.language;
    if shown.since.is_none() {
        // The results are said once, when the card comes up (K says them again).
        announcer.say(Heard::Screen, card_words(lang, &facts, report));
    }
    let since = *shown.since.get_or_insert(now);
    let p = UiPalette::of(facts.settings.theme);
    let area = board.area(ctx.content_rect());
    // The panda has walked out: it stands on the exit.
    let view = board.view();
    let (route, panda) = (board.cell_centres(view.walked()), board.around_cell(view.exit()));
    let size = shown.size.unwrap_or(egui::vec2(340.0, 360.0));
    let at = least_covering(area, size, &route, panda);
    let filled = stars_filled(3, now - since, facts.settings.reduced_motion);
    // Named for a screen reader by what it says.
    let title = if facts.state.result.is_some() && facts.state.level().is_some() {
        lang.t(Text::LevelCleared)
    } else {
        lang.t(Text::VictoryTitle)
    };
    let response = egui::Window::new(title)
        .id(egui::Id::new("end-card"))
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .frame(card_frame(&p))
        .fixed_pos(at)
        .show(ctx, |ui| {
            ui.set_max_width(320.0);
            tell(ui, lang, &facts, report, filled, &p);
            ui.add_space(10.0);
            ui.horizontal(|ui| {
                for (k, &button) in card.buttons.iter().enumerate() {
                    let text = button_text(lang, button);
                    let response = card_button(ui, &text, k == 0, k == card.focus, &p);
                    // A screen reader reads the card's focused button.
                    follow_highlight(&response, k == card.focus, || text.to_string());
                    if response.clicked() {
                        pressed.write(CardPressed(button));
                    }
                }
            });
            ui.small(lang.t(Text::CardKeys));
        });
    if let Some(response) = response {
        shown.size = Some(response.response.rect.size());
    }
    if filled < 3 {
        ctx.request_repaint();
    }
    Ok(())
}

/// The card's results in words, for a player who cannot see it.
fn card_words(lang: Language, facts: &Facts, report: &VictoryReport) -> String {
    let t = |text: Text| lang.t(text);
    let level = facts.state.result.filter(|_| facts.state.level().is_some());
    let mut out = vec![if level.is_some() { t(Text::LevelCleared) } else { t(Text::VictoryTitle) }.to_owned()];
    out.extend(level_name(lang, &facts.state).map(|name| format!("{name}.")));
    if let Some(result) = level {
        out.push(t(Text::StarsOfThree).replace("{n}", &result.stars.to_string()));
    }
    let beaten = facts.records.as_ref().is_some_and(|r| r.maze.1.time || r.maze.1.efficiency);
    if level.map_or(beaten, |r| r.improved) {
        out.push(t(Text::NewBest).to_owned());
    }
    let moves = t(Text::MovesAgainst)
        .replace("{moves}", &report.moves.to_string())
        .replace("{optimal}", &report.optimal.to_string());
    out.push(format!("{}: {moves}.", t(Text::Moves)));
    out.push(format!("{}: {:.1} s.", t(Text::Time), report.time.as_secs_f32()));
    let held = facts.boards.view().holdings();
    if held.bamboo.0 > 0 {
        out.push(format!("{}: {}/{}.", t(Text::BambooEaten), held.bamboo.1, held.bamboo.0));
    }
    out.join(" ")
}

/// The card's words and numbers.
fn tell(ui: &mut egui::Ui, lang: Language, facts: &Facts, report: &VictoryReport, filled: u8, p: &UiPalette) {
    let t = |text: Text| lang.t(text);
    let level = facts.state.result.filter(|_| facts.state.level().is_some());
    ui.vertical_centered(|ui| {
        let title = if level.is_some() { t(Text::LevelCleared) } else { t(Text::VictoryTitle) };
        ui.heading(egui::RichText::new(title).strong().color(p.ink));
        if let Some(name) = level_name(lang, &facts.state) {
            ui.label(name);
        }
        if let Some(result) = level {
            ui.add_space(4.0);
            star_row(ui, result.stars, filled, p);
        }
        let beaten = facts.records.as_ref().is_some_and(|r| r.maze.1.time || r.maze.1.efficiency);
        if level.map_or(beaten, |r| r.improved) {
            ui.label(egui::RichText::new(t(Text::NewBest)).strong().color(p.gold));
        }
    });
    ui.add_space(6.0);
    if let Some(rows) = facts.race.rows() {
        super::race_card::race_columns(ui, lang, rows, p);
        return;
    }
    egui::Grid::new("end-card-numbers").num_columns(3).spacing([8.0, 4.0]).show(ui, |ui| {
        let moves = t(Text::MovesAgainst)
            .replace("{moves}", &report.moves.to_string())
            .replace("{optimal}", &report.optimal.to_string());
        number_row(ui, Icon::Paw, t(Text::Moves), egui::RichText::new(moves), p);
        number_row(
            ui,
            Icon::Clock,
            t(Text::Time),
            egui::RichText::new(format!("{:.1} s", report.time.as_secs_f32())),
            p,
        );
        let held = facts.boards.view().holdings();
        if held.bamboo.0 > 0 {
            let eaten = format!("{}/{}", held.bamboo.1, held.bamboo.0);
            number_row(ui, Icon::Bamboo, t(Text::BambooEaten), egui::RichText::new(eaten), p);
        }
        if report.undos > 0 || report.hints > 0 {
            let both = format!("{} / {}", report.undos, report.hints);
            number_row(
                ui,
                Icon::Key,
                &format!("{} / {}", t(Text::Undos), t(Text::Hints)),
                egui::RichText::new(both),
                p,
            );
        }
    });
    if report.assisted {
        ui.label(egui::RichText::new(t(Text::Assisted)).color(p.accent));
    }
    if let Some(ghost) = facts.ghost.as_deref() {
        let secs = format!("{:.2} s", ghost.ahead_cs.unsigned_abs() as f32 / 100.0);
        let text = if ghost.ahead_cs >= 0 { t(Text::AheadOfBest) } else { t(Text::BehindBest) };
        ui.label(egui::RichText::new(text.replace("{secs}", &secs)).strong().color(p.accent));
    }
    // Detours are tinted on every grid.
    let wandered = facts.wander.0.as_ref().map(|w| (wander_line(lang, w), !w.detours.is_empty()));
    if let Some((line, tinted)) = wandered {
        ui.add_space(4.0);
        ui.add(egui::Label::new(line).wrap());
        if tinted {
            ui.small(t(Text::DetoursTinted));
        }
    } else if facts.measuring.is_running() {
        ui.add_space(4.0);
        ui.small(t(Text::MeasuringWander));
    }
    if let (None, Some(records)) = (level, facts.records.as_ref()) {
        ui.add_space(4.0);
        ui.small(format!("{}: {}", t(Text::ThisMaze), record_text(lang, &records.maze.0)));
        if let Some(days) = records.daily_streak.filter(|&d| d > 0) {
            ui.label(egui::RichText::new(t(Text::DailyStreak).replace("{n}", &days.to_string())).color(p.accent));
        }
    }
}

/// "Bamboo Grove · Level 2" for a level, "Endless · Level 5" for an endless one.
fn level_name(lang: Language, state: &CampaignState) -> Option<String> {
    let result = state.result.filter(|_| state.level().is_some())?;
    let level = lang.t(Text::LevelWord);
    Some(match result.endless {
        Some(n) => format!("{} · {level} {}", lang.t(Text::Endless), u64::from(n) + 1),
        None => {
            let world = state.campaign.worlds.get(result.id.world)?;
            let name = match lang {
                Language::English => &world.name.en,
                Language::Chinese => &world.name.zh,
            };
            format!("{name} · {level} {}/{}", result.id.level + 1, world.levels.len())
        }
    })
}

/// A button's words.
fn button_text(lang: Language, button: CardButton) -> String {
    lang.t(match button {
        CardButton::Next => Text::NextLevel,
        CardButton::Retry => Text::Retry,
        CardButton::Levels => Text::Levels,
        CardButton::NewMap => Text::NewMap,
        CardButton::PlayAgain => Text::PlayAgain,
        CardButton::Replay => Text::ReplayButton,
        CardButton::RaceBest => Text::RaceYourBest,
    })
    .to_owned()
}
