//! The menus over the board (main menu, settings, controls, help, about): which page is
//! open, which row is chosen, and the keyboard that drives them: Esc opens and
//! closes, Up/Down choose a row, Left/Right change its value, Enter selects. The egui
//! drawing lives in `menu.rs`; this part is plain logic, so it runs and is
//! tested headless.

use bevy::prelude::*;

use super::i18n::{Language, Text};
use crate::art::colours::{BAMBOO_FLOOR, BAMBOO_WALL, NIGHT_FLOOR};
use crate::game::settings::{ANIMATION_SPEED_RANGE, KeyAction, KeyBindings, Narration, Rgb, Settings, Theme};

/// Which menu page is open over the board.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MenuPage {
    /// None: the board has the keyboard.
    #[default]
    Closed,
    /// Play, Settings, Help, About, Exit.
    Main,
    /// Theme, colours, sound, animation, language.
    Settings,
    /// Controls, algorithms, difficulty.
    Help,
    /// What the game is, credits.
    About,
    /// Best times and efficiencies.
    Records,
    /// The player's keys.
    Controls,
}

/// The Controls page waiting for a key, and what became of the last one.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Rebinding {
    /// The action whose new key the next press is.
    pub waiting: Option<KeyAction>,
    /// Why the last key was refused: the key's name and what it does already.
    pub refused: Option<(String, Text)>,
}

/// The chosen row of the open page.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MenuCursor(pub usize);

/// A row of a menu page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MenuItem {
    /// Close the menu and play.
    Play,
    /// Open the maze editor.
    Editor,
    /// Open the settings page.
    Settings,
    /// Open the help page.
    Help,
    /// Open the about page.
    About,
    /// Open the records page.
    Records,
    /// Quit the game.
    Exit,
    /// Back to the main menu.
    Back,
    /// The colour theme.
    Theme,
    /// The wall colour.
    WallColour,
    /// The background colour.
    BackgroundColour,
    /// Back to the theme's colours.
    ResetColours,
    /// Music on or off.
    Music,
    /// Music volume.
    MusicVolume,
    /// Effects on or off.
    Effects,
    /// Effects volume.
    EffectsVolume,
    /// Animation speed.
    AnimationSpeed,
    /// Reduced motion on or off.
    ReducedMotion,
    /// How much the announcer says unasked.
    Narration,
    /// The goal beacon on or off.
    Beacon,
    /// No time pressure on or off.
    Untimed,
    /// Hints and the way with two players.
    DuoHelp,
    /// The frame round the panda and the exit on or off.
    Outline,
    /// The size of the menus' text (and of all they draw).
    TextSize,
    /// The built-in voice on or off.
    Voice,
    /// The built-in voice speaks while a screen reader runs, on or off.
    ReaderVoice,
    /// The voice's volume.
    VoiceVolume,
    /// The menus' language.
    Language,
    /// Open the controls page.
    Controls,
    /// Choose another key for this action (the next key pressed).
    Bind(KeyAction),
    /// Back to the default keys.
    ResetKeys,
}

/// Wall colours the keyboard steps through (the mouse can pick any colour).
pub const WALL_SWATCHES: [Rgb; 8] = [
    Rgb(BAMBOO_WALL),
    Rgb([120, 72, 48]),
    Rgb([150, 40, 40]),
    Rgb([40, 70, 140]),
    Rgb([90, 60, 130]),
    Rgb([60, 60, 60]),
    Rgb([0, 0, 0]),
    Rgb([200, 150, 40]),
];

/// Background colours the keyboard steps through.
pub const FLOOR_SWATCHES: [Rgb; 8] = [
    Rgb(BAMBOO_FLOOR),
    Rgb([255, 255, 255]),
    Rgb([220, 236, 210]),
    Rgb([210, 225, 240]),
    Rgb([240, 215, 215]),
    Rgb([190, 190, 190]),
    Rgb(NIGHT_FLOOR),
    Rgb([40, 40, 48]),
];

