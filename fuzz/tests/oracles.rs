//! A campaign from library code with the real oracles (`seam_fuzz::campaign::oracles`): with
//! this crate's `llvm` feature (`cargo test -p seam-fuzz --features llvm`), LLVM 19's verifier
//! checks every case and, where ptxas is installed (`scripts/setup.sh`), every case is
//! compiled to PTX, assembled, run in the PTX interpreter and outlined. Without the feature,
//! the same campaign runs with seam's own oracles only, and the test says so.

use std::time::Duration;

use seam_fuzz::campaign::{
    self, CampaignOptions, CheckOptions, Limit, Pipeline, Progress, oracles,
};

#[test]
fn a_library_campaign_uses_every_oracle_this_build_has() {
    let out = std::env::temp_dir().join(format!("seam-fuzz-oracles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let opts = CampaignOptions {
        out: out.clone(),
        limit: Limit::Cases(6),
        seed: 0,
        jobs: 2,
        pipelines: vec![Pipeline::parse("gpucompiler").unwrap()],
        config: Some("small".to_owned()),
        shard: (0, 1),
        resume: false,
        check: CheckOptions::default(),
        reduce_time: Duration::from_secs(0),
        codegen_every: 1,
        llvm_cost_every: 1,
        progress: Progress::Quiet,
        stop_after_findings: None,
        emit: None,
    };
    let every = oracles::Oracles {
        llvm: true,
        codegen: true,
        gpu: true,
    };
    let summary = campaign::run(
        &opts,
        &move || oracles::backend(every),
        &mut std::io::sink(),
    )
    .expect("the campaign runs");
    let _ = std::fs::remove_dir_all(&out);
    assert_eq!(summary.cases, 6);
    assert_eq!(summary.correctness_findings, 0, "{:?}", summary.signatures);
    if !cfg!(feature = "llvm") {
        eprintln!("note: seam-fuzz without its `llvm` feature: LLVM 19 was not among the oracles");
        assert!(!summary.versions.contains_key("llvm"));
        assert_eq!(summary.codegen_cases, 0);
        return;
    }
    assert!(
        summary.versions.contains_key("llvm"),
        "{:?}",
        summary.versions
    );
    if seam::ptxas::find().is_err() {
        eprintln!("note: no ptxas (scripts/setup.sh installs it): no code generation checked");
        return;
    }
    assert!(
        summary.versions.contains_key("ptxas"),
        "{:?}",
        summary.versions
    );
    assert_eq!(
        summary.codegen_cases + summary.codegen_refused,
        6,
        "every case compiled"
    );
    assert!(summary.outline.modules >= summary.codegen_cases);
}

#[test]
fn a_case_file_error_says_where() {
    use seam_fuzz::campaign::{CaseFile, CaseFileError};
    let good = "define ptx_kernel void @k() {\nentry:\n  ret void\n}\n";
    assert!(CaseFile::parse(good).is_ok());
    let e = CaseFile::parse(&format!("; launch: @nope block=x\n{good}")).unwrap_err();
    assert!(matches!(e, CaseFileError::Launch { line: 1, .. }), "{e:?}");
    let e = CaseFile::parse("define void @f( {").unwrap_err();
    match e {
        CaseFileError::Parse(p) => assert_eq!(p.loc.line, 1),
        other => panic!("{other:?}"),
    }
    let e = CaseFile::parse(
        "define i32 @f() {\nentry:\n  %a = add i32 %b, 1\n  %b = add i32 0, 1\n  ret i32 %a\n}\n",
    )
    .unwrap_err();
    assert!(matches!(e, CaseFileError::Verify(_)), "{e:?}");
}

#[test]
fn a_label_error_names_its_line() {
    use seam_fuzz::campaign::{CaseFile, CaseFileError};
    let text = "define ptx_kernel void @k() {\nentry:\n  ret void\n}\n; label: nonsense\n";
    match CaseFile::parse(text).unwrap_err() {
        CaseFileError::Label(e) => {
            assert_eq!(e.line, Some(5));
            assert_eq!(e.text, "nonsense");
            assert_eq!(e.to_string(), "line 5: not a label: 'nonsense'");
        }
        other => panic!("{other:?}"),
    }
    assert!(seam_fuzz::campaign::Pipeline::parse("no-such-pass").is_err());
}

/// A backend whose LLVM verifier refuses every module: every case is a finding.
struct RefusesAll;

impl seam_fuzz::campaign::Backend for RefusesAll {
    fn has_llvm(&self) -> bool {
        true
    }
    fn llvm_verify(&mut self, _text: &str) -> Option<Result<(), String>> {
        Some(Err("refused by the test's backend".to_owned()))
    }
}

/// `stop_after_findings` stops the campaign at the first findings (the cases already running
/// finish), where the same campaign without it runs every case and finds something in each.
#[test]
fn a_campaign_stops_after_the_findings_asked_for() {
    let run = |stop: Option<u64>| {
        let out = std::env::temp_dir().join(format!(
            "seam-fuzz-stop-{}-{}",
            std::process::id(),
            stop.unwrap_or(0)
        ));
        let _ = std::fs::remove_dir_all(&out);
        let opts = CampaignOptions {
            limit: Limit::Cases(40),
            jobs: 2,
            config: Some("small".to_owned()),
            pipelines: vec![Pipeline::parse("gpucompiler").unwrap()],
            reduce_time: Duration::ZERO,
            progress: Progress::Quiet,
            stop_after_findings: stop,
            ..CampaignOptions::new(out.clone())
        };
        let summary = campaign::run(&opts, &|| Box::new(RefusesAll), &mut std::io::sink()).unwrap();
        let _ = std::fs::remove_dir_all(&out);
        summary
    };
    let all = run(None);
    assert_eq!(all.cases, 40);
    assert!(
        all.correctness_findings >= 40,
        "{}",
        all.correctness_findings
    );
    for n in [1, 3] {
        let s = run(Some(n));
        assert!(
            s.correctness_findings >= n,
            "{n}: {}",
            s.correctness_findings
        );
        // Each job may finish the case it had started.
        assert!(s.cases <= n + 2, "stop after {n}: {} cases ran", s.cases);
    }
}
