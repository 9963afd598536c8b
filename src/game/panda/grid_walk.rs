//! The panda on a round, hex or triangle board: a direction key (or a
//! hexagon's diagonal, or a ring key on a round board) is an angle, and the
//! panda takes the open passage whose direction matches it best within
//! ±[`MATCH_DEG`]. Two about equal matches keep it in place with a notice
//! naming the keys that reach each. Clicks, Shift-runs and walking out are
//! queued cells, taken one every [`WALK_STEP_SECS`]; undo walks the trail back.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::walk::WALK_STEP_SECS;
use crate::game::board::grid::{GridBoard, GridGame, GridNotice};
use crate::game::board::items::ItemTaken;
use crate::game::board::view::nearest_dir;
use crate::game::command::{AimRequest, Bumped, GameCommand, MapReset, MoveRequest, Moved, Undid, Walker};
use crate::game::model::Players;
use crate::game::settings::{GridKind, Language, Settings, help_allowed};
use crate::maze::{Dir, Pos};

/// How far (degrees) a passage's direction may be from the key's and still be taken.
pub const MATCH_DEG: f64 = 60.0;
/// Two passages whose directions are closer than this (degrees) to equally
/// far from the key's are a tie: the panda waits for a clearer key.
pub const TIE_DEG: f64 = 8.0;

/// What a key's angle picks from a cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    /// This open passage, to this cell.
    Go(u32),
    /// Two open passages match about equally: these cells.
    Tie(u32, u32),
    /// Only walls lie that way.
    Wall,
    /// Nothing lies that way (the board's edge).
    Nothing,
}

/// The screen angle (degrees) of an arrow.
pub fn dir_degrees(dir: Dir) -> f64 {
    match dir {
        Dir::Right => 0.0,
        Dir::Up => 90.0,
        Dir::Left => 180.0,
        Dir::Down => 270.0,
    }
}

/// The gap between two angles in degrees, in `0..=180`.
fn gap(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(360.0);
    d.min(360.0 - d)
}

/// The screen angle (degrees) of the step from cell `a` to cell `b`.
pub fn step_degrees(game: &GridGame, a: u32, b: u32) -> f64 {
    game.grid_centre(a).angle_to(game.grid_centre(b)).to_degrees()
}

/// What a key aimed at `degrees` picks from cell `from`.
pub fn pick(game: &GridGame, from: u32, degrees: f64) -> Pick {
    let mut open: Vec<(f64, u32)> = Vec::new();
    let mut walled = false;
    for (n, linked) in game.neighbours(from) {
        let off = gap(step_degrees(game, from, n), degrees);
        if off <= MATCH_DEG + 1e-6 {
            if linked {
                open.push((off, n));
            } else {
                walled = true;
            }
        }
    }
    open.sort_by(|a, b| a.0.total_cmp(&b.0));
    match open.as_slice() {
        [] if walled => Pick::Wall,
        [] => Pick::Nothing,
        [(d0, a), (d1, b), ..] if d1 - d0 < TIE_DEG => Pick::Tie(*a, *b),
        [(_, a), ..] => Pick::Go(*a),
    }
}

/// The angle a direction key stands for at `from`: the screen's, or with
/// ring keys on a round board, out/in/anticlockwise/clockwise round the centre.
pub fn key_degrees(game: &GridGame, from: u32, dir: Dir, ring_keys: bool) -> f64 {
    let centre = game.grid_centre(from);
    if !ring_keys || game.kind() != GridKind::Round || centre.distance(game.middle()) < 1e-6 {
        return dir_degrees(dir);
    }
    let out = game.middle().angle_to(centre).to_degrees();
    match dir {
        Dir::Up => out,
        Dir::Down => out + 180.0,
        Dir::Left => out + 90.0,
        Dir::Right => out - 90.0,
    }
}

/// Player 2's diagonal keys on a grid board: the number pad's corners, beside the arrows.
pub const PARTNER_DIAGONALS: [(KeyCode, &str); 4] = [
    (KeyCode::Numpad7, "Numpad7"),
    (KeyCode::Numpad9, "Numpad9"),
    (KeyCode::Numpad1, "Numpad1"),
    (KeyCode::Numpad3, "Numpad3"),
];

