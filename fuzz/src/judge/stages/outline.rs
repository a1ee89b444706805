//! The machine outliner (seed 002) on the module's code: the IR's `"nooutline"` functions are
//! skipped; ptxas must accept the result (a `codegen` finding of pass `outline`), the PTX
//! interpreter must observe on it what the IR interpreter observed on the module (an
//! `oracle-disagreement` of pass `outline`), and kernels' occupancy, spills and stack must not
//! regress past the thresholds (a `performance` finding of pass `outline`). Each benefit
//! decision the outliner reports is held to the independent model of seed 002's rule
//! ([`crate::model::outline`]: the occurrences, live-ins, live-outs, benefit and decision
//! redone from the PTX; a `decision` finding of pass `outline`, detail `model-RULE`), under
//! the case's threshold ([`outline_threshold`]); the term sides its decisions reach are the
//! case's [`crate::judge::CaseMetrics::outline_sides`].

use seam::ir::Module;

use super::gpu::gpu_disagreement;
use super::ptx::ptx_disagreement;
use super::{Clock, Cx, Stage};
use crate::guard::catch;
use crate::judge::{Codegen, Compiled, Finding, FindingKind, kernel_perf, perf_regressions};

/// The stage.
#[derive(Clone, Copy, Debug)]
pub struct Outline;

impl Stage for Outline {
    fn name(&self) -> &'static str {
        "outline"
    }

    fn clock(&self) -> Clock {
        Clock::Backend
    }

    fn run(&self, cx: &mut Cx<'_>) {
        if !cx.opts.outline {
            return;
        }
        let (Some(codegen), Some(expected)) = (
            &cx.codegen,
            super::reference(cx.pipeline, cx.machine, cx.expected, &cx.observed),
        ) else {
            return;
        };
        let m = cx.module;
        let subject = cx.subject;
        // The module's text (printed once, shared), for the outlined module kept as a corpus
        // variant.
        let module_text = cx.text;
        let original = cx.pipeline.is_none();
        let kept_pipeline = cx.pipeline.map(|p| p.name.clone());
        let opts = cx.opts;
        let pipeline = cx.pipeline_name().to_owned();
        let compiled = &mut *cx.compiled;
        let findings = &mut *cx.findings;
        let metrics = &mut *cx.case;
        let backend = &mut *cx.backend;
        let Ok(mut parsed) = seam::ptx::parse(&codegen.ptx) else {
            return;
        };
        let threshold = outline_threshold(&codegen.ptx);
        let oopts = seam::outline::OutlineOptions {
            nooutline: nooutline_functions(m),
            remarks: false,
            decisions: true,
            benefit_threshold: threshold,
            ..seam::outline::OutlineOptions::default()
        };
        metrics.outline_runs += 1;
        let outlined = match catch(|| {
            let r = seam::outline::outline(&mut parsed, &oopts);
            (r, seam::ptx::print(&parsed))
        }) {
            Ok(x) => x,
            Err(p) => {
                findings.push(Finding {
                    kind: FindingKind::Panic,
                    pipeline: pipeline.to_owned(),
                    pass: Some("outline".into()),
                    detail: String::new(),
                    message: format!("the outliner panicked: {p}"),
                    launch: None,
                });
                return;
            }
        };
        let (report, text) = outlined;
        if let Some(d) =
            crate::model::outline::check(&codegen.ptx, &report.decisions, threshold).first()
        {
            findings.push(Finding {
                kind: FindingKind::Decision,
                pipeline: pipeline.to_owned(),
                pass: Some("outline".into()),
                detail: format!("model-{}", d.rule),
                message: format!(
                    "the outliner differs from the model of the seed's rules: {}",
                    d.message
                ),
                launch: None,
            });
        }
        for side in crate::model::outline::term_sides(&codegen.ptx, &report.decisions, threshold) {
            if !metrics.outline_sides.iter().any(|s| s == side) {
                metrics.outline_sides.push(side.to_owned());
            }
        }
        if report.outlined.is_empty() {
            return;
        }
        metrics.outline_hits += 1;
        metrics.outline_saved += report
            .instructions_before
            .saturating_sub(report.instructions_after);
        let finding = |kind, detail: String, message: String, launch| Finding {
            kind,
            pipeline: pipeline.to_owned(),
            pass: Some("outline".into()),
            detail,
            message,
            launch,
        };
        if report.instructions_after > report.instructions_before {
            findings.push(finding(
                FindingKind::PassError,
                "growth".into(),
                format!(
                    "the outliner grew the module: {} -> {} instructions",
                    report.instructions_before, report.instructions_after
                ),
                None,
            ));
        }
        match backend.assemble(&text) {
            Some(Err(e)) if crate::judge::tool_bugs::is_tool_failure(&e.tool) => {
                let (detail, message) = crate::judge::tool_bugs::describe(&e, "the outlined PTX");
                findings.push(finding(FindingKind::Tool, detail, message, None));
                return;
            }
            Some(Err(e)) => {
                findings.push(finding(
                    FindingKind::Codegen,
                    e.tool.clone(),
                    format!("{} rejects the outlined PTX: {}", e.tool, e.message),
                    None,
                ));
                return;
            }
            Some(Ok(functions)) => {
                let after = Codegen {
                    ptx: text.clone(),
                    functions,
                };
                let before = kernel_perf(codegen, subject.launches, &opts.perf);
                let all = perf_regressions(&before, &after, subject.launches, &opts.perf);
                if opts.keep_compiled {
                    compiled.push(Compiled {
                        pipeline: kept_pipeline,
                        module_text: module_text
                            .get_or_init(|| seam::text::print_module(m))
                            .to_owned(),
                        codegen: after.clone(),
                        launches: if original {
                            (0..subject.launches.len()).collect()
                        } else {
                            Vec::new()
                        },
                        outlined: true,
                    });
                }
                if let Some(first) = all.first() {
                    let what: Vec<String> = all.iter().map(|f| f.to_string()).collect();
                    findings.push(finding(
                        FindingKind::Performance,
                        first.metric.name().to_owned(),
                        format!("after the outliner: {}", what.join("; ")),
                        None,
                    ));
                }
            }
            None => {}
        }
        if let Some((i, detail, message)) =
            ptx_disagreement(m, &text, subject.launches, expected, opts.limits)
        {
            findings.push(finding(
                FindingKind::OracleDisagreement,
                detail,
                format!("after the outliner: {message}"),
                i,
            ));
        }
        if let Some((i, detail, message)) =
            gpu_disagreement(backend, m, &text, subject.launches, expected)
        {
            findings.push(finding(
                FindingKind::OracleDisagreement,
                detail,
                format!("after the outliner: {message}"),
                Some(i),
            ));
        }
    }
}

