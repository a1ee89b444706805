//! libNVVM 13.5 through `seam::nvvm`: loaded at run time, fed seam's text, its PTX and its
//! inlining decisions read back; refusals, time limits and crashes come back as errors. Needs
//! libNVVM (`scripts/setup.sh` installs it; `SEAM_LIBNVVM` names another): without it, each
//! test says so and passes.

use std::time::Duration;

use seam::nvvm::{Nvvm, NvvmError, NvvmOptions, input::nvvm_input};

fn nvvm() -> Option<&'static Nvvm> {
    match Nvvm::shared() {
        Ok(n) => Some(n),
        Err(e) => {
            eprintln!("skipped: {e}");
            None
        }
    }
}

const MODULE: &str = r#"target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @f(ptr %p, i32 %i) {
  %q = getelementptr inbounds i32, ptr %p, i32 %i
  %v = load i32, ptr %q, align 4
  %w = add i32 %v, 7
  ret i32 %w
}

define internal i32 @g(ptr %p, i32 %i) #0 {
  %v = call i32 @f(ptr %p, i32 %i)
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = addrspacecast ptr addrspace(1) %in to ptr
  %v = call i32 @g(ptr %g, i32 %t)
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { noinline }
"#;

#[test]
fn versions_say_which_front_end_each_architecture_gets() {
    let Some(n) = nvvm() else { return };
    assert_eq!(n.ir_version().0, 2, "NVVM IR 2.x");
    // 13.x: the legacy (LLVM 7) reader up to compute_90a, the new one from compute_100.
    assert_eq!(n.llvm_version("compute_90"), Some(7));
    assert!(n.llvm_version("compute_100").is_some_and(|v| v > 7));
}

#[test]
fn seam_text_compiles_to_ptx_with_the_inlining_decisions() {
    let Some(n) = nvvm() else { return };
    let opts = NvvmOptions {
        remarks: true,
        print_function: Some("k".into()),
        ..NvvmOptions::default()
    };
    let out = n
        .compile(&nvvm_input(MODULE), &opts)
        .expect("libNVVM compiles it");
    assert!(out.ptx.contains(".entry k"), "{}", out.ptx);
    assert!(out.ptx.contains(".version 9."), "NVVM 13.5 writes PTX 9.x");
    let remarks: Vec<String> = out.remarks.iter().map(ToString::to_string).collect();
    assert!(
        remarks
            .iter()
            .any(|r| r.starts_with("nvvm: @g: inlined (cost) callee=@f cost=")),
        "{remarks:?}"
    );
    assert!(
        remarks.contains(
            &"nvvm: @k: not-inlined (noinline function attribute) callee=@g cost=never".into()
        ),
        "{remarks:?}"
    );
}

#[test]
fn without_the_edits_libnvvm_refuses_and_says_why() {
    let Some(n) = nvvm() else { return };
    // LLVM 19's short data layout, no `!nvvmir.version`.
    let err = n.compile(MODULE, &NvvmOptions::default()).unwrap_err();
    match &err {
        NvvmError::Refused { result, .. } => assert!(result.starts_with("NVVM_ERROR_"), "{err}"),
        other => panic!("expected a refusal, got {other}"),
    }
    // Invalid IR: a located refusal, the log kept.
    let bad = nvvm_input("define void @f() {\n  ret i32 0\n}\n");
    let err = n.compile(&bad, &NvvmOptions::default()).unwrap_err();
    assert!(
        matches!(&err, NvvmError::Refused { log, .. } if !log.is_empty()),
        "{err:?}"
    );
    assert!(err.kind().starts_with("refused-"), "{}", err.kind());
}

#[test]
fn a_compilation_past_its_time_limit_is_killed() {
    let Some(n) = nvvm() else { return };
    let opts = NvvmOptions {
        timeout: Duration::from_millis(1),
        ..NvvmOptions::default()
    };
    let err = n.compile(&nvvm_input(MODULE), &opts).unwrap_err();
    assert!(matches!(err, NvvmError::TimedOut(_)), "{err}");
    assert_eq!(err.kind(), "timeout");
}

