//! Running a corpus on the GPU: per case, per variant, compile once (registers and spills
//! from the driver) and run every launch; judge each against the interpreter.
//!
//! Two executors share that loop ([`run_case`]): [`InProcess`] drives a [`Gpu`] directly
//! (tests, library users), and [`WorkerPool`] drives a worker child process (`seam-gpu
//! worker`) over JSON lines on its standard input and output, which is what makes the
//! watchdog sure: a launch that passes the watchdog, or a worker that stops answering within
//! the watchdog plus a grace time, gets the worker killed (which is what stops a kernel on a
//! GPU) and a fresh one started for the next launch. A fault the worker survives (an illegal
//! address: the oracle recreates its context) costs nothing.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use seam_oracle::gpu::{Assembler, Gpu, GpuRun};
use seam_oracle::{Location, Outcome, TrapKind};
use serde::{Deserialize, Serialize};

use crate::corpus::{self, CorpusCase, Expected, KernelStats};
use crate::report::{
    CaseReport, GpuResult, KernelReport, LaunchReport, Report, Status, VariantReport, judge,
};

/// What compiling one variant's PTX gave.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct CompileInfo {
    /// Per entry: registers and local bytes from `cuFuncGetAttribute`.
    pub kernels: Vec<(String, u32, u64)>,
    /// Per function: what the JIT log says.
    pub log: Vec<(String, KernelStats)>,
    /// JIT seconds.
    pub seconds: f64,
    /// Blocks per SM per kernel and block size: the driver's calculator and seam's.
    #[serde(default)]
    pub occupancy: Vec<OccupancyPoint>,
}

/// One kernel at one block size: blocks per SM by `cuOccupancyMaxActiveBlocksPerMultiprocessor`
/// and by `seam_oracle::perf::occupancy` from the same registers and shared memory.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct OccupancyPoint {
    /// The kernel.
    pub kernel: String,
    /// Threads per block.
    pub block: u32,
    /// Registers per thread (the driver's).
    pub registers: u32,
    /// Static shared memory (the driver's).
    pub shared_bytes: u64,
    /// The driver's answer.
    pub driver: u32,
    /// seam's answer (0 where seam says the block cannot launch); `None` when seam has no
    /// table for the device's SM.
    pub seam: Option<u32>,
}

/// seam's occupancy points for what the driver said of `kernels` on SM `sm` (major * 10 +
/// minor).
pub fn occupancy_points(
    sm: u32,
    kernels: &[seam_oracle::gpu::KernelResources],
) -> Vec<OccupancyPoint> {
    use seam_oracle::perf::occupancy;
    let limits = occupancy::limits(sm);
    let mut out = Vec::new();
    for k in kernels {
        for &(block, driver) in &k.occupancy {
            let seam = limits.map(|l| {
                let r = occupancy::KernelResources {
                    registers: k.registers,
                    static_shared: k.shared_bytes,
                    dynamic_shared: 0,
                    block_threads: block,
                };
                occupancy::occupancy(l, &r).map_or(0, |o| o.blocks_per_sm)
            });
            out.push(OccupancyPoint {
                kernel: k.name.clone(),
                block,
                registers: k.registers,
                shared_bytes: k.shared_bytes,
                driver,
                seam,
            });
        }
    }
    out
}

/// One launch's result as it travels from the worker.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct RanInfo {
    /// The outcome, in the corpus's stored form (`completed` with observations, or `trap`
    /// with `device-fault` or `watchdog`).
    pub outcome: Expected,
    /// The driver's error for a fault.
    pub driver_error: Option<String>,
    /// Globals the GPU could not read.
    pub unobservable: Vec<String>,
    /// Seconds from launch to end.
    pub seconds: f64,
}

impl RanInfo {
    fn from_run(r: &GpuRun) -> RanInfo {
        RanInfo {
            outcome: Expected::from_outcome(&r.outcome),
            driver_error: r.driver_error.clone(),
            unobservable: r.unobservable.clone(),
            seconds: r.kernel_time.as_secs_f64(),
        }
    }

