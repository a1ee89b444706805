//! Child processes seam starts and must not lose: waiting for one under a time limit (killed
//! and reaped past it), and naming the signal that ended one. Shared by the forked LLVM jobs
//! (`crate::llvm`) and libNVVM's compilations (`crate::nvvm`).

use std::time::{Duration, Instant};

/// Waits for the child `pid`; `Ok(None)` when it ran past `timeout` (it is then killed and
/// reaped). `Ok(Some(status))` is the raw wait status.
#[cfg(unix)]
pub fn wait_with_timeout(pid: libc::pid_t, timeout: Duration) -> std::io::Result<Option<i32>> {
    let start = Instant::now();
    let mut pause = Duration::from_micros(200);
    loop {
        let mut status = 0;
        // SAFETY: waits for our own child.
        let r = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
        if r == pid {
            return Ok(Some(status));
        }
        if r < 0 {
            let e = std::io::Error::last_os_error();
            if e.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(e);
        }
        if start.elapsed() > timeout {
            // SAFETY: kills and reaps our own child.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
                libc::waitpid(pid, &mut status, 0);
            }
            return Ok(None);
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(10));
    }
}

/// A signal's name, with what it usually means.
#[cfg(unix)]
pub fn signal_name(sig: i32) -> String {
    let name = match sig {
        libc::SIGSEGV => "SIGSEGV (segmentation fault)",
        libc::SIGABRT => "SIGABRT (abort)",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL (illegal instruction)",
        libc::SIGFPE => "SIGFPE (arithmetic error)",
        libc::SIGKILL => "SIGKILL",
        _ => return format!("signal {sig}"),
    };
    name.to_owned()
}
