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
        nvvm_every: 1,
        nvvm_legacy_every: 1,
        progress: Progress::Quiet,
        stop_after_findings: None,
        case_timeout: Some(campaign::DEFAULT_CASE_TIMEOUT),
        emit: None,
    };
    let every = oracles::Oracles {
        llvm: true,
        codegen: true,
        gpu: true,
        nvvm: true,
    };
    let summary = campaign::run(&opts, move || oracles::backend(every), &mut std::io::sink())
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
    if summary
        .versions
        .get("nvvm")
        .is_none_or(|v| v.starts_with("none"))
    {
        eprintln!("note: no libNVVM (scripts/setup.sh installs it): NVVM not checked");
        return;
    }
    // Both front ends: every case printed as NVVM IR 2.0 (or refused, by reason) and the
    // printed ones compiled at both levels.
    let legacy = &summary.nvvm.legacy;
    assert_eq!(legacy.cases, 6, "{legacy:?}");
    assert_eq!(
        legacy.printed + legacy.refused.values().sum::<u64>(),
        6,
        "{legacy:?}"
    );
    for level in ["O3", "O0", "legacy-O3", "legacy-O0"] {
        let t = summary.nvvm.levels.get(level);
        assert!(
            t.is_some_and(|t| t.cases > 0 && t.launches > 0),
            "{level}: {:?}",
            summary.nvvm.levels
        );
    }
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
        let summary = campaign::run(&opts, || Box::new(RefusesAll), &mut std::io::sink()).unwrap();
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

/// A backend whose LLVM verifier never returns on the first module it is given (in the whole
/// campaign, `once`) or on every module: a stage that stalls.
struct Stalls {
    first: std::sync::Arc<std::sync::atomic::AtomicBool>,
    always: bool,
}

impl seam_fuzz::campaign::Backend for Stalls {
    fn has_llvm(&self) -> bool {
        true
    }
    fn llvm_verify(&mut self, _text: &str) -> Option<Result<(), String>> {
        if self.always || self.first.swap(false, std::sync::atomic::Ordering::SeqCst) {
            loop {
                std::thread::sleep(Duration::from_secs(3600));
            }
        }
        Some(Ok(()))
    }
}

