//! `seam campaign`, `seam check` and `seam reduce`: the fuzzing campaign of
//! [`seam_fuzz::campaign`] with the oracles this binary has (LLVM 19 when built with it).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
pub(crate) use seam_fuzz::campaign::oracles::Oracles;
use seam_fuzz::campaign::oracles::{backend as make_backend, gpu_here};
use seam_fuzz::campaign::{
    self, CampaignOptions, CaseFile, CheckOptions, Limit, Pipeline, Progress,
};

use crate::{Findings, Invalid};

/// The emitter of `--emit-corpus DIR`: every case compiled to PTX becomes a case of a GPU
/// regression corpus (`docs/gpu.md`), `seed-NNNNNN`, with the original and each pipeline run
/// on all its launches. A corpus case has one set of launches, so a pipeline run for one
/// kernel (`nir`, once per kernel) makes a case of its own, `seed-NNNNNN-KERNEL`: that
/// kernel's launches, the original and the pipeline's result. Where the machine outliner
/// outlined something from a module's PTX, the outlined PTX is a variant too (`NAME-outlined`,
/// pipeline `P | outline`).
fn corpus_emitter(dir: PathBuf) -> campaign::Emitter {
    let tool = seam_gpu_tests::ptxas::find()
        .and_then(|p| seam_gpu_tests::ptxas::version(&p).ok())
        .unwrap_or_default();
    campaign::Emitter(std::sync::Arc::new(
        move |seed: u64, case: &campaign::Case, report: &campaign::CaseReport| {
            let all: Vec<usize> = (0..case.launches.len()).collect();
            let Some(original) = report
                .compiled
                .iter()
                .find(|c| c.pipeline.is_none() && !c.outlined)
            else {
                return Ok(());
            };
            // The launch sets, in the order met: every launch first.
            let mut sets: Vec<&Vec<usize>> = vec![&all];
            for c in &report.compiled {
                if !c.launches.is_empty() && !sets.contains(&&c.launches) {
                    sets.push(&c.launches);
                }
            }
            for set in sets {
                let mut variants = vec![corpus_variant(original, "original".to_owned(), &tool)];
                for c in report.compiled.iter().filter(|c| {
                    !std::ptr::eq(*c, original)
                        && (c.pipeline.is_some() || c.outlined)
                        && c.launches == *set
                }) {
                    let mut name = seam_fuzz::judge::finding::sanitize(
                        c.pipeline.as_deref().unwrap_or("original"),
                    );
                    if c.outlined {
                        name.push_str("-outlined");
                    }
                    let base = name.clone();
                    let mut n = 1;
                    while variants.iter().any(|v| v.name == name) {
                        n += 1;
                        name = format!("{base}-{n}");
                    }
                    variants.push(corpus_variant(c, name, &tool));
                }
                if variants.len() == 1 && set != &all {
                    continue;
                }
                let name = if set == &all {
                    format!("seed-{seed:06}")
                } else {
                    let kernel = &case.launches[set[0]].kernel;
                    format!(
                        "seed-{seed:06}-{}",
                        seam_fuzz::judge::finding::sanitize(kernel.trim_start_matches('@'))
                    )
                };
                let draft = seam_gpu_tests::corpus::CaseDraft {
                    name,
                    source: format!("seam campaign: seed {seed}, config {}", case.config),
                    launches: set.iter().map(|&i| case.launch_specs[i].clone()).collect(),
                    variants,
                };
                seam_gpu_tests::corpus::write_case(&dir, &draft, seam_oracle::Limits::default())
                    .map_err(|e| e.to_string())?;
            }
            Ok(())
        },
    ))
}

