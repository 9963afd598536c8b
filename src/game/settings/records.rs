//! The record book: best time and best efficiency per difficulty (and mode),
//! per maze code and per daily maze, kept in the settings file. A record
//! changes only when it is beaten.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::GameMode;
use crate::game::model::Difficulty;

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

#[cfg(test)]
mod tests {
    use super::*;

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
