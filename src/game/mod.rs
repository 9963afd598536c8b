//! The Bevy game: one plugin per concern over tile entities and a maze resource.
//!
//! [`GamePlugin`] holds the game's logic (board, player, trail, victory, path
//! view) and runs headless under `MinimalPlugins`, which is how the tests drive
//! it. [`run()`] adds the window, renderer, camera, art, egui menu and the
//! optional screenshot script on top.
//!
//! A frame runs the sets of [`AppSystems`] in order: input is turned into
//! [`GameCommand`]s and [`MoveRequest`]s, commands rebuild or reset the map,
//! a panda moves and says so with [`Moved`], the trail and victory
//! react, and visuals follow the logical [`GridPos`] last.

pub mod assets;
pub mod assist;
pub mod board;
pub mod campaign;
pub mod classroom;
pub mod command;
pub mod dev;
pub mod edit;
pub mod frame;
pub mod input;
pub mod model;
pub mod panda;
pub mod run;
pub mod settings;
pub mod ui;
pub mod view;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

pub use board::played::Played;
pub use command::{Bumped, GameCommand, MapReset, MoveRequest, Moved, Undid, Walker};
pub use frame::{AppSystems, Screen};
pub use model::{
    CurrentMaze, Difficulty, GameOptions, GridPos, LaunchCode, PLAY_MIN_SIDE, Route, TILE_SIZE, tile_at, tile_center,
};

use crate::maze::MazeSpec;
use crate::maze::generate::seed_from_clock;

/// The game's logic: everything but the window, renderer, menu and camera.
/// Add it to an app that has `MinimalPlugins` (or `DefaultPlugins`).
#[derive(Debug, Clone, Default)]
pub struct GamePlugin {
    /// How the first map is made.
    pub options: GameOptions,
}

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<StatesPlugin>() {
            app.add_plugins(StatesPlugin);
        }
        let seed = self.options.seed.unwrap_or_else(seed_from_clock);
        let (width, height) = self.options.size.unwrap_or(self.options.difficulty.size());
        let spec = MazeSpec::new(width, height, seed)
            .with_corner(self.options.corner)
            .with_algorithm(self.options.algorithm)
            .with_braid(self.options.braid_percent);
        let today = self.options.daily.then(model::today);
        let spec = today.as_deref().map_or(spec, model::daily_spec);
        let (current, solution) = CurrentMaze::generate(spec, &mut ())
            .expect("difficulty sizes and checked custom sizes are valid board sizes");
        app.configure_sets(
            Update,
            (
                AppSystems::RecordInput,
                AppSystems::ApplyCommands,
                AppSystems::Move,
                AppSystems::React,
                AppSystems::Visualize,
            )
                .chain(),
        )
        .init_state::<Screen>()
        .insert_resource(model::SquareLab(current.spec))
        .insert_resource(board::played::Played::square_map(current, solution))
        // New maps draw their seeds from a stream of their own.
        .insert_resource(model::SeedStream::new(seed))
        .insert_resource(self.options.clone())
        .init_resource::<model::UiWantsKeyboard>()
        .init_resource::<assets::GameArt>()
        .init_resource::<settings::Palette>()
        .init_resource::<ButtonInput<KeyCode>>()
        .add_message::<GameCommand>()
        .add_message::<MoveRequest>()
        .add_message::<Moved>()
        .add_message::<Bumped>()
        .add_message::<MapReset>()
        .add_message::<Undid>()
        .add_message::<command::HintShown>()
        .add_message::<command::PlayShared>()
        .add_message::<command::AimRequest>()
        .add_message::<command::PartnerAimRequest>()
        .add_message::<command::PartnerClimbRequest>()
        .add_message::<command::PartnerMoveRequest>()
        .add_message::<command::PartnerUndo>()
        .add_plugins((
            settings::plugin,
            board::plugin,
            panda::plugin,
            assist::plugin,
            classroom::plugin,
            run::plugin,
            ui::plugin,
            input::plugin,
            campaign::plugin,
            edit::plugin,
        ))
        .add_systems(Update, command::clear_map_scoped.in_set(AppSystems::Move))
        .insert_resource(run::records::DailyMaze(today));
    }
}