/// The benefit thresholds the judge gives the outliner (`outliner-benefit-threshold`; the
/// seed's default 1 in half the cases), chosen by [`outline_threshold`]: above 1, a benefit one
/// below the threshold is not a saturated 0, so both sides of the comparison at equality are
/// met by benefits the outliner computes.
pub const OUTLINE_THRESHOLDS: [u64; 4] = [1, 2, 1, 3];

/// The threshold for the outliner on `ptx`: one of [`OUTLINE_THRESHOLDS`], chosen by the
/// text's length (the same PTX always gets the same).
pub fn outline_threshold(ptx: &str) -> u64 {
    OUTLINE_THRESHOLDS[ptx.len() % OUTLINE_THRESHOLDS.len()]
}

/// The outliner's term sides ([`crate::model::outline::TERM_SIDES`]) its benefit decisions
/// reach on `ptx`, LLVM's PTX of `m`, under the judge's options and threshold (what the stage
/// counts, for `seam gen --stats --ptx`).
pub fn outline_term_sides(m: &Module, ptx: &str) -> std::collections::BTreeSet<&'static str> {
    let Ok(mut parsed) = seam::ptx::parse(ptx) else {
        return Default::default();
    };
    let threshold = outline_threshold(ptx);
    let opts = seam::outline::OutlineOptions {
        nooutline: nooutline_functions(m),
        remarks: false,
        decisions: true,
        benefit_threshold: threshold,
        ..seam::outline::OutlineOptions::default()
    };
    let report = seam::outline::outline(&mut parsed, &opts);
    crate::model::outline::term_sides(ptx, &report.decisions, threshold)
}

/// The names, as LLVM spells them in PTX, of the functions of `m` with the `"nooutline"`
/// attribute.
pub fn nooutline_functions(m: &Module) -> std::collections::HashSet<String> {
    m.functions
        .iter()
        .filter(|(_, f)| m.attrs.has_string(f.attrs, "nooutline"))
        .flat_map(|(_, f)| [f.name.clone(), seam_oracle::gpu::ptx::clean_symbol(&f.name)])
        .collect()
}
