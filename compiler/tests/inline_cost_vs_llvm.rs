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
/// A callee that computes each of `shapes` (an instruction on constants, and the width of its
/// result: 8, 32 or 64 bits, or `None` for a `float`) as an `i32` and `or`s it with its
/// argument, results unused: the `or` is free exactly where LLVM folds the shape to `poison` or
/// to 0.
fn dead_poison_callee(name: &str, shapes: &[(&str, Option<u32>)]) -> String {
    let mut t = format!("define internal i32 @{name}(i32 %x) {{\n");
    for (i, (shape, width)) in shapes.iter().enumerate() {
        t += &format!("  %p{i} = {shape}\n");
        let v = match width {
            None => format!("  %z{i} = bitcast float %p{i} to i32\n"),
            Some(w) if *w < 32 => format!("  %z{i} = zext i{w} %p{i} to i32\n"),
            Some(w) if *w > 32 => format!("  %z{i} = trunc i{w} %p{i} to i32\n"),
            Some(_) => String::new(),
        };
        let z = if v.is_empty() { "p" } else { "z" };
        t += &v;
        t += &format!("  %d{i} = or i32 %{z}{i}, %x\n");
    }
    t + "  %e = add i32 %x, 1\n  ret i32 %e\n}\n"
}

/// `@known_probes(i32 %a, i32 %b, i1 %c)`: each probe a value built from the arguments and one
/// instruction on it that InstSimplify folds exactly where LLVM's known bits, sign bits or
/// ranges bound it (`udiv`/`sdiv` by a constant: `isDivZero`; `ashr` of sign bits), on both
/// sides of each rule: products of masked values (`KnownBits::mul`'s high zeros) and of values
/// with known low bits (its low bits); a strictly positive value divided by a negative one
/// (`KnownBits::sdiv`, which needs `LHS >= -RHS`); chains of `select`s of small constants
/// (`computeConstantRange` stops at the analysis depth limit); `extractelement` of an
/// `insertelement` at an index in range or out of it (where LLVM demands the element and
/// every lane of the vector); a divisor `select` (`threadCmpOverSelect` on the right); a
/// `zext` compared through to its source; the sign bits of a constant vector's lanes; `float`
/// products with an infinity or of two `uitofp`s, whose sign `fpext` keeps only when they
/// cannot be a NaN (`computeKnownFPClass`), and a sum that may be a NaN; a shift amount
/// `isKnownNonZero` proves nonzero (an `lshr exact` of a nonzero value; `isNonZeroShift`: a
/// known one bit that survives the largest amount, or only known zeros shifted out; `shl` of
/// an odd value, `lshr` of a negative one); `X * Y / Y` by the product's flags; a negative
/// value over a negative divisor that may be -1 (`MIN / -1` taken as `MAX`); and the low bit
/// of an `exact` quotient; a shift of an `i24` by an amount whose known bits allow more than
/// the width; and `add`/`sub` chains whose `nsw`/`nuw` fix the sign of a sign-extended
/// dividend, within and past the depth limit; a `sub nsw` whose signed bounds are all negative;
/// a shift amount a `select`'s condition keeps nonzero (below the width and at it); and a shift
/// by an amount folded to the width (poison before "all low bits zero"). Each rule's mutants in `docs/mutants.md` change
/// one of these costs.
fn known_probes() -> String {
    // Each probe's lines; `#` starts the next probe.
    let mut t = String::new();
    let mut line = |l: String| t += &format!("  {l}\n");
    // Products of masked values, then a division by a bound the product does or does not stay
    // below.
    for (i, (ma, mb, d)) in [
        (15, 15, 256),
        (15, 15, 225),
        (7, 31, 256),
        (255, 255, 65536),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line(format!("%pa{i} = and i32 %a, {ma}"));
        line(format!("%pb{i} = and i32 %b, {mb}"));
        line(format!("%pm{i} = mul i32 %pa{i}, %pb{i}"));
        line(format!("%pq{i} = udiv i32 %pm{i}, {d}"));
    }
    // Products of `16a + oa` and `16b + ob`: their low four bits are known.
    for (i, (oa, ob, m, d)) in [(1, 3, 15, 4), (1, 3, 15, 3), (5, 7, 15, 4), (1, 3, 7, 4)]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%ka{i} = shl i32 %a, 4"));
        line(format!("%kb{i} = or i32 %ka{i}, {oa}"));
        line(format!("%kc{i} = shl i32 %b, 4"));
        line(format!("%kd{i} = or i32 %kc{i}, {ob}"));
        line(format!("%km{i} = mul i32 %kb{i}, %kd{i}"));
        line(format!("%kn{i} = and i32 %km{i}, {m}"));
        line(format!("%kq{i} = udiv i32 %kn{i}, {d}"));
    }
    // A strictly positive dividend in [lo, lo + mask] over a divisor in [-8, -5]: known
    // negative where the dividend's least is at least 8, so its complement is small.
    for (i, (lo, mask, d)) in [(256, 255, 128), (8, 7, 8), (4, 3, 8), (256, 255, 127)]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%sa{i} = and i32 %a, {mask}"));
        line(format!("%sb{i} = or i32 %sa{i}, {lo}"));
        line(format!("%sc{i} = and i32 %b, 3"));
        line(format!("%sd{i} = or i32 %sc{i}, -8"));
        line(format!("%se{i} = sdiv i32 %sb{i}, %sd{i}"));
        line(format!("%sf{i} = xor i32 %se{i}, -1"));
        line(format!("%sq{i} = udiv i32 %sf{i}, {d}"));
    }
    // `select` chains of 1..=12 constants below 50 over a value below 32, divided by 100.
    for n in 1..=12 {
        line("#".to_owned());
        line(format!("%ch{n}_0 = and i32 %a, 31"));
        for k in 1..=n {
            line(format!(
                "%ch{n}_{k} = select i1 %c, i32 {}, i32 %ch{n}_{}",
                3 * k,
                k - 1
            ));
        }
        line(format!("%cq{n} = sdiv i32 %ch{n}_{n}, 100"));
    }
    // Lane 0 of an `insertelement` (of a small value or of `%a`) into `<%a, 0>` or zeros.
    let inserts = [
        ("%xv", "%ia", 1, 0),
        ("%xv", "%ia", 1, 1),
        ("%xv", "%ia", 2, 0),
        ("%xv", "%ia", 64, 0),
        ("zeroinitializer", "%a", 2, 0),
        ("zeroinitializer", "%a", 64, 0),
        ("zeroinitializer", "%ia", 1, 1),
        ("zeroinitializer", "%a", 1, 0),
    ];
    for (i, (vec, elt, idx, lane)) in inserts.iter().enumerate() {
        line("#".to_owned());
        line(format!(
            "%xi{i} = insertelement <2 x i32> {vec}, i32 {elt}, i64 {idx}"
        ));
        line(format!(
            "%xe{i} = extractelement <2 x i32> %xi{i}, i64 {lane}"
        ));
        line(format!("%xq{i} = udiv i32 %xe{i}, 8"));
    }
    // A value below 8 divided by a `select` of two divisors.
    for (i, (x, y)) in [(8, 16), (8, 4), (16, 8)].iter().enumerate() {
        line("#".to_owned());
        line(format!("%ts{i} = select i1 %c, i32 {x}, i32 {y}"));
        line(format!("%tq{i} = udiv i32 %ia, %ts{i}"));
    }
    // `zext` of a masked `i8`, divided by a bound it does or does not stay below.
    for (i, (m, d)) in [(63, 100), (127, 100), (63, 64)].iter().enumerate() {
        line("#".to_owned());
        line(format!("%z8{i} = trunc i32 %a to i8"));
        line(format!("%zm{i} = and i8 %z8{i}, {m}"));
        line(format!("%zx{i} = zext i8 %zm{i} to i32"));
        line(format!("%zq{i} = sdiv i32 %zx{i}, {d}"));
    }
    // A lane of a constant vector (at a variable index), shifted right by anything.
    for (i, vec) in ["<i32 0, i32 -1>", "<i32 0, i32 5>", "<i32 5, i32 0>"]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%ge{i} = extractelement <2 x i32> {vec}, i32 %a"));
        line(format!("%gr{i} = ashr i32 %ge{i}, %b"));
    }
    // A positive `float` times +inf (a NaN when it is 0), 2.0 or -inf, widened and read as
    // an integer: below 2^63 exactly when its sign is known.
    for (i, k) in ["0x7FF0000000000000", "2.0", "0xFFF0000000000000"]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%fo{i} = or i32 %a, 1"));
        line(format!("%fu{i} = uitofp i32 %fo{i} to float"));
        line(format!("%fm{i} = fmul float %fu{i}, {k}"));
        line(format!("%fe{i} = fpext float %fm{i} to double"));
        line(format!("%fb{i} = bitcast double %fe{i} to i64"));
        line(format!("%fq{i} = udiv i64 %fb{i}, -9223372036854775808"));
    }
    // A product of two `uitofp`s (never infinite, so never NaN: its sign survives `fpext`),
    // and a sum with a product that may be NaN (0 * inf): never negative, but its sign bit is
    // not known.
    line("#".to_owned());
    for l in [
        "%ua = uitofp i32 %a to float",
        "%ub = uitofp i32 %b to float",
        "%um = fmul float %ua, %ub",
        "%ue = fpext float %um to double",
        "%uc = bitcast double %ue to i64",
        "%uq = udiv i64 %uc, -9223372036854775808",
        "%ni = fmul float %ua, 0x7FF0000000000000",
        "%ns = fadd float %ni, %ub",
        "%nt = bitcast float %ns to i32",
        "%nq = udiv i32 %nt, -2147483648",
    ] {
        line(l.to_owned());
    }
    // A shift by an amount below the width that `isKnownNonZero` proves nonzero (`lshr exact`
    // of a nonzero value) clears the low bit, so a shift by that bit does nothing; without
    // `exact`, the amount can be 0.
    for (i, exact) in ["exact ", ""].iter().enumerate() {
        line("#".to_owned());
        line(format!("%za{i} = and i32 %b, 8"));
        line(format!("%zb{i} = or i32 %za{i}, 4"));
        line(format!("%zc{i} = lshr {exact}i32 %zb{i}, %a"));
        line(format!("%zd{i} = shl i32 %b, %zc{i}"));
        line(format!("%ze{i} = and i32 %zd{i}, 1"));
        line(format!("%zf{i} = lshr i32 %a, %ze{i}"));
    }
    // The low bit of an `exact` quotient: odd exactly when the dividend is (`divComputeLowBit`),
    // so a shift by the complement of that bit does nothing.
    for (i, (x, op)) in [
        ("%a", "udiv"),
        ("%do", "udiv"),
        ("%do", "sdiv"),
        ("%a", "sdiv"),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line(format!("%dq{i} = {op} exact i32 {x}, %b"));
        line(format!("%dr{i} = and i32 %dq{i}, 1"));
        line(format!("%ds{i} = xor i32 %dr{i}, 1"));
        line(format!("%dt{i} = lshr i32 %b, %ds{i}"));
    }
    // A shift whose amount `isNonZeroShift` proves nonzero without `exact`: `4 >> (a & 1)` keeps
    // a known one bit; `shl` of an odd value and `lshr` of a negative one are nonzero whatever
    // the amount (here kept below the width, so that the outer shift asks); `(b & 8 | 4) >>
    // (a & 7)` may shift every bit out; `(b << 4 | 16) >> (a & 3)` shifts out only known zeros
    // of a nonzero value.
    for (i, v) in [
        "lshr i32 4, %nm",
        "shl i32 1, %nm3",
        "lshr i32 %ng, %nr",
        "lshr i32 %nb, %n7",
        "lshr i32 %nc, %nm3",
        "lshr i32 %nd, %nm3",
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        for l in [
            "%nm = and i32 %a, 1",
            "%n7 = and i32 %a, 7",
            "%nm3 = and i32 %a, 3",
            "%ng = or i32 %b, -2147483648",
            "%nr = or i32 %nm3, 28",
            "%na = and i32 %b, 8",
            "%nb = or i32 %na, 4",
            "%nk = shl i32 %b, 4",
            "%nc = or i32 %nk, 16",
            "%nd = or i32 %nk, 1",
        ] {
            line(l.to_owned());
        }
        line(format!("%nz{i} = {v}"));
        line(format!("%ny{i} = shl i32 %b, %nz{i}"));
        line(format!("%nx{i} = and i32 %ny{i}, 1"));
        line(format!("%nw{i} = lshr i32 %a, %nx{i}"));
    }
    // `X * Y / Y` is `X` (and `X * Y % Y` is 0) when the product cannot wrap: `nuw` for
    // unsigned, `nsw` for signed, or `X` itself a quotient by `Y`; without them it stays.
    for (i, (mul, op)) in [
        ("mul nuw i32 %a, %mb", "udiv"),
        ("mul nuw i32 %mb, %a", "urem"),
        ("mul nsw i32 %a, %mb", "sdiv"),
        ("mul nsw i32 %a, %mb", "udiv"),
        ("mul nuw i32 %a, %mb", "sdiv"),
        ("mul i32 %mq, %mb", "udiv"),
        ("mul i32 %a, %mb", "srem"),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line("%mb = or i32 %b, 1".to_owned());
        line("%mq = udiv i32 %a, %mb".to_owned());
        line(format!("%mp{i} = {mul}"));
        line(format!("%md{i} = {op} i32 %mp{i}, %mb"));
    }
    // A negative value (at most `MIN | 3`) over a negative divisor that may be -1 (`MIN / -1`,
    // which LLVM's `KnownBits::sdiv` takes as `MAX`) or cannot be: the quotient's sign bit,
    // divided out.
    for (i, d) in ["%sn", "%so"].iter().enumerate() {
        line("#".to_owned());
        line("%sl = and i32 %a, 3".to_owned());
        line("%sm = or i32 %sl, -2147483648".to_owned());
        line("%sn = or i32 %b, -2147483648".to_owned());
        line("%so = and i32 %sn, -2".to_owned());
        line(format!("%sg{i} = sdiv i32 %sm, {d}"));
        line(format!("%sh{i} = udiv i32 %sg{i}, -2147483648"));
    }
    // A shift of an `i24` (a width that is not a power of two: the largest amount LLVM tries
    // is the width less one, not what the amount's low bits allow) by 17 or 25 (where 25 is
    // not tried, bit 0 is known one) or by 16 or 17 (not known).
    for (i, (m, k)) in [(8, 17), (1, 16)].iter().enumerate() {
        line("#".to_owned());
        line(format!("%wx{i} = trunc i32 %a to i24"));
        line(format!("%wy{i} = trunc i32 %b to i24"));
        line(format!("%wv{i} = or i24 %wx{i}, -131072"));
        line(format!("%wm{i} = and i24 %wy{i}, {m}"));
        line(format!("%wa{i} = or i24 %wm{i}, {k}"));
        line(format!("%ws{i} = lshr i24 %wv{i}, %wa{i}"));
        line(format!("%wt{i} = and i24 %ws{i}, 1"));
        line(format!("%wu{i} = xor i24 %wt{i}, 1"));
        line(format!("%ww{i} = lshr i24 %wy{i}, %wu{i}"));
    }
    // `ashr` of a vector built lane by lane: all sign bits when every lane's known bits say so
    // (a remainder by 1), not when only `ComputeNumSignBits` would (`ashr x, 31`: LLVM does
    // not count sign bits through `insertelement`).
    for (i, e) in ["urem i32 7, %vo", "ashr i32 %a, 31"].iter().enumerate() {
        line("#".to_owned());
        line("%vo = or i32 1, 1".to_owned());
        line(format!("%ve{i} = {e}"));
        line(format!(
            "%vv{i} = insertelement <2 x i32> poison, i32 %ve{i}, i64 0"
        ));
        line(format!(
            "%vw{i} = insertelement <2 x i32> %vv{i}, i32 %ve{i}, i64 1"
        ));
        line(format!("%vs{i} = ashr <2 x i32> %vw{i}, <i32 31, i32 31>"));
    }
    // `add`/`sub` with `nsw`/`nuw` over a non-negative `i16` (`KnownBits::computeForAddSub`:
    // the flags fix the sign and the bits below it), chains of 3 to 6 deep (the known bits'
    // depth limit), then sign-extended, straight or through a `select` with 0, and divided by
    // a constant no `i16` sign-extends to (`isDivZero`; past the depth, only comparing the
    // `i16` itself with 0 sees its sign: `simplifyICmpInst`'s recursion through a cast).
    for (i, (op, k, n, sel, d)) in [
        ("add nsw", 1, 4, false, 52739),
        ("add nsw", 1, 5, true, 52739),
        ("add nsw", 1, 6, true, 52739),
        ("add nuw nsw", 1, 4, true, 52739),
        ("add nuw", 1, 4, true, 52739),
        ("sub nsw", 1, 4, true, 52739),
        ("sub nuw nsw", 1, 4, false, 3000),
        ("add nuw nsw", 1000, 4, false, 40000),
        ("add nuw", 1000, 5, false, 40000),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line(format!("%ft{i} = trunc i32 %a to i16"));
        line(format!("%fl{i} = lshr i16 %ft{i}, 4"));
        let mut prev = format!("%fl{i}");
        for j in 0..*n {
            line(format!("%fa{i}_{j} = {op} i16 {prev}, {k}"));
            prev = format!("%fa{i}_{j}");
        }
        if *sel {
            line(format!("%fs{i} = select i1 %c, i16 {prev}, i16 0"));
            prev = format!("%fs{i}");
        }
        line(format!("%fe{i} = sext i16 {prev} to i32"));
        line(format!("%fq{i} = udiv i32 %fe{i}, {d}"));
    }
    // `sub nsw` of a small value from one just above the smallest `i32`: only the flag's
    // signed bounds (all negative) fix the sign and the zeros below it, so the quotient by a
    // constant just above the largest difference is 0 (and not one below it, nor without
    // the flag).
    for (i, (flag, d)) in [
        ("nsw", -2147483632i64),
        ("nsw", -2147483633),
        ("", -2147483632),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line(format!("%nm{i} = and i32 %a, 15"));
        line(format!("%nl{i} = or i32 %nm{i}, -2147483648"));
        line(format!("%nn{i} = and i32 %a, 7"));
        line(format!("%ns{i} = sub {flag} i32 %nl{i}, %nn{i}"));
        line(format!("%nq{i} = udiv i32 %ns{i}, {d}"));
    }
    // ... an odd one, whose known low bit (kept with the flag's sign bit) flipped shifts by 0;
    line("#".to_owned());
    line("%om = and i32 %a, 14".to_owned());
    line("%ol = or i32 %om, -2147483647".to_owned());
    line("%on = and i32 %a, 6".to_owned());
    line("%os = sub nsw i32 %ol, %on".to_owned());
    line("%ot = and i32 %os, 1".to_owned());
    line("%ou = xor i32 %ot, 1".to_owned());
    line("%or = lshr i32 %b, %ou".to_owned());
    // `sub nuw` that may borrow for its known bits alone, bounded by the flag (0 by 16, not
    // by 15, nothing without the flag); and `sub nsw` in `[MIN, MIN + 1]`, whose low bit is
    // not known (the shift by it stays);
    for (i, (flag, d)) in [("nuw", 16), ("nuw", 15), ("", 16)].iter().enumerate() {
        line("#".to_owned());
        line(format!("%um{i} = and i32 %a, 15"));
        line(format!("%un{i} = and i32 %a, 7"));
        line(format!("%us{i} = sub {flag} i32 %um{i}, %un{i}"));
        line(format!("%uq{i} = udiv i32 %us{i}, {d}"));
    }
    line("#".to_owned());
    line("%bm = and i32 %a, 1".to_owned());
    line("%bl = or i32 %bm, -2147483648".to_owned());
    line("%bs = sub nsw i32 %bl, %bm".to_owned());
    line("%bt = and i32 %bs, 1".to_owned());
    line("%br = lshr i32 %b, %bt".to_owned());
    // `sub nsw MIN, x & 1`: the flag pins it to `MIN`, bit 0 included (the shift by it is by 0).
    line("#".to_owned());
    line("%pm = and i32 %a, 1".to_owned());
    line("%ps = sub nsw i32 -2147483648, %pm".to_owned());
    line("%pt = and i32 %ps, 1".to_owned());
    line("%pr = lshr i32 %b, %pt".to_owned());
    // `srem` by 8 of a negative value with a known low one (the remainder's high bits are all
    // ones) or without (nothing known), its bit 3 flipped as a shift amount;
    for (i, (k, bit)) in [(-2147483647i64, 8), (-2147483648, 8), (-2147483647, 2)]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%rv{i} = or i32 %a, {k}"));
        line(format!("%rs{i} = srem i32 %rv{i}, 8"));
        line(format!("%rt{i} = and i32 %rs{i}, {bit}"));
        line(format!("%ru{i} = xor i32 %rt{i}, {bit}"));
        line(format!("%rr{i} = lshr i32 %b, %ru{i}"));
    }
    // ... and ones whose largest value is exactly 0 (nothing known of the sign).
    for (i, op) in ["sub nsw i32 %zm{i}, 7", "add nsw i32 %zm{i}, -7"]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%zm{i} = and i32 %a, 7"));
        line(format!("%zs{i} = {}", op.replace("{i}", &i.to_string())));
        line(format!("%zq{i} = udiv i32 %zs{i}, -2147483647"));
    }
    // A shift amount `select (cond, y & K, K)` (or the arms the other way) that the condition
    // keeps nonzero (`isKnownNonZero`'s `select` arms: `cmpExcludesZero` of the condition that
    // picks the arm, its operands either way round) or does not; with K = 16 the shift is
    // then by 16 alone, and the quotient of a 16-bit value is 0; with K = 32, the width,
    // LLVM does not ask (the amount's largest value is not below the width).
    for (i, (cond, true_arm, k)) in [
        ("ne i32 %sa{i}, 0", true, 16),
        ("ne i32 0, %sa{i}", true, 16),
        ("ugt i32 %sa{i}, 7", true, 16),
        ("ult i32 3, %sa{i}", true, 16),
        ("uge i32 %sa{i}, 16", true, 16),
        ("eq i32 %sa{i}, 16", true, 16),
        ("sgt i32 %sa{i}, 0", true, 16),
        ("sge i32 %sa{i}, 1", true, 16),
        ("eq i32 %sa{i}, 0", false, 16),
        ("ult i32 %sa{i}, 9", false, 16),
        ("ule i32 %sa{i}, 0", false, 16),
        ("sle i32 %sa{i}, 0", false, 16),
        ("slt i32 %sa{i}, 4", false, 16),
        ("ne i32 %sa{i}, 16", false, 16),
        ("ugt i32 1, %sa{i}", false, 16),
        ("ugt i32 %sa{i}, %a", true, 16),
        ("ule i32 %sa{i}, %a", false, 16),
        ("ule i32 %sa{i}, 5", true, 16),
        ("ne i32 %sa{i}, 3", true, 16),
        ("sge i32 %sa{i}, 0", true, 16),
        ("ugt i32 %sa{i}, 2", false, 16),
        ("ne i32 %sa{i}, 0", false, 16),
        ("ne i32 %sa{i}, 0", true, 32),
        ("eq i32 %sa{i}, 0", false, 32),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line(format!("%sa{i} = and i32 %b, {k}"));
        line(format!(
            "%sc{i} = icmp {}",
            cond.replace("{i}", &i.to_string())
        ));
        line(if *true_arm {
            format!("%sr{i} = select i1 %sc{i}, i32 %sa{i}, i32 {k}")
        } else {
            format!("%sr{i} = select i1 %sc{i}, i32 {k}, i32 %sa{i}")
        });
        line(format!("%sm{i} = and i32 %a, 65535"));
        line(format!("%ss{i} = lshr i32 %sm{i}, %sr{i}"));
        line(format!("%sq{i} = udiv i32 %ss{i}, 777"));
    }
    // A shift by an amount the analysis folded to the width: `simplifyShift` makes it poison
    // before it asks whether the amount's low bits are all zero (which would give the shifted
    // value), so the quotient of it folds too; by 16, neither.
    for (i, k) in [32, 16].iter().enumerate() {
        line("#".to_owned());
        line(format!("%wc{i} = icmp eq i32 0, 0"));
        line(format!("%ws{i} = select i1 %wc{i}, i32 {k}, i32 0"));
        line(format!("%wl{i} = lshr i32 %a, %ws{i}"));
        line(format!("%wq{i} = udiv i32 %wl{i}, 20704"));
    }
    // One callee per probe (the cost is one sum per call site: a mistake that moved two
    // probes' costs in opposite directions would cancel within one), each with the values
    // the probes share, and a kernel that calls each.
    let shared = "  %ia = and i32 %a, 7\n  \
                  %xv = insertelement <2 x i32> zeroinitializer, i32 %a, i64 0\n  \
                  %do = or i32 %a, 1\n";
    let probes: Vec<&str> = t.split("  #\n").filter(|p| !p.is_empty()).collect();
    let mut out = String::new();
    let mut calls = String::new();
    for (i, body) in probes.iter().enumerate() {
        out += &format!(
            "define internal i32 @known_probe{i}(i32 %a, i32 %b, i1 %c) {{\n{shared}{body}  \
             %e = add i32 %a, 1\n  ret i32 %e\n}}\n\n"
        );
        calls += &format!("  %r{i} = call i32 @known_probe{i}(i32 %n, i32 %n, i1 %c)\n");
        calls += &format!("  store i32 %r{i}, ptr addrspace(1) %out, align 4\n");
    }
    out + &format!(
        "define ptx_kernel void @known_probes(ptr addrspace(1) %out, i32 %n, i1 %c) {{\n{calls}  \
         ret void\n}}\n"
    )
}