fn stalling_campaign(always: bool, cases: u64) -> (campaign::Summary, Vec<serde_json::Value>) {
    let out = std::env::temp_dir().join(format!("seam-fuzz-hang-{}-{always}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let opts = CampaignOptions {
        limit: Limit::Cases(cases),
        jobs: 2,
        config: Some("small".to_owned()),
        pipelines: vec![Pipeline::parse("gpucompiler").unwrap()],
        check: CheckOptions {
            codegen: false,
            ..CheckOptions::default()
        },
        reduce_time: Duration::from_secs(5),
        progress: Progress::Quiet,
        case_timeout: Some(Duration::from_secs(4)),
        ..CampaignOptions::new(out.clone())
    };
    let first = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let summary = campaign::run(
        &opts,
        move || {
            Box::new(Stalls {
                first: first.clone(),
                always,
            })
        },
        &mut std::io::sink(),
    )
    .expect("a stalled case ends no campaign");
    let mut verdicts = Vec::new();
    for s in &summary.signatures {
        let text = std::fs::read_to_string(out.join(&s.dir).join("verdict.json")).unwrap();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let case = std::fs::read_to_string(out.join(&s.dir).join("case.ll")).unwrap();
        assert!(case.contains("define"), "the stalled case is saved: {case}");
        verdicts.push(v);
    }
    // The reports are written as at any end.
    assert!(out.join("summary.json").exists());
    assert!(out.join("report.html").exists());
    let _ = std::fs::remove_dir_all(&out);
    (summary, verdicts)
}

/// A case that stalls is a `hang` finding naming the stage it stalled in, with its case saved;
/// its worker is given up on and the campaign goes on with the other, to the last case.
#[test]
fn a_stalled_case_is_a_hang_and_the_campaign_goes_on() {
    let (summary, verdicts) = stalling_campaign(false, 12);
    assert_eq!(
        summary.cases, 12,
        "every case is recorded, the stalled one too"
    );
    assert_eq!(
        summary.by_kind.get("hang"),
        Some(&1),
        "{:?}",
        summary.by_kind
    );
    assert_eq!(summary.correctness_findings, 1);
    assert_eq!(verdicts.len(), 1);
    let f = &verdicts[0]["finding"];
    assert_eq!(f["kind"], "hang");
    // The original goes through LLVM's verifier first.
    assert_eq!(f["pipeline"], "none");
    assert_eq!(f["detail"], "llvm-verify", "{f}");
    assert!(
        f["message"]
            .as_str()
            .unwrap()
            .contains("stalled in the llvm-verify stage on the original module"),
        "{f}"
    );
    assert_eq!(verdicts[0]["signature"], "hang.none.llvm-verify");
}

/// When every worker stalls, the campaign ends (it does not wait on them) with one hang each.
#[test]
fn a_campaign_whose_workers_all_stall_ends() {
    let (summary, _) = stalling_campaign(true, 40);
    assert_eq!(summary.cases, 2, "{summary:?}");
    assert_eq!(
        summary.by_kind.get("hang"),
        Some(&2),
        "{:?}",
        summary.by_kind
    );
    // One signature: the second is a duplicate of the first.
    assert_eq!(summary.signatures.len(), 1);
    assert_eq!(summary.signatures[0].count, 2);
    assert!(
        summary.signatures[0].reduced.is_none(),
        "a hang is not reduced"
    );
}

/// `check_within`: a check that stalls is a `hang` finding naming its step once the time is
/// up; one that ends is its report.
#[test]
fn a_check_within_a_time_says_where_it_stalled() {
    let config = seam_fuzz::Config::parse("small").unwrap();
    let case = seam_fuzz::case_from_seed(3, Some(&config)).unwrap();
    let file = || campaign::CaseFile::parse(&case.to_text()).unwrap();
    let pipelines = vec![Pipeline::parse("gpucompiler").unwrap()];
    let report = campaign::check_within(
        file(),
        pipelines.clone(),
        || {
            Box::new(Stalls {
                first: Default::default(),
                always: true,
            })
        },
        CheckOptions::default(),
        Duration::from_secs(2),
    );
    assert_eq!(report.findings.len(), 1, "{:?}", report.findings);
    let f = &report.findings[0];
    assert_eq!(f.signature(), "hang.none.llvm-verify", "{f}");
    assert!(
        f.message.starts_with("the case: no result after 2 s"),
        "{f}"
    );
    assert_eq!(
        campaign::reproduce_command(f),
        "seam check case.ll --pipeline 'none' --timeout 60"
    );
    let report = campaign::check_within(
        file(),
        pipelines,
        || Box::new(campaign::NoBackend),
        CheckOptions::default(),
        Duration::from_secs(600),
    );
    assert!(report.findings.is_empty(), "{:?}", report.findings);
}

/// A backend that panics outside any pass: a bug of the harness, not of a pass.
struct Panics;

impl seam_fuzz::campaign::Backend for Panics {
    fn has_llvm(&self) -> bool {
        true
    }
    fn llvm_verify(&mut self, _text: &str) -> Option<Result<(), String>> {
        panic!("the test's backend gives up")
    }
}

/// A worker that dies of a panic the judge does not catch ends the campaign with an error
/// naming it, the reports written: never a campaign that says it found nothing.
#[test]
fn a_worker_that_panics_is_an_error_not_a_quiet_loss() {
    let out = std::env::temp_dir().join(format!("seam-fuzz-panics-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let opts = CampaignOptions {
        limit: Limit::Cases(10),
        jobs: 2,
        config: Some("small".to_owned()),
        pipelines: vec![Pipeline::parse("gpucompiler").unwrap()],
        reduce_time: Duration::ZERO,
        progress: Progress::Quiet,
        ..CampaignOptions::new(out.clone())
    };
    let r = campaign::run(&opts, || Box::new(Panics), &mut std::io::sink());
    let written = out.join("summary.json").exists();
    let _ = std::fs::remove_dir_all(&out);
    match r {
        Err(campaign::CampaignError::Worker(m)) => {
            assert!(m.contains("panicked: the test's backend gives up"), "{m}")
        }
        other => panic!("{other:?}"),
    }
    assert!(written, "the reports are written");
}

/// A stand-in for LLVM and ptxas whose ptxas "times out" on every module after the pipeline
/// (the original compiles), on the PTX of a known defect or on other PTX.
struct PtxasTimesOut {
    known: bool,
    calls: usize,
}

impl seam_fuzz::campaign::Backend for PtxasTimesOut {
    fn has_codegen(&self) -> bool {
        true
    }
    fn codegen(
        &mut self,
        _m: &seam::ir::Module,
    ) -> Option<Result<seam_fuzz::judge::Codegen, seam_fuzz::judge::CodegenError>> {
        self.calls += 1;
        if self.calls == 1 {
            return Some(Ok(seam_fuzz::judge::Codegen::default()));
        }
        let reproducer =
            include_str!("../../docs/tool-bugs/ptxas-12.9-hang-alloca-size-from-call.ptx");
        Some(Err(seam_fuzz::judge::CodegenError {
            tool: "ptxas-timeout".into(),
            message: "ptxas ran past its time limit of 60 s".into(),
            input: Some(if self.known {
                reproducer.to_owned()
            } else {
                ".version 8.0\n.target sm_90\n".to_owned()
            }),
        }))
    }
}

/// A tool that times out is a finding of its own kind (`tool`, not correctness, not reduced,
/// no prefix compiled again to name a pass), named by the known defect it matches
/// (`docs/tool-bugs/`), else by the failure.
#[test]
fn a_tool_that_times_out_is_a_tool_finding_and_a_known_defect_is_named() {
    use seam_fuzz::judge::FindingKind;
    let case = seam_fuzz::case_from_seed(3, None).unwrap();
    let file = seam_fuzz::campaign::CaseFile::parse(&case.to_text()).unwrap();
    let opts = CheckOptions {
        ptx_interp: false,
        outline: false,
        llvm_cost: false,
        nvvm: false,
        ..CheckOptions::default()
    };
    let tileiras = [Pipeline::parse("tileiras").unwrap()];
    for (known, detail) in [
        (true, "known-ptxas-12.9-hang-alloca-size-from-call"),
        (false, "ptxas-timeout"),
    ] {
        let mut b = PtxasTimesOut { known, calls: 0 };
        let report = seam_fuzz::judge::check(file.subject(), &tileiras, &mut b, &opts);
        let tools: Vec<_> = report
            .findings
            .iter()
            .filter(|f| f.kind == FindingKind::Tool)
            .collect();
        assert_eq!(tools.len(), 1, "{:?}", report.findings);
        let f = tools[0];
        assert_eq!(f.detail, detail, "{f}");
        assert_eq!(f.pass, None, "no prefix is compiled again: {f}");
        assert!(!f.kind.is_correctness() && !f.kind.is_reduced());
        assert!(
            !report
                .findings
                .iter()
                .any(|f| f.kind == FindingKind::Codegen),
            "{:?}",
            report.findings
        );
        assert_eq!(b.calls, 2, "the original and the pipeline's result only");
        if known {
            assert!(f.message.contains("docs/tool-bugs/"), "{f}");
        }
    }
}

/// A stand-in for NVIDIA's compiler that "crashes" at -O3 on any module with a `udiv` and
/// compiles nothing else (no PTX: `None`, as without libNVVM).
struct NvvmCrashesOnUdiv;

impl seam_fuzz::campaign::Backend for NvvmCrashesOnUdiv {
    fn has_nvvm(&self) -> bool {
        true
    }
    fn nvvm(
        &mut self,
        text: &str,
        opt: u8,
        _remarks: bool,
    ) -> Option<Result<seam_fuzz::judge::NvvmCode, seam_fuzz::judge::NvvmFailure>> {
        (opt == 3 && text.contains(" = udiv ")).then(|| {
            Err(seam_fuzz::judge::NvvmFailure {
                tool: "nvvm",
                kind: "crash".into(),
                message: "libNVVM crashed: SIGSEGV (segmentation fault)".into(),
            })
        })
    }
}

/// An NVVM failure is a finding of kind `nvvm` about the original, named by the level
/// (`nvvm.nvvm-O3.crash`), whose reproduction reruns `seam nvvm`; the reducer keeps its
/// signature while it shrinks the case.
#[test]
fn an_nvvm_failure_is_its_own_finding_and_reduces_with_its_signature() {
    use seam_fuzz::judge::FindingKind;
    let case = (0..200)
        .map(|s| seam_fuzz::case_from_seed(s, None).unwrap())
        .find(|c| c.to_text().contains(" = udiv "))
        .expect("a generated case with a udiv");
    let text = case.to_text();
    let file = seam_fuzz::campaign::CaseFile::parse(&text).unwrap();
    let opts = CheckOptions {
        codegen: false,
        ptx_interp: false,
        outline: false,
        llvm_cost: false,
        ..CheckOptions::default()
    };
    let report = seam_fuzz::judge::check(file.subject(), &[], &mut NvvmCrashesOnUdiv, &opts);
    let f = report
        .findings
        .iter()
        .find(|f| f.kind == FindingKind::Nvvm)
        .expect("an nvvm finding");
    assert_eq!(f.signature(), "nvvm.nvvm-O3.crash");
    assert_eq!(f.pipeline, "none");
    assert_eq!(
        seam_fuzz::campaign::reproduce_command(f),
        "seam nvvm case.ll -O 3 --check"
    );
    assert_eq!(report.metrics.nvvm.len(), 1, "-O0 gave no code: no run");
    assert_eq!(report.metrics.nvvm[0].outcome, "nvvm-crash");

    let none = Pipeline::parse("none").unwrap();
    let reduced = seam_fuzz::campaign::reduce::reduce(
        file.subject(),
        &none,
        "nvvm.nvvm-O3.crash",
        &mut NvvmCrashesOnUdiv,
        &opts,
        std::time::Instant::now() + Duration::from_secs(20),
    );
    assert!(
        reduced.after < reduced.before,
        "{} -> {}",
        reduced.before,
        reduced.after
    );
    assert!(reduced.text.contains(" = udiv "), "{}", reduced.text);
    let again = seam_fuzz::campaign::CaseFile::parse(&reduced.text).unwrap();
    let r = seam_fuzz::judge::check(again.subject(), &[], &mut NvvmCrashesOnUdiv, &opts);
    assert!(
        r.findings
            .iter()
            .any(|f| f.signature() == "nvvm.nvvm-O3.crash"),
        "{:?}",
        r.findings
    );
}

/// The real backend, or why not (no LLVM in this build, no ptxas here).
fn real_backend() -> Result<Box<dyn seam_fuzz::campaign::Backend>, &'static str> {
    if !cfg!(feature = "llvm") {
        return Err("seam-fuzz without its `llvm` feature");
    }
    if seam::ptxas::find().is_err() {
        return Err("no ptxas (scripts/setup.sh installs it)");
    }
    Ok(oracles::backend(oracles::Oracles {
        llvm: true,
        codegen: true,
        gpu: false,
        nvvm: false,
    }))
}

/// What real CUDA carries, checked without false alarms: `contract` pairs the back end fuses
/// (the PTX's fused result is one the IR allows), and vectors of sub-byte lanes in memory and
/// bit casts (`<4 x i1>` stored, `<8 x i1>` cast to `i8`, `<2 x i4>`), bit-packed alike by the
/// IR interpreter and LLVM's PTX: both interpreters run them and agree. And a result no
/// allowed choice explains is still a disagreement: the same module with the flags dropped
/// from the IR but the PTX made from the flagged one would differ (held by
/// `oracle/src/contract.rs`'s tests).
#[test]
fn contraction_and_what_the_ir_interpreter_does_not_run_raise_no_alarm() {
    let mut backend = match real_backend() {
        Ok(b) => b,
        Err(why) => {
            eprintln!("skipped: {why}");
            return;
        }
    };
    let contract = "; launch: @k (out=f32[2] zero, float 0x3F800800, float 0xBF801000)\n\
        define ptx_kernel void @k(ptr addrspace(1) %out, float %x, float %c) {\n\
          %m = fmul contract float %x, %x\n\
          %s = fadd contract float %m, %c\n\
          store float %s, ptr addrspace(1) %out\n\
          %t = fsub contract float %c, %m\n\
          %o = getelementptr float, ptr addrspace(1) %out, i64 1\n\
          store float %t, ptr addrspace(1) %o\n\
          ret void\n\
        }\n";
    let packed = include_str!("../../compiler/filetests/interpret/sub-byte-lanes.ll");
    let opts = CheckOptions {
        nvvm: false,
        ..CheckOptions::default()
    };
    for (what, text) in [("contraction", contract), ("<4 x i1> in memory", packed)] {
        let file = seam_fuzz::campaign::CaseFile::parse(text).unwrap();
        let report = seam_fuzz::judge::check(file.subject(), &[], backend.as_mut(), &opts);
        assert!(report.findings.is_empty(), "{what}: {:?}", report.findings);
        // Compared with the PTX interpreter: the IR interpreter ran the launch too.
        assert_eq!(report.metrics.ptx_launches, 1, "{what}: the PTX was run");
        // The IR interpreter runs it too (it is not observed as PTX alone).
        for l in &file.launches {
            let run = seam_oracle::run(&file.module, l, seam_oracle::Limits::default());
            assert!(run.is_ok(), "{what}: the IR interpreter: {run:?}");
        }
    }
}

/// Fast-math freedoms beyond contraction (`reassoc` on a sum, `arcp` on a division, `afn` on
/// a square root, with `"unsafe-fp-math"`, as clang's `-ffast-math` marks them): LLVM's NVPTX
/// back end then folds `(a + 1e8) - 1e8` to `a` and divides and takes roots approximately
/// (`div.approx.f32`, `sqrt.approx.f32`, which a GPU computes to fewer bits), so the PTX's
/// float results are not the IR interpreter's; the judge accepts results that differ only in floats
/// (`docs/semantics.md`, "Contraction"). Without the rule, this module is a disagreement: the
/// test checks that the two interpreters do differ on it.
#[test]
fn fast_math_freedoms_leave_float_results_uncompared() {
    let mut backend = match real_backend() {
        Ok(b) => b,
        Err(why) => {
            eprintln!("skipped: {why}");
            return;
        }
    };
    let text = "; launch: @k block=64 (x=f32[64] random 7, out=f32[64] zero, n=i32[64] zero)\n\
        declare float @llvm.sqrt.f32(float)\n\
        declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
        define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %out, ptr addrspace(1) %n) #0 {\n\
          %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
          %px = getelementptr float, ptr addrspace(1) %x, i32 %t\n\
          %a = load float, ptr addrspace(1) %px\n\
          %b = fadd float %a, 3.0\n\
          %q = fdiv arcp float %a, %b\n\
          %r = call afn float @llvm.sqrt.f32(float %b)\n\
          %big = fadd reassoc nsz float %a, 1.0e8\n\
          %back = fadd reassoc nsz float %big, -1.0e8\n\
          %s0 = fadd float %q, %r\n\
          %s = fadd float %s0, %back\n\
          %po = getelementptr float, ptr addrspace(1) %out, i32 %t\n\
          store float %s, ptr addrspace(1) %po\n\
          %pn = getelementptr i32, ptr addrspace(1) %n, i32 %t\n\
          store i32 %t, ptr addrspace(1) %pn\n\
          ret void\n\
        }\n\
        attributes #0 = { \"unsafe-fp-math\"=\"true\" }\n";
    let file = seam_fuzz::campaign::CaseFile::parse(text).unwrap();
    let opts = CheckOptions {
        nvvm: false,
        ..CheckOptions::default()
    };
    let report = seam_fuzz::judge::check(file.subject(), &[], backend.as_mut(), &opts);
    assert!(report.findings.is_empty(), "{:?}", report.findings);
    assert_eq!(report.metrics.ptx_launches, 1, "the PTX was run");
    #[cfg(feature = "llvm")]
    {
        let m = &file.module;
        let ptx = seam::llvm::emit_ptx(m, &seam::llvm::CodegenOptions::default()).unwrap();
        assert!(
            ptx.contains(".approx.f32"),
            "the back end approximates: {ptx}"
        );
        let l = &file.launches[0];
        let ir = seam_oracle::run(m, l, seam_oracle::Limits::default()).unwrap();
        let interp = seam_oracle::ptx::PtxInterpreter::parse(&ptx).unwrap();
        let plan = seam_oracle::gpu::plan::LaunchPlan::new(m, &ptx, l).unwrap();
        let px = interp.run(&plan, seam_oracle::Limits::default()).unwrap();
        assert!(
            !seam_oracle::compare(&ir, &px).is_same(),
            "the approximations change some result"
        );
        assert!(seam_oracle::contract::differs_only_in_floats(&ir, &px));
    }
}

