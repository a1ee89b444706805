//! The performance verdicts on a pipeline's compiled result (`docs/performance.md`): a kernel
//! that loses occupancy at one of its launches' block sizes, spills over a launch's call tree
//! or a launch stack grown past the [`crate::judge::PerfThresholds`] is a performance finding
//! (one per pipeline and case), with the guilty pass found by compiling prefixes of the
//! pipeline.

use seam_oracle::Launch;

use super::{Clock, Cx, Stage};
use crate::judge::passes::run_passes;
use crate::judge::{
    Backend, CheckOptions, Codegen, FindingKind, FunctionStats, PerfThresholds, Pipeline, Subject,
    pipeline_finding,
};

/// The stage.
#[derive(Clone, Copy, Debug)]
pub struct Perf;

impl Stage for Perf {
    fn name(&self) -> &'static str {
        "perf"
    }

    fn clock(&self) -> Clock {
        Clock::Backend
    }

    fn run(&self, cx: &mut Cx<'_>) {
        let (Some(p), Some(orig), Some(after)) = (cx.pipeline, cx.original_codegen, &cx.codegen)
        else {
            return;
        };
        let subject = cx.subject;
        let opts = cx.opts;
        let before = kernel_perf(orig, subject.launches, &opts.perf);
        let all = perf_regressions(&before, after, subject.launches, &opts.perf);
        let Some(first) = all.first() else {
            return;
        };
        let guilty = if opts.triage && p.specs.len() > 1 {
            guilty_perf_prefix(&mut *cx.backend, &before, p, subject, opts, first)
        } else if p.specs.len() == 1 {
            Some(0)
        } else {
            None
        };
        let what: Vec<String> = all.iter().map(|f| f.to_string()).collect();
        cx.findings.push(pipeline_finding(
            FindingKind::Performance,
            p,
            guilty,
            first.metric.name().to_owned(),
            format!("after {}: {}", p.name, what.join("; ")),
        ));
    }
}

/// What a GPU pays for each kernel of `c` (`docs/performance.md`); empty when the PTX does not
/// parse or the SM has no occupancy table.
pub fn kernel_perf(
    c: &Codegen,
    launches: &[Launch],
    t: &PerfThresholds,
) -> Vec<seam_oracle::perf::KernelPerf> {
    let (Ok(ptx), Some(sm)) = (
        seam::ptx::parse(&c.ptx),
        seam_oracle::perf::occupancy::limits(t.sm),
    ) else {
        return Vec::new();
    };
    let numbers: Vec<_> = c.functions.iter().map(FunctionStats::numbers).collect();
    let blocks = |k: &str| -> Vec<u32> {
        let clean = |n: &str| seam_oracle::gpu::ptx::clean_symbol(n);
        launches
            .iter()
            .filter(|l| l.kernel == k || clean(&l.kernel) == k)
            .map(|l| u32::try_from(l.threads_per_block()).unwrap_or(u32::MAX))
            .collect()
    };
    seam_oracle::perf::kernel_perf(&ptx, &numbers, sm, &blocks)
}

/// The performance regressions of `after` against `before` (the [`kernel_perf`] of the code
/// it is compared with), kernel by kernel: occupancy at the launches' block sizes, spills
/// over the launch's call tree, launch stack.
pub fn perf_regressions(
    before: &[seam_oracle::perf::KernelPerf],
    after: &Codegen,
    launches: &[Launch],
    t: &PerfThresholds,
) -> Vec<seam_oracle::perf::PerfFinding> {
    let th = seam_oracle::perf::Thresholds {
        stack_bytes: t.stack_bytes,
        spill_bytes: t.spill_bytes,
    };
    seam_oracle::perf::compare(before, &kernel_perf(after, launches, t), &th)
}

/// The index of the pass after which kernel `f.kernel` first regresses in `f.metric`: the last
/// pass of the shortest prefix of the pipeline whose compiled result shows it.
fn guilty_perf_prefix(
    backend: &mut dyn Backend,
    before: &[seam_oracle::perf::KernelPerf],
    p: &Pipeline,
    subject: Subject<'_>,
    opts: &CheckOptions,
    f: &seam_oracle::perf::PerfFinding,
) -> Option<usize> {
    let mut m = subject.module.clone();
    for k in 0..p.specs.len() {
        run_passes(&mut m, std::slice::from_ref(&p.specs[k])).ok()?;
        seam::verify::verify_module(&m).ok()?;
        if k + 1 == p.specs.len() {
            return Some(k);
        }
        let Some(Ok(c)) = backend.codegen(&m) else {
            continue;
        };
        if perf_regressions(before, &c, subject.launches, &opts.perf)
            .iter()
            .any(|g| g.kernel == f.kernel && g.metric == f.metric)
        {
            return Some(k);
        }
    }
    None
}
