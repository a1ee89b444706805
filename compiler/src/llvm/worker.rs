//! The worker process that runs the [`Isolation::Subprocess`] jobs of one thread: forked once,
//! it reads a job from a socket, runs it ([`execute`]) and sends the result back, job after job,
//! until LLVM ends it (a fatal error, a crash), a job runs past its time limit (it is killed),
//! or it has run [`RECYCLE_AFTER`] jobs.
//!
//! **Why a worker, not a fork per job.** `fork` copies the page tables of the whole process,
//! and every page either side then writes is copied once more. LLVM's code generation of a
//! typical generated module took 5.7 ms in this process, 7.3 ms in a child forked from a small
//! process and 9.6 ms in one forked from a campaign's (150 MB resident): about 4 ms per job was
//! the fork, and a compiled case runs seven or eight jobs. A worker pays the fork once.
//!
//! **How.**
//! - One worker per thread (`thread_local!`): `PR_SET_PDEATHSIG` ties a child to the thread
//!   that forked it, and a campaign's jobs are threads. The worker dies with its thread; the
//!   thread-local's destructor kills and reaps it first where it runs. It is forked under
//!   [`LLVM_LOCK`]'s write lock, as the per-job children were, so no other thread is inside
//!   LLVM at that moment, and it closes every descriptor it inherited but its socket and 0 to 2
//!   at once: kept, they would hold other threads' pipes (ptxas's output, other workers'
//!   sockets) open for the worker's whole life.
//! - A job travels as one length-prefixed message: the path of its `llvm.log`, the input, the
//!   passes, the target, the source name, `reflect`. The link library (libdevice, 500 KB) is
//!   sent once; while a later job's bytes are equal it is named as "the same as before".
//! - The worker opens the job's `llvm.log` onto descriptor 2 before running it, so LLVM's
//!   messages (a fatal error, a crash's stack dump) go to that job's log as they did from the
//!   per-job child, and the folder kept on failure is the same. It never writes through Rust's
//!   standard streams' locks (another thread may have held them at the fork) and leaves with
//!   `_exit`.
//! - The reply is the output or the [`LlvmError`] `execute` returned. A fatal error (the
//!   handler `_exit`s with `EXIT_FATAL`), a crash (a signal) or a panic (`EXIT_PANIC`) ends the
//!   worker; its wait status is classified as a per-job child's was, and the next job forks a
//!   fresh worker. The wait for a reply polls the socket and the worker's pidfd with the time
//!   left; past the job's limit the worker is killed and reaped ([`LlvmError::TimedOut`]).
//! - The worker leaves when its socket closes (the parent side dropped), and is replaced after
//!   [`RECYCLE_AFTER`] jobs, a guard against memory that grows over many jobs.

