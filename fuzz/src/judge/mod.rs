//! The judge: one case (a module, its launches, its labels) through every pipeline and every
//! oracle, to one typed verdict ([`CaseReport`]). The campaign, `seam check`, `seam gen
//! --stats`, the reducer's interestingness test and the property tests all call [`judge`] (or
//! [`check`], the judge with no [`Observer`]).
//!
//! For a case:
//! 1. the original's launches run in the IR interpreter; each must complete (a generated case
//!    that does not is a harness finding: the generator promised a defined program);
//! 2. the original goes through the [`stages`] (LLVM's verifier, code generation with ptxas,
//!    then the stages on compiled code);
//! 3. for each pipeline (once per launched kernel for one with an entry point,
//!    [`entry_instances`]), the passes run one at a time, each under a panic catcher (a panic or
//!    a pass error is a finding naming the pass), each modelled pass held against its
//!    independent model ([`crate::model`]) and each pass's checkable postconditions against
//!    the result ([`crate::contracts`]);
//! 4. seam's verifier checks the result (a failure is re-run with the verifier after every
//!    pass, to name the pass that broke the module);
//! 5. every decision in the remarks is held against the labels ([`crate::check_remarks`]);
//! 6. the result goes through the [`stages`]: the IR interpreter (a difference from the
//!    original is a miscompile, the guilty pass the last of the shortest prefix of the pipeline
//!    that shows it), LLVM 19's verifier, code generation and ptxas, the performance verdicts,
//!    the PTX interpreter, the outliner and a GPU.
//!
//! A stage is one implementation of [`stages::Stage`] in one list ([`stages::STAGES`]):
//! adding an oracle touches its file and that list. What the judge makes along the way (the
//! modules each pipeline left, where generic accesses landed, how long each stage took) goes to
//! an [`Observer`], so that a caller that reports more than the verdict needs no loop of its
//! own.

mod backend;
mod passes;
mod report;
pub mod stages;

pub use backend::{
    Backend, Codegen, CodegenError, FunctionStats, NoBackend, NvvmCode, NvvmFailure,
};
use passes::*;
pub use passes::{
    CLONE_BUDGETS, HOST_REF_LISTS, entry_instances, host_refs, with_clone_budget,
    with_import_limit, with_inline_budget,
};
pub(crate) use passes::{DERIVED_OPTIONS, pass_label};
pub use report::{
    CaseMetrics, CaseReport, CodegenTotals, Compiled, NarrowingCounts, PipelineMetrics,
};
pub use stages::{
    OUTLINE_THRESHOLDS, kernel_perf, nooutline_functions, outline_term_sides, outline_threshold,
    perf_regressions,
};

use std::cell::OnceCell;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use seam::ir::Module;
use seam::passes::PassSpec;
use seam_oracle::{Interpreter, Launch, Limits, Outcome, Stats};
use serde::{Deserialize, Serialize};

pub mod case_file;
pub mod finding;
pub mod tool_bugs;

pub use case_file::{CaseFile, CaseFileError};
pub use finding::{Finding, FindingKind};

use crate::guard::catch;
use crate::labels::Label;

/// Where a module's generic accesses landed over its launches (what narrowing is measured on).
pub type SpaceRecord =
    seam_oracle::perf::narrowing::SpaceRecord<(seam::ir::FuncId, seam::ir::Inst)>;