/// A check says where its time went, step by step (`CaseMetrics::stage_us`): the passes, the
/// IR interpreter, and each oracle stage that ran; the campaign sums them in its summary.
#[test]
fn a_check_says_where_its_time_went() {
    let case = seam_fuzz::case_from_seed(3, None).unwrap();
    let file = seam_fuzz::campaign::CaseFile::parse(&case.to_text()).unwrap();
    let report = seam_fuzz::judge::check(
        file.subject(),
        &[Pipeline::parse("tileiras").unwrap()],
        &mut seam_fuzz::judge::NoBackend,
        &CheckOptions::default(),
    );
    for step in ["passes", "ir-interp", "llvm-verify", "codegen"] {
        assert!(
            report.metrics.stage_us.contains_key(step),
            "{step}: {:?}",
            report.metrics.stage_us
        );
    }
}

/// A stand-in for LLVM and two toolkits' ptxas: the first reports 28 registers for every
/// kernel, the second 30, or refuses.
struct TwoToolkits {
    refuse: bool,
}

impl seam_fuzz::campaign::Backend for TwoToolkits {
    fn has_codegen(&self) -> bool {
        true
    }
    fn codegen(
        &mut self,
        m: &seam::ir::Module,
    ) -> Option<Result<seam_fuzz::judge::Codegen, seam_fuzz::judge::CodegenError>> {
        let functions = m
            .functions
            .iter()
            .filter(|&(f, func)| func.body.is_some() && m.is_kernel(f))
            .map(|(_, func)| seam_fuzz::judge::FunctionStats {
                name: func.name.clone(),
                entry: true,
                registers: 28,
                ..Default::default()
            })
            .collect();
        Some(Ok(seam_fuzz::judge::Codegen {
            ptx: format!("// {} kernels\n", m.functions.len()),
            functions,
        }))
    }
    fn assemble_second(
        &mut self,
        ptx: &str,
    ) -> Option<Result<Vec<seam_fuzz::judge::FunctionStats>, seam_fuzz::judge::CodegenError>> {
        let _ = ptx;
        if self.refuse {
            return Some(Err(seam_fuzz::judge::CodegenError {
                tool: "ptxas".into(),
                message: "ptxas fatal: an error of the newer toolkit".into(),
                input: None,
            }));
        }
        Some(Ok(vec![seam_fuzz::judge::FunctionStats {
            name: "k0".into(),
            entry: true,
            registers: 30,
            ..Default::default()
        }]))
    }
}

