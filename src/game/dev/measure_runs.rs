//! The rows of `panda-maze measure` ([`super::measure`]): each makes a fresh
//! headless game on its board, sets the activity going and times its frames.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::sprite_render::TilemapChunkMaterial;
use bevy::time::TimeUpdateStrategy;

use crate::game::GamePlugin;
use crate::game::assist::heat::{HeatSource, HeatView};
use crate::game::assist::search::{PendingSearch, SearchView};
use crate::game::board::BoardChunk;
use crate::game::board::grid::PendingGrid;
use crate::game::board::making::PendingMap;
use crate::game::board::played::Played;
use crate::game::command::{GameCommand, MoveRequest};
use crate::game::model::{Difficulty, GameOptions};
use crate::game::settings::GridKind;
use crate::maze::generate::GridShape;
use crate::maze::grid::{HexShape, TriangleShape};
use crate::maze::solve::Solver;
use crate::maze::{Dir, MazeSpec};

pub use super::measure_boards::{Activity, BoardKind, Sizes, big_grid};

/// Simulated frame length, and the pace of the frames.
pub const FRAME: Duration = Duration::from_millis(16);

/// The headless game with the chunk drawing over asset stores of its own
/// (as the heat tests make it), started on an Easy board.
fn headless_game(seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default()))
        .init_asset::<Image>()
        .init_asset::<Mesh>()
        .init_asset::<TilemapChunkMaterial>()
        .init_asset::<ColorMaterial>()
        .add_plugins(GamePlugin {
            options: GameOptions { difficulty: Difficulty::Easy, seed: Some(seed), ..GameOptions::default() },
        })
        .add_plugins((crate::game::view::chunks::plugin, crate::game::view::chunk_heat::plugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.update();
    app
}

/// One frame, timed in milliseconds, then the rest of [`FRAME`] waited
/// out (as a window's frames are paced), so the task pool's work takes
/// about as many frames as in the game.
fn timed_frame(app: &mut App) -> f64 {
    let started = Instant::now();
    app.update();
    let took = started.elapsed();
    std::thread::sleep(FRAME.saturating_sub(took));
    took.as_secs_f64() * 1000.0
}

fn send(app: &mut App, command: GameCommand) {
    app.world_mut().write_message(command);
}

/// Makes the game's board `board` and lets it settle; returns its size for the table.
fn set_up(app: &mut App, board: BoardKind, sizes: &Sizes) -> String {
    let tiles = |(w, h): (usize, usize)| format!("{w}x{h}");
    let size = match board {
        BoardKind::Easy => tiles(Difficulty::Easy.size()),
        BoardKind::Hard => {
            send(app, GameCommand::SetDifficulty(Difficulty::Hard));
            tiles(Difficulty::Hard.size())
        }
        BoardKind::Large | BoardKind::Huge => {
            let (w, h) = if board == BoardKind::Large { sizes.large } else { sizes.huge };
            send(app, GameCommand::NewMapLike(MazeSpec::new(w, h, 5)));
            tiles((w, h))
        }
        BoardKind::Round => {
            let spec = GridKind::Round.spec(Difficulty::Hard, 7).expect("round boards have a Hard size");
            send(app, GameCommand::LoadGrid(spec));
            match spec.shape {
                crate::maze::generate::GridShape::Round { rings } => format!("{rings} rings"),
                _ => unreachable!("a round spec"),
            }
        }
        BoardKind::BigRound | BoardKind::BigHex | BoardKind::BigTriangle => {
            let spec = big_grid(board, sizes, 7).expect("a big grid board");
            send(app, GameCommand::LoadGrid(spec));
            match spec.shape {
                GridShape::Round { rings } => format!("{rings} rings"),
                GridShape::Hex(HexShape::Rectangle { cols, rows })
                | GridShape::Triangle(TriangleShape::Rectangle { cols, rows }) => format!("{cols}x{rows}"),
                _ => unreachable!("the big boards are rings and rectangles"),
            }
        }
    };
    settle(app);
    size
}

/// Whether chunks of the board are still waiting for their picture.
fn drawing(app: &mut App) -> bool {
    let mut waiting =
        app.world_mut().query_filtered::<(), (With<BoardChunk>, Without<MeshMaterial2d<TilemapChunkMaterial>>)>();
    waiting.iter(app.world()).next().is_some()
}

/// The frames (timed) from now until the board is drawn in full (a huge
/// map made off the frame first): at least two, at most [`SETTLE_MOST`].
fn settle(app: &mut App) -> Vec<f64> {
    let mut frames = vec![timed_frame(app), timed_frame(app)];
    let making = |app: &App| {
        app.world().resource::<PendingMap>().spec().is_some() || app.world().resource::<PendingGrid>().spec().is_some()
    };
    while (making(app) || drawing(app)) && frames.len() < SETTLE_MOST {
        frames.push(timed_frame(app));
    }
    frames
}

/// The most frames a new board is given to be drawn in full.
const SETTLE_MOST: usize = 2000;

/// The steps of the square board's way out walked to (its last tile left
/// out: the walk never wins), read from the route itself (a copy of a huge
/// board's route would count in the peak memory measured).
fn square_way_len(app: &App) -> usize {
    app.world().resource::<Played>().square_route().map_or(0, |route| route.0.len().saturating_sub(1))
}

/// The step from the `i`th place of walking the way out and back to the next, if any.
fn square_step(app: &App, i: usize, len: usize) -> Option<Dir> {
    let route = &app.world().resource::<Played>().square_route()?.0;
    Dir::between(route[out_and_back(i, len)], route[out_and_back(i + 1, len)])
}

/// The `i`th step of walking `len` places out and back again, as the index of where to go.
fn out_and_back(i: usize, len: usize) -> usize {
    if len <= 1 {
        return 0;
    }
    let period = 2 * (len - 1);
    let at = i % period;
    if at < len { at } else { period - at }
}

/// Asks for the `i`th step of walking out along the way and back (the
/// way's last cell left out: the walk never wins): on a grid board a click
/// on the next cell, on the square board the key of the next tile.
fn step(app: &mut App, i: usize) {
    if let Some(game) = app.world().resource::<Played>().grid() {
        let len = game.route.len().saturating_sub(1);
        let cell = game.route[out_and_back(i + 1, len)];
        send(app, GameCommand::WalkTo(cell));
    } else if let Some(dir) = square_step(app, i, square_way_len(app)) {
        app.world_mut().write_message(MoveRequest(dir));
    }
}

/// Walks a step a frame, out along the way and back.
fn walk(app: &mut App, frames: usize) -> Vec<f64> {
    (0..frames)
        .map(|i| {
            step(app, i);
            timed_frame(app)
        })
        .collect()
}

/// The time of each of `count` new maps of `board` (the same board again,
/// other seeds), from the command to the board drawn in full, in ms.
fn open(app: &mut App, board: BoardKind, sizes: &Sizes, count: usize) -> Vec<f64> {
    (0..count as u64)
        .map(|i| {
            let started = Instant::now();
            send(app, new_map(board, sizes, 8 + i));
            settle(app);
            started.elapsed().as_secs_f64() * 1000.0
        })
        .collect()
}

/// The command that makes a new map of `board`: a big grid board keeps its
/// size (a new map takes the difficulty's), with `seed`.
fn new_map(board: BoardKind, sizes: &Sizes, seed: u64) -> GameCommand {
    big_grid(board, sizes, seed).map_or(GameCommand::NewMap, GameCommand::LoadGrid)
}

/// The frames of a breadth-first search replayed (started again when done), on any grid.
fn search(app: &mut App, frames: usize) -> Vec<f64> {
    (0..frames)
        .map(|_| {
            let world = app.world();
            let view = world.resource::<SearchView>();
            let (idle, done) =
                (view.lanes.is_empty() && !world.resource::<PendingSearch>().is_running(), view.is_done());
            if idle || done {
                send(app, GameCommand::ShowSearch(Solver::BreadthFirst));
            }
            timed_frame(app)
        })
        .collect()
}

/// The heat map's measurements so far and whether its wave is complete.
fn heat_state(app: &App) -> (u32, bool) {
    let view = app.world().resource::<HeatView>();
    (view.measured, view.complete())
}

/// The frames of the heat map spreading from `source` (shown again when
/// complete); with `walking`, the panda walks a step a frame meanwhile.
/// At least `sizes.frames`, and on until `sizes.measurements` distance maps
/// have come in (a huge board's come from the task pool after many frames),
/// at most [`HEAT_MOST`].
fn heat(app: &mut App, sizes: &Sizes, source: HeatSource, walking: bool) -> Vec<f64> {
    let frames = sizes.frames;
    app.world_mut().resource_mut::<HeatView>().source = source;
    let start = heat_state(app).0;
    let mut samples = Vec::new();
    for i in 0..HEAT_MOST {
        let (measured, complete) = heat_state(app);
        if i >= frames && measured.wrapping_sub(start) >= sizes.measurements {
            break;
        }
        if !app.world().resource::<HeatView>().shown || (complete && !walking) {
            send(app, GameCommand::ToggleHeat); // when complete: hidden this frame, shown again the next
        }
        if walking {
            follow_step(app, i);
        }
        samples.push(timed_frame(app));
    }
    samples
}

/// Frames between two steps of a key held down on a grid board (the
/// key's repeat, 90 ms), and the frames of a burst of steps and of the
/// stand after it: a step a frame would leave the panda's map of a million
/// cells (measured over a few frames, and dropped once the panda has left
/// its cell) never shown.
const HELD_FRAMES: usize = 6;
const BURST_FRAMES: usize = 5 * HELD_FRAMES;
const STAND_FRAMES: usize = 30;

/// The `i`th frame of walking with the heat map following: on the square
/// board a step a frame; on a grid board five steps at a held key's pace,
/// then a stand of half a second, again and again.
fn follow_step(app: &mut App, i: usize) {
    if app.world().resource::<Played>().grid().is_none() {
        step(app, i);
        return;
    }
    let at = i % (BURST_FRAMES + STAND_FRAMES);
    if at < BURST_FRAMES && at.is_multiple_of(HELD_FRAMES) {
        let bursts = i / (BURST_FRAMES + STAND_FRAMES);
        step(app, bursts * BURST_FRAMES / HELD_FRAMES + at / HELD_FRAMES);
    }
}

/// The most frames of a heat row.
const HEAT_MOST: usize = 3000;

/// Times the frames of `activity` on a fresh game on `board`: the board's
/// size for the table, and the frames.
pub fn measure_row(board: BoardKind, activity: Activity, sizes: &Sizes) -> (String, Vec<f64>) {
    let mut app = headless_game(1);
    let size = set_up(&mut app, board, sizes);
    let frames = sizes.frames;
    let samples = match activity {
        Activity::Walk => walk(&mut app, frames),
        Activity::Search => search(&mut app, frames),
        Activity::Heat => heat(&mut app, sizes, HeatSource::Entrance, false),
        Activity::HeatFollow => heat(&mut app, sizes, HeatSource::Panda, true),
        Activity::NewMap => (0..sizes.new_maps as u64)
            .flat_map(|i| {
                send(&mut app, new_map(board, sizes, 8 + i));
                settle(&mut app)
            })
            .collect(),
        Activity::Open => open(&mut app, board, sizes, sizes.opens),
    };
    (size, samples)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_walk_goes_out_and_back_without_reaching_the_end() {
        let steps: Vec<usize> = (0..9).map(|i| out_and_back(i, 4)).collect();
        assert_eq!(steps, [0, 1, 2, 3, 2, 1, 0, 1, 2]);
        assert_eq!((0..4).map(|i| out_and_back(i, 1)).collect::<Vec<_>>(), [0, 0, 0, 0]);
        assert_eq!((0..4).map(|i| out_and_back(i, 2)).collect::<Vec<_>>(), [0, 1, 0, 1]);
    }
}
