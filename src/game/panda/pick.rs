//! Where a key takes a walker, on every grid ([`board_pick`]): on the square
//! board a key is its own way; on a round, hex or triangle board a direction
//! key (or a hexagon's diagonal, or a ring key on a round board) is an
//! angle, and the panda takes the open passage whose direction matches it best within
//! ±[`MATCH_DEG`]. Two about equal matches keep it in place with a notice
//! naming the keys that reach each. The walk itself is every grid's
//! ([`super::walk`]).

use bevy::prelude::*;

use crate::game::board::grid::GridGame;
use crate::game::board::view::{BoardView, nearest_dir};
use crate::game::board::walk_board::WalkBoard;
use crate::game::settings::{GridKind, Language};
use crate::maze::Dir;

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

/// What a key aimed at `degrees` picks from cell `from`, on its floor.
pub fn pick(game: &GridGame, from: u32, degrees: f64) -> Pick {
    let mut open: Vec<(f64, u32)> = Vec::new();
    let mut walled = false;
    // A stair is no way on the screen: ] and [ take it.
    for (n, linked) in game.neighbours(from).into_iter().filter(|&(n, _)| game.same_floor(from, n)) {
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

/// Player 2's stair keys on a maze of floors: the number pad's + (up) and
/// − (down), beside its corners (with two players on floors they do not
/// zoom; the main row's + and − still do).
pub const PARTNER_STAIRS: [(KeyCode, bool); 2] = [(KeyCode::NumpadAdd, true), (KeyCode::NumpadSubtract, false)];

/// Player 2's key for the stairs up (true) or down.
pub fn partner_stair_key(up: bool) -> KeyCode {
    if up { PARTNER_STAIRS[0].0 } else { PARTNER_STAIRS[1].0 }
}

/// Whether player 2's `key` takes the stairs up (true) or down on `board`,
/// if it is a stair key and the board has floors.
pub fn partner_stairs(board: &BoardView, key: KeyCode) -> Option<bool> {
    let floors = board.grid_game().is_some_and(|game| game.floor_count() > 1);
    PARTNER_STAIRS.iter().find(|(k, _)| *k == key && floors).map(|&(_, up)| up)
}

/// The screen angle (degrees) of player 2's diagonal `key` on a `kind` board:
/// a hexagon's sides, on round and triangle boards halfway between the
/// arrows (they part ways a key alone would tie between); none on the square
/// board, whose four ways the arrows name.
pub fn partner_diagonal(kind: GridKind, key: KeyCode) -> Option<i16> {
    let (up, down) = match kind {
        GridKind::Square => return None,
        GridKind::Hexagon => (60, 300),
        GridKind::Round | GridKind::Triangle => (45, 315),
    };
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

/// Where a key (`dir`) or an aim (`degrees`, when there is no key) takes a
/// walker from `from`, on any grid: on the square board the key's way (an
/// aim: the arrow nearest it); on another grid the open passage nearest the
/// key's angle ([`pick`], with ring keys on a round board when chosen).
pub fn board_pick(board: &WalkBoard, from: u32, (dir, degrees): (Option<Dir>, f64), ring_keys: bool) -> Pick {
    if let Some(game) = board.grid_game() {
        return pick(game, from, dir.map_or(degrees, |dir| key_degrees(game, from, dir, ring_keys)));
    }
    let Some(maze) = board.tile_maze() else { return Pick::Nothing };
    let dir = dir.unwrap_or_else(|| nearest_dir(degrees));
    let at = maze.pos_of(from as usize);
    match maze.step(at, dir) {
        Some(to) if maze.is_floor(to) => Pick::Go(maze.index(to) as u32),
        Some(_) => Pick::Wall,
        None => Pick::Nothing,
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
