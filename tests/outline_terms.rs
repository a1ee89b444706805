//! The machine outliner's benefit decisions on generated cases (issue 63): LLVM's PTX of each
//! case, outlined as the judge's outline stage outlines it (`decisions` on, the case's
//! threshold), agrees with the independent model of seed 002's rule
//! (`seam_fuzz::model::outline`), and the cases reach every term side of the rule — the
//! outliner's part of `seam gen --stats`' coverage table, which `tests/model.rs` cannot check
//! without LLVM.

#[cfg(feature = "llvm")]
#[test]
fn generated_cases_reach_every_outliner_term_side_and_agree_with_the_model() {
    use seam_fuzz::model::outline::{TERM_SIDES, check, term_sides};
    let mut seen: std::collections::BTreeMap<&str, u64> = Default::default();
    let mut decisions = 0usize;
    let opts = seam::llvm::CodegenOptions::default();
    for seed in 0..400u64 {
        let case = seam_fuzz::case_from_seed(seed, None).expect("generates");
        let Ok(ptx) = seam::llvm::emit_ptx(&case.module, &opts) else {
            continue;
        };
        let mut parsed = seam::ptx::parse(&ptx).expect("LLVM's PTX parses");
        let threshold = seam_fuzz::judge::outline_threshold(&ptx);
        let report = seam::outline::outline(
            &mut parsed,
            &seam::outline::OutlineOptions {
                nooutline: seam_fuzz::judge::nooutline_functions(&case.module),
                remarks: false,
                decisions: true,
                benefit_threshold: threshold,
                ..seam::outline::OutlineOptions::default()
            },
        );
        decisions += report.decisions.len();
        let wrong = check(&ptx, &report.decisions, threshold);
        assert!(wrong.is_empty(), "seed {seed}: {}", wrong[0]);
        for side in term_sides(&ptx, &report.decisions, threshold) {
            *seen.entry(side).or_default() += 1;
        }
        if TERM_SIDES.iter().all(|s| seen.contains_key(s)) && seed >= 50 {
            eprintln!("seeds 0..={seed}: {decisions} decisions, sides {seen:?}");
            return;
        }
    }
    let missing: Vec<&&str> = TERM_SIDES
        .iter()
        .filter(|s| !seen.contains_key(*s))
        .collect();
    panic!("no generated case of 0..400 reaches {missing:?} ({seen:?})");
}