/// The callees built from tables: `@dead_poison_int`, `@dead_poison_cast`, `@shuffle_widen`,
/// `@known_probes`.
fn table_callees() -> String {
    // Poison by a flag that does not hold or a shift past the width: the visitor calls
    // InstSimplify without the flags, so only the shifts (and a result of 0) make the `or` free.
    let ints = [
        "add nsw i8 127, 1",
        "add nuw i8 -1, 1",
        "sub nsw i8 -128, 1",
        "sub nuw i8 0, 1",
        "mul nsw i8 64, 2",
        "mul nuw i8 -128, 2",
        "shl nsw i8 64, 1",
        "shl nuw i8 -128, 1",
        "lshr exact i8 3, 1",
        "ashr exact i8 3, 1",
        "udiv exact i8 7, 2",
        "sdiv exact i8 7, 2",
        "or disjoint i8 3, 1",
        "shl i8 1, 8",
        "lshr i8 1, 9",
        "ashr i8 1, 8",
    ];
    let mut int_shapes: Vec<(&str, Option<u32>)> = ints.iter().map(|s| (*s, Some(8))).collect();
    int_shapes.push(("add nsw i64 9223372036854775807, 1", Some(64)));
    // Casts: constant folding takes no flags, so only `fptosi`/`fptoui` out of range is poison
    // for the cost analysis; `trunc nuw`/`nsw`, `zext nneg`, `uitofp nneg` fold to values.
    let cast_shapes = [
        ("fptoui double -1.0 to i32", Some(32)),
        ("fptosi double 2147483648.0 to i32", Some(32)),
        ("fptoui float 256.0 to i8", Some(8)),
        ("fptosi float -129.0 to i8", Some(8)),
        ("trunc nuw i64 4294967297 to i32", Some(32)),
        ("trunc nsw i64 2147483648 to i32", Some(32)),
        ("trunc nuw nsw i16 -1 to i8", Some(8)),
        ("zext nneg i8 -126 to i32", Some(32)),
        ("uitofp nneg i8 -1 to float", None),
    ];
    // Shuffles that widen: an identity of one operand padded with poison lanes is free for TTI
    // (`isIdentityWithPadding`), constant or not; any other lane, or all lanes poison, is not.
    // Each: the operands' lanes, the mask.
    let masks: [(usize, &str); 12] = [
        (2, "0, 1, poison, poison"),
        (2, "0, poison, poison, poison"),
        (2, "poison, 1, poison, poison"),
        (2, "2, 3, poison, poison"),
        (2, "2, 1, poison, poison"),
        (2, "0, 1, 0, poison"),
        (2, "poison, poison, poison, poison"),
        (4, "0, 1, 2, 3, poison, poison, poison, poison"),
        (2, "0, 1, poison, poison, poison, poison, poison, poison"),
        (2, "3, poison, poison, poison"),
        (4, "0, 1"),
        (2, "1, 0, poison, poison"),
    ];
    let mut widen =
        "define internal i32 @shuffle_widen(i32 %x, <2 x i32> %v2, <4 x i32> %v4) {\n".to_owned();
    for (i, (n, mask)) in masks.iter().enumerate() {
        let lanes = |base: usize| {
            (0..*n)
                .map(|j| format!("i32 {}", base + j))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let m = mask.split(", ").count();
        let mask: Vec<String> = mask.split(", ").map(|l| format!("i32 {l}")).collect();
        let mask = mask.join(", ");
        widen += &format!(
            "  %w{i} = shufflevector <{n} x i32> <{}>, <{n} x i32> <{}>, <{m} x i32> <{mask}>\n",
            lanes(3),
            lanes(40)
        );
        widen += &format!(
            "  %u{i} = shufflevector <{n} x i32> %v{n}, <{n} x i32> %v{n}, <{m} x i32> <{mask}>\n"
        );
    }
    widen += "  %e = add i32 %x, 1\n  ret i32 %e\n}\n";
    format!(
        "{}\n{}\n{widen}\n{}",
        dead_poison_callee("dead_poison_int", &int_shapes),
        dead_poison_callee("dead_poison_cast", &cast_shapes),
        known_probes()
    )
}

fn folds_module() -> String {
    let text = r#"target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [8 x i32] undef, align 4
@cst = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@vt = internal constant [2 x ptr] [ptr @t0, ptr @t0], align 8

declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1 immarg)
declare i32 @llvm.cttz.i32(i32, i1 immarg)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1 immarg)
declare void @llvm.assume(i1)
declare i1 @llvm.type.test(ptr, metadata)

