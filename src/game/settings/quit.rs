//! Nothing pending is lost on the way out: the file is written when the game
//! quits, when its window is closed, and on a termination signal (SIGTERM or
//! SIGHUP at logout; Ctrl+C's SIGINT is Bevy's own `TerminalCtrlCHandlerPlugin`,
//! which asks the app to exit like any other quit).

use std::sync::atomic::{AtomicBool, Ordering};

use bevy::prelude::*;
use bevy::window::WindowCloseRequested;

use super::store::{SettingsStore, flush};
use super::{Records, Settings};

/// The exit code asked for after a termination signal (128 + 15, as a shell reports SIGTERM).
pub const TERMINATED_EXIT_CODE: u8 = 143;

/// Set by the signal handler; read by [`exit_on_termination`] each frame.
static TERMINATION_ASKED: AtomicBool = AtomicBool::new(false);

/// Where the last write happens: after everything else in `Last`, including
/// Bevy's own systems that quit when the window is gone.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct FlushOnExit;

/// Installs the handler for SIGTERM and SIGHUP (Unix): the game then saves
/// and exits at its next frame instead of dying at once. A second signal ends
/// it immediately, as if there were no handler.
pub fn listen_for_termination() {
    #[cfg(unix)]
    {
        extern "C" fn on_signal(signal: libc::c_int) {
            // Only async-signal-safe work here: an atomic store and `signal`.
            TERMINATION_ASKED.store(true, Ordering::SeqCst);
            // SAFETY: restoring the default action is async-signal-safe.
            unsafe { libc::signal(signal, libc::SIG_DFL) };
        }
        for signal in [libc::SIGTERM, libc::SIGHUP] {
            // SAFETY: the handler only stores to an atomic and calls `signal`.
            unsafe { libc::signal(signal, on_signal as *const () as libc::sighandler_t) };
        }
    }
}

/// Whether a termination signal has arrived and not yet been acted on.
pub fn termination_asked() -> bool {
    TERMINATION_ASKED.load(Ordering::SeqCst)
}

/// A termination signal becomes an ordinary exit (which [`flush_on_exit`] saves).
pub(super) fn exit_on_termination(mut exit: MessageWriter<AppExit>) {
    if TERMINATION_ASKED.swap(false, Ordering::SeqCst) {
        info!("asked to terminate: saving and quitting");
        exit.write(AppExit::from_code(TERMINATED_EXIT_CODE));
    }
}

/// Saves a pending change when the game quits.
pub(super) fn flush_on_exit(
    mut exits: MessageReader<AppExit>,
    settings: Res<Settings>,
    mut records: ResMut<Records>,
    mut store: ResMut<SettingsStore>,
) {
    if exits.read().count() > 0 {
        flush(&settings, records.bypass_change_detection(), &mut store);
    }
}

/// Saves a pending change as soon as the window is asked to close.
pub(super) fn flush_on_close(
    mut closing: MessageReader<WindowCloseRequested>,
    settings: Res<Settings>,
    mut records: ResMut<Records>,
    mut store: ResMut<SettingsStore>,
) {
    if closing.read().count() > 0 {
        flush(&settings, records.bypass_change_detection(), &mut store);
    }
}
