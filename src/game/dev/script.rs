//! A scripted run for the visual test (hidden flag `--script DIR`): takes a
//! screenshot of the first launch's how-to, of the main menu and of the
//! settings page, one at the start of play, one with the route shown, walks
//! the route, takes one at victory, one of the settings in Chinese, one of
//! the high-contrast theme and one of a solver race (backtracking against
//! A*) in the Lab, the algorithm view (the backtracker, A* with the pointer
//! over its next tile, Kruskal's tinted sets), a panda-shaped maze, heat maps
//! (on it, and on a huge chunked board with its minimap), the campaign's level
//! select and a level with keys, doors and bamboo, then sweeps the window's
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

use super::fit::{self, FitSweep};
use super::script_io::{describe_layout, point_at, send_burst};
use crate::game::assist::route_view::RouteView;
use crate::game::board::items::ItemWalk;
use crate::game::campaign::{CampaignCommand, CampaignState};
use crate::game::classroom::{LessonView, building_lesson, next_for_astar, searching_lesson};
use crate::game::command::{GameCommand, MoveRequest};
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::{CurrentMaze, GridPos, Route, TILE_SIZE, tile_center};
use crate::game::panda::Player;
use crate::game::run::pause::FocusPause;
use crate::game::settings::{Face, Settings, Theme};
use crate::game::ui::fonts::CjkFont;
use crate::game::ui::i18n::Language;
use crate::game::ui::nav::MenuPage;
use crate::game::view::camera::MainCamera;
use crate::levels::LevelId;
use crate::maze::Dir;
use crate::maze::solve::Solver;

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
    OpenLevels,
    ShotLevels,
    PlayTemple,
    WalkTemple(usize),
    ShotItems,
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
        })
        .insert_resource(FitSweep::new(self.dir.clone()))
        // Focus comes and goes under Xvfb as the script's key presses arrive; the clock keeps going.
        .insert_resource(FocusPause { enabled: false, paused: false })
        .add_systems(Update, (run_script, fit::run_sweep).chain().in_set(AppSystems::RecordInput));
    }
}

/// What the script tells the game.
#[derive(SystemParam)]
struct ScriptWriters<'w> {
    game: MessageWriter<'w, GameCommand>,
    campaign: MessageWriter<'w, CampaignCommand>,
    moves: MessageWriter<'w, MoveRequest>,
    exit: MessageWriter<'w, AppExit>,
    pause: ResMut<'w, FocusPause>,
}

