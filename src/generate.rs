//! `seam gen --stats`: generate many cases, judge each one (`seam_fuzz::judge`: seam's verifier,
//! LLVM's, the interpreter, the decisions against the labels and the models), and report what they contain and how fast it went. With `--pipeline P`, also
//! run each pipeline on a copy of every case and report what it did to the memory accesses
//! through generic pointers, whether the launches still observe the same, whether LLVM accepts
//! the result, and how fast the passes ran.

use std::time::{Duration, Instant};

use anyhow::Result;
use seam::analysis::{AccessCounts, memory_accesses};
use seam::ir::{AddrSpace, Module};
use seam::passes::PassSpec;
use seam_fuzz::judge::stages::IR_INTERP;
use seam_fuzz::judge::{
    CheckOptions, FindingKind, Observer, Pipeline, RunEnd, SpaceRecord, Subject, judge,
};
use seam_fuzz::narrowing::{NarrowingTally, Reason};
use seam_fuzz::{Config, Feature};
use seam_oracle::{Limits, Outcome, Stats};

#[derive(Default)]
struct Tally {
    cases: u64,
    gen_errors: u64,
    llvm_checked: u64,
    llvm_rejected: u64,
    launches: u64,
    completed: u64,
    out_of_fuel: u64,
    traps: u64,
    ub: u64,
    interp_errors: u64,
    cases_completed: u64,
    features: Vec<u64>,
    instructions: u64,
    max_instructions: u64,
    executed: u64,
    gen_time: Duration,
    run_time: Duration,
    llvm_time: Duration,
    /// Where the original modules' generic accesses landed.
    narrowing: NarrowingTally,
    /// Cases per side of each modelled rule (`seam_fuzz::model::coverage`).
    rule_sides: std::collections::BTreeMap<&'static str, u64>,
}

/// What one pipeline did over all the cases it ran on.
struct PipelineTally {
    /// As given on the command line.
    name: String,
    specs: Vec<PassSpec>,
    /// Cases it was run on (every generated case).
    cases: u64,
    /// Cases where a pass failed or left a module that does not verify.
    errors: u64,
    /// Runs a pass refused by design (`inline-all` on recursion or an indirect call).
    refused: u64,
    /// Accesses before and after, over the cases where the pipeline ran without error.
    before: AccessCounts,
    after: AccessCounts,
    /// Launches whose original run gave an outcome, and those the result observes the same on.
    launches_compared: u64,
    launches_equal: u64,
    llvm_checked: u64,
    llvm_rejected: u64,
    /// Instructions of the input modules, and the time in the passes themselves.
    instructions: u64,
    time: Duration,
    /// The time seam's verifier takes on the same inputs (measured once per case), to tell
    /// the passes' own speed apart.
    verify_time: Duration,
    /// Cases with any failure (error, changed observation, interpreter error, LLVM rejection).
    failed_cases: u64,
    /// The first failures, with their seeds.
    failures: Vec<String>,
    /// Where the results' generic accesses landed.
    narrowing: NarrowingTally,
}

/// How many failures each pipeline reports in full.
const SHOWN_FAILURES: usize = 5;

impl PipelineTally {
    fn new(name: &str) -> Result<PipelineTally> {
        let specs = seam::passes::parse_pipeline(name)
            .map_err(|e| anyhow::anyhow!("--pipeline {name}: {e}"))?;
        Ok(PipelineTally {
            name: name.to_owned(),
            specs,
            cases: 0,
            errors: 0,
            refused: 0,
            before: AccessCounts::default(),
            after: AccessCounts::default(),
            launches_compared: 0,
            launches_equal: 0,
            llvm_checked: 0,
            llvm_rejected: 0,
            instructions: 0,
            time: Duration::ZERO,
            verify_time: Duration::ZERO,
            failed_cases: 0,
            failures: Vec::new(),
            narrowing: NarrowingTally::default(),
        })
    }

    /// Records a failed case with what went wrong (the first problem, and how many more).
    fn fail(&mut self, seed: u64, problems: &[String]) {
        self.failed_cases += 1;
        if self.failures.len() < SHOWN_FAILURES
            && let Some(first) = problems.first()
        {
            let more = match problems.len() - 1 {
                0 => String::new(),
                n => format!(" (and {n} more problems)"),
            };
            self.failures.push(format!("seed {seed}: {first}{more}"));
        }
    }
}

