//! The one announcer: everything the game tells the player in words goes
//! through [`Announcer::say`]. What was said is kept in a log (the caption
//! line shows the last entry, the screen reader's live line reads it, and
//! tests read the log), so a player who cannot see the board can play from
//! it alone.
//!
//! Unasked, it speaks as the [`Narration`](crate::game::settings::access::Narration) setting says: bumps, junctions and
//! dead ends, items, and the win. Asked (the keys for "where am I", "what's
//! around", "say again"), it always answers. "What's around" also sends
//! [`Scanned`] so the sound side can ping each open way.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::speech::{self, COMPASS, Whereabouts};
use super::victory::{RunStats, VictoryReport};
use crate::game::board::grid::GridBoard;
use crate::game::board::items::{ItemTaken, ItemWalk};
use crate::game::command::{Bumped, GameCommand, MapReset, PlayerMoved};
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::{CurrentMaze, GridPos, Route};
use crate::game::panda::{Facing, Player};
use crate::game::settings::{Settings, SettingsStore};
use crate::maze::items::KeyKind;
use crate::maze::solve::shortest_route;
use crate::maze::{Dir, Maze, Pos};

/// How many things said the log keeps (the oldest go first).
pub const LOG_LENGTH: usize = 500;

/// What kind of thing was said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heard {
    /// A wall (or a shut door) in the way.
    Bump,
    /// A junction reached, with its ways.
    Junction,
    /// A dead end reached.
    DeadEnd,
    /// Bamboo, a key or a door.
    Item,
    /// The exit reached.
    Victory,
    /// A maze ready at its entrance.
    Maze,
    /// The answer to "where am I".
    Position,
    /// The answer to "what's around".
    Around,
    /// A setting changed.
    Setting,
    /// Anything else the game tells the player (notices).
    Notice,
    /// The words of a page or card as it appears (Help, the how-to, the end
    /// card): they are on the screen already, so the caption leaves them out.
    Screen,
}

/// One thing said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    /// The words.
    pub text: String,
    /// What it is about.
    pub kind: Heard,
    /// Counts up with every saying, repeats included, so a listener can tell
    /// the same words said again from words already heard.
    pub serial: u64,
}

/// The announcer and its log.
#[derive(Resource, Debug, Default, Clone)]
pub struct Announcer {
    log: VecDeque<Said>,
    serial: u64,
}

impl Announcer {
    /// Says `text`.
    pub fn say(&mut self, kind: Heard, text: impl Into<String>) {
        self.serial += 1;
        if self.log.len() == LOG_LENGTH {
            self.log.pop_front();
        }
        self.log.push_back(Said { text: text.into(), kind, serial: self.serial });
    }

    /// The last thing said.
    pub fn last(&self) -> Option<&Said> {
        self.log.back()
    }

    /// Everything said, oldest first (up to [`LOG_LENGTH`]).
    pub fn log(&self) -> impl DoubleEndedIterator<Item = &Said> {
        self.log.iter()
    }

    /// Says the last thing again (a new serial, so it is announced again).
    pub fn repeat(&mut self) {
        if let Some(last) = self.log.back().cloned() {
            self.say(last.kind, last.text);
        }
    }
}

/// "What's around" was asked: the open ways from where the panda stands, in compass order.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct Scanned(pub Vec<Dir>);

/// The ways out of `p`, in compass order (north, east, south, west).
pub fn open_ways(maze: &Maze, p: Pos) -> Vec<Dir> {
    COMPASS.into_iter().filter(|&d| maze.walk(p, d).is_some()).collect()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcer>()
        .add_message::<Scanned>()
        .add_systems(Update, (narrate_walk, answer_requests, announce_maze).chain().in_set(AppSystems::React));
    app.add_systems(OnEnter(Screen::Won), announce_victory);
}

/// Bumps, junctions, dead ends and items, as the narration setting says.
/// A bump said once is not said again until the panda moves or turns, so a
/// key held against a wall does not flood the log.
fn narrate_walk(
    mut moves: MessageReader<PlayerMoved>,
    mut bumps: MessageReader<Bumped>,
    mut taken: MessageReader<ItemTaken>,
    settings: Res<Settings>,
    current: Res<CurrentMaze>,
    mut announcer: ResMut<Announcer>,
    mut last_bump: Local<Option<(Pos, Dir)>>,
) {
    let (language, narration) = (settings.language, settings.narration);
    let maze = &current.maze;
    for moved in moves.read() {
        *last_bump = None;
        if !narration.speaks() || moved.to == maze.exit {
            continue;
        }
        let ways = open_ways(maze, moved.to);
        match ways.len() {
            0 | 2 => {}
            1 => announcer.say(Heard::DeadEnd, speech::dead_end(language)),
            _ => announcer.say(Heard::Junction, speech::junction(language, narration, &ways)),
        }
    }
    for bump in bumps.read() {
        if !narration.speaks() || *last_bump == Some((bump.at, bump.dir)) {
            continue;
        }
        *last_bump = Some((bump.at, bump.dir));
        let door = maze.walk(bump.at, bump.dir).and_then(|p| current.items.door_at(p));
        announcer.say(Heard::Bump, speech::bump(language, narration, bump.dir, door));
    }
    for took in taken.read() {
        if !narration.speaks() {
            continue;
        }
        let text = match *took {
            ItemTaken::Bamboo { left, .. } => speech::bamboo(language, left),
            ItemTaken::Key(kind) => speech::key(language, kind),
            ItemTaken::Door(kind) => speech::door(language, kind),
        };
        announcer.say(Heard::Item, text);
    }
}