define internal i32 @t0(i32 %x) {
  %a = add i32 %x, 1
  ret i32 %a
}

define internal i32 @assoc(i32 %x, i32 %y) {
  %a = xor i32 %x, %y
  %b = xor i32 %a, %x
  %c = or i32 %x, %y
  %d = and i32 %c, %x
  %e = and i32 %x, 31
  %f = and i32 %e, 63
  %g = add i32 %y, %x
  %h = sub i32 %g, %y
  %i = mul i32 %h, %b
  %j = add i32 %i, %d
  %k = add i32 %j, %f
  ret i32 %k
}

define internal i32 @shift_ranges(i1 %c, i32 %x, i32 %y, i32 %z) {
  %amt = select i1 %c, i32 12, i32 25
  %s = shl i32 %x, %amt
  %m = and i32 %s, 31
  %r = ashr i32 %y, %m
  %hi = or i32 %z, -2147483648
  %amt2 = and i32 %x, 7
  %l = lshr i32 %hi, %amt2
  %lm = and i32 %l, -16777216
  %q = lshr i32 %y, %lm
  %a = ashr i32 %hi, %amt2
  %am = lshr i32 %a, 24
  %b = xor i32 %am, 255
  %t = shl i32 %z, %b
  %u = add i32 %r, %q
  %v = add i32 %u, %t
  ret i32 %v
}

define internal i32 @div_ranges(i32 %x, i32 %y, i1 %c, i8 %b) {
  %a0 = ashr i32 -8, %x
  %q0 = sdiv i32 %a0, 9
  %q1 = sdiv i32 %a0, 8
  %o0 = or i32 %x, -7
  %r0 = srem i32 %o0, 8
  %r1 = srem i32 %o0, 7
  %m0 = and i32 %y, 63
  %m1 = call i32 @llvm.smax.i32(i32 %m0, i32 %x)
  %q2 = udiv i32 %m1, -1000
  %m2 = call i32 @llvm.smin.i32(i32 %x, i32 -5)
  %q3 = sdiv i32 %m2, -2147483648
  %m3 = call i32 @llvm.umin.i32(i32 %x, i32 20)
  %q4 = udiv i32 %m3, 21
  %q5 = udiv i32 %m3, 20
  %l0 = lshr i32 %x, 28
  %q6 = urem i32 %l0, 16
  %q7 = urem i32 %l0, 15
  %l1 = lshr i32 100, %x
  %q8 = udiv i32 %l1, 101
  %q9 = udiv i32 %l1, 100
  %s0 = select i1 %c, i32 %l0, i32 %m3
  %q10 = udiv i32 %s0, 21
  %q11 = udiv i32 %s0, 20
  %z0 = zext i8 %b to i32
  %q12 = sdiv i32 %z0, 256
  %q13 = sdiv i32 %z0, 255
  %e0 = sext i8 %b to i32
  %q14 = srem i32 %e0, 129
  %q15 = srem i32 %e0, 128
  %n0 = add nsw i32 %x, 5
  %q16 = sdiv i32 %n0, -2147483648
  %d0 = sdiv i32 %x, 1000
  %q17 = sdiv i32 %d0, 2147484
  %q18 = sdiv i32 %d0, 2147483
  %h0 = shl i32 3, %x
  %q19 = udiv i32 %h0, -1073741823
  %t0 = udiv i32 7, %y
  %q20 = urem i32 %t0, 8
  %ab = call i32 @llvm.abs.i32(i32 %x, i1 true)
  %q21 = udiv i32 %ab, -2147483648
  %q22 = udiv i32 %ab, 2147483647
  %u0 = add i32 %q0, %q1
  %u1 = add i32 %u0, %r0
  %u2 = add i32 %u1, %r1
  %u3 = add i32 %u2, %q2
  %u4 = add i32 %u3, %q3
  %u5 = add i32 %u4, %q4
  %u6 = add i32 %u5, %q5
  %u7 = add i32 %u6, %q6
  %u8 = add i32 %u7, %q7
  %u9 = add i32 %u8, %q8
  %u10 = add i32 %u9, %q9
  %u11 = add i32 %u10, %q10
  %u12 = add i32 %u11, %q11
  %u13 = add i32 %u12, %q12
  %u14 = add i32 %u13, %q13
  %u15 = add i32 %u14, %q14
  %u16 = add i32 %u15, %q15
  %u17 = add i32 %u16, %q16
  %u18 = add i32 %u17, %q17
  %u19 = add i32 %u18, %q18
  %u20 = add i32 %u19, %q19
  %u21 = add i32 %u20, %q20
  %u22 = add i32 %u21, %q21
  %u23 = add i32 %u22, %q22
  ret i32 %u23
}

define internal i32 @known_more(i32 %x, i1 %c) {
  %a = lshr i32 %x, 1
  %b = call i32 @llvm.abs.i32(i32 %a, i1 true)
  %q0 = udiv i32 %b, -2147483648
  %q1 = udiv i32 %b, 2147483647
  %n = or i32 %x, -64
  %na = call i32 @llvm.abs.i32(i32 %n, i1 false)
  %q2 = udiv i32 %na, 65
  %q3 = udiv i32 %na, 64
  %d = call i32 @llvm.ctpop.i32(i32 %a)
  %q4 = urem i32 %d, 32
  %q5 = urem i32 %d, 31
  %e = or i32 %x, -2147483648
  %f = call i32 @llvm.ctlz.i32(i32 %e, i1 false)
  %q6 = udiv i32 %f, 2
  %o = or i32 %x, 8
  %g = call i32 @llvm.cttz.i32(i32 %o, i1 false)
  %q7 = udiv i32 %g, 4
  %q8 = udiv i32 %g, 3
  %z = and i32 %x, 255
  %s = select i1 %c, i32 24, i32 %z
  %q9 = sdiv i32 %s, -2147483648
  %t = select i1 %c, i32 24, i32 %x
  %q10 = sdiv i32 %t, -2147483648
  %u0 = add i32 %q0, %q1
  %u1 = add i32 %u0, %q2
  %u2 = add i32 %u1, %q3
  %u3 = add i32 %u2, %q4
  %u4 = add i32 %u3, %q5
  %u5 = add i32 %u4, %q6
  %u6 = add i32 %u5, %q7
  %u7 = add i32 %u6, %q8
  %u8 = add i32 %u7, %q9
  %u9 = add i32 %u8, %q10
  ret i32 %u9
}

