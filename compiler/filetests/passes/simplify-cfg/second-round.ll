; simplify-cfg: the rules run in rounds until a round changes nothing. Here the first round
; folds @k's constant branch (1), deletes the untaken block (1), makes three phis trivial (3)
; and merges %a into the entry (1); only then is %a's branch on the first phi a constant,
; which the second round folds, deleting %y and merging %x. (A driver that stopped on a
; wrongly summed count, 1 + 1 - 3 + 1 = 0, would leave that branch.)
; test: opt simplify-cfg
; launch: @k grid=1 block=1 (out=i32[4] zero)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  br i1 true, label %a, label %b

b:
  br label %a

a:
  %p1 = phi i1 [ true, %entry ], [ false, %b ]
  %p2 = phi i32 [ 3, %entry ], [ 4, %b ]
  %p3 = phi i32 [ 5, %entry ], [ 6, %b ]
  br i1 %p1, label %x, label %y

x:
  %s = add i32 %p2, %p3
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void

y:
  store i32 %p2, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; pipeline: simplify-cfg
; remark: simplify-cfg: @k: simplified folded=2 unreachable=2 phis=3 merged=2 bypassed=0
; target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
; target triple = "nvptx64-nvidia-cuda"
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
; entry:
;   %s = add i32 3, 5
;   store i32 %s, ptr addrspace(1) %out, align 4
;   ret void
; }
