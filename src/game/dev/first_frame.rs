//! Launch to first frame: with `PANDA_MAZE_FIRST_FRAME` set, the game asks
//! for a screenshot of its first frame and, once the picture is back from
//! the renderer (so the frame was drawn), prints the seconds since the
//! process started on standard error and quits. For the README's start-up
//! figures (`xvfb-run … env PANDA_MAZE_FIRST_FRAME=1 panda-maze --difficulty hard`).

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

/// The environment variable that asks for the figure.
pub const FIRST_FRAME_ENV: &str = "PANDA_MAZE_FIRST_FRAME";

/// Adds the measurement when [`FIRST_FRAME_ENV`] asks for it.
pub fn plugin(app: &mut App) {
    if std::env::var_os(FIRST_FRAME_ENV).is_some() {
        app.add_systems(Update, shoot_first_frame);
    }
}

fn shoot_first_frame(mut commands: Commands, mut asked: Local<bool>) {
    if std::mem::replace(&mut *asked, true) {
        return;
    }
    commands.spawn(Screenshot::primary_window()).observe(
        |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>, mut told: Local<bool>| {
            if !std::mem::replace(&mut *told, true) {
                match seconds_since_launch() {
                    Some(secs) => eprintln!("first frame {secs:.2} s after launch"),
                    None => eprintln!("first frame drawn (the launch time is not known here)"),
                }
            }
            exit.write(AppExit::Success);
        },
    );
}

/// Seconds since this process started (Linux: `/proc`, to 0.01 s).
fn seconds_since_launch() -> Option<f64> {
    let stat = crate::user_file::read_system_text("/proc/self/stat")?;
    // The fields after the command name (which may hold spaces) in brackets.
    let after = stat.rsplit_once(')')?.1;
    let started_ticks: f64 = after.split_whitespace().nth(19)?.parse().ok()?;
    let uptime: f64 = crate::user_file::read_system_text("/proc/uptime")?.split_whitespace().next()?.parse().ok()?;
    Some(uptime - started_ticks / 100.0) // USER_HZ is 100 on Linux
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_time_since_launch_is_read_from_proc() {
        let secs = super::seconds_since_launch().expect("Linux has /proc");
        // This test process started before the test, and not days ago.
        assert!((0.0..86_400.0).contains(&secs), "{secs}");
        std::thread::sleep(std::time::Duration::from_millis(50));
        assert!(super::seconds_since_launch().unwrap() >= secs, "it grows");
    }
}
