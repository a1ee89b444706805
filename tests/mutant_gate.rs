//! The harness's power, as cargo-mutants measures it: with `SEAM_MUTANT_GATE=N`, a default
//! campaign of N cases (every named pipeline, the models and contracts, the interpreters; no
//! LLVM, so it runs anywhere) must find nothing. Under a mutant of the passes, a finding
//! fails this test: the mutant is caught by the campaign alone. Without the variable it skips,
//! saying so (`docs/campaign.md`, "Mutation score", gives the cargo-mutants command).

use std::time::Duration;

use seam_fuzz::campaign::{self, CampaignOptions, CheckOptions, Limit, NoBackend, Progress};

#[test]
fn a_default_campaign_finds_nothing() {
    let Some(cases) = std::env::var("SEAM_MUTANT_GATE")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
    else {
        eprintln!("skipped: set SEAM_MUTANT_GATE=CASES to run the mutation gate's campaign");
        return;
    };
    let out = std::env::temp_dir().join(format!("seam-mutant-gate-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let opts = CampaignOptions {
        limit: Limit::Cases(cases),
        jobs: 2,
        check: CheckOptions {
            codegen: false,
            ..CheckOptions::default()
        },
        reduce_time: Duration::ZERO,
        progress: Progress::Quiet,
        // The first finding catches the mutant; the rest would only cost time.
        stop_after_findings: Some(1),
        // A mutant that makes a pass loop forever is a `hang` finding, not a stalled gate.
        case_timeout: Some(Duration::from_secs(60)),
        ..CampaignOptions::new(out.clone())
    };
    let summary = campaign::run(&opts, || Box::new(NoBackend), &mut std::io::sink())
        .expect("the campaign runs");
    // A failing gate keeps its folder: the findings say what caught the mutant.
    assert_eq!(
        summary.correctness_findings,
        0,
        "{} correctness findings in {cases} cases ({:?}); folder kept: {}",
        summary.correctness_findings,
        summary
            .signatures
            .iter()
            .map(|s| &s.signature)
            .collect::<Vec<_>>(),
        out.display()
    );
    let _ = std::fs::remove_dir_all(&out);
}