    fn to_result(&self) -> GpuResult {
        let outcome = match self.outcome.outcome.as_str() {
            "completed" => match self.outcome.observations() {
                Ok(Some(o)) => Outcome::Completed(o),
                _ => return GpuResult::Failed("the worker sent malformed observations".into()),
            },
            "trap" => Outcome::Trap {
                kind: self
                    .outcome
                    .kind
                    .as_deref()
                    .and_then(TrapKind::from_name)
                    .unwrap_or(TrapKind::DeviceFault),
                at: Location::default(),
            },
            "ub" => match self
                .outcome
                .kind
                .as_deref()
                .and_then(seam_oracle::UbKind::from_name)
            {
                Some(kind) => Outcome::Ub(seam_oracle::Ub {
                    kind,
                    at: Location::default(),
                    detail: self.driver_error.clone().unwrap_or_default(),
                }),
                None => return GpuResult::Failed("the executor sent a malformed ub kind".into()),
            },
            "out-of-fuel" => Outcome::OutOfFuel,
            other => return GpuResult::Failed(format!("the worker sent outcome '{other}'")),
        };
        GpuResult::Ran {
            outcome,
            driver_error: self.driver_error.clone(),
            unobservable: self.unobservable.clone(),
        }
    }

    fn is_watchdog(&self) -> bool {
        self.outcome.outcome == "trap" && self.outcome.kind.as_deref() == Some("watchdog")
    }
}

/// Runs compiles and launches on some GPU.
pub trait Executor {
    /// Compiles variant `v` of `case`.
    fn compile(&mut self, case: &CorpusCase, v: usize) -> Result<CompileInfo, String>;
    /// Runs launch `l` of variant `v`.
    fn run(
        &mut self,
        case: &CorpusCase,
        v: usize,
        l: usize,
        watchdog: Duration,
    ) -> Result<RanInfo, String>;
}

/// The executor that drives a [`Gpu`] in this process.
#[derive(Debug)]
pub struct InProcess {
    /// The GPU.
    pub gpu: Gpu,
}

impl Executor for InProcess {
    fn compile(&mut self, case: &CorpusCase, v: usize) -> Result<CompileInfo, String> {
        compile_with(&mut self.gpu, &case.variants[v].ptx)
    }

    fn run(
        &mut self,
        case: &CorpusCase,
        v: usize,
        l: usize,
        watchdog: Duration,
    ) -> Result<RanInfo, String> {
        let var = &case.variants[v];
        self.gpu
            .run(&var.module, &var.ptx, &case.launches[l], watchdog)
            .map(|r| RanInfo::from_run(&r))
            .map_err(|e| e.to_string())
    }
}

/// The executor that runs a corpus in seam's PTX interpreter instead of a GPU: the nightly
/// job's dry run on any machine, and the PTX oracle's check of every recorded outcome. It
/// reports no registers (there is no JIT); undefined behaviour it detects is an outcome
/// (`ub`, with the interpreter's detail as the driver error).
#[derive(Debug, Default)]
pub struct PtxInterp {
    /// The interpreter's limits.
    pub limits: seam_oracle::Limits,
    /// The lowered PTX of the last variant compiled: (case name, variant, interpreter).
    lowered: Option<(String, usize, seam_oracle::ptx::PtxInterpreter)>,
}

impl PtxInterp {
    /// An executor with the default limits.
    pub fn new() -> PtxInterp {
        PtxInterp::default()
    }
}

impl Executor for PtxInterp {
    fn compile(&mut self, case: &CorpusCase, v: usize) -> Result<CompileInfo, String> {
        let start = Instant::now();
        let interp = seam_oracle::ptx::PtxInterpreter::parse(&case.variants[v].ptx)
            .map_err(|e| e.to_string())?;
        self.lowered = Some((case.name().to_owned(), v, interp));
        Ok(CompileInfo {
            kernels: Vec::new(),
            log: Vec::new(),
            seconds: start.elapsed().as_secs_f64(),
            occupancy: Vec::new(),
        })
    }

