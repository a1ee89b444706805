; launch: @k (out=i32[1] zero)
; seam-gpu case ft-trap variant original
; `llvm.trap` ends the launch with a trap, which is defined behaviour.
; test: interpret
; expect-trap: trap

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.trap()

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  call void @llvm.trap()
  unreachable
}

; ==== expected output ====
; launch at line 3:
;   trap: trap at 14:3: @k, block %entry, `call void @llvm.trap()` (block (0,0,0), thread (0,0,0))
