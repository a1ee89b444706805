//! The interpreter's public contract: determinism, fuel, limits, and clear errors for launches
//! and modules it cannot run.

use seam_oracle::{InterpError, Interpreter, Limits, Outcome, Verdict, compare, parse_launch};

const HEADER: &str = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n";

fn module(body: &str) -> seam::ir::Module {
    let text = format!("{HEADER}{body}");
    seam::text::parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn run(m: &seam::ir::Module, spec: &str) -> Result<Outcome, InterpError> {
    seam_oracle::run(m, &parse_launch(spec).unwrap(), Limits::default())
}

/// Shared memory, barriers, atomics across blocks and a reduction: enough scheduling for an
/// order dependence to show.
const BUSY: &str = r#"
@buf = internal addrspace(3) global [64 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %sum, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %s = getelementptr inbounds [64 x i32], ptr addrspace(3) @buf, i32 0, i32 %t
  %v0 = mul i32 %t, %b
  %v = add i32 %v0, 3
  store i32 %v, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier0()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %reduce, label %done

reduce:
  %i = phi i32 [ 0, %entry ], [ %i1, %reduce ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %reduce ]
  %p = getelementptr inbounds [64 x i32], ptr addrspace(3) @buf, i32 0, i32 %i
  %x = load i32, ptr addrspace(3) %p, align 4
  %acc1 = add i32 %acc, %x
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 64
  br i1 %more, label %reduce, label %publish

publish:
  %old = atomicrmw add ptr addrspace(1) %sum, i32 %acc1 monotonic, align 4
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %b
  store i32 %old, ptr addrspace(1) %o, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
"#;

#[test]
fn the_same_launch_gives_the_same_bytes() {
    let m = module(BUSY);
    let spec = "@k grid=8 block=64 (sum=i32[1] zero, out=i32[8] zero)";
    let first = run(&m, spec).unwrap();
    let Outcome::Completed(obs) = &first else {
        panic!("{first}")
    };
    // Each block adds 64*3 + b*(0+1+...+63) = 192 + 2016*b; blocks run in order.
    let total: i32 = (0..8).map(|b| 192 + 2016 * b).sum();
    assert_eq!(
        obs.get("sum").unwrap().to_string(),
        format!("sum: i32[1] = {{{total}}}")
    );
    for _ in 0..3 {
        let again = run(&m, spec).unwrap();
        assert_eq!(again, first);
    }
    // A separately lowered copy of the module (printed and read back) agrees too.
    let reparsed = seam::text::parse_module(&seam::text::print_module(&m)).unwrap();
    assert_eq!(run(&reparsed, spec).unwrap(), first);
    assert!(compare(&first, &run(&reparsed, spec).unwrap()).is_same());
}

#[test]
fn undefined_behaviour_is_reported_the_same_way_every_time() {
    let m = module(&BUSY.replace("call void @llvm.nvvm.barrier0()", ""));
    let spec = "@k grid=2 block=64 (sum=i32[1] zero, out=i32[2] zero)";
    let a = run(&m, spec).unwrap();
    let Outcome::Ub(ub) = &a else { panic!("{a}") };
    assert_eq!(ub.kind.name(), "poison-stored", "{a}");
    assert_eq!(run(&m, spec).unwrap(), a);
}

#[test]
fn fuel_counts_every_instruction() {
    let m = module(
        r#"
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 10
  br i1 %more, label %loop, label %exit
exit:
  store i32 %i1, ptr addrspace(1) %out, align 4
  ret void
}
"#,
    );
    let launch = parse_launch("@k block=2 (out=i32[1] zero)").unwrap();
    let interp = Interpreter::new(&m).unwrap();
    // Per thread: br, 10 x (add, icmp, br), store, ret = 33.
    let (o, stats) = interp.run_with_stats(&launch, Limits::default()).unwrap();
    // Two threads store the same value to one word: a benign race (a warning, not undefined
    // behaviour), and both threads run to their end.
    let Outcome::Completed(obs) = &o else {
        panic!("two threads store the same word: {o}")
    };
    assert_eq!(obs.benign_races, 1, "{o}");
    assert_eq!(stats.instructions, 66);
    let launch = parse_launch("@k block=1 (out=i32[1] zero)").unwrap();
    let (o, stats1) = interp.run_with_stats(&launch, Limits::default()).unwrap();
    assert_eq!(o.to_string(), "out: i32[1] = {10}");
    assert_eq!(stats1.instructions, 33);
    assert!(stats.instructions > 33);
    let exact = Limits {
        fuel: 33,
        ..Limits::default()
    };
    assert!(matches!(
        interp.run(&launch, exact).unwrap(),
        Outcome::Completed(_)
    ));
    let short = Limits {
        fuel: 32,
        ..Limits::default()
    };
    assert_eq!(interp.run(&launch, short).unwrap(), Outcome::OutOfFuel);
}

#[test]
fn launch_errors_name_what_is_wrong() {
    let m = module(
        r#"
%pair = type { i32, i32 }
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, float %x, ptr byval(%pair) %p) {
entry:
  ret void
}
define ptx_kernel void @s(ptr addrspace(3) %sh) {
entry:
  ret void
}
define i32 @value() {
entry:
  ret i32 0
}
declare void @ext()
"#,
    );
    let ok = "(out=i32[1] zero, i32 1, float 1.0, i8[8] zero)";
    assert!(run(&m, &format!("@k {ok}")).is_ok());
    for (spec, want) in [
        ("@nope ()", "no function @nope"),
        ("@ext ()", "@ext is a declaration"),
        ("@value ()", "returns a value"),
        ("@k (i32 1)", "takes 4 arguments, the launch gives 1"),
        (
            "@k (i32 1, i32 1, float 1.0, i8[8] zero)",
            "argument 1 (%out) has type ptr addrspace(1); the launch gives an i32",
        ),
        (
            "@k (out=i32[1] zero, i64 1, float 1.0, i8[8] zero)",
            "argument 2 (%n) has type i32; the launch gives an i64",
        ),
        (
            "@k (out=i32[1] zero, i32 1, double 1.0, i8[8] zero)",
            "argument 3 (%x) has type float; the launch gives a double",
        ),
        (
            "@k (out=i32[1] zero, i32 1, float 1.0, i8[4] zero)",
            "byval of 8 bytes; the buffer has 4 bytes",
        ),
        (
            "@k (out=i32[1] zero, i32 1, float 1.0, i64 0)",
            "is byval: give it a buffer of 8 bytes",
        ),
        (
            "@s (x=i32[4] zero)",
            "is ptr addrspace(3); a buffer lives in global memory",
        ),
        (&format!("@k block=2048 {ok}"), "at most 1024"),
        (&format!("@k block=1,1,65 {ok}"), "at most 64"),
        (&format!("@k grid=1,70000 {ok}"), "grid 1x70000x1"),
        ("@k (a=i32[1] zero, i32 1, float 1.0, a=i8[8] zero)", ""),
    ] {
        match run(&m, spec) {
            Err(InterpError::Launch(msg)) => assert!(msg.contains(want), "{spec}: {msg}"),
            other => {
                // Two buffers of one name are only an error for buffers passed by pointer.
                assert!(want.is_empty() && other.is_ok(), "{spec}: {other:?}")
            }
        }
    }
    let two = "@k (a=i32[1] zero, i32 1, float 1.0, i8[8] zero)";
    assert!(run(&m, two).is_ok());
}

