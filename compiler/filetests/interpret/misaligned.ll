; An i32 load two bytes into a buffer, with align 4.
; test: interpret
; launch: @k (out=i32[2] zero)
; expect-ub: misaligned

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = getelementptr inbounds i8, ptr addrspace(1) %out, i64 2
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: misaligned: offset 2 of buffer 'out' is not 4-aligned at 12:3: @k, block %entry, `%v = load i32, ptr addrspace(1) %p, align 4` (block (0,0,0), thread (0,0,0))
