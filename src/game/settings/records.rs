//! The record book: best time and best efficiency per difficulty (and mode),
//! per maze code and per daily maze. It is a resource of its own, kept in the
//! settings file under `"records"`. A record changes only when it is beaten,
//! and two record books merge by keeping the better of each field.

use std::collections::BTreeMap;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::GameMode;
use super::ghost::Ghost;
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

    /// Takes in `other` where it is better, field by field (a lower time, a
    /// higher efficiency): what another game instance may have saved.
    pub fn merge(&mut self, other: &Record) {
        if let Some(time) = other.best_time_secs {
            self.best_time_secs = Some(self.best_time_secs.map_or(time, |t| t.min(time)));
        }
        if let Some(efficiency) = other.best_efficiency {
            self.best_efficiency = Some(self.best_efficiency.map_or(efficiency, |e| e.max(efficiency)));
        }
    }
}

/// Every record, by what it is a record of.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Records {
    /// By difficulty name, with `:mode` for modes other than classic (`hard:fog`).
    pub difficulty: BTreeMap<String, Record>,
    /// By maze code.
    pub maze: BTreeMap<String, Record>,
    /// By daily date, `YYYY-MM-DD`.
    pub daily: BTreeMap<String, Record>,
    /// Two-player runs, kept apart: by `together:` or `race:` and the maze code.
    pub duo: BTreeMap<String, Record>,
    /// The fastest run on each maze code, for its ghost ([`Ghost::encode`]'s text).
    pub ghosts: BTreeMap<String, String>,
}

impl Records {
    /// No record of any kind yet.
    pub fn is_empty(&self) -> bool {
        self.difficulty.is_empty()
            && self.maze.is_empty()
            && self.daily.is_empty()
            && self.duo.is_empty()
            && self.ghosts.is_empty()
    }

    /// Takes in every record of `other`, keeping the better of each field
    /// where both books have one.
    pub fn merge(&mut self, other: &Records) {
        for (mine, theirs) in [
            (&mut self.difficulty, &other.difficulty),
            (&mut self.maze, &other.maze),
            (&mut self.daily, &other.daily),
            (&mut self.duo, &other.duo),
        ] {
            for (key, record) in theirs {
                mine.entry(key.clone()).or_default().merge(record);
            }
        }
        for (key, theirs) in &other.ghosts {
            let time = |text: &str| Ghost::decode(text).map(|g| g.total_cs());
            let better = match (self.ghosts.get(key).map(|t| time(t)), time(theirs)) {
                (_, None) => false,
                (None | Some(None), Some(_)) => true,
                (Some(Some(mine)), Some(t)) => t < mine,
            };
            if better {
                self.ghosts.insert(key.clone(), theirs.clone());
            }
        }
    }
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

    #[test]
    fn merging_keeps_the_better_of_each_field() {
        let record = |t: Option<f32>, e: Option<f32>| Record { best_time_secs: t, best_efficiency: e };
        let mut mine = Records::default();
        mine.maze.insert("a".into(), record(Some(10.0), Some(0.5)));
        mine.maze.insert("only-mine".into(), record(Some(3.0), None));
        let mut theirs = Records::default();
        theirs.maze.insert("a".into(), record(Some(12.0), Some(0.9)));
        theirs.daily.insert("2026-01-02".into(), record(None, Some(0.25)));
        mine.merge(&theirs);
        assert_eq!(mine.maze["a"], record(Some(10.0), Some(0.9)), "my time, their efficiency");
        assert_eq!(mine.maze["only-mine"], record(Some(3.0), None));
        assert_eq!(mine.daily["2026-01-02"], record(None, Some(0.25)));
        // Merging is the same both ways round.
        let mut other_way = theirs.clone();
        other_way.merge(&mine);
        assert_eq!(other_way, mine);
    }
}
