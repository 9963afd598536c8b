//! A scripted run for the visual test (hidden flag `--script DIR`): takes a
//! screenshot of the first launch's how-to, of the main menu and of the
//! settings page, one at the start of play, one with the route shown, walks
//! the route, takes one at victory, one of the settings in Chinese, one of
//! the high-contrast theme and one of a solver race (backtracking against
//! A*) in the Lab, the algorithm view (the backtracker, A* with the pointer
//! over its next tile, Kruskal's tinted sets), a panda-shaped maze, heat maps
//! (on it, and on a huge chunked board with its minimap), the campaign's level
//! select and a level with keys, doors and bamboo, a round, a hexagon and a
//! triangle board with the way shown (`grids`), then sweeps the window's
//! sizes ([`fit`]) and quits. Before
//! the first shot of play it sends the first steps of the route as a burst
//! of real key presses quicker than the frames (`burst.txt` says where the
//! panda got to). Beside each `NAME.png` it writes `NAME.txt`, the window
//! pixel where the panda, a wall, a bare floor tile, the exit and a route
//! tile are drawn, so the test can check the picture's colours there.

use std::path::PathBuf;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

mod boards;
mod duo;
mod grids;
mod io;
mod journey;
mod lab;
mod menus;
mod play;
mod weave;

use super::fit::{self, FitSweep};
use crate::game::assist::heat::HeatView;
use crate::game::assist::route_view::RouteView;
use crate::game::board::first_walk::FirstWalk;
use crate::game::board::grid::GridGame;
use crate::game::board::played::Played;
use crate::game::campaign::{CampaignCommand, CampaignState};
use crate::game::classroom::LessonView;
use crate::game::command::{GameCommand, MoveRequest};
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::{CurrentMaze, Route, TILE_SIZE, tile_center};
use crate::game::run::pause::FocusPause;
use crate::game::settings::Settings;
use crate::game::ui::fonts::CjkFont;
use crate::game::ui::nav::MenuPage;
use crate::game::view::camera::MainCamera;
use crate::game::view::finder::Finder;
use io::describe_layout;

/// Frames to let the window settle before the first screenshot.
const SETTLE_FRAMES: u32 = 40;
/// Frames to wait after a change before a screenshot (gliding, egui layout).
const PAUSE_FRAMES: u32 = 25;
/// Route steps walked per frame.
const STEPS_PER_FRAME: usize = 3;
/// Route steps sent as one burst of real key events (`xdotool`), 15 ms apart:
/// quicker than the software renderer draws frames.
const BURST_STEPS: usize = 20;
/// Frames the burst may take to arrive before the script gives up on it.
const BURST_FRAMES: u32 = 600;
/// A run that has not finished by this frame gives up with an error.
const GIVE_UP_FRAME: u32 = 20_000;

/// Runs the screenshot script, writing into `dir`.
pub struct ScriptPlugin {
    /// Folder for the screenshots.
    pub dir: PathBuf,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Settle,
    ShotHowTo,
    OpenMenu,
    ShotMenu,
    OpenSettings,
    ShotSettings,
    CloseMenu,
    Burst,
    AwaitBurst(u32),
    ShotStart,
    Pause,
    ShotPause,
    Unpause,
    RevealPath,
    ShotPath,
    Walk(usize),
    ShotWon,
    SpeakChinese,
    ShotChinese,
    SwitchTheme,
    RevealContrast,
    ShotContrast,
    StartRace,
    ShotRace,
    StartLesson,
    ShotLesson,
    StartAStar,
    ShotAStar,
    KruskalMaze,
    StartKruskal,
    ShotKruskal,
    EndKruskal,
    ShapeMaze,
    ShotShaped,
    HeatOn,
    ShotHeat,
    HeatOff,
    HugeBoard,
    HugeHeat,
    ShotHugeHeat,
    HugeHeatOff,
    OpenEditor,
    ShotEditor,
    LeaveEditor,
    GridBoard(usize),
    GridRoute(usize),
    ShotGrid(usize),
    GridCloseUp,
    ShotGridMinimap,
    GridWhole,
    GridItems,
    ShotGridItems,
    WeaveBoard,
    WeaveUnder,
    ShotWeave,
    DuoBoard,
    DuoTogether,
    ShotTogether,
    DuoRaceSet,
    DuoRace,
    ShotRaceTwo,
    DuoRaceSplit,
    ShotRaceSplit,
    DuoRaceJoin,
    DuoRaceWin,
    ShotRaceCard,
    DuoEnd,
    OpenLevels,
    ShotLevels,
    PlayTemple,
    ShotLevelTitle,
    WalkTemple(usize),
    ShotItems,
    WalkTempleOut(usize),
    ShotLevelComplete,
    LeaveWon,
    Sweep,
    Quit,
}

