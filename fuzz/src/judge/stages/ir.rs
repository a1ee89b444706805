//! The IR interpreter on a pipeline's result: every launch must observe what it observed on
//! the original; a difference is a miscompile, and the guilty pass is the last of the
//! shortest prefix of the pipeline that shows it.

use seam_oracle::{Outcome, Verdict};

use super::{Clock, Cx, IR_INTERP, Stage};
use crate::judge::passes::run_passes;
use crate::judge::{
    CheckOptions, FindingKind, NarrowingCounts, Pipeline, SpaceRecord, Subject, interpret,
    interpret_recording, outcome_shape, pipeline_finding,
};

/// The stage.
#[derive(Clone, Copy, Debug)]
pub struct IrInterp;

impl Stage for IrInterp {
    fn name(&self) -> &'static str {
        IR_INTERP
    }

    fn clock(&self) -> Clock {
        Clock::Interp
    }

    fn run(&self, cx: &mut Cx<'_>) {
        // The original is the reference: the judge ran it first.
        let Some(p) = cx.pipeline else {
            return;
        };
        // A case that runs inline assembly (or libdevice the IR interpreter cannot link or
        // run) is observed as PTX (the PTX interpreter's stage
        // judges the result's code against the original's).
        if cx.machine {
            return;
        }
        let original = cx.subject.module;
        let m = cx.module;
        // A pipeline that left the module as it was (`gpucompiler` on most cases) observes
        // what the original did: the interpreter is deterministic, so it is not run again
        // (when the original ran the same launches: a run for one entry point is judged by
        // that kernel's).
        let reused = cx.original_record.filter(|_| {
            m.inst_count() == original.inst_count()
                && m.functions.len() == original.functions.len()
                && cx.text()
                    == cx
                        .original_text
                        .get_or_init(|| seam::text::print_module(original))
        });
        let unchanged = reused.is_some();
        let passes: Vec<&str> = p.specs.iter().map(|s| s.name).collect();
        let after = if let Some(record) = reused {
            cx.observer.interpreted(cx.index, original, record);
            Ok(cx.expected.to_vec())
        } else {
            let mut record = SpaceRecord::default();
            // The interpreter's copy (libdevice linked in); an error is reported by the run.
            let linked = crate::judge::ir_module(m);
            let im = linked.as_deref().unwrap_or(m);
            let r = interpret_recording(im, cx.subject.launches, cx.opts.limits, &mut record);
            if r.is_ok() {
                cx.observer.interpreted(cx.index, im, &record);
                if let Some(metrics) = cx.metrics.as_deref_mut() {
                    metrics.narrowing = Some(NarrowingCounts::of(im, &record, &passes));
                }
            }
            r.map(|runs| runs.into_iter().map(|(o, _)| o).collect())
        };
        if let Some(metrics) = cx.metrics.as_deref_mut() {
            metrics.unchanged = unchanged;
            metrics.launches_compared = cx.expected.len() as u64;
            if unchanged {
                metrics.narrowing = cx.case.narrowing.clone().map(|mut n| {
                    n.unexplained = n.unexplained_in(&passes);
                    n
                });
            }
        }
        match &after {
            Err(e) => cx.findings.push(pipeline_finding(
                FindingKind::Harness,
                p,
                None,
                "interpreter".into(),
                e.clone(),
            )),
            Ok(after) => {
                let mut first = None;
                let mut equal = 0;
                for (i, (b, a)) in cx.expected.iter().zip(after.iter()).enumerate() {
                    match seam_oracle::compare(b, a) {
                        Verdict::Same => equal += 1,
                        // One miscompile per pipeline: the launches usually share the cause.
                        Verdict::Differ(why) => {
                            first.get_or_insert((i, why));
                        }
                    }
                }
                if let Some(metrics) = cx.metrics.as_deref_mut() {
                    metrics.launches_equal = equal;
                }
                if let Some((i, why)) = first {
                    let guilty = if cx.opts.triage {
                        guilty_prefix(cx.subject, p, i, &cx.expected[i], cx.opts)
                    } else {
                        None
                    };
                    let mut f = pipeline_finding(
                        FindingKind::Miscompile,
                        p,
                        guilty,
                        outcome_shape(&after[i]),
                        format!(
                            "{} observes something else after {}:\n{why}",
                            cx.subject.launches[i].brief(),
                            p.name
                        ),
                    );
                    f.launch = Some(i);
                    cx.findings.push(f);
                }
            }
        }
        cx.observed = Some(after);
    }
}

/// The index of the guilty pass of a miscompile of launch `launch`: the last pass of the
/// shortest prefix of the pipeline after which the launch observes something else.
fn guilty_prefix(
    subject: Subject<'_>,
    p: &Pipeline,
    launch: usize,
    before: &Outcome,
    opts: &CheckOptions,
) -> Option<usize> {
    let mut m = subject.module.clone();
    let l = std::slice::from_ref(&subject.launches[launch]);
    for k in 0..p.specs.len() {
        run_passes(&mut m, std::slice::from_ref(&p.specs[k])).ok()?;
        seam::verify::verify_module(&m).ok()?;
        let after = interpret(&m, l, opts.limits).ok()?;
        if !seam_oracle::compare(before, &after[0]).is_same() {
            return Some(k);
        }
    }
    None
}
