//! The `llvm` cost model of `inline` against LLVM 19 itself: the same module through `seam opt -p
//! inline<model=llvm>` and `opt-19 -mtriple=nvptx64-nvidia-cuda
//! -passes='require<profile-summary>,inline'` must give the same decision, cost and threshold at
//! every call site LLVM reports with a cost (LLVM's `-pass-remarks`). The module exercises every
//! modelled feature: the call-site cost with `byval`, the single-block, last-call, `inlinehint`,
//! `cold`, `coldcc`, `minsize` and `optsize` adjustments, a call before `unreachable`, constant
//! arguments folding branches and switches, load elimination (across a call that only reads memory,
//! not one that writes), SROA of caller allocas (passed as they are or through a constant-index
//! `getelementptr`), a `phi` of two different constants and one whose other incoming block is dead
//! only transitively (LLVM's `findDeadBlocks`), NVPTX's free casts, what LLVM's visitors do not
//! fold, a last call to a function named in metadata, an internal function nothing reaches (not
//! visited), calls inside callees, and the exact boundaries of the default thresholds (2475 for
//! several blocks, 3712 for one: a cost equal to the threshold is not inlined).
//!
//! The test needs LLVM 19's `opt` (`$LLVM_SYS_191_PREFIX/bin/opt` or `opt-19`); without it, it
//! says so and passes.

use std::collections::BTreeMap;
use std::process::Command;

/// One decision: (caller, callee, occurrence) → (inlined, cost, threshold).
type Decisions = BTreeMap<(String, String, usize), (bool, i64, i64)>;

#[path = "inline_cost_vs_llvm/probes.rs"]
mod probes;
use probes::table_callees;

fn opt_binary() -> Option<String> {
    let mut candidates = Vec::new();
    if let Ok(prefix) = std::env::var("LLVM_SYS_191_PREFIX") {
        candidates.push(format!("{prefix}/bin/opt"));
    }
    candidates.push("opt-19".to_owned());
    candidates.push("/usr/lib/llvm-19/bin/opt".to_owned());
    candidates.into_iter().find(|c| {
        Command::new(c)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success() && String::from_utf8_lossy(&o.stdout).contains("19."))
    })
}

/// A single-block callee of `n` instructions costing 5 each (its cost at a call with one
/// argument is `5n - 35`).
fn straight(name: &str, n: usize) -> String {
    let mut s = format!("define internal i32 @{name}(i32 %x) {{\n  %v0 = add i32 %x, 1\n");
    for i in 1..n {
        s.push_str(&format!("  %v{i} = add i32 %v{}, {i}\n", i - 1));
    }
    s.push_str(&format!("  ret i32 %v{}\n}}\n\n", n - 1));
    s
}

/// A two-block callee of cost `5n - 20` at a call with one argument.
fn branchy(name: &str, n: usize) -> String {
    let mut s = format!(
        "define internal i32 @{name}(i32 %x) {{\nentry:\n  %c = icmp slt i32 %x, 0\n  br i1 %c, label %neg, label %pos\n\nneg:\n  ret i32 %x\n\npos:\n  %v0 = add i32 %x, 1\n"
    );
    for i in 1..n {
        s.push_str(&format!("  %v{i} = add i32 %v{}, {i}\n", i - 1));
    }
    s.push_str(&format!("  ret i32 %v{}\n}}\n\n", n - 1));
    s
}

fn module() -> String {
    let mut m = String::from(
        "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n\
         target triple = \"nvptx64-nvidia-cuda\"\n\n",
    );
    // Boundaries: 3712 (single block) and 2475 (several).
    m.push_str(&straight("single_at_3710", 749));
    m.push_str(&straight("single_at_3715", 750));
    m.push_str(&branchy("multi_at_2470", 498));
    m.push_str(&branchy("multi_at_2475", 499));
    m.push_str(
        r#"define internal i32 @loads(ptr %p, i32 %x) {
entry:
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  %c = add i32 %a, %b
  %d = icmp sgt i32 %c, %x
  br i1 %d, label %w, label %r

w:
  store i32 %x, ptr %p, align 4
  ret i32 %c

r:
  %e = load i32, ptr %p, align 4
  ret i32 %e
}

define internal i32 @readonly_loads(ptr %p) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  %c = add i32 %a, %b
  ret i32 %c
}

define internal i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 7, label %c ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
d:
  unreachable
}

