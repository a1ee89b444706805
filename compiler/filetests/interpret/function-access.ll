; Loading through a function pointer.
; test: interpret
; launch: @k (out=i32[1] zero)
; expect-ub: function-access

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal void @f() {
entry:
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr @f, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: function-access: the address is a function's at 16:3: @k, block %entry, `%v = load i32, ptr @f, align 4` (block (0,0,0), thread (0,0,0))