use std::cell::RefCell;
use std::os::fd::{AsRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::time::{Duration, Instant};

use inkwell::OptimizationLevel;

use super::LlvmError;
use super::job::{Emit, Input, Isolation, Job, LLVM_LOCK, TargetSpec, execute};
use crate::subprocess::ExitWatch;

/// Jobs one worker runs before a fresh one replaces it.
const RECYCLE_AFTER: u32 = 2_000;

/// Exit statuses of a worker that LLVM stopped with a fatal error, or that panicked.
const EXIT_FATAL: i32 = 70;
const EXIT_PANIC: i32 = 72;

/// `send` without `SIGPIPE` where the flag exists (elsewhere Rust's runtime ignores the signal).
#[cfg(any(target_os = "linux", target_os = "android"))]
const SEND_FLAGS: libc::c_int = libc::MSG_NOSIGNAL;
#[cfg(not(any(target_os = "linux", target_os = "android")))]
const SEND_FLAGS: libc::c_int = 0;

thread_local! {
    /// This thread's worker, between jobs.
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
}

/// Runs `job` in this thread's worker (forking one if there is none); LLVM's messages go to
/// `dir/llvm.log`.
pub(super) fn run(job: &Job<'_>, dir: &Path) -> Result<String, LlvmError> {
    let process = |what: &str, e: std::io::Error| LlvmError::Process(format!("{what}: {e}"));
    let log_path = dir.join("llvm.log");
    std::fs::File::create(&log_path).map_err(|e| process("creating llvm.log", e))?;
    // Where a child forked for this job would have started LLVM's count of lowered calls.
    let call_sites = super::call_sites::process_count();
    // No worker where the thread-local is gone (a job run from a thread-local's destructor):
    // a fresh one, dropped after the job, as a per-job child was. One that ended between
    // jobs (killed from outside) is reaped and replaced.
    let held = WORKER.try_with(|w| w.borrow_mut().take()).ok().flatten();
    let mut worker = match held.and_then(|mut w| w.is_alive().then_some(w)) {
        Some(w) => w,
        None => Worker::start()?,
    };
    if worker.send(job, &log_path).is_err() {
        // It ended between the check and the job (killed from outside): once more, on a
        // fresh one.
        drop(worker);
        worker = Worker::start()?;
        worker
            .send(job, &log_path)
            .map_err(|e| process("sending the job to the LLVM worker", e))?;
    }
    match worker.wait(job.timeout) {
        Outcome::Reply(result) => {
            worker.jobs += 1;
            if worker.jobs < RECYCLE_AFTER {
                let _ = WORKER.try_with(move |w| *w.borrow_mut() = Some(worker));
            }
            match job.emit {
                Emit::Ptx => result.map(|ptx| super::call_sites::renumber(ptx, call_sites)),
                Emit::Ir => result,
            }
        }
        Outcome::Ended(status) => {
            let log = std::fs::read(&log_path)
                .map(|b| String::from_utf8_lossy(&b).into_owned())
                .unwrap_or_default();
            Err(ended(status, &log))
        }
        Outcome::TimedOut => Err(LlvmError::TimedOut(job.timeout.as_secs())),
        Outcome::Lost(e) => Err(process("waiting for the LLVM worker", e)),
    }
}

/// The process id of this thread's worker, if it has one (tests).
#[cfg(test)]
fn current_pid() -> Option<libc::pid_t> {
    WORKER.with(|w| w.borrow().as_ref().map(|w| w.pid))
}

/// A worker process, seen from the thread that forked it.
struct Worker {
    pid: libc::pid_t,
    /// This side of the socket pair.
    socket: OwnedFd,
    /// Readable once the worker has ended.
    exit: ExitWatch,
    /// Jobs it has answered.
    jobs: u32,
    /// The link library it holds (the last one sent).
    link: Option<Vec<u8>>,
    /// Whether it has been waited for: its pid may then name another process.
    reaped: bool,
}

/// How a job sent to a worker ended.
enum Outcome {
    /// The worker answered.
    Reply(Result<String, LlvmError>),
    /// The worker ended (reaped) with this wait status before answering.
    Ended(i32),
    /// The time ran out; the worker was killed and reaped.
    TimedOut,
    /// Waiting failed.
    Lost(std::io::Error),
}

impl Worker {
    /// Forks a worker.
    fn start() -> Result<Worker, LlvmError> {
        let process =
            |what: &str| LlvmError::Process(format!("{what}: {}", std::io::Error::last_os_error()));
        let (ours, theirs) = std::os::unix::net::UnixStream::pair()
            .map_err(|e| LlvmError::Process(format!("a socket pair: {e}")))?;
        let (ours, theirs) = (OwnedFd::from(ours), OwnedFd::from(theirs));
        let pid = {
            let _guard = LLVM_LOCK.write().unwrap_or_else(|e| e.into_inner());
            // SAFETY: `fork` has no preconditions; the child only runs `worker_main`, which
            // never returns (it ends in `_exit`).
            let pid = unsafe { libc::fork() };
            if pid == 0 {
                worker_main(theirs.as_raw_fd());
            }
            pid
        };
        drop(theirs);
        if pid < 0 {
            return Err(process("fork"));
        }
        Ok(Worker {
            pid,
            socket: ours,
            exit: ExitWatch::open(pid),
            jobs: 0,
            link: None,
            reaped: false,
        })
    }

    /// Whether the worker is still there (not ended between jobs); reaps it if not.
    fn is_alive(&mut self) -> bool {
        let mut status = 0;
        // SAFETY: polls our own, unreaped child.
        let r = unsafe { libc::waitpid(self.pid, &mut status, libc::WNOHANG) };
        if r == self.pid {
            self.reaped = true;
        }
        r == 0
    }

    /// Sends `job`, whose messages go to `log`.
    fn send(&mut self, job: &Job<'_>, log: &Path) -> std::io::Result<()> {
        let link = match job.link {
            None => Link::None,
            Some(b) if self.link.as_deref() == Some(b) => Link::Same,
            Some(b) => Link::New(b),
        };
        let message = encode_job(job, log, link);
        // Forget what it holds until it has all of the new one.
        if let Link::New(_) = link {
            self.link = None;
        }
        send_all(self.socket.as_raw_fd(), &message)?;
        if let Link::New(b) = link {
            self.link = Some(b.to_vec());
        }
        Ok(())
    }

    /// Waits for the reply to the job just sent, at most `timeout`.
    fn wait(&mut self, timeout: Duration) -> Outcome {
        let start = Instant::now();
        let fd = self.socket.as_raw_fd();
        let mut got: Vec<u8> = Vec::new();
        let mut chunk = vec![0u8; 1 << 16];
        let mut exited = false;
        loop {
            // SAFETY: reads into our own buffer of that length.
            let n = unsafe {
                libc::recv(
                    fd,
                    chunk.as_mut_ptr().cast(),
                    chunk.len(),
                    libc::MSG_DONTWAIT,
                )
            };
            if n > 0 {
                got.extend_from_slice(&chunk[..n.unsigned_abs()]);
                if let Some(reply) = decode_reply(&got) {
                    return Outcome::Reply(reply);
                }
                continue;
            }
            if n < 0 {
                let e = std::io::Error::last_os_error();
                match e.kind() {
                    std::io::ErrorKind::Interrupted => continue,
                    std::io::ErrorKind::WouldBlock => {}
                    // The worker is gone (a reset connection).
                    _ => return self.reap(start, timeout),
                }
            } else {
                // The end of the stream: the worker ended.
                return self.reap(start, timeout);
            }
            if exited {
                return self.reap(start, timeout);
            }
            let elapsed = start.elapsed();
            if elapsed > timeout {
                self.kill();
                return Outcome::TimedOut;
            }
            let mut fds = [
                libc::pollfd {
                    fd,
                    events: libc::POLLIN,
                    revents: 0,
                },
                libc::pollfd {
                    fd: self.exit.fd().unwrap_or(-1),
                    events: libc::POLLIN,
                    revents: 0,
                },
            ];
            let watched: libc::nfds_t = if self.exit.fd().is_some() { 2 } else { 1 };
            // One millisecond past the limit at most, so that the next turn sees it run out.
            let ms = i32::try_from((timeout - elapsed).as_millis().saturating_add(1))
                .unwrap_or(i32::MAX);
            // SAFETY: `watched` valid pollfds for the length of the call.
            let r = unsafe { libc::poll(fds.as_mut_ptr(), watched, ms) };
            if r > 0 && watched == 2 && fds[1].revents != 0 {
                // Read what it may have sent before it ended, then reap it.
                exited = true;
            }
        }
    }

    /// Reaps the worker that has ended (or is ending), within what is left of `timeout`.
    fn reap(&mut self, start: Instant, timeout: Duration) -> Outcome {
        let left = timeout.saturating_sub(start.elapsed());
        match crate::subprocess::wait_with_timeout(self.pid, left) {
            Ok(Some(status)) => {
                self.reaped = true;
                Outcome::Ended(status)
            }
            Ok(None) => {
                self.reaped = true;
                Outcome::TimedOut
            }
            Err(e) => Outcome::Lost(e),
        }
    }

    /// Kills and reaps the worker.
    fn kill(&mut self) {
        if self.reaped {
            return;
        }
        let mut status = 0;
        // SAFETY: kills and reaps our own, unreaped child.
        unsafe {
            libc::kill(self.pid, libc::SIGKILL);
            libc::waitpid(self.pid, &mut status, 0);
        }
        self.reaped = true;
    }
}

impl Drop for Worker {
    /// Kills and reaps the worker (it is between jobs: nothing is lost); its socket closes after.
    fn drop(&mut self) {
        self.kill();
    }
}

/// The link library field of a job on the wire.
#[derive(Clone, Copy)]
enum Link<'a> {
    None,
    /// The bytes the worker holds from an earlier job.
    Same,
    New(&'a [u8]),
}

/// A message: its length (8 bytes, little-endian), then its body.
struct Writer(Vec<u8>);

impl Writer {
    fn new(capacity: usize) -> Writer {
        let mut v = Vec::with_capacity(capacity + 8);
        v.extend_from_slice(&[0; 8]);
        Writer(v)
    }
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }
    fn u64(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn bytes(&mut self, b: &[u8]) {
        self.u64(b.len() as u64);
        self.0.extend_from_slice(b);
    }
    fn opt_bytes(&mut self, b: Option<&[u8]>) {
        match b {
            None => self.u8(0),
            Some(b) => {
                self.u8(1);
                self.bytes(b);
            }
        }
    }
    fn finish(mut self) -> Vec<u8> {
        let len = (self.0.len() - 8) as u64;
        self.0[..8].copy_from_slice(&len.to_le_bytes());
        self.0
    }
}

/// Reads a message body; every read fails rather than run past its end.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        if n > self.0.len() {
            return Err("the message ends early".into());
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }
    fn u8(&mut self) -> Result<u8, String> {
        Ok(self.take(1)?[0])
    }
    fn u64(&mut self) -> Result<u64, String> {
        let b = self.take(8)?;
        let mut a = [0; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }
    fn bytes(&mut self) -> Result<&'a [u8], String> {
        let n = self.u64()?;
        let n = usize::try_from(n).map_err(|_| "a length past the address space".to_owned())?;
        self.take(n)
    }
    fn str(&mut self) -> Result<&'a str, String> {
        std::str::from_utf8(self.bytes()?).map_err(|_| "text that is not UTF-8".to_owned())
    }
    fn opt_str(&mut self) -> Result<Option<&'a str>, String> {
        match self.u8()? {
            0 => Ok(None),
            _ => self.str().map(Some),
        }
    }
}