/// Animation speeds the keyboard steps through.
pub const SPEED_STEPS: [f32; 8] = [0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0];
/// How much one ←/→ changes a volume.
pub const VOLUME_STEP: f32 = 0.1;
/// The text sizes the menu offers and ←/→ steps through (the file may hold any in between).
pub const TEXT_SIZE_STEPS: [f32; 5] = [1.0, 1.25, 1.5, 1.75, 2.0];

impl MenuPage {
    /// The rows of this page, top to bottom.
    pub fn items(self) -> &'static [MenuItem] {
        use MenuItem::*;
        match self {
            MenuPage::Closed => &[],
            MenuPage::Main => &[Play, Records, Editor, Settings, Controls, Help, About, Exit],
            MenuPage::Settings => &[
                Theme,
                WallColour,
                BackgroundColour,
                ResetColours,
                Music,
                MusicVolume,
                Effects,
                EffectsVolume,
                AnimationSpeed,
                ReducedMotion,
                Narration,
                Beacon,
                Untimed,
                Outline,
                DuoHelp,
                TextSize,
                Voice,
                ReaderVoice,
                VoiceVolume,
                Language,
                Back,
            ],
            MenuPage::Controls => &[
                Bind(KeyAction::Up),
                Bind(KeyAction::Down),
                Bind(KeyAction::Left),
                Bind(KeyAction::Right),
                Bind(KeyAction::NewMap),
                Bind(KeyAction::Restart),
                Bind(KeyAction::Hint),
                Bind(KeyAction::Route),
                Bind(KeyAction::Undo),
                Bind(KeyAction::Lab),
                Bind(KeyAction::WhereAmI),
                Bind(KeyAction::LookAround),
                Bind(KeyAction::SayAgain),
                Bind(KeyAction::Narration),
                Bind(KeyAction::PartnerUp),
                Bind(KeyAction::PartnerDown),
                Bind(KeyAction::PartnerLeft),
                Bind(KeyAction::PartnerRight),
                Bind(KeyAction::PartnerUndo),
                Bind(KeyAction::PartnerHint),
                Bind(KeyAction::PartnerRoute),
                ResetKeys,
                Back,
            ],
            MenuPage::Help | MenuPage::About | MenuPage::Records => &[Back],
        }
    }

    /// The page's title.
    pub fn title(self) -> Text {
        match self {
            MenuPage::Closed | MenuPage::Main => Text::GameTitle,
            MenuPage::Settings => Text::Settings,
            MenuPage::Help => Text::Help,
            MenuPage::About => Text::About,
            MenuPage::Records => Text::Records,
            MenuPage::Controls => Text::Controls,
        }
    }

    /// Where Esc goes from here.
    pub fn back(self) -> MenuPage {
        match self {
            MenuPage::Closed => MenuPage::Main,
            MenuPage::Main => MenuPage::Closed,
            _ => MenuPage::Main,
        }
    }
}

impl MenuItem {
    /// The row's label.
    pub fn label(self) -> Text {
        match self {
            MenuItem::Play => Text::Play,
            MenuItem::Editor => Text::Editor,
            MenuItem::Settings => Text::Settings,
            MenuItem::Help => Text::Help,
            MenuItem::About => Text::About,
            MenuItem::Records => Text::Records,
            MenuItem::Exit => Text::Exit,
            MenuItem::Back => Text::Back,
            MenuItem::Theme => Text::Theme,
            MenuItem::WallColour => Text::WallColour,
            MenuItem::BackgroundColour => Text::BackgroundColour,
            MenuItem::ResetColours => Text::ResetColours,
            MenuItem::Music => Text::Music,
            MenuItem::MusicVolume => Text::MusicVolume,
            MenuItem::Effects => Text::Effects,
            MenuItem::EffectsVolume => Text::EffectsVolume,
            MenuItem::AnimationSpeed => Text::AnimationSpeed,
            MenuItem::ReducedMotion => Text::ReducedMotion,
            MenuItem::Narration => Text::Narration,
            MenuItem::Beacon => Text::Beacon,
            MenuItem::Untimed => Text::NoTimePressure,
            MenuItem::DuoHelp => Text::DuoHelp,
            MenuItem::Outline => Text::OutlinePanda,
            MenuItem::TextSize => Text::TextSize,
            MenuItem::Voice => Text::VoiceSetting,
            MenuItem::ReaderVoice => Text::ReaderVoiceSetting,
            MenuItem::VoiceVolume => Text::VoiceVolume,
            MenuItem::Language => Text::Language,
            MenuItem::Controls => Text::Controls,
            MenuItem::Bind(action) => action_text(action),
            MenuItem::ResetKeys => Text::ResetKeys,
        }
    }

