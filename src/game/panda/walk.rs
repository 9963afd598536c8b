//! Walking beyond single steps: the panda's own trail to undo along, walks
//! that play out a step at a time (click a tile and the panda goes there the
//! shortest way, Shift+arrow runs to the next junction), and the gamepad,
//! which drives the game and the menus as the keyboard does.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::Player;
use crate::game::board::grid::{GridBoard, on_square_board};
use crate::game::board::items::ItemWalk;
use crate::game::board::watch::board_is_playable;
use crate::game::command::{GameCommand, MapReset, MoveRequest, Moved, Undid, Walker};
use crate::game::frame::AppSystems;
use crate::game::model::{CurrentMaze, GridPos, Players};
use crate::game::settings::{Settings, help_allowed};
use crate::maze::items::{self, Progress};
use crate::maze::solve::shortest_route;
use crate::maze::{Dir, Maze, Pos};

/// Seconds between the steps of a walk (click, auto-run, route walk) at animation speed 1.
pub const WALK_STEP_SECS: f32 = 0.05;

pub use crate::game::model::WalkHistory;

/// Steps waiting to be walked, one every [`WALK_STEP_SECS`].
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct WalkQueue {
    /// The steps left.
    pub steps: VecDeque<Dir>,
    /// Seconds owed to the next step.
    carry: f32,
}

impl WalkQueue {
    /// Replaces what is queued with `steps`.
    pub fn set(&mut self, steps: impl IntoIterator<Item = Dir>) {
        self.steps = steps.into_iter().collect();
        self.carry = WALK_STEP_SECS;
    }
}

/// The steps of a route of adjacent tiles.
pub fn steps_of(route: &[Pos]) -> Vec<Dir> {
    route.windows(2).filter_map(|w| Dir::between(w[0], w[1])).collect()
}

/// The steps of the shortest way from `from` to `to` (none when there is no way).
pub fn way_to(maze: &Maze, from: Pos, to: Pos) -> Vec<Dir> {
    shortest_route(maze, from, to).map(|r| steps_of(&r)).unwrap_or_default()
}

/// The run from `from` going `dir`: through corridors (turning with them)
/// until a junction, a dead end or the exit. Empty when `dir` is a wall.
pub fn run_to_junction(maze: &Maze, from: Pos, dir: Dir) -> Vec<Dir> {
    let mut steps = Vec::new();
    let Some(mut at) = maze.walk(from, dir) else { return steps };
    steps.push(dir);
    let mut came = dir;
    // A corridor tile has exactly two ways out; anything else stops the run.
    while at != maze.exit && steps.len() < maze.tiles().len() {
        let ways: Vec<Dir> = Dir::ALL.into_iter().filter(|&d| maze.walk(at, d).is_some()).collect();
        if ways.len() != 2 {
            break;
        }
        let Some(&next) = ways.iter().find(|&&d| d != came.opposite()) else { break };
        at = maze.walk(at, next).expect("an open way");
        steps.push(next);
        came = next;
    }
    steps
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WalkHistory>().init_resource::<WalkQueue>().add_systems(
        Update,
        (
            plan_walks.run_if(on_square_board).in_set(AppSystems::ApplyCommands),
            // A new map forgets the old trail and walk before any step of this frame.
            forget_on_reset.before(take_queued_step).before(undo_step).in_set(AppSystems::Move),
            (take_queued_step.before(super::move_player), undo_step.after(super::move_player))
                .run_if(board_is_playable)
                .run_if(on_square_board)
                .in_set(AppSystems::Move),
            remember_steps.in_set(AppSystems::React),
        ),
    );
}