/// Opens the game window and runs until the player quits. The settings file
/// is read first; its difficulty is used when `difficulty_from_settings`
/// (no `--difficulty` given), and `grid` (`--grid`) replaces the grid new
/// maps are made on ([`launch_grid`]). A scripted run (`script`) uses default
/// settings and saves nothing, so its screenshots never depend on the
/// player's file.
pub fn run(
    mut options: GameOptions,
    grid: Option<settings::GridKind>,
    difficulty_from_settings: bool,
    script: Option<std::path::PathBuf>,
) -> AppExit {
    use settings::{Notices, Records, Settings, SettingsFile, SettingsStore};

    let launched = std::time::Instant::now();
    let (mut settings, records, mut store, notices) = if script.is_some() {
        (Settings::default(), Records::default(), SettingsStore::new(None), Notices::default())
    } else if let Some(file) = SettingsFile::standard() {
        let first_launch = std::fs::symlink_metadata(&file.path).is_err();
        let loaded = file.load();
        let mut settings = loaded.settings;
        if first_launch {
            settings.language = settings::Language::from_locale(sys_locale::get_locale().as_deref());
        }
        let mut store = SettingsStore::new(loaded.writable.then_some(file));
        if loaded.repaired {
            // Write the fields that were reset back with their defaults (the old file is kept aside).
            store.save_soon();
        }
        (settings, loaded.records, store, Notices(loaded.notice.into_iter().collect()))
    } else {
        let why = "No home or config directory was found, so settings will not be kept after this run.";
        (Settings::default(), Records::default(), SettingsStore::new(None), Notices(vec![why.to_owned()]))
    };
    let kept = if store.file.is_some() { settings::store::Saved::Yes } else { settings::store::Saved::NotKept };
    settings::store::note_settings_saved(kept);
    // Logging starts with the app, so these go to standard error directly (the game shows them too).
    for notice in &notices.0 {
        eprintln!("panda-maze: {notice}");
    }
    if launch_difficulty(&mut options, difficulty_from_settings, &mut settings) {
        store.save_soon();
    }
    settings.grid = launch_grid(&options, grid, settings.grid);
    let mut app = App::new();
    let (window_width, window_height) = if script.is_some() { (1024, 768) } else { (1280, 860) };
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Panda Maze · 熊猫走迷宫".into(),
            resolution: bevy::window::WindowResolution::new(window_width, window_height),
            ..default()
        }),
        ..default()
    }))
    .insert_resource(settings)
    .insert_resource(records)
    .insert_resource(store)
    .insert_resource(notices)
    .add_plugins(GamePlugin { options })
    .add_plugins((view::plugin, ui::windowed_plugin, input::windowed_plugin, assets::plugin, settings::windowed_plugin))
    .add_plugins((campaign::windowed_plugin, edit::windowed_plugin))
    .add_plugins(dev::grid_shot::plugin)
    .add_plugins(dev::first_frame::plugin)
    .add_plugins(dev::frame_log::plugin)
    .add_systems(Last, move |mut reported: Local<bool>| {
        if !*reported {
            *reported = true;
            info!("first frame after {:.0} ms", launched.elapsed().as_secs_f64() * 1000.0);
        }
    });
    // Campaign progress lives beside the settings file (a scripted run keeps it in memory).
    let progress_file = SettingsFile::standard()
        .filter(|_| script.is_none())
        .and_then(|file| Some(file.path.parent()?.join(campaign::store::PROGRESS_FILE)));
    campaign::use_progress_file(&mut app, progress_file);
    if let Some(dir) = script {
        app.add_plugins(dev::script::ScriptPlugin { dir });
    } else {
        app.insert_resource(ui::nav::MenuPage::Main);
    }
    app.run()
}

/// The difficulty a launch plays: the one played last (`from_settings`, no
/// `--difficulty` or `--size`), else `--difficulty`'s, which is then the one
/// played last: true when the settings changed (to be saved).
fn launch_difficulty(options: &mut GameOptions, from_settings: bool, settings: &mut settings::Settings) -> bool {
    if from_settings {
        options.difficulty = settings.difficulty;
        return false;
    }
    // A custom size is no difficulty: the one played last stays.
    let asked = options.size.is_none() && !options.daily;
    let changed = asked && settings.difficulty != options.difficulty;
    if changed {
        settings.difficulty = options.difficulty;
    }
    changed
}

