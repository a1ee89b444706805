; The float intrinsics of NVVM that libdevice's IR calls (compiler/src/ir/nvvm_float.rs), each
; the PTX instruction LLVM selects for it, computed by the PTX interpreter's functions
; (oracle/src/nvvm.rs): directed rounding (add.rz/rp.f, fma.rm.f, add.rm/rp.d, rcp.rz.f), flush
; to zero (fma.rn.ftz.f of a subnormal), approximations, cvt.rni's ties to even
; (round.f: 2.5 -> 2, 3.5 -> 4), the bit moves (d2i.lo/hi, lohi.i2d), and libdevice's inline
; assembly (rcp.approx.ftz.f32, sub.rm.f64, the mad.lo.cc/madc.hi pair).
; test: roundtrip
; test: verify
; test: interpret
; launch: @k block=1 (out=i32[20] zero, dout=i64[6] zero)
; expect: out: i32[20] = {1088421888, 0, 1077936128, 1065353216, 1065353217, 1065353215, 1082130432, 1090519040, 1056964608, 1073741824, -1082130432, -1082130432, 1073741824, 1082130432, 1051372202, 1048576000, 1, -2, 0, 1073217536}
; expect: dout: i64[6] = {4601477859272014779, 4601477859272014780, 4598175219545276416, 4619567317775286272, 4609434218613702656, -4631501856787818086}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %dout) {
  %f0 = call float @llvm.nvvm.fma.rn.f(float 2.0, float 3.0, float 1.0)
  %fi0 = bitcast float %f0 to i32
  %pout0 = getelementptr i32, ptr addrspace(1) %out, i32 0
  store i32 %fi0, ptr addrspace(1) %pout0, align 4
  %f1 = call float @llvm.nvvm.fma.rn.ftz.f(float 0x3800000000000000, float 1.0, float 0.0)
  %fi1 = bitcast float %f1 to i32
  %pout1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %fi1, ptr addrspace(1) %pout1, align 4
  %f2 = call float @llvm.nvvm.mul.rn.f(float 1.5, float 2.0)
  %fi2 = bitcast float %f2 to i32
  %pout2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i32 %fi2, ptr addrspace(1) %pout2, align 4
  %f3 = call float @llvm.nvvm.add.rz.f(float 1.0, float 0x3E45798EE0000000)
  %fi3 = bitcast float %f3 to i32
  %pout3 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %fi3, ptr addrspace(1) %pout3, align 4
  %f4 = call float @llvm.nvvm.add.rp.f(float 1.0, float 0x3E45798EE0000000)
  %fi4 = bitcast float %f4 to i32
  %pout4 = getelementptr i32, ptr addrspace(1) %out, i32 4
  store i32 %fi4, ptr addrspace(1) %pout4, align 4
  %f5 = call float @llvm.nvvm.fma.rm.f(float -1.0, float 0x3E45798EE0000000, float 1.0)
  %fi5 = bitcast float %f5 to i32
  %pout5 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %fi5, ptr addrspace(1) %pout5, align 4
  %f6 = call float @llvm.nvvm.sqrt.approx.f(float 16.0)
  %fi6 = bitcast float %f6 to i32
  %pout6 = getelementptr i32, ptr addrspace(1) %out, i32 6
  store i32 %fi6, ptr addrspace(1) %pout6, align 4
  %f7 = call float @llvm.nvvm.ex2.approx.ftz.f(float 3.0)
  %fi7 = bitcast float %f7 to i32
  %pout7 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %fi7, ptr addrspace(1) %pout7, align 4
  %f8 = call float @llvm.nvvm.rsqrt.approx.ftz.f(float 4.0)
  %fi8 = bitcast float %f8 to i32
  %pout8 = getelementptr i32, ptr addrspace(1) %out, i32 8
  store i32 %fi8, ptr addrspace(1) %pout8, align 4
  %f9 = call float @llvm.nvvm.fabs.f(float -2.0)
  %fi9 = bitcast float %f9 to i32
  %pout9 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %fi9, ptr addrspace(1) %pout9, align 4
  %f10 = call float @llvm.nvvm.floor.f(float -0.5)
  %fi10 = bitcast float %f10 to i32
  %pout10 = getelementptr i32, ptr addrspace(1) %out, i32 10
  store i32 %fi10, ptr addrspace(1) %pout10, align 4
  %f11 = call float @llvm.nvvm.trunc.f(float -1.5)
  %fi11 = bitcast float %f11 to i32
  %pout11 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %fi11, ptr addrspace(1) %pout11, align 4
  %f12 = call float @llvm.nvvm.round.f(float 2.5)
  %fi12 = bitcast float %f12 to i32
  %pout12 = getelementptr i32, ptr addrspace(1) %out, i32 12
  store i32 %fi12, ptr addrspace(1) %pout12, align 4
  %f13 = call float @llvm.nvvm.round.f(float 3.5)
  %fi13 = bitcast float %f13 to i32
  %pout13 = getelementptr i32, ptr addrspace(1) %out, i32 13
  store i32 %fi13, ptr addrspace(1) %pout13, align 4
  %f14 = call float @llvm.nvvm.rcp.rz.f(float 3.0)
  %fi14 = bitcast float %f14 to i32
  %pout14 = getelementptr i32, ptr addrspace(1) %out, i32 14
  store i32 %fi14, ptr addrspace(1) %pout14, align 4
  %a0 = call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float 4.0)
  %ai0 = bitcast float %a0 to i32
  %pout15 = getelementptr i32, ptr addrspace(1) %out, i32 15
  store i32 %ai0, ptr addrspace(1) %pout15, align 4
  %mw = call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1, i32 -2, i32 -1)
  %mlo = extractvalue { i32, i32 } %mw, 0
  %pout16 = getelementptr i32, ptr addrspace(1) %out, i32 16
  store i32 %mlo, ptr addrspace(1) %pout16, align 4
  %mhi = extractvalue { i32, i32 } %mw, 1
  %pout17 = getelementptr i32, ptr addrspace(1) %out, i32 17
  store i32 %mhi, ptr addrspace(1) %pout17, align 4
  %lo = call i32 @llvm.nvvm.d2i.lo(double 1.5)
  %pout18 = getelementptr i32, ptr addrspace(1) %out, i32 18
  store i32 %lo, ptr addrspace(1) %pout18, align 4
  %hi = call i32 @llvm.nvvm.d2i.hi(double 1.5)
  %pout19 = getelementptr i32, ptr addrspace(1) %out, i32 19
  store i32 %hi, ptr addrspace(1) %pout19, align 4
  %d0 = call double @llvm.nvvm.add.rm.d(double 0x3FD5555555555555, double 0x3FB999999999999A)
  %di0 = bitcast double %d0 to i64
  %pdout0 = getelementptr i64, ptr addrspace(1) %dout, i32 0
  store i64 %di0, ptr addrspace(1) %pdout0, align 8
  %d1 = call double @llvm.nvvm.add.rp.d(double 0x3FD5555555555555, double 0x3FB999999999999A)
  %di1 = bitcast double %d1 to i64
  %pdout1 = getelementptr i64, ptr addrspace(1) %dout, i32 1
  store i64 %di1, ptr addrspace(1) %pdout1, align 8
  %d2 = call double @llvm.nvvm.rcp.approx.ftz.d(double 4.0)
  %di2 = bitcast double %d2 to i64
  %pdout2 = getelementptr i64, ptr addrspace(1) %dout, i32 2
  store i64 %di2, ptr addrspace(1) %pdout2, align 8
  %d3 = call double @llvm.nvvm.fma.rn.d(double 2.0, double 3.0, double 1.0)
  %di3 = bitcast double %d3 to i64
  %pdout3 = getelementptr i64, ptr addrspace(1) %dout, i32 3
  store i64 %di3, ptr addrspace(1) %pdout3, align 8
  %lh = call double @llvm.nvvm.lohi.i2d(i32 %lo, i32 %hi)
  %lhi = bitcast double %lh to i64
  %pdout4 = getelementptr i64, ptr addrspace(1) %dout, i32 4
  store i64 %lhi, ptr addrspace(1) %pdout4, align 8
  %sb = call double asm "sub.rm.f64 $0, $1, $2;", "=d,d,d"(double 0.0, double 0x3FB999999999999A)
  %sbi = bitcast double %sb to i64
  %pdout5 = getelementptr i64, ptr addrspace(1) %dout, i32 5
  store i64 %sbi, ptr addrspace(1) %pdout5, align 8
  ret void
}

