//! Walking beyond single steps: the panda's own trail to undo along, walks
//! that play out a step at a time (click a tile and the panda goes there the
//! shortest way, Shift+arrow runs to the next junction), and the gamepad,
//! which drives the game and the menus as the keyboard does.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::overlay::MenuPage;
use super::player::{DIRECTION_KEYS, Player, keyboard_is_free};
use super::settings::Settings;
use super::watch::board_is_complete;
use super::{AppSystems, CurrentMaze, GameCommand, GridPos, MapReset, MoveRequest, PlayerMoved, Screen};
use crate::maze::solve::shortest_route;
use crate::maze::{Dir, Maze, Pos};

/// Seconds between the steps of a walk (click, auto-run, route walk) at animation speed 1.
pub const WALK_STEP_SECS: f32 = 0.05;

/// Every tile the panda has stood on since the last reset, in order; the last is where it stands.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct WalkHistory(pub Vec<Pos>);

impl WalkHistory {
    /// Whether the panda walked off `p` at some point of the remaining history (so `p` keeps a footprint).
    pub fn departed_from(&self, p: Pos) -> Option<Dir> {
        let n = self.0.len();
        (0..n.saturating_sub(1)).rev().find(|&i| self.0[i] == p).and_then(|i| Dir::between(self.0[i], self.0[i + 1]))
    }
}

/// The panda stepped back along its trail, from `from` to `to`.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerUndid {
    /// Where it stood.
    pub from: Pos,
    /// Where it stands again.
    pub to: Pos,
}

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

    /// Whether a walk is under way.
    pub fn is_walking(&self) -> bool {
        !self.steps.is_empty()
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
        let Some(&next) = ways.iter().find(|&&d| d != opposite(came)) else { break };
        at = maze.walk(at, next).expect("an open way");
        steps.push(next);
        came = next;
    }
    steps
}

fn opposite(d: Dir) -> Dir {
    match d {
        Dir::Up => Dir::Down,
        Dir::Down => Dir::Up,
        Dir::Left => Dir::Right,
        Dir::Right => Dir::Left,
    }
}

/// Which tile of `maze` the world point `world` lies on, if any (the inverse of [`super::tile_center`]).
pub fn tile_at(maze: &Maze, world: Vec2) -> Option<Pos> {
    let x = (world.x / super::TILE_SIZE + (maze.width() - 1) as f32 / 2.0).round();
    let y = ((maze.height() - 1) as f32 / 2.0 - world.y / super::TILE_SIZE).round();
    (x >= 0.0 && y >= 0.0 && (x as usize) < maze.width() && (y as usize) < maze.height())
        .then(|| Pos::new(x as usize, y as usize))
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WalkHistory>()
        .init_resource::<WalkQueue>()
        .add_message::<PlayerUndid>()
        .add_systems(PreUpdate, gamepad_as_keys.after(bevy::input::InputSystems))
        .add_systems(
            Update,
            (
                read_walk_keys.run_if(keyboard_is_free).in_set(AppSystems::RecordInput),
                plan_walks.in_set(AppSystems::ApplyCommands),
                // A new map forgets the old trail and walk before any step of this frame.
                forget_on_reset.before(take_queued_step).before(undo_step).in_set(AppSystems::Move),
                (take_queued_step.before(super::player::move_player), undo_step.after(super::player::move_player))
                    .run_if(in_state(Screen::Playing).and_then(board_is_complete))
                    .in_set(AppSystems::Move),
                remember_steps.in_set(AppSystems::React),
            ),
        );
}

/// Shift+direction runs to the next junction; U, Backspace or Ctrl+Z undo a step;
/// any plain direction key stops a walk under way.
fn read_walk_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut commands: MessageWriter<GameCommand>,
    mut queue: ResMut<WalkQueue>,
) {
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if let Some(&(_, dir)) = DIRECTION_KEYS.iter().find(|(k, _)| keys.just_pressed(*k)) {
        if shift {
            commands.write(GameCommand::RunTo(dir));
        } else if queue.is_walking() {
            queue.steps.clear();
        }
    }
    if keys.any_just_pressed([KeyCode::KeyU, KeyCode::Backspace]) || (ctrl && keys.just_pressed(KeyCode::KeyZ)) {
        commands.write(GameCommand::Undo);
    }
}

