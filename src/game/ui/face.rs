//! The Play face's slim bar, and switching between Play and Lab (see
//! [`Face`]). The bar holds what a player needs and nothing more: the menu,
//! a new maze, the campaign's levels, the difficulty, a hint, the way out shown, a close-up that
//! follows the panda, and the clock and moves. One key (L) or the bar's last
//! button opens the Lab, whose panel (`panel.rs`) starts with the button back.

use std::time::Duration;

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::{Language, Text};
use super::keyed::keyed;
use super::look::difficulty_text;
use super::nav::{MenuCursor, MenuPage, open};
use crate::game::command::GameCommand;
use crate::game::frame::AppSystems;
use crate::game::model::{Difficulty, Players};
use crate::game::run::victory::RunStats;
use crate::game::settings::{Face, GameMode, KeyBindings, Settings};

/// Width of the Play face's bar, in logical pixels.
pub const PLAY_BAR_WIDTH_PX: f32 = 150.0;

/// What the Play bar shows of the run.
pub(super) struct PlayView<'a> {
    pub stats: &'a RunStats,
    /// Game time now.
    pub now: Duration,
    /// The way out is shown on the board.
    pub route_shown: bool,
    /// The camera follows the panda up close at the player's asking.
    pub close_up: bool,
    pub mode: GameMode,
    /// The clock is off (no time pressure).
    pub untimed: bool,
    /// The time attack's clock on this board.
    pub time_limit: Duration,
    /// The player's keys, which the buttons name.
    pub keys: &'a KeyBindings,
    /// One player, or two together or racing.
    pub players: Players,
    /// "Race your best" is on.
    pub ghost_race: bool,
    /// Hints, the way and walking out may be used now (`settings::help_allowed`).
    pub help: bool,
    /// The difficulty lit: the one whose size the board in play has, on its
    /// own grid ([`BoardView::difficulty`](crate::game::board::view::BoardView::difficulty)); none for a custom size.
    pub lit: Option<Difficulty>,
    /// On a maze of floors, the panda's floor and how many (from 1).
    pub floor: Option<(u32, u32)>,
}

/// "Floor 2 of 4", on a maze of floors.
pub(super) fn floor_line(lang: Language, floor: Option<(u32, u32)>) -> Option<String> {
    let (n, m) = floor?;
    Some(lang.t(Text::FloorOf).replace("{n}", &n.to_string()).replace("{m}", &m.to_string()))
}

/// The bar of the Play face (inside the panel's scroll area).
pub(super) fn play_bar(
    ui: &mut egui::Ui,
    lang: Language,
    view: PlayView,
    commands: &mut MessageWriter<GameCommand>,
    (page, cursor): (&mut MenuPage, &mut MenuCursor),
) {
    let t = |text: Text| keyed(lang.t(text), view.keys);
    let width = ui.available_width();
    let button = |ui: &mut egui::Ui, text: &str| ui.add_sized([width, 28.0], egui::Button::new(text).wrap());
    ui.add_space(6.0);
    ui.label(egui::RichText::new(t(Text::GameTitle)).size(17.0).strong());
    ui.add_space(6.0);
    if button(ui, &t(Text::MenuButton)).clicked() {
        let to = if *page == MenuPage::Closed { MenuPage::Main } else { MenuPage::Closed };
        open(page, cursor, to);
    }
    if button(ui, &t(Text::NewMazeKey)).clicked() {
        commands.write(GameCommand::NewMap);
    }
    if button(ui, &t(Text::OpenLevels)).clicked() {
        commands.write(GameCommand::OpenLevels);
    }
    ui.add_space(6.0);
    ui.label(t(Text::Difficulty));
    for d in Difficulty::ALL {
        let chosen = view.lit == Some(d);
        let response = ui.add_sized([width, 24.0], egui::Button::new(t(difficulty_text(d))).selected(chosen));
        if response.clicked() && !chosen {
            commands.write(GameCommand::SetDifficulty(d));
        }
    }
    players_row(ui, lang, &view, commands);
    ui.add_space(6.0);
    // With two players help may be off (Settings); the buttons then say so.
    let help = view.help;
    let off = t(Text::DuoHelpOff);
    if ui.add_enabled_ui(help, |ui| button(ui, &t(Text::HintButton))).inner.on_disabled_hover_text(&*off).clicked() {
        commands.write(GameCommand::Hint);
    }
    let way = if view.route_shown { Text::HideTheWay } else { Text::ShowTheWay };
    let way_on = help || view.route_shown;
    if ui.add_enabled_ui(way_on, |ui| button(ui, &t(way))).inner.on_disabled_hover_text(&*off).clicked() {
        commands.write(GameCommand::ToggleRoute);
    }
    let close_up = egui::Button::new(t(Text::CloseUp)).selected(view.close_up).wrap();
    if ui.add_sized([width, 28.0], close_up).clicked() {
        commands.write(GameCommand::ToggleCloseUp);
    }
    ui.add_space(8.0);
    let secs = view.stats.elapsed(view.now).as_secs_f32();
    egui::Grid::new("play-numbers").num_columns(2).show(ui, |ui| {
        ui.label(t(Text::Time));
        ui.strong(format!("{secs:.1} s"));
        ui.end_row();
        if view.mode == GameMode::TimeAttack {
            let limit = view.time_limit.as_secs_f32();
            ui.label(t(Text::TimeLeft));
            if view.untimed {
                ui.strong(t(Text::Untimed));
            } else {
                ui.strong(format!("{:.1} s", (limit - secs).max(0.0)));
            }
            ui.end_row();
        }
        ui.label(t(Text::Moves));
        ui.strong(view.stats.moves.to_string());
        ui.end_row();
    });
    if let Some(line) = floor_line(lang, view.floor) {
        ui.strong(line);
    }
    ui.add_space(10.0);
    face_button(ui, lang, Face::Play, view.keys, commands);
}

