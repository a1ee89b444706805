; Reaching `unreachable`.
; test: interpret
; launch: @k (out=i32[1] zero, i32 3)
; expect-ub: unreachable
; launch: @k (out=i32[1] zero, i32 1)
; expect: out: i32[1] = {10}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %sel) {
entry:
  switch i32 %sel, label %bad [
    i32 0, label %zero
    i32 1, label %one
  ]

zero:
  store i32 0, ptr addrspace(1) %out, align 4
  ret void

one:
  store i32 10, ptr addrspace(1) %out, align 4
  ret void

bad:
  unreachable
}

; ==== expected output ====
; launch at line 3:
;   ub: unreachable: `unreachable` was reached at 27:3: @k, block %bad, `unreachable` (block (0,0,0), thread (0,0,0))
; launch at line 5:
;   out: i32[1] = {10}
