//! Frame times of the real window: with `PANDA_MAZE_FRAME_LOG=FILE` set,
//! the game writes the length of every frame it shows, in milliseconds, a
//! line each, to `FILE` (flushed about once a second). For figures a
//! player would see (`measure` times the headless game, without a renderer):
//! `sort -n FILE | tail -1` is the worst frame.

use std::io::{BufWriter, Write};
use std::path::PathBuf;

use bevy::prelude::*;

/// The environment variable that names the file.
pub const FRAME_LOG_ENV: &str = "PANDA_MAZE_FRAME_LOG";

/// Adds the log when [`FRAME_LOG_ENV`] names a file.
pub fn plugin(app: &mut App) {
    if let Some(path) = std::env::var_os(FRAME_LOG_ENV).filter(|p| !p.is_empty()) {
        app.insert_resource(FrameLog::new(PathBuf::from(path))).add_systems(Last, log_frame);
    }
}

/// Where the frames go, and those not yet written.
#[derive(Resource)]
struct FrameLog {
    path: PathBuf,
    /// `None` once the file could not be made or written (said once, the game plays on).
    file: Option<BufWriter<std::fs::File>>,
    /// Seconds since the last flush.
    since_flush: f32,
}

impl FrameLog {
    fn new(path: PathBuf) -> Self {
        let file = match crate::user_file::create_output(&path) {
            Ok(file) => Some(BufWriter::new(file)),
            Err(e) => {
                error!("{FRAME_LOG_ENV}: cannot write the frame log {}: {e}", path.display());
                None
            }
        };
        Self { path, file, since_flush: 0.0 }
    }

    /// Writes one frame's length (milliseconds), flushing about once a second.
    fn write(&mut self, secs: f32) {
        let Some(file) = self.file.as_mut() else { return };
        self.since_flush += secs;
        let flush = self.since_flush >= 1.0;
        if flush {
            self.since_flush = 0.0;
        }
        let written = writeln!(file, "{:.2}", secs * 1000.0).and_then(|()| if flush { file.flush() } else { Ok(()) });
        if let Err(e) = written {
            error!("{FRAME_LOG_ENV}: the frame log {} stopped: {e}", self.path.display());
            self.file = None;
        }
    }
}

fn log_frame(time: Res<Time<Real>>, mut log: ResMut<FrameLog>, mut past_first: Local<bool>) {
    // The first frame's length is the start-up's, not a frame's.
    if std::mem::replace(&mut *past_first, true) {
        log.write(time.delta_secs());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_frame_is_a_line_of_milliseconds_and_a_file_that_cannot_be_made_stops_nothing() {
        let dir = std::env::temp_dir().join(format!("panda-frame-log-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("frames.txt");
        let mut log = FrameLog::new(path.clone());
        for secs in [0.016, 0.0331, 1.5] {
            log.write(secs);
        }
        drop(log);
        // raw-file: the test reads back the log it wrote into its own temporary folder.
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "16.00\n33.10\n1500.00\n");
        let mut nowhere = FrameLog::new(dir.join("no such folder").join("frames.txt"));
        assert!(nowhere.file.is_none());
        nowhere.write(0.016);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
