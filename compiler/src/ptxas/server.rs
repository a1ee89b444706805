//! ptxas runs through a fork server: one ptxas per thread and set of arguments, brought to
//! the moment it opens its input and forked there for every input.
//!
//! Why: a ptxas run on a generated module took about 20 ms in a campaign, and about 9 ms of
//! that was not compiling. Starting ptxas from seam's own process forks that process (150 MB
//! resident in a campaign: its page tables and then copy-on-write faults, about 3 ms), and
//! ptxas sets itself up before it reads its input (loading, relocation, argument parsing, its
//! own tables: about 3 ms for 12.9, 4 ms for 13.5). ptxas reads nothing of its input before
//! it opens it, so at that moment its state depends only on its arguments and environment: a
//! child forked there goes on exactly as a fresh ptxas with the same arguments would.
//!
//! How: `csrc/ptxas_forkserver.c`, built into the library by `build.rs`, is loaded into the
//! server ptxas with `LD_PRELOAD`. When ptxas opens `input.ptx` for the first time, the
//! library takes requests on a pipe instead: a folder per run. It forks; the child changes
//! into the folder, writes its output to `ptxas.log` there and returns into ptxas, which reads
//! `input.ptx` and writes `output.cubin` in that folder, as a fresh ptxas started there would.
//! The server answers with the child's pid and then its wait status. A run past its time limit
//! has its child killed; a server that fails to start or dies is not used again on that thread
//! and the run starts a fresh ptxas. `SEAM_PTXAS_FORKSERVER=off` starts a fresh ptxas for
//! every run (the same results: `compiler/tests/ptx.rs` holds the two to the same logs and
//! cubins).
//!
//! Every process here dies with what started it: the server with the seam thread that started
//! it, each child with the server (`PR_SET_PDEATHSIG`); a server whose request pipe closes
//! (its thread ended) exits.

use std::path::Path;
use std::process::ExitStatus;
use std::time::Duration;

/// The environment variable that turns the fork server off (`off`): every run a fresh ptxas.
pub const FORKSERVER_ENV: &str = "SEAM_PTXAS_FORKSERVER";

/// The input file name the server waits for (`run_with` writes `input.ptx`).
pub(super) const INPUT: &str = "input.ptx";

/// Runs ptxas `tool` with `args` (which name [`INPUT`]) in `dir` through this thread's server
/// for them: `None` if no server can be used (the caller starts a fresh ptxas), else the
/// wait status, or `None` inside when the run passed `timeout` and was killed.
pub(super) fn run(
    tool: &Path,
    args: &[String],
    dir: &Path,
    timeout: Duration,
) -> Option<std::io::Result<Option<ExitStatus>>> {
    #[cfg(target_os = "linux")]
    {
        linux::run(tool, args, dir, timeout)
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = (tool, args, dir, timeout);
        None
    }
}

/// Whether runs go through a fork server here (the library was built, and
/// `SEAM_PTXAS_FORKSERVER` is not `off`).
pub fn enabled() -> bool {
    #[cfg(target_os = "linux")]
    {
        linux::shim().is_some()
    }
    #[cfg(not(target_os = "linux"))]
    {
        false
    }
}

#[cfg(target_os = "linux")]
mod linux {
    use std::cell::RefCell;
    use std::io::Write as _;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
    use std::os::unix::process::{CommandExt, ExitStatusExt};
    use std::path::{Path, PathBuf};
    use std::process::{Child, Command, ExitStatus, Stdio};
    use std::sync::OnceLock;
    use std::time::{Duration, Instant};

    use super::{FORKSERVER_ENV, INPUT};
    use crate::scratch::ScratchDir;

    /// The fork server library, as `build.rs` built it (empty where it could not).
    static LIBRARY: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/ptxas_forkserver.so"));

    /// How long a server may take to reach its input.
    const START_LIMIT: Duration = Duration::from_secs(20);

    /// After a child is killed, how long its server may take to report it.
    const KILL_GRACE: Duration = Duration::from_secs(10);

