//! The fuzzing campaign: generate cases, run every pipeline and every oracle on each, and
//! keep what is found — reproducible, grouped by signature, reduced.
//!
//! ```no_run
//! use seam_fuzz::campaign::{self, CampaignOptions, Limit, NoBackend};
//!
//! let opts = CampaignOptions {
//!     limit: Limit::Cases(1000),
//!     ..CampaignOptions::new("seam-out".into())
//! };
//! let summary = campaign::run(&opts, || Box::new(NoBackend), &mut std::io::stderr())?;
//! println!("{} cases, {} findings", summary.cases, summary.findings);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! - [`crate::judge`] judges each case: every pipeline and oracle, the [`Backend`] trait for
//!   the oracles outside seam (LLVM, ptxas, a GPU).
//! - [`finding`]: the kinds of finding and their signatures.
//! - [`store`]: the output folder, written so that a kill loses no finished finding, and read
//!   back to resume.
//! - [`reduce`]: the reducer.
//! - [`report`]: `summary.json`, `report.html`, `junit.xml`.
//!
//! Cases are seeds: case *i* of a campaign is seed `seed + i`, under the campaign's config or
//! the swarm config that seed draws. `--shard K/N` takes the cases with `i % N == K`, so the
//! shards of a run together hold exactly its cases. Workers take cases in order from a shared
//! counter; a case is finished when its line is in `cases.jsonl`, and `--resume` skips the
//! finished ones.

pub mod interrupt;
pub mod merge;
pub mod oracles;
mod progress;
pub mod reduce;
pub mod relabel;
pub mod report;
pub mod store;

use progress::{ProgressView, SLOW_CASE};

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub use crate::guard::catch;
use crate::guard::{self, watch};
pub use crate::judge::finding::{self, Finding, FindingKind};
pub use crate::judge::{
    Backend, CaseMetrics, CaseReport, CheckOptions, Codegen, CodegenError, Compiled, FunctionStats,
    NoBackend, PerfThresholds, Pipeline, Subject,
};
pub use crate::judge::{CaseFile, CaseFileError};

use crate::Config;
pub use crate::case::Case;
use store::{CaseLine, Event, Header, Settings, Store, StoreError};

/// When a campaign stops.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Limit {
    /// After this many cases (before sharding: a shard runs its part of them).
    Cases(u64),
    /// After this long.
    Time(Duration),
}

/// How the campaign shows progress.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Progress {
    /// A bar redrawn in place (for a terminal).
    Bar,
    /// A line every few seconds (for logs).
    Plain,
    /// Nothing until the summary.
    Quiet,
}

/// Everything that decides how a campaign runs.
#[derive(Clone, Debug)]
pub struct CampaignOptions {
    /// The output folder.
    pub out: PathBuf,
    /// When to stop.
    pub limit: Limit,
    /// The first seed.
    pub seed: u64,
    /// Worker threads.
    pub jobs: usize,
    /// The pipelines (default: [`Pipeline::campaign_default`]).
    pub pipelines: Vec<Pipeline>,
    /// The generator config, as given (`None`: a swarm config per seed).
    pub config: Option<String>,
    /// This shard, of how many.
    pub shard: (u64, u64),
    /// Continue the campaign the folder holds.
    pub resume: bool,
    /// How to check each case.
    pub check: CheckOptions,
    /// Time allowed to reduce the first finding of each new signature (zero: no reduction).
    pub reduce_time: Duration,
    /// Compile one case in this many to PTX and assemble it (with a backend that can; 0:
    /// never). LLVM and ptxas take most of a case's time when they run.
    pub codegen_every: u64,
    /// Hold `inline-cost` to LLVM 19's `opt` in one case in this many (1, the default: every
    /// case; 0: never): an external process per case ([`CheckOptions::llvm_cost`]).
    pub llvm_cost_every: u64,
    /// Run NVIDIA's compiler (libNVVM at -O3 and -O0, ptxas 13.5, the PTX interpreter; with a
    /// backend that has them) on one case in this many (0: never): [`CheckOptions::nvvm`].
    pub nvvm_every: u64,
    /// Of those, run the legacy front end too (NVVM IR 2.0, libNVVM 13.5 and 12.9:
    /// [`CheckOptions::nvvm_legacy`]) on one case in this many (0: never; a multiple of
    /// `nvvm_every` samples a subset of its cases).
    pub nvvm_legacy_every: u64,
    /// How to show progress.
    pub progress: Progress,
    /// Stop once this run's cases have made this many correctness findings (`None`: run to
    /// the limit). Cases already started finish and are recorded; a mutation gate, or a run
    /// that asks only whether anything fails, needs the first finding and no more.
    pub stop_after_findings: Option<u64>,
    /// A case still running after this long is a `hang` finding, and its worker is given up
    /// on (`None`: wait forever). A reduction has its own time and this after it.
    pub case_timeout: Option<Duration>,
    /// Called with every case compiled to PTX (the modules, their PTX, ptxas's numbers): what
    /// writes a GPU regression corpus (`seam campaign --emit-corpus`).
    pub emit: Option<Emitter>,
}

/// [`CampaignOptions::case_timeout`]'s default: far past the slowest case seen (about 25 s,
/// with LLVM and ptxas, on a loaded machine).
pub const DEFAULT_CASE_TIMEOUT: Duration = Duration::from_secs(300);

/// What [`CampaignOptions::emit`] calls: the case's seed, the case, its report (with
/// [`CaseReport::compiled`]). An error stops the campaign.
#[derive(Clone)]
pub struct Emitter(pub std::sync::Arc<EmitFn>);

/// The function of an [`Emitter`].
pub type EmitFn = dyn Fn(u64, &Case, &CaseReport) -> Result<(), String> + Send + Sync;