/// The probes of `docs/nvvm.md` (`tests/nvvm_probes/*.ll`): each seed rule's module, with what
/// NVVM 13.5 decides (`; expect-nvvm:` a remark; `; expect-nvvm-reason: @f REASON` the reason of
/// every decision about `@f`; `; expect-nvvm-log:` a line of its log; `; expect-ptx: @f
/// contains|lacks TEXT` in NVVM's PTX of `@f`) and what seam's reference decides
/// (`; expect-seam:` a remark of `force-inline,always-inline,inline<model=nvidia>`). A change
/// of NVVM's behaviour, or of seam's, fails here and the table in `docs/nvvm.md` is to be
/// updated with it.
#[test]
fn the_probes_of_docs_nvvm_md_decide_as_documented() {
    let Some(n) = nvvm() else { return };
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/nvvm_probes");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "probes in {}", dir.display());
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let mut module = seam::text::parse_module(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let ours: Vec<String> = seam::passes::run_pipeline(
            &mut module,
            "force-inline,always-inline,inline<model=nvidia>",
            &Default::default(),
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .iter()
        .map(ToString::to_string)
        .collect();
        let opts = NvvmOptions {
            remarks: true,
            print_function: seam::nvvm::input::first_kernel(&text),
            ..NvvmOptions::default()
        };
        let out = n
            .compile(&nvvm_input(&text), &opts)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let theirs: Vec<String> = out.remarks.iter().map(ToString::to_string).collect();
        let mut checked = 0;
        for line in text.lines() {
            if let Some(want) = line.strip_prefix("; expect-nvvm: ") {
                assert!(
                    theirs.iter().any(|r| r == want),
                    "{name}: NVVM: no `{want}` in {theirs:#?}"
                );
            } else if let Some(rest) = line.strip_prefix("; expect-nvvm-reason: ") {
                let (f, reason) = rest.split_once(' ').unwrap();
                let about: Vec<&seam::passes::Remark> = out
                    .remarks
                    .iter()
                    .filter(|r| r.value("callee") == Some(f))
                    .collect();
                assert!(!about.is_empty(), "{name}: NVVM decided nothing about {f}");
                assert!(
                    about.iter().all(|r| r.reason == reason),
                    "{name}: NVVM's reasons for {f}: {theirs:#?}"
                );
            } else if let Some(want) = line.strip_prefix("; expect-nvvm-log: ") {
                assert!(
                    out.log.contains(want),
                    "{name}: no `{want}` in the log:\n{}",
                    out.log
                );
            } else if let Some(want) = line.strip_prefix("; expect-seam: ") {
                assert!(
                    ours.iter().any(|r| r == want),
                    "{name}: seam: no `{want}` in {ours:#?}"
                );
            } else if let Some(rest) = line.strip_prefix("; expect-ptx: ") {
                let mut parts = rest.splitn(3, ' ');
                let (f, how, what) = (
                    parts.next().unwrap().trim_start_matches('@'),
                    parts.next().unwrap(),
                    parts.next().unwrap(),
                );
                let body = ptx_function(&out.ptx, f).unwrap_or_else(|| {
                    panic!("{name}: no function {f} in NVVM's PTX:\n{}", out.ptx)
                });
                match how {
                    "contains" => assert!(body.contains(what), "{name}: {f} lacks {what}:\n{body}"),
                    "lacks" => assert!(!body.contains(what), "{name}: {f} has {what}:\n{body}"),
                    other => panic!("{name}: expect-ptx {other}"),
                }
            } else {
                continue;
            }
            checked += 1;
        }
        assert!(checked > 0, "{name}: no expectations");
        eprintln!("{name}: {checked} expectations hold");
    }
}

/// The text of PTX function `name`: from its `.func`/`.entry` line to the next one.
fn ptx_function<'a>(ptx: &'a str, name: &str) -> Option<&'a str> {
    let start = ptx.lines().position(|l| {
        (l.contains(".func") || l.contains(".entry"))
            && l.split(|c: char| c.is_whitespace() || c == '(')
                .any(|w| w == name)
    })?;
    let lines: Vec<&str> = ptx.lines().collect();
    let end = lines[start + 1..]
        .iter()
        .position(|l| l.contains(".func") || l.contains(".entry"))
        .map_or(lines.len(), |e| start + 1 + e);
    let from = lines[..start].iter().map(|l| l.len() + 1).sum::<usize>();
    let to = lines[..end]
        .iter()
        .map(|l| l.len() + 1)
        .sum::<usize>()
        .min(ptx.len());
    Some(&ptx[from..to])
}