/// Turns walk commands into queued steps.
fn plan_walks(
    mut requests: MessageReader<GameCommand>,
    mut queue: ResMut<WalkQueue>,
    current: Res<CurrentMaze>,
    player: Single<&GridPos, With<Player>>,
) {
    for request in requests.read() {
        match *request {
            GameCommand::WalkTo(target) => queue.set(way_to(&current.maze, player.0, target)),
            GameCommand::RunTo(dir) => queue.set(run_to_junction(&current.maze, player.0, dir)),
            GameCommand::WalkOut => queue.set(way_to(&current.maze, player.0, current.maze.exit)),
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
    mut undid: MessageWriter<PlayerUndid>,
) {
    for _ in requests.read().filter(|c| **c == GameCommand::Undo) {
        queue.steps.clear();
        if history.0.len() < 2 {
            continue;
        }
        let from = history.0.pop().expect("two or more tiles");
        let to = *history.0.last().expect("one left");
        player.0 = to;
        undid.write(PlayerUndid { from, to });
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

fn remember_steps(mut moves: MessageReader<PlayerMoved>, mut history: ResMut<WalkHistory>) {
    for moved in moves.read() {
        history.0.push(moved.to);
    }
}

/// Gamepads drive the game as the keyboard does: the D-pad and left stick are
/// the arrow keys, South (A) is Enter, East (B) and Start are Esc, North (Y)
/// shows the path, West (X) undoes, the shoulders run (Shift).
fn gamepad_as_keys(gamepads: Query<&Gamepad>, mut keys: ResMut<ButtonInput<KeyCode>>, mut held: Local<Vec<KeyCode>>) {
    const STICK: f32 = 0.5;
    let mut wanted: Vec<KeyCode> = Vec::new();
    for pad in &gamepads {
        let buttons = [
            (GamepadButton::DPadUp, KeyCode::ArrowUp),
            (GamepadButton::DPadDown, KeyCode::ArrowDown),
            (GamepadButton::DPadLeft, KeyCode::ArrowLeft),
            (GamepadButton::DPadRight, KeyCode::ArrowRight),
            (GamepadButton::South, KeyCode::Enter),
            (GamepadButton::East, KeyCode::Escape),
            (GamepadButton::Start, KeyCode::Escape),
            (GamepadButton::North, KeyCode::KeyP),
            (GamepadButton::West, KeyCode::KeyU),
            (GamepadButton::LeftTrigger, KeyCode::ShiftLeft),
            (GamepadButton::RightTrigger, KeyCode::ShiftLeft),
        ];
        wanted.extend(buttons.iter().filter(|(b, _)| pad.pressed(*b)).map(|&(_, k)| k));
        let stick = pad.left_stick();
        if stick.length() > STICK {
            wanted.push(if stick.x.abs() > stick.y.abs() {
                if stick.x > 0.0 { KeyCode::ArrowRight } else { KeyCode::ArrowLeft }
            } else if stick.y > 0.0 {
                KeyCode::ArrowUp
            } else {
                KeyCode::ArrowDown
            });
        }
    }
    for &key in held.iter().filter(|k| !wanted.contains(k)) {
        keys.release(key);
    }
    for &key in &wanted {
        if !held.contains(&key) {
            keys.press(key);
        }
    }
    *held = wanted;
}

/// A left click on the board walks the panda to that tile the shortest way
/// (clicks on the menu are the menu's).
fn click_to_walk(
    buttons: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<super::camera::MainCamera>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    page: Res<MenuPage>,
    current: Res<CurrentMaze>,
    mut commands: MessageWriter<GameCommand>,
) {
    if !buttons.just_pressed(MouseButton::Left)
        || *page != MenuPage::Closed
        || egui.is_some_and(|e| e.wants_any_pointer_input())
    {
        return;
    }
    let (camera, transform) = *camera;
    let Some(world) = window.cursor_position().and_then(|c| camera.viewport_to_world_2d(transform, c).ok()) else {
        return;
    };
    if let Some(p) = tile_at(&current.maze, world).filter(|&p| current.maze.is_floor(p)) {
        commands.write(GameCommand::WalkTo(p));
    }
}

/// The mouse, for the windowed game.
pub(super) fn mouse_plugin(app: &mut App) {
    app.add_systems(
        Update,
        click_to_walk.in_set(AppSystems::RecordInput).run_if(in_state(Screen::Playing).and_then(board_is_complete)),
    );
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

    #[test]
    fn tile_at_inverts_tile_center() {
        let maze = MazeSpec::new(21, 31, 1).generate().unwrap();
        for p in [Pos::new(0, 0), Pos::new(20, 30), Pos::new(7, 12)] {
            let c = super::super::tile_center(&maze, p);
            assert_eq!(tile_at(&maze, c), Some(p));
            assert_eq!(tile_at(&maze, c + Vec2::splat(super::super::TILE_SIZE * 0.45)), Some(p));
        }
        assert_eq!(tile_at(&maze, Vec2::new(-10_000.0, 0.0)), None);
    }
}