#[derive(Resource, Debug)]
struct ScriptRun {
    dir: PathBuf,
    step: Step,
    /// Frames to wait before doing the step.
    wait: u32,
    frame: u32,
    /// A screenshot is on its way; nothing happens until it is saved.
    capturing: bool,
    /// The tiles the panda stepped onto during the burst, and its bumps into
    /// walls: each frame's, with the steps walked by that frame's end.
    walked: Vec<crate::maze::Pos>,
    bumps: Vec<(usize, u32)>,
}

impl Plugin for ScriptPlugin {
    fn build(&self, app: &mut App) {
        if let Err(e) = std::fs::create_dir_all(&self.dir) {
            panic!("cannot create the screenshot folder {}: {e}", self.dir.display());
        }
        app.insert_resource(ScriptRun {
            dir: self.dir.clone(),
            step: Step::Settle,
            wait: SETTLE_FRAMES,
            frame: 0,
            capturing: false,
            walked: Vec::new(),
            bumps: Vec::new(),
        })
        .insert_resource(FitSweep::new(self.dir.clone()))
        // The finder's ring comes and goes with the frame rate; a shot near
        // the panda would read it some runs and not others. The sweep's
        // close-up asks for it.
        .insert_resource(Finder::quiet())
        // Focus comes and goes under Xvfb as the script's key presses arrive; the clock keeps going.
        .insert_resource(FocusPause { enabled: false, paused: false })
        .add_systems(Update, (note_burst, run_script, fit::run_sweep).chain().in_set(AppSystems::RecordInput));
    }
}

/// What the script tells the game.
#[derive(SystemParam)]
struct ScriptWriters<'w> {
    game: MessageWriter<'w, GameCommand>,
    campaign: MessageWriter<'w, CampaignCommand>,
    moves: MessageWriter<'w, MoveRequest>,
    partner: MessageWriter<'w, crate::game::command::PartnerMoveRequest>,
    exit: MessageWriter<'w, AppExit>,
    edit: MessageWriter<'w, crate::game::edit::EditRequest>,
    pause: ResMut<'w, FocusPause>,
}

/// What the script looks at.
#[derive(SystemParam)]
struct ScriptView<'w, 's> {
    played: Res<'w, Played>,
    view: Res<'w, RouteView>,
    screen: Res<'w, State<Screen>>,
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<MainCamera>>,
    font: Option<Res<'w, CjkFont>>,
    walk: Res<'w, FirstWalk>,
    heat: Res<'w, HeatView>,
}

impl ScriptView<'_, '_> {
    /// The square map: the script's square steps run while it is played
    /// (each after the map it loads is in).
    fn current(&self) -> &CurrentMaze {
        self.played.square().expect("the script's square steps run on the square board")
    }

    /// The square map's shortest route.
    fn solution(&self) -> &Route {
        self.played.square_route().expect("the script's square steps run on the square board")
    }

    /// Another grid's maze, when one is played.
    fn grid(&self) -> Option<&GridGame> {
        self.played.grid()
    }
}

/// Everything a screen's steps may touch, lent for one frame.
struct ScriptCtx<'a, 'cw, 'cs, 'ow, 'vw, 'vs> {
    commands: &'a mut Commands<'cw, 'cs>,
    run: &'a mut ScriptRun,
    out: &'a mut ScriptWriters<'ow>,
    seen: &'a ScriptView<'vw, 'vs>,
    settings: &'a mut Settings,
    page: &'a mut MenuPage,
    levels: &'a mut CampaignState,
    sweep: &'a mut FitSweep,
    lesson: &'a mut LessonView,
}

