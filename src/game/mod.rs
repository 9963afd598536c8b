//! The Bevy game: one plugin per concern over tile entities and a maze resource.
//!
//! [`GamePlugin`] holds the game's logic (board, player, trail, victory, path
//! view) and runs headless under `MinimalPlugins`, which is how the tests drive
//! it. [`run`] adds the window, renderer, camera, art, egui menu and the
//! optional screenshot script on top.
//!
//! A frame runs the sets of [`AppSystems`] in order: input is turned into
//! [`GameCommand`]s and [`MoveRequest`]s, commands rebuild or reset the map,
//! the player moves and says so with [`PlayerMoved`], the trail and victory
//! react, and visuals follow the logical [`GridPos`] last.

pub mod audio;
pub mod board;
pub mod camera;
pub mod chunks;
pub mod custom_size;
pub mod fonts;
pub mod i18n;
pub mod measure;
pub mod menu;
pub mod minimap;
pub mod modes;
pub mod overlay;
pub mod path_view;
pub mod player;
pub mod records;
pub mod script;
pub mod search;
pub mod settings;
pub mod trail;
pub mod victory;
pub mod walk;
pub mod watch;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use rand::RngExt;

use crate::maze::generate::{Algorithm, MazeRng, Recorder, rng_from_seed, seed_from_clock};
use crate::maze::metrics::{Metrics, measure_along};
use crate::maze::{Dir, Maze, MazeSpec, Pos, StartCorner, astar, breadth_first};

/// The smallest board side the game plays, in tiles (two cells): the maze
/// core makes mazes down to one cell, whose entrance is its exit.
pub const PLAY_MIN_SIDE: usize = 5;

/// Side of one tile in world units; the camera scales the world to the window.
pub const TILE_SIZE: f32 = 32.0;

/// The stages of a frame, run in this order. Add new stages here, in place.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Turn keys and clicks into [`GameCommand`]s and [`MoveRequest`]s.
    RecordInput,
    /// Carry out [`GameCommand`]s: new maps, restarts, path on/off.
    ApplyCommands,
    /// Move the player.
    Move,
    /// React to movement: footprints, statistics, victory.
    React,
    /// Make the picture follow the logic: reveal the path, place sprites.
    Visualize,
}

/// Which screen the game is on.
#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Walking the maze.
    #[default]
    Playing,
    /// The exit was reached; the victory overlay is up and the panda rests.
    Won,
    /// Time attack: the clock ran out before the exit.
    TimeUp,
}

/// The three board sizes of the game, in tiles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// 21 × 21 tiles: the course program's 10 × 10 cells.
    Easy,
    /// 49 × 55 tiles.
    #[default]
    Medium,
    /// 91 × 103 tiles.
    Hard,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// Board width and height in tiles.
    pub fn size(self) -> (usize, usize) {
        match self {
            Difficulty::Easy => (21, 21),
            Difficulty::Medium => (49, 55),
            Difficulty::Hard => (91, 103),
        }
    }

    /// The difficulty whose board is `width × height` tiles, if any.
    pub fn of_size(width: usize, height: usize) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.size() == (width, height))
    }

    /// The name shown in the menu and used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }
}

impl std::str::FromStr for Difficulty {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown difficulty '{s}'; expected easy, medium or hard"))
    }
}

/// Boards with loops and more tiles than this find their route by
/// [`breadth_first`] search (flat arrays) instead of [`astar`] (hash maps):
/// on a 4003 × 4003 board A* takes seconds. Perfect mazes always use it.
pub const BREADTH_FIRST_MIN_TILES: usize = board::ENTITY_BOARD_MAX_TILES;

/// The maze being played, the spec that made it, and its measurements.
#[derive(Resource, Debug, Clone)]
pub struct CurrentMaze {
    /// The board.
    pub maze: Maze,
    /// How to make it again.
    pub spec: MazeSpec,
    /// Dead ends, route, difficulty score.
    pub metrics: Metrics,
}