impl std::fmt::Debug for Emitter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Emitter(..)")
    }
}

impl CampaignOptions {
    /// The defaults, writing to `out`: 1000 cases from seed 0, every named pipeline and the
    /// extra one ([`Pipeline::campaign_default`]), one job per core, 30 s of reduction per new
    /// signature, plain progress, every case compiled (with a backend that can) and held to
    /// LLVM 19's inline costs, no stop at a finding, a case
    /// that runs five minutes a hang.
    pub fn new(out: PathBuf) -> CampaignOptions {
        CampaignOptions {
            out,
            limit: Limit::Cases(1000),
            seed: 0,
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
            pipelines: Pipeline::campaign_default(),
            config: None,
            shard: (0, 1),
            resume: false,
            check: CheckOptions::default(),
            reduce_time: Duration::from_secs(30),
            codegen_every: 1,
            llvm_cost_every: 1,
            nvvm_every: 1,
            nvvm_legacy_every: 1,
            progress: Progress::Plain,
            stop_after_findings: None,
            case_timeout: Some(DEFAULT_CASE_TIMEOUT),
            emit: None,
        }
    }
}

/// Why a campaign did not run or stopped early.
#[derive(Debug)]
pub enum CampaignError {
    /// A setting is wrong.
    Settings(String),
    /// The output folder.
    Store(StoreError),
    /// A worker did not start, or died of a panic outside the judge's catch (a bug of the
    /// campaign itself): what it was running is not recorded. The reports are written.
    Worker(String),
}

impl std::fmt::Display for CampaignError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CampaignError::Settings(m) => f.write_str(m),
            CampaignError::Store(e) => write!(f, "{e}"),
            CampaignError::Worker(m) => write!(f, "a campaign worker failed: {m}"),
        }
    }
}

impl std::error::Error for CampaignError {}

impl From<StoreError> for CampaignError {
    fn from(e: StoreError) -> Self {
        CampaignError::Store(e)
    }
}

/// What a campaign did (this run and, when resumed, the runs before).
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Summary {
    /// Cases finished.
    pub cases: u64,
    /// Cases this run finished.
    pub cases_this_run: u64,
    /// Wall time of this run, seconds.
    pub seconds: f64,
    /// Worker threads.
    pub jobs: usize,
    /// Cases per second per worker, this run.
    pub cases_per_second_per_job: f64,
    /// Cases compiled to PTX and assembled (the sampled ones, `--codegen-every`).
    pub codegen_cases: u64,
    /// Cases whose original LLVM 19 or ptxas could not compile (their limits: checked
    /// without them), with the first few reasons.
    pub codegen_refused: u64,
    /// The first reasons LLVM 19 or ptxas gave, with their seeds.
    pub codegen_refusals: Vec<String>,
    /// Findings.
    pub findings: u64,
    /// Correctness findings (all kinds but performance).
    pub correctness_findings: u64,
    /// Findings per kind.
    pub by_kind: BTreeMap<String, u64>,
    /// Findings per signature: count, the first finding's id, reduction (before, after).
    pub signatures: Vec<SignatureSummary>,
    /// Tools and versions.
    pub versions: BTreeMap<String, String>,
    /// Lines dropped on resume (cut short by a kill).
    pub dropped_lines: Vec<String>,
    /// The dynamic limit of narrowing per stage (`none`, then each pipeline), summed over the
    /// cases (`docs/performance.md`).
    #[serde(default)]
    pub narrowing: BTreeMap<String, crate::judge::NarrowingCounts>,
    /// What the machine outliner's stage did (`docs/outliner.md`).
    #[serde(default)]
    pub outline: OutlineSummary,
    /// What NVIDIA's compiler did (the `nvvm` stage, `docs/nvvm.md`).
    #[serde(default)]
    pub nvvm: crate::judge::stages::nvvm::NvvmTotals,
    /// Seconds per step of the judge over every case ([`crate::judge::CaseMetrics::stage_us`],
    /// summed over the jobs): where the campaign's time goes.
    #[serde(default)]
    pub stage_seconds: BTreeMap<String, f64>,
    /// A second toolkit's ptxas beside the first on the original's PTX (the `toolkit` stage).
    #[serde(default)]
    pub toolkit: crate::judge::stages::toolkit::ToolkitTotals,
}

/// The outliner's stage over a campaign: how many compiled cases gave it a module, and in how
/// many it outlined something (the share the generator's `repeated` feature is for).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct OutlineSummary {
    /// Cases with at least one module through the outliner.
    pub cases: u64,
    /// Of those, cases where some module had something outlined.
    pub cases_outlined: u64,
    /// Modules through the outliner.
    pub modules: u64,
    /// Of those, modules with something outlined.
    pub modules_outlined: u64,
    /// PTX instructions saved, summed.
    pub saved: u64,
    /// Cases per term side of the benefit rule its decisions reached
    /// ([`crate::model::outline::TERM_SIDES`]).
    #[serde(default)]
    pub sides: BTreeMap<String, u64>,
}

/// One signature in the summary.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct SignatureSummary {
    /// The signature.
    pub signature: String,
    /// Findings with it.
    pub count: u64,
    /// The first one's id and folder.
    pub first: String,
    /// Its folder.
    pub dir: String,
    /// Instructions before and after reduction, when reduced.
    pub reduced: Option<(u64, u64)>,
    /// The pipelines its findings were found in, as signatures name them (a pass's
    /// performance finding is one signature across pipelines).
    #[serde(default)]
    pub pipelines: Vec<String>,
}

/// A factory of per-worker backends (an LLVM context cannot be shared between threads). It
/// is `'static`: a worker stalled in a case that never finishes is given up on and left
/// running after [`run`] returns, holding what it was given.
pub type BackendFactory = dyn Fn() -> Box<dyn Backend> + Send + Sync;

