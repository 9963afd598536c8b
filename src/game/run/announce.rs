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

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::speech::{self, Whereabouts};
use super::victory::{RunStats, VictoryReport};
use crate::game::board::grid::GridGame;
use crate::game::board::grid::GridNotice;
use crate::game::board::items::ItemTaken;
use crate::game::board::view::{BoardView, Boards, Side};
use crate::game::board::weave::Level;
use crate::game::command::{Bumped, GameCommand, MapReset, Moved, Walker};
use crate::game::frame::{AppSystems, Screen};
use crate::game::panda::{Facing, Player};
use crate::game::settings::{Language, Settings, SettingsStore};
use crate::maze::{Dir, Pos};

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
    /// Stairs reached on a maze of floors, or a floor after taking them.
    Stairs,
    /// A crossing on a weave maze: under a bridge, on one, or one ahead.
    Crossing,
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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcer>().add_message::<Scanned>().add_systems(
        Update,
        (narrate_walk, answer_requests, announce_maze, say_notice).chain().in_set(AppSystems::React),
    );
    app.add_systems(OnEnter(Screen::Won), announce_victory);
}

/// What the announcer reads of the board, on any grid.
#[derive(SystemParam)]
struct Board<'w, 's> {
    boards: Boards<'w>,
    facing: Single<'w, 's, &'static Facing, With<Player>>,
}

impl Board<'_, '_> {
    fn view(&self) -> BoardView<'_> {
        self.boards.view()
    }
}

/// The open ways out of cell `c`, and its walls, as eighths of the compass.
fn ways_and_walls(board: &BoardView, c: u32) -> (Vec<usize>, Vec<usize>) {
    let (open, walls): (Vec<Side>, Vec<Side>) = board.sides(c).into_iter().partition(|s| s.open);
    let eighths = |sides: Vec<Side>| sides.into_iter().map(|s| speech::eighth(s.angle)).collect();
    (eighths(open), eighths(walls))
}