/// Turns walk commands into queued steps.
fn plan_walks(
    mut requests: MessageReader<GameCommand>,
    mut queue: ResMut<WalkQueue>,
    current: Res<CurrentMaze>,
    player: Single<&GridPos, With<Player>>,
    item_walk: Res<ItemWalk>,
    (players, settings): (Res<Players>, Res<Settings>),
) {
    let (maze, items) = (&current.maze, &current.items);
    let help = help_allowed(*players, &settings);
    for request in requests.read() {
        // With items, walks go round shut doors, and walking out is the shortest full clear.
        let now = Progress { at: player.0, ..item_walk.now() };
        match *request {
            GameCommand::WalkTo(c) if (c as usize) >= maze.tiles().len() => {}
            GameCommand::WalkTo(c) if !items.is_empty() => {
                let target = maze.pos_of(c as usize);
                queue.set(items::way_to(maze, items, now, target).map(|w| steps_of(&w)).unwrap_or_default());
            }
            // With two players walking out is help, and may be off.
            GameCommand::WalkOut if !help => {}
            GameCommand::WalkOut if !items.is_empty() => {
                queue.set(items::solve(maze, items, now, true).map(|w| steps_of(&w)).unwrap_or_default());
            }
            GameCommand::WalkTo(c) => queue.set(way_to(maze, player.0, maze.pos_of(c as usize))),
            GameCommand::RunTo(dir) => {
                // A run stops before a door its key has not opened.
                let mut at = player.0;
                let run = run_to_junction(maze, player.0, dir).into_iter().take_while(|&d| {
                    at = maze.walk(at, d).unwrap_or(at);
                    items.passable(maze, at, now.keys)
                });
                queue.set(run.collect::<Vec<_>>());
            }
            GameCommand::WalkOut => queue.set(way_to(maze, player.0, maze.exit)),
            _ => {}
        }
    }
}

/// Sends the next queued step when its time has come.
fn take_queued_step(
    time: Res<Time>,
    settings: Res<Settings>,
    mut queue: ResMut<WalkQueue>,
    mut moves: MessageWriter<MoveRequest>,
) {
    if queue.steps.is_empty() {
        return;
    }
    queue.carry += time.delta_secs() * settings.animation_speed;
    let interval = if settings.reduced_motion { 0.0 } else { WALK_STEP_SECS };
    while queue.carry >= interval
        && let Some(dir) = queue.steps.pop_front()
    {
        moves.write(MoveRequest(dir));
        queue.carry -= interval;
        if interval == 0.0 && queue.steps.is_empty() {
            break;
        }
    }
    if queue.steps.is_empty() {
        queue.carry = 0.0;
    }
}

/// Steps back along the panda's own trail.
fn undo_step(
    mut requests: MessageReader<GameCommand>,
    mut history: ResMut<WalkHistory>,
    mut queue: ResMut<WalkQueue>,
    mut player: Single<&mut GridPos, With<Player>>,
    mut undid: MessageWriter<Undid>,
    mut items: ResMut<ItemWalk>,
    current: Res<CurrentMaze>,
) {
    for _ in requests.read().filter(|c| **c == GameCommand::Undo) {
        queue.steps.clear();
        if history.0.len() < 2 {
            continue;
        }
        // What the step took is given back with it.
        items.undo();
        let from = history.0.pop().expect("two or more tiles");
        let to = *history.0.last().expect("one left");
        player.0 = to;
        let cell = |p: Pos| current.maze.index(p) as u32;
        undid.write(Undid { walker: Walker::First, from: cell(from), to: cell(to) });
    }
}

fn forget_on_reset(
    mut resets: MessageReader<MapReset>,
    mut history: ResMut<WalkHistory>,
    mut queue: ResMut<WalkQueue>,
    current: Res<CurrentMaze>,
) {
    if resets.read().count() > 0 || history.0.is_empty() {
        history.0 = vec![current.maze.entrance];
        *queue = WalkQueue::default();
    }
}

/// The first panda's steps on the square board join its trail (a grid board keeps its own).
fn remember_steps(
    mut moves: MessageReader<Moved>,
    mut history: ResMut<WalkHistory>,
    (current, board): (Res<CurrentMaze>, Res<GridBoard>),
) {
    let square = board.game().is_none();
    for moved in moves.read().filter(|m| square && m.walker == Walker::First) {
        history.0.push(current.maze.pos_of(moved.to as usize));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::MazeSpec;

    #[test]
    fn a_run_stops_at_the_first_junction_or_dead_end() {
        let maze = MazeSpec::new(41, 41, 5).generate().unwrap();
        for i in 0..maze.tiles().len() {
            let from = maze.pos_of(i);
            if !maze.is_floor(from) {
                continue;
            }
            for dir in Dir::ALL {
                let steps = run_to_junction(&maze, from, dir);
                if maze.walk(from, dir).is_none() {
                    assert!(steps.is_empty());
                    continue;
                }
                let mut at = from;
                for (k, &d) in steps.iter().enumerate() {
                    at = maze.walk(at, d).expect("runs only through floor");
                    let ways = Dir::ALL.into_iter().filter(|&d| maze.walk(at, d).is_some()).count();
                    let last = k + 1 == steps.len();
                    assert_eq!(ways != 2 || at == maze.exit, last, "stops exactly at the first junction/dead end");
                }
            }
        }
    }
}