    fn run(
        &mut self,
        case: &CorpusCase,
        v: usize,
        l: usize,
        _watchdog: Duration,
    ) -> Result<RanInfo, String> {
        if !matches!(&self.lowered, Some((c, lv, _)) if c == case.name() && *lv == v) {
            self.compile(case, v)?;
        }
        let Some((_, _, interp)) = &self.lowered else {
            return Err("no PTX lowered".into());
        };
        let var = &case.variants[v];
        let plan =
            seam_oracle::gpu::plan::LaunchPlan::new(&var.module, &var.ptx, &case.launches[l])
                .map_err(|e| e.to_string())?;
        let start = Instant::now();
        let outcome = interp.run(&plan, self.limits).map_err(|e| e.to_string())?;
        let detail = match &outcome {
            Outcome::Ub(u) => Some(format!("{}: {} at {}", u.kind.name(), u.detail, u.at)),
            Outcome::Trap { kind, at } => Some(format!("{} at {at}", kind.name())),
            _ => None,
        };
        Ok(RanInfo {
            outcome: Expected::from_outcome(&outcome),
            driver_error: detail,
            unobservable: Vec::new(),
            seconds: start.elapsed().as_secs_f64(),
        })
    }
}

fn compile_with(gpu: &mut Gpu, ptx: &str) -> Result<CompileInfo, String> {
    let c = gpu.compile(ptx).map_err(|e| e.to_string())?;
    let (major, minor) = gpu.info().compute_capability;
    let sm = u32::try_from(major * 10 + minor).unwrap_or(0);
    Ok(CompileInfo {
        occupancy: occupancy_points(sm, &c.kernels),
        kernels: c
            .kernels
            .iter()
            .map(|k| (k.name.clone(), k.registers, k.local_bytes))
            .collect(),
        log: c
            .report
            .functions
            .iter()
            .filter_map(|f| {
                KernelStats::from_report(&c.report, &f.name).map(|s| (f.name.clone(), s))
            })
            .collect(),
        seconds: c.jit_time.as_secs_f64(),
    })
}

/// Runs one case: per variant, compile, then every launch, judged.
pub fn run_case<E: Executor + ?Sized>(
    exec: &mut E,
    case: &CorpusCase,
    watchdog: Duration,
) -> CaseReport {
    let mut variants = Vec::new();
    for (v, var) in case.variants.iter().enumerate() {
        let mut vr = VariantReport {
            name: var.name.clone(),
            jit_error: None,
            jit_seconds: 0.0,
            kernels: Vec::new(),
            launches: Vec::new(),
            occupancy: Vec::new(),
        };
        match exec.compile(case, v) {
            Ok(info) => {
                vr.jit_seconds = info.seconds;
                vr.occupancy = info.occupancy.clone();
                for (name, regs, local) in &info.kernels {
                    let log = info.log.iter().find(|(n, _)| n == name).map(|(_, s)| *s);
                    let ptxas = var
                        .ptxas
                        .as_ref()
                        .and_then(|p| p.kernels.get(name))
                        .copied();
                    vr.kernels.push(KernelReport {
                        name: name.clone(),
                        driver_registers: Some(*regs),
                        driver_local_bytes: Some(*local),
                        driver_spill_stores: log.and_then(|s| s.spill_stores),
                        driver_spill_loads: log.and_then(|s| s.spill_loads),
                        ptxas_registers: ptxas.and_then(|s| s.registers),
                        ptxas_spill_stores: ptxas.and_then(|s| s.spill_stores),
                        ptxas_spill_loads: ptxas.and_then(|s| s.spill_loads),
                    });
                }
            }
            Err(e) => vr.jit_error = Some(e),
        }
        for (l, spec) in case.manifest.launches.iter().enumerate() {
            let (status, detail, seconds) = match &vr.jit_error {
                Some(e) => (Status::Error, format!("the JIT failed: {e}"), 0.0),
                None => match exec.run(case, v, l, watchdog) {
                    Ok(r) => {
                        let (s, d) = judge(&var.expected[l], &r.to_result());
                        (s, d, r.seconds)
                    }
                    Err(e) => (Status::Error, e, 0.0),
                },
            };
            vr.launches.push(LaunchReport {
                index: l,
                launch: spec.clone(),
                status,
                detail,
                seconds,
            });
        }
        variants.push(vr);
    }
    CaseReport {
        name: case.name().to_owned(),
        error: None,
        variants,
    }
}

