//! The menus (egui): the panel on the left with Start/Restart, New map,
//! Show/Hide path, Difficulty, the maze's algorithm and options, its code,
//! watching the generation and the run's numbers; the pages over the board
//! (main menu, settings, help, about, see [`super::overlay`]); notices; and
//! the victory overlay. Every word comes from [`super::i18n`]. Widgets only
//! write [`GameCommand`]s or settings; the logic lives elsewhere.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, EguiTextureHandle, egui};

use super::board::BoardLimits;
use super::camera::MenuPanelWidth;
use super::fonts::{CjkFont, load_cjk_font};
use super::i18n::{Language, Text, algorithm_description, corner_name, solver_description};
use super::modes::{FogView, time_limit};
use super::overlay::{Choice, MenuCursor, MenuItem, MenuPage, choose, open};
use super::path_view::PathView;
use super::records::{self, Beaten, Record, VictoryRecords};
use super::search::{LANE_COLOURS, SEARCH_SPEED_RANGE, SearchSettings, SearchView};
use super::settings::{ANIMATION_SPEED_RANGE, GameMode, Notices, Rgb, Settings, Theme};
use super::victory::{RunStats, VictoryReport};
use super::watch::{MAX_STEPS_PER_SEC, MIN_STEPS_PER_SEC, Replay, WatchSettings};
use super::{CurrentMaze, Difficulty, GameArt, GameCommand, Screen, Solution, UiWantsKeyboard};
use crate::maze::generate::Algorithm;
use crate::maze::solve::{SolveError, Solver};
use crate::maze::{MazeSpec, StartCorner};

/// Width of the menu panel, in logical pixels.
const PANEL_WIDTH_PX: f32 = 220.0;
/// Width of the pages over the board, in logical pixels.
const PAGE_WIDTH_PX: f32 = 420.0;

/// What the menu keeps between frames: slider values being dragged and the code being typed.
#[derive(Debug, Default)]
struct MenuState {
    /// The maze the sliders were last synced to.
    synced: Option<MazeSpec>,
    braid: u8,
    density: u8,
    code_input: String,
    code_error: Option<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<CjkFont>()
        .add_systems(
            EguiPrimaryContextPass,
            (load_cjk_font, apply_theme, menu_panel, page_overlay, notice_window, victory_overlay, time_up_overlay)
                .chain(),
        )
        .add_systems(PreUpdate, share_keyboard_focus);
}

fn share_keyboard_focus(wants: Option<Res<EguiWantsInput>>, mut ui: ResMut<UiWantsKeyboard>) {
    let wanted = wants.is_some_and(|w| w.wants_keyboard_input());
    ui.set_if_neq(UiWantsKeyboard(wanted));
}

/// egui's dark or light style, as the theme says.
fn apply_theme(mut contexts: EguiContexts, settings: Res<Settings>, mut applied: Local<Option<bool>>) -> Result {
    let dark = settings.theme.look().dark_menu;
    if *applied != Some(dark) {
        contexts.ctx_mut()?.set_visuals(if dark { egui::Visuals::dark() } else { egui::Visuals::light() });
        *applied = Some(dark);
    }
    Ok(())
}

fn difficulty_text(d: Difficulty) -> Text {
    match d {
        Difficulty::Easy => Text::Easy,
        Difficulty::Medium => Text::Medium,
        Difficulty::Hard => Text::Hard,
    }
}

fn theme_text(theme: Theme) -> Text {
    match theme {
        Theme::Bamboo => Text::ThemeBamboo,
        Theme::Night => Text::ThemeNight,
        Theme::HighContrast => Text::ThemeHighContrast,
    }
}

/// A slider that reports its value only when let go (or moved by keyboard),
/// so dragging it does not build a maze every frame.
fn settled_slider(ui: &mut egui::Ui, value: &mut u8, text: &str) -> bool {
    let response = ui.add(egui::Slider::new(value, 0..=100).suffix("%").text(text));
    response.drag_stopped() || (response.changed() && !response.dragged())
}