impl CurrentMaze {
    /// Generates the maze `spec` names and measures it, telling `recorder` of each step.
    pub fn generate(spec: MazeSpec, recorder: &mut impl Recorder) -> Result<(Self, Solution), String> {
        let maze = spec.generate_recorded(recorder).map_err(|e| e.to_string())?;
        // A perfect maze has one route, so both searches find the same; with loops
        // they may pick different shortest routes, and small boards keep A*'s.
        let perfect = spec.algorithm.is_perfect() && spec.braid_percent == 0;
        let route =
            if perfect || maze.tiles().len() > BREADTH_FIRST_MIN_TILES { breadth_first(&maze) } else { astar(&maze) };
        let route = route.ok_or("the maze has no way out")?;
        let metrics = measure_along(&maze, &route);
        Ok((Self { maze, spec, metrics }, Solution(route)))
    }

    /// The difficulty whose size this board has, if it has one of theirs.
    pub fn difficulty(&self) -> Option<Difficulty> {
        Difficulty::of_size(self.spec.width, self.spec.height)
    }
}

/// The A* route from entrance to exit of the current maze.
#[derive(Resource, Debug, Clone, Default)]
pub struct Solution(pub Vec<Pos>);

impl Solution {
    /// Moves needed along the route (tiles minus one).
    pub fn optimal_moves(&self) -> usize {
        self.0.len().saturating_sub(1)
    }
}

/// Where the seeds of new maps come from: one stream, so a run started with
/// `--seed N` plays the same sequence of maps every time.
#[derive(Resource, Debug)]
pub struct SeedStream(MazeRng);

impl SeedStream {
    /// The next map's seed.
    pub fn next_seed(&mut self) -> u64 {
        self.0.random()
    }
}

/// A logical tile position. The truth for the player, tiles, footprints and
/// route markers; their `Transform` follows it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GridPos(pub Pos);

/// What the player (or the menu, or a script) asks the game to do.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameCommand {
    /// Start the clock without moving (the menu's Start).
    Start,
    /// Back to the entrance of the same maze; trail and clock cleared.
    Restart,
    /// A fresh maze of the same size.
    NewMap,
    /// A fresh maze of this difficulty's size.
    SetDifficulty(Difficulty),
    /// A fresh maze (new seed) with this spec's size, algorithm and options.
    NewMapLike(MazeSpec),
    /// Exactly the maze this spec names (seed included), e.g. from a maze code.
    Load(MazeSpec),
    /// Show (`true`) or hide the A* route.
    ShowPath(bool),
    /// Show the route if hidden, hide it if shown.
    TogglePath,
    /// Finish a generation being watched at once.
    SkipGeneration,
    /// Walk the panda to this tile the shortest way, a step at a time (a click).
    WalkTo(Pos),
    /// Run from the panda's tile this way to the next junction or dead end (Shift+arrow).
    RunTo(Dir),
    /// Step back along the panda's own trail.
    Undo,
    /// Replay this solver's search on the board.
    ShowSearch(crate::maze::solve::Solver),
    /// Race two solvers on the board.
    Race(crate::maze::solve::Solver, crate::maze::solve::Solver),
    /// Pause or resume the search replay.
    PauseSearch,
    /// Show one more step of the search (and pause).
    StepSearch,
    /// Show the whole search at once.
    FinishSearch,
    /// Remove the search from the board.
    ClearSearch,
    /// Show the next few steps from the panda towards the exit.
    Hint,
    /// The panda walks the way out by itself, from where it stands.
    WalkOut,
    /// Today's daily maze.
    Daily,
    /// Replay the run just won, sped up, over the shortest route.
    ReplayRun,
    /// Show the whole map for a moment in fog mode.
    Peek,
}

/// A request to step the player one tile; a wall in the way makes it a no-op.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRequest(pub Dir);

/// The player stepped from one floor tile to the next.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerMoved {
    /// The tile left (it gets a footprint).
    pub from: Pos,
    /// The tile entered.
    pub to: Pos,
}

/// The player tried to walk into a wall.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bumped {
    /// Where the panda stands.
    pub at: Pos,
    /// The way it tried to go.
    pub dir: Dir,
}

/// The board was rebuilt or restarted: the player goes back to the entrance
/// and everything that belongs to a run is cleared.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MapReset;

