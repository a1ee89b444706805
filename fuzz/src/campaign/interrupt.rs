//! Stopping a campaign cleanly on SIGINT (Ctrl-C) or SIGTERM: the first signal is recorded and
//! the campaign stops as `--stop-after` stops it — no new case starts, a running reduction
//! ends with what it has, the cases running finish and are recorded, and the summary, report
//! and JUnit file are written — and the caller says how to resume. A second signal ends the
//! process at once (the handler restores the default action).

use std::sync::atomic::{AtomicI32, Ordering};

/// The signal received (0: none).
static SIGNAL: AtomicI32 = AtomicI32::new(0);

#[cfg(unix)]
extern "C" fn on_signal(sig: libc::c_int) {
    SIGNAL.store(sig, Ordering::SeqCst);
    // SAFETY: `signal` is async-signal-safe; the default action ends the process on the next
    // one.
    unsafe {
        libc::signal(sig, libc::SIG_DFL);
    }
}

/// Records SIGINT and SIGTERM instead of dying on the first (Unix; elsewhere nothing).
pub fn install() {
    #[cfg(unix)]
    // SAFETY: installs a handler that only stores to an atomic and resets the action, both
    // async-signal-safe.
    unsafe {
        let handler = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
        libc::signal(libc::SIGINT, handler);
        libc::signal(libc::SIGTERM, handler);
    }
}

/// The signal that asked the campaign to stop, if one did.
pub fn received() -> Option<i32> {
    match SIGNAL.load(Ordering::SeqCst) {
        0 => None,
        s => Some(s),
    }
}

/// The signal's name.
pub fn name(sig: i32) -> &'static str {
    #[cfg(unix)]
    {
        if sig == libc::SIGINT {
            return "SIGINT";
        }
        if sig == libc::SIGTERM {
            return "SIGTERM";
        }
    }
    let _ = sig;
    "a signal"
}
