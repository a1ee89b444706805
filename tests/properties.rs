//! Property tests over generated cases: every pass and pipeline keeps what the interpreter
//! observes, its output passes seam's verifier and LLVM 19's, and every decision in its
//! remarks equals the generator's label.

use seam::passes::{REGISTRY, Remark, RunOptions, run_pipeline};
use seam_fuzz::{Label, Space, case_from_seed};
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
            for r in &remarks {
                spaces_checked += check_space_decisions(seed, &case.labels, r);
            }
            for r in remarks.iter().filter(|r| r.pass == "force-inline") {
                let label = case.labels.iter().find_map(|l| match l {
                    Label::ForceInline {
                        func,
                        decision,
                        params,
                        ret,
                    } if *func == r.function => Some((*decision, *params, *ret)),
                    _ => None,
                });
                let Some((decision, params, ret)) = label else {
                    panic!(
                        "seed {seed}: a remark for @{} that has no label",
                        r.function
                    );
                };
                assert_eq!(r.reason, decision.name(), "seed {seed}: @{}", r.function);
                assert_eq!(r.value("params"), Some(params.to_string().as_str()));
                assert_eq!(r.value("return"), Some(ret.to_string().as_str()));
                checked += 1;
            }
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

/// Checks the address-space decisions of `r` (narrowed or specialized parameters, resolved
/// returns) against the labels: a pass may know less than the generator, never more, so
/// every space it decides must be one the label allows. Returns how many it checked.
fn check_space_decisions(seed: u64, labels: &[Label], r: &Remark) -> usize {
    let decided = matches!(
        (r.pass, r.decision.as_str()),
        ("specialize-callees", "in-place" | "clone" | "clone-reused")
            | ("propagate-arg-spaces", "narrowed")
    );
    let mut checked = 0;
    if decided {
        for (k, v) in &r.values {
            let Some(param) = k.strip_prefix("arg").and_then(|n| n.parse::<usize>().ok()) else {
                continue;
            };
            if v == "undetermined" || v == "poison" {
                continue;
            }
            let space = Space::from_name(v)
                .unwrap_or_else(|| panic!("seed {seed}: {r}: a space the generator never makes"));
            let allowed = labels.iter().find_map(|l| match l {
                Label::ArgSpace {
                    func,
                    param: p,
                    spaces,
                } if *func == r.function && *p == param => Some(spaces),
                _ => None,
            });
            let allowed = allowed.unwrap_or_else(|| panic!("seed {seed}: {r}: no arg-space label"));
            assert!(
                allowed.contains(&space),
                "seed {seed}: {r}: the label allows only {allowed:?}"
            );
            checked += 1;
        }
    }
    if r.pass == "specialize-callees" && r.decision == "return-space" {
        let of = r
            .value("of")
            .and_then(|o| o.strip_prefix('@'))
            .unwrap_or("");
        let space = Space::from_name(&r.reason)
            .unwrap_or_else(|| panic!("seed {seed}: {r}: a space the generator never makes"));
        let allowed = labels.iter().find_map(|l| match l {
            Label::RetSpace { func, spaces } if func == of => Some(spaces),
            _ => None,
        });
        let allowed = allowed.unwrap_or_else(|| panic!("seed {seed}: {r}: no ret-space label"));
        assert!(
            allowed.contains(&space),
            "seed {seed}: {r}: the label allows only {allowed:?}"
        );
        checked += 1;
    }
    checked
}