fn menu_panel(
    mut contexts: EguiContexts,
    mut state: Local<MenuState>,
    current: Res<CurrentMaze>,
    stats: Res<RunStats>,
    path: Res<PathView>,
    solution: Res<Solution>,
    replay: Res<Replay>,
    mut watch: ResMut<WatchSettings>,
    time: Res<Time>,
    mut panel_width: ResMut<MenuPanelWidth>,
    mut commands: MessageWriter<GameCommand>,
    mut settings: ResMut<Settings>,
    mut page: ResMut<MenuPage>,
    mut cursor: ResMut<MenuCursor>,
    mut search: ResMut<SearchSettings>,
    (fog, view, limits): (Res<FogView>, Res<SearchView>, Res<BoardLimits>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    let spec = current.spec;
    if state.synced != Some(spec) {
        state.synced = Some(spec);
        state.braid = spec.braid_percent;
        state.density = spec.algorithm.setting().unwrap_or(50);
    }
    let mut root = egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let full_width = PANEL_WIDTH_PX - 24.0;
    let button = |ui: &mut egui::Ui, text: &str| ui.add_sized([full_width, 28.0], egui::Button::new(text));
    let remake = |spec: MazeSpec| GameCommand::NewMapLike(spec);
    let width = egui::Panel::left("menu")
        .resizable(false)
        .exact_size(PANEL_WIDTH_PX)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.add_space(6.0);
                ui.heading(t(Text::GameTitle));
                ui.add_space(6.0);
                if button(ui, t(Text::MenuButton)).clicked() {
                    let to = if *page == MenuPage::Closed { MenuPage::Main } else { MenuPage::Closed };
                    open(&mut page, &mut cursor, to);
                }
                let fresh = stats.moves == 0 && stats.started.is_none();
                if button(ui, t(if fresh { Text::Start } else { Text::Restart })).clicked() {
                    commands.write(if fresh { GameCommand::Start } else { GameCommand::Restart });
                }
                if button(ui, t(Text::NewMap)).clicked() {
                    commands.write(GameCommand::NewMap);
                }
                if button(ui, t(if path.shown { Text::HidePath } else { Text::ShowPath })).clicked() {
                    commands.write(GameCommand::TogglePath);
                }
                ui.horizontal(|ui| {
                    let half = [full_width / 2.0 - 4.0, 24.0];
                    if ui.add_sized(half, egui::Button::new(t(Text::HintButton))).clicked() {
                        commands.write(GameCommand::Hint);
                    }
                    if ui.add_sized(half, egui::Button::new(t(Text::WalkOut))).clicked() {
                        commands.write(GameCommand::WalkOut);
                    }
                });
                ui.add_space(8.0);
                ui.label(t(Text::Difficulty));
                for d in Difficulty::ALL {
                    let (w, h) = d.size();
                    let label = format!("{}  ({w}×{h})", t(difficulty_text(d)));
                    if ui.radio(current.difficulty() == Some(d), label).clicked() && current.difficulty() != Some(d) {
                        commands.write(GameCommand::SetDifficulty(d));
                    }
                }
                ui.horizontal(|ui| {
                    ui.label(t(Text::Mode));
                    let mut mode = settings.mode;
                    egui::ComboBox::from_id_salt("mode").selected_text(t(mode_text(mode))).show_ui(ui, |ui| {
                        for m in GameMode::ALL {
                            ui.selectable_value(&mut mode, m, t(mode_text(m)));
                        }
                    });
                    if mode != settings.mode {
                        settings.mode = mode;
                        commands.write(GameCommand::Restart);
                    }
                });
                if settings.mode == GameMode::Fog && limits.chunked(&current.maze) {
                    ui.small(t(Text::FogTooBig));
                }
                if settings.mode == GameMode::Fog
                    && ui
                        .button(format!("{}  {} {}", t(Text::PeekButton), fog.peeks_left, t(Text::PeeksLeft)))
                        .clicked()
                {
                    commands.write(GameCommand::Peek);
                }
                if button(ui, t(Text::DailyButton)).on_hover_ui(|ui| _ = ui.label(records::today())).clicked() {
                    commands.write(GameCommand::Daily);
                }
                super::custom_size::custom_size_row(ui, &current, &mut commands, lang);

                ui.add_space(6.0);
                egui::CollapsingHeader::new(t(Text::Maze)).id_salt("maze").default_open(true).show(ui, |ui| {
                    let mut algorithm = spec.algorithm;
                    egui::ComboBox::from_id_salt("algorithm")
                        .width(full_width - 12.0)
                        .selected_text(algorithm.name())
                        .show_ui(ui, |ui| {
                            for a in Algorithm::ALL {
                                let setting = spec.algorithm.setting().unwrap_or(50);
                                let a = a.with_setting(setting).unwrap_or(a);
                                ui.selectable_value(&mut algorithm, a, a.name())
                                    .on_hover_text(algorithm_description(lang, a));
                            }
                        });
                    if algorithm != spec.algorithm {
                        commands.write(remake(spec.with_algorithm(algorithm)));
                    }
                    if spec.algorithm == Algorithm::Backtracker {
                        let mut corner = spec.corner;
                        egui::ComboBox::from_id_salt("corner")
                            .selected_text(corner_name(lang, corner))
                            .show_ui(ui, |ui| {
                                for c in StartCorner::ALL {
                                    ui.selectable_value(&mut corner, c, corner_name(lang, c));
                                }
                            })
                            .response
                            .on_hover_text(t(Text::StartCorner));
                        if corner != spec.corner {
                            commands.write(remake(spec.with_corner(corner)));
                        }
                    }
                    if spec.algorithm.setting().is_some() {
                        let label = t(match spec.algorithm {
                            Algorithm::Irregular { .. } => Text::SliderWalls,
                            Algorithm::BinaryTree { .. } => Text::SliderNorth,
                            _ => Text::SliderNewest,
                        });
                        if settled_slider(ui, &mut state.density, label)
                            && let Some(changed) = spec.algorithm.with_setting(state.density)
                        {
                            commands.write(remake(spec.with_algorithm(changed)));
                        }
                    }
                    if settled_slider(ui, &mut state.braid, t(Text::SliderBraid)) {
                        commands.write(remake(spec.with_braid(state.braid)));
                    }
                    ui.checkbox(&mut watch.enabled, t(Text::WatchBuilt));
                    if watch.enabled {
                        ui.add(
                            egui::Slider::new(&mut watch.steps_per_sec, MIN_STEPS_PER_SEC..=MAX_STEPS_PER_SEC)
                                .logarithmic(true)
                                .integer()
                                .text(t(Text::StepsPerSec)),
                        );
                    }
                    if !replay.is_done() {
                        let (shown, all) = replay.progress();
                        ui.add(egui::ProgressBar::new(shown as f32 / all.max(1) as f32).text(t(Text::Building)));
                        if ui.button(t(Text::SkipSpace)).clicked() {
                            commands.write(GameCommand::SkipGeneration);
                        }
                    }
                });

                egui::CollapsingHeader::new(t(Text::MazeCode)).id_salt("code").default_open(true).show(ui, |ui| {
                    ui.add(egui::Label::new(egui::RichText::new(spec.code()).monospace()).wrap());
                    ui.horizontal(|ui| {
                        let field = ui.add(
                            egui::TextEdit::singleline(&mut state.code_input)
                                .hint_text(t(Text::TypeCode))
                                .desired_width(full_width - 56.0),
                        );
                        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                        if ui.button(t(Text::Load)).clicked() || entered {
                            match MazeSpec::from_code(&state.code_input) {
                                Ok(spec) => {
                                    commands.write(GameCommand::Load(spec));
                                    state.code_error = None;
                                    state.code_input.clear();
                                }
                                Err(why) => state.code_error = Some(why),
                            }
                        }
                    });
                    if let Some(why) = &state.code_error {
                        ui.colored_label(egui::Color32::from_rgb(255, 120, 100), why);
                    }
                });

                egui::CollapsingHeader::new(t(Text::Solve)).id_salt("solve").default_open(true).show(ui, |ui| {
                    solve_section(ui, lang, &mut search, &view, &mut commands, full_width);
                });

                ui.separator();
                let secs = stats.elapsed(time.elapsed()).as_secs_f32();
                let m = &current.metrics;
                egui::Grid::new("numbers").num_columns(2).show(ui, |ui| {
                    ui.label(t(Text::Time));
                    ui.label(format!("{secs:.1} s"));
                    ui.end_row();
                    if settings.mode == GameMode::TimeAttack {
                        let limit = time_limit(current.difficulty(), solution.optimal_moves()).as_secs_f32();
                        ui.label(t(Text::TimeLeft));
                        ui.strong(format!("{:.1} s", (limit - secs).max(0.0)));
                        ui.end_row();
                    }
                    ui.label(t(Text::Moves));
                    ui.label(stats.moves.to_string());
                    ui.end_row();
                    if path.shown {
                        ui.label(t(Text::Shortest));
                        ui.label(solution.optimal_moves().to_string());
                        ui.end_row();
                    }
                    ui.label(t(Text::Score));
                    ui.label(format!("{:.1} / 10", m.difficulty)).on_hover_text(t(Text::ScoreHint));
                    ui.end_row();
                    ui.label(t(Text::DeadEnds));
                    ui.label(format!("{:.0}%", m.dead_end_share * 100.0));
                    ui.end_row();
                });
                ui.separator();
                ui.small(t(Text::KeysHint));
            });
        })
        .response
        .rect
        .width();
    panel_width.set_if_neq(MenuPanelWidth(width));
    Ok(())
}

