//! Settings that last between runs: theme and colours, music and sound
//! effects, animation speed, language and the last difficulty.
//!
//! They live in `settings.json` in the platform's config directory
//! (`~/.config/panda-maze` on Linux; `PANDA_MAZE_CONFIG_DIR` overrides it).
//! The file is read once at launch and written shortly after each change.
//! A file that cannot be read or parsed is moved aside (never overwritten),
//! the game starts with defaults and tells the player once. Fields the game
//! does not know (from a newer version) are ignored; missing ones take their
//! defaults.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::prelude::*;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::i18n::Language;
use super::{AppSystems, Difficulty, GameCommand, Palette};

/// The file format's version, written into every file.
pub const SETTINGS_VERSION: u32 = 1;
/// The file's name inside the config directory.
pub const SETTINGS_FILE: &str = "settings.json";
/// Environment variable naming another config directory (tests, portable installs).
pub const CONFIG_DIR_ENV: &str = "PANDA_MAZE_CONFIG_DIR";
/// How long after the last change the file is written (a dragged slider changes every frame).
const SAVE_DELAY: Duration = Duration::from_millis(400);
/// Slowest and fastest animation speed factors.
pub const ANIMATION_SPEED_RANGE: (f32, f32) = (0.25, 4.0);

/// An sRGB colour without alpha, written as `"#rrggbb"` in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub [u8; 3]);

impl Rgb {
    /// As a Bevy colour.
    pub fn color(self) -> Color {
        Color::srgb_u8(self.0[0], self.0[1], self.0[2])
    }

    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0[0], self.0[1], self.0[2])
    }

    /// Reads `#rrggbb` (the `#` optional).
    pub fn parse(text: &str) -> Result<Self, String> {
        let digits = text.trim().trim_start_matches('#');
        let bad = || format!("'{text}' is not a colour like #2e6e40");
        if digits.len() != 6 || !digits.is_ascii() {
            return Err(bad());
        }
        let byte = |i: usize| u8::from_str_radix(&digits[i..i + 2], 16).map_err(|_| bad());
        Ok(Rgb([byte(0)?, byte(2)?, byte(4)?]))
    }
}

impl Serialize for Rgb {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.hex())
    }
}

impl<'de> Deserialize<'de> for Rgb {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Rgb::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// How a step of the shown route is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RouteShape {
    /// A round dot.
    Dot,
    /// A diamond, so the route differs from footprints by shape, not only by colour.
    Diamond,
}

/// A set of colours (and shapes) for the whole game.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Bamboo-green walls on a warm cream floor: the classic look.
    #[default]
    Bamboo,
    /// Dark slate walls on a deep floor, easy on the eyes at night.
    Night,
    /// High contrast in colour-blind-safe colours (Okabe–Ito), the route drawn
    /// as diamonds so path, footprints, entrance and exit differ by shape too.
    HighContrast,
}

/// Everything a theme decides.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThemeLook {
    /// Wall tiles.
    pub wall: Rgb,
    /// Floor tiles and the background.
    pub floor: Rgb,
    /// The entrance tile.
    pub entrance: Rgb,
    /// The exit tile.
    pub exit: Rgb,
    /// Route markers.
    pub route: Rgb,
    /// Footprints.
    pub footprint: Rgb,
    /// How route steps are drawn.
    pub route_shape: RouteShape,
    /// Whether the menu uses egui's dark style.
    pub dark_menu: bool,
}

impl Theme {
    /// Every theme, in menu order.
    pub const ALL: [Theme; 3] = [Theme::Bamboo, Theme::Night, Theme::HighContrast];

