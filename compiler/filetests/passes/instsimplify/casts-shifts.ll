; instsimplify, the edges of two folds: `uitofp nneg` of 0 is 0.0 (0 is not negative; only a
; negative operand makes poison), of -1 poison; a `shl` of constants shifts (and `shl nuw`
; that drops a set bit is poison; a shift by the width or more is poison too: both fold, and
; go with the other instructions nothing uses).
; test: opt instsimplify
; launch: @k grid=1 block=1 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %z = uitofp nneg i32 0 to float
  %zi = bitcast float %z to i32
  %one = uitofp nneg i32 1 to float
  %onei = bitcast float %one to i32
  %neg = uitofp nneg i32 -1 to float
  %s = shl i32 3, 2
  %s8 = shl i8 96, 1
  %s32 = zext i8 %s8 to i32
  %snuw = shl nuw i8 200, 1
  %wide = shl i32 1, 32
  store i32 %zi, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %onei, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
  store i32 %s, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
  store i32 %s32, ptr addrspace(1) %o3, align 4
  ret void
}

; ==== expected output ====
; pipeline: instsimplify
; remark: instsimplify: @k: folded insts=10
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   store i32 0, ptr addrspace(1) %out, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 1065353216, ptr addrspace(1) %o1, align 4
;   %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
;   store i32 12, ptr addrspace(1) %o2, align 4
;   %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
;   store i32 192, ptr addrspace(1) %o3, align 4
;   ret void
; }
