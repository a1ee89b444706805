//! Checking one case with every pipeline and every oracle.
//!
//! For a case (a module, its launches, its labels) and each pipeline:
//! 1. the original's launches run in the interpreter; each must complete (a generated case
//!    that does not is a harness finding: the generator promised a defined program);
//! 2. the passes run one at a time, each under a panic catcher (a panic or a pass error is a
//!    finding naming the pass);
//! 3. seam's verifier checks the result (a failure is re-run with the verifier after every
//!    pass, to name the pass that broke the module);
//! 4. every decision in the remarks is held against the labels ([`crate::check_remarks`]);
//! 5. the launches run again and must observe the same ([`seam_oracle::compare`]); a
//!    difference is a miscompile, and the guilty pass is the last of the shortest prefix of the
//!    pipeline that shows it;
//! 6. with a [`Backend`]: LLVM 19's verifier on the printed result, PTX and ptxas before and
//!    after (a rejection is a codegen finding; registers, spills or stack past the
//!    [`PerfThresholds`] a performance finding), and a GPU, whose results must equal the
//!    interpreter's (else an oracle disagreement).

mod stages;

use stages::*;
pub use stages::{kernel_perf, nooutline_functions, perf_regressions};

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use seam::ir::Module;
use seam::passes::{PassSpec, Remark};
use seam_oracle::{Interpreter, Launch, Limits, Outcome, Verdict};
use serde::{Deserialize, Serialize};

use super::finding::{Finding, FindingKind};
use super::panics::catch;
use crate::labels::Label;

/// A pipeline as the campaign runs it: its name as given, and its passes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pipeline {
    /// As given (`tileiras`, `force-inline,specialize-callees<clone-budget=0>`).
    pub name: String,
    /// The passes, named pipelines expanded.
    pub specs: Vec<PassSpec>,
}

impl Pipeline {
    /// Parses a pipeline string (an error lists the passes and pipelines that exist). `none`
    /// is no pipeline at all: what a finding about the original module was found with (its
    /// check runs no pipeline).
    pub fn parse(name: &str) -> Result<Pipeline, seam::passes::PipelineError> {
        if name == "none" {
            return Ok(Pipeline {
                name: name.to_owned(),
                specs: Vec::new(),
            });
        }
        let specs = seam::passes::parse_pipeline(name)?;
        Ok(Pipeline {
            name: name.to_owned(),
            specs,
        })
    }

    /// The pipeline of `specs`, named by them as written.
    fn of_specs(specs: Vec<PassSpec>) -> Pipeline {
        let name = specs
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(",");
        Pipeline { name, specs }
    }

    /// Every named pipeline (the campaign's default).
    pub fn all_named() -> Vec<Pipeline> {
        seam::passes::NAMED_PIPELINES
            .iter()
            .map(|(n, _)| Pipeline::parse(n).expect("named pipelines parse"))
            .collect()
    }
}

/// What ptxas reports for one function.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct FunctionStats {
    /// The function's name.
    pub name: String,
    /// A kernel (`.entry`); device functions are reported too, for the launch stack.
    #[serde(default = "yes")]
    pub entry: bool,
    /// Registers used.
    pub registers: u64,
    /// Bytes of stack frame.
    pub stack_bytes: u64,
    /// Bytes of spill stores.
    pub spill_stores: u64,
    /// Bytes of spill loads.
    pub spill_loads: u64,
    /// Bytes of static shared memory (kernels).
    #[serde(default)]
    pub shared_bytes: u64,
}

fn yes() -> bool {
    true
}

impl FunctionStats {
    /// The numbers the performance verdicts read.
    pub fn numbers(&self) -> seam_oracle::perf::FunctionNumbers {
        seam_oracle::perf::FunctionNumbers {
            name: self.name.clone(),
            entry: self.entry,
            registers: u32::try_from(self.registers).unwrap_or(u32::MAX),
            stack_frame: self.stack_bytes,
            spill_bytes: self.spill_stores + self.spill_loads,
            shared_bytes: self.shared_bytes,
        }
    }
}

/// A module compiled to PTX and assembled.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Codegen {
    /// The PTX.
    pub ptx: String,
    /// ptxas's statistics per function (kernels and device functions).
    pub functions: Vec<FunctionStats>,
}

impl Codegen {
    /// The kernels' statistics.
    pub fn kernels(&self) -> impl Iterator<Item = &FunctionStats> {
        self.functions.iter().filter(|f| f.entry)
    }
}

/// Why code generation failed: which tool, and what it said.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CodegenError {
    /// `llvm` (the NVPTX back end) or `ptxas`.
    pub tool: String,
    /// Its message.
    pub message: String,
}