/// The screen angle (degrees) of player 2's diagonal `key` on a `kind` board:
/// a hexagon's sides, elsewhere halfway between the arrows (they part ways a
/// key alone would tie between).
pub fn partner_diagonal(kind: GridKind, key: KeyCode) -> Option<i16> {
    let (up, down) = if kind == GridKind::Hexagon { (60, 300) } else { (45, 315) };
    match key {
        KeyCode::Numpad9 => Some(up),
        KeyCode::Numpad7 => Some(180 - up),
        KeyCode::Numpad1 => Some(540 - down),
        KeyCode::Numpad3 => Some(down),
        _ => None,
    }
}

/// The keys that take player `who`'s panda (0 or 1) from `from` to `to`, as shown to the player.
fn keys_to(game: &GridGame, from: u32, to: u32, ring_keys: bool, who: usize) -> Vec<&'static str> {
    let mut keys: Vec<(&'static str, f64)> =
        [("Up", Dir::Up), ("Down", Dir::Down), ("Left", Dir::Left), ("Right", Dir::Right)]
            .into_iter()
            .map(|(name, dir)| (name, key_degrees(game, from, dir, ring_keys)))
            .collect();
    let hexagon = game.kind() == GridKind::Hexagon;
    if hexagon && who == 0 {
        keys.extend([("Q", 120.0), ("E", 60.0), ("Z", 240.0), ("C", 300.0)]);
    }
    if who == 1 {
        let corners =
            PARTNER_DIAGONALS.iter().filter_map(|&(key, name)| Some((name, partner_diagonal(game.kind(), key)?)));
        keys.extend(corners.map(|(name, degrees)| (name, f64::from(degrees))));
    }
    keys.into_iter().filter(|&(_, deg)| pick(game, from, deg) == Pick::Go(to)).map(|(name, _)| name).collect()
}

/// The notice for a tie between the ways to `a` and `b` for player `who`'s panda (0 or 1).
pub fn tie_notice(
    game: &GridGame,
    from: u32,
    (a, b): (u32, u32),
    ring_keys: bool,
    lang: Language,
    who: usize,
) -> String {
    let name = |c: u32| {
        let keys = keys_to(game, from, c, ring_keys, who);
        match (keys.is_empty(), lang) {
            (true, Language::English) => "a click".to_owned(),
            (true, Language::Chinese) => "点击".to_owned(),
            (false, _) => keys.join("/"),
        }
    };
    match lang {
        Language::English => format!("Two ways match that key: take {} or {}.", name(a), name(b)),
        Language::Chinese => format!("两条路都对得上这个键：按 {} 或 {}。", name(a), name(b)),
    }
}

/// The cells of a run from `from` through the passage to `next`: along
/// corridors until a junction, a dead end or the exit.
pub fn run_from(game: &GridGame, from: u32, next: u32) -> Vec<u32> {
    let (mut before, mut at) = (from, next);
    let mut cells = vec![at];
    while at != game.exit() && cells.len() < game.cell_count() {
        let links = game.links(at);
        if links.len() != 2 {
            break;
        }
        let Some(&on) = links.iter().find(|&&c| c != before) else { break };
        (before, at) = (at, on);
        cells.push(at);
    }
    cells
}

/// Cells waiting to be walked into on a grid board, one every [`WALK_STEP_SECS`].
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct GridWalkQueue {
    /// The cells left, next first.
    pub cells: VecDeque<u32>,
    /// Seconds owed to the next step.
    carry: f32,
}

impl GridWalkQueue {
    /// Replaces what is queued with `cells`.
    pub fn set(&mut self, cells: impl IntoIterator<Item = u32>) {
        self.cells = cells.into_iter().collect();
        self.carry = WALK_STEP_SECS;
    }
}

/// Moves the panda into `to`, a neighbour through an open passage, and
/// says what it took there.
fn step_into(game: &mut GridGame, to: u32, moved: &mut MessageWriter<Moved>, taken: &mut MessageWriter<ItemTaken>) {
    let from = game.panda;
    if let Some(took) = game.step_into(to) {
        taken.write(took);
    }
    moved.write(Moved { walker: Walker::First, from, to });
}

/// Turns walk commands into queued cells: a click, walking out, a Shift-run.
pub(super) fn plan_grid_walks(
    mut requests: MessageReader<GameCommand>,
    board: Res<GridBoard>,
    (settings, players): (Res<Settings>, Res<Players>),
    mut queue: ResMut<GridWalkQueue>,
) {
    let Some(game) = board.game() else { return };
    for request in requests.read() {
        match *request {
            GameCommand::WalkTo(to) => queue.set(game.way_for_panda(to)),
            GameCommand::WalkOut if help_allowed(*players, &settings) => {
                queue.set(game.way_out().into_iter().skip(1));
            }
            GameCommand::RunTo(dir) => {
                let degrees = key_degrees(game, game.panda, dir, settings.ring_keys);
                let run = match pick(game, game.panda, degrees) {
                    Pick::Go(next) => run_from(game, game.panda, next),
                    _ => Vec::new(),
                };
                queue.set(run);
            }
            _ => {}
        }
    }
}