/// Messages from the workers to the writer.
enum Msg {
    Done {
        seed: u64,
        us: u64,
        case_text: String,
        config: String,
        report: Box<CaseReport>,
        /// What the case exercised ([`report::coverage::of_case`]; empty when it was not
        /// generated).
        coverage: BTreeMap<String, u64>,
    },
    Reduced {
        id: String,
        signature: String,
        outcome: reduce::Reduced,
    },
    /// A line for the progress output.
    Note(String),
}

/// A saved finding whose reduction is to be done.
struct Pending {
    id: String,
    signature: String,
    /// Its folder, relative to the campaign folder.
    dir: String,
    pipeline: String,
}

/// The first findings of signatures, among `events`, that a reduction would have taken and
/// that have none: the campaign was killed while reducing, or ran without reduction.
fn pending_reductions(events: &[Event]) -> Vec<Pending> {
    let reduced: HashSet<&str> = events
        .iter()
        .filter_map(|e| match e {
            Event::Reduced { id, .. } => Some(id.as_str()),
            Event::Finding { .. } => None,
        })
        .collect();
    let mut out: Vec<Pending> = events
        .iter()
        .filter_map(|e| match e {
            Event::Finding {
                id,
                signature,
                new_signature: true,
                dir,
                finding,
                ..
            } if !reduced.contains(id.as_str()) && finding.kind.is_reduced() => Some(Pending {
                id: id.clone(),
                signature: signature.clone(),
                dir: dir.clone(),
                pipeline: finding.pipeline.clone(),
            }),
            _ => None,
        })
        .collect();
    // The workers pop from the end: the oldest first.
    out.reverse();
    out
}

/// Reduces a saved finding's case (its `case.ll`); a case that no longer reads is left
/// unreduced, with a note saying why.
fn reduce_saved(opts: &CampaignOptions, p: &Pending, backend: &mut dyn Backend) -> Msg {
    let path = opts.out.join(&p.dir).join("case.ll");
    let unreduced = |why: String| Msg::Note(format!("resume: {} not reduced: {why}", p.id));
    let case = match std::fs::read_to_string(&path)
        .map_err(|e| e.to_string())
        .and_then(|t| CaseFile::parse(&t).map_err(|e| e.to_string()))
    {
        Ok(c) => c,
        Err(e) => return unreduced(format!("{}: {e}", path.display())),
    };
    let pipeline = match Pipeline::parse(&p.pipeline) {
        Ok(x) => x,
        Err(e) => return unreduced(format!("pipeline {}: {e}", p.pipeline)),
    };
    let outcome = reduce::reduce(
        case.subject(),
        &pipeline,
        &p.signature,
        backend,
        &opts.check,
        Instant::now() + opts.reduce_time,
    );
    Msg::Reduced {
        id: p.id.clone(),
        signature: p.signature.clone(),
        outcome,
    }
}

/// The case index `i`'s seed, if the shard runs it.
fn seed_of(opts: &CampaignOptions, i: u64) -> Option<u64> {
    (i % opts.shard.1 == opts.shard.0).then(|| opts.seed.wrapping_add(i))
}

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// What the workers share: the settings and the counters, behind one `Arc` (a worker given up
/// on outlives [`run`]).
struct Shared {
    opts: CampaignOptions,
    config: Option<Config>,
    backends: Box<BackendFactory>,
    /// Seeds finished by earlier runs.
    done: HashSet<u64>,
    /// Signatures seen (the first finding of a new one is reduced).
    known: Mutex<HashSet<String>>,
    /// Reductions a killed campaign left undone.
    pending: Mutex<Vec<Pending>>,
    deadline: Option<Instant>,
    next: AtomicU64,
    stop: AtomicBool,
    /// Correctness findings this run (for [`CampaignOptions::stop_after_findings`]).
    found: AtomicU64,
    emit_error: Mutex<Option<String>>,
}