define internal i32 @sw5(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 2, label %c
                            i32 3, label %e
                            i32 9, label %f ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
e:
  ret i32 40
f:
  ret i32 50
d:
  ret i32 0
}

define internal i32 @folds(i32 %x, i32 %k) {
entry:
  %z = icmp eq i32 %k, 3
  br i1 %z, label %cheap, label %dear

cheap:
  %s = shl i32 %k, 2
  %t = add i32 %x, %s
  ret i32 %t

dear:
  %d1 = mul i32 %x, %x
  %d2 = mul i32 %d1, %x
  %d3 = mul i32 %d2, %x
  ret i32 %d3
}

define internal i32 @calls_out(i32 %x, i32 %y) {
  %a = call i32 @ext(i32 %x, i32 %y)
  %b = call i32 @ext(i32 %a, i32 %a)
  ret i32 %b
}

define internal i32 @byv(ptr byval([40 x i32]) align 4 %a, i64 %i) {
  %p = getelementptr inbounds [40 x i32], ptr %a, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @byv_small(ptr byval([3 x i32]) align 4 %a) {
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define internal i32 @hint(i32 %x) inlinehint {
  %a = add i32 %x, 3
  ret i32 %a
}

define internal i32 @chilly(i32 %x) cold {
  %a = add i32 %x, 3
  ret i32 %a
}

define internal coldcc i32 @coldconv(i32 %x) {
  %a = add i32 %x, 4
  %b = mul i32 %a, 3
  ret i32 %b
}

define internal i32 @casts(i64 %x, ptr addrspace(1) %p) {
  %t = trunc i64 %x to i32
  %g = addrspacecast ptr addrspace(1) %p to ptr
  %i = ptrtoint ptr %g to i64
  %s = trunc i64 %i to i16
  %z = zext i16 %s to i32
  %r = add i32 %t, %z
  ret i32 %r
}

define internal i32 @small_caller(i32 %x) minsize {
  %a = call i32 @hint(i32 %x)
  %b = call coldcc i32 @coldconv(i32 %a)
  ret i32 %b
}

define internal i32 @sized_caller(i32 %x) optsize {
  %a = call coldcc i32 @coldconv(i32 %x)
  %b = call i32 @chilly(i32 %a)
  ret i32 %b
}

declare i32 @ext(i32, i32)

declare i32 @peek(i32) memory(read)

declare i32 @poke(i32) memory(readwrite)

define internal i32 @loads_around_calls(ptr %p, i32 %x) {
  %a = load i32, ptr %p, align 4
  %r = call i32 @peek(i32 %x)
  %b = load i32, ptr %p, align 4
  %ab = add i32 %a, %b
  %s = add i32 %ab, %r
  ret i32 %s
}

define internal i32 @loads_around_poke(ptr %p, i32 %x) {
  %a = load i32, ptr %p, align 4
  %r = call i32 @poke(i32 %x)
  %b = load i32, ptr %p, align 4
  %ab = add i32 %a, %b
  %s = add i32 %ab, %r
  ret i32 %s
}

define internal i32 @trunc_table(i64 %x, i16 %h) {
  %a = trunc i64 %x to i32
  %b = trunc i64 %x to i16
  %c = trunc i32 %a to i16
  %d = trunc i16 %h to i8
  %e = trunc i32 %a to i8
  %f = trunc i64 %x to i1
  %g = zext i16 %b to i32
  %i = zext i8 %d to i32
  %j = zext i8 %e to i32
  %l = zext i1 %f to i32
  %m = add i32 %g, %i
  %n = add i32 %j, %l
  %o = add i32 %m, %n
  ret i32 %o
}

define internal i32 @ptr_int(ptr %p, i32 %w) {
  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %p to i32
  %c = inttoptr i32 %w to ptr
  %d = inttoptr i64 %a to ptr
  %e = load i32, ptr %c, align 4
  %f = load i32, ptr %d, align 4
  %t = trunc i64 %a to i32
  %s = add i32 %b, %t
  %u = add i32 %e, %f
  %v = add i32 %s, %u
  ret i32 %v
}

define internal i32 @not_folded(i32 %x, i32 %y) {
  %c = icmp eq i32 %x, %x
  %s = select i1 %c, i32 %y, i32 %y
  %g = addrspacecast ptr addrspace(1) null to ptr
  %h = addrspacecast ptr %g to ptr addrspace(1)
  %a = insertvalue [2 x i32] zeroinitializer, i32 7, 1
  %b = extractvalue [2 x i32] %a, 1
  %i = add i32 %x, 0
  %r = add i32 %s, %b
  %q = add i32 %r, %i
  ret i32 %q
}

define internal i32 @into_alloca_gep(ptr %slot, i32 %x) {
  store i32 %x, ptr %slot, align 4
  %a = load i32, ptr %slot, align 4
  %p = getelementptr inbounds [3 x i32], ptr %slot, i64 0, i64 2
  store i32 %a, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  ret i32 %b
}

define internal i32 @into_alloca(ptr %slot, i32 %x) {
  store i32 %x, ptr %slot, align 4
  %a = load i32, ptr %slot, align 4
  %p = getelementptr inbounds [4 x i32], ptr %slot, i64 0, i64 2
  store i32 %a, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  ret i32 %b
}

define internal i32 @alloca_escapes(ptr %slot, i32 %x) {
  store i32 %x, ptr %slot, align 4
  %a = load i32, ptr %slot, align 4
  %r = call i32 @ext(i32 %a, i32 %a)
  %p = ptrtoint ptr %slot to i64
  %t = trunc i64 %p to i32
  %s = add i32 %r, %t
  %u = call i32 @takes_ptr(ptr %slot)
  %v = add i32 %s, %u
  ret i32 %v
}

declare i32 @takes_ptr(ptr)

define internal i32 @annotated(i32 %x) {
  %a = mul i32 %x, 3
  ret i32 %a
}

define internal i32 @phi_two_consts(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b

a:
  br label %join

b:
  br label %join

join:
  %r = phi i32 [ 1, %a ], [ 2, %b ]
  %t = add i32 %r, 5
  %u = mul i32 %t, %x
  ret i32 %u
}

define internal i32 @phi_dead_chain(i32 %x, i1 %c) {
entry:
  br i1 %c, label %fast, label %slow

fast:
  br label %join

slow:
  %s1 = mul i32 %x, 3
  br label %slow2

slow2:
  %s2 = mul i32 %s1, 7
  br label %join

join:
  %r = phi i32 [ 1, %fast ], [ %s2, %slow2 ]
  %t = add i32 %r, 5
  %u = mul i32 %t, %x
  ret i32 %u
}

define internal i32 @dead_caller(i32 %x) {
  %a = call i32 @annotated(i32 %x)
  ret i32 %a
}

define void @k(ptr %p, i32 %x, i64 %i, ptr addrspace(1) %g) {
entry:
  %arr = alloca [40 x i32], align 4
  %small = alloca [3 x i32], align 4
  %r0 = call i32 @single_at_3710(i32 %x)
  %r1 = call i32 @single_at_3710(i32 %r0)
  %r2 = call i32 @single_at_3715(i32 %x)
  %r3 = call i32 @single_at_3715(i32 %r1)
  %r4a = call i32 @multi_at_2470(i32 %x)
  %r4 = call i32 @multi_at_2470(i32 %r4a)
  %r5 = call i32 @multi_at_2475(i32 %x)
  %r6 = call i32 @multi_at_2475(i32 %r4)
  %r7 = call i32 @loads(ptr %p, i32 %x)
  %r8 = call i32 @loads(ptr %p, i32 %r7)
  %r9 = call i32 @readonly_loads(ptr %p)
  %r10 = call i32 @readonly_loads(ptr %p)
  %r11 = call i32 @sw(i32 %x)
  %r12 = call i32 @sw(i32 7)
  %r13 = call i32 @sw5(i32 %x)
  %r14 = call i32 @sw5(i32 %x)
  %r15 = call i32 @folds(i32 %x, i32 3)
  %r16 = call i32 @folds(i32 %x, i32 %r15)
  %r17 = call i32 @folds(i32 %x, i32 4)
  %r18 = call i32 @calls_out(i32 %x, i32 %r17)
  %r19 = call i32 @calls_out(i32 %x, i32 %r18)
  %r20 = call i32 @byv(ptr byval([40 x i32]) align 4 %arr, i64 %i)
  %r21 = call i32 @byv(ptr byval([40 x i32]) align 4 %arr, i64 %i)
  %r22 = call i32 @byv_small(ptr byval([3 x i32]) align 4 %small)
  %r23 = call i32 @byv_small(ptr byval([3 x i32]) align 4 %small)
  %r24 = call i32 @small_caller(i32 %x)
  %r25 = call i32 @sized_caller(i32 %x)
  %r26 = call i32 @casts(i64 %i, ptr addrspace(1) %g)
  %r27 = call i32 @casts(i64 %i, ptr addrspace(1) %g)
  %h16 = trunc i64 %i to i16
  %r28 = call i32 @trunc_table(i64 %i, i16 %h16)
  %r29 = call i32 @trunc_table(i64 %i, i16 %h16)
  %r30 = call i32 @ptr_int(ptr %p, i32 %x)
  %r31 = call i32 @ptr_int(ptr %p, i32 %r30)
  %r32 = call i32 @not_folded(i32 %x, i32 %r31)
  %r33 = call i32 @not_folded(i32 %r32, i32 %x)
  %four = alloca [4 x i32], align 4
  %r34 = call i32 @into_alloca(ptr %four, i32 %x)
  %r35 = call i32 @into_alloca(ptr %four, i32 %r34)
  %r36 = call i32 @alloca_escapes(ptr %four, i32 %x)
  %r37 = call i32 @alloca_escapes(ptr %four, i32 %r36)
  %four1 = getelementptr inbounds [4 x i32], ptr %four, i32 0, i32 1
  %r43 = call i32 @into_alloca_gep(ptr %four1, i32 %x)
  %r44 = call i32 @into_alloca_gep(ptr %four1, i32 %r43)
  %r45 = call i32 @loads_around_calls(ptr %p, i32 %x)
  %r46 = call i32 @loads_around_calls(ptr %p, i32 %r45)
  %r47 = call i32 @loads_around_poke(ptr %p, i32 %r46)
  %r48 = call i32 @loads_around_poke(ptr %p, i32 %r47)
  %r38 = call i32 @annotated(i32 %r37)
  %cx = icmp sgt i32 %x, 3
  %r39 = call i32 @phi_two_consts(i32 %x, i1 %cx)
  %r40 = call i32 @phi_two_consts(i32 %r39, i1 %cx)
  %r41 = call i32 @phi_dead_chain(i32 %x, i1 true)
  %r42 = call i32 @phi_dead_chain(i32 %r41, i1 true)
  %s1 = add i32 %r2, %r3
  %s2 = add i32 %s1, %r5
  %s3 = add i32 %s2, %r6
  %s4 = add i32 %s3, %r8
  %s5 = add i32 %s4, %r10
  %s6 = add i32 %s5, %r9
  %s7 = add i32 %s6, %r11
  %s8 = add i32 %s7, %r12
  %s9 = add i32 %s8, %r13
  %s10 = add i32 %s9, %r14
  %s11 = add i32 %s10, %r16
  %s12 = add i32 %s11, %r19
  %s13 = add i32 %s12, %r20
  %s14 = add i32 %s13, %r21
  %s15 = add i32 %s14, %r22
  %s16 = add i32 %s15, %r23
  %s17 = add i32 %s16, %r24
  %s18 = add i32 %s17, %r25
  %s19 = add i32 %s18, %r26
  %s20 = add i32 %s19, %r27
  %s21 = add i32 %s20, %r29
  %s22 = add i32 %s21, %r28
  %s23 = add i32 %s22, %r33
  %s24 = add i32 %s23, %r35
  %s25a = add i32 %s24, %r38
  %s25b = add i32 %s25a, %r40
  %s25c = add i32 %s25b, %r42
  %s25d = add i32 %s25c, %r44
  %s25 = add i32 %s25d, %r48
  store i32 %s25, ptr %p, align 4
  %stop = icmp eq i32 %s25, 12345
  br i1 %stop, label %die, label %done

die:
  %h = call i32 @hint(i32 %s25)
  store i32 %h, ptr %p, align 4
  unreachable

done:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"maxntidx", i32 64}
"#,
    );
    m
}