fn encode_job(job: &Job<'_>, log: &Path, link: Link<'_>) -> Vec<u8> {
    let input = match job.input {
        Input::Text(t) => t.as_bytes(),
        Input::Bitcode(b) => b,
    };
    let linked = match link {
        Link::New(b) => b.len(),
        Link::None | Link::Same => 0,
    };
    let mut w = Writer::new(input.len() + linked + 256);
    w.bytes(log.as_os_str().as_bytes());
    w.u8(match job.input {
        Input::Text(_) => 0,
        Input::Bitcode(_) => 1,
    });
    w.bytes(input);
    match link {
        Link::None => w.u8(0),
        Link::Same => w.u8(1),
        Link::New(b) => {
            w.u8(2);
            w.bytes(b);
        }
    }
    match job.reflect {
        None => w.u8(0),
        Some(v) => {
            w.u8(1);
            w.u64(v);
        }
    }
    w.opt_bytes(job.passes.map(str::as_bytes));
    w.u8(match job.emit {
        Emit::Ir => 0,
        Emit::Ptx => 1,
    });
    w.bytes(job.target.cpu.as_bytes());
    w.bytes(job.target.features.as_bytes());
    w.u8(match job.target.level {
        OptimizationLevel::None => 0,
        OptimizationLevel::Less => 1,
        OptimizationLevel::Default => 2,
        OptimizationLevel::Aggressive => 3,
    });
    w.opt_bytes(job.source_name.map(str::as_bytes));
    w.finish()
}

