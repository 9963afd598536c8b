//! The first panda's walk, written once for every grid over the
//! [`WalkBoard`]: a direction key or an aim steps it (on the square board a
//! key is its way; on another grid the passage nearest the key's angle,
//! [`board_pick`]), clicks, Shift-runs and walking out are queued cells taken
//! one every [`WALK_STEP_SECS`], and undo walks its own trail back, giving
//! back what each step took.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::duo::{PartnerWalk, first_may_walk, shared_paws};
use super::pick::{Pick, board_pick, tie_notice};
use crate::game::board::grid::GridNotice;
use crate::game::board::items::ItemTaken;
use crate::game::board::view::nearest_dir;
use crate::game::board::walk_board::WalkBoard;
use crate::game::board::watch::board_is_playable;
use crate::game::command::{AimRequest, Bumped, GameCommand, MapReset, MoveRequest, Moved, Undid, Walker};
use crate::game::frame::AppSystems;
use crate::game::model::Players;
use crate::game::settings::{Settings, help_allowed};
use crate::maze::items::Progress;
use crate::maze::{Dir, Pos};

/// Seconds between the steps of a walk (click, auto-run, route walk) at animation speed 1.
pub const WALK_STEP_SECS: f32 = 0.05;

/// Cells waiting to be walked into, one every [`WALK_STEP_SECS`].
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct WalkQueue {
    /// The cells left, next first.
    pub cells: VecDeque<u32>,
    /// Seconds owed to the next step.
    carry: f32,
}

impl WalkQueue {
    /// Replaces what is queued with `cells`.
    pub fn set(&mut self, cells: impl IntoIterator<Item = u32>) {
        self.cells = cells.into_iter().collect();
        self.carry = WALK_STEP_SECS;
    }
}

/// The cells of a run from `from` through the passage to `next`: along
/// corridors (cells with two open ways, `links`) until a junction, a dead
/// end or the `exit`, at most `limit` cells.
pub fn run_through(from: u32, next: u32, exit: u32, limit: usize, links: impl Fn(u32) -> Vec<u32>) -> Vec<u32> {
    let (mut before, mut at) = (from, next);
    let mut cells = vec![at];
    while at != exit && cells.len() < limit {
        let ways = links(at);
        if ways.len() != 2 {
            break;
        }
        let Some(&on) = ways.iter().find(|&&c| c != before) else { break };
        (before, at) = (at, on);
        cells.push(at);
    }
    cells
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WalkQueue>().add_systems(
        Update,
        (
            plan_walks.in_set(AppSystems::ApplyCommands),
            // A new map forgets the old trail and walk before any step of this frame.
            (
                forget_on_reset,
                (walk_first.run_if(first_may_walk), undo_first.run_if(board_is_playable))
                    .chain()
                    .in_set(super::FirstSteps),
            )
                .chain()
                .after(crate::game::board::walk_board::restart_first_walk)
                .in_set(AppSystems::Move),
        ),
    );
}

/// What the first panda holds now, where it stands (in Together, with the pair's keys and shoots).
fn first_paws(board: &WalkBoard, (players, partner): (Players, &PartnerWalk)) -> Progress<u32> {
    let now = board.first_now();
    let (pair_keys, pair_eaten) = shared_paws(players, partner);
    Progress { keys: now.keys | pair_keys, eaten: now.eaten | pair_eaten, ..now }
}

/// Turns walk commands into queued cells: a click, walking out, a Shift-run, a stair.
fn plan_walks(
    mut requests: MessageReader<GameCommand>,
    mut queue: ResMut<WalkQueue>,
    board: WalkBoard,
    (players, settings, partner): (Res<Players>, Res<Settings>, Res<PartnerWalk>),
) {
    let help = help_allowed(*players, &settings);
    // With items, walks go round shut doors, and walking out is the shortest full clear.
    let now = || first_paws(&board, (*players, &partner));
    for request in requests.read() {
        match *request {
            GameCommand::WalkTo(to) => queue.set(board.way_to(now(), to)),
            // With two players walking out is help, and may be off.
            GameCommand::WalkOut if help => queue.set(board.way_out(now())),
            GameCommand::Climb(up) => {
                let now = now();
                let stair = board.grid_game().and_then(|game| game.stair(now.at, up));
                queue.set(stair.filter(|&to| board.open_to(to, now.keys)));
            }
            GameCommand::RunTo(dir) => {
                let now = now();
                let run = match board_pick(&board, now.at, (Some(dir), 0.0), settings.ring_keys) {
                    Pick::Go(next) => run_through(now.at, next, board.exit(), board.cell_count(), |c| board.links(c)),
                    _ => Vec::new(),
                };
                // A run stops before a door its key has not opened.
                queue.set(run.into_iter().take_while(|&c| board.open_to(c, now.keys)));
            }
            _ => {}
        }
    }
}

