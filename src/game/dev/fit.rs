//! The end of the scripted run: the window at several sizes and scale
//! factors, each shown in Play, in the Lab, with the help page open over
//! Play and with the controls page open over the Lab; last, Play up close
//! after a new maze (the ring that finds the panda, the close-up camera). Each shot `NAME.png` gets a
//! `NAME.rects` beside it: the window's size in logical pixels, its scale
//! factor, the panel's and the board's rectangles, and every egui widget's
//! rectangle, whole and as clipped by what holds it (one `widget LAYER x0 y0
//! x1 y1 cx0 cy0 cx1 cy1` a line; `LAYER` is `panel` for the panel's layer),
//! so the visual test can check that nothing crosses the window's edge or
//! the panel's, and that the board is not under the panel.

use std::fmt::Write as _;
use std::path::PathBuf;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, egui};

use crate::game::command::GameCommand;
use crate::game::settings::{Face, Settings};
use crate::game::ui::nav::MenuPage;
use crate::game::view::camera::{MainCamera, MenuPanelWidth};
use crate::game::view::finder::Finder;

/// A size swept: the window's width and height (physical pixels), its scale
/// factor and the player's text size.
pub type FitSize = (u32, u32, f32, f32);

/// The sizes swept, each shown in Play and in the Lab: the window from
/// 800×600 up at 100% text, then the largest text sizes on the smallest windows.
pub const FIT_SIZES: [FitSize; 8] = [
    (800, 600, 1.0, 1.0),
    (1024, 768, 1.0, 1.0),
    (1920, 1080, 1.0, 1.0),
    (1200, 900, 1.5, 1.0),
    (1920, 1080, 2.0, 1.0),
    (800, 600, 1.0, 2.0),
    (1024, 768, 1.0, 1.5),
    (1280, 800, 1.0, 2.0),
];
/// Frames to wait after a resize (the window, the panel and the camera follow).
const SETTLE_FRAMES: u32 = 12;
/// Frames to wait for the window to take its new size before shooting anyway.
const RESIZE_FRAMES: u32 = 300;

/// What a shot of the sweep shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FitView {
    /// The Play face.
    Play,
    /// The Lab face.
    Lab,
    /// The help page (the tallest) open over Play.
    Help,
    /// The controls page open over the Lab.
    Controls,
    /// Play after a new maze, the camera following the panda up close (the
    /// last shot: the close-up stays on).
    CloseUp,
}

impl FitView {
    /// The views shot at each size (the close-up is shot once, last).
    pub const ALL: [FitView; 4] = [FitView::Play, FitView::Lab, FitView::Help, FitView::Controls];

    /// The name of its shot at `size`: `play-800x600`, `lab-1920x1080-hidpi2`,
    /// `help-800x600-text200`.
    pub fn shot_name(self, (w, h, scale, text): FitSize) -> String {
        let view = match self {
            FitView::Play => "play",
            FitView::Lab => "lab",
            FitView::Help => "help",
            FitView::Controls => "controls",
            FitView::CloseUp => "closeup",
        };
        let mut name = format!("{view}-{w}x{h}");
        if scale != 1.0 {
            name += &format!("-hidpi{scale}");
        }
        if text != 1.0 {
            name += &format!("-text{:.0}", text * 100.0);
        }
        name
    }
}

/// Every shot of the sweep: Play and the Lab at every size, the pages at the
/// short ones (under 700 of egui's points high), where they are tightest.
pub fn fit_shots() -> Vec<(FitSize, FitView)> {
    FIT_SIZES
        .into_iter()
        .flat_map(|size| FitView::ALL.into_iter().map(move |view| (size, view)))
        .filter(|&((_, h, scale, text), view)| {
            matches!(view, FitView::Play | FitView::Lab) || (h as f32 / scale / text) < 700.0
        })
        .chain(std::iter::once(((1024, 768, 1.0, 1.0), FitView::CloseUp)))
        .collect()
}

/// Where the sweep is.
#[derive(Resource, Debug, Default)]
pub struct FitSweep {
    /// Folder of the shots.
    pub dir: PathBuf,
    /// Started by the script when its own shots are done.
    pub started: bool,
    /// Every shot is taken.
    pub done: bool,
    shot: usize,
    /// Frames since this shot's size was asked for.
    frames: u32,
    capturing: bool,
}

impl FitSweep {
    /// A sweep that will shoot into `dir`.
    pub fn new(dir: PathBuf) -> Self {
        Self { dir, ..Self::default() }
    }
}