/// One panda, one racing its best run's ghost, Together or Race, as one
/// compact choice (the Play bar must fit 800×600): two pandas on one
/// keyboard, or racing a best run's ghost, play every board.
fn players_row(ui: &mut egui::Ui, lang: Language, view: &PlayView, commands: &mut MessageWriter<GameCommand>) {
    let t = |text: Text| lang.t(text);
    // (players, the ghost on) for each choice, and its words.
    let choices: Vec<_> = [
        ((Players::One, false), t(Text::OnePlayer)),
        ((Players::One, true), t(Text::RaceYourBest)),
        ((Players::Together, false), t(Text::Together)),
        ((Players::Race, false), t(Text::RaceTwo)),
    ]
    .into_iter()
    .collect();
    let now = (view.players, view.ghost_race && !view.players.two());
    let mut chosen = now;
    let words = |c| choices.iter().find(|(k, _)| *k == c).map_or("", |(_, w)| *w);
    let hint = t(Text::TwoPlayerKeys);
    let width = ui.available_width();
    egui::ComboBox::from_id_salt("players")
        .width(width)
        .selected_text(words(now))
        .show_ui(ui, |ui| {
            for &(c, w) in &choices {
                ui.selectable_value(&mut chosen, c, w);
            }
        })
        .response
        .on_hover_text(hint);
    if chosen != now {
        commands.write(GameCommand::SetGhostRace(chosen.1));
        commands.write(GameCommand::SetPlayers(chosen.0));
        commands.write(GameCommand::Restart);
    }
}

/// The button to the other face: "Lab (L)" in Play, "Play (L)" in the Lab.
pub(super) fn face_button(
    ui: &mut egui::Ui,
    lang: Language,
    now: Face,
    keys: &KeyBindings,
    commands: &mut MessageWriter<GameCommand>,
) {
    let text = keyed(
        lang.t(match now {
            Face::Play => Text::OpenLab,
            Face::Lab => Text::BackToPlay,
        }),
        keys,
    );
    let width = ui.available_width();
    if ui
        .add_sized([width, 28.0], egui::Button::new(text.as_ref()).wrap())
        .on_hover_text(lang.t(Text::FaceHint))
        .clicked()
    {
        commands.write(GameCommand::ToggleLab);
    }
}

/// Carries out [`GameCommand::ToggleLab`] (the settings remember the face).
fn switch_face(mut commands: MessageReader<GameCommand>, mut settings: ResMut<Settings>) {
    let toggles = commands.read().filter(|c| **c == GameCommand::ToggleLab).count();
    if toggles % 2 == 1 {
        settings.face = settings.face.other();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, switch_face.in_set(AppSystems::ApplyCommands));
}