/// Bumps, junctions, dead ends and items, as the narration setting says, on
/// any grid. A bump said once is not said again until the panda moves or
/// turns, so a key held against a wall does not flood the log.
fn narrate_walk(
    mut moves: MessageReader<Moved>,
    mut bumps: MessageReader<Bumped>,
    mut taken: MessageReader<ItemTaken>,
    settings: Res<Settings>,
    boards: Boards,
    mut announcer: ResMut<Announcer>,
    mut last_bump: Local<Option<(Pos, Dir)>>,
) {
    let (language, narration) = (settings.language, settings.narration);
    let view = boards.view();
    for Moved { from, to, .. } in moves.read().filter(|m| m.walker == Walker::First).copied() {
        *last_bump = None;
        if !narration.speaks() || to == view.exit() {
            continue;
        }
        let mut stairs = false;
        if let Some(game) = view.grid_game().filter(|g| g.floor_count() > 1) {
            let floor = |c: u32| game.floor_of(c) + 1;
            if floor(from) != floor(to) {
                announcer.say(Heard::Stairs, speech::on_floor(language, floor(to), game.floor_count()));
            }
            let (up, down) = (game.stair(to, true).map(floor), game.stair(to, false).map(floor));
            stairs = up.is_some() || down.is_some();
            if stairs {
                announcer.say(Heard::Stairs, speech::stairs(language, up, down));
            }
        }
        if let Some(game) = view.grid_game().filter(|g| g.weave.is_some()) {
            say_crossings(&mut announcer, language, (&view, game), (from, to));
        }
        let (ways, _) = ways_and_walls(&view, to);
        match ways.len() {
            0 | 2 => {}
            // Stairs lead on from the end of a floor's passage.
            1 if !stairs => announcer.say(Heard::DeadEnd, speech::dead_end(language)),
            1 => {}
            _ => announcer.say(Heard::Junction, speech::junction(language, narration, &ways)),
        }
    }
    for bump in bumps.read() {
        if !narration.speaks() || *last_bump == Some((bump.at, bump.dir)) {
            continue;
        }
        *last_bump = Some((bump.at, bump.dir));
        announcer.say(Heard::Bump, speech::bump(language, narration, bump.dir, bump.door));
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

/// On a weave maze, a step to `to` from `from`: under a bridge or onto one,
/// and the crossings a step further on (not the one it came from).
fn say_crossings(
    announcer: &mut Announcer,
    language: Language,
    (view, game): (&BoardView, &GridGame),
    (from, to): (u32, u32),
) {
    match game.level(to) {
        Level::UnderBridge => announcer.say(Heard::Crossing, speech::bridge(language, true)),
        Level::OnBridge => announcer.say(Heard::Crossing, speech::bridge(language, false)),
        Level::Ground => {}
    }
    let (here, ahead) = (view.centre(to), game.crossings_ahead(to));
    let ahead: Vec<(usize, bool)> = ahead
        .into_iter()
        .filter(|&(n, _)| n != from)
        .map(|(n, level)| {
            let there = view.centre(n);
            (speech::eighth((there.1 - here.1).atan2(there.0 - here.0)), level == Level::UnderBridge)
        })
        .collect();
    if !ahead.is_empty() {
        announcer.say(Heard::Crossing, speech::crossing_ahead(language, &ahead));
    }
}

/// "Where am I", "what's around", "say again" and the narration key, on any grid.
fn answer_requests(
    mut requests: MessageReader<GameCommand>,
    mut settings: ResMut<Settings>,
    mut store: Option<ResMut<SettingsStore>>,
    board: Board,
    mut announcer: ResMut<Announcer>,
    mut scanned: MessageWriter<Scanned>,
    stats: Res<RunStats>,
) {
    let view = board.view();
    let here = view.panda();
    for request in requests.read() {
        let language = settings.language;
        match request {
            GameCommand::WhereAmI => {
                let ((x, y), (ex, ey)) = (view.centre(here), view.centre(view.exit()));
                let (keys, bamboo_left) = view.holding();
                let w = Whereabouts {
                    place: view.place(here),
                    facing: board.facing.dir,
                    to_exit: view.steps_to_exit(),
                    // The centres count north; the offset counts south.
                    exit_offset: (ex - x, y - ey),
                    walked: stats.moves,
                    keys,
                    bamboo_left,
                };
                let mut said = speech::where_am_i(language, &w);
                if view.level() != Level::Ground {
                    said = format!("{said} {}", speech::bridge(language, view.level() == Level::UnderBridge));
                }
                announcer.say(Heard::Position, said);
            }
            GameCommand::LookAround => {
                let (mut ways, walls) = ways_and_walls(&view, here);
                announcer.say(Heard::Around, speech::around(language, &ways, &walls));
                speech::in_compass_order(&mut ways);
                let mut dirs: Vec<Dir> = ways.into_iter().map(speech::nearest_dir).collect();
                dirs.dedup();
                scanned.write(Scanned(dirs));
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

/// A notice over the board (on a grid, "two ways match that key: …") is said as well as shown.
fn say_notice(notice: Res<GridNotice>, mut announcer: ResMut<Announcer>, mut said: Local<Option<String>>) {
    if notice.text != *said {
        said.clone_from(&notice.text);
        if let Some(text) = &notice.text {
            announcer.say(Heard::Notice, text.clone());
        }
    }
}

/// A maze ready at its entrance: its size and how far the exit is.
fn announce_maze(
    mut resets: MessageReader<MapReset>,
    settings: Res<Settings>,
    boards: Boards,
    mut announcer: ResMut<Announcer>,
) {
    if resets.read().count() == 0 || !settings.narration.speaks() {
        return;
    }
    let view = boards.view();
    let size = match view.tile_maze() {
        Some(maze) => speech::MazeSize::Tiles(maze.width(), maze.height()),
        None => {
            let floors = view.floor().map_or(1, |(_, of)| of);
            speech::MazeSize::Cells { grid: view.kind(), cells: view.cell_count(), floors }
        }
    };
    let to_exit = (view.route_len() > 0).then(|| view.optimal_moves());
    announcer.say(Heard::Maze, speech::new_maze(settings.language, size, to_exit));
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
}