/// A request to a worker.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "kebab-case")]
pub enum Request {
    /// Compile a variant.
    Compile {
        /// The case folder.
        case: PathBuf,
        /// Variant index.
        variant: usize,
    },
    /// Run a launch.
    Run {
        /// The case folder.
        case: PathBuf,
        /// Variant index.
        variant: usize,
        /// Launch index.
        launch: usize,
        /// The watchdog, in milliseconds.
        watchdog_ms: u64,
    },
}

/// A worker's answer.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Answer {
    /// The first line: the worker has a GPU (its description).
    Ready(String),
    /// The first line: there is no GPU (why); the worker exits.
    Unavailable(String),
    /// A compile's result.
    Compiled(CompileInfo),
    /// A launch's result.
    Ran(RanInfo),
    /// A request that failed (why).
    Failed(String),
}

/// The worker's loop: opens the GPU, answers requests read from `input` on `output` until
/// the input ends, or until a launch faults or passes the watchdog (the GPU is then unusable:
/// it answers and returns, and the parent ends the process and starts another). Returns the exit status: 0, or 3
/// when there is no GPU.
pub fn worker(
    input: impl BufRead,
    mut output: impl Write,
    stack_bytes: usize,
    assembler: Option<Assembler>,
) -> i32 {
    let opts = seam_oracle::gpu::GpuOptions {
        stack_bytes,
        ..Default::default()
    };
    let say = |a: &Answer, out: &mut dyn Write| {
        let line = serde_json::to_string(a)
            .unwrap_or_else(|e| format!("{{\"failed\":\"serializing an answer: {e}\"}}"));
        writeln!(out, "{line}").and_then(|()| out.flush()).is_ok()
    };
    let mut gpu = match Gpu::open_with(opts) {
        Ok(g) => g,
        Err(why) => {
            say(&Answer::Unavailable(why.to_string()), &mut output);
            return 3;
        }
    };
    gpu.set_assembler(assembler);
    if !say(&Answer::Ready(gpu.info().to_string()), &mut output) {
        return 0;
    }
    let mut cached: Option<CorpusCase> = None;
    for line in input.lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let req: Request = match serde_json::from_str(&line) {
            Ok(r) => r,
            Err(e) => {
                say(&Answer::Failed(format!("bad request: {e}")), &mut output);
                continue;
            }
        };
        let dir = match &req {
            Request::Compile { case, .. } | Request::Run { case, .. } => case.clone(),
        };
        if cached.as_ref().is_none_or(|c| c.dir != dir) {
            match corpus::read_case(&dir) {
                Ok(c) => cached = Some(c),
                Err(e) => {
                    say(&Answer::Failed(e.to_string()), &mut output);
                    continue;
                }
            }
        }
        let Some(case) = cached.as_ref() else {
            continue;
        };
        let answer = match req {
            Request::Compile { variant, .. } if variant < case.variants.len() => {
                match compile_with(&mut gpu, &case.variants[variant].ptx) {
                    Ok(c) => Answer::Compiled(c),
                    Err(e) => Answer::Failed(e),
                }
            }
            Request::Run {
                variant,
                launch,
                watchdog_ms,
                ..
            } if variant < case.variants.len() && launch < case.launches.len() => {
                let v = &case.variants[variant];
                match gpu.run(
                    &v.module,
                    &v.ptx,
                    &case.launches[launch],
                    Duration::from_millis(watchdog_ms),
                ) {
                    Ok(r) => Answer::Ran(RanInfo::from_run(&r)),
                    Err(e) => Answer::Failed(e.to_string()),
                }
            }
            _ => Answer::Failed("no such variant or launch".into()),
        };
        let hung = matches!(&answer, Answer::Ran(r) if r.is_watchdog());
        if !say(&answer, &mut output) || hung || !gpu.is_usable() {
            return 0;
        }
    }
    0
}

