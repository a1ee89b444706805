//! The PTX interpreter on hand-written PTX: the `.param` call ABI, special registers, each kind
//! of undefined behaviour it detects (located by PTX line), traps, fuel, and its refusals.
//! (Generated cases and every pipeline's PTX are checked against the IR interpreter in
//! `compiler/tests/codegen.rs`; the GPU corpus in `gpu-tests/tests/suite.rs`.)

use seam_oracle::ptx::PtxInterpreter;
use seam_oracle::{InterpError, Limits, Outcome, TrapKind, UbKind, parse_launch};

const HEAD: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";

fn run(body: &str, launch: &str) -> Result<Outcome, InterpError> {
    run_with(body, launch, Limits::default())
}

fn run_with(body: &str, launch: &str, limits: Limits) -> Result<Outcome, InterpError> {
    let interp = PtxInterpreter::parse(&format!("{HEAD}{body}"))?;
    let plan = interp.plan(&parse_launch(launch).expect("launch syntax"))?;
    interp.run(&plan, limits)
}

fn completed(body: &str, launch: &str) -> String {
    match run(body, launch) {
        Ok(o @ Outcome::Completed(_)) => o.to_string(),
        other => panic!("expected completion, got {other:?}"),
    }
}

fn ub(body: &str, launch: &str) -> (UbKind, String) {
    match run(body, launch) {
        Ok(Outcome::Ub(u)) => (u.kind, format!("{} at {}", u.detail, u.at)),
        other => panic!("expected undefined behaviour, got {other:?}"),
    }
}

/// A kernel storing `%r1` (computed by `code`) at `out[tid.x]`.
fn store_kernel(decls: &str, code: &str) -> String {
    format!(
        ".visible .entry k(.param .u64 k_param_0)\n{{\n\t.reg .pred %p<4>;\n\t.reg .b32 %r<10>;\n\t.reg .b64 %rd<10>;\n\t.reg .f32 %f<8>;\n\t.reg .f64 %fd<8>;\n{decls}\tld.param.u64 %rd1, [k_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tmov.u32 %r0, %tid.x;\n{code}\tmul.wide.u32 %rd3, %r0, 4;\n\tadd.s64 %rd4, %rd2, %rd3;\n\tst.global.u32 [%rd4], %r1;\n\tret;\n}}\n"
    )
}

#[test]
fn calls_pass_parameters_and_results_through_param_space() {
    let ptx = format!(
        "{}{}",
        ".func (.param .b32 f_retval0) twice(.param .b32 twice_param_0, .param .align 4 .b8 twice_param_1[8])\n{\n\t.reg .b32 %r<6>;\n\tld.param.u32 %r1, [twice_param_0];\n\tld.param.v2.u32 {%r2, %r3}, [twice_param_1];\n\tadd.s32 %r4, %r1, %r1;\n\tadd.s32 %r4, %r4, %r2;\n\tsub.s32 %r4, %r4, %r3;\n\tst.param.b32 [f_retval0+0], %r4;\n\tret;\n}\n",
        store_kernel(
            "",
            "\t{\n\t.param .b32 param0;\n\tst.param.b32 [param0+0], %r0;\n\t.param .align 4 .b8 param1[8];\n\tst.param.v2.b32 [param1+0], {100, 1};\n\t.param .b32 retval0;\n\tcall.uni (retval0), twice, (param0, param1);\n\tld.param.b32 %r1, [retval0+0];\n\t}\n",
        )
    );
    assert_eq!(
        completed(&ptx, "@k block=4 (out=i32[4] zero)"),
        "out: i32[4] = {99, 101, 103, 105}"
    );
}

#[test]
fn indirect_calls_go_through_a_register() {
    let ptx = format!(
        "{}{}",
        ".func (.param .b32 f_retval0) seven()\n{\n\t.reg .b32 %r<2>;\n\tmov.u32 %r1, 7;\n\tst.param.b32 [f_retval0+0], %r1;\n\tret;\n}\n",
        store_kernel(
            "",
            "\tmov.u64 %rd5, seven;\n\t{\n\t.param .b32 retval0;\n\tprototype_0 : .callprototype (.param .b32 _) _ ();\n\tcall (retval0), %rd5, (), prototype_0;\n\tld.param.b32 %r1, [retval0+0];\n\t}\n",
        )
    );
    assert_eq!(
        completed(&ptx, "@k block=2 (out=i32[2] zero)"),
        "out: i32[2] = {7, 7}"
    );
    // A call with the wrong number of parameters is undefined.
    let bad = ptx.replace(
        "call (retval0), %rd5, (), prototype_0;",
        "call %rd5, (), prototype_0;",
    );
    assert_eq!(ub(&bad, "@k (out=i32[1] zero)").0, UbKind::BadCall);
}

