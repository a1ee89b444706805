; A shared-space pointer forged from the integer of a global address.
; test: interpret
; launch: @k (out=i32[1] zero)
; expect-ub: wrong-space-access

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %i = ptrtoint ptr addrspace(1) %out to i64
  %s = inttoptr i64 %i to ptr addrspace(3)
  store i32 1, ptr addrspace(3) %s, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: wrong-space-access: a pointer to addrspace(3:shared) points into buffer 'out' in addrspace(1:global) at 13:3: @k, block %entry, `store i32 1, ptr addrspace(3) %s, align 4` (block (0,0,0), thread (0,0,0))