/// Adds one decision, numbering repeated (caller, callee) pairs.
fn add(d: &mut Decisions, caller: &str, callee: &str, v: (bool, i64, i64)) {
    let mut n = 0;
    while d.contains_key(&(caller.to_owned(), callee.to_owned(), n)) {
        n += 1;
    }
    d.insert((caller.to_owned(), callee.to_owned(), n), v);
}

/// LLVM's remarks: `'g' inlined into 'f' with (cost=C, threshold=T)` and `'g' not inlined
/// into 'f' because too costly to inline (cost=C, threshold=T)`.
fn llvm_decisions(stderr: &str) -> Decisions {
    let mut d = Decisions::new();
    for line in stderr.lines() {
        let Some(rest) = line.split("remark: <unknown>:0:0: '").nth(1) else {
            continue;
        };
        let Some((callee, rest)) = rest.split_once('\'') else {
            continue;
        };
        let inlined = rest.starts_with(" inlined into '");
        let Some(rest) = rest
            .strip_prefix(" inlined into '")
            .or_else(|| rest.strip_prefix(" not inlined into '"))
        else {
            continue;
        };
        let Some((caller, rest)) = rest.split_once('\'') else {
            continue;
        };
        let num = |key: &str| -> Option<i64> {
            let at = rest.find(key)? + key.len();
            let tail = &rest[at..];
            let end = tail.find([',', ')']).unwrap_or(tail.len());
            tail[..end].parse().ok()
        };
        if let (Some(c), Some(t)) = (num("cost="), num("threshold=")) {
            add(&mut d, caller, callee, (inlined, c, t));
        }
    }
    d
}

