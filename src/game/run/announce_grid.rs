//! The announcer on round, hexagonal and triangular boards: the same sayings
//! as on the square board ([`super::announce`]), with ways named by the
//! nearest of eight compass points (a hexagon's side is north-east, not
//! "up-right"), positions as cell numbers, and the tie notice said aloud.

use std::f64::consts::PI;

use bevy::prelude::*;

use super::announce::{Announcer, Heard, Scanned};
use super::speech;
use crate::game::board::grid::{GridBoard, GridGame, GridNotice, on_grid_board};
use crate::game::command::{GameCommand, GridMoved};
use crate::game::frame::AppSystems;
use crate::game::settings::{Language, Settings};
use crate::maze::Dir;
use crate::maze::items::KeyKind;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (narrate_grid_walk, answer_on_grid, say_grid_notice).chain().run_if(on_grid_board).in_set(AppSystems::React),
    );
}

/// The eight compass words, from east counter-clockwise.
fn compass8(language: Language) -> [&'static str; 8] {
    match language {
        Language::English => ["east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"],
        Language::Chinese => ["东", "东北", "北", "西北", "西", "西南", "南", "东南"],
    }
}

/// The eighth of the compass (0 east, 2 north, counter-clockwise) nearest screen angle `a` (radians).
pub fn eighth(a: f64) -> usize {
    ((a / (PI / 4.0)).round() as i64).rem_euclid(8) as usize
}

/// The open ways out of the panda's cell: each as its eighth of the compass, in compass order from north, clockwise.
fn open_eighths(game: &GridGame, c: u32) -> Vec<usize> {
    let here = game.grid_centre(c);
    let mut ways: Vec<usize> = game.links(c).into_iter().map(|n| eighth(here.angle_to(game.grid_centre(n)))).collect();
    // North first, then clockwise: the order the square board uses.
    ways.sort_by_key(|&e| (10 - e) % 8);
    ways
}

fn words(language: Language, eighths: &[usize]) -> String {
    let names: Vec<&str> = eighths.iter().map(|&e| compass8(language)[e]).collect();
    names.join(if language == Language::English { ", " } else { "、" })
}

/// The nearest of the four sonar directions to an eighth.
fn ping_dir(e: usize) -> Dir {
    match e {
        1..=3 => Dir::Up,
        5..=7 => Dir::Down,
        4 => Dir::Left,
        _ => Dir::Right,
    }
}

fn narrate_grid_walk(
    mut moves: MessageReader<GridMoved>,
    board: Res<GridBoard>,
    settings: Res<Settings>,
    mut announcer: ResMut<Announcer>,
) {
    let Some(game) = board.game() else { return };
    let (language, narration) = (settings.language, settings.narration);
    for moved in moves.read() {
        if !narration.speaks() || moved.to == game.exit() {
            continue;
        }
        let ways = open_eighths(game, moved.to);
        match ways.len() {
            0 | 2 => {}
            1 => announcer.say(Heard::DeadEnd, speech::dead_end(language)),
            n => announcer.say(Heard::Junction, speech::junction_of(language, narration, n, &words(language, &ways))),
        }
    }
}

fn answer_on_grid(
    mut requests: MessageReader<GameCommand>,
    board: Res<GridBoard>,
    settings: Res<Settings>,
    mut announcer: ResMut<Announcer>,
    mut scanned: MessageWriter<Scanned>,
) {
    let Some(game) = board.game() else { return };
    let language = settings.language;
    for request in requests.read() {
        match request {
            GameCommand::WhereAmI => {
                let (cell, cells) = (game.panda + 1, game.cell_count());
                // With items, the steps of the full clear from here.
                let steps = Some(game.way_out()).filter(|w| !w.is_empty()).map(|w| w.len() - 1);
                let text = match (language, steps) {
                    (Language::English, Some(0)) => format!("Cell {cell} of {cells}. You are on the exit."),
                    (Language::English, Some(n)) => format!("Cell {cell} of {cells}. {n} steps to the exit."),
                    (Language::Chinese, Some(0)) => format!("第 {cell} 格（共 {cells} 格）。你就在出口。"),
                    (Language::Chinese, Some(n)) => format!("第 {cell} 格（共 {cells} 格）。离出口 {n} 步。"),
                    (Language::English, None) => format!("Cell {cell} of {cells}."),
                    (Language::Chinese, None) => format!("第 {cell} 格（共 {cells} 格）。"),
                };
                let now = game.paws();
                let keys: Vec<KeyKind> = KeyKind::ALL.into_iter().filter(|k| now.keys >> k.index() & 1 == 1).collect();
                let left = (game.items.bamboo.len() as u32).saturating_sub(now.eaten.count_ones());
                announcer.say(Heard::Position, text + &speech::holding(language, &keys, left));
            }
            GameCommand::LookAround => {
                let ways = open_eighths(game, game.panda);
                let text = match language {
                    Language::English => format!("Open: {}.", words(language, &ways)),
                    Language::Chinese => format!("能走：{}。", words(language, &ways)),
                };
                announcer.say(Heard::Around, text);
                let mut dirs: Vec<Dir> = ways.iter().map(|&e| ping_dir(e)).collect();
                dirs.dedup();
                scanned.write(Scanned(dirs));
            }
            _ => {}
        }
    }
}

/// The tie notice ("two ways match: …") is said as well as shown.
fn say_grid_notice(notice: Res<GridNotice>, mut announcer: ResMut<Announcer>, mut said: Local<Option<String>>) {
    if notice.text != *said {
        said.clone_from(&notice.text);
        if let Some(text) = &notice.text {
            announcer.say(Heard::Notice, text.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn angles_fall_in_the_nearest_eighth_of_the_compass() {
        assert_eq!(eighth(0.0), 0);
        assert_eq!(eighth(PI / 2.0), 2, "straight up the screen is north");
        assert_eq!(eighth(PI / 3.0), 1, "a hexagon's upper-right side is north-east");
        assert_eq!(eighth(-PI / 2.0), 6);
        assert_eq!(eighth(PI), 4);
        assert_eq!(eighth(-PI), 4);
        assert_eq!(compass8(Language::English)[eighth(-PI / 4.0)], "south-east");
    }
}