/// The oracles outside seam: LLVM 19, ptxas, a GPU. The campaign runs without them (every
/// method's default says "not available"); the `seam` command line supplies them.
pub trait Backend {
    /// Tool names and versions, recorded with every finding.
    fn versions(&self) -> Vec<(String, String)> {
        Vec::new()
    }

    /// Whether [`Backend::llvm_verify`] does something.
    fn has_llvm(&self) -> bool {
        false
    }

    /// Whether [`Backend::codegen`] does something.
    fn has_codegen(&self) -> bool {
        false
    }

    /// LLVM 19's verifier on module text; `None` without LLVM.
    fn llvm_verify(&mut self, _text: &str) -> Option<Result<(), String>> {
        None
    }

    /// ptxas's numbers for PTX text (what the outliner made); `None` without ptxas.
    fn assemble(&mut self, _ptx: &str) -> Option<Result<Vec<FunctionStats>, CodegenError>> {
        None
    }

    /// PTX for module `m`, assembled by ptxas; `None` without LLVM or ptxas.
    fn codegen(&mut self, _m: &Module) -> Option<Result<Codegen, CodegenError>> {
        None
    }

    /// Runs `launches` of module `m`, compiled to `ptx`, on a GPU; `None` without one. Each
    /// outcome is compared with the interpreter's on the same module.
    fn gpu_run(
        &mut self,
        _m: &Module,
        _ptx: &str,
        _launches: &[Launch],
    ) -> Option<Vec<Result<Outcome, String>>> {
        None
    }
}

/// A backend with no external oracle.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoBackend;

impl Backend for NoBackend {}

/// When a change in what a GPU pays is a performance finding (`docs/performance.md`): a kernel
/// that loses a block per SM of theoretical occupancy at one of its launches' block sizes on
/// SM `sm`; spill bytes over a launch's call tree grown by more than `spill_bytes`; a launch
/// stack grown by more than `stack_bytes`, or bounded becoming unbounded. Raw register and
/// frame counts are statistics, never findings.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct PerfThresholds {
    /// Spill bytes added.
    pub spill_bytes: u64,
    /// Launch stack bytes added.
    pub stack_bytes: u64,
    /// The SM whose occupancy tables apply (the backend compiles for it): 90 for sm_90.
    #[serde(default = "sm90")]
    pub sm: u32,
}

fn sm90() -> u32 {
    90
}

impl Default for PerfThresholds {
    fn default() -> Self {
        let t = seam_oracle::perf::Thresholds::default();
        PerfThresholds {
            spill_bytes: t.spill_bytes,
            stack_bytes: t.stack_bytes,
            sm: sm90(),
        }
    }
}

/// How to check.
#[derive(Clone, Copy, Debug)]
pub struct CheckOptions {
    /// Interpreter limits per launch.
    pub limits: Limits,
    /// Performance thresholds.
    pub perf: PerfThresholds,
    /// Name the guilty pass of a miscompile or performance finding by running prefixes.
    pub triage: bool,
    /// Compile to PTX and assemble (with a backend that can): the campaign samples cases for
    /// it, since LLVM and ptxas take far longer than everything else.
    pub codegen: bool,
    /// Keep every compiled module with its PTX in the report ([`CaseReport::compiled`]: what
    /// a GPU regression corpus is written from).
    pub keep_compiled: bool,
    /// Run every compiled module's PTX in seam's PTX interpreter and compare with the IR
    /// interpreter's outcomes of the same module.
    pub ptx_interp: bool,
    /// Run the machine outliner on every compiled module's PTX: ptxas must accept the result
    /// and the PTX interpreter must observe on it what the IR interpreter observed.
    pub outline: bool,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            limits: Limits {
                fuel: 20_000_000,
                ..Limits::default()
            },
            perf: PerfThresholds::default(),
            triage: true,
            codegen: true,
            keep_compiled: false,
            ptx_interp: true,
            outline: true,
        }
    }
}

/// What is checked: a module with its launches and labels (a generated case, a case file, a
/// reducer's candidate).
#[derive(Clone, Copy, Debug)]
pub struct Subject<'a> {
    /// The module (verified).
    pub module: &'a Module,
    /// The launches.
    pub launches: &'a [Launch],
    /// The labels (none for a module that was not generated).
    pub labels: &'a [Label],
}

/// ptxas's numbers summed over a module's functions.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct CodegenTotals {
    /// Registers, summed over kernels.
    pub registers: u64,
    /// The most registers of one kernel.
    pub max_registers: u64,
    /// Spill bytes (stores and loads).
    pub spill_bytes: u64,
    /// Stack frame bytes.
    pub stack_bytes: u64,
    /// Functions reported.
    pub functions: u64,
}