/// What `gen --stats` watches of the judge besides its verdict: the original's launches, where
/// generic accesses landed, the modules the pipelines left (their accesses, and the PTX stages
/// of `--ptx`), and the time in LLVM's verifier and the interpreter.
struct Watch<'a> {
    seed: u64,
    case: &'a seam_fuzz::Case,
    t: &'a mut Tally,
    pipes: &'a mut [PipelineTally],
    ptx: Option<&'a mut crate::ptx::PtxTally>,
    /// The original's outcomes, when its launches ran.
    outcomes: Vec<Outcome>,
    /// Per run of a pipeline, in the judge's order: its index and the result's accesses.
    runs: Vec<(usize, Option<AccessCounts>)>,
}

impl Observer for Watch<'_> {
    fn original(&mut self, _m: &Module, runs: &[(Outcome, Stats)], record: &SpaceRecord) {
        let label = format!("seed {}", self.seed);
        self.t
            .narrowing
            .add(&NarrowingTally::of(&self.case.module, record, &label));
        for (o, st) in runs {
            self.t.executed += st.instructions;
            self.outcomes.push(o.clone());
        }
    }

    fn ran(&mut self, index: usize, _p: &Pipeline, _which: &[usize], end: RunEnd<'_>) {
        let (result, accesses) = match end {
            RunEnd::Done(m) => (Some(Ok(m)), Some(memory_accesses(m))),
            RunEnd::Failed(why) => (Some(Err(why.to_owned())), None),
            RunEnd::Refused(_) => (None, None),
        };
        if let (Some(t), Some(r)) = (self.ptx.as_deref_mut(), result) {
            // Each run of the pipeline (one per kernel for `nir`) adds to the stage.
            t.record(self.seed, index + 1, r, self.case);
        }
        self.runs.push((index, accesses));
    }

    fn interpreted(&mut self, index: usize, m: &Module, record: &SpaceRecord) {
        let label = format!("seed {}", self.seed);
        self.pipes[index]
            .narrowing
            .add(&NarrowingTally::of(m, record, &label));
    }

    fn stage(&mut self, stage: &'static str, pipeline: &str, elapsed: Duration) {
        match (stage, pipeline) {
            (IR_INTERP, "none") => self.t.run_time += elapsed,
            ("llvm-verify", "none") => self.t.llvm_time += elapsed,
            _ => {}
        }
    }
}

