//! The stages on a compiled module — LLVM's verifier, code generation and ptxas, the
//! performance verdicts, the PTX interpreter, the outliner, the GPU — and the guilty pass by
//! prefixes for what they find.

use super::*;

/// LLVM's verifier, codegen, performance and the GPU, on a pipeline's result.
#[allow(clippy::too_many_arguments)]
pub(super) fn backend_checks(
    backend: &mut dyn Backend,
    module: &Module,
    text: &str,
    p: &Pipeline,
    original_codegen: Option<&Codegen>,
    subject: Subject<'_>,
    after: &Result<Vec<Outcome>, String>,
    opts: &CheckOptions,
    findings: &mut Vec<Finding>,
    metrics: &mut PipelineMetrics,
    case_metrics: &mut CaseMetrics,
) -> Option<Codegen> {
    if let Some(Err(e)) = backend.llvm_verify(text) {
        findings.push(pipeline_finding(
            FindingKind::LlvmVerifier,
            p,
            None,
            String::new(),
            format!("LLVM 19 rejects the result: {e}"),
        ));
    } else {
        match original_codegen.and_then(|_| backend.codegen(module)) {
            None => {}
            Some(Err(e)) => findings.push(pipeline_finding(
                FindingKind::Codegen,
                p,
                None,
                e.tool.clone(),
                format!("{} rejects the result: {}", e.tool, e.message),
            )),
            Some(Ok(c)) => {
                metrics.codegen = Some(CodegenTotals::of(&c));
                if let Some(orig) = original_codegen {
                    perf_check(backend, orig, &c, p, subject, opts, findings);
                }
                // The GPU runs the transformed module: it must agree with the interpreter's
                // runs of the same module.
                if let Ok(after) = after {
                    compiled_checks(
                        backend,
                        module,
                        &c,
                        subject,
                        after,
                        &p.name,
                        opts,
                        findings,
                        case_metrics,
                    );
                }
                return Some(c);
            }
        }
    }
    None
}