#[test]
fn special_registers_and_arithmetic() {
    // Global id g = ctaid * ntid + tid; out[g] = g < 3 ? mul.hi(g, 2^32 - 1) : g.
    let code = "\tmov.u32 %r2, %ctaid.x;\n\tmov.u32 %r3, %ntid.x;\n\tmad.lo.s32 %r9, %r2, %r3, %r0;\n\tmul.hi.u32 %r4, %r9, -1;\n\tsetp.lt.s32 %p1, %r9, 3;\n\tselp.b32 %r1, %r4, %r9, %p1;\n\tmov.u32 %r0, %r9;\n";
    assert_eq!(
        completed(
            &store_kernel("", code),
            "@k grid=2 block=3 (out=i32[6] zero)"
        ),
        "out: i32[6] = {0, 0, 1, 3, 4, 5}"
    );
}

#[test]
fn narrow_signed_conversions_fill_the_register_by_sign() {
    // LLVM 19 lowers `ashr (trunc (sext (trunc x to i8)) to i16), 6` to `cvt.s8.s32` into a
    // 16-bit register and `shr.s16`: the conversion leaves the byte sign-extended to the
    // register's 16 bits. x = 128 * tid: tid 1 gives the byte 0x80 (-128 >> 6 = -2), tid 2 the
    // byte 0 (0), tid 3 0x80 again; an unsigned destination zero-extends (-128 as u8 >> 6 = 2).
    let decls = "\t.reg .b16 %rs<4>;\n";
    let code = "\tshl.b32 %r2, %r0, 7;\n\tcvt.s8.s32 %rs1, %r2;\n\tshr.s16 %rs2, %rs1, 6;\n\tcvt.s32.s16 %r3, %rs2;\n\tcvt.u8.u32 %rs3, %r2;\n\tshr.s16 %rs3, %rs3, 6;\n\tcvt.s32.s16 %r4, %rs3;\n\tmul.lo.s32 %r4, %r4, 100;\n\tadd.s32 %r1, %r3, %r4;\n";
    assert_eq!(
        completed(&store_kernel(decls, code), "@k block=4 (out=i32[4] zero)"),
        "out: i32[4] = {0, 198, 0, 198}"
    );
}

#[test]
fn floats_round_convert_and_canonicalize() {
    let code = "\tcvt.rn.f32.s32 %f1, %r0;\n\tmov.f32 %f2, 0f3F000000;\n\tadd.rn.f32 %f3, %f1, %f2;\n\tcvt.rni.s32.f32 %r1, %f3;\n\tsqrt.rn.f32 %f4, %f1;\n\tmul.rn.f32 %f5, %f4, %f4;\n\tsetp.eq.f32 %p1, %f5, %f1;\n\t@!%p1 add.s32 %r1, %r1, 100;\n\tmov.u32 %r0, %r0;\n";
    // 0.5 rounds to even (0), 1.5 to 2, 2.5 to 2, 3.5 to 4; sqrt(2)^2 != 2, sqrt(3)^2 == 3
    // in f32.
    assert_eq!(
        completed(&store_kernel("", code), "@k block=4 (out=i32[4] zero)"),
        "out: i32[4] = {0, 2, 102, 4}"
    );
}

#[test]
fn shared_memory_and_barriers() {
    let ptx = ".visible .entry k(.param .u64 k_param_0)\n{\n\t.reg .b32 %r<6>;\n\t.reg .b64 %rd<8>;\n\t.shared .align 4 .b8 buf[16];\n\tld.param.u64 %rd1, [k_param_0];\n\tmov.u32 %r1, %tid.x;\n\tmul.wide.u32 %rd2, %r1, 4;\n\tmov.u64 %rd3, buf;\n\tadd.s64 %rd4, %rd3, %rd2;\n\tst.shared.u32 [%rd4], %r1;\n\tbar.sync 0;\n\tsub.s32 %r2, 3, %r1;\n\tmul.wide.u32 %rd5, %r2, 4;\n\tadd.s64 %rd6, %rd3, %rd5;\n\tld.shared.u32 %r3, [%rd6];\n\tadd.s64 %rd7, %rd1, %rd2;\n\tst.global.u32 [%rd7], %r3;\n\tret;\n}\n";
    assert_eq!(
        completed(ptx, "@k block=4 (out=i32[4] zero)"),
        "out: i32[4] = {3, 2, 1, 0}"
    );
    // Without the barrier, reading what another thread wrote is a race.
    let racy = ptx.replace("\tbar.sync 0;\n", "");
    let (kind, at) = ub(&racy, "@k block=4 (out=i32[4] zero)");
    assert_eq!(kind, UbKind::DataRace, "{at}");
    // A barrier some threads skip is divergent.
    let divergent = ptx
        .replace(
            "\tbar.sync 0;\n",
            "\tsetp.eq.s32 %p1, %r1, 0;\n\t@%p1 bra $L_skip;\n\tbar.sync 0;\n",
        )
        .replace("\tret;\n", "$L_skip:\n\tret;\n");
    let divergent = divergent.replace(".reg .b32 %r<6>;", ".reg .b32 %r<6>;\n\t.reg .pred %p<2>;");
    assert_eq!(
        ub(&divergent, "@k block=4 (out=i32[4] zero)").0,
        UbKind::DivergentBarrier
    );
}