/// What the script looks at.
#[derive(SystemParam)]
struct ScriptView<'w, 's> {
    current: Res<'w, CurrentMaze>,
    solution: Res<'w, Route>,
    view: Res<'w, RouteView>,
    screen: Res<'w, State<Screen>>,
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<MainCamera>>,
    player: Single<'w, 's, &'static GridPos, With<Player>>,
    font: Option<Res<'w, CjkFont>>,
    items: Res<'w, ItemWalk>,
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
    let ScriptWriters { mut game, mut campaign, mut moves, mut exit, mut pause } = out;
    let ScriptView { current, solution, view, screen, camera, player, font, items } = seen;
    run.frame += 1;
    if run.frame > GIVE_UP_FRAME {
        error!("screenshot script stuck at {:?}", run.step);
        exit.write(AppExit::error());
        return;
    }
    // The pause screen is held up while it waits to be shot: under Xvfb
    // focus comes and goes, and the game follows it.
    if matches!(run.step, Step::ShotPause | Step::Unpause) {
        pause.paused = true;
    }
    if run.capturing {
        return;
    }
    if run.wait > 0 {
        run.wait -= 1;
        return;
    }
    let (cam, cam_transform) = *camera;
    let cjk = font.as_deref().is_some_and(|f| matches!(f, CjkFont::Loaded(_)));
    let mut shoot = |run: &mut ScriptRun, name: &str| {
        let layout = describe_layout(&current, &solution, player.0, &items, |p| {
            cam.world_to_viewport(cam_transform, tile_center(&current.maze, p).extend(0.0)).ok()
        });
        let one_px = cam.world_to_viewport(cam_transform, Vec3::new(TILE_SIZE, 0.0, 0.0)).ok();
        let zero = cam.world_to_viewport(cam_transform, Vec3::ZERO).ok();
        let tile_px = one_px.zip(zero).map_or(0.0, |(a, b)| a.x - b.x);
        let text = format!("tile_px {tile_px:.2}\ncjk_font {}\n{layout}", u8::from(cjk));
        if let Err(e) = std::fs::write(run.dir.join(format!("{name}.txt")), text) {
            error!("cannot write the layout of {name}: {e}");
        }
        run.capturing = true;
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(run.dir.join(format!("{name}.png"))))
            .observe(|_: On<ScreenshotCaptured>, mut run: ResMut<ScriptRun>| {
                run.capturing = false;
                run.wait = 2;
            });
    };
    match run.step {
        // A screenshot shows the frame it is taken in, so each change waits for the step after the shot.
        Step::Settle => {
            run.step = Step::ShotHowTo;
        }
        Step::ShotHowTo => {
            shoot(&mut run, "howto");
            run.step = Step::OpenMenu;
        }
        Step::OpenMenu => {
            game.write(GameCommand::DismissHowTo);
            *page = MenuPage::Main;
            run.step = Step::ShotMenu;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotMenu => {
            shoot(&mut run, "menu");
            run.step = Step::OpenSettings;
        }
        Step::OpenSettings => {
            *page = MenuPage::Settings;
            run.step = Step::ShotSettings;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotSettings => {
            shoot(&mut run, "settings");
            run.step = Step::CloseMenu;
        }
        Step::CloseMenu => {
            *page = MenuPage::Closed;
            run.step = Step::Burst;
            run.wait = PAUSE_FRAMES;
        }
        Step::Burst => {
            send_burst(&solution.0[..=BURST_STEPS.min(solution.0.len() - 1)]);
            run.step = Step::AwaitBurst(run.frame);
        }
        Step::AwaitBurst(since) => {
            let expected = solution.0[BURST_STEPS.min(solution.0.len() - 1)];
            let frames = run.frame - since;
            if player.0 == expected || frames >= BURST_FRAMES {
                let text = format!(
                    "panda {} {}\nexpected {} {}\nkeys {BURST_STEPS}\nframes {frames}\n",
                    player.0.x, player.0.y, expected.x, expected.y
                );
                if let Err(e) = std::fs::write(run.dir.join("burst.txt"), text) {
                    error!("cannot write the burst's result: {e}");
                }
                game.write(GameCommand::Restart);
                run.step = Step::ShotStart;
                run.wait = PAUSE_FRAMES;
            }
        }
        Step::ShotStart => {
            shoot(&mut run, "start");
            run.step = Step::Pause;
        }
        // The pause screen, as when the window goes to the background.
        Step::Pause => {
            run.step = Step::ShotPause;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotPause => {
            shoot(&mut run, "pause");
            run.step = Step::Unpause;
        }
        Step::Unpause => {
            pause.paused = false;
            run.step = Step::RevealPath;
            run.wait = PAUSE_FRAMES;
        }
        Step::RevealPath => {
            if !view.shown {
                game.write(GameCommand::ShowRoute(true));
            } else if view.fully_revealed(solution.0.len()) {
                run.step = Step::ShotPath;
                run.wait = PAUSE_FRAMES;
            }
        }
        Step::ShotPath => {
            shoot(&mut run, "path");
            run.step = Step::Walk(0);
        }
        Step::Walk(done) => {
            if *screen.get() == Screen::Won {
                run.step = Step::ShotWon;
                run.wait = PAUSE_FRAMES;
                return;
            }
            let route = &solution.0;
            let upto = (done + STEPS_PER_FRAME).min(route.len() - 1);
            for pair in route[done..=upto].windows(2) {
                moves.write(MoveRequest(Dir::between(pair[0], pair[1]).expect("route steps are adjacent")));
            }
            run.step = Step::Walk(upto);
        }
        Step::ShotWon => {
            shoot(&mut run, "won");
            run.step = Step::SpeakChinese;
        }
        Step::SpeakChinese => {
            settings.language = Language::Chinese;
            *page = MenuPage::Settings;
            run.step = Step::ShotChinese;
            // The CJK font is added to egui a frame after it is asked for.
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotChinese => {
            shoot(&mut run, "chinese");
            run.step = Step::SwitchTheme;
        }
        Step::SwitchTheme => {
            settings.language = Language::English;
            settings.set_theme(Theme::HighContrast);
            *page = MenuPage::Closed;
            game.write(GameCommand::Restart);
            run.step = Step::RevealContrast;
        }
        Step::RevealContrast => {
            if !view.shown {
                game.write(GameCommand::ShowRoute(true));
            } else if view.fully_revealed(solution.0.len()) {
                run.step = Step::ShotContrast;
                run.wait = PAUSE_FRAMES;
            }
        }
        Step::ShotContrast => {
            shoot(&mut run, "contrast");
            run.step = Step::StartRace;
        }
        Step::StartRace => {
            settings.set_theme(Theme::Bamboo);
            // The solvers are the Lab's.
            settings.face = Face::Lab;
            game.write(GameCommand::ShowRoute(false));
            game.write(GameCommand::Race(Solver::Backtracking, Solver::AStar));
            game.write(GameCommand::FinishSearch);
            run.step = Step::ShotRace;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotRace => {
            shoot(&mut run, "race");
            run.step = Step::StartLesson;
        }
        // The algorithm view two fifths into the backtracker's build: rock
        // where it has not carved yet, its stack marked, a line lit.
        Step::StartLesson => {
            game.write(GameCommand::ClearSearch);
            if let Some(built) = building_lesson(&current) {
                let steps = built.events.len() * 2 / 5;
                lesson.open(built);
                (0..steps).for_each(|_| lesson.step_forward());
            }
            run.step = Step::ShotLesson;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotLesson => {
            shoot(&mut run, "lesson");
            run.step = Step::StartAStar;
        }
        // A* a fifth or more into its search, the tile it takes next clear of
        // the window: its open set marked, that tile framed in gold, and the
        // pointer over it (f = g + h in the window).
        Step::StartAStar => {
            if let Some(search) = searching_lesson(&current, Solver::AStar) {
                let steps = search.events.len() / 5;
                lesson.open(search);
                (0..steps).for_each(|_| lesson.step_forward());
                let width = cam.logical_viewport_size().map_or(1024.0, |s| s.x);
                let on_screen =
                    |p| cam.world_to_viewport(cam_transform, tile_center(&current.maze, p).extend(0.0)).ok();
                let clear = |at: Option<Vec2>| at.is_some_and(|at| at.x < width - 400.0);
                while !clear(next_for_astar(&lesson.state).and_then(on_screen)) && !lesson.is_done() {
                    lesson.step_forward();
                }
                if let Some(at) = next_for_astar(&lesson.state).and_then(on_screen) {
                    point_at(at);
                }
            }
            run.step = Step::ShotAStar;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotAStar => {
            shoot(&mut run, "lesson-astar");
            run.step = Step::KruskalMaze;
        }
        // Kruskal half built: its sets tinted, the window's good / bad at.
        Step::KruskalMaze => {
            game.write(GameCommand::Load(current.spec.with_algorithm(crate::maze::Algorithm::Kruskal)));
            run.step = Step::StartKruskal;
            run.wait = PAUSE_FRAMES;
        }
        Step::StartKruskal => {
            if let Some(built) = building_lesson(&current) {
                let steps = built.events.len() / 2;
                lesson.open(built);
                (0..steps).for_each(|_| lesson.step_forward());
            }
            run.step = Step::ShotKruskal;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotKruskal => {
            shoot(&mut run, "lesson-kruskal");
            run.step = Step::EndKruskal;
        }
        // Back to the backtracker's maze the shots after were taken on.
        Step::EndKruskal => {
            game.write(GameCommand::Load(current.spec.with_algorithm(crate::maze::Algorithm::Backtracker)));
            run.step = Step::ShapeMaze;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShapeMaze => {
            game.write(GameCommand::Load(current.spec.with_shape(crate::maze::Shape::Panda)));
            run.step = Step::ShotShaped;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotShaped => {
            shoot(&mut run, "shaped");
            run.step = Step::HeatOn;
        }
        Step::HeatOn => {
            game.write(GameCommand::ToggleHeat);
            run.step = Step::ShotHeat;
            // The wavefront takes 1.5 s at animation speed 1.
            run.wait = PAUSE_FRAMES + 150;
        }
        Step::ShotHeat => {
            shoot(&mut run, "heat");
            run.step = Step::HeatOff;
        }
        Step::HeatOff => {
            game.write(GameCommand::ToggleHeat);
            run.step = Step::HugeBoard;
            run.wait = PAUSE_FRAMES;
        }
        // The heat map on a chunked board (the chunks' texels) and its minimap.
        Step::HugeBoard => {
            game.write(GameCommand::Load(crate::maze::MazeSpec::new(301, 301, 7)));
            run.step = Step::HugeHeat;
            run.wait = PAUSE_FRAMES;
        }
        Step::HugeHeat => {
            game.write(GameCommand::ToggleHeat);
            run.step = Step::ShotHugeHeat;
            // The 1.5 s wavefront: a software-rendered frame here is a good part of a second.
            run.wait = PAUSE_FRAMES + 40;
        }
        Step::ShotHugeHeat => {
            shoot(&mut run, "heat-huge");
            run.step = Step::HugeHeatOff;
        }
        Step::HugeHeatOff => {
            game.write(GameCommand::ToggleHeat);
            run.step = Step::OpenLevels;
            run.wait = PAUSE_FRAMES;
        }
        // The campaign, as a player who has played through two worlds and a half.
        Step::OpenLevels => {
            game.write(GameCommand::ClearSearch);
            let played = levels.campaign.clone();
            for (n, id) in played.ids().take_while(|id| id.world < 2 || id.level < 4).enumerate() {
                levels.progress.record(&played, id, [3, 3, 2, 3, 1, 3, 2][n % 7], 40);
            }
            campaign.write(CampaignCommand::OpenSelect);
            run.step = Step::ShotLevels;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotLevels => {
            shoot(&mut run, "levels");
            run.step = Step::PlayTemple;
        }
        // Moonlit Temple's fifth level: two doors, their keys and two shoots.
        Step::PlayTemple => {
            let temple = levels.campaign.worlds.iter().position(|w| w.id == "moonlit-temple").unwrap_or(0);
            campaign.write(CampaignCommand::Play(LevelId { world: temple, level: 4 }));
            run.step = Step::WalkTemple(0);
            run.wait = PAUSE_FRAMES;
        }
        // Along the full clear until the first key is held and its door passed.
        Step::WalkTemple(done) => {
            let route = &solution.0;
            let past_door = current.items.doors.first().and_then(|d| route.iter().position(|p| p == d));
            let stop = past_door.map_or(route.len() / 2, |i| i + 2).min(route.len() - 1);
            if done >= stop {
                run.step = Step::ShotItems;
                run.wait = PAUSE_FRAMES;
                return;
            }
            let upto = (done + STEPS_PER_FRAME).min(stop);
            for pair in route[done..=upto].windows(2) {
                moves.write(MoveRequest(Dir::between(pair[0], pair[1]).expect("route steps are adjacent")));
            }
            run.step = Step::WalkTemple(upto);
        }
        Step::ShotItems => {
            shoot(&mut run, "items");
            run.step = Step::Sweep;
        }
        Step::Sweep => {
            sweep.started = true;
            run.step = Step::Quit;
        }
        Step::Quit => {
            if sweep.done {
                exit.write(AppExit::Success);
            }
        }
    }
}