/// What the campaign runs beside the named pipelines: the passes no named pipeline holds,
/// LLVM's cost-model inliner and `instsimplify`, followed by the clean-up LLVM's function
/// simplification runs after inlining. Their meaning, verification and contracts are checked
/// on every case like the named pipelines' (the `llvm` model's costs are held to LLVM 19's
/// own in `compiler/tests/inline_cost_vs_llvm.rs`). And `remove-non-entrypoints` alone, on the
/// module as generated: in `nir` it only ever sees an entry point `inline-all` emptied of
/// calls, so its own refusal (an entry point that still calls or names another function) is
/// judged here, against the model's (most such runs are refusals, which cost nothing).
pub const EXTRA_PIPELINES: &[&str] = &[
    "inline-cost<threshold-multiplier=1>,inline-cost,inline<model=llvm>,instsimplify,simplify-cfg,dce",
    "remove-non-entrypoints",
];

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

    /// Every named pipeline.
    pub fn all_named() -> Vec<Pipeline> {
        seam::passes::NAMED_PIPELINES
            .iter()
            .map(|(n, _)| Pipeline::parse(n).expect("named pipelines parse"))
            .collect()
    }

    /// The campaign's default: every named pipeline, then [`EXTRA_PIPELINES`].
    pub fn campaign_default() -> Vec<Pipeline> {
        let mut all = Pipeline::all_named();
        all.extend(
            EXTRA_PIPELINES
                .iter()
                .map(|n| Pipeline::parse(n).expect("the extra pipelines parse")),
        );
        all
    }
}

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
    /// Hold the pass `inline-cost` (the `llvm` inline cost model) to LLVM 19's own analysis
    /// ([`crate::model::llvm_cost`]): one `opt` process per pipeline that runs it, so the
    /// campaign samples cases for it. Without `opt` it does not run either way.
    pub llvm_cost: bool,
    /// Where a pipeline runs `inline-cost` more than once (the campaign's extra pipeline: at
    /// multiplier 1 and at NVPTX's 11), hold only the one at this position, modulo their
    /// count, to `opt` (one process per case, the pipelines' turns taken case by case);
    /// `None`: every one (what reduction uses, so a finding of any turn reproduces).
    pub llvm_cost_turn: Option<u64>,
    /// Run NVIDIA's compiler on the original (with a backend that has libNVVM and ptxas
    /// 13.5: [`stages::nvvm`]); the campaign samples cases for it (`--nvvm-every`).
    pub nvvm: bool,
    /// With `nvvm`: also its legacy front end, the module printed as NVVM IR 2.0
    /// ([`stages::nvvm_legacy`]); the campaign samples cases for it (`--nvvm-legacy-every`).
    pub nvvm_legacy: bool,
    /// Assemble the original's PTX with a second toolkit's ptxas too, where the backend has
    /// one, and compare the kernels' numbers ([`stages::toolkit`]); with code generation only.
    pub toolkits: bool,
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
            llvm_cost: true,
            llvm_cost_turn: None,
            nvvm: true,
            nvvm_legacy: true,
            toolkits: true,
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

