//! seam's PTX interpreter on the module's code: its launches must observe what the IR
//! interpreter observed on the same module. A disagreement points at LLVM's back end, at
//! seam's `legalize`, or at one of the two interpreters: an oracle disagreement `ptx-SHAPE`
//! (or `ptx-interp-error` when the PTX interpreter cannot run the PTX).

use seam::ir::Module;
use seam_oracle::{Launch, Limits, Outcome, Verdict};

use super::{Clock, Cx, Stage};
use crate::guard::catch;
use crate::judge::{FindingKind, Pipeline, outcome_shape};

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
        // A case that runs inline assembly: the original's PTX is the reference itself.
        if !cx.opts.ptx_interp || (cx.machine && cx.pipeline.is_none()) {
            return;
        }
        let (Some(c), Some(expected)) = (
            &cx.codegen,
            super::reference(cx.pipeline, cx.machine, cx.expected, &cx.observed),
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
            let f = match (cx.machine, cx.pipeline, i) {
                // Observed as PTX against the original's PTX: the pipeline changed what the
                // code does (a miscompile), its guilty pass found by compiling prefixes.
                (true, Some(p), Some(launch)) if detail != "ptx-interp-error" => {
                    let guilty = if cx.opts.triage {
                        guilty_machine_prefix(cx, p, launch)
                    } else {
                        None
                    };
                    let message = format!(
                        "{} observes something else after {} (run as PTX: the module runs \
                         inline assembly or libdevice):\n{message}",
                        cx.subject.launches[launch].brief(),
                        p.name
                    );
                    let mut f = crate::judge::pipeline_finding(
                        FindingKind::Miscompile,
                        p,
                        guilty,
                        detail,
                        message,
                    );
                    f.launch = i;
                    f
                }
                _ => cx.finding(FindingKind::OracleDisagreement, None, detail, message, i),
            };
            cx.findings.push(f);
        }
    }
}

/// The guilty pass of a miscompile of a case that runs inline assembly, on launch `launch`:
/// the last pass of the shortest prefix of `p` whose result, compiled, observes something
/// other than the original's code.
fn guilty_machine_prefix(cx: &mut Cx<'_>, p: &Pipeline, launch: usize) -> Option<usize> {
    let l = &cx.subject.launches[launch];
    let want = cx.expected.get(launch)?;
    let mut m = cx.subject.module.clone();
    for (k, spec) in p.specs.iter().enumerate() {
        crate::judge::passes::run_passes(&mut m, std::slice::from_ref(spec)).ok()?;
        seam::verify::verify_module(&m).ok()?;
        let c = cx.backend.codegen(&m)?.ok()?;
        let got = run_ptx(&m, &c.ptx, l, cx.opts.limits).ok()?;
        if !seam_oracle::compare(want, &got).is_same() {
            return Some(k);
        }
    }
    None
}

/// Runs launch `l` of `m` on its compiled `ptx` in the PTX interpreter (parsing the PTX for
/// the launch: for the few launches of a reference, the cost is LLVM's, not this).
pub(crate) fn run_ptx(
    m: &Module,
    ptx: &str,
    l: &Launch,
    limits: Limits,
) -> Result<Outcome, String> {
    let interp = match catch(|| seam_oracle::ptx::PtxInterpreter::parse(ptx)) {
        Err(p) => return Err(format!("the PTX interpreter panicked: {p}")),
        Ok(Err(e)) => return Err(format!("the PTX interpreter refuses the PTX: {e}")),
        Ok(Ok(i)) => i,
    };
    let plan = seam_oracle::gpu::plan::LaunchPlan::new(m, ptx, l)
        .map_err(|err| format!("planning {} for the PTX: {err}", l.brief()))?;
    match catch(|| interp.run(&plan, limits)) {
        Err(p) => Err(format!(
            "the PTX interpreter panicked on {}: {p}",
            l.brief()
        )),
        Ok(Err(err)) => Err(format!(
            "the PTX interpreter failed on {}: {err}",
            l.brief()
        )),
        Ok(Ok(o)) => Ok(o),
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
    let mut fused = None;
    for (i, (l, e)) in launches.iter().zip(expected).enumerate() {
        // Undefined behaviour in the IR (a miscompile the pipeline's check reports) may do
        // anything in PTX, which has no poison: nothing to compare.
        if !e.is_completed() {
            continue;
        }
        let plan = match seam_oracle::gpu::plan::LaunchPlan::new(m, ptx, l) {
            Ok(p) => p,
            Err(err) => {
                return error(
                    Some(i),
                    format!("planning {} for the PTX: {err}", l.brief()),
                );
            }
        };
        let got = match catch(|| interp.run(&plan, limits)) {
            Err(p) => {
                return error(
                    Some(i),
                    format!("the PTX interpreter panicked on {}: {p}", l.brief()),
                );
            }
            Ok(Err(err)) => {
                return error(
                    Some(i),
                    format!("the PTX interpreter failed on {}: {err}", l.brief()),
                );
            }
            Ok(Ok(o)) => o,
        };
        if let Verdict::Differ(why) = seam_oracle::compare(e, &got) {
            // The back end may fuse `contract` pairs: an outcome the fused IR explains is one
            // it was allowed to produce (`docs/semantics.md`, "Contraction").
            // Or, where the module has fast-math freedoms, differ only in float results.
            if seam_oracle::contract::allowed(m, &mut fused, l, e, &got, limits) {
                continue;
            }
            return Some((
                Some(i),
                format!("ptx-{}", outcome_shape(&got)),
                format!(
                    "the PTX interpreter and the IR interpreter disagree on {}:\n{why}",
                    l.brief()
                ),
            ));
        }
    }
    None
}