/// The toolkit stage: the original's PTX through the second ptxas, kernel by kernel beside the
/// first's; a refusal by the second only is a `tool` finding, not correctness.
#[test]
fn a_second_toolkit_is_compared_kernel_by_kernel() {
    use seam_fuzz::judge::FindingKind;
    let case = (0..50)
        .map(|s| seam_fuzz::case_from_seed(s, None).unwrap())
        .find(|c| c.module.find_function("k0").is_some())
        .expect("a case with @k0");
    let file = seam_fuzz::campaign::CaseFile::parse(&case.to_text()).unwrap();
    let opts = CheckOptions {
        ptx_interp: false,
        outline: false,
        llvm_cost: false,
        nvvm: false,
        ..CheckOptions::default()
    };
    let report = seam_fuzz::judge::check(
        file.subject(),
        &[],
        &mut TwoToolkits { refuse: false },
        &opts,
    );
    let run = report.metrics.toolkit.expect("compared");
    let k0 = run
        .kernels
        .iter()
        .find(|k| k.name == "k0")
        .expect("@k0 compared");
    assert_eq!(k0.registers, (28, 30));
    assert!(report.findings.is_empty(), "{:?}", report.findings);
    let report = seam_fuzz::judge::check(
        file.subject(),
        &[],
        &mut TwoToolkits { refuse: true },
        &opts,
    );
    let f = report
        .findings
        .iter()
        .find(|f| f.kind == FindingKind::Tool)
        .expect("a tool finding");
    assert_eq!(f.signature(), "tool.none.ptxas-13-5-refused");
    assert!(!f.kind.is_correctness());
    // Without the option, no second toolkit runs.
    let off = CheckOptions {
        toolkits: false,
        ..opts
    };
    let report =
        seam_fuzz::judge::check(file.subject(), &[], &mut TwoToolkits { refuse: true }, &off);
    assert!(report.metrics.toolkit.is_none() && report.findings.is_empty());
}