#[test]
fn local_depot_is_a_stack_frame_per_call() {
    // A recursive function keeps a value in its frame across the recursive call.
    let ptx = format!(
        "{}{}",
        ".func (.param .b32 r_retval0) sum(.param .b32 sum_param_0)\n{\n\t.local .align 4 .b8 __local_depot0[4];\n\t.reg .b64 %SP;\n\t.reg .b64 %SPL;\n\t.reg .pred %p<2>;\n\t.reg .b32 %r<6>;\n\tmov.u64 %SPL, __local_depot0;\n\tcvta.local.u64 %SP, %SPL;\n\tld.param.u32 %r1, [sum_param_0];\n\tst.u32 [%SP+0], %r1;\n\tsetp.eq.s32 %p1, %r1, 0;\n\t@%p1 bra $L_done;\n\tsub.s32 %r2, %r1, 1;\n\t{\n\t.param .b32 param0;\n\tst.param.b32 [param0+0], %r2;\n\t.param .b32 retval0;\n\tcall.uni (retval0), sum, (param0);\n\tld.param.b32 %r3, [retval0+0];\n\t}\n\tld.local.u32 %r4, [%SPL+0];\n\tadd.s32 %r1, %r3, %r4;\n$L_done:\n\tst.param.b32 [r_retval0+0], %r1;\n\tret;\n}\n",
        store_kernel(
            "",
            "\t{\n\t.param .b32 param0;\n\tst.param.b32 [param0+0], %r0;\n\t.param .b32 retval0;\n\tcall.uni (retval0), sum, (param0);\n\tld.param.b32 %r1, [retval0+0];\n\t}\n",
        )
    );
    assert_eq!(
        completed(&ptx, "@k block=5 (out=i32[5] zero)"),
        "out: i32[5] = {0, 1, 3, 6, 10}"
    );
    // Deep enough, it overflows the stack (a defined trap).
    let limits = Limits {
        max_call_depth: 16,
        ..Limits::default()
    };
    match run_with(&ptx, "@k block=20 (out=i32[20] zero)", limits).unwrap() {
        Outcome::Trap { kind, .. } => assert_eq!(kind, TrapKind::StackOverflow),
        other => panic!("{other:?}"),
    }
}