/// Steps the panda for each direction key, diagonal and queued cell; stops at the exit.
pub(super) fn walk_grid(
    time: Res<Time>,
    (mut keys, mut aims): (MessageReader<MoveRequest>, MessageReader<AimRequest>),
    (mut board, mut queue, mut notice): (ResMut<GridBoard>, ResMut<GridWalkQueue>, ResMut<GridNotice>),
    settings: Res<Settings>,
    (mut moved, mut taken): (MessageWriter<Moved>, MessageWriter<ItemTaken>),
    mut bumped: MessageWriter<Bumped>,
) {
    // Idle frames leave the board unchanged (what redraws on a change does not run).
    if keys.is_empty() && aims.is_empty() && queue.cells.is_empty() {
        return;
    }
    let Some(game) = board.0.as_mut() else { return };
    let mut wanted: Vec<(f64, Dir)> =
        keys.read().map(|&MoveRequest(dir)| (key_degrees(game, game.panda, dir, settings.ring_keys), dir)).collect();
    wanted.extend(aims.read().map(|&AimRequest(d)| (f64::from(d), nearest_dir(f64::from(d)))));
    if !wanted.is_empty() {
        // A key stops a walk under way.
        queue.cells.clear();
    }
    for (degrees, dir) in wanted {
        if game.out() {
            break;
        }
        match pick(game, game.panda, degrees) {
            // A door whose key the panda lacks is a wall.
            Pick::Go(to) if game.open_to(to, game.paws().keys) => step_into(game, to, &mut moved, &mut taken),
            Pick::Tie(a, b) => {
                notice.say(tie_notice(game, game.panda, (a, b), settings.ring_keys, settings.language, 0))
            }
            // A door whose key the panda lacks.
            Pick::Go(to) => {
                bumped.write(Bumped { at: Pos::new(0, 0), dir, door: game.items.door_at(to) });
            }
            Pick::Wall | Pick::Nothing => {
                bumped.write(Bumped { at: Pos::new(0, 0), dir, door: None });
            }
        }
    }
    if queue.cells.is_empty() {
        return;
    }
    queue.carry += time.delta_secs() * settings.animation_speed;
    let interval = if settings.reduced_motion { 0.0 } else { WALK_STEP_SECS };
    while queue.carry >= interval && !game.out() {
        let Some(next) = queue.cells.pop_front() else { break };
        if !game.may_step(game.panda, next) {
            queue.cells.clear();
            break;
        }
        step_into(game, next, &mut moved, &mut taken);
        queue.carry -= interval;
    }
    if queue.cells.is_empty() {
        queue.carry = 0.0;
    }
}

/// Steps back along the panda's own trail on a grid board.
pub(super) fn undo_grid_step(
    mut requests: MessageReader<GameCommand>,
    mut board: ResMut<GridBoard>,
    mut queue: ResMut<GridWalkQueue>,
    mut undid: MessageWriter<Undid>,
) {
    if requests.is_empty() {
        return;
    }
    let Some(game) = board.0.as_mut() else { return };
    for _ in requests.read().filter(|c| **c == GameCommand::Undo) {
        queue.cells.clear();
        if let Some(from) = game.step_back() {
            undid.write(Undid { walker: Walker::First, from, to: game.panda });
        }
    }
}

/// A new map or a restart forgets the walk under way.
pub(super) fn forget_grid_walk(mut resets: MessageReader<MapReset>, mut queue: ResMut<GridWalkQueue>) {
    if resets.read().count() > 0 {
        *queue = GridWalkQueue::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn angles_turn_into_the_nearest_arrow() {
        assert_eq!(nearest_dir(10.0), Dir::Right);
        assert_eq!(nearest_dir(-30.0), Dir::Right);
        assert_eq!(nearest_dir(100.0), Dir::Up);
        assert_eq!(nearest_dir(200.0), Dir::Left);
        assert_eq!(nearest_dir(300.0), Dir::Down);
        assert!((gap(350.0, 10.0) - 20.0).abs() < 1e-9);
    }
}
