; A pointer to a callee's local variable, used after the callee returned.
; test: interpret
; launch: @k (out=i32[1] zero)
; expect-ub: dangling-pointer

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal ptr @escape() {
entry:
  %x = alloca i32, align 4
  store i32 5, ptr %x, align 4
  ret ptr %x
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = call ptr @escape()
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: dangling-pointer: local allocation #2 is no longer live at 19:3: @k, block %entry, `%v = load i32, ptr %p, align 4` (block (0,0,0), thread (0,0,0))
