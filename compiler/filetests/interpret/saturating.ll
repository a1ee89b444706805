; Saturating add and subtract (clang -O3 writes `x > 0 ? x - 1 : 0` as llvm.usub.sat), at the
; edges of i8: each thread takes its inputs from the tables and stores the four results.
; test: interpret
; launch: @k block=4 (out=i8[16] zero)
; expect: out: i8[16] = {-1, 0, -128, -1, -2, 0, 126, 0, 0, 0, 127, -128, -2, 0, 126, -127}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@xs = internal addrspace(4) constant [4 x i8] [i8 -1, i8 0, i8 127, i8 -128]
@ys = internal addrspace(4) constant [4 x i8] [i8 1, i8 0, i8 1, i8 -1]

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.ssub.sat.i8(i8, i8)

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr inbounds [4 x i8], ptr addrspace(4) @xs, i32 0, i32 %t
  %py = getelementptr inbounds [4 x i8], ptr addrspace(4) @ys, i32 0, i32 %t
  %x = load i8, ptr addrspace(4) %px, align 1
  %y = load i8, ptr addrspace(4) %py, align 1
  %ua = call i8 @llvm.uadd.sat.i8(i8 %x, i8 %y)
  %us = call i8 @llvm.usub.sat.i8(i8 %x, i8 %y)
  %sa = call i8 @llvm.sadd.sat.i8(i8 %x, i8 %y)
  %ss = call i8 @llvm.ssub.sat.i8(i8 %x, i8 %y)
  %o0 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 %t
  store i8 %ua, ptr addrspace(1) %o0, align 1
  %i1 = add i32 %t, 4
  %o1 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 %i1
  store i8 %us, ptr addrspace(1) %o1, align 1
  %i2 = add i32 %t, 8
  %o2 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 %i2
  store i8 %sa, ptr addrspace(1) %o2, align 1
  %i3 = add i32 %t, 12
  %o3 = getelementptr inbounds i8, ptr addrspace(1) %out, i32 %i3
  store i8 %ss, ptr addrspace(1) %o3, align 1
  ret void
}

; ==== expected output ====
; launch at line 4:
;   out: i8[16] = {-1, 0, -128, -1, -2, 0, 126, 0, 0, 0, 127, -128, -2, 0, 126, -127}