fn seam_decisions(remarks: &[seam::passes::Remark]) -> Decisions {
    let mut d = Decisions::new();
    for r in remarks.iter().filter(|r| r.pass == "inline") {
        let (Some(callee), Some(c), Some(t)) =
            (r.value("callee"), r.value("cost"), r.value("threshold"))
        else {
            continue;
        };
        let callee = callee.trim_start_matches('@');
        add(
            &mut d,
            &r.function,
            callee,
            (
                r.decision == "inlined",
                c.parse().unwrap(),
                t.parse().unwrap(),
            ),
        );
    }
    d
}

#[test]
fn llvm_model_matches_llvm_19() {
    let Some(opt) = opt_binary() else {
        eprintln!("skipped: LLVM 19's opt not found (install llvm-19: scripts/setup.sh)");
        return;
    };
    let text = module();
    let dir = std::env::temp_dir().join(format!("seam-inline-cost-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("m.ll");
    std::fs::write(&path, &text).unwrap();
    let out = Command::new(&opt)
        .args([
            "-mtriple=nvptx64-nvidia-cuda",
            "-passes=require<profile-summary>,inline",
            "-pass-remarks=inline",
            "-pass-remarks-missed=inline",
            "-disable-output",
        ])
        .arg(&path)
        .output()
        .expect("opt runs");
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "opt failed:\n{stderr}");
    let theirs = llvm_decisions(&stderr);

    let mut m = seam::text::parse_module(&text).unwrap();
    let remarks =
        seam::passes::run_pipeline(&mut m, "inline<model=llvm>", &Default::default()).unwrap();
    let ours = seam_decisions(&remarks);
    assert!(
        theirs.len() >= 30,
        "LLVM reported only {} decisions:\n{stderr}",
        theirs.len()
    );
    let mut diffs = Vec::new();
    for (k, v) in &theirs {
        match ours.get(k) {
            Some(o) if o == v => {}
            other => diffs.push(format!("{k:?}: LLVM {v:?}, seam {other:?}")),
        }
    }
    for k in ours.keys().filter(|k| !theirs.contains_key(*k)) {
        diffs.push(format!("{k:?}: seam {:?}, LLVM reports none", ours[k]));
    }
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
    eprintln!(
        "{} call sites: seam's decision, cost and threshold equal LLVM 19's",
        theirs.len()
    );
    // The boundaries are where the test says they are.
    let at = |callee: &str| theirs[&("k".to_owned(), callee.to_owned(), 0)];
    assert_eq!(at("single_at_3710"), (true, 3710, 3712));
    assert_eq!(at("single_at_3715"), (false, 3715, 3712));
    assert_eq!(at("multi_at_2470"), (true, 2470, 2475));
    assert_eq!(at("multi_at_2475"), (false, 2475, 2475));
}

/// Callees whose cost depends on what LLVM's analysis folds beyond constant arguments:
/// InstSimplify's identities, reassociation, distribution and threading over `select`/`phi`,
/// known bits (shift amounts, divisors, dividends below their divisor, recurrences), sign bits,
/// `half`/`bfloat`/`float` and vector constant folding, intrinsic folding, ephemeral values,
/// `select` as LLVM's visitor decides it, base-plus-offset pointers, and a literal constant
/// branch condition (both successors stay live).
/// Hand-written in `inline_cost_vs_llvm/folds.ll`; the table-built callees in `probes.rs`.
fn folds_module() -> String {
    let text = include_str!("inline_cost_vs_llvm/folds.ll");
    text.to_owned() + "\n" + &table_callees()
}

/// `print<inline-cost>`'s sites: (caller, callee, occurrence) → (cost, threshold).
fn printed_costs(stderr: &str) -> BTreeMap<(String, String, usize), (i64, i64)> {
    let mut out = BTreeMap::new();
    let mut site: Option<(String, String)> = None;
    let mut cost = None;
    for l in stderr.lines() {
        let t = l.trim();
        if let Some(rest) = t.strip_prefix("Analyzing call of ")
            && let Some((callee, rest)) = rest.split_once("... (caller:")
        {
            site = Some((rest.trim_end_matches(')').to_owned(), callee.to_owned()));
        } else if let Some(c) = t.strip_prefix("Cost: ") {
            cost = Some(c.parse::<i64>().expect("a cost is a number"));
        } else if let Some(th) = t.strip_prefix("Threshold: ")
            && let Some(c) = cost.take()
            && let Some((caller, callee)) = site.take()
        {
            let mut n = 0;
            while out.contains_key(&(caller.clone(), callee.clone(), n)) {
                n += 1;
            }
            out.insert(
                (caller, callee, n),
                (c, th.parse().expect("a threshold is a number")),
            );
        }
    }
    out
}

#[test]
fn inline_cost_pass_costs_what_llvm_19_prints() {
    let Some(opt) = opt_binary() else {
        eprintln!("skipped: LLVM 19's opt not found (install llvm-19: scripts/setup.sh)");
        return;
    };
    for (name, text) in [("folds", folds_module()), ("model", module())] {
        let dir =
            std::env::temp_dir().join(format!("seam-inline-cost-print-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.ll"));
        std::fs::write(&path, &text).unwrap();
        let out = Command::new(&opt)
            .args([
                "-mtriple=nvptx64-nvidia-cuda",
                "-passes=require<profile-summary>,print<inline-cost>",
                "-disable-output",
            ])
            .arg(&path)
            .output()
            .expect("opt runs");
        let _ = std::fs::remove_dir_all(&dir);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "opt failed on {name}:\n{stderr}");
        let theirs = printed_costs(&stderr);

        let mut m = seam::text::parse_module(&text).unwrap();
        // The printer applies no target multiplier: its thresholds are the inliner's with 1.
        let remarks = seam::passes::run_pipeline(
            &mut m,
            "inline-cost<threshold-multiplier=1>",
            &Default::default(),
        )
        .unwrap();
        let mut ours = BTreeMap::new();
        for r in remarks.iter().filter(|r| r.pass == "inline-cost") {
            let callee = r
                .value("callee")
                .unwrap()
                .trim_start_matches('@')
                .to_owned();
            let mut n = 0;
            while ours.contains_key(&(r.function.clone(), callee.clone(), n)) {
                n += 1;
            }
            let num = |k: &str| r.value(k).unwrap().parse::<i64>().unwrap();
            ours.insert(
                (r.function.clone(), callee, n),
                (num("cost"), num("threshold")),
            );
        }
        assert!(
            theirs.len() >= 18,
            "LLVM printed only {} sites for {name}",
            theirs.len()
        );
        // The printer charges `trunc i16 to i8` (5), the inliner does not (0: the test above);
        // seam models the inliner.
        let printer_only = |k: &(String, String, usize)| k.1 == "trunc_table";
        let diffs: Vec<String> = theirs
            .iter()
            .filter(|(k, _)| !printer_only(k))
            .filter(|(k, v)| ours.get(*k) != Some(*v))
            .map(|(k, v)| format!("{k:?}: LLVM {v:?}, seam {:?}", ours.get(k)))
            .chain(
                ours.keys()
                    .filter(|k| !theirs.contains_key(*k))
                    .map(|k| format!("{k:?}: seam only")),
            )
            .collect();
        assert!(diffs.is_empty(), "{name}:\n{}", diffs.join("\n"));
        if name == "model" {
            let k = ("k".to_owned(), "trunc_table".to_owned(), 0);
            assert_eq!(
                theirs[&k].0 - ours[&k].0,
                5,
                "the printer's one trunc i16 to i8"
            );
        }
        eprintln!(
            "{name}: {} call sites have the cost and threshold LLVM 19 prints",
            theirs.len()
        );
    }
}