/// A job as the worker reads it: the log's path, the job (its link library still to be
/// resolved against what the worker holds) and that link field.
struct Received<'a> {
    log: &'a Path,
    job: Job<'a>,
    link: Link<'a>,
}

fn decode_job(body: &[u8]) -> Result<Received<'_>, String> {
    let mut r = Reader(body);
    let log = Path::new(std::ffi::OsStr::from_bytes(r.bytes()?));
    let input = match r.u8()? {
        0 => Input::Text(r.str()?),
        _ => Input::Bitcode(r.bytes()?),
    };
    let link = match r.u8()? {
        0 => Link::None,
        1 => Link::Same,
        _ => Link::New(r.bytes()?),
    };
    let reflect = match r.u8()? {
        0 => None,
        _ => Some(r.u64()?),
    };
    let passes = r.opt_str()?;
    let emit = match r.u8()? {
        0 => Emit::Ir,
        _ => Emit::Ptx,
    };
    let cpu = r.str()?.to_owned();
    let features = r.str()?.to_owned();
    let level = match r.u8()? {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    };
    let source_name = r.opt_str()?;
    Ok(Received {
        log,
        job: Job {
            input,
            link: None,
            reflect,
            passes,
            emit,
            target: TargetSpec {
                cpu,
                features,
                level,
            },
            source_name,
            isolation: Isolation::InProcess,
            timeout: Duration::ZERO,
        },
        link,
    })
}

fn encode_reply(result: &Result<String, LlvmError>) -> Vec<u8> {
    let mut w = Writer::new(match result {
        Ok(text) => text.len() + 1,
        Err(_) => 256,
    });
    match result {
        Ok(text) => {
            w.u8(0);
            w.0.extend_from_slice(text.as_bytes());
        }
        Err(e) => {
            w.u8(1);
            w.0.extend_from_slice(encode_error(e).as_bytes());
        }
    }
    w.finish()
}

/// The reply in `got`, once all of it has come.
fn decode_reply(got: &[u8]) -> Option<Result<String, LlvmError>> {
    let mut r = Reader(got);
    let len = usize::try_from(r.u64().ok()?).ok()?;
    let body = r.take(len).ok()?;
    let Some((tag, text)) = body.split_first() else {
        return Some(Err(LlvmError::Process(
            "an empty reply from the LLVM worker".into(),
        )));
    };
    Some(match tag {
        0 => String::from_utf8(text.to_vec())
            .map_err(|_| LlvmError::Codegen("LLVM's output is not UTF-8".into())),
        _ => Err(decode_error(&String::from_utf8_lossy(text))),
    })
}

/// Writes all of `bytes` to the socket `fd`.
fn send_all(fd: RawFd, mut bytes: &[u8]) -> std::io::Result<()> {
    while !bytes.is_empty() {
        // SAFETY: sends from a live buffer of that length.
        let n = unsafe { libc::send(fd, bytes.as_ptr().cast(), bytes.len(), SEND_FLAGS) };
        if n < 0 {
            let e = std::io::Error::last_os_error();
            if e.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(e);
        }
        bytes = &bytes[n.unsigned_abs().min(bytes.len())..];
    }
    Ok(())
}

/// Fills `buf` from the socket `fd`; false at its end or on an error.
fn receive_exact(fd: RawFd, buf: &mut [u8]) -> bool {
    let mut at = 0;
    while at < buf.len() {
        let rest = &mut buf[at..];
        // SAFETY: reads into a live buffer of that length.
        let n = unsafe { libc::recv(fd, rest.as_mut_ptr().cast(), rest.len(), 0) };
        if n == 0 {
            return false;
        }
        if n < 0 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return false;
        }
        at += n.unsigned_abs();
    }
    true
}

/// The next message's body from the socket `fd`; `None` once the parent side has closed.
fn receive(fd: RawFd) -> Option<Vec<u8>> {
    let mut len = [0u8; 8];
    if !receive_exact(fd, &mut len) {
        return None;
    }
    let len = usize::try_from(u64::from_le_bytes(len)).ok()?;
    let mut body = Vec::new();
    body.try_reserve_exact(len).ok()?;
    body.resize(len, 0);
    receive_exact(fd, &mut body).then_some(body)
}

