//! A screenshot of a board for the README and `assets/screenshots/`: with
//! `PANDA_MAZE_GRID_SHOT=KIND:FILE.png` (KIND `square`, `round`, `hexagon`
//! or `triangle`) the game loads a Medium maze of that grid, shows the way
//! out, puts the panda on the exit (on a round, hex or triangle board),
//! takes the picture and quits.
//!
//! With `PANDA_MAZE_GRID_SHOT_LAB=1` the picture shows the Lab's panel;
//! with `PANDA_MAZE_GRID_SHOT_THEME=THEME` (`bamboo`, `night`,
//! `high-contrast`) it is in that theme.
//!
//! `xvfb-run -a -s "-screen 0 1280x1024x24" env PANDA_MAZE_CONFIG_DIR=$(mktemp -d)
//! PANDA_MAZE_GRID_SHOT=round:round.png target/debug/panda-maze`

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::game::board::first_walk::FirstWalk;
use crate::game::board::played::Played;
use crate::game::command::GameCommand;
use crate::game::model::Difficulty;
use crate::game::run::pause::FocusPause;
use crate::game::settings::{Face, GridKind, Settings, Theme};
use crate::game::ui::nav::MenuPage;
use crate::maze::MazeSpec;
use crate::maze::items::Progress;

/// The environment variable that asks for the shot.
pub const GRID_SHOT_ENV: &str = "PANDA_MAZE_GRID_SHOT";
/// The seed of the pictured mazes.
const SHOT_SEED: u64 = 30;

/// The shot asked for: which grid, into which file, and the frame count.
#[derive(Resource, Debug)]
struct GridShot {
    kind: GridKind,
    file: PathBuf,
    frame: u32,
}

/// Adds the shot when [`GRID_SHOT_ENV`] asks for one.
pub fn plugin(app: &mut App) {
    let Ok(asked) = std::env::var(GRID_SHOT_ENV) else { return };
    let Some((kind, file)) = asked.split_once(':') else { return };
    let Some(kind) = GridKind::ALL.into_iter().find(|k| k.name() == kind) else { return };
    app.insert_resource(GridShot { kind, file: file.into(), frame: 0 })
        .insert_resource(FocusPause { enabled: false, paused: false })
        .add_systems(Update, take_grid_shot);
}

fn take_grid_shot(
    mut commands: Commands,
    mut shot: ResMut<GridShot>,
    mut game: MessageWriter<GameCommand>,
    (board, mut walk): (Res<Played>, ResMut<FirstWalk>),
    mut page: ResMut<MenuPage>,
    mut settings: ResMut<Settings>,
) {
    shot.frame += 1;
    match shot.frame {
        10 => {
            *page = MenuPage::Closed;
            if std::env::var_os("PANDA_MAZE_GRID_SHOT_LAB").is_some() {
                settings.face = Face::Lab;
            }
            let theme = std::env::var("PANDA_MAZE_GRID_SHOT_THEME").ok();
            if let Some(theme) = Theme::ALL.into_iter().find(|t| Some(t.name()) == theme.as_deref()) {
                settings.theme = theme;
            }
            game.write(GameCommand::DismissHowTo);
            match shot.kind.spec(Difficulty::Medium, SHOT_SEED) {
                Some(spec) => game.write(GameCommand::LoadGrid(spec)),
                None => {
                    let (w, h) = Difficulty::Medium.size();
                    game.write(GameCommand::Load(MazeSpec::new(w, h, SHOT_SEED)))
                }
            };
        }
        20 => {
            game.write(GameCommand::ShowRoute(true));
            // The panda walked along the whole way (a shot's maze has no items).
            if let Some(grid) = board.grid() {
                walk.restart(grid.entrance());
                grid.route.iter().skip(1).for_each(|&cell| walk.step(Progress::at(cell)));
            }
        }
        60 => {
            commands.spawn(Screenshot::primary_window()).observe(save_to_disk(shot.file.clone())).observe(
                |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                    exit.write(AppExit::Success);
                },
            );
        }
        _ => {}
    }
}