define internal i32 @ptr_compares(ptr %p, i32 %x) {
  %g0a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g0b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g0c = icmp eq ptr addrspace(3) %g0a, %g0b
  %g0s = select i1 %g0c, i32 %x, i32 0
  %g0t = add i32 %g0s, 1
  %g1a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g1b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g1c = icmp eq ptr addrspace(3) %g1a, %g1b
  %g1s = select i1 %g1c, i32 %x, i32 1
  %g1t = add i32 %g1s, 1
  %g2a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g2b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g2c = icmp eq ptr addrspace(3) %g2a, %g2b
  %g2s = select i1 %g2c, i32 %x, i32 2
  %g2t = add i32 %g2s, 1
  %g3a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g3b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g3c = icmp ne ptr addrspace(3) %g3a, %g3b
  %g3s = select i1 %g3c, i32 %x, i32 3
  %g3t = add i32 %g3s, 1
  %g4a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g4b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g4c = icmp ne ptr addrspace(3) %g4a, %g4b
  %g4s = select i1 %g4c, i32 %x, i32 4
  %g4t = add i32 %g4s, 1
  %g5a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g5b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g5c = icmp ne ptr addrspace(3) %g5a, %g5b
  %g5s = select i1 %g5c, i32 %x, i32 5
  %g5t = add i32 %g5s, 1
  %g6a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g6b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g6c = icmp ugt ptr addrspace(3) %g6a, %g6b
  %g6s = select i1 %g6c, i32 %x, i32 6
  %g6t = add i32 %g6s, 1
  %g7a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g7b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g7c = icmp ugt ptr addrspace(3) %g7a, %g7b
  %g7s = select i1 %g7c, i32 %x, i32 7
  %g7t = add i32 %g7s, 1
  %g8a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g8b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g8c = icmp ugt ptr addrspace(3) %g8a, %g8b
  %g8s = select i1 %g8c, i32 %x, i32 8
  %g8t = add i32 %g8s, 1
  %g9a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g9b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g9c = icmp uge ptr addrspace(3) %g9a, %g9b
  %g9s = select i1 %g9c, i32 %x, i32 9
  %g9t = add i32 %g9s, 1
  %g10a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g10b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g10c = icmp uge ptr addrspace(3) %g10a, %g10b
  %g10s = select i1 %g10c, i32 %x, i32 10
  %g10t = add i32 %g10s, 1
  %g11a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g11b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g11c = icmp uge ptr addrspace(3) %g11a, %g11b
  %g11s = select i1 %g11c, i32 %x, i32 11
  %g11t = add i32 %g11s, 1
  %g12a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g12b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g12c = icmp ult ptr addrspace(3) %g12a, %g12b
  %g12s = select i1 %g12c, i32 %x, i32 12
  %g12t = add i32 %g12s, 1
  %g13a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g13b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g13c = icmp ult ptr addrspace(3) %g13a, %g13b
  %g13s = select i1 %g13c, i32 %x, i32 13
  %g13t = add i32 %g13s, 1
  %g14a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g14b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g14c = icmp ult ptr addrspace(3) %g14a, %g14b
  %g14s = select i1 %g14c, i32 %x, i32 14
  %g14t = add i32 %g14s, 1
  %g15a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g15b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g15c = icmp ule ptr addrspace(3) %g15a, %g15b
  %g15s = select i1 %g15c, i32 %x, i32 15
  %g15t = add i32 %g15s, 1
  %g16a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g16b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g16c = icmp ule ptr addrspace(3) %g16a, %g16b
  %g16s = select i1 %g16c, i32 %x, i32 16
  %g16t = add i32 %g16s, 1
  %g17a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g17b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g17c = icmp ule ptr addrspace(3) %g17a, %g17b
  %g17s = select i1 %g17c, i32 %x, i32 17
  %g17t = add i32 %g17s, 1
  %g18a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g18b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g18c = icmp sgt ptr addrspace(3) %g18a, %g18b
  %g18s = select i1 %g18c, i32 %x, i32 18
  %g18t = add i32 %g18s, 1
  %g19a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g19b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g19c = icmp sgt ptr addrspace(3) %g19a, %g19b
  %g19s = select i1 %g19c, i32 %x, i32 19
  %g19t = add i32 %g19s, 1
  %g20a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g20b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g20c = icmp sgt ptr addrspace(3) %g20a, %g20b
  %g20s = select i1 %g20c, i32 %x, i32 20
  %g20t = add i32 %g20s, 1
  %g21a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g21b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g21c = icmp sge ptr addrspace(3) %g21a, %g21b
  %g21s = select i1 %g21c, i32 %x, i32 21
  %g21t = add i32 %g21s, 1
  %g22a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g22b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g22c = icmp sge ptr addrspace(3) %g22a, %g22b
  %g22s = select i1 %g22c, i32 %x, i32 22
  %g22t = add i32 %g22s, 1
  %g23a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g23b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g23c = icmp sge ptr addrspace(3) %g23a, %g23b
  %g23s = select i1 %g23c, i32 %x, i32 23
  %g23t = add i32 %g23s, 1
  %g24a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g24b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g24c = icmp slt ptr addrspace(3) %g24a, %g24b
  %g24s = select i1 %g24c, i32 %x, i32 24
  %g24t = add i32 %g24s, 1
  %g25a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g25b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g25c = icmp slt ptr addrspace(3) %g25a, %g25b
  %g25s = select i1 %g25c, i32 %x, i32 25
  %g25t = add i32 %g25s, 1
  %g26a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g26b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g26c = icmp slt ptr addrspace(3) %g26a, %g26b
  %g26s = select i1 %g26c, i32 %x, i32 26
  %g26t = add i32 %g26s, 1
  %g27a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g27b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g27c = icmp sle ptr addrspace(3) %g27a, %g27b
  %g27s = select i1 %g27c, i32 %x, i32 27
  %g27t = add i32 %g27s, 1
  %g28a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 6
  %g28b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 1
  %g28c = icmp sle ptr addrspace(3) %g28a, %g28b
  %g28s = select i1 %g28c, i32 %x, i32 28
  %g28t = add i32 %g28s, 1
  %g29a = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g29b = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 3
  %g29c = icmp sle ptr addrspace(3) %g29a, %g29b
  %g29s = select i1 %g29c, i32 %x, i32 29
  %g29t = add i32 %g29s, 1
  %acc0 = add i32 %x, %g0t
  %acc1 = add i32 %acc0, %g1t
  %acc2 = add i32 %acc1, %g2t
  %acc3 = add i32 %acc2, %g3t
  %acc4 = add i32 %acc3, %g4t
  %acc5 = add i32 %acc4, %g5t
  %acc6 = add i32 %acc5, %g6t
  %acc7 = add i32 %acc6, %g7t
  %acc8 = add i32 %acc7, %g8t
  %acc9 = add i32 %acc8, %g9t
  %acc10 = add i32 %acc9, %g10t
  %acc11 = add i32 %acc10, %g11t
  %acc12 = add i32 %acc11, %g12t
  %acc13 = add i32 %acc12, %g13t
  %acc14 = add i32 %acc13, %g14t
  %acc15 = add i32 %acc14, %g15t
  %acc16 = add i32 %acc15, %g16t
  %acc17 = add i32 %acc16, %g17t
  %acc18 = add i32 %acc17, %g18t
  %acc19 = add i32 %acc18, %g19t
  %acc20 = add i32 %acc19, %g20t
  %acc21 = add i32 %acc20, %g21t
  %acc22 = add i32 %acc21, %g22t
  %acc23 = add i32 %acc22, %g23t
  %acc24 = add i32 %acc23, %g24t
  %acc25 = add i32 %acc24, %g25t
  %acc26 = add i32 %acc25, %g26t
  %acc27 = add i32 %acc26, %g27t
  %acc28 = add i32 %acc27, %g28t
  %acc29 = add i32 %acc28, %g29t
  %pa = getelementptr inbounds i32, ptr %p, i32 2
  %pb = getelementptr inbounds i32, ptr %p, i32 5
  %pc = icmp sgt ptr %pa, %pb
  %pu = icmp ult ptr %pa, %pb
  %pv = select i1 %pu, i32 %x, i32 11
  %pw = add i32 %pv, 1
  %pt = select i1 %pc, i32 %x, i32 9
  %ps = add i32 %pt, %pw
  %i64 = ptrtoint ptr %pa to i64
  %z64 = and i64 %i64, 0
  %t64 = trunc i64 %z64 to i32
  %i32 = ptrtoint ptr %pa to i32
  %z32 = and i32 %i32, 0
  %r0 = add i32 %acc29, %ps
  %r1 = add i32 %r0, %t64
  %r2 = add i32 %r1, %z32
  ret i32 %r2
}

define internal i32 @entry_dominates(i32 %x, i1 %c, ptr addrspace(4) %q) {
entry:
  %ld = load i32, ptr addrspace(4) %q, align 4
  %h1 = and i32 19, %x
  %h2 = sdiv i32 %h1, 118507596
  %h3 = and i32 %x, 19
  %h4 = sdiv i32 %h3, 118507596
  br i1 %c, label %a, label %b

a:
  br label %j

b:
  br label %j

j:
  %ph = phi i32 [ %ld, %a ], [ %ld, %b ]
  %an = and i32 %ph, %ld
  %r = add i32 %an, %h2
  %r2 = add i32 %r, %h4
  %m0 = shl i32 %x, 20
  %m1 = shl i32 %m0, 11
  %m2 = and i32 %m1, %ld
  %neg = sub i32 0, %m2
  %w0 = ashr i64 0, 51
  %w1 = trunc nuw nsw i64 %w0 to i32
  %w2 = select i1 %c, i32 -2147483648, i32 %w1
  %w3 = and i32 %w2, 31
  %w4 = lshr i32 %x, %w3
  %r3 = add i32 %r2, %neg
  %r4 = add i32 %r3, %w4
  ret i32 %r4
}

define internal i32 @threads(i1 %c, i32 %x) {
  %o = or i32 1369217526, 28
  %s = select i1 %c, i32 %o, i32 %o
  %r = and i32 %s, 63
  %t = select i1 %c, i32 %x, i32 %x
  %u = and i32 %t, %x
  %v = add i32 %r, %u
  ret i32 %v
}

define internal i32 @smallfloat(i32 %x, i32 %y) {
  %a = and i32 %x, 1023
  %b = sitofp i32 %a to half
  %c = uitofp i32 %y to half
  %d = fmul half %b, %b
  %e = bitcast half %d to i16
  %f = zext i16 %e to i32
  %g = sitofp i32 %a to bfloat
  %h = fadd bfloat %g, %g
  %i = uitofp i32 %y to bfloat
  %j = fmul bfloat %i, %h
  %k = bitcast bfloat %j to i16
  %l = zext i16 %k to i32
  %m = sitofp i32 %a to float
  %n = sitofp i32 %y to float
  %o = fadd float %m, %n
  %p = bitcast float %o to i32
  %q = add i32 %f, %l
  %r = add i32 %q, %p
  ret i32 %r
}

define internal i32 @smallfloat_cmp(i16 %a, i16 %b, i32 %z) {
entry:
  %x = bitcast i16 %a to half
  %y = bitcast i16 %b to half
  br label %n0
n0:
  %c1 = fcmp oeq half %x, %y
  br i1 %c1, label %t1, label %n1
t1:
  %u1 = mul i32 %z, 3
  br label %n1
n1:
  %c2 = fcmp ogt half %x, %y
  br i1 %c2, label %t2, label %n2
t2:
  %u2 = mul i32 %z, 4
  br label %n2
n2:
  %c3 = fcmp oge half %x, %y
  br i1 %c3, label %t3, label %n3
t3:
  %u3 = mul i32 %z, 5
  br label %n3
n3:
  %c4 = fcmp olt half %x, %y
  br i1 %c4, label %t4, label %n4
t4:
  %u4 = mul i32 %z, 6
  br label %n4
n4:
  %c5 = fcmp ole half %x, %y
  br i1 %c5, label %t5, label %n5
t5:
  %u5 = mul i32 %z, 7
  br label %n5
n5:
  %c6 = fcmp one half %x, %y
  br i1 %c6, label %t6, label %n6
t6:
  %u6 = mul i32 %z, 8
  br label %n6
n6:
  %c7 = fcmp ord half %x, %y
  br i1 %c7, label %t7, label %n7
t7:
  %u7 = mul i32 %z, 9
  br label %n7
n7:
  %c8 = fcmp ueq half %x, %y
  br i1 %c8, label %t8, label %n8
t8:
  %u8 = mul i32 %z, 10
  br label %n8
n8:
  %c9 = fcmp ugt half %x, %y
  br i1 %c9, label %t9, label %n9
t9:
  %u9 = mul i32 %z, 11
  br label %n9
n9:
  %c10 = fcmp uge half %x, %y
  br i1 %c10, label %t10, label %n10
t10:
  %u10 = mul i32 %z, 12
  br label %n10
n10:
  %c11 = fcmp ult half %x, %y
  br i1 %c11, label %t11, label %n11
t11:
  %u11 = mul i32 %z, 13
  br label %n11
n11:
  %c12 = fcmp ule half %x, %y
  br i1 %c12, label %t12, label %n12
t12:
  %u12 = mul i32 %z, 14
  br label %n12
n12:
  %c13 = fcmp une half %x, %y
  br i1 %c13, label %t13, label %n13
t13:
  %u13 = mul i32 %z, 15
  br label %n13
n13:
  %c14 = fcmp uno half %x, %y
  br i1 %c14, label %t14, label %n14
t14:
  %u14 = mul i32 %z, 16
  br label %n14
n14:
  ret i32 %z
}

