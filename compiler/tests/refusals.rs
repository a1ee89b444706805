//! The passes that refuse a module by design (`inline-all`, `remove-non-entrypoints`) refuse
//! it before running, as a refusal (`Ran::Refused`, not a finding for the campaign), and never
//! as an error; and a module they accept runs to the end.

use seam::passes::{Ran, parse_pipeline, run_specs_or_refuse};

const HEADER: &str = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n\
                      target triple = \"nvptx64-nvidia-cuda\"\n";

/// A kernel that calls `@f` (a device function that stores 1).
const CALLS: &str = r#"
define void @f(ptr addrspace(1) %out) {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  call void @f(ptr addrspace(1) %out)
  ret void
}
"#;

/// A kernel that calls a function that calls itself.
const RECURSION: &str = r#"
define void @r(ptr addrspace(1) %out, i32 %n) {
entry:
  %done = icmp eq i32 %n, 0
  br i1 %done, label %exit, label %again
again:
  %m = sub i32 %n, 1
  call void @r(ptr addrspace(1) %out, i32 %m)
  br label %exit
exit:
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  call void @r(ptr addrspace(1) %out, i32 3)
  ret void
}
"#;

/// Two kernels: no entry point without `entry=`.
const TWO_KERNELS: &str = r#"
define ptx_kernel void @k1(ptr addrspace(1) %out) {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out) {
entry:
  store i32 2, ptr addrspace(1) %out, align 4
  ret void
}
"#;

fn run(body: &str, pipeline: &str) -> Ran {
    let mut m = seam::text::parse_module(&format!("{HEADER}{body}")).unwrap();
    let specs = parse_pipeline(pipeline).unwrap();
    match run_specs_or_refuse(&mut m, &specs, &Default::default()) {
        Ok(ran) => ran,
        Err(e) => panic!("{pipeline}: an error, not a refusal: {e}"),
    }
}

fn refused(body: &str, pipeline: &str, pass: &str, why: &str) {
    match run(body, pipeline) {
        Ran::Refused { pass: p, why: w } => {
            assert_eq!(p, pass, "{pipeline}");
            assert!(w.contains(why), "{pipeline}: refused because {w}");
        }
        other => panic!("{pipeline}: ran ({other:?}), not refused"),
    }
}

#[test]
fn remove_non_entrypoints_refuses_an_entry_that_still_calls() {
    refused(
        CALLS,
        "remove-non-entrypoints",
        "remove-non-entrypoints",
        "run inline-all first",
    );
    refused(
        TWO_KERNELS,
        "remove-non-entrypoints",
        "remove-non-entrypoints",
        "name the entry point",
    );
    // After inline-all, the entry calls nothing: it runs.
    assert!(matches!(
        run(CALLS, "inline-all,remove-non-entrypoints"),
        Ran::Done(_)
    ));
}

#[test]
fn inline_all_refuses_recursion_and_a_missing_entry_point() {
    refused(RECURSION, "inline-all", "inline-all", "recurs");
    refused(
        TWO_KERNELS,
        "inline-all",
        "inline-all",
        "name the entry point",
    );
    refused(
        RECURSION,
        "inline-all,remove-non-entrypoints",
        "inline-all",
        "recurs",
    );
}
