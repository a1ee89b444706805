//! Child processes seam starts and must not lose: waiting for one under a time limit (killed
//! and reaped past it), and naming the signal that ended one. Shared by the LLVM worker
//! processes (`crate::llvm`) and libNVVM's compilations (`crate::nvvm`).

use std::time::{Duration, Instant};

/// Waits for the child `pid`; `Ok(None)` when it ran past `timeout` (it is then killed and
/// reaped). `Ok(Some(status))` is the raw wait status.
///
/// The wait blocks on the child's pidfd (Linux 5.3), so it returns as the child ends; where
/// none opens it polls, with pauses growing to 10 ms (a short tool run then ends up to one
/// pause later than it could: on a case's dozen LLVM and ptxas runs, tens of milliseconds).
#[cfg(unix)]
pub fn wait_with_timeout(pid: libc::pid_t, timeout: Duration) -> std::io::Result<Option<i32>> {
    let start = Instant::now();
    let exit = ExitWatch::open(pid);
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
        let elapsed = start.elapsed();
        if elapsed > timeout {
            // SAFETY: kills and reaps our own child.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
                libc::waitpid(pid, &mut status, 0);
            }
            return Ok(None);
        }
        if !exit.wait(timeout - elapsed) {
            std::thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(10));
        }
    }
}

/// Waits for `child` (started by `std::process::Command`) as [`wait_with_timeout`] does;
/// `Ok(None)` when it ran past `timeout` (it is then killed and reaped).
pub fn wait_child(
    child: &mut std::process::Child,
    timeout: Duration,
) -> std::io::Result<Option<std::process::ExitStatus>> {
    let start = Instant::now();
    #[cfg(unix)]
    let exit = ExitWatch::open(child.id() as libc::pid_t);
    loop {
        if let Some(s) = child.try_wait()? {
            return Ok(Some(s));
        }
        let elapsed = start.elapsed();
        if elapsed > timeout {
            let _ = child.kill();
            let _ = child.wait();
            return Ok(None);
        }
        #[cfg(unix)]
        let waited = exit.wait(timeout - elapsed);
        #[cfg(not(unix))]
        let waited = false;
        if !waited {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

/// A child's pidfd, readable once the child has ended; none where the kernel has no
/// `pidfd_open` (before Linux 5.3) or off Linux.
#[cfg(unix)]
#[derive(Debug)]
pub(crate) struct ExitWatch(Option<std::os::fd::OwnedFd>);

#[cfg(unix)]
impl ExitWatch {
    pub(crate) fn open(pid: libc::pid_t) -> ExitWatch {
        #[cfg(target_os = "linux")]
        {
            use std::os::fd::FromRawFd;
            // SAFETY: a plain system call; a non-negative result is a new descriptor we own.
            let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
            if fd >= 0 {
                // SAFETY: `fd` was just opened for us and nothing else owns it.
                return ExitWatch(Some(unsafe {
                    std::os::fd::OwnedFd::from_raw_fd(fd as std::os::fd::RawFd)
                }));
            }
        }
        let _ = pid;
        ExitWatch(None)
    }

    /// The pidfd, to poll beside other descriptors (readable once the child has ended).
    #[cfg(feature = "llvm")]
    pub(crate) fn fd(&self) -> Option<std::os::fd::RawFd> {
        use std::os::fd::AsRawFd;
        self.0.as_ref().map(|fd| fd.as_raw_fd())
    }

    /// Blocks until the child ends or `limit` passes (or a signal interrupts); false where
    /// there is no pidfd to block on (the caller pauses instead).
    fn wait(&self, limit: Duration) -> bool {
        use std::os::fd::AsRawFd;
        let Some(fd) = &self.0 else {
            return false;
        };
        let mut p = libc::pollfd {
            fd: fd.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        };
        // One millisecond past the limit at most, so the caller sees the time run out.
        let ms = i32::try_from(limit.as_millis().saturating_add(1)).unwrap_or(i32::MAX);
        // SAFETY: one valid pollfd for the length of the call.
        let r = unsafe { libc::poll(&mut p, 1, ms) };
        r >= 0 || std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted
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

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_child_that_ends_gives_its_status() {
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let status = wait_child(&mut child, Duration::from_secs(60)).unwrap();
        assert!(status.is_some_and(|s| s.success()));
    }

    #[test]
    fn a_child_past_its_limit_is_killed_and_reaped() {
        let mut child = std::process::Command::new("sleep")
            .arg("60")
            .spawn()
            .unwrap();
        assert!(
            wait_child(&mut child, Duration::from_millis(20))
                .unwrap()
                .is_none()
        );
        // Reaped: nothing is left to wait for.
        assert!(child.try_wait().unwrap().is_some());
    }

    #[test]
    fn a_forked_child_gives_its_raw_status() {
        // SAFETY: the child only calls `_exit`.
        let pid = unsafe { libc::fork() };
        if pid == 0 {
            // SAFETY: ends the child at once.
            unsafe { libc::_exit(7) }
        }
        let status = wait_with_timeout(pid, Duration::from_secs(60))
            .unwrap()
            .unwrap();
        assert!(libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 7);
    }
}