impl CodegenTotals {
    fn of(c: &Codegen) -> CodegenTotals {
        let mut t = CodegenTotals::default();
        for f in c.kernels() {
            t.registers += f.registers;
            t.max_registers = t.max_registers.max(f.registers);
            t.spill_bytes += f.spill_stores + f.spill_loads;
            t.stack_bytes += f.stack_bytes;
            t.functions += 1;
        }
        t
    }
}

/// What one pipeline did to a case.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct PipelineMetrics {
    /// The pipeline.
    pub name: String,
    /// It ran and its result verified.
    pub ok: bool,
    /// Instructions after.
    pub instructions: u64,
    /// Memory accesses through generic pointers after, and all accesses.
    pub generic: u64,
    /// All memory accesses after.
    pub accesses: u64,
    /// ptxas's numbers after, with a backend.
    pub codegen: Option<CodegenTotals>,
    /// Time in the passes, microseconds.
    pub pass_us: u64,
    /// A pass refused the module by design (it is outside the pass's domain), and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refused: Option<String>,
    /// The pipeline left the module as it was (the same text): its observations are the
    /// original's, not interpreted again.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unchanged: bool,
    /// Where the result's generic accesses landed over the launches it ran.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub narrowing: Option<NarrowingCounts>,
}

/// The dynamic limit of narrowing on one module's launches (`docs/performance.md`): generic
/// accesses executed, those whose instruction touched one space on every launch (narrowable,
/// left generic), how many of those no rule of the pipeline's passes explains, and the
/// narrowable ones per reason (`seam_fuzz::narrowing::Reason` names).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct NarrowingCounts {
    /// Generic accesses executed.
    pub generic: u64,
    /// Of those, narrowable.
    pub narrowable: u64,
    /// Of those, explained by no rule of the pipeline's passes.
    pub unexplained: u64,
    /// Narrowable accesses per reason.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub by_reason: BTreeMap<String, u64>,
}

impl NarrowingCounts {
    /// The counts of module `m` from what its launches recorded, judged for a pipeline of
    /// the passes `passes` (none for the original).
    pub fn of(
        m: &Module,
        record: &seam_oracle::perf::narrowing::SpaceRecord<(seam::ir::FuncId, seam::ir::Inst)>,
        passes: &[&str],
    ) -> NarrowingCounts {
        let t = crate::narrowing::NarrowingTally::of(m, record, "");
        NarrowingCounts {
            generic: t.totals.generic,
            narrowable: t.totals.narrowable,
            unexplained: if passes.is_empty() {
                0
            } else {
                t.unexplained(passes)
            },
            by_reason: t
                .by_reason
                .iter()
                .map(|(r, &n)| (r.name().to_owned(), n))
                .collect(),
        }
    }

    /// The narrowable accesses no rule of the passes `passes` explains.
    pub fn unexplained_in(&self, passes: &[&str]) -> u64 {
        use crate::narrowing::Reason;
        self.by_reason
            .iter()
            .filter(|(k, _)| {
                Reason::ALL
                    .iter()
                    .find(|r| r.name() == k.as_str())
                    .is_none_or(|r| !r.explained_in(passes))
            })
            .map(|(_, n)| n)
            .sum()
    }

    /// Adds `o`.
    pub fn add(&mut self, o: &NarrowingCounts) {
        self.generic += o.generic;
        self.narrowable += o.narrowable;
        self.unexplained += o.unexplained;
        for (k, v) in &o.by_reason {
            *self.by_reason.entry(k.clone()).or_default() += v;
        }
    }
}

/// What a check measured.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct CaseMetrics {
    /// Instructions of the original.
    pub instructions: u64,
    /// Launches.
    pub launches: u64,
    /// Memory accesses through generic pointers in the original.
    pub generic: u64,
    /// All memory accesses of the original.
    pub accesses: u64,
    /// ptxas's numbers for the original, with a backend.
    pub codegen: Option<CodegenTotals>,
    /// Per pipeline.
    pub pipelines: Vec<PipelineMetrics>,
    /// Where the original's generic accesses landed over its launches.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub narrowing: Option<NarrowingCounts>,
    /// Time in the interpreter, microseconds.
    pub interp_us: u64,
    /// Time in LLVM and ptxas, microseconds.
    pub backend_us: u64,
    /// Time in the PTX interpreter, microseconds.
    #[serde(default)]
    pub ptx_interp_us: u64,
    /// Launches the PTX interpreter ran.
    #[serde(default)]
    pub ptx_launches: u64,
    /// Compiled modules the outliner ran on, and those it outlined something from.
    #[serde(default)]
    pub outline_runs: u64,
    /// Modules it outlined something from.
    #[serde(default)]
    pub outline_hits: u64,
    /// Instructions the outliner removed, over the case's modules.
    #[serde(default)]
    pub outline_saved: u64,
    /// LLVM 19 or ptxas could not compile the original module (their limit, not a finding):
    /// which, and its first line. The case was checked without them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub codegen_refused: Option<String>,
}