    /// Its colours and shapes.
    pub fn look(self) -> ThemeLook {
        match self {
            Theme::Bamboo => ThemeLook {
                wall: Rgb([46, 110, 64]),
                floor: Rgb([236, 228, 200]),
                entrance: Rgb([90, 160, 220]),
                exit: Rgb([235, 90, 70]),
                route: Rgb([255, 120, 40]),
                footprint: Rgb([92, 70, 58]),
                route_shape: RouteShape::Dot,
                dark_menu: true,
            },
            Theme::Night => ThemeLook {
                wall: Rgb([38, 46, 64]),
                floor: Rgb([96, 104, 120]),
                entrance: Rgb([80, 150, 210]),
                exit: Rgb([220, 110, 70]),
                route: Rgb([250, 210, 90]),
                footprint: Rgb([30, 30, 36]),
                route_shape: RouteShape::Dot,
                dark_menu: true,
            },
            // Okabe–Ito: black walls on white; blue entrance, vermillion exit,
            // orange route diamonds, bluish-green footprints.
            Theme::HighContrast => ThemeLook {
                wall: Rgb([0, 0, 0]),
                floor: Rgb([255, 255, 255]),
                entrance: Rgb([0, 114, 178]),
                exit: Rgb([213, 94, 0]),
                route: Rgb([230, 159, 0]),
                footprint: Rgb([0, 158, 115]),
                route_shape: RouteShape::Diamond,
                dark_menu: false,
            },
        }
    }

    /// The name in the file and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Bamboo => "bamboo",
            Theme::Night => "night",
            Theme::HighContrast => "high-contrast",
        }
    }
}

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
    /// Best times and efficiencies.
    pub records: super::records::Records,
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
            records: super::records::Records::default(),
        }
    }
}

mod difficulty_name {
    use serde::{Deserialize, Deserializer, Serializer};

    use super::Difficulty;

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

    /// Numbers brought into range (a hand-edited file may hold anything).
    pub fn sanitized(mut self) -> Self {
        let unit = |v: f32, default: f32| if v.is_finite() { v.clamp(0.0, 1.0) } else { default };
        let defaults = Settings::default();
        self.music_volume = unit(self.music_volume, defaults.music_volume);
        self.effects_volume = unit(self.effects_volume, defaults.effects_volume);
        let (slow, fast) = ANIMATION_SPEED_RANGE;
        self.animation_speed =
            if self.animation_speed.is_finite() { self.animation_speed.clamp(slow, fast) } else { 1.0 };
        self.version = SETTINGS_VERSION;
        self
    }
}

/// Reads settings from the file's text; anything but a JSON object of settings is an error.
fn parse(text: &str) -> Result<Settings, String> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if !value.is_object() {
        return Err("it does not hold a settings object".to_owned());
    }
    Settings::deserialize(value).map_err(|e| e.to_string())
}

/// What reading the settings file gave.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    /// The settings to use.
    pub settings: Settings,
    /// Something the player should be told once (a bad file moved aside).
    pub notice: Option<String>,
    /// Whether the game may write the file (false when a bad file could not be moved aside).
    pub writable: bool,
}

/// The settings file at a path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsFile {
    /// Where it is.
    pub path: PathBuf,
}

impl SettingsFile {
    /// The file in `dir`.
    pub fn in_dir(dir: &Path) -> Self {
        Self { path: dir.join(SETTINGS_FILE) }
    }

    /// The file in `PANDA_MAZE_CONFIG_DIR`, else in the platform's config
    /// directory; `None` when the platform has none (no home directory).
    pub fn standard() -> Option<Self> {
        if let Some(dir) = std::env::var_os(CONFIG_DIR_ENV).filter(|d| !d.is_empty()) {
            return Some(Self::in_dir(Path::new(&dir)));
        }
        directories::ProjectDirs::from("", "", "panda-maze").map(|dirs| Self::in_dir(dirs.config_dir()))
    }

    /// Reads the file. A missing file gives defaults quietly; an unreadable or
    /// corrupt one is moved aside and gives defaults with a notice.
    pub fn load(&self) -> Loaded {
        let text = match fs::read(&self.path) {
            Ok(bytes) => String::from_utf8(bytes).map_err(|e| e.to_string()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Loaded { settings: Settings::default(), notice: None, writable: true };
            }
            Err(e) => Err(e.to_string()),
        };
        let why = match text.and_then(|t| parse(&t)) {
            Ok(settings) => return Loaded { settings: settings.sanitized(), notice: None, writable: true },
            Err(why) => why,
        };
        let path = self.path.display();
        match self.move_aside() {
            Ok(aside) => Loaded {
                settings: Settings::default(),
                notice: Some(format!(
                    "The settings file {path} could not be read ({why}). It was kept as {} and the game starts with default settings.",
                    aside.display()
                )),
                writable: true,
            },
            Err(e) => Loaded {
                settings: Settings::default(),
                notice: Some(format!(
                    "The settings file {path} could not be read ({why}) nor moved aside ({e}). The game uses default settings and will not save them this time."
                )),
                writable: false,
            },
        }
    }

