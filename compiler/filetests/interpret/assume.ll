; An assumption that does not hold.
; test: interpret
; launch: @k (out=i32[1] zero, i32 0)
; expect-ub: assume-violated
; launch: @k (out=i32[1] zero, i32 4)
; expect: out: i32[1] = {4}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.assume(i1)

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  call void @llvm.assume(i1 %pos)
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: assume-violated: the assumed condition is false at 16:3: @k, block %entry, `call void @llvm.assume(i1 %pos)` (block (0,0,0), thread (0,0,0))
; launch at line 5:
;   out: i32[1] = {4}