/// Whether a text field of the UI has the keyboard, so keys must not move the panda.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct UiWantsKeyboard(pub bool);

/// Images for the sprites. Default (blank) handles in headless runs; the
/// windowed game fills them from the PNGs in `assets/art/` (drawn by [`crate::art`]).
#[derive(Resource, Debug, Default, Clone)]
pub struct GameArt {
    /// The panda's sprite sheet: four facings × three walk frames.
    pub panda: Handle<Image>,
    /// How the sheet is cut into frames.
    pub panda_layout: Handle<TextureAtlasLayout>,
    /// The victory picture.
    pub victory: Handle<Image>,
    /// A footprint, pointing up (white, tinted with the footprint colour).
    pub paw: Handle<Image>,
    /// The exit's star.
    pub star: Handle<Image>,
    /// The entrance's ring.
    pub ring: Handle<Image>,
    /// One step of the shown route, round.
    pub dot: Handle<Image>,
    /// One step of the shown route, a diamond (the high-contrast theme).
    pub diamond: Handle<Image>,
    /// A wall tile (bricks, tinted with the wall colour).
    pub wall: Handle<Image>,
    /// A floor tile (tinted with the floor colour).
    pub floor: Handle<Image>,
}

/// Colours of the board, made from the [`settings::Settings`] (theme and chosen colours).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    /// Wall tiles.
    pub wall: Color,
    /// Floor tiles and the window background.
    pub floor: Color,
    /// The entrance tile.
    pub entrance: Color,
    /// The exit tile.
    pub exit: Color,
    /// Route markers.
    pub route: Color,
    /// Footprints.
    pub footprint: Color,
    /// How a route step is drawn.
    pub route_shape: settings::RouteShape,
}

impl Default for Palette {
    fn default() -> Self {
        settings::Settings::default().palette()
    }
}

/// Where the centre of tile `p` lies in the world, with the board centred on the origin.
pub fn tile_center(maze: &Maze, p: Pos) -> Vec2 {
    Vec2::new(
        (p.x as f32 - (maze.width() - 1) as f32 / 2.0) * TILE_SIZE,
        ((maze.height() - 1) as f32 / 2.0 - p.y as f32) * TILE_SIZE,
    )
}

/// How the game starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameOptions {
    /// The first map's difficulty.
    pub difficulty: Difficulty,
    /// A custom board size in tiles (width, height), in place of the difficulty's.
    pub size: Option<(usize, usize)>,
    /// The first map's seed; `None` picks one from the clock.
    pub seed: Option<u64>,
    /// Where the backtracker starts.
    pub corner: StartCorner,
    /// The generation algorithm.
    pub algorithm: Algorithm,
    /// Share of dead ends braided away, in percent.
    pub braid_percent: u8,
    /// Start with today's daily maze (replaces size, algorithm and seed).
    pub daily: bool,
}

impl Default for GameOptions {
    fn default() -> Self {
        Self {
            difficulty: Difficulty::Medium,
            size: None,
            seed: None,
            corner: StartCorner::TopLeft,
            algorithm: Algorithm::Backtracker,
            braid_percent: 0,
            daily: false,
        }
    }
}

/// The game's logic: everything but the window, renderer, menu and camera.
/// Add it to an app that has `MinimalPlugins` (or `DefaultPlugins`).
#[derive(Debug, Clone, Copy, Default)]
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
        let today = self.options.daily.then(records::today);
        let spec = today.as_deref().map_or(spec, records::daily_spec);
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
        .insert_resource(current)
        .insert_resource(solution)
        // New maps draw their seeds from a stream of their own, keyed by the first
        // seed but not equal to the first maze's stream.
        .insert_resource(SeedStream(rng_from_seed(seed ^ 0x5EED_5EED_5EED_5EED)))
        .init_resource::<UiWantsKeyboard>()
        .init_resource::<GameArt>()
        .init_resource::<Palette>()
        .init_resource::<ButtonInput<KeyCode>>()
        .add_message::<GameCommand>()
        .add_message::<MoveRequest>()
        .add_message::<PlayerMoved>()
        .add_message::<Bumped>()
        .add_message::<MapReset>()
        .add_plugins((
            board::plugin,
            player::plugin,
            trail::plugin,
            victory::plugin,
            path_view::plugin,
            watch::plugin,
            settings::plugin,
            overlay::plugin,
            walk::plugin,
            search::plugin,
            records::plugin,
            modes::plugin,
        ))
        .insert_resource(records::DailyMaze(today));
    }
}