struct Worker {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Worker {
    fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The executor that drives worker processes: `program worker --stack-bytes N`.
#[derive(Debug)]
pub struct WorkerPool {
    program: PathBuf,
    stack_bytes: usize,
    /// The ptxas the workers assemble with instead of the JIT.
    assembler: Option<Assembler>,
    /// The extra time a worker gets beyond the watchdog to answer (JIT, copies).
    pub grace: Duration,
    worker: Option<WorkerHandle>,
    /// What the first worker said: the device, or why there is none.
    pub device: Result<String, String>,
    /// Workers started.
    pub started: usize,
}

struct WorkerHandle(Worker);

impl std::fmt::Debug for WorkerHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Worker({})", self.0.child.id())
    }
}

impl WorkerPool {
    /// Starts a first worker to learn whether there is a GPU.
    pub fn new(program: &Path, stack_bytes: usize) -> WorkerPool {
        WorkerPool::with_assembler(program, stack_bytes, None)
    }

    /// The pool, its workers loading cubins `assembler` makes instead of compiling PTX with
    /// the driver's JIT (`None`: the JIT).
    pub fn with_assembler(
        program: &Path,
        stack_bytes: usize,
        assembler: Option<Assembler>,
    ) -> WorkerPool {
        let mut p = WorkerPool {
            program: program.to_owned(),
            stack_bytes,
            assembler,
            grace: Duration::from_secs(60),
            worker: None,
            device: Err("no worker started".into()),
            started: 0,
        };
        p.device = p.spawn().map(|(_, d)| d);
        p
    }

    fn spawn(&mut self) -> Result<(&mut Worker, String), String> {
        let mut cmd = Command::new(&self.program);
        cmd.arg("worker")
            .arg("--stack-bytes")
            .arg(self.stack_bytes.to_string());
        if let Some(a) = &self.assembler {
            cmd.arg("--ptxas")
                .arg(&a.tool)
                .arg("--ptxas-opt")
                .arg(a.opt_level.to_string());
            if let Some(name) = &a.line_info {
                cmd.arg("--ptx-lines").arg(name);
            }
        }
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("starting {}: {e}", self.program.display()))?;
        self.started += 1;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err("the worker has no pipes".into());
        };
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                match line {
                    Ok(l) => {
                        if tx.send(l).is_err() {
                            break;
                        }
                    }
                    Err(_) => break,
                }
            }
        });
        let w = Worker {
            child,
            stdin,
            lines: rx,
        };
        // Opening the driver takes seconds at most; a minute means it hangs.
        let first = w.lines.recv_timeout(Duration::from_secs(120));
        let answer = first
            .ok()
            .and_then(|l| serde_json::from_str::<Answer>(&l).ok());
        match answer {
            Some(Answer::Ready(d)) => {
                self.worker = Some(WorkerHandle(w));
                let Some(WorkerHandle(w)) = self.worker.as_mut() else {
                    return Err("no worker".into());
                };
                Ok((w, d))
            }
            Some(Answer::Unavailable(why)) => {
                w.kill();
                Err(why)
            }
            _ => {
                w.kill();
                Err("the worker did not start".into())
            }
        }
    }

    fn ask(&mut self, req: &Request, timeout: Duration) -> Result<Answer, String> {
        if self.worker.is_none() {
            self.spawn()?;
        }
        let Some(WorkerHandle(w)) = self.worker.as_mut() else {
            return Err("no worker".into());
        };
        let line = serde_json::to_string(req).map_err(|e| e.to_string())?;
        if writeln!(w.stdin, "{line}")
            .and_then(|()| w.stdin.flush())
            .is_err()
        {
            self.drop_worker();
            return Err("the worker died".into());
        }
        match w.lines.recv_timeout(timeout) {
            Ok(l) => serde_json::from_str::<Answer>(&l)
                .map_err(|e| format!("the worker said something unreadable ({e}): {l}")),
            Err(RecvTimeoutError::Timeout) => {
                self.drop_worker();
                Err(format!(
                    "timeout: the worker did not answer within {timeout:?}"
                ))
            }
            Err(RecvTimeoutError::Disconnected) => {
                self.drop_worker();
                Err("the worker died (see its standard error above)".into())
            }
        }
    }

    fn drop_worker(&mut self) {
        if let Some(WorkerHandle(w)) = self.worker.take() {
            w.kill();
        }
    }
}