    /// The on/off setting this row switches, if it is one (a checkbox row).
    pub fn switch(self, settings: &mut Settings) -> Option<&mut bool> {
        Some(match self {
            MenuItem::Music => &mut settings.music,
            MenuItem::Effects => &mut settings.effects,
            MenuItem::ReducedMotion => &mut settings.reduced_motion,
            MenuItem::Beacon => &mut settings.beacon,
            MenuItem::Untimed => &mut settings.untimed,
            MenuItem::DuoHelp => &mut settings.duo_help,
            MenuItem::Outline => &mut settings.outline,
            MenuItem::Voice => &mut settings.voice,
            MenuItem::ReaderVoice => &mut settings.reader_voice,
            _ => return None,
        })
    }

    /// Changes the setting this row shows by `step` (−1 or +1, from ←/→).
    /// Returns whether anything changed.
    pub fn adjust(self, settings: &mut Settings, step: i32) -> bool {
        let before = settings.clone();
        if let Some(on) = self.switch(settings) {
            *on = !*on;
            return true;
        }
        match self {
            MenuItem::Theme => settings.set_theme(cycle(&Theme::ALL, settings.theme, step)),
            MenuItem::WallColour => settings.wall = Some(cycle(&WALL_SWATCHES, settings.wall(), step)),
            MenuItem::BackgroundColour => settings.floor = Some(cycle(&FLOOR_SWATCHES, settings.floor(), step)),
            MenuItem::Narration => settings.narration = cycle(&Narration::ALL, settings.narration, step),
            MenuItem::VoiceVolume => settings.voice_volume = step_volume(settings.voice_volume, step),
            MenuItem::MusicVolume => settings.music_volume = step_volume(settings.music_volume, step),
            MenuItem::EffectsVolume => settings.effects_volume = step_volume(settings.effects_volume, step),
            MenuItem::TextSize => settings.text_size = next_step(&TEXT_SIZE_STEPS, settings.text_size, step),
            MenuItem::AnimationSpeed => {
                let (slow, fast) = ANIMATION_SPEED_RANGE;
                settings.animation_speed = next_step(&SPEED_STEPS, settings.animation_speed, step).clamp(slow, fast);
            }
            MenuItem::Language => settings.language = cycle(&Language::ALL, settings.language, step),
            MenuItem::ResetColours => settings.reset_colours(),
            MenuItem::ResetKeys => settings.keys = KeyBindings::default(),
            MenuItem::Play
            | MenuItem::Editor
            | MenuItem::Controls
            | MenuItem::Bind(_)
            | MenuItem::Settings
            | MenuItem::Help
            | MenuItem::About
            | MenuItem::Records
            | MenuItem::Exit
            | MenuItem::Back => {}
            // Switched above.
            MenuItem::Music
            | MenuItem::Effects
            | MenuItem::ReducedMotion
            | MenuItem::Beacon
            | MenuItem::Untimed
            | MenuItem::DuoHelp
            | MenuItem::Outline
            | MenuItem::Voice
            | MenuItem::ReaderVoice => {}
        }
        *settings != before
    }
}

/// The step after `now` in `steps` (rising) going up (`step` > 0) or down:
/// a value between two steps goes to the nearer one that way; past the last
/// step it stays.
fn next_step(steps: &[f32], now: f32, step: i32) -> f32 {
    let next =
        if step > 0 { steps.iter().find(|&&s| s > now + 1e-3) } else { steps.iter().rev().find(|&&s| s < now - 1e-3) };
    next.copied().unwrap_or(now)
}

