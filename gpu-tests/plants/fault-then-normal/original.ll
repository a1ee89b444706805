; launch: @k (out=i32[4] zero, i64 1099511627776)
; launch: @k (out=i32[4] zero, i64 2)
; seam-gpu case fault-then-normal variant original
; seam-gpu plant: the first launch stores 4 TiB past its buffer (undefined behaviour in the
; interpreters, a device fault on a GPU: the context must be recreated); the second is normal
; and must pass on the fresh context.

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i64 %i) {
entry:
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 7, ptr addrspace(1) %p, align 4
  ret void
}