impl Drop for WorkerPool {
    fn drop(&mut self) {
        self.drop_worker();
    }
}

impl Executor for WorkerPool {
    fn compile(&mut self, case: &CorpusCase, v: usize) -> Result<CompileInfo, String> {
        let req = Request::Compile {
            case: case.dir.clone(),
            variant: v,
        };
        match self.ask(&req, self.grace * 2)? {
            Answer::Compiled(c) => Ok(c),
            Answer::Failed(e) => Err(e),
            other => Err(format!("unexpected answer {other:?}")),
        }
    }

    fn run(
        &mut self,
        case: &CorpusCase,
        v: usize,
        l: usize,
        watchdog: Duration,
    ) -> Result<RanInfo, String> {
        let req = Request::Run {
            case: case.dir.clone(),
            variant: v,
            launch: l,
            watchdog_ms: watchdog.as_millis() as u64,
        };
        match self.ask(&req, watchdog + self.grace) {
            Ok(Answer::Ran(r)) => {
                if r.is_watchdog() || r.driver_error.is_some() {
                    // A hung kernel still runs in that worker, and a fault leaves its driver
                    // unusable: only the process's end ends either. The next request starts
                    // a fresh worker.
                    self.drop_worker();
                }
                Ok(r)
            }
            Ok(Answer::Failed(e)) => Err(e),
            Ok(other) => Err(format!("unexpected answer {other:?}")),
            Err(e) if e.starts_with("timeout") => Ok(RanInfo {
                outcome: Expected {
                    outcome: "trap".into(),
                    kind: Some("watchdog".into()),
                    observations: vec![],
                },
                driver_error: Some(e),
                unobservable: vec![],
                seconds: (watchdog + self.grace).as_secs_f64(),
            }),
            Err(e) => Err(e),
        }
    }
}

/// Options of a corpus run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The watchdog per launch.
    pub watchdog: Duration,
    /// Only cases whose name contains this.
    pub filter: Option<String>,
    /// Print a line per case as it finishes.
    pub progress: bool,
}

