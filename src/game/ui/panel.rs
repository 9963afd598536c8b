//! The panel on the left: Menu, Start/Restart, New map, Show/Hide path, hint
//! and walk out, difficulty and mode, the daily maze and a custom size, the
//! maze's algorithm and options, its code, the solvers, and the run's numbers.
//! Widgets only write [`GameCommand`]s or settings; the logic lives elsewhere.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::code_section::code_section;
use super::custom_size::custom_size_row;
use super::face::{PLAY_BAR_WIDTH_PX, PlayView, face_button, play_bar};
use super::grid_choice::{grid_limits_note, grid_row};
use super::grid_maze_section::{Sliders, corner_choice, grid_maze_section, settled_slider};
use super::i18n::{Language, Text};
use super::i18n_names::algorithm_description;
use super::look::{PANEL_WIDTH_PX, difficulty_text, mode_text};
use super::nav::{MenuCursor, MenuPage, open};
use super::print::Layered;
use super::solve_section::{lane_lines, solve_section};
use super::watch_rows::watch_rows;
use crate::game::assist::route_view::RouteView;
use crate::game::assist::search::{SearchSettings, SearchView};
use crate::game::board::BoardLimits;
use crate::game::board::grid::MAX_WATCHED_GRID_CELLS;
use crate::game::board::watch::{GenerationReplay, WatchSettings};
use crate::game::command::GameCommand;
use crate::game::model::{Difficulty, SquareLab, today};
use crate::game::run::fog::FogView;
use crate::game::run::modes::board_time_limit;
use crate::game::run::victory::RunStats;
use crate::game::settings::{Face, GameMode, Settings, help_allowed};
use crate::game::view::camera::{CameraView, MenuPanelWidth};
use crate::maze::MazeSpec;
use crate::maze::generate::{Algorithm, AnySpec};

/// What the menu keeps between frames: slider values being dragged and the code being typed.
#[derive(Debug, Default)]
pub(super) struct MenuState {
    /// The maze the sliders were last synced to.
    synced: Option<AnySpec>,
    braid: u8,
    density: u8,
    code_input: String,
    code_error: Option<String>,
    /// The Floors choice: how many (1: flat), and how the stairs go.
    floors: (u32, crate::maze::floors::Stairs),
    /// The Weave choice, in percent (0: flat).
    weave: u8,
}

/// What the panel shows: the maze, the run and the views on the board.
#[derive(SystemParam)]
pub(super) struct Shown<'w> {
    lab: Res<'w, SquareLab>,
    stats: Res<'w, RunStats>,
    route_view: Res<'w, RouteView>,
    replay: Res<'w, GenerationReplay>,
    time: Res<'w, Time>,
    fog: Res<'w, FogView>,
    view: Res<'w, SearchView>,
    limits: Res<'w, BoardLimits>,
    clock: Res<'w, crate::game::run::modes::LevelClock>,
    camera: Res<'w, CameraView>,
    boards: crate::game::board::view::Boards<'w>,
    players: Res<'w, crate::game::model::Players>,
    ghost_race: Res<'w, crate::game::run::best_ghost::GhostRace>,
    making: Res<'w, crate::game::board::making::PendingMap>,
    making_grid: Res<'w, crate::game::board::grid::PendingGrid>,
    searching: Res<'w, crate::game::assist::search::PendingSearch>,
}

/// What the panel changes: commands, settings, the menu page and its own options.
#[derive(SystemParam)]
pub(super) struct Changed<'w> {
    commands: MessageWriter<'w, GameCommand>,
    play_shared: MessageWriter<'w, crate::game::command::PlayShared>,
    settings: ResMut<'w, Settings>,
    page: ResMut<'w, MenuPage>,
    cursor: ResMut<'w, MenuCursor>,
    search: ResMut<'w, SearchSettings>,
    watch: ResMut<'w, WatchSettings>,
    panel_width: ResMut<'w, MenuPanelWidth>,
    mask_file: ResMut<'w, crate::game::board::mask_file::MaskFile>,
    paper: ResMut<'w, super::print::PaperChoice>,
}

/// The inner width of the panel, in logical pixels.
const FULL_WIDTH_PX: f32 = PANEL_WIDTH_PX - 24.0;

/// A button as wide as the panel.
fn wide_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized([FULL_WIDTH_PX, 28.0], egui::Button::new(text))
}

