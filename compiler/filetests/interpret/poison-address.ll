; An inbounds GEP that leaves its allocation is poison; loading through it is undefined.
; test: interpret
; launch: @k (out=i32[4] zero, i32 9)
; expect-ub: poison-address
; launch: @k (out=i32[4] zero, i32 3)
; expect: out: i32[4] = {0, 0, 0, 0}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %i) {
entry:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 -3
  %v = load i32, ptr addrspace(1) %q, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; ==== expected output ====
; launch at line 3:
;   ub: poison-address: the address is poison at 15:3: @k, block %entry, `%v = load i32, ptr addrspace(1) %q, align 4` (block (0,0,0), thread (0,0,0))
; launch at line 5:
;   out: i32[4] = {0, 0, 0, 0}