/// Steps the first panda for each direction key, aim and queued cell whose
/// way is open (a door without its key is shut: a bump); stops at the exit
/// (once open). A key stops a walk under way.
fn walk_first(
    time: Res<Time>,
    (mut keys, mut aims): (MessageReader<MoveRequest>, MessageReader<AimRequest>),
    (mut board, mut queue, mut notice): (WalkBoard, ResMut<WalkQueue>, ResMut<GridNotice>),
    (settings, players, partner): (Res<Settings>, Res<Players>, Res<PartnerWalk>),
    (mut moved, mut taken, mut bumped): (MessageWriter<Moved>, MessageWriter<ItemTaken>, MessageWriter<Bumped>),
) {
    // Idle frames leave the board unchanged (what redraws on a change does not run).
    if keys.is_empty() && aims.is_empty() && queue.cells.is_empty() {
        return;
    }
    let mut wanted: Vec<(Option<Dir>, f64)> = keys.read().map(|&MoveRequest(dir)| (Some(dir), 0.0)).collect();
    wanted.extend(aims.read().map(|&AimRequest(d)| (None, f64::from(d))));
    if !wanted.is_empty() {
        queue.cells.clear();
    }
    let mut step = |board: &mut WalkBoard, from: u32, to: u32| {
        if let Some(took) = board.step_first(to) {
            taken.write(took);
        }
        moved.write(Moved { walker: Walker::First, from, to });
    };
    let out = |board: &WalkBoard, paws: Progress<u32>| paws.at == board.exit() && board.exit_open(paws.eaten);
    for want in wanted {
        let paws = first_paws(&board, (*players, &partner));
        if out(&board, paws) {
            break;
        }
        match board_pick(&board, paws.at, want, settings.ring_keys) {
            Pick::Go(to) if board.open_to(to, paws.keys) => step(&mut board, paws.at, to),
            Pick::Tie(a, b) => {
                if let Some(game) = board.grid_game() {
                    notice.say(tie_notice(game, paws.at, (a, b), settings.ring_keys, settings.language, 0));
                }
            }
            bump => {
                let door = match bump {
                    Pick::Go(to) => board.door_at(to),
                    _ => None,
                };
                let dir = want.0.unwrap_or_else(|| nearest_dir(want.1));
                let at = board.tile_maze().map_or(Pos::new(0, 0), |maze| maze.pos_of(paws.at as usize));
                bumped.write(Bumped { at, dir, door });
            }
        }
    }
    if queue.cells.is_empty() {
        return;
    }
    queue.carry += time.delta_secs() * settings.animation_speed;
    let interval = if settings.reduced_motion { 0.0 } else { WALK_STEP_SECS };
    while queue.carry >= interval {
        let paws = first_paws(&board, (*players, &partner));
        if out(&board, paws) {
            break;
        }
        let Some(next) = queue.cells.pop_front() else { break };
        if !board.links(paws.at).contains(&next) || !board.open_to(next, paws.keys) {
            queue.cells.clear();
            break;
        }
        step(&mut board, paws.at, next);
        queue.carry -= interval;
    }
    if queue.cells.is_empty() {
        queue.carry = 0.0;
    }
}

/// Steps back along the first panda's own trail, on any grid.
fn undo_first(
    mut requests: MessageReader<GameCommand>,
    (mut board, mut queue): (WalkBoard, ResMut<WalkQueue>),
    mut undid: MessageWriter<Undid>,
) {
    for _ in requests.read().filter(|c| **c == GameCommand::Undo) {
        queue.cells.clear();
        if let Some((from, to)) = board.undo_first() {
            undid.write(Undid { walker: Walker::First, from, to });
        }
    }
}

/// A new map or a restart forgets the walk under way.
fn forget_on_reset(mut resets: MessageReader<MapReset>, mut queue: ResMut<WalkQueue>) {
    if resets.read().count() > 0 {
        *queue = WalkQueue::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::MazeSpec;

    #[test]
    fn a_run_stops_at_the_first_junction_or_dead_end() {
        let maze = MazeSpec::new(41, 41, 5).generate().unwrap();
        let cell = |p: Pos| maze.index(p) as u32;
        let links = |c: u32| maze.floor_neighbours(maze.pos_of(c as usize)).map(cell).collect::<Vec<_>>();
        for i in 0..maze.tiles().len() {
            let from = maze.pos_of(i);
            for next in maze.floor_neighbours(from).filter(|_| maze.is_floor(from)) {
                let run = run_through(cell(from), cell(next), cell(maze.exit), usize::MAX, links);
                let mut before = cell(from);
                for (k, &c) in run.iter().enumerate() {
                    assert!(links(before).contains(&c), "runs only through open ways");
                    let ways = links(c).len();
                    let last = k + 1 == run.len();
                    assert_eq!(ways != 2 || c == cell(maze.exit), last, "stops exactly at the first junction/dead end");
                    before = c;
                }
            }
        }
    }
}
