//! The in-game menu (egui): a panel on the left with Start/Restart, New map,
//! Show/Hide path, Difficulty and Exit, the run's numbers, and the victory
//! overlay. Buttons only write [`GameCommand`]s; the logic lives elsewhere.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

use super::camera::MenuPanelWidth;
use super::path_view::PathView;
use super::victory::{RunStats, VictoryReport};
use super::{CurrentMaze, Difficulty, GameCommand, Screen, Solution, UiWantsKeyboard};

/// Width of the menu panel, in logical pixels.
const PANEL_WIDTH_PX: f32 = 190.0;

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

fn menu_panel(
    mut contexts: EguiContexts,
    current: Res<CurrentMaze>,
    stats: Res<RunStats>,
    view: Res<PathView>,
    solution: Res<Solution>,
    time: Res<Time>,
    mut panel_width: ResMut<MenuPanelWidth>,
    mut commands: MessageWriter<GameCommand>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let button = |ui: &mut egui::Ui, text: &str| ui.add_sized([PANEL_WIDTH_PX - 24.0, 30.0], egui::Button::new(text));
    let width = egui::Panel::left("menu")
        .resizable(false)
        .exact_size(PANEL_WIDTH_PX)
        .show(&mut root, |ui| {
            ui.add_space(8.0);
            ui.heading("Panda Maze");
            ui.add_space(8.0);
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
            ui.add_space(10.0);
            ui.label("Difficulty");
            for d in Difficulty::ALL {
                let (w, h) = d.size();
                let label = format!("{}  ({w}×{h})", difficulty_label(d));
                if ui.radio(current.difficulty == d, label).clicked() && current.difficulty != d {
                    commands.write(GameCommand::SetDifficulty(d));
                }
            }
            ui.add_space(10.0);
            ui.separator();
            let secs = stats.elapsed(time.elapsed()).as_secs_f32();
            ui.label(format!("Time   {secs:.1} s"));
            ui.label(format!("Moves  {}", stats.moves));
            if view.shown {
                ui.label(format!("Shortest  {}", solution.optimal_moves()));
            }
            ui.label(format!("Seed   {}", current.spec.seed));
            ui.separator();
            ui.small("Arrows/WASD move · N new map\nR restart · P path · 1 2 3 difficulty");
            ui.add_space(10.0);
            if button(ui, "Exit").clicked() {
                exit.write(AppExit::Success);
            }
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
    let (Screen::Won, Some(report)) = (screen.get(), report) else {
        return Ok(());
    };
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
