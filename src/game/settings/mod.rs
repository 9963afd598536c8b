//! Settings that last between runs: theme and colours, music and sound
//! effects, animation speed, language and the last difficulty; and the
//! record book ([`Records`], a resource of its own).
//!
//! Both live in `settings.json` in the platform's config directory
//! (`~/.config/panda-maze` on Linux; `PANDA_MAZE_CONFIG_DIR` overrides it),
//! the records under `"records"`. The file is read once at launch, field by
//! field (`read`), and written shortly after each change and on the way
//! out ([`store`], [`quit`]), merged with what another instance saved
//! ([`file`](mod@file)). A field that does not parse takes its default and the player
//! is told which; fields the game does not know (from a newer version) are
//! written back as they were; missing ones take their defaults.

pub mod access;
pub mod face;
pub mod file;
pub mod ghost;
pub mod grid_kind;
pub mod keys;
pub mod language;
pub mod quit;
mod read;
pub mod records;
pub mod store;
pub mod streak;
pub mod theme;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::game::command::GameCommand;
use crate::game::frame::AppSystems;
use crate::game::model::{Difficulty, Players};
use crate::maze::{Exits, Shape};

pub use access::Narration;
pub use face::Face;
pub use file::{CONFIG_DIR_ENV, Loaded, SETTINGS_FILE, SettingsFile};
pub use grid_kind::GridKind;
pub use keys::{KeyAction, KeyBindings};
pub use language::Language;
pub(crate) use read::read_json;
pub use records::{Beaten, Record, Records};
pub use store::{SettingsStore, flush};
pub use theme::{Palette, Rgb, RouteShape, Theme, ThemeLook};

/// The file format's version, written into every file.
pub const SETTINGS_VERSION: u32 = 1;
/// Slowest and fastest animation speed factors.
pub const ANIMATION_SPEED_RANGE: (f32, f32) = (0.25, 4.0);
/// Smallest and largest text size: 100% to 200% of the menus' own.
pub const TEXT_SIZE_RANGE: (f32, f32) = (1.0, 2.0);

/// How a maze is played.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum GameMode {
    /// Walk to the exit; the whole maze in view.
    #[default]
    Classic,
    /// Reach the exit before the clock runs out.
    TimeAttack,
    /// Only what the panda has seen is drawn.
    Fog,
}

impl GameMode {
    /// Every mode, in menu order.
    pub const ALL: [GameMode; 3] = [GameMode::Classic, GameMode::TimeAttack, GameMode::Fog];

    /// The name in the file and in record keys.
    pub fn name(self) -> &'static str {
        match self {
            GameMode::Classic => "classic",
            GameMode::TimeAttack => "time-attack",
            GameMode::Fog => "fog",
        }
    }
}