/// The words for a remappable action.
pub fn action_text(action: KeyAction) -> Text {
    match action {
        KeyAction::Up => Text::ActionUp,
        KeyAction::Down => Text::ActionDown,
        KeyAction::Left => Text::ActionLeft,
        KeyAction::Right => Text::ActionRight,
        KeyAction::NewMap => Text::NewMap,
        KeyAction::Restart => Text::Restart,
        KeyAction::Hint => Text::ActionHint,
        KeyAction::Route => Text::ActionRoute,
        KeyAction::Undo => Text::ActionUndo,
        KeyAction::Lab => Text::ActionLab,
        KeyAction::WhereAmI => Text::ActionWhereAmI,
        KeyAction::LookAround => Text::ActionLookAround,
        KeyAction::SayAgain => Text::ActionSayAgain,
        KeyAction::Narration => Text::ActionNarration,
        KeyAction::PartnerUp => Text::PartnerUp,
        KeyAction::PartnerDown => Text::PartnerDown,
        KeyAction::PartnerLeft => Text::PartnerLeft,
        KeyAction::PartnerRight => Text::PartnerRight,
        KeyAction::PartnerUndo => Text::PartnerUndo,
        KeyAction::PartnerHint => Text::PartnerHint,
        KeyAction::PartnerRoute => Text::PartnerRoute,
    }
}

fn step_volume(volume: f32, step: i32) -> f32 {
    ((volume + step as f32 * VOLUME_STEP) * 10.0).round().clamp(0.0, 10.0) / 10.0
}

/// The entry `step` places after `current` in `all`, wrapping around (the first when `current` is not there).
fn cycle<T: Copy + PartialEq>(all: &[T], current: T, step: i32) -> T {
    match all.iter().position(|&x| x == current) {
        Some(at) => all[(at as i32 + step).rem_euclid(all.len() as i32) as usize],
        None => all[0],
    }
}

/// What choosing a row (Enter or a click) does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// Open this page (or close the menu: [`MenuPage::Closed`]).
    Go(MenuPage),
    /// Quit.
    Quit,
    /// A setting was changed in place.
    Changed,
    /// Nothing to do.
    Nothing,
    /// Wait for the key the player gives this action.
    Capture(KeyAction),
    /// Close the menu and open the maze editor.
    Editor,
}

/// Carries out choosing `item`: opening pages, quitting, or changing a setting one step forward.
pub fn choose(item: MenuItem, settings: &mut Settings) -> Choice {
    match item {
        MenuItem::Play => Choice::Go(MenuPage::Closed),
        MenuItem::Editor => Choice::Editor,
        MenuItem::Settings => Choice::Go(MenuPage::Settings),
        MenuItem::Help => Choice::Go(MenuPage::Help),
        MenuItem::About => Choice::Go(MenuPage::About),
        MenuItem::Records => Choice::Go(MenuPage::Records),
        MenuItem::Controls => Choice::Go(MenuPage::Controls),
        MenuItem::Bind(action) => Choice::Capture(action),
        MenuItem::Back => Choice::Go(MenuPage::Main),
        MenuItem::Exit => Choice::Quit,
        // Volumes and speed have no "next" on Enter; the rest step forward.
        MenuItem::MusicVolume | MenuItem::EffectsVolume | MenuItem::AnimationSpeed => Choice::Nothing,
        _ if item.adjust(settings, 1) => Choice::Changed,
        _ => Choice::Nothing,
    }
}

/// Opens `page`, putting the cursor on the row that leads back where we came
/// from (Back → Settings lands on "Settings").
pub fn open(page: &mut MenuPage, cursor: &mut MenuCursor, to: MenuPage) {
    let from = *page;
    let came_from = match from {
        MenuPage::Settings => Some(MenuItem::Settings),
        MenuPage::Help => Some(MenuItem::Help),
        MenuPage::About => Some(MenuItem::About),
        MenuPage::Records => Some(MenuItem::Records),
        MenuPage::Controls => Some(MenuItem::Controls),
        _ => None,
    };
    cursor.0 = came_from.and_then(|item| to.items().iter().position(|&i| i == item)).unwrap_or(0);
    *page = to;
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuPage>().init_resource::<MenuCursor>().init_resource::<Rebinding>();
}

#[cfg(test)]
#[path = "nav_tests.rs"]
mod tests;