declare float @llvm.nvvm.fma.rn.f(float, float, float)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float)
declare float @llvm.nvvm.mul.rn.f(float, float)
declare float @llvm.nvvm.add.rz.f(float, float)
declare float @llvm.nvvm.add.rp.f(float, float)
declare float @llvm.nvvm.fma.rm.f(float, float, float)
declare float @llvm.nvvm.sqrt.approx.f(float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float)
declare float @llvm.nvvm.fabs.f(float)
declare float @llvm.nvvm.floor.f(float)
declare float @llvm.nvvm.trunc.f(float)
declare float @llvm.nvvm.round.f(float)
declare float @llvm.nvvm.rcp.rz.f(float)
declare double @llvm.nvvm.add.rm.d(double, double)
declare double @llvm.nvvm.add.rp.d(double, double)
declare double @llvm.nvvm.rcp.approx.ftz.d(double)
declare double @llvm.nvvm.fma.rn.d(double, double, double)
declare i32 @llvm.nvvm.d2i.lo(double)
declare i32 @llvm.nvvm.d2i.hi(double)
declare double @llvm.nvvm.lohi.i2d(i32, i32)

; ==== expected output ====
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %dout) {
;   %f0 = call float @llvm.nvvm.fma.rn.f(float 2.000000e+00, float 3.000000e+00, float 1.000000e+00)
;   %fi0 = bitcast float %f0 to i32
;   %pout0 = getelementptr i32, ptr addrspace(1) %out, i32 0
;   store i32 %fi0, ptr addrspace(1) %pout0, align 4
;   %f1 = call float @llvm.nvvm.fma.rn.ftz.f(float 0x3800000000000000, float 1.000000e+00, float 0.000000e+00)
;   %fi1 = bitcast float %f1 to i32
;   %pout1 = getelementptr i32, ptr addrspace(1) %out, i32 1
;   store i32 %fi1, ptr addrspace(1) %pout1, align 4
;   %f2 = call float @llvm.nvvm.mul.rn.f(float 1.500000e+00, float 2.000000e+00)
;   %fi2 = bitcast float %f2 to i32
;   %pout2 = getelementptr i32, ptr addrspace(1) %out, i32 2
;   store i32 %fi2, ptr addrspace(1) %pout2, align 4
;   %f3 = call float @llvm.nvvm.add.rz.f(float 1.000000e+00, float 0x3E45798EE0000000)
;   %fi3 = bitcast float %f3 to i32
;   %pout3 = getelementptr i32, ptr addrspace(1) %out, i32 3
;   store i32 %fi3, ptr addrspace(1) %pout3, align 4
;   %f4 = call float @llvm.nvvm.add.rp.f(float 1.000000e+00, float 0x3E45798EE0000000)
;   %fi4 = bitcast float %f4 to i32
;   %pout4 = getelementptr i32, ptr addrspace(1) %out, i32 4
;   store i32 %fi4, ptr addrspace(1) %pout4, align 4
;   %f5 = call float @llvm.nvvm.fma.rm.f(float -1.000000e+00, float 0x3E45798EE0000000, float 1.000000e+00)
;   %fi5 = bitcast float %f5 to i32
;   %pout5 = getelementptr i32, ptr addrspace(1) %out, i32 5
;   store i32 %fi5, ptr addrspace(1) %pout5, align 4
;   %f6 = call float @llvm.nvvm.sqrt.approx.f(float 1.600000e+01)
;   %fi6 = bitcast float %f6 to i32
;   %pout6 = getelementptr i32, ptr addrspace(1) %out, i32 6
;   store i32 %fi6, ptr addrspace(1) %pout6, align 4
;   %f7 = call float @llvm.nvvm.ex2.approx.ftz.f(float 3.000000e+00)
;   %fi7 = bitcast float %f7 to i32
;   %pout7 = getelementptr i32, ptr addrspace(1) %out, i32 7
;   store i32 %fi7, ptr addrspace(1) %pout7, align 4
;   %f8 = call float @llvm.nvvm.rsqrt.approx.ftz.f(float 4.000000e+00)
;   %fi8 = bitcast float %f8 to i32
;   %pout8 = getelementptr i32, ptr addrspace(1) %out, i32 8
;   store i32 %fi8, ptr addrspace(1) %pout8, align 4
;   %f9 = call float @llvm.nvvm.fabs.f(float -2.000000e+00)
;   %fi9 = bitcast float %f9 to i32
;   %pout9 = getelementptr i32, ptr addrspace(1) %out, i32 9
;   store i32 %fi9, ptr addrspace(1) %pout9, align 4
;   %f10 = call float @llvm.nvvm.floor.f(float -5.000000e-01)
;   %fi10 = bitcast float %f10 to i32
;   %pout10 = getelementptr i32, ptr addrspace(1) %out, i32 10
;   store i32 %fi10, ptr addrspace(1) %pout10, align 4
;   %f11 = call float @llvm.nvvm.trunc.f(float -1.500000e+00)
;   %fi11 = bitcast float %f11 to i32
;   %pout11 = getelementptr i32, ptr addrspace(1) %out, i32 11
;   store i32 %fi11, ptr addrspace(1) %pout11, align 4
;   %f12 = call float @llvm.nvvm.round.f(float 2.500000e+00)
;   %fi12 = bitcast float %f12 to i32
;   %pout12 = getelementptr i32, ptr addrspace(1) %out, i32 12
;   store i32 %fi12, ptr addrspace(1) %pout12, align 4
;   %f13 = call float @llvm.nvvm.round.f(float 3.500000e+00)
;   %fi13 = bitcast float %f13 to i32
;   %pout13 = getelementptr i32, ptr addrspace(1) %out, i32 13
;   store i32 %fi13, ptr addrspace(1) %pout13, align 4
;   %f14 = call float @llvm.nvvm.rcp.rz.f(float 3.000000e+00)
;   %fi14 = bitcast float %f14 to i32
;   %pout14 = getelementptr i32, ptr addrspace(1) %out, i32 14
;   store i32 %fi14, ptr addrspace(1) %pout14, align 4
;   %a0 = call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float 4.000000e+00)
;   %ai0 = bitcast float %a0 to i32
;   %pout15 = getelementptr i32, ptr addrspace(1) %out, i32 15
;   store i32 %ai0, ptr addrspace(1) %pout15, align 4
;   %mw = call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1, i32 -2, i32 -1)
;   %mlo = extractvalue { i32, i32 } %mw, 0
;   %pout16 = getelementptr i32, ptr addrspace(1) %out, i32 16
;   store i32 %mlo, ptr addrspace(1) %pout16, align 4
;   %mhi = extractvalue { i32, i32 } %mw, 1
;   %pout17 = getelementptr i32, ptr addrspace(1) %out, i32 17
;   store i32 %mhi, ptr addrspace(1) %pout17, align 4
;   %lo = call i32 @llvm.nvvm.d2i.lo(double 1.500000e+00)
;   %pout18 = getelementptr i32, ptr addrspace(1) %out, i32 18
;   store i32 %lo, ptr addrspace(1) %pout18, align 4
;   %hi = call i32 @llvm.nvvm.d2i.hi(double 1.500000e+00)
;   %pout19 = getelementptr i32, ptr addrspace(1) %out, i32 19
;   store i32 %hi, ptr addrspace(1) %pout19, align 4
;   %d0 = call double @llvm.nvvm.add.rm.d(double 0x3FD5555555555555, double 1.000000e-01)
;   %di0 = bitcast double %d0 to i64
;   %pdout0 = getelementptr i64, ptr addrspace(1) %dout, i32 0
;   store i64 %di0, ptr addrspace(1) %pdout0, align 8
;   %d1 = call double @llvm.nvvm.add.rp.d(double 0x3FD5555555555555, double 1.000000e-01)
;   %di1 = bitcast double %d1 to i64
;   %pdout1 = getelementptr i64, ptr addrspace(1) %dout, i32 1
;   store i64 %di1, ptr addrspace(1) %pdout1, align 8
;   %d2 = call double @llvm.nvvm.rcp.approx.ftz.d(double 4.000000e+00)
;   %di2 = bitcast double %d2 to i64
;   %pdout2 = getelementptr i64, ptr addrspace(1) %dout, i32 2
;   store i64 %di2, ptr addrspace(1) %pdout2, align 8
;   %d3 = call double @llvm.nvvm.fma.rn.d(double 2.000000e+00, double 3.000000e+00, double 1.000000e+00)
;   %di3 = bitcast double %d3 to i64
;   %pdout3 = getelementptr i64, ptr addrspace(1) %dout, i32 3
;   store i64 %di3, ptr addrspace(1) %pdout3, align 8
;   %lh = call double @llvm.nvvm.lohi.i2d(i32 %lo, i32 %hi)
;   %lhi = bitcast double %lh to i64
;   %pdout4 = getelementptr i64, ptr addrspace(1) %dout, i32 4
;   store i64 %lhi, ptr addrspace(1) %pdout4, align 8
;   %sb = call double asm "sub.rm.f64 $0, $1, $2;", "=d,d,d"(double 0.000000e+00, double 1.000000e-01)
;   %sbi = bitcast double %sb to i64
;   %pdout5 = getelementptr i64, ptr addrspace(1) %dout, i32 5
;   store i64 %sbi, ptr addrspace(1) %pdout5, align 8
;   ret void
; }
;
; declare float @llvm.nvvm.fma.rn.f(float, float, float) #0
;
; declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #0
;
; declare float @llvm.nvvm.mul.rn.f(float, float) #0
;
; declare float @llvm.nvvm.add.rz.f(float, float) #0
;
; declare float @llvm.nvvm.add.rp.f(float, float) #0
;
; declare float @llvm.nvvm.fma.rm.f(float, float, float) #0
;
; declare float @llvm.nvvm.sqrt.approx.f(float) #1
;
; declare float @llvm.nvvm.ex2.approx.ftz.f(float) #1
;
; declare float @llvm.nvvm.rsqrt.approx.ftz.f(float) #1
;
; declare float @llvm.nvvm.fabs.f(float) #0
;
; declare float @llvm.nvvm.floor.f(float) #0
;
; declare float @llvm.nvvm.trunc.f(float) #0
;
; declare float @llvm.nvvm.round.f(float) #0
;
; declare float @llvm.nvvm.rcp.rz.f(float) #1
;
; declare double @llvm.nvvm.add.rm.d(double, double) #0
;
; declare double @llvm.nvvm.add.rp.d(double, double) #0
;
; declare double @llvm.nvvm.rcp.approx.ftz.d(double) #1
;
; declare double @llvm.nvvm.fma.rn.d(double, double, double) #0
;
; declare i32 @llvm.nvvm.d2i.lo(double) #0
;
; declare i32 @llvm.nvvm.d2i.hi(double) #0
;
; declare double @llvm.nvvm.lohi.i2d(i32, i32) #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
; launch at line 10:
;   dout: i64[6] = {4601477859272014779, 4601477859272014780, 4598175219545276416, 4619567317775286272, 4609434218613702656, -4631501856787818086}
;   out: i32[20] = {1088421888, 0, 1077936128, 1065353216, 1065353217, 1065353215, 1082130432, 1090519040, 1056964608, 1073741824, -1082130432, -1082130432, 1073741824, 1082130432, 1051372202, 1048576000, 1, -2, 0, 1073217536}