/// A stand-in for libNVVM's legacy front end, on any module with a `udiv`: at -O3 it refuses
/// to compile; at -O0 ptxas rejects its PTX as it rejects an immediate `.shared` address; the
/// older toolkit refuses every text at its verifier (as if seam's NVVM IR 2.0 were invalid).
struct LegacyStandIn;

impl seam_fuzz::campaign::Backend for LegacyStandIn {
    fn has_nvvm(&self) -> bool {
        true
    }
    fn nvvm_legacy(
        &mut self,
        text: &str,
        opt: u8,
    ) -> Option<Result<seam_fuzz::judge::NvvmCode, seam_fuzz::judge::NvvmFailure>> {
        assert!(
            text.contains("!nvvmir.version") && !text.contains(" ptr "),
            "NVVM IR 2.0 text"
        );
        text.contains(" = udiv ").then(|| {
            Err(if opt == 0 {
                seam_fuzz::judge::NvvmFailure {
                    tool: "ptxas",
                    kind: "rejected".into(),
                    message: "ptxas input.ptx, line 34; error   : Immediate addresses allowed \
                              only for .local state space"
                        .into(),
                }
            } else {
                seam_fuzz::judge::NvvmFailure {
                    tool: "nvvm",
                    kind: "refused-compilation".into(),
                    message: "Error: unsupported operation".into(),
                }
            })
        })
    }
    fn nvvm_legacy_older(
        &mut self,
        _text: &str,
        _opt: u8,
    ) -> Option<Result<seam_fuzz::judge::NvvmCode, seam_fuzz::judge::NvvmFailure>> {
        Some(Err(seam_fuzz::judge::NvvmFailure {
            tool: "nvvm",
            kind: "input-refused".into(),
            message: "libNVVM refused the module at verify".into(),
        }))
    }
}