/// Runs every case of `corpus` with `exec` (`None`: there is no GPU, described by
/// `device`: every launch is reported skipped). Cases that cannot be read are errors.
pub fn run_corpus<E: Executor + ?Sized>(
    corpus_dir: &Path,
    exec: Option<&mut E>,
    device: &str,
    opts: &RunOptions,
) -> Result<Report, corpus::CorpusError> {
    let start = Instant::now();
    let dirs = corpus::case_dirs(corpus_dir)?;
    let mut exec = exec;
    let mut report = Report {
        tool: format!("seam-gpu {}", env!("CARGO_PKG_VERSION")),
        corpus: corpus_dir.display().to_string(),
        device: device.to_owned(),
        gpu: exec.is_some(),
        watchdog_seconds: opts.watchdog.as_secs_f64(),
        wall_seconds: 0.0,
        totals: Default::default(),
        cases: Vec::new(),
    };
    for dir in dirs {
        let name = dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if opts
            .filter
            .as_ref()
            .is_some_and(|f| !name.contains(f.as_str()))
        {
            continue;
        }
        let case = match corpus::read_case(&dir) {
            Ok(c) => c,
            Err(e) => {
                report.cases.push(CaseReport {
                    name,
                    error: Some(e.to_string()),
                    variants: vec![],
                });
                continue;
            }
        };
        let cr = match exec.as_deref_mut() {
            Some(x) => run_case(x, &case, opts.watchdog),
            None => skipped_case(&case, device),
        };
        if opts.progress {
            let count = |s: Status| {
                cr.variants
                    .iter()
                    .flat_map(|v| &v.launches)
                    .filter(|l| l.status == s)
                    .count()
            };
            eprintln!(
                "{}: {} pass, {} mismatch, {} error, {} skipped",
                cr.name,
                count(Status::Pass),
                count(Status::Mismatch),
                count(Status::Error),
                count(Status::Skipped)
            );
        }
        report.cases.push(cr);
    }
    report.wall_seconds = start.elapsed().as_secs_f64();
    report.tally();
    Ok(report)
}

