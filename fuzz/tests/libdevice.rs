//! libdevice in the IR interpreter (`docs/semantics.md`, "Calls"): a module that calls `__nv_*`
//! functions runs in the IR interpreter with libdevice's own IR linked in
//! (`seam_fuzz::judge::ir_module`), and observes exactly what the PTX interpreter observes on
//! LLVM 19's PTX of it (libdevice linked in by code generation). Needs this crate's `llvm`
//! feature and libdevice; without them the test says so and passes.

use seam_fuzz::judge::CaseFile;

/// The corpus module `compiler/tests/cuda/ll/{name}.ll` with the `// launch:` lines of its
/// source, as a case.
fn corpus_case(source: &str, level: &str) -> CaseFile {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../compiler/tests/cuda");
    let cu = std::fs::read_to_string(root.join(format!("{source}.cu"))).expect("source");
    let ll = std::fs::read_to_string(root.join(format!("ll/{source}-{level}.ll"))).expect("module");
    let mut text: String = cu
        .lines()
        .filter_map(|l| l.strip_prefix("// launch:"))
        .map(|l| format!("; launch:{l}\n"))
        .collect();
    text.push_str(&ll);
    CaseFile::parse(&text).expect("the case reads")
}

/// A small module calling a few `__nv_*` functions of every kind the issue names.
const MIXED: &str = r#"; launch: @k block=32 (x=f32[32] iota, d=f64[32] iota, i=i32[32] iota, out=f32[32] zero, dout=f64[32] zero, iout=i32[32] zero)
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %x, ptr %d, ptr %i, ptr %out, ptr %dout, ptr %iout) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr float, ptr %x, i32 %t
  %pd = getelementptr double, ptr %d, i32 %t
  %pi = getelementptr i32, ptr %i, i32 %t
  %a = load float, ptr %px
  %b = load double, ptr %pd
  %n = load i32, ptr %pi
  %s = fadd float %a, 0.5
  %e = call float @__nv_expf(float %s)
  %q = call float @__nv_sqrtf(float %s)
  %r = call float @__nv_rsqrtf(float %s)
  %l = call float @__nv_fast_log2f(float %s)
  %th = call float @__nv_tanhf(float %s)
  %si = call float @__nv_sinf(float %s)
  %e1 = fadd float %e, %q
  %e2 = fadd float %e1, %r
  %e3 = fadd float %e2, %l
  %e4 = fadd float %e3, %th
  %e5 = fadd float %e4, %si
  %po = getelementptr float, ptr %out, i32 %t
  store float %e5, ptr %po
  %bd = fmul double %b, 0x3FB999999999999A
  %dd = call double @__nv_dadd_rd(double %bd, double 0x3FD5555555555555)
  %du = call double @__nv_dadd_ru(double %bd, double 0x3FD5555555555555)
  %dl = call double @__nv_log(double %du)
  %ds = fadd double %dd, %dl
  %pdo = getelementptr double, ptr %dout, i32 %t
  store double %ds, ptr %pdo
  %neg = sub i32 7, %n
  %m = call i32 @__nv_mul24(i32 %neg, i32 %n)
  %ab = call i32 @__nv_abs(i32 %m)
  %pio = getelementptr i32, ptr %iout, i32 %t
  store i32 %ab, ptr %pio
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @__nv_expf(float)
declare float @__nv_sqrtf(float)
declare float @__nv_rsqrtf(float)
declare float @__nv_fast_log2f(float)
declare float @__nv_tanhf(float)
declare float @__nv_sinf(float)
declare double @__nv_dadd_rd(double, double)
declare double @__nv_dadd_ru(double, double)
declare double @__nv_log(double)
declare i32 @__nv_mul24(i32, i32)
declare i32 @__nv_abs(i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#;

/// Runs every launch of `case` in the IR interpreter (libdevice linked in) and in the PTX
/// interpreter on LLVM's PTX; both must complete and observe the same. `false`: skipped.
#[cfg(feature = "llvm")]
fn both_interpreters_agree(name: &str, case: &CaseFile) -> bool {
    let m = &case.module;
    let opts = seam::llvm::CodegenOptions::default();
    if opts.libdevice.is_none() {
        eprintln!("{name}: skipped: no libdevice (scripts/setup.sh installs the toolkit)");
        return false;
    }
    let im = seam_fuzz::judge::ir_module(m).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(
        im.functions
            .values()
            .all(|f| !f.name.starts_with("__nv_") || f.body.is_some()),
        "{name}: libdevice was not linked in"
    );
    let interp = seam_oracle::Interpreter::new_verified(&im)
        .unwrap_or_else(|e| panic!("{name}: the IR interpreter refuses it: {e}"));
    let ptx = seam::llvm::emit_ptx(m, &opts).unwrap_or_else(|e| panic!("{name}: {e}"));
    let ptx_interp = seam_oracle::ptx::PtxInterpreter::parse(&ptx).expect("the PTX parses");
    for l in &case.launches {
        let ir = interp
            .run(l, seam_oracle::Limits::default())
            .unwrap_or_else(|e| panic!("{name}: IR interpreter on {}: {e}", l.brief()));
        let plan = seam_oracle::gpu::plan::LaunchPlan::new(m, &ptx, l).expect("plan");
        let px = ptx_interp
            .run(&plan, seam_oracle::Limits::default())
            .unwrap_or_else(|e| panic!("{name}: PTX interpreter on {}: {e}", l.brief()));
        assert!(
            ir.is_completed(),
            "{name}: {} does not complete: {ir}",
            l.brief()
        );
        if let seam_oracle::Verdict::Differ(why) = seam_oracle::compare(&ir, &px) {
            panic!("{name}: the interpreters disagree on {}: {why}", l.brief());
        }
    }
    true
}

/// `__nv_mul24` and `__nv_abs`: libdevice's IR of them uses nothing the IR interpreter lacks.
const INTEGER: &str = r#"; launch: @k block=32 (i=i32[32] iota, iout=i32[32] zero)
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %i, ptr %iout) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr %i, i32 %t
  %n = load i32, ptr %pi
  %neg = sub i32 7, %n
  %m = call i32 @__nv_mul24(i32 %neg, i32 %n)
  %ab = call i32 @__nv_abs(i32 %m)
  %pio = getelementptr i32, ptr %iout, i32 %t
  store i32 %ab, ptr %pio
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @__nv_mul24(i32, i32)
declare i32 @__nv_abs(i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#;

/// libdevice's conversions, which call NVVM's conversion intrinsics (`llvm.nvvm.f2i.rz`,
/// `d2ll.rm`, `ui2f.rn`, `d2f.rn`, `f2h.rn`, ...): to integers in each rounding mode, with
/// negative, half-way, out-of-range and NaN inputs (x = (t - 16) × 0.75, and t = 31 gives
/// NaN through 0/0), and to floats to nearest and toward zero, down and up.
const CONVERSIONS: &str = r#"; launch: @k block=32 (x=f32[32] iota, out=i32[256] zero, lout=i64[64] zero, fout=f32[96] zero)
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %x, ptr %out, ptr %lout, ptr %fout) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr float, ptr %x, i32 %t
  %a = load float, ptr %px
  %c = fsub float %a, 16.0
  %v0 = fmul float %c, 0.75
  %nan = icmp eq i32 %t, 31
  %big = icmp eq i32 %t, 30
  %zz = fdiv float 0.0, 0.0
  %v1 = select i1 %nan, float %zz, float %v0
  %v = select i1 %big, float 0x4220000000000000, float %v1
  %d = fpext float %v to double
  %r0 = call i32 @__nv_float2int_rn(float %v)
  %r1 = call i32 @__nv_float2int_rz(float %v)
  %r2 = call i32 @__nv_float2int_rd(float %v)
  %r3 = call i32 @__nv_float2int_ru(float %v)
  %r4 = call i32 @__nv_float2uint_rn(float %v)
  %r5 = call i32 @__nv_double2int_rd(double %d)
  %r6 = call i32 @__nv_double2uint_ru(double %d)
  %r7 = call i32 @__nv_double2hiint(double %d)
  %base = mul i32 %t, 8
  %p0 = getelementptr i32, ptr %out, i32 %base
  store i32 %r0, ptr %p0
  %p1 = getelementptr i32, ptr %p0, i32 1
  store i32 %r1, ptr %p1
  %p2 = getelementptr i32, ptr %p0, i32 2
  store i32 %r2, ptr %p2
  %p3 = getelementptr i32, ptr %p0, i32 3
  store i32 %r3, ptr %p3
  %p4 = getelementptr i32, ptr %p0, i32 4
  store i32 %r4, ptr %p4
  %p5 = getelementptr i32, ptr %p0, i32 5
  store i32 %r5, ptr %p5
  %p6 = getelementptr i32, ptr %p0, i32 6
  store i32 %r6, ptr %p6
  %p7 = getelementptr i32, ptr %p0, i32 7
  store i32 %r7, ptr %p7
  %l0 = call i64 @__nv_float2ll_rd(float %v)
  %l1 = call i64 @__nv_double2ull_rz(double %d)
  %lb = mul i32 %t, 2
  %q0 = getelementptr i64, ptr %lout, i32 %lb
  store i64 %l0, ptr %q0
  %q1 = getelementptr i64, ptr %q0, i32 1
  store i64 %l1, ptr %q1
  %big2 = mul i32 %t, 33554433
  %f0 = call float @__nv_int2float_rn(i32 %big2)
  %f1 = call float @__nv_uint2float_rn(i32 %big2)
  %wide = sext i32 %big2 to i64
  %sq = mul i64 %wide, %wide
  %f2 = call double @__nv_ll2double_rn(i64 %sq)
  %f3 = call float @__nv_double2float_rn(double %f2)
  %fz = call float @__nv_int2float_rz(i32 %big2)
  %fd = call float @__nv_double2float_rd(double %f2)
  %fu = call double @__nv_ull2double_ru(i64 %sq)
  %fud = fptrunc double %fu to float
  %fzd = fadd float %fz, %fd
  %f3z = fadd float %f3, %fzd
  %f3u = fadd float %f3z, %fud
  %h = call i16 @__nv_float2half_rn(float %v)
  %hf = uitofp i16 %h to float
  %fb = mul i32 %t, 3
  %o0 = getelementptr float, ptr %fout, i32 %fb
  %s01 = fadd float %f0, %f1
  store float %s01, ptr %o0
  %o1 = getelementptr float, ptr %o0, i32 1
  store float %f3u, ptr %o1
  %o2 = getelementptr float, ptr %o0, i32 2
  store float %hf, ptr %o2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @__nv_float2int_rn(float)