/// The legacy front end's findings: a known NVVM defect named as such, replayed by
/// `seam nvvm --front-end legacy`; a verifier refusal of seam's text is seam's (an oracle
/// disagreement); a module with no NVVM IR 2.0 form is counted by reason, not a finding.
#[test]
fn the_legacy_front_end_names_known_defects_and_owns_its_refusals() {
    use seam_fuzz::judge::FindingKind;
    let opts = CheckOptions {
        codegen: false,
        ptx_interp: false,
        outline: false,
        llvm_cost: false,
        ..CheckOptions::default()
    };
    let cases: Vec<_> = (0..300)
        .map(|s| seam_fuzz::case_from_seed(s, None).unwrap().to_text())
        .collect();
    let with_udiv = cases
        .iter()
        .find(|t| t.contains(" = udiv ") && !t.contains("bfloat"))
        .expect("a generated case with a udiv and no bfloat");
    let file = seam_fuzz::campaign::CaseFile::parse(with_udiv).unwrap();
    let report = seam_fuzz::judge::check(file.subject(), &[], &mut LegacyStandIn, &opts);
    let sigs: Vec<String> = report.findings.iter().map(|f| f.signature()).collect();
    assert!(
        sigs.contains(&"nvvm.nvvm-legacy-O3.refused-compilation".to_owned()),
        "{sigs:?}"
    );
    let f = report
        .findings
        .iter()
        .find(|f| f.kind == FindingKind::Nvvm && f.pass.as_deref() == Some("nvvm-legacy-O0"))
        .unwrap_or_else(|| panic!("an -O0 finding: {sigs:?}"));
    assert_eq!(
        f.signature(),
        "nvvm.nvvm-legacy-O0.ptxas-rejected-known-nvvm-legacy-immediate-shared-address"
    );
    assert!(f.message.contains("docs/tool-bugs/"), "{f}");
    assert_eq!(
        seam_fuzz::campaign::reproduce_command(f),
        "seam nvvm case.ll -O 0 --front-end legacy --check"
    );
    let refused = report
        .findings
        .iter()
        .find(|f| f.detail == "nvvm-legacy-input-refused")
        .expect("the older toolkit's verifier refusal");
    assert_eq!(refused.kind, FindingKind::OracleDisagreement);

    let with_bfloat = cases
        .iter()
        .find(|t| t.contains(" bfloat"))
        .expect("a case with bfloat");
    let file = seam_fuzz::campaign::CaseFile::parse(with_bfloat).unwrap();
    let report = seam_fuzz::judge::check(file.subject(), &[], &mut LegacyStandIn, &opts);
    assert!(
        !report.findings.iter().any(|f| f.kind == FindingKind::Nvvm),
        "{:?}",
        report.findings
    );
    assert_eq!(
        report
            .metrics
            .nvvm
            .iter()
            .map(|r| r.outcome.as_str())
            .collect::<Vec<_>>(),
        ["unprinted-bfloat"]
    );
}
