; A generic pointer into global memory cast to the shared space.
; test: interpret
; launch: @k (out=i32[1] zero)
; expect-ub: wrong-space-cast

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal void @store_shared(ptr %p) {
entry:
  %s = addrspacecast ptr %p to ptr addrspace(3)
  store i32 1, ptr addrspace(3) %s, align 4
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %g = addrspacecast ptr addrspace(1) %out to ptr
  call void @store_shared(ptr %g)
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: wrong-space-cast: a cast to addrspace(3:shared) of a pointer to buffer 'out' in addrspace(1:global) at 11:3: @store_shared, block %entry, `%s = addrspacecast ptr %p to ptr addrspace(3)` (block (0,0,0), thread (0,0,0))
