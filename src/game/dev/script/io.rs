//! What the screenshot script ([`super::script`]) does outside the game:
//! real key presses and pointer moves sent to its window from another
//! process (`xdotool`), and the layout written beside each screenshot (the
//! window pixels of the panda, a wall, a floor tile …) that the visual test
//! reads its colours at.

use std::fmt::Write as _;

use bevy::prelude::*;

use crate::game::board::first_walk::FirstWalk;
use crate::game::model::{CurrentMaze, Route};
use crate::maze::items::Progress;
use crate::maze::{Dir, Pos, Tile};

/// Sends the steps of `route` to the game's window as real key presses, 15 ms
/// apart, from another process (`xdotool`), as a quick player would.
pub(super) fn send_burst(route: &[Pos]) {
    let keys = route.windows(2).map(|w| match Dir::between(w[0], w[1]).expect("route steps are adjacent") {
        Dir::Up => "Up",
        Dir::Down => "Down",
        Dir::Left => "Left",
        Dir::Right => "Right",
    });
    let sent = std::process::Command::new("xdotool")
        .args(["search", "--name", "Panda Maze", "windowfocus", "--sync", "key", "--delay", "15"])
        .args(keys)
        .spawn();
    if let Err(e) = sent {
        error!("cannot send the key burst with xdotool: {e}");
    }
}

/// Moves the pointer over the game's window to `at` (in its logical pixels) from another process (`xdotool`).
pub(super) fn point_at(at: Vec2) {
    let (x, y) = (at.x.round().to_string(), at.y.round().to_string());
    let moved = std::process::Command::new("xdotool")
        .args(["search", "--name", "Panda Maze", "mousemove", "--window", "%1", &x, &y])
        .spawn();
    if let Err(e) = moved {
        error!("cannot move the pointer with xdotool: {e}");
    }
}

/// Window pixels of the things the visual test looks at, one `name x y` a line.
pub(super) fn describe_layout(
    current: &CurrentMaze,
    solution: &Route,
    panda: Pos,
    walk: &FirstWalk,
    to_screen: impl Fn(Pos) -> Option<Vec2>,
) -> String {
    let maze = &current.maze;
    let route = &solution.0;
    // A bare floor tile: floor, off the route, not the entrance or exit, not next to the route.
    let bare_floor = (0..maze.tiles().len()).map(|i| maze.pos_of(i)).find(|&p| {
        maze.tile(p) == Tile::Floor && route.iter().all(|r| r.manhattan(p) > 1) && p != maze.entrance && p != maze.exit
    });
    let things = [
        ("panda", Some(panda)),
        ("wall", Some(Pos::new(maze.width() / 2, 0))),
        ("floor", bare_floor),
        ("exit", Some(maze.exit)),
        ("route", route.get(route.len() / 2).copied()),
        ("outside", (0..maze.tiles().len()).map(|i| maze.pos_of(i)).find(|&p| maze.tile(p) == Tile::Outside)),
        ("near", maze.floor_neighbours(maze.entrance).next()),
    ];
    let mut out = String::new();
    for (name, pos) in things {
        if let Some(px) = pos.and_then(&to_screen) {
            let _ = writeln!(out, "{name} {:.1} {:.1}", px.x, px.y);
        }
    }
    // Items: each shut door as `doorK` (K its kind), a shoot not yet eaten as `bamboo`.
    let now = walk.now().unwrap_or(Progress::at(0));
    let items = &current.items;
    let shut = items.doors.iter().enumerate().filter(|(k, _)| now.keys & (1 << k) == 0);
    let uneaten = items.bamboo.iter().enumerate().find(|(b, _)| now.eaten & (1 << b) == 0).map(|(_, &p)| p);
    let mut item_things: Vec<(String, Pos)> = shut.map(|(k, &p)| (format!("door{k}"), p)).collect();
    item_things.extend(uneaten.map(|p| ("bamboo".to_owned(), p)));
    for (name, p) in item_things {
        if let Some(px) = to_screen(p) {
            let _ = writeln!(out, "{name} {:.1} {:.1}", px.x, px.y);
        }
    }
    out
}