/// A module of a case compiled to PTX and assembled.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The pipeline that made it, as run (`None`: the original).
    pub pipeline: Option<String>,
    /// The module's text.
    pub module_text: String,
    /// Its PTX and ptxas's numbers.
    pub codegen: Codegen,
    /// The launches it was judged by (indices into the case's): all of them, or one kernel's
    /// for a pipeline with an entry point.
    pub launches: Vec<usize>,
}

/// The result of checking one case.
#[derive(Clone, Debug, Default)]
pub struct CaseReport {
    /// Every module compiled, with [`CheckOptions::keep_compiled`].
    pub compiled: Vec<Compiled>,
    /// Everything found.
    pub findings: Vec<Finding>,
    /// The printed module each pipeline left, by pipeline name: kept where the pipeline has a
    /// finding (`None` where it did not finish or found nothing).
    pub transformed: Vec<(String, Option<String>)>,
    /// What was measured.
    pub metrics: CaseMetrics,
}

impl CaseReport {
    /// The printed module a pipeline left, if it finished.
    pub fn transformed_text(&self, pipeline: &str) -> Option<&str> {
        self.transformed
            .iter()
            .find(|(p, _)| p == pipeline)
            .and_then(|(_, t)| t.as_deref())
    }
}

fn us(d: Duration) -> u64 {
    d.as_micros().min(u128::from(u64::MAX)) as u64
}

/// How a pipeline run ended early.
enum Stop {
    /// Pass `index` refuses the module by design (not a finding).
    Refused(usize, String),
    /// Pass `index` panicked.
    Panic(usize, String),
    /// Pass `index` returned an error.
    Error(usize, String),
}

/// Runs `specs` on `m` one pass at a time (no verification), catching panics.
fn run_passes(m: &mut Module, specs: &[PassSpec]) -> Result<Vec<Remark>, Stop> {
    run_passes_modelled(m, specs, None)
}

/// [`run_passes`], and with `model`, each pass that has an independent model
/// ([`crate::model`]) is held against it on the module it is given: each difference is pushed
/// with the pass's index.
fn run_passes_modelled(
    m: &mut Module,
    specs: &[PassSpec],
    mut model: Option<&mut Vec<(usize, crate::model::ModelMismatch)>>,
) -> Result<Vec<Remark>, Stop> {
    let mut remarks = Vec::new();
    for (k, spec) in specs.iter().enumerate() {
        let want = model
            .as_ref()
            .and_then(|_| crate::model::decisions(spec.name, &spec.options, m));
        let start = remarks.len();
        let Some(info) = seam::passes::find_pass(spec.name) else {
            return Err(Stop::Error(k, format!("unknown pass '{}'", spec.name)));
        };
        if let Some(refuses) = info.refuses
            && let Err(why) = refuses(m, &spec.options)
        {
            return Err(Stop::Refused(k, why));
        }
        match catch(|| (info.run)(m, &spec.options, &mut remarks)) {
            Ok(Ok(_)) => {}
            Ok(Err(e)) => return Err(Stop::Error(k, e.0)),
            Err(p) => return Err(Stop::Panic(k, p)),
        }
        if let (Some(want), Some(out)) = (&want, model.as_deref_mut()) {
            for d in crate::model::compare(spec.name, want, &remarks[start..]) {
                out.push((k, d));
            }
        }
    }
    Ok(remarks)
}

/// The first pass after which `m` (a copy of the original) no longer verifies, with the errors.
fn first_breaking_pass(original: &Module, specs: &[PassSpec]) -> Option<(usize, String)> {
    let mut m = original.clone();
    for (k, spec) in specs.iter().enumerate() {
        if run_passes(&mut m, std::slice::from_ref(spec)).is_err() {
            return None;
        }
        if let Err(e) = seam::verify::verify_module(&m) {
            return Some((k, e.to_string()));
        }
    }
    None
}

/// How an outcome differs, for signatures: `values`, `ub-KIND`, `trap-KIND`, `out-of-fuel`.
fn outcome_shape(o: &Outcome) -> String {
    match o {
        Outcome::Completed(_) => "values".to_owned(),
        Outcome::Ub(u) => format!("ub-{}", u.kind.name()),
        Outcome::Trap { kind, .. } => format!("trap-{}", kind.name()),
        Outcome::OutOfFuel => "out-of-fuel".to_owned(),
    }
}

