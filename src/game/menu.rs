//! The in-game menu (egui): a panel on the left with Start/Restart, New map,
//! Show/Hide path, Difficulty, the maze's algorithm and options, its code,
//! watching the generation, the run's numbers and Exit; and the victory
//! overlay. Widgets only write [`GameCommand`]s or settings; the logic lives
//! elsewhere.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

use super::camera::MenuPanelWidth;
use super::path_view::PathView;
use super::victory::{RunStats, VictoryReport};
use super::watch::{MAX_STEPS_PER_SEC, MIN_STEPS_PER_SEC, Replay, WatchSettings};
use super::{CurrentMaze, Difficulty, GameCommand, Screen, Solution, UiWantsKeyboard};
use crate::maze::generate::Algorithm;
use crate::maze::{MazeSpec, StartCorner};

/// Width of the menu panel, in logical pixels.
const PANEL_WIDTH_PX: f32 = 220.0;

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
        .add_systems(EguiPrimaryContextPass, (menu_panel, victory_overlay).chain())
        .add_systems(PreUpdate, share_keyboard_focus);
}

fn share_keyboard_focus(wants: Option<Res<EguiWantsInput>>, mut ui: ResMut<UiWantsKeyboard>) {
    let wanted = wants.is_some_and(|w| w.wants_keyboard_input());
    ui.set_if_neq(UiWantsKeyboard(wanted));
}

