; A store through a generic pointer into constant memory.
; test: interpret
; launch: @k (out=i32[1] zero)
; expect-ub: store-to-constant

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = internal addrspace(4) constant [2 x i32] [i32 1, i32 2], align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %g = addrspacecast ptr addrspace(4) @table to ptr
  store i32 5, ptr %g, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: store-to-constant: a store to @table at 14:3: @k, block %entry, `store i32 5, ptr %g, align 4` (block (0,0,0), thread (0,0,0))