/// Closes every descriptor above 2 but `keep`.
///
/// # Safety
///
/// Only in a freshly forked child, which uses none of them.
unsafe fn close_other_fds(keep: RawFd) {
    #[cfg(target_os = "linux")]
    {
        let k = keep as libc::c_uint;
        // SAFETY: plain system calls (Linux 5.9); the ranges leave 0 to 2 and `keep` open.
        let below =
            k <= 3 || unsafe { libc::syscall(libc::SYS_close_range, 3u32, k - 1, 0u32) } == 0;
        // SAFETY: as above.
        if below && unsafe { libc::syscall(libc::SYS_close_range, k + 1, u32::MAX, 0u32) } == 0 {
            return;
        }
    }
    // SAFETY: a plain query.
    let max = unsafe { libc::sysconf(libc::_SC_OPEN_MAX) };
    let max = if max < 0 { 1 << 16 } else { max.min(1 << 20) };
    for fd in 3..max as RawFd {
        if fd != keep {
            // SAFETY: closes a descriptor this child does not use (or none).
            unsafe { libc::close(fd) };
        }
    }
}

/// The worker's whole life: jobs from `socket` until it closes, each job's LLVM messages to its
/// own log, the result back, `_exit`.
fn worker_main(socket: RawFd) -> ! {
    // SAFETY: plain system calls in the new child; LLVM's handler functions are valid for the
    // process's life.
    unsafe {
        // The worker dies with the thread that forked it: a campaign stopped (or killed)
        // while LLVM runs leaves no process behind.
        #[cfg(target_os = "linux")]
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        close_other_fds(socket);
        inkwell::llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(on_fatal_error));
        inkwell::llvm_sys::error_handling::LLVMEnablePrettyStackTrace();
    }
    let mut link: Option<Vec<u8>> = None;
    loop {
        let Some(message) = receive(socket) else {
            // SAFETY: ends the worker without running the parent's destructors or atexit
            // handlers.
            unsafe { libc::_exit(0) }
        };
        let serve = std::panic::AssertUnwindSafe(|| serve(&message, &mut link));
        let Ok(reply) = std::panic::catch_unwind(serve) else {
            // SAFETY: as above.
            unsafe { libc::_exit(EXIT_PANIC) }
        };
        if send_all(socket, &reply).is_err() {
            // SAFETY: as above.
            unsafe { libc::_exit(0) }
        }
    }
}

/// Runs one job (the message `body`) with its messages to its log, `link` the link library the
/// worker holds; returns the reply.
fn serve(body: &[u8], link: &mut Option<Vec<u8>>) -> Vec<u8> {
    let result = match decode_job(body) {
        Err(e) => Err(LlvmError::Process(format!("a malformed job: {e}"))),
        Ok(mut received) => match redirect_stderr(received.log) {
            Err(e) => Err(LlvmError::Process(format!("opening llvm.log: {e}"))),
            Ok(()) => {
                match received.link {
                    Link::None => {}
                    Link::New(b) => *link = Some(b.to_vec()),
                    Link::Same => {
                        if link.is_none() {
                            return encode_reply(&Err(LlvmError::Process(
                                "a job names a link library the LLVM worker does not hold".into(),
                            )));
                        }
                    }
                }
                received.job.link = match received.link {
                    Link::None => None,
                    Link::Same | Link::New(_) => link.as_deref(),
                };
                execute(&received.job)
            }
        },
    };
    encode_reply(&result)
}

/// Points descriptor 2 at the file `log` (appending).
fn redirect_stderr(log: &Path) -> std::io::Result<()> {
    let file = std::fs::OpenOptions::new().append(true).open(log)?;
    // SAFETY: duplicates a descriptor we own onto 2.
    if unsafe { libc::dup2(file.as_raw_fd(), 2) } < 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(())
}

extern "C" fn on_fatal_error(reason: *const libc::c_char) {
    // SAFETY: LLVM passes a NUL-terminated message; only async-signal-safe calls follow.
    unsafe {
        let len = libc::strlen(reason);
        let prefix = b"LLVM ERROR: ";
        libc::write(2, prefix.as_ptr().cast(), prefix.len());
        libc::write(2, reason.cast(), len);
        libc::write(2, b"\n".as_ptr().cast(), 1);
        libc::_exit(EXIT_FATAL);
    }
}

/// The error of a worker that ended (wait status `status`) before it answered, `log` the
/// job's `llvm.log`: what a per-job child with that status gave.
fn ended(status: i32, log: &str) -> LlvmError {
    if libc::WIFEXITED(status) {
        return match libc::WEXITSTATUS(status) {
            EXIT_FATAL => LlvmError::Fatal(fatal_message(log)),
            EXIT_PANIC => LlvmError::Process(format!("the child process panicked: {}", log.trim())),
            code => LlvmError::Fatal(format!(
                "LLVM ended the process with exit status {code}{}",
                if log.trim().is_empty() {
                    String::new()
                } else {
                    format!(": {}", fatal_message(log))
                }
            )),
        };
    }
    if libc::WIFSIGNALED(status) {
        let sig = libc::WTERMSIG(status);
        return LlvmError::Crashed(format!(
            "{}{}",
            crate::subprocess::signal_name(sig),
            crash_context(log)
        ));
    }
    LlvmError::Process(format!("unexpected wait status {status}"))
}