/// A compiled module as a variant of a corpus case.
fn corpus_variant(
    c: &campaign::Compiled,
    name: String,
    tool: &str,
) -> seam_gpu_tests::corpus::VariantDraft {
    seam_gpu_tests::corpus::VariantDraft {
        name,
        // An outlined variant: the machine outliner on the PTX of its pipeline's result.
        pipeline: match (&c.pipeline, c.outlined) {
            (Some(p), true) => Some(format!("{p} | outline")),
            (None, true) => Some("outline".to_owned()),
            (p, false) => p.clone(),
        },
        module_text: c.module_text.clone(),
        ptx: c.codegen.ptx.clone(),
        ptxas: Some(seam_gpu_tests::corpus::PtxasStats {
            tool: tool.to_owned(),
            arch: "sm_90".to_owned(),
            kernels: c
                .codegen
                .kernels()
                .map(|f| {
                    (
                        f.name.clone(),
                        seam_gpu_tests::corpus::KernelStats {
                            registers: u32::try_from(f.registers).ok(),
                            stack_frame: Some(f.stack_bytes),
                            spill_stores: Some(f.spill_stores),
                            spill_loads: Some(f.spill_loads),
                        },
                    )
                })
                .collect(),
        }),
    }
}

/// The settings of `seam campaign`, as given.
pub(crate) struct CampaignArgs {
    pub(crate) time: Option<u64>,
    pub(crate) cases: Option<u64>,
    pub(crate) seed: u64,
    pub(crate) jobs: Option<usize>,
    pub(crate) pipelines: Vec<String>,
    pub(crate) config: Option<String>,
    pub(crate) out: PathBuf,
    pub(crate) shard: Option<String>,
    pub(crate) resume: bool,
    pub(crate) gpu: String,
    pub(crate) reduce_time: u64,
    pub(crate) codegen_every: u64,
    pub(crate) llvm_cost_every: u64,
    pub(crate) nvvm_every: u64,
    pub(crate) nvvm_legacy_every: u64,
    pub(crate) ptx_interp: bool,
    pub(crate) outline: bool,
    pub(crate) emit_corpus: Option<PathBuf>,
    pub(crate) progress: Option<String>,
    pub(crate) stop_after: Option<u64>,
    pub(crate) case_timeout: u64,
    pub(crate) oracles: Oracles,
}

fn pipelines(names: &[String]) -> Result<Vec<Pipeline>> {
    if names.is_empty() {
        return Ok(Pipeline::campaign_default());
    }
    // The original module alone: the checks of the case before any pipeline.
    if names.iter().all(|n| n == "none") {
        return Ok(Vec::new());
    }
    names
        .iter()
        .map(|n| Pipeline::parse(n).map_err(|e| anyhow::anyhow!("--pipeline {n}: {e}")))
        .collect()
}

