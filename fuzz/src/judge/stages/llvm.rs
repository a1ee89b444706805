//! LLVM 19's verifier on seam's text of the module (with a [`crate::judge::Backend`] that has
//! LLVM). A rejected original is a harness finding (seam printed something LLVM refuses); a
//! rejected result is a finding of the pipeline (naming the guilty pass, the last of the
//! shortest prefix whose result LLVM rejects), and nothing compiles it.

use super::{Clock, Cx, Stage};
use crate::judge::{FindingKind, pipeline_finding};

/// The stage.
#[derive(Clone, Copy, Debug)]
pub struct LlvmVerify;

impl Stage for LlvmVerify {
    fn name(&self) -> &'static str {
        "llvm-verify"
    }

    fn clock(&self) -> Clock {
        Clock::Backend
    }

    fn run(&self, cx: &mut Cx<'_>) {
        if !cx.backend.has_llvm() {
            return;
        }
        let text = cx.text.get_or_init(|| seam::text::print_module(cx.module));
        let verdict = cx.backend.llvm_verify(text);
        if let Some(metrics) = cx.metrics.as_deref_mut() {
            metrics.llvm_checked = verdict.is_some();
        }
        let Some(Err(e)) = verdict else {
            return;
        };
        match cx.pipeline {
            None => {
                let f = cx.finding(
                    FindingKind::LlvmVerifier,
                    None,
                    "original".into(),
                    format!("LLVM rejects the original module as seam prints it: {e}"),
                    None,
                );
                cx.findings.push(f);
            }
            Some(p) => {
                let guilty = if cx.opts.triage {
                    super::guilty_tool_prefix(cx.subject, p, &mut *cx.backend, |b, m| {
                        matches!(b.llvm_verify(&seam::text::print_module(m)), Some(Err(_)))
                    })
                } else {
                    None
                };
                cx.findings.push(pipeline_finding(
                    FindingKind::LlvmVerifier,
                    p,
                    guilty,
                    String::new(),
                    format!("LLVM 19 rejects the result: {e}"),
                ));
                cx.done = true;
            }
        }
    }
}
