; The smallest i32 divided by -1, from the launch's arguments.
; test: interpret
; launch: @k (out=i32[1] zero, i32 -2147483648, i32 -1)
; expect-ub: division-overflow
; launch: @k (out=i32[1] zero, i32 -2147483648, i32 2)
; expect: out: i32[1] = {-1073741824}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b) {
entry:
  %q = sdiv i32 %a, %b
  store i32 %q, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: division-overflow: the smallest i32 divided by -1 at 13:3: @k, block %entry, `%q = sdiv i32 %a, %b` (block (0,0,0), thread (0,0,0))
; launch at line 5:
;   out: i32[1] = {-1073741824}