/// "Where am I", "what's around", "say again" and the narration key.
fn answer_requests(
    mut requests: MessageReader<GameCommand>,
    mut settings: ResMut<Settings>,
    mut store: Option<ResMut<SettingsStore>>,
    current: Res<CurrentMaze>,
    items: Res<ItemWalk>,
    panda: Single<(&GridPos, &Facing), With<Player>>,
    mut announcer: ResMut<Announcer>,
    mut scanned: MessageWriter<Scanned>,
    board: Res<GridBoard>,
    stats: Res<RunStats>,
) {
    let on_grid = board.game().is_some();
    let (at, facing) = (panda.0.0, panda.1.dir);
    let maze = &current.maze;
    for request in requests.read() {
        let language = settings.language;
        // On a round, hex or triangle board these two are answered in cells (announce_grid).
        if on_grid && matches!(request, GameCommand::WhereAmI | GameCommand::LookAround) {
            continue;
        }
        match request {
            GameCommand::WhereAmI => {
                let now = items.now();
                let w = Whereabouts {
                    column: at.x + 1,
                    row: at.y + 1,
                    size: (maze.width(), maze.height()),
                    facing,
                    to_exit: shortest_route(maze, at, maze.exit).map(|r| r.len() - 1),
                    exit_offset: (maze.exit.x as i64 - at.x as i64, maze.exit.y as i64 - at.y as i64),
                    walked: stats.moves,
                    keys: KeyKind::ALL
                        .into_iter()
                        .enumerate()
                        .filter(|(k, _)| now.keys >> k & 1 == 1)
                        .map(|(_, k)| k)
                        .collect(),
                    bamboo_left: current.items.bamboo.len() as u32 - now.eaten.count_ones(),
                };
                announcer.say(Heard::Position, speech::where_am_i(language, &w));
            }
            GameCommand::LookAround => {
                let ways = open_ways(maze, at);
                announcer.say(Heard::Around, speech::around(language, &ways));
                scanned.write(Scanned(ways));
            }
            GameCommand::RepeatLast => announcer.repeat(),
            GameCommand::CycleNarration => {
                settings.narration = settings.narration.next();
                if let Some(store) = store.as_mut() {
                    store.save_soon();
                }
                announcer.say(Heard::Setting, speech::narration_is(language, settings.narration));
            }
            _ => {}
        }
    }
}

/// A maze ready at its entrance: its size and how far the exit is.
fn announce_maze(
    mut resets: MessageReader<MapReset>,
    settings: Res<Settings>,
    current: Res<CurrentMaze>,
    solution: Res<Route>,
    mut announcer: ResMut<Announcer>,
) {
    if resets.read().count() == 0 || !settings.narration.speaks() {
        return;
    }
    let maze = &current.maze;
    let to_exit = (!solution.0.is_empty()).then(|| solution.optimal_moves());
    announcer.say(Heard::Maze, speech::new_maze(settings.language, (maze.width(), maze.height()), to_exit));
}

/// The win, with the moves against the shortest way.
fn announce_victory(report: Option<Res<VictoryReport>>, settings: Res<Settings>, mut announcer: ResMut<Announcer>) {
    if let Some(report) = report
        && settings.narration.speaks()
    {
        let text = speech::victory(settings.language, report.moves as usize, report.optimal as usize);
        announcer.say(Heard::Victory, text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_keeps_the_newest_and_a_repeat_gets_a_new_serial() {
        let mut a = Announcer::default();
        for i in 0..LOG_LENGTH + 3 {
            a.say(Heard::Notice, format!("n{i}"));
        }
        assert_eq!(a.log().count(), LOG_LENGTH);
        assert_eq!(a.log().next().unwrap().text, "n3");
        let last = a.last().unwrap().clone();
        a.repeat();
        let again = a.last().unwrap();
        assert_eq!((again.text.as_str(), again.kind), (last.text.as_str(), last.kind));
        assert_eq!(again.serial, last.serial + 1);
    }

    #[test]
    fn open_ways_come_in_compass_order() {
        let maze = crate::maze::MazeSpec::new(21, 21, 3).generate().unwrap();
        for i in 0..maze.tiles().len() {
            let p = maze.pos_of(i);
            if !maze.is_floor(p) {
                continue;
            }
            let ways = open_ways(&maze, p);
            assert_eq!(ways.len(), maze.floor_neighbours(p).count());
            let order: Vec<usize> = ways.iter().map(|d| COMPASS.iter().position(|c| c == d).unwrap()).collect();
            assert!(order.windows(2).all(|w| w[0] < w[1]));
        }
    }
}