/// The index of the guilty pass of a miscompile of launch `launch`: the last pass of the
/// shortest prefix of the pipeline after which the launch observes something else.
pub(super) fn guilty_prefix(
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

/// Records one performance finding (the first regression) per pipeline and case, with the
/// guilty pass found by compiling prefixes of the pipeline when `opts.triage` is on.
#[allow(clippy::too_many_arguments)]
pub(super) fn perf_check(
    backend: &mut dyn Backend,
    orig: &Codegen,
    after: &Codegen,
    p: &Pipeline,
    subject: Subject<'_>,
    opts: &CheckOptions,
    findings: &mut Vec<Finding>,
) {
    let before = kernel_perf(orig, subject.launches, &opts.perf);
    let all = perf_regressions(&before, after, subject.launches, &opts.perf);
    let Some(first) = all.first() else {
        return;
    };
    let guilty = if opts.triage && p.specs.len() > 1 {
        guilty_perf_prefix(backend, &before, p, subject, opts, first)
    } else if p.specs.len() == 1 {
        Some(0)
    } else {
        None
    };
    let what: Vec<String> = all.iter().map(|f| f.to_string()).collect();
    findings.push(pipeline_finding(
        FindingKind::Performance,
        p,
        guilty,
        first.metric.name().to_owned(),
        format!("after {}: {}", p.name, what.join("; ")),
    ));
}

/// The index of the pass after which kernel `f.kernel` first regresses in `f.metric`: the last
/// pass of the shortest prefix of the pipeline whose compiled result shows it.
pub(super) fn guilty_perf_prefix(
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

/// Every stage that judges a compiled module (`m`, compiled to `codegen`) against the IR
/// interpreter's outcomes of `m` (`expected`): the PTX interpreter, the outliner, the GPU.
/// A new stage on compiled code is added here once.
#[allow(clippy::too_many_arguments)]
pub(super) fn compiled_checks(
    backend: &mut dyn Backend,
    m: &Module,
    codegen: &Codegen,
    subject: Subject<'_>,
    expected: &[Outcome],
    pipeline: &str,
    opts: &CheckOptions,
    findings: &mut Vec<Finding>,
    metrics: &mut CaseMetrics,
) {
    if opts.ptx_interp {
        ptx_check(
            m, codegen, subject, expected, pipeline, opts, findings, metrics,
        );
    }
    if opts.outline {
        outline_check(
            backend, m, codegen, subject, expected, pipeline, opts, findings, metrics,
        );
    }
    gpu_check(
        backend, m, codegen, subject, expected, pipeline, findings, metrics,
    );
}

/// Runs the launches of `codegen`'s PTX in seam's PTX interpreter and compares with the IR
/// interpreter's outcomes of the same module (`expected`). A disagreement points at LLVM's
/// back end, at seam's `legalize`, or at one of the two interpreters: an oracle disagreement
/// `ptx-SHAPE` (or `ptx-interp-error` when the PTX interpreter cannot run the PTX).
#[allow(clippy::too_many_arguments)]
pub(super) fn ptx_check(
    m: &Module,
    codegen: &Codegen,
    subject: Subject<'_>,
    expected: &[Outcome],
    pipeline: &str,
    opts: &CheckOptions,
    findings: &mut Vec<Finding>,
    metrics: &mut CaseMetrics,
) {
    let t = Instant::now();
    let found = ptx_disagreement(m, &codegen.ptx, subject.launches, expected, opts.limits);
    metrics.ptx_interp_us += us(t.elapsed());
    metrics.ptx_launches += subject.launches.len() as u64;
    if let Some((i, detail, message)) = found {
        findings.push(Finding {
            kind: FindingKind::OracleDisagreement,
            pipeline: pipeline.to_owned(),
            pass: None,
            detail,
            message,
            launch: i,
        });
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

/// The names, as LLVM spells them in PTX, of the functions of `m` with the `"nooutline"`
/// attribute.
pub fn nooutline_functions(m: &Module) -> std::collections::HashSet<String> {
    m.functions
        .iter()
        .filter(|(_, f)| m.attrs.has_string(f.attrs, "nooutline"))
        .flat_map(|(_, f)| [f.name.clone(), seam_oracle::gpu::ptx::clean_symbol(&f.name)])
        .collect()
}

/// The outliner's stage: outlines `codegen`'s PTX (the IR's `"nooutline"` functions
/// skipped); ptxas must accept the result (a `codegen` finding of pass `outline`), the PTX
/// interpreter must observe on it what the IR interpreter observed on `m` (an
/// `oracle-disagreement` of pass `outline`), and registers, spills and stack must not grow
/// past the thresholds (a `performance` finding of pass `outline`).
#[allow(clippy::too_many_arguments)]
pub(super) fn outline_check(
    backend: &mut dyn Backend,
    m: &Module,
    codegen: &Codegen,
    subject: Subject<'_>,
    expected: &[Outcome],
    pipeline: &str,
    opts: &CheckOptions,
    findings: &mut Vec<Finding>,
    metrics: &mut CaseMetrics,
) {
    let Ok(mut parsed) = seam::ptx::parse(&codegen.ptx) else {
        return;
    };
    let oopts = seam::outline::OutlineOptions {
        nooutline: nooutline_functions(m),
        remarks: false,
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
}

/// Runs the launches of `codegen`'s PTX on the GPU (if the backend has one) and compares with
/// the interpreter's outcomes of the same module (`expected`).
pub(super) fn gpu_check(
    backend: &mut dyn Backend,
    m: &Module,
    codegen: &Codegen,
    subject: Subject<'_>,
    expected: &[Outcome],
    pipeline: &str,
    findings: &mut Vec<Finding>,
    _metrics: &mut CaseMetrics,
) {
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