#[test]
fn alloca_is_a_fresh_local_allocation_of_a_run_time_size() {
    // Thread t allocates 4*(t+1) bytes, fills them with t, t+1, ... and sums them back.
    let code = "\tadd.s32 %r2, %r0, 1;\n\tmul.wide.u32 %rd5, %r2, 4;\n\talloca.u64 %rd6, %rd5, 16;\n\tcvta.local.u64 %rd6, %rd6;\n\tmov.u32 %r3, 0;\n\tmov.u64 %rd7, %rd6;\n$L_fill:\n\tadd.s32 %r4, %r0, %r3;\n\tst.u32 [%rd7], %r4;\n\tadd.s64 %rd7, %rd7, 4;\n\tadd.s32 %r3, %r3, 1;\n\tsetp.lt.u32 %p1, %r3, %r2;\n\t@%p1 bra $L_fill;\n\tmov.u32 %r1, 0;\n\tmov.u32 %r3, 0;\n$L_sum:\n\tld.u32 %r4, [%rd6];\n\tadd.s32 %r1, %r1, %r4;\n\tadd.s64 %rd6, %rd6, 4;\n\tadd.s32 %r3, %r3, 1;\n\tsetp.lt.u32 %p1, %r3, %r2;\n\t@%p1 bra $L_sum;\n";
    assert_eq!(
        completed(&store_kernel("", code), "@k block=4 (out=i32[4] zero)"),
        // sum of t..=2t: 0, 1+2, 2+3+4, 3+4+5+6
        "out: i32[4] = {0, 3, 9, 18}"
    );
    // One element past what was allocated is out of bounds.
    let past = store_kernel("", code).replace(
        "setp.lt.u32 %p1, %r3, %r2;\n\t@%p1 bra $L_sum;",
        "setp.le.u32 %p1, %r3, %r2;\n\t@%p1 bra $L_sum;",
    );
    assert_eq!(
        ub(&past, "@k block=2 (out=i32[2] zero)").0,
        UbKind::OutOfBounds
    );
    // Beyond the thread's local limit, the thread traps.
    let limits = Limits {
        local_bytes_per_thread: 8,
        ..Limits::default()
    };
    match run_with(
        &store_kernel("", code),
        "@k block=4 (out=i32[4] zero)",
        limits,
    )
    .unwrap()
    {
        Outcome::Trap { kind, .. } => assert_eq!(kind, TrapKind::StackOverflow),
        other => panic!("{other:?}"),
    }
    // An alignment that is not a power of two is refused when it runs, as ptxas refuses it.
    let bad =
        store_kernel("", code).replace("alloca.u64 %rd6, %rd5, 16;", "alloca.u64 %rd6, %rd5, 0;");
    match run(&bad, "@k block=1 (out=i32[1] zero)") {
        Err(InterpError::Unsupported(why)) => assert!(why.contains("power of two"), "{why}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn undefined_behaviour_is_detected_and_located() {
    // Out of bounds: one past the buffer.
    let (kind, at) = ub(
        &store_kernel("", "\tadd.s32 %r0, %r0, 1;\n\tmov.u32 %r1, 0;\n"),
        "@k block=4 (out=i32[4] zero)",
    );
    assert_eq!(kind, UbKind::OutOfBounds);
    assert!(
        at.contains("st.global.u32") && at.contains("thread (3,0,0)"),
        "{at}"
    );
    // Misaligned.
    let mis = store_kernel("", "\tmov.u32 %r1, 0;\n")
        .replace("st.global.u32 [%rd4], %r1;", "st.global.u32 [%rd4+2], %r1;");
    assert_eq!(ub(&mis, "@k (out=i32[4] zero)").0, UbKind::Misaligned);
    // A global address accessed as shared.
    let wrong = store_kernel("", "\tmov.u32 %r1, 0;\n")
        .replace("st.global.u32 [%rd4]", "st.shared.u32 [%rd4]");
    assert_eq!(
        ub(&wrong, "@k (out=i32[4] zero)").0,
        UbKind::WrongSpaceAccess
    );
    // A register never written: its value flows on unwritten (as poison does) and is
    // undefined where it matters: stored to global memory, an address, a guard.
    let (kind, at) = ub(
        &store_kernel("", "\tadd.s32 %r1, %r5, 1;\n"),
        "@k (out=i32[1] zero)",
    );
    assert_eq!(kind, UbKind::UninitializedRegister);
    assert!(
        at.contains("stored to global memory") && at.contains("st.global.u32"),
        "{at}"
    );
    let guard = "\tsetp.eq.s32 %p2, %r5, 0;\n\t@%p2 mov.u32 %r0, 0;\n\tmov.u32 %r1, 0;\n";
    let (kind, at) = ub(&store_kernel("", guard), "@k (out=i32[1] zero)");
    assert_eq!(kind, UbKind::UninitializedRegister);
    assert!(at.starts_with("the guard is a register"), "{at}");
    // Not where it does not matter: chosen away by selp.
    let code =
        "\tadd.s32 %r6, %r5, 1;\n\tsetp.eq.s32 %p1, %r0, %r0;\n\tselp.b32 %r1, 7, %r6, %p1;\n";
    assert_eq!(
        completed(&store_kernel("", code), "@k (out=i32[1] zero)"),
        "out: i32[1] = {7}"
    );
    // Division by zero.
    assert_eq!(
        ub(
            &store_kernel("", "\tdiv.u32 %r1, 7, %r0;\n"),
            "@k (out=i32[1] zero)"
        )
        .0,
        UbKind::DivisionByZero
    );
    // Null.
    assert_eq!(
        ub(&store_kernel("", "\tmov.u32 %r1, 0;\n"), "@k (null)").0,
        UbKind::NullDereference
    );
}

#[test]
fn traps_fuel_and_isspacep() {
    match run(
        &store_kernel("", "\ttrap;\n\tmov.u32 %r1, 0;\n"),
        "@k (out=i32[1] zero)",
    )
    .unwrap()
    {
        Outcome::Trap { kind, at } => {
            assert_eq!(kind, TrapKind::TrapCalled);
            assert_eq!(at.inst, "trap;");
        }
        other => panic!("{other:?}"),
    }
    let spin = store_kernel("", "$L_spin:\n\tbra.uni $L_spin;\n\tmov.u32 %r1, 0;\n");
    let limits = Limits {
        fuel: 1000,
        ..Limits::default()
    };
    assert_eq!(
        run_with(&spin, "@k (out=i32[1] zero)", limits).unwrap(),
        Outcome::OutOfFuel
    );
    let code = "\tisspacep.global %p1, %rd2;\n\tisspacep.shared %p2, %rd2;\n\tselp.u32 %r2, 10, 0, %p1;\n\tselp.u32 %r3, 1, 0, %p2;\n\tadd.s32 %r1, %r2, %r3;\n";
    assert_eq!(
        completed(&store_kernel("", code), "@k (out=i32[1] zero)"),
        "out: i32[1] = {10}"
    );
}

#[test]
fn globals_are_initialized_observed_and_atomic() {
    let ptx = ".visible .global .align 4 .u32 total = 5;\n.global .align 4 .b8 table[8] = {1, 0, 0, 0, 2, 0, 0, 0};\n.visible .entry k()\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<3>;\n\tmov.u64 %rd1, table;\n\tld.global.u32 %r1, [%rd1+4];\n\tmov.u64 %rd2, total;\n\tatom.global.add.u32 %r2, [%rd2], %r1;\n\tret;\n}\n";
    assert_eq!(
        completed(ptx, "@k block=3 ()"),
        "@table: i8[8] = {1, 0, 0, 0, 2, 0, 0, 0}\n@total: i32[1] = {11}"
    );
}

#[test]
fn refusals_are_clean_errors() {
    // An instruction the interpreter does not implement is an error when it runs, with its
    // line; a module that never runs it still runs.
    let ptx = store_kernel("", "\tmov.u32 %r1, 0;\n").replace(
        "\tret;\n}",
        "\tret;\n$L_never:\n\ttex.1d.v4.s32.s32 {%r1, %r2, %r3, %r4}, [tex, {%r0}];\n\tret;\n}",
    );
    assert!(run(&ptx, "@k (out=i32[1] zero)").unwrap().is_completed());
    let ptx = ptx.replace("\tret;\n$L_never:\n", "");
    let e = run(&ptx, "@k (out=i32[1] zero)").unwrap_err();
    assert!(
        matches!(&e, InterpError::Unsupported(m) if m.contains("tex")),
        "{e}"
    );
    // Syntax errors carry line:col; launches that do not fit are launch errors.
    let e = PtxInterpreter::parse(&format!("{HEAD}.visible .entry k(\n")).unwrap_err();
    assert!(matches!(e, InterpError::Invalid(_)), "{e}");
    let e = run(
        &store_kernel("", "\tmov.u32 %r1, 0;\n"),
        "@k (i32 1, i32 2)",
    )
    .unwrap_err();
    assert!(e.to_string().contains("takes 1 arguments"), "{e}");
    let e = run(&store_kernel("", "\tmov.u32 %r1, 0;\n"), "@nope ()").unwrap_err();
    assert!(e.to_string().contains("no .entry nope"), "{e}");
}

#[test]
fn committed_ptx_fixtures_lower() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../compiler/tests/ptx");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "ptx") {
            let text = std::fs::read_to_string(&p).unwrap();
            let interp =
                PtxInterpreter::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            assert!(!interp.entries().is_empty(), "{}", p.display());
            n += 1;
        }
    }
    assert!(n >= 4, "found {n} fixtures in {}", dir.display());
}