fn parse_shard(s: &str) -> Result<(u64, u64)> {
    let bad = || anyhow::anyhow!("--shard {s}: expected K/N with K < N, e.g. 0/4");
    let (k, n) = s.split_once('/').ok_or_else(bad)?;
    let (k, n): (u64, u64) = (
        k.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if n == 0 || k >= n {
        return Err(bad());
    }
    Ok((k, n))
}

/// `seam campaign --merge DIR... --out OUT`.
pub(crate) fn merge(dirs: &[PathBuf], out: &Path) -> Result<()> {
    let summary = seam_fuzz::campaign::merge::merge(dirs, out)
        .map_err(|e| anyhow::anyhow!("campaign --merge: {e}"))?;
    print_summary(&summary, out);
    for n in &summary.dropped_lines {
        eprintln!("campaign --merge: note: {n}");
    }
    if summary.correctness_findings > 0 {
        return Err(Findings.into());
    }
    Ok(())
}

pub(crate) fn campaign(a: CampaignArgs) -> Result<()> {
    // A campaign that would test nothing is a usage error, not a pass: a CI job given
    // `--time 0` must not report success having run no case.
    if a.time == Some(0) {
        bail!("--time 0: a campaign of no time runs no case (give a positive number of seconds)");
    }
    if a.cases == Some(0) {
        bail!("--cases 0: a campaign of no case tests nothing (give a positive number)");
    }
    if a.jobs == Some(0) {
        bail!("--jobs 0: at least one job is needed (default: one per core)");
    }
    let limit = match (a.time, a.cases) {
        (Some(_), Some(_)) => bail!("--time and --cases: give one of them"),
        (Some(t), None) => Limit::Time(Duration::from_secs(t)),
        (None, Some(n)) => Limit::Cases(n),
        (None, None) => Limit::Time(Duration::from_secs(60)),
    };
    let mut oracles = a.oracles;
    match a.gpu.as_str() {
        "auto" => oracles.gpu = true,
        "off" => oracles.gpu = false,
        "on" => {
            if !oracles.codegen {
                bail!("--gpu on: the GPU runs the PTX LLVM 19 makes, which --no-llvm leaves out");
            }
            if let Err(why) = gpu_here() {
                bail!("--gpu on: no GPU to run on: {why}");
            }
            oracles.gpu = true;
        }
        other => bail!("--gpu {other}: expected auto, off or on"),
    }
    if a.emit_corpus.is_some() && (!oracles.codegen || a.codegen_every == 0) {
        bail!(
            "--emit-corpus: the corpus holds PTX, which --no-llvm or --codegen-every 0 leave out"
        );
    }
    let progress = match a.progress.as_deref() {
        Some("bar") => Progress::Bar,
        Some("plain") => Progress::Plain,
        Some("quiet") => Progress::Quiet,
        Some(o) => bail!("--progress {o}: expected bar, plain or quiet"),
        None if std::io::stderr().is_terminal() => Progress::Bar,
        None => Progress::Plain,
    };
    if let Some(c) = &a.config {
        seam_fuzz::Config::parse(c).map_err(|e| anyhow::anyhow!("--config: {e}"))?;
    }
    let opts = CampaignOptions {
        out: a.out.clone(),
        limit,
        seed: a.seed,
        jobs: a
            .jobs
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
        pipelines: pipelines(&a.pipelines)?,
        config: a.config.clone(),
        shard: match &a.shard {
            Some(s) => parse_shard(s)?,
            None => (0, 1),
        },
        resume: a.resume,
        check: CheckOptions {
            ptx_interp: a.ptx_interp,
            outline: a.outline,
            // --no-llvm: no LLVM process at all, `opt-19` included.
            llvm_cost: oracles.llvm,
            ..CheckOptions::default()
        },
        reduce_time: Duration::from_secs(a.reduce_time),
        codegen_every: a.codegen_every,
        llvm_cost_every: a.llvm_cost_every,
        nvvm_every: a.nvvm_every,
        nvvm_legacy_every: a.nvvm_legacy_every,
        progress,
        stop_after_findings: a.stop_after,
        case_timeout: (a.case_timeout > 0).then(|| Duration::from_secs(a.case_timeout)),
        emit: a.emit_corpus.clone().map(corpus_emitter),
    };
    // Ctrl-C (SIGINT) or SIGTERM stops the campaign cleanly: what finished is recorded and
    // the reports are written; a second one ends the process at once.
    campaign::interrupt::install();
    let summary = campaign::run(&opts, move || make_backend(oracles), &mut std::io::stderr())
        .map_err(|e| anyhow::anyhow!("campaign: {e}"))?;
    print_summary(&summary, &a.out);
    if let Some(sig) = campaign::interrupt::received() {
        println!(
            "campaign: stopped by {} after {} cases this run; to go on where it stopped:\n  {}",
            campaign::interrupt::name(sig),
            summary.cases_this_run,
            resume_command(&a)
        );
        return Err(super::Interrupted(sig).into());
    }
    let costs_checked = opts
        .pipelines
        .iter()
        .any(|p| p.specs.iter().any(|s| s.name == "inline-cost"));
    if costs_checked && !opts.check.llvm_cost {
        println!("campaign: inline-cost not held to LLVM 19 (--no-llvm: no LLVM process)");
    } else if costs_checked {
        match seam_fuzz::model::llvm_cost::opt_binary() {
            Some(opt) if a.llvm_cost_every == 1 => println!(
                "campaign: inline-cost (the llvm cost model) held to LLVM 19's \
                 print<inline-cost> ({opt}) in every case"
            ),
            Some(opt) if a.llvm_cost_every > 0 => println!(
                "campaign: inline-cost (the llvm cost model) held to LLVM 19's \
                 print<inline-cost> ({opt}) in one case in {}",
                a.llvm_cost_every
            ),
            Some(_) => println!("campaign: inline-cost not held to LLVM 19 (--llvm-cost-every 0)"),
            None => println!(
                "campaign: inline-cost not held to LLVM 19: its opt was not found (SEAM_OPT, \
                 opt-19, /usr/lib/llvm-19/bin/opt)"
            ),
        }
    }
    if summary.correctness_findings > 0 {
        return Err(Findings.into());
    }
    Ok(())
}

/// The command that resumes campaign `a` in its output folder: the settings a resume must
/// repeat (seed, config, pipelines, shard) and the limit as given.
fn resume_command(a: &CampaignArgs) -> String {
    let q = |s: &str| {
        if s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=,:".contains(c))
        {
            s.to_owned()
        } else {
            format!("'{}'", s.replace('\'', "'\\''"))
        }
    };
    let mut c = format!(
        "seam campaign --resume --out {} --seed {}",
        q(&a.out.display().to_string()),
        a.seed
    );
    if let Some(t) = a.time {
        c.push_str(&format!(" --time {t}"));
    }
    if let Some(n) = a.cases {
        c.push_str(&format!(" --cases {n}"));
    }
    if let Some(cfg) = &a.config {
        c.push_str(&format!(" --config {}", q(cfg)));
    }
    for p in &a.pipelines {
        c.push_str(&format!(" --pipeline {}", q(p)));
    }
    if let Some(s) = &a.shard {
        c.push_str(&format!(" --shard {}", q(s)));
    }
    c
}

/// Prints what a campaign (or a merge) found.
fn print_summary(summary: &seam_fuzz::campaign::Summary, dir: &Path) {
    let mut out = format!(
        "campaign: {} cases ({} this run) in {:.1} s with {} jobs: {:.1} cases/s per job\n",
        summary.cases,
        summary.cases_this_run,
        summary.seconds,
        summary.jobs,
        summary.cases_per_second_per_job
    );
    if summary.codegen_cases + summary.codegen_refused > 0 {
        out.push_str(&format!(
            "campaign: {} cases compiled to PTX and assembled; {} that LLVM 19 or ptxas could \
             not compile (their limits, checked without them; summary.json names them)\n",
            summary.codegen_cases, summary.codegen_refused
        ));
    }
    let o = &summary.outline;
    if o.cases > 0 {
        out.push_str(&format!(
            "campaign: the outliner outlined something in {} of {} compiled cases ({:.1}%; {} of {} modules), {} PTX instructions saved\n",
            o.cases_outlined,
            o.cases,
            100.0 * o.cases_outlined as f64 / o.cases as f64,
            o.modules_outlined,
            o.modules,
            o.saved
        ));
        for side in seam_fuzz::model::outline::TERM_SIDES {
            let n = o.sides.get(*side).copied().unwrap_or(0);
            out.push_str(&format!("campaign:   {side:<70} {n:>6} cases\n"));
        }
    }
    for line in summary.nvvm.lines() {
        out.push_str(&format!("campaign: {line}\n"));
    }
    for line in summary.toolkit.lines() {
        out.push_str(&format!("campaign: {line}\n"));
    }
    if let Some(line) = stage_line(&summary.stage_seconds) {
        out.push_str(&format!("campaign: {line}\n"));
    }
    if summary.signatures.is_empty() {
        out.push_str("campaign: no findings\n");
    } else {
        out.push_str(&format!(
            "campaign: {} findings ({} correctness), {} signatures:\n",
            summary.findings,
            summary.correctness_findings,
            summary.signatures.len()
        ));
        // Correctness first; then what is measured (performance: one group per pass and
        // metric, its pipelines listed) and the tools' own failures.
        let kind_of = |s: &seam_fuzz::campaign::SignatureSummary| {
            let k = s.signature.split('.').next().unwrap_or("");
            match k {
                "performance" => 1,
                "tool" => 2,
                _ => 0,
            }
        };
        for (group, title) in [
            (0, "correctness"),
            (1, "performance (recorded apart)"),
            (2, "tool failures (LLVM, ptxas: not seam's)"),
        ] {
            let of: Vec<_> = summary
                .signatures
                .iter()
                .filter(|s| kind_of(s) == group)
                .collect();
            if of.is_empty() {
                continue;
            }
            out.push_str(&format!(
                "  {title}:\n  {:>6}  {:<60} {}\n",
                "count", "signature", "first"
            ));
            for s in of {
                let reduced = s
                    .reduced
                    .map_or(String::new(), |(b, a)| format!(" (reduced {b} -> {a})"));
                out.push_str(&format!(
                    "  {:>6}  {:<60} {}{reduced}\n",
                    s.count, s.signature, s.dir
                ));
                if group == 1 && !s.pipelines.is_empty() {
                    out.push_str(&format!("  {:>6}  in {}\n", "", s.pipelines.join(", ")));
                }
            }
        }
    }
    out.push_str(&format!(
        "campaign: reports in {} (summary.json, report.html, junit.xml)\n",
        dir.display()
    ));
    print!("{out}");
}

/// Where the time went, largest first: `time by step (summed over jobs): compile 40.1 s (55%),
/// ...`; `None` before any case.
fn stage_line(stages: &std::collections::BTreeMap<String, f64>) -> Option<String> {
    let total: f64 = stages.values().sum();
    if total <= 0.0 {
        return None;
    }
    let mut v: Vec<(&String, &f64)> = stages.iter().collect();
    v.sort_by(|a, b| b.1.total_cmp(a.1).then(a.0.cmp(b.0)));
    let parts: Vec<String> = v
        .iter()
        .filter(|(_, s)| **s >= 0.05)
        .map(|(k, s)| format!("{k} {s:.1} s ({:.0}%)", 100.0 * *s / total))
        .collect();
    Some(format!(
        "time by step (summed over jobs): {}",
        parts.join(", ")
    ))
}

/// Prints findings of a case file, one `FILE: SIGNATURE (KIND)` line each with its message
/// indented below (what `seam check` and `seam nvvm --check` print).
pub(crate) fn print_findings<'a>(
    file: &Path,
    findings: impl IntoIterator<Item = &'a seam_fuzz::judge::Finding>,
) {
    for f in findings {
        println!(
            "{}: {} ({})\n  {}",
            file.display(),
            f.signature(),
            f.kind,
            f.message.replace('\n', "\n  ")
        );
    }
}