/// The panel on the left (see the module's doc).
pub(super) fn menu_panel(
    mut contexts: EguiContexts,
    mut state: Local<MenuState>,
    shown: Shown,
    mut changed: Changed,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let on_board = shown.boards.view().spec();
    if state.synced != Some(on_board) {
        state.synced = Some(on_board);
        let (braid, algorithm) = match on_board {
            AnySpec::Square(s) => (s.braid_percent, s.algorithm),
            AnySpec::Grid(s) => (s.braid_percent, s.algorithm),
        };
        state.braid = braid;
        state.density = algorithm.setting().unwrap_or(50);
        let floors = shown.boards.view().grid_game().and_then(|g| g.floors);
        state.floors = floors.map_or((1, state.floors.1), |f| (f.floors, f.stairs));
        state.weave = shown.boards.view().grid_game().and_then(|g| g.weave.as_ref()).map_or(0, |w| w.spec.percent);
    }
    let lang = changed.settings.language;
    let t = |text: Text| lang.t(text);
    let mut root = egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let face = changed.settings.face;
    let width = egui::Panel::left("menu")
        .resizable(false)
        .exact_size(if face == Face::Lab { PANEL_WIDTH_PX } else { PLAY_BAR_WIDTH_PX })
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                if face == Face::Play {
                    let view = PlayView {
                        stats: &shown.stats,
                        now: shown.time.elapsed(),
                        route_shown: shown.route_view.shown,
                        close_up: shown.camera.close_up,
                        mode: changed.settings.mode,
                        untimed: changed.settings.untimed,
                        time_limit: board_time_limit(&shown.clock, &shown.boards.view()),
                        keys: &changed.settings.keys,
                        players: *shown.players,
                        ghost_race: shown.ghost_race.0,
                        help: help_allowed(*shown.players, &changed.settings),
                        lit: shown.boards.view().difficulty(),
                        floor: shown.boards.view().floor(),
                    };
                    let menu = (&mut *changed.page, &mut *changed.cursor);
                    play_bar(ui, lang, view, &mut changed.commands, menu);
                    ui.add_space(6.0);
                    let playing = shown.boards.view().difficulty();
                    grid_row(ui, lang, &mut changed.settings, playing, &mut changed.commands);
                    return;
                }
                // The Lab is a workbench: in the same style as Play, with denser type and buttons.
                let style = ui.style_mut();
                style.spacing.button_padding = egui::vec2(4.0, 2.0);
                for text in [egui::TextStyle::Body, egui::TextStyle::Button] {
                    style.text_styles.insert(text, egui::FontId::proportional(12.5));
                }
                ui.add_space(6.0);
                ui.heading(t(Text::GameTitle));
                face_button(ui, lang, face, &changed.settings.keys, &mut changed.commands);
                // Sliders leave room for their value and words within the panel.
                ui.spacing_mut().slider_width = (ui.available_width() - 140.0).clamp(50.0, 100.0);
                ui.add_space(6.0);
                play_section(ui, &shown, &mut changed);
                ui.add_space(6.0);
                let square = shown.boards.view().grid_game().is_none();
                egui::CollapsingHeader::new(t(Text::Maze)).id_salt("maze").default_open(true).show(ui, |ui| {
                    let playing = shown.boards.view().difficulty();
                    grid_row(ui, lang, &mut changed.settings, playing, &mut changed.commands);
                    let (floors, stairs) = &mut state.floors;
                    let chosen = (&*changed.settings, playing);
                    super::floors_choice::floors_row(ui, lang, (floors, stairs), chosen, &mut changed.commands);
                    super::weave_choice::weave_row(ui, lang, &mut state.weave, chosen, &mut changed.commands);
                    match shown.boards.view().grid_game() {
                        // A maze of floors or a weave is made by its own row: the flat grid's options would make a flat maze.
                        Some(game) if game.floors.is_some() || game.weave.is_some() => {
                            if ui.button(t(Text::HeatButton)).clicked() {
                                changed.commands.write(GameCommand::ToggleHeat);
                            }
                            grid_limits_note(ui, lang);
                        }
                        Some(game) => {
                            let MenuState { density, braid, .. } = &mut *state;
                            let sliders = Sliders { density, braid };
                            let (settings, commands) = (&mut changed.settings, &mut changed.commands);
                            grid_maze_section(ui, lang, game.spec, sliders, settings, commands);
                            watch_rows(ui, lang, &mut changed.watch, &shown.replay, &mut changed.commands);
                            if changed.watch.enabled && game.cell_count() > MAX_WATCHED_GRID_CELLS {
                                ui.small(t(Text::WatchTooBig));
                            }
                            grid_limits_note(ui, lang);
                        }
                        None => maze_section(ui, lang, &shown, &mut state, &mut changed),
                    }
                });
                egui::CollapsingHeader::new(t(Text::MazeCode)).id_salt("code").default_open(true).show(ui, |ui| {
                    // A maze drawn by hand has its share code, whatever file cuts new maps.
                    let drawn = shown.boards.view().share_code().is_some();
                    let file = changed.mask_file.in_use().filter(|_| square && !drawn).map(str::to_owned);
                    let MenuState { code_input, code_error, .. } = &mut *state;
                    let typed = (code_input, code_error);
                    let code = shown.boards.view().code();
                    let writers = (&mut changed.commands, &mut changed.play_shared);
                    code_section(ui, lang, &code, file.as_deref(), typed, writers);
                    if drawn {
                        let printed = |kind, folder: &std::path::Path, paper, font: Option<&[u8]>| {
                            super::print_shared::print_drawn(&code, kind, folder, paper, font)
                        };
                        super::print::print_row_with(ui, (lang, &mut changed.paper.0), code.clone(), printed);
                    } else if let Some(layered) = shown.boards.view().grid_game().and_then(Layered::of) {
                        let printed = |kind, folder: &std::path::Path, paper, font: Option<&[u8]>| {
                            super::print::print_layered(&layered, kind, folder, paper, font)
                        };
                        super::print::print_row_with(ui, (lang, &mut changed.paper.0), code.clone(), printed);
                    } else if file.is_none() {
                        super::print::print_row(ui, lang, &mut changed.paper.0, &on_board);
                    }
                    if ui.button(t(Text::Editor)).clicked() {
                        changed.commands.write(GameCommand::OpenEditor);
                    }
                });
                egui::CollapsingHeader::new(t(Text::Solve)).id_salt("solve").default_open(true).show(ui, |ui| {
                    let lanes = lane_lines(&shown.view);
                    solve_section(ui, lang, &mut changed.search, &lanes, &mut changed.commands);
                    if shown.searching.is_running() {
                        ui.small(lang.t(Text::Searching));
                    }
                    super::lesson_window::open_button(ui, lang);
                });
                ui.separator();
                numbers(ui, lang, &shown, (changed.settings.mode, changed.settings.untimed));
                ui.separator();
                ui.small(super::keyed::keyed(t(Text::KeysHint), &changed.settings.keys));
            });
        })
        .response
        .rect
        .width();
    changed.panel_width.set_if_neq(MenuPanelWidth { points: width, zoom: ctx.zoom_factor() });
    Ok(())
}

