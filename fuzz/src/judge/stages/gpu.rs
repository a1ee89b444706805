//! A GPU (with a [`crate::judge::Backend`] that has one) runs the module's code: each launch
//! must observe what the IR interpreter observed on the same module, else an oracle
//! disagreement (or `gpu-error` when the run itself fails).

use seam::ir::Module;
use seam_oracle::{Launch, Outcome, Verdict};

use super::{Clock, Cx, Stage};
use crate::judge::{Backend, Finding, FindingKind, outcome_shape};

/// The stage.
#[derive(Clone, Copy, Debug)]
pub struct Gpu;

impl Stage for Gpu {
    fn name(&self) -> &'static str {
        "gpu"
    }

    fn clock(&self) -> Clock {
        Clock::Backend
    }

    fn run(&self, cx: &mut Cx<'_>) {
        let (Some(codegen), Some(expected)) = (
            &cx.codegen,
            super::reference(cx.pipeline, cx.machine, cx.expected, &cx.observed),
        ) else {
            return;
        };
        let pipeline = cx.pipeline_name().to_owned();
        if let Some((i, detail, message)) = gpu_disagreement(
            &mut *cx.backend,
            cx.module,
            &codegen.ptx,
            cx.subject.launches,
            expected,
        ) {
            cx.findings.push(Finding {
                kind: FindingKind::OracleDisagreement,
                pipeline,
                pass: None,
                detail,
                message,
                launch: Some(i),
            });
        }
    }
}

/// Runs `launches` of `m`, compiled to `ptx`, on the backend's GPU and compares each outcome
/// with `expected`: the first launch that differs or fails, with the finding's detail and
/// message; `None` when all agree or there is no GPU.
pub(super) fn gpu_disagreement(
    backend: &mut dyn Backend,
    m: &Module,
    ptx: &str,
    launches: &[Launch],
    expected: &[Outcome],
) -> Option<(usize, String, String)> {
    let results = backend.gpu_run(m, ptx, launches)?;
    let mut fused = None;
    for (i, (r, e)) in results.iter().zip(expected).enumerate() {
        match r {
            Err(msg) => {
                return Some((
                    i,
                    "gpu-error".to_owned(),
                    format!("the GPU run failed: {msg}"),
                ));
            }
            Ok(g) => match seam_oracle::compare(e, g) {
                Verdict::Same => {}
                // The back end may fuse `contract` pairs, and with fast-math freedoms give
                // other float results (`docs/semantics.md`).
                Verdict::Differ(_)
                    if seam_oracle::contract::allowed(
                        m,
                        &mut fused,
                        &launches[i],
                        e,
                        g,
                        seam_oracle::Limits::default(),
                    ) => {}
                Verdict::Differ(why) => {
                    return Some((
                        i,
                        outcome_shape(g),
                        format!(
                            "the GPU and the interpreter disagree on {}:\n{why}",
                            launches[i].brief()
                        ),
                    ));
                }
            },
        }
    }
    None
}