/// Reads a case: a case file, or a finding's folder (its `case.ll`).
pub(crate) fn read_case(path: &Path) -> Result<(CaseFile, PathBuf)> {
    let file = if path.is_dir() {
        path.join("case.ll")
    } else {
        path.to_owned()
    };
    let text =
        std::fs::read_to_string(&file).with_context(|| format!("reading {}", file.display()))?;
    match CaseFile::parse(&text) {
        Ok(c) => Ok((c, file)),
        Err(e) => {
            eprintln!("{}:{e}", file.display());
            Err(Invalid.into())
        }
    }
}

pub(crate) fn check(
    path: &Path,
    pipeline_names: &[String],
    oracles: Oracles,
    timeout: Option<u64>,
) -> Result<()> {
    let (case, file) = read_case(path)?;
    if case.launches.is_empty() {
        bail!(
            "{}: no `; launch:` lines: nothing to run (a case file names its launches)",
            file.display()
        );
    }
    let pipes = pipelines(pipeline_names)?;
    let launches = case.launches.len();
    let names: Vec<String> = pipes.iter().map(|p| p.name.clone()).collect();
    let report = match timeout {
        Some(secs) => campaign::check_within(
            case,
            pipes,
            move || make_backend(oracles),
            CheckOptions::default(),
            Duration::from_secs(secs),
        ),
        None => {
            let mut backend = make_backend(oracles);
            seam_fuzz::judge::check(
                case.subject(),
                &pipes,
                backend.as_mut(),
                &CheckOptions::default(),
            )
        }
    };
    if report.findings.is_empty() {
        println!(
            "{}: ok: {launches} launches, pipelines {}: no findings",
            file.display(),
            names.join(", ")
        );
        return Ok(());
    }
    let correctness = report.findings.iter().any(|f| f.kind.is_correctness());
    print_findings(&file, &report.findings);
    // Exit status 3 means a correctness finding, as for the campaign; performance findings
    // alone are printed and exit 0.
    if correctness {
        return Err(Findings.into());
    }
    Ok(())
}

