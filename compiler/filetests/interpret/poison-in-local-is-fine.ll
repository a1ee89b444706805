; Poison may sit in local memory and be frozen: only where it matters is it undefined.
; test: interpret
; launch: @k (out=i32[1] zero, i32 40)
; expect: out: i32[1] = {0}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %x = alloca i32, align 4
  %v = shl i32 1, %n
  store i32 %v, ptr %x, align 4
  %w = load i32, ptr %x, align 4
  %f = freeze i32 %w
  store i32 %f, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   out: i32[1] = {0}
