//! How often seam's `inline<model=llvm>` decides a whole generated case as LLVM 19's inliner
//! does (every call site: decision, cost, threshold), a measurement rather than a test: the
//! inliners differ by design after the first level (LLVM clones callees with simplification,
//! `compiler/src/passes/inline_cost/mod.rs`, "Not modelled"), and the cost model alone is
//! held to LLVM by the campaign (`inline-cost`).
//!
//!     cargo run --release -p seam-fuzz --example llvm_inline_diff -- FROM TO [verbose]
//!
//! prints each seed in `FROM..TO` that differs (with its sites under `verbose`) and the count.
//! Needs LLVM 19's `opt`, found as the campaign finds it (`seam_fuzz::model::llvm_cost`).
use std::collections::BTreeMap;
use std::process::Command;

type Decisions = BTreeMap<(String, String, usize), (bool, i64, i64)>;

fn add(d: &mut Decisions, caller: &str, callee: &str, v: (bool, i64, i64)) {
    let mut n = 0;
    while d.contains_key(&(caller.to_owned(), callee.to_owned(), n)) {
        n += 1;
    }
    d.insert((caller.to_owned(), callee.to_owned(), n), v);
}

fn llvm_decisions(stderr: &str) -> Decisions {
    let mut d = Decisions::new();
    for line in stderr.lines() {
        let Some(rest) = line.split("remark: <unknown>:0:0: '").nth(1) else {
            continue;
        };
        let Some((callee, rest)) = rest.split_once('\'') else {
            continue;
        };
        let inlined = rest.starts_with(" inlined into '");
        let Some(rest) = rest
            .strip_prefix(" inlined into '")
            .or_else(|| rest.strip_prefix(" not inlined into '"))
        else {
            continue;
        };
        let Some((caller, rest)) = rest.split_once('\'') else {
            continue;
        };
        let num = |key: &str| -> Option<i64> {
            let at = rest.find(key)? + key.len();
            let tail = &rest[at..];
            let end = tail.find([',', ')']).unwrap_or(tail.len());
            tail[..end].parse().ok()
        };
        if let (Some(c), Some(t)) = (num("cost="), num("threshold=")) {
            add(&mut d, caller, callee, (inlined, c, t));
        } else if rest.contains("always inline") || rest.contains("always-inline") {
            add(&mut d, caller, callee, (inlined, i64::MIN, 0));
        } else {
            add(&mut d, caller, callee, (inlined, -1, -1));
        }
    }
    d
}

fn seam_decisions(remarks: &[seam::passes::Remark]) -> Decisions {
    let mut d = Decisions::new();
    for r in remarks.iter().filter(|r| r.pass == "inline") {
        let Some(callee) = r.value("callee") else {
            continue;
        };
        let callee = callee.trim_start_matches('@');
        let v = match (r.value("cost"), r.value("threshold")) {
            (Some(c), Some(t)) => (
                r.decision == "inlined",
                c.parse().unwrap_or(-7),
                t.parse().unwrap_or(-7),
            ),
            _ => (r.decision == "inlined", -1, -1),
        };
        add(&mut d, &r.function, callee, v);
    }
    d
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(from), Some(to)) = (
        args.first().and_then(|a| a.parse::<u64>().ok()),
        args.get(1).and_then(|a| a.parse::<u64>().ok()),
    ) else {
        eprintln!("usage: llvm_inline_diff FROM TO [verbose]");
        std::process::exit(2);
    };
    let verbose = args.get(2).is_some();
    let Some(opt) = seam_fuzz::model::llvm_cost::opt_binary() else {
        eprintln!("llvm_inline_diff: LLVM 19's opt not found (SEAM_OPT, opt-19)");
        std::process::exit(2);
    };
    let dir = std::env::temp_dir().join("seam-llvm-inline-diff");
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("llvm_inline_diff: {}: {e}", dir.display());
        std::process::exit(2);
    }
    let mut bad = 0;
    for seed in from..to {
        let Ok(case) = seam_fuzz::case_from_seed(seed, None) else {
            println!("seed {seed}: not generated");
            continue;
        };
        let text = seam::text::print_module(&case.module);
        let path = dir.join(format!("{seed}.ll"));
        if std::fs::write(&path, &text).is_err() {
            println!("seed {seed}: cannot write {}", path.display());
            continue;
        }
        let Ok(out) = Command::new(opt)
            .args([
                "-mtriple=nvptx64-nvidia-cuda",
                "-passes=require<profile-summary>,inline",
                "-pass-remarks=inline",
                "-pass-remarks-missed=inline",
                "-disable-output",
            ])
            .arg(&path)
            .output()
        else {
            println!("seed {seed}: opt did not run");
            continue;
        };
        let stderr = String::from_utf8_lossy(&out.stderr);
        if !out.status.success() {
            println!("seed {seed}: opt failed {stderr}");
            continue;
        }
        let theirs = llvm_decisions(&stderr);
        let mut m = case.module.clone();
        let remarks =
            match seam::passes::run_pipeline(&mut m, "inline<model=llvm>", &Default::default()) {
                Ok(r) => r,
                Err(e) => {
                    println!("seed {seed}: seam: {e}");
                    continue;
                }
            };
        let ours = seam_decisions(&remarks);
        let mut diffs = Vec::new();
        for (k, v) in &theirs {
            match ours.get(k) {
                Some(o) if o == v => {}
                other => diffs.push(format!("  {k:?}: LLVM {v:?}, seam {other:?}")),
            }
        }
        for k in ours.keys().filter(|k| !theirs.contains_key(*k)) {
            diffs.push(format!("  {k:?}: seam {:?}, LLVM none", ours[k]));
        }
        if !diffs.is_empty() {
            bad += 1;
            println!("seed {seed}: {} diffs", diffs.len());
            if verbose {
                for d in &diffs {
                    println!("{d}");
                }
            }
        } else {
            let _ = std::fs::remove_file(&path);
        }
    }
    println!("{bad} of {} differ", to - from);
}