pub(crate) fn reduce(
    path: &Path,
    pipeline: Option<&str>,
    signature: Option<&str>,
    seconds: u64,
    oracles: Oracles,
) -> Result<()> {
    let (case, file) = read_case(path)?;
    let dir = file.parent().unwrap_or(Path::new(".")).to_owned();
    // The finding to keep: from the arguments, else the folder's verdict.json, else the first
    // finding of a check.
    let verdict: Option<serde_json::Value> = std::fs::read_to_string(dir.join("verdict.json"))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok());
    let from_verdict = |key: &str| -> Option<String> {
        let v = verdict.as_ref()?;
        match key {
            "signature" => v.get("signature")?.as_str().map(str::to_owned),
            _ => v.get("finding")?.get(key)?.as_str().map(str::to_owned),
        }
    };
    let pipeline_name = pipeline
        .map(str::to_owned)
        .or_else(|| from_verdict("pipeline"))
        .filter(|p| p != "none");
    let mut backend = make_backend(oracles);
    let signature = signature
        .map(str::to_owned)
        .or_else(|| from_verdict("signature"));
    // A hang's check never returns (that is the finding): nothing to reduce against.
    if let Some(sig) = signature.as_deref()
        && sig.starts_with("hang.")
    {
        bail!(
            "{}: {sig} is a hang: a check of the case does not return, so it cannot be reduced \
             (its pipeline, run with `seam check`, stalls as the campaign saw)",
            file.display()
        );
    }
    // Without a pipeline or a signature, the first finding of a check with every named
    // pipeline (or the one given) decides both.
    let (signature, pipe) = match (signature, pipeline_name) {
        (Some(s), Some(p)) => (s, pipelines(std::slice::from_ref(&p))?.remove(0)),
        (sig, p) => {
            let pipes = match &p {
                Some(p) => pipelines(std::slice::from_ref(p))?,
                None => Pipeline::campaign_default(),
            };
            let report = seam_fuzz::judge::check(
                case.subject(),
                &pipes,
                backend.as_mut(),
                &CheckOptions::default(),
            );
            let Some(f) = report
                .findings
                .iter()
                .find(|f| sig.as_ref().is_none_or(|s| f.signature() == *s))
            else {
                bail!(
                    "{}: the case shows {} with pipelines {}",
                    file.display(),
                    sig.map_or("no finding".to_owned(), |s| format!("no {s}")),
                    pipes
                        .iter()
                        .map(|p| p.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                );
            };
            let pipe = pipes
                .iter()
                .find(|p| p.name == f.pipeline)
                .cloned()
                .unwrap_or_else(|| pipes[0].clone());
            (f.signature(), pipe)
        }
    };
    let start = Instant::now();
    let r = campaign::reduce::reduce(
        case.subject(),
        &pipe,
        &signature,
        backend.as_mut(),
        &CheckOptions::default(),
        start + Duration::from_secs(seconds),
    );
    if r.checks > 0 && r.after == r.before && r.launches == case.launches {
        // Nothing smaller kept it; check it shows the signature at all.
        let report = seam_fuzz::judge::check(
            case.subject(),
            std::slice::from_ref(&pipe),
            backend.as_mut(),
            &CheckOptions::default(),
        );
        if !report.findings.iter().any(|f| f.signature() == signature) {
            bail!(
                "{}: the case does not show {signature} with pipeline {}",
                file.display(),
                pipe.name
            );
        }
    }
    let out = dir.join("reduced.ll");
    campaign::store::write_file(&out, r.text.as_bytes()).map_err(|e| anyhow::anyhow!("{e}"))?;
    println!(
        "reduced {signature}: {} -> {} instructions, {} launches, {} checks in {:.1} s; wrote {}",
        r.before,
        r.after,
        r.launches.len(),
        r.checks,
        r.seconds,
        out.display()
    );
    println!("replay: {}", r.replay.describe(&signature));
    Ok(())
}