define internal i32 @mul_sign_bits(i1 %a, i1 %b, i8 %c, i32 %z) {
entry:
  %sa = sext i1 %a to i32
  %sb = sext i1 %b to i32
  %m = mul i32 %sa, %sb
  %s = ashr i32 %m, 1
  %t = ashr i32 %s, 5
  %sc = sext i8 %c to i32
  %m2 = mul i32 %sc, %sa
  %s2 = ashr i32 %m2, 8
  %t2 = ashr i32 %s2, 3
  %m3 = mul i32 %sa, %sc
  %s3 = ashr i32 %m3, 8
  %t3 = ashr i32 %s3, 3
  %r = add i32 %t, %z
  %r2 = add i32 %r, %t2
  %r3 = add i32 %r2, %t3
  ret i32 %r3
}

define internal i32 @cast_sign_bits(i8 %c, i32 %z) {
entry:
  %w = sext i8 %c to i32
  %tr = trunc i32 %w to i16
  %sh = ashr i16 %tr, 7
  %f = ashr i16 %sh, 3
  %q = and i32 %z, -2147467265
  %tq = trunc i32 %q to i16
  %s2 = ashr i16 %tq, 14
  %f2 = ashr i16 %s2, 1
  %x = sext i16 %f to i32
  %x2 = sext i16 %f2 to i32
  %r = add i32 %x, %x2
  ret i32 %r
}

define internal i32 @mul_nuw_nsw_sign(i16 %a, i16 %b, i32 %z) {
entry:
  %m = mul nuw nsw i16 %a, %b
  %c = icmp slt i16 %m, 0
  br i1 %c, label %t, label %n
t:
  %u = mul i32 %z, 3
  %u2 = mul i32 %u, 5
  br label %n
n:
  %p = and i16 %a, 32767
  %q = or i16 %p, 2
  %m2 = mul nuw nsw i16 %q, %b
  %c2 = icmp slt i16 %m2, 0
  br i1 %c2, label %t2, label %n2
t2:
  %u3 = mul i32 %z, 7
  br label %n2
n2:
  %d = udiv i16 %m2, -32768
  %c3 = icmp eq i16 %d, 0
  br i1 %c3, label %n3, label %t3
t3:
  %u4 = mul i32 %z, 11
  %u5 = mul i32 %u4, 13
  br label %n3
n3:
  ret i32 %z
}

define internal i32 @intrinsics(i32 %x, i32 %y) {
  %a = call i32 @llvm.ctpop.i32(i32 %x)
  %b = call i32 @llvm.smin.i32(i32 %x, i32 3)
  %c = shl i32 %x, 40
  %d = call i32 @llvm.abs.i32(i32 %c, i1 false)
  %e = sdiv i32 %a, 40
  %f = udiv i32 %y, 6
  %g = call i32 @llvm.umin.i32(i32 %f, i32 %y)
  %h = add i32 %a, %b
  %i = add i32 %h, %d
  %j = add i32 %i, %e
  %k = add i32 %j, %g
  ret i32 %k
}

define internal i32 @ephemeral(ptr %obj, i32 %x) {
  %vt = load ptr, ptr %obj, align 8
  %ok = call i1 @llvm.type.test(ptr %vt, metadata !"class")
  call void @llvm.assume(i1 %ok)
  %pos = icmp sgt i32 %x, 0
  call void @llvm.assume(i1 %pos)
  %slot = getelementptr inbounds ptr, ptr %vt, i64 1
  %fn = load ptr, ptr %slot, align 8
  %r = call i32 %fn(i32 %x)
  ret i32 %r
}

define internal i32 @selects(i1 %c, i32 %x, ptr %p, ptr %q) {
  %a = select i1 true, i32 %x, i32 0
  %b = icmp slt i32 %x, %x
  %d = select i1 %c, i32 %x, i32 %x
  %e = xor i32 %d, %x
  %f = select i1 %c, ptr %p, ptr %p
  %g = getelementptr inbounds i32, ptr %p, i64 2
  %h = getelementptr inbounds i32, ptr %q, i64 1
  %i = icmp ult ptr %g, %h
  %j = zext i1 %i to i32
  %k = load i32, ptr %f, align 4
  %l = add i32 %a, %e
  %m = add i32 %l, %j
  %n = add i32 %m, %k
  ret i32 %n
}

define internal i32 @vectors(i32 %x, i32 %y) {
  %a = bitcast i32 %x to <2 x i16>
  %b = bitcast i32 %y to <2 x i16>
  %c = add <2 x i16> %a, %a
  %d = xor <2 x i16> %b, zeroinitializer
  %e = mul <2 x i16> %c, %d
  %f = bitcast <2 x i16> %e to i32
  %g = insertelement <4 x i32> poison, i32 %x, i64 0
  %h = extractelement <4 x i32> %g, i64 0
  %i = add i32 %f, %h
  ret i32 %i
}

define internal i32 @knownbits(i32 %x, i32 %y) {
entry:
  %a = shl i32 %y, 9
  %b = and i32 %a, 31
  %c = shl i32 %x, %b
  %d = and i32 %x, 31
  %e = lshr i32 1, %d
  %f = or i32 %e, 1
  %g = udiv i32 %y, %f
  %h = and i32 %x, 1023
  %i = udiv i32 %h, 5000
  %j = srem i32 -1, %f
  %k = ashr i32 %j, %d
  %l = add i32 %c, %g
  %m = add i32 %l, %i
  %n = add i32 %m, %k
  br label %loop

loop:
  %p = phi i32 [ 0, %entry ], [ %q, %loop ]
  %r = udiv i32 %p, -4
  %q = add nuw nsw i32 %p, 1
  %s = icmp ult i32 %q, %n
  br i1 %s, label %loop, label %done

done:
  ret i32 %r
}

; Known bits with the instruction's flags (LLVM 19's `KnownBits::shl` with `nuw`/`nsw`,
; `lshr`/`ashr` and `sdiv` with `exact`), a shift amount `isKnownNonZero` proves nonzero (a
; `select` of nonzero constants, an `or` with 1) and `KnownBits::mul` (high zeros of a
; bounded product, the sign of `mul nsw x, x`): each simplified division has a twin that
; is not.
; unsigned: `icmp ugt (add nuw x, C), C` is `icmp ugt x, 0`, decided by x's range or `isKnownNonZero`; both sides of each flag and constant.
define internal i32 @icmp_add_const(i32 %x, i32 %c) {
  %a0 = or i32 %x, 1
  %t0 = add nuw i32 %a0, 48
  %r0 = urem i32 48, %t0
  %a1 = or i32 %x, 1
  %t1 = add nuw i32 48, %a1
  %r1 = udiv i32 48, %t1
  %a2 = or i32 %x, 1
  %t2 = add i32 %a2, 48
  %r2 = urem i32 48, %t2
  %a3 = or i32 %x, 1
  %t3 = add nsw i32 %a3, 48
  %r3 = urem i32 48, %t3
  %a4 = or i32 %x, 1
  %t4 = add nuw i32 %a4, 47
  %r4 = urem i32 48, %t4
  %a5 = or i32 %x, 1
  %t5 = add nuw i32 %a5, 49
  %r5 = urem i32 48, %t5
  %t6 = add nuw i32 %x, 48
  %r6 = urem i32 48, %t6
  %a7 = or i32 %x, 1
  %t7 = add nuw i32 %a7, 48
  %r7 = urem i32 47, %t7
  %a8 = or i32 %x, 1
  %t8 = add nuw i32 %a8, 48
  %r8 = urem i32 49, %t8
  %a9 = or i32 %x, 1
  %s9 = shl nuw i32 %a9, 3
  %t9 = add nuw i32 %s9, 48
  %r9 = urem i32 48, %t9
  %a10 = or i32 %x, 1
  %s10 = shl i32 %a10, 3
  %t10 = add nuw i32 %s10, 48
  %r10 = urem i32 48, %t10
  %a11 = or i32 %x, 8
  %s11 = lshr exact i32 %a11, 3
  %t11 = add nuw i32 %s11, 48
  %r11 = urem i32 48, %t11
  %a12 = or i32 %x, 1
  %z12 = zext i32 %a12 to i64
  %t12 = add nuw i64 %z12, 48
  %r6412 = urem i64 48, %t12
  %r12 = trunc i64 %r6412 to i32
  %a13 = and i32 11, 65535
  %t13 = add nuw i32 %a13, 48
  %o13 = or i32 %x, -3430
  %cc13 = icmp slt i32 %c, 5
  %s13 = select i1 %cc13, i32 %t13, i32 %o13
  %r13 = urem i32 48, %s13
  %a14 = mul nuw i32 %x, 3
  %b14 = or i32 %a14, 1
  %t14 = add nuw i32 %b14, 5
  %r14 = urem i32 5, %t14
  %a15 = and i32 %x, 7
  %b15 = or i32 %a15, 1
  %t15 = add nuw i32 %b15, 8
  %u15 = add nuw i32 %t15, 16
  %v15 = add nuw i32 %u15, 32
  %r15 = udiv i32 32, %v15
  %sum0 = add i32 %r0, %r1
  %sum1 = add i32 %sum0, %r2
  %sum2 = add i32 %sum1, %r3
  %sum3 = add i32 %sum2, %r4
  %sum4 = add i32 %sum3, %r5
  %sum5 = add i32 %sum4, %r6
  %sum6 = add i32 %sum5, %r7
  %sum7 = add i32 %sum6, %r8
  %sum8 = add i32 %sum7, %r9
  %sum9 = add i32 %sum8, %r10
  %sum10 = add i32 %sum9, %r11
  %sum11 = add i32 %sum10, %r12
  %sum12 = add i32 %sum11, %r13
  %sum13 = add i32 %sum12, %r14
  %sum14 = add i32 %sum13, %r15
  ret i32 %sum14
}

; signed: `icmp sgt (add nsw x, C), C` is `icmp sgt x, 0` (and `slt` against -C), decided by x's known sign bit and `isKnownNonZero`; `ne` against `MIN` needs no flag.
define internal i32 @icmp_add_signed(i32 %x, i32 %c) {
  %a0 = lshr i32 %x, 1
  %b0 = or i32 %a0, 1
  %t0 = add nsw i32 %b0, 48
  %r0 = sdiv i32 48, %t0
  %a1 = lshr i32 %x, 1
  %b1 = or i32 %a1, 1
  %t1 = add nsw i32 %b1, 48
  %r1 = srem i32 -48, %t1
  %a2 = lshr i32 %x, 1
  %b2 = or i32 %a2, 1
  %t2 = add i32 %b2, 48
  %r2 = sdiv i32 48, %t2
  %a3 = lshr i32 %x, 1
  %t3 = add nsw i32 %a3, 48
  %r3 = sdiv i32 48, %t3
  %a4 = or i32 %x, -2147483648
  %t4 = add nsw i32 %a4, -48
  %r4 = sdiv i32 48, %t4
  %a5 = or i32 %x, -2147483647
  %t5 = add nsw i32 %a5, -48
  %r5 = srem i32 -48, %t5
  %a6 = or i32 %x, 1
  %t6 = add i32 %a6, -2147483648
  %r6 = sdiv i32 %t6, -2147483648
  %t7 = add i32 %x, -2147483648
  %r7 = sdiv i32 %t7, -2147483648
  %a8 = lshr i32 %x, 1
  %b8 = or i32 %a8, 1
  %t8 = add nsw i32 %b8, -48
  %r8 = sdiv i32 %t8, 48
  %a9 = and i32 %x, 7
  %b9 = or i32 %a9, 2
  %t9 = add nsw i32 %b9, -8
  %r9 = sdiv i32 %t9, 8
  %sum0 = add i32 %r0, %r1
  %sum1 = add i32 %sum0, %r2
  %sum2 = add i32 %sum1, %r3
  %sum3 = add i32 %sum2, %r4
  %sum4 = add i32 %sum3, %r5
  %sum5 = add i32 %sum4, %r6
  %sum6 = add i32 %sum5, %r7
  %sum7 = add i32 %sum6, %r8
  %sum8 = add i32 %sum7, %r9
  ret i32 %sum8
}

