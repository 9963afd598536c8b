//! Keeping records at victory (into the record book,
//! [`crate::game::settings::Records`]; a run the game walked out for the
//! player is not entered) and knowing whether the maze on the board is
//! today's daily maze (see [`crate::game::model::daily_spec`]).

use std::collections::BTreeMap;

use bevy::prelude::*;

use crate::game::board::mask_file::{MaskFile, record_key};
use crate::game::board::view::{BoardView, Boards};

use super::victory::VictoryReport;
use crate::game::command::GameCommand;
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::{daily_spec, today};
use crate::game::panda::duo::Players;
use crate::game::settings::records::difficulty_key;
use crate::game::settings::streak;
use crate::game::settings::{Beaten, GameMode, Record, Records, Settings};
use crate::maze::generate::AnySpec;

/// What the victory screen says about records (for an assisted run, the
/// records as they stand, nothing beaten).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct VictoryRecords {
    /// The difficulty's record after this run, and what was beaten.
    pub difficulty: Option<(Record, Beaten)>,
    /// This maze's record after this run, and what was beaten.
    pub maze: (Record, Beaten),
    /// The daily record, when this was the daily maze.
    pub daily: Option<(Record, Beaten)>,
    /// Days in a row with the daily maze won, this one included, when this was the daily maze.
    pub daily_streak: Option<u32>,
}

/// The date of the daily maze being played, if it is one.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct DailyMaze(pub Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DailyMaze>()
        .add_systems(Update, track_daily.in_set(AppSystems::ApplyCommands))
        .add_systems(OnEnter(Screen::Won), keep_records);
}

/// The daily command marks the maze as the daily one (the board loads it);
/// any other new maze is not the daily one.
fn track_daily(mut requests: MessageReader<GameCommand>, mut daily: ResMut<DailyMaze>) {
    for request in requests.read() {
        match request {
            GameCommand::Daily => daily.0 = Some(today()),
            GameCommand::Load(spec) if daily.0.as_ref().is_some_and(|d| daily_spec(d) != *spec) => daily.0 = None,
            GameCommand::NewMap | GameCommand::NewMapLike(_) | GameCommand::SetDifficulty(_) => daily.0 = None,
            _ => {}
        }
    }
}

/// Enters the run into the records at victory, unless it was assisted.
pub(super) fn keep_records(
    mut commands: Commands,
    report: Option<Res<VictoryReport>>,
    boards: Boards,
    daily: Res<DailyMaze>,
    (settings, file, players): (Res<Settings>, Res<MaskFile>, Res<Players>),
    mut records: ResMut<Records>,
) {
    let Some(report) = report else { return };
    let (time, efficiency) = (report.time.as_secs_f32(), report.efficiency);
    // A run without its clock (no time pressure) is not held against timed ones.
    let assisted = report.assisted || (settings.untimed && settings.mode == GameMode::TimeAttack);
    // An assisted run only looks the records up (and leaves the book unchanged).
    let records = if assisted { records.bypass_change_detection() } else { &mut *records };
    let submit = |book: &mut BTreeMap<String, Record>, key: String| {
        if assisted {
            return (book.get(&key).copied().unwrap_or_default(), Beaten::default());
        }
        let record = book.entry(key).or_default();
        let beaten = record.submit(time, efficiency);
        (*record, beaten)
    };
    // Keyed by the code without its check character, so records kept before
    // codes had one still match.
    let board = boards.view();
    let key = board_record_key(&board, &file);
    if players.two() {
        // Two-player runs are kept apart from one player's records.
        let maze = submit(&mut records.duo, format!("{}:{key}", players.name()));
        commands.insert_resource(VictoryRecords { maze, ..default() });
        return;
    }
    // A grid maze's difficulty record is not the square board's, nor is a maze drawn by hand's.
    let difficulty = board
        .difficulty()
        .filter(|_| matches!(board.spec(), AnySpec::Square(_)) && board.share_code().is_none())
        .map(|d| submit(&mut records.difficulty, difficulty_key(d, settings.mode)));
    let maze = submit(&mut records.maze, key);
    let daily_won = daily.0.clone().map(|date| submit(&mut records.daily, date));
    let daily_streak =
        daily.0.as_deref().map(|today| streak::daily_streak(records.daily.keys().map(String::as_str), today));
    commands.insert_resource(VictoryRecords { difficulty, maze, daily: daily_won, daily_streak });
}

/// The key of a grid maze in the record book: its code without the check
/// character (as square codes are kept), e.g. `backtracker-round14.3f9k2`.
pub fn grid_record_key(code: &str) -> String {
    code.rsplit_once('.').map_or(code, |(body, _)| body).to_owned()
}

/// The key the maze on `board` keeps its records and best run's ghost
/// under, on any grid (a square map cut by a mask file is keyed by the file).
pub fn board_record_key(board: &BoardView, file: &MaskFile) -> String {
    // A maze drawn by hand is kept by its share code.
    if let Some(code) = board.share_code() {
        return grid_record_key(code);
    }
    match board.spec() {
        // A maze of floors is kept by its own code.
        AnySpec::Grid(_) => grid_record_key(&board.code()),
        AnySpec::Square(spec) => record_key(&spec, file.in_use()),
    }
}
