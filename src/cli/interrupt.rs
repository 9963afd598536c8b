//! Ctrl+C for a long command: the first one asks the command to stop at its
//! next step and report what it has; a second one ends the process at once.

use std::sync::atomic::{AtomicBool, Ordering};

static ASKED: AtomicBool = AtomicBool::new(false);

/// Catches SIGINT from now on (on Unix; elsewhere Ctrl+C ends the process as before).
pub fn catch() {
    #[cfg(unix)]
    {
        extern "C" fn on_interrupt(signal: libc::c_int) {
            ASKED.store(true, Ordering::SeqCst);
            // SAFETY: signal() is async-signal-safe; the default ends the process on a second Ctrl+C.
            unsafe { libc::signal(signal, libc::SIG_DFL) };
        }
        // SAFETY: the handler only stores an atomic and resets itself, both async-signal-safe.
        unsafe { libc::signal(libc::SIGINT, on_interrupt as *const () as libc::sighandler_t) };
    }
}

/// Whether Ctrl+C was pressed since [`catch`].
pub fn asked() -> bool {
    ASKED.load(Ordering::SeqCst)
}