; two values: `icmp ult x, (add nuw x, y)` is `icmp ult 0, y`.
define internal i32 @icmp_add_values(i32 %x, i32 %c) {
  %t0 = add nuw i32 %x, 1
  %r0 = urem i32 %x, %t0
  %t1 = add nuw i32 1, %x
  %r1 = udiv i32 %x, %t1
  %t2 = add i32 %x, 1
  %r2 = urem i32 %x, %t2
  %t3 = add nsw i32 %x, 1
  %r3 = urem i32 %x, %t3
  %t4 = add nuw i32 %x, %c
  %r4 = urem i32 %x, %t4
  %o5 = or i32 %c, 4
  %t5 = add nuw i32 %x, %o5
  %r5 = urem i32 %x, %t5
  %a6 = or i32 %x, 1
  %cc6 = icmp slt i32 %c, 5
  %s6 = select i1 %cc6, i32 %a6, i32 3
  %t6 = add nuw i32 %s6, 48
  %r6 = urem i32 48, %t6
  %sum0 = add i32 %r0, %r1
  %sum1 = add i32 %sum0, %r2
  %sum2 = add i32 %sum1, %r3
  %sum3 = add i32 %sum2, %r4
  %sum4 = add i32 %sum3, %r5
  %sum5 = add i32 %sum4, %r6
  ret i32 %sum5
}

; a min/max against one of its own operands (`simplifyICmpWithMinMax`): `umax(16, y) > 16` is `16 < y`;
; both sides of the inner bound, signed and unsigned, and a max against a min.
define internal i32 @icmp_minmax(i32 %x, i32 %c) {
  %a0 = call i32 @llvm.smax.i32(i32 %x, i32 48)
  %b0 = call i32 @llvm.umax.i32(i32 16, i32 %a0)
  %r0 = urem i32 15, %b0
  %a1 = call i32 @llvm.smax.i32(i32 %x, i32 48)
  %b1 = call i32 @llvm.umax.i32(i32 16, i32 %a1)
  %r1 = urem i32 16, %b1
  %a2 = call i32 @llvm.smax.i32(i32 %x, i32 48)
  %b2 = call i32 @llvm.umax.i32(i32 %a2, i32 16)
  %r2 = udiv i32 16, %b2
  %a3 = call i32 @llvm.smax.i32(i32 %x, i32 16)
  %b3 = call i32 @llvm.umax.i32(i32 16, i32 %a3)
  %r3 = urem i32 16, %b3
  %a4 = call i32 @llvm.smax.i32(i32 %x, i32 17)
  %b4 = call i32 @llvm.umax.i32(i32 16, i32 %a4)
  %r4 = urem i32 16, %b4
  %a5 = call i32 @llvm.smax.i32(i32 %x, i32 48)
  %b5 = call i32 @llvm.umax.i32(i32 16, i32 %a5)
  %r5 = urem i32 17, %b5
  %a6 = or i32 %x, 64
  %b6 = call i32 @llvm.umax.i32(i32 %a6, i32 16)
  %r6 = urem i32 16, %b6
  %a7 = or i32 %x, 8
  %b7 = call i32 @llvm.umax.i32(i32 %a7, i32 16)
  %r7 = urem i32 16, %b7
  %a8 = call i32 @llvm.smin.i32(i32 %x, i32 -48)
  %b8 = call i32 @llvm.smin.i32(i32 %a8, i32 -16)
  %r8 = sdiv i32 16, %b8
  %a9 = call i32 @llvm.smin.i32(i32 %x, i32 -48)
  %b9 = call i32 @llvm.smin.i32(i32 -16, i32 %a9)
  %r9 = srem i32 -16, %b9
  %a10 = call i32 @llvm.smin.i32(i32 %x, i32 -8)
  %b10 = call i32 @llvm.smin.i32(i32 -16, i32 %a10)
  %r10 = srem i32 -16, %b10
  %b11 = call i32 @llvm.umax.i32(i32 %x, i32 16)
  %r11 = urem i32 16, %b11
  %o12 = add nuw i32 %x, 1
  %b12 = call i32 @llvm.umax.i32(i32 %c, i32 %o12)
  %r12 = urem i32 %x, %b12
  %m13 = call i32 @llvm.umin.i32(i32 %x, i32 %c)
  %b13 = call i32 @llvm.umax.i32(i32 %x, i32 %c)
  %cc13 = icmp ult i32 %b13, %m13
  %r13 = zext i1 %cc13 to i32
  %a14 = call i32 @llvm.umax.i32(i32 %x, i32 48)
  %b14 = call i32 @llvm.umin.i32(i32 47, i32 %a14)
  %r14 = urem i32 47, %b14
  %sum0 = add i32 %r0, %r1
  %sum1 = add i32 %sum0, %r2
  %sum2 = add i32 %sum1, %r3
  %sum3 = add i32 %sum2, %r4
  %sum4 = add i32 %sum3, %r5
  %sum5 = add i32 %sum4, %r6
  %sum6 = add i32 %sum5, %r7
  %sum7 = add i32 %sum6, %r8
  %sum8 = add i32 %sum7, %r9
  %sum9 = add i32 %sum8, %r10
  %sum10 = add i32 %sum9, %r11
  %sum11 = add i32 %sum10, %r12
  %sum12 = add i32 %sum11, %r13
  %sum13 = add i32 %sum12, %r14
  ret i32 %sum13
}

; shuffles TargetTransformInfo prices: one that keeps its length and reads every lane it
; defines from the same lane of one operand (poison lanes allowed, not all) is free, of
; constants or not; a select, a reverse, a splat, a narrowing one is not, nor a widening one
; other than such an identity padded with poison lanes (`@shuffle_widen`).
define internal i32 @shuffle_costs(i32 %x, i32 %c) {
  %q0 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 2, i32 poison>
  %r0 = extractelement <2 x i32> %q0, i32 0
  %q1 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 2, i32 1>
  %r1 = extractelement <2 x i32> %q1, i32 0
  %q2 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  %r2 = extractelement <4 x i32> %q2, i32 0
  %q3 = shufflevector <4 x i32> <i32 40, i32 47, i32 1, i32 2>, <4 x i32> <i32 0, i32 17, i32 3, i32 4>, <2 x i32> <i32 2, i32 5>
  %r3 = extractelement <2 x i32> %q3, i32 1
  %q4 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 poison, i32 1>
  %r4 = extractelement <2 x i32> %q4, i32 1
  %q5 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 0, i32 1>
  %r5 = extractelement <2 x i32> %q5, i32 0
  %q6 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 2, i32 3>
  %r6 = extractelement <2 x i32> %q6, i32 0
  %q7 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 1, i32 0>
  %r7 = extractelement <2 x i32> %q7, i32 0
  %q8 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <2 x i32> <i32 0, i32 0>
  %r8 = extractelement <2 x i32> %q8, i32 0
  %q9 = shufflevector <2 x i32> <i32 40, i32 47>, <2 x i32> <i32 0, i32 17>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r9 = extractelement <4 x i32> %q9, i32 0
  %q10 = shufflevector <4 x i32> <i32 40, i32 47, i32 1, i32 2>, <4 x i32> <i32 0, i32 17, i32 3, i32 4>, <2 x i32> <i32 0, i32 1>
  %r10 = extractelement <2 x i32> %q10, i32 1
  %q11 = shufflevector <4 x i32> <i32 40, i32 47, i32 1, i32 2>, <4 x i32> <i32 0, i32 17, i32 3, i32 4>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r11 = extractelement <4 x i32> %q11, i32 1
  %q12 = shufflevector <4 x i32> <i32 40, i32 47, i32 1, i32 2>, <4 x i32> <i32 0, i32 17, i32 3, i32 4>, <4 x i32> <i32 4, i32 1, i32 2, i32 3>
  %r12 = extractelement <4 x i32> %q12, i32 1
  %q13 = shufflevector <4 x i32> <i32 40, i32 47, i32 1, i32 2>, <4 x i32> <i32 0, i32 17, i32 3, i32 4>, <4 x i32> <i32 5, i32 1, i32 7, i32 3>
  %r13 = extractelement <4 x i32> %q13, i32 1
  %v14 = insertelement <2 x i32> poison, i32 %x, i64 0
  %q14 = shufflevector <2 x i32> %v14, <2 x i32> %v14, <2 x i32> <i32 0, i32 poison>
  %r14 = extractelement <2 x i32> %q14, i32 0
  %v15 = insertelement <2 x i32> poison, i32 %x, i64 0
  %q15 = shufflevector <2 x i32> %v15, <2 x i32> %v15, <2 x i32> <i32 2, i32 3>
  %r15 = extractelement <2 x i32> %q15, i32 0
  %v16 = insertelement <2 x i32> poison, i32 %x, i64 0
  %q16 = shufflevector <2 x i32> %v16, <2 x i32> %v16, <2 x i32> <i32 0, i32 3>
  %r16 = extractelement <2 x i32> %q16, i32 0
  %v17 = insertelement <2 x i32> poison, i32 %x, i64 0
  %q17 = shufflevector <2 x i32> %v17, <2 x i32> %v17, <2 x i32> <i32 poison, i32 poison>
  %r17 = extractelement <2 x i32> %q17, i32 0
  %v18 = insertelement <4 x i32> poison, i32 %x, i64 0
  %q18 = shufflevector <4 x i32> %v18, <4 x i32> %v18, <4 x i32> <i32 4, i32 poison, i32 6, i32 7>
  %r18 = extractelement <4 x i32> %q18, i32 0
  %v19 = insertelement <4 x i32> poison, i32 %x, i64 0
  %q19 = shufflevector <4 x i32> %v19, <4 x i32> %v19, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  %r19 = extractelement <4 x i32> %q19, i32 0
  %sum0 = add i32 %r0, %r1
  %sum1 = add i32 %sum0, %r2
  %sum2 = add i32 %sum1, %r3
  %sum3 = add i32 %sum2, %r4
  %sum4 = add i32 %sum3, %r5
  %sum5 = add i32 %sum4, %r6
  %sum6 = add i32 %sum5, %r7
  %sum7 = add i32 %sum6, %r8
  %sum8 = add i32 %sum7, %r9
  %sum9 = add i32 %sum8, %r10
  %sum10 = add i32 %sum9, %r11
  %sum11 = add i32 %sum10, %r12
  %sum12 = add i32 %sum11, %r13
  %sum13 = add i32 %sum12, %r14
  %sum14 = add i32 %sum13, %r15
  %sum15 = add i32 %sum14, %r16
  %sum16 = add i32 %sum15, %r17
  %sum17 = add i32 %sum16, %r18
  %sum18 = add i32 %sum17, %r19
  ret i32 %sum18
}

