//! The inlining utility (`seam::transforms`) through its library API: what it refuses, a
//! recursive call, chains of inlined results in one session, and thousands of calls inlined
//! into one block (names stay unique, the module verifies, the launches observe the same).

use seam::ir::{InstData, Module};
use seam::transforms::{InlineError, InlineSession, inline_call};
use seam_oracle::{Limits, Verdict, compare, parse_launch};

fn parse(text: &str) -> Module {
    let m = seam::text::parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    seam::verify::verify_module(&m).unwrap_or_else(|e| panic!("{e}\n{text}"));
    m
}

/// Checks that `after` verifies (seam, and LLVM when linked) and that `launch` observes the
/// same in both modules.
fn same(before: &Module, after: &Module, launch: &str) {
    let text = seam::text::print_module(after);
    seam::verify::verify_module(after).unwrap_or_else(|e| panic!("{e}\n{text}"));
    #[cfg(feature = "llvm")]
    seam::llvm::verify_text(&text).unwrap_or_else(|e| panic!("LLVM: {e}\n{text}"));
    let l = parse_launch(launch).unwrap();
    let a = seam_oracle::run(before, &l, Limits::default()).unwrap();
    let b = seam_oracle::run(after, &l, Limits::default()).unwrap();
    assert!(
        matches!(a, seam_oracle::Outcome::Completed(_)),
        "the test's launch must complete: {a}"
    );
    if let Verdict::Differ(why) = compare(&a, &b) {
        panic!("{why}\n{text}");
    }
}

fn call_named(m: &Module, f: &str, name: &str) -> (seam::ir::FuncId, seam::ir::Inst) {
    let fid = m.find_function(f).unwrap();
    let inst = m.functions[fid]
        .body
        .as_ref()
        .unwrap()
        .find_inst(name)
        .unwrap();
    (fid, inst)
}

const HEADER: &str = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n\
                      target triple = \"nvptx64-nvidia-cuda\"\n";

#[test]
fn refusals_name_what_cannot_be_inlined() {
    let text = format!(
        "{HEADER}
declare i32 @ext(i32)
define internal i32 @id(i32 %x) {{
  ret i32 %x
}}
define internal i32 @var(i32 %x, ...) {{
  ret i32 %x
}}
define i32 @f(i32 %x, ptr %fp) {{
  %a = call i32 @ext(i32 %x)
  %b = call i32 %fp(i32 %a)
  %c = call i32 @id(i64 7)
  %d = call i32 (i32, ...) @var(i32 %b, i32 1)
  %e = musttail call i32 @id(i32 %d)
  ret i32 %e
}}
"
    );
    // The type-mismatched call does not verify in LLVM's sense of a defined program, but it
    // parses and verifies in seam (opaque pointers allow it); build it without the musttail
    // rule's neighbours.
    let m = seam::text::parse_module(&text).unwrap();
    let f = m.find_function("f").unwrap();
    let body = m.functions[f].body.as_ref().unwrap();
    let get = |n: &str| body.find_inst(n).unwrap();
    let cases = [
        (get("a"), "declaration"),
        (get("b"), "indirect"),
        (get("c"), "type"),
        (get("d"), "variadic"),
        (get("e"), "musttail"),
    ];
    for (inst, want) in cases {
        let mut mm = m.clone();
        let e = inline_call(&mut mm, f, inst).unwrap_err();
        let ok = match (&e, want) {
            (InlineError::Declaration { callee }, "declaration") => callee == "ext",
            (InlineError::Indirect, "indirect") => true,
            (InlineError::TypeMismatch { callee }, "type") => callee == "id",
            (InlineError::Vararg { callee }, "variadic") => callee == "var",
            (InlineError::MustTail, "musttail") => true,
            _ => false,
        };
        assert!(ok, "{want}: {e}");
        // A refusal changes nothing.
        assert_eq!(seam::text::print_module(&mm), seam::text::print_module(&m));
    }
    let ret = body
        .inst_order()
        .map(|(_, i)| i)
        .find(|&i| matches!(body.insts[i].data, InstData::Ret { .. }))
        .unwrap();
    let mut mm = m.clone();
    assert!(matches!(
        inline_call(&mut mm, f, ret),
        Err(InlineError::NotACall { mnemonic: "ret" })
    ));
}