/// Runs every launch of `m`, which verifies (the caller checked); an interpreter error (the
/// interpreter is broken) is an `Err`.
fn interpret(m: &Module, launches: &[Launch], limits: Limits) -> Result<Vec<Outcome>, String> {
    interpret_recording(m, launches, limits, None)
}

/// [`interpret`], and with `record`, where every generic access landed.
fn interpret_recording(
    m: &Module,
    launches: &[Launch],
    limits: Limits,
    mut record: Option<
        &mut seam_oracle::perf::narrowing::SpaceRecord<(seam::ir::FuncId, seam::ir::Inst)>,
    >,
) -> Result<Vec<Outcome>, String> {
    let interp = catch(|| Interpreter::new_verified(m))
        .map_err(|p| format!("the interpreter panicked: {p}"))?
        .map_err(|e| format!("the interpreter refused the module: {e}"))?;
    let mut out = Vec::with_capacity(launches.len());
    for l in launches {
        let o = match record.as_deref_mut() {
            Some(r) => catch(|| interp.run_recording(l, limits, r).map(|(o, _)| o)),
            None => catch(|| interp.run(l, limits)),
        }
        .map_err(|p| format!("the interpreter panicked on {l}: {p}"))?
        .map_err(|e| format!("the interpreter failed on {l}: {e}"))?;
        out.push(o);
    }
    Ok(out)
}

/// Checks one case with every pipeline.
pub fn check(
    subject: Subject<'_>,
    pipelines: &[Pipeline],
    backend: &mut dyn Backend,
    opts: &CheckOptions,
) -> CaseReport {
    let mut report = CaseReport::default();
    let m = subject.module;
    let acc = seam::analysis::memory_accesses(m);
    report.metrics.instructions = m.inst_count() as u64;
    report.metrics.launches = subject.launches.len() as u64;
    report.metrics.generic = acc.generic;
    report.metrics.accesses = acc.total;
    let harness = |message: String| Finding {
        kind: FindingKind::Harness,
        pipeline: "none".to_owned(),
        pass: None,
        detail: String::new(),
        message,
        launch: None,
    };

    let t = Instant::now();
    let mut record = seam_oracle::perf::narrowing::SpaceRecord::default();
    let before = match interpret_recording(m, subject.launches, opts.limits, Some(&mut record)) {
        Ok(b) => {
            report.metrics.narrowing = Some(NarrowingCounts::of(m, &record, &[]));
            b
        }
        Err(e) => {
            report.findings.push(Finding {
                detail: "interpreter".into(),
                ..harness(e)
            });
            return report;
        }
    };
    report.metrics.interp_us += us(t.elapsed());
    for (i, o) in before.iter().enumerate() {
        if !o.is_completed() {
            report.findings.push(Finding {
                detail: format!("undefined-case-{}", outcome_shape(o)),
                launch: Some(i),
                ..harness(format!(
                    "the original module does not complete {}: {o} (a case must be defined)",
                    subject.launches[i]
                ))
            });
        }
    }
    if !report.findings.is_empty() {
        return report;
    }

    let codegen = opts.codegen && backend.has_codegen();
    // The original's text, made once something needs it.
    let original_text = std::cell::OnceCell::new();
    let t = Instant::now();
    if backend.has_llvm()
        && let Some(Err(e)) =
            backend.llvm_verify(original_text.get_or_init(|| seam::text::print_module(m)))
    {
        report.findings.push(Finding {
            kind: FindingKind::LlvmVerifier,
            detail: "original".into(),
            ..harness(format!(
                "LLVM rejects the original module as seam prints it: {e}"
            ))
        });
    }
    // A generated module LLVM 19 or ptxas cannot compile is a limit of those tools (the
    // module is valid: seam's verifier and LLVM's accept it), not a finding: the case is
    // checked without them, and the summary counts it.
    let original_codegen = match codegen.then(|| backend.codegen(m)).flatten() {
        Some(Ok(c)) => Some(c),
        Some(Err(e)) => {
            report.metrics.codegen_refused = Some(format!(
                "{}: {}",
                e.tool,
                e.message.lines().next().unwrap_or("")
            ));
            None
        }
        None => None,
    };
    report.metrics.codegen = original_codegen.as_ref().map(CodegenTotals::of);
    if opts.keep_compiled
        && let Some(c) = &original_codegen
    {
        report.compiled.push(Compiled {
            pipeline: None,
            module_text: seam::text::print_module(m),
            codegen: c.clone(),
            launches: (0..subject.launches.len()).collect(),
        });
    }
    report.metrics.backend_us += us(t.elapsed());
    if let Some(c) = &original_codegen {
        compiled_checks(
            backend,
            m,
            c,
            subject,
            &before,
            "none",
            opts,
            &mut report.findings,
            &mut report.metrics,
        );
    }

    for p in pipelines {
        for (q, which) in entry_instances(p, subject.launches, m) {
            let launches: Vec<Launch> =
                which.iter().map(|&i| subject.launches[i].clone()).collect();
            let expected: Vec<Outcome> = which.iter().map(|&i| before[i].clone()).collect();
            let part = Subject {
                launches: &launches,
                ..subject
            };
            let found = report.findings.len();
            let kept = report.compiled.len();
            let (metrics, transformed) = check_pipeline(
                part,
                &q,
                &expected,
                &original_text,
                original_codegen.as_ref(),
                backend,
                opts,
                &mut report.findings,
                &mut report.metrics,
                &mut report.compiled,
            );
            for c in &mut report.compiled[kept..] {
                c.launches = which.clone();
            }
            // A finding's launch is an index into the case's launches.
            for f in &mut report.findings[found..] {
                f.launch = f.launch.map(|i| which[i]);
            }
            report.metrics.pipelines.push(PipelineMetrics {
                name: p.name.clone(),
                ..metrics
            });
            report.transformed.push((q.name.clone(), transformed));
        }
    }
    report
}