define internal i32 @shift_facts(i32 %x, i32 %y, i1 %c) {
  %s1 = select i1 %c, i32 1, i32 30
  %s0 = select i1 %c, i32 0, i32 30
  %a1 = shl i32 %x, %s1
  %m1 = and i32 %a1, 3
  %q1 = udiv i32 %m1, 3
  %a0 = shl i32 %x, %s0
  %m0 = and i32 %a0, 3
  %q0 = udiv i32 %m0, 3
  %b1 = lshr i32 %x, %s1
  %q2 = udiv i32 %b1, -2147483648
  %b0 = lshr i32 %x, %s0
  %q3 = udiv i32 %b0, -2147483648
  %t = and i32 %y, 31
  %h1 = shl nuw nsw i32 36, %t
  %q4 = sdiv i32 %h1, -2147483648
  %h2 = shl nsw i32 36, %t
  %q5 = sdiv i32 %h2, -2147483648
  %h3 = shl i32 36, %t
  %q6 = sdiv i32 %h3, -2147483648
  %h4 = shl nuw i32 36, %t
  %q7 = sdiv i32 %h4, -2147483648
  %o = or i32 %y, 1
  %u1 = shl nuw nsw i32 %x, %o
  %q8 = sdiv i32 %u1, -2147483648
  %u2 = shl nuw i32 %x, %o
  %q9 = sdiv i32 %u2, -2147483648
  %e1 = lshr exact i32 1073741826, %t
  %q10 = udiv i32 %e1, 1610612740
  %q11 = udiv i32 %e1, 1610612739
  %e2 = lshr i32 1073741826, %t
  %q12 = udiv i32 %e2, 1610612740
  %g1 = ashr exact i32 -1073741822, %t
  %q13 = sdiv i32 %g1, -2147483648
  %z = zext i1 %c to i32
  %zs = add i32 %z, 1
  %n1 = select i1 %c, i32 %o, i32 7
  %v1 = lshr i32 %x, %n1
  %q14 = udiv i32 %v1, -2147483648
  %p1 = shl nsw i32 -36, %s1
  %q15 = sdiv i32 %p1, 1073741824
  %p2 = shl nsw i32 -36, %s0
  %q16 = sdiv i32 %p2, 1073741824
  %e3 = lshr exact i32 -1073741822, %t
  %x3 = xor i32 %e3, 1073741824
  %q17 = udiv i32 %x3, -1610612732
  %e4 = lshr i32 -1073741822, %t
  %x4 = xor i32 %e4, 1073741824
  %q18 = udiv i32 %x4, -1610612732
  %od = or i32 %x, 1
  %dx1 = sdiv exact i32 %od, %o
  %q19 = sdiv i32 %dx1, -2147483648
  %dx2 = sdiv i32 %od, %o
  %q20 = sdiv i32 %dx2, -2147483648
  %ma = and i32 %x, 255
  %mb = and i32 %y, 255
  %mm1 = mul i32 %ma, %mb
  %q21 = sdiv i32 %mm1, -2147483648
  %mm2 = mul i32 %ma, %y
  %q22 = sdiv i32 %mm2, -2147483648
  %ng = or i32 %x, -2147483648
  %mm3 = mul nsw i32 %ng, %ng
  %q23 = sdiv i32 %mm3, -2147483648
  %mm4 = mul i32 %ng, %ng
  %q24 = sdiv i32 %mm4, -2147483648
  %r0 = add i32 %q0, %q1
  %r1 = add i32 %r0, %q2
  %r2 = add i32 %r1, %q3
  %r3 = add i32 %r2, %q4
  %r4 = add i32 %r3, %q5
  %r5 = add i32 %r4, %q6
  %r6 = add i32 %r5, %q7
  %r7 = add i32 %r6, %q8
  %r8 = add i32 %r7, %q9
  %r9 = add i32 %r8, %q10
  %r10 = add i32 %r9, %q11
  %r11 = add i32 %r10, %q12
  %r12 = add i32 %r11, %q13
  %r13 = add i32 %r12, %q14
  %r14 = add i32 %r13, %q15
  %r15 = add i32 %r14, %q16
  %r16 = add i32 %r15, %q17
  %r17 = add i32 %r16, %q18
  %r18 = add i32 %r17, %q19
  %r19 = add i32 %r18, %q20
  %r20 = add i32 %r19, %q21
  %r21 = add i32 %r20, %q22
  %r22 = add i32 %r21, %q23
  %r23 = add i32 %r22, %q24
  ret i32 %r23
}
define internal i32 @vector_signs(i32 %x, i32 %y) {
  %vx = insertelement <4 x i32> poison, i32 %x, i64 0
  %z = insertelement <4 x i32> zeroinitializer, i32 %x, i64 2
  %e0 = extractelement <4 x i32> %z, i32 0
  %s0 = ashr i32 %e0, 3
  %a = ashr i32 %x, 20
  %c = insertelement <4 x i32> <i32 -1, i32 0, i32 5, i32 1>, i32 %a, i64 2
  %c1 = ashr <4 x i32> %c, <i32 7, i32 7, i32 7, i32 7>
  %c2 = ashr <4 x i32> %c1, <i32 7, i32 7, i32 7, i32 7>
  %e1 = extractelement <4 x i32> %c1, i32 1
  %s1 = ashr i32 %e1, 3
  %e2 = extractelement <4 x i32> %c2, i32 1
  %s2 = ashr i32 %e2, 3
  %u = shufflevector <4 x i32> %c, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %e3 = extractelement <4 x i32> %u, i32 1
  %s3 = ashr i32 %e3, 3
  %v = ashr <4 x i32> %vx, <i32 31, i32 31, i32 31, i32 31>
  %e4 = extractelement <4 x i32> %v, i32 0
  %s4 = ashr i32 %e4, 3
  %w1 = ashr <4 x i32> %vx, <i32 20, i32 20, i32 20, i32 20>
  %w2 = ashr <4 x i32> %w1, <i32 12, i32 11, i32 12, i32 12>
  %e5 = extractelement <4 x i32> %w2, i32 0
  %s5 = ashr i32 %e5, 3
  %t = shufflevector <4 x i32> %v, <4 x i32> <i32 -1, i32 0, i32 7, i32 7>, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %e6 = extractelement <4 x i32> %t, i32 2
  %s6 = ashr i32 %e6, 3
  %vy = insertelement <4 x i32> poison, i32 %y, i64 0
  %cmp = icmp slt <4 x i32> %vy, %v
  %sel = select <4 x i1> %cmp, <4 x i32> %v, <4 x i32> <i32 -1, i32 0, i32 0, i32 -1>
  %e7 = extractelement <4 x i32> %sel, i32 %y
  %s7 = ashr i32 %e7, 3
  %b = and <4 x i32> %vx, <i32 1, i32 1, i32 1, i32 1>
  %dec = add <4 x i32> %b, <i32 -1, i32 -1, i32 -1, i32 -1>
  %e8 = extractelement <4 x i32> %dec, i32 0
  %s8 = ashr i32 %e8, 3
  %neg = sub <4 x i32> zeroinitializer, %b
  %e9 = extractelement <4 x i32> %neg, i32 0
  %s9 = ashr i32 %e9, 3
  %un = shufflevector <4 x i32> %vx, <4 x i32> poison, <4 x i32> <i32 0, i32 undef, i32 0, i32 0>
  %uv = ashr <4 x i32> %un, <i32 31, i32 31, i32 31, i32 31>
  %e10 = extractelement <4 x i32> %uv, i32 0
  %s10 = ashr i32 %e10, 3
  %zc = ashr <4 x i32> %z, <i32 31, i32 31, i32 31, i32 31>
  %zu = shufflevector <4 x i32> %zc, <4 x i32> poison, <4 x i32> <i32 1, i32 undef, i32 0, i32 0>
  %e11 = extractelement <4 x i32> %zu, i32 0
  %s11 = ashr i32 %e11, 3
  %r0 = add i32 %s0, %s1
  %r1 = add i32 %r0, %s2
  %r2 = add i32 %r1, %s3
  %r3 = add i32 %r2, %s4
  %r4 = add i32 %r3, %s5
  %r5 = add i32 %r4, %s6
  %r6 = add i32 %r5, %s7
  %r7 = add i32 %r6, %s8
  %r8 = add i32 %r7, %s9
  %r9 = add i32 %r8, %s10
  %r10 = add i32 %r9, %s11
  ret i32 %r10
}

; Floating-point values read as integers: what LLVM's `computeKnownFPClass` proves of them
; decides a division through a `select`.
define internal i32 @fp_bits_a(i1 %c, i32 %x, float %f, double %d, i32 %k) {
  %q = udiv i32 %x, 601938
  %b0 = bitcast double 0.000000e+00 to i64
  %t0 = trunc i64 %b0 to i32
  %s0 = select i1 %c, i32 %q, i32 %t0
  %r0 = udiv i32 %s0, 2147483647
  %e1 = fpext float 0xFFF0000000000000 to double
  %b1 = bitcast double %e1 to i64
  %h1 = lshr i64 %b1, 32
  %t1 = trunc i64 %h1 to i32
  %l1 = lshr i32 %t1, 1
  %s1 = select i1 %c, i32 %q, i32 %l1
  %r1 = udiv i32 %s1, 2147483647
  %b2 = bitcast float 0x7FF0000000000000 to i32
  %s2 = select i1 %c, i32 %q, i32 %b2
  %r2 = udiv i32 %s2, 2139095041
  %b3 = bitcast float 1.500000e+00 to i32
  %s3 = select i1 %c, i32 %q, i32 %b3
  %r3 = udiv i32 %s3, -2147483648
  %r3b = udiv i32 %s3, 1069547521
  %b4 = bitcast float 0x7FF8000000000000 to i32
  %s4 = select i1 %c, i32 %q, i32 %b4
  %r4 = udiv i32 %s4, -2147483648
  %e5 = fpext float 0x7FF8000000000000 to double
  %b5 = bitcast double %e5 to i64
  %h5 = lshr i64 %b5, 32
  %t5 = trunc i64 %h5 to i32
  %s5 = select i1 %c, i32 %q, i32 %t5
  %r5 = udiv i32 %s5, -2147483648
  %u6 = uitofp i32 %k to float
  %b6 = bitcast float %u6 to i32
  %s6 = select i1 %c, i32 %q, i32 %b6
  %r6 = udiv i32 %s6, -2147483648
  %u7 = sitofp i32 %k to float
  %b7 = bitcast float %u7 to i32
  %s7 = select i1 %c, i32 %q, i32 %b7
  %r7 = udiv i32 %s7, -2147483648
  %u8 = fptrunc double 3.0 to float
  %b8 = bitcast float %u8 to i32
  %s8 = select i1 %c, i32 %q, i32 %b8
  %r8 = udiv i32 %s8, -2147483648
  %e9 = fpext float 0xB6A0000000000000 to double
  %b9 = bitcast double %e9 to i64
  %h9 = lshr i64 %b9, 63
  %t9 = trunc i64 %h9 to i32
  %s9 = select i1 %c, i32 %q, i32 %t9
  %r9 = udiv i32 %s9, 2
  %b10 = bitcast float -0.000000e+00 to i32
  %s10 = select i1 %c, i32 %q, i32 %b10
  %r10 = udiv i32 %s10, -2147483647
  %u11 = uitofp i32 %k to float
  %a11 = fadd float %u11, %u11
  %b11 = bitcast float %a11 to i32
  %s11 = select i1 %c, i32 %q, i32 %b11
  %r11 = udiv i32 %s11, -2147483648
  %b12 = bitcast float %f to i32
  %s12 = select i1 %c, i32 %q, i32 %b12
  %r12 = udiv i32 %s12, -2147483648
  %u13 = uitofp i32 %k to half
  %b13 = bitcast half %u13 to i16
  %z13 = zext i16 %b13 to i32
  %s13 = select i1 %c, i32 %q, i32 %z13
  %r13 = udiv i32 %s13, 32768
  %a0 = add i32 %r0, %r1
  %a1 = add i32 %a0, %r2
  %a2 = add i32 %a1, %r3
  %a3 = add i32 %a2, %r3b
  %a4 = add i32 %a3, %r4
  %a5 = add i32 %a4, %r5
  %a6 = add i32 %a5, %r6
  %a7 = add i32 %a6, %r7
  %a8 = add i32 %a7, %r8
  %a9 = add i32 %a8, %r9
  %a10 = add i32 %a9, %r10
  %a11x = add i32 %a10, %r11
  %a12 = add i32 %a11x, %r12
  %a13 = add i32 %a12, %r13
  ret i32 %a13
}