/// Takes the screenshot `NAME.png` of this frame, and writes `NAME.txt`
/// beside it: where the panda, a wall, a floor tile, the exit and a route
/// tile are drawn, the tile's size on screen and whether a CJK font is in.
fn shoot(commands: &mut Commands, seen: &ScriptView, run: &mut ScriptRun, name: &str) {
    let (cam, cam_transform) = *seen.camera;
    let cjk = seen.font.as_deref().is_some_and(|f| matches!(f, CjkFont::Loaded(_)));
    // Where the square board's panda, tiles and route are drawn (another
    // grid's shot says what its own step writes).
    let layout = match (seen.played.square(), seen.played.square_route()) {
        (Some(current), Some(route)) => {
            let panda = seen.walk.now().map_or(current.maze.entrance, |p| current.maze.pos_of(p.at as usize));
            describe_layout(current, route, panda, &seen.walk, |p| {
                cam.world_to_viewport(cam_transform, tile_center(&current.maze, p).extend(0.0)).ok()
            })
        }
        _ => String::new(),
    };
    let one_px = cam.world_to_viewport(cam_transform, Vec3::new(TILE_SIZE, 0.0, 0.0)).ok();
    let zero = cam.world_to_viewport(cam_transform, Vec3::ZERO).ok();
    let tile_px = one_px.zip(zero).map_or(0.0, |(a, b)| a.x - b.x);
    let text = format!("tile_px {tile_px:.2}\ncjk_font {}\n{layout}", u8::from(cjk));
    capture(commands, run, name, text);
}

/// Writes the layout `text` as `NAME.txt` and takes the screenshot `NAME.png`;
/// the script waits for it to be saved.
fn capture(commands: &mut Commands, run: &mut ScriptRun, name: &str, text: String) {
    if let Err(e) = crate::user_file::write_output(&run.dir.join(format!("{name}.txt")), text.as_bytes()) {
        error!("cannot write the layout of {name}: {e}");
    }
    run.capturing = true;
    commands.spawn(Screenshot::primary_window()).observe(save_to_disk(run.dir.join(format!("{name}.png")))).observe(
        |_: On<ScreenshotCaptured>, mut run: ResMut<ScriptRun>| {
            run.capturing = false;
            run.wait = 2;
        },
    );
}

/// Keeps each step and bump of the panda while the burst's keys arrive.
fn note_burst(
    mut run: ResMut<ScriptRun>,
    mut moves: MessageReader<crate::game::command::Moved>,
    mut bumps: MessageReader<crate::game::command::Bumped>,
    played: Res<Played>,
) {
    let awaiting = matches!(run.step, Step::AwaitBurst(_));
    let Some(current) = played.square() else { return };
    for moved in moves.read().filter(|m| awaiting && m.walker == crate::game::command::Walker::First) {
        run.walked.push(current.maze.pos_of(moved.to as usize));
    }
    let bumped = u32::try_from(bumps.read().filter(|_| awaiting).count()).unwrap_or(u32::MAX);
    if bumped > 0 {
        let walked = run.walked.len();
        run.bumps.push((walked, bumped));
    }
}

fn run_script(
    mut commands: Commands,
    mut run: ResMut<ScriptRun>,
    out: ScriptWriters,
    seen: ScriptView,
    mut settings: ResMut<Settings>,
    mut page: ResMut<MenuPage>,
    mut levels: ResMut<CampaignState>,
    mut sweep: ResMut<FitSweep>,
    mut lesson: ResMut<LessonView>,
) {
    let mut out = out;
    run.frame += 1;
    if run.frame > GIVE_UP_FRAME {
        error!("screenshot script stuck at {:?}", run.step);
        out.exit.write(AppExit::error());
        return;
    }
    // The pause screen is held up while it waits to be shot: under Xvfb
    // focus comes and goes, and the game follows it.
    if matches!(run.step, Step::ShotPause | Step::Unpause) {
        out.pause.paused = true;
    }
    if run.capturing {
        return;
    }
    if run.wait > 0 {
        run.wait -= 1;
        return;
    }
    let mut ctx = ScriptCtx {
        commands: &mut commands,
        run: &mut run,
        out: &mut out,
        seen: &seen,
        settings: &mut settings,
        page: &mut page,
        levels: &mut levels,
        sweep: &mut sweep,
        lesson: &mut lesson,
    };
    let done = menus::step(&mut ctx)
        || play::step(&mut ctx)
        || duo::step(&mut ctx)
        || lab::step(&mut ctx)
        || boards::step(&mut ctx)
        || grids::step(&mut ctx)
        || weave::step(&mut ctx)
        || journey::step(&mut ctx);
    debug_assert!(done, "every step belongs to one screen");
}