/// Returns whether every case was valid and free of undefined behaviour, and every pipeline
/// ran without a failure on each.
pub(crate) fn stats(
    first: u64,
    cases: u64,
    config: Option<&Config>,
    llvm: bool,
    pipelines: &[String],
    mut ptx: Option<crate::ptx::PtxTally>,
) -> Result<bool> {
    let mut pipes = pipelines
        .iter()
        .map(|p| PipelineTally::new(p))
        .collect::<Result<Vec<_>>>()?;
    let judged: Vec<Pipeline> = pipes
        .iter()
        .map(|p| Pipeline {
            name: p.name.clone(),
            specs: p.specs.clone(),
        })
        .collect();
    let mut t = Tally {
        features: vec![0; Feature::ALL.len()],
        ..Tally::default()
    };
    let mut problems: Vec<String> = Vec::new();
    let llvm = llvm && super::llvm_verify_text("").is_some();
    // The judge with LLVM's verifier only (no code generation: `--ptx` compiles apart), the
    // interpreter's default limits, and no triage (a failure is reported, not bisected).
    let mut backend =
        seam_fuzz::campaign::oracles::backend(seam_fuzz::campaign::oracles::Oracles {
            llvm,
            codegen: false,
            gpu: false,
            nvvm: false,
        });
    let opts = CheckOptions {
        limits: Limits::default(),
        triage: false,
        codegen: false,
        keep_compiled: false,
        ptx_interp: false,
        outline: false,
        ..CheckOptions::default()
    };
    for seed in first..first.saturating_add(cases) {
        t.cases += 1;
        let start = Instant::now();
        let case = match seam_fuzz::case_from_seed(seed, config) {
            Ok(c) => c,
            Err(e) => {
                t.gen_errors += 1;
                problems.push(format!("seed {seed}: {e}"));
                t.gen_time += start.elapsed();
                continue;
            }
        };
        t.gen_time += start.elapsed();
        for f in case.features.iter() {
            t.features[f as usize] += 1;
        }
        for side in seam_fuzz::model::coverage::covered(&case.module, &case.launches) {
            *t.rule_sides.entry(side).or_default() += 1;
        }
        let n = case.instructions() as u64;
        t.instructions += n;
        t.max_instructions = t.max_instructions.max(n);
        // The verifier's time on the input, measured apart: `seam opt` verifies its input
        // before the first pass.
        let verify_time = if pipes.is_empty() {
            Duration::ZERO
        } else {
            let start = Instant::now();
            let _ = std::hint::black_box(seam::verify::verify_module(&case.module));
            start.elapsed()
        };
        let subject = Subject {
            module: &case.module,
            launches: &case.launches,
            labels: &case.labels,
        };
        let mut watch = Watch {
            seed,
            case: &case,
            t: &mut t,
            pipes: &mut pipes,
            ptx: ptx.as_mut(),
            outcomes: Vec::new(),
            runs: Vec::new(),
        };
        let report = judge(subject, &judged, &mut *backend, &opts, &mut watch);
        let Watch { outcomes, runs, .. } = watch;

        // The original.
        if llvm {
            t.llvm_checked += 1;
        }
        let mut all = outcomes.len() == case.launches.len();
        for (spec, o) in case.launch_specs.iter().zip(&outcomes) {
            t.launches += 1;
            match o {
                Outcome::Completed(_) => t.completed += 1,
                Outcome::OutOfFuel => t.out_of_fuel += 1,
                Outcome::Trap { .. } => t.traps += 1,
                Outcome::Ub(_) => t.ub += 1,
            }
            if !o.is_completed() {
                all = false;
                if !matches!(o, Outcome::OutOfFuel) {
                    problems.push(format!("seed {seed}: {spec}: {o}"));
                }
            }
        }
        for f in report.findings.iter().filter(|f| f.pipeline == "none") {
            match (f.kind, f.detail.as_str()) {
                (FindingKind::LlvmVerifier, _) => {
                    t.llvm_rejected += 1;
                    problems.push(format!("seed {seed}: {}", f.message));
                }
                (FindingKind::Harness, "interpreter") => {
                    t.interp_errors += 1;
                    problems.push(format!("seed {seed}: {}", f.message));
                }
                // Reported above from the outcomes.
                (FindingKind::Harness, _) => {}
                _ => problems.push(format!("seed {seed}: {}", f.message)),
            }
        }
        t.cases_completed += u64::from(all);

        // The pipelines: one metrics entry per run, in the order the observer saw them.
        let accesses = memory_accesses(&case.module);
        let mut failed: Vec<Vec<String>> = vec![Vec::new(); pipes.len()];
        for p in &mut pipes {
            p.cases += 1;
        }
        for ((index, after), m) in runs.into_iter().zip(&report.metrics.pipelines) {
            let p = &mut pipes[index];
            p.time += Duration::from_micros(m.pass_us);
            p.verify_time += verify_time;
            p.instructions += n;
            if m.refused.is_some() {
                p.refused += 1;
                continue;
            }
            let findings = &report.findings[m.findings.clone()];
            if !m.ok {
                p.errors += 1;
            }
            if let Some(after) = &after {
                p.before += &accesses;
                p.after += after;
            }
            p.launches_compared += m.launches_compared;
            p.launches_equal += m.launches_equal;
            if m.llvm_checked {
                p.llvm_checked += 1;
                p.llvm_rejected += findings
                    .iter()
                    .filter(|f| f.kind == FindingKind::LlvmVerifier)
                    .count() as u64;
            }
            failed[index].extend(findings.iter().map(|f| f.message.clone()));
        }
        for (p, problems) in pipes.iter_mut().zip(&failed) {
            if !problems.is_empty() {
                p.fail(seed, problems);
            }
        }
        if let Some(p) = &mut ptx {
            p.record(seed, 0, Ok(&case.module), &case);
            // The outliner's term sides, on the original's PTX as the judge's outline stage
            // decides them.
            if let Some(text) = p.original_ptx() {
                for side in seam_fuzz::judge::outline_term_sides(&case.module, text) {
                    *t.rule_sides.entry(side).or_default() += 1;
                }
            }
            p.record_llvm_o3(seed, &case.module, &case);
        }
    }
    report(&t, first, config, llvm, ptx.is_some());
    for p in &pipes {
        report_pipeline(p, llvm);
    }
    report_narrowing(&t.narrowing, &pipes);
    if let Some(t) = &ptx {
        t.report();
    }
    for p in problems.iter().take(20) {
        println!("problem: {p}");
    }
    if problems.len() > 20 {
        println!("... and {} more problems", problems.len() - 20);
    }
    Ok(t.gen_errors == 0
        && t.llvm_rejected == 0
        && t.ub == 0
        && t.traps == 0
        && t.interp_errors == 0
        && pipes.iter().all(|p| p.failed_cases == 0)
        && ptx.as_ref().is_none_or(crate::ptx::PtxTally::ok))
}

