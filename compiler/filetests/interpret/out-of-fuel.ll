; An endless loop runs out of fuel.
; test: interpret
; fuel: 10000
; launch: @k (out=i32[1] zero)
; expect-out-of-fuel

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  br label %loop
}

; ==== expected output ====
; launch at line 4:
;   out of fuel