/// The `LLVM ERROR:` line and what follows it, without the stack addresses.
fn fatal_message(log: &str) -> String {
    let lines: Vec<&str> = log
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .collect();
    let start = lines
        .iter()
        .position(|l| l.contains("LLVM ERROR:"))
        .unwrap_or(0);
    let msg: Vec<&str> = lines[start..]
        .iter()
        .map(|l| l.trim_end())
        .take_while(|l| !l.starts_with("PLEASE submit"))
        .take(12)
        .collect();
    let msg = msg.join("\n");
    let msg = msg.trim().trim_start_matches("LLVM ERROR:").trim();
    if msg.is_empty() {
        "no message".to_owned()
    } else {
        msg.to_owned()
    }
}

/// LLVM's stack dump after a crash: which pass on which function.
fn crash_context(log: &str) -> String {
    let ctx: Vec<&str> = log
        .lines()
        .filter(|l| {
            let t = l.trim_start();
            t.split_once('.')
                .is_some_and(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        })
        .map(str::trim)
        .collect();
    if ctx.is_empty() {
        String::new()
    } else {
        format!(" in: {}", ctx.join("; "))
    }
}

fn encode_error(e: &LlvmError) -> String {
    let (tag, msg) = match e {
        LlvmError::Parse(m) => ("parse", m.as_str()),
        LlvmError::Verify(m) => ("verify", m.as_str()),
        LlvmError::Bitcode(m) => ("bitcode", m.as_str()),
        LlvmError::Pipeline(m) => ("pipeline", m.as_str()),
        LlvmError::Codegen(m) => ("codegen", m.as_str()),
        LlvmError::Fatal(m) => ("fatal", m.as_str()),
        LlvmError::Crashed(m) => ("crashed", m.as_str()),
        LlvmError::Process(m) => ("process", m.as_str()),
        LlvmError::TimedOut(s) => return format!("timeout\n{s}"),
    };
    format!("{tag}\n{msg}")
}

fn decode_error(text: &str) -> LlvmError {
    let (tag, msg) = text.split_once('\n').unwrap_or((text, ""));
    let msg = msg.to_owned();
    match tag {
        "parse" => LlvmError::Parse(msg),
        "verify" => LlvmError::Verify(msg),
        "bitcode" => LlvmError::Bitcode(msg),
        "pipeline" => LlvmError::Pipeline(msg),
        "codegen" => LlvmError::Codegen(msg),
        "fatal" => LlvmError::Fatal(msg),
        "crashed" => LlvmError::Crashed(msg),
        "timeout" => LlvmError::TimedOut(msg.trim().parse().unwrap_or(0)),
        _ => LlvmError::Process(msg),
    }
}

#[cfg(test)]
mod tests {
    use super::super::call_sites;
    use super::*;
    use std::sync::Mutex;

    /// Held by the tests that run jobs in this process, which move the count of lowered calls
    /// that the others check.
    static IN_PROCESS: Mutex<()> = Mutex::new(());

    /// A kernel with a direct and an indirect call (both numbered by LLVM's call-site count).
    fn calls(k: u32) -> String {
        format!(
            r#"target triple = "nvptx64-nvidia-cuda"
@table = internal addrspace(1) global [2 x ptr] [ptr @f, ptr @g]
define internal i32 @f(i32 %x) {{
  %y = add i32 %x, {k}
  ret i32 %y
}}
define internal i32 @g(i32 %x) {{
  %y = mul i32 %x, {k}
  ret i32 %y
}}
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %i) {{
  %x = load i32, ptr addrspace(1) %p
  %a = call i32 @f(i32 %x)
  %slot = getelementptr [2 x ptr], ptr addrspace(1) @table, i32 0, i32 %i
  %fp = load ptr, ptr addrspace(1) %slot
  %b = call i32 %fp(i32 %a)
  store i32 %b, ptr addrspace(1) %p
  ret void
}}
"#
        )
    }

    /// LLVM 19 stops with "Cannot select" on a fence.
    const FENCE: &str = r#"target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  fence seq_cst
  ret void
}
"#;

    /// The EarlyCSE crash of LLVM 19 (a self-referential value in an unreachable block).
    const CRASHER: &str = r#"target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [4 x i32] zeroinitializer
