; instsimplify: a remainder by 1 is 0 and a division by 1 its dividend, signed or not; by
; anything else they stay (the run computes them); by a constant of both operands they fold.
; test: opt instsimplify
; launch: @k grid=1 block=4 (out=i32[8] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = add i32 %tid, 7
  %u1 = urem i32 %x, 1
  %s1 = srem i32 %x, 1
  %u3 = urem i32 %x, 3
  %s3 = srem i32 %x, 3
  %d1 = udiv i32 %x, 1
  %e1 = sdiv i32 %x, 1
  %d3 = udiv i32 %x, 3
  %k = urem i32 17, 5
  %a = add i32 %u1, %s1
  %b = add i32 %u3, %s3
  %c = add i32 %d1, %e1
  %d = add i32 %d3, %k
  %base = mul i32 %tid, 2
  %i0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
  %ab = add i32 %a, %b
  store i32 %ab, ptr addrspace(1) %i0, align 4
  %base1 = add i32 %base, 1
  %i1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base1
  %cd = add i32 %c, %d
  store i32 %cd, ptr addrspace(1) %i1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ==== expected output ====
; pipeline: instsimplify
; remark: instsimplify: @k: folded insts=7
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;   %x = add i32 %tid, 7
;   %u3 = urem i32 %x, 3
;   %s3 = srem i32 %x, 3
;   %d3 = udiv i32 %x, 3
;   %b = add i32 %u3, %s3
;   %c = add i32 %x, %x
;   %d = add i32 %d3, 2
;   %base = mul i32 %tid, 2
;   %i0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base
;   store i32 %b, ptr addrspace(1) %i0, align 4
;   %base1 = add i32 %base, 1
;   %i1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base1
;   %cd = add i32 %c, %d
;   store i32 %cd, ptr addrspace(1) %i1, align 4
;   ret void
; }
;
; declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
;
; attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