define internal i32 @fp_bits_b(i1 %c, i32 %x, i32 %k) {
  %q = udiv i32 %x, 601938
  %u0 = sitofp i32 5 to float
  %b0 = bitcast float %u0 to i32
  %s0 = select i1 %c, i32 %q, i32 %b0
  %r0 = udiv i32 %s0, -2147483648
  %u1 = fptrunc double 0x7FF8000000000000 to float
  %b1 = bitcast float %u1 to i32
  %s1 = select i1 %c, i32 %q, i32 %b1
  %r1 = udiv i32 %s1, -2147483648
  %u2 = fptrunc double -0.000000e+00 to float
  %b2 = bitcast float %u2 to i32
  %s2 = select i1 %c, i32 %q, i32 %b2
  %r2 = udiv i32 %s2, -2147483647
  %u3 = fpext float 3.0 to double
  %b3 = bitcast double %u3 to i64
  %h3 = lshr i64 %b3, 32
  %t3 = trunc i64 %h3 to i32
  %s3 = select i1 %c, i32 %q, i32 %t3
  %r3 = udiv i32 %s3, -2147483648
  %u4 = fptrunc double 0.0 to float
  %b4 = bitcast float %u4 to i32
  %s4 = select i1 %c, i32 %q, i32 %b4
  %r4 = udiv i32 %s4, 1
  %r4b = udiv i32 %s4, 7
  %u5 = uitofp i32 %k to float
  %v5 = sitofp i32 %k to float
  %a5 = fadd float %u5, %v5
  %b5 = bitcast float %a5 to i32
  %s5 = select i1 %c, i32 %q, i32 %b5
  %r5 = udiv i32 %s5, -2147483648
  %a6 = fmul float %u5, %u5
  %b6 = bitcast float %a6 to i32
  %s6 = select i1 %c, i32 %q, i32 %b6
  %r6 = udiv i32 %s6, -2147483648
  %w7 = uitofp i32 %x to float
  %a7 = fmul float %u5, %w7
  %b7 = bitcast float %a7 to i32
  %s7 = select i1 %c, i32 %q, i32 %b7
  %r7 = udiv i32 %s7, -2147483648
  %a8 = fsub float %u5, %w7
  %b8 = bitcast float %a8 to i32
  %s8 = select i1 %c, i32 %q, i32 %b8
  %r8 = udiv i32 %s8, -2147483648
  %a9 = fadd float %u5, %w7
  %b9 = bitcast float %a9 to i32
  %s9 = select i1 %c, i32 %q, i32 %b9
  %r9 = udiv i32 %s9, -2147483648
  %h10 = uitofp i32 %k to half
  %g10 = uitofp i32 %x to half
  %a10 = fadd half %h10, %g10
  %b10 = bitcast half %a10 to i16
  %z10 = zext i16 %b10 to i32
  %s10 = select i1 %c, i32 %q, i32 %z10
  %r10 = udiv i32 %s10, 32768
  %a11 = fmul half %h10, %g10
  %b11 = bitcast half %a11 to i16
  %z11 = zext i16 %b11 to i32
  %s11 = select i1 %c, i32 %q, i32 %z11
  %r11 = udiv i32 %s11, 32768
  %a12 = fadd float %u5, 1.0
  %b12 = bitcast float %a12 to i32
  %s12 = select i1 %c, i32 %q, i32 %b12
  %r12 = udiv i32 %s12, -2147483648
  %m0 = add i32 %r0, %r1
  %m1 = add i32 %m0, %r2
  %m2 = add i32 %m1, %r3
  %m3 = add i32 %m2, %r4
  %m4 = add i32 %m3, %r4b
  %m5 = add i32 %m4, %r5
  %m6 = add i32 %m5, %r6
  %m7 = add i32 %m6, %r7
  %m8 = add i32 %m7, %r8
  %m9 = add i32 %m8, %r9
  %m10 = add i32 %m9, %r10
  %m11 = add i32 %m10, %r11
  %m12 = add i32 %m11, %r12
  ret i32 %m12
}

define internal i32 @fp_bits_c(i1 %c, i32 %x, i32 %k) {
  %q = udiv i32 %x, 601938
  %u = uitofp i32 %k to float
  %a1 = fmul float -2.0, %u
  %b1 = bitcast float %a1 to i32
  %x1 = xor i32 %b1, -2147483648
  %s1 = select i1 %c, i32 %q, i32 %x1
  %r1 = udiv i32 %s1, -2147483648
  %a2 = fadd float %u, -0.0
  %b2 = bitcast float %a2 to i32
  %s2 = select i1 %c, i32 %q, i32 %b2
  %r2 = udiv i32 %s2, -2147483648
  %h = uitofp i32 %k to half
  %a3 = fadd half %h, 1.0
  %b3 = bitcast half %a3 to i16
  %z3 = zext i16 %b3 to i32
  %s3 = select i1 %c, i32 %q, i32 %z3
  %r3 = udiv i32 %s3, 32768
  %a4 = fsub float %u, %u
  %b4 = bitcast float %a4 to i32
  %s4 = select i1 %c, i32 %q, i32 %b4
  %r4 = udiv i32 %s4, -2147483648
  %sh = sitofp i32 %k to half
  %a5 = fmul half %sh, %sh
  %b5 = bitcast half %a5 to i16
  %z5 = zext i16 %b5 to i32
  %s5 = select i1 %c, i32 %q, i32 %z5
  %r5 = udiv i32 %s5, 32768
  %sf = sitofp i32 %k to float
  %a6 = fmul float %sf, %sf
  %b6 = bitcast float %a6 to i32
  %s6 = select i1 %c, i32 %q, i32 %b6
  %r6 = udiv i32 %s6, -2147483648
  %a7 = fmul float %sf, %u
  %b7 = bitcast float %a7 to i32
  %s7 = select i1 %c, i32 %q, i32 %b7
  %r7 = udiv i32 %s7, -2147483648
  %a8 = fadd float 0x7FF0000000000000, %u
  %b8 = bitcast float %a8 to i32
  %s8 = select i1 %c, i32 %q, i32 %b8
  %r8 = udiv i32 %s8, -2147483648
  %a9 = fmul half %h, 0.0
  %b9 = bitcast half %a9 to i16
  %z9 = zext i16 %b9 to i32
  %s9 = select i1 %c, i32 %q, i32 %z9
  %r9 = udiv i32 %s9, 32768
  %m1 = add i32 %r1, %r2
  %m2 = add i32 %m1, %r3
  %m3 = add i32 %m2, %r4
  %m4 = add i32 %m3, %r5
  %m5 = add i32 %m4, %r6
  %m6 = add i32 %m5, %r7
  %m7 = add i32 %m6, %r8
  %m8 = add i32 %m7, %r9
  ret i32 %m8
}

define internal i32 @literal(i32 %x) {
entry:
  br i1 false, label %then, label %else

then:
  %a = mul i32 %x, %x
  %b = mul i32 %a, %x
  br label %join

else:
  %c = add i32 %x, 1
  br label %join

join:
  %d = phi i32 [ %b, %then ], [ %c, %else ]
  ret i32 %d
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, i1 %c) {
  %p = addrspacecast ptr addrspace(1) %out to ptr
  %q = getelementptr inbounds i32, ptr %p, i64 1
  %obj = addrspacecast ptr addrspace(3) @sh to ptr
  %a0 = call i32 @assoc(i32 %n, i32 7)
  %a1 = call i32 @assoc(i32 %n, i32 %n)
  %sh0 = call i32 @shift_ranges(i1 %c, i32 %n, i32 %n, i32 %n)
  %sh1 = call i32 @shift_ranges(i1 true, i32 %n, i32 9, i32 %n)
  %pc0 = call i32 @ptr_compares(ptr %p, i32 %n)
  %pc1 = call i32 @ptr_compares(ptr addrspacecast (ptr addrspace(3) @sh to ptr), i32 %n)
  %gv = getelementptr inbounds i32, ptr %p, i32 %n
  %pc2 = call i32 @ptr_compares(ptr %gv, i32 %n)
  %gn = getelementptr i32, ptr %p, i32 2
  %pc3 = call i32 @ptr_compares(ptr %gn, i32 %n)
  %nb = trunc i32 %n to i8
  %dr0 = call i32 @div_ranges(i32 %n, i32 %n, i1 %c, i8 %nb)
  %km0 = call i32 @known_more(i32 %n, i1 %c)
  %dr1 = call i32 @div_ranges(i32 %n, i32 3, i1 true, i8 -1)
  %ed0 = call i32 @entry_dominates(i32 %n, i1 %c, ptr addrspace(4) @cst)
  %b0 = call i32 @threads(i1 %c, i32 %n)
  %b1 = call i32 @threads(i1 true, i32 3)
  %c0 = call i32 @smallfloat(i32 37, i32 %n)
  %c1 = call i32 @smallfloat(i32 %n, i32 0)
  %c2 = call i32 @smallfloat(i32 0, i32 %n)
  %d0 = call i32 @intrinsics(i32 -580703206, i32 %n)
  %d1 = call i32 @intrinsics(i32 %n, i32 0)
  %e0 = call i32 @ephemeral(ptr %obj, i32 %n)
  %e1 = call i32 @ephemeral(ptr %obj, i32 5)
  %f0 = call i32 @selects(i1 %c, i32 %n, ptr %p, ptr %q)
  %f1 = call i32 @selects(i1 false, i32 3, ptr %p, ptr %p)
  %g0 = call i32 @vectors(i32 %n, i32 0)
  %g1 = call i32 @vectors(i32 65537, i32 %n)
  %h0 = call i32 @knownbits(i32 %n, i32 %n)
  %h1 = call i32 @knownbits(i32 3, i32 %n)
  %i0 = call i32 @literal(i32 %n)
  %i1 = call i32 @literal(i32 2)
  %nh = trunc i32 %n to i16
  %mn0 = call i32 @mul_nuw_nsw_sign(i16 %nh, i16 %nh, i32 %n)
  %cs0 = call i32 @cast_sign_bits(i8 %nb, i32 %n)
  %ms0 = call i32 @mul_sign_bits(i1 %c, i1 %c, i8 %nb, i32 %n)
  %hc0 = call i32 @smallfloat_cmp(i16 15360, i16 15360, i32 %n)
  %hc1 = call i32 @smallfloat_cmp(i16 15360, i16 16384, i32 %n)
  %hc2 = call i32 @smallfloat_cmp(i16 16384, i16 15360, i32 %n)
  %hc3 = call i32 @smallfloat_cmp(i16 32256, i16 15360, i32 %n)
  %hc4 = call i32 @smallfloat_cmp(i16 -32768, i16 0, i32 %n)
  %s0 = add i32 %a0, %a1
  %s1 = add i32 %s0, %b0
  %s2 = add i32 %s1, %b1
  %s3 = add i32 %s2, %c0
  %s4 = add i32 %s3, %c1
  %s5 = add i32 %s4, %c2
  %s6 = add i32 %s5, %d0
  %s7 = add i32 %s6, %d1
  %s8 = add i32 %s7, %e0
  %s9 = add i32 %s8, %e1
  %s10 = add i32 %s9, %f0
  %s11 = add i32 %s10, %f1
  %s12 = add i32 %s11, %g0
  %s13 = add i32 %s12, %g1
  %s14 = add i32 %s13, %h0
  %s15 = add i32 %s14, %h1
  %s16 = add i32 %s15, %i0
  %s17 = add i32 %s16, %i1
  %s18 = add i32 %s17, %sh0
  %s19 = add i32 %s18, %sh1
  %s20 = add i32 %s19, %pc0
  %s21 = add i32 %s20, %pc1
  %s22 = add i32 %s21, %ed0
  %s23 = add i32 %s22, %dr0
  %s24 = add i32 %s23, %dr1
  %s25 = add i32 %s24, %km0
  %s26 = add i32 %s25, %pc2
  %s27 = add i32 %s26, %pc3
  %vs0 = call i32 @vector_signs(i32 %n, i32 %n)
  %vs1 = call i32 @vector_signs(i32 -77, i32 5)
  %s28 = add i32 %s27, %vs0
  %s29 = add i32 %s28, %vs1
  %fa = call i32 @fp_bits_a(i1 %c, i32 %n, float 1.0, double 1.0, i32 %n)
  %fb = call i32 @fp_bits_b(i1 %c, i32 %n, i32 %n)
  %fc = call i32 @fp_bits_c(i1 %c, i32 %n, i32 %n)
  %s30 = add i32 %s29, %fa
  %s31 = add i32 %s30, %fb
  %s32 = add i32 %s31, %fc
  %sf = call i32 @shift_facts(i32 %n, i32 %n, i1 %c)
  %s33 = add i32 %s32, %sf
  %ia0 = call i32 @icmp_add_const(i32 %n, i32 %n)
  %si0 = add i32 %s33, %ia0
  %ia1 = call i32 @icmp_add_signed(i32 %n, i32 %n)
  %si1 = add i32 %si0, %ia1
  %ia2 = call i32 @icmp_add_values(i32 %n, i32 %n)
  %si2 = add i32 %si1, %ia2
  %ia3 = call i32 @icmp_minmax(i32 %n, i32 %n)
  %si3 = add i32 %si2, %ia3
  %ia4 = call i32 @shuffle_costs(i32 %n, i32 %n)
  %si4 = add i32 %si3, %ia4
  %ia5 = call i32 @dead_poison_int(i32 %n)
  %si5 = add i32 %si4, %ia5
  %ia6 = call i32 @dead_poison_cast(i32 %n)
  %si6 = add i32 %si5, %ia6
  %wv2 = insertelement <2 x i32> poison, i32 %n, i32 0
  %wv4 = insertelement <4 x i32> poison, i32 %n, i32 1
  %ia7 = call i32 @shuffle_widen(i32 %n, <2 x i32> %wv2, <4 x i32> %wv4)
  %si7 = add i32 %si6, %ia7
  store i32 %si7, ptr addrspace(1) %out, align 4
  ret void
}
"#;
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