/// How `p` runs on a case, and which launches (indices) it is judged by. A pipeline with a
/// pass that takes an entry point (`inline-all`, `remove-non-entrypoints`) and was given none
/// runs once per launched kernel with `entry=KERNEL`, judged by that kernel's launches; one
/// given `entry=K` is judged by the launches of `K` (the others may be deleted); any other
/// runs once, judged by every launch.
pub fn entry_instances(
    p: &Pipeline,
    launches: &[Launch],
    m: &Module,
) -> Vec<(Pipeline, Vec<usize>)> {
    let hosted = with_host_refs(p, launches, m);
    let p = &hosted;
    let takes_entry = |s: &PassSpec| {
        seam::passes::find_pass(s.name).is_some_and(|i| i.options.iter().any(|o| o.name == "entry"))
    };
    let given = p.specs.iter().find_map(|s| {
        s.options
            .iter()
            .rev()
            .find(|(k, _)| k == "entry")
            .map(|(_, v)| v.trim_start_matches('@').to_owned())
    });
    let of = |k: &str| -> Vec<usize> {
        (0..launches.len())
            .filter(|&i| launches[i].kernel == k)
            .collect()
    };
    if let Some(k) = given {
        return vec![(p.clone(), of(&k))];
    }
    if !p.specs.iter().any(takes_entry) {
        return vec![(p.clone(), (0..launches.len()).collect())];
    }
    let mut kernels: Vec<&str> = launches.iter().map(|l| l.kernel.as_str()).collect();
    kernels.sort_unstable();
    kernels.dedup();
    kernels
        .into_iter()
        .map(|k| {
            let specs: Vec<PassSpec> = p
                .specs
                .iter()
                .map(|s| {
                    let mut s = s.clone();
                    if takes_entry(&s) {
                        s.options.push(("entry".to_owned(), k.to_owned()));
                    }
                    s
                })
                .collect();
            (Pipeline::of_specs(specs), of(k))
        })
        .collect()
}

/// Options the campaign derives from a case's launches (which kernels they name): a finding
/// is the same whichever they are.
pub(crate) const DERIVED_OPTIONS: &[&str] = &[
    "entry",
    "has-global-host-info",
    "host-ref-ek",
    "host-ref-eg",
    "optimize-unused-variables",
];

/// `p` with the host's references given where it has a `dead-kernel-elim` without them: the
/// host launches exactly the kernels the case's launches name and reads back exactly the
/// globals the oracles observe that it can name (externally visible ones), and unused
/// variables are eliminated (`optimize-unused-variables`): the named pipeline `lto` on a case
/// is seed 003's LTO with nvlink's host information.
fn with_host_refs(p: &Pipeline, launches: &[Launch], m: &Module) -> Pipeline {
    let needs = |s: &PassSpec| {
        s.name == "dead-kernel-elim" && !s.options.iter().any(|(k, _)| k == "has-global-host-info")
    };
    if !p.specs.iter().any(needs) {
        return p.clone();
    }
    let mut kernels: Vec<&str> = launches.iter().map(|l| l.kernel.as_str()).collect();
    kernels.sort_unstable();
    kernels.dedup();
    let globals: Vec<String> = seam_oracle::observed_globals(m)
        .into_iter()
        .filter(|g| !g.local)
        .map(|g| g.name)
        .collect();
    let specs: Vec<PassSpec> = p
        .specs
        .iter()
        .map(|s| {
            let mut s = s.clone();
            if needs(&s) {
                s.options
                    .push(("has-global-host-info".into(), "true".into()));
                s.options.push(("host-ref-ek".into(), kernels.join(",")));
                s.options
                    .push(("optimize-unused-variables".into(), "true".into()));
                s.options.push(("host-ref-eg".into(), globals.join(",")));
            }
            s
        })
        .collect();
    Pipeline::of_specs(specs)
}