define internal void @uninit_operand(i1 %c) {
entry:
  %s = addrspacecast ptr addrspace(3) @tile to ptr
  br label %j
dead:
  %q = phi ptr [ %q, %dead ]
  br i1 %c, label %j, label %dead
j:
  %p = phi ptr [ %s, %entry ], [ %q, %dead ]
  store i32 4, ptr %p, align 4
  ret void
}
define ptx_kernel void @k() {
  call void @uninit_operand(i1 true)
  ret void
}
"#;

    fn job(text: &str, emit: Emit, isolation: Isolation) -> Job<'_> {
        Job {
            input: Input::Text(text),
            link: None,
            reflect: None,
            passes: None,
            emit,
            target: TargetSpec {
                cpu: "sm_90".into(),
                features: String::new(),
                level: OptimizationLevel::Default,
            },
            source_name: None,
            isolation,
            timeout: Duration::from_secs(120),
        }
    }

    fn ptx(text: &str) -> String {
        job(text, Emit::Ptx, Isolation::Subprocess)
            .run()
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// Whether a process `pid` exists.
    fn exists(pid: libc::pid_t) -> bool {
        // SAFETY: signal 0 only checks.
        unsafe { libc::kill(pid, 0) == 0 }
    }

    #[test]
    fn jobs_in_a_row_share_a_worker_and_give_what_a_child_per_job_gave() {
        let _serial = IN_PROCESS.lock().unwrap_or_else(|e| e.into_inner());
        let mut pid = None;
        for k in 0..24 {
            let text = calls(k);
            let base = call_sites::process_count();
            let worker = ptx(&text);
            // A child forked for the job started from this process's count.
            assert_eq!(call_sites::first(&worker), Some(base), "{worker}");
            assert!(worker.contains("prototype_") && worker.contains(&format!("{k};")));
            let here = job(&text, Emit::Ptx, Isolation::InProcess).run().unwrap();
            assert_eq!(
                call_sites::renumber(here, 0),
                call_sites::renumber(worker.clone(), 0)
            );
            let ir = job(&text, Emit::Ir, Isolation::Subprocess).run().unwrap();
            let ir_here = job(&text, Emit::Ir, Isolation::InProcess).run().unwrap();
            assert_eq!(ir, ir_here);
            let now = current_pid();
            assert!(now.is_some());
            assert!(pid.is_none() || pid == now, "a fresh worker for job {k}");
            pid = now;
        }
    }

    #[test]
    fn the_link_library_is_sent_once_and_used_while_equal() {
        let Some(path) = crate::ptxas::find_libdevice() else {
            eprintln!("no libdevice: skipped");
            return;
        };
        let _serial = IN_PROCESS.lock().unwrap_or_else(|e| e.into_inner());
        let lib = std::fs::read(path).unwrap();
        let sin = r#"target triple = "nvptx64-nvidia-cuda"
declare float @__nv_sinf(float)
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %y = call float @__nv_sinf(float %x)
  store float %y, ptr addrspace(1) %p
  ret void
}
"#;
        let plain = calls(3);
        let mut pid = None;
        for (text, link) in [
            (sin, true),
            (plain.as_str(), false),
            (sin, true),
            (sin, true),
        ] {
            let mut worker = job(text, Emit::Ptx, Isolation::Subprocess);
            worker.link = link.then_some(lib.as_slice());
            let mut here = worker.clone();
            here.isolation = Isolation::InProcess;
            let a = worker.run().unwrap();
            let b = here.run().unwrap();
            assert_eq!(
                call_sites::renumber(a.clone(), 0),
                call_sites::renumber(b, 0)
            );
            if link {
                // libdevice's sine is defined in the PTX, not left external.
                assert!(a.contains("__nv_sinf") && !a.contains(".extern"), "{a}");
            }
            assert!(pid.is_none() || pid == current_pid());
            pid = current_pid();
        }
    }

    #[test]
    fn an_error_from_llvm_keeps_the_worker() {
        let first = ptx(&calls(1));
        let pid = current_pid();
        let e = job(
            "define void @f() {\n  ret i32 0\n}\n",
            Emit::Ptx,
            Isolation::Subprocess,
        )
        .run()
        .unwrap_err();
        assert!(matches!(e.error, LlvmError::Parse(_)), "{e}");
        let kept = e.kept.clone().unwrap();
        assert!(kept.join("input.ll").exists() && kept.join("llvm.log").exists());
        std::fs::remove_dir_all(kept).unwrap();
        assert_eq!(ptx(&calls(1)), first);
        assert_eq!(current_pid(), pid);
    }

    #[test]
    fn a_fatal_error_ends_the_worker_and_the_next_job_gets_a_fresh_one() {
        let good = ptx(&calls(2));
        let pid = current_pid().unwrap();
        let e = job(FENCE, Emit::Ptx, Isolation::Subprocess)
            .run()
            .unwrap_err();
        match &e.error {
            LlvmError::Fatal(m) if m.starts_with("Cannot select") && m.contains("AtomicFence") => {}
            other => panic!("not LLVM's fatal error: {other}"),
        }
        let kept = e.kept.clone().unwrap();
        let log = std::fs::read_to_string(kept.join("llvm.log")).unwrap();
        assert!(log.contains("LLVM ERROR: Cannot select"), "{log}");
        assert_eq!(
            std::fs::read_to_string(kept.join("input.ll")).unwrap(),
            FENCE
        );
        assert!(
            e.reproduce
                .as_deref()
                .is_some_and(|r| r.starts_with("llc-19 "))
        );
        std::fs::remove_dir_all(kept).unwrap();
        assert_eq!(current_pid(), None);
        assert!(!exists(pid), "the worker is reaped");
        assert_eq!(ptx(&calls(2)), good);
        assert!(current_pid().is_some_and(|p| p != pid));
    }

    #[test]
    fn a_crash_ends_the_worker_with_its_stack_dump_and_the_next_job_gets_a_fresh_one() {
        let good = ptx(&calls(4));
        let pid = current_pid().unwrap();
        let e = job(CRASHER, Emit::Ptx, Isolation::Subprocess)
            .run()
            .unwrap_err();
        match &e.error {
            LlvmError::Crashed(m) if m.starts_with("SIGSEGV") && m.contains("Early CSE") => {}
            other => panic!("not the EarlyCSE crash: {other}"),
        }
        let kept = e.kept.clone().unwrap();
        assert_eq!(
            std::fs::read_to_string(kept.join("input.ll")).unwrap(),
            CRASHER
        );
        // Only this job's messages are in its log.
        let log = std::fs::read_to_string(kept.join("llvm.log")).unwrap();
        assert_eq!(log.matches("Stack dump:").count(), 1, "{log}");
        std::fs::remove_dir_all(kept).unwrap();
        assert!(!exists(pid));
        assert_eq!(ptx(&calls(4)), good);
        assert!(current_pid().is_some_and(|p| p != pid));
    }

    #[test]
    fn a_job_past_its_time_limit_is_stopped_and_its_worker_killed() {
        let good = ptx(&calls(5));
        let pid = current_pid().unwrap();
        let mut slow = job(&good, Emit::Ptx, Isolation::Subprocess);
        let text = calls(6);
        slow.input = Input::Text(&text);
        slow.timeout = Duration::ZERO;
        let e = slow.run().unwrap_err();
        assert_eq!(e.error, LlvmError::TimedOut(0));
        let kept = e.kept.clone().unwrap();
        assert!(kept.join("input.ll").exists());
        std::fs::remove_dir_all(kept).unwrap();
        assert!(!exists(pid));
        assert_eq!(ptx(&calls(5)), good);
        assert!(current_pid().is_some_and(|p| p != pid));
    }

    #[test]
    fn a_worker_is_replaced_after_its_share_of_jobs() {
        let tiny = "define void @f() {\n  ret void\n}\n";
        let first = job(tiny, Emit::Ir, Isolation::Subprocess).run().unwrap();
        let pid = current_pid().unwrap();
        for _ in 1..RECYCLE_AFTER - 1 {
            job(tiny, Emit::Ir, Isolation::Subprocess).run().unwrap();
        }
        assert_eq!(current_pid(), Some(pid));
        let last = job(tiny, Emit::Ir, Isolation::Subprocess).run().unwrap();
        assert_eq!(last, first);
        assert_eq!(current_pid(), None);
        assert!(!exists(pid));
        job(tiny, Emit::Ir, Isolation::Subprocess).run().unwrap();
        assert!(current_pid().is_some_and(|p| p != pid));
    }

    #[test]
    fn each_thread_has_its_own_worker_which_ends_with_the_thread() {
        let threads: Vec<_> = (0..2)
            .map(|k| {
                std::thread::spawn(move || {
                    let text = calls(10 + k);
                    let a = ptx(&text);
                    assert_eq!(ptx(&text), a);
                    current_pid().unwrap()
                })
            })
            .collect();
        let pids: Vec<libc::pid_t> = threads.into_iter().map(|t| t.join().unwrap()).collect();
        assert_ne!(pids[0], pids[1]);
        for pid in pids {
            assert!(!exists(pid), "worker {pid} outlived its thread");
        }
    }

    #[test]
    fn a_worker_holds_no_descriptor_it_inherited() {
        let mut fds = [0; 2];
        // SAFETY: fills `fds` with a new pipe's ends, which this test owns.
        assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0);
        // The worker forked now inherits both ends.
        ptx(&calls(7));
        assert!(current_pid().is_some());
        // SAFETY: closes the write end this test owns.
        unsafe { libc::close(fds[1]) };
        let mut p = libc::pollfd {
            fd: fds[0],
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: one valid pollfd; the read is into a live one-byte buffer.
        let (ready, n) = unsafe {
            let ready = libc::poll(&mut p, 1, 10_000);
            let mut b = 0u8;
            (ready, libc::read(fds[0], (&mut b as *mut u8).cast(), 1))
        };
        // SAFETY: closes the read end this test owns.
        unsafe { libc::close(fds[0]) };
        assert_eq!(
            (ready, n),
            (1, 0),
            "the pipe's end is still open in the worker"
        );
    }

    #[test]
    fn a_malformed_job_is_an_error_not_a_panic() {
        for body in [&[][..], &[1, 2, 3], &[255; 40]] {
            assert!(decode_job(body).is_err());
        }
        let mut link = None;
        let reply = serve(&[0, 0, 0, 0, 0, 0, 0, 0, 9], &mut link);
        match decode_reply(&reply) {
            Some(Err(LlvmError::Process(m))) => assert!(m.starts_with("a malformed job")),
            other => panic!("{other:?}"),
        }
        assert!(decode_reply(&reply[..reply.len() - 1]).is_none());
    }
}
