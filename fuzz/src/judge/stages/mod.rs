//! The stages of the judge: each oracle that judges a module — the original, or what a
//! pipeline left — is one [`Stage`], and [`STAGES`] is the one list the judge runs, in order.
//! A stage reads what earlier stages made ([`Cx::observed`], [`Cx::codegen`]) and adds
//! findings and metrics; adding an oracle is one file here and one line in [`STAGES`].
//!
//! | stage | on the original | on a pipeline's result |
//! |---|---|---|
//! | [`ir::IrInterp`] | (the reference, run by the judge first) | launches observe the same, else a miscompile with the guilty pass |
//! | [`llvm::LlvmVerify`] | LLVM 19 accepts seam's text, else a harness finding | LLVM 19 accepts it, else a finding (and nothing compiles it) |
//! | [`compile::Compile`] | PTX and ptxas (a refusal is the tools' limit: the case goes on without code) | PTX and ptxas must accept it |
//! | [`perf::Perf`] | — | occupancy, spills and stack against the original's code |
//! | [`ptx::PtxInterp`] | the PTX interpreter agrees with the IR interpreter | the same, on the result's code |
//! | [`outline::Outline`] | the outliner's result assembles, keeps observations and costs no more | the same |
//! | [`gpu::Gpu`] | a GPU agrees with the IR interpreter | the same |
//! | [`toolkit::Toolkit`] | its PTX through a second ptxas (13.5): registers, spills, stack beside 12.9's; a refusal by one only is a `tool` finding | — |
//! | [`nvvm::Nvvm`] (runs second) | NVIDIA's compiler (libNVVM, ptxas 13.5) at -O3 and -O0: its PTX agrees with the IR interpreter; its inlining decisions beside the reference's | — |
//! | [`nvvm_legacy::NvvmLegacy`] | the same through libNVVM's legacy front end, the module printed as NVVM IR 2.0 (a module the printer refuses is counted by reason) | — |

pub mod compile;
pub mod gpu;
pub mod ir;
pub mod llvm;
pub mod nvvm;
pub mod nvvm_legacy;
pub mod outline;
pub mod perf;
pub mod ptx;
pub mod toolkit;

pub use outline::{OUTLINE_THRESHOLDS, nooutline_functions, outline_term_sides, outline_threshold};
pub use perf::{kernel_perf, perf_regressions};

use std::cell::OnceCell;
use std::time::Instant;

use seam::ir::Module;
use seam_oracle::Outcome;

use super::{
    Backend, CaseMetrics, CheckOptions, Codegen, Compiled, Finding, FindingKind, Observer,
    Pipeline, PipelineMetrics, SpaceRecord, Subject, us,
};

/// The IR interpreter stage's name (the judge also times the original's run under it).
pub const IR_INTERP: &str = "ir-interp";

/// Which of the case's times a stage's time counts in ([`CaseMetrics`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Clock {
    /// `interp_us`.
    Interp,
    /// `backend_us`: LLVM, ptxas, the outliner, the GPU.
    Backend,
    /// `ptx_interp_us`.
    PtxInterp,
}

/// One oracle of the judge.
pub trait Stage: Sync {
    /// Its name (the observer's timings).
    fn name(&self) -> &'static str;
    /// Where its time is counted.
    fn clock(&self) -> Clock;
    /// Judges `cx.module`, adding findings and metrics; sets `cx.done` when later stages have
    /// nothing left to judge.
    fn run(&self, cx: &mut Cx<'_>);
}

/// Every stage, in the order they run.
pub static STAGES: &[&dyn Stage] = &[
    &ir::IrInterp,
    &nvvm::Nvvm,
    &nvvm_legacy::NvvmLegacy,
    &llvm::LlvmVerify,
    &compile::Compile,
    &toolkit::Toolkit,
    &perf::Perf,
    &ptx::PtxInterp,
    &outline::Outline,
    &gpu::Gpu,
];

/// What a stage judges, and where it writes.
pub struct Cx<'a> {
    /// The module judged: the case's, or what a pipeline left (verified).
    pub module: &'a Module,
    /// Its text, printed once a stage needs it.
    pub text: &'a OnceCell<String>,
    /// The original's text, likewise.
    pub original_text: &'a OnceCell<String>,
    /// Where the original's generic accesses landed, when it ran the launches this module is
    /// judged by (all of the case's).
    pub original_record: Option<&'a SpaceRecord>,
    /// The pipeline that made the module (`None`: the original).
    pub pipeline: Option<&'a Pipeline>,
    /// The case runs inline assembly: its reference outcomes (`expected`) are the original's
    /// PTX's in the PTX interpreter, the IR interpreter does not run it, and a pipeline's
    /// result is observed as PTX.
    pub machine: bool,
    /// Which of the judge's pipelines it is (0 for the original).
    pub index: usize,
    /// The case; its launches are those the module is judged by.
    pub subject: Subject<'a>,
    /// The original's outcomes of those launches.
    pub expected: &'a [Outcome],
    /// The IR interpreter's outcomes of a pipeline's result ([`ir::IrInterp`] sets them).
    pub observed: Option<Result<Vec<Outcome>, String>>,
    /// The original compiled, when it was (what a result's code is compared with).
    pub original_codegen: Option<&'a Codegen>,
    /// The module compiled ([`compile::Compile`] sets it).
    pub codegen: Option<Codegen>,
    /// The oracles outside seam.
    pub backend: &'a mut dyn Backend,
    /// How to judge.
    pub opts: &'a CheckOptions,
    /// The case's findings.
    pub findings: &'a mut Vec<Finding>,
    /// The case's metrics.
    pub case: &'a mut CaseMetrics,
    /// The pipeline's metrics (`None` for the original).
    pub metrics: Option<&'a mut PipelineMetrics>,
    /// Compiled modules kept ([`CheckOptions::keep_compiled`]).
    pub compiled: &'a mut Vec<Compiled>,
    /// Who watches.
    pub observer: &'a mut dyn Observer,
    /// Later stages have nothing to judge.
    pub done: bool,
}