/// A pass as findings name it: as written, less the options derived from the case's launches
/// (which kernel a pass ran for, which kernels the host launches, do not make another
/// finding).
pub(crate) fn pass_label(spec: &PassSpec) -> String {
    PassSpec {
        name: spec.name,
        options: spec
            .options
            .iter()
            .filter(|(k, _)| !DERIVED_OPTIONS.contains(&k.as_str()))
            .cloned()
            .collect(),
    }
    .to_string()
}

fn pipeline_finding(
    kind: FindingKind,
    p: &Pipeline,
    pass: Option<usize>,
    detail: String,
    message: String,
) -> Finding {
    Finding {
        kind,
        pipeline: p.name.clone(),
        pass: pass.map(|k| pass_label(&p.specs[k])),
        detail,
        message,
        launch: None,
    }
}

#[allow(clippy::too_many_arguments)]
fn check_pipeline(
    subject: Subject<'_>,
    p: &Pipeline,
    before: &[Outcome],
    original_text: &std::cell::OnceCell<String>,
    original_codegen: Option<&Codegen>,
    backend: &mut dyn Backend,
    opts: &CheckOptions,
    findings: &mut Vec<Finding>,
    case_metrics: &mut CaseMetrics,
    compiled: &mut Vec<Compiled>,
) -> (PipelineMetrics, Option<String>) {
    let mut metrics = PipelineMetrics {
        name: p.name.clone(),
        ..PipelineMetrics::default()
    };
    let mut m = subject.module.clone();
    let t = Instant::now();
    let mut modelled = Vec::new();
    let ran = run_passes_modelled(&mut m, &p.specs, Some(&mut modelled));
    metrics.pass_us = us(t.elapsed());
    // A pass that panics or fails on a module an earlier pass broke is not the guilty one.
    if let Err(Stop::Panic(k, _) | Stop::Error(k, _)) = &ran
        && let Some((b, errors)) = first_breaking_pass(subject.module, &p.specs[..*k])
    {
        findings.push(pipeline_finding(
            FindingKind::Verifier,
            p,
            Some(b),
            String::new(),
            format!("the result does not verify:\n{errors}"),
        ));
        return (metrics, None);
    }
    let remarks = match ran {
        Ok(r) => r,
        Err(Stop::Refused(k, why)) => {
            metrics.refused = Some(format!("{}: {why}", p.specs[k]));
            return (metrics, None);
        }
        Err(Stop::Panic(k, msg)) => {
            findings.push(pipeline_finding(
                FindingKind::Panic,
                p,
                Some(k),
                String::new(),
                format!("pass {} panicked: {msg}", p.specs[k]),
            ));
            return (metrics, None);
        }
        Err(Stop::Error(k, msg)) => {
            findings.push(pipeline_finding(
                FindingKind::PassError,
                p,
                Some(k),
                String::new(),
                format!("pass {} failed on a valid module: {msg}", p.specs[k]),
            ));
            return (metrics, None);
        }
    };
    if let Err(errors) = seam::verify::verify_module(&m) {
        let (pass, errors) = match first_breaking_pass(subject.module, &p.specs) {
            Some((k, e)) => (Some(k), e),
            None => (None, errors.to_string()),
        };
        findings.push(pipeline_finding(
            FindingKind::Verifier,
            p,
            pass,
            String::new(),
            format!("the result does not verify:\n{errors}"),
        ));
        return (metrics, None);
    }
    metrics.ok = true;
    metrics.instructions = m.inst_count() as u64;
    let acc = seam::analysis::memory_accesses(&m);
    metrics.generic = acc.generic;
    metrics.accesses = acc.total;
    let found_before = findings.len();

    // Each pass with an independent model, held against it on the module it was given.
    if let Some((k, d)) = modelled.first() {
        findings.push(pipeline_finding(
            FindingKind::Decision,
            p,
            Some(*k),
            format!("model-{}", d.rule),
            format!(
                "a decision differs from the model of the seed's rules: {d}{}",
                match modelled.len() {
                    1 => String::new(),
                    n => format!(" (and {} more)", n - 1),
                }
            ),
        ));
    }
    for mm in crate::check_remarks(subject.labels, &remarks).mismatches {
        let pass = p.specs.iter().position(|s| s.name == mm.pass);
        findings.push(pipeline_finding(
            FindingKind::Decision,
            p,
            pass,
            mm.decision.clone(),
            format!("a decision contradicts the generator's label: {mm}"),
        ));
    }

    // The text is made once a comparison, a backend or a finding needs it.
    let mut text: Option<String> = None;
    // A pipeline that left the module as it was (`gpucompiler` on most cases) observes what
    // the original did: the interpreter is deterministic, so it is not run again.
    let unchanged = m.inst_count() == subject.module.inst_count()
        && m.functions.len() == subject.module.functions.len()
        && *text.insert(seam::text::print_module(&m))
            == *original_text.get_or_init(|| seam::text::print_module(subject.module));
    let mut text_of = |m: &Module| -> String {
        text.get_or_insert_with(|| seam::text::print_module(m))
            .clone()
    };
    metrics.unchanged = unchanged;
    let t = Instant::now();
    let passes: Vec<&str> = p.specs.iter().map(|s| s.name).collect();
    let after = if unchanged {
        metrics.narrowing = case_metrics.narrowing.clone().map(|mut n| {
            n.unexplained = n.unexplained_in(&passes);
            n
        });
        Ok(before.to_vec())
    } else {
        let mut record = seam_oracle::perf::narrowing::SpaceRecord::default();
        let r = interpret_recording(&m, subject.launches, opts.limits, Some(&mut record));
        if r.is_ok() {
            metrics.narrowing = Some(NarrowingCounts::of(&m, &record, &passes));
        }
        r
    };
    case_metrics.interp_us += us(t.elapsed());
    match &after {
        Err(e) => findings.push(pipeline_finding(
            FindingKind::Harness,
            p,
            None,
            "interpreter".into(),
            e.clone(),
        )),
        Ok(after) => {
            for (i, (b, a)) in before.iter().zip(after.iter()).enumerate() {
                if let Verdict::Differ(why) = seam_oracle::compare(b, a) {
                    let guilty = if opts.triage {
                        guilty_prefix(subject, p, i, b, opts)
                    } else {
                        None
                    };
                    let mut f = pipeline_finding(
                        FindingKind::Miscompile,
                        p,
                        guilty,
                        outcome_shape(a),
                        format!(
                            "{} observes something else after {}:\n{why}",
                            subject.launches[i], p.name
                        ),
                    );
                    f.launch = Some(i);
                    findings.push(f);
                    // One miscompile per pipeline: the launches usually share the cause.
                    break;
                }
            }
        }
    }

    let t = Instant::now();
    if backend.has_llvm() || original_codegen.is_some() {
        let printed = text_of(&m);
        if let Some(c) = backend_checks(
            backend,
            &m,
            &printed,
            p,
            original_codegen,
            subject,
            &after,
            opts,
            findings,
            &mut metrics,
            case_metrics,
        ) && opts.keep_compiled
        {
            compiled.push(Compiled {
                pipeline: Some(p.name.clone()),
                module_text: printed.clone(),
                codegen: c,
                launches: Vec::new(),
            });
        }
    }
    case_metrics.backend_us += us(t.elapsed());
    let transformed = (findings.len() > found_before).then(|| text_of(&m));
    (metrics, transformed)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CASE: &str = "; launch: @k grid=1 block=4 (out=i32[4] zero)
target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"
target triple = \"nvptx64-nvidia-cuda\"

define internal i32 @twice(i32 %x) {
entry:
  %y = add i32 %x, %x
  ret i32 %y
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @twice(i32 %t)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
";

    /// A pipeline that leaves the module as it was is not interpreted again; one that changes
    /// it is, and both keep the observations.
    #[test]
    fn an_unchanged_result_reuses_the_original_observations() {
        let case = crate::campaign::CaseFile::parse(CASE).unwrap();
        let pipelines = [
            Pipeline::parse("gpucompiler").unwrap(),
            Pipeline::parse("inline<model=nvidia>").unwrap(),
        ];
        let report = check(
            case.subject(),
            &pipelines,
            &mut NoBackend,
            &CheckOptions::default(),
        );
        assert!(report.findings.is_empty(), "{:?}", report.findings);
        let [gpucompiler, inline] = &report.metrics.pipelines[..] else {
            panic!("{:?}", report.metrics.pipelines)
        };
        assert!(gpucompiler.ok && gpucompiler.unchanged, "{gpucompiler:?}");
        assert!(inline.ok && !inline.unchanged, "{inline:?}");
        assert!(inline.instructions < report.metrics.instructions);
    }
}
