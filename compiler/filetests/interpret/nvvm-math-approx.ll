; More NVVM intrinsics clang emits for CUDA math: saturate, f2i.rn (ties to even), rcp.rn,
; div.approx and ex2.approx (computed exactly by the interpreters; a GPU's approximations may
; differ in the last bits, not on these exact cases), mul24 (low 24 bits, signed), a vector ldg,
; fmax.f16, fma.rn.bf16, and a block-scoped atomic add.
; test: roundtrip
; test: verify
; test: interpret
; launch: @k block=1 (out=i32[12] zero, v=f32[4] {1.0, 2.0, 3.0, 4.0}, c=i32[1] {10})
; expect: out: i32[12] = {1065353216, 0, 2, -4, 1048576000, 1048576000, 5, -6, 1090519040, 1077936128, 17920, 16608}
; expect: c: i32[1] = {15}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %v, ptr addrspace(1) %c) {
  %s1 = call float @llvm.nvvm.saturate.f(float 1.500000e+00)
  %s1i = bitcast float %s1 to i32
  store i32 %s1i, ptr addrspace(1) %out, align 4
  %s2 = call float @llvm.nvvm.saturate.f(float -2.000000e+00)
  %s2i = bitcast float %s2 to i32
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %s2i, ptr addrspace(1) %p1, align 4
  %f1 = call i32 @llvm.nvvm.f2i.rn(float 2.500000e+00)
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i32 %f1, ptr addrspace(1) %p2, align 4
  %f2 = call i32 @llvm.nvvm.f2i.rn(float -3.500000e+00)
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %f2, ptr addrspace(1) %p3, align 4
  %r = call float @llvm.nvvm.rcp.rn.f(float 4.000000e+00)
  %ri = bitcast float %r to i32
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 4
  store i32 %ri, ptr addrspace(1) %p4, align 4
  %d = call float @llvm.nvvm.div.approx.f(float 1.000000e+00, float 4.000000e+00)
  %di = bitcast float %d to i32
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %di, ptr addrspace(1) %p5, align 4
  %m1 = call i32 @llvm.nvvm.mul24.i(i32 16777217, i32 5)
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 6
  store i32 %m1, ptr addrspace(1) %p6, align 4
  %m2 = call i32 @llvm.nvvm.mul24.i(i32 -2, i32 3)
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %m2, ptr addrspace(1) %p7, align 4
  %e = call float @llvm.nvvm.ex2.approx.f(float 3.000000e+00)
  %ei = bitcast float %e to i32
  %p8 = getelementptr i32, ptr addrspace(1) %out, i32 8
  store i32 %ei, ptr addrspace(1) %p8, align 4
  %g = addrspacecast ptr addrspace(1) %v to ptr
  %l = call <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %g, i32 16)
  %l2 = extractelement <4 x float> %l, i32 2
  %l2i = bitcast float %l2 to i32
  %p9 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %l2i, ptr addrspace(1) %p9, align 4
  %h = call half @llvm.nvvm.fmax.f16(half 0xH4000, half 0xH4600)
  %hi = bitcast half %h to i16
  %hz = zext i16 %hi to i32
  %p10 = getelementptr i32, ptr addrspace(1) %out, i32 10
  store i32 %hz, ptr addrspace(1) %p10, align 4
  %b = call bfloat @llvm.nvvm.fma.rn.bf16(bfloat 0xR4000, bfloat 0xR4040, bfloat 0xR3F80)
  %bi = bitcast bfloat %b to i16
  %bz = zext i16 %bi to i32
  %p11 = getelementptr i32, ptr addrspace(1) %out, i32 11
  store i32 %bz, ptr addrspace(1) %p11, align 4
  %gc = addrspacecast ptr addrspace(1) %c to ptr
  %old = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %gc, i32 5)
  ret void
}

declare float @llvm.nvvm.saturate.f(float)
declare i32 @llvm.nvvm.f2i.rn(float)
declare float @llvm.nvvm.rcp.rn.f(float)
declare float @llvm.nvvm.div.approx.f(float, float)
declare i32 @llvm.nvvm.mul24.i(i32, i32)
declare float @llvm.nvvm.ex2.approx.f(float)
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr, i32)
declare half @llvm.nvvm.fmax.f16(half, half)
declare bfloat @llvm.nvvm.fma.rn.bf16(bfloat, bfloat, bfloat)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)

