//! Property tests over generated cases: every pass and pipeline keeps what the interpreter
//! observes, its output passes seam's verifier and LLVM 19's, and every decision in its
//! remarks equals the generator's label.

use seam::passes::{REGISTRY, RunOptions, run_pipeline};
use seam_fuzz::case_from_seed;
use seam_oracle::{Limits, compare};

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
    let mut checked = 0;
    let mut spaces_checked = 0;
    for seed in 0..seeds() {
        let case = case_from_seed(seed, None).unwrap();
        let before: Vec<_> = case
            .launches
            .iter()
            .map(|l| seam_oracle::run(&case.module, l, Limits::default()).unwrap())
            .collect();
        for p in &pipelines {
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
            checked += decisions.force_inline;
            spaces_checked += decisions.checked - decisions.force_inline;
        }
    }
    eprintln!(
        "compared {checked} force-inline decisions and {spaces_checked} address-space decisions \
         with the labels"
    );
    assert!(checked > 500, "only {checked} decisions compared");
    assert!(
        spaces_checked > 100,
        "only {spaces_checked} address-space decisions compared"
    );
}
