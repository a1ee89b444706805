; instsimplify: `mul nuw` of constants folds when the product fits (10 * 3 in i8) and is
; poison when it does not (100 * 3); `sub nuw 5, 5` is 0 (no unsigned wrap),
; `sub nsw i8 100, 50` is 50 (no signed wrap); an `extractvalue` of a `poison` aggregate is
; `poison` (and goes, unused); `fcmp` of constants, NaN included: `uno` is true when
; either operand is NaN, `ugt` true when unordered or greater; `fsub` of constants subtracts.
; test: opt instsimplify
; launch: @k grid=1 block=1 (out=i32[8] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %m = mul nuw i8 10, 3
  %m32 = zext i8 %m to i32
  %over = mul nuw i8 100, 3
  %uno = fcmp uno float 1.0, 0x7FF8000000000000
  %uno32 = zext i1 %uno to i32
  %gt = fcmp ugt float 2.0, 1.0
  %gt32 = zext i1 %gt to i32
  %lt = fcmp ugt float 1.0, 2.0
  %lt32 = zext i1 %lt to i32
  %ord = fcmp ord float 1.0, 0x7FF8000000000000
  %ord32 = zext i1 %ord to i32
  store i32 %m32, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %uno32, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
  store i32 %gt32, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
  store i32 %lt32, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 4
  store i32 %ord32, ptr addrspace(1) %o4, align 4
  %d = fsub float 5.0, 2.0
  %di = fptosi float %d to i32
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 5
  store i32 %di, ptr addrspace(1) %o5, align 4
  %sub = sub nuw i8 5, 5
  %sub32 = zext i8 %sub to i32
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 6
  store i32 %sub32, ptr addrspace(1) %o6, align 4
  %ssub = sub nsw i8 100, 50
  %ssub32 = sext i8 %ssub to i32
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 7
  store i32 %ssub32, ptr addrspace(1) %o7, align 4
  %ev = extractvalue { i32, i32 } poison, 1
  ret void
}

; ==== expected output ====
; pipeline: instsimplify
; remark: instsimplify: @k: folded insts=18
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   store i32 30, ptr addrspace(1) %out, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 1, ptr addrspace(1) %o1, align 4
;   %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
;   store i32 1, ptr addrspace(1) %o2, align 4
;   %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 3
;   store i32 0, ptr addrspace(1) %o3, align 4
;   %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 4
;   store i32 0, ptr addrspace(1) %o4, align 4
;   %o5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 5
;   store i32 3, ptr addrspace(1) %o5, align 4
;   %o6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 6
;   store i32 0, ptr addrspace(1) %o6, align 4
;   %o7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 7
;   store i32 50, ptr addrspace(1) %o7, align 4
;   ret void
; }