fn pct(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        100.0 * a as f64 / b as f64
    }
}

fn rate(n: u64, d: Duration) -> f64 {
    n as f64 / d.as_secs_f64().max(1e-9)
}

fn report(t: &Tally, first: u64, config: Option<&Config>, llvm: bool, ptx: bool) {
    let last = first + t.cases.saturating_sub(1);
    let cfg = config.map_or("swarm (drawn from each seed)".to_owned(), |c| c.to_string());
    println!("cases: {} (seeds {first}..={last}), config: {cfg}", t.cases);
    println!(
        "generated and verified by seam: {} of {}",
        t.cases - t.gen_errors,
        t.cases
    );
    if llvm {
        println!(
            "verified by LLVM 19: {} of {}",
            t.llvm_checked - t.llvm_rejected,
            t.llvm_checked
        );
    } else {
        println!("verified by LLVM 19: not checked (--no-llvm, or seam built without LLVM)");
    }
    println!(
        "launches: {}: completed {} ({:.2}%), out of fuel {}, trap {}, UB {}, interpreter errors {}",
        t.launches,
        t.completed,
        pct(t.completed, t.launches),
        t.out_of_fuel,
        t.traps,
        t.ub,
        t.interp_errors
    );
    let generated = t.cases - t.gen_errors;
    println!(
        "cases whose every launch completed: {} ({:.2}%)",
        t.cases_completed,
        pct(t.cases_completed, generated)
    );
    println!(
        "size: {:.0} instructions per case on average, {} at most; {:.0} executed per case",
        t.instructions as f64 / generated.max(1) as f64,
        t.max_instructions,
        t.executed as f64 / generated.max(1) as f64
    );
    println!("features (share of cases that contain each):");
    for (&f, &n) in Feature::ALL.iter().zip(&t.features) {
        println!("  {:<22} {:6.2}%", f.name(), pct(n, generated));
    }
    println!("rule sides (cases whose module exercises each side of a modelled seed rule):");
    for side in seam_fuzz::model::coverage::RULE_SIDES {
        let n = t.rule_sides.get(side).copied().unwrap_or(0);
        println!("  {side:<70} {n:>7}{}", if n == 0 { "  never" } else { "" });
    }
    // The outliner's term sides need the original's PTX: `--ptx` (LLVM 19).
    for side in seam_fuzz::model::outline::TERM_SIDES {
        let n = t.rule_sides.get(side).copied().unwrap_or(0);
        if ptx {
            println!("  {side:<70} {n:>7}{}", if n == 0 { "  never" } else { "" });
        } else {
            println!("  {side:<70}       -  (with --ptx)");
        }
    }
    let both = t.gen_time + t.run_time;
    println!(
        "throughput: generation {:.0} cases/s, interpretation {:.0} cases/s ({:.1} M instructions/s), \
         generation + interpretation {:.0} cases/s{}",
        rate(t.cases, t.gen_time),
        rate(generated, t.run_time),
        rate(t.executed, t.run_time) / 1e6,
        rate(t.cases, both),
        if llvm {
            format!(
                ", LLVM verification {:.0} cases/s",
                rate(t.llvm_checked, t.llvm_time)
            )
        } else {
            String::new()
        }
    );
}

/// `generic share (generic of total)`, and the accesses per space.
fn accesses_line(a: &AccessCounts) -> String {
    let spaces: Vec<String> = a
        .by_space
        .iter()
        .map(|(&s, n)| format!("{} {n}", space_name(s)))
        .collect();
    format!(
        "{:.2}% ({} of {}; {})",
        pct(a.generic, a.total),
        a.generic,
        a.total,
        if spaces.is_empty() {
            "none".to_owned()
        } else {
            spaces.join(", ")
        }
    )
}

fn space_name(s: AddrSpace) -> String {
    match s.nvptx() {
        Some(n) => n.name().to_owned(),
        None => format!("addrspace({})", s.0),
    }
}