/// Seed 003's per-caller budget of the NVIDIA model (20,000): a kernel calls 30 functions of
/// cost about 2,000 twice each. seam's `inline<model=nvidia>` stops inlining at the budget;
/// NVVM 13.5 shows no such budget: it inlines all 60 sites (each under its threshold).
#[test]
fn nvvm_shows_no_per_caller_budget_where_the_seed_has_one() {
    let Some(n) = nvvm() else { return };
    let mut text = String::from("target triple = \"nvptx64-nvidia-cuda\"\n\n");
    for j in 0..30 {
        text += &format!("define internal i32 @c{j}(i32 %x, i32 %y) {{\n");
        let mut prev = "%x".to_owned();
        for i in 0..400 {
            text += &format!("  %v{i} = mul i32 {prev}, %y\n");
            prev = format!("%v{i}");
        }
        text += &format!("  ret i32 {prev}\n}}\n\n");
    }
    text += "define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, i32 %m0, i32 %m1) {\n";
    for j in 0..30 {
        for k in 0..2 {
            text += &format!(
                "  %r{j}_{k} = call i32 @c{j}(i32 %n, i32 %m{k})\n  \
                 store volatile i32 %r{j}_{k}, ptr addrspace(1) %out\n"
            );
        }
    }
    text += "  ret void\n}\n";
    let mut m = seam::text::parse_module(&text).unwrap();
    let ours =
        seam::passes::run_pipeline(&mut m, "inline<model=nvidia>", &Default::default()).unwrap();
    let refused = ours
        .iter()
        .filter(|r| r.decision == "not-inlined" && r.reason == "budget")
        .count();
    assert!(refused > 0, "seam's nvidia model stops at its budget");
    let opts = NvvmOptions {
        remarks: true,
        print_function: Some("k".into()),
        ..NvvmOptions::default()
    };
    let out = n.compile(&nvvm_input(&text), &opts).unwrap();
    let inlined = out
        .remarks
        .iter()
        .filter(|r| r.decision == "inlined")
        .count();
    assert_eq!(inlined, 60, "{:#?}", out.remarks);
    assert!(out.remarks.iter().all(|r| r.decision == "inlined"));
}

/// `text` (LLVM 19) as NVVM IR 2.0, compiled by libNVVM's legacy front end at `opt`.
fn legacy_compile(n: &Nvvm, text: &str, opt: u8) -> Result<String, NvvmError> {
    let m = seam::text::parse_module(text).expect("a module");
    let printed = seam::nvvm::legacy::print_legacy(&m).expect("printed as NVVM IR 2.0");
    let opts = NvvmOptions {
        opt,
        latest: false,
        verify: true,
        ..NvvmOptions::default()
    };
    n.compile(&printed, &opts).map(|o| o.ptx)
}

