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