/// Menu, Start/Restart, New map, path, hint, walk out, difficulty, mode, daily, custom size.
fn play_section(ui: &mut egui::Ui, shown: &Shown, changed: &mut Changed) {
    let lang = changed.settings.language;
    let t = |text: Text| lang.t(text);
    let (stats, commands) = (&shown.stats, &mut changed.commands);
    if wide_button(ui, t(Text::MenuButton)).clicked() {
        let to = if *changed.page == MenuPage::Closed { MenuPage::Main } else { MenuPage::Closed };
        open(&mut changed.page, &mut changed.cursor, to);
    }
    let fresh = stats.moves == 0 && stats.started.is_none();
    if wide_button(ui, t(if fresh { Text::Start } else { Text::Restart })).clicked() {
        commands.write(if fresh { GameCommand::Start } else { GameCommand::Restart });
    }
    // A huge map (or a big grid maze) is made off the frame: the map played
    // stays until it is in, and the button says so meanwhile (in its place:
    // nothing below moves).
    let making = shown.making.spec().is_some() || shown.making_grid.spec().is_some();
    let new_map = if making { Text::MakingMap } else { Text::NewMap };
    if wide_button(ui, t(new_map)).clicked() {
        commands.write(GameCommand::NewMap);
    }
    // With two players help may be off (Settings); the buttons then say so.
    let help = help_allowed(*shown.players, &changed.settings);
    let path = t(if shown.route_view.shown { Text::HidePath } else { Text::ShowPath });
    let path_on = help || shown.route_view.shown;
    if ui
        .add_enabled_ui(path_on, |ui| wide_button(ui, path))
        .inner
        .on_disabled_hover_text(t(Text::DuoHelpOff))
        .clicked()
    {
        commands.write(GameCommand::ToggleRoute);
    }
    ui.horizontal(|ui| {
        ui.add_enabled_ui(help, |ui| {
            let half = [FULL_WIDTH_PX / 2.0 - 4.0, 24.0];
            let hint = super::keyed::keyed(t(Text::HintButton), &changed.settings.keys);
            if ui
                .add_sized(half, egui::Button::new(hint.as_ref()))
                .on_disabled_hover_text(t(Text::DuoHelpOff))
                .clicked()
            {
                commands.write(GameCommand::Hint);
            }
            if ui
                .add_sized(half, egui::Button::new(t(Text::WalkOut)))
                .on_disabled_hover_text(t(Text::DuoHelpOff))
                .clicked()
            {
                commands.write(GameCommand::WalkOut);
            }
        });
    });
    ui.add_space(8.0);
    ui.label(t(Text::Difficulty));
    let playing = shown.boards.view().difficulty();
    for d in Difficulty::ALL {
        let (w, h) = d.size();
        let label = match changed.settings.grid.shape(d) {
            Some(shape) => format!("{}  ({shape})", t(difficulty_text(d))),
            None => format!("{}  ({w}×{h})", t(difficulty_text(d))),
        };
        if ui.radio(playing == Some(d), label).clicked() && playing != Some(d) {
            commands.write(GameCommand::SetDifficulty(d));
        }
    }
    let settings = &mut changed.settings;
    // Classic, time attack and fog play on every grid.
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
    let chunked = shown.boards.view().tile_maze().is_some_and(|maze| shown.limits.chunked(maze));
    if chunked && settings.mode == GameMode::Fog {
        ui.small(t(Text::FogTooBig));
    }
    if settings.mode == GameMode::Fog
        && ui.button(format!("{}  {} {}", t(Text::PeekButton), shown.fog.peeks_left, t(Text::PeeksLeft))).clicked()
    {
        commands.write(GameCommand::Peek);
    }
    if wide_button(ui, t(Text::DailyButton)).on_hover_ui(|ui| _ = ui.label(today())).clicked() {
        commands.write(GameCommand::Daily);
    }
    custom_size_row(ui, shown.lab.0, commands, lang);
}