fn report_pipeline(p: &PipelineTally, llvm: bool) {
    let expansion: Vec<String> = p.specs.iter().map(ToString::to_string).collect();
    let expansion = expansion.join(",");
    if expansion == p.name {
        println!("pipeline {}:", p.name);
    } else {
        println!("pipeline {} ({expansion}):", p.name);
    }
    println!(
        "  ran without error on {} of {} cases",
        p.cases - p.errors.min(p.cases),
        p.cases
    );
    if p.refused > 0 {
        println!(
            "  refused by design (a pass's domain: recursion or an indirect call for \
             inline-all) {} times; runs with an entry point are one per launched kernel",
            p.refused
        );
    }
    println!("  memory accesses through generic pointers (share, count of total; per space):");
    println!("    before: {}", accesses_line(&p.before));
    println!("    after:  {}", accesses_line(&p.after));
    println!(
        "  observations equal: {} of {} launches",
        p.launches_equal, p.launches_compared
    );
    if llvm {
        println!(
            "  accepted by LLVM 19: {} of {}",
            p.llvm_checked - p.llvm_rejected,
            p.llvm_checked
        );
    } else {
        println!("  accepted by LLVM 19: not checked");
    }
    // `seam opt` verifies its input before the first pass: the verifier's time on the same
    // inputs, measured apart, and the passes' own time (the judge times each pass alone)
    // make the time through the pipeline.
    let through = p.time + p.verify_time;
    println!(
        "  throughput: {:.2} M instructions/s through the pipeline ({} instructions in {:.3} s, \
         its input verification about {:.3} s); the passes alone: {:.2} M instructions/s",
        rate(p.instructions, through) / 1e6,
        p.instructions,
        through.as_secs_f64(),
        p.verify_time.as_secs_f64(),
        rate(p.instructions, p.time) / 1e6,
    );
    println!(
        "  failed cases: {} ({} of them pipeline errors)",
        p.failed_cases, p.errors
    );
    for f in &p.failures {
        println!("  failure: {f}");
    }
    if p.failed_cases as usize > p.failures.len() {
        println!("  ... only the first {SHOWN_FAILURES} failed cases are shown");
    }
}

/// The dynamic limit of narrowing (`docs/performance.md`): per stage, generic accesses executed
/// over every launch, how many of them were by instructions whose every access landed in one
/// space (narrowable, yet left generic), split by the rule that keeps each generic.
fn report_narrowing(original: &NarrowingTally, pipes: &[PipelineTally]) {
    println!(
        "dynamic narrowing (IR interpreter, every launch): generic accesses executed, those \
         narrowable (their instruction touched one space on every launch) and left generic, \
         by the rule that keeps them generic:"
    );
    let mut header: Vec<String> = [
        "stage",
        "generic executed",
        "narrowable left",
        "unexplained",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    header.extend(Reason::ALL.iter().map(|r| r.name().to_owned()));
    let mut rows = vec![header];
    let mut row = |name: &str, t: &NarrowingTally, passes: Option<Vec<&str>>| {
        let mut r = vec![
            name.to_owned(),
            t.totals.generic.to_string(),
            format!(
                "{} ({:.1}%)",
                t.totals.narrowable,
                pct(t.totals.narrowable, t.totals.generic)
            ),
            passes.map_or("-".to_owned(), |p| t.unexplained(&p).to_string()),
        ];
        r.extend(
            Reason::ALL
                .iter()
                .map(|x| t.by_reason.get(x).copied().unwrap_or(0).to_string()),
        );
        rows.push(r);
    };
    row("none", original, None);
    for p in pipes {
        let passes = p.specs.iter().map(|s| s.name).collect();
        row(&p.name, &p.narrowing, Some(passes));
    }
    print!("{}", crate::ptx::render(&rows));
    for p in pipes {
        let passes: Vec<&str> = p.specs.iter().map(|s| s.name).collect();
        for (r, ex) in &p.narrowing.examples {
            if !r.explained_in(&passes) {
                for e in ex {
                    println!("  unexplained in {} ({}): {e}", p.name, r.name());
                }
            }
        }
    }
    println!(
        "(unexplained: narrowable accesses that no rule of the pipeline's own passes keeps \
         generic: specific-cast with infer-address-spaces, callers-agree with \
         specialize-callees or propagate-arg-spaces, callers-agree-derived with \
         specialize-callees, not-a-candidate with propagate-arg-spaces, and other; \
         docs/performance.md; a pipeline's rows count the runs that verified)"
    );
}
