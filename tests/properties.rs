//! Property tests over generated cases: every pass and pipeline keeps what the interpreter
//! observes, its output passes seam's verifier and LLVM 19's, and every decision in its
//! remarks equals the generator's label.
//!
//! The passes that need an entry point (`inline-all`, `remove-non-entrypoints`, the `nir`
//! pipeline) run once per launched kernel, named with `entry=`, and only that kernel's
//! launches are compared after `remove-non-entrypoints`.

use seam::passes::{REGISTRY, Remark, RunOptions, run_pipeline};
use seam_fuzz::case_from_seed;
use seam_oracle::{Limits, compare};

/// Passes and pipelines that need `entry=` on modules with several kernels.
const NEEDS_ENTRY: &[&str] = &["inline-all", "remove-non-entrypoints", "nir"];

fn seeds() -> u64 {
    std::env::var("SEAM_PROP_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(150)
}

#[test]
fn passes_keep_observations_and_match_labels() {
    let opts = RunOptions { verify_each: true };
    let mut pipelines: Vec<String> = REGISTRY.iter().map(|p| p.name.to_owned()).collect();
    pipelines.extend(
        seam::passes::NAMED_PIPELINES
            .iter()
            .map(|(n, _)| (*n).to_owned()),
    );
    pipelines.retain(|p| !NEEDS_ENTRY.contains(&p.as_str()));
    pipelines.extend(
        [
            "inline<model=nvidia>",
            "always-inline,inline,instsimplify,simplify-cfg,dce,globaldce",
        ]
        .map(str::to_owned),
    );
    // The cost models with other knobs than the defaults (they grow code the most, so on
    // every fifth case only, to keep the test quick).
    let knobs: Vec<String> = [
        "inline<model=nvidia;nv-inline-all=true>",
        "inline<model=nvidia;inline-budget=200;inline-total-budget=-1>",
        "inline<model=llvm;inline-threshold=2000>",
    ]
    .map(str::to_owned)
    .to_vec();
    let mut checked = 0;
    let mut spaces_checked = 0;
    let mut entry_runs = 0;
    let mut entry_refused = 0;
    for seed in 0..seeds() {
        let case = case_from_seed(seed, None).unwrap();
        let before: Vec<_> = case
            .launches
            .iter()
            .map(|l| seam_oracle::run(&case.module, l, Limits::default()).unwrap())
            .collect();
        let extra: &[String] = if seed % 5 == 0 { &knobs } else { &[] };
        for p in pipelines.iter().chain(extra) {
            let mut m = case.module.clone();
            let remarks =
                run_pipeline(&mut m, p, &opts).unwrap_or_else(|e| panic!("seed {seed}: {p}: {e}"));
            let text = seam::text::print_module(&m);
            if let Err(e) = seam::llvm::verify_text(&text) {
                panic!("seed {seed}: {p}: LLVM rejects the output: {e}\n{text}");
            }
            for (l, b) in case.launches.iter().zip(&before) {
                let a = seam_oracle::run(&m, l, Limits::default()).unwrap();
                if let seam_oracle::Verdict::Differ(why) = compare(b, &a) {
                    panic!("seed {seed}: {p} changed what {l} observes: {why}");
                }
            }
            let decisions = seam_fuzz::check_remarks(&case.labels, &remarks);
            if let Some(m) = decisions.mismatches.first() {
                panic!("seed {seed}: {p}: a decision contradicts the labels: {m}");
            }
            if p.starts_with("always-inline") {
                check_no_always_inline_call_left(seed, &m, &remarks);
            }
            checked += decisions.force_inline;
            spaces_checked += decisions.checked - decisions.force_inline;
        }
        let (runs, refused) = check_entry_pipelines(seed, &case, &before);
        entry_runs += runs;
        entry_refused += refused;
    }
    eprintln!(
        "compared {checked} force-inline decisions and {spaces_checked} address-space decisions \
         with the labels; nir pipelines: {entry_runs} kernels inlined into one function, \
         {entry_refused} refused (recursion or indirect calls)"
    );
    assert!(
        entry_runs > 50,
        "only {entry_runs} kernels went through the nir pipeline"
    );
    assert!(checked > 500, "only {checked} decisions compared");
    assert!(
        spaces_checked > 100,
        "only {spaces_checked} address-space decisions compared"
    );
}

/// After `always-inline`, a call to an `alwaysinline` function remains only where a remark
/// says why.
fn check_no_always_inline_call_left(seed: u64, m: &seam::ir::Module, remarks: &[Remark]) {
    let refused = remarks
        .iter()
        .filter(|r| r.pass == "always-inline" && r.decision == "not-inlined")
        .count();
    let mut left = 0;
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.inst_order() {
            if let seam::ir::InstData::Call(c) = &body.insts[i].data
                && let Some(g) = m.direct_callee(c)
                && m.functions[g].body.is_some()
                && m.has_fn_attr(g, seam::ir::AttrFlag::AlwaysInline)
            {
                left += 1;
            }
        }
    }
    assert!(
        left <= refused,
        "seed {seed}: {left} calls to alwaysinline functions left, {refused} refusals remarked"
    );
}

