//! A GPU (with a [`crate::judge::Backend`] that has one) runs the module's code: each launch
//! must observe what the IR interpreter observed on the same module, else an oracle
//! disagreement (or `gpu-error` when the run itself fails).

use seam_oracle::Verdict;

use super::{Clock, Cx, Stage};
use crate::judge::{Finding, FindingKind, outcome_shape};

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
        let m = cx.module;
        let subject = cx.subject;
        let pipeline = cx.pipeline_name().to_owned();
        let findings = &mut *cx.findings;
        let backend = &mut *cx.backend;
        let Some(results) = backend.gpu_run(m, &codegen.ptx, subject.launches) else {
            return;
        };
        for (i, (r, e)) in results.iter().zip(expected).enumerate() {
            let (detail, message) = match r {
                Err(msg) => ("gpu-error".to_owned(), format!("the GPU run failed: {msg}")),
                Ok(g) => match seam_oracle::compare(e, g) {
                    Verdict::Same => continue,
                    Verdict::Differ(why) => (
                        outcome_shape(g),
                        format!(
                            "the GPU and the interpreter disagree on {}:\n{why}",
                            subject.launches[i]
                        ),
                    ),
                },
            };
            findings.push(Finding {
                kind: FindingKind::OracleDisagreement,
                pipeline: pipeline.to_owned(),
                pass: None,
                detail,
                message,
                launch: Some(i),
            });
            break;
        }
    }
}