; ==== expected output ====
; define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %v, ptr addrspace(1) %c) {
;   %s1 = call float @llvm.nvvm.saturate.f(float 1.500000e+00)
;   %s1i = bitcast float %s1 to i32
;   store i32 %s1i, ptr addrspace(1) %out, align 4
;   %s2 = call float @llvm.nvvm.saturate.f(float -2.000000e+00)
;   %s2i = bitcast float %s2 to i32
;   %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
;   store i32 %s2i, ptr addrspace(1) %p1, align 4
;   %f1 = call i32 @llvm.nvvm.f2i.rn(float 2.500000e+00)
;   %p2 = getelementptr i32, ptr addrspace(1) %out, i32 2
;   store i32 %f1, ptr addrspace(1) %p2, align 4
;   %f2 = call i32 @llvm.nvvm.f2i.rn(float -3.500000e+00)
;   %p3 = getelementptr i32, ptr addrspace(1) %out, i32 3
;   store i32 %f2, ptr addrspace(1) %p3, align 4
;   %r = call float @llvm.nvvm.rcp.rn.f(float 4.000000e+00)
;   %ri = bitcast float %r to i32
;   %p4 = getelementptr i32, ptr addrspace(1) %out, i32 4
;   store i32 %ri, ptr addrspace(1) %p4, align 4
;   %d = call float @llvm.nvvm.div.approx.f(float 1.000000e+00, float 4.000000e+00)
;   %di = bitcast float %d to i32
;   %p5 = getelementptr i32, ptr addrspace(1) %out, i32 5
;   store i32 %di, ptr addrspace(1) %p5, align 4
;   %m1 = call i32 @llvm.nvvm.mul24.i(i32 16777217, i32 5)
;   %p6 = getelementptr i32, ptr addrspace(1) %out, i32 6
;   store i32 %m1, ptr addrspace(1) %p6, align 4
;   %m2 = call i32 @llvm.nvvm.mul24.i(i32 -2, i32 3)
;   %p7 = getelementptr i32, ptr addrspace(1) %out, i32 7
;   store i32 %m2, ptr addrspace(1) %p7, align 4
;   %e = call float @llvm.nvvm.ex2.approx.f(float 3.000000e+00)
;   %ei = bitcast float %e to i32
;   %p8 = getelementptr i32, ptr addrspace(1) %out, i32 8
;   store i32 %ei, ptr addrspace(1) %p8, align 4
;   %g = addrspacecast ptr addrspace(1) %v to ptr
;   %l = call <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %g, i32 16)
;   %l2 = extractelement <4 x float> %l, i32 2
;   %l2i = bitcast float %l2 to i32
;   %p9 = getelementptr i32, ptr addrspace(1) %out, i32 9
;   store i32 %l2i, ptr addrspace(1) %p9, align 4
;   %h = call half @llvm.nvvm.fmax.f16(half 0xH4000, half 0xH4600)
;   %hi = bitcast half %h to i16
;   %hz = zext i16 %hi to i32
;   %p10 = getelementptr i32, ptr addrspace(1) %out, i32 10
;   store i32 %hz, ptr addrspace(1) %p10, align 4
;   %b = call bfloat @llvm.nvvm.fma.rn.bf16(bfloat 0xR4000, bfloat 0xR4040, bfloat 0xR3F80)
;   %bi = bitcast bfloat %b to i16
;   %bz = zext i16 %bi to i32
;   %p11 = getelementptr i32, ptr addrspace(1) %out, i32 11
;   store i32 %bz, ptr addrspace(1) %p11, align 4
;   %gc = addrspacecast ptr addrspace(1) %c to ptr
;   %old = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %gc, i32 5)
;   ret void
; }
;
; declare float @llvm.nvvm.saturate.f(float) #0
;
; declare i32 @llvm.nvvm.f2i.rn(float) #0
;
; declare float @llvm.nvvm.rcp.rn.f(float) #1
;
; declare float @llvm.nvvm.div.approx.f(float, float) #1
;
; declare i32 @llvm.nvvm.mul24.i(i32, i32) #0
;
; declare float @llvm.nvvm.ex2.approx.f(float) #1
;
; declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr nocapture, i32) #2
;
; declare half @llvm.nvvm.fmax.f16(half, half) #0
;
; declare bfloat @llvm.nvvm.fma.rn.bf16(bfloat, bfloat, bfloat) #0
;
; declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nocapture, i32) #3
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
; attributes #2 = { nocallback nounwind memory(argmem: read) }
; attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
; launch at line 8:
;   c: i32[1] = {15}
;   out: i32[12] = {1065353216, 0, 2, -4, 1048576000, 1048576000, 5, -6, 1090519040, 1077936128, 17920, 16608}
;   v: f32[4] = {1.0, 2.0, 3.0, 4.0}
