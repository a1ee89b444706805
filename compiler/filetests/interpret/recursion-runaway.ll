; Runaway recursion ends in a trap at the stack limit, not in a host stack overflow.
; test: interpret
; launch: @k (out=i32[1] zero, i32 1)
; expect-trap: stack-overflow

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @down(i32 %n) {
entry:
  %n1 = add i32 %n, 1
  %r = call i32 @down(i32 %n1)
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %r = call i32 @down(i32 %n)
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   trap: stack-overflow at 12:3: @down, block %entry, `%r = call i32 @down(i32 %n1)` (block (0,0,0), thread (0,0,0))