#[test]
fn registers_declared_in_a_nested_block() {
    // LLVM splits a 32-bit value this way: `{ .reg .b16 tmp; mov.b32 {tmp, %rs1}, %r1; }`.
    let code = "\tadd.s32 %r2, %r0, 65536;\n\t{\n\t.reg .b16 tmp;\n\tmov.b32 {tmp, %rs1}, %r2;\n\t}\n\tcvt.u32.u16 %r1, %rs1;\n";
    let k = store_kernel("\t.reg .b16 %rs<2>;\n", code);
    assert_eq!(
        completed(&k, "@k block=2 (out=i32[2] zero)"),
        "out: i32[2] = {1, 1}"
    );
}

#[test]
fn carries_chain_through_the_flag() {
    // A 64-bit add and subtract from 32-bit halves: 0xffffffff + tid carries into the high
    // word for tid > 0; 0 - tid borrows.
    let add = store_kernel(
        "",
        "\tadd.cc.u32 %r2, -1, %r0;\n\taddc.u32 %r3, 5, 0;\n\tmul.lo.u32 %r1, %r3, 1000;\n\tadd.u32 %r1, %r1, %r2;\n",
    );
    assert_eq!(
        completed(&add, "@k block=3 (out=i32[3] zero)"),
        "out: i32[3] = {4999, 6000, 6001}"
    );
    let sub = store_kernel(
        "",
        "\tsub.cc.u32 %r2, 0, %r0;\n\tsubc.cc.u32 %r3, 9, 0;\n\tsubc.u32 %r4, 7, 0;\n\tmul.lo.u32 %r1, %r3, 10;\n\tadd.u32 %r1, %r1, %r4;\n",
    );
    assert_eq!(
        completed(&sub, "@k block=2 (out=i32[2] zero)"),
        "out: i32[2] = {97, 87}"
    );
    // mad.lo.cc / madc.hi: the full 64-bit product of two 32-bit values plus a 32-bit one.
    let mad = store_kernel(
        "",
        "\tmov.u32 %r5, -1;\n\tmad.lo.cc.u32 %r2, %r5, %r5, %r0;\n\tmadc.hi.u32 %r3, %r5, %r5, 0;\n\txor.b32 %r1, %r2, %r3;\n",
    );
    // (2^32-1)^2 = 0xfffffffe_00000001; + tid in the low word.
    assert_eq!(
        completed(&mad, "@k block=2 (out=i32[2] zero)"),
        "out: i32[2] = {-1, -4}"
    );
    // Reading the flag before any instruction set it is reading an unwritten register.
    let unset = store_kernel("", "\taddc.u32 %r1, 1, 2;\n");
    let (kind, _) = ub(&unset, "@k block=1 (out=i32[1] zero)");
    assert_eq!(kind, UbKind::UninitializedRegister);
}