/// The maze's algorithm, start corner, density, braiding, and watching it being built.
fn maze_section(ui: &mut egui::Ui, lang: Language, shown: &Shown, state: &mut MenuState, changed: &mut Changed) {
    let t = |text: Text| lang.t(text);
    let spec = shown.lab.0;
    let (commands, watch) = (&mut changed.commands, &mut changed.watch);
    let remake = |spec: MazeSpec| GameCommand::NewMapLike(spec);
    let mut algorithm = spec.algorithm;
    egui::ComboBox::from_id_salt("algorithm").width(FULL_WIDTH_PX - 12.0).selected_text(algorithm.name()).show_ui(
        ui,
        |ui| {
            for a in Algorithm::ALL {
                let setting = spec.algorithm.setting().unwrap_or(50);
                let a = a.with_setting(setting).unwrap_or(a);
                ui.selectable_value(&mut algorithm, a, a.name()).on_hover_text(algorithm_description(lang, a));
            }
        },
    );
    if algorithm != spec.algorithm {
        commands.write(remake(spec.with_algorithm(algorithm)));
    }
    if spec.algorithm == Algorithm::Backtracker {
        let corner = corner_choice(ui, lang, "corner", spec.corner);
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
    super::shape_section::shape_section(ui, lang, spec, commands, (&mut changed.settings, &mut changed.mask_file));
    if settled_slider(ui, &mut state.braid, t(Text::SliderBraid)) {
        commands.write(remake(spec.with_braid(state.braid)));
    }
    watch_rows(ui, lang, watch, &shown.replay, commands);
}

/// Time (and time left), moves, the shortest route when shown, score and dead ends (the grid maze's on a grid board).
fn numbers(ui: &mut egui::Ui, lang: Language, shown: &Shown, (mode, untimed): (GameMode, bool)) {
    let t = |text: Text| lang.t(text);
    let stats = &shown.stats;
    let secs = stats.elapsed(shown.time.elapsed()).as_secs_f32();
    let board = shown.boards.view();
    let (shortest, (difficulty, dead_ends)) = (board.optimal_moves(), board.difficulty_and_dead_ends());
    egui::Grid::new("numbers").num_columns(2).show(ui, |ui| {
        ui.label(t(Text::Time));
        ui.label(format!("{secs:.1} s"));
        ui.end_row();
        if mode == GameMode::TimeAttack {
            let limit = board_time_limit(&shown.clock, &board).as_secs_f32();
            ui.label(t(Text::TimeLeft));
            if untimed {
                ui.strong(t(Text::Untimed));
            } else {
                ui.strong(format!("{:.1} s", (limit - secs).max(0.0)));
            }
            ui.end_row();
        }
        ui.label(t(Text::Moves));
        ui.label(stats.moves.to_string());
        ui.end_row();
        if shown.route_view.shown {
            ui.label(t(Text::Shortest));
            ui.label(shortest.to_string());
            ui.end_row();
        }
        ui.label(t(Text::Score));
        ui.label(format!("{difficulty:.1} / 10")).on_hover_text(t(Text::ScoreHint));
        ui.end_row();
        ui.label(t(Text::DeadEnds));
        ui.label(format!("{:.0}%", dead_ends * 100.0));
        ui.end_row();
    });
    if let Some(line) = super::face::floor_line(lang, board.floor()) {
        ui.strong(line);
    }
}