/// The player's settings. Every field has a default, so a file written by an
/// older version (missing fields) or a newer one (extra fields) still loads.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(default)]
pub struct Settings {
    /// The file format's version ([`SETTINGS_VERSION`]).
    pub version: u32,
    /// Colours and shapes.
    pub theme: Theme,
    /// The wall colour chosen over the theme's, if any.
    pub wall: Option<Rgb>,
    /// The background (floor) colour chosen over the theme's, if any.
    pub floor: Option<Rgb>,
    /// Background music on.
    pub music: bool,
    /// Music volume, 0–1.
    pub music_volume: f32,
    /// Sound effects (steps, bumps, victory) on.
    pub effects: bool,
    /// Effects volume, 0–1.
    pub effects_volume: f32,
    /// Speed factor of the animations (path reveal, generation replay, searches).
    pub animation_speed: f32,
    /// Show results at once instead of animating them.
    pub reduced_motion: bool,
    /// The language of the menus.
    pub language: Language,
    /// The difficulty of the first map at launch.
    #[serde(with = "difficulty_name")]
    pub difficulty: Difficulty,
    /// How mazes are played.
    pub mode: GameMode,
    /// Where the window was left, and its size.
    pub window: Option<WindowPlacement>,
    /// The face the game shows: Play (the default) or Lab.
    pub face: Face,
    /// The first launch's how-to was dismissed (it never shows again).
    pub how_to_done: bool,
    /// The player's keys for the board's main actions.
    pub keys: KeyBindings,
    /// The built-in shape chosen for new mazes (`none`: the rectangle).
    #[serde(with = "shape_name")]
    pub shape: Shape,
    /// Where new mazes put their entrance and exit.
    #[serde(with = "exits_name")]
    pub exits: Exits,
    /// The mask file typed in the game, which new mazes are cut to (over `shape`).
    pub mask_file: Option<String>,
    /// What the announcer says unasked as the panda walks (for players who cannot see the board).
    pub narration: Narration,
    /// A ping every moment whose pitch rises as the route to the exit shortens.
    pub beacon: bool,
    /// No time pressure: time attack and clock levels play without their clock (and keep no records).
    pub untimed: bool,
    /// A thick high-contrast frame round the panda's tile and the exit.
    pub outline: bool,
    /// With two players, hints, the shown way and walking out may be used
    /// (off: a fair race or a puzzle for two without help).
    pub duo_help: bool,
    /// The size of every menu, page, card and caption (their words, buttons
    /// and gaps together), 1.0–2.0 of their own size.
    pub text_size: f32,
    /// The built-in voice (speech-dispatcher) says what the announcer says.
    pub voice: bool,
    /// The voice's volume, 0–1.
    pub voice_volume: f32,
    /// While a screen reader runs, the announcer speaks through the same
    /// speech-dispatcher, queued behind the screen reader's own speech (on by
    /// default: a screen reader such as Orca 43 does not read the game's live
    /// region; the player can turn it off).
    pub reader_voice: bool,
    /// A screen reader was seen running once: the game turned full narration
    /// on then, and leaves it to the player after.
    pub screen_reader_seen: bool,
    /// The grid new mazes are made on (square unless chosen).
    pub grid: GridKind,
    /// On a round grid, Up/Down go out/in and Left/Right anticlockwise/clockwise.
    pub ring_keys: bool,
}

/// The window's size in logical pixels and its position in physical pixels.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
pub struct WindowPlacement {
    /// Width, logical pixels.
    pub width: f32,
    /// Height, logical pixels.
    pub height: f32,
    /// Left edge on the desktop, physical pixels.
    pub x: i32,
    /// Top edge on the desktop, physical pixels.
    pub y: i32,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            version: SETTINGS_VERSION,
            theme: Theme::Bamboo,
            wall: None,
            floor: None,
            music: true,
            music_volume: 0.5,
            effects: true,
            effects_volume: 0.7,
            animation_speed: 1.0,
            reduced_motion: false,
            language: Language::English,
            difficulty: Difficulty::Medium,
            mode: GameMode::Classic,
            window: None,
            face: Face::Play,
            how_to_done: false,
            keys: KeyBindings::default(),
            shape: Shape::None,
            exits: Exits::Corners,
            mask_file: None,
            narration: Narration::Off,
            beacon: false,
            untimed: false,
            outline: false,
            duo_help: true,
            text_size: 1.0,
            voice: false,
            voice_volume: 0.8,
            reader_voice: true,
            screen_reader_seen: false,
            grid: GridKind::Square,
            ring_keys: false,
        }
    }
}

/// Whether hints, the shown way and walking out may be used now: always
/// alone, and with two players unless [`Settings::duo_help`] is off.
pub fn help_allowed(players: Players, settings: &Settings) -> bool {
    !players.two() || settings.duo_help
}

/// Shapes and exits by their names (`panda`, `hardest`), as on the command line.
mod shape_name {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::maze::Shape;