fn skipped_case(case: &CorpusCase, why: &str) -> CaseReport {
    CaseReport {
        name: case.name().to_owned(),
        error: None,
        variants: case
            .variants
            .iter()
            .map(|v| VariantReport {
                name: v.name.clone(),
                jit_error: None,
                jit_seconds: 0.0,
                kernels: vec![],
                occupancy: vec![],
                launches: case
                    .manifest
                    .launches
                    .iter()
                    .enumerate()
                    .map(|(i, l)| LaunchReport {
                        index: i,
                        launch: l.clone(),
                        status: Status::Skipped,
                        detail: format!("not run: {why}"),
                        seconds: 0.0,
                    })
                    .collect(),
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An executor that answers with the interpreter (optionally corrupting one launch), or
    /// fails the JIT.
    struct Fake {
        jit_fails: bool,
        corrupt: Option<usize>,
        hang: Option<usize>,
    }

    #[test]
    fn occupancy_points_hold_seams_answer_beside_the_drivers() {
        let k = seam_oracle::gpu::KernelResources {
            name: "k".into(),
            registers: 40,
            local_bytes: 0,
            max_threads_per_block: 1024,
            shared_bytes: 0,
            occupancy: vec![(256, 6), (1024, 1)],
        };
        let p = occupancy_points(90, std::slice::from_ref(&k));
        // sm_90, 40 registers: 1,280 per warp, 12 warps per sub-partition, 48 per SM.
        assert_eq!(
            p.iter()
                .map(|o| (o.block, o.driver, o.seam))
                .collect::<Vec<_>>(),
            [(256, 6, Some(6)), (1024, 1, Some(1))]
        );
        assert!(occupancy_points(61, &[k]).iter().all(|o| o.seam.is_none()));
    }

    impl Executor for Fake {
        fn compile(&mut self, case: &CorpusCase, v: usize) -> Result<CompileInfo, String> {
            if self.jit_fails {
                return Err("CUDA_ERROR_INVALID_PTX".into());
            }
            let name = kernel_name(case, v);
            Ok(CompileInfo {
                occupancy: vec![],
                kernels: vec![(name.clone(), 16, 0)],
                log: vec![(
                    name,
                    KernelStats {
                        registers: Some(16),
                        stack_frame: Some(0),
                        spill_stores: Some(0),
                        spill_loads: Some(0),
                    },
                )],
                seconds: 0.01,
            })
        }

        fn run(
            &mut self,
            case: &CorpusCase,
            v: usize,
            l: usize,
            _: Duration,
        ) -> Result<RanInfo, String> {
            if self.hang == Some(l) {
                return Ok(RanInfo {
                    outcome: Expected {
                        outcome: "trap".into(),
                        kind: Some("watchdog".into()),
                        observations: vec![],
                    },
                    driver_error: None,
                    unobservable: vec![],
                    seconds: 1.0,
                });
            }
            let var = &case.variants[v];
            let mut o = seam_oracle::run(&var.module, &case.launches[l], Default::default())
                .map_err(|e| e.to_string())?;
            if self.corrupt == Some(l)
                && let Outcome::Completed(obs) = &mut o
            {
                obs.entries[0].bytes[0] ^= 1;
            }
            Ok(RanInfo {
                outcome: Expected::from_outcome(&o),
                driver_error: None,
                unobservable: vec![],
                seconds: 0.001,
            })
        }
    }

    /// The PTX name of the kernel of the case's first launch.
    fn kernel_name(case: &CorpusCase, v: usize) -> String {
        seam_oracle::gpu::plan::LaunchPlan::new(
            &case.variants[v].module,
            &case.variants[v].ptx,
            &case.launches[0],
        )
        .map(|p| p.kernel)
        .unwrap_or_default()
    }

    fn case() -> CorpusCase {
        corpus::read_case(&Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/ft-global-buffers"))
            .unwrap()
    }

    #[test]
    fn run_case_judges_every_launch_of_every_variant() {
        let c = case();
        let w = Duration::from_secs(1);
        let mut good = Fake {
            jit_fails: false,
            corrupt: None,
            hang: None,
        };
        let r = run_case(&mut good, &c, w);
        assert_eq!(r.variants.len(), 3);
        for v in &r.variants {
            assert!(v.launches.iter().all(|l| l.status == Status::Pass), "{v:?}");
            // The driver's numbers sit beside the recorded ptxas numbers.
            let k = &v.kernels[0];
            assert_eq!(k.driver_registers, Some(16));
            assert!(k.ptxas_registers.is_some(), "{k:?}");
        }
        let r = run_case(
            &mut Fake {
                jit_fails: false,
                corrupt: Some(1),
                hang: Some(0),
            },
            &c,
            w,
        );
        let l = &r.variants[0].launches;
        assert_eq!(
            (l[0].status, l[1].status),
            (Status::Mismatch, Status::Mismatch)
        );
        assert!(l[0].detail.contains("watchdog"), "{}", l[0].detail);
        assert!(
            l[1].detail.contains("1 of 3 elements differ"),
            "{}",
            l[1].detail
        );
        let r = run_case(
            &mut Fake {
                jit_fails: true,
                corrupt: None,
                hang: None,
            },
            &c,
            w,
        );
        assert!(
            r.variants
                .iter()
                .flat_map(|v| &v.launches)
                .all(|l| l.status == Status::Error)
        );
        assert_eq!(
            r.variants[0].jit_error.as_deref(),
            Some("CUDA_ERROR_INVALID_PTX")
        );
    }

    #[test]
    fn the_worker_protocol_is_json_lines() {
        let r = Request::Run {
            case: PathBuf::from("c/x"),
            variant: 1,
            launch: 2,
            watchdog_ms: 500,
        };
        let line = serde_json::to_string(&r).unwrap();
        assert_eq!(
            line,
            r#"{"op":"run","case":"c/x","variant":1,"launch":2,"watchdog_ms":500}"#
        );
        assert_eq!(serde_json::from_str::<Request>(&line).unwrap(), r);
        let a = Answer::Unavailable("no CUDA driver".into());
        assert_eq!(
            serde_json::to_string(&a).unwrap(),
            r#"{"unavailable":"no CUDA driver"}"#
        );
        // A worker fed a request with no GPU answers only that it has none.
        let mut out = Vec::new();
        let code = worker(
            &format!("{line}\n").into_bytes()[..],
            &mut out,
            1 << 15,
            None,
        );
        let first = String::from_utf8(out).unwrap();
        if first.starts_with("{\"unavailable\"") {
            assert_eq!(code, 3);
            assert_eq!(first.lines().count(), 1);
        }
    }
}