    /// The library's file, written once per process (`None`: none, or turned off).
    pub(super) fn shim() -> Option<&'static Path> {
        static PATH: OnceLock<Option<PathBuf>> = OnceLock::new();
        PATH.get_or_init(|| {
            if LIBRARY.is_empty() || std::env::var(FORKSERVER_ENV).is_ok_and(|v| v == "off") {
                return None;
            }
            write_library().ok()
        })
        .as_deref()
    }

    /// Writes the library into a file of its own named by its contents (kept for the
    /// process's life; a file of that name with other contents is replaced).
    fn write_library() -> std::io::Result<PathBuf> {
        let hash = LIBRARY.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        // SAFETY: getuid has no preconditions.
        let uid = unsafe { libc::getuid() };
        let path = std::env::temp_dir().join(format!("seam-ptxas-forkserver-{uid}-{hash:016x}.so"));
        if std::fs::read(&path).is_ok_and(|b| b == LIBRARY) {
            return Ok(path);
        }
        let tmp = path.with_extension(format!("so.{}", std::process::id()));
        std::fs::write(&tmp, LIBRARY)?;
        std::fs::rename(&tmp, &path)?;
        Ok(path)
    }

    /// A server ptxas and its pipes.
    struct Server {
        child: Child,
        requests: std::fs::File,
        replies: OwnedFd,
        /// What the replies pipe has delivered and no line has taken yet.
        pending: Vec<u8>,
        /// Its folder (an empty `input.ptx`, never read).
        _dir: ScratchDir,
    }

    impl Drop for Server {
        fn drop(&mut self) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }

    /// The servers of this thread, by tool and arguments; `None`: it failed, do not retry.
    type Servers = Vec<((PathBuf, Vec<String>), Option<Server>)>;

    thread_local! {
        static SERVERS: RefCell<Servers> = const { RefCell::new(Vec::new()) };
    }

    pub(super) fn run(
        tool: &Path,
        args: &[String],
        dir: &Path,
        timeout: Duration,
    ) -> Option<std::io::Result<Option<ExitStatus>>> {
        shim()?;
        let request = dir.to_str().filter(|d| !d.contains('\n'))?;
        SERVERS.with(|servers| {
            let mut servers = servers.borrow_mut();
            let at = match servers.iter().position(|(k, _)| k.0 == tool && k.1 == args) {
                Some(i) => i,
                None => {
                    let server = start(tool, args);
                    servers.push(((tool.to_owned(), args.to_vec()), server));
                    servers.len() - 1
                }
            };
            let server = servers[at].1.as_mut()?;
            match server.run(request, timeout) {
                Ok(r) => Some(r),
                // The server is gone (killed from outside, or it failed): not used again, and
                // this run starts a fresh ptxas.
                Err(Gone) => {
                    servers[at].1 = None;
                    None
                }
            }
        })
    }

    /// The server ended or broke its protocol.
    struct Gone;

    impl Server {
        fn run(
            &mut self,
            dir: &str,
            timeout: Duration,
        ) -> Result<std::io::Result<Option<ExitStatus>>, Gone> {
            let deadline = Instant::now() + timeout;
            self.requests
                .write_all(format!("{dir}\n").as_bytes())
                .map_err(|_| Gone)?;
            let pid = match self.line(deadline)? {
                Some(l) if l.starts_with('P') => l[1..].parse::<libc::pid_t>().map_err(|_| Gone)?,
                Some(l) if l.starts_with('F') => {
                    let errno = l[1..].parse().unwrap_or(0);
                    return Ok(Err(std::io::Error::from_raw_os_error(errno)));
                }
                // Not even forked in time: a server this slow is not to be trusted.
                None | Some(_) => return Err(Gone),
            };
            let status = match self.line(deadline)? {
                Some(l) => l,
                None => {
                    // SAFETY: kill has no memory preconditions; the pid is the server's child,
                    // not yet reaped (the server reports only after reaping it).
                    unsafe { libc::kill(pid, libc::SIGKILL) };
                    // Its report of the kill (reaped) keeps the protocol in step.
                    self.line(Instant::now() + KILL_GRACE)?.ok_or(Gone)?;
                    return Ok(Ok(None));
                }
            };
            let raw = status
                .strip_prefix('S')
                .and_then(|s| s.parse::<i32>().ok())
                .ok_or(Gone)?;
            if raw == -1 {
                return Ok(Err(std::io::Error::other("the fork server lost its child")));
            }
            Ok(Ok(Some(ExitStatus::from_raw(raw))))
        }

        /// The next reply line; `Ok(None)` at the deadline; `Gone` at the end of the replies.
        fn line(&mut self, deadline: Instant) -> Result<Option<String>, Gone> {
            line(self.replies.as_raw_fd(), &mut self.pending, deadline)
        }
    }

    fn line(fd: RawFd, pending: &mut Vec<u8>, deadline: Instant) -> Result<Option<String>, Gone> {
        loop {
            if let Some(n) = pending.iter().position(|&b| b == b'\n') {
                let l: Vec<u8> = pending.drain(..=n).collect();
                return String::from_utf8(l[..n].to_vec())
                    .map(Some)
                    .map_err(|_| Gone);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Ok(None);
            }
            let mut p = libc::pollfd {
                fd,
                events: libc::POLLIN,
                revents: 0,
            };
            let ms = i32::try_from(left.as_millis().max(1)).unwrap_or(i32::MAX);
            // SAFETY: one valid pollfd.
            let r = unsafe { libc::poll(&mut p, 1, ms) };
            if r < 0 {
                if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                    continue;
                }
                return Err(Gone);
            }
            if r == 0 {
                continue;
            }
            let mut buf = [0u8; 256];
            // SAFETY: reads into a buffer of its length.
            let n = unsafe { libc::read(fd, buf.as_mut_ptr().cast(), buf.len()) };
            match n {
                0 => return Err(Gone),
                n if n < 0 => {
                    if std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
                        return Err(Gone);
                    }
                }
                n => pending.extend_from_slice(&buf[..n.unsigned_abs()]),
            }
        }
    }

    /// A pipe, both ends closed on exec.
    fn pipe() -> Option<(OwnedFd, OwnedFd)> {
        let mut fds = [0; 2];
        // SAFETY: pipe2 writes two descriptors into the array.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
            return None;
        }
        // SAFETY: both are fresh descriptors this process owns.
        Some(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
    }

    /// Starts a server for `tool` and `args` and waits until it reaches its input.
    fn start(tool: &Path, args: &[String]) -> Option<Server> {
        let shim = shim()?;
        let dir = ScratchDir::new("ptxas-server").ok()?;
        std::fs::write(dir.path().join(INPUT), "").ok()?;
        let (req_read, req_write) = pipe()?;
        let (rep_read, rep_write) = pipe()?;
        let preload = match std::env::var_os("LD_PRELOAD") {
            Some(other) if !other.is_empty() => {
                let mut p = shim.as_os_str().to_owned();
                p.push(":");
                p.push(other);
                p
            }
            _ => shim.as_os_str().to_owned(),
        };
        let (r, w) = (req_read.as_raw_fd(), rep_write.as_raw_fd());
        let mut cmd = Command::new(tool);
        cmd.args(args)
            .current_dir(dir.path())
            .env("LD_PRELOAD", preload)
            .env("SEAM_FORKSERVER_INPUT", INPUT)
            .env("SEAM_FORKSERVER_FDS", format!("{r},{w}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // SAFETY: prctl and fcntl are async-signal-safe and touch no memory of the parent.
        unsafe {
            cmd.pre_exec(move || {
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                // The server's ends stay open across exec.
                for fd in [r, w] {
                    if libc::fcntl(fd, libc::F_SETFD, 0) != 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                }
                Ok(())
            });
        }
        let child = cmd.spawn().ok()?;
        drop((req_read, rep_write));
        let mut server = Server {
            child,
            requests: std::fs::File::from(req_write),
            replies: rep_read,
            pending: Vec::new(),
            _dir: dir,
        };
        match server.line(Instant::now() + START_LIMIT) {
            Ok(Some(l)) if l == "R" => Some(server),
            _ => None,
        }
    }
}