#[test]
fn directed_rounding_modes() {
    // 1 + 2^-30 in float: .rn and .rz and .rm give 1, .rp the next float up; as bits.
    let k = |m: &str| {
        store_kernel(
            "",
            &format!(
                "\tmov.f32 %f1, 0f3F800000;\n\tmov.f32 %f2, 0f30800000;\n\tadd.{m}.f32 %f3, %f1, %f2;\n\tmov.b32 %r1, %f3;\n"
            ),
        )
    };
    for (m, want) in [
        ("rn", 1065353216),
        ("rz", 1065353216),
        ("rm", 1065353216),
        ("rp", 1065353217),
    ] {
        assert_eq!(
            completed(&k(m), "@k block=1 (out=i32[1] zero)"),
            format!("out: i32[1] = {{{want}}}"),
            "{m}"
        );
    }
    // fma.rm and rcp.rp in double: 1/3 rounded up is above 1/3 rounded down.
    let d = store_kernel(
        "",
        "\tmov.f64 %fd1, 0d4008000000000000;\n\trcp.rp.f64 %fd2, %fd1;\n\trcp.rm.f64 %fd3, %fd1;\n\tsetp.gt.f64 %p1, %fd2, %fd3;\n\tfma.rm.f64 %fd4, %fd3, %fd1, 0dBFF0000000000000;\n\tsetp.lt.f64 %p2, %fd4, 0d0000000000000000;\n\tand.pred %p3, %p1, %p2;\n\tselp.u32 %r1, 1, 0, %p3;\n",
    );
    assert_eq!(
        completed(&d, "@k block=1 (out=i32[1] zero)"),
        "out: i32[1] = {1}"
    );
}

#[test]
fn packed_16x2_integer_arithmetic_works_lane_by_lane() {
    // libNVVM writes `add.s16x2` for `<2 x i16>` additions. tid t: a = (t, -3) as halves
    // (0xfffd_000t), b = (0x7fff, 5). Low halves: t + 0x7fff wraps for t >= 1; high halves:
    // -3 + 5 = 2. min.s16x2 compares signed halves, min.u16x2 unsigned ones.
    let code = "\tor.b32 %r2, %r0, -196608;\n\tmov.b32 %r3, 360447;\n\tadd.s16x2 %r4, %r2, %r3;\n\tmin.s16x2 %r5, %r2, %r3;\n\tmin.u16x2 %r6, %r2, %r3;\n\tsub.s16x2 %r7, %r3, %r2;\n\txor.b32 %r1, %r4, %r5;\n\txor.b32 %r1, %r1, %r6;\n\txor.b32 %r1, %r1, %r7;\n";
    let want = |t: u32| -> i32 {
        let a = (0xfffd_u32 << 16) | t;
        let b = 0x0005_7fff_u32;
        let lanes = |f: &dyn Fn(u16, u16) -> u16| -> u32 {
            u32::from(f(a as u16, b as u16))
                | (u32::from(f((a >> 16) as u16, (b >> 16) as u16)) << 16)
        };
        let add = lanes(&|x, y| x.wrapping_add(y));
        let mins = lanes(&|x, y| (x as i16).min(y as i16) as u16);
        let minu = lanes(&|x, y| x.min(y));
        let sub = lanes(&|x, y| y.wrapping_sub(x));
        (add ^ mins ^ minu ^ sub) as i32
    };
    let expected = format!(
        "out: i32[4] = {{{}, {}, {}, {}}}",
        want(0),
        want(1),
        want(2),
        want(3)
    );
    assert_eq!(
        completed(&store_kernel("", code), "@k block=4 (out=i32[4] zero)"),
        expected
    );
}

