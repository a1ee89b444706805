; A constant expression whose flags rule out the overflow it has is poison, as the
; instruction would be: branching on it is undefined.
; test: interpret
; launch: @k block=1 (out=i32[1] zero)
; expect-ub: poison-branch

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %c = icmp eq i64 sub nuw (i64 0, i64 ptrtoint (ptr addrspace(1) @g to i64)), 0
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %out
  ret void
b:
  store i32 2, ptr addrspace(1) %out
  ret void
}

; ==== expected output ====
; launch at line 4:
;   ub: poison-branch: the branch condition is poison at 15:3: @k, block %entry, `br i1 %c, label %a, label %b` (block (0,0,0), thread (0,0,0))
