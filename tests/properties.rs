//! Property tests over generated cases: every pass and pipeline keeps what the interpreter
//! observes, its output passes seam's verifier and LLVM 19's, every decision in its remarks
//! equals the generator's label and the independent model's, and every checkable
//! postcondition of its contract holds. Each case is judged by the campaign's judge
//! (`seam_fuzz::judge`), with LLVM's verifier as its only outside oracle: any finding fails
//! the test.
//!
//! The passes that need an entry point (`inline-all`, `remove-non-entrypoints`, the `nir`
//! pipeline) run once per launched kernel, named with `entry=`, and are judged by that
//! kernel's launches (`seam_fuzz::judge::entry_instances`).

use seam::passes::REGISTRY;
use seam_fuzz::case_from_seed;
use seam_fuzz::judge::{self, CheckOptions, Pipeline, Subject};
use seam_oracle::{Limits, compare};

fn seeds() -> u64 {
    std::env::var("SEAM_PROP_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(150)
}

fn pipelines(names: impl IntoIterator<Item = String>) -> Vec<Pipeline> {
    names
        .into_iter()
        .map(|n| Pipeline::parse(&n).unwrap_or_else(|e| panic!("{n}: {e}")))
        .collect()
}

#[test]
fn passes_keep_observations_and_match_labels() {
    let mut names: Vec<String> = REGISTRY.iter().map(|p| p.name.to_owned()).collect();
    names.extend(
        seam::passes::NAMED_PIPELINES
            .iter()
            .map(|(n, _)| (*n).to_owned()),
    );
    names.extend(
        [
            "inline<model=nvidia>",
            "always-inline,inline,instsimplify,simplify-cfg,dce,globaldce",
        ]
        .map(str::to_owned),
    );
    let every = pipelines(names.clone());
    // The cost models with other knobs than the defaults (they grow code the most, so on
    // every fifth case only, to keep the test quick).
    names.extend(
        [
            "inline<model=nvidia;nv-inline-all=true>",
            "inline<model=nvidia;inline-budget=200;inline-total-budget=-1>",
            "inline<model=llvm;inline-threshold=2000>",
        ]
        .map(str::to_owned),
    );
    let with_knobs = pipelines(names);
    let mut backend =
        seam_fuzz::campaign::oracles::backend(seam_fuzz::campaign::oracles::Oracles {
            llvm: true,
            codegen: false,
            gpu: false,
            nvvm: false,
        });
    assert!(
        backend.has_llvm() || !cfg!(feature = "llvm"),
        "LLVM's verifier is missing from the judge"
    );
    let opts = CheckOptions {
        limits: Limits::default(),
        codegen: false,
        ptx_interp: false,
        outline: false,
        ..CheckOptions::default()
    };
    let (mut checked, mut spaces_checked) = (0, 0);
    let (mut entry_runs, mut entry_refused) = (0, 0);
    for seed in 0..seeds() {
        let case = case_from_seed(seed, None).unwrap();
        let subject = Subject {
            module: &case.module,
            launches: &case.launches,
            labels: &case.labels,
        };
        let which = if seed % 5 == 0 { &with_knobs } else { &every };
        let report = judge::check(subject, which, &mut *backend, &opts);
        if let Some(f) = report.findings.first() {
            let text = report.transformed_text(&f.pipeline).unwrap_or("");
            panic!(
                "seed {seed}: {} ({} findings): {}\n{text}",
                f.signature(),
                report.findings.len(),
                f.message
            );
        }
        for m in &report.metrics.pipelines {
            checked += m.labelled_force_inline;
            spaces_checked += m.labelled_decisions - m.labelled_force_inline;
            if m.name == "nir" {
                match &m.refused {
                    // `inline-all` refuses recursion and indirect calls only.
                    Some(why) => {
                        assert!(
                            why.contains("cannot inline everything")
                                && (why.contains("recursion") || why.contains("indirect call")),
                            "seed {seed}: nir refused: {why}"
                        );
                        entry_refused += 1;
                    }
                    None => entry_runs += 1,
                }
            }
        }
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