impl std::fmt::Debug for Cx<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cx")
            .field("pipeline", &self.pipeline_name())
            .field("launches", &self.subject.launches.len())
            .field("observed", &self.observed.as_ref().map(|o| o.is_ok()))
            .field("compiled", &self.codegen.is_some())
            .field("done", &self.done)
            .finish_non_exhaustive()
    }
}

impl Cx<'_> {
    /// The module's text.
    pub fn text(&self) -> &str {
        self.text
            .get_or_init(|| seam::text::print_module(self.module))
    }

    /// The pipeline's name as findings give it (`none` for the original).
    pub fn pipeline_name(&self) -> &str {
        self.pipeline.map_or("none", |p| p.name.as_str())
    }

    /// A finding about this module, of pass `pass` (a name) if any.
    pub fn finding(
        &self,
        kind: FindingKind,
        pass: Option<String>,
        detail: String,
        message: String,
        launch: Option<usize>,
    ) -> Finding {
        Finding {
            kind,
            pipeline: self.pipeline_name().to_owned(),
            pass,
            detail,
            message,
            launch,
        }
    }
}

/// What a module's code must observe: the original's outcomes (`expected`) for the original
/// (no `pipeline`) and for a pipeline's result when the case runs inline assembly (`machine`,
/// [`Cx::machine`]: its code is judged against the original's code), else the IR
/// interpreter's on a pipeline's result (`None` when it failed).
pub fn reference<'b>(
    pipeline: Option<&Pipeline>,
    machine: bool,
    expected: &'b [Outcome],
    observed: &'b Option<Result<Vec<Outcome>, String>>,
) -> Option<&'b [Outcome]> {
    match (pipeline, observed) {
        (None, _) => Some(expected),
        (Some(_), _) if machine => Some(expected),
        (Some(_), Some(Ok(o))) => Some(o),
        (Some(_), _) => None,
    }
}

/// The index of the guilty pass of a rejection by a tool outside seam (LLVM's verifier, code
/// generation, ptxas) of pipeline `p`'s result: the last pass of the shortest prefix of the
/// pipeline whose result `rejects`, the whole pipeline's last pass when no shorter one does.
/// `None` when a prefix no longer runs or verifies (the result was made some other way).
pub(super) fn guilty_tool_prefix(
    subject: Subject<'_>,
    p: &Pipeline,
    backend: &mut dyn Backend,
    rejects: impl Fn(&mut dyn Backend, &Module) -> bool,
) -> Option<usize> {
    let mut m = subject.module.clone();
    for (k, spec) in p.specs.iter().enumerate() {
        super::passes::run_passes(&mut m, std::slice::from_ref(spec)).ok()?;
        seam::verify::verify_module(&m).ok()?;
        if k + 1 == p.specs.len() || rejects(backend, &m) {
            return Some(k);
        }
    }
    None
}

/// Runs every stage on `cx`, in order, until one says the rest has nothing to judge.
pub(super) fn run_all(cx: &mut Cx<'_>) {
    crate::guard::watch::pipeline(cx.pipeline.map(|p| p.name.as_str()));
    for s in STAGES {
        if cx.done {
            break;
        }
        crate::guard::watch::step(s.name(), || None);
        let t = Instant::now();
        s.run(cx);
        let elapsed = t.elapsed();
        let clock = match s.clock() {
            Clock::Interp => &mut cx.case.interp_us,
            Clock::Backend => &mut cx.case.backend_us,
            Clock::PtxInterp => &mut cx.case.ptx_interp_us,
        };
        *clock += us(elapsed);
        // Once per stage and module: no key allocated past the first.
        match cx.case.stage_us.get_mut(s.name()) {
            Some(t) => *t += us(elapsed),
            None => {
                cx.case.stage_us.insert(s.name().to_owned(), us(elapsed));
            }
        }
        let name = cx.pipeline.map_or("none", |p| p.name.as_str());
        cx.observer.stage(s.name(), name, elapsed);
    }
}
