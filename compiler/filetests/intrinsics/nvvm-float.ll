; Every intrinsic of the NVVM float family (compiler/src/ir/nvvm_float.rs) and the older variants
; it borders, declared: seam's attributes for each must be LLVM 19's (the llvm-roundtrip check).
; test: roundtrip
; test: verify

declare float @llvm.nvvm.add.rn.f(float, float)
declare float @llvm.nvvm.add.rn.ftz.f(float, float)
declare double @llvm.nvvm.add.rn.d(double, double)
declare float @llvm.nvvm.add.rz.f(float, float)
declare float @llvm.nvvm.add.rz.ftz.f(float, float)
declare double @llvm.nvvm.add.rz.d(double, double)
declare float @llvm.nvvm.add.rm.f(float, float)
declare float @llvm.nvvm.add.rm.ftz.f(float, float)
declare double @llvm.nvvm.add.rm.d(double, double)
declare float @llvm.nvvm.add.rp.f(float, float)
declare float @llvm.nvvm.add.rp.ftz.f(float, float)
declare double @llvm.nvvm.add.rp.d(double, double)
declare float @llvm.nvvm.mul.rn.f(float, float)
declare float @llvm.nvvm.mul.rn.ftz.f(float, float)
declare double @llvm.nvvm.mul.rn.d(double, double)
declare float @llvm.nvvm.mul.rz.f(float, float)
declare float @llvm.nvvm.mul.rz.ftz.f(float, float)
declare double @llvm.nvvm.mul.rz.d(double, double)
declare float @llvm.nvvm.mul.rm.f(float, float)
declare float @llvm.nvvm.mul.rm.ftz.f(float, float)
declare double @llvm.nvvm.mul.rm.d(double, double)
declare float @llvm.nvvm.mul.rp.f(float, float)
declare float @llvm.nvvm.mul.rp.ftz.f(float, float)
declare double @llvm.nvvm.mul.rp.d(double, double)
declare float @llvm.nvvm.fma.rn.f(float, float, float)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float)
declare double @llvm.nvvm.fma.rn.d(double, double, double)
declare float @llvm.nvvm.fma.rz.f(float, float, float)
declare float @llvm.nvvm.fma.rz.ftz.f(float, float, float)
declare double @llvm.nvvm.fma.rz.d(double, double, double)
declare float @llvm.nvvm.fma.rm.f(float, float, float)
declare float @llvm.nvvm.fma.rm.ftz.f(float, float, float)
declare double @llvm.nvvm.fma.rm.d(double, double, double)
declare float @llvm.nvvm.fma.rp.f(float, float, float)
declare float @llvm.nvvm.fma.rp.ftz.f(float, float, float)
declare double @llvm.nvvm.fma.rp.d(double, double, double)
declare float @llvm.nvvm.div.rn.f(float, float)
declare float @llvm.nvvm.div.rn.ftz.f(float, float)
declare double @llvm.nvvm.div.rn.d(double, double)
declare float @llvm.nvvm.div.rz.f(float, float)
declare float @llvm.nvvm.div.rz.ftz.f(float, float)
declare double @llvm.nvvm.div.rz.d(double, double)
declare float @llvm.nvvm.div.rm.f(float, float)
declare float @llvm.nvvm.div.rm.ftz.f(float, float)
declare double @llvm.nvvm.div.rm.d(double, double)
declare float @llvm.nvvm.div.rp.f(float, float)
declare float @llvm.nvvm.div.rp.ftz.f(float, float)
declare double @llvm.nvvm.div.rp.d(double, double)
declare float @llvm.nvvm.rcp.rn.f(float)
declare float @llvm.nvvm.rcp.rn.ftz.f(float)
declare double @llvm.nvvm.rcp.rn.d(double)
declare float @llvm.nvvm.rcp.rz.f(float)
declare float @llvm.nvvm.rcp.rz.ftz.f(float)
declare double @llvm.nvvm.rcp.rz.d(double)
declare float @llvm.nvvm.rcp.rm.f(float)
declare float @llvm.nvvm.rcp.rm.ftz.f(float)
declare double @llvm.nvvm.rcp.rm.d(double)
declare float @llvm.nvvm.rcp.rp.f(float)
declare float @llvm.nvvm.rcp.rp.ftz.f(float)
declare double @llvm.nvvm.rcp.rp.d(double)
declare float @llvm.nvvm.sqrt.rn.f(float)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float)
declare double @llvm.nvvm.sqrt.rn.d(double)
declare float @llvm.nvvm.sqrt.rz.f(float)
declare float @llvm.nvvm.sqrt.rz.ftz.f(float)
declare double @llvm.nvvm.sqrt.rz.d(double)
declare float @llvm.nvvm.sqrt.rm.f(float)
declare float @llvm.nvvm.sqrt.rm.ftz.f(float)
declare double @llvm.nvvm.sqrt.rm.d(double)
declare float @llvm.nvvm.sqrt.rp.f(float)
declare float @llvm.nvvm.sqrt.rp.ftz.f(float)
declare double @llvm.nvvm.sqrt.rp.d(double)
declare float @llvm.nvvm.sqrt.approx.f(float)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float)
declare float @llvm.nvvm.rcp.approx.ftz.f(float)
declare double @llvm.nvvm.rcp.approx.ftz.d(double)
declare float @llvm.nvvm.rsqrt.approx.f(float)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float)
declare double @llvm.nvvm.rsqrt.approx.d(double)
declare double @llvm.nvvm.rsqrt.approx.ftz.d(double)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare double @llvm.nvvm.ex2.approx.d(double)
declare float @llvm.nvvm.lg2.approx.f(float)
declare float @llvm.nvvm.lg2.approx.ftz.f(float)
declare double @llvm.nvvm.lg2.approx.d(double)
declare float @llvm.nvvm.sin.approx.f(float)
declare float @llvm.nvvm.sin.approx.ftz.f(float)
declare float @llvm.nvvm.cos.approx.f(float)
declare float @llvm.nvvm.cos.approx.ftz.f(float)
declare float @llvm.nvvm.div.approx.f(float, float)
declare float @llvm.nvvm.div.approx.ftz.f(float, float)
declare float @llvm.nvvm.fabs.f(float)
declare float @llvm.nvvm.fabs.ftz.f(float)
declare double @llvm.nvvm.fabs.d(double)
declare float @llvm.nvvm.floor.f(float)
declare float @llvm.nvvm.floor.ftz.f(float)
declare double @llvm.nvvm.floor.d(double)
declare float @llvm.nvvm.ceil.f(float)
declare float @llvm.nvvm.ceil.ftz.f(float)
declare double @llvm.nvvm.ceil.d(double)
declare float @llvm.nvvm.trunc.f(float)
declare float @llvm.nvvm.trunc.ftz.f(float)
declare double @llvm.nvvm.trunc.d(double)
declare float @llvm.nvvm.round.f(float)
declare float @llvm.nvvm.round.ftz.f(float)
declare double @llvm.nvvm.round.d(double)
declare float @llvm.nvvm.saturate.f(float)
declare float @llvm.nvvm.saturate.ftz.f(float)
declare double @llvm.nvvm.saturate.d(double)
declare float @llvm.nvvm.sqrt.f(float)
declare double @llvm.nvvm.lohi.i2d(i32, i32)
declare i32 @llvm.nvvm.d2i.lo(double)
declare i32 @llvm.nvvm.d2i.hi(double)