/// The grid a launch opens on and makes new maps on: a grid maze's code
/// chooses its own grid; a square maze's code, a size or the daily maze the
/// square board; else the grid asked for (`--grid`), else the one played
/// last (`last`).
pub fn launch_grid(
    options: &GameOptions,
    asked: Option<settings::GridKind>,
    last: settings::GridKind,
) -> settings::GridKind {
    use crate::maze::generate::AnySpec;
    let spec = options.code.as_ref().map(|code| match code {
        model::LaunchCode::Maze(spec) => Ok(*spec),
        model::LaunchCode::Shared(shared) => Ok(shared.source.like()),
        model::LaunchCode::Floors(floors) => Err(floors.grid),
        model::LaunchCode::Weave(weave) => Err(weave.grid),
    });
    let spec = match spec {
        Some(Err(crate::maze::weave::WeaveGrid::Square { .. })) => return settings::GridKind::Square,
        Some(Err(crate::maze::weave::WeaveGrid::Shape(shape))) => return settings::GridKind::of_shape(shape),
        Some(Ok(spec)) => Some(spec),
        None => None,
    };
    match spec {
        Some(AnySpec::Grid(spec)) => settings::GridKind::of_shape(spec.shape),
        Some(AnySpec::Square(_)) => settings::GridKind::Square,
        None if options.size.is_some() || options.daily => settings::GridKind::Square,
        None => asked.unwrap_or(last),
    }
}

#[cfg(test)]
mod tests {
    use super::settings::GridKind;
    use super::*;

    #[test]
    fn a_difficulty_asked_for_at_launch_is_the_one_played_last_and_a_size_is_none() {
        let mut settings = settings::Settings { difficulty: Difficulty::Hard, ..settings::Settings::default() };
        let mut plain = GameOptions::default();
        assert!(!launch_difficulty(&mut plain, true, &mut settings));
        assert_eq!(plain.difficulty, Difficulty::Hard, "no flag: the one played last");
        let mut easy = GameOptions { seed: Some(1), difficulty: Difficulty::Easy, ..GameOptions::default() };
        assert!(launch_difficulty(&mut easy, false, &mut settings), "changed: saved soon");
        assert_eq!((easy.difficulty, settings.difficulty), (Difficulty::Easy, Difficulty::Easy));
        let mut sized = GameOptions { size: Some((31, 31)), ..GameOptions::default() };
        assert!(!launch_difficulty(&mut sized, false, &mut settings));
        assert_eq!(settings.difficulty, Difficulty::Easy, "a custom size keeps the one played last");
    }

    #[test]
    fn a_square_board_asked_for_at_launch_is_played_whatever_grid_was_played_last() {
        let plain = GameOptions::default();
        assert_eq!(launch_grid(&plain, None, GridKind::Round), GridKind::Round, "the grid played last");
        let sized = GameOptions { size: Some((2001, 2001)), ..GameOptions::default() };
        assert_eq!(launch_grid(&sized, None, GridKind::Round), GridKind::Square);
        let daily = GameOptions { daily: true, ..GameOptions::default() };
        assert_eq!(launch_grid(&daily, None, GridKind::Hexagon), GridKind::Square);
        let seeded = GameOptions { seed: Some(4), difficulty: Difficulty::Hard, ..GameOptions::default() };
        assert_eq!(
            launch_grid(&seeded, None, GridKind::Triangle),
            GridKind::Triangle,
            "a seed or a difficulty keeps it"
        );
    }

    #[test]
    fn a_launch_code_chooses_its_own_grid_and_grid_asked_for_replaces_the_last() {
        use crate::maze::generate::AnySpec;
        let code = |c: &str| GameOptions {
            code: Some(model::LaunchCode::Maze(AnySpec::from_code(c).unwrap())),
            ..GameOptions::default()
        };
        let round = code("backtracker-round10.1.c");
        assert_eq!(launch_grid(&round, Some(GridKind::Hexagon), GridKind::Triangle), GridKind::Round);
        let square = code("kruskal-49x55.b30-2kq9x.o");
        assert_eq!(launch_grid(&square, None, GridKind::Hexagon), GridKind::Square);
        let plain = GameOptions::default();
        assert_eq!(launch_grid(&plain, Some(GridKind::Hexagon), GridKind::Round), GridKind::Hexagon);
        assert_eq!(launch_grid(&plain, Some(GridKind::Square), GridKind::Round), GridKind::Square);
    }
}