#[test]
fn the_legacy_front_end_verifies_and_compiles_the_nvvm_ir_2_0_seam_prints() {
    let Some(n) = nvvm() else { return };
    for opt in [3, 0] {
        let ptx = legacy_compile(n, MODULE, opt).unwrap_or_else(|e| panic!("-opt={opt}: {e}"));
        assert!(
            ptx.contains("Based on NVVM 7"),
            "the legacy front end: {ptx}"
        );
        assert!(ptx.contains(".entry k"), "{ptx}");
    }
    // Without the dialect, the legacy front end refuses LLVM 19 text.
    let err = n
        .compile(
            &nvvm_input(MODULE),
            &NvvmOptions {
                latest: false,
                ..NvvmOptions::default()
            },
        )
        .unwrap_err();
    assert!(matches!(err, NvvmError::Refused { .. }), "{err}");
}

/// The reproducers of `docs/tool-bugs/nvvm-*legacy-*`: each defect still shows through the
/// legacy front end at the level it names and not at the other (when NVIDIA fixes one, this
/// fails: update the page and the campaign's known-defect name).
#[test]
fn the_known_legacy_front_end_defects_still_show() {
    let Some(n) = nvvm() else { return };
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/tool-bugs/");
    let text = std::fs::read_to_string(format!(
        "{root}nvvm-13.5-legacy-O0-v2f16-built-then-multiplied.ll"
    ))
    .expect("the reproducer");
    let err = legacy_compile(n, &text, 0).unwrap_err();
    assert!(err.to_string().contains("unsupported operation"), "{err}");
    legacy_compile(n, &text, 3).expect("-opt=3 compiles it");

    // `contract` reassociated: c + (a*b + d*e) becomes two chained fmas at -opt=3, the sum
    // kept (and nothing fused) at -opt=0.
    let text = std::fs::read_to_string(format!("{root}nvvm-legacy-O3-contract-reassociates.ll"))
        .expect("the reproducer");
    let ptx3 = legacy_compile(n, &text, 3).expect("libNVVM compiles it");
    assert_eq!(ptx3.matches("fma.rn.f32").count(), 2, "{ptx3}");
    assert!(
        !ptx3.contains("add.rn.f32") && !ptx3.contains("add.f32"),
        "{ptx3}"
    );
    let ptx0 = legacy_compile(n, &text, 0).expect("-opt=0 compiles it");
    assert!(!ptx0.contains("fma.rn.f32"), "{ptx0}");

    let text = std::fs::read_to_string(format!(
        "{root}nvvm-13.5-legacy-O0-immediate-shared-address.ll"
    ))
    .expect("the reproducer");
    let ptx = legacy_compile(n, &text, 0).expect("libNVVM compiles it");
    assert!(ptx.contains("ld.shared.u32 \t%r1, [0];"), "{ptx}");
    let Ok(ptxas) = seam::ptxas::find13() else {
        eprintln!("skipped the ptxas half: no ptxas 13.5 (scripts/setup.sh installs it)");
        return;
    };
    let opts = seam::ptxas::PtxasOptions {
        arch: "sm_90".into(),
        ..Default::default()
    };
    let err = seam::ptxas::run_with(&ptxas, &ptx, &opts).unwrap_err();
    assert!(
        err.to_string()
            .contains("Immediate addresses allowed only for .local"),
        "{err}"
    );
    let ptx3 = legacy_compile(n, &text, 3).expect("-opt=3 compiles it");
    seam::ptxas::run_with(&ptxas, &ptx3, &opts).expect("ptxas takes the -opt=3 PTX");

    let text =
        std::fs::read_to_string(format!("{root}nvvm-legacy-O3-indirect-call-of-a-symbol.ll"))
            .expect("the reproducer");
    let ptx3 = legacy_compile(n, &text, 3).expect("libNVVM compiles it");
    let err = seam::ptxas::run_with(&ptxas, &ptx3, &opts).unwrap_err();
    assert!(
        err.to_string()
            .contains("Argument 1 of instruction 'call': must be register"),
        "{err}"
    );
    let ptx0 = legacy_compile(n, &text, 0).expect("-opt=0 compiles it");
    seam::ptxas::run_with(&ptxas, &ptx0, &opts).expect("ptxas takes the -opt=0 PTX");
}