/// Runs `inline-all` and the `nir` pipeline with `entry=` each launched kernel: the kernel's
/// launches observe the same, LLVM accepts the output, and the entry point calls no defined
/// function. `inline-all` may refuse only recursion and indirect calls, and then the whole
/// pipeline must refuse the same way. Returns (kernels inlined, kernels refused).
fn check_entry_pipelines(
    seed: u64,
    case: &seam_fuzz::Case,
    before: &[seam_oracle::Outcome],
) -> (usize, usize) {
    let opts = RunOptions { verify_each: true };
    let mut kernels: Vec<&str> = case.launches.iter().map(|l| l.kernel.as_str()).collect();
    kernels.sort_unstable();
    kernels.dedup();
    let (mut runs, mut refused) = (0, 0);
    for k in kernels {
        let nir =
            format!("inline-all<entry={k}>,remove-non-entrypoints<entry={k}>,dce,simplify-cfg");
        for (p, only_k) in [(format!("inline-all<entry={k}>"), false), (nir, true)] {
            let mut m = case.module.clone();
            let remarks = match run_pipeline(&mut m, &p, &opts) {
                Ok(r) => r,
                Err(e) => {
                    let msg = e.to_string();
                    assert!(
                        msg.contains("cannot inline everything")
                            && (msg.contains("recursion") || msg.contains("indirect call")),
                        "seed {seed}: {p}: {msg}"
                    );
                    if only_k {
                        refused += 1;
                    }
                    continue;
                }
            };
            let _ = remarks;
            let text = seam::text::print_module(&m);
            if let Err(e) = seam::llvm::verify_text(&text) {
                panic!("seed {seed}: {p}: LLVM rejects the output: {e}\n{text}");
            }
            let entry = m.find_function(k).expect("the entry point stays");
            let body = m.functions[entry].body.as_ref().expect("a definition");
            for (_, i) in body.inst_order() {
                if let seam::ir::InstData::Call(c) = &body.insts[i].data {
                    let g = m.direct_callee(c).expect("no indirect call is left");
                    assert!(
                        m.functions[g].body.is_none(),
                        "seed {seed}: {p}: @{k} still calls @{}",
                        m.functions[g].name
                    );
                }
            }
            if only_k {
                let others = m.functions.iter().filter(|(_, f)| f.body.is_some()).count();
                assert_eq!(
                    others, 1,
                    "seed {seed}: {p}: functions other than @{k} remain"
                );
                runs += 1;
            }
            for (l, b) in case.launches.iter().zip(before) {
                if only_k && l.kernel != k {
                    continue;
                }
                let a = seam_oracle::run(&m, l, Limits::default()).unwrap();
                if let seam_oracle::Verdict::Differ(why) = compare(b, &a) {
                    panic!("seed {seed}: {p} changed what {l} observes: {why}");
                }
            }
        }
    }
    (runs, refused)
}

/// The inlining utility itself (not a pass): every direct call of every generated case is
/// inlined once — recursive calls, `byval` arguments, aggregates and all — and the launches
/// observe the same, seam's verifier and LLVM 19's accept the result.
#[test]
fn inlining_every_call_once_keeps_observations() {
    let seeds = (seeds() / 3).max(10);
    let mut inlined = 0usize;
    let mut recursive = 0usize;
    for seed in 0..seeds {
        let case = case_from_seed(seed, None).unwrap();
        let mut m = case.module.clone();
        let funcs: Vec<_> = m.functions.keys().collect();
        for f in funcs {
            if m.functions[f].body.is_none() {
                continue;
            }
            let calls: Vec<_> = seam::analysis::direct_calls(&m, f)
                .into_iter()
                .filter(|&(_, g)| m.functions[g].body.is_some())
                .collect();
            if calls.is_empty() {
                continue;
            }
            let mut s = seam::transforms::InlineSession::new(&mut m, f);
            for (call, g) in calls {
                match s.inline(call) {
                    Ok(_) => {
                        inlined += 1;
                        recursive += usize::from(g == f);
                    }
                    // What the utility refuses by design (musttail, another function type,
                    // variadic) stays a call.
                    Err(
                        seam::transforms::InlineError::MustTail
                        | seam::transforms::InlineError::TypeMismatch { .. }
                        | seam::transforms::InlineError::Vararg { .. },
                    ) => {}
                    Err(e) => panic!("seed {seed}: {e}"),
                }
            }
            s.finish();
        }
        let text = seam::text::print_module(&m);
        seam::verify::verify_module(&m).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        if let Err(e) = seam::llvm::verify_text(&text) {
            panic!("seed {seed}: LLVM rejects the output: {e}\n{text}");
        }
        for l in &case.launches {
            let b = seam_oracle::run(&case.module, l, Limits::default()).unwrap();
            let a = seam_oracle::run(&m, l, Limits::default()).unwrap();
            if let seam_oracle::Verdict::Differ(why) = compare(&b, &a) {
                panic!("seed {seed}: inlining changed what {l} observes: {why}");
            }
        }
    }
    eprintln!("inlined {inlined} calls ({recursive} recursive)");
    assert!(
        inlined > 4 * seeds as usize && recursive > 0,
        "{inlined} calls, {recursive} recursive"
    );
}
