//! `seam gen --stats`: generate many cases, check each one (seam's verifier, LLVM's, the
//! interpreter), and report what they contain and how fast it went.

use std::time::{Duration, Instant};

use anyhow::Result;
use seam_fuzz::{Config, Feature};
use seam_oracle::{Limits, Outcome};

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
}

/// Returns whether every case was valid and free of undefined behaviour.
pub(crate) fn stats(first: u64, cases: u64, config: Option<&Config>, llvm: bool) -> Result<bool> {
    let mut t = Tally {
        features: vec![0; Feature::ALL.len()],
        ..Tally::default()
    };
    let mut problems: Vec<String> = Vec::new();
    let llvm = llvm && super::llvm_verify_text("").is_some();
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
        let n = case.instructions() as u64;
        t.instructions += n;
        t.max_instructions = t.max_instructions.max(n);
        if llvm {
            let start = Instant::now();
            let text = seam::text::print_module(&case.module);
            t.llvm_checked += 1;
            if let Some(Err(e)) = super::llvm_verify_text(&text) {
                t.llvm_rejected += 1;
                problems.push(format!("seed {seed}: LLVM rejects the case: {e}"));
            }
            t.llvm_time += start.elapsed();
        }
        let start = Instant::now();
        let mut all = true;
        if let Ok(interp) = seam_oracle::Interpreter::new(&case.module) {
            for (spec, l) in case.launch_specs.iter().zip(&case.launches) {
                t.launches += 1;
                match interp.run_with_stats(l, Limits::default()) {
                    Ok((o, st)) => {
                        t.executed += st.instructions;
                        match o {
                            Outcome::Completed(_) => t.completed += 1,
                            Outcome::OutOfFuel => {
                                all = false;
                                t.out_of_fuel += 1;
                            }
                            Outcome::Trap { .. } => {
                                all = false;
                                t.traps += 1;
                                problems.push(format!("seed {seed}: {spec}: {o}"));
                            }
                            Outcome::Ub(_) => {
                                all = false;
                                t.ub += 1;
                                problems.push(format!("seed {seed}: {spec}: {o}"));
                            }
                        }
                    }
                    Err(e) => {
                        all = false;
                        t.interp_errors += 1;
                        problems.push(format!("seed {seed}: {spec}: interpreter error: {e}"));
                    }
                }
            }
        } else {
            all = false;
            t.interp_errors += 1;
        }
        t.cases_completed += u64::from(all);
        t.run_time += start.elapsed();
    }
    report(&t, first, config, llvm);
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
        && t.interp_errors == 0)
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

fn report(t: &Tally, first: u64, config: Option<&Config>, llvm: bool) {
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