declare i32 @__nv_float2int_rz(float)
declare i32 @__nv_float2int_rd(float)
declare i32 @__nv_float2int_ru(float)
declare i32 @__nv_float2uint_rn(float)
declare i32 @__nv_double2int_rd(double)
declare i32 @__nv_double2uint_ru(double)
declare i32 @__nv_double2hiint(double)
declare i64 @__nv_float2ll_rd(float)
declare i64 @__nv_double2ull_rz(double)
declare float @__nv_int2float_rn(i32)
declare float @__nv_uint2float_rn(i32)
declare double @__nv_ll2double_rn(i64)
declare float @__nv_double2float_rn(double)
declare i16 @__nv_float2half_rn(float)
declare float @__nv_int2float_rz(i32)
declare float @__nv_double2float_rd(double)
declare double @__nv_ull2double_ru(i64)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#;

#[test]
fn libdevice_conversions_observe_the_same_in_both_interpreters() {
    #[cfg(feature = "llvm")]
    {
        let case = CaseFile::parse(CONVERSIONS).expect("the case reads");
        both_interpreters_agree("conversions", &case);
    }
    #[cfg(not(feature = "llvm"))]
    {
        let _ = CONVERSIONS;
        eprintln!("skipped: seam-fuzz without its `llvm` feature cannot read libdevice");
    }
}

#[test]
fn integer_libdevice_calls_observe_the_same_in_both_interpreters() {
    #[cfg(feature = "llvm")]
    {
        let case = CaseFile::parse(INTEGER).expect("the case reads");
        both_interpreters_agree("integer", &case);
    }
    #[cfg(not(feature = "llvm"))]
    {
        let _ = INTEGER;
        eprintln!("skipped: seam-fuzz without its `llvm` feature cannot read libdevice");
    }
}

#[test]
fn libdevice_calls_observe_the_same_in_both_interpreters() {
    #[cfg(feature = "llvm")]
    {
        let mixed = CaseFile::parse(MIXED).expect("the case reads");
        if both_interpreters_agree("mixed", &mixed) {
            for level in ["O0", "O2", "O3"] {
                let case = corpus_case("math_libdevice", level);
                both_interpreters_agree(&format!("math_libdevice-{level}"), &case);
            }
        }
    }
    #[cfg(not(feature = "llvm"))]
    {
        let _ = (MIXED, corpus_case);
        eprintln!("skipped: seam-fuzz without its `llvm` feature cannot read libdevice");
    }
}