#[test]
fn modules_the_interpreter_cannot_run_are_named() {
    // Not verified.
    let bad = module(
        "define void @f() {\nentry:\n  %x = add i32 %y, 1\n  %y = add i32 %x, 1\n  ret void\n}\n",
    );
    assert!(matches!(run(&bad, "@f ()"), Err(InterpError::Invalid(_))));
    // 32-bit shared pointers.
    let text = "target datalayout = \"e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ndefine void @f() {\nentry:\n  ret void\n}\n";
    let m = seam::text::parse_module(text).unwrap();
    match run(&m, "@f ()") {
        Err(InterpError::Unsupported(msg)) => assert!(msg.contains("addrspace(3)"), "{msg}"),
        other => panic!("{other:?}"),
    }
    // A call to a function with no body, only when it is executed.
    let m = module(
        "declare i32 @ext(i32)\ndefine void @f(i1 %c) {\nentry:\n  br i1 %c, label %call, label %done\ncall:\n  %r = call i32 @ext(i32 1)\n  br label %done\ndone:\n  ret void\n}\n",
    );
    assert!(matches!(
        run(&m, "@f (i1 false)"),
        Ok(Outcome::Completed(_))
    ));
    match run(&m, "@f (i1 true)") {
        Err(InterpError::Unsupported(msg)) => {
            assert!(msg.contains("@ext, which has no body"), "{msg}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn memory_beyond_the_limit_is_an_error_not_an_abort() {
    let m = module(
        "@big = addrspace(1) global [268435456 x i32] zeroinitializer, align 4\ndefine void @f() {\nentry:\n  ret void\n}\n",
    );
    match run(&m, "@f ()") {
        Err(InterpError::Memory(msg)) => assert!(msg.contains("bytes"), "{msg}"),
        other => panic!("{other:?}"),
    }
    // An aggregate too large for registers is named, not materialized.
    let m = module(
        "define void @f(ptr %p) {\nentry:\n  store [100000000 x i32] zeroinitializer, ptr %p, align 4\n  ret void\n}\n",
    );
    match run(&m, "@f (null)") {
        Err(InterpError::Unsupported(msg)) => assert!(msg.contains("scalars"), "{msg}"),
        other => panic!("{other:?}"),
    }
    // A huge alloca is a stack overflow of the thread.
    let m = module(
        "define void @f(i64 %n) {\nentry:\n  %a = alloca i32, i64 %n, align 4\n  ret void\n}\n",
    );
    assert!(matches!(run(&m, "@f (i64 8)"), Ok(Outcome::Completed(_))));
    assert!(matches!(
        run(&m, "@f (i64 100000000000)"),
        Ok(Outcome::Trap { .. })
    ));
}

#[test]
fn verdicts_explain_differences() {
    let m = module(
        "define ptx_kernel void @k(ptr addrspace(1) %out, i32 %v) {\nentry:\n  %p = getelementptr i32, ptr addrspace(1) %out, i32 2\n  store i32 %v, ptr addrspace(1) %p, align 4\n  ret void\n}\n",
    );
    let a = run(&m, "@k (out=i32[4] zero, i32 5)").unwrap();
    let b = run(&m, "@k (out=i32[4] zero, i32 6)").unwrap();
    let Verdict::Differ(d) = compare(&a, &b) else {
        panic!("the outcomes differ")
    };
    assert!(d.contains("out: 1 of 4 elements differ"), "{d}");
    assert!(d.contains("[2] expected 5 actual 6"), "{d}");
    let ub = run(&m, "@k (out=i32[2] zero, i32 6)").unwrap();
    let Verdict::Differ(d) = compare(&a, &ub) else {
        panic!("completion and UB differ")
    };
    assert!(d.contains("out-of-bounds"), "{d}");
}

#[test]
fn partial_barriers_and_other_cluster_blocks_are_refused_when_run() {
    // A named barrier for the whole block (in whole warps) runs; for fewer threads, or mapa
    // to another block of the cluster, the interpreters have no model: refused, named.
    let m = module(
        "declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)\ndeclare ptr @llvm.nvvm.mapa(ptr, i32)\ndefine ptx_kernel void @k(i32 %n, i32 %rank, ptr %p) {\nentry:\n  call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 %n)\n  %q = call ptr @llvm.nvvm.mapa(ptr %p, i32 %rank)\n  ret void\n}\n",
    );
    assert!(matches!(
        run(&m, "@k block=40 (i32 64, i32 0, null)"),
        Ok(Outcome::Completed(_))
    ));
    match run(&m, "@k block=40 (i32 32, i32 0, null)") {
        Err(InterpError::Unsupported(msg)) => {
            assert!(
                msg.contains("for 32 threads, where the block's warps hold 64"),
                "{msg}"
            )
        }
        other => panic!("{other:?}"),
    }
    match run(&m, "@k block=32 (i32 32, i32 1, null)") {
        Err(InterpError::Unsupported(msg)) => assert!(msg.contains("mapa to block 1"), "{msg}"),
        other => panic!("{other:?}"),
    }
}