impl Shared {
    /// Counts `n` correctness findings, stopping the campaign when they reach the number asked.
    fn count_findings(&self, n: u64) {
        if n > 0
            && let Some(limit) = self.opts.stop_after_findings
            && self.found.fetch_add(n, Ordering::Relaxed) + n >= limit
        {
            self.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Runs a campaign. Progress goes to `progress_out`; findings, cases and reports to the
/// output folder.
///
/// A case that runs past [`CampaignOptions::case_timeout`] is recorded as a `hang` finding
/// naming the stage it stalled in; its worker is given up on (a thread cannot be stopped: it
/// keeps running, in the background, until the process ends) and the campaign goes on with
/// the others, ending when none is left.
pub fn run(
    opts: &CampaignOptions,
    backends: impl Fn() -> Box<dyn Backend> + Send + Sync + 'static,
    progress_out: &mut dyn Write,
) -> Result<Summary, CampaignError> {
    if opts.shard.1 == 0 || opts.shard.0 >= opts.shard.1 {
        return Err(CampaignError::Settings(format!(
            "--shard {}/{}: K/N needs K < N",
            opts.shard.0, opts.shard.1
        )));
    }
    if opts.pipelines.is_empty() {
        return Err(CampaignError::Settings("no pipeline to run".into()));
    }
    if opts.case_timeout.is_some_and(|t| t.is_zero()) {
        return Err(CampaignError::Settings(
            "a case timeout must be longer than zero (none: no timeout)".into(),
        ));
    }
    let config = match &opts.config {
        Some(c) => {
            Some(Config::parse(c).map_err(|e| CampaignError::Settings(format!("--config: {e}")))?)
        }
        None => None,
    };
    let jobs = opts.jobs.max(1);
    let versions: BTreeMap<String, String> = {
        let b = backends();
        let mut v: BTreeMap<String, String> = b.versions().into_iter().collect();
        v.insert("seam".into(), env!("CARGO_PKG_VERSION").into());
        v
    };
    let header = Header {
        format: store::FORMAT.into(),
        settings: Settings {
            seed: opts.seed,
            config: opts.config.clone(),
            pipelines: opts.pipelines.iter().map(|p| p.name.clone()).collect(),
            shard: opts.shard,
        },
        versions: versions.clone(),
        started: now_secs(),
    };
    let (mut store, resumed) = Store::open(&opts.out, &header, opts.resume)?;
    for d in &resumed.dropped {
        let _ = writeln!(progress_out, "resume: {d}");
    }
    let done = resumed.done();
    let mut events = resumed.events.clone();
    let mut cases: Vec<CaseLine> = resumed.cases.clone();
    // Findings already saved, by (seed, pipeline, kind, signature): a case that was cut off
    // after writing some of its findings and runs again does not save them twice.
    let mut saved: HashSet<(u64, String)> = HashSet::new();
    let mut per_seed: HashMap<u64, u64> = HashMap::new();
    let mut known: HashSet<String> = HashSet::new();
    for e in &events {
        if let Event::Finding {
            seed, signature, ..
        } = e
        {
            saved.insert((*seed, signature.clone()));
            *per_seed.entry(*seed).or_default() += 1;
            known.insert(signature.clone());
        }
    }
    // Reductions a killed campaign left undone (or one run with `--reduce-time 0`): the
    // workers do them first.
    let pending = if opts.reduce_time.is_zero() {
        Vec::new()
    } else {
        pending_reductions(&events)
    };
    let base_at = cases.iter().map(|c| c.at).fold(0.0, f64::max);

    let start = Instant::now();
    let deadline = match opts.limit {
        Limit::Time(d) => Some(start + d),
        Limit::Cases(_) => None,
    };
    let total = match opts.limit {
        Limit::Cases(n) => Some(
            (0..n)
                .filter(|&i| seed_of(opts, i).is_some_and(|s| !done.contains(&s)))
                .count() as u64,
        ),
        Limit::Time(_) => None,
    };
    let shared = Arc::new(Shared {
        opts: opts.clone(),
        config,
        backends: Box::new(backends),
        done,
        known: Mutex::new(known),
        pending: Mutex::new(pending),
        deadline,
        next: AtomicU64::new(0),
        stop: AtomicBool::new(false),
        found: AtomicU64::new(0),
        emit_error: Mutex::new(None),
    });
    let (tx, rx) = mpsc::channel::<Msg>();
    let mut this_run = 0u64;
    let mut progress = ProgressView::new(opts.progress, total, deadline, start);
    let mut failure: Option<StoreError> = None;
    let mut last_report = Instant::now();

    let mut slots: Vec<watch::Shared> = Vec::with_capacity(jobs);
    let mut handles = Vec::with_capacity(jobs);
    let mut worker_failed: Option<String> = None;
    for k in 0..jobs {
        let slot = watch::Shared::default();
        let (tx, theirs, mine) = (tx.clone(), Arc::clone(&shared), Arc::clone(&slot));
        let spawned = std::thread::Builder::new()
            .name(format!("seam-campaign-{k}"))
            .spawn(move || worker(&theirs, &mine, &tx));
        match spawned {
            Ok(h) => handles.push(h),
            Err(e) => {
                shared.stop.store(true, Ordering::Relaxed);
                worker_failed = Some(format!("worker {k} did not start: {e}"));
                break;
            }
        }
        slots.push(slot);
    }
    drop(tx);
    // The writer: this thread. It ends when every worker is gone or given up on, and what
    // they sent is recorded.
    let mut given_up = 0usize;
    let mut interrupted = false;
    loop {
        if !interrupted && let Some(sig) = interrupt::received() {
            interrupted = true;
            shared.stop.store(true, Ordering::Relaxed);
            let _ = writeln!(
                progress_out,
                "campaign: {} received: stopping (the cases running finish and are recorded; \
                 another one ends the process at once)",
                interrupt::name(sig)
            );
        }
        let mut msgs = Vec::new();
        let mut closed = false;
        match rx.recv_timeout(Duration::from_millis(250)) {
            Ok(m) => msgs.push(m),
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => closed = true,
        }
        // The watchdog: a worker stalled past the case timeout is given up on; a stalled case
        // becomes a `hang` finding.
        if let Some(limit) = opts.case_timeout {
            let now = Instant::now();
            for slot in &slots {
                let Some((doing, stage)) = watch::give_up_if_stalled(slot, limit, now) else {
                    continue;
                };
                given_up += 1;
                let left = slots.len() - given_up;
                match doing {
                    watch::Doing::Case {
                        seed,
                        since,
                        config,
                        case,
                    } => {
                        let f = hang_finding(
                            &format!("seed {seed}"),
                            &stage,
                            now.duration_since(since),
                        );
                        let _ = writeln!(
                            progress_out,
                            "campaign: {f} ({left} worker(s) left; the stalled one runs on)"
                        );
                        shared.count_findings(1);
                        msgs.push(Msg::Done {
                            seed,
                            us: us_of(now.duration_since(since)),
                            coverage: case
                                .as_deref()
                                .map(report::coverage::of_case)
                                .unwrap_or_default(),
                            case_text: case.map(|c| c.to_text()).unwrap_or_default(),
                            config,
                            report: Box::new(CaseReport {
                                findings: vec![f],
                                ..CaseReport::default()
                            }),
                        });
                    }
                    watch::Doing::Reducing { id, .. } => {
                        let _ = writeln!(
                            progress_out,
                            "campaign: the reduction of {id} ran past its time and the case \
                             timeout; left unreduced ({left} worker(s) left; the stalled one \
                             runs on)"
                        );
                    }
                    _ => {}
                }
            }
        }
        // A worker given up on still holds its sender: the channel never closes while it
        // runs. Every other worker gone, what is left in the channel is the last to record.
        let over = closed || (given_up > 0 && slots.iter().all(watch::finished));
        if over {
            msgs.extend(rx.try_iter());
        }
        for msg in msgs {
            let msg = match msg {
                Msg::Note(line) => {
                    let _ = writeln!(progress_out, "{line}");
                    continue;
                }
                _ if failure.is_some() => continue,
                msg => msg,
            };
            let r = record(
                msg,
                &mut store,
                &mut events,
                &mut cases,
                &mut saved,
                &mut per_seed,
                base_at + start.elapsed().as_secs_f64(),
                &versions,
            );
            match r {
                Ok(true) => this_run += 1,
                Ok(false) => {}
                Err(e) => {
                    failure = Some(e);
                    shared.stop.store(true, Ordering::Relaxed);
                }
            }
        }
        if over {
            break;
        }
        // A case that has run long is named (a minute of LLVM or ptxas, a slow pass).
        progress.slow = watch::longest(&slots, SLOW_CASE, Instant::now());
        progress.draw(progress_out, this_run, &events, false);
        if last_report.elapsed() > Duration::from_secs(30) {
            last_report = Instant::now();
            let s = summarize(
                &events,
                &cases,
                this_run,
                start.elapsed(),
                jobs,
                &versions,
                &resumed.dropped,
            );
            let _ = report::write_all(store.dir(), &s, &cases, &events);
        }
    }
    // Every worker not given up on has ended: one that panicked says so (the default hook has
    // printed where).
    for (k, (slot, h)) in slots.iter().zip(handles).enumerate() {
        if watch::exited(slot)
            && let Err(p) = h.join()
        {
            let what = guard::message(p.as_ref()).unwrap_or_else(|| "a panic".to_owned());
            worker_failed.get_or_insert(format!("worker {k} panicked: {what}"));
        }
    }
    progress.slow = None;
    progress.draw(progress_out, this_run, &events, true);
    let summary = summarize(
        &events,
        &cases,
        this_run,
        start.elapsed(),
        jobs,
        &versions,
        &resumed.dropped,
    );
    let written = report::write_all(store.dir(), &summary, &cases, &events);
    // The first failure to save is the one to report (a full disk fails the reports too).
    if let Some(e) = failure {
        return Err(e.into());
    }
    written?;
    if let Some(e) = worker_failed {
        return Err(CampaignError::Worker(e));
    }
    let emit_error = shared
        .emit_error
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take();
    if let Some(e) = emit_error {
        return Err(CampaignError::Settings(format!(
            "writing the corpus stopped the campaign: {e}"
        )));
    }
    Ok(summary)
}

fn us_of(d: Duration) -> u64 {
    u64::try_from(d.as_micros()).unwrap_or(u64::MAX)
}

/// Judges `case` like [`crate::judge::check`] on a thread of its own, giving up after
/// `timeout`: a check still running then is reported as one `hang` finding naming the step it
/// stalled in (what `seam check --timeout` prints). The stalled thread cannot be stopped: it
/// runs on in the background until the process ends.
pub fn check_within(
    case: CaseFile,
    pipelines: Vec<Pipeline>,
    backend: impl FnOnce() -> Box<dyn Backend> + Send + 'static,
    opts: CheckOptions,
    timeout: Duration,
) -> CaseReport {
    let slot = watch::Shared::default();
    let since = Instant::now();
    watch::set(
        &slot,
        watch::Doing::Case {
            seed: 0,
            since,
            config: String::new(),
            case: None,
        },
    );
    let (tx, rx) = mpsc::channel();
    let theirs = Arc::clone(&slot);
    let spawned = std::thread::Builder::new()
        .name("seam-check".into())
        .spawn(move || {
            watch::install(&theirs);
            let mut backend = backend();
            let report = crate::judge::check(case.subject(), &pipelines, backend.as_mut(), &opts);
            let _ = tx.send(report);
        });
    if let Err(e) = spawned {
        return CaseReport {
            findings: vec![Finding {
                kind: FindingKind::Harness,
                pipeline: "none".into(),
                pass: None,
                detail: "thread".into(),
                message: format!("the check's thread did not start: {e}"),
                launch: None,
            }],
            ..CaseReport::default()
        };
    }
    match rx.recv_timeout(timeout) {
        Ok(report) => report,
        Err(_) => {
            let stage = slot.lock().unwrap_or_else(|e| e.into_inner()).stage.clone();
            CaseReport {
                findings: vec![hang_finding("the case", &stage, since.elapsed())],
                ..CaseReport::default()
            }
        }
    }
}

/// The finding for a case (`what`: `seed N`, `the case`) stalled in `stage` for `for_`.
fn hang_finding(what: &str, stage: &watch::Stage, for_: Duration) -> Finding {
    let pipeline = stage.pipeline.clone().unwrap_or_else(|| "none".to_owned());
    let where_ = match (&stage.pass, stage.what) {
        (Some(p), "pass") => format!("pass {p}"),
        (Some(p), what) => format!("the {what} of pass {p}"),
        (None, what) => format!("the {what} stage"),
    };
    let on = if pipeline == "none" {
        "the original module".to_owned()
    } else {
        format!("pipeline {pipeline}")
    };
    Finding {
        kind: FindingKind::Hang,
        pipeline,
        pass: stage.pass.clone(),
        detail: stage.what.to_owned(),
        message: format!(
            "{what}: no result after {:.0} s, stalled in {where_} on {on} (the case timeout)",
            for_.as_secs_f64()
        ),
        launch: None,
    }
}

/// A worker: first the reductions a killed campaign left, then cases from the shared counter
/// until the limit, a stop, or a give-up.
fn worker(shared: &Shared, slot: &watch::Shared, tx: &mpsc::Sender<Msg>) {
    let _exit = watch::ExitGuard(Arc::clone(slot));
    watch::install(slot);
    let opts = &shared.opts;
    let mut backend = (shared.backends)();
    loop {
        let item = shared
            .pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .pop();
        let Some(item) = item else { break };
        if shared.stop.load(Ordering::Relaxed) {
            break;
        }
        let doing = watch::Doing::Reducing {
            id: item.id.clone(),
            until: Instant::now() + opts.reduce_time,
        };
        if watch::set(slot, doing) {
            return;
        }
        let msg = reduce_saved(opts, &item, backend.as_mut());
        if watch::set(slot, watch::Doing::Idle) || tx.send(msg).is_err() {
            return;
        }
    }
    loop {
        if shared.stop.load(Ordering::Relaxed)
            || shared.deadline.is_some_and(|d| Instant::now() >= d)
        {
            break;
        }
        let i = shared.next.fetch_add(1, Ordering::Relaxed);
        if let Limit::Cases(n) = opts.limit
            && i >= n
        {
            break;
        }
        let Some(seed) = seed_of(opts, i) else {
            continue;
        };
        if shared.done.contains(&seed) {
            continue;
        }
        let t = Instant::now();
        let mut check_opts = opts.check;
        check_opts.codegen = opts.codegen_every > 0 && i.is_multiple_of(opts.codegen_every);
        check_opts.keep_compiled = check_opts.codegen && opts.emit.is_some();
        check_opts.llvm_cost = check_opts.llvm_cost
            && opts.llvm_cost_every > 0
            && i.is_multiple_of(opts.llvm_cost_every);
        check_opts.llvm_cost_turn = (opts.llvm_cost_every > 0).then(|| i / opts.llvm_cost_every);
        check_opts.nvvm =
            check_opts.nvvm && opts.nvvm_every > 0 && i.is_multiple_of(opts.nvvm_every);
        check_opts.nvvm_legacy = check_opts.nvvm_legacy
            && opts.nvvm_legacy_every > 0
            && i.is_multiple_of(opts.nvvm_legacy_every);
        let config = shared.config.as_ref();
        let doing = watch::Doing::Case {
            seed,
            since: t,
            config: config_name(config),
            case: None,
        };
        if watch::set(slot, doing) {
            return;
        }
        let (report, case_text, config_text, subject_parts) =
            check_seed(seed, config, opts, &check_opts, backend.as_mut(), slot);
        // Given up on while it ran: the writer recorded the case as a hang.
        if watch::set(slot, watch::Doing::Idle) {
            return;
        }
        if let (Some(emit), Some(case)) = (&opts.emit, &subject_parts)
            && !report.compiled.is_empty()
            && let Err(e) = (emit.0)(seed, case, &report)
        {
            let mut error = shared.emit_error.lock().unwrap_or_else(|e| e.into_inner());
            error.get_or_insert(format!("seed {seed}: {e}"));
            shared.stop.store(true, Ordering::Relaxed);
            break;
        }
        let us = us_of(t.elapsed());
        shared.count_findings(
            report
                .findings
                .iter()
                .filter(|f| f.kind.is_correctness())
                .count() as u64,
        );
        // Reduce the first finding of each new signature, here in the worker.
        let mut reductions = Vec::new();
        if subject_parts.is_some() && !opts.reduce_time.is_zero() {
            for (k, f) in report.findings.iter().enumerate() {
                if !f.kind.is_reduced() {
                    continue;
                }
                let sig = f.signature();
                let new = shared
                    .known
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(sig.clone());
                if new {
                    reductions.push((k, sig));
                }
            }
        }
        if tx
            .send(Msg::Done {
                seed,
                us,
                case_text,
                config: config_text,
                report: Box::new(report.clone()),
                coverage: subject_parts
                    .as_deref()
                    .map(report::coverage::of_case)
                    .unwrap_or_default(),
            })
            .is_err()
        {
            break;
        }
        let Some(case) = &subject_parts else { continue };
        for (k, sig) in reductions {
            let f = &report.findings[k];
            // The finding's pipeline as run (with `entry=` where the campaign's pipeline
            // needed one).
            let Ok(p) = Pipeline::parse(&f.pipeline) else {
                continue;
            };
            let subject = Subject {
                module: &case.module,
                launches: &case.launches,
                labels: &case.labels,
            };
            let id = format!("{seed}-{k}");
            let until = Instant::now() + opts.reduce_time;
            if watch::set(
                slot,
                watch::Doing::Reducing {
                    id: id.clone(),
                    until,
                },
            ) {
                return;
            }
            let outcome = reduce::reduce(subject, &p, &sig, backend.as_mut(), &opts.check, until);
            if watch::set(slot, watch::Doing::Idle)
                || tx
                    .send(Msg::Reduced {
                        id,
                        signature: sig,
                        outcome,
                    })
                    .is_err()
            {
                return;
            }
        }
    }
}

/// Generates and checks one seed. Returns the report, the case file's text, the config, and
/// the case (for the reducer) when generation succeeded. The case goes into the worker's
/// `slot` once generated (a stalled check is saved with it).
fn check_seed(
    seed: u64,
    config: Option<&Config>,
    opts: &CampaignOptions,
    check_opts: &CheckOptions,
    backend: &mut dyn Backend,
    slot: &watch::Shared,
) -> (CaseReport, String, String, Option<Arc<Case>>) {
    watch::step("generator", || None);
    let generated = catch(|| crate::case_from_seed(seed, config));
    let case = match generated {
        Ok(Ok(c)) => Arc::new(c),
        Ok(Err(e)) => {
            let text = match &e {
                crate::GenError::Invalid { text, .. } => text.clone(),
                crate::GenError::Config(_) => String::new(),
            };
            let report = CaseReport {
                findings: vec![Finding {
                    kind: FindingKind::Harness,
                    pipeline: "none".into(),
                    pass: None,
                    detail: "generator".into(),
                    message: e.to_string(),
                    launch: None,
                }],
                ..CaseReport::default()
            };
            return (report, text, config_name(config), None);
        }
        Err(p) => {
            let report = CaseReport {
                findings: vec![Finding {
                    kind: FindingKind::Harness,
                    pipeline: "none".into(),
                    pass: None,
                    detail: "generator-panic".into(),
                    message: format!("the generator panicked on seed {seed}: {p}"),
                    launch: None,
                }],
                ..CaseReport::default()
            };
            return (report, String::new(), config_name(config), None);
        }
    };
    {
        let mut s = slot.lock().unwrap_or_else(|e| e.into_inner());
        if let watch::Doing::Case {
            case: c, config, ..
        } = &mut s.doing
        {
            *c = Some(Arc::clone(&case));
            *config = case.config.to_string();
        }
    }
    let subject = Subject {
        module: &case.module,
        launches: &case.launches,
        labels: &case.labels,
    };
    let report = crate::judge::check(subject, &opts.pipelines, backend, check_opts);
    let text = if report.findings.is_empty() {
        String::new()
    } else {
        case.to_text()
    };
    let cfg = case.config.to_string();
    (report, text, cfg, Some(case))
}

fn config_name(c: Option<&Config>) -> String {
    c.map_or_else(|| "swarm".to_owned(), |c| c.to_string())
}

/// Writes a worker's message. Returns whether a case finished.
#[allow(clippy::too_many_arguments)]
fn record(
    msg: Msg,
    store: &mut Store,
    events: &mut Vec<Event>,
    cases: &mut Vec<CaseLine>,
    saved: &mut HashSet<(u64, String)>,
    per_seed: &mut HashMap<u64, u64>,
    at: f64,
    versions: &BTreeMap<String, String>,
) -> Result<bool, StoreError> {
    match msg {
        Msg::Done {
            seed,
            us,
            case_text,
            coverage,
            config,
            report,
        } => {
            let mut seen_sigs: HashSet<String> = events
                .iter()
                .filter_map(|e| match e {
                    Event::Finding { signature, .. } => Some(signature.clone()),
                    _ => None,
                })
                .collect();
            for (k, f) in report.findings.iter().enumerate() {
                let signature = f.signature();
                if !saved.insert((seed, signature.clone())) {
                    continue;
                }
                let n = per_seed.entry(seed).or_default();
                *n += 1;
                let id = format!("{seed}-{k}");
                let dir = format!("findings/{signature}/{id}");
                let verdict = serde_json::json!({
                    "id": id,
                    "seed": seed,
                    "config": config,
                    "signature": signature,
                    "finding": f,
                    "versions": versions,
                    "reproduce": reproduce_command(f),
                });
                let mut files: Vec<(&str, Vec<u8>)> = vec![
                    ("case.ll", case_text.clone().into_bytes()),
                    (
                        "verdict.json",
                        serde_json::to_string_pretty(&verdict)
                            .expect("verdicts serialize")
                            .into_bytes(),
                    ),
                    (
                        "reproduce.sh",
                        format!(
                            "#!/bin/sh\n# {}\n# Usage: ./reproduce.sh [FILE]: FILE in this folder, \
                             case.ll unless given (reduced.ll: the reduced case)\n\
                             cd \"$(dirname \"$0\")\" && exec {}\n",
                            f.message.lines().next().unwrap_or(""),
                            reproduce_command_on(f, "\"${1:-case.ll}\"")
                        )
                        .into_bytes(),
                    ),
                ];
                if let Some(t) = report.transformed_text(&f.pipeline) {
                    files.push(("after.ll", t.as_bytes().to_vec()));
                }
                store.finding_files(&dir, &files)?;
                let new_signature = seen_sigs.insert(signature.clone());
                let e = Event::Finding {
                    id,
                    seed,
                    signature,
                    new_signature,
                    dir,
                    finding: f.clone(),
                    at,
                };
                store.event(&e)?;
                events.push(e);
            }
            let line = CaseLine {
                seed,
                us,
                findings: report.findings.len() as u64,
                at,
                metrics: report.metrics.clone(),
                coverage,
            };
            store.case(&line)?;
            cases.push(line);
            Ok(true)
        }
        Msg::Reduced {
            id,
            signature,
            outcome,
        } => {
            let dir = events.iter().find_map(|e| match e {
                Event::Finding { id: i, dir, .. } if *i == id => Some(dir.clone()),
                _ => None,
            });
            let Some(dir) = dir else { return Ok(false) };
            let file = format!("{dir}/reduced.ll");
            store.finding_files(&dir, &[("reduced.ll", outcome.text.clone().into_bytes())])?;
            let e = Event::Reduced {
                id,
                signature,
                before: outcome.before,
                after: outcome.after,
                checks: outcome.checks,
                seconds: outcome.seconds,
                file,
                replays_exactly: Some(outcome.replay.exact()),
                replays_clean: Some(outcome.replay.clean()),
                replay_others: outcome.replay.others.clone(),
                replay_new: outcome.replay.new.clone(),
            };
            store.event(&e)?;
            events.push(e);
            Ok(false)
        }
        // The writer prints notes before it records.
        Msg::Note(_) => Ok(false),
    }
}

/// The command, run in a finding's folder, that reproduces it.
pub fn reproduce_command(f: &Finding) -> String {
    reproduce_command_on(f, "case.ll")
}

/// The command that reproduces `f` on the case file `file` (`case.ll`, `reduced.ll`, or a
/// shell word such as `"${1:-case.ll}"`).
pub fn reproduce_command_on(f: &Finding, file: &str) -> String {
    // NVIDIA's compiler at the level that showed it, its PTX run against the IR interpreter.
    if f.kind == FindingKind::Nvvm
        && let Some(level) = f.pass.as_deref().and_then(|p| p.strip_prefix("nvvm-O"))
    {
        return format!("seam nvvm {file} -O {level} --check");
    }
    for fe in ["legacy", "legacy12"] {
        if f.kind == FindingKind::Nvvm
            && let Some(level) = f
                .pass
                .as_deref()
                .and_then(|p| p.strip_prefix(&format!("nvvm-{fe}-O")))
        {
            return format!("seam nvvm {file} -O {level} --front-end {fe} --check");
        }
    }
    // `none`: the checks of the original module, before any pipeline.
    let mut c = format!("seam check {file} --pipeline '{}'", f.pipeline);
    // A hang's check would never end: it is given a minute, and says where it stalled.
    if f.kind == FindingKind::Hang {
        c.push_str(" --timeout 60");
    }
    c
}

fn summarize(
    events: &[Event],
    cases: &[CaseLine],
    this_run: u64,
    elapsed: Duration,
    jobs: usize,
    versions: &BTreeMap<String, String>,
    dropped: &[String],
) -> Summary {
    let mut by_kind: BTreeMap<String, u64> = BTreeMap::new();
    let mut findings = 0;
    let mut correctness = 0;
    for e in events {
        if let Event::Finding { finding, .. } = e {
            findings += 1;
            if finding.kind.is_correctness() {
                correctness += 1;
            }
            *by_kind.entry(finding.kind.name().to_owned()).or_default() += 1;
        }
    }
    let reductions = store::reductions(events);
    let signatures = store::by_signature(events)
        .into_iter()
        .map(|(signature, (count, first))| {
            let dir = events
                .iter()
                .find_map(|e| match e {
                    Event::Finding { id, dir, .. } if *id == first => Some(dir.clone()),
                    _ => None,
                })
                .unwrap_or_default();
            let mut pipelines: Vec<String> = events
                .iter()
                .filter_map(|e| match e {
                    Event::Finding {
                        signature: s,
                        finding,
                        ..
                    } if *s == signature => {
                        Some(crate::judge::finding::pipeline_id(&finding.pipeline))
                    }
                    _ => None,
                })
                .collect();
            pipelines.sort_unstable();
            pipelines.dedup();
            SignatureSummary {
                reduced: reductions.get(&first).copied(),
                signature,
                count,
                first,
                dir,
                pipelines,
            }
        })
        .collect();
    let seconds = elapsed.as_secs_f64();
    let codegen_cases = cases.iter().filter(|c| c.metrics.codegen.is_some()).count() as u64;
    let refused: Vec<String> = cases
        .iter()
        .filter_map(|c| {
            c.metrics
                .codegen_refused
                .as_ref()
                .map(|r| format!("seed {}: {r}", c.seed))
        })
        .collect();
    let mut narrowing: BTreeMap<String, crate::judge::NarrowingCounts> = BTreeMap::new();
    for c in cases {
        if let Some(n) = &c.metrics.narrowing {
            narrowing.entry("none".to_owned()).or_default().add(n);
        }
        for p in &c.metrics.pipelines {
            if let Some(n) = &p.narrowing {
                narrowing
                    .entry(finding::without_entry(&p.name))
                    .or_default()
                    .add(n);
            }
        }
    }
    let mut outline = OutlineSummary::default();
    for c in cases {
        let m = &c.metrics;
        if m.outline_runs > 0 {
            outline.cases += 1;
            outline.cases_outlined += u64::from(m.outline_hits > 0);
        }
        outline.modules += m.outline_runs;
        outline.modules_outlined += m.outline_hits;
        outline.saved += m.outline_saved;
        for side in &m.outline_sides {
            *outline.sides.entry(side.clone()).or_default() += 1;
        }
    }
    let mut nvvm = crate::judge::stages::nvvm::NvvmTotals::default();
    for c in cases {
        nvvm.add_case(c.seed, &c.metrics.nvvm, c.metrics.codegen.as_ref());
    }
    let mut stage_seconds: BTreeMap<String, f64> = BTreeMap::new();
    for c in cases {
        for (k, v) in &c.metrics.stage_us {
            *stage_seconds.entry(k.clone()).or_default() += *v as f64 / 1e6;
        }
    }
    let mut toolkit = crate::judge::stages::toolkit::ToolkitTotals::default();
    for c in cases {
        if let Some(r) = &c.metrics.toolkit {
            toolkit.add(c.seed, r);
        }
    }
    Summary {
        toolkit,
        stage_seconds,
        narrowing,
        outline,
        nvvm,
        codegen_cases,
        codegen_refused: refused.len() as u64,
        codegen_refusals: refused.into_iter().take(20).collect(),
        cases: cases.len() as u64,
        cases_this_run: this_run,
        seconds,
        jobs,
        cases_per_second_per_job: if seconds > 0.0 {
            this_run as f64 / seconds / jobs as f64
        } else {
            0.0
        },
        findings,
        correctness_findings: correctness,
        by_kind,
        signatures,
        versions: versions.clone(),
        dropped_lines: dropped.to_vec(),
    }
}
