; NVVM intrinsics clang emits for CUDA math and loads: sqrt.rn (correctly rounded), fmax/fmin
; (a NaN operand gives the other), mulhi (the high half of the full product), ldg (a load),
; atomic.load.inc.32 (atomicInc: wraps to 0 past the limit), and fma/maxnum on half.
; test: roundtrip
; test: verify
; test: interpret
; launch: @k block=1 (out=i32[8] zero, c=i32[2] {7, 3})
; expect: out: i32[8] = {1073741824, 1065353216, -1, 1, 7, 0, 16896, 17920}
; expect: c: i32[2] = {0, 3}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %c) {
  %s = call float @llvm.nvvm.sqrt.rn.f(float 4.000000e+00)
  %si = bitcast float %s to i32
  store i32 %si, ptr addrspace(1) %out, align 4
  %m = call float @llvm.nvvm.fmax.f(float 0x7FF8000000000000, float 1.000000e+00)
  %mi = bitcast float %m to i32
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %mi, ptr addrspace(1) %p1, align 4
  %h = call i32 @llvm.nvvm.mulhi.i(i32 -3, i32 5)
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i32 %h, ptr addrspace(1) %p2, align 4
  %hu = call i64 @llvm.nvvm.mulhi.ull(i64 -1, i64 2)
  %hu32 = trunc i64 %hu to i32
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %hu32, ptr addrspace(1) %p3, align 4
  %g = addrspacecast ptr addrspace(1) %c to ptr
  %l = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %g, i32 4)
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 4
  store i32 %l, ptr addrspace(1) %p4, align 4
  ; atomicInc(c, 7) on 7 wraps to 0 and returns the old value's ... (7 >= 7: 0).
  %old = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %g, i32 7)
  %z = sub i32 %old, 7
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 5
  store i32 %z, ptr addrspace(1) %p5, align 4
  %f = call half @llvm.fma.f16(half 0xH3C00, half 0xH4000, half 0xH3C00)
  %fi = bitcast half %f to i16
  %fz = zext i16 %fi to i32
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 6
  store i32 %fz, ptr addrspace(1) %p6, align 4
  %x = call half @llvm.maxnum.f16(half 0xH4600, half 0xH4000)
  %xi = bitcast half %x to i16
  %xz = zext i16 %xi to i32
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 7
  store i32 %xz, ptr addrspace(1) %p7, align 4
  ret void
}

declare float @llvm.nvvm.sqrt.rn.f(float)
declare float @llvm.nvvm.fmax.f(float, float)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64)
declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.maxnum.f16(half, half)