fn difficulty_label(d: Difficulty) -> &'static str {
    match d {
        Difficulty::Easy => "Easy",
        Difficulty::Medium => "Medium",
        Difficulty::Hard => "Hard",
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
    view: Res<PathView>,
    solution: Res<Solution>,
    replay: Res<Replay>,
    mut watch: ResMut<WatchSettings>,
    time: Res<Time>,
    mut panel_width: ResMut<MenuPanelWidth>,
    mut commands: MessageWriter<GameCommand>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
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
                ui.heading("Panda Maze");
                ui.add_space(6.0);
                let fresh = stats.moves == 0 && stats.started.is_none();
                if button(ui, if fresh { "Start" } else { "Restart" }).clicked() {
                    commands.write(if fresh { GameCommand::Start } else { GameCommand::Restart });
                }
                if button(ui, "New map").clicked() {
                    commands.write(GameCommand::NewMap);
                }
                if button(ui, if view.shown { "Hide path" } else { "Show path" }).clicked() {
                    commands.write(GameCommand::TogglePath);
                }
                ui.add_space(8.0);
                ui.label("Difficulty");
                for d in Difficulty::ALL {
                    let (w, h) = d.size();
                    let label = format!("{}  ({w}×{h})", difficulty_label(d));
                    if ui.radio(current.difficulty() == Some(d), label).clicked() && current.difficulty() != Some(d) {
                        commands.write(GameCommand::SetDifficulty(d));
                    }
                }

                ui.add_space(6.0);
                egui::CollapsingHeader::new("Maze").default_open(true).show(ui, |ui| {
                    let mut algorithm = spec.algorithm;
                    egui::ComboBox::from_id_salt("algorithm")
                        .width(full_width - 12.0)
                        .selected_text(algorithm.name())
                        .show_ui(ui, |ui| {
                            for a in Algorithm::ALL {
                                let setting = spec.algorithm.setting().unwrap_or(50);
                                let a = a.with_setting(setting).unwrap_or(a);
                                ui.selectable_value(&mut algorithm, a, a.name()).on_hover_text(a.description());
                            }
                        });
                    if algorithm != spec.algorithm {
                        commands.write(remake(spec.with_algorithm(algorithm)));
                    }
                    if spec.algorithm == Algorithm::Backtracker {
                        let mut corner = spec.corner;
                        egui::ComboBox::from_id_salt("corner").selected_text(corner.name()).show_ui(ui, |ui| {
                            for c in StartCorner::ALL {
                                ui.selectable_value(&mut corner, c, c.name());
                            }
                        });
                        if corner != spec.corner {
                            commands.write(remake(spec.with_corner(corner)));
                        }
                    }
                    if spec.algorithm.setting().is_some() {
                        let label = match spec.algorithm {
                            Algorithm::Irregular { .. } => "walls",
                            Algorithm::BinaryTree { .. } => "north",
                            _ => "newest",
                        };
                        if settled_slider(ui, &mut state.density, label)
                            && let Some(changed) = spec.algorithm.with_setting(state.density)
                        {
                            commands.write(remake(spec.with_algorithm(changed)));
                        }
                    }
                    if settled_slider(ui, &mut state.braid, "braid") {
                        commands.write(remake(spec.with_braid(state.braid)));
                    }
                    ui.checkbox(&mut watch.enabled, "Watch it being built");
                    if watch.enabled {
                        ui.add(
                            egui::Slider::new(&mut watch.steps_per_sec, MIN_STEPS_PER_SEC..=MAX_STEPS_PER_SEC)
                                .logarithmic(true)
                                .integer()
                                .text("steps/s"),
                        );
                    }
                    if !replay.is_done() {
                        let (shown, all) = replay.progress();
                        ui.add(egui::ProgressBar::new(shown as f32 / all.max(1) as f32).text("building…"));
                        if ui.button("Skip (Space)").clicked() {
                            commands.write(GameCommand::SkipGeneration);
                        }
                    }
                });

                egui::CollapsingHeader::new("Maze code").default_open(true).show(ui, |ui| {
                    ui.add(egui::Label::new(egui::RichText::new(spec.code()).monospace()).wrap());
                    ui.horizontal(|ui| {
                        let field = ui.add(
                            egui::TextEdit::singleline(&mut state.code_input)
                                .hint_text("type a code")
                                .desired_width(full_width - 56.0),
                        );
                        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                        if ui.button("Load").clicked() || entered {
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

                ui.separator();
                let secs = stats.elapsed(time.elapsed()).as_secs_f32();
                let m = &current.metrics;
                egui::Grid::new("numbers").num_columns(2).show(ui, |ui| {
                    ui.label("Time");
                    ui.label(format!("{secs:.1} s"));
                    ui.end_row();
                    ui.label("Moves");
                    ui.label(stats.moves.to_string());
                    ui.end_row();
                    if view.shown {
                        ui.label("Shortest");
                        ui.label(solution.optimal_moves().to_string());
                        ui.end_row();
                    }
                    ui.label("Score");
                    ui.label(format!("{:.1} / 10", m.difficulty))
                        .on_hover_text("difficulty from route length, turns, junctions and dead ends");
                    ui.end_row();
                    ui.label("Dead ends");
                    ui.label(format!("{:.0}%", m.dead_end_share * 100.0));
                    ui.end_row();
                });
                ui.separator();
                ui.small("Arrows/WASD move · N new map · R restart\nP path · 1 2 3 difficulty · Space skip");
                ui.add_space(8.0);
                if button(ui, "Exit").clicked() {
                    exit.write(AppExit::Success);
                }
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
    mut commands: MessageWriter<GameCommand>,
) -> Result {
    let (Screen::Won, Some(report)) = (screen.get(), report) else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("You found the way out!")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [PANEL_WIDTH_PX / 2.0, 0.0])
        .show(ctx, |ui| {
            ui.add_space(4.0);
            egui::Grid::new("victory").num_columns(2).spacing([24.0, 6.0]).show(ui, |ui| {
                ui.label("Time");
                ui.strong(format!("{:.1} s", report.time.as_secs_f32()));
                ui.end_row();
                ui.label("Moves");
                ui.strong(report.moves.to_string());
                ui.end_row();
                ui.label("Optimal moves");
                ui.strong(report.optimal.to_string());
                ui.end_row();
            });
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("New map").clicked() {
                    commands.write(GameCommand::NewMap);
                }
                if ui.button("Play again").clicked() {
                    commands.write(GameCommand::Restart);
                }
            });
        });
    Ok(())
}