fn victory_overlay(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    report: Option<Res<VictoryReport>>,
    settings: Res<Settings>,
    page: Res<MenuPage>,
    mut commands: MessageWriter<GameCommand>,
    art: Res<GameArt>,
    records: Option<Res<VictoryRecords>>,
    mut picture: Local<Option<egui::TextureId>>,
) -> Result {
    let (Screen::Won, Some(report), MenuPage::Closed) = (screen.get(), report, *page) else { return Ok(()) };
    let picture = *picture.get_or_insert_with(|| contexts.add_image(EguiTextureHandle::Strong(art.victory.clone())));
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    egui::Window::new(t(Text::VictoryTitle))
        .id(egui::Id::new("victory"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [PANEL_WIDTH_PX / 2.0, 0.0])
        .show(ctx, |ui| {
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
fn record_text(lang: Language, record: &Record) -> String {
    let time = record.best_time_secs.map_or("–".to_owned(), |s| format!("{s:.1} s"));
    let eff = record.best_efficiency.map_or("–".to_owned(), |e| format!("{:.0}%", e * 100.0));
    format!("{} {time} · {} {eff}", lang.t(Text::BestTime), lang.t(Text::BestEfficiency))
}

fn mode_text(mode: GameMode) -> Text {
    match mode {
        GameMode::Classic => Text::ModeClassic,
        GameMode::TimeAttack => Text::ModeTimeAttack,
        GameMode::Fog => Text::ModeFog,
    }
}

/// Time attack lost: try again or a new map.
fn time_up_overlay(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    settings: Res<Settings>,
    page: Res<MenuPage>,
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    if *screen.get() != Screen::TimeUp || *page != MenuPage::Closed {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let t = |text: Text| settings.language.t(text);
    egui::Window::new(t(Text::TimeUpTitle))
        .id(egui::Id::new("time-up"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [PANEL_WIDTH_PX / 2.0, 0.0])
        .show(ctx, |ui| {
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

fn records_text(ui: &mut egui::Ui, settings: &Settings) {
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    let records = &settings.records;
    if records.difficulty.is_empty() && records.maze.is_empty() && records.daily.is_empty() {
        ui.label(t(Text::NoRecords));
        return;
    }
    egui::ScrollArea::vertical().max_height(380.0).show(ui, |ui| {
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

/// The first pending notice, until the player dismisses it.
fn notice_window(mut contexts: EguiContexts, mut notices: ResMut<Notices>, settings: Res<Settings>) -> Result {
    let Some(text) = notices.0.first().cloned() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let t = |key: Text| settings.language.t(key);
    let mut dismissed = false;
    egui::Window::new(t(Text::Notice))
        .id(egui::Id::new("notice"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [PANEL_WIDTH_PX / 2.0, 16.0])
        .show(ctx, |ui| {
            ui.set_max_width(PAGE_WIDTH_PX);
            ui.label(text);
            dismissed = ui.button(t(Text::Ok)).clicked();
        });
    if dismissed {
        notices.0.remove(0);
    }
    Ok(())
}

/// The page open over the board: main menu, settings, help or about.
fn page_overlay(
    mut contexts: EguiContexts,
    mut page: ResMut<MenuPage>,
    mut cursor: ResMut<MenuCursor>,
    mut settings: ResMut<Settings>,
    stats: Res<RunStats>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    if *page == MenuPage::Closed {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    // Dim the board behind the page.
    let free = ctx.viewport_rect().with_min_x(ctx.viewport_rect().min.x + PANEL_WIDTH_PX);
    ctx.layer_painter(egui::LayerId::new(egui::Order::Background, egui::Id::new("dim"))).rect_filled(
        free,
        0.0,
        egui::Color32::from_black_alpha(110),
    );
    let mut edit = settings.clone();
    let mut chosen: Option<MenuItem> = None;
    let items = page.items();
    let selected = |item: MenuItem| items.get(cursor.0) == Some(&item);
    egui::Window::new(t(page.title()))
        .id(egui::Id::new("page"))
        .title_bar(false)
        .collapsible(false)
        .resizable(false)
        .min_width(PAGE_WIDTH_PX)
        .max_width(PAGE_WIDTH_PX)
        .anchor(egui::Align2::CENTER_CENTER, [PANEL_WIDTH_PX / 2.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| ui.heading(egui::RichText::new(t(page.title())).size(26.0)));
            ui.add_space(10.0);
            match *page {
                MenuPage::Main => {
                    let playing = stats.moves > 0 || stats.started.is_some();
                    for &item in items {
                        let label = if item == MenuItem::Play && playing { t(Text::Continue) } else { t(item.label()) };
                        let button = egui::Button::new(egui::RichText::new(label).size(18.0)).selected(selected(item));
                        ui.vertical_centered(|ui| {
                            if ui.add_sized([PAGE_WIDTH_PX * 0.6, 34.0], button).clicked() {
                                chosen = Some(item);
                            }
                        });
                    }
                }
                MenuPage::Settings => settings_rows(ui, &mut edit, items, cursor.0, &mut chosen),
                MenuPage::Help => {
                    help_text(ui, lang);
                    back_button(ui, t(Text::Back), &mut chosen);
                }
                MenuPage::About => {
                    about_text(ui, lang);
                    back_button(ui, t(Text::Back), &mut chosen);
                }
                MenuPage::Records => {
                    records_text(ui, &edit);
                    back_button(ui, t(Text::Back), &mut chosen);
                }
                MenuPage::Closed => {}
            }
            ui.add_space(8.0);
            ui.vertical_centered(|ui| ui.small(t(Text::MenuKeysHint)));
        });
    if let Some(item) = chosen {
        if let Some(at) = items.iter().position(|&i| i == item) {
            cursor.0 = at;
        }
        match choose(item, &mut edit) {
            Choice::Go(to) => open(&mut page, &mut cursor, to),
            Choice::Quit => {
                exit.write(AppExit::Success);
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
        if ui.add_sized([PAGE_WIDTH_PX * 0.4, 30.0], egui::Button::new(label).selected(true)).clicked() {
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
                if ui.add(egui::Button::new(label).selected(row == cursor)).clicked() {
                    *chosen = Some(item);
                }
                ui.end_row();
                continue;
            }
            ui.label(label);
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
                MenuItem::Music => {
                    let state = t(if edit.music { Text::On } else { Text::Off });
                    ui.checkbox(&mut edit.music, state);
                }
                MenuItem::Effects => {
                    let state = t(if edit.effects { Text::On } else { Text::Off });
                    ui.checkbox(&mut edit.effects, state);
                }
                MenuItem::ReducedMotion => {
                    let state = t(if edit.reduced_motion { Text::On } else { Text::Off });
                    ui.checkbox(&mut edit.reduced_motion, state);
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

fn percent(value: f64, _: std::ops::RangeInclusive<usize>) -> String {
    format!("{:.0}%", value * 100.0)
}

fn help_text(ui: &mut egui::Ui, lang: Language) {
    let t = |text: Text| lang.t(text);
    egui::ScrollArea::vertical().max_height(420.0).show(ui, |ui| {
        ui.strong(t(Text::HelpControlsTitle));
        ui.label(t(Text::HelpControls));
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
        ui.label(t(Text::HelpModes));
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

/// The Solve section: which solver (and rival), watch or race, replay controls, and each lane's numbers.
fn solve_section(
    ui: &mut egui::Ui,
    lang: Language,
    search: &mut SearchSettings,
    view: &SearchView,
    commands: &mut MessageWriter<GameCommand>,
    full_width: f32,
) {
    let t = |text: Text| lang.t(text);
    let pick = |ui: &mut egui::Ui, id: &str, label: Text, value: &mut Solver| {
        ui.horizontal(|ui| {
            ui.label(t(label));
            egui::ComboBox::from_id_salt(id).selected_text(value.name()).show_ui(ui, |ui| {
                for s in Solver::ALL {
                    ui.selectable_value(value, s, s.name()).on_hover_text(solver_description(lang, s));
                }
            });
        });
    };
    let (mut solver, mut rival) = (search.solver, search.rival);
    pick(ui, "solver", Text::Solver, &mut solver);
    pick(ui, "rival", Text::Rival, &mut rival);
    if (solver, rival) != (search.solver, search.rival) {
        (search.solver, search.rival) = (solver, rival);
    }
    let half = [full_width / 2.0 - 10.0, 24.0];
    ui.horizontal(|ui| {
        if ui.add_sized(half, egui::Button::new(t(Text::ShowSearch))).clicked() {
            commands.write(GameCommand::ShowSearch(search.solver));
        }
        if ui.add_sized(half, egui::Button::new(t(Text::Race))).clicked() {
            commands.write(GameCommand::Race(search.solver, search.rival));
        }
    });
    let (slow, fast) = SEARCH_SPEED_RANGE;
    let mut speed = search.steps_per_sec;
    ui.add(egui::Slider::new(&mut speed, slow..=fast).logarithmic(true).integer().text(t(Text::SearchSpeed)));
    if speed != search.steps_per_sec {
        search.steps_per_sec = speed;
    }
    if view.lanes.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        let pause = if view.paused { Text::Resume } else { Text::Pause };
        for (text, command) in [
            (pause, GameCommand::PauseSearch),
            (Text::StepOnce, GameCommand::StepSearch),
            (Text::Finish, GameCommand::FinishSearch),
            (Text::ClearSearch, GameCommand::ClearSearch),
        ] {
            if ui.small_button(t(text)).clicked() {
                commands.write(command);
            }
        }
    });
    for (i, lane) in view.lanes.iter().enumerate() {
        let colour = LANE_COLOURS[i.min(1)].to_srgba();
        let swatch = egui::Color32::from_rgb(
            (colour.red * 255.0) as u8,
            (colour.green * 255.0) as u8,
            (colour.blue * 255.0) as u8,
        );
        ui.horizontal_wrapped(|ui| {
            ui.colored_label(swatch, "■");
            ui.strong(lane.search.solver.name());
            ui.label(format!("{} {}", lane.visited_so_far(), t(Text::Visited)));
            if lane.is_done() {
                match &lane.search.route {
                    Ok(route) => ui.label(format!("{} {}", route.len().saturating_sub(1), t(Text::RouteTiles))),
                    Err(SolveError::WallFollowerLost) => ui.label(t(Text::Lost)),
                    Err(_) => ui.label(t(Text::NoWay)),
                };
                ui.label(format!("{} {:.2} ms", t(Text::SolveTime), lane.solve_time.as_secs_f64() * 1000.0));
            }
        });
    }
}
