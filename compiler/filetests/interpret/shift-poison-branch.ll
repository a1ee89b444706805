; Poison from an overflowing `add nsw` decides a branch.
; test: interpret
; launch: @k (out=i32[1] zero, i32 2147483647)
; expect-ub: poison-branch
; launch: @k (out=i32[1] zero, i32 5)
; expect: out: i32[1] = {1}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %v = add nsw i32 %n, 1
  %c = icmp sgt i32 %v, %n
  br i1 %c, label %yes, label %no

yes:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void

no:
  store i32 2, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: poison-branch: the branch condition is poison at 15:3: @k, block %entry, `br i1 %c, label %yes, label %no` (block (0,0,0), thread (0,0,0))
; launch at line 5:
;   out: i32[1] = {1}
