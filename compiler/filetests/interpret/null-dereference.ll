; A load through a null pointer argument.
; test: interpret
; launch: @k (out=i32[1] zero, null)
; expect-ub: null-dereference

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr %in) {
entry:
  %v = load i32, ptr %in, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: null-dereference: address 0x0 (null + 0) at 11:3: @k, block %entry, `%v = load i32, ptr %in, align 4` (block (0,0,0), thread (0,0,0))
