//! What the judge measured: per case and per pipeline.

use std::collections::BTreeMap;

use seam::ir::Module;

use super::SpaceRecord;
use serde::{Deserialize, Serialize};

use super::{Codegen, Finding};

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
    pub(crate) fn of(c: &Codegen) -> CodegenTotals {
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
    /// Launches whose observations were compared with the original's, and those that observed
    /// the same.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub launches_compared: u64,
    /// Of those, the launches that observed the same.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub launches_equal: u64,
    /// Decisions in the remarks held against the generator's labels.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub labelled_decisions: u64,
    /// Of those, force-inline decisions.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub labelled_force_inline: u64,
    /// LLVM 19's verifier ran on the result.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub llvm_checked: bool,
    /// This run's findings: a range of the report's [`CaseReport::findings`] (not saved).
    #[serde(skip)]
    pub findings: std::ops::Range<usize>,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
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
    pub fn of(m: &Module, record: &SpaceRecord, passes: &[&str]) -> NarrowingCounts {
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
    /// Time per step of the judge, microseconds: `passes` (the pipelines' passes with their
    /// models and contracts), `ir-interp` (the original's reference and each result's run),
    /// and each oracle stage by name (`codegen`, `ptx-interp`, `outline`, `nvvm`, ...): where
    /// a case's time goes (`seam campaign` prints the sum).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub stage_us: BTreeMap<String, u64>,
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
    /// The outliner's term sides its benefit decisions reached, over the case's modules
    /// ([`crate::model::outline::TERM_SIDES`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outline_sides: Vec<String>,
    /// LLVM 19 or ptxas could not compile the original module (their limit, not a finding):
    /// which, and its first line. The case was checked without them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub codegen_refused: Option<String>,
    /// The original's PTX through a second toolkit's ptxas beside the first's (the `toolkit`
    /// stage).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toolkit: Option<super::stages::toolkit::ToolkitRun>,
    /// NVIDIA's compiler on the original, per `-opt` level (the `nvvm` stage).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nvvm: Vec<super::stages::nvvm::NvvmRun>,
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
    /// The machine outliner's result on that module's PTX (the module text is the same).
    pub outlined: bool,
}

/// The result of checking one case.
#[derive(Clone, Debug, Default)]
pub struct CaseReport {
    /// Every module compiled, with [`CheckOptions::keep_compiled`](super::CheckOptions::keep_compiled).
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