#[test]
fn stacksave_gives_a_token_and_stackrestore_frees_nothing() {
    // As the IR interpreter models llvm.stacksave/stackrestore: a dynamic allocation lives
    // until its function returns, so reading it after the restore is defined.
    let code = "\tstacksave.u64 %rd5;\n\talloca.u64 %rd6, 8, 8;\n\tst.local.u32 [%rd6], %r0;\n\tstackrestore.u64 %rd5;\n\tld.local.u32 %r1, [%rd6];\n\tadd.s32 %r1, %r1, 10;\n";
    assert_eq!(
        completed(&store_kernel("", code), "@k block=4 (out=i32[4] zero)"),
        "out: i32[4] = {10, 11, 12, 13}"
    );
}

#[test]
fn a_device_function_parameter_moved_into_a_register_is_a_local_address() {
    // The PTX ISA: the address of a function's input parameter, moved into a register, is in
    // the .local state space (libNVVM reads a byval struct so: `mov.b64 %rd, f_param_0;
    // ld.local.u32 [%rd+4]`). A kernel's parameters are not local.
    let ptx = format!(
        "{}{}",
        ".func (.param .b32 f_retval0) second(.param .align 4 .b8 second_param_0[8])\n{\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<3>;\n\tmov.b64 %rd1, second_param_0;\n\tld.local.u32 %r1, [%rd1+4];\n\tst.param.b32 [f_retval0+0], %r1;\n\tret;\n}\n",
        store_kernel(
            "",
            "\t{\n\t.param .align 4 .b8 param0[8];\n\tst.param.v2.b32 [param0+0], {7, %r0};\n\t.param .b32 retval0;\n\tcall.uni (retval0), second, (param0);\n\tld.param.b32 %r1, [retval0+0];\n\t}\n",
        )
    );
    assert_eq!(
        completed(&ptx, "@k block=4 (out=i32[4] zero)"),
        "out: i32[4] = {0, 1, 2, 3}"
    );
    let kernel_param = store_kernel(
        "",
        "\tmov.b64 %rd5, k_param_0;\n\tld.local.u32 %r1, [%rd5];\n",
    );
    assert_eq!(
        ub(&kernel_param, "@k block=1 (out=i32[1] zero)").0,
        UbKind::WrongSpaceAccess
    );
}

#[test]
fn packing_conversions_put_the_first_operand_in_the_upper_half() {
    // cvt.rn.bf16x2.f32 d, a, b: a = 1.0 (bf16 0x3f80) in the upper half, b = 2.0 + tid in
    // the lower (bf16 of 2.0 is 0x4000, of 3.0 0x4040); f16x2 likewise (1.0 is 0x3c00).
    let code = "\tcvt.rn.f32.u32 %f1, %r0;\n\tadd.rn.f32 %f2, %f1, 0f40000000;\n\tmov.f32 %f3, 0f3F800000;\n\tcvt.rn.bf16x2.f32 %r1, %f3, %f2;\n\tcvt.rn.f16x2.f32 %r2, %f3, %f3;\n\txor.b32 %r1, %r1, %r2;\n";
    let bf = |lo: u32| (0x3f80_u32 << 16) | lo;
    let h = (0x3c00_u32 << 16) | 0x3c00;
    assert_eq!(
        completed(&store_kernel("", code), "@k block=2 (out=i32[2] zero)"),
        format!(
            "out: i32[2] = {{{}, {}}}",
            (bf(0x4000) ^ h) as i32,
            (bf(0x4040) ^ h) as i32
        )
    );
}