/// Opens the game window and runs until the player quits. The settings file
/// is read first; its difficulty is used when `difficulty_from_settings`
/// (no `--difficulty` given). A scripted run (`script`) uses default settings
/// and saves nothing, so its screenshots never depend on the player's file.
pub fn run(mut options: GameOptions, difficulty_from_settings: bool, script: Option<std::path::PathBuf>) -> AppExit {
    use settings::{Notices, Settings, SettingsFile, SettingsStore};

    let launched = std::time::Instant::now();
    let (settings, store, notices) = if script.is_some() {
        (Settings::default(), SettingsStore::new(None), Notices::default())
    } else if let Some(file) = SettingsFile::standard() {
        let first_launch = !file.path.exists();
        let loaded = file.load();
        let mut settings = loaded.settings;
        if first_launch {
            settings.language = i18n::Language::from_locale(sys_locale::get_locale().as_deref());
        }
        (settings, SettingsStore::new(loaded.writable.then_some(file)), Notices(loaded.notice.into_iter().collect()))
    } else {
        let why = "No home or config directory was found, so settings will not be kept after this run.";
        (Settings::default(), SettingsStore::new(None), Notices(vec![why.to_owned()]))
    };
    // Logging starts with the app, so these go to standard error directly (the game shows them too).
    for notice in &notices.0 {
        eprintln!("panda-maze: {notice}");
    }
    if difficulty_from_settings {
        options.difficulty = settings.difficulty;
    }
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
    .insert_resource(store)
    .insert_resource(notices)
    .add_plugins(GamePlugin { options })
    .add_plugins((
        camera::plugin,
        chunks::plugin,
        minimap::plugin,
        menu::plugin,
        audio::plugin,
        walk::mouse_plugin,
        load_art,
    ))
    .add_systems(Update, set_window_icon)
    .add_systems(Last, move |mut reported: Local<bool>| {
        if !*reported {
            *reported = true;
            info!("first frame after {:.0} ms", launched.elapsed().as_secs_f64() * 1000.0);
        }
    });
    if let Some(dir) = script {
        app.add_plugins(script::ScriptPlugin { dir });
    } else {
        app.insert_resource(overlay::MenuPage::Main);
    }
    app.run()
}

/// The art the generator drew (`panda-maze draw-art`), built into the binary.
pub mod art_files {
    /// The panda's sprite sheet.
    pub const PANDA_SHEET: &[u8] = include_bytes!("../../assets/art/panda_sheet.png");
    /// A wall tile.
    pub const BRICK_WALL: &[u8] = include_bytes!("../../assets/art/brick_wall.png");
    /// A floor tile.
    pub const FLOOR_TILE: &[u8] = include_bytes!("../../assets/art/floor_tile.png");
    /// A footprint, pointing up.
    pub const FOOTPRINT: &[u8] = include_bytes!("../../assets/art/footprint.png");
    /// The entrance marker.
    pub const ENTRANCE: &[u8] = include_bytes!("../../assets/art/entrance.png");
    /// The exit marker.
    pub const EXIT: &[u8] = include_bytes!("../../assets/art/exit.png");
    /// A round route step.
    pub const ROUTE_DOT: &[u8] = include_bytes!("../../assets/art/route_dot.png");
    /// A diamond route step.
    pub const ROUTE_DIAMOND: &[u8] = include_bytes!("../../assets/art/route_diamond.png");
    /// The victory picture.
    pub const VICTORY: &[u8] = include_bytes!("../../assets/art/victory.png");
    /// The window icon.
    pub const ICON: &[u8] = include_bytes!("../../assets/art/icon.png");