; The conversions (to integers: cvt.rzi, ...; to floats: cvt.rn, ...).
declare i32 @llvm.nvvm.f2i.rn.ftz(float)
declare i32 @llvm.nvvm.f2i.rz(float)
declare i32 @llvm.nvvm.f2i.rz.ftz(float)
declare i32 @llvm.nvvm.f2i.rm(float)
declare i32 @llvm.nvvm.f2i.rm.ftz(float)
declare i32 @llvm.nvvm.f2i.rp(float)
declare i32 @llvm.nvvm.f2i.rp.ftz(float)
declare i32 @llvm.nvvm.f2ui.rn(float)
declare i32 @llvm.nvvm.f2ui.rn.ftz(float)
declare i32 @llvm.nvvm.f2ui.rz(float)
declare i32 @llvm.nvvm.f2ui.rz.ftz(float)
declare i32 @llvm.nvvm.f2ui.rm(float)
declare i32 @llvm.nvvm.f2ui.rm.ftz(float)
declare i32 @llvm.nvvm.f2ui.rp(float)
declare i32 @llvm.nvvm.f2ui.rp.ftz(float)
declare i64 @llvm.nvvm.f2ll.rn(float)
declare i64 @llvm.nvvm.f2ll.rn.ftz(float)
declare i64 @llvm.nvvm.f2ll.rz(float)
declare i64 @llvm.nvvm.f2ll.rz.ftz(float)
declare i64 @llvm.nvvm.f2ll.rm(float)
declare i64 @llvm.nvvm.f2ll.rm.ftz(float)
declare i64 @llvm.nvvm.f2ll.rp(float)
declare i64 @llvm.nvvm.f2ll.rp.ftz(float)
declare i64 @llvm.nvvm.f2ull.rn(float)
declare i64 @llvm.nvvm.f2ull.rn.ftz(float)
declare i64 @llvm.nvvm.f2ull.rz(float)
declare i64 @llvm.nvvm.f2ull.rz.ftz(float)
declare i64 @llvm.nvvm.f2ull.rm(float)
declare i64 @llvm.nvvm.f2ull.rm.ftz(float)
declare i64 @llvm.nvvm.f2ull.rp(float)
declare i64 @llvm.nvvm.f2ull.rp.ftz(float)
declare i16 @llvm.nvvm.f2h.rn(float)
declare i16 @llvm.nvvm.f2h.rn.ftz(float)
declare float @llvm.nvvm.d2f.rn(double)
declare float @llvm.nvvm.d2f.rn.ftz(double)
declare float @llvm.nvvm.d2f.rz(double)
declare float @llvm.nvvm.d2f.rz.ftz(double)
declare float @llvm.nvvm.d2f.rm(double)
declare float @llvm.nvvm.d2f.rm.ftz(double)
declare float @llvm.nvvm.d2f.rp(double)
declare float @llvm.nvvm.d2f.rp.ftz(double)
declare i32 @llvm.nvvm.d2i.rn(double)
declare i32 @llvm.nvvm.d2i.rz(double)
declare i32 @llvm.nvvm.d2i.rm(double)
declare i32 @llvm.nvvm.d2i.rp(double)
declare i32 @llvm.nvvm.d2ui.rn(double)
declare i32 @llvm.nvvm.d2ui.rz(double)
declare i32 @llvm.nvvm.d2ui.rm(double)
declare i32 @llvm.nvvm.d2ui.rp(double)
declare i64 @llvm.nvvm.d2ll.rn(double)
declare i64 @llvm.nvvm.d2ll.rz(double)
declare i64 @llvm.nvvm.d2ll.rm(double)
declare i64 @llvm.nvvm.d2ll.rp(double)
declare i64 @llvm.nvvm.d2ull.rn(double)
declare i64 @llvm.nvvm.d2ull.rz(double)
declare i64 @llvm.nvvm.d2ull.rm(double)
declare i64 @llvm.nvvm.d2ull.rp(double)
declare float @llvm.nvvm.i2f.rn(i32)
declare float @llvm.nvvm.i2f.rz(i32)
declare float @llvm.nvvm.i2f.rm(i32)
declare float @llvm.nvvm.i2f.rp(i32)
declare double @llvm.nvvm.i2d.rn(i32)
declare double @llvm.nvvm.i2d.rz(i32)
declare double @llvm.nvvm.i2d.rm(i32)
declare double @llvm.nvvm.i2d.rp(i32)
declare float @llvm.nvvm.ui2f.rn(i32)
declare float @llvm.nvvm.ui2f.rz(i32)
declare float @llvm.nvvm.ui2f.rm(i32)
declare float @llvm.nvvm.ui2f.rp(i32)
declare double @llvm.nvvm.ui2d.rn(i32)
declare double @llvm.nvvm.ui2d.rz(i32)
declare double @llvm.nvvm.ui2d.rm(i32)
declare double @llvm.nvvm.ui2d.rp(i32)
declare float @llvm.nvvm.ll2f.rn(i64)
declare float @llvm.nvvm.ll2f.rz(i64)
declare float @llvm.nvvm.ll2f.rm(i64)
declare float @llvm.nvvm.ll2f.rp(i64)
declare double @llvm.nvvm.ll2d.rn(i64)
declare double @llvm.nvvm.ll2d.rz(i64)
declare double @llvm.nvvm.ll2d.rm(i64)
declare double @llvm.nvvm.ll2d.rp(i64)
declare float @llvm.nvvm.ull2f.rn(i64)
declare float @llvm.nvvm.ull2f.rz(i64)
declare float @llvm.nvvm.ull2f.rm(i64)
declare float @llvm.nvvm.ull2f.rp(i64)
declare double @llvm.nvvm.ull2d.rn(i64)
declare double @llvm.nvvm.ull2d.rz(i64)
declare double @llvm.nvvm.ull2d.rm(i64)
declare double @llvm.nvvm.ull2d.rp(i64)