/// What the sweep looks at and changes.
#[derive(SystemParam)]
pub(super) struct Stage<'w, 's> {
    window: Single<'w, 's, &'static mut Window, With<PrimaryWindow>>,
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<MainCamera>>,
    boards: crate::game::board::view::Boards<'w>,
    panel: Res<'w, MenuPanelWidth>,
    settings: ResMut<'w, Settings>,
    page: ResMut<'w, MenuPage>,
    game: MessageWriter<'w, GameCommand>,
    finder: ResMut<'w, Finder>,
}

/// Steps the sweep: size the window, wait for it to settle, shoot, next.
pub(super) fn run_sweep(
    mut commands: Commands,
    mut sweep: ResMut<FitSweep>,
    mut stage: Stage,
    mut contexts: EguiContexts,
) -> Result {
    if !sweep.started || sweep.done || sweep.capturing {
        return Ok(());
    }
    let Some(&(size, view)) = fit_shots().get(sweep.shot) else {
        sweep.done = true;
        return Ok(());
    };
    let (w, h, scale, text) = size;
    if sweep.frames == 0 {
        stage.window.resolution.set_scale_factor_override(Some(scale));
        stage.settings.text_size = text;
        stage.window.resolution.set_physical_resolution(w, h);
        let lab = matches!(view, FitView::Lab | FitView::Controls);
        stage.settings.face = if lab { Face::Lab } else { Face::Play };
        *stage.page = match view {
            FitView::Help => MenuPage::Help,
            FitView::Controls => MenuPage::Controls,
            FitView::Play | FitView::Lab | FitView::CloseUp => MenuPage::Closed,
        };
        if view == FitView::CloseUp {
            stage.game.write(GameCommand::NewMap);
            stage.game.write(GameCommand::ToggleCloseUp);
        }
    }
    sweep.frames += 1;
    let sized = stage.window.physical_width() == w && stage.window.physical_height() == h;
    if sweep.frames < SETTLE_FRAMES || (!sized && sweep.frames < RESIZE_FRAMES) {
        return Ok(());
    }
    if view == FitView::CloseUp {
        // The shot's frame draws the ring, however slowly the frames came.
        stage.finder.show_halfway();
    }
    let name = view.shot_name(size);
    let ctx = contexts.ctx_mut()?;
    let text = describe(&stage, ctx);
    if let Err(e) = crate::user_file::write_output(&sweep.dir.join(format!("{name}.rects")), text.as_bytes()) {
        error!("cannot write the rectangles of {name}: {e}");
    }
    sweep.capturing = true;
    commands.spawn(Screenshot::primary_window()).observe(save_to_disk(sweep.dir.join(format!("{name}.png")))).observe(
        |_: On<ScreenshotCaptured>, mut sweep: ResMut<FitSweep>| {
            sweep.capturing = false;
            sweep.shot += 1;
            sweep.frames = 0;
        },
    );
    Ok(())
}

/// The window, the panel, the board and the widgets of the last drawn frame (see the module's doc).
fn describe(stage: &Stage, ctx: &egui::Context) -> String {
    let window = &stage.window;
    let (cam, at) = *stage.camera;
    let half = stage.boards.view().world_size() / 2.0;
    let corner = |x: f32, y: f32| cam.world_to_viewport(at, Vec3::new(x, y, 0.0)).unwrap_or(Vec2::NAN);
    let (top_left, bottom_right) = (corner(-half.x, half.y), corner(half.x, -half.y));
    let mut out = String::new();
    let _ = writeln!(out, "window {} {}", window.width(), window.height());
    let _ = writeln!(out, "scale {}", window.scale_factor());
    let _ = writeln!(out, "panel 0 0 {} {}", stage.panel.px(), window.height());
    let _ = writeln!(out, "board {} {} {} {}", top_left.x, top_left.y, bottom_right.x, bottom_right.y);
    let zoom = ctx.zoom_factor();
    ctx.viewport(|viewport| {
        for (layer, widgets) in viewport.prev_pass.widgets.layers() {
            let name = if *layer == egui::LayerId::background() { "panel" } else { "over" };
            for w in widgets {
                // egui's points to the window's logical pixels (the text size is egui's zoom).
                let (r, c) = (w.rect * zoom, w.interact_rect * zoom);
                let _ = writeln!(
                    out,
                    "widget {name} {} {} {} {} {} {} {} {}",
                    r.min.x, r.min.y, r.max.x, r.max.y, c.min.x, c.min.y, c.max.x, c.max.y
                );
            }
        }
    });
    out
}
