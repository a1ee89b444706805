//! seam's PTX interpreter on the module's code: its launches must observe what the IR
//! interpreter observed on the same module. A disagreement points at LLVM's back end, at
//! seam's `legalize`, or at one of the two interpreters: an oracle disagreement `ptx-SHAPE`
//! (or `ptx-interp-error` when the PTX interpreter cannot run the PTX).

use seam::ir::Module;
use seam_oracle::{Launch, Limits, Outcome, Verdict};

use super::{Clock, Cx, Stage};
use crate::campaign::catch;
use crate::judge::{FindingKind, outcome_shape};

/// The stage.
#[derive(Clone, Copy, Debug)]
pub struct PtxInterp;

impl Stage for PtxInterp {
    fn name(&self) -> &'static str {
        "ptx-interp"
    }

    fn clock(&self) -> Clock {
        Clock::PtxInterp
    }

    fn run(&self, cx: &mut Cx<'_>) {
        if !cx.opts.ptx_interp {
            return;
        }
        let (Some(c), Some(expected)) = (
            &cx.codegen,
            super::reference(cx.pipeline, cx.expected, &cx.observed),
        ) else {
            return;
        };
        let found = ptx_disagreement(
            cx.module,
            &c.ptx,
            cx.subject.launches,
            expected,
            cx.opts.limits,
        );
        cx.case.ptx_launches += cx.subject.launches.len() as u64;
        if let Some((i, detail, message)) = found {
            let f = cx.finding(FindingKind::OracleDisagreement, None, detail, message, i);
            cx.findings.push(f);
        }
    }
}

/// The first launch on which the PTX interpreter disagrees with `expected`: (launch, detail,
/// message).
pub(super) fn ptx_disagreement(
    m: &Module,
    ptx: &str,
    launches: &[Launch],
    expected: &[Outcome],
    limits: Limits,
) -> Option<(Option<usize>, String, String)> {
    let error = |i: Option<usize>, msg: String| Some((i, "ptx-interp-error".to_owned(), msg));
    let interp = match catch(|| seam_oracle::ptx::PtxInterpreter::parse(ptx)) {
        Err(p) => return error(None, format!("the PTX interpreter panicked: {p}")),
        Ok(Err(e)) => return error(None, format!("the PTX interpreter refuses the PTX: {e}")),
        Ok(Ok(i)) => i,
    };
    for (i, (l, e)) in launches.iter().zip(expected).enumerate() {
        // Undefined behaviour in the IR (a miscompile the pipeline's check reports) may do
        // anything in PTX, which has no poison: nothing to compare.
        if !e.is_completed() {
            continue;
        }
        let plan = match seam_oracle::gpu::plan::LaunchPlan::new(m, ptx, l) {
            Ok(p) => p,
            Err(err) => return error(Some(i), format!("planning {l} for the PTX: {err}")),
        };
        let got = match catch(|| interp.run(&plan, limits)) {
            Err(p) => return error(Some(i), format!("the PTX interpreter panicked on {l}: {p}")),
            Ok(Err(err)) => {
                return error(Some(i), format!("the PTX interpreter failed on {l}: {err}"));
            }
            Ok(Ok(o)) => o,
        };
        if let Verdict::Differ(why) = seam_oracle::compare(e, &got) {
            return Some((
                Some(i),
                format!("ptx-{}", outcome_shape(&got)),
                format!("the PTX interpreter and the IR interpreter disagree on {l}:\n{why}"),
            ));
        }
    }
    None
}