; ==== expected output ====
; declare float @llvm.nvvm.add.rn.f(float, float) #0
;
; declare float @llvm.nvvm.add.rn.ftz.f(float, float) #0
;
; declare double @llvm.nvvm.add.rn.d(double, double) #0
;
; declare float @llvm.nvvm.add.rz.f(float, float) #0
;
; declare float @llvm.nvvm.add.rz.ftz.f(float, float) #0
;
; declare double @llvm.nvvm.add.rz.d(double, double) #0
;
; declare float @llvm.nvvm.add.rm.f(float, float) #0
;
; declare float @llvm.nvvm.add.rm.ftz.f(float, float) #0
;
; declare double @llvm.nvvm.add.rm.d(double, double) #0
;
; declare float @llvm.nvvm.add.rp.f(float, float) #0
;
; declare float @llvm.nvvm.add.rp.ftz.f(float, float) #0
;
; declare double @llvm.nvvm.add.rp.d(double, double) #0
;
; declare float @llvm.nvvm.mul.rn.f(float, float) #0
;
; declare float @llvm.nvvm.mul.rn.ftz.f(float, float) #0
;
; declare double @llvm.nvvm.mul.rn.d(double, double) #0
;
; declare float @llvm.nvvm.mul.rz.f(float, float) #0
;
; declare float @llvm.nvvm.mul.rz.ftz.f(float, float) #0
;
; declare double @llvm.nvvm.mul.rz.d(double, double) #0
;
; declare float @llvm.nvvm.mul.rm.f(float, float) #0
;
; declare float @llvm.nvvm.mul.rm.ftz.f(float, float) #0
;
; declare double @llvm.nvvm.mul.rm.d(double, double) #0
;
; declare float @llvm.nvvm.mul.rp.f(float, float) #0
;
; declare float @llvm.nvvm.mul.rp.ftz.f(float, float) #0
;
; declare double @llvm.nvvm.mul.rp.d(double, double) #0
;
; declare float @llvm.nvvm.fma.rn.f(float, float, float) #0
;
; declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #0
;
; declare double @llvm.nvvm.fma.rn.d(double, double, double) #0
;
; declare float @llvm.nvvm.fma.rz.f(float, float, float) #0
;
; declare float @llvm.nvvm.fma.rz.ftz.f(float, float, float) #0
;
; declare double @llvm.nvvm.fma.rz.d(double, double, double) #0
;
; declare float @llvm.nvvm.fma.rm.f(float, float, float) #0
;
; declare float @llvm.nvvm.fma.rm.ftz.f(float, float, float) #0
;
; declare double @llvm.nvvm.fma.rm.d(double, double, double) #0
;
; declare float @llvm.nvvm.fma.rp.f(float, float, float) #0
;
; declare float @llvm.nvvm.fma.rp.ftz.f(float, float, float) #0
;
; declare double @llvm.nvvm.fma.rp.d(double, double, double) #0
;
; declare float @llvm.nvvm.div.rn.f(float, float) #1
;
; declare float @llvm.nvvm.div.rn.ftz.f(float, float) #1
;
; declare double @llvm.nvvm.div.rn.d(double, double) #1
;
; declare float @llvm.nvvm.div.rz.f(float, float) #1
;
; declare float @llvm.nvvm.div.rz.ftz.f(float, float) #1
;
; declare double @llvm.nvvm.div.rz.d(double, double) #1
;
; declare float @llvm.nvvm.div.rm.f(float, float) #1
;
; declare float @llvm.nvvm.div.rm.ftz.f(float, float) #1
;
; declare double @llvm.nvvm.div.rm.d(double, double) #1
;
; declare float @llvm.nvvm.div.rp.f(float, float) #1
;
; declare float @llvm.nvvm.div.rp.ftz.f(float, float) #1
;
; declare double @llvm.nvvm.div.rp.d(double, double) #1
;
; declare float @llvm.nvvm.rcp.rn.f(float) #1
;
; declare float @llvm.nvvm.rcp.rn.ftz.f(float) #1
;
; declare double @llvm.nvvm.rcp.rn.d(double) #1
;
; declare float @llvm.nvvm.rcp.rz.f(float) #1
;
; declare float @llvm.nvvm.rcp.rz.ftz.f(float) #1
;
; declare double @llvm.nvvm.rcp.rz.d(double) #1
;
; declare float @llvm.nvvm.rcp.rm.f(float) #1
;
; declare float @llvm.nvvm.rcp.rm.ftz.f(float) #1
;
; declare double @llvm.nvvm.rcp.rm.d(double) #1
;
; declare float @llvm.nvvm.rcp.rp.f(float) #1
;
; declare float @llvm.nvvm.rcp.rp.ftz.f(float) #1
;
; declare double @llvm.nvvm.rcp.rp.d(double) #1
;
; declare float @llvm.nvvm.sqrt.rn.f(float) #1
;
; declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #1
;
; declare double @llvm.nvvm.sqrt.rn.d(double) #1
;
; declare float @llvm.nvvm.sqrt.rz.f(float) #1
;
; declare float @llvm.nvvm.sqrt.rz.ftz.f(float) #1
;
; declare double @llvm.nvvm.sqrt.rz.d(double) #1
;
; declare float @llvm.nvvm.sqrt.rm.f(float) #1
;
; declare float @llvm.nvvm.sqrt.rm.ftz.f(float) #1
;
; declare double @llvm.nvvm.sqrt.rm.d(double) #1
;
; declare float @llvm.nvvm.sqrt.rp.f(float) #1
;
; declare float @llvm.nvvm.sqrt.rp.ftz.f(float) #1
;
; declare double @llvm.nvvm.sqrt.rp.d(double) #1
;
; declare float @llvm.nvvm.sqrt.approx.f(float) #1
;
; declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #1
;
; declare float @llvm.nvvm.rcp.approx.ftz.f(float) #1
;
; declare double @llvm.nvvm.rcp.approx.ftz.d(double) #1
;
; declare float @llvm.nvvm.rsqrt.approx.f(float) #1
;
; declare float @llvm.nvvm.rsqrt.approx.ftz.f(float) #1
;
; declare double @llvm.nvvm.rsqrt.approx.d(double) #1
;
; declare double @llvm.nvvm.rsqrt.approx.ftz.d(double) #1
;
; declare float @llvm.nvvm.ex2.approx.f(float) #1
;
; declare float @llvm.nvvm.ex2.approx.ftz.f(float) #1
;
; declare double @llvm.nvvm.ex2.approx.d(double) #1
;
; declare float @llvm.nvvm.lg2.approx.f(float) #1
;
; declare float @llvm.nvvm.lg2.approx.ftz.f(float) #1
;
; declare double @llvm.nvvm.lg2.approx.d(double) #1
;
; declare float @llvm.nvvm.sin.approx.f(float) #1
;
; declare float @llvm.nvvm.sin.approx.ftz.f(float) #1
;
; declare float @llvm.nvvm.cos.approx.f(float) #1
;
; declare float @llvm.nvvm.cos.approx.ftz.f(float) #1
;
; declare float @llvm.nvvm.div.approx.f(float, float) #1
;
; declare float @llvm.nvvm.div.approx.ftz.f(float, float) #1
;
; declare float @llvm.nvvm.fabs.f(float) #0
;
; declare float @llvm.nvvm.fabs.ftz.f(float) #0
;
; declare double @llvm.nvvm.fabs.d(double) #0
;
; declare float @llvm.nvvm.floor.f(float) #0
;
; declare float @llvm.nvvm.floor.ftz.f(float) #0
;
; declare double @llvm.nvvm.floor.d(double) #0
;
; declare float @llvm.nvvm.ceil.f(float) #0
;
; declare float @llvm.nvvm.ceil.ftz.f(float) #0
;
; declare double @llvm.nvvm.ceil.d(double) #0
;
; declare float @llvm.nvvm.trunc.f(float) #0
;
; declare float @llvm.nvvm.trunc.ftz.f(float) #0
;
; declare double @llvm.nvvm.trunc.d(double) #0
;
; declare float @llvm.nvvm.round.f(float) #0
;
; declare float @llvm.nvvm.round.ftz.f(float) #0
;
; declare double @llvm.nvvm.round.d(double) #0
;
; declare float @llvm.nvvm.saturate.f(float) #0
;
; declare float @llvm.nvvm.saturate.ftz.f(float) #0
;
; declare double @llvm.nvvm.saturate.d(double) #0
;
; declare float @llvm.nvvm.sqrt.f(float) #1
;
; declare double @llvm.nvvm.lohi.i2d(i32, i32) #0
;
; declare i32 @llvm.nvvm.d2i.lo(double) #0
;
; declare i32 @llvm.nvvm.d2i.hi(double) #0
;
; declare i32 @llvm.nvvm.f2i.rn.ftz(float) #0
;
; declare i32 @llvm.nvvm.f2i.rz(float) #0
;
; declare i32 @llvm.nvvm.f2i.rz.ftz(float) #0
;
; declare i32 @llvm.nvvm.f2i.rm(float) #0
;
; declare i32 @llvm.nvvm.f2i.rm.ftz(float) #0
;
; declare i32 @llvm.nvvm.f2i.rp(float) #0
;
; declare i32 @llvm.nvvm.f2i.rp.ftz(float) #0
;
; declare i32 @llvm.nvvm.f2ui.rn(float) #0
;
; declare i32 @llvm.nvvm.f2ui.rn.ftz(float) #0
;
; declare i32 @llvm.nvvm.f2ui.rz(float) #0
;
; declare i32 @llvm.nvvm.f2ui.rz.ftz(float) #0
;
; declare i32 @llvm.nvvm.f2ui.rm(float) #0
;
; declare i32 @llvm.nvvm.f2ui.rm.ftz(float) #0
;
; declare i32 @llvm.nvvm.f2ui.rp(float) #0
;
; declare i32 @llvm.nvvm.f2ui.rp.ftz(float) #0
;
; declare i64 @llvm.nvvm.f2ll.rn(float) #0
;
; declare i64 @llvm.nvvm.f2ll.rn.ftz(float) #0
;
; declare i64 @llvm.nvvm.f2ll.rz(float) #0
;
; declare i64 @llvm.nvvm.f2ll.rz.ftz(float) #0
;
; declare i64 @llvm.nvvm.f2ll.rm(float) #0
;
; declare i64 @llvm.nvvm.f2ll.rm.ftz(float) #0
;
; declare i64 @llvm.nvvm.f2ll.rp(float) #0
;
; declare i64 @llvm.nvvm.f2ll.rp.ftz(float) #0
;
; declare i64 @llvm.nvvm.f2ull.rn(float) #0
;
; declare i64 @llvm.nvvm.f2ull.rn.ftz(float) #0
;
; declare i64 @llvm.nvvm.f2ull.rz(float) #0
;
; declare i64 @llvm.nvvm.f2ull.rz.ftz(float) #0
;
; declare i64 @llvm.nvvm.f2ull.rm(float) #0
;
; declare i64 @llvm.nvvm.f2ull.rm.ftz(float) #0
;
; declare i64 @llvm.nvvm.f2ull.rp(float) #0
;
; declare i64 @llvm.nvvm.f2ull.rp.ftz(float) #0
;
; declare i16 @llvm.nvvm.f2h.rn(float) #0
;
; declare i16 @llvm.nvvm.f2h.rn.ftz(float) #0
;
; declare float @llvm.nvvm.d2f.rn(double) #0
;
; declare float @llvm.nvvm.d2f.rn.ftz(double) #0
;
; declare float @llvm.nvvm.d2f.rz(double) #0
;
; declare float @llvm.nvvm.d2f.rz.ftz(double) #0
;
; declare float @llvm.nvvm.d2f.rm(double) #0
;
; declare float @llvm.nvvm.d2f.rm.ftz(double) #0
;
; declare float @llvm.nvvm.d2f.rp(double) #0
;
; declare float @llvm.nvvm.d2f.rp.ftz(double) #0
;
; declare i32 @llvm.nvvm.d2i.rn(double) #0
;
; declare i32 @llvm.nvvm.d2i.rz(double) #0
;
; declare i32 @llvm.nvvm.d2i.rm(double) #0
;
; declare i32 @llvm.nvvm.d2i.rp(double) #0
;
; declare i32 @llvm.nvvm.d2ui.rn(double) #0
;
; declare i32 @llvm.nvvm.d2ui.rz(double) #0
;
; declare i32 @llvm.nvvm.d2ui.rm(double) #0
;
; declare i32 @llvm.nvvm.d2ui.rp(double) #0
;
; declare i64 @llvm.nvvm.d2ll.rn(double) #0
;
; declare i64 @llvm.nvvm.d2ll.rz(double) #0
;
; declare i64 @llvm.nvvm.d2ll.rm(double) #0
;
; declare i64 @llvm.nvvm.d2ll.rp(double) #0
;
; declare i64 @llvm.nvvm.d2ull.rn(double) #0
;
; declare i64 @llvm.nvvm.d2ull.rz(double) #0
;
; declare i64 @llvm.nvvm.d2ull.rm(double) #0
;
; declare i64 @llvm.nvvm.d2ull.rp(double) #0
;
; declare float @llvm.nvvm.i2f.rn(i32) #0
;
; declare float @llvm.nvvm.i2f.rz(i32) #0
;
; declare float @llvm.nvvm.i2f.rm(i32) #0
;
; declare float @llvm.nvvm.i2f.rp(i32) #0
;
; declare double @llvm.nvvm.i2d.rn(i32) #0
;
; declare double @llvm.nvvm.i2d.rz(i32) #0
;
; declare double @llvm.nvvm.i2d.rm(i32) #0
;
; declare double @llvm.nvvm.i2d.rp(i32) #0
;
; declare float @llvm.nvvm.ui2f.rn(i32) #0
;
; declare float @llvm.nvvm.ui2f.rz(i32) #0
;
; declare float @llvm.nvvm.ui2f.rm(i32) #0
;
; declare float @llvm.nvvm.ui2f.rp(i32) #0
;
; declare double @llvm.nvvm.ui2d.rn(i32) #0
;
; declare double @llvm.nvvm.ui2d.rz(i32) #0
;
; declare double @llvm.nvvm.ui2d.rm(i32) #0
;
; declare double @llvm.nvvm.ui2d.rp(i32) #0
;
; declare float @llvm.nvvm.ll2f.rn(i64) #0
;
; declare float @llvm.nvvm.ll2f.rz(i64) #0
;
; declare float @llvm.nvvm.ll2f.rm(i64) #0
;
; declare float @llvm.nvvm.ll2f.rp(i64) #0
;
; declare double @llvm.nvvm.ll2d.rn(i64) #0
;
; declare double @llvm.nvvm.ll2d.rz(i64) #0
;
; declare double @llvm.nvvm.ll2d.rm(i64) #0
;
; declare double @llvm.nvvm.ll2d.rp(i64) #0
;
; declare float @llvm.nvvm.ull2f.rn(i64) #0
;
; declare float @llvm.nvvm.ull2f.rz(i64) #0
;
; declare float @llvm.nvvm.ull2f.rm(i64) #0
;
; declare float @llvm.nvvm.ull2f.rp(i64) #0
;
; declare double @llvm.nvvm.ull2d.rn(i64) #0
;
; declare double @llvm.nvvm.ull2d.rz(i64) #0
;
; declare double @llvm.nvvm.ull2d.rm(i64) #0
;
; declare double @llvm.nvvm.ull2d.rp(i64) #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