/// How a pipeline's run on a case ended, as an [`Observer`] is told.
#[derive(Clone, Copy, Debug)]
pub enum RunEnd<'a> {
    /// The passes ran and the result verifies.
    Done(&'a Module),
    /// A pass refuses the module by design (outside its domain): why.
    Refused(&'a str),
    /// A pass panicked or failed, or the result does not verify: the finding's message.
    Failed(&'a str),
}

/// What a caller of [`judge`] may watch besides the verdict: the products the judge makes
/// along the way, and how long each stage took. Every method does nothing by default.
pub trait Observer {
    /// The original's launches ran in the IR interpreter: each outcome with the interpreter's
    /// statistics, and where its generic accesses landed.
    fn original(&mut self, _m: &Module, _runs: &[(Outcome, Stats)], _record: &SpaceRecord) {}

    /// Pipeline `p`, the judge's pipeline `index` as run (with the options derived from the
    /// case's launches), ran on the case, judged by the case's launches `which`. A pipeline
    /// with an entry point runs once per launched kernel.
    fn ran(&mut self, _index: usize, _p: &Pipeline, _which: &[usize], _end: RunEnd<'_>) {}

    /// The IR interpreter ran the result `m` of pipeline `index` (or, for a result identical
    /// to the original, `m` is the original and `record` its record): where its generic
    /// accesses landed.
    fn interpreted(&mut self, _index: usize, _m: &Module, _record: &SpaceRecord) {}

    /// Stage `stage` finished on the module `pipeline` left (`none`: the original).
    fn stage(&mut self, _stage: &'static str, _pipeline: &str, _elapsed: Duration) {}
}

/// An observer that watches nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoObserver;

impl Observer for NoObserver {}

pub(crate) fn us(d: Duration) -> u64 {
    d.as_micros().min(u128::from(u64::MAX)) as u64
}

/// How an outcome differs, for signatures: `values`, `ub-KIND`, `trap-KIND`, `out-of-fuel`.
pub(crate) fn outcome_shape(o: &Outcome) -> String {
    match o {
        Outcome::Completed(_) => "values".to_owned(),
        Outcome::Ub(u) => format!("ub-{}", u.kind.name()),
        Outcome::Trap { kind, .. } => format!("trap-{}", kind.name()),
        Outcome::OutOfFuel => "out-of-fuel".to_owned(),
    }
}

/// Runs every launch of `m`, which verifies (the caller checked); an interpreter error (the
/// interpreter is broken) is an `Err`.
pub(crate) fn interpret(
    m: &Module,
    launches: &[Launch],
    limits: Limits,
) -> Result<Vec<Outcome>, String> {
    let m = &*ir_module(m)?;
    let interp = catch(|| Interpreter::new_verified(m))
        .map_err(|p| format!("the interpreter panicked: {p}"))?
        .map_err(|e| format!("the interpreter refused the module: {e}"))?;
    launches
        .iter()
        .map(|l| {
            catch(|| interp.run(l, limits))
                .map_err(|p| format!("the interpreter panicked on {}: {p}", l.brief()))?
                .map_err(|e| format!("the interpreter failed on {}: {e}", l.brief()))
        })
        .collect()
}

/// [`interpret`], with the interpreter's statistics of each launch, recording where every
/// generic access landed.
pub(crate) fn interpret_recording(
    m: &Module,
    launches: &[Launch],
    limits: Limits,
    record: &mut SpaceRecord,
) -> Result<Vec<(Outcome, Stats)>, String> {
    let m = &*ir_module(m)?;
    let interp = catch(|| Interpreter::new_verified(m))
        .map_err(|p| format!("the interpreter panicked: {p}"))?
        .map_err(|e| format!("the interpreter refused the module: {e}"))?;
    run_recording(&interp, launches, limits, record).map_err(|(e, _)| e)
}

/// Every launch on a built interpreter, recording where every generic access landed.
fn run_recording(
    interp: &Interpreter<'_>,
    launches: &[Launch],
    limits: Limits,
    record: &mut SpaceRecord,
) -> Result<Vec<(Outcome, Stats)>, (String, bool)> {
    let mut out = Vec::with_capacity(launches.len());
    for l in launches {
        let o = catch(|| interp.run_recording(l, limits, record))
            .map_err(|p| {
                (
                    format!("the interpreter panicked on {}: {p}", l.brief()),
                    false,
                )
            })?
            .map_err(|e| {
                let unsupported = matches!(e, seam_oracle::InterpError::Unsupported(_));
                (
                    format!("the interpreter failed on {}: {e}", l.brief()),
                    unsupported,
                )
            })?;
        out.push(o);
    }
    Ok(out)
}

/// Judges one case with every pipeline: [`judge`] with no observer.
pub fn check(
    subject: Subject<'_>,
    pipelines: &[Pipeline],
    backend: &mut dyn Backend,
    opts: &CheckOptions,
) -> CaseReport {
    judge(subject, pipelines, backend, opts, &mut NoObserver)
}

/// Judges one case with every pipeline and every oracle `backend` has, as `opts` says;
/// `observer` watches what is made along the way. The verdict is the report's findings.
pub fn judge(
    subject: Subject<'_>,
    pipelines: &[Pipeline],
    backend: &mut dyn Backend,
    opts: &CheckOptions,
    observer: &mut dyn Observer,
) -> CaseReport {
    let mut report = CaseReport::default();
    backend.new_case();
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

    // The reference: what the original observes. A module that runs inline assembly or
    // libdevice is observed as PTX: the original compiled by the backend, in the PTX
    // interpreter (the IR interpreter runs neither machine code nor libdevice).
    // One rule for what the IR interpreter does not run: a module it refuses as outside what
    // it implements (a store of a vector of sub-byte lanes partly poison, ...) is observed as
    // PTX too, as one that calls libdevice (`docs/semantics.md`).
    let mut machine = runs_machine_code(m);
    crate::guard::watch::pipeline(None);
    crate::guard::watch::step(stages::IR_INTERP, || None);
    let t = Instant::now();
    let mut record = SpaceRecord::default();
    // The IR interpreter's copy: with libdevice linked in when the module calls it.
    let linked = if machine { None } else { ir_module(m).ok() };
    let im: &Module = linked.as_deref().unwrap_or(m);
    let runs = if machine {
        machine_reference(m, subject.launches, backend, opts)
    } else {
        match catch(|| Interpreter::new_verified(im)) {
            Err(p) => Err(format!("the interpreter panicked: {p}")),
            Ok(Err(seam_oracle::InterpError::Unsupported(_))) => {
                machine = true;
                machine_reference(m, subject.launches, backend, opts)
            }
            Ok(Err(e)) => Err(format!("the interpreter refused the module: {e}")),
            // Something it does not implement, met while running (libdevice's inline
            // assembly on a path seam's interpreter does not run): the same rule.
            Ok(Ok(interp)) => {
                match run_recording(&interp, subject.launches, opts.limits, &mut record) {
                    Err((_, true)) => {
                        machine = true;
                        record = SpaceRecord::default();
                        machine_reference(m, subject.launches, backend, opts)
                    }
                    r => r.map_err(|(e, _)| e),
                }
            }
        }
    };
    report.metrics.interp_us += us(t.elapsed());
    *report
        .metrics
        .stage_us
        .entry(stages::IR_INTERP.to_owned())
        .or_default() += us(t.elapsed());
    observer.stage(stages::IR_INTERP, "none", t.elapsed());
    let before: Vec<Outcome> = match runs {
        Ok(runs) => {
            if !machine {
                observer.original(im, &runs, &record);
                report.metrics.narrowing = Some(NarrowingCounts::of(im, &record, &[]));
            }
            runs.into_iter().map(|(o, _)| o).collect()
        }
        Err(e) => {
            report.findings.push(Finding {
                detail: "interpreter".into(),
                ..harness(e)
            });
            return report;
        }
    };
    for (i, o) in before.iter().enumerate() {
        if !o.is_completed() {
            report.findings.push(Finding {
                detail: format!("undefined-case-{}", outcome_shape(o)),
                launch: Some(i),
                ..harness(format!(
                    "the original module does not complete {}: {o} (a case must be defined)",
                    subject.launches[i].brief()
                ))
            });
        }
    }
    if !report.findings.is_empty() {
        return report;
    }

    // The original through the stages: LLVM's verifier, code generation, the stages on
    // compiled code.
    let original_text = OnceCell::new();
    let original_codegen = {
        let mut cx = stages::Cx {
            module: m,
            text: &original_text,
            original_text: &original_text,
            original_record: (!machine).then_some(&record),
            machine,
            pipeline: None,
            index: 0,
            subject,
            expected: &before,
            observed: None,
            original_codegen: None,
            codegen: None,
            backend: &mut *backend,
            opts,
            findings: &mut report.findings,
            case: &mut report.metrics,
            metrics: None,
            compiled: &mut report.compiled,
            observer: &mut *observer,
            done: false,
        };
        stages::run_all(&mut cx);
        cx.codegen
    };
    report.metrics.codegen = original_codegen.as_ref().map(CodegenTotals::of);

    for (index, p) in pipelines.iter().enumerate() {
        // A generated case's specialization and nvidia inlining run under one of several
        // budgets; a user's module under the pipeline as given.
        let budgeted = match subject.labels.is_empty() {
            true => p.clone(),
            false => with_import_limit(&with_inline_budget(&with_clone_budget(p, m), m), m),
        };
        for (q, which) in entry_instances(&budgeted, subject.launches, m) {
            let launches: Vec<Launch> =
                which.iter().map(|&i| subject.launches[i].clone()).collect();
            let expected: Vec<Outcome> = which.iter().map(|&i| before[i].clone()).collect();
            let part = Subject {
                launches: &launches,
                ..subject
            };
            let found = report.findings.len();
            let kept = report.compiled.len();
            let reference = Reference {
                outcomes: &expected,
                text: &original_text,
                // The original's record holds every launch: it stands for a result judged by
                // all of them only.
                record: (which.len() == subject.launches.len() && !machine).then_some(&record),
                codegen: original_codegen.as_ref(),
                machine,
            };
            let (metrics, transformed) = judge_pipeline(
                part,
                (index, &q),
                &which,
                reference,
                backend,
                opts,
                &mut report,
                observer,
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
                findings: found..report.findings.len(),
                ..metrics
            });
            report.transformed.push((q.name.clone(), transformed));
        }
    }
    let passes: u64 = report.metrics.pipelines.iter().map(|p| p.pass_us).sum();
    if passes > 0 {
        report.metrics.stage_us.insert("passes".to_owned(), passes);
    }
    report
}

/// What a pipeline's result is judged against: the original's outcomes of the launches it is
/// judged by, its text, where its generic accesses landed, and its compiled code.
#[derive(Clone, Copy)]
struct Reference<'a> {
    outcomes: &'a [Outcome],
    text: &'a OnceCell<String>,
    record: Option<&'a SpaceRecord>,
    codegen: Option<&'a Codegen>,
    /// The outcomes are the original's PTX's ([`runs_machine_code`]).
    machine: bool,
}

/// Whether `m` runs code the IR interpreter does not: inline assembly anywhere, or a
/// libdevice function (`__nv_*`, declared: code generation links libdevice in) that cannot be
/// linked into the IR interpreter's copy ([`ir_module`]: no LLVM in this build, no libdevice,
/// or IR seam cannot import). Its launches are observed as PTX.
pub fn runs_machine_code(m: &Module) -> bool {
    (calls_libdevice(m) && ir_module(m).is_err())
        || m.functions.values().any(|f| {
            f.body.as_ref().is_some_and(|b| {
                b.inst_order().any(|(_, i)| {
                matches!(&b.insts[i].data, seam::ir::InstData::Call(c) if m.calls_inline_asm(c))
            })
            })
        })
}

/// Whether `m` declares (without defining) a libdevice function, `__nv_*`.
fn calls_libdevice(m: &Module) -> bool {
    m.functions
        .values()
        .any(|f| f.body.is_none() && f.name.starts_with("__nv_"))
}

/// The module the IR interpreter runs for `m`: `m` itself, or, when it declares libdevice
/// functions (`__nv_*`), a copy with libdevice's own IR of them linked in
/// (`seam::llvm::link_libdevice`, cached per set of functions), so that both interpreters
/// run the same math. An error says why that copy cannot be made.
pub fn ir_module(m: &Module) -> Result<std::borrow::Cow<'_, Module>, String> {
    if !calls_libdevice(m) {
        return Ok(std::borrow::Cow::Borrowed(m));
    }
    #[cfg(feature = "llvm")]
    {
        match seam::llvm::link_libdevice(m, &seam::llvm::CodegenOptions::default()) {
            Ok(Some(linked)) => Ok(std::borrow::Cow::Owned(linked)),
            Ok(None) => Ok(std::borrow::Cow::Borrowed(m)),
            Err(e) => Err(e.to_string()),
        }
    }
    #[cfg(not(feature = "llvm"))]
    {
        Err("the module calls libdevice, and this build has no LLVM to read it".into())
    }
}

/// The reference outcomes of a module that runs inline assembly: the original compiled to PTX
/// by `backend`, each launch in the PTX interpreter. An error when there is no code to run
/// (no LLVM in this build, code generation or the PTX interpreter switched off, a tool
/// refusing the original, the PTX interpreter failing).
fn machine_reference(
    m: &Module,
    launches: &[Launch],
    backend: &mut dyn Backend,
    opts: &CheckOptions,
) -> Result<Vec<(Outcome, Stats)>, String> {
    const WHY: &str = "the module runs inline assembly or libdevice, or something else the IR \
                       interpreter does not implement, which only the PTX interpreter runs";
    if !(opts.codegen && opts.ptx_interp) {
        return Err(format!(
            "{WHY}, and this check compiles no code (code generation or the PTX interpreter is off)"
        ));
    }
    let c = match backend.codegen(m) {
        None => {
            return Err(format!(
                "{WHY}, and there is no code generator to compile it (no LLVM in this build, or --no-llvm)"
            ));
        }
        Some(Err(e)) => {
            return Err(format!(
                "{WHY}; {} refuses the original: {}",
                e.tool, e.message
            ));
        }
        Some(Ok(c)) => c,
    };
    launches
        .iter()
        .map(|l| {
            stages::ptx::run_ptx(m, &c.ptx, l, opts.limits)
                .map(|o| (o, Stats::default()))
                .map_err(|e| format!("{WHY}: {e}"))
        })
        .collect()
}

pub(crate) fn pipeline_finding(
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

/// The first of `checked` (what holding the passes of `p` to their models and contracts
/// turned up) as a finding, counting the rest.
fn push_checked(findings: &mut Vec<Finding>, p: &Pipeline, checked: &[(usize, Checked)]) {
    let Some((k, d)) = checked.first() else {
        return;
    };
    let (kind, what) = match d {
        Checked::Model(_) => (
            FindingKind::Decision,
            "differs from the model of the seed's rules",
        ),
        Checked::Contract(_) => (
            FindingKind::Contract,
            "breaks a postcondition of its contract",
        ),
    };
    findings.push(pipeline_finding(
        kind,
        p,
        Some(*k),
        d.detail(),
        format!(
            "pass {} {what}: {d}{}",
            p.specs[*k],
            match checked.len() {
                1 => String::new(),
                n => format!(" (and {} more)", n - 1),
            }
        ),
    ));
}

/// One run of pipeline `p` (the judge's pipeline `index`) on `subject` (its launches: the case's `which`): the passes, the
/// verifier, the decisions, then every stage on the result. Returns the pipeline's metrics and
/// the result's text where it has a finding.
#[allow(clippy::too_many_arguments)]
fn judge_pipeline(
    subject: Subject<'_>,
    (index, p): (usize, &Pipeline),
    which: &[usize],
    reference: Reference<'_>,
    backend: &mut dyn Backend,
    opts: &CheckOptions,
    report: &mut CaseReport,
    observer: &mut dyn Observer,
) -> (PipelineMetrics, Option<String>) {
    let findings = &mut report.findings;
    let mut metrics = PipelineMetrics {
        name: p.name.clone(),
        ..PipelineMetrics::default()
    };
    let mut m = subject.module.clone();
    let mut modelled = Vec::new();
    crate::guard::watch::pipeline(Some(&p.name));
    let ran = run_passes_checked(
        &mut m,
        &p.specs,
        Some(&mut modelled),
        (opts.llvm_cost, opts.llvm_cost_turn),
        &mut metrics.pass_us,
    );
    // The remarks, or why the run gives no result: a finding (its kind, the guilty pass, the
    // message).
    crate::guard::watch::step("verifier", || None);
    let does_not_verify = |errors: String| format!("the result does not verify:\n{errors}");
    let result = match ran {
        Ok(remarks) => match seam::verify::verify_module(&m) {
            Ok(()) => Ok(remarks),
            Err(errors) => Err(match first_breaking_pass(subject.module, &p.specs) {
                Some((k, e)) => (FindingKind::Verifier, Some(k), does_not_verify(e)),
                None => (
                    FindingKind::Verifier,
                    None,
                    does_not_verify(errors.to_string()),
                ),
            }),
        },
        Err(Stop::Refused(k, why)) => {
            let why = format!("{}: {why}", p.specs[k]);
            observer.ran(index, p, which, RunEnd::Refused(&why));
            metrics.refused = Some(why);
            // A refusal where the seed's rules decide (or a decision of an earlier pass that
            // differs) is a finding all the same.
            push_checked(findings, p, &modelled);
            return (metrics, None);
        }
        // A pass that panics or fails on a module an earlier pass broke is not the guilty one.
        Err(Stop::Panic(k, _) | Stop::Error(k, _))
            if let Some((b, errors)) = first_breaking_pass(subject.module, &p.specs[..k]) =>
        {
            Err((FindingKind::Verifier, Some(b), does_not_verify(errors)))
        }
        Err(Stop::Panic(k, msg)) => Err((
            FindingKind::Panic,
            Some(k),
            format!("pass {} panicked: {msg}", p.specs[k]),
        )),
        Err(Stop::Error(k, msg)) => Err((
            FindingKind::PassError,
            Some(k),
            format!("pass {} failed on a valid module: {msg}", p.specs[k]),
        )),
    };
    let remarks = match result {
        Ok(remarks) => remarks,
        Err((kind, pass, message)) => {
            observer.ran(index, p, which, RunEnd::Failed(&message));
            findings.push(pipeline_finding(kind, p, pass, String::new(), message));
            return (metrics, None);
        }
    };
    observer.ran(index, p, which, RunEnd::Done(&m));
    metrics.ok = true;
    metrics.instructions = m.inst_count() as u64;
    let acc = seam::analysis::memory_accesses(&m);
    metrics.generic = acc.generic;
    metrics.accesses = acc.total;
    let found_before = findings.len();

    // Each pass with an independent model, held against it on the module it was given; each
    // pass's contract, on the module it left.
    push_checked(findings, p, &modelled);
    // The pass whose decisions the model found wrong, and that finding: a label the same
    // pass's decisions contradict is the same mistake seen a second time (told in that
    // finding's message, not as a finding of its own).
    let model_found = match modelled.first() {
        Some((k, Checked::Model(_))) => Some((p.specs[*k].name, findings.len() - 1)),
        _ => None,
    };
    // A module that was not generated has no labels: nothing to hold its decisions against
    // (the model still judges them).
    let decisions = if subject.labels.is_empty() {
        crate::DecisionCheck::default()
    } else {
        crate::check_remarks(subject.labels, &remarks)
    };
    metrics.labelled_decisions = decisions.checked as u64;
    metrics.labelled_force_inline = decisions.force_inline as u64;
    for mm in decisions.mismatches {
        if let Some((name, at)) = model_found
            && name == mm.pass
        {
            let _ = write!(
                findings[at].message,
                "\nthe generator's label contradicts the pass too: {mm}"
            );
            continue;
        }
        let pass = p.specs.iter().position(|s| s.name == mm.pass);
        findings.push(pipeline_finding(
            FindingKind::Decision,
            p,
            pass,
            mm.decision.clone(),
            format!("a decision contradicts the generator's label: {mm}"),
        ));
    }

    let text = OnceCell::new();
    let mut cx = stages::Cx {
        module: &m,
        text: &text,
        original_text: reference.text,
        original_record: reference.record,
        machine: reference.machine,
        pipeline: Some(p),
        index,
        subject,
        expected: reference.outcomes,
        observed: None,
        original_codegen: reference.codegen,
        codegen: None,
        backend,
        opts,
        findings: &mut *findings,
        case: &mut report.metrics,
        metrics: Some(&mut metrics),
        compiled: &mut report.compiled,
        observer,
        done: false,
    };
    stages::run_all(&mut cx);
    let transformed = (findings.len() > found_before)
        .then(|| text.get_or_init(|| seam::text::print_module(&m)).clone());
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
        let case = CaseFile::parse(CASE).unwrap();
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

    const SPECIALIZABLE: &str = "; launch: @k grid=1 block=2 (out=i32[2] zero)
target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"
target triple = \"nvptx64-nvidia-cuda\"

define internal void @put(ptr %p, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  %g = addrspacecast ptr addrspace(1) %q to ptr
  call void @put(ptr %g, i32 %t)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
";

    /// A backend whose LLVM verifier (`llvm`) or code generator rejects any module in which
    /// `@put` takes a global pointer: what `specialize-callees` makes of [`SPECIALIZABLE`].
    struct Picky {
        llvm: bool,
    }

    impl Picky {
        fn rejects(text: &str) -> bool {
            text.contains("@put(ptr addrspace(1)")
        }
    }

    impl Backend for Picky {
        fn has_llvm(&self) -> bool {
            true
        }
        fn has_codegen(&self) -> bool {
            true
        }
        fn llvm_verify(&mut self, text: &str) -> Option<Result<(), String>> {
            Some(if self.llvm && Picky::rejects(text) {
                Err("picky".into())
            } else {
                Ok(())
            })
        }
        fn codegen(&mut self, m: &Module) -> Option<Result<Codegen, CodegenError>> {
            Some(
                if !self.llvm && Picky::rejects(&seam::text::print_module(m)) {
                    Err(CodegenError {
                        tool: "ptxas".into(),
                        message: "picky".into(),
                        input: None,
                    })
                } else {
                    Ok(Codegen::default())
                },
            )
        }
    }

    /// A result LLVM or ptxas rejects names the guilty pass: the last of the shortest prefix
    /// of the pipeline whose result the same tool rejects.
    #[test]
    fn a_rejected_result_names_the_pass_that_made_it() {
        let case = CaseFile::parse(SPECIALIZABLE).unwrap();
        let pipelines =
            [
                Pipeline::parse("force-inline,specialize-callees,infer-address-spaces,dce")
                    .unwrap(),
            ];
        let opts = CheckOptions {
            ptx_interp: false,
            outline: false,
            ..CheckOptions::default()
        };
        for (llvm, kind) in [
            (true, FindingKind::LlvmVerifier),
            (false, FindingKind::Codegen),
        ] {
            let report = check(case.subject(), &pipelines, &mut Picky { llvm }, &opts);
            let [f] = &report.findings[..] else {
                panic!("{:?}", report.findings)
            };
            assert_eq!(
                (f.kind, f.pass.as_deref()),
                (kind, Some("specialize-callees"))
            );
            // Without triage the pass is not named.
            let quick = CheckOptions {
                triage: false,
                ..opts
            };
            let report = check(case.subject(), &pipelines, &mut Picky { llvm }, &quick);
            assert_eq!(report.findings[0].pass, None, "{:?}", report.findings);
        }
    }

    /// A case that calls inline assembly: `@put` stores the assembly's result (its PTX: `mov`
    /// of 7), and `inline-all` inlines it into `@k`. The backend compiles any module to
    /// hand-written PTX that stores 7, or 8 once `@put` is inlined: a miscompile only the PTX
    /// can show.
    const ASM_CASE: &str = "; launch: @k grid=1 block=1 (out=i32[1] zero)
target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"
target triple = \"nvptx64-nvidia-cuda\"

define internal void @put(ptr addrspace(1) %p) noinline {
entry:
  %v = call i32 asm sideeffect \"mov.u32 $0, 7;\", \"=r\"()
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  call void @put(ptr addrspace(1) %out)
  ret void
}
";

    struct AsmPtx;

    impl Backend for AsmPtx {
        fn has_codegen(&self) -> bool {
            true
        }
        fn codegen(&mut self, m: &Module) -> Option<Result<Codegen, CodegenError>> {
            // 7 while @k only calls @put (two instructions), 8 once it is inlined.
            let k = m.find_function("k").expect("the kernel");
            let n = m.functions[k]
                .body
                .as_ref()
                .map_or(0, |b| b.inst_order().count());
            let v = if n == 2 { 7 } else { 8 };
            let ptx = format!(
                "//\n.version 7.8\n.target sm_90\n.address_size 64\n\n.visible .entry k(\n\t.param .u64 k_param_0\n)\n{{\n\t.reg .b32 %r<2>;\n\t.reg .b64 %rd<3>;\n\n\tld.param.u64 %rd1, [k_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tmov.u32 %r1, {v};\n\tst.global.u32 [%rd2], %r1;\n\tret;\n}}\n"
            );
            Some(Ok(Codegen {
                ptx,
                functions: Vec::new(),
            }))
        }
    }

    #[test]
    fn a_case_with_inline_assembly_is_observed_as_ptx() {
        let case = CaseFile::parse(ASM_CASE).unwrap();
        assert!(runs_machine_code(case.subject().module));
        let pipelines = [
            Pipeline::parse("gpucompiler").unwrap(),
            Pipeline::parse("inline-all<entry=k>").unwrap(),
        ];
        let report = check(
            case.subject(),
            &pipelines,
            &mut AsmPtx,
            &CheckOptions::default(),
        );
        // gpucompiler keeps @put (the same PTX); inline-all removes it, and the PTX the
        // backend gives then stores 8: a miscompile of inline-all, named by its prefix.
        let [f] = &report.findings[..] else {
            panic!("{:#?}", report.findings)
        };
        assert_eq!(f.kind, FindingKind::Miscompile, "{f:?}");
        assert_eq!(f.pipeline, "inline-all<entry=k>");
        assert!(
            f.pass
                .as_deref()
                .is_some_and(|p| p.starts_with("inline-all")),
            "{f:?}"
        );
        assert!(f.message.contains("run as PTX"), "{}", f.message);
        // Without a code generator the case cannot be judged, and says why.
        let report = check(
            case.subject(),
            &pipelines,
            &mut NoBackend,
            &CheckOptions::default(),
        );
        let [f] = &report.findings[..] else {
            panic!("{:#?}", report.findings)
        };
        assert_eq!(f.kind, FindingKind::Harness);
        assert!(
            f.message.contains("no code generator to compile it"),
            "{}",
            f.message
        );
    }

    /// `lto`'s `dead-kernel-elim` gets the host's references: the launched kernels in a kernel
    /// list, the observed globals in a global list, and the first unlaunched kernel, the first
    /// constant and the first global each in a variable list (drawn by size, so that every
    /// list decides in some module); `optimize-unused-variables` in three modules of four, by
    /// size. Without it the kernel the host names only as a variable stays.
    #[test]
    fn the_host_names_a_kernel_and_a_constant_as_globals() {
        let text = "; launch: @k grid=1 block=1 (out=i32[1] zero)
target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"
target triple = \"nvptx64-nvidia-cuda\"

@c = addrspace(4) constant i32 7, align 4
@g = addrspace(1) global i32 0, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @z(ptr addrspace(1) %out) {
entry:
  ret void
}

define ptx_kernel void @y(ptr addrspace(1) %out) {
entry:
  ret void
}
";
        let case = CaseFile::parse(text).unwrap();
        let m = case.subject().module;
        let p = Pipeline::parse("lto").unwrap();
        let instances = entry_instances(&p, &case.launches, m);
        let [(q, _)] = &instances[..] else {
            panic!("{instances:?}")
        };
        let dke = q
            .specs
            .iter()
            .find(|s| s.name == "dead-kernel-elim")
            .unwrap();
        let opt = |k: &str| {
            dke.options
                .iter()
                .find(|(n, _)| n == k)
                .map(|(_, v)| v.as_str())
        };
        // 4 instructions, 3 functions, 2 globals: the draw is 4 / 2 + 9 + 10 = 21.
        assert_eq!(opt("host-ref-ik"), Some("k"));
        assert_eq!(opt("host-ref-eg"), Some("g,y,c"));
        assert_eq!(opt("host-ref-ec"), Some("g"));
        assert_eq!(opt("host-ref-ek"), None);
        // 3 instructions and 2 globals: 5 % 4 != 3.
        assert_eq!(opt("optimize-unused-variables"), Some("true"));
        let run = |vars: &str| {
            let mut m = m.clone();
            let mut options = dke.options.clone();
            options.retain(|(n, _)| n != "optimize-unused-variables");
            options.push(("optimize-unused-variables".into(), vars.into()));
            let spec = PassSpec {
                name: "dead-kernel-elim",
                options,
            };
            seam::passes::run_specs(&mut m, &[spec], &Default::default()).unwrap();
            let mut names: Vec<String> = m.functions.values().map(|f| f.name.clone()).collect();
            names.extend(m.globals.values().map(|g| g.name.clone()));
            names.sort();
            names
        };
        // With the option, @y and @z go (a kernel named as a global is not a host kernel) and
        // so does @c (a constant named as a global is not a host constant); without it, @y and
        // @c are preserved by name.
        assert_eq!(run("true"), ["g", "k"]);
        assert_eq!(run("false"), ["c", "g", "k", "y"]);
    }
}