#[test]
fn a_recursive_call_inlines_the_body_as_it_was() {
    let text = format!(
        "{HEADER}
define internal i32 @sum(i32 %n) {{
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec

base:
  ret i32 0

rec:
  %m = sub i32 %n, 1
  %r = call i32 @sum(i32 %m)
  %s = add i32 %r, %n
  ret i32 %s
}}

define ptx_kernel void @k(ptr addrspace(1) %out) {{
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @sum(i32 %tid)
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"
    );
    let before = parse(&text);
    let mut m = before.clone();
    // Unroll the recursion three times: each time the new recursive call is inlined.
    let (sum, mut call) = call_named(&m, "sum", "r");
    for round in 0..3 {
        let size = |m: &seam::ir::Module| m.functions[sum].body.as_ref().unwrap().inst_count();
        let before = size(&m);
        let info = inline_call(&mut m, sum, call).unwrap();
        assert_eq!(info.callee, sum);
        assert_eq!(info.returns, 2, "round {round}");
        // Every instruction of the callee (itself, as it was) is cloned, its returns too;
        // the growth is the caller's count after less before.
        assert_eq!(info.cloned_insts, before, "round {round}");
        assert_eq!(
            info.growth,
            size(&m) as i64 - before as i64,
            "round {round}"
        );
        let self_calls: Vec<_> = info
            .new_calls
            .iter()
            .filter(|(_, f)| *f == Some(sum))
            .collect();
        assert_eq!(self_calls.len(), 1, "round {round}");
        call = self_calls[0].0;
    }
    same(&before, &m, "@k grid=1 block=8 (out=i32[8] zero)");
}

#[test]
fn a_session_chains_inlined_results() {
    // The result of the first inlined call is an argument of the second and third; results
    // are replaced only when the session finishes, and `resolve` says by what.
    let text = format!(
        "{HEADER}
define internal i32 @inc(i32 %x) {{
  %y = add i32 %x, 1
  ret i32 %y
}}

define internal i32 @pass(i32 %x) {{
  ret i32 %x
}}

define ptx_kernel void @k(ptr addrspace(1) %out) {{
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i32 @inc(i32 %tid)
  %b = call i32 @pass(i32 %a)
  %c = call i32 @inc(i32 %b)
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %c, ptr addrspace(1) %q, align 4
  ret void
}}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"
    );
    let before = parse(&text);
    let mut m = before.clone();
    let k = m.find_function("k").unwrap();
    let body = m.functions[k].body.as_ref().unwrap();
    let calls: Vec<_> = ["a", "b", "c"]
        .iter()
        .map(|n| body.find_inst(n).unwrap())
        .collect();
    let mut s = InlineSession::new(&mut m, k);
    for &c in &calls {
        s.inline(c).unwrap();
    }
    // %b passed %a through: both resolve to the clone of @inc's add.
    let a = s.resolve(seam::ir::Value::Inst(calls[0]));
    assert_eq!(s.resolve(seam::ir::Value::Inst(calls[1])), a);
    assert!(
        matches!(a, seam::ir::Value::Inst(i) if s.body().insts[i].name.as_deref() == Some("y.i"))
    );
    s.finish();
    same(&before, &m, "@k grid=1 block=4 (out=i32[4] zero)");
    let text = seam::text::print_module(&m);
    assert!(text.contains("%y.i.1 = add i32 %y.i, 1"), "{text}");
}

#[test]
fn a_recursive_call_takes_the_result_of_a_call_inlined_before_it() {
    // In one session, @inc is inlined first; the recursive call's argument is @inc's result,
    // which the session has not replaced yet when the recursive call clones the body.
    let text = format!(
        "{HEADER}
define internal i32 @inc(i32 %x) {{
  %y = add i32 %x, 1
  ret i32 %y
}}

define internal i32 @rec(i32 %x, i32 %depth) {{
entry:
  %a = call i32 @inc(i32 %x)
  %stop = icmp eq i32 %depth, 0
  br i1 %stop, label %done, label %more

more:
  %d = sub i32 %depth, 1
  %r = call i32 @rec(i32 %a, i32 %d)
  br label %done

done:
  %v = phi i32 [ %a, %entry ], [ %r, %more ]
  ret i32 %v
}}

define ptx_kernel void @k(ptr addrspace(1) %out) {{
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @rec(i32 %tid, i32 3)
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"
    );
    let before = parse(&text);
    let mut m = before.clone();
    let (rec, a) = call_named(&m, "rec", "a");
    let (_, r) = call_named(&m, "rec", "r");
    let mut s = InlineSession::new(&mut m, rec);
    s.inline(a).unwrap();
    s.inline(r).unwrap();
    s.finish();
    seam::verify::verify_module(&m)
        .unwrap_or_else(|e| panic!("{e}\n{}", seam::text::print_module(&m)));
    same(&before, &m, "@k grid=1 block=4 (out=i32[4] zero)");
}

#[test]
fn thousands_of_calls_in_one_block_keep_unique_names() {
    let n = 3000;
    let mut text = format!(
        "{HEADER}
define internal i32 @step(i32 %x) {{
entry:
  %t = mul i32 %x, 3
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %done

even:
  %h = lshr i32 %t, 1
  br label %done

done:
  %r = phi i32 [ %h, %even ], [ %t, %entry ]
  %s = add i32 %r, 1
  ret i32 %s
}}

define ptx_kernel void @k(ptr addrspace(1) %out) {{
entry:
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"
    );
    for i in 1..=n {
        text.push_str(&format!("  %v{i} = call i32 @step(i32 %v{})\n", i - 1));
    }
    text.push_str(&format!(
        "  %i = zext i32 %v0 to i64\n  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i\n  store i32 %v{n}, ptr addrspace(1) %q, align 4\n  ret void\n}}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    ));
    let before = parse(&text);
    let mut m = before.clone();
    let k = m.find_function("k").unwrap();
    let calls: Vec<_> = {
        let body = m.functions[k].body.as_ref().unwrap();
        body.inst_order()
            .map(|(_, i)| i)
            .filter(|&i| matches!(&body.insts[i].data, InstData::Call(c) if m.direct_callee(c) != m.find_function("llvm.nvvm.read.ptx.sreg.tid.x")))
            .collect()
    };
    assert_eq!(calls.len(), n);
    let mut s = InlineSession::new(&mut m, k);
    let mut growth = 0;
    for &c in &calls {
        growth += s.inline(c).unwrap().growth;
    }
    s.finish();
    let body = m.functions[k].body.as_ref().unwrap();
    // Every clone is named; no name repeats.
    let mut names = std::collections::HashSet::new();
    for (_, i) in body.inst_order() {
        if let Some(nm) = &body.insts[i].name {
            assert!(names.insert(nm.clone()), "{nm} twice");
        }
    }
    for &b in &body.layout {
        if let Some(nm) = &body.blocks[b].name {
            assert!(names.insert(nm.clone()), "block {nm} twice");
        }
    }
    assert_eq!(
        body.inst_count() as i64,
        before.functions[k].body.as_ref().unwrap().inst_count() as i64 + growth
    );
    same(&before, &m, "@k grid=1 block=4 (out=i32[4] zero)");
}
