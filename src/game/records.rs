//! Records and the daily maze. Best time and best efficiency are kept per
//! difficulty (and mode), per maze code and per daily maze, in the settings
//! file; a record changes only when it is beaten. The daily maze is the same
//! for everyone on a calendar day (UTC): its seed comes from the date.

use std::collections::BTreeMap;
use std::time::{SystemTime, UNIX_EPOCH};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::settings::{GameMode, Settings};
use super::victory::VictoryReport;
use super::{AppSystems, CurrentMaze, Difficulty, GameCommand, Screen};
use crate::maze::MazeSpec;
use crate::maze::generate::rng_from_seed;

/// The best run on one maze or one kind of maze.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Record {
    /// Fastest time to the exit, in seconds.
    pub best_time_secs: Option<f32>,
    /// Best optimal ÷ moves.
    pub best_efficiency: Option<f32>,
}

/// Which parts of a record a run beat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Beaten {
    /// A new best time.
    pub time: bool,
    /// A new best efficiency.
    pub efficiency: bool,
}

impl Record {
    /// Keeps the run's time and efficiency where they beat the record.
    pub fn submit(&mut self, time_secs: f32, efficiency: f32) -> Beaten {
        let time = self.best_time_secs.is_none_or(|best| time_secs < best);
        let efficiency_beaten = self.best_efficiency.is_none_or(|best| efficiency > best);
        if time {
            self.best_time_secs = Some(time_secs);
        }
        if efficiency_beaten {
            self.best_efficiency = Some(efficiency);
        }
        Beaten { time, efficiency: efficiency_beaten }
    }
}

/// Every record, by what it is a record of.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Records {
    /// By difficulty name, with `:mode` for modes other than classic (`hard:fog`).
    pub difficulty: BTreeMap<String, Record>,
    /// By maze code.
    pub maze: BTreeMap<String, Record>,
    /// By daily date, `YYYY-MM-DD`.
    pub daily: BTreeMap<String, Record>,
}

/// The key of a difficulty's record in a mode.
pub fn difficulty_key(difficulty: Difficulty, mode: GameMode) -> String {
    match mode {
        GameMode::Classic => difficulty.name().to_owned(),
        _ => format!("{}:{}", difficulty.name(), mode.name()),
    }
}

/// What the victory screen says about records.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct VictoryRecords {
    /// The difficulty's record after this run, and what was beaten.
    pub difficulty: Option<(Record, Beaten)>,
    /// This maze's record after this run, and what was beaten.
    pub maze: (Record, Beaten),
    /// The daily record, when this was the daily maze.
    pub daily: Option<(Record, Beaten)>,
}

/// The date `days` after 1970-01-01, as (year, month, day) — Howard Hinnant's civil-from-days.
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Today's date in UTC, `YYYY-MM-DD`.
pub fn today() -> String {
    let secs = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The daily maze of `date` (`YYYY-MM-DD`): a medium board whose seed comes from the date alone.
pub fn daily_spec(date: &str) -> MazeSpec {
    // FNV-1a over the date, then one draw of the maze RNG to spread it.
    let hash = date.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    let seed = rand::RngExt::random::<u64>(&mut rng_from_seed(hash ^ 0xDA11_DA11));
    let (width, height) = Difficulty::Medium.size();
    MazeSpec::new(width, height, seed)
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

/// Enters the run into the records at victory.
fn keep_records(
    mut commands: Commands,
    report: Option<Res<VictoryReport>>,
    current: Res<CurrentMaze>,
    daily: Res<DailyMaze>,
    mut settings: ResMut<Settings>,
) {
    let Some(report) = report else { return };
    let (time, efficiency) = (report.time.as_secs_f32(), report.efficiency);
    let mode = settings.mode;
    let records = &mut settings.records;
    let submit = |book: &mut BTreeMap<String, Record>, key: String| {
        let record = book.entry(key).or_default();
        let beaten = record.submit(time, efficiency);
        (*record, beaten)
    };
    let difficulty = current.difficulty().map(|d| submit(&mut records.difficulty, difficulty_key(d, mode)));
    let maze = submit(&mut records.maze, current.spec.code());
    let daily = daily.0.clone().map(|date| submit(&mut records.daily, date));
    commands.insert_resource(VictoryRecords { difficulty, maze, daily });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_come_out_right() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_786), (2026, 11, 29));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }

    const DAILY_2026_11_29: u64 = 3_404_101_222_637_494_399;

    #[test]
    fn the_daily_seed_is_stable_for_a_date_and_differs_between_dates() {
        assert_eq!(daily_spec("2026-11-29"), daily_spec("2026-11-29"));
        let days: Vec<u64> = (1..=28).map(|d| daily_spec(&format!("2026-02-{d:02}")).seed).collect();
        let mut distinct = days.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), days.len());
        // Pinned: a change to the derivation would give players a different daily maze than other builds.
        assert_eq!(daily_spec("2026-11-29").seed, DAILY_2026_11_29);
        assert_eq!((daily_spec("2026-11-29").width, daily_spec("2026-11-29").height), Difficulty::Medium.size());
    }

    #[test]
    fn a_record_changes_only_when_beaten() {
        let mut r = Record::default();
        assert_eq!(r.submit(30.0, 0.5), Beaten { time: true, efficiency: true });
        assert_eq!(r.submit(40.0, 0.4), Beaten::default());
        assert_eq!(r, Record { best_time_secs: Some(30.0), best_efficiency: Some(0.5) });
        assert_eq!(r.submit(20.0, 0.5), Beaten { time: true, efficiency: false });
        assert_eq!(r.best_time_secs, Some(20.0));
    }
}
