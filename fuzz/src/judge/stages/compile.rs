//! LLVM 19's NVPTX code generator and ptxas (with a [`crate::judge::Backend`] that has them and
//! [`crate::judge::CheckOptions::codegen`]). The original compiles first: a generated module
//! LLVM 19 or ptxas cannot compile is a limit of those tools (the module is valid: seam's
//! verifier and LLVM's accept it), not a finding, and the case is judged without them (the
//! summary counts it). A result is compiled only where the original was, and must compile: a
//! rejection names the guilty pass, the last of the shortest prefix of the pipeline whose
//! result the same tool rejects.

use super::{Clock, Cx, Stage};
use crate::judge::{CodegenTotals, Compiled, Finding, FindingKind, pipeline_finding, tool_bugs};

/// The stage.
#[derive(Clone, Copy, Debug)]
pub struct Compile;

impl Stage for Compile {
    fn name(&self) -> &'static str {
        "codegen"
    }

    fn clock(&self) -> Clock {
        Clock::Backend
    }

    fn run(&self, cx: &mut Cx<'_>) {
        let wanted = match cx.pipeline {
            None => cx.opts.codegen && cx.backend.has_codegen(),
            Some(_) => cx.original_codegen.is_some(),
        };
        if !wanted {
            return;
        }
        let c = match (cx.backend.codegen(cx.module), cx.pipeline) {
            (None, _) => return,
            (Some(Ok(c)), _) => c,
            (Some(Err(e)), None) => {
                cx.case.codegen_refused = Some(format!(
                    "{}: {}",
                    e.tool,
                    e.message.lines().next().unwrap_or("")
                ));
                if tool_bugs::is_tool_failure(&e.tool) {
                    let (detail, message) = tool_bugs::describe(&e, "the original module");
                    cx.findings.push(Finding {
                        kind: FindingKind::Tool,
                        pipeline: "none".into(),
                        pass: None,
                        detail,
                        message,
                        launch: None,
                    });
                }
                return;
            }
            // The tool crashed or timed out: its own failure (no prefix is compiled again to
            // name a pass: each would wait for the tool's limit).
            (Some(Err(e)), Some(p)) if tool_bugs::is_tool_failure(&e.tool) => {
                let (detail, message) = tool_bugs::describe(&e, "the result");
                cx.findings.push(pipeline_finding(
                    FindingKind::Tool,
                    p,
                    None,
                    detail,
                    message,
                ));
                return;
            }
            (Some(Err(e)), Some(p)) => {
                let guilty = if cx.opts.triage {
                    super::guilty_tool_prefix(
                        cx.subject,
                        p,
                        &mut *cx.backend,
                        |b, m| matches!(b.codegen(m), Some(Err(r)) if r.tool == e.tool),
                    )
                } else {
                    None
                };
                cx.findings.push(pipeline_finding(
                    FindingKind::Codegen,
                    p,
                    guilty,
                    e.tool.clone(),
                    format!("{} rejects the result: {}", e.tool, e.message),
                ));
                return;
            }
        };
        if let Some(metrics) = cx.metrics.as_deref_mut() {
            metrics.codegen = Some(CodegenTotals::of(&c));
        }
        if cx.opts.keep_compiled {
            let all = (0..cx.subject.launches.len()).collect();
            cx.compiled.push(Compiled {
                pipeline: cx.pipeline.map(|p| p.name.clone()),
                module_text: cx.text().to_owned(),
                codegen: c.clone(),
                // A pipeline's are set by the judge (the launches it was judged by).
                launches: if cx.pipeline.is_none() {
                    all
                } else {
                    Vec::new()
                },
                outlined: false,
            });
        }
        cx.codegen = Some(c);
    }
}
