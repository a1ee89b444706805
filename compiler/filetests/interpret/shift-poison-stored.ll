; A shift by the full width is poison; stored to global memory it is undefined behaviour.
; test: interpret
; launch: @k (out=i32[1] zero, i32 32)
; expect-ub: poison-stored
; launch: @k (out=i32[1] zero, i32 31)
; expect: out: i32[1] = {-2147483648}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %v = shl i32 1, %n
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: poison-stored: a poison value stored to buffer 'out' at 14:3: @k, block %entry, `store i32 %v, ptr addrspace(1) %out, align 4` (block (0,0,0), thread (0,0,0))
; launch at line 5:
;   out: i32[1] = {-2147483648}