    pub fn serialize<S: Serializer>(shape: &Shape, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(shape.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Shape, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

mod exits_name {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::maze::Exits;

    pub fn serialize<S: Serializer>(exits: &Exits, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(exits.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Exits, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

mod difficulty_name {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::game::model::Difficulty;

    pub fn serialize<S: Serializer>(d: &Difficulty, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(d.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Difficulty, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

impl Settings {
    /// The wall colour in effect: the player's own, else the theme's.
    pub fn wall(&self) -> Rgb {
        self.wall.unwrap_or(self.theme.look().wall)
    }

    /// The background colour in effect.
    pub fn floor(&self) -> Rgb {
        self.floor.unwrap_or(self.theme.look().floor)
    }

    /// Back to the theme's colours.
    pub fn reset_colours(&mut self) {
        self.wall = None;
        self.floor = None;
    }

    /// Switches theme; the theme's own colours replace any chosen ones.
    pub fn set_theme(&mut self, theme: Theme) {
        self.theme = theme;
        self.reset_colours();
    }

    /// The board's colours.
    pub fn palette(&self) -> Palette {
        let look = self.theme.look();
        Palette {
            wall: self.wall().color(),
            floor: self.floor().color(),
            entrance: look.entrance.color(),
            exit: look.exit.color(),
            route: look.route.color(),
            footprint: look.footprint.color(),
            route_shape: look.route_shape,
        }
    }

    /// Numbers brought into range (a hand-edited file may hold anything; a
    /// number too large for the file's reader, such as `1e400`, arrives as
    /// infinity); returns the names of the fields changed, for the notice.
    pub fn sanitize(&mut self) -> Vec<&'static str> {
        let defaults = Settings::default();
        let mut changed = Vec::new();
        let mut clamp = |name: &'static str, v: &mut f32, (low, high): (f32, f32), default: f32| {
            let sane = if v.is_nan() { default } else { v.clamp(low, high) };
            if sane.to_bits() != v.to_bits() {
                *v = sane;
                changed.push(name);
            }
        };
        clamp("music_volume", &mut self.music_volume, (0.0, 1.0), defaults.music_volume);
        clamp("effects_volume", &mut self.effects_volume, (0.0, 1.0), defaults.effects_volume);
        clamp("voice_volume", &mut self.voice_volume, (0.0, 1.0), defaults.voice_volume);
        clamp("text_size", &mut self.text_size, TEXT_SIZE_RANGE, defaults.text_size);
        clamp("animation_speed", &mut self.animation_speed, ANIMATION_SPEED_RANGE, defaults.animation_speed);
        let sane =
            |w: &WindowPlacement| w.width.is_finite() && w.height.is_finite() && w.width >= 200.0 && w.height >= 150.0;
        if self.window.is_some_and(|w| !sane(&w)) {
            self.window = None;
            changed.push("window");
        }
        self.version = SETTINGS_VERSION;
        changed
    }
}

/// Messages for the player (a settings file moved aside, a missing font),
/// shown one at a time by the menu until dismissed.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Notices(pub Vec<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<Records>()
        .init_resource::<SettingsStore>()
        .init_resource::<Notices>()
        .add_systems(PreStartup, apply_settings)
        .add_systems(First, quit::exit_on_termination)
        .add_systems(
            Update,
            (remember_difficulty, apply_settings, store::save_settings).chain().in_set(AppSystems::ApplyCommands),
        )
        .configure_sets(Last, quit::FlushOnExit.after(bevy::window::ExitSystems))
        .add_systems(Last, quit::flush_on_exit.in_set(quit::FlushOnExit));
}

/// What only the windowed game needs: saving when the window is asked to
/// close, and on a termination signal.
pub(super) fn windowed_plugin(app: &mut App) {
    quit::listen_for_termination();
    app.add_systems(PreUpdate, quit::flush_on_close);
}

/// The difficulty chosen last is the one the next launch starts with.
fn remember_difficulty(mut commands: MessageReader<GameCommand>, mut settings: ResMut<Settings>) {
    for command in commands.read() {
        if let GameCommand::SetDifficulty(d) = *command
            && settings.difficulty != d
        {
            settings.difficulty = d;
        }
    }
}

/// Keeps the palette in step with the settings.
fn apply_settings(settings: Res<Settings>, mut palette: ResMut<Palette>) {
    if settings.is_changed() {
        palette.set_if_neq(settings.palette());
    }
}