    /// Renames the file to `settings.json.bad`, or `.bad-2`, `.bad-3`… when
    /// that name is taken; returns the new path.
    fn move_aside(&self) -> io::Result<PathBuf> {
        for n in 1u32..1000 {
            let suffix = if n == 1 { ".bad".to_owned() } else { format!(".bad-{n}") };
            let mut name = self.path.file_name().unwrap_or_default().to_owned();
            name.push(&suffix);
            let aside = self.path.with_file_name(name);
            if !aside.exists() {
                fs::rename(&self.path, &aside)?;
                return Ok(aside);
            }
        }
        Err(io::Error::other("too many old settings files kept aside"))
    }

    /// Writes `settings`, creating the directory if needed. The file is
    /// written beside and renamed over, so a crash never leaves half a file.
    pub fn save(&self, settings: &Settings) -> io::Result<()> {
        if let Some(dir) = self.path.parent() {
            fs::create_dir_all(dir)?;
        }
        let mut text = serde_json::to_string_pretty(settings).map_err(io::Error::other)?;
        text.push('\n');
        let mut temp_name = self.path.file_name().unwrap_or_default().to_owned();
        temp_name.push(".new");
        let temp = self.path.with_file_name(temp_name);
        fs::write(&temp, text)?;
        fs::rename(&temp, &self.path)
    }
}

/// Where the settings are saved, if anywhere, and when.
#[derive(Resource, Debug, Default)]
pub struct SettingsStore {
    /// The file; `None` keeps settings in memory only.
    pub file: Option<SettingsFile>,
    /// Time left before the pending change is written.
    pending: Option<Duration>,
    /// A write failed already (said once, not every change).
    failed: bool,
}

impl SettingsStore {
    /// Saves into `file`.
    pub fn new(file: Option<SettingsFile>) -> Self {
        Self { file, pending: None, failed: false }
    }
}

/// Messages for the player (a settings file moved aside, a missing font),
/// shown one at a time by the menu until dismissed.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Notices(pub Vec<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<SettingsStore>()
        .init_resource::<Notices>()
        .add_systems(PreStartup, apply_settings)
        .add_systems(
            Update,
            (remember_difficulty, apply_settings, save_settings).chain().in_set(AppSystems::ApplyCommands),
        )
        .add_systems(Last, flush_on_exit);
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

/// Saves a pending change when the game quits.
fn flush_on_exit(mut exits: MessageReader<AppExit>, settings: Res<Settings>, mut store: ResMut<SettingsStore>) {
    if exits.read().count() > 0 {
        flush(&settings, &mut store);
    }
}

/// Keeps the palette in step with the settings.
fn apply_settings(settings: Res<Settings>, mut palette: ResMut<Palette>) {
    if settings.is_changed() {
        palette.set_if_neq(settings.palette());
    }
}

/// Writes the file a moment after the last change.
fn save_settings(settings: Res<Settings>, mut store: ResMut<SettingsStore>, time: Res<Time>) {
    if settings.is_changed() && !settings.is_added() {
        store.pending = Some(SAVE_DELAY);
    }
    let Some(left) = store.pending else { return };
    let left = left.saturating_sub(time.delta());
    if !left.is_zero() {
        store.pending = Some(left);
        return;
    }
    store.pending = None;
    let Some(file) = store.file.clone() else { return };
    match file.save(&settings) {
        Ok(()) => store.failed = false,
        Err(e) if !store.failed => {
            warn!("could not save the settings to {}: {e}", file.path.display());
            store.failed = true;
        }
        Err(_) => {}
    }
}

/// Writes any pending change now (on exit).
pub fn flush(settings: &Settings, store: &mut SettingsStore) {
    if store.pending.take().is_some()
        && let Some(file) = &store.file
        && let Err(e) = file.save(settings)
    {
        warn!("could not save the settings to {}: {e}", file.path.display());
    }
}