    /// Every file with its name, for tests and tools.
    pub const ALL: [(&str, &[u8]); 10] = [
        ("panda_sheet", PANDA_SHEET),
        ("brick_wall", BRICK_WALL),
        ("floor_tile", FLOOR_TILE),
        ("footprint", FOOTPRINT),
        ("entrance", ENTRANCE),
        ("exit", EXIT),
        ("route_dot", ROUTE_DOT),
        ("route_diamond", ROUTE_DIAMOND),
        ("victory", VICTORY),
        ("icon", ICON),
    ];
}

/// Decodes one of the [`art_files`] into a texture sampled nearest-neighbour
/// (pixels stay crisp at any size). The files are part of the binary, so a
/// failure is a build defect, not a player's problem.
pub fn decode_art(png: &[u8]) -> Image {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};

    Image::from_buffer(
        png,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::nearest(),
        RenderAssetUsages::RENDER_WORLD,
    )
    .expect("the art built into the game decodes")
}

/// A picture made ready for tinting by a sprite's colour: its main colour
/// (the most common vivid one, else the most common) becomes white, so it
/// takes the tint exactly; every other opaque colour a dark grey (outlines
/// and rims stay darker than the tint).
pub fn tintable(mut image: Image) -> Image {
    let Some(data) = image.data.as_mut() else { return image };
    let mut counts = std::collections::HashMap::<[u8; 3], usize>::new();
    let vivid = |px: &[u8]| px[..3].iter().max().unwrap_or(&0) - px[..3].iter().min().unwrap_or(&0) > 60;
    let any_vivid = data.chunks(4).any(|px| px[3] > 0 && vivid(px));
    for px in data.chunks(4).filter(|px| px[3] > 0 && (!any_vivid || vivid(px))) {
        *counts.entry([px[0], px[1], px[2]]).or_default() += 1;
    }
    let key = counts.into_iter().max_by_key(|&(colour, n)| (n, colour)).map(|(colour, _)| colour);
    for px in data.chunks_mut(4).filter(|px| px[3] > 0) {
        let value = if Some([px[0], px[1], px[2]]) == key { 255 } else { 70 };
        px[..3].fill(value);
    }
    image
}

/// Gives the window the panda icon, once winit has made the window.
fn set_window_icon(mut done: Local<bool>, _main_thread: bevy::ecs::system::NonSendMarker) {
    if *done {
        return;
    }
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        if windows.windows.is_empty() {
            return;
        }
        *done = true;
        let image = decode_art(art_files::ICON);
        let (width, height) = (image.width(), image.height());
        let icon = image
            .data
            .ok_or_else(|| "no pixels".to_owned())
            .and_then(|rgba| winit::window::Icon::from_rgba(rgba, width, height).map_err(|e| e.to_string()));
        match icon {
            Ok(icon) => windows.windows.values().for_each(|w| w.set_window_icon(Some(icon.clone()))),
            Err(e) => warn!("cannot set the window icon: {e}"),
        }
    });
}

/// Puts the art into textures before anything spawns.
fn load_art(app: &mut App) {
    let layout = TextureAtlasLayout::from_grid(
        UVec2::splat(crate::art::PANDA_FRAME),
        crate::art::PANDA_WALK_FRAMES as u32,
        4,
        None,
        None,
    );
    let panda_layout = app.world_mut().resource_mut::<Assets<TextureAtlasLayout>>().add(layout);
    let mut images = app.world_mut().resource_mut::<Assets<Image>>();
    let mut add = |image: Image| images.add(image);
    use art_files::*;
    let art = GameArt {
        panda: add(decode_art(PANDA_SHEET)),
        panda_layout,
        victory: add(decode_art(VICTORY)),
        paw: add(tintable(decode_art(FOOTPRINT))),
        star: add(decode_art(EXIT)),
        ring: add(decode_art(ENTRANCE)),
        dot: add(tintable(decode_art(ROUTE_DOT))),
        diamond: add(tintable(decode_art(ROUTE_DIAMOND))),
        wall: add(decode_art(BRICK_WALL)),
        floor: add(decode_art(FLOOR_TILE)),
    };
    app.insert_resource(art);
}