/// The CUDA programming guide's last-block reduction, as LLVM 19 compiles it
/// (`compiler/filetests/interpret/last-block-reduction.ll`): `RELEASE` is replaced by the
/// fence and atomic under test.
const LAST_BLOCK: &str = ".visible .entry k(\n\t.param .u64 k_param_0,\n\t.param .u64 k_param_1,\n\t.param .u64 k_param_2\n)\n{\n\t.reg .pred \t%p<7>;\n\t.reg .b32 \t%r<19>;\n\t.reg .b64 \t%rd<8>;\n\t.shared .align 4 .u32 is_last;\n\tld.param.u64 \t%rd2, [k_param_1];\n\tld.param.u64 \t%rd1, [k_param_0];\n\tmov.u32 \t%r1, %tid.x;\n\tmov.u32 \t%r3, %nctaid.x;\n\tsetp.ne.s32 \t%p1, %r1, 0;\n\t@%p1 bra \t$L__BB0_2;\n\tmov.u32 \t%r2, %ctaid.x;\n\tmul.lo.s32 \t%r8, %r2, 10;\n\tor.b32  \t%r9, %r8, 1;\n\tmul.wide.s32 \t%rd4, %r2, 4;\n\tadd.s64 \t%rd5, %rd1, %rd4;\n\tst.global.u32 \t[%rd5], %r9;\n\tRELEASE\n\tadd.s32 \t%r11, %r3, -1;\n\tsetp.eq.s32 \t%p2, %r10, %r11;\n\tselp.u32 \t%r12, 1, 0, %p2;\n\tst.shared.u32 \t[is_last], %r12;\n$L__BB0_2:\n\tbar.sync \t0;\n\tld.shared.u32 \t%r13, [is_last];\n\tsetp.eq.s32 \t%p4, %r13, 0;\n\tor.pred  \t%p5, %p4, %p1;\n\t@%p5 bra \t$L__BB0_6;\n\tld.param.u64 \t%rd3, [k_param_2];\n\tmov.b32 \t%r17, 0;\n\tmov.u32 \t%r18, %r17;\n$L__BB0_4:\n\tmul.wide.s32 \t%rd6, %r17, 4;\n\tadd.s64 \t%rd7, %rd1, %rd6;\n\tld.global.u32 \t%r15, [%rd7];\n\tadd.s32 \t%r18, %r18, %r15;\n\tadd.s32 \t%r17, %r17, 1;\n\tsetp.lt.u32 \t%p6, %r17, %r3;\n\t@%p6 bra \t$L__BB0_4;\n\tst.global.u32 \t[%rd3], %r18;\n\tmov.b32 \t%r16, 0;\n\tst.global.u32 \t[%rd2], %r16;\n$L__BB0_6:\n\tret;\n}\n";

const LAST_BLOCK_LAUNCH: &str =
    "@k grid=4 block=8 (partial=i32[4] zero, count=i32[1] zero, out=i32[1] zero)";

#[test]
fn a_fence_and_an_atomic_order_blocks_and_a_missing_release_is_a_race() {
    let released = "count: i32[1] = {0}\nout: i32[1] = {64}\npartial: i32[4] = {1, 11, 21, 31}";
    let atomic = "atom.global.add.u32 \t%r10, [%rd2], 1;";
    for release in [
        format!("membar.gl;\n\t{atomic}"),
        format!("membar.sys;\n\t{atomic}"),
        format!("fence.sc.gpu;\n\t{atomic}"),
        format!("fence.acq_rel.sys;\n\t{atomic}"),
        "atom.release.gpu.global.add.u32 \t%r10, [%rd2], 1;".to_string(),
        "atom.acq_rel.gpu.global.add.u32 \t%r10, [%rd2], 1;".to_string(),
    ] {
        let ptx = LAST_BLOCK.replace("RELEASE", &release);
        assert_eq!(completed(&ptx, LAST_BLOCK_LAUNCH), released, "{release}");
    }
    // No release to other blocks: the last block's reads of the partials race.
    for unordered in [
        atomic.to_string(),
        format!("membar.cta;\n\t{atomic}"),
        format!("fence.sc.cta;\n\t{atomic}"),
        "atom.release.cta.global.add.u32 \t%r10, [%rd2], 1;".to_string(),
        // The fence, but the partial is stored after the release.
        format!("membar.gl;\n\t{atomic}\n\tst.global.u32 \t[%rd5], %r9;"),
    ] {
        let ptx = LAST_BLOCK.replace("RELEASE", &unordered);
        let (kind, detail) = ub(&ptx, LAST_BLOCK_LAUNCH);
        assert_eq!(kind, UbKind::DataRace, "{unordered}: {detail}");
        assert!(
            detail.contains("buffer 'partial', which block (0,0,0) wrote"),
            "{unordered}: {detail}"
        );
    }
}
